import ChartVoiceTestSupport
import Foundation
import Testing

/// Runtime failures exit 1 with exactly one line on standard error that names the file and the
/// line or field, print nothing on standard output and create no file.
@Suite struct RuntimeFailureTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// Files written into the working directory first.
    var files: [String: String] = [:]
    var input: String
    var options: [String] = []
    /// The start of the error line: `file:line[:column]: error: ` or `Error: …`.
    var prefix: String
    /// Words the rest of the line must contain.
    var mentions: [String]
    var testDescription: String { name }
  }

  static let revenueCSV = "month,revenue\n2024-01,41200\n2024-02,39500\n2024-03,43800\n"

  static let cases: [Case] = [
    Case(
      name: "missing file", input: "missing.json",
      prefix: "Error: cannot read 'missing.json'", mentions: ["no such file"]),
    Case(
      name: "an empty path", input: "", prefix: "Error: cannot read '': no such file", mentions: []),
    Case(
      name: "a folder for a file", files: ["folder.json/.keep": ""], input: "folder.json",
      prefix: "Error: cannot read 'folder.json'", mentions: ["directory"]),
    Case(
      name: "malformed JSON",
      files: ["bad.json": "{\n  \"title\": \"x\",\n  \"kind\": \"line\",,\n}\n"],
      input: "bad.json", prefix: "bad.json:3:18: error: ", mentions: ["','"]),
    Case(
      name: "JSON with a string for a number",
      files: [
        "string.json": """
        {
          "title": "t", "kind": "line",
          "xAxis": { "title": "x", "type": "numeric" },
          "yAxis": { "title": "y", "type": "numeric" },
          "series": [{ "name": "s", "points": [
            { "x": 1, "y": 2 },
            { "x": 2, "y": "n/a" }
          ] }]
        }
        """
      ],
      input: "string.json", prefix: "string.json:7:20: error: ",
      mentions: ["'series[0].points[1].y'", "\"n/a\""]),
    Case(
      name: "'abc' in a numeric CSV column",
      files: ["abc.csv": "month,revenue\n2024-01,41200\n2024-02,abc\n2024-03,43800\n"],
      input: "abc.csv", prefix: "abc.csv:3:", mentions: ["'revenue'", "'abc'", "not a number"]),
    Case(
      name: "unknown --y column", files: ["revenue.csv": revenueCSV], input: "revenue.csv",
      options: ["--y", "profit"], prefix: "revenue.csv:1: error: ",
      mentions: ["'profit'", "'month'", "'revenue'"]),
    Case(
      name: "unknown --x column", files: ["revenue.csv": revenueCSV], input: "revenue.csv",
      options: ["--x", "monat"], prefix: "revenue.csv:1: error: ", mentions: ["'monat'", "'month'"]),
    Case(
      name: "every y value null",
      files: [
        "nulls.json": """
        {"title": "n", "kind": "line",
         "xAxis": {"title": "x", "type": "numeric"}, "yAxis": {"title": "y", "type": "numeric"},
         "series": [{"name": "s", "points": [{"x": 1, "y": null}, {"x": 2, "y": null}]}]}
        """
      ],
      input: "nulls.json", prefix: "nulls.json:", mentions: ["null"]),
    Case(
      name: "a CSV column of empty cells",
      files: ["empty.csv": "x,y\n1,\n2,\n3,\n"], input: "empty.csv", prefix: "empty.csv:",
      mentions: []),
    Case(
      name: "phrase files not found", files: ["revenue.csv": revenueCSV], input: "revenue.csv",
      options: ["--locales-dir", "no-such-folder"], prefix: "Error: cannot find the phrase files",
      mentions: ["no-such-folder"]),
  ]

  @Test(arguments: cases, ["describe", "speak"])
  func failure(_ testCase: Case, command: String) throws {
    let directory = try TemporaryDirectory()
    for (name, text) in testCase.files {
      let url = directory.url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let before = try directory.contents()
    var arguments = [command, testCase.input] + testCase.options
    if command == "speak" { arguments += ["-o", "out.wav"] }
    let result = try CLI.run(arguments, in: directory.url)
    let line = expectFailure(result)
    #expect(line.hasPrefix(testCase.prefix), "\(line)")
    for word in testCase.mentions {
      #expect(line.contains(word), "'\(word)' missing from: \(line)")
    }
    #expect(try directory.contents() == before, "files were created")
  }

  /// A failure to write standard output (a full disk, a closed terminal) is one line and exit 1,
  /// never a crash.
  @Test(arguments: [["describe", CLI.example("monthly-revenue.json")], ["locales"], ["--help"]])
  func unwritableStandardOutput(_ arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let result = try CLI.run(arguments, stdout: full)
    #expect(result.status == 1, "exit status; stderr: \(result.stderr.prefix(300))")
    #expect(result.stderrLines.count == 1, "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains("standard output"))
  }

  @Test func malformedJSONFromStandardInputNamesStdin() throws {
    let result = try CLI.run(["describe"], stdin: Data("{\"title\": }".utf8))
    let line = expectFailure(result)
    #expect(line.hasPrefix("<stdin>:1:11: error: "), "\(line)")
  }
}
