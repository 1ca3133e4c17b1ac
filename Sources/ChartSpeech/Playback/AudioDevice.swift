// The only file in chartvoice that imports pcaudiolib. No C type leaves it.
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
  /// pcaudiolib's `struct audio_object`, open until ``close()``.
  private let object: OpaquePointer
  private var isOpen = true

  private init(object: OpaquePointer, sampleRate: Int, channelCount: Int) {
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
  /// - Throws: ``SpeechError/audioDeviceUnavailable(detail:)`` when no output opens.
  /// - Complexity: O(1); a few milliseconds to probe the sound server and ALSA.
  static func open(name: String?, sampleRate: Int, channelCount: Int) throws(SpeechError)
    -> AudioDevice
  {
    precondition(channelCount == 1 || channelCount == 2, "Only mono and stereo are supported.")
    precondition(sampleRate > 0 && sampleRate <= Int(UInt32.max), "Invalid sample rate.")
    _ = chartvoice_pcaudio_silence_alsa()
    let created = unsafe name.withOptionalCString { device in
      unsafe create_audio_device_object(device, "chartvoice", "Chart explorer")
    }
    guard let object = created else {
      throw .audioDeviceUnavailable(detail: "no sound server, ALSA or OSS device could be opened")
    }
    let status = audio_object_open(
      object, AUDIO_OBJECT_FORMAT_S16LE, UInt32(sampleRate), UInt8(channelCount))
    guard status == 0 else {
      let detail = message(object, status)
      audio_object_destroy(object)
      throw .audioDeviceUnavailable(detail: detail)
    }
    return AudioDevice(object: object, sampleRate: sampleRate, channelCount: channelCount)
  }

  /// Plays interleaved frames, returning once the device has taken them (it buffers a little).
  ///
  /// - Throws: ``SpeechError/audioDeviceUnavailable(detail:)`` when the device fails (unplugged,
  ///   the sound server gone).
  func write(_ samples: [Int16]) throws(SpeechError) {
    guard isOpen, !samples.isEmpty else { return }
    let status = unsafe samples.withUnsafeBytes { bytes in
      unsafe audio_object_write(object, bytes.baseAddress, bytes.count)
    }
    if status != 0 { throw .audioDeviceUnavailable(detail: Self.message(object, status)) }
  }

  /// Drops what the device has buffered but not yet played, so an interruption is heard at once.
  func flush() {
    guard isOpen else { return }
    _ = audio_object_flush(object)
  }

  /// Stops and releases the device; later calls do nothing.
  func close() {
    guard isOpen else { return }
    isOpen = false
    _ = audio_object_flush(object)
    audio_object_close(object)
    audio_object_destroy(object)
  }

  deinit {
    close()
  }

  /// pcaudiolib's message for a status (errno values, or PulseAudio's own).
  private static func message(_ object: OpaquePointer, _ status: Int32) -> String {
    guard let text = unsafe audio_object_strerror(object, status) else { return "error \(status)" }
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
