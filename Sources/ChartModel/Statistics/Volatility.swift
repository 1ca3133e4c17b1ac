// MARK: - Volatility: how steadily a series moves

/// How a series moves about its trend (`analysis.md` §1, "Relative size, steadiness, volatility").
public struct Volatility: Sendable, Equatable {
  /// How a series moves, in words the narration can say.
  ///
  /// Only ``smooth`` and ``volatile`` are claims, calibrated by `VolatilityCalibrationTests`
  /// (`docs/patterns.md`, "Volatility").
  public enum Level: String, Sendable, Codable {
    /// Reversals in under ``DescriptionPolicy/smoothDirectionChanges`` of the pairs of steps.
    case smooth
    /// Neither, with a typical step under ``DescriptionPolicy/steadyResidualSpread`` of the range.
    case steady
    /// Neither, with larger steps.
    case moderate
    /// Reversals significantly more frequent than a coin flip's and a typical step of at least
    /// ``DescriptionPolicy/volatileNoiseToRange`` of the range; see
    /// ``Statistics/volatilityLevel(reversals:steps:noiseToRange:policy:)``.
    case volatile
  }

  /// Kaufman's efficiency ratio |y_n − y_1| / Σ|Δy| (attribution *unverified*): 1 for a
  /// monotonic series, near 0 for one that goes nowhere by many steps.
  public var efficiencyRatio: Double
  /// The standard deviation of the residuals about the Theil–Sen line, divided by the y range.
  public var residualSpread: Double
  /// The share of interior points where the direction of change reverses.
  public var directionChanges: Double
  /// The lag-1 autocorrelation of the residuals about the Theil–Sen line:
  /// Σ (r_i − r̄)(r_{i−1} − r̄) / Σ (r_i − r̄)² (`statsmodels.acf` at lag 1).
  public var autocorrelation: Double
  /// The typical step, 1.4826 × the median absolute deviation of the first differences (a robust
  /// SD of the step-to-step noise), divided by the y range.
  public var noiseToRange: Double
  public var level: Level

  /// Creates a result from its parts.
  ///
  /// - Complexity: O(1).
  public init(
    efficiencyRatio: Double, residualSpread: Double, directionChanges: Double, autocorrelation: Double,
    noiseToRange: Double = 0, level: Level
  ) {
    self.efficiencyRatio = efficiencyRatio
    self.residualSpread = residualSpread
    self.directionChanges = directionChanges
    self.autocorrelation = autocorrelation
    self.noiseToRange = noiseToRange
    self.level = level
  }
}

extension Statistics {
  /// The volatility of the finite points of a series about a line.
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; non-finite points are skipped.
  ///   - line: The Theil–Sen line the residuals are taken from.
  /// - Returns: `nil` with fewer than 3 finite points or a constant series.
  /// - Complexity: O(*n*), two passes, O(1) memory.
  public static func volatility(
    x: [Double], y: [Double], line: TheilSenResult, policy: DescriptionPolicy = .standard
  ) -> Volatility? {
    x.withUnsafeBufferPointer { x in
      y.withUnsafeBufferPointer { y in volatility(x: x, y: y, line: line, policy: policy) }
    }
  }

  /// The volatility of buffers; see the `[Double]` form.
  ///
  /// - Complexity: O(*n*).
  static func volatility(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, line: TheilSenResult,
    policy: DescriptionPolicy
  ) -> Volatility? {
    var isFinite = true
    for index in 0..<y.count { isFinite = isFinite && y[index].isFinite && x[index].isFinite }
    if isFinite { return volatilityOfFinite(x: x, y: y, line: line, policy: policy) }
    var columns = FiniteColumns(x: x, y: y)
    return columns.withBuffers { x, y in
      volatilityOfFinite(x: x, y: UnsafeBufferPointer(y), line: line, policy: policy)
    }
  }

  /// The volatility of finite columns: one branch-free pass, then the median absolute deviation
  /// of the first differences.
  ///
  /// - Complexity: O(*n*), O(*n*) memory for the differences.
  /// - Parameter stepMedians: The medians of the series' steps, shared with its jump; `nil` computes them.
  static func volatilityOfFinite(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, line: TheilSenResult,
    policy: DescriptionPolicy, stepMedians: StepMedians? = nil
  ) -> Volatility? {
    // The path, reversals, extremes and the residual sums (the centred sums follow from the raw
    // ones: residuals about a fitted line are centred near 0, so nothing cancels).
    let count = y.count
    guard count >= 3 else { return nil }
    let first = y[0]
    var last = first
    var low = first
    var high = first
    var path = 0.0
    var changes = 0
    var moves = 0
    var previousStep = 0.0
    let firstResidual = first - line.fitted(at: x[0])
    var previousResidual = firstResidual
    var residualSum = firstResidual
    var residualSquares = firstResidual * firstResidual
    var laggedProducts = 0.0
    for index in 1..<count {
      let value = y[index]
      let residual = value - line.fitted(at: x[index])
      let step = value - last
      path += abs(step)
      // Branch-free: a random walk's steps change sign unpredictably.
      let reverses = (step > 0 && previousStep < 0) || (step < 0 && previousStep > 0)
      changes &+= reverses ? 1 : 0
      moves &+= step != 0 ? 1 : 0
      previousStep = step != 0 ? step : previousStep
      laggedProducts += residual * previousResidual
      previousResidual = residual
      last = value
      low = value < low ? value : low
      high = value > high ? value : high
      residualSum += residual
      residualSquares += residual * residual
    }
    let range = high - low
    guard range > 0, path > 0 else { return nil }
    let n = Double(count)
    let residualMean = residualSum / n
    let squares = Swift.max(0, residualSquares - n * residualMean * residualMean)
    // Σ (r_i − m)(r_{i−1} − m) over i ≥ 1, expanded.
    let lastResidual = previousResidual
    let lagged =
      laggedProducts - residualMean * ((residualSum - firstResidual) + (residualSum - lastResidual))
      + (n - 1) * residualMean * residualMean
    let spread = (squares / Double(count - 1)).squareRoot() / range
    let efficiency = abs(last - first) / path
    let reversals = Double(changes) / Double(count - 2)
    let autocorrelation = squares > 0 ? lagged / squares : 0
    let noiseToRange = typicalStep(y, range: range, stepMedians: stepMedians) / range
    let level = volatilityLevel(
      reversals: changes, steps: Swift.max(0, moves - 1), noiseToRange: noiseToRange, policy: policy)
    return Volatility(
      efficiencyRatio: efficiency, residualSpread: spread, directionChanges: reversals,
      autocorrelation: autocorrelation, noiseToRange: noiseToRange, level: level)
  }

