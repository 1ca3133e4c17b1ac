import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@Suite struct ChartJSONReaderTests {
  func read(_ text: String) throws -> ChartDescriptor {
    try ChartJSONReader.read(Array(text.utf8), source: "chart.json")
  }

  /// Stacks inside groups (docs/chart-json.md, `group`): each group is a series of its stack
  /// totals, the parts are kept; a group outside a stacked bar chart, or a series without one
  /// beside others with one, is an error.
  @Test func seriesGroupsAreStacksInsideGroups() throws {
    let chart = try read(
      """
      {"kind": "bar", "stacking": "stacked", "series": [
        {"name": "Coal", "group": "2023", "points": [{"x": "A", "y": 10}, {"x": "B", "y": 12}]},
        {"name": "Wind", "group": "2023", "points": [{"x": "A", "y": 5}, {"x": "B", "y": null}]},
        {"name": "Coal", "group": "2024", "points": [{"x": "A", "y": 7}, {"x": "B", "y": 4}]}]}
      """)
    #expect(chart.stacking == .none)
    #expect(chart.series.map(\.name) == ["2023", "2024"])
    #expect(chart.series.map(\.y) == [[15, 12], [7, 4]])
    #expect(chart.stackParts.map(\.group) == ["2023", "2023", "2024"])
    #expect(chart.stackParts.map(\.name) == ["Coal", "Wind", "Coal"])
    #expect(chart.stackParts[0].y == [10, 12])
    #expect(throws: ChartModelError.self) {
      try read(
        #"{"kind": "bar", "series": [{"name": "a", "group": "g", "points": [{"x": "A", "y": 1}]}, {"name": "b", "group": "g", "points": [{"x": "A", "y": 2}]}]}"#
      )
    }
    #expect(throws: ChartModelError.self) {
      try read(
        #"{"kind": "bar", "stacking": "stacked", "series": [{"name": "a", "group": "g", "points": [{"x": "A", "y": 1}]}, {"name": "b", "points": [{"x": "A", "y": 2}]}]}"#
      )
    }
  }

  /// A grid of cells (docs/chart-json.md, `cells`): bars of one series per row, named by what
  /// draws the values; outside a bar chart of unstacked series it is an error.
  @Test func cellsAreAGridOfBarsNamedByWhatDrawsThem() throws {
    let chart = try read(
      """
      {"kind": "bar", "cells": "colour", "series": [
        {"name": "Mon", "points": [{"x": "9:00", "y": 3}, {"x": "10:00", "y": 8}]},
        {"name": "Tue", "points": [{"x": "9:00", "y": 5}, {"x": "10:00", "y": 1}]}]}
      """)
    #expect(chart.cells == .colour)
    #expect(chart.series.map(\.y) == [[3, 8], [5, 1]])
    #expect(throws: ChartModelError.self) {
      try read(#"{"kind": "line", "cells": "size", "series": [{"name": "a", "points": [{"x": 1, "y": 2}]}]}"#)
    }
    #expect(throws: ChartModelError.self) {
      try read(#"{"kind": "bar", "cells": "shape", "series": [{"name": "a", "points": [{"x": 1, "y": 2}]}]}"#)
    }
  }

  @Test func readsTheBundledExample() throws {
    let bytes = Array(try Data(contentsOf: RepositoryPaths.examples.appendingPathComponent("monthly-revenue.json")))
    let chart = try ChartJSONReader.read(bytes, source: "monthly-revenue.json")
    #expect(chart.kind == .line)
    #expect(chart.xAxis.type == .temporal)
    #expect(chart.xAxis.timeUnit == .month)
    #expect(chart.yAxis.unit == "USD")
    #expect(chart.series.count == 1)
    #expect(chart.series[0].y == [41200, 39500, 43800, 38800, 46300, 49100])
    #expect(chart.series[0].x.first == ISO8601.parse("2024-01"))
    #expect(chart.referenceLines == [ReferenceLine(axis: .y, value: 45000, label: "Target")])
  }

  @Test(
    arguments: try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.examples.path)
      .filter { $0.hasSuffix(".json") }.sorted())
  func readsEveryExample(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: RepositoryPaths.examples.appendingPathComponent(name)))
    let chart = try ChartJSONReader.read(bytes, source: name)
    #expect(!chart.series.isEmpty)
    #expect(chart.series.allSatisfy { $0.count > 0 })
  }

  @Test func nullIsMissingAndCategoriesKeepTheirOrder() throws {
    let chart = try read(
      """
      {"kind": "bar", "xAxis": {"type": "categorical", "categories": ["b", "a"]},
       "series": [{"points": [{"x": "a", "y": 1}, {"x": "b", "y": null}]}]}
      """)
    #expect(chart.xAxis.categories == ["b", "a"])
    #expect(chart.series[0].x == [1, 0])
    #expect(chart.series[0].y[0] == 1)
    #expect(chart.series[0].y[1].isNaN)
  }

  @Test func inferredTypesAndDefaults() throws {
    let categorical = try read(#"{"series": [{"points": [{"x": "apples", "y": 3}, {"x": "pears", "y": 4}]}]}"#)
    #expect(categorical.xAxis.type == .categorical)
    #expect(categorical.kind == .bar)
    #expect(categorical.series[0].isContinuous == false)
    let temporal = try read(#"{"series": [{"points": [{"x": "2024-01-02", "y": 3}, {"x": "2024-01-01", "y": 4}]}]}"#)
    #expect(temporal.xAxis.type == .temporal)
    #expect(temporal.kind == .line)
    #expect(temporal.series[0].y == [4, 3], "line points are put in x order")
    #expect(temporal.xAxis.timeUnit == .day)
    let numeric = try read(#"{"kind": "scatter", "series": [{"points": [{"x": 3, "y": 3}, {"x": 1, "y": 4}]}]}"#)
    #expect(numeric.series[0].x == [1, 3], "a scatter plot is read left to right")
    let pie = try read(#"{"kind": "pie", "series": [{"points": [{"x": "b", "y": 3}, {"x": "a", "y": 4}]}]}"#)
    #expect(pie.xAxis.categories == ["b", "a"], "slices keep their order")
  }

  /// A point's `label` stays with its point when the points are put in x order, `null` is no
  /// label, and the writer writes labels and a logarithmic scale back.
  @Test func labelsAndScalesAreReadAndWritten() throws {
    let chart = try read(
      #"""
      {"yAxis": {"scale": "logarithmic"}, "series": [{"points": [
        {"x": 3, "y": 1000, "label": "Paid plan"}, {"x": 1, "y": 10}, {"x": 2, "y": 100, "label": null}]}]}
      """#)
    #expect(chart.yAxis.scale == .logarithmic)
    #expect(chart.xAxis.scale == .linear)
    #expect(chart.series[0].x == [1, 2, 3])
    #expect(chart.series[0].labels == [nil, nil, "Paid plan"])
    let written = ChartJSONWriter.text(chart)
    #expect(written.contains(#""type":"numeric","scale":"logarithmic""#), "\(written)")
    #expect(written.contains(#"{"x":3,"y":1000,"label":"Paid plan"}"#), "\(written)")
    #expect(!written.contains(#""x":1,"y":10,"label""#), "\(written)")
    #expect(try read(written) == chart)
    // Without labels or a scale, neither field is written.
    let plain = try read(#"{"series": [{"points": [{"x": 1, "y": 1}, {"x": 2, "y": 3, "label": null}]}]}"#)
    #expect(plain.series[0].labels.isEmpty)
    #expect(!ChartJSONWriter.text(plain).contains("label") && !ChartJSONWriter.text(plain).contains("scale"))
  }

  struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var json: String
    var error: String
    var testDescription: String { name }
  }

  static let badInputs: [BadInput] = [
    BadInput(name: "empty", json: "", error: "chart.json:1:1: error: the input is empty"),
    BadInput(
      name: "truncated", json: #"{"series": [{"points": [{"x": 1, "y": 2}"#,
      error: "chart.json:1:41: error: unexpected end of input inside an array; the JSON is truncated"),
    BadInput(
      name: "NaN literal", json: #"{"series": [{"points": [{"x": 1, "y": NaN}]}]}"#,
      error: "chart.json:1:39: error: NaN and Infinity are not JSON numbers; write null for a missing value"),
    BadInput(
      name: "NaN string", json: #"{"series": [{"points": [{"x": 1, "y": "NaN"}]}]}"#,
      error:
        "chart.json:1:39: error: 'series[0].points[0].y': expected a number, or null for a missing value; found the string \"NaN\""
    ),
    BadInput(
      name: "huge number", json: #"{"series": [{"points": [{"x": 1, "y": 1e400}]}]}"#,
      error: "chart.json:1:39: error: the number 1e400 is outside the range of a 64-bit floating-point number"),
    BadInput(
      name: "duplicate key", json: #"{"title": "a", "title": "b", "series": []}"#,
      error: "chart.json:1:16: error: duplicate key 'title'"),
    BadInput(
      name: "unknown field", json: #"{"titel": "a", "series": []}"#,
      error: "chart.json:1:11: error: 'titel': unknown field; did you mean 'title'?"),
    BadInput(
      name: "no series", json: #"{"title": "a"}"#,
      error: "chart.json:1:1: error: missing required field 'series'"),
    BadInput(
      name: "empty series list", json: #"{"series": []}"#,
      error: "chart.json:1:12: error: 'series': a chart needs at least one series"),
    BadInput(
      name: "series without points", json: #"{"series": [{"name": "A", "points": []}]}"#,
      error: "chart.json:1:37: error: series 'A' has no points"),
    BadInput(
      name: "all null", json: #"{"series": [{"points": [{"x": 1, "y": null}]}]}"#,
      error: "chart.json:1:1: error: no numeric data: every y value is null"),
    BadInput(
      name: "mixed x types", json: #"{"series": [{"points": [{"x": 1, "y": 1}, {"x": "b", "y": 2}]}]}"#,
      error:
        "chart.json:1:49: error: 'series[0].points[1].x': expected a number (the x axis is numeric), found the string \"b\""
    ),
    BadInput(
      name: "bad kind", json: #"{"kind": "donut", "series": [{"points": [{"x": 1, "y": 1}]}]}"#,
      error:
        "chart.json:1:10: error: 'kind': 'donut' is not one of 'line', 'bar', 'area', 'scatter', 'radar', 'sparkline', 'pie'"
    ),
    BadInput(
      name: "bad date",
      json: #"{"xAxis": {"type": "temporal"}, "series": [{"points": [{"x": "2024-13-01", "y": 1}]}]}"#,
      error:
        "chart.json:1:62: error: 'series[0].points[0].x': '2024-13-01' is not an ISO 8601 date such as '2024-03' or '2024-03-15'"
    ),
    BadInput(
      name: "unnamed second series",
      json: #"{"series": [{"name": "A", "points": [{"x": 1, "y": 1}]}, {"points": [{"x": 1, "y": 2}]}]}"#,
      error: "chart.json:1:58: error: missing required field 'series[1].name'"),
    BadInput(
      name: "unknown category",
      json: #"{"xAxis": {"categories": ["a"]}, "series": [{"points": [{"x": "b", "y": 1}]}]}"#,
      error: "chart.json:1:63: error: 'series[0].points[0].x': 'b' is not one of xAxis.categories"),
    BadInput(
      name: "categorical y", json: #"{"yAxis": {"type": "categorical"}, "series": [{"points": [{"x": 1, "y": 1}]}]}"#,
      error: "chart.json:1:20: error: unsupported: a categorical y axis; y values must be numbers"),
    BadInput(
      name: "bad scale", json: #"{"yAxis": {"scale": "log10"}, "series": [{"points": [{"x": 1, "y": 1}]}]}"#,
      error: "chart.json:1:21: error: 'yAxis.scale': 'log10' is not one of 'linear', 'logarithmic'"),
    BadInput(
      name: "log scale on a categorical axis",
      json:
        #"{"xAxis": {"type": "categorical", "scale": "logarithmic"}, "series": [{"points": [{"x": "a", "y": 1}]}]}"#,
      error:
        "chart.json:1:44: error: 'xAxis.scale': only a numeric axis can have a logarithmic scale; this axis is categorical"
    ),
    BadInput(
      name: "log scale on inferred dates",
      json: #"{"xAxis": {"scale": "logarithmic"}, "series": [{"points": [{"x": "2024-01", "y": 1}]}]}"#,
      error:
        "chart.json:1:21: error: 'xAxis.scale': only a numeric axis can have a logarithmic scale; this x axis is temporal"
    ),
    BadInput(
      name: "label not a string", json: #"{"series": [{"points": [{"x": 1, "y": 1, "label": 3}]}]}"#,
      error: "chart.json:1:51: error: 'series[0].points[0].label': expected a string, found the number 3"),
    BadInput(
      name: "label in a series group",
      json:
        #"{"kind": "bar", "stacking": "stacked", "series": [{"name": "A", "group": "g", "points": [{"x": "a", "y": 1, "label": "L"}]}]}"#,
      error:
        "chart.json:1:118: error: 'series[0].points[0].label': a point in a series group cannot have a label; label the points of plain series"
    ),
    BadInput(
      name: "invalid UTF-8 in a string",
      json: "{\"title\": \"caf\u{FFFD}\"}".replacingOccurrences(of: "\u{FFFD}", with: "\\x"),
      error: "chart.json:1:15: error: unknown escape '\\x'"),
  ]

  @Test(arguments: badInputs) func rejectsBadInput(_ input: BadInput) {
    do {
      _ = try read(input.json)
      Issue.record("expected the error: \(input.error)")
    } catch {
      #expect("\(error)" == input.error)
    }
  }

  @Test func rejectsInvalidUTF8() {
    let bytes: [UInt8] = Array(#"{"title": "ab"#.utf8) + [0xFF] + Array(#"", "series": []}"#.utf8)
    #expect(throws: ChartModelError.self) { try ChartJSONReader.read(bytes, source: "x.json") }
    do {
      _ = try ChartJSONReader.read(bytes, source: "x.json")
    } catch {
      #expect(error.description == "x.json:1:14: error: the string is not valid UTF-8")
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let depth = 10_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    do {
      _ = try read(text)
      Issue.record("expected an error")
    } catch {
      #expect("\(error)" == "chart.json:1:513: error: arrays and objects nest deeper than 512 levels")
    }
  }

  @Test func lineAndColumnCountScalarsOnLaterLines() {
    let text = "{\n  \"title\": \"Ü\",\n  \"kind\": 3\n}"
    do {
      _ = try read(text)
      Issue.record("expected an error")
    } catch {
      #expect("\(error)" == "chart.json:3:11: error: 'kind': expected a string, found the number 3")
    }
  }
}
