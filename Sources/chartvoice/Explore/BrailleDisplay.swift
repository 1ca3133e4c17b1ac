// The only file in chartvoice that imports BrlAPI. No C type leaves it.
// The library is opened on first use (`BrailleDisplay.load(_:)`), not linked: a command that shows
// nothing in braille does not load it.
internal import CBrlAPI
import Foundation

/// Where the current point goes in braille: a refreshable display, or nothing.
protocol BrailleSink: AnyObject {
  /// Shows `line` from its start, with the display's cursor under the character at `cursor` (a
  /// count of characters from 0), or no cursor.
  func show(_ line: String, cursor: Int?)
}

/// The user's braille display, through brltty's BrlAPI.
///
///     if let display = BrailleDisplay.connect() {   // nil: no brltty, or no display on it
///       display.show("⢴⠧ 2 of 6, February: 39,500", cursor: 0)
///       let keys = display.mergingKeys(with: STDIN_FILENO)   // panning keys become h, l, k, j
///     }
///
/// While connected, chartvoice owns the display in *tty mode*: brltty shows what chartvoice
/// writes instead of the screen, and sends it the display's keys. The panning keys move through
/// the chart as the arrow keys do: a window back or forward (FWINLT, FWINRT) is the previous or
/// next point, a line up or down (LNUP, LNDN) the previous or next series. ``close()`` gives the
/// display back; if the process ends otherwise (a signal), brltty gives it back when the
/// connection closes.
///
/// BrlAPI keeps one connection per process, behind one lock here; its key reads run on a thread
/// of their own.
final class BrailleDisplay: BrailleSink, @unchecked Sendable {
  /// The display's width in cells.
  let columns: Int
  /// BrlAPI's functions.
  private let brlapi: chartvoice_brlapi

  /// The shared library's soname.
  static let file = "libbrlapi.so.0.8"
  /// BrlAPI's functions, loaded by the first ``connect(host:auth:)`` (a lazy `static let` runs once,
  /// whichever threads ask).
  private static let loaded = Result { () throws(LoadFailure) in try functions(file) }

  /// Why BrlAPI could not be loaded: the loader's message, which names the file.
  struct LoadFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// Guards the connection, ``isOpen`` and the key pipe's write end.
  private let lock = NSLock()
  private var isOpen = true
  /// Where translated keys are written, or −1.
  private var keyWriter: Int32 = -1
  /// Signalled by the key thread when it has stopped.
  private let keysStopped = DispatchSemaphore(value: 0)
  private var readsKeys = false

  private init(brlapi: chartvoice_brlapi, columns: Int) {
    self.brlapi = brlapi
    self.columns = columns
  }

  /// Opens the shared library `file` and finds BrlAPI's functions in it, without connecting: what
  /// the first ``connect(host:auth:)`` does with `libbrlapi.so.0.8`.
  ///
  /// - Throws: ``LoadFailure`` naming the file when it cannot be opened or lacks a function.
  static func load(_ file: String) throws(LoadFailure) {
    _ = try functions(file)
  }

  /// BrlAPI's functions in the shared library `file`; throws as ``load(_:)``.
  private static func functions(_ file: String) throws(LoadFailure) -> chartvoice_brlapi {
    var functions = chartvoice_brlapi()
    if let failure = unsafe chartvoice_brlapi_load(file, &functions) {
      throw LoadFailure(description: unsafe String(cString: failure))
    }
    return functions
  }

  /// Connects to brltty at `host` with the key file `auth` (by default `BRLAPI_HOST` and
  /// `BRLAPI_AUTH`, else brltty's default place), and takes the display.
  ///
  /// - Returns: `nil` when BrlAPI cannot be loaded, brltty does not answer, has no display (0
  ///   cells), or refuses the tty.
  static func connect(host: String? = nil, auth: String? = nil) -> BrailleDisplay? {
    guard case .success(let brlapi) = loaded else { return nil }
    // BrlAPI's default handler aborts the process on a protocol error; a display that goes away
    // must only end its output.
    _ = brlapi.brlapi_setExceptionHandler { _, _, _, _ in }
    let hostName = host.map { strdup($0) }
    let authPath = auth.map { strdup($0) }
    defer {
      free(hostName ?? nil)
      free(authPath ?? nil)
    }
    var wanted = brlapi_connectionSettings_t(auth: authPath ?? nil, host: hostName ?? nil)
    var settings = brlapi_connectionSettings_t(auth: nil, host: nil)
    guard brlapi.brlapi_openConnection(&wanted, &settings) >= 0 else { return nil }
    var width: UInt32 = 0
    var height: UInt32 = 0
    guard brlapi.brlapi_getDisplaySize(&width, &height) >= 0, width > 0, height > 0 else {
      brlapi.brlapi_closeConnection()
      return nil
    }
    // The terminal chartvoice runs in (brltty finds it from the environment and the process); where
    // there is none, as under a script, the display's root.
    guard
      brlapi.brlapi_enterTtyMode(BRLAPI_TTY_DEFAULT, nil) >= 0
        || brlapi.brlapi_enterTtyModeWithPath(nil, 0, nil) >= 0
    else {
      brlapi.brlapi_closeConnection()
      return nil
    }
    return BrailleDisplay(brlapi: brlapi, columns: Int(width))
  }

