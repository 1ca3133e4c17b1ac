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

/// `explore` through the user's screen reader and braille display: the announcer's hooks with
/// recorders, then the real speech-dispatcher and brltty that `scripts/with-daemons.sh` starts.
@Suite(.serialized) struct ScreenReaderTests {
  /// Records what would be spoken, and in which language.
  final class RecordingSpeech: SpeechOutput {
    let said = Mutex<[(text: String, language: String)]>([])
    let cancels = Mutex(0)
    func say(_ text: String, language: String) throws(SpeechError) {
      said.withLock { $0.append((text, language)) }
    }
    func cancel() { cancels.withLock { $0 += 1 } }
    func close() {}
  }

  /// Records what would go to the braille display.
  final class RecordingDisplay: BrailleSink {
    var shown: [(line: String, cursor: Int?)] = []
    func show(_ line: String, cursor: Int?) { shown.append((line, cursor)) }
  }

  struct Hooked {
    let speech = RecordingSpeech()
    let display = RecordingDisplay()
    let narration: ExploreNarration
    let values: [Double]
    var session: ExploreSession

    init(locale: String, showsBraille: Bool) throws {
      let example = "monthly-revenue.json"
      let chart = try ChartJSONReader.read(Array(try CLI.exampleData(example)), source: example)
      let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
      let description = try ChartDescription(chart, book: book, levels: [.alt, .summary])
      narration = ExploreNarration(chart: chart, analysis: description.analysis, book: book)
      values = chart.series[0].y
      let announcer = Announcer(
        options: Announcer.Options(speech: SpeechOptions(voice: book.voice), tones: false),
        player: nil, noAudioNotice: try narration.message(.noAudio), speechOutput: speech,
        language: book.locale, braille: display, write: { _ in }, writeError: { _ in })
      session = try ExploreSession(
        description: description, narration: narration,
        sonifier: try PointSonifier(descriptor: chart), announcer: announcer, showsBraille: showsBraille)
    }
  }

  @Test(arguments: ["en", "de", "ar"])
  func speechGoesToTheOutputInTheDescriptionsLanguage(locale: String) throws {
    var hooked = try Hooked(locale: locale, showsBraille: false)
    try hooked.session.perform(.move(.nextPoint))
    try hooked.session.perform(.stop)
    let said = hooked.speech.said.withLock { $0 }
    #expect(said.map(\.text) == [try hooked.narration.point(1, inSeries: 0).speech])
    #expect(said.map(\.language) == [locale])
    // The move cuts off what was said before it, and so does the stop.
    #expect(hooked.speech.cancels.withLock { $0 } == 2)
  }

  @Test(arguments: [false, true])
  func theDisplayGetsTheSparklineAndLineWithTheCursorAtThePoint(showsBraille: Bool) throws {
    var hooked = try Hooked(locale: "en", showsBraille: showsBraille)
    for _ in 0..<3 { try hooked.session.perform(.move(.nextPoint)) }
    #expect(hooked.display.shown.count == 3)
    for (offset, shown) in hooked.display.shown.enumerated() {
      let index = offset + 1
      let sparkline = BrailleSparkline.render(hooked.values, cursor: index)
      let point = Announcer.visible(try hooked.narration.point(index, inSeries: 0))
      #expect(shown.line == sparkline + " " + point)
      // Two values to a cell: the point's cell.
      #expect(shown.cursor == index * min(hooked.values.count, 40) / hooked.values.count / 2)
    }
  }

