// MARK: - Correlation, least squares and percentiles

/// How two columns go together: Pearson's r, Spearman's ρ and the least-squares line.
///
///     let r = Statistics.correlation(x: [1, 2, 3, 4], y: [2, 4, 5, 9])
///     r?.pearson    // 0.96
///     r?.spearman   // 1.0
///
/// See ``Statistics/correlation(x:y:)``.
public struct CorrelationResult: Sendable, Equatable {
  /// The pairs with both values finite.
  public var count: Int
  /// Pearson's product-moment correlation; 0 when either column is constant.
  public var pearson: Double
  /// Spearman's rank correlation (Pearson's r of the ranks, ties given their average rank).
  public var spearman: Double
  /// The least-squares slope of y on x (as `scipy.stats.linregress`).
  public var slope: Double
  /// The least-squares intercept.
  public var intercept: Double

  /// The two-sided p-value of Pearson's r against independence: t = r·√((n − 2)/(1 − r²)) on
  /// n − 2 degrees of freedom (as `scipy.stats.pearsonr`); 1 with fewer than 3 pairs.
  ///
  /// - Complexity: O(1).
  public var pValue: Double { tTestPValue(pearson) }

  /// The two-sided p-value of Spearman's ρ under independence, by the same t approximation as
  /// ``pValue`` on the ranks; 1 below 3 points, 0 when ρ is ±1.
  ///
  /// - Complexity: O(1).
  public var rankPValue: Double { tTestPValue(spearman) }

  /// The two-sided p-value of a correlation coefficient over ``count`` pairs under independence:
  /// t = c·√((n − 2)/(1 − c²)) on n − 2 degrees of freedom; 1 below 3 pairs, 0 when c is ±1.
  ///
  /// - Complexity: O(1).
  private func tTestPValue(_ coefficient: Double) -> Double {
    guard count >= 3 else { return 1 }
    let degrees = Double(count - 2)
    let rest = 1 - coefficient * coefficient
    guard rest > 0 else { return 0 }
    return Statistics.studentTTwoSided(coefficient * (degrees / rest).squareRoot(), degrees: degrees)
  }

  /// Whether the chart may say x and y are related: r's or ρ's p-value is below half of
  /// `policy.relationshipSignificance` (Bonferroni over the two tests, so that a monotone curve
  /// that a straight line fits poorly is still a relationship). Otherwise the description says
  /// "no clear relationship" (`RelationshipCalibrationTests`: ≤ 5 % false relationships on
  /// independent x and y).
  ///
  /// - Complexity: O(1).
  public func isRelated(policy: DescriptionPolicy) -> Bool {
    isRelated(policy: policy, among: 1)
  }

  /// ``isRelated(policy:)`` for one of `tests` groups tested alike (a scatter plot's colour
  /// groups, each said to be related or not): the level is divided by `tests` as well
  /// (Bonferroni), so that independent groups yield a false "related" in ≤ 5 % of charts, not
  /// 5 % per group (`RelationshipCalibrationTests.independentGroupsAreNotRelated`).
  ///
  /// - Precondition: `tests` ≥ 1.
  /// - Complexity: O(1).
  public func isRelated(policy: DescriptionPolicy, among tests: Int) -> Bool {
    precondition(tests >= 1, "A relationship is one of at least one test.")
    return min(pValue, rankPValue) < policy.relationshipSignificance / 2 / Double(tests)
  }

  /// Creates a result from its parts.
  ///
  /// - Complexity: O(1).
  public init(count: Int, pearson: Double, spearman: Double, slope: Double, intercept: Double) {
    self.count = count
    self.pearson = pearson
    self.spearman = spearman
    self.slope = slope
    self.intercept = intercept
  }
}

