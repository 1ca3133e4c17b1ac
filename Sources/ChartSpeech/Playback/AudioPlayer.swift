import ChartAudio
import ChartNarration
import Foundation

/// One piece of what an ``AudioPlayer`` plays, in order.
public enum AudioPart: Sendable {
  /// Audio ready to play (tones), at any rate and channel count: the player converts it.
  case audio(PCMBuffer)
  /// Text for espeak-ng, synthesised on the player's thread just before it plays.
  case speech(String, SpeechOptions)
  /// Text in a language (ISO 639) for a speech output that speaks by itself (the user's
  /// speech-dispatcher), handed to it when the parts before it have played, so that a tone and
  /// the words after it do not overlap. The output speaks on its own time: later parts do not
  /// wait for it.
  case spoken(String, language: String, output: any SpeechOutput)
  /// Text for a speech output, handed over as ``spoken(_:language:output:)`` is, but the parts
  /// after it wait until the output reports it spoken to its end or cancelled (an output that
  /// cannot report it, or a daemon silent for far longer than the words take, is not waited for),
  /// so that tones after a caption do not overlap its words.
  case spokenToEnd(String, language: String, output: any SpeechOutput)
}

/// Where an ``AudioPlayer`` sends its samples: the machine's ``AudioDevice``, or a recorder in
/// tests. Used from one thread at a time.
package protocol AudioSink: AnyObject, Sendable {
  var sampleRate: Int { get }
  var channelCount: Int { get }
  /// Plays interleaved 16-bit frames, blocking while the output is full.
  func write(_ samples: [Int16]) throws(SpeechError)
  /// Drops buffered, unplayed audio.
  func flush()
  /// Releases the output.
  func close()
}

/// Plays speech and tones in the background, one request at a time: a new request interrupts the
/// one playing, as a new key should silence the announcement of the last one.
///
///     let player = try AudioPlayer.open()            // throws on a machine without audio
///     player.play([.audio(tone), .speech("4 of 6, April: 38800", options)])
///     player.play([.speech("5 of 6", options)])      // cuts the first request off within ~20 ms
///     player.close()
///
/// Audio is written in 20 ms chunks on the player's own thread; between chunks it checks whether a
/// newer request has come, and if so drops what the device has buffered and starts on that one.
/// Speech is synthesised on the same thread, just before it plays, so the caller never waits for
/// espeak-ng, and espeak-ng's lock is held only while it synthesises, never while audio plays.
///
/// Call ``close()`` when done: the thread keeps the player alive until then.
public final class AudioPlayer: Sendable {
  private struct State {
    /// Bumped by every request, stop and close; a playing request whose number is old stops.
    var generation: UInt64 = 0
    var pending: [AudioPart]?
    var isPlaying = false
    var isClosing = false
    /// Set when the device failed: nothing more is played.
    var isDeviceBroken = false
    /// The first thing that went wrong while playing.
    var failure: SpeechError?
    /// The request whose audio is playing or last played, and how many of its tones' frames (at
    /// the sink's rate) have gone to the sink.
    var played: (request: UInt64, frames: Int) = (0, 0)
  }

  private let sink: any AudioSink
  private let synthesize: @Sendable (String, SpeechOptions) throws -> PCMBuffer
  private let state = Locked(State())
  private let wake = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  /// Opens the machine's audio output and starts the player's thread.
  ///
  /// - Parameters:
  ///   - device: A PulseAudio sink or ALSA device name; `nil` for the default output.
  ///   - sampleRate: The rate the device is opened at (espeak-ng's 22,050 Hz by default).
  ///   - channelCount: 2 (tones are panned) or 1.
  /// - Throws: ``SpeechError/audioDeviceUnavailable(detail:)`` when there is no audio output, as
  ///   on a headless machine. Nothing is synthesised or started then.
  public static func open(
    device: String? = nil, sampleRate: Int = 22_050, channelCount: Int = 2
  ) throws(SpeechError) -> AudioPlayer {
    AudioPlayer(
      sink: try AudioDevice.open(name: device, sampleRate: sampleRate, channelCount: channelCount))
  }

  /// A player writing to `sink`; speech comes from `synthesize` (espeak-ng by default).
  package init(
    sink: any AudioSink,
    synthesize: @escaping @Sendable (String, SpeechOptions) throws -> PCMBuffer = { text, options in
      try EspeakEngine.shared().synthesize(text, options: options)
    }
  ) {
    self.sink = sink
    self.synthesize = synthesize
    let thread = Thread { [self] in run() }
    thread.name = "chartvoice audio"
    thread.start()
  }

  /// Plays `parts` in order, interrupting whatever is playing or waiting.
  ///
  /// - Returns: The request's number, for ``playedSeconds(of:)``.
  /// - Complexity: O(1); the work happens on the player's thread.
  @discardableResult public func play(_ parts: [AudioPart]) -> UInt64 {
    let accepted = state.withLock { state -> UInt64? in
      guard !state.isClosing else { return nil }
      state.generation &+= 1
      state.pending = parts
      return state.generation
    }
    if accepted != nil { wake.signal() }
    return accepted ?? 0
  }

