import ChartImport
import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The single-series shape sentences (`ContentPlan+Trend.swift`, `ContentPlan+Patterns.swift`):
/// a clean peak's alt, a jump then a slow fall, and a week of two levels, each said as a sighted
/// reader sees it and read back true by the claims checker.
@Suite struct ShapeSentencesTests {
  static func review(_ name: String) throws -> ChartDescriptor {
    let url = RepositoryPaths.fixtures.appendingPathComponent("review/\(name)")
    return try CSVReader.read(contentsOf: url.path, source: name)
  }

  static func description(_ chart: ChartDescriptor, locale: String = "en") throws -> ChartDescription {
    try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
  }

  /// 30 months of a rise from about 100 to 460 in month 15, then a fall back to about 120: the
  /// full shape does not fit the alt's 150 characters with a long title.
  static let peak: ChartDescriptor = {
    var random = SplitMix64(seed: 41)
    let x = (0..<31).map { CivilDate(year: 2019 + $0 / 12, month: $0 % 12 + 1, day: 1).secondsSince1970 }
    let y = (0..<31).map { (k: Int) -> Double in
      (k <= 15 ? 100 + 24 * Double(k) : 460 - 22 * Double(k - 15)) + 4 * random.nextNormal()
    }
    let title = "Subscribers of the streaming service"
    return ChartDescriptor(
      title: title, kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: title, type: .numeric), series: [DataSeries(name: title, isContinuous: true, x: x, y: y)])
  }()

  @Test func aCleanPeakIsTheAltAndTrue() throws {
    let chart = Self.peak
    let alt = try Self.description(chart).narration.alt[.display]
    #expect(alt.contains(": rose to a peak of "), "\(alt)")
    #expect(alt.hasSuffix(", then fell back."), "\(alt)")
    #expect(alt.count <= DescriptionPolicy.standard.maximumAltCharacters, "\(alt)")
    let outcome = try ClaimsRun.check(chart, id: "peak")
    #expect(outcome.report.claims.contains { $0.kind == "peak" }, "\(outcome.report.claims)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
  }

  @Test func aValleyIsTheAltInEveryLocale() throws {
    var chart = Self.peak
    let one = chart.series[0]
    chart.series = [DataSeries(name: one.name, isContinuous: true, x: one.x, y: one.y.map { 600 - $0 })]
    let alt = try Self.description(chart).narration.alt[.display]
    #expect(alt.contains(": fell to a low of ") && alt.hasSuffix(", then rose again."), "\(alt)")
    for locale in ["ar", "de", "es", "fr", "hi", "it", "nl", "pl", "pt"] {
      let other = try Self.description(chart, locale: locale).narration.alt[.display]
      #expect(!other.contains("{") && other != alt, "\(locale): \(other)")
    }
  }

  /// The checker refuses a peak that is not the data's maximum at that place.
  @Test func aFalsePeakIsCaught() {
    let truth = ClaimsTruth(chart: Self.peak)
    let report = ClaimsChecker(truth: truth).check(
      alt:
        "Line chart of subscribers from Jan 2019 to Jul 2021: rose to a peak of about 300 in April 2020, then fell back.",
      summary: [], readout: [])
    #expect(report.falseClaims.contains { $0.kind == "peak" }, "\(report.claims)")
  }

  /// unemployment.csv: 3.7% until March 2020, 14.7% in April, then a steady fall to 3.6%.
  @Test func aJumpThenASteadyFallIsNoSpike() throws {
    let chart = try Self.review("unemployment.csv")
    let narration = try Self.description(chart).narration
    let text = ([narration.alt[.display]] + narration.summary.map { $0[.display] }).joined(separator: " ")
    #expect(!text.contains("spike"), "\(text)")
    #expect(text.contains("14.7%"), "\(text)")
    let outcome = try ClaimsRun.check(chart, id: "unemployment")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
  }

  /// steps.csv: Monday to Friday near 9,000, Saturday near 2,900 and Sunday near 4,500.
  @Test func aWeekOfTwoLevelsIsToldByItsParts() throws {
    let chart = try Self.review("steps.csv")
    let summary = try Self.description(chart).narration.summary.map { $0[.display] }
    #expect(summary.contains("The values tend to be higher on weekdays than at weekends."), "\(summary)")
    #expect(!summary.joined().contains("Thursday"), "\(summary)")
    let outcome = try ClaimsRun.check(chart, id: "steps")
    #expect(outcome.report.claims.contains { $0.kind == "season" }, "\(outcome.report.claims)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
    let reversed = ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(
      alt: "", summary: ["The values tend to be higher at weekends than on weekdays."], readout: [])
    #expect(reversed.falseClaims.map(\.kind) == ["season"], "\(reversed.claims)")
  }
}
