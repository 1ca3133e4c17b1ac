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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(headerSize + buffer.samples.count * 2)
    encode(buffer) { chunk in
      bytes.append(contentsOf: chunk)
      return true
    }
    return bytes
  }

  /// Encodes a buffer as a WAV file in pieces: the header, then the samples a chunk at a time,
  /// each handed to `consume` as soon as it is ready. The pieces together are ``encode(_:)``'s
  /// bytes; a long recording never needs a second copy of itself in memory.
  ///
  ///     WAVEncoder.encode(speech) { chunk in AtomicFile.writeAll(chunk, to: descriptor) == nil }
  ///
  /// - Parameters:
  ///   - chunkSamples: Samples per piece after the header (at least 1).
  ///   - consume: Takes one piece, valid only during the call; returns `false` to stop early.
  /// - Returns: `false` when `consume` stopped it.
  /// - Precondition: as for ``encode(_:)``.
  /// - Complexity: O(*n*) in the number of samples; O(`chunkSamples`) memory.
  @discardableResult
  public static func encode(
    _ buffer: PCMBuffer, chunkSamples: Int = 1 << 15,
    _ consume: (UnsafeRawBufferPointer) throws -> Bool
  ) rethrows -> Bool {
    let header = header(
      sampleRate: buffer.sampleRate, channelCount: buffer.channelCount,
      frameCount: buffer.frameCount)
    guard try header.withUnsafeBytes(consume) else { return false }
    let chunkSamples = max(1, chunkSamples)
    var chunk = [Int16](repeating: 0, count: min(chunkSamples, buffer.samples.count))
    return try buffer.samples.withUnsafeBufferPointer { samples in
      var start = 0
      while start < samples.count {
        let count = min(chunkSamples, samples.count - start)
        let keepGoing = try chunk.withUnsafeMutableBufferPointer { out in
          quantize(UnsafeBufferPointer(rebasing: samples[start..<(start + count)]), into: out)
          return try consume(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(out)[..<(count * 2)]))
        }
        guard keepGoing else { return false }
        start += count
      }
      return true
    }
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
    // Written without branches or a trapping conversion so that the encoding loop vectorises
    // (a plain `Int16(x.rounded())` took a tenth of `speak`'s run). In Double the product is
    // exact (24-bit significand × 15-bit scale), so the one rounding below is the only one.
    let clamped = sample.isNaN ? 0 : Double(min(max(sample, -1), 1))
    let scaled = clamped * 32_767
    // Adding 1.5 × 2⁵² rounds to a whole number (ties to even), which then sits in the low bits.
    let magic = 6_755_399_441_055_744.0
    let shifted = scaled + magic
    let remainder = scaled - (shifted - magic)  // exact: ±0.5 only at a tie
    // Ties go away from zero instead: up for positive halves, down for negative ones.
    let away: UInt64 =
      remainder == 0.5 && scaled > 0 ? 1 : remainder == -0.5 && scaled < 0 ? UInt64.max : 0
    return Int16(truncatingIfNeeded: shifted.bitPattern &+ away)
  }

  /// ``quantize(_:)`` for a run of samples, eight at a time, as little-endian 16-bit values.
  ///
  /// - Precondition: `output` holds at least `samples.count` values.
  /// - Complexity: O(*n*).
  static func quantize(_ samples: UnsafeBufferPointer<Float>, into output: UnsafeMutableBufferPointer<Int16>) {
    precondition(output.count >= samples.count)
    guard let source = samples.baseAddress, let target = output.baseAddress else { return }
    var index = 0
    #if _endian(little)
      // Eight lanes at a time where the lanes' byte order is the file's; the rest one by one.
      let wholeBlocks = samples.count / 8 * 8
      while index < wholeBlocks {
        let block = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD8<Float>.self)
        let values =
          quantizeInSinglePrecision(block)
          ?? SIMD8<Int16>(
            lowHalf: quantize(SIMD4<Double>(block.lowHalf)), highHalf: quantize(SIMD4<Double>(block.highHalf)))
        UnsafeMutableRawPointer(target + index).storeBytes(of: values, as: SIMD8<Int16>.self)
        index += 8
      }
    #endif
    while index < samples.count {
      target[index] = quantize(source[index]).littleEndian
      index += 1
    }
  }

  /// ``quantize(_:)`` of eight samples in single precision, or `nil` when a lane is too close to
  /// a tie for that to be sure of the exact answer.
  ///
  /// In Float, `sample × 32,767` is within half a unit in the last place of the exact product:
  /// at most 2⁻⁹ below 32,768. So when the rounded product is further than 0.49 from the halfway
  /// point between two whole numbers, the exact product rounds to the same whole number, and the
  /// answer is the one ``quantize(_:)`` gives. Nearer the halfway point (a few lanes in a
  /// thousand) the caller takes the exact double-precision path. Single precision does eight
  /// samples in the work double precision spends on four, and speech is millions of samples.
  @inline(__always)
  private static func quantizeInSinglePrecision(_ samples: SIMD8<Float>) -> SIMD8<Int16>? {
    var clamped = samples
    clamped.replace(with: 0, where: samples .!= samples)
    clamped.replace(with: 1, where: clamped .> 1)
    clamped.replace(with: -1, where: clamped .< -1)
    let scaled = clamped * 32_767
    // Adding 1.5 × 2²³ rounds to a whole number (ties to even), which then sits in the low bits.
    let magic = SIMD8<Float>(repeating: 12_582_912)
    let shifted = scaled + magic
    let remainder = scaled - (shifted - magic)
    guard !any((remainder .> 0.49) .| (remainder .< -0.49)) else { return nil }
    let bits = unsafeBitCast(shifted, to: SIMD8<Int32>.self) &- unsafeBitCast(magic, to: SIMD8<Int32>.self)
    return SIMD8<Int16>(truncatingIfNeeded: bits)
  }

  /// ``quantize(_:)`` of four samples (already widened).
  @inline(__always)
  private static func quantize(_ samples: SIMD4<Double>) -> SIMD4<Int16> {
    let magic = SIMD4<Double>(repeating: 6_755_399_441_055_744.0)
    // Masks rather than `clamped`, whose pointwise min and max are not inlined.
    var clamped = samples
    clamped.replace(with: 0, where: samples .!= samples)
    clamped.replace(with: 1, where: clamped .> 1)
    clamped.replace(with: -1, where: clamped .< -1)
    let scaled = clamped * 32_767
    let shifted = scaled + magic
    let remainder = scaled - (shifted - magic)
    var away = SIMD4<UInt64>(repeating: 0)
    away.replace(with: 1, where: (remainder .== 0.5) .& (scaled .> 0))
    away.replace(with: .max, where: (remainder .== -0.5) .& (scaled .< 0))
    let bits = unsafeBitCast(shifted, to: SIMD4<UInt64>.self) &+ away
    return SIMD4<Int16>(truncatingIfNeeded: SIMD4<Int64>(truncatingIfNeeded: bits))
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
