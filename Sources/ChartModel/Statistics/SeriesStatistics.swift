internal import ChartSupport

// MARK: - Summary statistics of one series

/// How a series is described, which decides what is computed for it.
public enum SeriesRole: Sendable, Equatable {
  /// Ordered x (time, numbers, ordinal categories): trend, shape, spikes, volatility, gaps.
  case trend
  /// Nominal categories, pie slices, radar axes: ranked, never trended.
  case ranking
  /// A scatter plot: Kendall's test over x, outliers from the Theil–Sen line.
  case relationship
}

/// What a description says about one series: its size, extremes, centre, endpoints and trend.
///
///     let series = DataSeries(
///       name: "Rain", isContinuous: true, x: [0, 1, 2, 3], y: [4, .nan, 2, 8])
///     let stats = SeriesStatistics(series)
///     stats?.count      // 3
///     stats?.missing    // 1
///     stats?.max        // DataPoint(x: 3, y: 8)
///     stats?.change     // 4.0 (from 4 to 8)
///     stats?.trend      // nil: fewer than 5 points
///
/// Edge cases: a series with no finite y (empty, or all missing) has no statistics (`init`
/// returns `nil`); one point is its own min, max, first and last, with change 0; a constant series
/// has ``isConstant`` set and, with enough points, a trend of direction ``TrendDirection/none``
/// with slope 0 and Var(S) = 0.
public struct SeriesStatistics: Sendable, Equatable {
  /// The finite y values (the points used).
  public var count: Int
  /// The missing (NaN) y values.
  public var missing: Int
  /// The smallest value; the first such point in series order on ties.
  public var min: DataPoint
  /// The largest value; the first such point in series order on ties.
  public var max: DataPoint
  /// The mean of the finite values (compensated, overflow-safe: see ``Statistics/mean(_:)``).
  public var mean: Double
  /// The median of the finite values.
  public var median: Double
  /// The first finite point in series order.
  public var first: DataPoint
  /// The last finite point in series order.
  public var last: DataPoint
  /// `last.y - first.y`.
  public var change: Double
  /// `100 * change / first.y`, only when `first.y` is positive and more than 5 % of the range
  /// `max.y - min.y` (`analysis.md` §1: a percentage of a near-zero or negative start misleads);
  /// otherwise `nil`.
  public var percentChange: Double?
  /// Whether every finite value is the same (`min.y == max.y`).
  public var isConstant: Bool
  /// The trend test and line; `nil` with fewer than ``DescriptionPolicy/minimumPointsForTrendTest``
  /// finite points, when all of them share one x position, or for a ranked series (nominal
  /// categories, pie slices, radar axes), which is never trended.
  public var trend: TrendResult?
  /// The shape in a few segments, with peaks and troughs; trended series only.
  public var shape: SeriesShape?
  /// Unusual points: spikes and dips above or below both neighbours (trended series; see
  /// ``Statistics/spikes(x:y:policy:)``), values far from the
  /// median (ranked series) or points far from the Theil–Sen line (scatter plots).
  public var outliers = OutlierResult(outliers: [], count: 0)
  /// The longest run far from the usual level (``Statistics/episode(x:y:policy:)``); trended
  /// series only. Spikes and dips inside it are dropped from ``outliers``.
  public var episode: Episode?
  /// How steadily the series moves about its trend line; trended series with a line only.
  public var volatility: Volatility?
  /// Missing values and, on a temporal axis with a cadence, missing periods.
  public var gaps = GapResult(cadence: nil, gaps: [], gapCount: 0, missingPeriods: 0)
  /// The rolling mean's summary when ``DescriptionPolicy/rollingWindow`` is set; trended series
  /// only.
  public var rolling: RollingSummary?
  /// A calendar season (``Statistics/seasonality(x:y:cadence:policy:)``); trended temporal series
  /// with a cadence and no missing periods only.
  public var season: Seasonality?
  /// One or two level shifts (``Statistics/steps(x:y:policy:)``); trended series only, empty when
  /// none is found.
  public var steps: [LevelStep] = []
  /// Where the values change sign, when they do so once or twice; trended series only.
  public var signRuns: SignRuns?
  /// A jump (or drop) followed by a tested movement back (``Statistics/jump(x:y:policy:)``) that
  /// never passes the top again; trended series only.
  public var jump: Jump?
  /// A first or last value far outside all the others (``Statistics/endSpike(x:y:policy:)``);
  /// trended series without a ``jump`` only.
  public var endSpike: EndSpike?
  /// The longest run of zeros, when longer than chance gives (``Statistics/zeroRun(x:y:policy:)``);
  /// trended series only.
  public var zeroRun: ZeroRun?

