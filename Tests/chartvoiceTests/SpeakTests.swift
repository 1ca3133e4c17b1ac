import ChartVoiceTestSupport
import Foundation
import Testing

/// `speak` end to end. espeak-ng's output varies slightly between calls, so audio is compared by
/// its header and duration, never by bytes.
@Suite(.tags(.espeak), .enabled(if: CLI.espeakIsAvailable, "espeak-ng is not installed"))
struct SpeakTests {
  static let revenue = CLI.example("monthly-revenue.json")

  /// The number of words espeak-ng reads for a level of the revenue example.
  func spokenWordCount(level: String) throws -> Int {
    let result = try CLI.run(["describe", Self.revenue, "--format", "json", "--level", level])
    let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    let speech = try #require(json?["speech"] as? [String: Any])
    let text: String
    if let lines = speech[level] as? [String] {
      text = lines.joined(separator: " ")
    } else {
      text = try #require(speech[level] as? String)
    }
    return text.split(whereSeparator: \.isWhitespace).count
  }

  @Test func writesAWAVFileOfPlausibleDuration() throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(["speak", Self.revenue, "--no-tones", "-o", "revenue.wav"], in: directory.url)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Wrote revenue.wav: "), "\(result.stderr.prefix(300))")

    let wav = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("revenue.wav")))
    wav.expectSpeechFormat()
    // speak says the alt text by default (the summary with --level summary).
    let words = try spokenWordCount(level: "alt")
    let expected = Double(words) / 175 * 60
    #expect(
      wav.duration > expected * 0.5 && wav.duration < expected * 2,
      "\(wav.duration) s for \(words) words at 175 wpm (expected about \(expected) s)")
    // The message states the same duration, to a tenth of a second.
    #expect(result.stderr.contains(String(format: "%.1f seconds", wav.duration)))
  }

  @Test func readoutLevelIsLongerThanAltLevel() throws {
    let directory = try TemporaryDirectory()
    for level in ["alt", "readout", "all"] {
      let result = try CLI.run(
        ["speak", Self.revenue, "--no-tones", "-l", level, "-o", "\(level).wav"], in: directory.url)
      #expect(result.status == 0, "\(level): \(result.stderr.prefix(300))")
    }
    let alt = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("alt.wav")))
    let readout = try WAVFacts(
      Data(contentsOf: directory.url.appendingPathComponent("readout.wav")))
    let all = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("all.wav")))
    for wav in [alt, readout, all] { wav.expectSpeechFormat() }
    #expect(alt.duration < all.duration && readout.duration < all.duration)
    let altWords = try spokenWordCount(level: "alt")
    let expected = Double(altWords) / 175 * 60
    #expect(alt.duration > expected * 0.5 && alt.duration < expected * 2, "\(alt.duration) s")
  }

  @Test func rate300IsClearlyShorterThanRate150() throws {
    let directory = try TemporaryDirectory()
    for rate in ["150", "300"] {
      let result = try CLI.run(
        ["speak", Self.revenue, "--no-tones", "--rate", rate, "-o", "\(rate).wav"], in: directory.url)
      #expect(result.status == 0, "\(result.stderr.prefix(300))")
    }
    let slow = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("150.wav")))
    let fast = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("300.wav")))
    #expect(
      fast.duration < slow.duration * 0.75,
      "300 wpm: \(fast.duration) s, 150 wpm: \(slow.duration) s")
  }

  @Test func dashWritesTheSameKindOfWAVToAPipe() throws {
    let directory = try TemporaryDirectory()
    let toFile = try CLI.run(["speak", Self.revenue, "--no-tones", "-o", "file.wav"], in: directory.url)
    #expect(toFile.status == 0)
    let file = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("file.wav")))

    let toPipe = try CLI.run(["speak", Self.revenue, "--no-tones", "-o", "-"], in: directory.url)
    #expect(toPipe.status == 0, "\(toPipe.stderr.prefix(300))")
    #expect(toPipe.stderr.isEmpty, "\(toPipe.stderr.prefix(300))")
    let piped = try WAVFacts(toPipe.stdout)
    piped.expectSpeechFormat()
    #expect(
      abs(piped.duration - file.duration) < file.duration * 0.1,
      "pipe \(piped.duration) s, file \(file.duration) s")
    #expect(try directory.contents() == ["file.wav"])
  }

  /// Standard output that is a pipe takes the audio when `-o` is left out.
  @Test func noOutputOptionWritesToAPipe() throws {
    let result = try CLI.run(
      ["speak", "--level", "alt", "--no-tones"], stdin: try CLI.exampleData("monthly-revenue.json"))
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    try WAVFacts(result.stdout).expectSpeechFormat()
  }

  @Test func replacesAnExistingFileAtomically() throws {
    let directory = try TemporaryDirectory()
    try directory.write("out.wav", "not audio")
    let result = try CLI.run(
      ["speak", Self.revenue, "--level", "alt", "--no-tones", "-o", "out.wav"], in: directory.url)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    #expect(try directory.contents() == ["out.wav"], "temporary files left behind")
    try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("out.wav")))
      .expectSpeechFormat()
  }

  @Test func missingDirectoryFailsAndLeavesNothing() throws {
    let directory = try TemporaryDirectory()
    let target = directory.path("no-such-dir/x.wav")
    let result = try CLI.run(["speak", Self.revenue, "--level", "alt", "-o", target])
    let line = expectFailure(result)
    #expect(line.contains("'\(target)'"), "\(line)")
    #expect(line.contains("does not exist"), "\(line)")
    #expect(try directory.contents().isEmpty)

    let root = try CLI.run([
      "speak", Self.revenue, "--level", "alt", "-o", "/nonexistent-dir/x.wav",
    ])
    expectFailure(root)
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent-dir"))
  }

  @Test func aFailedWriteKeepsTheOldFile() throws {
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent("taken.wav"), withIntermediateDirectories: false)
    let result = try CLI.run(
      ["speak", Self.revenue, "--level", "alt", "-o", "taken.wav"], in: directory.url)
    let line = expectFailure(result)
    #expect(line.contains("'taken.wav'"), "\(line)")
    #expect(try directory.contents() == ["taken.wav"], "temporary files left behind")
  }

  // MARK: - voices

  @Test func voicesListsVoices() throws {
    let result = try CLI.run(["voices"])
    expectSuccess(result)
    let lines = result.stdoutText.split(separator: "\n")
    #expect(lines.first?.hasPrefix("NAME") == true)
    #expect(lines.count > 10, "only \(lines.count) lines")
    #expect(lines.contains { $0.contains("en-us") || $0.contains("en-US") })
  }

  @Test func voicesLanguageFilters() throws {
    let all = try CLI.run(["voices"])
    let german = try CLI.run(["voices", "--language", "de"])
    expectSuccess(german)
    let rows = german.stdoutText.split(separator: "\n").dropFirst()
    #expect(!rows.isEmpty, "no German voice")
    #expect(rows.count < all.stdoutText.split(separator: "\n").count - 1)
    // Columns: NAME (28 characters), IDENTIFIER (22), LANGUAGES (comma-separated).
    for row in rows {
      let languages = row.dropFirst(50).split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      #expect(languages.contains { $0 == "de" || $0.hasPrefix("de-") }, "not German: \(row)")
    }
  }
}