  /// How much of request `request`'s tones (its ``AudioPart/audio(_:)`` parts, in order; not
  /// espeak-ng's speech between them) has gone to the device: 0 before they start, and what they
  /// reached when they were interrupted or ended.
  ///
  ///     let request = player.play([.audio(tones)])
  ///     player.stop()
  ///     player.playedSeconds(of: request)   // where the tones stopped
  public func playedSeconds(of request: UInt64) -> Double {
    let played = state.withLock { $0.played }
    guard played.request == request else { return 0 }
    return Double(played.frames) / Double(sink.sampleRate)
  }

  /// Silences the player: what plays stops, what waits is dropped.
  public func stop() {
    state.withLock { state in
      state.generation &+= 1
      state.pending = nil
    }
    wake.signal()
  }

  /// Stops playing, ends the player's thread and releases the device. Later calls do nothing.
  public func close() {
    let first = state.withLock { state in
      defer { state.isClosing = true }
      state.generation &+= 1
      state.pending = nil
      return !state.isClosing
    }
    guard first else { return }
    wake.signal()
    finished.wait()
    sink.close()
  }

  /// The first failure while playing: the device stopped working, or espeak-ng failed. A player
  /// whose device failed plays nothing more.
  public var failure: SpeechError? {
    state.withLock { $0.failure }
  }

  /// Whether nothing is playing or waiting to play.
  public var isIdle: Bool {
    state.withLock { !$0.isPlaying && $0.pending == nil }
  }

  // MARK: - The player's thread

  private func run() {
    while true {
      wake.wait()
      let next = state.withLock { state -> (parts: [AudioPart], generation: UInt64)?? in
        if state.isClosing { return .some(nil) }
        guard let parts = state.pending else { return nil }
        state.pending = nil
        state.isPlaying = true
        state.played = (state.generation, 0)
        return (parts, state.generation)
      }
      guard let request = next else { continue }  // a stop, or a request already taken
      guard let (parts, generation) = request else { break }  // closing
      play(parts, generation: generation)
      state.withLock { $0.isPlaying = false }
    }
    finished.signal()
  }

  /// Whether a newer request, a stop or a close has come since `generation`.
  private func isSuperseded(_ generation: UInt64) -> Bool {
    state.withLock { $0.generation != generation }
  }

  private func play(_ parts: [AudioPart], generation: UInt64) {
    for part in parts {
      guard !isSuperseded(generation), !isDeviceBroken else { return }
      let buffer: PCMBuffer
      var isTones = false
      switch part {
      case .audio(let audio):
        buffer = audio
        isTones = true
      case .speech(let text, let options):
        do {
          buffer = try synthesize(text, options)
        } catch {
          record(error as? SpeechError ?? .synthesisFailed(detail: "\(error)"))
          continue
        }
      case .spoken(let text, let language, let output):
        // A daemon that stopped answering leaves the words on screen; the tones still play.
        try? output.say(text, language: language)
        continue
      case .spokenToEnd(let text, let language, let output):
        guard let message = try? output.sayTracked(text, language: language) else { continue }
        guard awaitEnd(of: message, on: output, longest: Self.longestWords(text), generation: generation)
        else { return }
        continue
      }
      guard write(buffer, generation: generation, counted: isTones) else { return }
    }
  }

  /// Writes one buffer in 20 ms chunks, adding its frames to ``playedSeconds(of:)`` when
  /// `counted`; returns `false` when interrupted or the device failed.
  private func write(_ buffer: PCMBuffer, generation: UInt64, counted: Bool) -> Bool {
    let audio = buffer.converted(sampleRate: sink.sampleRate, channelCount: sink.channelCount)
    let chunk = max(1, sink.sampleRate / 50) * sink.channelCount
    var start = 0
    while start < audio.samples.count {
      if isSuperseded(generation) {
        sink.flush()
        return false
      }
      let end = min(start + chunk, audio.samples.count)
      let samples = audio.samples[start..<end].map(WAVEncoder.quantize)
      do {
        try sink.write(samples)
        let frames = (end - start) / sink.channelCount
        if counted {
          state.withLock { state in
            if state.played.request == generation { state.played.frames += frames }
          }
        }
      } catch {
        record(error)
        state.withLock { $0.isDeviceBroken = true }
        return false
      }
      start = end
    }
    return true
  }

  /// Waits, looking every 20 ms, until `output` reports `message` ended, or `longest` seconds
  /// have passed; `false` when a newer request, a stop or a close comes first.
  private func awaitEnd(
    of message: Int, on output: any SpeechOutput, longest: Double, generation: UInt64
  ) -> Bool {
    let deadline = Date().addingTimeInterval(longest)
    while !output.hasEnded(message), Date() < deadline {
      if isSuperseded(generation) { return false }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return !isSuperseded(generation)
  }

  /// The longest the words of `text` are waited for: a quarter of a second a character, twice
  /// what espeak-ng's slowest rate (80 words a minute, some 8 characters a second) takes, and 5 s
  /// for a screen reader's message spoken first.
  static func longestWords(_ text: String) -> Double {
    5 + 0.25 * Double(text.count)
  }

  private var isDeviceBroken: Bool {
    state.withLock { $0.isDeviceBroken }
  }

  private func record(_ error: SpeechError) {
    state.withLock { state in
      if state.failure == nil { state.failure = error }
    }
  }
}
