// MARK: - The Mann–Kendall trend test

/// The Mann–Kendall test of a monotonic trend (Mann 1945; Kendall 1975), with tie-corrected
/// variance and continuity-corrected Z.
///
/// S counts the pairs that rise minus the pairs that fall, in series order; a large |S| relative
/// to its standard deviation under "no trend" means a trend. See
/// ``Statistics/mannKendall(_:policy:)``.
public struct MannKendallResult: Sendable, Equatable {
  /// *n*, the finite values used.
  public var count: Int
  /// S = Σ_{i<j} sign(y_j − y_i), exact.
  public var s: Int64
  /// Var(S) under no trend, tie-corrected:
  /// [*n*(*n*−1)(2*n*+5) − Σ *t*(*t*−1)(2*t*+5)] / 18 over the groups of *t* tied values.
  public var variance: Double
  /// The continuity-corrected normal score: (S − 1)/√Var if S > 0, (S + 1)/√Var if S < 0, else 0.
  public var z: Double
  /// The two-sided p-value: exact when ``isExact``, else from the normal approximation of `z`.
  public var pValue: Double
  /// Whether ``pValue`` comes from the exact distribution of S (at most
  /// ``DescriptionPolicy/exactMannKendallLimit`` values and no ties).
  public var isExact: Bool

  /// Creates a result from its parts.
  ///
  /// - Complexity: O(1).
  public init(count: Int, s: Int64, variance: Double, z: Double, pValue: Double, isExact: Bool) {
    self.count = count
    self.s = s
    self.variance = variance
    self.z = z
    self.pValue = pValue
    self.isExact = isExact
  }
}

extension Statistics {
  /// Tests a series for a monotonic trend with the Mann–Kendall test.
  ///
  ///     let result = Statistics.mannKendall([1, 3, 2, 4, 5, 7, 6, 8, 9, 10, 12, 11])
  ///     result?.s        // 60
  ///     result?.pValue   // 5.2e-05 (normal approximation: 12 values > the exact limit of 10)
  ///
  /// S is computed exactly in O(*n* log *n*) as S = *n*₀ − *T* − 2*Q* (Knight 1966): *Q* counts
  /// the pairs *i* < *j* with y_i > y_j during a stable merge sort (equal values are not
  /// inversions), *T* = Σ *t*(*t*−1)/2 counts the tied pairs from the sorted values, and
  /// *n*₀ = *n*(*n*−1)/2. The variance needs only the tie-group sizes (summed exactly in 128-bit
  /// integers). The p-value is two-sided: for *n* ≤ `policy.exactMannKendallLimit` with no ties it
  /// is exact, P(|S′| ≥ |S|) (see `exactMannKendallPValue(count:s:)`); otherwise
  /// erfc(|Z|/√2) (see ``normalTwoSidedPValue(_:)``).
  ///
  /// Edge cases: NaN values are skipped (the order of the rest is kept); all values equal gives
  /// S = 0, Var(S) = 0, Z = 0 and p = 1, without dividing by zero. Mathematical properties: a
  /// strictly increasing series gives S = *n*(*n*−1)/2; reversing the series negates S; any
  /// strictly increasing transformation of the values leaves the result unchanged.
  ///
  /// - Parameters:
  ///   - values: The values in series (time) order; NaN and ±∞ are skipped as missing.
  ///   - policy: Supplies ``DescriptionPolicy/exactMannKendallLimit``.
  /// - Returns: The test result, or `nil` when fewer than 2 values are finite.
  /// - Complexity: O(*n* log *n*) time, O(*n*) extra memory (a copy and a merge buffer); near
  ///   O(*n*) for sorted or nearly sorted input.
  public static func mannKendall(_ values: [Double], policy: DescriptionPolicy = .standard)
    -> MannKendallResult?
  {
    values.withUnsafeBufferPointer { mannKendall($0, policy: policy) }
  }