  /// With speech-dispatcher speaking and no audio device, `O` says that there are no tones, in
  /// the locale's words, instead of turning on tones that cannot play; `S` still turns speech off.
  @Test(arguments: ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func withoutADeviceTonesCannotBeTurnedOn(locale: String) throws {
    var hooked = try Hooked(locale: locale, showsBraille: false)
    try hooked.session.perform(.toggleTones)
    try hooked.session.perform(.toggleSpeech)
    let said = hooked.speech.said.withLock { $0 }.map(\.text)
    let expected = [
      try hooked.narration.message(.noTones), try hooked.narration.message(.speechOff),
    ]
    #expect(said.suffix(2) == expected.map(\.speech))
    if locale != "en" {
      let english = try Hooked(locale: "en", showsBraille: false).narration.message(.noTones)
      #expect(expected[0].display != english.display)
    }
  }

  // MARK: - The real daemons

  /// Runs `explore` with standard input kept open until ``finish()``, and the daemons' addresses.
  final class LiveExplore {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()

    init(_ arguments: [String], chart: String = "monthly-revenue.json", environment: [String: String]) throws {
      process.executableURL = try RunExecutable.chartvoiceURL()
      process.arguments = ["explore", CLI.example(chart)] + arguments
      var variables = ProcessInfo.processInfo.environment
      for (name, value) in environment { variables[name] = value }
      process.environment = variables
      process.standardInput = input
      process.standardOutput = output
      process.standardError = errors
      try process.run()
    }

    /// Ends the keys and waits for the process; returns its standard output's lines.
    func finish() throws -> [String] {
      try input.fileHandleForWriting.close()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return text.split(separator: "\n").map(String.init)
    }

    var standardError: String {
      String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
  }

  static var brltty: [String: String] {
    ["BRLAPI_HOST": TestDaemons.brlapiHost ?? "", "BRLAPI_AUTH": TestDaemons.brlapiAuth ?? ""]
  }

  /// The display, connected and ready: a client that connects now sees its cells.
  static func readyDisplay() throws -> VirtualBrailleDisplay {
    // After a display disconnects, brltty restarts its driver, which makes the socket anew.
    let socket = try #require(TestDaemons.brailleDisplaySocket)
    var connected: VirtualBrailleDisplay?
    for _ in 0..<100 where connected == nil {
      connected = try? VirtualBrailleDisplay(socket: socket, cells: 40)
      if connected == nil { usleep(100_000) }
    }
    let display = try #require(connected, "brltty's virtual driver never listened on \(socket)")
    // brltty takes the display's size when it reads "cells"; until then a client sees 0 cells.
    var probe: BrailleDisplay?
    for _ in 0..<100 where probe == nil {
      probe = BrailleDisplay.connect(host: TestDaemons.brlapiHost, auth: TestDaemons.brlapiAuth)
      if probe == nil { usleep(100_000) }
    }
    try #require(probe != nil, "brltty never offered the display")
    probe?.close()
    return display
  }

  /// The first 40 characters of `line`, padded as the display shows them.
  static func window(_ line: String) -> String {
    let cut = String(line.unicodeScalars.prefix(40).map(Character.init))
    return cut + String(repeating: " ", count: 40 - cut.unicodeScalars.count)
  }

  @Test(.enabled(if: TestDaemons.hasBrltty, TestDaemons.brlttyMissing))
  func aBrlAPIClientsTextAndCursorReachTheDisplay() throws {
    let display = try Self.readyDisplay()
    let client = try #require(
      BrailleDisplay.connect(host: TestDaemons.brlapiHost, auth: TestDaemons.brlapiAuth))
    #expect(client.columns == 40)
    let line = "⠁⢴⠧ \(UUID().uuidString.prefix(8)): 38,800"
    client.show(line, cursor: 2)
    let shown = try #require(display.await { $0.text == Self.window(line) }, "\(display.windows)")
    #expect(shown.cursorCells == [2])
    client.close()
    // Given back: the client left tty mode, then closed its connection.
    let events = TestDaemons.lastDisplayClient { $0.contains("closing connection") }
    #expect(events == ["taking control", "releasing tty", "closing connection"])
  }

  @Test(.enabled(if: TestDaemons.hasBrltty, TestDaemons.brlttyMissing))
  func theDisplaysPanningKeysMoveThroughTheChart() throws {
    let display = try Self.readyDisplay()
    let explore = try LiveExplore(["--speech", "none", "--no-tones", "--braille"], environment: Self.brltty)
    // Points 1, 2, 3 and back to 2; each window is the line chartvoice printed for it.
    var windows: [VirtualBrailleDisplay.Window] = []
    let first = display.await { $0.text.contains("1 of 6") }
    windows += [try #require(first, "the first point never reached the display: \(display.windows)")]
    for (key, position) in [("FWINRT", "2 of 6"), ("FWINRT", "3 of 6"), ("FWINLT", "2 of 6")] {
      try display.press(key)
      let window = display.await { $0.text.contains(position) }
      windows += [try #require(window, "\(key) did not show \(position): \(display.windows.suffix(3))")]
    }
    let printed = try explore.finish()
    // The opening, then one line per point shown.
    #expect(printed.count == 5)
    #expect(windows.map(\.text) == printed.dropFirst().map(Self.window))
    // The cursor is under the point's cell: two points to a cell.
    #expect(windows.map(\.cursorCells) == [[0], [0], [1], [0]])
    #expect(explore.process.terminationStatus == 0)
    // At the end of the keys the display is given back.
    let events = TestDaemons.lastDisplayClient { $0.contains("closing connection") }
    #expect(events == ["taking control", "releasing tty", "closing connection"])
  }

  @Test(.enabled(if: TestDaemons.hasBrltty, TestDaemons.brlttyMissing))
  func theDisplaysLineKeysMoveBetweenSeries() throws {
    let display = try Self.readyDisplay()
    let explore = try LiveExplore(
      ["--speech", "none", "--no-tones", "--braille"], chart: "line-products.json", environment: Self.brltty)
    let first = try #require(display.await { $0.text.contains("1 of 12") }, "\(display.windows)")
    try display.press("LNDN")
    let second = try #require(display.await { $0.text != first.text }, "LNDN did not move")
    try display.press("LNUP")
    let back = try #require(display.await { $0.text != second.text }, "LNUP did not move")
    let printed = try explore.finish()
    // Each window is the point line chartvoice printed (after a series heading).
    #expect(printed.filter { $0.contains("1 of 12") }.map(Self.window) == [first, second, back].map(\.text))
    #expect(back.text == first.text)
  }

  /// Shift+End's tones move the braille display with them: each point's sparkline, cursor and
  /// line as its tone plays; a key that stops them leaves the display on the point played last,
  /// where the cursor stays, and the next key goes on from there. The device plays only what the
  /// test grants, so the tones reach each point when the test says.
  @Test(.enabled(if: TestDaemons.hasBrltty, TestDaemons.brlttyMissing))
  func theDisplayFollowsShiftEndsTonesAndStaysWhereAKeyStopsThem() throws {
    nonisolated(unsafe) let display = try Self.readyDisplay()
    let client = try #require(
      BrailleDisplay.connect(host: TestDaemons.brlapiHost, auth: TestDaemons.brlapiAuth))
    defer { client.close() }
    let harness = try ExploreSessionTests.Harness(speaks: false, holds: true, braille: client)
    let (text, sink) = (harness.text, harness.sink)
    let step = try PointSonifier(descriptor: harness.session.chart).style.longestStep
    let writeSeconds = Double(sink.sampleRate / 50) / Double(sink.sampleRate)
    let shown = ExploreSessionTests.Shared<[Int]>([])
    try ExploreSessionTests.run(harness) { send in
      let reach = { (position: Int) in
        if display.await({ $0.text.contains("\(position + 1) of 6") }) != nil {
          shown.update { $0.append(position) }
        }
      }
      reach(0)
      ExploreSessionTests.await { sink.isWaiting }
      send("\u{1B}[1;2F")
      ExploreSessionTests.await { text.value.contains("tones.") }
      // The opening's write, which the keys cut off.
      sink.grant(writes: 1)
      var granted = 0
      for point in 1...3 {
        // Half way through the point's tone.
        let writes = Int(((Double(point) + 0.5) * step / writeSeconds).rounded(.up))
        sink.grant(writes: writes - granted)
        granted = writes
        reach(point)
      }
      send("x")
      ExploreSessionTests.await { text.value.components(separatedBy: "tones.\n").last?.contains("4 of 6") == true }
      sink.release()
      send("l")
      reach(4)
    }
    #expect(shown.value == [0, 1, 2, 3, 4])
    // Every window brltty showed from the start, in order: each point once, none the tones had
    // not reached, each with its sparkline, cursor and line.
    let points = try (0..<5).map { index in
      (index, try harness.session.narration.point(index, inSeries: 0))
    }
    let values = harness.session.chart.series[0].y
    let windows = display.windows
    let distinct = windows.enumerated().filter { $0.offset == 0 || windows[$0.offset - 1] != $0.element }.map(\.element)
    #expect(
      distinct.suffix(5).map(\.text)
        == points.map { index, point in
          Self.window(BrailleSparkline.render(values, cursor: index) + " " + Announcer.visible(point))
        })
    #expect(distinct.suffix(5).map(\.cursorCells) == (0..<5).map { [$0 / 2] })
    #expect(harness.session.navigator.index == 4)
  }

  @Test(.enabled(if: TestDaemons.hasBrltty, TestDaemons.brlttyMissing))
  func ctrlCGivesTheDisplayBack() throws {
    let display = try Self.readyDisplay()
    let explore = try LiveExplore(["--speech", "none", "--no-tones"], environment: Self.brltty)
    #expect(display.await { $0.text.contains("1 of 6") } != nil)
    kill(explore.process.processIdentifier, SIGINT)
    explore.process.waitUntilExit()
    #expect(explore.process.terminationReason == .uncaughtSignal)
    // The connection closes with the process, and brltty takes the display back with it (it logs
    // the two in either order).
    let events = TestDaemons.lastDisplayClient { $0.contains("closing connection") && $0.contains("releasing tty") }
    #expect(events.first == "taking control")
    #expect(Set(events.dropFirst()) == ["closing connection", "releasing tty"])
    // brltty shows its own screen to the display again: a new client can take it.
    let next = try #require(BrailleDisplay.connect(host: TestDaemons.brlapiHost, auth: TestDaemons.brlapiAuth))
    next.show("after", cursor: nil)
    #expect(display.await { $0.text.hasPrefix("after") } != nil)
    next.close()
  }

  /// `--speech dispatcher`, and the default when speech-dispatcher answers, speak through it.
  @Test(
    .enabled(if: TestDaemons.hasSpeechDispatcher, TestDaemons.speechDispatcherMissing),
    arguments: [["--speech", "dispatcher"], []])
  func exploreSpeaksThroughTheDaemonInTheLocalesLanguage(choice: [String]) throws {
    try TestDaemons.speakingAlone {
      let hooked = try Hooked(locale: "de", showsBraille: false)
      let explore = try LiveExplore(
        choice + ["--no-tones", "--locale", "de"],
        environment: ["SPEECHD_ADDRESS": try #require(TestDaemons.speechDispatcherAddress)])
      let firstPoint = try hooked.narration.point(0, inSeries: 0).speech
      let before = TestDaemons.said().count
      let said = TestDaemons.said { lines in lines.dropFirst(before).contains { $0.text.contains(firstPoint) } }
      _ = try explore.finish()
      let line = try #require(said.dropFirst(before).first { $0.text.contains(firstPoint) }, "\(said.suffix(5))")
      #expect(line.language == "de")
      #expect(explore.standardError.isEmpty)
    }
  }

  /// `--voice` and `--rate` reach the user's speech-dispatcher: its voice of that name, and the
  /// words per minute on its −100…100 scale.
  @Test(.enabled(if: TestDaemons.hasSpeechDispatcher, TestDaemons.speechDispatcherMissing))
  func voiceAndRateReachTheDaemon() throws {
    try TestDaemons.speakingAlone {
      let hooked = try Hooked(locale: "en", showsBraille: false)
      let before = TestDaemons.said().count
      let explore = try LiveExplore(
        ["--speech", "dispatcher", "--no-tones", "--voice", "en-alt", "--rate", "450"],
        environment: ["SPEECHD_ADDRESS": try #require(TestDaemons.speechDispatcherAddress)])
      let firstPoint = try hooked.narration.point(0, inSeries: 0).speech
      let said = TestDaemons.said { lines in lines.dropFirst(before).contains { $0.text.contains(firstPoint) } }
      _ = try explore.finish()
      let line = try #require(said.dropFirst(before).first { $0.text.contains(firstPoint) }, "\(said.suffix(5))")
      #expect(line.voice == "en-alt")
      // 450 words a minute is espeak-ng's fastest, the daemon's 100.
      #expect(Double(line.rate) == 100)
      #expect(explore.standardError.isEmpty)
    }
  }

  /// A device stand-in that takes real time to play, as a sound card does, and notes at each
  /// write how many of the daemon's messages held `text` then, and how many of them had ended.
  final class PacedSink: AudioSink, @unchecked Sendable {
    let sampleRate = 22_050
    let channelCount = 2
    let text: String
    let seen = Mutex<[Int]>([])
    let ended = Mutex<[Int]>([])
    init(watching text: String) { self.text = text }
    func write(_ samples: [Int16]) throws(SpeechError) {
      seen.withLock { $0.append(TestDaemons.said().count { $0.text.contains(text) }) }
      ended.withLock { $0.append(TestDaemons.speechEvents().count { !$0.isStart && $0.text.contains(text) }) }
      Thread.sleep(forTimeInterval: Double(samples.count / channelCount) / Double(sampleRate))
    }
    func flush() {}
    func close() {}
  }

  /// An exploration of the monthly revenue, in English, whose words go to the private daemon and
  /// whose tones go to a ``PacedSink`` watching for the words `watching` picks.
  struct DaemonSession {
    let chart: ChartDescriptor
    let sink: PacedSink
    let player: AudioPlayer
    let announcer: Announcer
    var session: ExploreSession

    init(watching: (ChartDescriptor, PhraseBook, ExploreNarration) throws -> String) throws {
      let example = "monthly-revenue.json"
      chart = try ChartJSONReader.read(Array(try CLI.exampleData(example)), source: example)
      let book = try PhraseBook.load(locale: "en", directory: RepositoryPaths.locales)
      let description = try ChartDescription(chart, book: book, levels: [.alt, .summary])
      let narration = ExploreNarration(chart: chart, analysis: description.analysis, book: book)
      sink = PacedSink(watching: try watching(chart, book, narration))
      player = AudioPlayer(sink: sink)
      let speech = try #require(SpeechDispatcher.connect(socketPath: TestDaemons.speechDispatcherSocket))
      announcer = Announcer(
        options: Announcer.Options(speech: SpeechOptions(voice: book.voice)), player: player,
        noAudioNotice: try narration.message(.noAudio), speechOutput: speech, language: book.locale,
        write: { _ in }, writeError: { _ in })
      session = try ExploreSession(
        description: description, narration: narration,
        sonifier: try PointSonifier(descriptor: chart), announcer: announcer, showsBraille: false)
    }
  }

  /// With speech-dispatcher, a point's words follow its tone, as espeak-ng's do: the daemon gets
  /// them only when the last of the tone has gone to the device.
  @Test(.enabled(if: TestDaemons.hasSpeechDispatcher, TestDaemons.speechDispatcherMissing))
  func theDaemonSpeaksAfterTheTone() throws {
    try TestDaemons.speakingAlone {
      var live = try DaemonSession { _, _, narration in try narration.point(1, inSeries: 0).speech }
      defer { live.announcer.finish() }
      let (chart, sink, words) = (live.chart, live.sink, live.sink.text)
      let before = TestDaemons.said().count { $0.text.contains(words) }
      try live.session.perform(.move(.nextPoint))
      let said = TestDaemons.said { lines in lines.count { $0.text.contains(words) } > before }
      #expect(said.count { $0.text.contains(words) } == before + 1, "the daemon never said \(words)")
      // Every chunk of the tone went to the device before the daemon had the words.
      let seen = sink.seen.withLock { $0 }
      let tone = ToneRenderer.render(try PointSonifier(descriptor: chart).plan(point: 1, inSeries: 0))
      let frames = tone.converted(sampleRate: sink.sampleRate, channelCount: sink.channelCount).frameCount
      #expect(seen.count == (frames + 440) / 441)
      #expect(seen.allSatisfy { $0 == before })
    }
  }

  /// With speech-dispatcher, `p`'s caption ("Audio graph of Revenue: 6 tones.") is spoken before
  /// the tones, as espeak-ng's is: the tones start only when the daemon has reported the caption
  /// spoken to its end.
  @Test(.enabled(if: TestDaemons.hasSpeechDispatcher, TestDaemons.speechDispatcherMissing))
  func theDaemonSpeaksTheCaptionBeforeTheTones() throws {
    try TestDaemons.speakingAlone {
      var live = try DaemonSession { chart, book, _ in
        let plan = try PointSonifier(descriptor: chart).plan(series: 0)
        let narrator = Narrator(book: book)
        return try plan.groups.map { try narrator.toneCaption($0, chart: chart).speech }.joined(separator: " ")
      }
      defer { live.announcer.finish() }
      let (sink, player, caption) = (live.sink, live.player, live.sink.text)
      let plan = try PointSonifier(descriptor: live.chart).plan(series: 0)
      let before = TestDaemons.speechEvents().count { !$0.isStart && $0.text.contains(caption) }
      try live.session.perform(.play)
      let tones = ToneRenderer.render(plan)
      let frames = tones.converted(sampleRate: sink.sampleRate, channelCount: sink.channelCount).frameCount
      let writes = (frames + 440) / 441
      ExploreSessionTests.await { sink.ended.withLock { $0.count } >= writes && player.isIdle }
      // Every chunk of the tones went to the device after the daemon had said the whole caption.
      let ended = sink.ended.withLock { $0 }
      #expect(ended.count == writes)
      #expect(ended.allSatisfy { $0 == before + 1 }, "\(ended.prefix(3))")
      let events = TestDaemons.speechEvents().filter { $0.text.contains(caption) }.suffix(2)
      #expect(events.map(\.description) == ["start \(caption)", "end \(caption)"])
    }
  }

  // MARK: - Without the daemons

  @Test func noSpeechDispatcherFallsBackWithOneNoticeAtMost() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let result = try CLI.run(
      ["explore", CLI.example("monthly-revenue.json"), "--speech", "dispatcher", "--no-tones"],
      stdin: Data("lq".utf8),
      environment: ["SPEECHD_ADDRESS": "unix_socket:" + folder.appendingPathComponent("none.sock").path])
    #expect(result.status == 0)
    let narration = try Hooked(locale: "en", showsBraille: false).narration
    let notices = [
      try narration.message(.noDispatcher), try narration.message(.noAudio),
    ].map { Announcer.visible($0) + "\n" }
    // espeak-ng speaks instead: with a device, the notice says so; without one, text only.
    #expect(notices.contains(result.stderr))
  }

  @Test(arguments: ["de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func theFallbackNoticeIsInTheLocalesWords(locale: String) throws {
    let english = try Hooked(locale: "en", showsBraille: false).narration.message(.noDispatcher)
    let notice = try Hooked(locale: locale, showsBraille: false).narration.message(.noDispatcher)
    #expect(notice.display != english.display)
    // The programs' names are names: the same in every language.
    #expect(notice.display.contains("speech-dispatcher"))
    #expect(notice.display.contains("espeak-ng"))
  }

  @Test func speechNoneIsNoSpeech() throws {
    let none = try CLI.run(
      ["explore", CLI.example("monthly-revenue.json"), "--speech", "none", "--no-tones"], stdin: Data("llq".utf8))
    let noSpeech = try CLI.run(
      ["explore", CLI.example("monthly-revenue.json"), "--no-speech", "--no-tones"], stdin: Data("llq".utf8))
    expectSuccess(none)
    #expect(none.stdout == noSpeech.stdout)
    #expect(none.stderr == noSpeech.stderr)
  }
}
