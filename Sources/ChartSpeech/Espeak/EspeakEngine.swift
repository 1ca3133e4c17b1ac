// The only file in chartvoice that imports the espeak-ng C library. No C type leaves it.
// The library is opened on first use (`Library.load(_:)`), not linked: a command that never speaks
// loads neither it nor its dependencies.
internal import CEspeakNG
import ChartAudio
import ChartNarration

/// Text to speech through espeak-ng: one shared engine, one lock.
///
///     let engine = try EspeakEngine.shared()
///     let speech = try engine.synthesize("Sales rose.", options: SpeechOptions(voice: "en-us"))
///     // speech.sampleRate == 22_050, speech.channelCount == 1, speech.duration ≈ 1.1
///
/// espeak-ng is one global, non-thread-safe engine (unlocked, 4 threads × 50 calls crashed every
/// run). So every call into it, initialisation included, happens inside one lock (`Locked`, a
/// pthread mutex); callers on any thread or task may share ``shared()``. A synthesis holds
/// the lock for 20–35 ms per 60-word paragraph (19 s of audio).
///
/// espeak-ng's settings are global and sticky, so each synthesis sets the voice (when it differs
/// from the cached one) and then rate, pitch, volume and pitch range.
public final class EspeakEngine: Sendable {
  /// espeak-ng's output rate in frames per second (22,050 with its standard data).
  public let sampleRate: Int

  fileprivate init(sampleRate: Int) {
    self.sampleRate = sampleRate
  }

  /// The shared library's soname; it is opened by the first ``shared()``.
  static let file = "libespeak-ng.so.1"

  /// The one lock, and all state that belongs to the C library (see `Locked` for why it is not a
  /// `Synchronization.Mutex`).
  private static let library = Locked(Library())

  // MARK: - Starting

  /// Returns the shared engine, starting espeak-ng on first use.
  ///
  /// Startup (≈ 1 ms) runs once; a failure is remembered and thrown again on every later call.
  ///
  /// - Throws: ``SpeechError/engineUnavailable(detail:)`` when espeak-ng's data is missing or
  ///   unusable.
  /// - Complexity: O(1) after the first call.
  public static func shared() throws -> EspeakEngine {
    try library.withLock { library throws(SpeechError) in try library.start() }
  }

  /// Opens the espeak-ng shared library `file` and finds its functions, without starting it: what
  /// the first ``shared()`` does with `libespeak-ng.so.1`.
  ///
  /// - Throws: ``SpeechError/engineUnavailable(detail:)`` naming the file when it cannot be
  ///   opened or lacks a function.
  package static func load(_ file: String) throws(SpeechError) {
    _ = try Library.load(file)
  }

  /// Whether espeak-ng starts on this machine; tests that need it are enabled by this.
  public static var isAvailable: Bool {
    (try? shared()) != nil
  }

  // MARK: - Speaking

  /// Speaks `text` into a mono buffer at ``sampleRate``.
  ///
  ///     var options = SpeechOptions(voice: "en")
  ///     options.isSSML = true
  ///     try engine.synthesize(#"<speak>a <break time="500ms"/> b</speak>"#, options: options)
  ///     // ≈ 0.6 s longer than "<speak>a b</speak>"
  ///
  /// The output is not bit-identical from call to call (a few samples' difference in length), so
  /// compare durations, not bytes. A sentence pause (~60 ms) ends every non-empty text.
  ///
  /// - Parameters:
  ///   - text: Plain text, or SSML with `options.isSSML`. Empty text gives an empty buffer; NUL
  ///     characters are read as spaces.
  ///   - options: The voice and prosody; all settings are applied on every call.
  /// - Returns: Samples in −1…1 (espeak-ng's `Int16` divided by 32,767; −32,768 becomes −1).
  /// - Throws: ``SpeechError/parameterOutOfRange(name:value:range:)`` for bad options,
  ///   ``SpeechError/unknownVoice(_:suggestions:)``, ``SpeechError/synthesisFailed(detail:)``.
  /// - Complexity: O(*n*) in the length of the text; several hundred times faster than real time
  ///   (60 words, 19 s of audio: 20–35 ms in a release build on 2 shared cores).
  public func synthesize(_ text: String, options: SpeechOptions) throws -> PCMBuffer {
    var speech = PCMBuffer(sampleRate: sampleRate, channelCount: 1)
    try synthesize16(text, options: options) { samples in
      speech.samples = samples.map(Mixer.sample(fromInt16:))
    }
    return speech
  }

