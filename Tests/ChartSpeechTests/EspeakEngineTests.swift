import ChartAudio
import ChartNarration
import Testing

@testable import ChartSpeech

extension Tag {
  /// Tests that need the espeak-ng library and its data.
  @Tag static var espeak: Self
}

/// The engine against the real library. espeak-ng's output differs by a few samples between calls,
/// so everything is compared by duration and level within a tolerance, never by bytes. The suite
/// runs in parallel with everything else on purpose: the engine's lock is what makes that safe.
/// Run it in release too (`swift test -c release`): Swift 6.3.1's optimiser once broke the engine's
/// static `Mutex` in release builds only.
@Suite(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable, "espeak-ng is not installed"))
struct EspeakEngineTests {
  /// 60 words.
  static let paragraph = """
    The chart shows monthly sales for one whole year. Sales started at one point two million dollars \
    in January and rose steadily to a peak of three point four million dollars in August. After \
    the peak, sales fell sharply in September, then recovered slightly toward the end of the \
    year and finished at two point eight million dollars in December.
    """

  static let sentences: [(voice: String, text: String)] = [
    ("en-us", "Sales rose in the spring. Costs fell in the autumn."),
    ("de", "Der Umsatz stieg im Frühling. Die Kosten fielen im Herbst."),
    ("fr", "Les ventes ont augmenté au printemps. Les coûts ont baissé en automne."),
    ("es", "Las ventas subieron en primavera. Los costes bajaron en otoño."),
  ]

  let engine: EspeakEngine

  init() throws {
    engine = try EspeakEngine.shared()
  }

  @Test func sharedIsOneEngineAt22050Hz() throws {
    #expect(try EspeakEngine.shared() === engine)
    #expect(engine.sampleRate == 22_050)
  }

  @Test func englishSentenceIsMonoSpeechInRange() throws {
    let speech = try engine.synthesize(
      Self.sentences[0].text, options: SpeechOptions(voice: "en-us"))
    #expect(speech.sampleRate == 22_050)
    #expect(speech.channelCount == 1)
    #expect(speech.frameCount > 22_050)  // more than a second
    let level = Level(speech)
    #expect(level.peak > 0.1)
    #expect(level.peak <= 1)
    #expect(level.minimum >= -1)
  }

  @Test func paragraphDurationIsPlausibleForTheRate() throws {
    let wordCount = Self.paragraph.split(whereSeparator: \.isWhitespace).count
    #expect(wordCount == 60)
    let normal = try engine.synthesize(Self.paragraph, options: SpeechOptions(voice: "en-us"))
    let expected = Double(wordCount) / 175 * 60  // 20.6 s
    #expect(
      normal.duration > expected * 0.6 && normal.duration < expected * 1.5,
      "60 words at 175 wpm took \(normal.duration) s")

