/// Sequences and layers audio into one buffer of a fixed format: speech, silence, legend, tones.
///
///     var mixer = Mixer(sampleRate: 22_050, channelCount: 2)
///     mixer.append(title)                   // mono speech becomes centred stereo
///     mixer.appendSilence(seconds: 0.3)
///     mixer.append(ToneRenderer.render(plan))
///     mixer.overlay(ticks, at: 1.5, gain: 0.5)
///     let file = mixer.output               // one stereo buffer for the WAV writer
///
/// Everything added is first converted to the mixer's format (channels, then rate: see
/// ``PCMBuffer/converted(sampleRate:channelCount:)``). Overlapping audio adds with saturation:
/// sums beyond ±1 are clamped, and ``clippedSampleCount`` says how many were, so callers (and
/// tests) can check that a mix fits without clipping. A NaN sample becomes silence.
public struct Mixer: Sendable {
  /// The mix so far.
  public private(set) var output: PCMBuffer
  /// Samples whose sum exceeded ±1 and were clamped.
  public private(set) var clippedSampleCount = 0

  /// An empty mix in the given format.
  public init(sampleRate: Int, channelCount: Int) {
    output = PCMBuffer(sampleRate: sampleRate, channelCount: channelCount)
  }

  /// Seconds of audio so far.
  public var duration: Double { output.duration }

  /// Appends `audio` after everything so far, scaled by `gain`.
  ///
  /// The first audio of an empty mix in its format, with no room made for it
  /// (``reserveCapacity(frames:)``), becomes the mix without a copy when nothing else holds it
  /// (`mixer.append(ToneRenderer.render(plan))`).
  ///
  /// - Complexity: O(*n*) in the appended frames (plus conversion).
  public mutating func append(_ audio: consuming PCMBuffer, gain: Float = 1) {
    guard output.samples.isEmpty, output.samples.capacity < audio.samples.count,
      audio.sampleRate == output.sampleRate, audio.channelCount == output.channelCount
    else {
      mix(
        audio.converted(sampleRate: output.sampleRate, channelCount: output.channelCount),
        atFrame: output.frameCount, gain: gain)
      return
    }
    output.samples = (consume audio).samples
    clippedSampleCount += output.samples.withUnsafeMutableBufferPointer { Self.scaleAndClamp($0, gain: gain) }
  }

  /// Makes room for `frames` frames in all, so that appending up to that many copies nothing.
  ///
  /// - Complexity: O(*n*) in the frames so far (when the buffer moves).
  public mutating func reserveCapacity(frames: Int) {
    output.samples.reserveCapacity(max(0, frames) * output.channelCount)
  }

  /// Appends 16-bit audio (mono, as espeak-ng makes it) after everything so far.
  ///
  /// When the mix is mono at `sampleRate`, the samples are converted straight into it, with no
  /// buffer in between (speech is most of what a spoken chart holds); otherwise as
  /// ``append(_:gain:)`` of the converted buffer.
  ///
  /// - Complexity: O(*n*) in the appended samples (plus conversion).
  public mutating func append(int16 samples: UnsafeBufferPointer<Int16>, sampleRate: Int) {
    guard output.channelCount == 1, output.sampleRate == sampleRate else {
      append(PCMBuffer(sampleRate: sampleRate, channelCount: 1, samples: samples.map(Self.sample(fromInt16:))))
      return
    }
    // Converted a block at a time into a small buffer that stays in cache, then copied on: the
    // mix is written once, not filled with zeros first.
    let blockSize = 4_096
    var block = [Float](repeating: 0, count: min(blockSize, samples.count))
    var start = 0
    while start < samples.count {
      let count = min(blockSize, samples.count - start)
      block.withUnsafeMutableBufferPointer { out in
        Self.convert(UnsafeBufferPointer(rebasing: samples[start..<(start + count)]), into: out)
      }
      output.samples.append(contentsOf: block[..<count])
      start += count
    }
  }