  /// Speaks `text` straight onto the end of a mix or a file: as
  /// `output.append(int16: samples, sampleRate: sampleRate)` of espeak-ng's own 16-bit samples,
  /// with no buffer of floats in between.
  ///
  /// Only the copy of the samples is made under the lock; they are appended after it is
  /// released, so writing a file (a batch of `--out-dir` files, say) never holds up another
  /// thread's speech.
  ///
  /// - Throws: as ``synthesize(_:options:)``; the output is unchanged then.
  /// - Complexity: as ``synthesize(_:options:)``, plus one copy of the samples.
  public func synthesize<Output: AudioSequence>(
    _ text: String, options: SpeechOptions, appendingTo output: inout Output
  ) throws {
    var samples: [Int16] = []
    try synthesize16(text, options: options) { samples = Array($0) }
    samples.withUnsafeBufferPointer { output.append(int16: $0, sampleRate: sampleRate) }
  }

  /// Whether the calling thread holds the lock around espeak-ng: for tests of what runs outside it.
  static var isLockHeldByCurrentThread: Bool { library.isHeldByCurrentThread }

  /// Hands espeak-ng's own 16-bit samples of `text` to `body`, inside the lock.
  private func synthesize16(
    _ text: String, options: SpeechOptions, _ body: (UnsafeBufferPointer<Int16>) -> Void
  ) throws {
    try options.validate()
    let voice = try resolveVoice(options.voice)
    guard !text.isEmpty else { return }
    let cleaned = text.contains("\0") ? String(text.map { $0 == "\0" ? " " : $0 }) : text
    try Self.library.withLock { library throws(SpeechError) in
      try library.synthesize(cleaned, voice: voice.identifier, options: options)
      library.samples.withUnsafeBufferPointer(body)
    }
  }

  // MARK: - Voices

  /// The usable voices, sorted by identifier; MBROLA voices are left out.
  ///
  /// - Complexity: O(1) after the first call, which reads espeak-ng's voice files.
  public func voices() throws -> [Voice] {
    try Self.library.withLock { library throws(SpeechError) in try library.catalog().voices }
  }

  /// Finds a voice by identifier, file name or display name (case-insensitive), else by language.
  ///
  ///     try engine.resolveVoice("EN-US").identifier   // "gmw/en-US"
  ///     try engine.resolveVoice("zh").identifier      // "sit/cmn"
  ///     try engine.resolveVoice("de-CH").identifier   // "gmw/de"
  ///
  /// - Throws: ``SpeechError/unknownVoice(_:suggestions:)`` with near matches; its message tells
  ///   the user to run `chartvoice voices`.
  /// - Complexity: O(*v*) in the number of voices.
  public func resolveVoice(_ nameOrLanguage: String) throws -> Voice {
    let catalog = try Self.library.withLock { library throws(SpeechError) in
      try library.catalog()
    }
    return try catalog.resolve(nameOrLanguage)
  }
}

// MARK: - The C library, behind the lock

/// espeak-ng's global state as chartvoice sees it. Only reached through `EspeakEngine.library`.
private struct Library {
  /// The started engine, or why it could not start; `nil` before the first attempt.
  var started: Result<EspeakEngine, SpeechError>?
  /// espeak-ng's functions, found by the first ``start()`` (empty before).
  var espeak = chartvoice_espeak_ng()
  /// The voice list, read once.
  var voices: VoiceCatalog?
  /// The voice espeak-ng has loaded, or `nil` when unknown (never set, or a failure since).
  var currentVoice: String?
  /// The samples of the last synthesis; its storage is kept for the next.
  var samples: [Int16] = []