    let fast = try engine.synthesize(
      Self.paragraph, options: SpeechOptions(voice: "en-us", rate: 350))
    #expect(
      fast.duration < normal.duration * 0.7, "\(fast.duration) s at 350 vs \(normal.duration) s")
    let slow = try engine.synthesize(
      Self.paragraph, options: SpeechOptions(voice: "en-us", rate: 80))
    #expect(
      slow.duration > normal.duration * 1.6, "\(slow.duration) s at 80 vs \(normal.duration) s")
  }

  @Test func settingsDoNotStickBetweenCalls() throws {
    let text = Self.sentences[0].text
    let plain = SpeechOptions(voice: "en-us")
    let before = try engine.synthesize(text, options: plain)
    var odd = SpeechOptions(voice: "en-us", rate: 400)
    odd.pitch = 95
    odd.volume = 30
    odd.pitchRange = 0
    _ = try engine.synthesize(text, options: odd)
    let after = try engine.synthesize(text, options: plain)
    #expect(isClose(after.duration, before.duration, tolerance: 0.03))
    #expect(isClose(Level(after).rms, Level(before).rms, tolerance: 0.1))
  }

  @Test func volumeScalesTheLevel() throws {
    let text = Self.sentences[0].text
    var options = SpeechOptions(voice: "en-us")
    let full = Level(try engine.synthesize(text, options: options))
    options.volume = 50
    let half = Level(try engine.synthesize(text, options: options))
    options.volume = 0
    let silent = Level(try engine.synthesize(text, options: options))
    #expect(isClose(half.rms / full.rms, 0.5, tolerance: 0.15), "ratio \(half.rms / full.rms)")
    #expect(silent.peak == 0)
  }

  @Test func emptyTextIsAnEmptyBuffer() throws {
    let speech = try engine.synthesize("", options: SpeechOptions(voice: "de"))
    #expect(speech.samples.isEmpty)
    #expect(speech.sampleRate == 22_050)
  }

  @Test func nulCharactersAreReadAsSpaces() throws {
    let options = SpeechOptions(voice: "en-us")
    let plain = try engine.synthesize("Sales rose sharply.", options: options)
    let withNUL = try engine.synthesize("Sales\0rose sharply.", options: options)
    #expect(isClose(withNUL.duration, plain.duration, tolerance: 0.05))
  }

  @Test func outOfRangeRateIsAnError() {
    #expect(throws: SpeechError.parameterOutOfRange(name: "rate", value: 500, range: 80...450)) {
      try engine.synthesize("Hello.", options: SpeechOptions(voice: "en", rate: 500))
    }
    #expect(throws: SpeechError.parameterOutOfRange(name: "rate", value: 79, range: 80...450)) {
      try engine.synthesize("", options: SpeechOptions(voice: "en", rate: 79))
    }
  }

  @Test func ssmlBreakAddsItsPause() throws {
    var options = SpeechOptions(voice: "en-us")
    options.isSSML = true
    let withBreak = try engine.synthesize(
      #"<speak>a <break time="500ms"/> b</speak>"#, options: options)
    let without = try engine.synthesize("<speak>a b</speak>", options: options)
    let added = withBreak.duration - without.duration
    #expect(added > 0.35 && added < 0.9, "the break added \(added) s")
  }

  @Test func markupIsReadAloudWithoutSSML() throws {
    let markup = #"<speak>a <break time="500ms"/> b</speak>"#
    var ssml = SpeechOptions(voice: "en-us")
    ssml.isSSML = true
    let asText = try engine.synthesize(markup, options: SpeechOptions(voice: "en-us"))
    let asMarkup = try engine.synthesize(markup, options: ssml)
    #expect(asText.duration > asMarkup.duration * 2)
  }

  @Test func voicesIncludeEnglishAndGermanAndNoMBROLA() throws {
    let voices = try engine.voices()
    #expect(voices.count > 50)
    #expect(voices.map(\.identifier) == voices.map(\.identifier).sorted())
    #expect(voices.contains { $0.languages.contains("en") })
    #expect(voices.contains { $0.languages.contains("de") })
    #expect(voices.allSatisfy { !$0.isMBROLA })
    #expect(Set(voices.map(\.identifier)).count == voices.count)
  }

  @Test(arguments: [
    ("de", "gmw/de"), ("en", "gmw/en"), ("EN-US", "gmw/en-US"), ("zh", "sit/cmn"),
    ("pt-br", "roa/pt-BR"), ("German", "gmw/de"), ("fr", "roa/fr"), ("de_AT", "gmw/de"),
  ])
  func resolvesVoices(_ query: String, _ identifier: String) throws {
    #expect(try engine.resolveVoice(query).identifier == identifier)
  }

  @Test func everyListedVoiceSpeaks() throws {
    let text = "1 2 3"
    for voice in try engine.voices() {
      let speech = try engine.synthesize(text, options: SpeechOptions(voice: voice.identifier))
      #expect(speech.frameCount > 2_205, "\(voice.identifier) gave \(speech.frameCount) frames")
    }
  }

  @Test func unknownVoiceThrowsWithTheHint() throws {
    let error = #expect(throws: SpeechError.self) { try engine.resolveVoice("Germn") }
    #expect(error == .unknownVoice("Germn", suggestions: ["de"]))
    #expect(error?.remedy == .chooseInstalledVoice)
    #expect(throws: SpeechError.self) {
      try engine.synthesize("Hallo.", options: SpeechOptions(voice: "mb-de1"))
    }
  }

  @Test func aFailedVoiceLeavesTheEngineUsable() throws {
    let before = try engine.synthesize(Self.sentences[1].text, options: SpeechOptions(voice: "de"))
    _ = try? engine.synthesize("Hallo.", options: SpeechOptions(voice: "no-such-voice"))
    let after = try engine.synthesize(Self.sentences[1].text, options: SpeechOptions(voice: "de"))
    #expect(isClose(after.duration, before.duration, tolerance: 0.03))
  }

  /// 8 tasks × 5 calls, four voices interleaved: no crash, and each result as long as the same
  /// request made alone.
  @Test func concurrentSynthesisMatchesSequential() async throws {
    let engine = self.engine
    let sequential = try Self.sentences.map {
      try engine.synthesize($0.text, options: SpeechOptions(voice: $0.voice)).duration
    }
    let results = try await withThrowingTaskGroup(of: [(Int, Double)].self) { group in
      for task in 0..<8 {
        group.addTask {
          try (0..<5).map { call in
            let index = (task + call) % Self.sentences.count
            let (voice, text) = Self.sentences[index]
            return (
              index, try engine.synthesize(text, options: SpeechOptions(voice: voice)).duration
            )
          }
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    #expect(results.count == 40)
    // espeak-ng carries a little state from one call to the next: the same sentence measured
    // 0.75% longer after other texts in one probe, and 3.2% shorter once in a full parallel run.
    // Concurrency must not change more than that.
    for (index, duration) in results {
      #expect(
        isClose(duration, sequential[index], tolerance: 0.05),
        "\(Self.sentences[index].voice): \(duration) s vs \(sequential[index]) s alone")
    }
  }

  /// The samples reach the output after the lock is released, so a file written as speech is
  /// composed (`--out-dir` batches on every core) does not hold up another thread's speech.
  @Test func theOutputIsWrittenOutsideTheLock() throws {
    let engine = try EspeakEngine.shared()
    var output = LockWatchingSequence(sampleRate: engine.sampleRate)
    try engine.synthesize("Sales rose.", options: SpeechOptions(voice: "en-us"), appendingTo: &output)
    #expect(output.frameCount > 0)
    #expect(output.appendsUnderTheLock == 0)
  }
}

// MARK: - Features

/// Summary figures of a buffer, so failures print numbers rather than megabytes of samples.
private struct Level {
  var peak: Float
  var minimum: Float
  var rms: Double

  init(_ buffer: PCMBuffer) {
    peak = buffer.samples.lazy.map(abs).max() ?? 0
    minimum = buffer.samples.min() ?? 0
    let sumOfSquares = buffer.samples.reduce(0.0) { $0 + Double($1) * Double($1) }
    rms = buffer.samples.isEmpty ? 0 : (sumOfSquares / Double(buffer.samples.count)).squareRoot()
  }
}

/// A mono sequence that counts the speech handed to it while the calling thread holds the lock.
private struct LockWatchingSequence: AudioSequence {
  var mixer: Mixer
  var appendsUnderTheLock = 0

  init(sampleRate: Int) { mixer = Mixer(sampleRate: sampleRate, channelCount: 1) }

  var sampleRate: Int { mixer.sampleRate }
  var channelCount: Int { mixer.channelCount }
  var frameCount: Int { mixer.frameCount }
  mutating func reserveCapacity(frames: Int) { mixer.reserveCapacity(frames: frames) }
  mutating func appendSilence(seconds: Double) { mixer.appendSilence(seconds: seconds) }
  mutating func append(tones plan: TonePlan) { mixer.append(tones: plan) }
  mutating func append(int16 samples: UnsafeBufferPointer<Int16>, sampleRate: Int) {
    if EspeakEngine.isLockHeldByCurrentThread { appendsUnderTheLock += 1 }
    mixer.append(int16: samples, sampleRate: sampleRate)
  }
}

private func isClose(_ a: Double, _ b: Double, tolerance: Double) -> Bool {
  abs(a - b) <= tolerance * max(abs(a), abs(b))
}
