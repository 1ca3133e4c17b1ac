import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Unit charts (issue 15): isotype charts and Wilkinson dot plots draw one mark a row, so they
/// show a count per category; chartvoice reads them as those counts, drawn as units. The counts
/// are checked against the marks Vega draws per category (`Tests/Fixtures/vega-lite/drawn-units.tsv`,
/// counted by `drawn_units.py` in vl-convert's scenegraph), view by view for a facet.
@Suite struct VegaLiteUnitChartTests {
  /// Per spec, per facet ("" without one), the marks drawn per category.
  static let drawn: [String: [String: [String: Int]]] = {
    let url = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/drawn-units.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
    var result: [String: [String: [String: Int]]] = [:]
    for line in text.split(separator: "\n").dropFirst() {
      let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard cells.count == 5, let count = Int(cells[4]) else { continue }
      result[cells[0], default: [:]][cells[1], default: [:]][cells[3]] = count
    }
    return result
  }()

  static func folder(of spec: String) -> URL {
    spec.hasPrefix("vl__") || spec.hasPrefix("alt__")
      ? RepositoryPaths.vegaLiteGalleryCorpus : RepositoryPaths.vegaLiteCorpus
  }

  @Test func theFixtureHoldsEveryUnitChart() {
    #expect(Self.drawn.count == 6)
  }

  @Test(
    .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared corpora are not beside the repository"),
    arguments: drawn.keys.sorted())
  func unitChartsAreTheCountsVegaDraws(spec: String) throws {
    let folder = Self.folder(of: spec)
    let url = folder.appendingPathComponent("specs/\(spec).vl.json")
    let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: url.deletingLastPathComponent().path)
    let set = try VegaLiteReader.readSet([UInt8](try Data(contentsOf: url)), source: spec, options: options)
    let facets = try #require(Self.drawn[spec])
    #expect(set.views.count == facets.count)
    for (place, view) in set.views.enumerated() {
      let chart = view.chart
      let expected = try #require(facets[facets.count == 1 ? "" : "\(place + 1)"], "\(spec) view \(place + 1)")
      #expect(chart.drawnAs == .units && chart.kind == .bar, "\(spec)")
      let series = try #require(chart.series.first)
      #expect(chart.series.count == 1)
      var read: [String: Int] = [:]
      for (x, y) in zip(series.x, series.y) where y.isFinite {
        read[chart.xAxis.categories[Int(x)]] = Int(y)
      }
      #expect(read == expected, "\(spec) view \(place + 1)")
    }
  }

  static func read(_ values: String, extra: String = "") throws -> ChartDescriptor {
    try VegaLiteReader.read(
      Array(
        #"""
        {"data": {"values": \#(values)}, "mark": "point",
         "encoding": {"x": {"field": "col", "type": "ordinal"}, "y": {"field": "kind", "type": "nominal"}\#(extra)}}
        """#.utf8), source: "units.vl.json")
  }

  /// One mark a cell, each a row: the count per row's category; the colour of the category is
  /// no other group.
  @Test func aGridOfOneMarkARowIsCounted() throws {
    let values = #"[{"kind": "a", "col": 1}, {"kind": "a", "col": 2}, {"kind": "b", "col": 1}]"#
    let chart = try Self.read(values, extra: #", "color": {"field": "kind"}"#)
    #expect(chart.drawnAs == .units)
    #expect(chart.xAxis.categories == ["a", "b"] && chart.series.first?.y == [2, 1])
  }

  /// Two rows in one cell overlap (a mark hides another), and a colour of another field splits the
  /// marks: neither is a unit chart, and both stay refused by name.
  @Test func overlapsAndOtherGroupsAreNoUnitCharts() throws {
    let overlapping = #"[{"kind": "a", "col": 1}, {"kind": "a", "col": 1}, {"kind": "b", "col": 1}]"#
    #expect(throws: ChartModelError.self) { try Self.read(overlapping) }
    let coloured = #"[{"kind": "a", "col": 1, "c": "p"}, {"kind": "a", "col": 2, "c": "q"}]"#
    #expect(throws: ChartModelError.self) { try Self.read(coloured, extra: #", "color": {"field": "c"}"#) }
  }
}
