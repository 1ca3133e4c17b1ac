import ChartVoiceTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `describe` on its success paths: every example in every format, each level, standard input,
/// `--input-format` and the CSV options.
@Suite struct DescribeTests {
  enum Format: String, CaseIterable, Sendable {
    case text, json, ssml
  }

  @Test(arguments: CLI.exampleNames, Format.allCases)
  func everyExampleInEveryFormat(_ example: String, format: Format) throws {
    let result = try CLI.run(["describe", CLI.example(example), "--format", format.rawValue])
    expectSuccess(result)
    #expect(result.stdoutText.hasSuffix("\n"))
    switch format {
    case .text:
      let text = result.stdoutText
      #expect(
        text.contains("Alt text:\n") && text.contains("Summary:\n") && text.contains("Readout:\n"))
    case .json:
      let json = try JSONShape(result.stdout)
      json.expectDocumentedKeys()
      #expect(Set(json.textLevels) == ["alt", "summary", "readout"])
    case .ssml:
      try expectWellFormedSSML(result.stdout)
    }
  }

  @Test func examplesAreAllThere() {
    #expect(CLI.exampleNames.count >= 9, "\(CLI.exampleNames)")
    #expect(CLI.exampleNames.contains("monthly-revenue.json"))
  }

  // MARK: - Levels

  struct LevelCase: CustomTestStringConvertible, Sendable {
    var level: String
    var jsonKeys: Set<String>
    var testDescription: String { "--level \(level)" }
  }

  static let levels: [LevelCase] = [
    LevelCase(level: "alt", jsonKeys: ["alt"]),
    LevelCase(level: "summary", jsonKeys: ["summary"]),
    LevelCase(level: "readout", jsonKeys: ["readout"]),
    LevelCase(level: "all", jsonKeys: ["alt", "summary", "readout"]),
  ]

  @Test(arguments: levels)
  func levelSelectsTheTexts(_ testCase: LevelCase) throws {
    let example = CLI.example("monthly-revenue.json")
    let json = try CLI.run(["describe", example, "--format", "json", "-l", testCase.level])
    expectSuccess(json)
    #expect(Set(try JSONShape(json.stdout).textLevels) == testCase.jsonKeys)

    let text = try CLI.run(["describe", example, "--level", testCase.level])
    expectSuccess(text)
    let lines = text.stdoutText.split(separator: "\n")
    switch testCase.level {
    case "alt":
      #expect(lines.count == 1)
      #expect(lines.first?.hasPrefix("Line chart of revenue") == true)
    case "summary":
      #expect(lines.count == 1)
      #expect(lines.first?.hasPrefix("Monthly revenue, first half of 2024.") == true)
    case "readout":
      // The tree: the chart, two axes, the series and its six points, indented (no tested
      // turning point, so no segments).
      #expect(lines.first == "Line chart: Monthly revenue, first half of 2024, 1 series.")
      let points = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(" of 6: ") }
      #expect(
        points == [
          "1 of 6: January, $41,200", "2 of 6: February, $39,500", "3 of 6: March, $43,800",
          "4 of 6: April, $38,800", "5 of 6: May, $46,300", "6 of 6: June, $49,100",
        ])
      #expect(lines.count == 1 + 2 + 1 + 6)
    default:
      #expect(lines.first == "Alt text:")
      #expect(lines.count == 3 + 1 + 1 + 10)  // three headings, alt, summary, the readout tree
    }
  }

  // MARK: - Standard input

  struct StandardInputCase: CustomTestStringConvertible, Sendable {
    var example: String
    var arguments: [String]
    var testDescription: String {
      "\(example) via \(arguments.isEmpty ? "no argument" : arguments.joined(separator: " "))"
    }
  }

  static let standardInput: [StandardInputCase] = [
    StandardInputCase(example: "monthly-revenue.json", arguments: ["-"]),
    StandardInputCase(example: "monthly-revenue.json", arguments: []),
    StandardInputCase(example: "monthly-revenue.csv", arguments: ["-"]),
    StandardInputCase(example: "monthly-revenue.csv", arguments: []),
    StandardInputCase(example: "monthly-revenue.json", arguments: ["-", "--input-format", "json"]),
    StandardInputCase(example: "monthly-revenue.csv", arguments: ["--input-format", "csv"]),
  ]

  /// Standard input (`-` or no argument) gives what the file gives: JSON is sniffed by its `{`,
  /// anything else is read as CSV.
  @Test(arguments: standardInput)
  func standardInputReadsLikeTheFile(_ testCase: StandardInputCase) throws {
    let fromFile = try CLI.run(["describe", CLI.example(testCase.example), "--format", "json"])
    let fromInput = try CLI.run(
      ["describe"] + testCase.arguments + ["--format", "json"],
      stdin: try CLI.exampleData(testCase.example))
    expectSuccess(fromFile)
    expectSuccess(fromInput)
    #expect(fromInput.stdout == fromFile.stdout)
  }

  @Test func jsonIsSniffedAfterWhitespaceAndAByteOrderMark() throws {
    let json =
      Data([0xEF, 0xBB, 0xBF]) + Data(" \n\t".utf8) + (try CLI.exampleData("monthly-revenue.json"))
    let result = try CLI.run(["describe", "--level", "alt"], stdin: json)
    expectSuccess(result)
    #expect(result.stdoutText.contains("$38,800"), "read as CSV? \(result.stdoutText)")
  }

  // MARK: - --input-format and the CSV options

  struct InputFormatCase: CustomTestStringConvertible, Sendable {
    var example: String
    /// The misleading name the example is copied to.
    var fileName: String
    var inputFormat: String
    var testDescription: String { "\(example) as \(fileName) with --input-format \(inputFormat)" }
  }

  static let inputFormats: [InputFormatCase] = [
    InputFormatCase(example: "monthly-revenue.json", fileName: "chart.csv", inputFormat: "json"),
    InputFormatCase(example: "monthly-revenue.csv", fileName: "table.json", inputFormat: "csv"),
  ]

  /// `--input-format` wins over a file name that says otherwise; without it, the name decides
  /// and the file fails to parse.
  @Test(arguments: inputFormats)
  func inputFormatOverridesTheFileName(_ testCase: InputFormatCase) throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.copyItem(
      at: RepositoryPaths.examples.appendingPathComponent(testCase.example),
      to: directory.url.appendingPathComponent(testCase.fileName))
    let told = try CLI.run(
      ["describe", testCase.fileName, "--input-format", testCase.inputFormat, "--level", "alt"],
      in: directory.url)
    expectSuccess(told)
    #expect(told.stdoutText.hasPrefix("Line chart of revenue from January to June 2024"))

    let byName = try CLI.run(["describe", testCase.fileName, "--level", "alt"], in: directory.url)
    let line = expectFailure(byName)
    #expect(
      line.hasPrefix("\(testCase.fileName):1:1: error: ")
        || line.hasPrefix("\(testCase.fileName):2:"), "\(line)")
  }

  @Test func tsvIsReadFromItsExtension() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "revenue.tsv", "month\trevenue\n2024-01\t41200\n2024-02\t39500\n2024-03\t43800\n")
    let result = try CLI.run(["describe", "revenue.tsv", "--level", "alt"], in: directory.url)
    expectSuccess(result)
    #expect(result.stdoutText.contains("from January to March 2024"), "\(result.stdoutText)")
  }

  @Test func csvOptionsShapeTheChart() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "regions.csv",
      """
      region,year,population,area
      North,2020,10,5
      North,2021,12,5
      North,2022,15,5
      South,2020,30,7
      South,2021,28,7
      South,2022,25,7

      """)
    let result = try CLI.run(
      [
        "describe", "regions.csv", "--x", "year", "--y", "population", "--series", "region",
        "--kind", "bar", "--title", "Population by region", "--format", "json",
      ], in: directory.url)
    expectSuccess(result)
    let json = try JSONShape(result.stdout)
    json.expectDocumentedKeys()
    #expect(json.object["title"] as? String == "Population by region")
    #expect(json.object["kind"] as? String == "bar")
    #expect(json.series.compactMap { $0["name"] as? String } == ["North", "South"])
    #expect(json.series.compactMap { $0["count"] as? Int } == [3, 3])
    let maxima = json.series.compactMap { ($0["max"] as? [String: Any])?["y"] as? Double }
    #expect(maxima == [15, 30])
  }

  @Test func severalYColumnsMakeSeveralSeries() throws {
    let directory = try TemporaryDirectory()
    try directory.write("wide.csv", "month,a,b,c\n2024-01,1,5,9\n2024-02,2,4,9\n2024-03,3,3,9\n")
    let result = try CLI.run(
      ["describe", "--y", "c", "a", "--format", "json", "wide.csv"], in: directory.url)
    expectSuccess(result)
    #expect(
      try JSONShape(result.stdout).series.compactMap { $0["name"] as? String }.sorted() == [
        "a", "c",
      ])
  }

  // MARK: - JSON and SSML

  @Test func ssmlEscapesMarkupInTheTitle() throws {
    let title = #"<b>&" 'quoted'"#
    let result = try CLI.run(
      ["describe", CLI.example("monthly-revenue.csv"), "--title", title, "--format", "ssml"])
    expectSuccess(result)
    let text = try expectWellFormedSSML(result.stdout)
    #expect(text.contains(title), "the title did not survive escaping")
    #expect(!result.stdoutText.contains("<b>"))
  }

  @Test func jsonEscapesTheTitle() throws {
    let title = "Quote \" backslash \\ tab\tend"
    let result = try CLI.run(
      ["describe", CLI.example("monthly-revenue.csv"), "--title", title, "--format", "json"])
    expectSuccess(result)
    #expect(try JSONShape(result.stdout).object["title"] as? String == title)
  }

  // MARK: - locales

  @Test func localesListsEnglish() throws {
    let result = try CLI.run(["locales"])
    expectSuccess(result)
    let codes = result.stdoutText.split(separator: "\n").compactMap {
      $0.split(separator: " ").first
    }
    #expect(codes.contains("en"))
  }

  @Test func localesDirectoryFromTheEnvironmentOrTheOption() throws {
    let locales = RepositoryPaths.locales.path
    let fromOption = try CLI.run(["locales", "--locales-dir", locales])
    let fromEnvironment = try CLI.run(["locales"], environment: ["CHARTVOICE_LOCALES_DIR": locales])
    expectSuccess(fromOption)
    expectSuccess(fromEnvironment)
    #expect(fromOption.stdout == fromEnvironment.stdout)
  }
}

