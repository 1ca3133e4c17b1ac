import Foundation
import Testing

/// The private speech-dispatcher and brltty that `scripts/with-daemons.sh` starts around the test
/// suite (`make test`, `scripts/run-tests.sh`), found through its `CHARTVOICE_TEST_*` variables.
///
/// A test that needs a daemon is enabled by ``hasSpeechDispatcher`` or ``hasBrltty``, with
/// ``speechDispatcherMissing`` or ``brlttyMissing`` as the reason it is skipped otherwise.
public enum TestDaemons {
  static var environment: [String: String] { ProcessInfo.processInfo.environment }

  /// `unix_socket:<path>`, as `SPEECHD_ADDRESS` takes it.
  public static var speechDispatcherAddress: String? { environment["CHARTVOICE_TEST_SPEECHD_ADDRESS"] }
  /// The socket's path alone.
  public static var speechDispatcherSocket: String? {
    speechDispatcherAddress.map { String($0.dropFirst("unix_socket:".count)) }
  }
  /// The file the daemon's recording module appends its events to: `start`, language, voice, rate
  /// and text as a message starts, `end` and the text when it has been "spoken", tab-separated.
  public static var saidFile: String? { environment["CHARTVOICE_TEST_SPEECHD_SAID"] }
  /// While this file exists, the recording module's messages last until it is removed.
  public static var holdFile: String? { environment["CHARTVOICE_TEST_SPEECHD_HOLD"] }
  public static var hasSpeechDispatcher: Bool { speechDispatcherAddress != nil && saidFile != nil }
  public static let speechDispatcherMissing: Comment =
    "no private speech-dispatcher: run the tests through scripts/run-tests.sh (make test) after make deps"

  /// `BRLAPI_HOST` and `BRLAPI_AUTH` for the private brltty.
  public static var brlapiHost: String? { environment["CHARTVOICE_TEST_BRLAPI_HOST"] }
  public static var brlapiAuth: String? { environment["CHARTVOICE_TEST_BRLAPI_AUTH"] }
  /// The socket of brltty's virtual braille driver, where a test plays the display.
  public static var brailleDisplaySocket: String? { environment["CHARTVOICE_TEST_BRAILLE_DISPLAY"] }
  /// brltty's log of its BrlAPI server (`-l notice,server`).
  public static var brlttyLog: String? { environment["CHARTVOICE_TEST_BRLTTY_LOG"] }
  public static var hasBrltty: Bool {
    brlapiHost != nil && brlapiAuth != nil && brailleDisplaySocket != nil && brlttyLog != nil
  }

  /// The BrlAPI server's events for the last client that took the display: `taking control`,
  /// `releasing tty`, `closing connection`, in order (empty when none took it).
  public static func lastDisplayClient() -> [String] {
    guard let brlttyLog, let log = try? String(contentsOfFile: brlttyLog, encoding: .utf8) else { return [] }
    let lines = log.split(separator: "\n")
    guard let taking = lines.lastIndex(where: { $0.contains("taking control of tty") }),
      let descriptor = lines[taking].split(separator: " ").drop(while: { $0 != "fd" }).dropFirst().first
    else { return [] }
    let events = ["taking control", "releasing tty", "closing connection"]
    return lines[taking...].filter { $0.contains("fd \(descriptor) ") || $0.hasSuffix("fd \(descriptor)") }
      .compactMap { line in events.first { line.contains($0) } }
  }

  /// Waits (at most `seconds`) until the last client's events satisfy `done`, and returns them.
  public static func lastDisplayClient(within seconds: Double = 10, until done: ([String]) -> Bool) -> [String] {
    awaitDaemon(within: seconds, read: lastDisplayClient, until: done)
  }

  public static let brlttyMissing: Comment =
    "no private brltty: run the tests through scripts/run-tests.sh (make test) after make deps"

  /// One message as the recording module started to say it.
  public struct Utterance: Sendable, Equatable {
    public var language: String
    /// The synthesis voice's name (`en`, or `en-alt` for `--voice en-alt`).
    public var voice: String
    /// speech-dispatcher's rate, −100…100, as the module printed it (`49.00`).
    public var rate: String
    public var text: String
  }

  /// One event of the recording module: a message started (`isStart`) or ended.
  public struct SpeechEvent: Sendable, Equatable, CustomStringConvertible {
    public var isStart: Bool
    public var text: String
    public var description: String { (isStart ? "start " : "end ") + text }
  }

  /// The recording module's lines, split at tabs.
  static func recordedLines() -> [[String]] {
    guard let saidFile, let text = try? String(contentsOfFile: saidFile, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }

  /// What the speech-dispatcher has said (started to say) so far.
  public static func said() -> [Utterance] {
    recordedLines().compactMap { fields in
      fields.count == 5 && fields[0] == "start"
        ? Utterance(language: fields[1], voice: fields[2], rate: fields[3], text: fields[4]) : nil
    }
  }

  /// Waits (at most `seconds`) until what was said satisfies `done`, and returns it.
  public static func said(within seconds: Double = 10, until done: ([Utterance]) -> Bool) -> [Utterance] {
    awaitDaemon(within: seconds, read: said, until: done)
  }

  /// The recording module's starts and ends so far, in order.
  public static func speechEvents() -> [SpeechEvent] {
    recordedLines().compactMap { fields in
      switch (fields.first, fields.count) {
      case ("start", 5): SpeechEvent(isStart: true, text: fields[4])
      case ("end", 2): SpeechEvent(isStart: false, text: fields[1])
      default: nil
      }
    }
  }

  /// Waits (at most `seconds`) until the events satisfy `done`, and returns them.
  public static func speechEvents(within seconds: Double = 10, until done: ([SpeechEvent]) -> Bool)
    -> [SpeechEvent]
  {
    awaitDaemon(within: seconds, read: speechEvents, until: done)
  }

  /// The one daemon's speech is shared by every test that speaks through it, and messages of
  /// priority text from different clients replace each other: a test that checks what was cut
  /// off or in which order runs `body` alone among the tests that take this lock.
  public static func speakingAlone<Result>(_ body: () throws -> Result) rethrows -> Result {
    speechLock.lock()
    defer { speechLock.unlock() }
    return try body()
  }

  private static let speechLock = NSLock()

  /// Reads a daemon's record until it satisfies `done` or `seconds` pass (a daemon works on its
  /// own time); returns the last reading.
  static func awaitDaemon<Record>(within seconds: Double, read: () -> Record, until done: (Record) -> Bool)
    -> Record
  {
    let deadline = Date().addingTimeInterval(seconds)
    var record = read()
    while !done(record), Date() < deadline {
      usleep(50_000)
      record = read()
    }
    return record
  }
}
