import ChartAudio
import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The JSON form of Apple's `AXChartDescriptor`, read and written field for field.
@Suite struct AXChartBridgeTests {
  static func read(_ name: String) throws -> ChartDescriptor {
    let url = RepositoryPaths.fixtures.appendingPathComponent("ax/\(name).json")
    return try AXChartReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
  }

  static func readout(_ chart: ChartDescriptor) throws -> [String] {
    try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration.readout.map {
      $0[.display]
    }
  }

  @Test func categoriesGridlinesAndLabelsAreRead() throws {
    let chart = try Self.read("quarterly-revenue")
    #expect(chart.kind == .bar)
    #expect(chart.xAxis.type == .categorical)
    #expect(chart.xAxis.categories == ["Q1", "Q2", "Q3", "Q4"])
    #expect(chart.yAxis.range == 0...60)
    #expect(chart.referenceLines == [ReferenceLine(axis: .y, value: 40)])
    #expect(chart.summary == "Revenue rose after the spring launch.")
    #expect(chart.series[0].labels == [nil, "Launch", nil, nil])
    #expect(chart.notices.isEmpty)
    let readout = try Self.readout(chart)
    #expect(readout.contains("2 of 4: Q2, 34 (Launch)"))
    #expect(readout.filter { $0.contains("Launch") }.count == 1)
  }

  @Test func aLogScaleIsSaidAndSounded() throws {
    let chart = try Self.read("log-growth")
    #expect(chart.kind == .line)
    #expect(chart.xAxis.type == .numeric)
    #expect(chart.yAxis.scale == .logarithmic)
    #expect(chart.xAxis.scale == .linear)
    #expect(chart.series[0].y[2].isNaN)
    #expect(chart.series[0].label(at: 3) == "Paid plan")
    let readout = try Self.readout(chart)
    #expect(readout.contains { $0.hasPrefix("Axis 2 of 2") && $0.hasSuffix("Logarithmic scale.") })
    #expect(!readout.contains { $0.hasPrefix("Axis 1 of 2") && $0.contains("Logarithmic") })
    #expect(PitchMapping(descriptor: chart, style: SonificationStyle()).isLogarithmic)
    var linear = chart
    linear.yAxis.scale = .linear
    #expect(!PitchMapping(descriptor: linear, style: SonificationStyle()).isLogarithmic)
    #expect(!(try Self.readout(linear)).contains { $0.contains("Logarithmic") })
  }

  /// A verbose readout says the label as a sentence of its own, in every locale.
  @Test(arguments: ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func everyLocaleReadsLabelsAndScales(_ locale: String) throws {
    let chart = try Self.read("log-growth")
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let terse = try ChartDescription(chart, book: book, levels: [.readout]).narration.readout.map { $0[.display] }
    let verbose = try ChartDescription(chart, book: book, levels: [.readout], verbosity: .verbose).narration.readout
      .map { $0[.display] }
    #expect(terse.filter { $0.contains("Paid plan") }.count == 1)
    #expect(verbose.filter { $0.contains("Paid plan") }.count == 1)
    let file = RepositoryPaths.locales.appendingPathComponent("\(locale).json")
    let phrases = (try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])?["phrases"]
    let scale = try #require((phrases as? [String: Any])?["readout.axis.logarithmic"] as? String)
    #expect(terse.filter { $0.hasSuffix(scale) }.count == 1)
  }

  @Test(arguments: Library.axFiles)
  func theDescriptionIsTrue(_ url: URL) throws {
    let chart = try AXChartReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
    let report = try Library.claims(chart)
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    #expect(report.unparsed.isEmpty, "\(report.unparsed)")
    #expect(report.claims.count >= 3)
  }

  /// The checker reads a label as a claim, and a label on another point is false.
  @Test func theCheckerCatchesAMisplacedLabel() throws {
    let chart = try Self.read("quarterly-revenue")
    let readout = try Self.readout(chart)
    var moved = chart
    moved.series[0].setLabels([nil, nil, "Launch", nil])
    let report = ClaimsChecker(truth: ClaimsTruth(chart: moved)).check(alt: "", summary: [], readout: readout)
    #expect(report.falseClaims.map(\.kind) == ["label"])
    let right = ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(alt: "", summary: [], readout: readout)
    #expect(right.claims.filter { $0.kind == "label" && $0.isTrue }.count == 1)
  }

  @Test func additionalValuesAreNoticed() throws {
    let chart = try Self.read("two-stores")
    #expect(chart.notices == [.channelNotDescribed(channel: "additionalAxes", field: "additionalValues")])
    #expect(chart.referenceLines.map(\.value) == [100, 200, 300])
    #expect(chart.series.map(\.name) == ["North", "South"])
  }

  /// Read → write → read gives the same chart.
  @Test(arguments: Library.axFiles)
  func writingAndReadingBackIsTheSameChart(_ url: URL) throws {
    let chart = try AXChartReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
    let text = AXChartWriter.text(chart, pretty: true)
    #expect(AXChartReader.isAXChart(Array(text.utf8)))
    var again = try AXChartReader.read(Array(text.utf8), source: "written.json")
    // A notice is not part of the form, and a declared range is written as it was.
    again.notices = chart.notices
    #expect(again == chart)
  }

