// MARK: - Turning point: one tested peak or valley

/// A series' single peak or valley: the point where a tested rise meets a tested fall.
public struct TurningPoint: Sendable, Equatable {
  /// The extreme itself, a point of the data (the series' maximum for a peak, minimum for a valley).
  public var point: DataPoint
  /// A peak (rise, then fall) or a valley (fall, then rise).
  public var isPeak: Bool

  /// Creates a turning point.
  ///
  /// - Complexity: O(1).
  public init(point: DataPoint, isPeak: Bool) {
    self.point = point
    self.isPeak = isPeak
  }
}

extension Statistics {
  /// The series' single peak or valley, when both sides pass a test against noise.
  ///
  /// Computed on at most ``DescriptionPolicy/turningPointBuckets`` means of consecutive points
  /// (all points when there are fewer), so it costs O(*n*) plus O(*k*²) on *k* bucket means; the
  /// point reported is the raw series' maximum (or minimum), which must lie in a bucket with both
  /// sides whose mean is within ``DescriptionPolicy/turningPointFall`` of the range of the extreme
  /// mean.
  ///
  /// - Statistic: for the highest (lowest) bucket mean at *k*, the sides before and after it (the
  ///   extreme excluded, at least ``DescriptionPolicy/turningPointSidePoints`` each): Kendall's τ
  ///   toward the extreme on each side and the Mann–Kendall tests of both.
  /// - Threshold: each side's outer third has a median at least
  ///   ``DescriptionPolicy/turningPointFall`` of the range below (above) the extreme, **and**
  ///   either both sides' τ ≥ ``DescriptionPolicy/turningPointTau`` (enough against any noise,
  ///   a random walk included), or the two sides' pooled residuals about their Theil–Sen lines are
  ///   stationary (``Persistence``, scale ``DescriptionPolicy/turningPointStationarityScale``) and
  ///   both sides' AR(1)-corrected p-values are under ``DescriptionPolicy/turningPointSignificance``.
  ///   When both a peak and a valley pass, neither is claimed.
  /// - Null models: white noise, a random walk, AR(1) with φ = 0.7 and a smooth monotone curve
  ///   (≤ 5 % claims at 12, 50, 365 and 10,000 points, `ShapeCalibrationTests`).
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; non-finite points are skipped.
  /// - Returns: The turning point, or `nil`.
  /// - Complexity: O(*n*) + O(*k*²), *k* ≤ ``DescriptionPolicy/turningPointBuckets``.
  public static func turningPoint(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> TurningPoint? {
    let finite = FinitePositions(x: x, y: y)
    let buckets = Swift.max(3, policy.turningPointBuckets)
    // Bucket b holds finite points [bounds[b], bounds[b + 1]).
    let count = Swift.min(buckets, finite.count)
    guard count >= 2 * policy.turningPointSidePoints + 1 else { return nil }
    let bounds = (0...count).map { $0 * finite.count / count }
    let means = (0..<count).map { b in
      (bounds[b]..<bounds[b + 1]).reduce(0.0) { $0 + y[finite[$1]] } / Double(bounds[b + 1] - bounds[b])
    }
    guard let low = means.min(), let high = means.max(), high > low else { return nil }
    var found: [TurningPoint] = []
    for isPeak in [true, false] {
      let sign: Double = isPeak ? 1 : -1
      guard let k = means.indices.max(by: { sign * means[$0] < sign * means[$1] }),
        sidesPass(means, at: k, sign: sign, range: high - low, policy: policy)
      else { continue }
      // The raw extreme, which must lie in the turning region: a bucket with both sides, whose
      // mean is within the required fall of the extreme mean.
      guard let rawPosition = finite.indices.max(by: { sign * y[finite[$0]] < sign * y[finite[$1]] }),
        let rawBucket = bounds.lastIndex(where: { $0 <= rawPosition }),
        rawBucket >= policy.turningPointSidePoints, rawBucket < count - policy.turningPointSidePoints,
        sign * (means[k] - means[rawBucket]) < policy.turningPointFall * (high - low)
      else { continue }
      let raw = finite[rawPosition]
      found.append(TurningPoint(point: DataPoint(x: x[raw], y: y[raw]), isPeak: isPeak))
    }
    return found.count == 1 ? found[0] : nil
  }

  /// Whether both sides of bucket `k` move toward it, by the tests of
  /// ``turningPoint(x:y:policy:)``.
  ///
  /// - Complexity: O(*k*²).
  private static func sidesPass(
    _ means: [Double], at k: Int, sign: Double, range: Double, policy: DescriptionPolicy
  ) -> Bool {
    let side = policy.turningPointSidePoints
    guard k >= side, k < means.count - side else { return false }
    let left = Array(means[..<k])
    let right = Array(means[(k + 1)...])
    let leftOuter = median(Array(left.prefix(Swift.max(1, left.count / 3)))) ?? means[k]
    let rightOuter = median(Array(right.suffix(Swift.max(1, right.count / 3)))) ?? means[k]
    guard sign * (means[k] - leftOuter) >= policy.turningPointFall * range,
      sign * (means[k] - rightOuter) >= policy.turningPointFall * range,
      let leftTest = mannKendall(left, policy: policy), let rightTest = mannKendall(right, policy: policy)
    else { return false }
    let leftTau = sign * kendallTau(s: leftTest.s, count: left.count)
    let rightTau = -sign * kendallTau(s: rightTest.s, count: right.count)
    if Swift.min(leftTau, rightTau) >= policy.turningPointTau { return true }
    guard leftTau > 0, rightTau > 0 else { return false }
    let residuals = sideResiduals(left, policy: policy) + sideResiduals(right, policy: policy)
    let persistence = Persistence(
      count: residuals.count, autocorrelation: lagOneAutocorrelation(residuals),
      scale: policy.turningPointStationarityScale)
    guard persistence.isStationary else { return false }
    return persistence.pValue(s: leftTest.s, variance: leftTest.variance) < policy.turningPointSignificance
      && persistence.pValue(s: rightTest.s, variance: rightTest.variance) < policy.turningPointSignificance
  }

  /// The residuals of `values` about their Theil–Sen line over their positions.
  ///
  /// - Complexity: O(*k*²) (exact Theil–Sen).
  private static func sideResiduals(_ values: [Double], policy: DescriptionPolicy) -> [Double] {
    let x = values.indices.map(Double.init)
    guard let line = theilSen(x: x, y: values, policy: policy) else { return values.map { _ in 0 } }
    return values.indices.map { values[$0] - line.fitted(at: x[$0]) }
  }

  /// Σ (r_i − r̄)(r_{i−1} − r̄) / Σ (r_i − r̄)², 0 for fewer than 2 values or no spread.
  ///
  /// - Complexity: O(*n*).
  static func lagOneAutocorrelation(_ r: [Double]) -> Double {
    guard r.count >= 2 else { return 0 }
    let mean = r.reduce(0, +) / Double(r.count)
    var squares = 0.0
    var lagged = 0.0
    for index in r.indices {
      squares += (r[index] - mean) * (r[index] - mean)
      if index > 0 { lagged += (r[index] - mean) * (r[index - 1] - mean) }
    }
    return squares > 0 ? lagged / squares : 0
  }
}
