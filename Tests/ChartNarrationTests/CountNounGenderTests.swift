import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// A word that agrees with a counted noun takes the noun's gender: German "in jedem der 3 Jahre"
/// but "in jeder der 4 Kategorien", Spanish "en los 3 años" but "en las 4 categorías". The
/// count phrase carries its noun as its select key, so a template can agree with it.
@Suite struct CountNounGenderTests {
  /// Two series over year categories, or over `weeks` weeks, the first highest at every x.
  static func chart(years: [String] = [], weeks: Int = 0) -> ChartDescriptor {
    let monday = 1_704_067_200.0  // 2024-01-01
    let x = weeks > 0 ? (0..<weeks).map { monday + Double($0) * 7 * 86_400 } : years.indices.map(Double.init)
    let xAxis =
      weeks > 0
      ? Axis(title: "week", type: .temporal, timeUnit: .day)
      : Axis(title: "period", type: .categorical, categories: years)
    return ChartDescriptor(
      title: "", kind: .line, xAxis: xAxis,
      yAxis: Axis(title: "score", type: .numeric),
      series: [
        DataSeries(name: "Alpha", isContinuous: true, x: x, y: x.indices.map { 50 + 3 * Double($0) }),
        DataSeries(name: "Beta", isContinuous: true, x: x, y: x.indices.map { 10 + 2 * Double($0) }),
      ])
  }

  static func summary(_ chart: ChartDescriptor, _ locale: String) throws -> String {
    let description = try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
    return description.narration.summary.map { $0[.display] }.joined(separator: " ")
  }

  @Test(arguments: [
    ("de", "in jedem der 3 Jahre", "in jeder der 6 Wochen"),
    // Spanish and Portuguese say a daily axis as a whole period, whatever its noun.
    ("es", "en los 3 años", "durante todo el periodo (6 semanas)"),
    ("pt", "em todos os 3 anos", "durante todo o período (6 semanas)"),
  ])
  func theWordAgreesWithTheCountedNoun(_ locale: String, _ years: String, _ weeks: String) throws {
    let overYears = try Self.summary(Self.chart(years: ["2021", "2022", "2023"]), locale)
    #expect(overYears.contains(years), "\(locale): \(overYears)")
    let overWeeks = try Self.summary(Self.chart(weeks: 6), locale)
    #expect(overWeeks.contains(weeks), "\(locale): \(overWeeks)")
  }
}
