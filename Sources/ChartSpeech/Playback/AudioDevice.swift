// The only file in chartvoice that imports pcaudiolib. No C type leaves it.
// The library is opened on first use (`AudioDevice.load(_:)`), not linked: a command that plays
// nothing loads neither it nor its dependencies (PulseAudio, ALSA).
internal import CPCAudio

/// The machine's audio output, through pcaudiolib: PulseAudio, ALSA or OSS, whichever opens first.
///
///     let device = try AudioDevice.open(name: nil, sampleRate: 22_050, channelCount: 2)
///     try device.write(samples)   // interleaved 16-bit frames; blocks while the device plays
///     device.close()
///
/// **Absence is detected, not assumed:** a headless machine makes ``open(name:sampleRate:channelCount:)``
/// throw ``SpeechError/audioDeviceUnavailable(detail:)``. pcaudiolib's probe may return an object
/// even then (it falls back to OSS without opening it), so the check is the open itself, at the
/// format chartvoice plays. ALSA's own error messages, which it would print to standard error while
/// probing a machine without a sound card, are silenced first.
///
/// One thread at a time: an ``AudioPlayer``'s thread while it plays, then whoever closes it.
final class AudioDevice: AudioSink, @unchecked Sendable {
  let sampleRate: Int
  let channelCount: Int
  /// pcaudiolib's functions.
  private let pcaudio: chartvoice_pcaudio
  /// pcaudiolib's `struct audio_object`, open until ``close()``.
  private let object: OpaquePointer
  private var isOpen = true

  /// The shared library's soname.
  static let file = "libpcaudio.so.0"
  /// pcaudiolib's functions, or why they could not be loaded; `nil` before the first
  /// ``open(name:sampleRate:channelCount:)``.
  private static let loaded = Locked<Result<chartvoice_pcaudio, SpeechError>?>(nil)

  private init(pcaudio: chartvoice_pcaudio, object: OpaquePointer, sampleRate: Int, channelCount: Int) {
    self.pcaudio = pcaudio
    self.object = object
    self.sampleRate = sampleRate
    self.channelCount = channelCount
  }

  /// Opens the default output (or the named one) for signed 16-bit little-endian frames.
  ///
  /// - Parameters:
  ///   - name: A PulseAudio sink or ALSA device name; `nil` for the system's default.
  ///   - sampleRate: Frames per second; the sound server or ALSA's plug layer converts.
  ///   - channelCount: 1 or 2.
  /// - Throws: ``SpeechError/audioDeviceUnavailable(detail:)`` when no output opens, or when
  ///   pcaudiolib cannot be loaded (the message names its file).
  /// - Complexity: O(1); a few milliseconds to probe the sound server and ALSA.
  static func open(name: String?, sampleRate: Int, channelCount: Int) throws(SpeechError)
    -> AudioDevice
  {
    precondition(channelCount == 1 || channelCount == 2, "Only mono and stereo are supported.")
    precondition(sampleRate > 0 && sampleRate <= Int(UInt32.max), "Invalid sample rate.")
    let pcaudio = try loaded.withLock { loaded throws(SpeechError) in
      let result = loaded ?? Result { () throws(SpeechError) in try functions(file) }
      loaded = result
      return try result.get()
    }
    // After loading pcaudiolib, which loads ALSA.
    _ = chartvoice_pcaudio_silence_alsa()
    let created = unsafe name.withOptionalCString { device in
      unsafe pcaudio.create_audio_device_object(device, "chartvoice", "Chart explorer")
    }
    guard let object = created else {
      throw .audioDeviceUnavailable(detail: "no sound server, ALSA or OSS device could be opened")
    }
    let status = pcaudio.audio_object_open(
      object, AUDIO_OBJECT_FORMAT_S16LE, UInt32(sampleRate), UInt8(channelCount))
    guard status == 0 else {
      let detail = message(pcaudio, object, status)
      pcaudio.audio_object_destroy(object)
      throw .audioDeviceUnavailable(detail: detail)
    }
    return AudioDevice(pcaudio: pcaudio, object: object, sampleRate: sampleRate, channelCount: channelCount)
  }

  /// Opens the shared library `file` and finds pcaudiolib's functions in it, without opening a
  /// device: what the first ``open(name:sampleRate:channelCount:)`` does with `libpcaudio.so.0`.
  ///
  /// - Throws: ``SpeechError/audioDeviceUnavailable(detail:)`` with the loader's message, which
  ///   names the file.
  static func load(_ file: String) throws(SpeechError) {
    _ = try functions(file)
  }

  /// pcaudiolib's functions in the shared library `file`; throws as ``load(_:)``.
  private static func functions(_ file: String) throws(SpeechError) -> chartvoice_pcaudio {
    var functions = chartvoice_pcaudio()
    if let failure = unsafe chartvoice_pcaudio_load(file, &functions) {
      throw .audioDeviceUnavailable(detail: unsafe String(cString: failure))
    }
    return functions
  }

  /// Plays interleaved frames, returning once the device has taken them (it buffers a little).
  ///
  /// - Throws: ``SpeechError/audioDeviceUnavailable(detail:)`` when the device fails (unplugged,
  ///   the sound server gone).
  func write(_ samples: [Int16]) throws(SpeechError) {
    guard isOpen, !samples.isEmpty else { return }
    let status = unsafe samples.withUnsafeBytes { bytes in
      unsafe pcaudio.audio_object_write(object, bytes.baseAddress, bytes.count)
    }
    if status != 0 { throw .audioDeviceUnavailable(detail: Self.message(pcaudio, object, status)) }
  }

  /// Drops what the device has buffered but not yet played, so an interruption is heard at once.
  func flush() {
    guard isOpen else { return }
    _ = pcaudio.audio_object_flush(object)
  }

  /// Stops and releases the device; later calls do nothing.
  func close() {
    guard isOpen else { return }
    isOpen = false
    _ = pcaudio.audio_object_flush(object)
    pcaudio.audio_object_close(object)
    pcaudio.audio_object_destroy(object)
  }

  deinit {
    close()
  }

  /// pcaudiolib's message for a status (errno values, or PulseAudio's own).
  private static func message(_ pcaudio: chartvoice_pcaudio, _ object: OpaquePointer, _ status: Int32) -> String {
    guard let text = unsafe pcaudio.audio_object_strerror(object, status) else { return "error \(status)" }
    var message = unsafe String(cString: text)
    if let first = message.first { message = first.lowercased() + message.dropFirst() }
    return message.isEmpty ? "error \(status)" : message
  }
}

extension String? {
  /// Calls `body` with a C string, or with `nil` when there is no string.
  fileprivate func withOptionalCString<Result>(_ body: (UnsafePointer<CChar>?) -> Result) -> Result {
    switch self {
    case .some(let text): unsafe text.withCString { unsafe body($0) }
    case .none: body(nil)
    }
  }
}
