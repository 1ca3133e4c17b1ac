// MARK: - Volatility: how steadily a series moves

/// How a series moves about its trend (`analysis.md` §1, "Relative size, steadiness, volatility").
public struct Volatility: Sendable, Equatable {
  /// How a series moves, in words the narration can say.
  public enum Level: String, Sendable, Codable {
    /// Residual spread under 5 % of the range and few direction changes.
    case smooth
    /// Residual spread under 12 % of the range.
    case steady
    /// Between steady and volatile.
    case moderate
    /// Residual spread of 20 % of the range or more, or direction changes in half the steps.
    case volatile
  }

  /// Kaufman's efficiency ratio |y_n − y_1| / Σ|Δy| (attribution *unverified*): 1 for a
  /// monotonic series, near 0 for one that goes nowhere by many steps.
  public var efficiencyRatio: Double
  /// The standard deviation of the residuals about the Theil–Sen line, divided by the y range.
  public var residualSpread: Double
  /// The share of interior points where the direction of change reverses.
  public var directionChanges: Double
  /// The lag-1 autocorrelation of the residuals about the Theil–Sen line.
  public var autocorrelation: Double
  public var level: Level

  /// Creates a result from its parts.
  ///
  /// - Complexity: O(1).
  public init(
    efficiencyRatio: Double, residualSpread: Double, directionChanges: Double, autocorrelation: Double,
    level: Level
  ) {
    self.efficiencyRatio = efficiencyRatio
    self.residualSpread = residualSpread
    self.directionChanges = directionChanges
    self.autocorrelation = autocorrelation
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
    var count = 0
    var first = 0.0
    var last = 0.0
    var low = Double.infinity
    var high = -Double.infinity
    var path = 0.0
    var changes = 0
    var previousStep = 0.0
    var residualSum = 0.0
    for index in 0..<y.count {
      let value = y[index]
      let position = x[index]
      guard value.isFinite, position.isFinite else { continue }
      if count == 0 {
        first = value
      } else {
        let step = value - last
        path += abs(step)
        if step != 0 {
          changes += previousStep != 0 && (step > 0) != (previousStep > 0) ? 1 : 0
          previousStep = step
        }
      }
      last = value
      low = Swift.min(low, value)
      high = Swift.max(high, value)
      residualSum += value - line.fitted(at: position)
      count += 1
    }
    let range = high - low
    guard count >= 3, range > 0, path > 0 else { return nil }
    let residualMean = residualSum / Double(count)
    var squares = 0.0
    var lagged = 0.0
    var previous = Double.nan
    for index in 0..<y.count {
      let value = y[index]
      let position = x[index]
      guard value.isFinite, position.isFinite else { continue }
      let residual = value - line.fitted(at: position) - residualMean
      squares += residual * residual
      if previous.isFinite { lagged += residual * previous }
      previous = residual
    }
    let spread = (squares / Double(count - 1)).squareRoot() / range
    let efficiency = abs(last - first) / path
    let reversals = Double(changes) / Double(count - 2)
    let autocorrelation = squares > 0 ? lagged / squares : 0
    let level: Volatility.Level
    if spread >= policy.volatileResidualSpread || reversals >= policy.volatileDirectionChanges {
      level = .volatile
    } else if spread < policy.smoothResidualSpread, reversals < policy.smoothDirectionChanges {
      level = .smooth
    } else if spread < policy.steadyResidualSpread {
      level = .steady
    } else {
      level = .moderate
    }
    return Volatility(
      efficiencyRatio: efficiency, residualSpread: spread, directionChanges: reversals,
      autocorrelation: autocorrelation, level: level)
  }

  /// The lag-1 autocorrelation of the residuals y − line(x) of finite columns:
  /// Σ r_i·r_{i−1} / Σ r_i² with the residuals centred on their mean (`statsmodels.acf` at lag 1).
  ///
  /// - Returns: 0 for fewer than 3 points or residuals that are all equal.
  /// - Complexity: O(*n*), two passes.
  static func residualAutocorrelation(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, line: TheilSenResult
  ) -> Double {
    let n = y.count
    guard n >= 3 else { return 0 }
    var sum = 0.0
    for index in 0..<n { sum += y[index] - line.fitted(at: x[index]) }
    let mean = sum / Double(n)
    var squares = 0.0
    var lagged = 0.0
    var previous = y[0] - line.fitted(at: x[0]) - mean
    squares += previous * previous
    for index in 1..<n {
      let residual = y[index] - line.fitted(at: x[index]) - mean
      squares += residual * residual
      lagged += residual * previous
      previous = residual
    }
    return squares > 0 ? lagged / squares : 0
  }

  /// The Hamed–Rao variance factor *n*/*n** for a lag-1 autocorrelation ρ (Hamed & Rao 1998,
  /// restricted to lag 1): 1 + 2(*n* − 3)ρ/*n*.
  ///
  /// - Complexity: O(1).
  static func hamedRaoFactor(count n: Int, autocorrelation rho: Double) -> Double {
    1 + 2 * Double(n - 3) * rho / Double(n)
  }
}
