import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// What draws a chart's values (`cells`, `drawnAs`) in every output: `--format json` says it, chart
/// JSON keeps it, and a set of charts is named as each view's own description names it.
@Suite struct DrawnKindOutputTests {
  static let heatMap = """
    {"data": {"values": [{"a": "p", "b": "m", "v": 1}, {"a": "q", "b": "n", "v": 3}, {"a": "p", "b": "n", "v": 2},
     {"a": "q", "b": "m", "v": 5}]},
     "mark": "rect", "encoding": {"x": {"field": "a"}, "y": {"field": "b"}, "color": {"field": "v", "type": "quantitative"}}}
    """
  static let polarArea = """
    {"data": {"values": [{"d": "N", "v": 4}, {"d": "E", "v": 7}, {"d": "S", "v": 2}, {"d": "W", "v": 5}]},
     "mark": "arc", "encoding": {"theta": {"field": "d", "type": "nominal"}, "radius": {"field": "v", "type": "quantitative"}}}
    """
  static let band = """
    {"data": {"values": [{"t": 1, "v": 4}, {"t": 1, "v": 6}, {"t": 2, "v": 5}, {"t": 2, "v": 9}, {"t": 3, "v": 3},
     {"t": 3, "v": 4}]},
     "mark": {"type": "errorband", "extent": "stderr"},
     "encoding": {"x": {"field": "t", "type": "ordinal"}, "y": {"field": "v", "type": "quantitative"}}}
    """

  /// A band of bootstrap intervals alone: random, so only its centre line (the means) is read.
  static let bootstrapBand = band.replacingOccurrences(of: #""extent": "stderr""#, with: #""extent": "ci""#)

  static let strip = """
    {"data": {"values": [{"v": 4}, {"v": 6}, {"v": 5}, {"v": 9}, {"v": 3}]},
     "mark": "tick", "encoding": {"x": {"field": "v", "type": "quantitative"}}}
    """

  static func read(_ spec: String) throws -> ChartDescriptor {
    try VegaLiteReader.read(Array(spec.utf8), source: "drawn.vl.json")
  }

  static func json(_ chart: ChartDescriptor) throws -> [String: Any] {
    let description = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    return try #require(
      try JSONSerialization.jsonObject(with: Data(description.jsonText().utf8)) as? [String: Any])
  }

  @Test func jsonSaysWhatDrawsTheValues() throws {
    let heat = try Self.json(Self.read(Self.heatMap))
    #expect(heat["cells"] as? String == "colour")
    #expect(heat["drawnAs"] == nil)
    let arcs = try Self.json(Self.read(Self.polarArea))
    #expect(arcs["kind"] as? String == "radar")
    #expect(arcs["drawnAs"] as? String == "arcs")
    let band = try Self.json(Self.read(Self.band))
    #expect(band["drawnAs"] as? String == "band")
    let strip = try Self.json(Self.read(Self.strip))
    #expect(strip["drawnAs"] as? String == "strip")
    let bars = try Self.json(TestCharts.bars([3, 5, 2]))
    #expect(bars["cells"] == nil && bars["drawnAs"] == nil)
  }

