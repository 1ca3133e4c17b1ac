import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 15: the parts of a layer chart chartvoice leaves out with a notice, the rest described:
/// text labels, a trail, image or filled-line layer, a loess or regression curve; and layers with
/// data of their own, each read against its own data. A chart that is only such a part is refused
/// by its name.
@Suite struct VegaLiteLayerPartsTests {
  static func read(_ spec: String) throws -> ChartDescriptor {
    try VegaLiteReader.read(Array(spec.utf8), source: "spec.vl.json")
  }

  static let bars = #"{"a": "A", "b": 28}, {"a": "B", "b": 55}, {"a": "C", "b": 43}"#

  static func layered(
    _ layers: String, encoding: String = #""x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}"#
  )
    -> String
  {
    #"{"data": {"values": [\#(bars)]}, "encoding": {\#(encoding)}, "layer": [\#(layers)]}"#
  }

  static func omissions(_ chart: ChartDescriptor) -> [LayerOmission] {
    chart.notices.compactMap { if case .layerNotDescribed(_, _, let reason) = $0 { reason } else { nil } }
  }

  @Test func textLabelsOfTheValuesAreLeftOutAsLabels() throws {
    let chart = try Self.read(
      Self.layered(#"{"mark": "bar"}, {"mark": "text", "encoding": {"text": {"field": "b"}}}"#))
    #expect(chart.kind == .bar)
    #expect(chart.series.map(\.y) == [[28, 55, 43]])
    #expect(chart.notices == [.layerNotDescribed(index: 1, mark: "text", reason: .labels)])
  }

  /// Text of a field the bars do not draw, or of a normalised stack's sums, is left out, but not
  /// as labels of the chart's values.
  @Test func otherTextIsLeftOutWithoutClaimingItsValues() throws {
    let other = try Self.read(
      Self.layered(#"{"mark": "bar"}, {"mark": "text", "encoding": {"text": {"field": "note"}}}"#))
    #expect(Self.omissions(other) == [.followsLayer(0)])
    let normalised = try Self.read(
      Self.layered(
        #"{"mark": "bar"}, {"mark": "text", "encoding": {"text": {"field": "b"}}}"#,
        encoding: #""x": {"field": "a"}, "y": {"field": "b", "type": "quantitative", "stack": "normalize"}"#))
    #expect(Self.omissions(normalised) == [.followsLayer(0)])
  }

  @Test func onlyTextIsRefusedByName() {
    do {
      _ = try Self.read(Self.layered(#"{"mark": "text", "encoding": {"text": {"field": "b"}}}"#))
      Issue.record("a chart of text alone is read")
    } catch {
      #expect("\(error)".contains("unsupported: the mark 'text'"), "\(error)")
    }
  }

  @Test func aCurveChartvoiceCannotComputeIsLeftOut() throws {
    let chart = try Self.read(
      Self.layered(
        #"{"mark": "point"}, {"mark": "line", "transform": [{"loess": "b", "on": "a"}]}"#,
        encoding: #""x": {"field": "b", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}"#))
    #expect(chart.kind == .scatter)
    #expect(Self.omissions(chart) == [.unsupported("transform 'loess'")])
    do {
      _ = try Self.read(Self.layered(#"{"mark": "line", "transform": [{"regression": "b", "on": "a"}]}"#))
      Issue.record("a chart of a regression curve alone is read")
    } catch {
      #expect("\(error)".contains("unsupported: transform 'regression'"), "\(error)")
    }
  }

  @Test func mapsAndPolygonsAreLeftOut() throws {
    let chart = try Self.read(
      Self.layered(#"{"mark": "bar"}, {"mark": "geoshape"}, {"mark": {"type": "line", "filled": true}}"#))
    #expect(
      Self.omissions(chart) == [
        .unsupported("a map of regions without a value to describe (geometry alone)"),
        .unsupported("a filled line (a polygon)"),
      ])
    #expect(chart.series.map(\.y) == [[28, 55, 43]])
  }

  /// A trail is the line it draws (its width, the size channel, left out with a notice); an image
  /// mark is the point it stands at.
  @Test func trailsAreLinesAndImagesArePoints() throws {
    let trail = try Self.read(
      #"""
      {"data": {"values": [{"t": 1, "v": 3, "w": 2}, {"t": 2, "v": 5, "w": 4}, {"t": 3, "v": 4, "w": 1}]},
       "mark": "trail", "encoding": {"x": {"field": "t", "type": "quantitative"},
         "y": {"field": "v", "type": "quantitative"}, "size": {"field": "w", "type": "quantitative"}}}
      """#)
    #expect(trail.kind == .line)
    #expect(trail.series.map(\.y) == [[3, 5, 4]])
    #expect(trail.notices == [.channelNotDescribed(channel: "size", field: "w")])
    let image = try Self.read(Self.layered(#"{"mark": {"type": "image", "width": 20}}"#))
    #expect(image.series.map(\.y) == [[28, 55, 43]])
    #expect(image.notices.isEmpty)
  }

  /// Each layer is read against its own data: a line of its own rows, a rule of another table
  /// is a reference line, and a second line of other data is left out with a notice.
  @Test func layersWithDataOfTheirOwn() throws {
    let spec = #"""
      {"layer": [
        {"data": {"values": [{"t": 1, "v": 3}, {"t": 2, "v": 5}, {"t": 3, "v": 4}]}, "mark": "line",
         "encoding": {"x": {"field": "t", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}}},
        {"data": {"values": [{"goal": 4.5}]}, "mark": "rule", "encoding": {"y": {"field": "goal", "type": "quantitative"}}},
        {"data": {"values": [{"t": 1, "v": 9}]}, "mark": "line",
         "encoding": {"x": {"field": "t", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}}}
      ]}
      """#
    let chart = try Self.read(spec)
    #expect(chart.series.map(\.y) == [[3, 5, 4]])
    #expect(chart.referenceLines.map(\.value) == [4.5])
    #expect(chart.notices == [.layerNotDescribed(index: 2, mark: "line", reason: .followsLayer(0))])
  }

  /// A datum rule is a reference line without any data of its own.
  @Test func aDatumRuleIsAReferenceLine() throws {
    let chart = try Self.read(
      Self.layered(
        #"{"mark": "bar", "encoding": {"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}},"#
          + #"{"mark": "rule", "encoding": {"y": {"datum": 40}}}"#, encoding: ""))
    #expect(chart.referenceLines.map(\.value) == [40])
    #expect(chart.notices.isEmpty)
  }
}

/// Points over a line mark the line's points: a shape that repeats the line's colour field adds
/// no series, so the chart is the line (gallery `vl__stocks-2009-layered-line-point`); points that
/// add a field of their own (a ranged dot plot) are the chart.
@Suite struct VegaLitePointsOverLinesTests {
  static let rows =
    #"{"d": 1, "s": "A", "g": "x", "v": 3}, {"d": 2, "s": "A", "g": "y", "v": 5}, {"d": 1, "s": "B", "g": "x", "v": 4}, {"d": 2, "s": "B", "g": "y", "v": 2}"#
  static let position = #""x": {"field": "d", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}"#

  static func read(line: String, points: String) throws -> ChartDescriptor {
    let spec = #"""
      {"data": {"values": [\#(rows)]}, "layer": [
        {"mark": "line", "encoding": {\#(position), \#(line)}},
        {"mark": "point", "encoding": {\#(position), \#(points)}}]}
      """#
    return try VegaLiteReader.read(Array(spec.utf8), source: "spec.vl.json")
  }

  @Test func pointsShapedByTheLinesFieldLeaveALine() throws {
    let chart = try Self.read(
      line: #""color": {"field": "s", "type": "nominal"}, "strokeDash": {"field": "s", "type": "nominal"}"#,
      points: #""color": {"field": "s", "type": "nominal"}, "shape": {"field": "s", "type": "nominal"}"#)
    #expect(chart.kind == .line)
    #expect(chart.series.map(\.name) == ["A", "B"])
    #expect(chart.notices.isEmpty, "\(chart.notices)")
  }

  @Test func pointsWithAFieldOfTheirOwnAreTheChart() throws {
    let chart = try Self.read(
      line: #""detail": {"field": "s", "type": "nominal"}"#,
      points: #""color": {"field": "g", "type": "nominal"}"#)
    #expect(chart.kind != .line)
    #expect(Set(chart.series.map(\.name)) == ["x", "y"])
  }
}