// MARK: - Ogg Opus

/// `-o x.opus` and `--audio-format opus`: compressed audio of the same length, the captions in
/// step with it.
@Suite(.tags(.espeak), .enabled(if: CLI.espeakIsAvailable, "espeak-ng is not installed"))
struct SpeakOpusTests {
  /// The tones are computed, not synthesized: the Opus file plays exactly as long as the WAV,
  /// and both get the same captions.
  @Test func opusTonesLastExactlyAsLongAsTheWAV() throws {
    let directory = try TemporaryDirectory()
    for name in ["tones.wav", "tones.opus"] {
      let result = try CLI.run(
        ["sonify", SpeakTests.revenue, "-o", name, "--transcript", name + ".vtt"], in: directory.url)
      #expect(result.status == 0, "\(result.stderr.prefix(300))")
    }
    let wav = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("tones.wav")))
    let opus = try OggOpusFacts(Data(contentsOf: directory.url.appendingPathComponent("tones.opus")))
    #expect(opus.channelCount == 2 && opus.inputSampleRate == 22_050)
    #expect(abs(opus.duration - wav.duration) <= 1.0 / 48_000, "opus \(opus.duration) s, wav \(wav.duration) s")
    let captions = try ["tones.wav.vtt", "tones.opus.vtt"].map {
      try String(contentsOf: directory.url.appendingPathComponent($0), encoding: .utf8)
    }
    #expect(captions[0] == captions[1] && captions[0].contains("-->"))
  }

  @Test func speakWritesOpusAndSaysItsLength() throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(["speak", SpeakTests.revenue, "--no-tones", "-o", "revenue.opus"], in: directory.url)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    let opus = try OggOpusFacts(Data(contentsOf: directory.url.appendingPathComponent("revenue.opus")))
    #expect(opus.channelCount == 1 && opus.duration > 2, "\(opus.duration) s")
    #expect(
      result.stderr.contains(String(format: "Wrote revenue.opus: %.1f seconds", opus.duration)), "\(result.stderr)")
    #expect(try directory.contents() == ["revenue.opus"])
  }

  @Test func theFormatOptionChoosesOpusForAPipe() throws {
    let result = try CLI.run(["sonify", SpeakTests.revenue, "--audio-format", "opus", "-o", "-"])
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    #expect(try OggOpusFacts(result.stdout).duration > 1)
  }

  @Test func aFormatThatContradictsTheExtensionIsAUsageError() throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(
      ["sonify", SpeakTests.revenue, "-o", "tones.wav", "--audio-format", "opus"], in: directory.url)
    let line = expectUsageError(result, command: "sonify")
    #expect(line.contains("'-o tones.wav' names a wav file but '--audio-format' is opus"), "\(line)")
    #expect(try directory.contents().isEmpty)
  }
}

