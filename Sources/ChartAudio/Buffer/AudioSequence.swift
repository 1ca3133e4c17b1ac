/// Audio made one piece after another in one format, never overlapping: what a chart's spoken
/// and sonified description is (speech, silence, tones, speech).
///
/// ``Mixer`` keeps the pieces in memory as `Float` samples; ``WAVStreamWriter`` writes them to a
/// WAV file as they come, as 16-bit samples, holding only a block at a time. Both give the same
/// file: every piece is converted to the format as ``Mixer`` converts it, and quantised once.
///
///     func tell<Output: AudioSequence>(_ plan: TonePlan, into output: inout Output) {
///       output.appendSilence(seconds: 0.3)
///       output.append(tones: plan)
///     }
public protocol AudioSequence {
  /// Frames per second.
  var sampleRate: Int { get }
  /// 1 (mono) or 2 (stereo).
  var channelCount: Int { get }
  /// The frames so far.
  var frameCount: Int { get }

  /// Makes room for `frames` frames in all, where that saves copies later (a hint).
  mutating func reserveCapacity(frames: Int)

  /// Appends `seconds` of silence, rounded to whole frames (nothing for zero or less).
  mutating func appendSilence(seconds: Double)

  /// Appends mono 16-bit audio at `sampleRate` (espeak-ng's speech), each sample as
  /// ``Mixer/sample(fromInt16:)`` converts it: centred in stereo, resampled to another rate.
  mutating func append(int16 samples: UnsafeBufferPointer<Int16>, sampleRate: Int)

  /// Appends the tones of `plan`: ``ToneRenderer/render(_:)``, converted to the format.
  mutating func append(tones plan: TonePlan)
}

extension AudioSequence {
  /// Seconds of audio so far.
  public var duration: Double { Double(frameCount) / Double(sampleRate) }
}

extension Mixer: AudioSequence {
  public var sampleRate: Int { output.sampleRate }
  public var channelCount: Int { output.channelCount }
  public var frameCount: Int { output.frameCount }

  /// Appends the rendered tones of `plan` (see ``append(_:gain:)``).
  public mutating func append(tones plan: TonePlan) {
    append(ToneRenderer.render(plan))
  }
}
