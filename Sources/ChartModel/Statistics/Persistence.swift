// MARK: - Persistence: stationary noise or a possible random walk

/// How persistent a series' residuals are: whether they behave like stationary AR(1) noise about
/// a line, or could be a random walk that only looks like a trend.
///
/// The statistic is *n*(1 − ρ̂), with ρ̂ the lag-1 autocorrelation of the residuals about the
/// Theil–Sen line: the Dickey–Fuller "ρ" statistic with a trend term. It is near *n* for white
/// noise and stays bounded (median about 11) for a driftless random walk of any length. The
/// residuals are stationary when it exceeds `scale` × *n*/(*n* + 8), about the 97.5th percentile
/// under a random walk (measured at 8 to 2,000 points).
public struct Persistence: Sendable, Equatable {
  /// *n*(1 − ρ̂).
  public var statistic: Double
  /// Whether ``statistic`` rejects a random walk.
  public var isStationary: Bool
  /// The AR(1) variance factor (1 + ρ)/(1 − ρ) for a stationary series, with ρ the estimate
  /// corrected for its small-sample bias, ρ̂ + (2 + 4ρ̂)/*n*, and clamped to [0, 0.999]: at least 1.
  public var varianceFactor: Double

  /// Measures the persistence of `count` residuals with lag-1 autocorrelation `autocorrelation`.
  ///
  /// - Complexity: O(1).
  public init(count: Int, autocorrelation rho: Double, scale: Double) {
    let n = Double(Swift.max(count, 1))
    statistic = n * (1 - rho)
    isStationary = statistic > scale * n / (n + 8)
    let corrected = Swift.min(Swift.max(rho + (2 + 4 * rho) / n, 0), 0.999)
    varianceFactor = (1 + corrected) / (1 - corrected)
  }

  /// The two-sided p-value of a Mann–Kendall S whose variance is inflated by ``varianceFactor``
  /// (continuity-corrected).
  ///
  /// - Complexity: O(1).
  public func pValue(s: Int64, variance: Double) -> Double {
    guard s != 0, variance > 0 else { return 1 }
    let z = Double(s > 0 ? s - 1 : s + 1) / (variance * varianceFactor).squareRoot()
    return Statistics.normalTwoSidedPValue(z)
  }
}

extension Statistics {
  /// Kendall's τ-a of a Mann–Kendall S over `count` values: S / (*n*(*n* − 1)/2).
  ///
  /// - Complexity: O(1).
  public static func kendallTau(s: Int64, count: Int) -> Double {
    count < 2 ? 0 : Double(s) / (Double(count) * Double(count - 1) / 2)
  }
}
