import ChartVoiceTestSupport
import Foundation
import Testing

/// `speak … --out-dir`: one audio file (and transcript) per input, as `speak -o` writes it alone,
/// keeping going past a bad input or stopping at the first with `--fail-fast`.
@Suite struct SpeakBatchTests {
  /// Two good charts, a bad one and a chart whose importer leaves a channel out.
  static func folder() throws -> TemporaryDirectory {
    try PublishingTests.batchFolder()
  }

  static func written(_ folder: TemporaryDirectory, _ name: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path(name)).sorted()
  }

  @Test func eachInputGetsTheAudioAndTranscriptSpeakWritesAlone() throws {
    let folder = try Self.folder()
    let result = try CLI.run(
      ["speak", "a.csv", "sized.vl.json", "c.csv", "--out-dir", "out", "--transcripts", "--locale", "de"],
      in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("sized.vl.json: warning: the 'size' channel ('p')"))
    #expect(result.stderr.hasSuffix("Wrote 3 of 3 audio files into 'out'; 1 with notices (the warnings above).\n"))
    #expect(
      try Self.written(folder, "out") == ["a.vtt", "a.wav", "c.vtt", "c.wav", "sized.vtt", "sized.wav"])
    for name in ["a", "sized", "c"] {
      let input = name == "sized" ? "sized.vl.json" : name + ".csv"
      let alone = try CLI.run(
        ["speak", input, "-o", "\(name)-alone.wav", "--transcript", "\(name)-alone.vtt", "--locale", "de"],
        in: folder.url)
      #expect(alone.status == 0, "\(alone.stderr)")
      // espeak-ng's length varies with what it spoke before (by a few milliseconds, once by
      // 100 ms in a sentence on a loaded machine), and a batch speaks its inputs' sentences
      // interleaved in an order the scheduler picks: the same captions at the same times, within
      // a tolerance that such a difference carried to the later cues stays inside.
      let batch = try WAVFacts(Data(contentsOf: folder.url.appendingPathComponent("out/\(name).wav")))
      let single = try WAVFacts(Data(contentsOf: folder.url.appendingPathComponent("\(name)-alone.wav")))
      #expect(abs(batch.duration - single.duration) < 0.25, "\(name): \(batch.duration) s, \(single.duration) s")
      let batchCues = try Self.cues(folder.path("out/\(name).vtt"))
      let singleCues = try Self.cues(folder.path("\(name)-alone.vtt"))
      #expect(batchCues.map(\.text) == singleCues.map(\.text))
      #expect(batchCues.count >= 2)
      for (one, other) in zip(batchCues, singleCues) {
        #expect(abs(one.start - other.start) < 0.25 && abs(one.end - other.end) < 0.25, "\(one) \(other)")
      }
    }
  }

  /// The cues of a WebVTT file: start and end in seconds, and the text.
  static func cues(_ path: String) throws -> [(start: Double, end: Double, text: String)] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("WEBVTT\n"))
    func seconds(_ time: Substring) -> Double {
      time.split(separator: ":").reduce(0) { $0 * 60 + (Double($1) ?? .nan) }
    }
    return text.components(separatedBy: "\n\n").compactMap { block in
      let lines = block.split(separator: "\n")
      guard let timing = lines.firstIndex(where: { $0.contains(" --> ") }) else { return nil }
      let times = lines[timing].components(separatedBy: " --> ")
      return (
        seconds(Substring(times[0])), seconds(Substring(times[1])), lines[(timing + 1)...].joined(separator: "\n")
      )
    }
  }

  @Test func aBadInputIsReportedAndTheOthersAreSpoken() throws {
    let folder = try Self.folder()
    let result = try CLI.run(
      ["speak", "a.csv", "bad.csv", "c.csv", "--out-dir", "out", "--transcripts", "--no-tones"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stderr.contains("bad.csv:3:2: error: 'y': 'oops' is not a number"))
    #expect(result.stderr.contains("Wrote 2 of 3 audio files into 'out'.\n"))
    #expect(result.stderr.hasSuffix("Error: 1 of 3 inputs could not be spoken\n"))
    #expect(try Self.written(folder, "out") == ["a.vtt", "a.wav", "c.vtt", "c.wav"])
  }

  @Test func failFastStopsAtTheFirstFailureInOrder() throws {
    let folder = try Self.folder()
    let result = try CLI.run(
      ["speak", "a.csv", "bad.csv", "c.csv", "--out-dir", "out", "--fail-fast", "--tones-only"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stderr.contains("Wrote 1 of 3 audio files into 'out'.\n"))
    #expect(
      result.stderr.hasSuffix(
        "Error: stopped at the first input that could not be spoken (--fail-fast); 1 not spoken\n"))
    #expect(try Self.written(folder, "out") == ["a.wav"])
  }

  @Test func opusFilesAndClashingNamesKeepingTheirExtension() throws {
    let folder = try PublishingTests.clashingFolder()
    let result = try CLI.run(
      ["speak", "x.csv", "x.json", "--out-dir", "out", "--audio-format", "opus", "--transcripts"], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.written(folder, "out") == ["x.csv.opus", "x.csv.vtt", "x.json.opus", "x.json.vtt"])
    for name in ["x.csv", "x.json"] {
      let opus = try OggOpusFacts(Data(contentsOf: folder.url.appendingPathComponent("out/\(name).opus")))
      #expect(opus.duration > 2, "\(name): \(opus.duration) s")
    }
  }

  /// Both files or neither: a transcript that cannot be written takes back its audio.
  @Test func aTranscriptThatCannotBeWrittenTakesBackItsAudio() throws {
    let folder = try Self.folder()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("out/a.vtt"), withIntermediateDirectories: true)
    let result = try CLI.run(
      ["speak", "a.csv", "c.csv", "--out-dir", "out", "--transcripts", "--tones-only"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.stderr.contains("a.csv: "), "\(result.stderr)")
    #expect(result.stderr.contains("Wrote 1 of 2 audio files into 'out'.\n"))
    #expect(try Self.written(folder, "out") == ["a.vtt", "c.vtt", "c.wav"])
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Case(
      arguments: ["a.csv", "c.csv", "-o", "x.wav"],
      message: "2 inputs need '--out-dir <dir>' to write one audio file each"),
    Case(
      arguments: ["a.csv", "--out-dir", "o", "-o", "x.wav"], message: "'-o' and '--out-dir' cannot be used together"),
    Case(
      arguments: ["a.csv", "--out-dir", "o", "--transcript", "x.vtt"],
      message:
        "with '--out-dir', '--transcripts' writes each input's transcript beside its audio; '--transcript <file>' names one file"
    ),
    Case(
      arguments: ["a.csv", "-o", "x.wav", "--transcripts"],
      message: "'--transcripts' is an option of '--out-dir <dir>'; give one file with '--transcript <file>'"),
    Case(
      arguments: ["a.csv", "-o", "x.wav", "--fail-fast"], message: "'--fail-fast' is an option of '--out-dir <dir>'"),
    Case(
      arguments: ["-", "--out-dir", "o"], message: "'-' (standard input) cannot be spoken into '--out-dir'; give files"),
    Case(
      arguments: ["a.csv", "a.csv", "--out-dir", "o"],
      message: "'a.csv' and 'a.csv' would both be written to 'a.csv.wav'; write them into different folders"),
  ])
  func misplacedOptionsAreUsageErrors(_ test: Case) throws {
    let folder = try Self.folder()
    let result = try CLI.run(["speak"] + test.arguments, in: folder.url)
    #expect(expectUsageError(result, command: "speak") == test.message)
    #expect(!FileManager.default.fileExists(atPath: folder.path("o")))
  }
}
