import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// A scatter plot over dates (films by release date, days by weather): its points are
/// observations, not a series sampled at a cadence. A week with no foggy day is no stretch
/// without data, and a date is no quantity whose spread is said in seconds ("between about 420
/// million and about 1.2 billion on Release Date").
@Suite struct ScatterOverTimeTests {
  /// Films released on Mondays of 1990 to 1995, none in about a fifth of the weeks, rated −3 to 3.
  static func films() -> ChartDescriptor {
    var generator = SplitMix64(seed: 7)
    let start = CivilDate(year: 1990, month: 1, day: 1).secondsSince1970
    let x = (0..<300).filter { _ in generator.nextIndex(below: 5) > 0 }.map { start + Double($0) * 7 * 86_400 }
    let y = x.map { _ in Double(generator.nextIndex(below: 61)) / 10 - 3 }
    return ChartDescriptor(
      title: "", kind: .scatter, xAxis: Axis(title: "Release Date", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Rating Delta", type: .numeric),
      series: [DataSeries(name: "Rating Delta", isContinuous: false, x: x, y: y)])
  }

  @Test func noStretchWithoutDataAndNoSpreadInSeconds() throws {
    let chart = Self.films()
    let analysis = ChartAnalysis(chart)
    #expect(analysis.series.first??.gaps.missingPeriods == 0)
    #expect(analysis.xSpread == nil)
    let summary = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
      .summary.map(\.display)
    #expect(!summary.contains { $0.contains("no data") }, "\(summary)")
    #expect(!summary.contains { $0.contains("Most points lie between") }, "\(summary)")
    // The same points drawn as a line over days keep their stretches without data.
    var line = chart
    line.kind = .line
    #expect((ChartAnalysis(line).series.first??.gaps.missingPeriods ?? 0) > 0)
    let report = try ClaimsRun.check(chart, id: "films").report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
  }
}
