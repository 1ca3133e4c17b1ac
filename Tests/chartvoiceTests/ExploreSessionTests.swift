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
  ///
  /// A sink that `holds` is a device whose playing the test drives: a write waits until
  /// ``grant(writes:)`` lets it through, so the test knows how far the sound has played.
  final class RecordingSink: AudioSink, @unchecked Sendable {
    let sampleRate = 22_050
    let channelCount = 2
    let samples = Mutex<[Int16]>([])
    /// Whether the device is unplugged: every write fails.
    let fails: Bool
    /// Writes the test lets through (`nil`: all), and whether one waits, under ``condition``.
    private var allowed: Int?
    private var waiting = false
    private let condition = NSCondition()
    init(fails: Bool, holds: Bool = false) {
      self.fails = fails
      allowed = holds ? 0 : nil
    }
    /// Lets every write through from now on.
    func release() {
      condition.withLock { allowed = nil }
      condition.broadcast()
    }
    /// Lets `writes` more writes through.
    func grant(writes: Int) {
      condition.withLock { allowed = (allowed ?? 0) + writes }
      condition.broadcast()
    }
    /// Whether every write granted has played and another waits.
    var isWaiting: Bool { condition.withLock { waiting && allowed == 0 } }
    func write(_ samples: [Int16]) throws(SpeechError) {
      if fails { throw .audioDeviceUnavailable(detail: "unplugged") }
      condition.withLock {
        while allowed == 0 {
          waiting = true
          condition.wait()
        }
        waiting = false
        allowed = allowed.map { $0 - 1 }
      }
      self.samples.withLock { $0 += samples }
    }
    func flush() {}
    func close() {}
  }

  /// Waits (at most 10 s) until `done`; a device and a session work on their own threads.
  static func await(_ done: () -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !done(), Date() < deadline { Thread.sleep(forTimeInterval: 0.002) }
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
      unplugged: Bool = false, holds: Bool = false, braille: (any BrailleSink)? = nil
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
        player: player, noAudioNotice: try narration.message(.noAudio), braille: braille,
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
    let limit: Double = 2 * 22_050 * 0.1 + 2
    #expect(Double(fast) <= limit, "no longer than the 100 ms step")
  }

  /// Keys through a pipe, as a script sends them: `drive` runs on a thread of its own with a
  /// function that sends keys, while the session reads them here until `drive` ends the input.
  static func run(_ harness: Harness, drive: @escaping @Sendable (_ send: (String) -> Void) -> Void) throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let writer = ends[1]
    Thread.detachNewThread {
      drive { keys in
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(writer, $0.baseAddress, $0.count) }
      }
      close(writer)
    }
    var reader = KeyReader(descriptor: ends[0])
    try harness.session.run(keys: &reader)
  }

  /// Shift+End plays a tone a point from here to the end, the cursor moving with them; when they
  /// end, the point it reached is said (its tone just heard), and the next key goes on from there.
  @Test func shiftEndPlaysTheTonesThenSaysTheLastPoint() throws {
    let harness = try Harness()
    let text = harness.text
    try Self.run(harness) { send in
      send("ll\u{1B}[1;2F")
      Self.await { text.value.contains("6 of 6") }
      send("h")
      Self.await { text.value.contains("5 of 6") }
    }
    #expect(
      harness.printed.hasSuffix(
        "From here to the end: 4 tones.\n6 of 6, June: $49,100, highest\n"
          + "5 of 6, May: $46,300, highest so far\n"))
    // The heading is only printed: words before the tones would delay them.
    #expect(!harness.speech.contains { $0.contains("From here") })
    #expect(harness.session.navigator.index == 4)
  }

  struct StopCase: Sendable, CustomTestStringConvertible {
    var keys: String
    /// How long the tones play before a key stops them, in steps of the tones.
    var steps: Double
    /// The point the cursor is on then, and after the next key's move.
    var stoppedAt: String
    var after: String
    var testDescription: String { "\(keys.debugDescription) stopped after \(steps) steps" }
  }

  /// A key pressed while Shift+End's (Shift+Home's) tones play stops them with the cursor at the
  /// point whose tone played last, and that point is said. The device here plays only what the
  /// test grants: one write (of the opening's sound, which the keys cut off), then 20 ms chunks
  /// of the tones.
  @Test(arguments: [
    StopCase(
      keys: "ll\u{1B}[1;2F", steps: 2.5, stoppedAt: "5 of 6, May: $46,300, highest so far",
      after: "6 of 6, June: $49,100, highest"),
    StopCase(
      keys: "llll\u{1B}[1;2H", steps: 1.5, stoppedAt: "4 of 6, April: $38,800, lowest",
      after: "3 of 6, March: $43,800, highest so far"),
  ])
  func aKeyDuringShiftEndsTonesStopsThemWhereTheyAre(_ test: StopCase) throws {
    let harness = try Harness(holds: true)
    let (text, sink) = (harness.text, harness.sink)
    let step = try PointSonifier(descriptor: harness.session.chart).style.longestStep
    let chunk = sink.sampleRate / 50
    let chunks = Int((test.steps * step * Double(sink.sampleRate) / Double(chunk)).rounded(.up))
    let next = test.keys.hasSuffix("F") ? "l" : "h"
    try Self.run(harness) { send in
      Self.await { sink.isWaiting }
      send(test.keys)
      Self.await { text.value.contains("tones.") }
      sink.grant(writes: 1 + chunks)
      Self.await { sink.isWaiting }
      send("x")
      // What was printed after the heading (the keys before it may have printed the same lines).
      let since = { text.value.components(separatedBy: "tones.\n").last ?? "" }
      Self.await { since().contains(test.stoppedAt) }
      send(next)
      Self.await { since().contains(test.after) }
      sink.release()
    }
    let lines = harness.printed.split(separator: "\n").suffix(3).map(String.init)
    #expect(lines.dropFirst() == [test.stoppedAt, test.after])
    #expect(lines.first?.hasSuffix("tones.") == true)
  }
  /// `q` and `e` while Shift+End's tones play change their speed: the new speed is said, then the
  /// tones go on at it from the point after the one playing, and the last point is said at the
  /// end. The device plays only what the test grants until the key, then everything.
  @Test(arguments: [("q", Speed.fast), ("e", Speed.slow)])
  func speedKeysDuringShiftEndsTonesPlayTheRestAtTheNewSpeed(key: String, speed: Speed) throws {
    let harness = try Harness(holds: true)
    let (text, sink) = (harness.text, harness.sink)
    let chart = harness.session.chart
    let normal = try PointSonifier(descriptor: chart)
    let chunk = sink.sampleRate / 50
    // Half way through the second of the tones from point 3 (index 2): index 3 plays.
    let chunks = Int((1.5 * normal.style.longestStep * Double(sink.sampleRate) / Double(chunk)).rounded(.up))
    try Self.run(harness) { send in
      Self.await { sink.isWaiting }
      send("ll\u{1B}[1;2F")
      Self.await { text.value.contains("tones.") }
      sink.grant(writes: 1 + chunks)
      Self.await { sink.isWaiting }
      send(key)
      Self.await { text.value.components(separatedBy: "tones.\n").last?.contains("\n") == true }
      sink.release()
      Self.await { text.value.contains("6 of 6") }
    }
    Self.await { harness.player.isIdle }
    let said = try harness.session.narration.speed(speed.rawValue)
    let lines = harness.printed.components(separatedBy: "tones.\n").last?.split(separator: "\n").map(String.init)
    #expect(lines == [Announcer.visible(said), "6 of 6, June: $49,100, highest"])
    #expect(harness.speech.suffix(2) == [said.speech, "6 of 6, June: 49100 dollars, highest"])
    #expect(harness.session.navigator.index == 5)
    // The device's last sounds: the speed's words, the tones of points 5 and 6 at the new speed,
    // and the last point's words.
    let sonifier = try PointSonifier(descriptor: chart, style: speed.applied(to: normal.style))
    let tones = ToneRenderer.render(sonifier.plan(points: [4, 5], inSeries: 0))
      .converted(sampleRate: sink.sampleRate, channelCount: sink.channelCount).samples.map(WAVEncoder.quantize)
    let words = [Int16](repeating: Self.speechSample, count: 200)
    let last = Array(harness.samples.suffix(tones.count + 400))
    #expect(last == words + tones + words, "the last \(last.count) samples differ")
  }
}

