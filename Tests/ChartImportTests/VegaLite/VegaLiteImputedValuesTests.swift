import ChartImport
import ChartModel
import Testing

/// Values an `impute` fills in are drawn, and described as drawn, but are no data (issue 15,
/// `line_impute_frame`: "1 went from 91 to 54", 54 being the mean of a frame): each chart says
/// how many it filled in, of which field, and how.
@Suite struct VegaLiteImputedValuesTests {
  static let values =
    #"[{"a": 0, "b": 28, "c": 0}, {"a": 0, "b": 91, "c": 1}, {"a": 1, "b": 43, "c": 0}, {"a": 1, "b": 55, "c": 1}, {"a": 2, "b": 81, "c": 0}, {"a": 2, "b": 53, "c": 1}, {"a": 3, "b": 19, "c": 0}]"#

  /// The points missing from the data: every key of the chart in every series, less those given.
  static var missing: Int {
    let rows = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1), (3, 0)]
    let keys = Set(rows.map(\.0))
    let series = Set(rows.map(\.1))
    return keys.count * series.count - rows.count
  }

  @Test(arguments: [
    (#"{"method": "mean", "frame": [-2, 2]}"#, "mean"), (#"{"method": "max"}"#, "max"), (#"{"value": 0}"#, "value"),
  ])
  func anEncodingImputeIsANotice(impute: String, method: String) throws {
    let chart = try VegaLiteReaderTests.read(
      """
      {"data": {"values": \(Self.values)}, "mark": "line",
       "encoding": {"x": {"field": "a", "type": "quantitative"},
                    "y": {"field": "b", "type": "quantitative", "impute": \(impute)},
                    "color": {"field": "c", "type": "nominal"}}}
      """)
    #expect(chart.notices.contains(.valuesImputed(count: Self.missing, field: "b", method: method)), "\(chart.notices)")
    #expect(chart.series.map(\.y.count) == [4, 4])
  }

  @Test func aTransformImputeIsANotice() throws {
    let chart = try VegaLiteReaderTests.read(
      """
      {"data": {"values": \(Self.values)},
       "transform": [{"impute": "b", "key": "a", "groupby": ["c"], "method": "mean"}],
       "mark": "line",
       "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"},
                    "color": {"field": "c", "type": "nominal"}}}
      """)
    #expect(chart.notices.contains(.valuesImputed(count: Self.missing, field: "b", method: "mean")), "\(chart.notices)")
  }

  /// A null `value` fills in nothing, and data without gaps needs nothing: no notice.
  @Test func nothingFilledInIsNoNotice() throws {
    for impute in [#"{"value": null}"#, #"{"method": "mean"}"#] {
      let values = impute.contains("null") ? Self.values : #"[{"a": 0, "b": 1, "c": 0}, {"a": 1, "b": 2, "c": 0}]"#
      let chart = try VegaLiteReaderTests.read(
        """
        {"data": {"values": \(values)}, "mark": "line",
         "encoding": {"x": {"field": "a", "type": "quantitative"},
                      "y": {"field": "b", "type": "quantitative", "impute": \(impute)},
                      "color": {"field": "c", "type": "nominal"}}}
        """)
      #expect(!chart.notices.contains { if case .valuesImputed = $0 { true } else { false } }, "\(impute)")
    }
  }
}
