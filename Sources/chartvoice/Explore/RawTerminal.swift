import Foundation

/// Raw mode for the terminal the keys come from: each key arrives at once, unechoed, and Ctrl-C
/// arrives as a byte rather than a signal. Output processing stays on, so `\n` still starts a
/// new line.
///
///     let terminal = try RawTerminal(descriptor: STDIN_FILENO)
///     defer { terminal.restore() }
///
/// The saved settings come back on every way out: ``restore()`` (called by `defer` on a normal
/// return and on a thrown error), and a signal handler for SIGINT, SIGTERM, SIGHUP, SIGQUIT,
/// SIGPIPE and the crash signals (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP), which
/// restores the terminal, puts back the signal's previous handler and raises the signal again, so
/// the process ends as it would have (a shell sees 130 for SIGINT) and crash reports still happen.
/// Signals the parent ignores stay ignored; those it blocked are unblocked while raw, so that
/// the handler can run.
///
/// Only one terminal can be raw at a time (the handlers are process-wide).
final class RawTerminal {
  let descriptor: Int32
  private let saved: termios
  private var isRestored = false

  /// Saves the terminal's settings and switches it to raw mode.
  ///
  /// - Throws: A failure when the descriptor is not a terminal or its settings cannot change.
  init(descriptor: Int32) throws(CLIError) {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else {
      throw CLIError.failure(
        "cannot read the terminal's settings: \(String(cString: strerror(errno)))")
    }
    self.descriptor = descriptor
    saved = settings
    SignalRestore.install(descriptor: descriptor, settings: settings)
    let raw = Self.raw(settings)
    var applied = raw
    // TCSANOW, not TCSAFLUSH: keys typed before the switch are kept.
    guard tcsetattr(descriptor, TCSANOW, &applied) == 0 else {
      let reason = String(cString: strerror(errno))
      SignalRestore.uninstall()
      throw CLIError.failure("cannot set up the terminal: \(reason)")
    }
  }

  /// Puts the saved settings back and removes the signal handlers. Later calls do nothing.
  func restore() {
    guard !isRestored else { return }
    isRestored = true
    var settings = saved
    _ = tcsetattr(descriptor, TCSANOW, &settings)
    SignalRestore.uninstall()
  }

  deinit {
    restore()
  }

  /// `cfmakeraw`'s settings, except that output processing (OPOST, so ONLCR) stays on and reads
  /// wait for one byte.
  static func raw(_ settings: termios) -> termios {
    var raw = settings
    raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }
}

/// The process-wide state the signal handler reads. It is written only while no handler is
/// installed, and kept in memory allocated once, so the handler touches no Swift runtime state
/// that could be mid-update (`tcsetattr`, `sigaction` and `raise` are async-signal-safe).
private enum SignalRestore {
  static let signals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
  ]
  /// The largest signal number handled, for the table of previous handlers.
  static let tableSize = Int(signals.max() ?? 0) + 1

  /// The terminal's descriptor, or −1 when none is raw.
  nonisolated(unsafe) static let descriptor = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  nonisolated(unsafe) static let settings = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// The handler each signal had before, by signal number.
  nonisolated(unsafe) static let previous = UnsafeMutablePointer<sigaction>.allocate(
    capacity: tableSize)
  /// Whether each signal, by number, is handled now (those not ignored by the parent).
  nonisolated(unsafe) static let installed: UnsafeMutablePointer<Bool> = {
    let table = UnsafeMutablePointer<Bool>.allocate(capacity: tableSize)
    table.initialize(repeating: false, count: tableSize)
    return table
  }()
  /// The calling thread's signal mask before ``install(descriptor:settings:)``.
  nonisolated(unsafe) static var previousMask = sigset_t()

  static func install(descriptor: Int32, settings: termios) {
    self.settings.pointee = settings
    self.descriptor.pointee = descriptor
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      // A handler must leave errno as it found it: the interrupted code may be about to read it.
      let savedErrno = errno
      defer { errno = savedErrno }
      if SignalRestore.descriptor.pointee >= 0 {
        _ = tcsetattr(SignalRestore.descriptor.pointee, TCSANOW, SignalRestore.settings)
      }
      // Every previous handler back, not just this signal's: a crash reporter that raises another
      // signal while it reports must reach its own handler, not come back here.
      for number in 1..<SignalRestore.tableSize where SignalRestore.installed[number] {
        SignalRestore.installed[number] = false
        _ = sigaction(Int32(number), SignalRestore.previous + number, nil)
      }
      // Blocked while this handler runs: delivered, to the previous handler, as it returns. A
      // crash signal from a faulting instruction would also come back as the instruction reruns.
      _ = raise(signal)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in signals {
      // A signal the parent chose to ignore (nohup's SIGHUP, a background job's SIGINT) stays
      // ignored: handling it would end the process.
      _ = sigaction(signal, nil, previous + Int(signal))
      if isIgnored(previous[Int(signal)]) { continue }
      installed[Int(signal)] = true
      _ = sigaction(signal, &action, nil)
      sigaddset(&unblock, signal)
    }
    // A parent may start us with signals blocked (a thread pool's mask is inherited through
    // fork): the handler must be able to run.
    _ = pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
  }

  static func uninstall() {
    for signal in signals where installed[Int(signal)] {
      installed[Int(signal)] = false
      _ = sigaction(signal, previous + Int(signal), nil)
    }
    descriptor.pointee = -1
    _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }

  /// Whether an action is `SIG_IGN`.
  private static func isIgnored(_ action: sigaction) -> Bool {
    guard let handler = action.__sigaction_handler.sa_handler else { return false }  // SIG_DFL
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