  /// Shows `line` padded or cut to the display's width, the cursor under `cursor`.
  func show(_ line: String, cursor: Int?) {
    var scalars = Array(line.unicodeScalars.prefix(columns))
    scalars += Array(repeating: " ", count: columns - scalars.count)
    var text = String(String.UnicodeScalarView(scalars))
    let cursorCell = cursor.flatMap { $0 < columns ? Int32($0 + 1) : nil } ?? Int32(BRLAPI_CURSOR_OFF)
    lock.lock()
    defer { lock.unlock() }
    guard isOpen else { return }
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { characters in
        "UTF-8".withCString { charset in
          var arguments = chartvoice_brlapi_write_arguments()
          arguments.displayNumber = -1
          arguments.regionBegin = 1
          arguments.regionSize = Int32(columns)
          arguments.text = characters.baseAddress
          arguments.textSize = Int32(characters.count)
          arguments.cursor = cursorCell
          arguments.charset = charset
          _ = brlapi.brlapi_write(&arguments)
        }
      }
    }
  }

  /// A descriptor to read keys from: what `descriptor` sends, with the display's panning keys
  /// added as the letters that make the same moves (`h`, `l`, `k`, `j`). It ends when `descriptor`
  /// ends.
  ///
  /// - Returns: `descriptor` itself when no pipe can be made (the display then only shows).
  func mergingKeys(with descriptor: Int32) -> Int32 {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return descriptor }
    lock.lock()
    keyWriter = ends[1]
    readsKeys = true
    lock.unlock()
    Thread.detachNewThread { [self] in copy(from: descriptor) }
    Thread.detachNewThread { [self] in readDisplayKeys() }
    return ends[0]
  }

  /// Gives the display back to brltty and closes the connection. Later calls do nothing.
  func close() {
    lock.lock()
    let wasOpen = isOpen
    isOpen = false
    let waitForKeys = readsKeys
    lock.unlock()
    guard wasOpen else { return }
    if waitForKeys { keysStopped.wait() }
    lock.lock()
    defer { lock.unlock() }
    _ = brlapi.brlapi_leaveTtyMode()
    brlapi.brlapi_closeConnection()
  }

  // MARK: - Keys

  /// The letter that makes a display command's move, if chartvoice follows that command.
  static func letter(forCommand command: Int) -> UInt8? {
    switch command {
    case Int(CHARTVOICE_BRLAPI_FWINLT): UInt8(ascii: "h")
    case Int(CHARTVOICE_BRLAPI_FWINRT): UInt8(ascii: "l")
    case Int(CHARTVOICE_BRLAPI_LNUP): UInt8(ascii: "k")
    case Int(CHARTVOICE_BRLAPI_LNDN): UInt8(ascii: "j")
    default: nil
    }
  }

  /// Copies the keyboard's bytes into the pipe until the keyboard ends, then closes the pipe.
  private func copy(from descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { break }
      guard send(Array(buffer[..<count])) else { return }
    }
    lock.lock()
    if keyWriter >= 0 { Glibc.close(keyWriter) }
    keyWriter = -1
    lock.unlock()
  }

  /// Reads the display's keys until ``close()``, sending those chartvoice follows into the pipe.
  /// (A read waits at most a fifth of a second, so that closing never waits longer.)
  private func readDisplayKeys() {
    defer { keysStopped.signal() }
    while true {
      lock.lock()
      let open = isOpen
      lock.unlock()
      guard open else { return }
      var code: brlapi_keyCode_t = 0
      let result = brlapi.brlapi_readKeyWithTimeout(200, &code)
      if result < 0 { return }
      if result == 0 { continue }
      if let letter = Self.letter(forCommand: chartvoice_brlapi_command(code)) {
        _ = send([letter])
      }
    }
  }

  /// Writes `bytes` into the pipe; `false` once it is closed.
  private func send(_ bytes: [UInt8]) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard keyWriter >= 0 else { return false }
    return bytes.withUnsafeBytes { write(keyWriter, $0.baseAddress, $0.count) } == bytes.count
  }
}
