import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import chartvoice

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Nothing raw reaches a terminal or a markup consumer (issue 13): chart text holding ANSI
/// escapes, OSC 52 clipboard writes, BEL or carriage returns is shown as `\u001B`, never sent.
@Suite struct TerminalSafetyTests {
  /// OSC 52 (write "hi" to the clipboard), clear screen, BEL, a bare CR that would overprint,
  /// DEL and the one-byte CSI (U+009B).
  static let hostile = "Sales\u{1B}]52;c;aGk=\u{07} \u{1B}[2J\r\u{7F}\u{9B}31m <script>alert(1)</script>"

  /// The chart JSON of a two-series line chart whose title and series name are hostile.
  static func chart() throws -> Data {
    let json: [String: Any] = [
      "title": hostile,
      "series": [
        ["name": "north" + hostile, "points": [["x": 1, "y": 2], ["x": 2, "y": 5], ["x": 3, "y": 4]]],
        ["name": "south\u{1B}[31m", "points": [["x": 1, "y": 3], ["x": 2, "y": 1], ["x": 3, "y": 6]]],
      ],
    ]
    return try JSONSerialization.data(withJSONObject: json)
  }

  /// The control bytes a terminal acts on, C1 as UTF-8 included (0xC2 0x80–0x9F).
  static func controls(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { VisibleText.isControl($0) && $0 != "\n" }
  }

  @Test(arguments: ["text", "markdown", "json"])
  func describeShowsControlCharacters(_ format: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write("evil.json", String(decoding: try Self.chart(), as: UTF8.self))
    let result = try CLI.run(["describe", "evil.json", "--format", format], in: directory.url)
    #expect(result.status == 0, "\(result.stderr)")
    let output = result.stdoutText
    #expect(Self.controls(in: output).isEmpty, "\(output.debugDescription)")
    #expect(output.contains(format == "json" ? "\\u001b" : "\\u001B"), "\(output)")
    if format == "markdown" {
      #expect(!output.contains("<script>"), "\(output)")
      #expect(output.contains("&lt;script&gt;"), "\(output)")
    }
    if format == "json" {
      // Still JSON, and the title reads back as the input held it.
      let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
      #expect(object != nil)
    }
  }

  @Test func outDirFilesShowControlCharacters() throws {
    let directory = try TemporaryDirectory()
    try directory.write("evil.json", String(decoding: try Self.chart(), as: UTF8.self))
    for format in ["text", "markdown"] {
      let result = try CLI.run(
        ["describe", "evil.json", "--format", format, "--out-dir", "out-\(format)"], in: directory.url)
      #expect(result.status == 0, "\(result.stderr)")
      let folder = directory.url.appendingPathComponent("out-\(format)")
      for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        #expect(Self.controls(in: text).isEmpty, "\(name): \(text.debugDescription)")
      }
    }
  }

  @Test func ssmlIsWellFormedXMLWhateverTheChartHolds() throws {
    let directory = try TemporaryDirectory()
    try directory.write("evil.json", String(decoding: try Self.chart(), as: UTF8.self))
    let result = try CLI.run(["describe", "evil.json", "--format", "ssml"], in: directory.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.controls(in: result.stdoutText).isEmpty)
    let parser = XMLParser(data: Data(result.stdoutText.utf8))
    #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") \(result.stdoutText)")
    // Every C0 character XML 1.0 forbids, in a title.
    let forbidden = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    let escaped = SSML.escape("a" + forbidden + "\u{FFFE}\u{FFFF}b")
    let document = "<speak>\(escaped)</speak>"
    #expect(XMLParser(data: Data(document.utf8)).parse(), "\(document.debugDescription)")
  }

  /// An error quoting the input (a duplicate key holding an escape) shows the escape.
  @Test func errorsOnStandardErrorShowControlCharacters() throws {
    let directory = try TemporaryDirectory()
    try directory.write(
      "dup.json", #"{"series": [], "a\u001B]52;c;aGk=\u0007": 1, "a\u001B]52;c;aGk=\u0007": 2}"#)
    let result = try CLI.run(["describe", "dup.json"], in: directory.url)
    #expect(result.status == 1)
    #expect(Self.controls(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
    #expect(result.stderr.contains(#"a\u001B]52;c;aGk=\u0007"#), "\(result.stderr)")
    // A usage error quoting an argument, too.
    let usage = try CLI.run(["describe", "--format", "\u{1B}[2J", "dup.json"], in: directory.url)
    #expect(usage.status == 64)
    #expect(Self.controls(in: usage.stderr).isEmpty, "\(usage.stderr.debugDescription)")
  }

  /// A warning quoting the input (a repeated category holding an escape) shows the escape.
  @Test func warningsOnStandardErrorShowControlCharacters() throws {
    let directory = try TemporaryDirectory()
    try directory.write("dup.csv", "name,v\na\u{1B}[2J\u{07},2\na\u{1B}[2J\u{07},3\nb,4\n")
    let result = try CLI.run(["describe", "dup.csv", "--level", "alt"], in: directory.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("dup.csv: warning: 1 row repeats an x value"), "\(result.stderr)")
    #expect(Self.controls(in: result.stderr).isEmpty, "\(result.stderr.debugDescription)")
    #expect(result.stderr.contains(#"(first 'a\u001B[2J\u0007')"#), "\(result.stderr)")
  }

  @Test(arguments: [false, true])
  func exploreShowsControlCharacters(statusLine: Bool) throws {
    let text = ExploreSessionTests.Shared("")
    let errors = ExploreSessionTests.Shared("")
    let announcer = Announcer(
      options: Announcer.Options(statusLine: statusLine, speech: nil, tones: false),
      player: nil, noAudioNotice: Phrase(display: "no\u{1B}[5m audio", speech: "no audio"),
      write: { output in text.update { $0 += output } },
      writeError: { output in errors.update { $0 += output } })
    let evil = Phrase(display: Self.hostile, speech: "sales")
    try announcer.say([evil])
    try announcer.show(point: evil, sparkline: nil, before: [evil], tone: nil)
    announcer.noteNoAudio()
    announcer.finish()
    // Only the status line's own "\r" + clear-to-end-of-line is a control sequence.
    let printed = text.value.replacingOccurrences(of: "\r\u{1B}[K", with: "")
    #expect(Self.controls(in: printed).isEmpty, "\(printed.debugDescription)")
    #expect(printed.contains("\\u001B]52;c;aGk=\\u0007"), "\(printed.debugDescription)")
    #expect(Self.controls(in: errors.value).isEmpty, "\(errors.value.debugDescription)")
  }
}
