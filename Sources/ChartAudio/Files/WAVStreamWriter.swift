internal import ChartSupport
import Foundation

/// A 16-bit WAV file written as its audio is made: each piece is converted and quantised as it
/// comes, a block at a time through one buffer, and the header's lengths are written last.
///
///     try WAVWriter.write(to: "chart.wav", sampleRate: 22_050, channelCount: 1) { wav in
///       try engine.synthesize("Sales rose.", options: options, appendingTo: &wav)
///     }
///
/// The file is the one ``WAVWriter/write(_:to:)`` writes for a ``Mixer`` given the same pieces,
/// to the bit: speech is kept as espeak-ng's own 16-bit samples (−32,768, which the mix reads as
/// −1, becomes −32,767), silence is zeros, and tones are rendered in blocks
/// (``ToneRenderer/render(_:blockFrames:_:)``) and quantised by ``WAVEncoder/quantize(_:)``.
///
/// On a regular file the samples go out as they come, after a header with no lengths yet, which
/// ``finish()`` fills in (`pwrite`, at the file's start). Anything else — a pipe, a device — is
/// written only by ``finish()``, header first, from the 16-bit samples held until then.
public struct WAVStreamWriter: AudioSequence {
  public let sampleRate: Int
  public let channelCount: Int
  public private(set) var frameCount = 0
  /// The `errno` of the first write that failed; nothing more is written after it.
  public private(set) var failure: Int32?

  private let descriptor: Int32
  /// Whether samples are written as they come (a regular file at offset 0), else held.
  private let streams: Bool
  /// The block being filled; its first `filled` samples are made.
  private var block: [Int16]
  private var filled = 0
  /// The full blocks kept for ``finish()`` when not streaming.
  private var held: [Int16] = []

  /// Starts a WAV file on `descriptor`, which must be open for writing (and, for a regular
  /// file, at its start).
  ///
  /// - Parameters:
  ///   - blockFrames: Frames a write sends at once when streaming (at least 1).
  ///   - holdsAll: Whether to write nothing before ``finish()`` even to a regular file (standard
  ///     output, where a failed run must leave nothing behind).
  /// - Precondition: `channelCount` is 1 or 2; `sampleRate` positive.
  public init(
    descriptor: Int32, sampleRate: Int, channelCount: Int, blockFrames: Int = 16_384, holdsAll: Bool = false
  ) {
    precondition(channelCount == 1 || channelCount == 2, "WAV output is mono or stereo.")
    precondition(sampleRate > 0 && sampleRate <= Int(UInt32.max) / 4, "Invalid sample rate.")
    self.descriptor = descriptor
    self.sampleRate = sampleRate
    self.channelCount = channelCount
    block = [Int16](repeating: 0, count: max(1, blockFrames) * channelCount)
    var info = stat()
    let flags = fcntl(descriptor, F_GETFL)
    streams =
      !holdsAll && fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && flags >= 0
      && flags & O_APPEND == 0
      && lseek(descriptor, 0, SEEK_CUR) == 0
    if streams {
      let header = WAVEncoder.header(sampleRate: sampleRate, channelCount: channelCount, frameCount: 0)
      failure = AtomicFile.writeAll(header, to: descriptor)
    }
  }

  /// Nothing to do: a stream holds no more than a block.
  public mutating func reserveCapacity(frames: Int) {}

  public mutating func appendSilence(seconds: Double) {
    let frames = max(0, Int((seconds * Double(sampleRate)).rounded()))
    var left = frames * channelCount
    while left > 0 {
      let count = min(left, block.count - filled)
      block.withUnsafeMutableBufferPointer { block in
        UnsafeMutableBufferPointer(rebasing: block[filled..<(filled + count)]).update(repeating: 0)
      }
      commit(count)
      left -= count
    }
  }

  public mutating func append(int16 samples: UnsafeBufferPointer<Int16>, sampleRate rate: Int) {
    guard rate == sampleRate else {
      let speech = PCMBuffer(sampleRate: rate, channelCount: 1, samples: samples.map(Mixer.sample(fromInt16:)))
      append(speech.converted(sampleRate: sampleRate, channelCount: channelCount))
      return
    }
    var start = 0
    while start < samples.count {
      let count = min(samples.count - start, (block.count - filled) / channelCount)
      block.withUnsafeMutableBufferPointer { block in
        Self.copySpeech(
          UnsafeBufferPointer(rebasing: samples[start..<(start + count)]), channelCount: channelCount,
          into: block.baseAddress! + filled)
      }
      commit(count * channelCount)
      start += count
    }
  }

