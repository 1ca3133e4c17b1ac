import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Chart JSON written by ``ChartJSONWriter`` reads back as the chart it was written from.
@Suite struct ChartJSONWriterTests {
  static let charts: [URL] = [RepositoryPaths.examples, RepositoryPaths.fixtures.appendingPathComponent("charts")]
    .flatMap { folder in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

  @Test func everyExampleAndFixtureRoundTrips() throws {
    #expect(Self.charts.count >= 20)
    for url in Self.charts {
      let chart = try ChartJSONReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
      let written = ChartJSONWriter.text(chart, pretty: true)
      let again = try ChartJSONReader.read(Array(written.utf8), source: "written.json")
      #expect(again == chart, "\(url.lastPathComponent)")
    }
  }

  /// A Vega-Lite chart of recurring months keeps its positions in chart JSON: the numbers, with
  /// `"recurring"`, never names in a language.
  @Test func recurringPositionsAreWrittenAsPhases() throws {
    let spec = """
      {"data": {"values": [{"d": "2024-03-05", "v": 2}, {"d": "2023-01-09", "v": 5}, {"d": "2024-02-01", "v": 1}]},
       "mark": "bar", "encoding": {"x": {"timeUnit": "month", "field": "d", "type": "ordinal"}, "y": {"field": "v", "aggregate": "sum"}}}
      """
    let chart = try VegaLiteReader.read(Array(spec.utf8), source: "m.vl.json")
    let written = ChartJSONWriter.text(chart)
    #expect(written.contains(#""recurring":"monthOfYear","categories":[1,2,3]"#), "\(written)")
    #expect(try ChartJSONReader.read(Array(written.utf8), source: "w.json") == chart)
  }

  /// A heat map read from Vega-Lite stays a heat map in chart JSON.
  @Test func cellsAreWritten() throws {
    let spec = """
      {"data": {"values": [{"a": "p", "b": "m", "v": 1}, {"a": "q", "b": "n", "v": 3}]}, "mark": "rect",
       "encoding": {"x": {"field": "a"}, "y": {"field": "b"}, "color": {"field": "v", "type": "quantitative"}}}
      """
    let chart = try VegaLiteReader.read(Array(spec.utf8), source: "h.vl.json")
    let written = ChartJSONWriter.text(chart)
    #expect(written.contains(#""cells":"colour""#), "\(written)")
    #expect(try ChartJSONReader.read(Array(written.utf8), source: "w.json") == chart)
  }
}