  /// Tests the values in a buffer for a monotonic trend; see the `[Double]` form.
  ///
  /// - Complexity: O(*n* log *n*) time, O(*n*) extra memory.
  public static func mannKendall(
    _ values: UnsafeBufferPointer<Double>, policy: DescriptionPolicy = .standard
  ) -> MannKendallResult? {
    var finite = FiniteColumns.finiteValues(values)
    return finite.withUnsafeMutableBufferPointer { mannKendallSorting($0, policy: policy) }
  }

  /// The Mann–Kendall test of finite values in series order, leaving them sorted ascending
  /// (so a caller can read the median off them).
  ///
  /// - Parameters:
  ///   - values: Finite values in series order; sorted on return.
  /// - Returns: `nil` when there are fewer than 2 values.
  /// - Complexity: O(*n* log *n*) time, O(*n*) extra memory for the merge buffer.
  static func mannKendallSorting(
    _ values: UnsafeMutableBufferPointer<Double>, policy: DescriptionPolicy
  ) -> MannKendallResult? {
    guard values.count >= 2 else { return nil }
    let scratch = UnsafeMutableBufferPointer<Double>.allocate(capacity: values.count)
    defer { scratch.deallocate() }
    return mannKendallSorting(values, scratch: scratch, policy: policy)
  }

  /// The Mann–Kendall test of finite values in series order, leaving them sorted ascending, with
  /// a merge buffer the caller provides (and may have used before).
  ///
  /// - Parameters:
  ///   - values: Finite values in series order; sorted on return.
  ///   - scratch: At least `values.count` elements of working space, or at least half of them
  ///     (⌈`values.count`/2⌉: the values are then sorted in halves and merged); overwritten.
  /// - Returns: `nil` when there are fewer than 2 values.
  /// - Complexity: O(*n* log *n*) time.
  static func mannKendallSorting(
    _ values: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>,
    policy: DescriptionPolicy
  ) -> MannKendallResult? {
    let n = values.count
    guard n >= 2 else { return nil }
    let inversions = Int64(
      scratch.count >= n
        ? sortCountingInversions(values, scratch: scratch) : sortCountingInversionsInHalves(values, scratch: scratch))
    let ties = tieGroups(sorted: values)

    let pairs = Int64(n) * Int64(n - 1) / 2
    let s = pairs - ties.tiedPairs - 2 * inversions
    let wide = Int128(n)
    let numerator = wide * (wide - 1) * (2 * wide + 5) - ties.varianceReduction
    let variance = Double(numerator) / 18
    let z: Double
    if variance > 0, s != 0 {
      z = Double(s > 0 ? s - 1 : s + 1) / variance.squareRoot()
    } else {
      z = 0
    }
    let isExact = n <= policy.exactMannKendallLimit && ties.tiedPairs == 0
    let pValue = isExact ? exactMannKendallPValue(count: n, s: s) : normalTwoSidedPValue(z)
    return MannKendallResult(
      count: n, s: s, variance: variance, z: z, pValue: pValue, isExact: isExact)
  }

  /// The tied pairs Σ *t*(*t*−1)/2 and the variance correction Σ *t*(*t*−1)(2*t*+5) over the
  /// groups of *t* equal values in an ascending buffer.
  ///
  /// - Complexity: O(*n*).
  private static func tieGroups(sorted: UnsafeMutableBufferPointer<Double>) -> (
    tiedPairs: Int64, varianceReduction: Int128
  ) {
    var tiedPairs: Int64 = 0
    var reduction: Int128 = 0
    // Find the next equal neighbours (a tight loop when most values are distinct), then the end
    // of their group.
    var index = 1
    while index < sorted.count {
      guard sorted[index] == sorted[index - 1] else {
        index += 1
        continue
      }
      let start = index - 1
      while index < sorted.count, sorted[index] == sorted[start] { index += 1 }
      let size = index - start
      let t = Int128(size)
      tiedPairs += Int64(size) * Int64(size - 1) / 2
      reduction += t * (t - 1) * (2 * t + 5)
    }
    return (tiedPairs, reduction)
  }
}
