import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 16's publishing: `describe --format html` and its options, and `--out-dir`'s batch
/// behaviour (keep going or fail fast, clashing names, notices in the summary).
@Suite struct PublishingTests {
  static let revenue = CLI.example("monthly-revenue.json")

  // MARK: - HTML

  @Test func htmlIsOneFigureWithItsAudioAndCaptions() throws {
    let result = try CLI.run([
      "describe", Self.revenue, "--format", "html", "--heading-level", "3", "--image", "r.png", "--audio",
      "r & q.wav", "--captions", "r.vtt", "--locale", "ar",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let structure = HTMLStructure(result.stdoutText)
    #expect(structure.problems.isEmpty, "\(structure.problems)")
    let figure = try #require(structure.elements.first)
    #expect(figure.name == "figure" && figure.attributes["dir"] == "rtl" && figure.attributes["lang"] == "ar")
    #expect(structure.all("h3").count == 1)
    #expect(structure.all("audio").first?.attributes["src"] == "r & q.wav")
    #expect(result.stdoutText.contains(#"src="r &amp; q.wav""#))
    #expect(structure.all("track").first?.attributes["src"] == "r.vtt")
    #expect(structure.all("img").first?.attributes["alt"] == figure.attributes["aria-label"])
    // The alt text of --level alt, as the label.
    let alt = try CLI.run(["describe", Self.revenue, "--level", "alt", "--locale", "ar"])
    #expect(alt.stdoutText == (figure.attributes["aria-label"] ?? "") + "\n")
  }

  @Test func aComposedChartIsAFigureOfFigures() throws {
    let spec = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/composed/hconcat-sales.vl.json").path
    let result = try CLI.run(["describe", spec, "--format", "html"])
    #expect(result.status == 0, "\(result.stderr)")
    let structure = HTMLStructure(result.stdoutText)
    #expect(structure.problems.isEmpty, "\(structure.problems)")
    let figures = structure.all("figure")
    #expect(figures.count > 2)
    #expect(figures.dropFirst().allSatisfy { $0.ancestors == ["figure"] })
    #expect(structure.all("h3").count == figures.count - 1)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Case(arguments: ["--audio", "a.wav"], message: "'--audio' is an option of '--format html'"),
    Case(arguments: ["--heading-level", "3"], message: "'--heading-level' is an option of '--format html'"),
    Case(
      arguments: ["--format", "html", "--captions", "a.vtt"],
      message: "'--captions' is the captions track of '--audio <src>'; give both"),
    Case(
      arguments: ["--format", "html", "--image", "a.png", "--out-dir", "/tmp/never"],
      message: "'--image' names one file, so it cannot be used with '--out-dir'; describe each chart on its own"),
    Case(arguments: ["--fail-fast"], message: "'--fail-fast' is an option of '--out-dir <dir>'"),
    Case(
      arguments: ["--keep-going", "--fail-fast", "--out-dir", "/tmp/never"],
      message: "'--keep-going' and '--fail-fast' cannot be used together"),
    Case(
      arguments: ["--format", "html", "--heading-level", "7"],
      message: "The value '7' is invalid for '--heading-level <n>'. Please provide a whole number from 1 to 6."),
  ])
  func optionsOutOfPlaceAreUsageErrors(_ test: Case) throws {
    let result = try CLI.run(["describe", Self.revenue] + test.arguments)
    #expect(expectUsageError(result, command: "describe") == test.message)
  }

  // MARK: - Batches

  /// Two good charts, a bad one and a chart whose importer leaves a channel out.
  static func batchFolder() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.write("a.csv", "x,y\n1,2\n2,3\n3,5\n")
    try folder.write("bad.csv", "x,y\n1,2\n2,oops\n3,4\n")
    try folder.write("c.csv", "x,y\n1,7\n2,3\n3,1\n")
    try folder.write(
      "sized.vl.json",
      #"""
      {"data": {"values": [{"a": 1, "b": 2, "p": 10}, {"a": 2, "b": 5, "p": 30}, {"a": 3, "b": 4, "p": 20}]},
       "mark": "point",
       "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"},
                    "size": {"field": "p", "type": "quantitative"}}}
      """#)
    return folder
  }

  @Test func aBatchKeepsGoingByDefaultAndCountsTheNotices() throws {
    let folder = try Self.batchFolder()
    for extra in [[], ["--keep-going"]] {
      let out = "out\(extra.count)"
      let result = try CLI.run(
        ["describe", "a.csv", "bad.csv", "sized.vl.json", "c.csv", "--out-dir", out, "--format", "html"] + extra,
        in: folder.url)
      #expect(result.status == 1)
      #expect(result.stderr.contains("bad.csv:3:2: error: 'y': 'oops' is not a number"))
      #expect(result.stderr.contains("sized.vl.json: warning: the 'size' channel ('p')"))
      #expect(result.stderr.contains("Wrote 3 of 4 descriptions into '\(out)'; 1 with notices (the warnings above).\n"))
      #expect(result.stderr.hasSuffix("Error: 1 of 4 inputs could not be described\n"))
      let written = try FileManager.default.contentsOfDirectory(atPath: folder.path(out)).sorted()
      #expect(written == ["a.html", "c.html", "sized.html"])
      let sized = HTMLStructure(try String(contentsOfFile: folder.path(out + "/sized.html"), encoding: .utf8))
      #expect(sized.problems.isEmpty)
      #expect(sized.all("p").last?.attributes["class"] == "chartvoice-notices")
    }
  }

  @Test func failFastStopsAtTheFirstFailureInOrder() throws {
    let folder = try Self.batchFolder()
    let result = try CLI.run(
      ["describe", "a.csv", "bad.csv", "sized.vl.json", "c.csv", "--out-dir", "out", "--fail-fast"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stderr.contains("bad.csv:3:2: error"))
    #expect(!result.stderr.contains("sized.vl.json"))
    #expect(result.stderr.contains("Wrote 1 of 4 descriptions into 'out'.\n"))
    #expect(
      result.stderr.hasSuffix(
        "Error: stopped at the first input that could not be described (--fail-fast); 2 not described\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["a.txt"])
    // With nothing failing, --fail-fast describes them all.
    let good = try CLI.run(["describe", "a.csv", "c.csv", "--out-dir", "good", "--fail-fast"], in: folder.url)
    #expect(good.status == 0, "\(good.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("good")).sorted() == ["a.txt", "c.txt"])
  }

  /// `x.csv` and `x.json`, whose outputs would clash, and `y.csv`.
  static func clashingFolder() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.write("x.csv", "x,y\n1,2\n2,3\n3,5\n")
    try folder.write(
      "x.json",
      #"{"title": "x", "kind": "line", "xAxis": {"title": "x", "type": "numeric"}, "yAxis": {"title": "y"}, "#
        + #""series": [{"name": "y", "points": [{"x": 1, "y": 1}, {"x": 2, "y": 4}, {"x": 3, "y": 2}]}]}"#)
    try folder.write("y.csv", "x,y\n1,2\n2,3\n3,5\n")
    return folder
  }

  @Test func clashingNamesKeepTheirExtension() throws {
    let folder = try Self.clashingFolder()
    let result = try CLI.run(
      ["describe", "x.csv", "x.json", "y.csv", "--out-dir", "out", "--format", "json"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
    #expect(written == ["x.csv.json", "x.json.json", "y.json"])
    // One name in two folders still clashes.
    let clash = try CLI.run(["describe", "a/x.csv", "b/x.csv", "--out-dir", "/tmp/never"])
    #expect(expectUsageError(clash, command: "describe").contains("would both be written to 'x.csv.txt'"))
  }
}
