/// A small, fast, seedable random number generator (SplitMix64; Steele, Lea & Flood 2014).
///
///     var generator = SplitMix64(seed: 42)
///     let index = generator.nextIndex(below: 10)   // the same value on every run and platform
///
/// The sampled Theil–Sen slope draws its pairs from it, so a description is reproducible for a
/// given seed; property tests take a seed as their argument, so a failure names the seed that
/// reproduces it. Not suitable for cryptography.
package struct SplitMix64: RandomNumberGenerator, Sendable {
  @usableFromInline var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`; any value, zero included, is valid.
  ///
  /// - Complexity: O(1).
  @inlinable package init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Complexity: O(1).
  @inlinable package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A random index in `0..<upperBound`, by Lemire's multiply-shift (2019) without rejection.
  ///
  /// Unlike `Int.random(in:using:)`, whose algorithm the standard library may change, this mapping
  /// is fixed, so sampled statistics stay identical across toolchains. The bias is at most
  /// `upperBound / 2⁶⁴` per value (below 10⁻¹² for any array that fits in memory).
  ///
  /// - Parameter upperBound: The exclusive bound; must be positive.
  /// - Complexity: O(1).
  @inlinable package mutating func nextIndex(below upperBound: Int) -> Int {
    precondition(upperBound > 0, "Cannot draw an index below a non-positive bound.")
    return Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(upperBound)).high)
  }
}
