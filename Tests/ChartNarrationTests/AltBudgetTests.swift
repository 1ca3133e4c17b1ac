import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// The alt text's budget (``DescriptionPolicy/maximumAltCharacters``) holds in every locale:
/// when the fact and a long axis extent do not fit together, the extent goes and the fact stays
/// whole (`ContentPlan.alt`).
@Suite struct AltBudgetTests {
  static let locales = ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"]

  /// Eight series of a long measure over a numeric axis with a long title and fractional ends,
  /// as in the Vega-Lite gallery's CO2 chart: the series named "2011" leads everywhere.
  static let decades: ChartDescriptor = {
    let x = (0..<120).map { Double($0) / 12 }
    let series = (0..<8).map { (decade: Int) -> DataSeries in
      let base = 310 + 12 * Double(decade)
      let y: [Double] = x.map { (t: Double) -> Double in base + 0.1 * t + sin(t * 6.283) }
      return DataSeries(name: String(1951 + 10 * decade), isContinuous: true, x: x, y: y)
    }
    return ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "year into Decade", type: .numeric),
      yAxis: Axis(title: "CO2 concentration in ppm", type: .numeric), series: series)
  }()

  @Test(arguments: locales) func theAltFitsAndKeepsItsFact(locale: String) throws {
    let description = try ChartDescription(
      Self.decades, locale: locale, levels: [.alt], localesDirectory: RepositoryPaths.locales)
    let alt = description.narration.alt
    #expect(alt.display.count <= DescriptionPolicy.standard.maximumAltCharacters, "\(alt.display)")
    #expect(alt.display.contains("2021") && alt.speech.contains("2021"), "the leader is named: \(alt.display)")
    #expect(!alt.display.contains("\u{E000}") && !alt.speech.contains("\u{E000}"))
    #expect(!alt.display.contains("  ") && !alt.display.contains(" :") || locale == "fr", "\(alt.display)")
  }

  /// In Spanish the fact and the extent together are over the budget: the extent goes.
  @Test func theExtentGoesBeforeTheFact() throws {
    let description = try ChartDescription(
      Self.decades, locale: "es", levels: [.alt], localesDirectory: RepositoryPaths.locales)
    let alt = description.narration.alt.display
    #expect(alt.hasPrefix("Gráfico de líneas de CO2 concentration in ppm con 8 series: 2021 "), "\(alt)")
    let report = try ClaimsRun.check(Self.decades, id: "alt-budget/decades").report
    #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report.falseClaims) \(report.unparsed)")
  }

  /// The span is taken out with the space or comma that sets it off, in display and speech.
  @Test(arguments: [
    ("Bar chart of sales \u{E000}: fell.", "Bar chart of sales: fell."),
    ("Liniendiagramm, Umsatz, \u{E000}: Anstieg.", "Liniendiagramm, Umsatz: Anstieg."),
    ("Wykres, sprzedaż, \u{E000}, 3 serie; A.", "Wykres, sprzedaż, 3 serie; A."),
    ("Graphique, ventes \u{E000} : hausse.", "Graphique, ventes : hausse."),
    ("مخطط يعرض المبيعات \u{E000}، ثم", "مخطط يعرض المبيعات، ثم"),
  ])
  func theSpanIsDroppedWithItsSeparator(rendered: String, expected: String) throws {
    let dropped = try #require(ContentPlan.droppingSpan(Phrase(display: rendered, speech: rendered)))
    #expect(dropped.display == expected && dropped.speech == expected)
  }

  /// No marker, or two, is no span to drop.
  @Test func withoutOneMarkerNothingIsDropped() {
    #expect(ContentPlan.droppingSpan(Phrase(display: "Bar chart: fell.", speech: "Bar chart: fell.")) == nil)
    let twice = "A \u{E000} B \u{E000}."
    #expect(ContentPlan.droppingSpan(Phrase(display: twice, speech: twice)) == nil)
  }
}
