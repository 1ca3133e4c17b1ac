// MARK: - The best two-group split of one column

extension Statistics {
  /// The share of the variance of `values` that the best split into two groups (a low and a
  /// high group, cut at one point of the sorted values) explains: between-group sum of squares
  /// over total sum of squares, maximised over the cut (the 1-D 2-means optimum).
  ///
  ///     Statistics.bestSplitRatio([0, 0.1, 0.2, 10, 10.1, 10.2])   // 0.9998
  ///
  /// One normal sample gives about 2/π ≈ 0.64, a uniform one 0.75; two normal groups whose
  /// means lie *d* standard deviations apart give about (*d*²/4)/(1 + *d*²/4), 0.94 at *d* = 8.
  ///
  /// - Returns: The ratio in [0, 1]; 0 for fewer than two values or a constant column.
  /// - Complexity: O(*n* log *n*) (a sort, then one pass over the cuts).
  package static func bestSplitRatio(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let n = sorted.count
    guard n >= 2 else { return 0 }
    let mean = sorted.reduce(0, +) / Double(n)
    let total = sorted.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    guard total > 0 else { return 0 }
    let sum = sorted.reduce(0, +)
    var prefix = 0.0
    var best = 0.0
    for cut in 1..<n {
      prefix += sorted[cut - 1]
      let low = prefix / Double(cut)
      let high = (sum - prefix) / Double(n - cut)
      let between = Double(cut) * Double(n - cut) / Double(n) * (low - high) * (low - high)
      best = Swift.max(best, between)
    }
    return Swift.min(1, best / total)
  }
}
