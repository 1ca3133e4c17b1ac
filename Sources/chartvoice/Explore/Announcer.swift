import ChartAudio
import ChartModel
import ChartNarration
import ChartSpeech
import Foundation

/// Where an exploration's words and sounds go.
///
/// **Text** goes to standard output as plain appended lines, which a screen reader reads once
/// each; nothing is redrawn. With ``Options/statusLine`` (only ever set when standard output is a
/// terminal), the current point instead stays on one line that is rewritten in place (`\r`, the
/// text, clear to the end of the line), with an optional braille sparkline before it; everything
/// else is still printed as lines above it. Without it, a braille sparkline starts the point's
/// line.
///
/// **Sound** goes to the ``AudioPlayer``, when there is one: the point's tone, then the display
/// text's speech form spoken by espeak-ng. Each announcement interrupts the sound of the one
/// before. Without a player (no device, or `--no-speech --no-tones`) nothing is rendered or
/// synthesised at all. With a ``SpeechOutput`` (the user's speech-dispatcher), the words go there
/// instead of to espeak-ng, in the description's language, when the tone before them has played
/// (as espeak-ng's words follow it); tones still go to the player, and tones after the words (the
/// `p` key's, after their caption) start when the daemon reports the words ended.
///
/// **Braille** goes to a ``BrailleSink`` (the user's display through brltty), when there is one:
/// the point's line after its sparkline, the cursor at the point.
final class Announcer {
  struct Options {
    /// Rewrite one status line for the current point instead of appending lines.
    var statusLine = false
    /// Speech settings, or `nil` for no speech.
    var speech: SpeechOptions?
    /// Whether the words are spoken at first (`S` turns speech on and off).
    var speaks = true
    /// Whether tones play at first (`O` turns them on and off).
    var tones = true
  }

  let options: Options
  /// Whether the words are spoken now: they are on, and there are speech settings.
  private(set) var speaks: Bool
  /// Whether tones play now.
  private(set) var tones: Bool
  private var player: AudioPlayer?
  /// "No audio device; text only.", said at most once.
  private let noAudioNotice: Phrase
  private var noticeShown = false
  /// The text on the status line, when one is shown.
  private var statusText: String?
  /// The terminal's width, for the status line (which must not wrap to be rewritten in place).
  private let columns: Int?

  /// Where text goes: standard output, or a test's recorder.
  private let write: (String) throws(CLIError) -> Void
  /// Where the notice goes: standard error.
  private let writeError: (String) -> Void
  /// Where speech goes instead of the player's espeak-ng, and in which language.
  private let speechOutput: (any SpeechOutput)?
  private let language: String
  /// The braille display, when one is connected.
  let braille: (any BrailleSink)?

  init(
    options: Options, player: AudioPlayer?, noAudioNotice: Phrase,
    speechOutput: (any SpeechOutput)? = nil, language: String = "en", braille: (any BrailleSink)? = nil,
    write: @escaping (String) throws(CLIError) -> Void = { text throws(CLIError) in
      try Terminal.writeRaw(text)
    },
    writeError: @escaping (String) -> Void = Terminal.writeError
  ) {
    self.options = options
    self.player = player
    self.noAudioNotice = noAudioNotice
    self.write = write
    self.writeError = writeError
    speaks = options.speaks && options.speech != nil
    tones = options.tones
    self.speechOutput = speechOutput
    self.language = language
    self.braille = braille
    columns = Self.terminalColumns(STDOUT_FILENO)
  }

  /// Whether tones are worth rendering: they are on and a device plays them.
  var playsTones: Bool { tones && player != nil }

  /// Whether `S` and `O` can make a sound: a device is open, or speech-dispatcher speaks.
  var hasSound: Bool { player != nil || speechOutput != nil }

  /// Whether an audio device is open, for tones (and espeak-ng's speech).
  var hasDevice: Bool { player != nil }

  /// Whether nothing is playing.
  var isIdle: Bool { player?.isIdle ?? true }

  /// Turns speech on or off (`S`); it stays off without speech settings. Returns whether it is on.
  func toggleSpeech() -> Bool {
    speaks = !speaks && options.speech != nil
    return speaks
  }

  /// Turns tones on or off (`O`). Returns whether they are on.
  func toggleTones() -> Bool {
    tones.toggle()
    return tones
  }

  /// Prints the one-line notice that there is no audio device, once, on standard error (so that
  /// standard output holds only the chart's words).
  func noteNoAudio() {
    guard !noticeShown else { return }
    noticeShown = true
    writeError(Self.visible(noAudioNotice) + "\n")
  }

  /// Prints `lines`, then plays `tone`, speaks the lines and plays `audio`, in that order.
  ///
  /// - Returns: The player's number for the request, for ``playedSeconds(of:)`` (which counts
  ///   `tone` and `audio`, not the words), or `nil` when nothing plays.
  @discardableResult
  func say(_ lines: [Phrase], tone: PCMBuffer? = nil, then audio: PCMBuffer? = nil) throws(CLIError)
    -> UInt64?
  {
    try clearStatus()
    try write(lines.map { Self.visible($0) + "\n" }.joined())
    try redrawStatus()
    return sound(tone: tone, speech: lines, then: audio)
  }

