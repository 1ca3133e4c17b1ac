import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11 §1 and §2: ties and counts name places and nouns the data has. Points that share
/// an x are one place and are "values", not "years"; points a year apart on a numeric axis are
/// "years".
@Suite struct CountNounTruthTests {
  static func describe(_ chart: ChartDescriptor) throws -> Narration {
    try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
  }

  static func texts(_ narration: Narration) -> [String] {
    [narration.alt[.display]] + narration.summary.map { $0[.display] } + narration.readout.map { $0[.display] }
  }

  /// A running mean over raw records, as Vega-Lite's `window` with `ignorePeers: false` gives
  /// it: every record of one year holds that year's value (3 records a year, 1970 to 1979).
  static func runningMean() -> ChartDescriptor {
    var x: [Double] = []
    var y: [Double] = []
    for (index, year) in (1970...1979).enumerated() {
      let seconds = CivilDate(year: year, month: 1, day: 1).secondsSince1970
      for _ in 0..<3 {
        x.append(seconds)
        y.append(17.5 + Double(index) * 0.6 + (index == 4 ? -0.3 : 0))
      }
    }
    return ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "Year", type: .temporal, timeUnit: .year),
      yAxis: Axis(title: "Miles per gallon", type: .numeric),
      series: [DataSeries(name: "Miles per gallon", isContinuous: true, x: x, y: y)])
  }

  /// The lowest value holds 3 records of 1970: one place, named, and no "3 of 30 years, from
  /// 1970 to 1970"; the 30 records are 30 values.
  @Test func recordsThatShareAnXAreOnePlace() throws {
    let chart = Self.runningMean()
    let narration = try Self.describe(chart)
    let texts = Self.texts(narration)
    #expect(!texts.contains { $0.contains("from 1970 to 1970") || $0.contains("of 30 years") }, "\(texts)")
    #expect(texts.contains { $0.contains("The lowest value was 17.5 in 1970") }, "\(narration.summary.map(\.display))")
    #expect(texts.contains { $0.contains("30 values") }, "\(narration.summary.map(\.display))")
    #expect(!texts.contains { $0.contains("30 years") }, "\(texts)")
    let report = try ClaimsRun.check(chart, id: "running-mean").report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    #expect(report.unparsed.isEmpty, "\(report.unparsed)")
  }

  /// Four years share the highest value, each with 3 records: "(4 of 10 years, from … to …)",
  /// counted by year.
  @Test func tiedYearsAreCountedOnceEach() throws {
    var chart = Self.runningMean()
    let top = chart.series[0].y.max() ?? 0
    let x = chart.series[0].x
    chart.series[0].setColumns(x: x, y: chart.series[0].y.enumerated().map { $0.offset >= 18 ? top : $0.element })
    let narration = try Self.describe(chart)
    #expect(
      narration.summary.contains { $0.display.contains("4 of 10 years, from 1976 to 1979") },
      "\(narration.summary.map(\.display))")
    let report = try ClaimsRun.check(chart, id: "running-mean-ties").report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
  }

  static func yearly(step: Double) -> ChartDescriptor {
    let xs = (0..<11).map { 2010 + Double($0) * step }
    return ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "year", type: .numeric),
      yAxis: Axis(title: "share", type: .numeric),
      series: [
        DataSeries(name: "Chrome", isContinuous: true, x: xs, y: (0..<11).map { 10 + 6 * Double($0) }),
        DataSeries(name: "Firefox", isContinuous: true, x: xs, y: (0..<11).map { 30 - 1.8 * Double($0) }),
      ])
  }

  /// Numeric x of consecutive years: "8 of 11 years", never "8 of 11 points"; points five years
  /// apart are not one a year, so they stay "points".
  @Test func consecutiveYearsAreCountedAsYears() throws {
    let yearly = Self.texts(try Self.describe(Self.yearly(step: 1)))
    #expect(yearly.contains { $0.contains("of 11 years") }, "\(yearly)")
    #expect(!yearly.contains { $0.contains(" points") }, "\(yearly)")
    let everyFive = Self.texts(try Self.describe(Self.yearly(step: 5)))
    #expect(!everyFive.contains { $0.contains(" years") }, "\(everyFive)")
    #expect(everyFive.contains { $0.contains("11 points") }, "\(everyFive)")
  }

  @Test func repeatedXIsFound() {
    #expect(DataSeries(name: "a", isContinuous: true, x: [1, 2, 2], y: [5, 6, 7]).hasRepeatedX)
    #expect(DataSeries(name: "a", isContinuous: true, x: [2, 1, 2], y: [5, 6, 7]).hasRepeatedX)
    #expect(!DataSeries(name: "a", isContinuous: true, x: [3, 1, 2], y: [5, 6, 7]).hasRepeatedX)
    #expect(!DataSeries(name: "a", isContinuous: true, x: [], y: []).hasRepeatedX)
  }
}

extension CountNounTruthTests {
  /// 14 weekly points that span 16 weeks (two weeks have no point) are "14 values", never "14
  /// weeks"; the checker finds the period count false when it is said.
  @Test func pointsThatSkipPeriodsAreCountedAsValues() throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("charts/line-weekly-gaps.json")
    let chart = try NarrationGoldenTests.loadChart(url)
    let narration = try Self.describe(chart)
    let orientation = try #require(narration.summary.map { $0[.display] }.first { $0.hasPrefix("Line chart") })
    #expect(orientation.hasSuffix("(14 values)."), "\(orientation)")
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    let said = checker.check(alt: "", summary: [orientation], readout: [])
    #expect(said.falseClaims.isEmpty && said.unparsed.isEmpty, "\(said)")
    let weeks = orientation.replacingOccurrences(of: "(14 values).", with: "(14 weeks).")
    #expect(checker.check(alt: "", summary: [weeks], readout: []).falseClaims.map(\.kind) == ["period-count"])
    let spanned = orientation.replacingOccurrences(of: "(14 values).", with: "(16 weeks).")
    let report = checker.check(alt: "", summary: [spanned], readout: [])
    #expect(report.falseClaims.isEmpty && report.claims.map(\.kind) == ["period-count"], "\(report)")
  }
}