  /// AX → chart JSON → AX keeps every point label and axis scale: chart JSON has fields for them
  /// (`label`, `scale`), so the chart read back is the same and writes the same AX form.
  @Test(arguments: Library.axFiles)
  func chartJSONKeepsLabelsAndScales(_ url: URL) throws {
    let chart = try AXChartReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
    let chartJSON = ChartJSONWriter.text(chart)
    var back = try ChartJSONReader.read(Array(chartJSON.utf8), source: "chart.json")
    #expect(back.series.map(\.labels) == chart.series.map(\.labels))
    #expect(back.xAxis.scale == chart.xAxis.scale && back.yAxis.scale == chart.yAxis.scale)
    #expect(AXChartWriter.text(back) == AXChartWriter.text(chart))
    // Codable goes through the same fields.
    let decoded = try JSONDecoder().decode(ChartDescriptor.self, from: JSONEncoder().encode(chart))
    #expect(decoded.series.map(\.labels) == chart.series.map(\.labels))
    #expect(decoded.yAxis.scale == chart.yAxis.scale)
    back.notices = chart.notices
    #expect(try back.describe(levels: [.readout]) == (try chart.describe(levels: [.readout])))
  }

  /// The fixtures hold what the test above must keep.
  @Test func theFixturesHaveLabelsAndALogScale() throws {
    let charts = try Library.axFiles.map { url in
      try AXChartReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
    }
    #expect(charts.contains { $0.yAxis.scale == .logarithmic })
    #expect(charts.contains { $0.series.contains { !$0.labels.isEmpty } })
  }

  /// Every chart JSON example and fixture of categories or numbers, written as an
  /// AXChartDescriptor and read back, keeps its points, categories and reference values.
  @Test(arguments: Library.chartJSONFiles)
  func chartJSONGoesThroughTheBridge(_ url: URL) throws {
    let chart = try ChartJSONReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
    let text = AXChartWriter.text(chart)
    #expect((try? ChartJSONReader.read(Array(text.utf8), source: "")) == nil)
    let back = try AXChartReader.read(Array(text.utf8), source: "bridge.json")
    #expect(back.series.map(\.name) == chart.series.map(\.name))
    if chart.xAxis.type == .categorical {
      #expect(back.xAxis.categories == chart.xAxis.categories)
    }
    for (a, b) in zip(back.series, chart.series) {
      #expect(a.x == b.x)
      #expect(a.y.count == b.y.count && zip(a.y, b.y).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) })
    }
    // Gridlines carry no label, and a categorical axis has none.
    let kept = chart.referenceLines.filter { $0.axis == .y || chart.xAxis.type != .categorical }
    #expect(
      back.referenceLines.map { "\($0.axis) \($0.value)" }.sorted() == kept.map { "\($0.axis) \($0.value)" }.sorted())
  }

  @Test(arguments: Library.chartJSONFiles)
  func chartJSONIsNotTheAXForm(_ url: URL) throws {
    #expect(!AXChartReader.isAXChart(Array(try Data(contentsOf: url))))
  }

  /// The command reads a file an app exported, by its keys, as the library does.
  @Test(arguments: Library.axFiles)
  func theCommandDescribesAnExportedDescriptor(_ url: URL) throws {
    let command = try Library.cli(["describe", url.path])
    let chart = try AXChartReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
    #expect(command.stdoutText == (try chart.describe()))
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var json: String
    var message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    Bad(
      json:
        #"{"xAxis": {"categoryOrder": ["a"]}, "yAxis": {}, "series": [{"dataPoints": [{"xValue": "b", "yValue": 1}]}]}"#,
      message: "'b' is not one of xAxis.categoryOrder"),
    Bad(
      json: #"{"xAxis": {}, "yAxis": {"scaleType": "log2"}, "series": [{"dataPoints": [{"xValue": 1, "yValue": 1}]}]}"#,
      message: "unknown scale 'log2'; expected linear, log10 or ln"),
    Bad(
      json: #"{"xAxis": {}, "yAxis": {}, "series": [{"dataPoints": [{"xValue": 1, "yValue": null}]}]}"#,
      message: "every yValue is null"),
    Bad(
      json: #"{"xAxis": {}, "yAxis": {}, "series": [{"dataPoints": [{"xValue": 1, "yValu": 2}]}]}"#,
      message: "did you mean 'yValue'?"),
    Bad(
      json:
        #"{"xAxis": {"categoryOrder": ["a"], "scaleType": "ln"}, "yAxis": {}, "series": [{"dataPoints": [{"xValue": "a", "yValue": 1}]}]}"#,
      message: "a categorical axis (with 'categoryOrder') has no scaleType"),
  ])
  func aBadDescriptorNamesItsField(_ bad: Bad) {
    #expect(AXChartReader.isAXChart(Array(bad.json.utf8)))
    let error = #expect(throws: ChartModelError.self) {
      try AXChartReader.read(Array(bad.json.utf8), source: "ax.json")
    }
    #expect(error?.description.contains(bad.message) == true, "\(String(describing: error))")
  }
}