/// `p`'s tones and the keys pressed while they play.
extension ExploreSessionTests {
  struct GraphSpeedCase: Sendable, CustomTestStringConvertible {
    var keys: String
    /// How far the tones have played when the keys come, in points of the series' audio graph
    /// (1.5: half way through the second point's tone); `nil` while the caption is still said.
    var points: Double?
    /// The speed the rest plays at, and the point (an index) it starts from.
    var speed: Speed
    var from: Int
    var said: [String]
    var testDescription: String { "\(keys) after \(points.map { "\($0) points" } ?? "the caption")" }
  }

  /// `q` and `e` while `p`'s tones play change their speed: the new speed is said, then the rest
  /// of the series' audio graph plays at it from the point after the one playing (the whole of
  /// it while the caption is still said); the cursor stays where it was. The device plays only
  /// what the test grants until the keys, then everything.
  @Test(arguments: [
    GraphSpeedCase(keys: "q", points: 1.5, speed: .fast, from: 2, said: ["Speed: fast."]),
    GraphSpeedCase(keys: "e", points: 1.5, speed: .slow, from: 2, said: ["Speed: slow."]),
    GraphSpeedCase(keys: "e", points: 4.5, speed: .slow, from: 5, said: ["Speed: slow."]),
    GraphSpeedCase(keys: "q", points: nil, speed: .fast, from: 0, said: ["Speed: fast."]),
    // The second key comes before any of the first's tones: they start at the same point.
    GraphSpeedCase(
      keys: "qq", points: 1.5, speed: .fastest, from: 2, said: ["Speed: fast.", "Speed: fastest."]),
  ])
  func speedKeysDuringPPlayTheRestOfTheSeriesAtTheNewSpeed(_ test: GraphSpeedCase) throws {
    let harness = try Harness(holds: true)
    let (text, sink) = (harness.text, harness.sink)
    let chart = harness.session.chart
    let normal = try PointSonifier(descriptor: chart)
    let graph = try normal.plan(series: 0)
    let starts = graph.events.filter(Self.isPoint).map(\.start)
    try #require(starts.count == 6, "one onset a point")
    let chunk = sink.sampleRate / 50
    // The caption's 100 frames of words.
    var granted = test.points == nil ? 0 : 1
    if let points = test.points {
      let whole = Int(points.rounded(.down))
      let seconds = starts[whole] + (points - Double(whole)) * (starts[whole + 1] - starts[whole])
      granted += Int((seconds * Double(sink.sampleRate) / Double(chunk)).rounded(.up))
    }
    let (writes, player) = (granted, harness.player)
    try Self.run(harness) { send in
      // The opening plays to its end first: the caption is printed before its request reaches
      // the player, so writes granted then could go to the opening instead, on a loaded machine.
      Self.await { sink.isWaiting }
      sink.release()
      Self.await { player.isIdle }
      sink.grant(writes: 0)
      send("p")
      Self.await { text.value.contains("tones.") }
      sink.grant(writes: writes)
      Self.await { sink.isWaiting }
      send(test.keys)
      Self.await { text.value.components(separatedBy: "tones.\n").last?.contains(test.said.last!) == true }
      sink.release()
      Self.await { player.isIdle }
    }
    let lines = harness.printed.components(separatedBy: "tones.\n").last?.split(separator: "\n").map(String.init)
    #expect(lines == test.said)
    #expect(harness.session.navigator.index == 0, "the cursor stays")
    // The device's last sounds: the speed's words, then the graph at the new speed from point
    // `from` (its extremes' clicks, the series' end cue) to the end.
    let sonifier = try PointSonifier(descriptor: chart, style: test.speed.applied(to: normal.style))
    let fast = try sonifier.plan(series: 0)
    let cut =
      test.from == 0 ? 0 : try #require(fast.events.first { Self.isPoint($0) && $0.pointIndex == test.from }).start
    let rest = TonePlan(
      style: fast.style, pitch: fast.pitch, pan: fast.pan,
      events: fast.events.filter { $0.start >= cut }.map { event in
        var moved = event
        moved.start -= cut
        return moved
      }, groups: [], duration: fast.duration - cut)
    let expected = ToneRenderer.render(rest).converted(sampleRate: sink.sampleRate, channelCount: sink.channelCount)
      .samples.map(WAVEncoder.quantize)
    let words = [Int16](repeating: Self.speechSample, count: 200)
    let samples = harness.samples
    let last = Array(samples.suffix(expected.count + 200))
    let mismatch = zip(last, words + expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    #expect(
      mismatch == nil && last.count == expected.count + 200, "the last sounds differ from sample \(mismatch ?? 0)")
  }

