internal import ChartSupport
import Foundation

// MARK: - Outliers: robust z-scores

/// What outliers are judged against (`analysis.md` §3).
public enum OutlierMethod: Sendable, Equatable {
  /// The values themselves, about their median: categories, slices, distributions.
  case values
  /// Residuals from a centred rolling median of `window` points: spikes and dips in a time series.
  /// Endpoints are never called outliers (a last point may simply continue the trend).
  case rollingMedian(window: Int)
  /// Residuals from the Theil–Sen line of x and y: a scatter plot's points off the fit.
  case fit(TheilSenResult)
}

/// One unusual point and how unusual it is.
public struct Outlier: Sendable, Equatable {
  public var point: DataPoint
  /// The robust z-score: 0.6745·(r − median(r))/MAD(r), or (r − median)/(1.2533·mean absolute
  /// deviation) when MAD is 0; positive for a spike, negative for a dip.
  public var z: Double

  /// Creates an outlier.
  ///
  /// - Complexity: O(1).
  public init(point: DataPoint, z: Double) {
    self.point = point
    self.z = z
  }
}

/// The outliers of a series.
public struct OutlierResult: Sendable, Equatable {
  /// The most extreme outliers first (largest |z|), at most ``DescriptionPolicy/maximumListedItems``.
  public var outliers: [Outlier]
  /// How many points passed the threshold in all.
  public var count: Int

  /// Creates a result.
  ///
  /// - Complexity: O(1).
  public init(outliers: [Outlier], count: Int) {
    self.outliers = outliers
    self.count = count
  }
}

extension Statistics {
  /// The modified z-scores of finite values about their median (Iglewicz & Hoaglin 1993):
  /// 0.6745·(v − median)/MAD. When MAD is 0 the scale falls back to `fallbackScale` × the mean
  /// absolute deviation about the median (the z is then (v − median)/(scale·meanAD)); when that is
  /// 0 too, every z is 0.
  ///
  ///     Statistics.robustZ([1, 2, 3, 4, 100])   // [-1.35, -0.67, 0, 0.67, 65.4]
  ///
  /// - Returns: One z per value, NaN where the value is not finite; empty for no finite values.
  /// - Complexity: O(*n*) expected time (two selections), O(*n*) memory.
  public static func robustZ(_ values: [Double], fallbackScale: Double = 1.2533) -> [Double] {
    guard let scale = robustScale(values, fallbackScale: fallbackScale) else {
      return values.map { $0.isFinite ? 0 : .nan }
    }
    return values.map { $0.isFinite ? scale.z($0) : .nan }
  }

  /// The centre and scale of a robust z: `z(v)`.
  package struct RobustScale {
    package var median: Double
    /// MAD / 0.6745, or fallback·meanAD; positive.
    package var spread: Double

    @inline(__always) package func z(_ value: Double) -> Double { (value - median) / spread }
  }

  /// The median and robust spread of the finite values; `nil` when there are none or the spread
  /// is 0.
  ///
  /// - Complexity: O(*n*) expected.
  package static func robustScale(_ values: [Double], fallbackScale: Double) -> RobustScale? {
    let finite = values.withUnsafeBufferPointer { FiniteColumns.finiteValues($0) }
    guard !finite.isEmpty else { return nil }
    return finite.withUnsafeBufferPointer { buffer -> RobustScale? in
      let median = Statistics.median(ofFinite: BufferValues(buffer))
      let mad = Statistics.median(ofFinite: Deviations(BufferValues(buffer), center: median))
      if mad > 0 { return RobustScale(median: median, spread: mad / 0.6745) }
      var total = 0.0
      for value in buffer { total += abs(value - median) }
      let meanDeviation = total / Double(buffer.count)
      guard meanDeviation > 0 else { return nil }
      return RobustScale(median: median, spread: fallbackScale * meanDeviation)
    }
  }

  /// The robust z a value of a ranking or a point off a scatter plot's fit must exceed among
  /// `count` points: max(``DescriptionPolicy/outlierZ``, Φ⁻¹(1 − α/2*n*) · (1 + *c* · *n*^−0.8)),
  /// α = ``DescriptionPolicy/outlierFamilyLevel``, *c* = ``DescriptionPolicy/outlierSmallSampleFactor``.
  ///
  ///     Statistics.outlierThreshold(count: 12)       // 6.3
  ///     Statistics.outlierThreshold(count: 10_000)   // 4.7
  ///
  /// - Complexity: O(1).
  public static func outlierThreshold(count: Int, policy: DescriptionPolicy = .standard) -> Double {
    let n = Double(Swift.max(count, 1))
    let bonferroni = upperNormalQuantile(policy.outlierFamilyLevel / (2 * n))
    return Swift.max(policy.outlierZ, bonferroni * (1 + policy.outlierSmallSampleFactor * pow(n, -0.8)))
  }

  /// The outliers of a series: points whose robust z exceeds `policy.outlierZ` in magnitude
  /// (``outlierThreshold(count:policy:)`` for the values themselves and a fit's residuals).
  ///
  /// - Parameters:
  ///   - x, y: The series (for ``OutlierMethod/rollingMedian(window:)``, in x order); NaN is
  ///     missing and skipped (the rolling median spans the finite neighbours).
  ///   - method: What the residuals are taken from.
  /// - Returns: The outliers, most extreme first; none for fewer than 3 finite points.
  /// - Complexity: O(*n*·*w*) for a rolling median of *w* points, O(*n*) otherwise, plus two
  ///   O(*n*) selections; O(*n*) memory (one residual column).
  public static func outliers(
    x: [Double], y: [Double], method: OutlierMethod, policy: DescriptionPolicy = .standard
  ) -> OutlierResult {
    precondition(x.count == y.count, "Outliers need as many x values as y values.")
    if y.allSatisfy(\.isFinite) {
      return x.withUnsafeBufferPointer { x in
        y.withUnsafeBufferPointer { y in outliers(x: x, y: y, method: method, policy: policy) }
      }
    }
    // Missing values: compact the finite points (the rolling median spans finite neighbours).
    var fx: [Double] = []
    var fy: [Double] = []
    for (a, b) in zip(x, y) where b.isFinite {
      fx.append(a)
      fy.append(b)
    }
    return fx.withUnsafeBufferPointer { x in
      fy.withUnsafeBufferPointer { y in outliers(x: x, y: y, method: method, policy: policy) }
    }
  }

