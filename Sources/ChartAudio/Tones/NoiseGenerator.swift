internal import ChartSupport

/// Seeded white noise for missing-value cues, so rendering is deterministic.
///
/// SplitMix64 (Steele, Lea & Flood 2014) mapped to uniform samples in −1…1. Private to the
/// renderer; statistics and tests have their own generators.
struct NoiseGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next sample, uniform in −1 ≤ sample < 1.
  @inline(__always)
  mutating func next() -> Float {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    // The top 24 bits, as a Float in 0 ≤ u < 1, shifted to −1 ≤ sample < 1.
    return Float(z >> 40) * (2 / 16_777_216) - 1
  }
}
