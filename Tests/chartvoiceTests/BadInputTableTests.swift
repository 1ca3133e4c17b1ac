import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 8's table of bad inputs: each with its exact message and exit code, none crashing, none
/// hanging, none leaving an output file.
@Suite struct BadInputTableTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The input file's name and bytes.
    var file: String
    var bytes: [UInt8]
    var arguments: [String] = ["describe"]
    var status: Int32
    /// The exact standard error, with the temporary folder written as `DIR`.
    var stderr: String
    var testDescription: String { name }
  }

  static func text(_ string: String) -> [UInt8] { Array(string.utf8) }

  static let cases: [Case] = [
    Case(
      name: "empty JSON", file: "empty.json", bytes: [], status: 1, stderr: "empty.json:1:1: error: the input is empty"),
    Case(
      name: "empty CSV", file: "empty.csv", bytes: [], status: 1,
      stderr: "empty.csv:1: error: the input is empty; a CSV file starts with a header row naming the columns"),
    Case(
      name: "binary garbage as JSON", file: "garbage.json", bytes: Array(0...255), status: 1,
      stderr: "garbage.json:1:1: error: expected a JSON value, found byte 0x00"),
    Case(
      name: "binary garbage as CSV", file: "garbage.csv", bytes: Array(0...255), status: 1,
      stderr: "garbage.csv:1: error: binary data (byte 0x00); a CSV or TSV file is text"),
    Case(
      name: "invalid UTF-8", file: "latin1.csv",
      bytes: text("month,revenue\n2024-01,1\n2024-02") + [0xFF] + text(",2\n"),
      status: 1, stderr: "latin1.csv:3:1: error: invalid UTF-8 (byte 0xFF); save the file as UTF-8"),
    Case(
      name: "truncated JSON", file: "truncated.json",
      bytes: text(#"{"title": "Sales", "series": [{"points": [{"x": 1, "y": 2}"#), status: 1,
      stderr: "truncated.json:1:59: error: unexpected end of input inside an array; the JSON is truncated"),
    Case(
      name: "JSON nested 10,000 levels", file: "deep.json",
      bytes: text(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)), status: 1,
      stderr: "deep.json:1:513: error: arrays and objects nest deeper than 512 levels"),
    Case(
      name: "1e400", file: "huge.json", bytes: text(#"{"series": [{"points": [{"x": 1, "y": 1e400}]}]}"#), status: 1,
      stderr: "huge.json:1:39: error: the number 1e400 is outside the range of a 64-bit floating-point number"),
    Case(
      name: "NaN", file: "nan.json", bytes: text(#"{"series": [{"points": [{"x": 1, "y": NaN}]}]}"#), status: 1,
      stderr: "nan.json:1:39: error: NaN and Infinity are not JSON numbers; write null for a missing value"),
    Case(
      name: "-0 reads as zero", file: "zero.json",
      bytes: text(#"{"series": [{"points": [{"x": -0, "y": -0}, {"x": 1, "y": 2}]}]}"#), status: 0, stderr: ""),
    Case(
      name: "10,000-character title", file: "title.json",
      bytes: text(
        #"{"title": ""# + String(repeating: "T", count: 10_000) + #"", "series": [{"points": [{"x": 1, "y": 2}]}]}"#),
      status: 0, stderr: ""),
    Case(
      name: "duplicate key", file: "duplicate.json", bytes: text(#"{"title": "A", "series": [], "title": "B"}"#),
      status: 1, stderr: "duplicate.json:1:30: error: duplicate key 'title'"),
    Case(
      name: "unknown field", file: "unknown.json", bytes: text(#"{"title": "A", "seris": []}"#), status: 1,
      stderr: "unknown.json:1:25: error: 'seris': unknown field; did you mean 'series'?"),
    Case(
      name: "wrong type", file: "type.json", bytes: text(#"{"title": 5, "series": []}"#), status: 1,
      stderr: "type.json:1:11: error: 'title': expected a string, found the number 5"),
    Case(
      name: "x values of mixed types", file: "mixed.json",
      bytes: text(#"{"series": [{"points": [{"x": "2024-01", "y": 1}, {"x": 7, "y": 2}]}]}"#), status: 1,
      stderr:
        "mixed.json:1:57: error: 'series[0].points[1].x': expected an ISO 8601 date string (the x axis is temporal), found the number 7"
    ),
    Case(
      name: "JSON larger than the limit", file: "big.json", bytes: Array(repeating: 0x20, count: 2 << 20),
      arguments: ["describe", "--max-input-mb", "1"], status: 1,
      stderr:
        "Error: 'big.json' is 2 MB, more than the 1 MB chartvoice reads whole; raise the limit with --max-input-mb, or give the data as a CSV file, which is streamed"
    ),
  ]

  @Test(arguments: cases) func describeReportsIt(_ c: Case) throws {
    let directory = try TemporaryDirectory()
    try Data(c.bytes).write(to: directory.url.appendingPathComponent(c.file))
    let result = try CLI.run(c.arguments + [c.file, "--level", "alt"], in: directory.url)
    #expect(result.status == c.status, "\(result.stderr.prefix(300))")
    #expect(result.stderr.trimmingCharacters(in: .newlines) == c.stderr)
    if c.status != 0 { #expect(result.stdout.isEmpty) }
    #expect(try directory.contents() == [c.file])
  }

  @Test func aTenMillionRowCSVWithOneBadLineAtTheEnd() throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("big.csv")
    FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    var chunk = "t,v\n"
    for row in 0..<10_000_000 {
      chunk += "\(row),\(row % 997).5\n"
      if chunk.utf8.count > 1 << 20 {
        handle.write(Data(chunk.utf8))
        chunk = ""
      }
    }
    chunk += "10000000,abc\n"
    handle.write(Data(chunk.utf8))
    try handle.close()
    let result = try CLI.run(["describe", "big.csv", "--level", "alt"], in: directory.url, timeout: 600)
    #expect(result.status == 1)
    #expect(result.stderr == "big.csv:10000002:2: error: 'v': 'abc' is not a number\n")
    #expect(result.stdout.isEmpty)
  }

  @Test func oneHundredThousandSeriesAreDescribed() throws {
    let directory = try TemporaryDirectory()
    let series = (0..<100_000).map {
      #"{"name": "s\#($0)", "points": [{"x": 1, "y": \#($0)}, {"x": 2, "y": \#($0 + 1)}]}"#
    }
    try directory.write("many.json", #"{"title": "Many", "series": ["# + series.joined(separator: ",") + "]}")
    // The timeout guards against a hang only: a debug build on a loaded machine takes minutes.
    let result = try CLI.run(["describe", "many.json", "--level", "alt"], in: directory.url, timeout: 600)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    #expect(String(decoding: result.stdout, as: UTF8.self).contains("100,000"))
  }

  @Test(.tags(.espeak), .enabled(if: CLI.espeakIsAvailable)) func aLocaleWhoseVoiceEspeakLacks() throws {
    let directory = try TemporaryDirectory()
    let english = try String(contentsOf: RepositoryPaths.locales.appendingPathComponent("en.json"), encoding: .utf8)
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("locales"), withIntermediateDirectories: true)
    try directory.write(
      "locales/en.json", english.replacingOccurrences(of: #""voice": "en-us""#, with: #""voice": "zz-none""#))
    let result = try CLI.run(
      ["speak", CLI.example("monthly-revenue.json"), "--locales-dir", "locales", "-o", "out.wav"], in: directory.url)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Error: the 'en' phrase file names the voice 'zz-none', which this espeak-ng does not have; choose one with --voice (run 'chartvoice voices' to list them)\n"
    )
    #expect(try directory.contents() == ["locales"])
  }

  struct AudioCase: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    AudioCase(name: "zero duration", arguments: ["sonify", "--duration", "0"], status: 64, message: "duration"),
    AudioCase(name: "negative duration", arguments: ["sonify", "--duration", "-2"], status: 64, message: "duration"),
    AudioCase(
      name: "inverted pitch range", arguments: ["sonify", "--pitch-range", "C6-C3"], status: 64, message: "add --invert"
    ),
    AudioCase(
      name: "unknown voice", arguments: ["speak", "--voice", "nosuchvoice"], status: 64,
      message: "unknown voice 'nosuchvoice'"),
    AudioCase(
      name: "output in a missing folder", arguments: ["speak", "-o", "/nonexistent/folder/x.wav"], status: 1,
      message: "Error: cannot write '/nonexistent/folder/x.wav': the directory '/nonexistent/folder' does not exist"),
    AudioCase(
      name: "output where files cannot be made", arguments: ["speak", "-o", "/proc/x.wav"], status: 1,
      message: "Error: cannot write '/proc/x.wav': files cannot be created in '/proc'"),
  ])
  func audioSettingsAndOutputs(_ c: AudioCase) throws {
    let directory = try TemporaryDirectory()
    var arguments = c.arguments + [CLI.example("monthly-revenue.json")]
    if !arguments.contains("-o") { arguments += ["-o", "out.wav"] }
    let result = try CLI.run(arguments, in: directory.url)
    #expect(result.status == c.status, "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains(c.message), "\(result.stderr.prefix(300))")
    #expect(result.stdout.isEmpty)
    #expect(try directory.contents().isEmpty)
  }
}
