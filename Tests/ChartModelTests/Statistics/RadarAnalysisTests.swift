import ChartModel
import Testing

@Suite struct RadarAnalysisTests {
  func chart(_ rows: [[Double]]) -> ChartDescriptor {
    ChartDescriptor(
      title: "", kind: .radar,
      xAxis: Axis(title: "Skill", type: .categorical, categories: ["Speed", "Stamina", "Power", "Focus", "Range"]),
      yAxis: Axis(title: "", type: .numeric, range: 0...10),
      series: rows.enumerated().map { index, y in
        DataSeries(name: "S\(index)", isContinuous: true, x: y.indices.map(Double.init), y: y)
      })
  }

  /// The strongest axes are the ones holding the maximum: never a runner-up beside it.
  @Test func strongestIsOnlyTheMaximum() {
    let radar = RadarAnalysis(chart([[9, 8, 6, 4, 5]]))
    #expect(radar.series[0]?.strongest == [0])
    #expect(radar.series[0]?.weakest == [3])
  }

  /// Every axis tied at the maximum or the minimum is kept, in axis order.
  @Test func tiedAxesAreAllKept() {
    let radar = RadarAnalysis(chart([[6, 7, 7, 6, 7]]))
    #expect(radar.series[0]?.strongest == [1, 2, 4])
    #expect(radar.series[0]?.weakest == [0, 3])
  }

  /// A series level on every axis: every axis is both strongest and weakest.
  @Test func aLevelSeriesHasEveryAxisTied() {
    let radar = RadarAnalysis(chart([[5, 5, 5, 5, 5]]))
    #expect(radar.series[0]?.strongest == radar.series[0]?.weakest)
    #expect(radar.series[0]?.variation == 0)
  }
}
