// MARK: - Compensated sum and mean

extension Statistics {
  /// Returns the sum of the finite values, accurate even when large terms cancel.
  ///
  ///     Statistics.sum([1e300, 1, -1e300])   // 1.0 (naive left-to-right summation gives 0.0)
  ///
  /// Uses compensated summation (Neumaier 1974, an improved Kahan sum; each rounding error
  /// recovered by Knuth's TwoSum): the error is about one rounding of the result plus n·ε² of
  /// the terms' magnitude, independent of the order of the values for all practical purposes.
  /// When a partial sum would overflow, the values are summed again scaled by 2⁻⁶⁴ (exact for
  /// every value above ~10⁻²⁸⁹), so an intermediate overflow whose terms cancel still gives the
  /// true, finite sum.
  ///
  /// - Parameter values: Any values; NaN and ±∞ are skipped as missing.
  /// - Returns: The sum, `0` when no value is finite; ±∞ only when the true sum exceeds the
  ///   `Double` range.
  /// - Complexity: O(*n*) time, O(1) memory.
  public static func sum(_ values: [Double]) -> Double {
    values.withUnsafeBufferPointer { sum($0) }
  }

  /// Returns the sum of the finite values in a buffer; see ``sum(_:)``.
  ///
  /// - Complexity: O(*n*) time, O(1) memory.
  public static func sum(_ values: UnsafeBufferPointer<Double>) -> Double {
    let total = scaledSum(values)
    return total.sum / total.scale
  }

  /// Returns the arithmetic mean of the finite values.
  ///
  ///     Statistics.mean([1, 2, .nan, 6])        // 3.0
  ///     Statistics.mean([1.7e308, 1.7e308])     // 1.7e308 (the sum overflows; the mean does not)
  ///     Statistics.mean([.nan])                 // nil
  ///
  /// Sums with ``sum(_:)``'s compensated, overflow-safe method and divides by the
  /// number of finite values. Mathematical properties: permuting the values leaves the mean
  /// unchanged (up to the last bit); adding *c* to every value adds *c* to the mean.
  ///
  /// - Parameter values: Any values; NaN and ±∞ are skipped as missing.
  /// - Returns: The mean, or `nil` when no value is finite.
  /// - Complexity: O(*n*) time, O(1) memory.
  public static func mean(_ values: [Double]) -> Double? {
    values.withUnsafeBufferPointer { mean($0) }
  }

  /// Returns the mean of the finite values in a buffer; see ``mean(_:)``.
  ///
  /// - Complexity: O(*n*) time, O(1) memory.
  public static func mean(_ values: UnsafeBufferPointer<Double>) -> Double? {
    let total = scaledSum(values)
    guard total.count > 0 else { return nil }
    return total.sum / Double(total.count) / total.scale
  }

  /// The compensated sum of the finite values times `scale`, the scale (1, or 2⁻⁶⁴ after an
  /// overflow) and the number of finite values.
  ///
  /// - Complexity: O(*n*); a second pass only after an overflow.
  static func scaledSum(_ values: UnsafeBufferPointer<Double>) -> (
    sum: Double, scale: Double, count: Int
  ) {
    let unscaled = compensatedSum(values, scale: 1)
    if unscaled.sum.isFinite { return (unscaled.sum, 1, unscaled.count) }
    let scale = 0x1p-64
    let scaled = compensatedSum(values, scale: scale)
    return (scaled.sum, scale, scaled.count)
  }

  /// The compensated sum of `value * scale` over the finite values.
  ///
  /// Each addition's rounding error is recovered exactly by Knuth's branch-free TwoSum (TAOCP
  /// vol. 2, §4.2.2) and accumulated separately — the same result as Neumaier's method, without
  /// comparing magnitudes.
  ///
  /// - Complexity: O(*n*).
  private static func compensatedSum(_ values: UnsafeBufferPointer<Double>, scale: Double) -> (
    sum: Double, count: Int
  ) {
    var sum = 0.0
    var compensation = 0.0
    var count = 0
    for value in values where value.isFinite {
      let term = value * scale
      let total = sum + term
      let termPart = total - sum
      compensation += (sum - (total - termPart)) + (term - termPart)
      sum = total
      count += 1
    }
    return (sum + compensation, count)
  }
}
