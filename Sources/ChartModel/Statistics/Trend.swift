// MARK: - Trend: whether (Mann–Kendall) and how much (Theil–Sen)

/// Which way a series goes, by the calibrated trend test of ``Statistics/trend(x:y:policy:)``.
public enum TrendDirection: String, Sendable, Codable {
  /// A claimed upward trend (S > 0).
  case rising
  /// A claimed downward trend (S < 0).
  case falling
  /// No significant monotonic trend.
  case none
}

/// A series' trend: the test that says whether there is one, and the line that says how steep.
public struct TrendResult: Sendable, Equatable {
  /// ``TrendDirection/rising`` or ``TrendDirection/falling`` when the trend is claimed (see
  /// ``Statistics/trend(x:y:policy:)``), by the sign of S; else ``TrendDirection/none``.
  public var direction: TrendDirection
  /// The test, in series order.
  public var mannKendall: MannKendallResult
  /// The robust line, over the x positions.
  public var theilSen: TheilSenResult
  /// The lag-1 autocorrelation of the residuals about the Theil–Sen line (0 when not computed:
  /// at most ``DescriptionPolicy/exactMannKendallLimit`` points).
  public var autocorrelation: Double
  /// The p-value with Var(S) inflated by the Hamed–Rao factor for lag 1,
  /// 1 + 2(*n* − 3)ρ/*n*, when ``autocorrelation`` exceeds
  /// ``DescriptionPolicy/autocorrelationThreshold``; `nil` otherwise. When present, it is the
  /// "significant" under the plain test. Reported for reference; ``direction`` follows
  /// ``pValue`` and ``persistence``.
  public var modifiedPValue: Double?
  /// Whether the residuals about the line are stationary noise or could be a random walk.
  public var persistence: Persistence
  /// The p-value the claim and its wording follow: for stationary residuals the Mann–Kendall
  /// p-value with Var(S) inflated by the AR(1) factor of ``persistence`` (never below the plain
  /// test's); otherwise the plain test's, which a claim then needs together with Kendall's |τ|
  /// above ``DescriptionPolicy/randomWalkTau`` + 1/*n*.
  public var pValue: Double

  /// Creates a result from its parts.
  ///
  /// - Complexity: O(1).
  public init(
    direction: TrendDirection, mannKendall: MannKendallResult, theilSen: TheilSenResult,
    autocorrelation: Double = 0, modifiedPValue: Double? = nil, persistence: Persistence? = nil,
    pValue: Double? = nil
  ) {
    self.direction = direction
    self.mannKendall = mannKendall
    self.theilSen = theilSen
    self.autocorrelation = autocorrelation
    self.modifiedPValue = modifiedPValue
    self.persistence =
      persistence ?? Persistence(count: mannKendall.count, autocorrelation: 0, scale: 0)
    self.pValue = pValue ?? mannKendall.pValue
  }
}

extension Statistics {
  /// Tests a series for a trend and measures it: Mann–Kendall for whether, Theil–Sen for how much.
  ///
  ///     let trend = Statistics.trend(x: [0, 1, 2, 3, 4, 5], y: [2, 4, 5, 8, 9, 12])
  ///     trend?.direction        // .rising (S = 15, exact p = 0.0028)
  ///     trend?.theilSen.slope   // 2.0
  ///
  /// Whether there is a trend is a calibrated decision (`docs/patterns.md`, "Trend"): the
  /// residuals about the Theil–Sen line are first tested for persistence (``Persistence``).
  /// Stationary residuals: a trend is claimed when the Mann–Kendall p-value with Var(S) inflated
  /// by the AR(1) factor is below ``DescriptionPolicy/trendClaimSignificance``. Residuals that
  /// could be a random walk: only when also Kendall's |τ| ≥ ``DescriptionPolicy/randomWalkTau``
  /// + 1/*n*, so a walk that wandered is not called a trend. Either way the medians of the first
  /// and last thirds must differ in the direction of S. Null models (≤ 5 % claims at 12, 50, 365
  /// and 10,000 points): white noise, a random walk, AR(1) with φ = 0.7 and a pure sine.
  ///
  /// The test runs in **series order** (the order of the columns, which is time order for a line
  /// chart) and the slope over the **x positions**. The two agree in sign whenever x increases
  /// along the series; if x runs backwards they disagree, as the data do.
  ///
  /// - Parameters:
  ///   - x: Positions; `x.count == y.count`.
  ///   - y: Values; points whose x or y is not finite are skipped.
  ///   - policy: Supplies the significance level, the minimum number of points and the limits of
  ///     ``mannKendall(_:policy:)`` and ``theilSen(x:y:policy:)``.
  /// - Returns: The trend, or `nil` with fewer than `policy.minimumPointsForTrendTest` (and
  ///   fewer than 2) finite points, or when all of them share one x position.
  /// - Complexity: O(*n* log *n*) time and O(*n*) memory above the exact Theil–Sen limit;
  ///   O(*n*²) at or below it.
  public static func trend(x: [Double], y: [Double], policy: DescriptionPolicy = .standard)
    -> TrendResult?
  {
    x.withUnsafeBufferPointer { x in
      y.withUnsafeBufferPointer { y in trend(x: x, y: y, policy: policy) }
    }
  }

