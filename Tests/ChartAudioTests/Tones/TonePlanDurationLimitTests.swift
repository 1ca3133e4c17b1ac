import ChartAudio
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// The tones of several series last at most ``TonePlan/maximumDuration`` seconds in all (issue
/// 13: two series at 3,600 seconds took 5.4 GB to mix at 48 kHz).
@Suite struct TonePlanDurationLimitTests {
  /// Three series of 20,000 points at an overview of 3,000 seconds each: 9,000 seconds of tones,
  /// which at 48 kHz in stereo took about 7 GB to mix. The first two play (6,000 seconds and a
  /// pause), the third would end past ``TonePlan/maximumDuration`` and is left out; one series
  /// always plays, however long.
  @Test func theTonesLastAtMostTheDurationLimit() throws {
    var random = SplitMix64(seed: 7)
    let series = (0..<3).map { index in
      TestCharts.series(
        (0..<20_000).map { _ in Double(random.next() % 100) }, name: "s\(index)", continuous: true)
    }
    var style = SonificationStyle()
    style.overviewDuration = 3_000
    let chart = TestCharts.chart(kind: .line, series: series, categorical: false)
    let plan = try TonePlan(descriptor: chart, style: style)
    #expect(plan.groups.map(\.seriesName) == ["s0", "s1"])
    #expect(plan.duration <= TonePlan.maximumDuration && plan.duration > 6_000)
    style.overviewDuration = 10_000
    style.longestStep = 1
    let alone = try TonePlan(
      descriptor: TestCharts.chart(kind: .line, series: [series[0]], categorical: false), style: style)
    #expect(alone.groups.count == 1 && alone.duration > TonePlan.maximumDuration)
  }
}