  /// ``sample(fromInt16:)`` of every sample, eight at a time.
  private static func convert(_ samples: UnsafeBufferPointer<Int16>, into output: UnsafeMutableBufferPointer<Float>) {
    guard let source = samples.baseAddress, let target = output.baseAddress else { return }
    var index = 0
    let minusOne = SIMD8<Float>(repeating: -1)
    while index + 8 <= samples.count {
      let integers = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD8<Int16>.self)
      var values = SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: integers)) / 32_767
      values.replace(with: minusOne, where: values .< minusOne)
      UnsafeMutableRawPointer(target + index).storeBytes(of: values, as: SIMD8<Float>.self)
      index += 8
    }
    while index < samples.count {
      target[index] = sample(fromInt16: source[index])
      index += 1
    }
  }

  /// A 16-bit sample in −1…1: divided by 32,767, so that 32,767 is exactly 1 and
  /// quantising it back to 16 bits gives the same value; −32,768 becomes −1.
  @inline(__always)
  public static func sample(fromInt16 value: Int16) -> Float {
    max(-1, Float(value) / 32_767)
  }

  /// Appends `seconds` of silence (rounded to whole frames; nothing for zero or less).
  ///
  /// - Complexity: O(*k*) in the frames added.
  public mutating func appendSilence(seconds: Double) {
    output.appendSilence(seconds: seconds)
  }

  /// Adds `audio`, scaled by `gain`, starting `seconds` into the mix: on top of what is there,
  /// extending the mix with silence when it reaches past the end. Sums saturate at ±1.
  ///
  ///     mixer.overlay(tones, at: 0, gain: 0.5)   // tones under speech, at half level
  ///
  /// - Parameter seconds: the start, rounded to the nearest frame; negative counts as 0.
  /// - Complexity: O(*n*) in the overlaid frames (plus conversion).
  public mutating func overlay(_ audio: PCMBuffer, at seconds: Double, gain: Float = 1) {
    let frame = max(0, Int((seconds * Double(output.sampleRate)).rounded()))
    mix(
      audio.converted(sampleRate: output.sampleRate, channelCount: output.channelCount),
      atFrame: frame, gain: gain)
  }

  /// Audio pieces one after another with `gap` seconds of silence between them, in one format.
  ///
  ///     Mixer.sequence(
  ///       [title, legend, tones, summary], gap: 0.3, sampleRate: 22_050, channelCount: 2)
  ///
  /// - Complexity: O(*n*) in the total frames (plus conversions).
  public static func sequence(
    _ pieces: [PCMBuffer], gap: Double, sampleRate: Int, channelCount: Int
  ) -> PCMBuffer {
    var mixer = Mixer(sampleRate: sampleRate, channelCount: channelCount)
    for (index, piece) in pieces.enumerated() {
      if index > 0 { mixer.appendSilence(seconds: gap) }
      mixer.append(piece)
    }
    return mixer.output
  }

  private mutating func mix(_ audio: PCMBuffer, atFrame frame: Int, gain: Float) {
    let channels = output.channelCount
    let start = frame * channels
    let end = start + audio.samples.count
    if start == output.samples.count {
      // Appending, the common case (speech after speech): one copy, then gain and clamp in place.
      output.samples.append(contentsOf: audio.samples)
      clippedSampleCount += output.samples.withUnsafeMutableBufferPointer { out in
        Self.scaleAndClamp(UnsafeMutableBufferPointer(rebasing: out[start..<end]), gain: gain)
      }
      return
    }
    if end > output.samples.count {
      output.samples.append(contentsOf: repeatElement(0, count: end - output.samples.count))
    }
    var clipped = 0
    output.samples.withUnsafeMutableBufferPointer { out in
      for (offset, sample) in audio.samples.enumerated() {
        let sum = out[start + offset] + sample * gain
        if sum > 1 || sum < -1 { clipped += 1 }
        out[start + offset] = sum.isNaN ? 0 : min(1, max(-1, sum))
      }
    }
    clippedSampleCount += clipped
  }

  /// Whether every sample is within −1…1 (NaN is not), sixteen at a time: the largest magnitude
  /// is at most 1, and a sum of each sample times 0 is 0 (NaN or an infinity makes it NaN).
  ///
  /// - Complexity: O(*n*).
  static func isWithinUnity(_ samples: UnsafeBufferPointer<Float>) -> Bool {
    guard let base = samples.baseAddress else { return true }
    var largest = SIMD16<Float>(repeating: 0)
    var poison = SIMD16<Float>(repeating: 0)
    var index = 0
    while index + 16 <= samples.count {
      let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<Float>.self)
      let bits = unsafeBitCast(block, to: SIMD16<UInt32>.self) & SIMD16(repeating: 0x7FFF_FFFF)
      let magnitudes = unsafeBitCast(bits, to: SIMD16<Float>.self)
      largest.replace(with: magnitudes, where: magnitudes .> largest)
      poison += block * 0
      index += 16
    }
    var within = largest.max() <= 1 && poison.sum() == 0
    while index < samples.count {
      within = within && abs(base[index]) <= 1
      index += 1
    }
    return within
  }

  /// Multiplies every sample by `gain` and clamps it to −1…1, eight at a time.
  ///
  /// - Returns: How many samples were beyond ±1 before clamping. NaN becomes 0 (silence), uncounted.
  /// - Complexity: O(*n*).
  static func scaleAndClamp(_ samples: UnsafeMutableBufferPointer<Float>, gain: Float) -> Int {
    guard let base = samples.baseAddress else { return 0 }
    // At unity gain, audio within ±1 (rendered tones) is left as it is, without a write.
    if gain == 1, isWithinUnity(UnsafeBufferPointer(samples)) { return 0 }
    var clipped = 0
    var index = 0
    let wholeBlocks = samples.count / 8 * 8
    let one = SIMD8<Float>(repeating: 1)
    while index < wholeBlocks {
      let raw = UnsafeMutableRawPointer(base + index)
      var block = raw.loadUnaligned(as: SIMD8<Float>.self) * gain
      let above = block .> one
      let below = block .< -one
      // A lane of a true mask is all ones, −1 as an integer: counting by subtraction.
      clipped &-= Int((unsafeBitCast(above .| below, to: SIMD8<Int32>.self)).wrappedSum())
      block.replace(with: one, where: above)
      block.replace(with: -one, where: below)
      block.replace(with: 0, where: block .!= block)
      raw.storeBytes(of: block, as: SIMD8<Float>.self)
      index += 8
    }
    while index < samples.count {
      let sample = base[index] * gain
      if sample > 1 || sample < -1 { clipped += 1 }
      base[index] = sample.isNaN ? 0 : min(1, max(-1, sample))
      index += 1
    }
    return clipped
  }
}
