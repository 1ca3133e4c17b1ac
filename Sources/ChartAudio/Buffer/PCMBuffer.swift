/// Audio samples in memory: interleaved `Float` frames in −1…1 at one sample rate.
///
/// The tone renderer produces these and the speech engine's output is converted into them, so the
/// mixer and the WAV writer see one format. Quantisation to 16-bit happens once, on writing. A WAV
/// file written as it is composed (``WAVStreamWriter``) holds neither: speech stays 16-bit and
/// tones are quantised a block at a time, to the same samples.
public struct PCMBuffer: Sendable, Equatable {
  /// Frames per second (22,050 for espeak-ng's output).
  public var sampleRate: Int
  /// 1 (mono) or 2 (stereo, left then right in each frame).
  public var channelCount: Int
  /// Interleaved samples; `samples.count` is a multiple of `channelCount`.
  public var samples: [Float]

  public init(sampleRate: Int, channelCount: Int, samples: [Float] = []) {
    precondition(sampleRate > 0, "A sample rate must be positive.")
    precondition(channelCount == 1 || channelCount == 2, "Only mono and stereo are supported.")
    precondition(samples.count % channelCount == 0, "Samples must fill whole frames.")
    self.sampleRate = sampleRate
    self.channelCount = channelCount
    self.samples = samples
  }

  /// The number of frames (one sample per channel each).
  public var frameCount: Int { samples.count / channelCount }

  /// The length in seconds.
  public var duration: Double { Double(frameCount) / Double(sampleRate) }

  /// Appends `seconds` of silence.
  ///
  /// - Complexity: O(*k*), where *k* is the number of samples added.
  public mutating func appendSilence(seconds: Double) {
    let frames = Int((seconds * Double(sampleRate)).rounded())
    samples.append(contentsOf: repeatElement(0, count: max(0, frames) * channelCount))
  }

  /// Appends another buffer of the same format.
  ///
  /// - Precondition: same sample rate and channel count.
  public mutating func append(_ other: PCMBuffer) {
    precondition(
      other.sampleRate == sampleRate && other.channelCount == channelCount,
      "Cannot append audio of a different format; convert it first.")
    samples.append(contentsOf: other.samples)
  }
}
