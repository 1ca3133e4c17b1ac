import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 15: maps. A choropleth is the ranking of its regions by value (TopoJSON features read for
/// their ids and properties, without their geometry); points placed by longitude and latitude with
/// a value are ranked by it, named by a label field or by their coordinates; geometry without a
/// value is refused by name, and left out with a notice under a layer that is described.
@Suite struct VegaLiteGeoTests {
  static func read(_ spec: String) throws -> ChartDescriptor {
    try VegaLiteReader.read(Array(spec.utf8), source: "spec.vl.json")
  }

  static func error(_ spec: String) -> String? {
    do {
      _ = try read(spec)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// A topology of four regions: region 2 is drawn in two pieces, region 9 has no value.
  static let topology = #"""
    {"type": "Topology", "arcs": [], "objects": {"areas": {"type": "GeometryCollection", "geometries": [
      {"type": "Polygon", "arcs": [], "id": 1, "properties": {"name": "North"}},
      {"type": "Polygon", "arcs": [], "id": 2, "properties": {"name": "South"}},
      {"type": "Polygon", "arcs": [], "id": 2, "properties": {"name": "South"}},
      {"type": "Polygon", "arcs": [], "id": 3, "properties": {"name": "East"}},
      {"type": "Polygon", "arcs": [], "id": 9}]}}}
    """#

  static func choropleth(_ encoding: String = #""color": {"field": "rate", "type": "quantitative"}"#) -> String {
    let text = topology.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\"", with: "\\\"")
    return #"""
      {"data": {"values": "\#(text)", "format": {"type": "topojson", "feature": "areas"}},
       "transform": [{"lookup": "id", "from": {"data": {"values": [{"id": 1, "rate": 0.5}, {"id": 2, "rate": 0.9},
         {"id": 3, "rate": 0.2}]}, "key": "id", "fields": ["rate"]}}],
       "projection": {"type": "albersUsa"}, "mark": "geoshape", "encoding": {\#(encoding)}}
      """#
  }

  @Test func aChoroplethIsItsRegionsRankedByValue() throws {
    let chart = try Self.read(Self.choropleth())
    #expect(chart.kind == .bar)
    #expect(chart.cells == .regions)
    // Named by the features' properties.name, ranked by value; a region's two pieces are one.
    #expect(chart.xAxis.categories == ["South", "North", "East"])
    #expect(chart.series.map(\.y) == [[0.9, 0.5, 0.2]])
    #expect(chart.yAxis.title == "rate")
    #expect(chart.yAxis.isAdditive == false)
    // The region without a value is not drawn, and not described.
    #expect(chart.notices == [.invalidRowsDropped(count: 1, field: "rate")])
  }

  @Test func aTooltipFieldNamesTheRegions() throws {
    let chart = try Self.read(
      Self.choropleth(
        #""color": {"field": "rate", "type": "quantitative"}, "tooltip": [{"field": "rate"}, {"field": "id", "type": "nominal", "title": "Area"}]"#
      ))
    #expect(chart.xAxis.title == "Area")
    #expect(chart.xAxis.categories == ["2", "1", "3"])
  }

  /// Rows that carry their region's name beside its id (a table of states and FIPS codes, looked
  /// up into shapes) name the regions by it, not by the number; without one, the id stays.
  @Test func aNameColumnOfTheRowsNamesTheRegions() throws {
    let text = Self.topology.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\"", with: "\\\"")
    func spec(_ rows: String) -> String {
      #"""
      {"data": {"values": [\#(rows)]},
       "transform": [{"lookup": "id", "from": {"data": {"values": "\#(text)", "format": {"type": "topojson", "feature": "areas"}},
         "key": "id"}, "as": "geo"}],
       "mark": "geoshape", "encoding": {"shape": {"field": "geo", "type": "geojson"},
         "color": {"field": "rate", "type": "quantitative"}}}
      """#
    }
    let named = try Self.read(
      spec(
        #"{"state": "Alba", "id": 1, "rate": 0.5}, {"state": "Bria", "id": 2, "rate": 0.9}, {"state": "Cora", "id": 3, "rate": 0.2}"#
      ))
    #expect(named.xAxis.categories == ["Bria", "Alba", "Cora"])
    // A column that two regions share is no name: the regions, named by codes alone, are counted.
    let shared = try Self.read(
      spec(
        #"{"state": "Alba", "id": 1, "rate": 0.5}, {"state": "Alba", "id": 2, "rate": 0.9}, {"state": "Cora", "id": 3, "rate": 0.2}"#
      ))
    #expect(shared.series.count == 1 && shared.series[0].y.reduce(0, +) == 3)
    #expect(!shared.xAxis.categories.contains { ["1", "2", "3"].contains($0) })
  }

  /// Regions that nothing names but a code (the topology's ids, a FIPS number) are not ranked by
  /// code: the map is read as how many regions (the topology's object, "areas") hold each range of
  /// values, a region drawn in pieces counted once and one without a value not at all.
  @Test func regionsNamedOnlyByCodesAreCountedByValue() throws {
    let unnamed = Self.topology.replacingOccurrences(
      of: #", "properties": \{"name": "[A-Za-z]+"\}"#, with: "",
      options: .regularExpression)
    #expect(!unnamed.contains("North"))
    let text = unnamed.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\"", with: "\\\"")
    func spec(_ table: String) -> String {
      #"""
      {"data": {"values": "\#(text)", "format": {"type": "topojson", "feature": "areas"}},
       "transform": [{"lookup": "id", "from": {"data": {"values": [\#(table)]}, "key": "id", "fields": ["rate"]}}],
       "mark": "geoshape", "encoding": {"color": {"field": "rate", "type": "quantitative"}}}
      """#
    }
    let chart = try Self.read(spec(#"{"id": 1, "rate": 0.5}, {"id": 2, "rate": 0.9}, {"id": 3, "rate": 0.2}"#))
    #expect(chart.cells == .regions)
    #expect(chart.yAxis.title == "areas")
    #expect(chart.series.count == 1 && chart.series[0].y.reduce(0, +) == 3)
    #expect(!chart.xAxis.categories.contains { ["1", "2", "3"].contains($0) })
    // The table the lookup reads names each id once: its names name the regions.
    let named = try Self.read(
      spec(
        #"{"id": 1, "rate": 0.5, "area": "North"}, {"id": 2, "rate": 0.9, "area": "South"}, {"id": 3, "rate": 0.2, "area": "East"}"#
      ))
    #expect(named.xAxis.categories == ["South", "North", "East"])
    #expect(named.xAxis.title == "area")
  }

  /// `vl__geo_repeat` names its states as its table does, not by their FIPS codes.
  @Test(
    .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared gallery corpus is not beside the repository"))
  func theRepeatedMapsOfStatesNameTheStates() throws {
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("specs/vl__geo_repeat.vl.json")))
    let set = try VegaLiteReader.readSet(
      bytes, source: "vl__geo_repeat.vl.json", options: VegaLiteOptions(baseDirectory: folder.path))
    #expect(set.views.count == 3)
    for view in set.views {
      #expect(view.chart.xAxis.categories.contains("California"))
      #expect(!view.chart.xAxis.categories.contains { Double($0) != nil })
    }
  }

  @Test func geometryWithoutAValueIsRefusedByName() {
    #expect(
      Self.error(Self.choropleth(#""color": {"value": "gray"}"#))?.contains("a map of regions without a value") == true)
    #expect(
      Self.error(#"{"data": {"graticule": true}, "mark": "geoshape"}"#)?.contains(
        "raw geometry without a value to describe ('data.graticule')") == true)
    #expect(
      Self.error(#"{"data": {"sphere": true}, "mark": "geoshape"}"#)?.contains("raw geometry without a value") == true)
  }

  static let places = #"""
    [{"city": "Oslo", "lat": 59.9, "lon": 10.7, "people": 700}, {"city": "Bergen", "lat": 60.4, "lon": 5.3, "people": 290},
     {"city": "Tromsø", "lat": 69.6, "lon": 18.9, "people": 78}]
    """#

  @Test func pointsWithAValueAreRankedByItAndNamedByTheirLabel() throws {
    let chart = try Self.read(
      #"""
      {"data": {"values": \#(Self.places)}, "mark": "circle",
       "encoding": {"longitude": {"field": "lon", "type": "quantitative"}, "latitude": {"field": "lat", "type": "quantitative"},
         "size": {"field": "people", "type": "quantitative"}, "color": {"value": "red"}, "tooltip": {"field": "city"}}}
      """#)
    #expect(chart.cells == .points)
    #expect(chart.xAxis.categories == ["Oslo", "Bergen", "Tromsø"])
    #expect(chart.series.map(\.y) == [[700, 290, 78]])
    #expect(chart.notices.isEmpty)
  }

  @Test func pointsWithoutALabelAreNamedByTheirCoordinates() throws {
    let chart = try Self.read(
      #"""
      {"data": {"values": \#(Self.places)}, "mark": "point",
       "encoding": {"longitude": {"field": "lon", "type": "quantitative"}, "latitude": {"field": "lat", "type": "quantitative"},
         "size": {"field": "people", "type": "quantitative"}, "color": {"field": "lat", "type": "quantitative"}}}
      """#)
    #expect(chart.xAxis.title == "lat / lon")
    #expect(chart.xAxis.categories == ["59.9 / 10.7", "60.4 / 5.3", "69.6 / 18.9"])
    #expect(chart.series.map(\.y) == [[700, 290, 78]])
    // The second quantity is left out with a notice, as on any chart.
    #expect(chart.notices == [.channelNotDescribed(channel: "color", field: "lat")])
  }

  @Test func positionsWithoutAValueAreRefusedByName() {
    let spec = #"""
      {"data": {"values": \#(Self.places)}, "mark": "circle",
       "encoding": {"longitude": {"field": "lon"}, "latitude": {"field": "lat"}, "tooltip": {"field": "city"}}}
      """#
    #expect(Self.error(spec)?.contains("a map of positions without a value to describe") == true)
  }

  /// A basemap under points without a value: refused by what the points lack, not by the basemap.
  @Test func pointsWithoutAValueOverABasemapAreRefusedByThePoints() {
    let spec = #"""
      {"layer": [{"data": {"values": [{"id": 1}]}, "mark": "geoshape"},
        {"data": {"values": \#(Self.places)}, "mark": "circle",
         "encoding": {"longitude": {"field": "lon"}, "latitude": {"field": "lat"}}}]}
      """#
    #expect(Self.error(spec)?.contains("a map of positions without a value to describe") == true)
  }

  @Test func placesThatShareANameAreRefusedRatherThanAddedUp() {
    let spec = #"""
      {"data": {"values": [{"n": "A", "lat": 1, "lon": 1, "v": 3}, {"n": "A", "lat": 2, "lon": 2, "v": 4}]},
       "mark": "circle", "encoding": {"longitude": {"field": "lon"}, "latitude": {"field": "lat"},
         "size": {"field": "v", "type": "quantitative"}, "tooltip": {"field": "n"}}}
      """#
    #expect(Self.error(spec)?.contains("share a name ('A')") == true)
  }

  @Test func aBasemapUnderPointsIsLeftOutWithANotice() throws {
    let chart = try Self.read(
      #"""
      {"layer": [{"data": {"sphere": true}, "mark": "geoshape"},
        {"data": {"values": [{"id": 1}]}, "mark": {"type": "geoshape", "fill": "gray"}},
        {"data": {"values": \#(Self.places)}, "mark": "circle",
         "encoding": {"longitude": {"field": "lon"}, "latitude": {"field": "lat"},
           "size": {"field": "people", "type": "quantitative"}, "tooltip": {"field": "city"}}}]}
      """#)
    #expect(chart.cells == .points)
    #expect(chart.series.map(\.y) == [[700, 290, 78]])
    #expect(
      chart.notices == [
        .layerNotDescribed(
          index: 0, mark: "geoshape",
          reason: .unsupported("raw geometry without a value to describe ('layer[0].data.sphere')")),
        .layerNotDescribed(
          index: 1, mark: "geoshape",
          reason: .unsupported("a map of regions without a value to describe (geometry alone)")),
      ])
  }

  /// The gallery's facets and repeats of choropleths are sets of maps, one a facet or field.
  @Test(
    .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared gallery corpus is not beside the repository"))
  func facetsAndRepeatsOfChoroplethsAreSetsOfMaps() throws {
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    for (name, views) in [("vl__geo_repeat", 3), ("vl__geo_trellis", 10), ("alt__choropleth_repeat", 3)] {
      let url = folder.appendingPathComponent("specs/\(name).vl.json")
      let set = try VegaLiteReader.readSet(
        [UInt8](try Data(contentsOf: url)), source: url.lastPathComponent,
        options: VegaLiteOptions(baseDirectory: folder.path))
      #expect(set.views.count == views, "\(name)")
      #expect(set.views.allSatisfy { $0.chart.cells == .regions }, "\(name)")
    }
  }
}