  /// Tests and measures the trend of buffers; see the `[Double]` form.
  ///
  /// - Complexity: as the `[Double]` form.
  public static func trend(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>,
    policy: DescriptionPolicy = .standard
  ) -> TrendResult? {
    trendAndMedian(x: x, y: y, policy: policy)?.trend
  }

  /// What ``trendAndMedian(x:y:policy:)`` finds in one go.
  struct TrendAndMedian {
    var trend: TrendResult?
    var median: Double
    /// The volatility about the Theil–Sen line, from the same pass as the autocorrelation.
    var volatility: Volatility?
  }

  /// The trend and, from the same sort, the median of the finite y values.
  ///
  /// Theil–Sen runs first on the compacted columns; Mann–Kendall then sorts the compacted y in
  /// place, and the median is read off the sorted values, so a whole series costs one copy, one
  /// merge buffer and one sort.
  ///
  /// - Returns: `nil` when no point is finite; `trend` is `nil` under the conditions of
  ///   ``trend(x:y:policy:)``.
  /// - Complexity: as ``trend(x:y:policy:)``.
  static func trendAndMedian(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, policy: DescriptionPolicy,
    stepMedians: StepMedians? = nil
  ) -> TrendAndMedian? {
    var columns = FiniteColumns(x: x, y: y)
    guard columns.count > 0 else { return nil }
    guard columns.count >= max(2, policy.minimumPointsForTrendTest) else {
      return columns.withBuffers { _, y in TrendAndMedian(trend: nil, median: medianReordering(y)) }
    }
    return columns.withBuffers { x, y in
      let ordered = orderedTrendPart(x: x, y: UnsafeBufferPointer(y), policy: policy, stepMedians: stepMedians)
      let thirds = thirdMedians(UnsafeBufferPointer(y))
      // Sorts `y`, so it comes after everything that needs series order.
      let sorted = sortedTrendPart(y, policy: policy)
      return combinedTrend(ordered, sorted, thirds: thirds, policy: policy)
    }
  }

  /// What the trend needs of the finite points in series order besides their y values: the
  /// Theil–Sen line and the movement about it.
  struct OrderedTrendPart: Sendable {
    var theilSen: TheilSenResult?
    var movement: Volatility?
  }

  /// What the trend needs of the sorted finite y values: the Mann–Kendall test and the median.
  struct SortedTrendPart: Sendable {
    var mannKendall: MannKendallResult
    var median: Double
  }

  /// The part of the trend that reads the finite points in series order (``OrderedTrendPart``).
  ///
  /// - Complexity: That of Theil–Sen, O(*n*) beyond it.
  ///
  /// - Parameter stepMedians: The medians of the series' steps, shared with its jump; `nil` computes them.
  static func orderedTrendPart(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, policy: DescriptionPolicy,
    stepMedians: StepMedians? = nil
  ) -> OrderedTrendPart {
    let theilSen = theilSenFinite(x: x, y: y, policy: policy)
    // One pass over the residuals gives the volatility and the lag-1 autocorrelation.
    let movement = theilSen.flatMap { line -> Volatility? in
      Statistics.volatilityOfFinite(x: x, y: y, line: line, policy: policy, stepMedians: stepMedians)
    }
    return OrderedTrendPart(theilSen: theilSen, movement: movement)
  }

