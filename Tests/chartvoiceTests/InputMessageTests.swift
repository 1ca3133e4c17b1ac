import ChartVoiceTestSupport
import Foundation
import Testing

/// Inputs that were misread or misreported (issue 13): a FIFO read as empty, UTF-16 called
/// binary, CR-only line ends miscounted, and an expression quoted whole in its error.
@Suite struct InputMessageTests {
  static let csv = "month,revenue\n2024-01,2\n2024-02,4\n2024-03,3\n"

  static func describe(_ name: String, in directory: TemporaryDirectory) throws -> ExecutableResult {
    try CLI.run(["describe", name, "--level", "alt"], in: directory.url)
  }

  /// A FIFO (as `<(…)` gives) is opened once and read once.
  @Test func aCSVFromAFIFOIsReadOnce() throws {
    let directory = try TemporaryDirectory()
    try directory.write("plain.csv", Self.csv)
    let expected = try Self.describe("plain.csv", in: directory)
    #expect(expected.status == 0)
    for name in ["table.csv", "substitution"] {
      let fifo = directory.url.appendingPathComponent(name).path
      #expect(mkfifo(fifo, 0o644) == 0)
      let text = Self.csv
      Thread.detachNewThread {
        if let handle = FileHandle(forWritingAtPath: fifo) {
          try? handle.write(contentsOf: Data(text.utf8))
          try? handle.close()
        }
      }
      let result = try Self.describe(name, in: directory)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdoutText == expected.stdoutText, "\(result.stdoutText)")
    }
  }

  @Test(arguments: [
    ("little-endian with a BOM", [0xFF, 0xFE] as [UInt8], false),
    ("big-endian with a BOM", [0xFE, 0xFF], true),
    ("little-endian without a BOM", [], false),
  ])
  func utf16IsConvertedNotCalledBinary(_ name: String, _ bom: [UInt8], _ bigEndian: Bool) throws {
    let directory = try TemporaryDirectory()
    try directory.write("plain.csv", Self.csv)
    let expected = try Self.describe("plain.csv", in: directory)
    var bytes = bom
    for unit in Self.csv.utf16 {
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      bytes += bigEndian ? [high, low] : [low, high]
    }
    try Data(bytes).write(to: directory.url.appendingPathComponent("wide.csv"))
    let result = try Self.describe("wide.csv", in: directory)
    #expect(result.status == 0, "\(name): \(result.stderr)")
    #expect(!result.stderr.contains("binary"))
    #expect(result.stdoutText == expected.stdoutText)
  }

  @Test func lineNumbersCountCarriageReturnsAlone() throws {
    let directory = try TemporaryDirectory()
    try directory.write("mac.json", "{\"series\": [\r\r{\"points\": [{\"x\": 1, \"y\": }]}]}")
    try directory.write("dos.json", "{\"series\": [\r\n\r\n{\"points\": [{\"x\": 1, \"y\": }]}]}")
    for name in ["mac.json", "dos.json"] {
      let result = try Self.describe(name, in: directory)
      #expect(result.status == 1)
      #expect(result.stderr.hasPrefix("\(name):3:27: error:"), "\(result.stderr)")
    }
  }

  /// A 10,000-character expression is quoted by its first 200 characters.
  @Test func anErrorQuotesAtMost200CharactersOfTheInput() throws {
    let directory = try TemporaryDirectory()
    let expression = String(repeating: "datum.a + ", count: 1_000) + "nosuch(1)"
    try directory.write(
      "long.vl.json",
      #"{"data": {"values": [{"a": 1}]}, "transform": [{"calculate": "\#(expression)", "as": "b"}], "mark": "point", "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}}"#
    )
    let result = try Self.describe("long.vl.json", in: directory)
    #expect(result.status == 1)
    let line = result.stderr.trimmingCharacters(in: .newlines)
    #expect(!line.contains("\n"))
    #expect(line.hasPrefix("long.vl.json:1:"), "\(line.prefix(300))")
    #expect(line.contains(String(expression.prefix(200)) + "…"), "\(line.prefix(300))")
    #expect(line.count < 400, "\(line.count) characters")
  }

  /// Values, keys and option values quoted whole made error lines of thousands of characters;
  /// each quote is cut to its first 200 characters, and a list of 10,000 column names cuts the
  /// line at 1,000.
  @Test func everyQuoteOfTheInputIsCutTo200Characters() throws {
    let directory = try TemporaryDirectory()
    let long = String(repeating: "z", count: 5_000)
    try directory.write(
      "value.json", #"{"series": [{"points": [{"x": "2024-01", "y": 1}, {"x": "\#(long)", "y": 2}]}]}"#)
    try directory.write("key.json", #"{"title": "t", "\#(long)": 1}"#)
    try directory.write(
      "field.vl.json",
      #"{"data": {"values": [{"a": 1}]}, "mark": "bar", "encoding": {"x": {"field": "\#(long)", "type": "nominal"}}}"#)
    let header = (0..<10_000).map { "c\($0)" }.joined(separator: ",")
    try directory.write("wide.csv", header + "\n" + (0..<10_000).map { "\($0 % 7)" }.joined(separator: ",") + "\n")
    let runs = [
      ["describe", "value.json"], ["describe", "key.json"], ["describe", "field.vl.json"],
      ["describe", "--format", long, "value.json"], ["describe", "wide.csv", "--y", long],
    ]
    for arguments in runs {
      let result = try CLI.run(arguments, in: directory.url)
      #expect(result.status != 0, "\(arguments.prefix(2))")
      let line = try #require(result.stderr.split(separator: "\n").first)
      #expect(line.contains(String(long.prefix(200)) + "…"), "\(line.prefix(300))")
      #expect(!line.contains(String(long.prefix(201))), "\(line.prefix(300))")
      #expect(line.count <= 1_001, "\(arguments.prefix(2)): \(line.count) characters")
    }
  }
}
