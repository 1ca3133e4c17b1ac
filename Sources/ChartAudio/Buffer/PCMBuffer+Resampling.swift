import Foundation

extension PCMBuffer {
  /// The same audio at another sample rate, by band-limited (windowed-sinc) interpolation.
  ///
  ///     let speech = try engine.synthesize(text)        // mono, 22,050 Hz
  ///     let cd = speech.resampled(to: 44_100)            // twice the frames, same sound
  ///
  /// Quality, for any pair of rates:
  /// - **Filter:** a Kaiser-windowed sinc (β = 9, about −90 dB stopband), 32 zero crossings each
  ///   side at the lower rate (64 taps a frame when upsampling), linear phase, so the output is
  ///   time-aligned with the input (no delay).
  /// - **Band:** the passband is flat (DC gain exactly 1 for every phase) up to about 0.41 × the
  ///   lower rate (9 kHz for 22,050 Hz audio) and the stopband starts at the lower rate's Nyquist
  ///   frequency, so upsampling leaves no images and downsampling does not alias.
  /// - **Phases:** exact for rates whose ratio reduces to at most 1,024 output phases
  ///   (22,050 ↔ 44,100, 44,100 ↔ 48,000, 22,050 → 48,000); otherwise 1,024 precomputed phases
  ///   linearly interpolated (error below −100 dB).
  /// - **Length:** `frameCount × newRate / oldRate` frames, rounded; samples before the start and
  ///   after the end count as silence.
  ///
  /// - Parameter rate: the new sample rate, positive. The same rate returns the buffer unchanged.
  /// - Complexity: O(*n* × taps) for *n* output frames, plus O(phases × taps) to build the filter.
  public func resampled(to rate: Int) -> PCMBuffer {
    precondition(rate > 0, "A sample rate must be positive.")
    guard rate != sampleRate else { return self }
    let resampler = SincResampler(from: sampleRate, to: rate)
    let outputFrames = resampler.outputFrameCount(forInput: frameCount)
    var output = [Float](repeating: 0, count: outputFrames * channelCount)
    samples.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        for channel in 0..<channelCount {
          resampler.process(
            input: input, output: out, channel: channel, channelCount: channelCount,
            inputFrames: frameCount)
        }
      }
    }
    return PCMBuffer(sampleRate: rate, channelCount: channelCount, samples: output)
  }
}

/// A polyphase windowed-sinc rate converter (see ``PCMBuffer/resampled(to:)``).
struct SincResampler {
  /// Zero crossings of the sinc on each side, at the lower of the two rates.
  static let zeroCrossings = 32
  /// The Kaiser window's shape parameter: about −90 dB of stopband attenuation.
  static let kaiserBeta = 9.0
  /// At most this many precomputed phases; more are interpolated between them.
  static let maximumPhases = 1_024

  /// `up` output frames for every `down` input frames: the ratio of the rates, reduced.
  let up: Int
  let down: Int
  /// Input frames on each side of the output position that the filter reads.
  let halfWidth: Int
  /// Rows of `2 × halfWidth` taps: row *p* is the filter at fractional position `p / phaseCount`;
  /// there are `phaseCount + 1` rows so interpolation never wraps.
  let phaseCount: Int
  let taps: [Float]

  init(from source: Int, to target: Int) {
    let divisor = Self.gcd(source, target)
    up = target / divisor
    down = source / divisor
    let scale = min(1, Double(target) / Double(source))
    halfWidth = Int((Double(Self.zeroCrossings) / scale).rounded(.up))
    phaseCount = min(up, Self.maximumPhases)

    // Kaiser's design formulas: β = 0.1102 (A − 8.7) for A dB of attenuation, and a transition
    // width of (A − 7.95) / (2.285 (N − 1)) radians a sample for N taps, here at the lower rate.
    let attenuation = Self.kaiserBeta / 0.1102 + 8.7
    let transition =
      (attenuation - 7.95) / (2.285 * Double(2 * Self.zeroCrossings)) / (2 * Double.pi)
    let cutoff = scale * (0.5 - transition / 2)
    let width = 2 * halfWidth
    var taps = [Float](repeating: 0, count: (phaseCount + 1) * width)
    let normaliser = Self.besselI0(Self.kaiserBeta)
    var row = [Double](repeating: 0, count: width)
    for phase in 0...phaseCount {
      let fraction = Double(phase) / Double(phaseCount)
      var sum = 0.0
      for j in 0..<width {
        // Distance from the output position to input sample (base − halfWidth + 1 + j).
        let t = fraction + Double(halfWidth - 1 - j)
        let x = t / Double(halfWidth)
        let window =
          abs(x) >= 1 ? 0 : Self.besselI0(Self.kaiserBeta * (1 - x * x).squareRoot()) / normaliser
        let argument = 2 * cutoff * t
        let sinc = argument == 0 ? 1 : sin(Double.pi * argument) / (Double.pi * argument)
        row[j] = 2 * cutoff * sinc * window
        sum += row[j]
      }
      for j in 0..<width { taps[phase * width + j] = Float(row[j] / sum) }
    }
    self.taps = taps
  }

  /// `inputFrames × up / down`, rounded to the nearest frame.
  func outputFrameCount(forInput inputFrames: Int) -> Int {
    (inputFrames * up + down / 2) / down
  }

  /// Resamples one channel of interleaved `input` into interleaved `output`.
  func process(
    input: UnsafeBufferPointer<Float>, output: UnsafeMutableBufferPointer<Float>, channel: Int,
    channelCount: Int, inputFrames: Int
  ) {
    let width = 2 * halfWidth
    let outputFrames = output.count / channelCount
    let isExact = phaseCount == up
    var interpolated = [Float](repeating: 0, count: width)
    taps.withUnsafeBufferPointer { taps in
      for frame in 0..<outputFrames {
        let numerator = frame * down
        let base = numerator / up
        let remainder = numerator % up
        var row: Int
        var weight: Float = 0
        if isExact {
          row = remainder
        } else {
          let position = Double(remainder) * Double(phaseCount) / Double(up)
          row = Int(position)
          weight = Float(position - Double(row))
        }
        let first = base - halfWidth + 1
        var sum: Float = 0
        if weight == 0 {
          let kernel = row * width
          for j in max(0, -first)..<min(width, inputFrames - first) {
            sum += taps[kernel + j] * input[(first + j) * channelCount + channel]
          }
        } else {
          for j in 0..<width {
            let a = taps[row * width + j]
            interpolated[j] = a + (taps[(row + 1) * width + j] - a) * weight
          }
          for j in max(0, -first)..<min(width, inputFrames - first) {
            sum += interpolated[j] * input[(first + j) * channelCount + channel]
          }
        }
        output[frame * channelCount + channel] = sum
      }
    }
  }

  /// The zeroth-order modified Bessel function of the first kind, by its power series.
  static func besselI0(_ x: Double) -> Double {
    var sum = 1.0
    var term = 1.0
    let quarter = x * x / 4
    for k in 1..<64 {
      term *= quarter / Double(k * k)
      sum += term
      if term < sum * 1e-17 { break }
    }
    return sum
  }

  static func gcd(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
  }
}
