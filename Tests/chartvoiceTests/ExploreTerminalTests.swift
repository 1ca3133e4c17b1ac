import ChartVoiceTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `chartvoice explore` at a terminal (a pseudo-terminal): raw mode while it runs, and the
/// terminal's settings back as they were however it ends.
@Suite struct ExploreTerminalTests {
  /// A `chartvoice explore` process whose standard input and output are a pseudo-terminal.
  final class Session {
    let terminal: PseudoTerminal
    let process = Process()
    private let errors = Pipe()
    /// The terminal's settings before the process started.
    let original: termios

    init(
      _ arguments: [String] = [], chart: String = CLI.example("monthly-revenue.json"),
      environment: [String: String] = [:]
    ) throws {
      terminal = try PseudoTerminal()
      original = Self.settings(of: terminal)
      process.executableURL = try RunExecutable.chartvoiceURL()
      process.arguments = ["explore", chart, "--no-speech"] + arguments
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      process.standardInput = terminal.child
      process.standardOutput = terminal.child
      process.standardError = errors
      try process.run()
      try? errors.fileHandleForWriting.close()
    }

    static func settings(of terminal: PseudoTerminal) -> termios {
      var settings = termios()
      _ = tcgetattr(terminal.child.fileDescriptor, &settings)
      return settings
    }

    var settings: termios { Self.settings(of: terminal) }

    /// Whether the terminal is in raw mode: no line editing, no echo, no signals from keys.
    var isRaw: Bool {
      settings.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0
    }

    /// Waits until the process has put the terminal in raw mode.
    func waitForRawMode(sourceLocation: SourceLocation = #_sourceLocation) {
      let deadline = Date().addingTimeInterval(20)
      while !isRaw, process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
      #expect(isRaw, "the terminal never went into raw mode", sourceLocation: sourceLocation)
    }

    func type(_ text: String) {
      terminal.send(Array(text.utf8))
    }

    /// Waits for the process to end, killing it after `timeout`; returns its status as a shell
    /// reports it (128 + the signal for a signal).
    func waitForExit(timeout: TimeInterval = 20) -> Int32 {
      let deadline = Date().addingTimeInterval(timeout)
      var output = Data()
      while process.isRunning, Date() < deadline {
        output.append(terminal.drain())  // never let a full terminal block the process
        Thread.sleep(forTimeInterval: 0.01)
      }
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        Issue.record("the process did not end within \(timeout) s")
      }
      process.waitUntilExit()
      self.output = output + terminal.drain()
      return process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// What the process wrote to the terminal (after ``waitForExit(timeout:)``).
    private(set) var output = Data()
    var outputText: String { String(decoding: output, as: UTF8.self) }

    var standardError: String {
      String(decoding: (try? errors.fileHandleForReading.readToEnd()) ?? Data(), as: UTF8.self)
    }

