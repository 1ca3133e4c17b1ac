extension PCMBuffer {
  /// The same audio in stereo: a mono buffer is copied to both channels at unity gain, so it
  /// sits in the centre at its mono loudness (speech under panned tones); stereo is unchanged.
  ///
  ///     PCMBuffer(sampleRate: 22_050, channelCount: 1, samples: [0.5, -0.25])
  ///       .convertedToStereo().samples   // [0.5, 0.5, -0.25, -0.25]
  ///
  /// - Complexity: O(*n*) in the number of frames.
  public func convertedToStereo() -> PCMBuffer {
    guard channelCount == 1 else { return self }
    var stereo = [Float](repeating: 0, count: samples.count * 2)
    for (frame, sample) in samples.enumerated() {
      stereo[2 * frame] = sample
      stereo[2 * frame + 1] = sample
    }
    return PCMBuffer(sampleRate: sampleRate, channelCount: 2, samples: stereo)
  }

  /// The same audio in mono: a stereo buffer's channels are averaged (a centred sound keeps its
  /// level; a hard-panned one drops by half); mono is unchanged.
  ///
  /// - Complexity: O(*n*) in the number of frames.
  public func convertedToMono() -> PCMBuffer {
    guard channelCount == 2 else { return self }
    var mono = [Float](repeating: 0, count: frameCount)
    for frame in mono.indices {
      let left: Float = samples[2 * frame]
      let right: Float = samples[2 * frame + 1]
      mono[frame] = 0.5 * (left + right)
    }
    return PCMBuffer(sampleRate: sampleRate, channelCount: 1, samples: mono)
  }

  /// The same audio with `channelCount` channels (1 or 2).
  ///
  /// - Complexity: O(*n*) in the number of frames.
  public func converted(toChannelCount channels: Int) -> PCMBuffer {
    precondition(channels == 1 || channels == 2, "Only mono and stereo are supported.")
    return channels == 2 ? convertedToStereo() : convertedToMono()
  }

  /// The same audio at `sampleRate` with `channelCount` channels: channels first, then the rate
  /// (see ``resampled(to:)``).
  ///
  /// - Complexity: O(*n*) without resampling, else that of ``resampled(to:)``.
  public func converted(sampleRate rate: Int, channelCount channels: Int) -> PCMBuffer {
    converted(toChannelCount: channels).resampled(to: rate)
  }

  /// The largest sample magnitude (0 for silence or an empty buffer).
  ///
  /// - Complexity: O(*n*).
  public var peak: Float {
    samples.reduce(0) { max($0, abs($1)) }
  }
}
