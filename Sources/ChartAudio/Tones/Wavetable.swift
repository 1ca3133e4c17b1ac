import Foundation

/// One period of a band-limited waveform, sampled finely enough that linear interpolation
/// between entries adds no audible error (below −90 dB for the default 8 partials).
///
/// The renderer builds the few it needs per render (no global cache: nothing to lock) and reads
/// them with a phase in cycles, 0…1.
struct Wavetable {
  /// Entries per period; a power of two.
  static let size = 4_096

  /// `size + 1` samples: one period, then the first sample again so interpolation needs no wrap.
  let samples: [Float]

  /// The sum of the timbre's first `partialCount` partials, scaled to a peak of exactly 1.
  ///
  /// - Complexity: O(`size` × `partialCount`), with one sine and cosine per entry (the
  ///   harmonics come from the angle-addition recurrence).
  init(timbre: Timbre, partialCount: Int) {
    let partials = timbre.partials(partialCount)
    let highest = partials.map(\.harmonic).max() ?? 1
    var amplitudes = [Double](repeating: 0, count: highest + 1)
    for partial in partials { amplitudes[partial.harmonic] = partial.amplitude }

    var values = [Double](repeating: 0, count: Self.size + 1)
    for i in 0..<Self.size {
      let angle = 2 * Double.pi * Double(i) / Double(Self.size)
      let (s1, c1) = (sin(angle), cos(angle))
      var (s, c) = (0.0, 1.0)  // sin and cos of k × angle, from k = 0
      var sum = 0.0
      for k in 1...highest {
        (s, c) = (s * c1 + c * s1, c * c1 - s * s1)
        sum += amplitudes[k] * s
      }
      values[i] = sum
    }
    values[Self.size] = values[0]
    let peak = values.reduce(0) { max($0, abs($1)) }
    samples = values.map { Float($0 / peak) }
  }

  /// The waveform at `phase` cycles (0 ≤ phase < 1), linearly interpolated.
  @inline(__always)
  static func value(_ table: UnsafeBufferPointer<Float>, phase: Double) -> Float {
    let position = phase * Double(size)
    let index = Int(position)
    let fraction = Float(position - Double(index))
    let a = table[index]
    return a + (table[index + 1] - a) * fraction
  }
}
