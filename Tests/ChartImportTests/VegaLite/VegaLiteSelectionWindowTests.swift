import ChartImport
import ChartModel
import Testing

/// A scale whose domain an interval selection sets, with an initial extent, draws only that
/// window (issue 15, `alt__interval_selection`): only the rows inside it are described.
@Suite struct VegaLiteSelectionWindowTests {
  static func spec(extent: String, type: String, values: String) -> String {
    """
    {"data": {"values": \(values)},
     "params": [{"name": "brush", "select": {"type": "interval", "encodings": ["x"]}, "value": {"x": \(extent)},
                 "views": ["overview"]}],
     "vconcat": [
      {"mark": "area", "encoding": {"x": {"field": "t", "type": "\(type)", "scale": {"domain": {"param": "brush"}}},
                                   "y": {"field": "v", "type": "quantitative"}}},
      {"name": "overview", "mark": "area",
       "encoding": {"x": {"field": "t", "type": "\(type)"}, "y": {"field": "v", "type": "quantitative"}}}]}
    """
  }

  static func views(_ spec: String) throws -> [ChartDescriptor] {
    try VegaLiteReader.readSet(Array(spec.utf8), source: "spec.vl.json").views.map(\.chart)
  }

  @Test func aNumericWindowLeavesOutTheRowsBeyondIt() throws {
    let values = (0..<10).map { #"{"t": \#($0), "v": \#($0 * $0)}"# }.joined(separator: ", ")
    let views = try Self.views(Self.spec(extent: "[7, 3]", type: "quantitative", values: "[\(values)]"))
    #expect(views[0].series.map(\.x) == [[3, 4, 5, 6, 7]])
    #expect(views[1].series.map(\.x.count) == [10])
  }

  @Test func aWindowOfDateTimesLeavesOutTheRowsBeyondIt() throws {
    let values = (2005...2012).map { #"{"t": "\#($0)-06-30", "v": \#($0 - 2000)}"# }.joined(separator: ", ")
    let extent = #"[{"year": 2007, "month": 6, "date": 30}, {"year": 2009, "month": 6, "date": 30}]"#
    let views = try Self.views(Self.spec(extent: extent, type: "temporal", values: "[\(values)]"))
    #expect(views[0].series.map(\.y) == [[7, 8, 9]])
    #expect(views[1].series.map(\.y.count) == [8])
  }
}
