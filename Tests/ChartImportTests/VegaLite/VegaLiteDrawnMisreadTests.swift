import ChartImport
import ChartModel
import Testing

/// Misreads that comparing every described spec with what Vega draws found
/// (`VegaLiteDrawnChartsTests`), each pinned by a small spec.
@Suite struct VegaLiteDrawnMisreadTests {
  static let values = #"[{"a": 1, "b": 10, "c": 5}, {"a": 2, "b": 20, "c": null}, {"a": 3, "b": 30, "c": 7}]"#

  static func points(_ channel: String, config: String = "{}", mark: String = #""point""#) throws -> ChartDescriptor {
    try VegaLiteReaderTests.read(
      """
      {"data": {"values": \(values)}, "mark": \(mark), "config": \(config),
       "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"},
                    "\(channel)": {"field": "c", "type": "quantitative"}}}
      """)
  }

  /// Vega-Lite leaves out the marks with no valid value on a continuous colour, size or opacity
  /// scale, as on x and y (`point_colorramp_size`: 8 cars without a mileage are not drawn).
  @Test(arguments: ["color", "size", "opacity"])
  func aNullOnAContinuousScaleIsNotDrawn(channel: String) throws {
    let chart = try Self.points(channel)
    #expect(chart.series.map(\.y) == [[10, 30]])
    #expect(chart.notices.contains(.invalidRowsDropped(count: 1, field: "c")))
  }

  /// Unless the spec draws them: `invalid: "show"` or `null`, a scale's output for invalid values,
  /// or a line (which breaks at a gap, not at a null colour).
  @Test func aNullOnAContinuousScaleIsDrawnWhenTheSpecSaysSo() throws {
    for config in [
      #"{"mark": {"invalid": "show"}}"#, #"{"point": {"invalid": null}}"#,
      #"{"scale": {"invalid": {"color": {"value": "grey"}}}}"#,
    ] {
      #expect(try Self.points("color", config: config).series.map(\.y) == [[10, 20, 30]], "\(config)")
    }
    #expect(try Self.points("color", mark: #"{"type": "point", "invalid": "show"}"#).series.map(\.y) == [[10, 20, 30]])
    #expect(try Self.points("color", mark: #""line""#).series.map(\.y) == [[10, 20, 30]])
  }