// MARK: - Output checks

/// The parsed `--format json` output.
struct JSONShape {
  let object: [String: Any]

  init(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let parsed = try JSONSerialization.jsonObject(with: data)
    object = try #require(
      parsed as? [String: Any], "not a JSON object", sourceLocation: sourceLocation)
  }

  var series: [[String: Any]] { object["series"] as? [[String: Any]] ?? [] }
  var referenceLines: [[String: Any]] { object["referenceLines"] as? [[String: Any]] ?? [] }
  var text: [String: Any] { object["text"] as? [String: Any] ?? [:] }
  var textLevels: [String] { Array(text.keys) }

  /// The keys the README documents: title, kind, locale, text, series (with their statistics and
  /// trend) and reference lines.
  func expectDocumentedKeys(sourceLocation: SourceLocation = #_sourceLocation) {
    for key in ["title", "kind", "locale", "text", "series"] {
      #expect(object[key] != nil, "missing '\(key)'", sourceLocation: sourceLocation)
    }
    #expect(object["title"] is String, sourceLocation: sourceLocation)
    #expect(object["kind"] is String, sourceLocation: sourceLocation)
    #expect(object["locale"] as? String == "en", sourceLocation: sourceLocation)
    for (level, value) in text {
      if level == "readout" {
        #expect(
          value is [String], "'text.readout' is not a list of strings",
          sourceLocation: sourceLocation)
      } else {
        #expect(value is String, "'text.\(level)' is not a string", sourceLocation: sourceLocation)
      }
    }
    #expect(!series.isEmpty, "no series", sourceLocation: sourceLocation)
    for (index, series) in series.enumerated() {
      let missing = [
        "name", "count", "missing", "min", "max", "mean", "median", "first", "last",
      ].filter { series[$0] == nil }
      #expect(missing.isEmpty, "series[\(index)] lacks \(missing)", sourceLocation: sourceLocation)
      for key in ["min", "max", "first", "last"] {
        let point = series[key] as? [String: Any]
        #expect(
          point?["x"] != nil && point?["y"] is Double, "series[\(index)].\(key) is not {x, y}",
          sourceLocation: sourceLocation)
      }
      // A trend is computed for ordered x values; categories and pie slices have none.
      if let trend = series["trend"] as? [String: Any] {
        #expect(
          ["rising", "falling", "none"].contains(trend["direction"] as? String),
          "series[\(index)].trend.direction", sourceLocation: sourceLocation)
        #expect(
          trend.keys.contains("pValue") && trend.keys.contains("slope"),
          "series[\(index)].trend lacks pValue or slope", sourceLocation: sourceLocation)
      }
    }
    for (index, line) in referenceLines.enumerated() {
      let missing = ["label", "value", "above", "below"].filter { line[$0] == nil }
      #expect(
        missing.isEmpty, "referenceLines[\(index)] lacks \(missing)", sourceLocation: sourceLocation
      )
    }
  }
}

/// Parses SSML as XML and checks its root; returns the text content.
@discardableResult
func expectWellFormedSSML(
  _ data: Data, sourceLocation: SourceLocation = #_sourceLocation
) throws -> String {
  let document = try XMLDocument(data: data)
  let root = try #require(document.rootElement(), sourceLocation: sourceLocation)
  #expect(root.name == "speak", sourceLocation: sourceLocation)
  #expect(root.attribute(forName: "xml:lang")?.stringValue == "en", sourceLocation: sourceLocation)
  #expect((root.elements(forName: "p")).count >= 1, sourceLocation: sourceLocation)
  return root.stringValue ?? ""
}
