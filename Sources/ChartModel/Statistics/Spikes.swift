internal import ChartSupport
import Foundation

// MARK: - Spikes and dips of an ordered series

extension Statistics {
  /// The spikes and dips of an ordered series: single points that stand far above (or below)
  /// both their left and their right neighbours (`analysis.md` §3, `docs/patterns.md`).
  ///
  ///     var y = [Double](repeating: 10, count: 20)
  ///     y[7] = 40
  ///     Statistics.spikes(x: y.indices.map(Double.init), y: y).outliers.map(\.point.x)   // [7]
  ///
  /// **Statistic.** For each interior point *k*, the left residual *a* = *y*ₖ − median of the
  /// ``DescriptionPolicy/spikeNeighbours`` points before it and the right residual *b* = *y*ₖ −
  /// median of the points after it (fewer near the ends). The spike score is min(*a*, *b*) when
  /// *y*ₖ is above both adjacent points, the dip score min(−*a*, −*b*) when below both; each side's
  /// median follows a trend or a step on that side, so a level shift (one side far, the other
  /// near) and a smooth curve (no local extreme) score nothing. A spike also returns at once:
  /// the smaller side residual is at least ``DescriptionPolicy/spikeMinimumReturn`` of the larger,
  /// so a jump followed by a slow fall (one side far, the next point still near the top) is left
  /// to the step and shape sentences. The score is divided by the
  /// robust spread of all the residuals *a* and *b* (MAD/0.6745; 1.2533 × the mean absolute
  /// deviation when MAD is 0): for white noise that is the noise about the neighbours, for a
  /// strongly autocorrelated series (a random walk, AR(1)) a residual is a sum of one or two
  /// first differences, so the spread is the first-difference scale.
  ///
  /// **Null model and threshold.** A point is a spike or dip when its score exceeds
  /// *z*(*m*) = max(``DescriptionPolicy/spikeMinimumZ``, Φ⁻¹(1 − α/*m*)), *m* = *n* − 2 tested
  /// points, α = ``DescriptionPolicy/spikeFamilyLevel``: a Bonferroni bound, so the threshold grows
  /// with *n* (3.3 up to 100 points, 3.6 at 365, 4.4 at 10,000) and the chance of claiming any spike
  /// or dip in a series without one stays near α. `SpikeCalibrationTests` measures it on white
  /// noise, random walks, AR(1) φ = 0.7, pure seasonal and step functions (≤ 5% of series) and
  /// smooth monotone curves (≤ 1%) and a jump followed by a slow decline (≤ 5%), and the
  /// detection of a planted spike of 8 noise SDs (9 at 12
  /// points) in white noise and AR(1) (≥ 90%).
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; NaN y is missing and skipped (neighbours span it).
  ///   - policy: The neighbour count, the family level and the floor of the threshold.
  /// - Returns: The spikes and dips, largest |z| first (at most ``DescriptionPolicy/maximumListedItems``),
  ///   with their exact count; none for fewer than ``DescriptionPolicy/minimumPointsForSpikes``
  ///   finite points. Endpoints are never spikes.
  /// - Complexity: O(*n*) time (two medians of three per point); O(*n*) memory up to
  ///   ``DescriptionPolicy/exactRobustScaleLimit`` points, above it the spread is estimated from a
  ///   seeded sample of ``DescriptionPolicy/robustScaleSamples`` residuals and no column is kept.
  public static func spikes(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> OutlierResult {
    precondition(x.count == y.count, "Spikes need as many x values as y values.")
    return x.withUnsafeBufferPointer { x in
      y.withUnsafeBufferPointer { y in
        FiniteColumns.withFinite(x: x, y: y) { x, y in SpikeScan(x: x, y: y, policy: policy).result() }
      }
    }
  }

  /// The spikes and dips of a series with a season: ``spikes(x:y:policy:)`` on the values less
  /// their phase's mean detrended value (the seasonal fit), so that a spike on the 25th of every
  /// month is the season it is ("highest around day 25 each month"), not twelve spikes, while a
  /// spike above the season still stands out. Without a season, the plain detector.
  ///
  /// Calibrated in `SpikeCalibrationTests`: a spike of 4 noise SDs on the 25th of each month of a
  /// year of days claims ≤ 5% spikes, and a planted spike of 8 SDs on a weekly season is named
  /// first in ≥ 90%.
  ///
  /// - Parameters:
  ///   - x, y: The series in x order, x in seconds since 1970 when `season` is given.
  ///   - season: The season found in the series (``Statistics/seasonality(x:y:cadence:policy:)``).
  /// - Returns: The spikes and dips at their values in `y`.
  /// - Complexity: O(*n*) time, plus O(*n*) memory for the adjusted values.
  public static func spikes(
    x: [Double], y: [Double], season: Seasonality?, policy: DescriptionPolicy = .standard
  ) -> OutlierResult {
    guard let season, season.phaseMeans.count == season.cycle.phaseCount else {
      return spikes(x: x, y: y, policy: policy)
    }
    let first = season.cycle.firstPhase
    let adjusted = zip(x, y).map { x, y in
      y.isFinite && x.isFinite ? y - season.phaseMeans[season.cycle.phase(of: x) - first] : y
    }
    var result = spikes(x: x, y: adjusted, policy: policy)
    // Each named spike at its own value, not the adjusted one.
    for (k, outlier) in result.outliers.enumerated() {
      if let index = x.firstIndex(of: outlier.point.x) { result.outliers[k].point.y = y[index] }
    }
    return result
  }

  /// The score threshold of a series of `count` points: max(floor, Φ⁻¹(1 − α/(*n* − 2))).
  ///
  ///     Statistics.spikeThreshold(count: 10_000)   // 4.42
  ///
  /// - Complexity: O(1) (a bisection of 80 steps).
  public static func spikeThreshold(count: Int, policy: DescriptionPolicy = .standard) -> Double {
    let tail = policy.spikeFamilyLevel / Double(Swift.max(count - 2, 1))
    return Swift.max(policy.spikeMinimumZ, upperNormalQuantile(tail))
  }

  /// The *z* with P(*Z* > *z*) = `tail` for a standard normal *Z*, by bisection on Φ.
  ///
  /// - Parameter tail: A probability in (0, 0.5]; smaller values give larger *z* (up to 37).
  /// - Complexity: O(1).
  static func upperNormalQuantile(_ tail: Double) -> Double {
    var low = 0.0
    var high = 37.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if normalCDF(-middle) > tail { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}

/// One pass of the spike detector over finite columns.
private struct SpikeScan {
  let x: UnsafeBufferPointer<Double>
  let y: UnsafeBufferPointer<Double>
  let policy: DescriptionPolicy

  /// The median of the points `low..<high` (one to three of them).
  @inline(__always) private func sideMedian(_ low: Int, _ high: Int) -> Double {
    switch high - low {
    case 1: return y[low]
    case 2: return (y[low] + y[low + 1]) / 2
    case 3: return median3(y[low], y[low + 1], y[low + 2])
    default:
      var values = Array(y[low..<high])
      return values.withUnsafeMutableBufferPointer { Statistics.medianReordering($0) }
    }
  }

  /// The left and right residuals of interior point `k`.
  @inline(__always) private func residuals(_ k: Int) -> (left: Double, right: Double) {
    let h = Swift.max(1, policy.spikeNeighbours)
    let left = sideMedian(Swift.max(0, k - h), k)
    let right = sideMedian(k + 1, Swift.min(y.count, k + 1 + h))
    return (y[k] - left, y[k] - right)
  }

  /// The robust spread of the pooled left and right residuals.
  private func spread() -> Double? {
    let interior = y.count - 2
    var pooled: [Double] = []
    if 2 * interior > policy.exactRobustScaleLimit {
      var generator = SplitMix64(seed: policy.theilSenSeed)
      pooled.reserveCapacity(policy.robustScaleSamples)
      for _ in 0..<(policy.robustScaleSamples / 2) {
        let r = residuals(1 + generator.nextIndex(below: interior))
        pooled.append(r.left)
        pooled.append(r.right)
      }
    } else {
      pooled.reserveCapacity(2 * interior)
      for k in 1...interior {
        let r = residuals(k)
        pooled.append(r.left)
        pooled.append(r.right)
      }
    }
    // About zero, not about the residuals' median: a spike stands out from its neighbours.
    guard let scale = Statistics.robustScale(pooled, fallbackScale: policy.meanAbsoluteDeviationScale) else {
      return nil
    }
    return scale.spread
  }

  func result() -> OutlierResult {
    let count = y.count
    guard count >= Swift.max(3, policy.minimumPointsForSpikes), let spread = spread() else {
      return OutlierResult(outliers: [], count: 0)
    }
    let limit = Statistics.spikeThreshold(count: count, policy: policy) * spread
    var found: [Outlier] = []
    var total = 0
    var cutoff = limit
    let listed = policy.maximumListedItems
    func order(_ a: Outlier, _ b: Outlier) -> Bool {
      abs(a.z) > abs(b.z) || (abs(a.z) == abs(b.z) && a.point.x < b.point.x)
    }
    func consider(_ k: Int) {
      let value = y[k]
      let isPeak = value > y[k - 1] && value > y[k + 1]
      guard isPeak || (value < y[k - 1] && value < y[k + 1]) else { return }
      let r = residuals(k)
      let score = isPeak ? min(r.left, r.right) : min(-r.left, -r.right)
      let larger = isPeak ? max(r.left, r.right) : max(-r.left, -r.right)
      // One side far and the other near is a jump that stays (a step, or a peak that falls back
      // slowly), not a point that returns at once.
      guard score > limit, score >= policy.spikeMinimumReturn * larger else { return }
      total += 1
      guard score > cutoff || found.count < listed else { return }
      found.append(Outlier(point: DataPoint(x: x[k], y: value), z: (isPeak ? score : -score) / spread))
      if found.count > 4 * listed {
        found.sort(by: order)
        found.removeLast(found.count - listed)
        cutoff = abs(found[found.count - 1].z) * spread
      }
    }
    // With three neighbours a side, the points with three on both sides are screened without
    // branches on the data: a point can count only when it is a peak or a dip whose score (the
    // same arithmetic as `consider`'s) passes the limit, which few do; those few are considered
    // in full, in series order, as every other point is.
    let screened = policy.spikeNeighbours == 3 && count >= 8 ? 3..<(count - 3) : 1..<1
    for k in 1..<(screened.isEmpty ? count - 1 : screened.lowerBound) { consider(k) }
    for k in screened {
      let value = y[k]
      let before = y[k - 1]
      let after = y[k + 1]
      let isPeak = (value > before ? 1 : 0) & (value > after ? 1 : 0)
      let isDip = (value < before ? 1 : 0) & (value < after ? 1 : 0)
      let left = value - median3(y[k - 3], y[k - 2], before)
      let right = value - median3(after, y[k + 2], y[k + 3])
      let score = isPeak != 0 ? min(left, right) : min(-left, -right)
      if (isPeak | isDip) & (score > limit ? 1 : 0) != 0 { consider(k) }
    }
    if !screened.isEmpty { for k in screened.upperBound..<(count - 1) { consider(k) } }
    found.sort(by: order)
    return OutlierResult(outliers: Array(found.prefix(listed)), count: total)
  }
}

/// The median of three values.
///
/// - Complexity: O(1), branch-free.
@inline(__always)
func median3(_ a: Double, _ b: Double, _ c: Double) -> Double {
  max(min(a, b), min(max(a, b), c))
}
