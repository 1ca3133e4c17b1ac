// The only file in chartvoice that imports libspeechd. No C type leaves it.
// The library is opened on first use (`SpeechDispatcher.load(_:)`), not linked: a command that
// never connects loads neither it nor glib.
internal import CSpeechd
import Foundation

/// Speech through the user's own speech-dispatcher: the voice, rate and synthesiser the user set
/// up for their screen reader, and a priority that lets Orca or speakup speak over it.
///
///     if let speech = SpeechDispatcher.connect() {
///       try speech.say("4 of 6, April: 38,800", language: "en")   // cancels the previous one
///     }
///
/// A message goes with priority *text*: speech-dispatcher interrupts it for the screen reader's
/// own messages and never the other way round. Each ``say(_:language:)`` first cancels this
/// connection's previous message (`spd_cancel`, never `spd_cancel_all`, which would silence the
/// screen reader too), so moving through a chart never queues stale points. The voice and rate
/// stay the user's unless ``Settings`` names them.
///
/// libspeechd is a socket client, but every call into it, opening and closing included, happens
/// under one lock shared by all connections, so a message and its language are never interleaved
/// with another thread's. The connection is threaded, so that the daemon's notifications of a
/// message's end or cancellation (``hasEnded(_:)``) arrive on libspeechd's own thread.
public final class SpeechDispatcher: @unchecked Sendable {
  /// Settings a user gave on the command line; `nil` keeps what speech-dispatcher has.
  public struct Settings: Sendable, Equatable {
    /// A synthesis voice name of the user's output module.
    public var voice: String?
    /// Words per minute, 80…450 as for espeak-ng (``SpeechOptions/rateRange``).
    public var rate: Int?

    public init(voice: String? = nil, rate: Int? = nil) {
      self.voice = voice
      self.rate = rate
    }
  }

  /// SSIP's priorities, highest first (the SSIP manual, "Priority Categories"); chartvoice speaks
  /// with ``text`` only, the others are for tests that play a screen reader.
  package enum Priority: Sendable {
    case important, message, text

    var value: SPDPriority {
      switch self {
      case .important: SPD_IMPORTANT
      case .message: SPD_MESSAGE
      case .text: SPD_TEXT
      }
    }
  }

  /// The one lock around libspeechd; it holds the library's functions, or why they could not be
  /// loaded (`nil` before the first ``connect(socketPath:clientName:settings:)``).
  private static let library = Locked<Result<chartvoice_speechd, SpeechError>?>(nil)

  /// The shared library's soname.
  static let file = "libspeechd.so.2"

  /// The messages (numbered by the daemon, which numbers all its clients' messages in one series)
  /// whose end or cancellation it has reported, newest last: the last ``endedKept`` of them.
  private static let ended = Locked<[Int]>([])
  private static let endedKept = 256

  /// Notes that the daemon has reported message `message` ended or cancelled (on libspeechd's
  /// thread, which must not take ``library``: a call under it may be waiting for that thread).
  private static func noteEnded(_ message: Int) {
    ended.withLock { ended in
      ended.append(message)
      if ended.count > endedKept { ended.removeFirst(ended.count - endedKept) }
    }
  }

  /// libspeechd's functions.
  private let speechd: chartvoice_speechd
  /// The connection; read and changed only under ``library``.
  private var connection: UnsafeMutablePointer<SPDConnection>?

  private init(speechd: chartvoice_speechd, connection: UnsafeMutablePointer<SPDConnection>) {
    self.speechd = speechd
    self.connection = connection
  }

  deinit {
    if let connection { Self.library.withLock { _ in speechd.spd_close(connection) } }
  }

  /// Opens the shared library `file` and finds libspeechd's functions in it, without connecting:
  /// what the first ``connect(socketPath:clientName:settings:)`` does with `libspeechd.so.2`.
  ///
  /// - Throws: ``SpeechError/synthesisFailed(detail:)`` with the loader's message, which names the
  ///   file.
  package static func load(_ file: String) throws(SpeechError) {
    _ = try functions(file)
  }

  /// libspeechd's functions in the shared library `file`; throws as ``load(_:)``.
  static func functions(_ file: String) throws(SpeechError) -> chartvoice_speechd {
    var functions = chartvoice_speechd()
    if let failure = unsafe chartvoice_speechd_load(file, &functions) {
      throw .synthesisFailed(detail: unsafe String(cString: failure))
    }
    return functions
  }

