/// Quadratic reference versions of fast statistics, straight from their definitions, for property
/// tests on small inputs.
public enum NaiveStatistics {
  /// Pairs i < j with values[i] > values[j].
  ///
  /// - Complexity: O(*n*²).
  public static func inversions(_ values: [Double]) -> Int {
    var count = 0
    for i in values.indices {
      for j in (i + 1)..<values.count where values[i] > values[j] { count += 1 }
    }
    return count
  }

  /// The Mann–Kendall S = Σ_{i<j} sign(y_j − y_i) over the finite values, in order.
  ///
  /// - Complexity: O(*n*²).
  public static func mannKendallS(_ values: [Double]) -> Int64 {
    let finite = values.filter(\.isFinite)
    var s: Int64 = 0
    for i in finite.indices {
      for j in (i + 1)..<finite.count {
        s += finite[j] > finite[i] ? 1 : finite[j] < finite[i] ? -1 : 0
      }
    }
    return s
  }
}