  /// The outliers of finite columns.
  ///
  /// Up to `policy.exactRobustScaleLimit` points the residuals are stored and their median and MAD
  /// selected exactly. Above it, both are estimated from a seeded sample of
  /// `policy.robustScaleSamples` residuals (a sample median's standard error is about
  /// 1.25σ/√*m*, under 0.4 % of the spread for *m* = 100,000), and every residual is computed again
  /// when tested, so no residual column is stored.
  ///
  /// - Complexity: O(*n*) time; O(*n*) memory up to the limit, O(*m*) above it.
  static func outliers(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, method: OutlierMethod,
    policy: DescriptionPolicy
  ) -> OutlierResult {
    let count = y.count
    guard count >= 3 else { return OutlierResult(outliers: [], count: 0) }
    if case .rollingMedian = method {
    } else if count < policy.minimumPointsForOutliers {
      return OutlierResult(outliers: [], count: 0)
    }
    let half: Int
    if case .rollingMedian(let window) = method { half = Swift.max(1, window / 2) } else { half = 0 }
    var scratch = [Double](repeating: 0, count: 2 * half + 1)
    func residual(_ k: Int) -> Double {
      switch method {
      case .values:
        return y[k]
      case .fit(let line):
        return y[k] - line.fitted(at: x[k])
      case .rollingMedian:
        if half == 2, k >= 2, k + 2 < count {
          // Interior points of the default window: a branch-free median of 5.
          return y[k] - median5(y[k - 2], y[k - 1], y[k], y[k + 1], y[k + 2])
        }
        let low = Swift.max(0, k - half)
        let high = Swift.min(count - 1, k + half)
        for j in low...high { scratch[j - low] = y[j] }
        let size = high - low + 1
        let median = scratch.withUnsafeMutableBufferPointer { buffer in
          medianReordering(UnsafeMutableBufferPointer(rebasing: buffer[0..<size]))
        }
        return y[k] - median
      }
    }
    let scale: RobustScale?
    if count > policy.exactRobustScaleLimit {
      var generator = SplitMix64(seed: policy.theilSenSeed)
      let sample = (0..<policy.robustScaleSamples).map { _ in residual(generator.nextIndex(below: count)) }
      scale = robustScale(sample, fallbackScale: policy.meanAbsoluteDeviationScale)
    } else {
      scale = robustScale((0..<count).map(residual), fallbackScale: policy.meanAbsoluteDeviationScale)
    }
    guard let scale else { return OutlierResult(outliers: [], count: 0) }
    let skipsEnds: Bool
    if case .rollingMedian = method { skipsEnds = true } else { skipsEnds = false }
    var found: [Outlier] = []
    var total = 0
    let threshold: Double
    if case .rollingMedian = method {
      threshold = policy.outlierZ
    } else {
      threshold = outlierThreshold(count: count, policy: policy)
    }
    let limit = threshold * scale.spread
    // Once the list is full, only deviations beyond the smallest kept one can enter it.
    var cutoff = limit
    func test(_ k: Int, _ residual: Double) {
      let deviation = residual - scale.median
      guard abs(deviation) > limit else { return }
      total += 1
      guard abs(deviation) > cutoff || found.count < policy.maximumListedItems else { return }
      found.append(Outlier(point: DataPoint(x: x[k], y: y[k]), z: deviation / scale.spread))
      if found.count > 4 * policy.maximumListedItems {
        found.sort { abs($0.z) > abs($1.z) || (abs($0.z) == abs($1.z) && $0.point.x < $1.point.x) }
        found.removeLast(found.count - policy.maximumListedItems)
        cutoff = abs(found[found.count - 1].z) * scale.spread
      }
    }
    let range = (skipsEnds ? 1 : 0)..<(skipsEnds ? count - 1 : count)
    if case .rollingMedian = method, half == 2, count > 4 {
      // The hot loop of a long series: interior points inline, no call per point.
      test(1, residual(1))
      let low = scale.median - limit
      let high = scale.median + limit
      for k in 2..<(count - 2) {
        let r = y[k] - median5(y[k - 2], y[k - 1], y[k], y[k + 1], y[k + 2])
        if r < low || r > high { test(k, r) }
      }
      test(count - 2, residual(count - 2))
    } else {
      for k in range { test(k, residual(k)) }
    }
    found.sort { abs($0.z) > abs($1.z) || (abs($0.z) == abs($1.z) && $0.point.x < $1.point.x) }
    return OutlierResult(outliers: Array(found.prefix(policy.maximumListedItems)), count: total)
  }
}

/// The median of five values by min/max: median3(e, max(min(a, b), min(c, d)),
/// min(max(a, b), max(c, d))).
///
/// - Complexity: O(1), branch-free.
@inline(__always)
func median5(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double) -> Double {
  let f = max(min(a, b), min(c, d))
  let g = min(max(a, b), max(c, d))
  return max(min(e, f), min(max(e, f), g))
}
