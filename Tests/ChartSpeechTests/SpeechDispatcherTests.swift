import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartSpeech

/// Speech through speech-dispatcher, against the private daemon `scripts/with-daemons.sh` starts:
/// its recording module writes each message's language and text to a file the tests read back.
@Suite struct SpeechDispatcherTests {
  @Test func espeakRatesMapOntoTheDispatchersScale() {
    #expect(SpeechDispatcher.dispatcherRate(175) == 0)
    #expect(SpeechDispatcher.dispatcherRate(80) == -100)
    #expect(SpeechDispatcher.dispatcherRate(450) == 100)
    #expect(SpeechDispatcher.dispatcherRate(40) == -100)
    #expect(SpeechDispatcher.dispatcherRate(900) == 100)
    // Linear on each side of espeak-ng's 175.
    #expect(SpeechDispatcher.dispatcherRate(312) == 49)
    #expect(SpeechDispatcher.dispatcherRate(128) == -49)
  }

  @Test func noDaemonMeansNoConnection() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    #expect(SpeechDispatcher.connect(socketPath: folder.appendingPathComponent("speechd.sock").path) == nil)
  }

  @Test(.enabled(if: TestDaemons.hasSpeechDispatcher, TestDaemons.speechDispatcherMissing))
  func theDaemonReceivesTheTextInItsLanguage() throws {
    try TestDaemons.speakingAlone {
      let speech = try #require(SpeechDispatcher.connect(socketPath: TestDaemons.speechDispatcherSocket))
      defer { speech.close() }
      // Words no other test says, so the lines are this test's.
      let token = UUID().uuidString.prefix(8).lowercased()
      let cases = [("de", "Umsatz \(token) gestiegen"), ("fr", "Chiffre \(token) en hausse")]
      for (language, text) in cases {
        try speech.say(text, language: language)
        let said = TestDaemons.said { lines in lines.contains { $0.text == text } }
        let line = try #require(said.first { $0.text == text }, "speech-dispatcher did not say \(text)")
        #expect(line.language == language)
        // Without settings, the voice and rate are the daemon's: its voice for the language.
        #expect(line.voice == language)
        #expect(Double(line.rate) == 0)
      }
    }
  }

  @Test(.enabled(if: TestDaemons.hasSpeechDispatcher, TestDaemons.speechDispatcherMissing))
  func theVoiceAndRateGivenReachTheDaemon() throws {
    try TestDaemons.speakingAlone {
      let speech = try #require(
        SpeechDispatcher.connect(
          socketPath: TestDaemons.speechDispatcherSocket,
          settings: SpeechDispatcher.Settings(voice: "de-alt", rate: 312)))
      defer { speech.close() }
      let text = "Stimme \(UUID().uuidString.prefix(8))"
      try speech.say(text, language: "de")
      let said = TestDaemons.said { lines in lines.contains { $0.text == text } }
      let line = try #require(said.first { $0.text == text }, "speech-dispatcher did not say \(text)")
      // The voice survives the language each message sets.
      #expect(line.voice == "de-alt")
      #expect(Double(line.rate) == Double(SpeechDispatcher.dispatcherRate(312)))
    }
  }

  /// A screen reader's message (priority message, as a second client of the daemon) is spoken
  /// to its end: chartvoice's message waits for it instead of talking over it, and a new message
  /// of chartvoice's cancels only chartvoice's own previous one. The recording module "speaks" each
  /// message until the test lets it end, so the messages meet while one is spoken.
  @Test(.enabled(if: TestDaemons.hasSpeechDispatcher, TestDaemons.speechDispatcherMissing))
  func theScreenReaderIsNeitherInterruptedNorCancelled() throws {
    try TestDaemons.speakingAlone {
      let hold = try #require(TestDaemons.holdFile)
      let socket = TestDaemons.speechDispatcherSocket
      let reader = try #require(SpeechDispatcher.connect(socketPath: socket, clientName: "screen-reader"))
      let speech = try #require(SpeechDispatcher.connect(socketPath: socket))
      defer {
        speech.close()
        reader.close()
      }
      let token = UUID().uuidString.prefix(8)
      let (screenReader, first, second) = ("Orca \(token)", "1 of 6 \(token)", "2 of 6 \(token)")
      let ours = [screenReader, first, second]
      try #require(FileManager.default.createFile(atPath: hold, contents: nil))
      defer { try? FileManager.default.removeItem(atPath: hold) }
      try reader.say(screenReader, language: "en", priority: .message)
      let started = TestDaemons.speechEvents { events in events.contains { $0.isStart && $0.text == screenReader } }
      try #require(started.contains { $0.isStart && $0.text == screenReader }, "the screen reader never spoke")
      // While the screen reader speaks, two keys' messages: the second replaces the first.
      try speech.say(first, language: "en")
      try speech.say(second, language: "en")
      try FileManager.default.removeItem(atPath: hold)
      let events = TestDaemons.speechEvents { events in
        events.contains { !$0.isStart && $0.text == second }
      }.filter { ours.contains($0.text) }
      #expect(
        events.map(\.description) == [
          "start \(screenReader)", "end \(screenReader)", "start \(second)", "end \(second)",
        ])
    }
  }

  @Test(.enabled(if: TestDaemons.hasSpeechDispatcher, TestDaemons.speechDispatcherMissing))
  func aClosedConnectionRefusesToSpeak() throws {
    let speech = try #require(SpeechDispatcher.connect(socketPath: TestDaemons.speechDispatcherSocket))
    speech.close()
    #expect(throws: SpeechError.self) { try speech.say("nothing", language: "en") }
  }
}
