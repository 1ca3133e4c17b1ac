import ChartModel
import ChartSupport
import Foundation
import Testing

/// The analysis on several threads is the analysis on one: the same facts, equal to the last bit,
/// for every role, with missing values, constant stretches, several series and a scatter plot.
@Suite struct ParallelAnalysisTests {
  /// A seeded series of `count` points: a random walk with a drift, a season, a step, spikes and
  /// a few missing values.
  private func series(_ name: String, count: Int, seed: UInt64) -> DataSeries {
    var random = SplitMix64(seed: seed)
    var level = 0.0
    let drift = Double(random.nextIndex(below: 5)) * 0.01 - 0.02
    let y = (0..<count).map { index -> Double in
      if random.nextIndex(below: 97) == 0 { return .nan }
      level += drift + Double(random.nextIndex(below: 2_001)) / 1_000 - 1
      let season = 3 * sin(Double(index) * 2 * .pi / 12)
      let step = index > count / 2 ? 25.0 : 0
      let spike = random.nextIndex(below: 500) == 0 ? 80.0 : 0
      return level + season + step + spike
    }
    return DataSeries(name: name, isContinuous: true, x: (0..<count).map { Double($0 * 86_400) }, y: y)
  }

  private func chart(_ series: [DataSeries], kind: ChartKind = .line, x: AxisType = .temporal) -> ChartDescriptor {
    ChartDescriptor(
      title: "Test", kind: kind, xAxis: Axis(title: "Day", type: x, timeUnit: x == .temporal ? .day : nil),
      yAxis: Axis(title: "Value", type: .numeric), series: series)
  }

  /// The policy of `threads` threads, with the cutoff lowered so that these small charts take the
  /// parallel paths.
  private func policy(threads: Int) -> DescriptionPolicy {
    var policy = DescriptionPolicy()
    policy.maxConcurrency = threads
    policy.parallelAnalysisMinimumPoints = 100
    policy.rollingWindow = 7
    return policy
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5])
  func oneLargeSeriesHasTheSameFactsOnTwoThreads(seed: UInt64) {
    let chart = chart([series("A", count: 3_000 + Int(seed) * 517, seed: seed)])
    let one = ChartAnalysis(chart, policy: policy(threads: 1))
    #expect(one.series[0]?.trend != nil)
    #expect(ChartAnalysis(chart, policy: policy(threads: 2)) == one)
    #expect(ChartAnalysis(chart, policy: policy(threads: 8)) == one)
  }

  @Test(arguments: [2, 3, 4])
  func severalSeriesHaveTheSameFactsOnSeveralThreads(threads: Int) {
    let chart = chart((0..<5).map { series("S\($0)", count: 1_500, seed: 40 + UInt64($0)) })
    let one = ChartAnalysis(chart, policy: policy(threads: 1))
    #expect(one.comparison != nil)
    #expect(ChartAnalysis(chart, policy: policy(threads: threads)) == one)
  }

  @Test func rankingsScatterPlotsAndConstantSeriesHaveTheSameFacts() {
    let walk = series("A", count: 2_000, seed: 9)
    let constant = DataSeries(
      name: "Flat", isContinuous: true, x: walk.x, y: Array(repeating: 4, count: walk.x.count))
    let missing = DataSeries(name: "Gone", isContinuous: true, x: walk.x, y: walk.y.map { _ in .nan })
    for chart in [
      chart([walk], kind: .scatter, x: .numeric), chart([constant]), chart([missing, constant, walk]),
      chart([walk], kind: .bar, x: .numeric),
    ] {
      let one = ChartAnalysis(chart, policy: policy(threads: 1))
      #expect(ChartAnalysis(chart, policy: policy(threads: 2)) == one)
    }
  }

  /// On two threads the trend's parts that read the points in order read the series' own columns
  /// when every point is finite, and a copy of the finite ones otherwise (a missing y, an infinite
  /// x); below the trend test's minimum only the median is taken. Each way, the facts are the
  /// sequential run's.
  @Test func theTrendSplitAcrossThreadsHasTheSameFactsWhateverIsMissing() {
    let walk = series("A", count: 2_500, seed: 21)
    let finite = DataSeries(name: "A", isContinuous: true, x: walk.x, y: walk.y.map { $0.isNaN ? 1 : $0 })
    var x = walk.x
    x[700] = .infinity
    let infiniteX = DataSeries(name: "A", isContinuous: true, x: x, y: finite.y)
    #expect(finite.y.allSatisfy(\.isFinite) && walk.y.contains { $0.isNaN })
    for one in [finite, walk, infiniteX] {
      let chart = chart([one], kind: .line, x: .numeric)
      let sequential = ChartAnalysis(chart, policy: policy(threads: 1))
      #expect(sequential.series[0]?.trend != nil)
      #expect(ChartAnalysis(chart, policy: policy(threads: 2)) == sequential)
      var untested = policy(threads: 1)
      untested.minimumPointsForTrendTest = 3_000
      let medianOnly = ChartAnalysis(chart, policy: untested)
      #expect(medianOnly.series[0]?.trend == nil && medianOnly.series[0]?.median == sequential.series[0]?.median)
      untested.maxConcurrency = 2
      #expect(ChartAnalysis(chart, policy: untested) == medianOnly)
    }
  }

  @Test func belowTheCutoffAndByDefaultNothingChanges() {
    let chart = chart([series("A", count: 500, seed: 11)])
    var small = policy(threads: 2)
    small.parallelAnalysisMinimumPoints = 50_000
    #expect(DescriptionPolicy().maxConcurrency == 1)
    #expect(ChartAnalysis(chart, policy: small) == ChartAnalysis(chart, policy: policy(threads: 1)))
  }
}
