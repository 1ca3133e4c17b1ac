import ChartModel
import Testing

@Suite struct ChartAnalysisTests {
  private func chart(series: [DataSeries], lines: [ReferenceLine] = []) -> ChartDescriptor {
    ChartDescriptor(
      title: "Test", kind: .line, xAxis: Axis(title: "Month", type: .numeric),
      yAxis: Axis(title: "Value", type: .numeric), series: series, referenceLines: lines)
  }

  @Test func seriesStatisticsAreParallelToTheSeries() {
    let rising = DataSeries(
      name: "Rising", isContinuous: true, x: (0..<10).map(Double.init),
      y: (0..<10).map { Double($0) * 2 })
    let missing = DataSeries(name: "Missing", isContinuous: true, x: [0, 1], y: [.nan, .nan])
    let empty = DataSeries(name: "Empty", isContinuous: true, x: [], y: [])
    let analysis = ChartAnalysis(chart(series: [rising, missing, empty]))
    #expect(analysis.series.count == 3)
    #expect(analysis.series[0]?.trend?.direction == .rising)
    #expect(analysis.series[1] == nil)
    #expect(analysis.series[2] == nil)
    #expect(analysis.referenceLines.isEmpty)
  }

  @Test func referenceLinesCountEverySeries() {
    let a = DataSeries(name: "A", isContinuous: true, x: [0, 1, 2], y: [1, 5, 9])
    let b = DataSeries(name: "B", isContinuous: true, x: [0, 1, 2], y: [4, .nan, 6])
    let target = ReferenceLine(axis: .y, value: 5, label: "Target")
    let launch = ReferenceLine(axis: .x, value: 0.5, label: "Launch")
    let analysis = ChartAnalysis(chart(series: [a, b], lines: [target, launch]))
    var targetCounts = ReferenceLineStatistics(line: target, above: 2, below: 2, on: 1)
    targetCounts.crossings = [
      ReferenceCrossing(x: 2, series: 0, upward: true), ReferenceCrossing(x: 2, series: 1, upward: true),
    ]
    targetCounts.crossingCount = 2
    #expect(
      analysis.referenceLines == [
        targetCounts,
        ReferenceLineStatistics(line: launch, above: 3, below: 2, on: 0),
      ])
  }

  @Test func policyReachesEverySeries() {
    let short = DataSeries(name: "Short", isContinuous: true, x: [0, 1, 2], y: [1, 2, 3])
    var policy = DescriptionPolicy()
    policy.minimumPointsForTrendTest = 3
    #expect(ChartAnalysis(chart(series: [short])).series[0]?.trend == nil)
    #expect(ChartAnalysis(chart(series: [short]), policy: policy).series[0]?.trend != nil)
  }

  @Test func analysisIsDeterministic() {
    let x = (0..<5_000).map(Double.init)
    let y = x.map { ($0 * 0.618).truncatingRemainder(dividingBy: 1) + $0 * 0.001 }
    let long = DataSeries(name: "Long", isContinuous: true, x: x, y: y)
    #expect(ChartAnalysis(chart(series: [long])) == ChartAnalysis(chart(series: [long])))
  }
}