  public mutating func append(tones plan: TonePlan) {
    guard plan.style.sampleRate == sampleRate, plan.style.channelCount == channelCount else {
      append(ToneRenderer.render(plan))
      return
    }
    ToneRenderer.render(plan, blockFrames: block.count / channelCount) { appendQuantized($0) }
  }

  /// Appends float audio of any format, converted to this one and quantised.
  ///
  /// - Complexity: O(*n*) in the samples (plus conversion).
  public mutating func append(_ buffer: PCMBuffer) {
    let converted = buffer.converted(sampleRate: sampleRate, channelCount: channelCount)
    converted.samples.withUnsafeBufferPointer { appendQuantized($0) }
  }

  /// Writes what is held and the header's lengths.
  ///
  /// - Returns: `nil`, or the `errno` of the first write that failed (`EFBIG` when the audio is
  ///   too long for a WAV file's 32-bit lengths).
  public mutating func finish() -> Int32? {
    guard failure == nil else { return failure }
    guard frameCount <= WAVEncoder.maximumFrameCount(channelCount: channelCount) else { return EFBIG }
    let header = WAVEncoder.header(sampleRate: sampleRate, channelCount: channelCount, frameCount: frameCount)
    if streams {
      flush()
      if failure == nil {
        failure = header.withUnsafeBytes { header in Self.writeAll(header, to: descriptor, at: 0) }
      }
    } else {
      failure =
        AtomicFile.writeAll(header, to: descriptor)
        ?? held.withUnsafeBytes { AtomicFile.writeAll($0, to: descriptor) }
        ?? block.withUnsafeBytes {
          AtomicFile.writeAll(UnsafeRawBufferPointer(rebasing: $0[..<(filled * 2)]), to: descriptor)
        }
      held = []
      filled = 0
    }
    return failure
  }

  /// Speech samples as the mix holds them and quantises them back: each itself, but −32,768
  /// (read as −1) is −32,767; in stereo, each twice (the centre). Little-endian.
  private static func copySpeech(
    _ samples: UnsafeBufferPointer<Int16>, channelCount: Int, into target: UnsafeMutablePointer<Int16>
  ) {
    guard let source = samples.baseAddress else { return }
    let lowest = -Int16.max
    guard channelCount == 1 else {
      for index in 0..<samples.count {
        let value = max(source[index], lowest).littleEndian
        target[2 * index] = value
        target[2 * index + 1] = value
      }
      return
    }
    var index = 0
    #if _endian(little)
      let floor = SIMD16<Int16>(repeating: lowest)
      while index + 16 <= samples.count {
        var values = UnsafeRawPointer(source + index).loadUnaligned(as: SIMD16<Int16>.self)
        values.replace(with: floor, where: values .< floor)
        UnsafeMutableRawPointer(target + index).storeBytes(of: values, as: SIMD16<Int16>.self)
        index += 16
      }
    #endif
    while index < samples.count {
      target[index] = max(source[index], lowest).littleEndian
      index += 1
    }
  }

  /// Appends interleaved samples of this format, quantised a block at a time.
  private mutating func appendQuantized(_ samples: UnsafeBufferPointer<Float>) {
    var start = 0
    while start < samples.count {
      let count = min(samples.count - start, block.count - filled)
      block.withUnsafeMutableBufferPointer { block in
        WAVEncoder.quantize(
          UnsafeBufferPointer(rebasing: samples[start..<(start + count)]),
          into: UnsafeMutableBufferPointer(rebasing: block[filled..<(filled + count)]))
      }
      commit(count)
      start += count
    }
  }

  /// Counts `count` more samples of the block as made, and passes the block on when it is full.
  private mutating func commit(_ count: Int) {
    filled += count
    frameCount += count / channelCount
    if filled == block.count { flush() }
  }

  /// Passes the block on: written when streaming (unless a write has failed), else held.
  private mutating func flush() {
    guard filled > 0 else { return }
    if !streams {
      held.append(contentsOf: block[..<filled])
    } else if failure == nil {
      failure = block.withUnsafeBytes {
        AtomicFile.writeAll(UnsafeRawBufferPointer(rebasing: $0[..<(filled * 2)]), to: descriptor)
      }
    }
    filled = 0
  }

  /// Writes every byte of `raw` at `offset`, retrying short writes and interruptions.
  private static func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32, at offset: Int) -> Int32? {
    guard let base = raw.baseAddress else { return nil }
    var done = 0
    while done < raw.count {
      let written = pwrite(descriptor, base + done, raw.count - done, off_t(offset + done))
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      done += written
    }
    return nil
  }
}