  /// Connects to the speech-dispatcher listening on `socketPath`, or else at `SPEECHD_ADDRESS` or
  /// the user's default socket, and applies `settings`.
  ///
  /// - Returns: `nil` when no daemon answers (none is started for the purpose), or when libspeechd
  ///   cannot be loaded.
  public static func connect(
    socketPath: String? = nil, clientName: String = "chartvoice", settings: Settings = Settings()
  ) -> SpeechDispatcher? {
    library.withLock { loaded -> SpeechDispatcher? in
      let result = loaded ?? Result { () throws(SpeechError) in try functions(file) }
      loaded = result
      guard case .success(let speechd) = result else { return nil }
      var failure: UnsafeMutablePointer<CChar>?
      let opened: UnsafeMutablePointer<SPDConnection>?
      if let socketPath {
        let path = strdup(socketPath)
        defer { free(path) }
        var address = SPDConnectionAddress()
        address.method = SPD_METHOD_UNIX_SOCKET
        address.unix_socket_name = path
        opened = speechd.spd_open2(clientName, "explore", nil, SPD_MODE_THREADED, &address, 0, &failure)
      } else {
        opened = speechd.spd_open2(clientName, "explore", nil, SPD_MODE_THREADED, nil, 0, &failure)
      }
      free(failure)
      guard let opened else { return nil }
      // Ended or cancelled, a message is over: what waits for it may go on.
      opened.pointee.callback_end = { message, _, _ in SpeechDispatcher.noteEnded(message) }
      opened.pointee.callback_cancel = { message, _, _ in SpeechDispatcher.noteEnded(message) }
      _ = speechd.spd_set_notification_on(opened, SPD_END)
      _ = speechd.spd_set_notification_on(opened, SPD_CANCEL)
      if let voice = settings.voice { _ = speechd.spd_set_synthesis_voice(opened, voice) }
      if let rate = settings.rate { _ = speechd.spd_set_voice_rate(opened, Int32(dispatcherRate(rate))) }
      return SpeechDispatcher(speechd: speechd, connection: opened)
    }
  }

  /// Says `text` in `language` (an ISO 639 code, `"de"`), after cancelling this connection's
  /// message that is still being spoken or waiting.
  ///
  /// - Throws: ``SpeechError/synthesisFailed(detail:)`` when the daemon refuses the message or the
  ///   connection is closed.
  public func say(_ text: String, language: String) throws(SpeechError) {
    // Priority text, as the SSIP manual gives it for "text the user is working on" and "menu
    // items" — the point under the cursor is both. A text message waits while messages of
    // priority message or important (a screen reader's announcements) are spoken or queued, and
    // never interrupts them; the newest text message replaces older text. Not notification, which
    // any other message cancels, nor message or important, which would hold up the screen reader
    // or talk over it.
    try say(text, language: language, priority: .text)
  }

  /// Says `text` as ``say(_:language:)`` does; returns the daemon's number for the message.
  public func sayTracked(_ text: String, language: String) throws(SpeechError) -> Int? {
    try say(text, language: language, priority: .text)
  }

  /// Whether the daemon has reported message `message` spoken to its end or cancelled; `true`
  /// once the connection is closed (no report will come).
  public func hasEnded(_ message: Int) -> Bool {
    let open = Self.library.withLock { _ in connection != nil }
    return !open || Self.ended.withLock { $0.contains(message) }
  }

  /// Says `text` with `priority`, after cancelling this connection's own previous message;
  /// returns the daemon's number for the message.
  @discardableResult
  package func say(_ text: String, language: String, priority: Priority) throws(SpeechError) -> Int {
    let message = Self.library.withLock { _ -> Int32 in
      guard let connection else { return -1 }
      // This connection's message only: the screen reader's go on.
      _ = speechd.spd_cancel(connection)
      _ = speechd.spd_set_language(connection, language)
      return speechd.spd_say(connection, priority.value, text)
    }
    if message < 0 { throw .synthesisFailed(detail: "speech-dispatcher refused the message") }
    return Int(message)
  }

  /// Stops this connection's message, spoken or waiting (the Escape key).
  public func cancel() {
    Self.library.withLock { _ in
      if let connection { _ = speechd.spd_cancel(connection) }
    }
  }

  /// Closes the connection; later calls do nothing (``say(_:language:)`` throws).
  public func close() {
    Self.library.withLock { _ in
      if let connection { speechd.spd_close(connection) }
      connection = nil
    }
  }

  /// speech-dispatcher's rate, −100…100 with 0 its normal, for espeak-ng's words per minute:
  /// 175 (espeak-ng's default) is 0, 80 is −100 and 450 is 100, linear on each side.
  ///
  ///     SpeechDispatcher.dispatcherRate(175)   // 0
  ///     SpeechDispatcher.dispatcherRate(450)   // 100
  static func dispatcherRate(_ wordsPerMinute: Int) -> Int {
    let normal = 175
    let range = SpeechOptions.rateRange
    let rate = min(max(wordsPerMinute, range.lowerBound), range.upperBound)
    if rate >= normal { return (rate - normal) * 100 / (range.upperBound - normal) }
    return -((normal - rate) * 100 / (normal - range.lowerBound))
  }
}