  /// The rows a histogram leaves out for want of a value are counted as rows, not as the one bin
  /// of nulls they make (`histogram`: 213 movies without a rating, once said to be 1 row), each
  /// under the field it lacks.
  @Test func rowsWithoutAPositionAreCountedAsRows() throws {
    let chart = try VegaLiteReaderTests.read(
      """
      {"data": {"values": [{"r": 1, "s": 1}, {"r": null, "s": 2}, {"r": null, "s": 3}, {"r": 7, "s": null},
                           {"r": 8, "s": 4}]},
       "mark": "circle",
       "encoding": {"x": {"field": "r", "bin": true}, "y": {"field": "s", "bin": true},
                    "size": {"aggregate": "count"}}}
      """)
    #expect(
      chart.notices.filter { if case .invalidRowsDropped = $0 { true } else { false } } == [
        .invalidRowsDropped(count: 2, field: "r"), .invalidRowsDropped(count: 1, field: "s"),
      ])
    let histogram = try VegaLiteReaderTests.read(
      """
      {"data": {"values": [{"r": 1}, {"r": null}, {"r": null}, {"r": 3}, {"r": null}]}, "mark": "bar",
       "encoding": {"x": {"field": "r", "bin": true}, "y": {"aggregate": "count"}}}
      """)
    #expect(histogram.notices == [.invalidRowsDropped(count: 3, field: "r")])
    #expect(histogram.series.flatMap(\.y).reduce(0, +) == 2)
  }

  static let nullRatings = #"[{"r": 1, "s": 1}, {"r": null, "s": 2}, {"r": null, "s": 3}, {"r": 7, "s": null}]"#

  /// The rows left out for want of a value that Vega draws all the same are said to be drawn,
  /// never "left out, as the chart leaves them out": an ordinal bin of nulls is a bar of its own
  /// (`histogram_ordinal`), and `invalid: null` draws points of a null position at zero
  /// (`point_invalid_color`). A quantitative bin of nulls is a bar of no width, which is not shown.
  @Test func rowsVegaDrawsAreNotSaidToBeLeftOutByTheChart() throws {
    let ordinal = try VegaLiteReaderTests.read(
      """
      {"data": {"values": \(Self.nullRatings)}, "mark": "bar",
       "encoding": {"x": {"field": "r", "bin": true, "type": "ordinal"}, "y": {"aggregate": "count"}}}
      """)
    #expect(ordinal.notices == [.invalidRowsDrawn(count: 2, field: "r")])
    let quantitative = try VegaLiteReaderTests.read(
      """
      {"data": {"values": \(Self.nullRatings)}, "mark": "bar", "config": {"mark": {"invalid": null}},
       "encoding": {"x": {"field": "r", "bin": true}, "y": {"aggregate": "count"}}}
      """)
    #expect(quantitative.notices == [.invalidRowsDropped(count: 2, field: "r")])
    for config in [#"{"mark": {"invalid": null}}"#, #"{"mark": {"invalid": "show"}}"#] {
      let points = try VegaLiteReaderTests.read(
        """
        {"data": {"values": \(Self.nullRatings)}, "mark": "point", "config": \(config),
         "encoding": {"x": {"field": "r", "type": "quantitative"}, "y": {"field": "s", "type": "quantitative"}}}
        """)
      #expect(
        points.notices == [.invalidRowsDrawn(count: 2, field: "r"), .invalidRowsDrawn(count: 1, field: "s")],
        "\(config)")
      #expect(points.series.flatMap(\.y).filter(\.isFinite) == [1])
    }
    let filtered = try VegaLiteReaderTests.read(
      """
      {"data": {"values": \(Self.nullRatings)}, "mark": "point",
       "encoding": {"x": {"field": "r", "type": "quantitative"}, "y": {"field": "s", "type": "quantitative"}}}
      """)
    #expect(!filtered.notices.contains { if case .invalidRowsDrawn = $0 { true } else { false } })
  }

  /// `invalid: null` draws a line's or an area's points of a null value at zero, the line running
  /// through them (`line_invalid_null`, as `drawn-charts.json` records it): the rows are left out
  /// with a notice that says the chart draws them; by default the line breaks there, silently.
  @Test(arguments: ["line", "area"])
  func aLineThroughNullsAtZeroSaysItDrawsThem(mark: String) throws {
    let values = #"[{"x": 1, "y": 10}, {"x": 2, "y": null}, {"x": 3, "y": 30}, {"x": 4, "y": null}, {"x": 5, "y": 20}]"#
    func read(_ markDefinition: String) throws -> ChartDescriptor {
      try VegaLiteReaderTests.read(
        """
        {"data": {"values": \(values)}, "mark": \(markDefinition),
         "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}
        """)
    }
    let shown = try read(#"{"type": "\#(mark)", "invalid": null}"#)
    #expect(shown.notices == [.invalidRowsDrawn(count: 2, field: "y")])
    #expect(shown.series.flatMap(\.y).filter(\.isFinite) == [10, 30, 20])
    let broken = try read(#""\#(mark)""#)
    #expect(!broken.notices.contains { if case .invalidRowsDrawn = $0 { true } else { false } })
  }

  /// A tooltip's field without an aggregate groups the marks, as every field of the encoding does
  /// in Vega-Lite (`bar_tooltip_groupby`: a mean split into 6 ticks, one per value).
  @Test func aTooltipFieldSplitsTheMarks() throws {
    let values = #"[{"g": "a", "v": 1}, {"g": "a", "v": 3}, {"g": "b", "v": 5}, {"g": "b", "v": 5}]"#
    let strip = VegaLiteReaderTests.error(
      """
      {"data": {"values": \(values)}, "mark": "tick",
       "encoding": {"y": {"field": "v", "aggregate": "mean"}, "tooltip": {"field": "v"}}}
      """)
    #expect(strip?.contains("split by the tooltip field 'v'") == true, "\(strip ?? "read")")
    // Split by the tooltip: a bar per group and value, drawn over each other.
    let split = try VegaLiteReaderTests.read(
      """
      {"data": {"values": \(values)}, "mark": "point",
       "encoding": {"x": {"field": "g", "type": "nominal"}, "y": {"field": "v", "aggregate": "mean"},
                    "tooltip": [{"field": "v", "type": "quantitative"}, {"field": "v", "aggregate": "count"}]}}
      """)
    #expect(split.series.flatMap(\.y).sorted() == [1, 3, 5])
    // A tooltip of the aggregate itself splits nothing.
    let mean = try VegaLiteReaderTests.read(
      """
      {"data": {"values": \(values)}, "mark": "bar",
       "encoding": {"x": {"field": "g", "type": "nominal"}, "y": {"field": "v", "aggregate": "mean"},
                    "tooltip": {"field": "v", "aggregate": "mean"}}}
      """)
    #expect(mean.series.map(\.y) == [[2, 5]])
  }
}