// MARK: - WAV

/// The facts of a canonical 44-byte-header PCM WAV file, read little-endian.
struct WAVFacts {
  let bytes: [UInt8]

  init(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
    bytes = [UInt8](data)
    try #require(
      bytes.count >= 44, "\(bytes.count) bytes is too short for a WAV header",
      sourceLocation: sourceLocation)
  }

  func tag(at offset: Int) -> String { String(decoding: bytes[offset..<offset + 4], as: UTF8.self) }
  func u16(at offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
  func u32(at offset: Int) -> Int { u16(at: offset) | u16(at: offset + 2) << 16 }

  var byteRate: Int { u32(at: 28) }
  var dataSize: Int { u32(at: 40) }

  /// Seconds of audio the data chunk holds.
  var duration: Double { Double(dataSize) / Double(max(byteRate, 1)) }

  /// RIFF/WAVE, PCM, mono, 22,050 Hz, 16-bit, with sizes that match the file.
  func expectSpeechFormat(
    channels: Int = 1, sampleRate: Int = 22_050, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let tags = [tag(at: 0), tag(at: 8), tag(at: 12), tag(at: 36)]
    #expect(tags == ["RIFF", "WAVE", "fmt ", "data"], sourceLocation: sourceLocation)
    #expect(u32(at: 16) == 16, "fmt chunk size", sourceLocation: sourceLocation)
    #expect(u16(at: 20) == 1, "not PCM", sourceLocation: sourceLocation)
    #expect(Int(u16(at: 22)) == channels, "channel count", sourceLocation: sourceLocation)
    #expect(Int(u32(at: 24)) == sampleRate, "sample rate", sourceLocation: sourceLocation)
    #expect(u16(at: 34) == 16, "bits per sample", sourceLocation: sourceLocation)
    #expect(
      Int(u16(at: 32)) == 2 * channels && Int(byteRate) == sampleRate * 2 * channels, "block align and byte rate",
      sourceLocation: sourceLocation)
    #expect(
      dataSize == bytes.count - 44, "data size \(dataSize), file \(bytes.count) bytes",
      sourceLocation: sourceLocation)
    #expect(u32(at: 4) == bytes.count - 8, "RIFF size", sourceLocation: sourceLocation)
    #expect(duration > 0.5, "only \(duration) s of audio", sourceLocation: sourceLocation)
  }
}
