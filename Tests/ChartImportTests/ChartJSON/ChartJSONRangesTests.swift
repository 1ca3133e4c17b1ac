import ChartImport
import ChartModel
import Foundation
import Testing

/// Uncertainty ranges and box-plot summaries in chart JSON (`ChartJSON+Ranges.swift`): written
/// and read back unchanged, and refused when they name no point.
@Suite struct ChartJSONRangesTests {
  static func roundTrip(_ chart: ChartDescriptor) throws -> ChartDescriptor {
    try ChartJSONReader.read(Array(ChartJSONWriter.text(chart).utf8), source: "chart.json")
  }

  @Test(arguments: [nil, #"{"type":"boxplot","extent":"min-max"}"#] as [String?])
  func boxesRoundTrip(mark: String?) throws {
    let spec = #"""
      {"data":{"values":\#(VegaLiteCompositeMarksTests.values)},"mark":\#(mark ?? "\"boxplot\""),
       "encoding":{"x":{"field":"g","type":"nominal"},"y":{"field":"v","type":"quantitative"}}}
      """#
    let chart = try VegaLiteReaderTests.read(spec)
    let read = try Self.roundTrip(chart)
    #expect(!chart.boxes.isEmpty)
    #expect(read.boxes == chart.boxes)
  }

  @Test func rangesRoundTrip() throws {
    let chart = try VegaLiteCompositeMarksTests.layered(#"{"type":"errorbar","extent":"stdev"}"#)
    let read = try Self.roundTrip(chart)
    #expect(!chart.uncertainty.isEmpty)
    #expect(read.uncertainty == chart.uncertainty)
  }

  @Test(arguments: [
    #""ranges":[{"series":"s","centre":"mean","extent":"stdev","points":[{"x":"C","lower":1,"upper":2}]}]"#,
    #""ranges":[{"series":"t","centre":"mean","extent":"stdev","points":[{"x":"A","lower":1,"upper":2}]}]"#,
    #""ranges":[{"series":"s","centre":"mean","extent":"stdev","points":[{"x":"A","lower":3,"upper":2}]}]"#,
    #""boxes":[{"series":"s","x":"A","count":3,"median":5,"q1":4,"q3":3,"whiskers":[1,9],"outliers":[0,0],"extremes":[1,9]}]"#,
  ])
  func refusesRangesOfNoPointOrOutOfOrder(member: String) {
    let text = #"{"series":[{"name":"s","points":[{"x":"A","y":1},{"x":"B","y":2}]}],\#(member)}"#
    #expect(throws: ChartModelError.self) { try ChartJSONReader.read(Array(text.utf8), source: "c.json") }
  }
}
