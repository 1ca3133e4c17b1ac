// MARK: - The exact null distribution of the Mann–Kendall S

extension Statistics {
  /// Returns the exact two-sided p-value P(|S′| ≥ |S|) of the Mann–Kendall statistic for *n*
  /// distinct values, when every order of them is equally likely (no trend).
  ///
  ///     Statistics.exactMannKendallPValue(count: 5, s: 10)   // 2/120 = 0.016666…
  ///     Statistics.exactMannKendallPValue(count: 5, s: 0)    // 1.0
  ///
  /// With no ties S = *n*₀ − 2*Q*, where *Q* is the number of inversions of a random permutation,
  /// so S's distribution is that of the Mahonian numbers (Kendall 1938): the number of
  /// permutations of *m* values with *k* inversions is
  /// I(*m*, *k*) = Σ_{j=0}^{min(k, m−1)} I(*m* − 1, *k* − *j*). The recurrence is run on
  /// probabilities (each step divided by *m*), so it neither overflows nor loses relative accuracy,
  /// and only for *k* ≤ (*n*₀ − |S|)/2, the lower tail needed; S's symmetry gives the upper one.
  /// Agrees with `scipy.stats.kendalltau(method: "exact")`.
  ///
  /// - Parameters:
  ///   - count: *n*, the number of values (no ties); 0 and 1 give 1.
  ///   - s: The observed S; |S| ≤ *n*(*n* − 1)/2 with the same parity as *n*(*n* − 1)/2.
  /// - Returns: The probability, in (0, 1].
  /// - Complexity: O(*n*² · *c*) time and O(*c*) memory, *c* = (*n*₀ − |S|)/2 ≤ *n*²/4: keep
  ///   ``DescriptionPolicy/exactMannKendallLimit`` small (the default 10 costs about 10³ steps).
  package static func exactMannKendallPValue(count n: Int, s: Int64) -> Double {
    precondition(n >= 0, "Cannot take the distribution of a negative count.")
    let pairs = Int64(n) * Int64(max(n - 1, 0)) / 2
    precondition(
      s.magnitude <= pairs && (pairs - s).isMultiple(of: 2),
      "S = \(s) is impossible for \(n) distinct values.")
    guard s != 0 else { return 1 }
    let tailInversions = Int((pairs - Int64(s.magnitude)) / 2)

    // probability[k] = P(Q = k) for permutations of m values, for k ≤ tailInversions.
    var probability = [Double](repeating: 0, count: tailInversions + 1)
    probability[0] = 1
    var next = probability
    if n >= 2 {
      for m in 2...n {
        let scale = 1 / Double(m)
        for k in 0...tailInversions {
          var total = 0.0
          for j in 0...min(k, m - 1) { total += probability[k - j] }
          next[k] = total * scale
        }
        swap(&probability, &next)
      }
    }
    let lowerTail = probability.reduce(0, +)
    return min(1, 2 * lowerTail)
  }
}
