import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 15: parts of a chart that chartvoice once refused it whole for, now read (a facet of
/// binned values) or left out with a notice while the rest is described (a rule placed by an
/// expression); and the same parts alone, still refused by name.
@Suite struct VegaLitePartRefusalsTests {
  static func readSet(_ spec: String) throws -> ChartSet {
    try VegaLiteReader.readSet(Array(spec.utf8), source: "spec.vl.json")
  }

  /// Eleven rows whose `a` spans 1 to 21: Vega bins it by 5 with 6 bins at most on a row.
  static let rows = (0...10).map { #"{"a": \#(1 + 2 * $0), "x": \#($0), "y": \#(10 * $0 + 3)}"# }
    .joined(separator: ", ")

  @Test func aRowOfBinnedValuesGivesOneViewABinNamedByItsRange() throws {
    let set = try Self.readSet(
      """
      {"data": {"values": [\(Self.rows)]}, "mark": "point",
       "encoding": {"row": {"field": "a", "bin": true},
        "x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}
      """)
    // Vega-Lite bins a row or column with at most 6 bins: [0, 5), [5, 10), … as "0 – 5", ….
    #expect(set.views.map(\.label) == ["0 – 5", "5 – 10", "10 – 15", "15 – 20", "20 – 25"])
    #expect(set.views.map { $0.chart.series[0].x } == [[0, 1], [2, 3, 4], [5, 6], [7, 8, 9], [10]])
    #expect(set.notices.isEmpty)
  }

  @Test func aFacetChannelBinsWithTenBinsAtMostAndRowsWithoutANumberInAViewOfTheirOwn() throws {
    let set = try Self.readSet(
      """
      {"data": {"values": [\(Self.rows), {"a": null, "x": 11, "y": 200}]}, "mark": "point",
       "encoding": {"facet": {"field": "a", "bin": true},
        "x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}
      """)
    // 10 bins at most on `facet`: steps of 2 from 0 to 22; Vega draws the row without a number
    // first, under the header "null".
    #expect(set.views.map(\.label).prefix(3) == ["null", "0 – 2", "2 – 4"])
    #expect(set.views.last?.label == "20 – 22")
    #expect(set.views.count == 12)
    #expect(set.views.map { $0.chart.series[0].x } == [[11]] + (0...10).map { [Double($0)] })
  }

  @Test func aRuleAtAParameterExpressionIsLeftOutWithANoticeOverAChart() throws {
    let chart = try VegaLiteReader.read(
      Array(
        """
        {"params": [{"name": "limit", "value": 40, "bind": {"input": "range", "min": 0, "max": 100}}],
         "data": {"values": [\(Self.rows)]},
         "layer": [
          {"mark": "line", "encoding": {"x": {"field": "x", "type": "quantitative"},
                                         "y": {"field": "y", "type": "quantitative"}}},
          {"mark": "rule", "encoding": {"y": {"datum": {"expr": "limit"}, "type": "quantitative"}}}]}
        """.utf8), source: "spec.vl.json")
    #expect(chart.kind == .line)
    #expect(chart.series[0].y.count == 11)
    #expect(chart.referenceLines.isEmpty)
    #expect(
      chart.notices == [
        .layerNotDescribed(
          index: 1, mark: "rule", reason: .unsupported("a position given by an expression ('datum.expr')"))
      ])
  }

  @Test func aRuleAtAParameterExpressionAloneIsRefusedByName() throws {
    #expect {
      _ = try VegaLiteReader.read(
        Array(
          """
          {"params": [{"name": "limit", "value": 40}], "data": {"values": [{}]},
           "layer": [{"mark": "rule", "encoding": {"y": {"datum": {"expr": "limit"}, "type": "quantitative"}}}]}
          """.utf8), source: "spec.vl.json")
    } throws: { error in
      guard case ChartModelError.unsupported(_, let feature, _) = error else { return false }
      return feature == "a position given by an expression ('datum.expr')"
    }
  }
}
