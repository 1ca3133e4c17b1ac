import ChartVoiceTestSupport
import Foundation
import Testing

/// `speak` with its audio graph, `sonify`, and transcripts, end to end.
@Suite(.tags(.espeak), .enabled(if: CLI.espeakIsAvailable, "espeak-ng is not installed"))
struct AudioGraphTests {
  static let revenue = CLI.example("monthly-revenue.json")

  @Test func speakPlaysTonesBetweenOrientationAndFacts() throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(
      ["speak", Self.revenue, "--level", "summary", "-o", "all.wav", "--transcript", "all.vtt"], in: directory.url)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    let wav = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("all.wav")))
    wav.expectSpeechFormat(channels: 2)
    let transcript = try String(contentsOf: directory.url.appendingPathComponent("all.vtt"), encoding: .utf8)
    #expect(transcript.hasPrefix("WEBVTT\n"))
    let captions = transcript.components(separatedBy: "\n\n").dropFirst()
    let texts = captions.compactMap { $0.split(separator: "\n").last.map(String.init) }
    let legend = try #require(texts.firstIndex { $0.lowercased().contains("higher pitch means") })
    let tones = try #require(texts.firstIndex { $0.hasPrefix("Audio graph of") })
    let facts = try #require(texts.firstIndex { $0.contains("target") })
    #expect(legend < tones && tones < facts)
    // The last caption ends where the audio ends.
    let lastTiming = try #require(captions.last?.split(separator: "\n").dropFirst().first)
    let end = try #require(lastTiming.components(separatedBy: " --> ").last)
    #expect(abs(seconds(end) - wav.duration) < 0.05, "\(end) vs \(wav.duration)")
    #expect(try directory.contents() == ["all.vtt", "all.wav"])
  }

  /// `speak`'s default: the alt text, the one-sentence legend, the tones; `--legend full` says
  /// the whole legend.
  @Test func speakSaysTheAltTextAndAShortLegendByDefault() throws {
    let directory = try TemporaryDirectory()
    let short = try CLI.run(["speak", Self.revenue, "-o", "a.wav", "--transcript", "a.vtt"], in: directory.url)
    #expect(short.status == 0, "\(short.stderr.prefix(300))")
    let full = try CLI.run(
      ["speak", Self.revenue, "--legend", "full", "-o", "b.wav", "--transcript", "b.vtt"], in: directory.url)
    #expect(full.status == 0, "\(full.stderr.prefix(300))")
    func texts(_ name: String) throws -> [String] {
      let transcript = try String(contentsOf: directory.url.appendingPathComponent(name), encoding: .utf8)
      return transcript.components(separatedBy: "\n\n").dropFirst().compactMap {
        $0.split(separator: "\n").last.map(String.init)
      }
    }
    let a = try texts("a.vtt")
    #expect(a.count == 3, "\(a)")
    #expect(a.first?.hasPrefix("Line chart of revenue") == true && a[1] == "Higher pitch means higher revenue.")
    #expect(try texts("b.vtt").count > 3)
    let wav = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("a.wav")))
    #expect(wav.duration <= 30, "\(wav.duration) s")
  }

  @Test func sonifyAndTonesOnlyHaveNoSpeech() throws {
    let directory = try TemporaryDirectory()
    let sonify = try CLI.run(["sonify", Self.revenue, "-o", "tones.wav"], in: directory.url)
    #expect(sonify.status == 0, "\(sonify.stderr.prefix(300))")
    let tonesOnly = try CLI.run(["speak", Self.revenue, "--tones-only", "-o", "only.wav"], in: directory.url)
    #expect(tonesOnly.status == 0, "\(tonesOnly.stderr.prefix(300))")
    let a = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("tones.wav")))
    let b = try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("only.wav")))
    a.expectSpeechFormat(channels: 2)
    // Six points at the longest step, plus the boundary cues: about two seconds, no speech.
    #expect(a.duration > 1 && a.duration < 4, "\(a.duration) s")
    #expect(abs(a.duration - b.duration) < 0.01)
  }

  @Test func speedPresetsStepFasterInOrder() throws {
    let directory = try TemporaryDirectory()
    var durations: [Double] = []
    for speed in ["slow", "normal", "fast", "fastest"] {
      let result = try CLI.run(["sonify", Self.revenue, "--speed", speed, "-o", "\(speed).wav"], in: directory.url)
      #expect(result.status == 0, "\(result.stderr.prefix(300))")
      durations.append(try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("\(speed).wav"))).duration)
    }
    #expect(durations == durations.sorted(by: >), "\(durations)")
    #expect(durations[0] > 2 * durations[3])
  }

  @Test func audioOptionsChangeTheFile() throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(
      ["sonify", Self.revenue, "--sample-rate", "44100", "--mono", "--pitch-range", "C4-C5", "-o", "t.wav"],
      in: directory.url)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    try WAVFacts(Data(contentsOf: directory.url.appendingPathComponent("t.wav")))
      .expectSpeechFormat(channels: 1, sampleRate: 44_100)
  }

  @Test(arguments: [
    (["--pitch-range", "C6-C3"], "the lowest note must come first"),
    (["--pitch-range", "Q3-C6"], "'Q3-C6' is invalid for '--pitch-range <low-high>'"),
    (["--duration", "0"], "duration"),
    (["--duration", "abc"], "'abc' is invalid for '--duration <seconds>'"),
  ])
  func badAudioOptionsAreUsageErrors(_ options: [String], _ message: String) throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(["sonify", Self.revenue] + options + ["-o", "x.wav"], in: directory.url)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(try directory.contents().isEmpty)
  }

  private func seconds(_ timestamp: String) -> Double {
    let parts = timestamp.split(separator: ":").compactMap { Double($0) }
    return parts.count == 3 ? parts[0] * 3_600 + parts[1] * 60 + parts[2] : .nan
  }
}
