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
  struct RobustScale {
    var median: Double
    /// MAD / 0.6745, or fallback·meanAD; positive.
    var spread: Double

    @inline(__always) func z(_ value: Double) -> Double { (value - median) / spread }
  }

  /// The median and robust spread of the finite values; `nil` when there are none or the spread
  /// is 0.
  ///
  /// - Complexity: O(*n*) expected.
  static func robustScale(_ values: [Double], fallbackScale: Double) -> RobustScale? {
    let finite = values.withUnsafeBufferPointer { FiniteColumns.finiteValues($0) }
    guard !finite.isEmpty else { return nil }
    return finite.withUnsafeBufferPointer { buffer -> RobustScale? in
      let median = Statistics.median(ofFinite: BufferValues(buffer))
      let mad = Statistics.median(ofFinite: AbsoluteDeviations(values: buffer, centre: median))
      if mad > 0 { return RobustScale(median: median, spread: mad / 0.6745) }
      var total = 0.0
      for value in buffer { total += abs(value - median) }
      let meanDeviation = total / Double(buffer.count)
      guard meanDeviation > 0 else { return nil }
      return RobustScale(median: median, spread: fallbackScale * meanDeviation)
    }
  }

  /// The outliers of a series: points whose robust z exceeds `policy.outlierZ` in magnitude.
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
    var finite: [Int] = []
    let allFinite = !y.contains { !$0.isFinite }
    if !allFinite { finite = y.indices.filter { y[$0].isFinite } }
    let count = allFinite ? y.count : finite.count
    guard count >= 3 else { return OutlierResult(outliers: [], count: 0) }
    @inline(__always) func index(_ k: Int) -> Int { allFinite ? k : finite[k] }

    var residuals = [Double](repeating: 0, count: count)
    switch method {
    case .values:
      for k in 0..<count { residuals[k] = y[index(k)] }
    case .fit(let line):
      for k in 0..<count { residuals[k] = y[index(k)] - line.fitted(at: x[index(k)]) }
    case .rollingMedian(let window):
      let half = Swift.max(1, window / 2)
      var scratch = [Double](repeating: 0, count: 2 * half + 1)
      for k in 0..<count {
        if half == 2, k >= 2, k + 2 < count {
          // Interior points of the default window: a branch-free median of 5.
          residuals[k] =
            y[index(k)] - median5(y[index(k - 2)], y[index(k - 1)], y[index(k)], y[index(k + 1)], y[index(k + 2)])
          continue
        }
        let low = Swift.max(0, k - half)
        let high = Swift.min(count - 1, k + half)
        for j in low...high { scratch[j - low] = y[index(j)] }
        let size = high - low + 1
        let median = scratch.withUnsafeMutableBufferPointer { buffer in
          medianReordering(UnsafeMutableBufferPointer(rebasing: buffer[0..<size]))
        }
        residuals[k] = y[index(k)] - median
      }
    }
    guard let scale = robustScale(residuals, fallbackScale: policy.meanAbsoluteDeviationScale) else {
      return OutlierResult(outliers: [], count: 0)
    }
    let skipsEnds: Bool
    if case .rollingMedian = method { skipsEnds = true } else { skipsEnds = false }
    var found: [Outlier] = []
    var total = 0
    for k in 0..<count {
      if skipsEnds, k == 0 || k == count - 1 { continue }
      let z = scale.z(residuals[k])
      guard abs(z) > policy.outlierZ else { continue }
      total += 1
      found.append(Outlier(point: DataPoint(x: x[index(k)], y: y[index(k)]), z: z))
      if found.count > 4 * policy.maximumListedItems {
        found.sort { abs($0.z) > abs($1.z) }
        found.removeLast(found.count - policy.maximumListedItems)
      }
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

/// |v − centre| of a buffer, computed when read.
struct AbsoluteDeviations: FiniteValues {
  let values: UnsafeBufferPointer<Double>
  let centre: Double

  var count: Int { values.count }

  subscript(index: Int) -> Double {
    @inline(__always) get { abs(values[index] - centre) }
  }
}
