import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// A series' pattern among several (the level shift, turn, jump, episode or season its own
/// summary states), named by its series.
@Suite struct SeriesPatternTests {
  static func csv(_ name: String) throws -> ChartDescriptor {
    let url = RepositoryPaths.fixtures.appendingPathComponent("csv").appendingPathComponent(name)
    return try CSVReader.read(contentsOf: url.path, source: name)
  }

  static func summary(_ chart: ChartDescriptor, locale: String = "en") throws -> [String] {
    try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales).narration.summary
      .map { $0[.display] }
  }

  static func expectClean(_ chart: ChartDescriptor, id: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let report = try ClaimsRun.check(chart, id: id).report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)", sourceLocation: sourceLocation)
    #expect(report.unparsed.isEmpty, "\(report.unparsed)", sourceLocation: sourceLocation)
  }

  /// latency.csv: p50 level near 20, p99 near 80 with six minutes near 230 from 10:30. The
  /// summary of p99 alone says its level shifts; among the two series the summary said only
  /// who was highest. It now says p99's shifts, named, and the checker reads them against p99.
  @Test func aSeriesLevelShiftIsToldAmongSeveral() throws {
    let chart = try Self.csv("latency.csv")
    let summary = try Self.summary(chart)
    #expect(
      summary.contains(
        "The average level of p99 jumped from about 80 ms to about 231 ms at 10:30, then dropped to about 79 ms at 10:36."
      ),
      "\(summary)")
    try Self.expectClean(chart, id: "csv/latency.csv")
    let report = try ClaimsRun.check(chart, id: "latency").report
    #expect(report.claims.contains { $0.kind == "step" && $0.sentence.hasPrefix("The average level of p99") })
  }

  /// store-spike.csv: three stores' daily sales, Riverside's March 18 at five times its level.
  /// The spike its own summary names (a calibrated spike of that series) is named once, by its
  /// series; the checker reads its value and place against Riverside and finds it above both
  /// neighbours.
  @Test func oneSeriesSpikeIsNamedAmongSeveral() throws {
    let chart = try Self.csv("store-spike.csv")
    let riverside = try #require(chart.series.first { $0.name == "Riverside" })
    let top = try #require(riverside.y.indices.max { riverside.y[$0] < riverside.y[$1] })
    let summary = try Self.summary(chart)
    let spike = summary.filter { $0.hasPrefix("One value of Riverside stands out: a spike to ") }
    #expect(spike.count == 1, "\(summary)")
    #expect(spike.first?.contains(String(Int(riverside.y[top]))) == true, "\(summary)")
    try Self.expectClean(chart, id: "csv/store-spike.csv")
    let report = try ClaimsRun.check(chart, id: "store-spike").report
    #expect(
      report.claims.contains { $0.kind == "outlier" && $0.isTrue && $0.sentence.hasPrefix("One value of Riverside") })
    for locale in ["de", "ar"] {
      let other = try Self.summary(chart, locale: locale)
      #expect(other.contains { $0.contains("Riverside") && $0.contains(String(Int(riverside.y[top]))) }, "\(locale)")
    }
  }

  /// cities.csv: Oslo and Madrid each climb to July and fall back. Each series' turn is said
  /// once for both, and neither is said to show "no clear trend".
  @Test func aSharedTurnIsSaidOnce() throws {
    let chart = try Self.csv("cities.csv")
    let summary = try Self.summary(chart)
    #expect(summary.contains("Oslo and Madrid both rose to a peak in July, then fell back."), "\(summary)")
    #expect(!summary.contains { $0.contains("no clear trend") }, "\(summary)")
    try Self.expectClean(chart, id: "csv/cities.csv")
    for locale in ["de", "ar"] {
      #expect(try Self.summary(chart, locale: locale).count == summary.count, "\(locale)")
    }
  }

  /// Madrid alone turns in July; Oslo, shifted by three months, in October: no shared turn,
  /// and the strongest turns are said each of its series.
  @Test func differentTurnsAreSaidEachOfItsSeries() throws {
    let x = (0..<12).map { CivilDate(year: 2023, month: $0 + 1, day: 1).secondsSince1970 }
    let madrid: [Double] = [6, 8, 11, 13, 17, 22, 26, 25, 21, 15, 10, 7]
    let oslo: [Double] = [-4, -4, -2, 0, 2, 5, 9, 13, 15, 16, 10, 3]
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "temperature", type: .numeric),
      series: [
        DataSeries(name: "Madrid", isContinuous: true, x: x, y: madrid),
        DataSeries(name: "Oslo", isContinuous: true, x: x, y: oslo),
      ])
    let summary = try Self.summary(chart)
    #expect(!summary.contains { $0.contains(" both ") }, "\(summary)")
    #expect(
      summary.contains { $0.hasPrefix("Madrid climbed from ") && $0.contains("a peak of 26 in July") }, "\(summary)")
    try Self.expectClean(chart, id: "different-turns")
  }

  /// The checker reads a series' pattern against that series: p50's level never jumped nor
  /// stayed above 150, and Oslo and Madrid peak in July, not March.
  @Test func theCheckerReadsEachPatternAgainstItsSeries() throws {
    let latency = try Self.csv("latency.csv")
    let wrongSeries = ClaimsChecker(truth: ClaimsTruth(chart: latency)).check(
      alt: "",
      summary: [
        "The average level of p50 jumped from about 80 ms to about 231 ms at 10:30, then dropped to about 79 ms at 10:36."
      ], readout: [])
    #expect(!wrongSeries.falseClaims.isEmpty && wrongSeries.unparsed.isEmpty, "\(wrongSeries.claims)")
    for (name, holds) in [("P99", true), ("P50", false)] {
      let episode = ClaimsChecker(truth: ClaimsTruth(chart: latency)).check(
        alt: "", summary: ["\(name) stayed above 150 for about 6 minutes, between 10:30 and 10:35."], readout: [])
      #expect(
        episode.unparsed.isEmpty && !episode.claims.isEmpty && episode.falseClaims.isEmpty == holds,
        "\(episode.claims)")
    }
    let cities = try Self.csv("cities.csv")
    let wrongPlace = ClaimsChecker(truth: ClaimsTruth(chart: cities)).check(
      alt: "", summary: ["Oslo and Madrid both rose to a peak in March, then fell back."], readout: [])
    #expect(wrongPlace.falseClaims.count == 2 && wrongPlace.unparsed.isEmpty, "\(wrongPlace.claims)")
    let right = ClaimsChecker(truth: ClaimsTruth(chart: cities)).check(
      alt: "", summary: ["Oslo and Madrid both rose to a peak in July, then fell back."], readout: [])
    #expect(right.falseClaims.isEmpty && right.claims.count == 2, "\(right.claims)")
  }
}
