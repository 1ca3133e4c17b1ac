import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// A bucket the data covers only in part (a June of 11 days) is never an end of a stated change:
/// "ended at about €165 in June (partial month), down about 59%" compared 11 days with 29. The
/// change is said between the first and last full buckets, and the readout says no step to or
/// from a partial bucket; the claims checker flags a change stated to or from one.
@Suite struct PartialBucketChangeTests {
  static func fixture(_ name: String) -> URL {
    RepositoryPaths.fixtures.appendingPathComponent("charts/\(name).json")
  }

  static func summary(_ name: String) throws -> [String] {
    try NarrationGoldenTests.describe(fixture(name), locale: "en").narration.summary.map { $0[.display] }
  }

  @Test(arguments: [
    (
      "fresh-expenses-monthly",
      "Over the full months, it went from about €467 in February to about €617 in May, the highest month, up about 32%."
    ),
    (
      "fresh-runs-weekly",
      "Over the full weeks, it went from 39 km in the week of April 1 to 49.5 km in the week of April 22, up about 27%."
    ),
    (
      "events-weekly-buckets",
      "Over the full weeks, it went from 93.1 km in the week of March 4, the highest week, to 31.7 km in the week of April 22, down about 66%."
    ),
  ])
  func theChangeIsSaidBetweenTheFirstAndLastFullBuckets(_ name: String, _ expected: String) throws {
    let summary = try Self.summary(name)
    #expect(summary.contains(expected), "\(summary)")
    #expect(!summary.contains { $0.hasPrefix("It started at") }, "\(summary)")
    let url = Self.fixture(name)
    let outcome = try ClaimsRun.check(
      try NarrationGoldenTests.loadChart(url), id: name, policy: try NarrationGoldenTests.policy(for: url))
    #expect(outcome.report.claims.contains { $0.kind == "start-end" && $0.sentence == expected })
    ClaimsRun.expectTrue(outcome, known: [])
  }

  /// May is the highest month and the end of the full months' change: the change says so where
  /// it names May, since the extremes sentence, which would name May again, goes. The checker
  /// finds a wrong rank false.
  @Test func anEndThatIsTheHighestSaysSo() throws {
    let url = Self.fixture("fresh-expenses-monthly")
    let summary = try Self.summary("fresh-expenses-monthly")
    #expect(summary.contains { $0.contains("to about €617 in May, the highest month,") }, "\(summary)")
    #expect(!summary.contains { $0.contains("highest value") }, "\(summary)")
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: try NarrationGoldenTests.loadChart(url), bucket: .month))
    let wrong =
      "Over the full months, it went from about €467 in February, the highest month, to about €617 in May, up about 32%."
    #expect(checker.check(alt: "", summary: [wrong], readout: []).falseClaims.contains { $0.kind == "extreme" })
  }

  /// The readout names a partial bucket's value, not its step from or to a full one.
  @Test func theReadoutSaysNoStepToOrFromAPartialBucket() throws {
    let url = Self.fixture("fresh-expenses-monthly")
    let description = try NarrationGoldenTests.describe(url, locale: "en")
    let verbose = try ChartDescription(
      description.chart, book: description.book, levels: [.readout], verbosity: .verbose)
    let lines = verbose.narration.readout.map { $0[.display] }
    let june = try #require(lines.first { $0.contains("June (partial month)") })
    #expect(!june.contains(" from May"), "\(june)")
    let february = try #require(lines.first { $0.contains("Date is February") })
    #expect(!february.contains("from January"), "\(february)")
    let march = try #require(lines.first { $0.contains("Date is March") })
    #expect(march.contains("Down €55.27 from February."), "\(march)")
  }

  /// The sentence the summary said before: every number true, the bucket named partial, and still
  /// a change between 11 days of June and 29 of January. The checker flags it.
  @Test func theCheckerFlagsAChangeToAPartialBucket() throws {
    let url = Self.fixture("fresh-expenses-monthly")
    let chart = try NarrationGoldenTests.loadChart(url)
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart, bucket: .month))
    let old =
      "It started at about €405 in January (partial month) and ended at about €165 in June (partial month), down about 59%."
    let report = checker.check(alt: "", summary: [old], readout: [])
    #expect(report.falseClaims.contains { $0.kind == "partial-change" }, "\(report.claims)")
    let full = "Over the full months, it went from about €467 in February to about €617 in May, up about 32%."
    let fullReport = checker.check(alt: "", summary: [full], readout: [])
    #expect(fullReport.falseClaims.isEmpty && !fullReport.claims.isEmpty, "\(fullReport.claims)")
    let wrongEnd =
      "Over the full months, it went from about €405 in January (partial month) to about €617 in May, up about 52%."
    #expect(!checker.check(alt: "", summary: [wrongEnd], readout: []).falseClaims.isEmpty)
  }
}