extension Statistics {
  /// Pearson's r, Spearman's ρ and the least-squares line of the pairs whose values are both
  /// finite.
  ///
  /// Two-pass centred sums (the means first), so large offsets do not cancel; both columns are
  /// first scaled by their largest magnitude, so values near 1e±300 neither overflow nor underflow. Agrees with
  /// `scipy.stats.pearsonr`, `spearmanr` and `linregress`.
  ///
  /// Edge cases: fewer than 2 finite pairs, or x constant, returns `nil`; y constant gives
  /// r = ρ = 0 and slope 0. Mathematical properties: r and ρ lie in [−1, 1]; scaling y by
  /// *k* > 0 keeps r and scales the slope by *k*; ρ is unchanged by any increasing transformation.
  ///
  /// - Returns: The result, or `nil` as above.
  /// - Complexity: O(*n* log *n*) time (the ranks sort), O(*n*) memory.
  public static func correlation(x: [Double], y: [Double]) -> CorrelationResult? {
    precondition(x.count == y.count, "Correlation needs as many x values as y values.")
    var fx: [Double] = []
    var fy: [Double] = []
    fx.reserveCapacity(x.count)
    fy.reserveCapacity(y.count)
    for (a, b) in zip(x, y) where a.isFinite && b.isFinite {
      fx.append(a)
      fy.append(b)
    }
    // Scale both columns to magnitudes near 1, so products neither overflow (1e300) nor
    // underflow (1e-300); r is unchanged and the line is scaled back.
    let xScale = fx.reduce(0) { Swift.max($0, abs($1)) }
    let yScale = fy.reduce(0) { Swift.max($0, abs($1)) }
    let sx = xScale > 0 ? xScale : 1
    let sy = yScale > 0 ? yScale : 1
    let scaledX = fx.map { $0 / sx }
    let scaledY = fy.map { $0 / sy }
    guard fx.count >= 2, let line = leastSquares(x: scaledX, y: scaledY) else { return nil }
    let pearson = pearsonFinite(scaledX, scaledY)
    let spearman = pearsonFinite(ranks(fx), ranks(fy))
    return CorrelationResult(
      count: fx.count, pearson: pearson, spearman: spearman, slope: line.slope * (sy / sx),
      intercept: line.intercept * sy)
  }

  /// Pearson's r of finite columns; 0 when either is constant.
  ///
  /// - Complexity: O(*n*).
  static func pearsonFinite(_ x: [Double], _ y: [Double]) -> Double {
    let n = Double(x.count)
    guard x.count >= 2 else { return 0 }
    let mx = x.reduce(0, +) / n
    let my = y.reduce(0, +) / n
    var sxy = 0.0
    var sxx = 0.0
    var syy = 0.0
    for index in x.indices {
      let dx = x[index] - mx
      let dy = y[index] - my
      sxy += dx * dy
      sxx += dx * dx
      syy += dy * dy
    }
    guard sxx > 0, syy > 0 else { return 0 }
    return Swift.max(-1, Swift.min(1, sxy / (sxx.squareRoot() * syy.squareRoot())))
  }

  /// The least-squares line of finite columns; `nil` when x is constant.
  ///
  /// - Complexity: O(*n*).
  static func leastSquares(x: [Double], y: [Double]) -> (slope: Double, intercept: Double)? {
    let n = Double(x.count)
    guard x.count >= 2 else { return nil }
    let mx = x.reduce(0, +) / n
    let my = y.reduce(0, +) / n
    var sxy = 0.0
    var sxx = 0.0
    for index in x.indices {
      let dx = x[index] - mx
      sxy += dx * (y[index] - my)
      sxx += dx * dx
    }
    guard sxx > 0 else { return nil }
    let slope = sxy / sxx
    return (slope, my - slope * mx)
  }

  /// The ranks of finite values, 1-based, ties given the average of their ranks (as
  /// `scipy.stats.rankdata`).
  ///
  ///     Statistics.ranks([10, 30, 20, 20])   // [1, 4, 2.5, 2.5]
  ///
  /// - Complexity: O(*n* log *n*).
  public static func ranks(_ values: [Double]) -> [Double] {
    let order = values.indices.sorted { values[$0] < values[$1] }
    var ranks = [Double](repeating: 0, count: values.count)
    var start = 0
    while start < order.count {
      var end = start + 1
      while end < order.count, values[order[end]] == values[order[start]] { end += 1 }
      let average = Double(start + end + 1) / 2
      for position in start..<end { ranks[order[position]] = average }
      start = end
    }
    return ranks
  }

  /// The *q*-quantile of the finite values, interpolating linearly between order statistics
  /// (`numpy.percentile`'s default method): rank *h* = (*n* − 1)·*q*.
  ///
  ///     Statistics.quantile([1, 2, 3, 4], 0.5)   // 2.5
  ///
  /// - Parameters:
  ///   - values: Any values; non-finite ones are skipped.
  ///   - q: In [0, 1].
  /// - Returns: The quantile, or `nil` with no finite value.
  /// - Complexity: O(*n*) expected (two selections on a copy).
  public static func quantile(_ values: [Double], _ q: Double) -> Double? {
    precondition((0...1).contains(q), "A quantile lies between 0 and 1.")
    var finite = values.filter(\.isFinite)
    guard !finite.isEmpty else { return nil }
    let h = Double(finite.count - 1) * q
    let low = Int(h.rounded(.down))
    let fraction = h - Double(low)
    return finite.withUnsafeMutableBufferPointer { buffer -> Double in
      selectRank(low, in: buffer)
      let lower = buffer[low]
      guard fraction > 0, low + 1 < buffer.count else { return lower }
      var upper = buffer[low + 1]
      for index in (low + 1)..<buffer.count where buffer[index] < upper { upper = buffer[index] }
      return lower + (upper - lower) * fraction
    }
  }
}