  /// Starts espeak-ng once: system data, synchronous output, our callback.
  ///
  /// Never plain `espeak_Initialize`: on unusable data it calls `exit(1)`.
  mutating func start() throws(SpeechError) -> EspeakEngine {
    if let started { return try started.get() }
    let result = Result<EspeakEngine, SpeechError> { () throws(SpeechError) in
      let espeak = try Self.load(EspeakEngine.file)
      self.espeak = espeak
      espeak.espeak_ng_InitializePath(nil)
      var context: espeak_ng_ERROR_CONTEXT?
      let status = unsafe espeak.espeak_ng_Initialize(&context)
      unsafe espeak.espeak_ng_ClearErrorContext(&context)
      try check(status, "loading its data", failure: SpeechError.engineUnavailable)
      try check(
        espeak.espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nil),
        "setting up synchronous output", failure: SpeechError.engineUnavailable)
      let rate = Int(espeak.espeak_ng_GetSampleRate())
      guard rate > 0 else {
        throw .engineUnavailable(detail: "it reported a sample rate of \(rate) Hz")
      }
      unsafe espeak.espeak_SetSynthCallback { samples, count, events in
        // Synchronous mode: called on the synthesising thread, inside the lock. Every event
        // (the list terminator and the final empty call included) carries our user_data.
        guard let events = unsafe events, let sink = unsafe events.pointee.user_data else {
          return 0
        }
        let collector = unsafe Unmanaged<SampleCollector>.fromOpaque(sink).takeUnretainedValue()
        if let samples = unsafe samples, count > 0 {
          unsafe collector.append(UnsafeBufferPointer(start: samples, count: Int(count)))
        }
        return 0  // 1 would abort the synthesis
      }
      return EspeakEngine(sampleRate: rate)
    }
    started = result
    return try result.get()
  }

  /// Opens the shared library `file` and finds espeak-ng's functions in it.
  ///
  /// - Throws: ``SpeechError/engineUnavailable(detail:)`` with the loader's message, which names
  ///   the file.
  static func load(_ file: String) throws(SpeechError) -> chartvoice_espeak_ng {
    var functions = chartvoice_espeak_ng()
    if let failure = unsafe chartvoice_espeak_ng_load(file, &functions) {
      throw .engineUnavailable(detail: unsafe String(cString: failure))
    }
    return functions
  }

  /// The voice catalog, read from espeak-ng on first use.
  mutating func catalog() throws(SpeechError) -> VoiceCatalog {
    _ = try start()
    if let voices { return voices }
    var listed: [Voice] = []
    // The array and its strings belong to espeak-ng and are rebuilt by the next call: copy now.
    if let list = unsafe espeak.espeak_ListVoices(nil) {
      var index = 0
      while let voice = unsafe list[index] {
        listed.append(unsafe Self.voice(from: voice.pointee))
        index += 1
      }
    }
    let catalog = VoiceCatalog(listed)
    voices = catalog
    return catalog
  }

  /// Selects the voice (if not already loaded), sets every parameter, and synthesises into
  /// ``samples``.
  mutating func synthesize(
    _ text: String, voice identifier: String, options: SpeechOptions
  ) throws(SpeechError) {
    _ = try start()
    if currentVoice != identifier {
      currentVoice = nil
      try check(unsafe espeak.espeak_ng_SetVoiceByName(identifier), "selecting voice '\(identifier)'")
      currentVoice = identifier
    }
    let parameters: [(espeak_PARAMETER, Int, String)] = [
      (espeakRATE, options.rate, "rate"),
      (espeakPITCH, options.pitch, "pitch"),
      (espeakVOLUME, options.volume, "volume"),
      (espeakRANGE, options.pitchRange, "pitch range"),
      // Not exposed, but global and sticky too: reset it so no earlier call (an SSML
      // <prosody>, another client) changes how this text sounds. (Punctuation and capitals are left
      // alone: espeak-ng 1.51 rejects setting them with EINVAL.)
      (espeakWORDGAP, 0, "word gap"),
    ]
    for (parameter, value, name) in parameters {
      try check(espeak.espeak_ng_SetParameter(parameter, Int32(value), 0), "setting the \(name)")
    }

    var flags = UInt32(espeakCHARS_UTF8) | UInt32(espeakENDPAUSE)
    if options.isSSML {
      flags |= UInt32(espeakSSML)
      // SSML may switch voices inside the message; reload ours next time rather than trust it.
      currentVoice = nil
    }
    let collector = SampleCollector(reusing: &samples)
    defer { samples = collector.take() }
    let status = withExtendedLifetime(collector) {
      let sink = unsafe Unmanaged.passUnretained(collector).toOpaque()
      return unsafe text.withCString { bytes in
        unsafe espeak.espeak_ng_Synthesize(
          bytes, text.utf8.count + 1, 0, POS_CHARACTER, 0, flags, nil, sink)
      }
    }
    if status != ENS_OK { currentVoice = nil }
    try check(status, "speaking the text")
  }

  // MARK: - Conversions

  /// The one place an espeak-ng status becomes a Swift error.
  ///
  /// - Parameters:
  ///   - activity: What was being done, for the message ("selecting voice 'gmw/de'").
  ///   - failure: The error case; synthesis failures unless startup says otherwise.
  func check(
    _ status: espeak_ng_STATUS, _ activity: String,
    failure: (String) -> SpeechError = SpeechError.synthesisFailed
  ) throws(SpeechError) {
    guard status != ENS_OK else { return }
    var buffer = [CChar](repeating: 0, count: 512)
    unsafe espeak.espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    var message = String(decoding: bytes, as: UTF8.self)
    if let first = message.first {
      message = first.lowercased() + message.dropFirst()
    }
    let code = String(status.rawValue, radix: 16, uppercase: true)
    throw failure("\(activity): \(message.isEmpty ? "unknown error" : message) (0x\(code))")
  }

  /// Copies one entry of `espeak_ListVoices`.
  ///
  /// `languages` is a run of (priority byte, NUL-terminated tag) pairs ended by a zero byte.
  static func voice(from entry: espeak_VOICE) -> Voice {
    var languages: [(tag: String, priority: Int)] = []
    if var cursor = unsafe entry.languages {
      while unsafe cursor.pointee != 0 {
        let priority = Int(UInt8(bitPattern: unsafe cursor.pointee))
        let tag = unsafe String(cString: cursor + 1)
        languages.append((tag, priority))
        unsafe cursor += 1 + tag.utf8.count + 1
      }
    }
    let gender: Voice.Gender =
      switch unsafe entry.gender {
      case 1: .male
      case 2: .female
      case 3: .neutral
      default: .unknown
      }
    let identifier = unsafe entry.identifier.map { unsafe String(cString: $0) } ?? ""
    let name = unsafe entry.name.map { unsafe String(cString: $0) } ?? identifier
    return Voice(name: name, identifier: identifier, languages: languages, gender: gender)
  }
}

/// Receives samples from the C callback; lives only for one synthesis, inside the lock.
private final class SampleCollector {
  /// espeak-ng's samples as it gave them.
  private var samples: [Int16]

  /// Collects into `storage`'s buffer (emptied), which ``take()`` gives back.
  ///
  /// The first makes room for 47 seconds at 22,050 Hz (2 MiB, more than any sentence takes): the
  /// buffer never moves as it grows, and only the pages a sentence fills are ever touched.
  init(reusing storage: inout [Int16]) {
    samples = []
    swap(&samples, &storage)
    samples.removeAll(keepingCapacity: true)
    samples.reserveCapacity(1 << 20)
  }

  /// The samples collected; the collector is empty after.
  func take() -> [Int16] {
    var taken: [Int16] = []
    swap(&taken, &samples)
    return taken
  }

  /// Copies espeak-ng's 16-bit samples out at once (the buffer is reused after the callback).
  func append(_ chunk: UnsafeBufferPointer<Int16>) {
    unsafe samples.append(contentsOf: chunk)
  }
}
