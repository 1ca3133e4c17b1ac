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
    }
  }

  @Test(.enabled(if: TestDaemons.hasSpeechDispatcher, TestDaemons.speechDispatcherMissing))
  func aClosedConnectionRefusesToSpeak() throws {
    let speech = try #require(SpeechDispatcher.connect(socketPath: TestDaemons.speechDispatcherSocket))
    speech.close()
    #expect(throws: SpeechError.self) { try speech.say("nothing", language: "en") }
  }
}
