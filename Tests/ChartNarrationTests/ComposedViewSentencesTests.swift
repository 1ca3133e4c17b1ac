import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Sentences that the views of real composed charts (issue 15) found false, each checked on a
/// chart of its own: a scatter's tied extremes, a pie sum with more digits than it is said with,
/// and a histogram that climbs on past its first jump.
@Suite struct ComposedViewSentencesTests {
  static func describe(_ chart: ChartDescriptor) throws -> ChartDescription {
    try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
  }

  /// Two groups of points: the lowest value, 46, is held twice in Europe and the highest, 230,
  /// once in USA; every holder of an extreme is named, not the first.
  @Test func tiedExtremesOfSeveralSeriesNameEveryPlace() throws {
    let chart = ChartDescriptor(
      title: "", kind: .scatter, xAxis: Axis(title: "acc", type: .numeric),
      yAxis: Axis(title: "hp", type: .numeric),
      series: [
        DataSeries(name: "USA", isContinuous: false, x: [9.5, 12, 14], y: [230, 150, 95]),
        DataSeries(name: "Europe", isContinuous: false, x: [20.5, 21, 16], y: [46, 46, 71]),
      ])
    // A scatter plot's alt says the relationship; the summary names the extremes.
    func text(_ chart: ChartDescriptor) throws -> String {
      try Self.describe(chart).narration.summary.map(\.display).joined(separator: " ")
    }
    let alt = try text(chart)
    #expect(alt.contains("230 (USA, at acc 9.5)"), "\(alt)")
    #expect(alt.contains("46 (Europe, at acc 20.5 and 21)"), "\(alt)")
    let report = try ClaimsRun.check(chart, id: "composed/tied-extremes").report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    // Held in both series: both are named.
    var both = chart
    both.series[0] = DataSeries(name: "USA", isContinuous: false, x: [9.5, 12, 14], y: [230, 150, 46])
    let bothAlt = try text(both)
    #expect(bothAlt.contains("46 (USA, at acc 14 and Europe, at acc 20.5 and 21)"), "\(bothAlt)")
  }

  /// Slices whose sum has binary noise past six digits (418.69997) are said rounded, with
  /// "about"; a sum of whole numbers is said exactly.
  @Test func aPieSumRoundedToSixDigitsIsHedged() throws {
    let noisy = ChartDescriptor(
      title: "", kind: .pie, xAxis: Axis(title: "site", type: .categorical, categories: ["A", "B", "C"]),
      yAxis: Axis(title: "yield", type: .numeric),
      series: [DataSeries(name: "yield", isContinuous: false, x: [0, 1, 2], y: [150.23332, 168.46665, 100])])
    let summary = try Self.describe(noisy).narration.summary.map(\.display)
    #expect(summary.contains { $0.contains("B holds the largest share: about 168.467 of about 418.7") }, "\(summary)")
    let report = try ClaimsRun.check(noisy, id: "composed/pie-noisy-sum").report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    var exact = noisy
    exact.series[0] = DataSeries(name: "yield", isContinuous: false, x: [0, 1, 2], y: [5, 4, 3])
    let whole = try Self.describe(exact).narration.summary.map(\.display)
    #expect(whole.contains("A holds the largest share: 5 of 12, about 42%."), "\(whole)")
  }

  /// A histogram that jumps from 1 to 52 and climbs on to 98 before it falls did not "jump to 52,
  /// then fall": no jump is said; a series whose tail stays below its top keeps the jump.
  @Test func aJumpIsSaidOnlyWhenNothingAfterPassesItsTop() throws {
    func histogram(_ counts: [Double]) -> ChartDescriptor {
      TestCharts.chart(
        kind: .bar, series: [TestCharts.series(counts, name: "Count", continuous: false)], categorical: false)
    }
    let climbing = histogram([1, 52, 98, 78, 77, 56, 27, 8, 1])
    let statistics = try #require(ChartAnalysis(climbing).series.first ?? nil)
    #expect(statistics.jump == nil)
    let text = try Self.describe(climbing).narration.summary.map(\.display).joined(separator: " ")
    #expect(!text.contains("jumped"), "\(text)")
    let falling = histogram([3, 3, 4, 40, 36, 30, 26, 20, 15, 11, 8])
    #expect((ChartAnalysis(falling).series.first ?? nil)?.jump != nil)
  }
}
