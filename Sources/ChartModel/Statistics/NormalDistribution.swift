import Foundation

// MARK: - The standard normal distribution

extension Statistics {
  /// Returns Φ(*z*), the standard normal cumulative distribution function.
  ///
  ///     Statistics.normalCDF(0)       // 0.5
  ///     Statistics.normalCDF(-1.96)   // 0.024997895148220435
  ///     Statistics.normalCDF(-37)     // 5.7255712225239e-300 (1 − Φ(37) would be 0)
  ///
  /// Computed as ½·erfc(−*z*/√2) with the C library's `erfc`, which keeps full relative accuracy
  /// in the lower tail (where 1 − Φ(|*z*|) would cancel to 0 beyond |*z*| ≈ 8.3).
  ///
  /// - Parameter z: Any value; ±∞ give 0 and 1, NaN gives NaN.
  /// - Returns: P(*Z* ≤ *z*) for a standard normal *Z*.
  /// - Complexity: O(1).
  public static func normalCDF(_ z: Double) -> Double {
    0.5 * erfc(-z * (0.5 as Double).squareRoot())
  }

  /// Returns the two-sided tail probability P(|*Z*| ≥ |*z*|) of a standard normal *Z*.
  ///
  ///     Statistics.normalTwoSidedPValue(1.959963984540054)   // 0.05
  ///     Statistics.normalTwoSidedPValue(0)                   // 1.0
  ///     Statistics.normalTwoSidedPValue(10)                  // 1.523970604832e-23
  ///
  /// Computed as erfc(|*z*|/√2), accurate to a few ulps relative even far in the tail.
  ///
  /// - Parameter z: Any value; ±∞ gives 0, NaN gives NaN.
  /// - Returns: A probability in [0, 1].
  /// - Complexity: O(1).
  public static func normalTwoSidedPValue(_ z: Double) -> Double {
    erfc(abs(z) * (0.5 as Double).squareRoot())
  }
}