    /// Checks that the terminal's settings are exactly those from before the process started.
    func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) {
      let now = settings
      #expect(now.c_lflag & tcflag_t(ICANON) != 0, "ICANON is off", sourceLocation: sourceLocation)
      #expect(now.c_lflag & tcflag_t(ECHO) != 0, "ECHO is off", sourceLocation: sourceLocation)
      #expect(now.c_lflag == original.c_lflag, "local flags", sourceLocation: sourceLocation)
      #expect(now.c_iflag == original.c_iflag, "input flags", sourceLocation: sourceLocation)
      #expect(now.c_oflag == original.c_oflag, "output flags", sourceLocation: sourceLocation)
      #expect(now.c_cflag == original.c_cflag, "control flags", sourceLocation: sourceLocation)
    }
  }

  @Test func rawModeWhileRunningAndRestoredAfterQ() throws {
    let session = try Session(["--no-tones"])
    #expect(session.original.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    session.waitForRawMode()
    // Output processing stays on in raw mode, so lines still start at the left margin.
    #expect(session.settings.c_oflag & tcflag_t(OPOST) != 0)
    session.type("\u{1B}[C\u{1B}[CQ")
    #expect(session.waitForExit() == 0)
    session.expectRestored()
    let lines = session.outputText.components(separatedBy: "\r\n")
    #expect(lines.contains("3 of 6, March: $43,800, highest so far"), "\(session.outputText)")
    #expect(!session.outputText.contains("\u{1B}[C"), "keys were echoed")
  }

  @Test func keysTypedOneAtATimeAndASlowEscape() throws {
    let session = try Session(["--no-tones"])
    session.waitForRawMode()
    for key in ["l", "l", "\u{1B}[D", "t"] {
      session.type(key)
      Thread.sleep(forTimeInterval: 0.05)
    }
    session.type("\u{1B}")  // Escape alone: stops the sound, says nothing
    Thread.sleep(forTimeInterval: 0.2)
    session.type("Q")
    #expect(session.waitForExit() == 0)
    session.expectRestored()
    let lines = session.outputText.components(separatedBy: "\r\n")
    #expect(
      lines.contains("February: down $1,700 from January; rank 5 of 6, highest first."),
      "\(session.outputText)")
    #expect(!lines.contains("Press ? for help."))
  }

  /// Ctrl-C and Ctrl-D arrive as bytes in raw mode, and quit like Q.
  @Test(arguments: ["l\u{03}", "\u{04}"])
  func restoredAfterCtrlCOrCtrlD(_ keys: String) throws {
    let session = try Session(["--no-tones"])
    session.waitForRawMode()
    session.type(keys)
    #expect(session.waitForExit() == 0)
    session.expectRestored()
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func restoredAfterASignalThatStillEndsTheProcess(_ signal: Int32) throws {
    let session = try Session(["--no-tones"])
    session.waitForRawMode()
    kill(session.process.processIdentifier, signal)
    #expect(session.waitForExit() == 128 + signal)
    session.expectRestored()
  }

  /// A crash hands over to the Swift runtime's crash reporter (turned off here: interactively it
  /// waits for a key) once the terminal is restored.
  /// The sanitizers take crash signals for themselves (and ThreadSanitizer defers others), so
  /// under `make tsan` or `make asan` this test would check the sanitizer, not chartvoice.
  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["CHARTVOICE_SANITIZER"] != nil,
      "a sanitizer handles crash signals itself"),
    arguments: [SIGSEGV, SIGABRT])
  func restoredAfterACrashSignal(_ signal: Int32) throws {
    let session = try Session(["--no-tones"], environment: ["SWIFT_BACKTRACE": "enable=no"])
    session.waitForRawMode()
    kill(session.process.processIdentifier, signal)
    #expect(session.waitForExit() == 128 + signal)
    session.expectRestored()
  }

  @Test func restoredAfterAnError() throws {
    // A phrase file without the comparison's rank: pressing t fails while the terminal is raw.
    let folder = try TemporaryDirectory()
    var text = String(
      decoding: try Data(contentsOf: RepositoryPaths.locales.appendingPathComponent("en.json")),
      as: UTF8.self)
    text = text.replacingOccurrences(of: #""explore.context.rank": "#, with: #""unused.rank": "#)
    try folder.write("en.json", text)
    let session = try Session(["--no-tones", "--locales-dir", folder.url.path])
    session.waitForRawMode()
    session.type("lt")
    #expect(session.waitForExit() == 1)
    session.expectRestored()
    #expect(
      session.standardError.contains(
        "Error: the 'en' phrase file has no phrase 'explore.context.rank'"))
  }

  @Test func theStatusLineEndsWithANewLineOnQuit() throws {
    let session = try Session(["--no-tones", "--braille"])
    session.waitForRawMode()
    session.type("lQ")
    #expect(session.waitForExit() == 0)
    session.expectRestored()
    #expect(
      session.outputText.hasSuffix("\r\u{1B}[K⢤⠦⠾ 2 of 6, February: $39,500, lowest so far\r\n"))
  }
}
