import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 15: layers that hold layers (flattened, each view inheriting its parents' data,
/// encoding and transforms), repeated layers (one series a repeated field), charts of text alone
/// (a table of numbers, or a scatter plot of labels), the `quantile` and `extent` transforms, and
/// a layer whose aggregate chartvoice does not compute.
@Suite struct VegaLiteNestedLayersTests {
  static func read(_ spec: String) throws -> ChartDescriptor {
    try VegaLiteReader.read(Array(spec.utf8), source: "spec.vl.json")
  }

  static func refusal(_ spec: String) -> String? {
    do {
      _ = try read(spec)
      return nil
    } catch {
      return "\(error)"
    }
  }

  static let bars = #"{"a": "A", "b": 28, "c": 5}, {"a": "B", "b": 55, "c": 9}, {"a": "C", "b": 43, "c": 1}"#

  // MARK: - Layers that hold layers

  /// A nested layer's view takes its group's encoding and transforms, after the root's; the
  /// group's rule is a reference line, its text labels are left out with a notice.
  @Test func aNestedLayerInheritsItsGroupsEncodingAndTransforms() throws {
    let chart = try Self.read(
      #"""
      {"data": {"values": [\#(Self.bars)]}, "transform": [{"calculate": "datum.b * 2", "as": "d"}],
       "layer": [
        {"encoding": {"x": {"field": "a"}, "y": {"field": "d", "type": "quantitative"}},
         "transform": [{"filter": "datum.a !== 'C'"}],
         "layer": [{"mark": "bar"}, {"mark": "text", "encoding": {"text": {"field": "d"}}}]},
        {"layer": [{"mark": "rule", "encoding": {"y": {"datum": 60}}}]}
       ]}
      """#)
    #expect(chart.kind == .bar)
    #expect(chart.xAxis.categories == ["A", "B"])
    #expect(chart.series.map(\.y) == [[56, 110]])
    #expect(chart.referenceLines.map(\.value) == [60])
    #expect(chart.notices == [.layerNotDescribed(index: 1, mark: "text", reason: .labels)])
  }

  /// A group's data is its views' data, its transforms run on it alone; a view of data of its own
  /// starts from that data.
  @Test func aNestedLayerReadsItsGroupsData() throws {
    let chart = try Self.read(
      #"""
      {"layer": [
        {"data": {"values": [\#(Self.bars)]}, "transform": [{"filter": "datum.b > 30"}],
         "layer": [{"mark": "bar", "encoding": {"x": {"field": "a"}, "y": {"field": "c", "type": "quantitative"}}}]},
        {"data": {"values": [{}]}, "layer": [{"mark": "rule", "encoding": {"y": {"datum": 4}}}]}
      ]}
      """#)
    #expect(chart.xAxis.categories == ["B", "C"])
    #expect(chart.series.map(\.y) == [[9, 1]])
    #expect(chart.referenceLines.map(\.value) == [4])
  }

  @Test func aViewConcatenatedInsideALayerIsRefusedByName() {
    let refusal = Self.refusal(
      #"{"data": {"values": [\#(Self.bars)]}, "layer": [{"mark": "bar", "encoding": {"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}}, {"hconcat": [{"mark": "bar"}]}]}"#
    )
    #expect(refusal?.contains("unsupported: a layer that holds other views") == true, "\(refusal ?? "read")")
  }

  // MARK: - Repeated layers

  static let grosses =
    #"[{"r": 1, "us": 10, "world": 30}, {"r": 1, "us": 20, "world": null}, {"r": 2, "us": 5, "world": 7}]"#

  /// One series a repeated field, named by it, with the field's own aggregate; a datum of the
  /// repeated field is the series, untitled.
  @Test func aRepeatedLayerIsOneSeriesARepeatedField() throws {
    let chart = try Self.read(
      #"""
      {"data": {"values": \#(Self.grosses)}, "repeat": {"layer": ["us", "world"]},
       "spec": {"mark": "line", "encoding": {"x": {"field": "r", "type": "ordinal"},
         "y": {"aggregate": "mean", "field": {"repeat": "layer"}, "type": "quantitative"},
         "color": {"datum": {"repeat": "layer"}, "type": "nominal"}}}}
      """#)
    #expect(chart.kind == .line)
    #expect(chart.series.map(\.name) == ["us", "world"])
    #expect(chart.series.map(\.y) == [[15, 5], [30, 7]])
    #expect(chart.yAxis.title == "us, world")
    let set = try VegaLiteReader.readSet(
      Array(
        #"{"data": {"values": \#(Self.grosses)}, "repeat": {"layer": ["us", "world"]}, "spec": {"mark": "bar", "encoding": {"x": {"field": "r", "type": "ordinal"}, "y": {"aggregate": "sum", "field": {"repeat": "layer"}, "type": "quantitative", "title": "Gross"}, "color": {"datum": {"repeat": "layer"}}, "xOffset": {"datum": {"repeat": "layer"}}}}}"#
          .utf8), source: "spec.vl.json")
    #expect(set.views.count == 1)
    #expect(set.views[0].chart.series.map(\.y) == [[30, 5], [30, 7]])
    #expect(set.views[0].chart.yAxis.title == "Gross")
  }

  @Test func aRepeatedFieldOutsideAFieldOrDatumIsRefusedByName() {
    let refusal = Self.refusal(
      #"{"data": {"values": \#(Self.grosses)}, "repeat": {"layer": ["us", "world"]}, "spec": {"mark": "line", "title": {"repeat": "layer"}, "encoding": {"x": {"field": "r", "type": "ordinal"}, "y": {"field": {"repeat": "layer"}, "type": "quantitative"}}}}"#
    )
    #expect(
      refusal?.contains("a repeated layer's field outside a channel's 'field' or 'datum'") == true,
      "\(refusal ?? "read")")
  }

  // MARK: - Text alone

  /// Text writing numbers in rows is a table of them.
  @Test func textOfNumbersIsATable() throws {
    let chart = try Self.read(
      #"{"data": {"values": [\#(Self.bars)]}, "mark": "text", "encoding": {"y": {"field": "a", "type": "ordinal"}, "text": {"field": "b", "type": "quantitative", "format": ".1f"}}}"#
    )
    #expect(chart.cells == .text)
    #expect(chart.xAxis.categories == ["A", "B", "C"])
    #expect(chart.series.map(\.y) == [[28, 55, 43]])
    let grid = try Self.read(
      #"{"data": {"values": [\#(Self.bars)]}, "mark": "text", "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "c", "type": "ordinal"}, "text": {"aggregate": "sum", "field": "b"}}}"#
    )
    #expect(grid.cells == .text)
    #expect(grid.series.count == 3)
  }

  /// Text at two quantities is a scatter plot of labels: the labels are left out with a notice.
  @Test func textAtTwoQuantitiesIsAScatterPlotOfLabels() throws {
    let chart = try Self.read(
      #"{"data": {"values": [\#(Self.bars)]}, "mark": "text", "encoding": {"x": {"field": "b", "type": "quantitative"}, "y": {"field": "c", "type": "quantitative"}, "text": {"field": "a"}}}"#
    )
    #expect(chart.kind == .scatter)
    #expect(chart.cells == nil)
    #expect(chart.series.flatMap(\.y).sorted() == [1, 5, 9])
    #expect(chart.notices.contains(.channelNotDescribed(channel: "text", field: "a")))
  }

  @Test func textOfWordsIsRefusedByName() {
    let refusal = Self.refusal(
      #"{"data": {"values": [\#(Self.bars)]}, "mark": "text", "encoding": {"y": {"field": "c", "type": "ordinal"}, "text": {"field": "a"}}}"#
    )
    #expect(refusal?.contains("unsupported: the mark 'text' writing 'a', not numbers") == true, "\(refusal ?? "read")")
    // A column of its axis's own numbers labels the axis (a pyramid's ages): no table.
    let axis = Self.refusal(
      #"{"data": {"values": [\#(Self.bars)]}, "mark": "text", "encoding": {"y": {"field": "b", "type": "ordinal"}, "text": {"field": "b", "type": "quantitative"}}}"#
    )
    #expect(axis?.contains("unsupported: the mark 'text' writing its own axis ('y': 'b')") == true, "\(axis ?? "read")")
  }

  // MARK: - Transforms

  /// Vega's quantiles: linear between the sorted valid values, at `probs` or at the midpoints of
  /// `step`s (0.01 by default: 100 probabilities from 0.005 to 0.995).
  @Test func quantilesAreVegas() throws {
    let values = #"[{"u": 4}, {"u": 1}, {"u": null}, {"u": 3}, {"u": 2}, {"u": 10}]"#
    let probs = try Self.read(
      #"{"data": {"values": \#(values)}, "transform": [{"quantile": "u", "probs": [0, 0.25, 0.6, 1]}], "mark": "point", "encoding": {"x": {"field": "prob", "type": "quantitative"}, "y": {"field": "value", "type": "quantitative"}}}"#
    )
    // Sorted 1, 2, 3, 4, 10: position (5 - 1) · p.
    #expect(probs.series.flatMap(\.y) == [1, 2, 3.4, 10])
    let steps = try Self.read(
      #"{"data": {"values": \#(values)}, "transform": [{"quantile": "u", "as": ["p", "v"]}, {"calculate": "quantileNormal(datum.p)", "as": "z"}], "mark": "point", "encoding": {"x": {"field": "z", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}}}"#
    )
    #expect(steps.series.flatMap(\.y).count == 100)
    #expect(abs((steps.series[0].x.min() ?? 0) - -2.5758293035489004) < 1e-12)
    #expect(abs((steps.series[0].y.first ?? 0) - 1.02) < 1e-12)
  }

  /// An extent is the field's least and greatest value, for expressions and for rules placed at
  /// it by the chart's scale.
  @Test func anExtentBoundsItsParameter() throws {
    let chart = try Self.read(
      #"""
      {"data": {"values": [\#(Self.bars)]}, "transform": [{"extent": "b", "param": "range"},
        {"calculate": "datum.b / range[1] * 100", "as": "share"}],
       "layer": [
        {"mark": "bar", "encoding": {"y": {"field": "a"}, "x": {"field": "share", "type": "quantitative"}}},
        {"mark": "rule", "encoding": {"x": {"value": {"expr": "scale('x', range[0] / range[1] * 100)"}}}}
       ]}
      """#)
    let shares: [Double] = [28, 55, 43].map { $0 / 55 * 100 }
    #expect(chart.series.map(\.y) == [shares])
    #expect(chart.referenceLines.map(\.value) == [shares[0]])
    #expect(chart.notices.isEmpty)
  }

  /// A layer of an aggregate chartvoice does not compute is left out; alone, it is refused.
  @Test func aLayerOfAnExponentialAverageIsLeftOut() throws {
    let layer =
      #"{"mark": "line", "encoding": {"x": {"field": "a"}, "y": {"field": "b", "aggregate": {"exponential": 0.5}, "type": "quantitative"}}}"#
    let chart = try Self.read(
      #"{"data": {"values": [\#(Self.bars)]}, "layer": [{"mark": "line", "encoding": {"x": {"field": "a"}, "y": {"field": "b", "type": "quantitative"}}}, \#(layer)]}"#
    )
    #expect(chart.series.map(\.y) == [[28, 55, 43]])
    #expect(
      chart.notices == [
        .layerNotDescribed(index: 1, mark: "line", reason: .unsupported("the aggregate 'exponential' (not supported)"))
      ])
    let alone = Self.refusal(#"{"data": {"values": [\#(Self.bars)]}, "layer": [\#(layer)]}"#)
    #expect(alone?.contains("unsupported: the aggregate 'exponential'") == true, "\(alone ?? "read")")
  }

  // MARK: - The gallery

  /// The gallery's specs of each construct, read or refused by name.
  @Test(
    .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared gallery corpus is not beside the repository"))
  func theGallerysSpecsAreReadOrRefusedByName() throws {
    let read = [
      "vl__layer_bar_annotations", "vl__line_color_label", "vl__interactive_multi_line_label",
      "vl__interactive_line_hover", "vl__interactive_multi_line_pivot_tooltip", "alt__line_chart_with_arrows",
      "vl__repeat_layer", "vl__bar_grouped_repeated", "vl__line_color_halo", "alt__line_chart_with_color_datum",
      "vl__text_format", "vl__text_scatterplot_colored", "vl__bar_simple_extent", "vl__layer_line_exponential",
    ]
    let refused = [
      "alt__stem_and_leaf": "the mark 'text' writing 'leaf', not numbers",
      "vl__text_tooltip_image": "the mark 'text' writing its own axis ('y': 'image')",
      "vl__interactive_index_chart": "a lookup from a selection parameter",
    ]
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    func describe(_ name: String) throws -> ChartSet {
      let url = folder.appendingPathComponent("specs/\(name).vl.json")
      let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: url.deletingLastPathComponent().path)
      return try VegaLiteReader.readSet(
        [UInt8](try Data(contentsOf: url)), source: url.lastPathComponent, options: options)
    }
    for name in read {
      #expect(throws: Never.self, "\(name)") { _ = try describe(name) }
    }
    for (name, reason) in refused {
      do {
        _ = try describe(name)
        Issue.record("\(name) is read")
      } catch {
        #expect("\(error)".contains(reason), "\(name): \(error)")
      }
    }
    let quantiles = try describe("vl__point_quantile_quantile")
    #expect(quantiles.views.map { $0.chart.series.flatMap(\.y).count } == [100, 100])
  }
}
