import ChartNarration

/// Encodes audio as a 16-bit PCM WAV file: a 44-byte RIFF header, then little-endian samples.
///
///     WAVEncoder.encode(PCMBuffer(sampleRate: 22_050, channelCount: 1, samples: [0, 1]))
///     // 48 bytes: "RIFF", 40, "WAVE", "fmt ", …, "data", 4, 0x00 0x00, 0xFF 0x7F
///
/// The length is known before writing, so the header is correct even when streamed to stdout
/// (unlike `espeak-ng --stdout`, whose length fields are bogus).
public enum WAVEncoder {
  /// The size of the RIFF header this encoder writes.
  public static let headerSize = 44

  /// The most frames a buffer may hold: RIFF lengths are 32-bit.
  public static func maximumFrameCount(channelCount: Int) -> Int {
    (Int(UInt32.max) - (headerSize - 8)) / (channelCount * 2)
  }

  /// Encodes a buffer as a complete WAV file.
  ///
  /// - Parameter buffer: Mono or stereo audio; samples are quantised by ``quantize(_:)``.
  /// - Returns: `44 + 2 × samples.count` bytes.
  /// - Precondition: the data fits a RIFF file (under 4 GiB; ~27 hours of stereo at 22,050 Hz).
  /// - Complexity: O(*n*) in the number of samples.
  public static func encode(_ buffer: PCMBuffer) -> [UInt8] {
    var bytes = header(
      sampleRate: buffer.sampleRate, channelCount: buffer.channelCount,
      frameCount: buffer.frameCount)
    bytes.reserveCapacity(headerSize + buffer.samples.count * 2)
    for sample in buffer.samples {
      let value = UInt16(bitPattern: quantize(sample))
      bytes.append(UInt8(truncatingIfNeeded: value))
      bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }
    return bytes
  }

  /// The 44-byte header of a 16-bit PCM WAV file.
  ///
  /// Fields, all little-endian: `RIFF`, file size − 8, `WAVE`, `fmt `, 16, format 1 (PCM),
  /// channels, sample rate, byte rate (rate × channels × 2), block align (channels × 2), 16 bits,
  /// `data`, data size (frames × channels × 2).
  ///
  /// - Precondition: `channelCount` is 1 or 2; `sampleRate` positive; the data size fits 32 bits.
  /// - Complexity: O(1).
  public static func header(sampleRate: Int, channelCount: Int, frameCount: Int) -> [UInt8] {
    precondition(channelCount == 1 || channelCount == 2, "WAV output is mono or stereo.")
    precondition(sampleRate > 0 && sampleRate <= Int(UInt32.max) / 4, "Invalid sample rate.")
    precondition(
      frameCount >= 0 && frameCount <= maximumFrameCount(channelCount: channelCount),
      "Cannot encode more than 4 GiB of audio in one WAV file; split it.")
    let blockAlign = channelCount * 2
    let dataSize = frameCount * blockAlign
    var bytes: [UInt8] = []
    bytes.reserveCapacity(headerSize)
    bytes += Array("RIFF".utf8)
    append(UInt32(dataSize + headerSize - 8), to: &bytes)
    bytes += Array("WAVE".utf8)
    bytes += Array("fmt ".utf8)
    append(UInt32(16), to: &bytes)  // size of the fmt chunk
    append(UInt16(1), to: &bytes)  // PCM
    append(UInt16(channelCount), to: &bytes)
    append(UInt32(sampleRate), to: &bytes)
    append(UInt32(sampleRate * blockAlign), to: &bytes)  // byte rate
    append(UInt16(blockAlign), to: &bytes)
    append(UInt16(16), to: &bytes)  // bits per sample
    bytes += Array("data".utf8)
    append(UInt32(dataSize), to: &bytes)
    return bytes
  }

  /// Converts one sample to 16 bits — the only quantisation in chartvoice's audio path.
  ///
  ///     WAVEncoder.quantize(0.5)    // 16384 (16383.5 rounded away from zero)
  ///     WAVEncoder.quantize(1.5)    // 32767 (clamped to 1)
  ///     WAVEncoder.quantize(-1.5)   // -32767 (clamped to −1; −32768 is never produced)
  ///
  /// Edge cases: the sample is clamped to −1…1, scaled by 32,767 and rounded half away from zero,
  /// so the output is symmetric (−32,767…32,767). NaN becomes 0 (silence).
  ///
  /// - Complexity: O(1).
  public static func quantize(_ sample: Float) -> Int16 {
    guard !sample.isNaN else { return 0 }
    // In Double the product is exact (24-bit significand × 15-bit scale), so the one rounding
    // below is the only one.
    let clamped = Double(min(max(sample, -1), 1))
    return Int16((clamped * 32_767).rounded(.toNearestOrAwayFromZero))
  }

  /// Appends `value` little-endian, by explicit shifts (independent of the host's byte order).
  private static func append<Value: FixedWidthInteger & UnsignedInteger>(
    _ value: Value, to bytes: inout [UInt8]
  ) {
    for shift in stride(from: 0, to: Value.bitWidth, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }
}