  /// Computes the statistics of a series.
  ///
  /// One pass finds the count, extremes and endpoints; one the compensated mean; then the
  /// finite values are copied once, Theil–Sen runs on the copy, Mann–Kendall sorts it, and the
  /// median is read off the sorted copy (below the trend threshold, quickselect gives it).
  ///
  /// - Parameters:
  ///   - series: Any series; NaN y values are missing.
  ///   - policy: The thresholds of the trend test and the Theil–Sen limits.
  /// - Returns: `nil` when the series has no finite y value.
  /// - Complexity: O(*n* log *n*) time and O(*n*) extra memory (two `Double` buffers of *n*),
  ///   plus O(``DescriptionPolicy/exactTheilSenLimit``²) for a series at or below that limit.
  ///   The sort of the Mann–Kendall test dominates: about 0.07 s for 10⁶ and 0.65–0.8 s for 10⁷
  ///   unordered points on one 2.1 GHz core of a shared build machine (release build); a series
  ///   with few distinct values costs about 0.5 s, an ordered one about 0.25 s.
  public init?(
    _ series: DataSeries, role: SeriesRole = .trend, temporal: Bool = false, policy: DescriptionPolicy = .standard
  ) {
    var testPolicy = policy
    if role == .ranking { testPolicy.minimumPointsForTrendTest = .max }
    // The trend test (the largest part of the work) and the other statistics need nothing of each
    // other: on a large series they run side by side, the trend on the calling thread, whose heap
    // the large-input allocator set-up tunes (``LargeInputMemory``).
    let concurrently = policy.maxConcurrency > 1 && series.y.count >= policy.parallelAnalysisMinimumPoints
    let (patterns, trendAndMedian) = Parallel.both(concurrently: concurrently) {
      Patterns(series, role: role, temporal: temporal, policy: policy)
    } and: {
      series.x.withUnsafeBufferPointer { x in
        series.y.withUnsafeBufferPointer { y in Statistics.trendAndMedian(x: x, y: y, policy: testPolicy) }
      }
    }
    guard let patterns, let trendAndMedian else { return nil }
    var result = Self(scan: patterns.scan, mean: patterns.mean, trendAndMedian: trendAndMedian)
    if role != .trend || result.isConstant { result.volatility = nil }
    if role == .ranking { result.percentChange = nil }
    result.gaps = patterns.gaps
    result.shape = patterns.shape
    result.season = patterns.season
    result.steps = patterns.steps
    result.signRuns = patterns.signRuns
    result.jump = patterns.jump
    result.endSpike = patterns.endSpike
    result.zeroRun = patterns.zeroRun
    result.outliers = patterns.outliers
    result.episode = patterns.episode
    result.rolling = patterns.rolling
    if role == .relationship, let line = result.trend?.theilSen {
      result.outliers = Statistics.outliers(x: series.x, y: series.y, method: .fit(line), policy: policy)
    }
    self = result
  }

  /// Everything but the trend test and the median: the scan, the mean, the gaps and the pattern
  /// detectors of the series' role, which need nothing of the trend (a scatter plot's outliers,
  /// which need its line, are found afterwards).
  private struct Patterns: Sendable {
    var scan: Scan
    var mean: Double
    var gaps: GapResult
    var shape: SeriesShape?
    var season: Seasonality?
    var steps: [LevelStep] = []
    var signRuns: SignRuns?
    var jump: Jump?
    var endSpike: EndSpike?
    var zeroRun: ZeroRun?
    var outliers = OutlierResult(outliers: [], count: 0)
    var episode: Episode?
    var rolling: RollingSummary?