  /// Whether an event is a point's sound (a tone or a missing-value cue), not an earcon.
  static func isPoint(_ event: SoundEvent) -> Bool {
    if case .earcon = event.sound { return false }
    return true
  }

  /// Any other key pressed while `p`'s tones play stops them and does what it does: `x` says the
  /// axis; Enter does nothing else (and `Q` then quits); none of the tones after the key play.
  @Test(arguments: [("x", "x axis: month"), ("\rQ", nil)])
  func anotherKeyDuringPStopsTheTones(keys: String, said: String?) throws {
    let harness = try Harness(holds: true)
    let (text, sink) = (harness.text, harness.sink)
    let graph = ToneRenderer.render(try PointSonifier(descriptor: harness.session.chart).plan(series: 0))
    try Self.run(harness) { send in
      Self.await { sink.isWaiting }
      send("p")
      Self.await { text.value.contains("tones.") }
      sink.grant(writes: 2 + 10)
      Self.await { sink.isWaiting }
      send(keys)
      if let said { Self.await { text.value.contains(said) } }
    }
    sink.release()
    Self.await { harness.player.isIdle }
    let after = harness.printed.components(separatedBy: "tones.\n").last ?? ""
    #expect(said.map { after.hasPrefix($0) } ?? after.isEmpty)
    let words = said == nil ? 0 : 200
    #expect(harness.samples.suffix(words) == [Int16](repeating: Self.speechSample, count: words))
    // The opening's first 20 ms, the caption's words, 10 chunks of tones, the one the device held
    // when the key came, the key's words: far less than the graph's 1.5 s.
    #expect(harness.samples.count <= (1 + 11) * 2 * sink.sampleRate / 50 + 200 + words)
    #expect(harness.samples.count < 2 * graph.frameCount)
  }
}