  /// The part of the trend that sorts the finite y values (``SortedTrendPart``): the Mann–Kendall
  /// test and the median.
  ///
  /// - Precondition: At least 2 values.
  /// - Complexity: O(*n* log *n*).
  static func sortedTrendPart(
    _ y: UnsafeMutableBufferPointer<Double>, policy: DescriptionPolicy
  ) -> SortedTrendPart {
    // One working buffer for the sort's merges: the size of y, or half of it for a long series
    // (sorted in halves), which lowers the run's peak memory.
    let scratch = UnsafeMutableBufferPointer<Double>.allocate(
      capacity: y.count >= halvedInversionCountFrom ? y.count - y.count / 2 : y.count)
    defer { scratch.deallocate() }
    guard let mannKendall = mannKendallSorting(y, scratch: scratch, policy: policy) else {
      preconditionFailure("Mann–Kendall needs 2 values and was given \(y.count).")
    }
    return SortedTrendPart(mannKendall: mannKendall, median: medianOfSorted(y))
  }

  /// The trend and the median from the two parts and the medians of the finite y values' first
  /// and last thirds in series order (``thirdMedians(_:)``).
  ///
  /// - Complexity: O(1).
  static func combinedTrend(
    _ ordered: OrderedTrendPart, _ sorted: SortedTrendPart, thirds: (first: Double, last: Double),
    policy: DescriptionPolicy
  ) -> TrendAndMedian {
    let (mannKendall, median) = (sorted.mannKendall, sorted.median)
    let movement = ordered.movement
    let autocorrelation = mannKendall.count > policy.exactMannKendallLimit ? movement?.autocorrelation ?? 0 : 0
    let thirdsAgree = mannKendall.s > 0 ? thirds.last > thirds.first : thirds.last < thirds.first
    guard let theilSen = ordered.theilSen else { return TrendAndMedian(trend: nil, median: median) }
    var modifiedPValue: Double?
    if autocorrelation > policy.autocorrelationThreshold, mannKendall.variance > 0 {
      let variance = mannKendall.variance * hamedRaoFactor(count: mannKendall.count, autocorrelation: autocorrelation)
      let s = mannKendall.s
      let z = s == 0 ? 0 : Double(s > 0 ? s - 1 : s + 1) / variance.squareRoot()
      modifiedPValue = normalTwoSidedPValue(z)
    }
    let persistence = Persistence(
      count: mannKendall.count, autocorrelation: movement?.autocorrelation ?? 0, scale: policy.stationarityScale)
    let pValue =
      persistence.isStationary
      ? Swift.max(mannKendall.pValue, persistence.pValue(s: mannKendall.s, variance: mannKendall.variance))
      : mannKendall.pValue
    let tau = abs(kendallTau(s: mannKendall.s, count: mannKendall.count))
    let claimed =
      mannKendall.s != 0 && pValue < policy.trendClaimSignificance && thirdsAgree
      && (persistence.isStationary || tau >= policy.randomWalkTau + 1 / Double(mannKendall.count))
    let direction: TrendDirection = !claimed ? .none : mannKendall.s > 0 ? .rising : .falling
    let trend = TrendResult(
      direction: direction, mannKendall: mannKendall, theilSen: theilSen, autocorrelation: autocorrelation,
      modifiedPValue: modifiedPValue, persistence: persistence, pValue: pValue)
    return TrendAndMedian(trend: trend, median: median, volatility: movement)
  }
}

extension Statistics {
  /// The medians of the first and the last ⌈*n*/3⌉ values, in series order, read without
  /// reordering them (see ``median(ofFinite:)``: a long third costs one streaming pass).
  ///
  /// - Complexity: O(*n*).
  static func thirdMedians(_ y: UnsafeBufferPointer<Double>) -> (first: Double, last: Double) {
    let third = Swift.max(1, (y.count + 2) / 3)
    let head = UnsafeBufferPointer(rebasing: y.prefix(third))
    let tail = UnsafeBufferPointer(rebasing: y.suffix(third))
    return (median(ofFinite: BufferValues(head)), median(ofFinite: BufferValues(tail)))
  }
}
