import ChartImport
import ChartModel
import Testing

/// A strip (issue 15): ticks, points or bars along one quantity alone, one mark a value
/// (`tick_dot`, `point_1d`), read as the distribution of the values it draws: one box whose
/// whiskers are the least and the greatest value, drawn as a strip.
@Suite struct VegaLiteStripTests {
  static func strip(_ mark: String, channel: String = "x", values: String, extra: String = "") throws -> ChartDescriptor
  {
    try VegaLiteReader.read(
      Array(
        #"""
        {"data": {"values": \#(values)}, "mark": "\#(mark)",
         "encoding": {"\#(channel)": {"field": "v", "type": "quantitative"}\#(extra)}}
        """#.utf8), source: "strip.vl.json")
  }

  @Test(arguments: ["tick", "point", "circle", "square", "bar"])
  func aStripIsTheDistributionOfItsValues(mark: String) throws {
    let values = #"[{"v": 9}, {"v": 1}, {"v": 4}, {"v": 4}, {"v": 25}, {"v": 16}]"#
    for channel in ["x", "y"] {
      let chart = try Self.strip(mark, channel: channel, values: values)
      #expect(chart.drawnAs == .strip)
      let box = try #require(chart.boxes.first)
      #expect(chart.boxes.count == 1)
      // 1 4 4 9 16 25: median 6.5, quartiles (R-7) 4 and 14.25, whiskers at the extremes.
      #expect(box.count == 6 && box.median == 6.5 && box.lowerQuartile == 4 && box.upperQuartile == 14.25)
      #expect(box.lowerWhisker == 1 && box.upperWhisker == 25 && box.outliers == 0)
      #expect(chart.yAxis.range == 1...25)
      #expect(chart.notices.isEmpty)
    }
  }

  /// Values Vega-Lite cannot place are left out, with a notice; a tooltip does not split a strip.
  @Test func unplacedValuesAreLeftOutAndTooltipsKept() throws {
    let chart = try Self.strip(
      "tick", values: #"[{"v": 3}, {"v": null}, {"v": "n/a"}, {"v": 5}, {"v": 8}]"#,
      extra: #", "tooltip": {"field": "v", "type": "quantitative"}"#)
    #expect(chart.boxes.map(\.count) == [3])
    #expect(chart.boxes.first?.median == 5)
    #expect(chart.notices == [.invalidRowsDropped(count: 2, field: "v")])
  }

  /// What groups, sizes or summarizes the marks is no strip: a colour field gives groups, an
  /// aggregate one value, bins a histogram, a line a path.
  @Test func otherViewsAlongOneQuantityAreNoStrips() throws {
    let values = #"[{"v": 1, "c": "a"}, {"v": 2, "c": "b"}, {"v": 4, "c": "a"}]"#
    let coloured = try Self.strip("tick", values: values, extra: #", "color": {"field": "c"}"#)
    #expect(coloured.drawnAs == nil && coloured.boxes.isEmpty)
    let aggregate = try VegaLiteReader.read(
      Array(
        #"{"data": {"values": \#(values)}, "mark": "bar", "encoding": {"x": {"field": "v", "aggregate": "sum"}}}"#
          .utf8), source: "sum.vl.json")
    #expect(aggregate.drawnAs == nil && aggregate.series.first?.y == [7])
    #expect(throws: ChartModelError.self) { try Self.strip("line", values: values) }
  }
}