  /// A band whose ranges are left out (a bootstrap interval) is named by what is read of it, its
  /// centre line, in the kind, the alt text, the summary and the set's name, and its notice says
  /// that the ranges are what is left out, in every locale.
  @Test(arguments: ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func aBandWithoutItsRangesIsNamedByItsCentreLine(locale: String) throws {
    let chart = try Self.read(Self.bootstrapBand)
    #expect(chart.drawnAs == .band && chart.uncertainty.isEmpty)
    let description = try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
    let data = try Data(contentsOf: RepositoryPaths.locales.appendingPathComponent("\(locale).json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let phrases = try #require(object["phrases"] as? [String: String])
    let centres = try #require(phrases["kind.drawn.band.centres"])
    let band = try #require(phrases["kind.drawn.band"])
    let summary = description.narration.summary.map(\.display).joined(separator: " ")
    for text in [description.narration.alt.display, summary] {
      #expect(text.localizedCaseInsensitiveContains(centres), "\(locale): \(text)")
      #expect(!text.replacingOccurrences(of: centres, with: "").localizedCaseInsensitiveContains(band), "\(text)")
    }
    // "Not described: the ranges of layer 1 (errorband), a bootstrap confidence interval, …".
    let notice = try #require(phrases["notice.randomInterval"])
    let tail = try #require(notice.components(separatedBy: "({mark})").last)
    #expect(!tail.isEmpty && description.narration.notices.contains { $0.display.contains(tail) }, "\(locale)")
    // The same band with its ranges is a band chart.
    let ranged = try ChartDescription(Self.read(Self.band), locale: locale, localesDirectory: RepositoryPaths.locales)
    #expect(!ranged.narration.alt.display.contains(centres))
  }

  /// Arcs and bands stay what they are in chart JSON, and a kind they cannot draw is refused.
  @Test func chartJSONRoundTripsDrawnMarks() throws {
    for spec in [Self.polarArea, Self.band, Self.heatMap, Self.strip] {
      let chart = try Self.read(spec)
      let written = ChartJSONWriter.text(chart)
      let again = try ChartJSONReader.read(Array(written.utf8), source: "w.json")
      #expect(again.drawnAs == chart.drawnAs && again.cells == chart.cells, "\(written)")
      #expect(again == chart, "\(written)")
    }
    let bars = #"{"kind": "bar", "drawnAs": "arcs", "series": [{"points": [{"x": "a", "y": 1}]}]}"#
    #expect(throws: ChartModelError.self) { try ChartJSONReader.read(Array(bars.utf8), source: "b.json") }
    let scatter = #"{"kind": "scatter", "drawnAs": "band", "series": [{"points": [{"x": 1, "y": 1}]}]}"#
    #expect(throws: ChartModelError.self) { try ChartJSONReader.read(Array(scatter.utf8), source: "b.json") }
    // A strip without its box has no distribution to describe.
    let boxless = #"{"kind": "bar", "drawnAs": "strip", "series": [{"points": [{"x": "a", "y": 1}]}]}"#
    #expect(throws: ChartModelError.self) { try ChartJSONReader.read(Array(boxless.utf8), source: "b.json") }
  }

  static func setAlt(_ spec: String, base: String? = nil) throws -> String {
    let options = VegaLiteOptions(baseDirectory: base ?? ".", specDirectory: base.map { $0 + "/specs" })
    let set = try VegaLiteReader.readSet(Array(spec.utf8), source: "set.vl.json", options: options)
    let description = try ChartSetDescription(set, locale: "en", localesDirectory: RepositoryPaths.locales)
    let report = SetClaimsChecker(set: description.set).check(alt: description.narration.alt[.display], summary: [])
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    return description.narration.alt.display
  }

  /// A facet of heat maps is heat maps, of polar areas polar area charts, of strips strip plots,
  /// never "bar charts".
  @Test func aSetIsNamedAsItsViewsAreDrawn() throws {
    let heat = """
      {"data": {"values": [{"g": "A", "a": "p", "b": "m", "v": 1}, {"g": "A", "a": "q", "b": "n", "v": 3},
       {"g": "B", "a": "p", "b": "m", "v": 2}, {"g": "B", "a": "q", "b": "n", "v": 5}]},
       "facet": {"field": "g", "type": "nominal"},
       "spec": {"mark": "rect", "encoding": {"x": {"field": "a"}, "y": {"field": "b"},
         "color": {"field": "v", "type": "quantitative"}}}}
      """
    #expect(try Self.setAlt(heat).hasPrefix("2 heat maps"))
    let polar = """
      {"data": {"values": [{"g": "A", "d": "N", "v": 4}, {"g": "A", "d": "S", "v": 2}, {"g": "A", "d": "E", "v": 3},
       {"g": "B", "d": "N", "v": 1}, {"g": "B", "d": "S", "v": 6}, {"g": "B", "d": "E", "v": 2}]},
       "facet": {"field": "g", "type": "nominal"},
       "spec": {"mark": "arc", "encoding": {"theta": {"field": "d", "type": "nominal"},
         "radius": {"field": "v", "type": "quantitative"}}}}
      """
    #expect(try Self.setAlt(polar).hasPrefix("2 polar area charts"))
    let strips = """
      {"data": {"values": [{"g": "A", "v": 4}, {"g": "A", "v": 2}, {"g": "A", "v": 3}, {"g": "B", "v": 1},
       {"g": "B", "v": 6}, {"g": "B", "v": 2}]},
       "facet": {"field": "g", "type": "nominal"},
       "spec": {"mark": "tick", "encoding": {"x": {"field": "v", "type": "quantitative"}}}}
      """
    #expect(try Self.setAlt(strips).hasPrefix("2 strip plots"))
  }

  /// Points at categories (a course notebook's `mark_point().encode(x='average(precip)',
  /// y='city')`) are drawn as points: a dot plot, never a "bar chart", in the kind, the JSON and
  /// a set's name; bars of the same values stay bars.
  @Test func pointsAtCategoriesAreADotPlot() throws {
    let rows = #"[{"c": "Oslo", "v": 4}, {"c": "Rome", "v": 7}, {"c": "Lima", "v": 2}]"#
    let dots = try Self.read(
      #"{"data": {"values": \#(rows)}, "mark": "circle", "encoding": {"y": {"field": "c", "type": "nominal"}, "#
        + #""x": {"field": "v", "aggregate": "mean", "type": "quantitative"}}}"#)
    #expect(dots.kind == .bar && dots.drawnAs == .dots)
    let description = try ChartDescription(dots, locale: "en", localesDirectory: RepositoryPaths.locales)
    #expect(description.narration.alt.display.hasPrefix("Dot plot of v by c"), "\(description.narration.alt.display)")
    #expect(try Self.json(dots)["drawnAs"] as? String == "dots")
    let again = try ChartJSONReader.read(Array(ChartJSONWriter.text(dots).utf8), source: "w.json")
    #expect(again == dots)
    let bars = try Self.read(
      #"{"data": {"values": \#(rows)}, "mark": "bar", "encoding": {"y": {"field": "c", "type": "nominal"}, "#
        + #""x": {"field": "v", "type": "quantitative"}}}"#)
    #expect(bars.drawnAs == nil)
    let set = """
      {"data": {"values": [{"g": "A", "c": "p", "v": 4}, {"g": "A", "c": "q", "v": 2}, {"g": "B", "c": "p", "v": 1},
       {"g": "B", "c": "q", "v": 6}]},
       "facet": {"field": "g", "type": "nominal"},
       "spec": {"mark": "point", "encoding": {"x": {"field": "c", "type": "nominal"},
         "y": {"field": "v", "type": "quantitative"}}}}
      """
    #expect(try Self.setAlt(set).hasPrefix("2 dot plots"))
  }

  /// Gallery sets of a heat map or a bubble grid beside bars were "bar charts"; they are charts.
  @Test(
    .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared gallery corpus is not beside the repository"))
  func gallerySetsOfCellsAndBarsAreCharts() throws {
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    for (id, count) in [
      ("vl__concat_marginal_histograms", 3), ("vl__concat_weather", 3), ("alt__interactive_cross_highlight", 2),
      ("vl__hconcat_weather", 2),
    ] {
      let spec = try String(
        contentsOf: folder.appendingPathComponent("specs/\(id).vl.json"), encoding: .utf8)
      let alt = try Self.setAlt(spec, base: folder.path)
      #expect(alt.hasPrefix("\(count) charts"), "\(id): \(alt)")
    }
  }
}