  /// Shows the current point: its announcement as a line, or on the status line (after
  /// `sparkline`); `before` (a series heading) is printed as lines first. The point's tone plays,
  /// then everything is spoken.
  func show(point: Phrase, sparkline: String?, before: [Phrase] = [], tone: PCMBuffer?)
    throws(CLIError)
  {
    guard options.statusLine else {
      // No status line (standard output is not a terminal): the sparkline starts the point's
      // line, and is not spoken.
      guard let sparkline, !sparkline.isEmpty else {
        try say(before + [point], tone: tone)
        return
      }
      try clearStatus()
      try write((before.map { Self.visible($0) } + [sparkline + " " + Self.visible(point)]).map { $0 + "\n" }.joined())
      sound(tone: tone, speech: before + [point])
      return
    }
    if !before.isEmpty {
      try clearStatus()
      try write(before.map { Self.visible($0) + "\n" }.joined())
    }
    statusText = [sparkline, Self.visible(point)].compactMap { $0 }.filter { !$0.isEmpty }.joined(
      separator: " ")
    try redrawStatus()
    sound(tone: tone, speech: before + [point])
  }

  /// Shows the current point on the braille display, when there is one: `sparkline` (whose cell
  /// with a bottom dot raised is the point's) and the point's text, the display's cursor at the
  /// point.
  func showOnDisplay(point: Phrase, sparkline: String?) {
    guard let braille else { return }
    let line = [sparkline, Self.visible(point)].compactMap { $0 }.filter { !$0.isEmpty }.joined(
      separator: " ")
    let cursor = sparkline.flatMap { cells in
      Array(cells.unicodeScalars).firstIndex { ($0.value - 0x2800) & 0xC0 != 0 }
    }
    braille.show(line, cursor: cursor)
  }

  /// Prints `lines` without a sound.
  func print(_ lines: [Phrase]) throws(CLIError) {
    try clearStatus()
    try write(lines.map { Self.visible($0) + "\n" }.joined())
    try redrawStatus()
  }

  /// Plays `tones` alone, interrupting the sound before; returns the request's number for
  /// ``playedSeconds(of:)``, or `nil` when there is no player.
  func play(tones: PCMBuffer) -> UInt64? {
    speechOutput?.cancel()
    guard player != nil else { return nil }
    return send([.audio(tones)])
  }

  /// How far request `request` of ``play(tones:)`` has played, in seconds.
  func playedSeconds(of request: UInt64) -> Double {
    player?.playedSeconds(of: request) ?? 0
  }

  /// Silences the sound (the Escape key).
  func stop() {
    player?.stop()
    speechOutput?.cancel()
  }

  /// Ends the status line and releases the audio device.
  func finish() {
    if statusText != nil {
      statusText = nil
      try? write("\n")
    }
    player?.close()
    player = nil
    speechOutput?.close()
  }

  // MARK: - Sound

  @discardableResult
  private func sound(tone: PCMBuffer?, speech: [Phrase], then audio: PCMBuffer? = nil) -> UInt64? {
    var parts: [AudioPart] = []
    if tones, let tone { parts.append(.audio(tone)) }
    // The words of the announcement before are cut off at once, not when the new tone ends.
    speechOutput?.cancel()
    if speaks, let speechOptions = options.speech {
      let text = speech.map(\.speech).filter { !$0.isEmpty }.joined(separator: " ")
      if !text.isEmpty {
        if let speechOutput {
          let tonesAfter = tones && audio != nil && player != nil
          if player == nil || (parts.isEmpty && !tonesAfter) {
            // A daemon that stopped answering leaves the words on screen; the tones still play.
            try? speechOutput.say(text, language: language)
          } else if tonesAfter {
            // The tones after the words (`p`'s caption) wait until the daemon has said them.
            parts.append(.spokenToEnd(text, language: language, output: speechOutput))
          } else {
            // After the tone, as espeak-ng's words are: the player hands them over when it ends.
            parts.append(.spoken(text, language: language, output: speechOutput))
          }
        } else {
          parts.append(.speech(text, speechOptions))
        }
      }
    }
    if tones, let audio { parts.append(.audio(audio)) }
    return send(parts)
  }

  /// Hands `parts` to the player, interrupting what it plays; a player whose device has failed
  /// is dropped, with the notice.
  @discardableResult private func send(_ parts: [AudioPart]) -> UInt64? {
    guard let player else { return nil }
    if case .audioDeviceUnavailable = player.failure {
      player.close()
      self.player = nil
      noteNoAudio()
      return nil
    }
    return player.play(parts)
  }

  /// A phrase's display text with its control characters made visible (chart text may hold
  /// escapes; only the status line's own `\r` and clear-line reach the terminal), on one line.
  static func visible(_ phrase: Phrase) -> String {
    VisibleText.escaping(phrase.display, keepingLineFeeds: false)
  }

  // MARK: - Status line

  private func clearStatus() throws(CLIError) {
    guard statusText != nil else { return }
    try write("\r\u{1B}[K")
  }

  private func redrawStatus() throws(CLIError) {
    guard var text = statusText else { return }
    if let columns, text.count >= columns { text = String(text.prefix(max(1, columns - 1))) }
    try write("\r\u{1B}[K" + text)
  }

  /// The width of the terminal on `descriptor`, or `nil` when it is not a terminal.
  private static func terminalColumns(_ descriptor: Int32) -> Int? {
    guard Terminal.isTerminal(descriptor) else { return nil }
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