extension ExploreSessionTests {
  /// 80 points play as they are at the normal speed but are reduced to 50 at the fast one: the
  /// rest after the 40th point begins at the first of the fast graph's points after it.
  @Test func theRestOfAReducedGraphBeginsWhereTheOnePlayingIs() throws {
    let values = (0..<80).map { Double(($0 * 37) % 23) }
    let chart = TestCharts.lines(values)
    let normal = try PointSonifier(descriptor: chart)
    let whole = try normal.plan(series: 0)
    let fast = try PointSonifier(descriptor: chart, style: Speed.fast.applied(to: normal.style)).plan(series: 0)
    try #require(ExploreSession.GraphPlay.points(of: whole).count == 80)
    try #require(fast.isReduced)
    let graph = ExploreSession.GraphPlay(series: 0, plan: whole, start: 0, request: 1)
    // Half way through point 40 (index 39).
    let playing = ExploreSession.GraphPlay.points(of: whole)[39]
    let begun = graph.begun(after: playing.start + playing.duration / 2)
    #expect(begun == 40)
    let rest = graph.rest(in: fast, begun: begun, x: chart.series[0].x)
    let first = try #require(ExploreSession.GraphPlay.points(of: rest.plan).first)
    #expect(first.start == 0)
    let kept = Set(ExploreSession.GraphPlay.points(of: fast).compactMap(\.pointIndex))
    #expect(first.pointIndex == kept.filter { $0 > 39 }.min())
    #expect(rest.plan.events.last?.sound == .earcon(.seriesEnd))
  }
}