  /// How a series moves, from its direction changes and its typical step.
  ///
  /// **Volatile** — statistic: the number of reversals among the `steps` pairs of consecutive
  /// non-zero steps. Null: steps whose directions are independent coin flips (a random walk,
  /// reversing in half the pairs); a smooth shape (rise-then-fall, U, sine, logistic, a step
  /// function) reverses far less. Threshold: more than *m*/2 + z·√*m*/2 reversals, z =
  /// ``DescriptionPolicy/volatileReversalZ`` (one-sided 1 %), **and** a typical step (1.4826 ×
  /// MAD of the first differences) of at least ``DescriptionPolicy/volatileNoiseToRange`` of the
  /// range, so that small noise on a clear shape (a step function's) is not called volatile.
  /// **Smooth**: reversals in under ``DescriptionPolicy/smoothDirectionChanges`` of the pairs
  /// (white noise reverses in 2/3, a random walk in 1/2).
  ///
  /// - Complexity: O(1).
  public static func volatilityLevel(
    reversals: Int, steps: Int, noiseToRange: Double, policy: DescriptionPolicy
  ) -> Volatility.Level {
    guard steps > 0 else { return noiseToRange < policy.steadyResidualSpread ? .steady : .moderate }
    let m = Double(steps)
    let share = Double(reversals) / m
    if Double(reversals) > m / 2 + policy.volatileReversalZ * m.squareRoot() / 2,
      noiseToRange >= policy.volatileNoiseToRange
    {
      return .volatile
    }
    if share < policy.smoothDirectionChanges { return .smooth }
    return noiseToRange < policy.steadyResidualSpread ? .steady : .moderate
  }

  /// 1.4826 × the median absolute deviation of the first differences of `y`.
  ///
  /// When every difference and every deviation is finite (the values span less than half the
  /// largest `Double`), both medians are read off the differences as they are computed, by the
  /// sampled bracket of ``median(ofFinite:)``: no column of differences, and one streaming pass
  /// for each median instead of two quickselects over a copy. Otherwise (or for a short series)
  /// the differences are copied and quickselected. The medians are exact either way, so the
  /// result is the same.
  ///
  /// - Complexity: O(*n*) time, O(*n*) memory (of which the bracketed medians touch little).
  ///
  /// - Parameters:
  ///   - range: The largest value of `y` less its smallest.
  ///   - stepMedians: The medians of the series' steps, shared with its jump; `nil` computes them.
  package static func typicalStep(
    _ y: UnsafeBufferPointer<Double>, range: Double, stepMedians: StepMedians? = nil
  ) -> Double {
    guard y.count >= 2 else { return 0 }
    // Each difference lies within ±range, each deviation within twice that.
    if (2 * range).isFinite { return 1.4826 * medianSteps(y, sharing: stepMedians).deviation }
    var steps = [Double](unsafeUninitializedCapacity: y.count - 1) { buffer, initialized in
      for index in 1..<y.count { buffer[index - 1] = y[index] - y[index - 1] }
      initialized = y.count - 1
    }
    return steps.withUnsafeMutableBufferPointer { buffer in
      let center = medianReordering(buffer)
      for index in buffer.indices { buffer[index] = abs(buffer[index] - center) }
      return 1.4826 * medianReordering(buffer)
    }
  }

  /// The Hamed–Rao variance factor *n*/*n** for a lag-1 autocorrelation ρ (Hamed & Rao 1998,
  /// restricted to lag 1): 1 + 2(*n* − 3)ρ/*n*.
  ///
  /// - Complexity: O(1).
  static func hamedRaoFactor(count n: Int, autocorrelation rho: Double) -> Double {
    1 + 2 * Double(n - 3) * rho / Double(n)
  }
}

/// The first differences y[*i* + 1] − y[*i*] of a column, computed when read.
struct Differences: FiniteValues {
  let y: UnsafeBufferPointer<Double>

  init(_ y: UnsafeBufferPointer<Double>) {
    self.y = y
  }

  var count: Int { y.count - 1 }

  subscript(index: Int) -> Double {
    @inline(__always) get { y[index + 1] - y[index] }
  }
}

/// The absolute deviations |*v* − `center`| of finite values, computed when read.
struct Deviations<Source: FiniteValues>: FiniteValues {
  let source: Source
  let center: Double

  init(_ source: Source, center: Double) {
    self.source = source
    self.center = center
  }

  var count: Int { source.count }

  subscript(index: Int) -> Double {
    @inline(__always) get { abs(source[index] - center) }
  }
}
