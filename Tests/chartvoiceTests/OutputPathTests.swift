import ChartVoiceTestSupport
import Foundation
import Testing

/// Output paths are never clobbered (issue 13). Devices are tested on a device node the test
/// makes in its own folder (as root) and on a FIFO, which takes the same path as `/dev/null`
/// (written in place, never replaced), so no test can damage the machine's real devices.
@Suite struct OutputPathTests {
  /// `speak x.json -o /dev/null` as root: the output is written into the device, which stays a
  /// device (a rename into place would make it a regular file).
  @Test(.enabled(if: FileSystemProbe.canMakeDevices)) func aDeviceOutputStaysADevice() throws {
    let directory = try TemporaryDirectory()
    let device = directory.url.appendingPathComponent("null").path
    #expect(FileSystemProbe.makeNullDevice(at: device))
    let result = try CLI.run(
      ["sonify", CLI.example("monthly-revenue.json"), "-o", "null"], in: directory.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileSystemProbe.kind(device) == S_IFCHR)
    #expect(try directory.contents() == ["null"])
    // A device is no file that two outputs would overwrite: both may go to it.
    let both = try CLI.run(
      ["sonify", CLI.example("monthly-revenue.json"), "-o", "null", "--transcript", "./null"],
      in: directory.url)
    #expect(both.status == 0, "\(both.stderr)")
    #expect(FileSystemProbe.kind(device) == S_IFCHR)
    #expect(try directory.contents() == ["null"])
  }

  @Test func aFIFOOutputIsWrittenAndStaysAFIFO() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.url.appendingPathComponent("out.wav").path
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(symlink("out.wav", directory.url.appendingPathComponent("link.wav").path) == 0)
    for name in ["out.wav", "link.wav"] {
      let reader = FIFODrain(fifo)
      let result = try CLI.run(
        ["sonify", CLI.example("monthly-revenue.json"), "-o", name], in: directory.url)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(reader.value.prefix(4) == Data("RIFF".utf8))
      #expect(FileSystemProbe.kind(fifo) == S_IFIFO)
      #expect(FileSystemProbe.kind(directory.url.appendingPathComponent("link.wav").path) == S_IFLNK)
    }
    #expect(try directory.contents() == ["link.wav", "out.wav"])
  }

  @Test func aTranscriptThroughALinkKeepsTheLink() throws {
    let directory = try TemporaryDirectory()
    try directory.write("real.vtt", "old")
    #expect(symlink("real.vtt", directory.url.appendingPathComponent("t.vtt").path) == 0)
    let result = try CLI.run(
      ["sonify", CLI.example("monthly-revenue.json"), "-o", "a.wav", "--transcript", "t.vtt"],
      in: directory.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileSystemProbe.kind(directory.url.appendingPathComponent("t.vtt").path) == S_IFLNK)
    let text = try String(contentsOf: directory.url.appendingPathComponent("real.vtt"), encoding: .utf8)
    #expect(text.hasPrefix("WEBVTT"))
    #expect(try directory.contents() == ["a.wav", "real.vtt", "t.vtt"])
  }

  /// `-o a.wav --transcript a.vtt`: both files or neither.
  @Test(arguments: [
    ["-o", "missing/a.wav", "--transcript", "a.vtt"],
    ["-o", "a.wav", "--transcript", "missing/a.vtt"],
  ])
  func audioAndTranscriptAreBothWrittenOrNeither(_ outputs: [String]) throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(["sonify", CLI.example("monthly-revenue.json")] + outputs, in: directory.url)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("missing"), "\(result.stderr)")
    #expect(try directory.contents().isEmpty)
  }

  @Test func theAudioAndTheTranscriptCannotBeOneFile() throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(
      ["sonify", CLI.example("monthly-revenue.json"), "-o", "a.wav", "--transcript", "./a.wav"],
      in: directory.url)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(try directory.contents().isEmpty)
  }

  /// `sonify c.json -o c.json` wrote the WAV over the chart, and `--transcript` likewise.
  @Test(arguments: [
    ["-o", "c.json"], ["-o", "c.wav", "--transcript", "./c.json"], ["-o", "c.wav", "--transcript", "link.vtt"],
  ])
  func audioOutputsNeverOverwriteTheInput(_ outputs: [String]) throws {
    let directory = try TemporaryDirectory()
    let chart = String(decoding: try CLI.exampleData("monthly-revenue.json"), as: UTF8.self)
    try directory.write("c.json", chart)
    #expect(symlink("c.json", directory.url.appendingPathComponent("link.vtt").path) == 0)
    let result = try CLI.run(["sonify", "c.json"] + outputs, in: directory.url)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("would overwrite the input 'c.json'"), "\(result.stderr)")
    #expect(try String(contentsOf: directory.url.appendingPathComponent("c.json"), encoding: .utf8) == chart)
    #expect(try directory.contents() == ["c.json", "link.vtt"])
  }

  /// `describe notes.md --format markdown --out-dir .` would replace its own input.
  @Test func outDirNeverOverwritesAnInput() throws {
    let directory = try TemporaryDirectory()
    let chart = String(decoding: try CLI.exampleData("monthly-revenue.json"), as: UTF8.self)
    try directory.write("sales.md", chart)  // a chart JSON file that happens to end in .md
    try directory.write("other.json", chart)
    let result = try CLI.run(
      ["describe", "other.json", "sales.md", "--input-format", "json", "--format", "markdown", "--out-dir", "."],
      in: directory.url)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("would overwrite the input 'sales.md'"), "\(result.stderr)")
    #expect(try String(contentsOf: directory.url.appendingPathComponent("sales.md"), encoding: .utf8) == chart)
    #expect(try directory.contents() == ["other.json", "sales.md"])
  }
}
