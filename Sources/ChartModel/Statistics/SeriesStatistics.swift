internal import ChartSupport
import Foundation

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
  /// A crash or a surge over a few steps (``Statistics/sharpMove(x:y:policy:)``); trended series
  /// only.
  public var sharpMove: SharpMove?
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
    // `CHARTVOICE_PROFILE`: its CPU time and critical path (`parallel-cutoff` reads them).
    guard
      let statistics = StageProfile.stage(
        "series statistics",
        { Self.computed(series, role: role, temporal: temporal, policy: policy) })
    else { return nil }
    self = statistics
  }

  /// The statistics of ``init(_:role:temporal:policy:)``.
  private static func computed(
    _ series: DataSeries, role: SeriesRole, temporal: Bool, policy: DescriptionPolicy
  ) -> Self? {
    var testPolicy = policy
    if role == .ranking { testPolicy.minimumPointsForTrendTest = .max }
    let concurrently = policy.maxConcurrency > 1 && series.y.count >= policy.parallelAnalysisMinimumPoints
    // The volatility and the jump take the same two medians of the steps: once.
    let stepMedians = StepMedians()
    let (patterns, trendAndMedian) =
      concurrently
      ? Self.sideBySide(
        series, role: role, temporal: temporal, policy: policy, testPolicy: testPolicy, stepMedians: stepMedians)
      : (
        Patterns(series, role: role, temporal: temporal, policy: policy, stepMedians: stepMedians),
        series.x.withUnsafeBufferPointer { x in
          series.y.withUnsafeBufferPointer { y in
            Statistics.trendAndMedian(x: x, y: y, policy: testPolicy, stepMedians: stepMedians)
          }
        }
      )
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
    result.sharpMove = patterns.sharpMove
    result.zeroRun = patterns.zeroRun
    result.outliers = patterns.outliers
    result.episode = patterns.episode
    result.rolling = patterns.rolling
    if role == .relationship, let line = result.trend?.theilSen {
      result.outliers = Statistics.outliers(x: series.x, y: series.y, method: .fit(line), policy: policy)
    }
    return result
  }

  /// The patterns and the trend of a large series on up to ``DescriptionPolicy/maxConcurrency``
  /// threads: after the scan and the mean, the independent pieces of work (the trend's part that
  /// sorts a copy of y, its part that reads x and y in order, and each pattern detector, or chain
  /// of detectors where one needs another's result) are taken by whichever thread is free, the
  /// largest first, so the threads' shares stay about equal whatever the data make the largest
  /// (the sort on unordered values, the detectors on a smooth walk). The trend's parts read the
  /// series' own columns, which the sort, working on its copy, does not touch. The results are
  /// those of the sequential run: each piece computes what it computes there, from the same
  /// values in the same order, and the pieces are put together as there.
  ///
  /// - Complexity: As the sequential run, plus one O(*n*) pass checking that every point is
  ///   finite (else one more copy of the finite points, in series order).
  private static func sideBySide(
    _ series: DataSeries, role: SeriesRole, temporal: Bool, policy: DescriptionPolicy, testPolicy: DescriptionPolicy,
    stepMedians: StepMedians
  ) -> (Patterns?, Statistics.TrendAndMedian?) {
    let minimum = Swift.max(2, testPolicy.minimumPointsForTrendTest)
    var kinds: [Piece.Kind] = [.sorted, .scan, .ordered, .thirds]
    switch role {
    case .trend: kinds += [.seasonal, .steps, .jump, .shape, .zeroRun, .signRuns, .episode, .rolling]
    case .ranking: kinds += [.gaps, .rankOutliers]
    case .relationship: kinds += [.gaps]
    }
    let scan = SharedScan(series)
    let done = Parallel.map(kinds.count, threads: policy.maxConcurrency) { [kinds] index in
      StageProfile.stage("statistics: \(kinds[index])") {
        Piece.compute(
          kinds[index], series, scan: scan, stepMedians: stepMedians, temporal: temporal, minimum: minimum,
          policy: policy,
          testPolicy: testPolicy)
      }
    }
    var sorted: SortedPart?
    var ordered: Statistics.OrderedTrendPart?
    var thirds: (first: Double, last: Double)?
    var patterns = scan.value.map { Patterns(scan: $0.scan, mean: $0.mean) }
    var spikes: OutlierResult?
    for piece in done {
      switch piece {
      case .none: break
      case .sorted(let part): sorted = part
      case .ordered(let part): ordered = part
      case .thirds(let part): thirds = part
      case .gaps(let gaps): patterns?.gaps = gaps
      case .seasonal(let gaps, let season, let outliers):
        patterns?.gaps = gaps
        patterns?.season = season
        spikes = outliers
      case .steps(let steps): patterns?.steps = steps
      case .jump(let jump, let endSpike, let sharpMove):
        patterns?.jump = jump
        patterns?.endSpike = endSpike
        patterns?.sharpMove = sharpMove
      case .shape(let shape): patterns?.shape = shape
      case .zeroRun(let run): patterns?.zeroRun = run
      case .signRuns(let runs): patterns?.signRuns = runs
      case .episode(let episode): patterns?.episode = episode
      case .rolling(let rolling): patterns?.rolling = rolling
      case .rankOutliers(let outliers): patterns?.outliers = outliers
      }
    }
    if let spikes {
      let episode = patterns?.episode
      patterns?.outliers = episode.map { spikes.outside($0) } ?? spikes
    }
    let trend: Statistics.TrendAndMedian? =
      switch (sorted, ordered, thirds) {
      case (nil, _, _): nil
      case (.median(let median), _, _): Statistics.TrendAndMedian(trend: nil, median: median)
      case (.test(let test), let ordered?, let thirds?):
        Statistics.combinedTrend(ordered, test, thirds: thirds, policy: testPolicy)
      case (.test, _, _): preconditionFailure("The parts count the same finite points.")
      }
    return (patterns, trend)
  }

  /// The scan and the mean of a series, computed once, by the first piece of
  /// ``sideBySide(_:role:temporal:policy:testPolicy:)`` that needs them (the others wait).
  private final class SharedScan: @unchecked Sendable {
    private let lock = NSLock()
    private let series: DataSeries
    private var computed: (scan: Scan, mean: Double)??

    init(_ series: DataSeries) { self.series = series }

    /// The scan and the mean; `nil` when no y value is finite.
    var value: (scan: Scan, mean: Double)? {
      lock.lock()
      defer { lock.unlock() }
      if let computed { return computed }
      let value = Patterns.scanAndMean(series)
      computed = .some(value)
      return value
    }

    /// Whether the pattern detectors run: some y value is finite and not all are equal.
    var detects: Bool { value.map { $0.scan.min.y != $0.scan.max.y } ?? false }
  }

  /// What the sort of the finite y values gives: the median alone below the trend test's minimum.
  private enum SortedPart: Sendable {
    case median(Double)
    case test(Statistics.SortedTrendPart)
  }

  /// One independent piece of ``sideBySide(_:role:temporal:policy:testPolicy:)``, and its result.
  private enum Piece: Sendable {
    /// A piece with nothing to add (a detector of a constant series).
    case none
    case sorted(SortedPart?)
    case ordered(Statistics.OrderedTrendPart?)
    case thirds((first: Double, last: Double)?)
    case gaps(GapResult)
    /// The gaps, the season (which needs them) and the spikes and dips (which need the season).
    case seasonal(GapResult, Seasonality?, OutlierResult)
    case steps([LevelStep])
    /// The jump and, without one, the end spike; the sharp move.
    case jump(Jump?, EndSpike?, SharpMove?)
    case shape(SeriesShape?)
    case zeroRun(ZeroRun?)
    case signRuns(SignRuns?)
    case episode(Episode?)
    case rolling(RollingSummary?)
    case rankOutliers(OutlierResult)

    enum Kind: Sendable {
      case sorted, scan, ordered, thirds, gaps, seasonal, steps, jump, shape, zeroRun, signRuns, episode, rolling
      case rankOutliers
    }

    /// Computes the piece `kind` as ``Patterns`` and ``Statistics/trendAndMedian(x:y:policy:)``
    /// compute it.
    static func compute(
      _ kind: Kind, _ series: DataSeries, scan: SharedScan, stepMedians: StepMedians, temporal: Bool, minimum: Int,
      policy: DescriptionPolicy, testPolicy: DescriptionPolicy
    ) -> Piece {
      let (x, y) = (series.x, series.y)
      switch kind {
      case .sorted: return .sorted(sortedTrendPart(series, minimum: minimum, policy: testPolicy))
      case .ordered:
        return .ordered(
          finiteInOrder(series, minimum: minimum) {
            Statistics.orderedTrendPart(x: $0, y: $1, policy: testPolicy, stepMedians: stepMedians)
          })
      case .thirds: return .thirds(finiteInOrder(series, minimum: minimum) { Statistics.thirdMedians($1) })
      case .scan:
        _ = scan.value
        return .none
      case .gaps, .rankOutliers, .rolling, .seasonal:
        guard scan.value != nil else { return .none }
      case .steps, .jump, .shape, .zeroRun, .signRuns, .episode:
        guard scan.detects else { return .none }
      }
      switch kind {
      case .sorted, .ordered, .thirds, .scan: return .none
      case .gaps: return .gaps(Statistics.gaps(x: x, y: y, temporal: temporal, policy: policy))
      case .seasonal:
        let gaps = Statistics.gaps(x: x, y: y, temporal: temporal, policy: policy)
        // A constant series has gaps and nothing else to detect.
        guard scan.detects else { return .gaps(gaps) }
        let season =
          gaps.missingPeriods == 0 && scan.value?.scan.missing == 0
          ? Statistics.seasonality(x: x, y: y, cadence: gaps.cadence, policy: policy) : nil
        return .seasonal(gaps, season, Statistics.spikes(x: x, y: y, season: season, policy: policy))
      case .steps: return .steps(Statistics.steps(x: x, y: y, policy: policy) ?? [])
      case .jump:
        let jump = Patterns.keptJump(series, policy: policy, stepMedians: stepMedians)
        return .jump(
          jump, jump == nil ? Statistics.endSpike(x: x, y: y, policy: policy) : nil,
          Statistics.sharpMove(x: x, y: y, policy: policy))
      case .shape: return .shape(Statistics.shape(x: x, y: y, policy: policy))
      case .zeroRun: return .zeroRun(Statistics.zeroRun(x: x, y: y, policy: policy))
      case .signRuns: return .signRuns(Statistics.signRuns(x: x, y: y, policy: policy))
      case .episode: return .episode(Statistics.episode(x: x, y: y, policy: policy))
      case .rolling: return .rolling(policy.rollingWindow.flatMap { Statistics.rollingSummary(x: x, y: y, window: $0) })
      case .rankOutliers: return .rankOutliers(Statistics.outliers(x: x, y: y, method: .values, policy: policy))
      }
    }
  }

  /// The trend's sorted part of the series' finite points: `nil` when none is finite, the median
  /// alone when fewer than `minimum` are.
  ///
  /// - Complexity: O(*n* log *n*), on a copy of the finite y values.
  private static func sortedTrendPart(_ series: DataSeries, minimum: Int, policy: DescriptionPolicy) -> SortedPart? {
    series.x.withUnsafeBufferPointer { x in
      series.y.withUnsafeBufferPointer { y in
        var columns = FiniteColumns(x: x, y: y)
        return columns.withBuffers { _, y -> SortedPart? in
          guard !y.isEmpty else { return nil }
          guard y.count >= minimum else { return .median(Statistics.medianReordering(y)) }
          return .test(Statistics.sortedTrendPart(y, policy: policy))
        }
      }
    }
  }

  /// `body` of the series' finite points in series order (x and y); `nil` when fewer than
  /// `minimum` are finite. Reads the series' own columns when every point is finite, else a copy
  /// of the finite ones.
  ///
  /// - Complexity: That of `body`, plus one O(*n*) pass (and a copy when a point is not finite).
  private static func finiteInOrder<Result>(
    _ series: DataSeries, minimum: Int,
    _ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>) -> Result
  ) -> Result? {
    series.x.withUnsafeBufferPointer { x in
      series.y.withUnsafeBufferPointer { y in
        var finite = 0
        for index in 0..<y.count { finite &+= x[index].isFinite && y[index].isFinite ? 1 : 0 }
        guard finite >= minimum else { return nil }
        if finite == y.count { return body(x, y) }
        var columns = FiniteColumns(x: x, y: y)
        return columns.withBuffers { x, y in body(x, UnsafeBufferPointer(y)) }
      }
    }
  }

  /// Everything but the trend test and the median: the scan, the mean, the gaps and the pattern
  /// detectors of the series' role, which need nothing of the trend (a scatter plot's outliers,
  /// which need its line, are found afterwards).
  private struct Patterns: Sendable {
    var scan: Scan
    var mean: Double
    var gaps = GapResult(cadence: nil, gaps: [], gapCount: 0, missingPeriods: 0)
    var shape: SeriesShape?
    var season: Seasonality?
    var steps: [LevelStep] = []
    var signRuns: SignRuns?
    var jump: Jump?
    var endSpike: EndSpike?
    var sharpMove: SharpMove?
    var zeroRun: ZeroRun?
    var outliers = OutlierResult(outliers: [], count: 0)
    var episode: Episode?
    var rolling: RollingSummary?

    /// The scan and the mean alone; the detectors' results are set afterwards.
    init(scan: Scan, mean: Double) {
      self.scan = scan
      self.mean = mean
    }

    /// The scan and the mean of the series; `nil` when it has no finite y value.
    ///
    /// - Complexity: O(*n*).
    static func scanAndMean(_ series: DataSeries) -> (scan: Scan, mean: Double)? {
      series.x.withUnsafeBufferPointer { x in
        series.y.withUnsafeBufferPointer { y in
          Scan(x: x, y: y).flatMap { scan in Statistics.mean(y).map { (scan, $0) } }
        }
      }
    }

    /// The series' jump (``Statistics/jump(x:y:policy:)``), kept only when no later value passes
    /// its top: a jump is told as "jumped to the top, then fell" (a histogram's first tall bar
    /// before its peak jumps, but does not fall from it).
    ///
    /// - Complexity: That of the jump, plus O(*n*).
    static func keptJump(_ series: DataSeries, policy: DescriptionPolicy, stepMedians: StepMedians) -> Jump? {
      Statistics.jump(x: series.x, y: series.y, policy: policy, stepMedians: stepMedians).flatMap { jump in
        let after = zip(series.x, series.y).filter { $0.0 > jump.top.x && $0.1.isFinite }.map(\.1)
        return after.allSatisfy { jump.isUp ? $0 < jump.top.y : $0 > jump.top.y } ? jump : nil
      }
    }

    /// `nil` when the series has no finite y value.
    ///
    /// - Complexity: Each detector's own; O(*n*) for the scan and the mean.
    init?(_ series: DataSeries, role: SeriesRole, temporal: Bool, policy: DescriptionPolicy, stepMedians: StepMedians) {
      guard let (scan, mean) = Self.scanAndMean(series) else { return nil }
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
          jump = Self.keptJump(series, policy: policy, stepMedians: stepMedians)
          if jump == nil {
            endSpike = Statistics.endSpike(x: series.x, y: series.y, policy: policy)
          }
          sharpMove = Statistics.sharpMove(x: series.x, y: series.y, policy: policy)
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
