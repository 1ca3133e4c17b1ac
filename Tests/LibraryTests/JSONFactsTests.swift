import ChartImport
import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The JSON output is the encoding of the public fact types (`DescriptionFacts`, `ChartSetFacts`),
/// every field of which `docs/json.md` documents.
@Suite struct JSONFactsTests {
  static let leaves: [Any.Type] = [DescriptionFacts.Point.self, DescriptionFacts.XValue.self]

  /// Every field of one chart's facts and of a set's, as paths.
  static func chartPaths() throws -> [String] {
    try FieldProbe.paths(of: DescriptionFacts.self, leaves: leaves)
  }

  static func setPaths() throws -> [String] {
    try FieldProbe.paths(of: ChartSetFacts.self, leaves: leaves)
  }

  /// The paths in the first column of the tables of one section of `docs/json.md`.
  static func documented(section: String) throws -> [String] {
    let text = try String(
      contentsOf: RepositoryPaths.root.appendingPathComponent("docs/json.md"), encoding: .utf8)
    let sections = text.components(separatedBy: "\n## ")
    let body = try #require(sections.first { $0.hasPrefix(section + "\n") })
    return body.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `") else { return nil }
      let cell = line.dropFirst(3)
      return cell.firstIndex(of: "`").map { String(cell[..<$0]) }
    }
  }

  /// The paths a documented path stands for: the members of `text` under `speech`, of `xAxis`
  /// under `yAxis`, and the statistics of a series under `totals`.
  static func expand(_ paths: [String], statistics: [String]) -> Set<String> {
    var all = Set(paths)
    for path in paths {
      if path.hasPrefix("text.") { all.insert("speech." + path.dropFirst(5)) }
      if path.hasPrefix("xAxis.") { all.insert("yAxis." + path.dropFirst(6)) }
    }
    for path in statistics { all.insert("totals." + path.dropFirst("series[].".count)) }
    return all
  }

  /// The statistics of a series: its paths from `count` on.
  static func statisticsPaths(_ chart: [String]) -> [String] {
    let series = chart.filter { $0.hasPrefix("series[].") }
    let start = series.firstIndex(of: "series[].count") ?? series.endIndex
    return Array(series[start...])
  }

  @Test func everyFieldOfAChartIsDocumentedAndNoOther() throws {
    let fields = try Self.chartPaths()
    #expect(fields.count > 200)
    let documented = try Self.documented(section: "One chart")
    #expect(Set(documented).count == documented.count, "a path documented twice")
    let expanded = Self.expand(documented, statistics: Self.statisticsPaths(fields))
    #expect(Set(fields).subtracting(expanded).sorted() == [], "fields not in docs/json.md")
    #expect(expanded.subtracting(fields).sorted() == [], "docs/json.md documents fields that do not exist")
  }

  /// The table lists the fields in the order they are written.
  @Test func theDocumentedOrderIsTheWrittenOrder() throws {
    let fields = try Self.chartPaths()
    let documented = try Self.documented(section: "One chart")
    #expect(fields.filter { Set(documented).contains($0) } == documented)
  }

  @Test func everyFieldOfASetIsDocumentedAndNoOther() throws {
    let chart = Set(try Self.chartPaths())
    let fields = try Self.setPaths()
    let documented = try Self.documented(section: "A set of views")
    // The set's texts and notices are one chart's; a view has a chart's members.
    let own = fields.filter { path in
      let view = path.hasPrefix("views[].") ? String(path.dropFirst("views[].".count)) : nil
      if let view, view != "label", view != "path" { return !chart.contains(view) }
      return !(path.hasPrefix("text.") || path.hasPrefix("speech.") || path.hasPrefix("notices[]."))
        || !chart.contains(path)
    }
    #expect(own == documented)
    // Every member of a chart is a member of each view.
    #expect(chart.subtracting(fields.compactMap { $0.hasPrefix("views[].") ? String($0.dropFirst(8)) : nil }).isEmpty)
  }

  /// The encoder writes every field of the types: facts with every optional present, encoded,
  /// have a member at every path.
  @Test func everyFieldIsWritten() throws {
    let fields = try Self.chartPaths()
    let full = try FieldProbe.instance(of: DescriptionFacts.self, leaves: Self.leaves)
    let written = Self.paths(of: try JSONOutputEncoder.encode(full))
    #expect(Set(fields).subtracting(written).sorted() == [])
    let pointMembers = Set(fields.flatMap { [$0 + ".x", $0 + ".y", $0 + "[].x", $0 + "[].y"] })
    #expect(written.subtracting(fields).subtracting(pointMembers).sorted() == [])
  }

  static func paths(of value: JSONOutput, under path: String = "") -> Set<String> {
    switch value {
    case .object(let members):
      return members.reduce(into: []) { paths, member in
        let child = path.isEmpty ? member.0 : path + "." + member.0
        paths.insert(child)
        paths.formUnion(Self.paths(of: member.1, under: child))
      }
    case .array(let elements):
      return elements.reduce(into: []) { $0.formUnion(Self.paths(of: $1, under: path + "[]")) }
    default:
      return []
    }
  }

  static func describe(_ url: URL, locale: String = "en") throws -> ChartDescription {
    let bytes = Array(try Data(contentsOf: url))
    let chart =
      AXChartReader.isAXChart(bytes)
      ? try AXChartReader.read(bytes, source: url.lastPathComponent)
      : try ChartJSONReader.read(bytes, source: url.lastPathComponent)
    return try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
  }

  /// The JSON of every example and fixture decodes into the fact types, and they encode to the
  /// same bytes: the types hold all of it, and `json()` is their encoding.
  @Test(arguments: Library.chartJSONFiles + Library.axFiles)
  func theJSONDecodesAndEncodesToTheSameBytes(_ url: URL) throws {
    for locale in ["en", "ar"] {
      let description = try Self.describe(url, locale: locale)
      let text = description.jsonText(pretty: true)
      let decoded = try JSONDecoder().decode(DescriptionFacts.self, from: Data(text.utf8))
      #expect(try JSONOutputEncoder.encode(decoded).serialized(pretty: true) == text, "\(url.lastPathComponent)")
      #expect(try JSONOutputEncoder.encode(description.facts).serialized(pretty: true) == text)
      #expect(decoded.series.map(\.name) == description.chart.series.map(\.name))
    }
  }

  @Test(arguments: ["facet-temperature", "hconcat-sales", "repeat-weather", "row-population"])
  func aSetDecodesAndEncodesToTheSameBytes(_ name: String) throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/composed/\(name).vl.json")
    let set = try VegaLiteReader.readSet(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
    let description = try ChartSetDescription(set, locale: "en", localesDirectory: RepositoryPaths.locales)
    let text = description.jsonText(pretty: true)
    let decoded = try JSONDecoder().decode(ChartSetFacts.self, from: Data(text.utf8))
    #expect(try JSONOutputEncoder.encode(decoded).serialized(pretty: true) == text)
    #expect(decoded.views.count == set.views.count)
    #expect(decoded.views.map(\.description.title) == description.views.map(\.chart.title))
  }

  /// A box plot's boxes and an error bar's ranges are facts of the JSON, as Vega-Lite computes
  /// them from the rows.
  @Test func boxesAndRangesAreWritten() throws {
    // a: 1 2 3 4 100 (median 3, quartiles 2 and 4, whiskers 1 and 4, 100 beyond); b: 5 6 7.
    let values =
      #"[{"g":"a","v":1},{"g":"a","v":2},{"g":"a","v":3},{"g":"a","v":4},{"g":"a","v":100},"#
      + #"{"g":"b","v":5},{"g":"b","v":6},{"g":"b","v":7}]"#
    func facts(_ mark: String) throws -> DescriptionFacts {
      let spec =
        #"{"data":{"values":\#(values)},"mark":\#(mark),"#
        + #""encoding":{"x":{"field":"g","type":"nominal"},"y":{"field":"v","type":"quantitative"}}}"#
      let chart = try VegaLiteReader.read(Array(spec.utf8), source: "spec")
      let text = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).jsonText()
      return try JSONDecoder().decode(DescriptionFacts.self, from: Data(text.utf8))
    }
    let box = try facts(#""boxplot""#)
    let a = try #require(box.boxes?.first { $0.x == .text("a") })
    #expect([a.median, a.lowerQuartile, a.upperQuartile, a.lowerWhisker, a.upperWhisker] == [3, 2, 4, 1, 4])
    #expect(a.count == 5 && a.outliersBelow == 0 && a.outliersAbove == 1 && a.minimum == 1 && a.maximum == 100)
    #expect(a.whiskerSpan == 1.5 && box.boxes?.count == 2 && box.uncertainty == nil)
    // One standard deviation either side of b's mean: 6 ± 1.
    let bars = try facts(#"{"type":"errorbar","extent":"stdev"}"#)
    let ranges = try #require(bars.uncertainty?.first)
    #expect(ranges.centre == "mean" && ranges.extent == "stdev" && bars.boxes == nil)
    let b = try #require(ranges.ranges.first { $0.x == .text("b") })
    #expect(abs(b.lower - 5) < 1e-12 && abs(b.upper - 7) < 1e-12, "\(b)")
  }

  /// The JSON the command printed before the output was built from the fact types, for charts
  /// that between them write every member: the bytes are the same.
  @Test(arguments: Self.recorded)
  func theOutputIsWhatItWas(_ recorded: String) throws {
    let folder = RepositoryPaths.fixtures.appendingPathComponent("json-output")
    let expected = try String(contentsOf: folder.appendingPathComponent(recorded), encoding: .utf8)
    let input = recorded.replacingOccurrences(of: ".out.json", with: "")
    let arguments = ["describe", RepositoryPaths.root.appendingPathComponent(input).path, "--format", "json"]
    #expect(try Library.cli(arguments).stdoutText == expected)
  }

  static let recorded: [String] = {
    let folder = RepositoryPaths.fixtures.appendingPathComponent("json-output")
    return ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".out.json") }.sorted()
  }()
}
