import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// `ChartDescriptor` is `Codable` as chart JSON, through the one reader and the one writer.
@Suite struct CodableTests {
  @Test func everyExampleAndFixtureIsThere() {
    #expect(Library.chartJSONFiles.count >= 40)
  }

  /// Decode → encode → decode gives the same chart, and decoding is the reader's reading.
  @Test(arguments: Library.chartJSONFiles)
  func decodeEncodeDecodeIsTheSameChart(_ url: URL) throws {
    let data = try Data(contentsOf: url)
    let decoded = try JSONDecoder().decode(ChartDescriptor.self, from: data)
    #expect(decoded == (try ChartJSONReader.read(Array(data), source: url.lastPathComponent)))
    let encoded = try JSONEncoder().encode(decoded)
    let again = try JSONDecoder().decode(ChartDescriptor.self, from: encoded)
    #expect(again == decoded, "\(url.lastPathComponent)")
    // The encoding is the writer's, member for member.
    let written = try JSONSerialization.jsonObject(with: Data(ChartJSONWriter.text(decoded).utf8)) as? NSDictionary
    #expect(try JSONSerialization.jsonObject(with: encoded) as? NSDictionary == written)
  }

  /// A chart nested in an app's own Codable type.
  @Test func aChartInsideAnotherType() throws {
    struct Report: Codable, Equatable {
      var name: String
      var charts: [ChartDescriptor]
    }
    let chart = try ChartDescriptor(
      title: "Rain", x: .categories(["Mon", "Tue", "Wed"]), values: [3, nil, 7], yTitle: "Rain", unit: "mm")
    let report = Report(name: "Week 12", charts: [chart, chart])
    let again = try JSONDecoder().decode(Report.self, from: JSONEncoder().encode(report))
    #expect(again == report)
  }

  /// The reader's error, with its field, is what decoding throws.
  @Test func aBadChartFailsWithTheReadersMessage() throws {
    let bad = Data(#"{"title": "x", "series": [{"points": [{"x": 1, "y": "high"}]}]}"#.utf8)
    do {
      _ = try JSONDecoder().decode(ChartDescriptor.self, from: bad)
      Issue.record("decoded a chart whose y is a string")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.underlyingError is ChartModelError)
      #expect(context.debugDescription.contains("series[0].points[0].y"))
    }
  }
}
