import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// A summary lists ranges one by one only when there are few: a candlestick chart of 44 days is
/// summed up by its widest and narrowest range and what they cover, not read out in one sentence.
@Suite struct RangesListTests {
  /// `count` daily ranges, each 1 to 3 wide.
  static func ranges(_ count: Int) -> ChartDescriptor {
    let names = (1...count).map { "Task \($0)" }
    let starts = (0..<count).map { Double($0 * 2) }
    let ends = (0..<count).map { (i: Int) -> Double in Double(i * 2) + 1 + Double(i % 3) }
    var chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "task", type: .categorical, categories: names),
      yAxis: Axis(title: "week", type: .numeric),
      series: [
        DataSeries(name: "start", isContinuous: false, x: starts.indices.map(Double.init), y: starts),
        DataSeries(name: "end", isContinuous: false, x: ends.indices.map(Double.init), y: ends),
      ])
    chart.intervals = [IntervalPair(name: "", start: 0, end: 1)]
    return chart
  }

  static func summary(_ chart: ChartDescriptor) throws -> [String] {
    try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration.summary.map(
      \.display)
  }

  @Test func fewRangesAreListed() throws {
    let summary = try Self.summary(Self.ranges(DescriptionPolicy().maximumListedRanges))
    #expect(summary.contains { $0.hasPrefix("The ranges: Task 1 from 0 to 1") }, "\(summary)")
  }

  @Test func manyRangesAreSummedUp() throws {
    let chart = Self.ranges(44)
    let summary = try Self.summary(chart)
    #expect(!summary.contains { $0.hasPrefix("The ranges:") }, "\(summary)")
    #expect(summary.contains { $0.hasPrefix("The widest range is ") }, "\(summary)")
    #expect(summary.contains { $0.hasPrefix("Together they run from 0 to 88") }, "\(summary)")
    let report = try ClaimsRun.check(chart, id: "ranges-44").report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
  }
}
