import ChartAudio
import ChartImport
import ChartModel
import ChartNarration
import ChartSpeech
import ChartVoiceTestSupport
import Foundation
import Synchronization
import Testing

@testable import chartvoice

/// A session with a recording audio device: what each key prints, plays and says, in order.
@Suite struct ExploreSessionTests {
  /// Records what the player writes; every sample of fake speech is `speechLevel`.
  final class RecordingSink: AudioSink {
    let sampleRate = 22_050
    let channelCount = 2
    let samples = Mutex<[Int16]>([])
    /// Whether the device is unplugged: every write fails.
    let fails: Bool
    /// Whether writes wait for ``release()``: the sound stays playing until then.
    let holds: Bool
    private let gate = DispatchSemaphore(value: 0)
    init(fails: Bool, holds: Bool = false) {
      self.fails = fails
      self.holds = holds
    }
    /// Lets every write through from now on.
    func release() { gate.signal() }
    func write(_ samples: [Int16]) throws(SpeechError) {
      if fails { throw .audioDeviceUnavailable(detail: "unplugged") }
      if holds {
        gate.wait()
        gate.signal()
      }
      self.samples.withLock { $0 += samples }
    }
    func flush() {}
    func close() {}
  }

  static let speechLevel: Float = 0.123

  /// A value shared with the player's thread and the announcer's closures.
  final class Shared<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    var value: Value { mutex.withLock { $0 } }
    func update(_ change: (inout Value) -> Void) { mutex.withLock { change(&$0) } }
  }

  /// A session on `chart` whose audio goes to a recorder and whose text goes to `lines`.
  final class Harness {
    let sink: RecordingSink
    let spoken = Shared<[String]>([])
    let player: AudioPlayer
    let text = Shared("")
    let errors = Shared("")
    var session: ExploreSession

    init(
      _ example: String = "monthly-revenue.json", tones: Bool = true, speaks: Bool = true,
      unplugged: Bool = false, holds: Bool = false
    ) throws {
      sink = RecordingSink(fails: unplugged, holds: holds)
      let chart = try ChartJSONReader.read(Array(try CLI.exampleData(example)), source: example)
      let book = try PhraseBook.load(locale: "en", directory: RepositoryPaths.locales)
      let description = try ChartDescription(chart, book: book, levels: [.alt, .summary])
      let spoken = spoken
      player = AudioPlayer(sink: sink) { text, _ in
        spoken.update { $0.append(text) }
        return PCMBuffer(
          sampleRate: 22_050, channelCount: 1,
          samples: [Float](repeating: ExploreSessionTests.speechLevel, count: 100))
      }
      let narration = ExploreNarration(chart: chart, analysis: description.analysis, book: book)
      let (text, errors) = (text, errors)
      let announcer = Announcer(
        options: Announcer.Options(speech: SpeechOptions(voice: "en"), speaks: speaks, tones: tones),
        player: player, noAudioNotice: try narration.message(.noAudio),
        write: { output in text.update { $0 += output } },
        writeError: { output in errors.update { $0 += output } })
      session = try ExploreSession(
        description: description, narration: narration,
        sonifier: try PointSonifier(descriptor: chart),
        announcer: announcer, showsBraille: false)
    }

    /// Performs `command` and waits for its sound to finish.
    func perform(_ command: ExploreCommand) throws {
      try session.perform(command)
      let deadline = Date().addingTimeInterval(10)
      while !player.isIdle, Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
    }

    /// Forgets what was printed, played and spoken so far.
    func reset() {
      sink.samples.withLock { $0 = [] }
      spoken.update { $0 = [] }
      text.update { $0 = "" }
    }

    var samples: [Int16] { sink.samples.withLock { $0 } }
    var speech: [String] { spoken.value }
    var notices: String { errors.value }
    var printed: String { text.value }
  }

  static let speechSample = ChartAudio.WAVEncoder.quantize(speechLevel)

  @Test func aMovePrintsTheLinePlaysTheToneThenSpeaksTheSpeechText() throws {
    let harness = try Harness()
    try harness.perform(.move(.lastPoint))
    #expect(harness.printed == "6 of 6, June: $49,100, highest\n")
    #expect(harness.speech == ["6 of 6, June: 49100 dollars, highest"])
    // The tone (0.225 s: 4,961 stereo frames) comes first, then the 100 frames of speech.
    let samples = harness.samples
    let speech = samples.reversed().prefix { $0 == Self.speechSample }.count
    #expect(speech == 200)
    #expect(samples.count - speech == 2 * 4_961)
    #expect(samples.dropLast(speech).contains { $0 != 0 })
  }

  @Test func aSeriesChangeSpeaksTheHeadingAndThePoint() throws {
    let harness = try Harness("line-products.json")
    try harness.perform(.move(.nextSeries))
    #expect(harness.printed == "Product B: series 2 of 3, 12 months.\n1 of 12, January: 260\n")
    #expect(harness.speech == ["Product B: series 2 of 3, 12 months. 1 of 12, January: 260"])
  }

  @Test func anEdgeSaysSoWithoutATone() throws {
    let harness = try Harness()
    try harness.perform(.move(.previousPoint))
    #expect(harness.printed == "Already at the first point.\n")
    #expect(harness.samples.allSatisfy { $0 == Self.speechSample })
  }

  @Test func playSpeaksTheCaptionThenPlaysTheSeries() throws {
    let harness = try Harness()
    try harness.perform(.play)
    #expect(harness.printed == "Audio graph of Revenue: 6 tones.\n")
    #expect(harness.speech == ["Audio graph of Revenue: 6 tones."])
    let samples = harness.samples
    #expect(samples.prefix(200).allSatisfy { $0 == Self.speechSample })
    #expect(samples.count > 200 + 2 * 22_050, "about 1.5 s of tones follow")
  }

  @Test func withoutTonesOnlySpeech() throws {
    let harness = try Harness(tones: false)
    try harness.perform(.move(.nextPoint))
    try harness.perform(.play)
    #expect(harness.samples.allSatisfy { $0 == Self.speechSample })
    #expect(
      harness.speech == [
        "2 of 6, February: 39500 dollars, lowest so far", "Audio graph of Revenue: 6 tones.",
      ])
  }

  @Test func textCommandsSpeakWhatTheyPrint() throws {
    let harness = try Harness()
    for command in [ExploreCommand.summary, .altText, .context, .help, .legend, .unknown] {
      harness.reset()
      try harness.perform(command)
      let lines = harness.printed.split(separator: "\n")
      #expect(!lines.isEmpty, "\(command)")
      #expect(harness.speech.count == 1, "\(command)")
    }
  }

  @Test func stopAndIgnoredKeysSayNothing() throws {
    let harness = try Harness()
    for command in [ExploreCommand.stop, .ignore] {
      try harness.perform(command)
    }
    #expect(harness.printed.isEmpty)
    #expect(harness.speech.isEmpty)
  }

  @Test func aDeviceThatStopsWorkingGivesTheNoticeOnceAndTextGoesOn() throws {
    let harness = try Harness(unplugged: true)
    for _ in 0..<4 { try harness.perform(.move(.nextPoint)) }
    #expect(harness.notices == "No audio device; text only.\n")
    #expect(harness.printed.split(separator: "\n").last == "5 of 6, May: $46,300, highest so far")
    // The first move's tone failed; nothing after it was synthesised or sent.
    #expect(harness.speech.isEmpty)
  }

  @Test func speechAndTonesTurnOffAndOnAndSaySo() throws {
    let harness = try Harness()
    try harness.perform(.toggleSpeech)
    #expect(harness.speech == ["Speech off."])
    harness.reset()
    try harness.perform(.move(.nextPoint))
    #expect(harness.speech.isEmpty)
    #expect(harness.samples.contains { $0 != 0 }, "the tone still plays")
    try harness.perform(.toggleSpeech)
    try harness.perform(.toggleTones)
    harness.reset()
    try harness.perform(.replay)
    #expect(harness.printed == "2 of 6, February: $39,500, lowest so far\n")
    #expect(harness.speech.count == 1)
    #expect(harness.samples.allSatisfy { $0 == Self.speechSample }, "speech only, no tone")
  }

  /// `q` shortens each point's tone to fit the faster step: fast is a step of 100 ms.
  @Test func fasterTonesAreShorter() throws {
    let harness = try Harness(speaks: false)
    try harness.perform(.replay)
    let normal = harness.samples.count
    try harness.perform(.faster)
    harness.reset()
    try harness.perform(.replay)
    let fast = harness.samples.count
    #expect(fast < normal)
    #expect(Double(fast) <= 2 * 22_050 * 0.1 + 2, "no longer than the 100 ms step")
  }

  /// Shift+End plays a tone a point from here to the end, then says where it landed.
  @Test func shiftEndPlaysTheTonesThenSaysTheLastPoint() throws {
    let harness = try Harness()
    try harness.perform(.move(.nextPoint))
    try harness.perform(.move(.nextPoint))
    harness.reset()
    try harness.perform(.playToEnd)
    #expect(harness.printed == "From here to the end: 4 tones.\n6 of 6, June: $49,100, highest\n")
    #expect(harness.speech == ["From here to the end: 4 tones. 6 of 6, June: 49100 dollars, highest"])
    let samples = harness.samples
    let speech = samples.reversed().prefix { $0 == Self.speechSample }.count
    // Four steps of 250 ms, the last one's tone (225 ms, 4,961 frames) ending the sound.
    #expect(samples.count - speech == 2 * (Int((3 * 0.25 * 22_050).rounded()) + 4_961))
    #expect(harness.session.navigator.index == 5)
  }

  /// While Shift+End's tones play, the next key only stops them: here the device holds the sound
  /// until the keys have run out, so `h` arrives while it plays, and the cursor stays at the end.
  @Test func aKeyDuringShiftEndsTonesOnlyStopsThem() throws {
    let harness = try Harness(holds: true)
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let keys = Array("\u{1B}[1;2Fh".utf8)
    #expect(keys.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, $0.count) } == keys.count)
    close(ends[1])
    defer { close(ends[0]) }
    var reader = KeyReader(descriptor: ends[0])
    try harness.session.run(keys: &reader)
    harness.sink.release()
    #expect(harness.session.navigator.index == 5)
    #expect(harness.printed.hasSuffix("From here to the end: 6 tones.\n6 of 6, June: $49,100, highest\n"))
  }
}