    /// `nil` when the series has no finite y value.
    ///
    /// - Complexity: Each detector's own; O(*n*) for the scan and the mean.
    init?(_ series: DataSeries, role: SeriesRole, temporal: Bool, policy: DescriptionPolicy) {
      let scanned = series.x.withUnsafeBufferPointer { x in
        series.y.withUnsafeBufferPointer { y in
          Scan(x: x, y: y).flatMap { scan in Statistics.mean(y).map { (scan, $0) } }
        }
      }
      guard let (scan, mean) = scanned else { return nil }
      self.scan = scan
      self.mean = mean
      gaps = Statistics.gaps(x: series.x, y: series.y, temporal: temporal, policy: policy)
      let isConstant = scan.min.y == scan.max.y
      switch role {
      case .trend:
        if !isConstant {
          shape = Statistics.shape(x: series.x, y: series.y, policy: policy)
          if gaps.missingPeriods == 0, scan.missing == 0 {
            season = Statistics.seasonality(x: series.x, y: series.y, cadence: gaps.cadence, policy: policy)
          }
          steps = Statistics.steps(x: series.x, y: series.y, policy: policy) ?? []
          signRuns = Statistics.signRuns(x: series.x, y: series.y, policy: policy)
          // A jump is told as "jumped to the top, then fell": kept only when no later value passes
          // the top (a histogram's first tall bar before its peak jumps, but does not fall from it).
          jump = Statistics.jump(x: series.x, y: series.y, policy: policy).flatMap { jump in
            let after = zip(series.x, series.y).filter { $0.0 > jump.top.x && $0.1.isFinite }.map(\.1)
            return after.allSatisfy { jump.isUp ? $0 < jump.top.y : $0 > jump.top.y } ? jump : nil
          }
          if jump == nil {
            endSpike = Statistics.endSpike(x: series.x, y: series.y, policy: policy)
          }
          zeroRun = Statistics.zeroRun(x: series.x, y: series.y, policy: policy)
          outliers = Statistics.spikes(x: series.x, y: series.y, season: season, policy: policy)
          episode = Statistics.episode(x: series.x, y: series.y, policy: policy)
          if let episode { outliers = outliers.outside(episode) }
        }
        if let window = policy.rollingWindow {
          rolling = Statistics.rollingSummary(x: series.x, y: series.y, window: window)
        }
      case .ranking:
        outliers = Statistics.outliers(x: series.x, y: series.y, method: .values, policy: policy)
      case .relationship:
        break
      }
    }
  }

  /// Assembles the statistics from their parts.
  ///
  /// - Complexity: O(1).
  private init(scan: Scan, mean: Double, trendAndMedian: Statistics.TrendAndMedian) {
    count = scan.count
    missing = scan.missing
    min = scan.min
    max = scan.max
    first = scan.first
    last = scan.last
    self.mean = mean
    median = trendAndMedian.median
    trend = trendAndMedian.trend
    volatility = trendAndMedian.volatility
    change = last.y - first.y
    let range = max.y - min.y
    percentChange = first.y > 0 && first.y > 0.05 * range ? 100 * change / first.y : nil
    isConstant = min.y == max.y
  }

  /// The order statistics one pass over the columns finds.
  private struct Scan: Sendable {
    var count = 0
    var missing = 0
    var min: DataPoint
    var max: DataPoint
    var first: DataPoint
    var last: DataPoint

    /// Scans the columns; `nil` when no y is finite.
    ///
    /// - Complexity: O(*n*).
    init?(x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>) {
      guard let firstIndex = y.firstIndex(where: \.isFinite),
        let lastIndex = y.lastIndex(where: \.isFinite)
      else { return nil }
      var minIndex = firstIndex
      var maxIndex = firstIndex
      var minValue = y[firstIndex]
      var maxValue = minValue
      var count = 0
      for index in firstIndex...lastIndex {
        let value = y[index]
        guard value.isFinite else { continue }
        count += 1
        if value < minValue {
          minValue = value
          minIndex = index
        } else if value > maxValue {
          maxValue = value
          maxIndex = index
        }
      }
      self.count = count
      missing = y.count - count
      min = DataPoint(x: x[minIndex], y: minValue)
      max = DataPoint(x: x[maxIndex], y: maxValue)
      first = DataPoint(x: x[firstIndex], y: y[firstIndex])
      last = DataPoint(x: x[lastIndex], y: y[lastIndex])
    }
  }
}
