internal import ChartSupport

// MARK: - The Theil–Sen slope

/// A robust straight line through a series: the Theil–Sen slope (Theil 1950; Sen 1968) and the
/// intercept median(y − slope·x). See ``Statistics/theilSen(x:y:policy:)``.
public struct TheilSenResult: Sendable, Equatable {
  /// y units per unit of x position (per second on a temporal axis, per category on a categorical
  /// one): the median of the pairwise slopes (y_j − y_i)/(x_j − x_i), pairs with equal x skipped.
  public var slope: Double
  /// median(y_k − slope·x_k): the line's value at x position 0.
  public var intercept: Double
  /// Whether ``slope`` is the median of a seeded random sample of pairs rather than of all pairs
  /// (more than ``DescriptionPolicy/exactTheilSenLimit`` points).
  public var isSampled: Bool

  /// Creates a result from its parts.
  ///
  /// - Complexity: O(1).
  public init(slope: Double, intercept: Double, isSampled: Bool) {
    self.slope = slope
    self.intercept = intercept
    self.isSampled = isSampled
  }

  /// The line's value at an x position: `intercept + slope * x`.
  ///
  /// - Complexity: O(1).
  public func fitted(at x: Double) -> Double {
    intercept + slope * x
  }
}

extension Statistics {
  /// Fits the Theil–Sen line: the median of the pairwise slopes and the median intercept.
  ///
  ///     let line = Statistics.theilSen(x: [0, 1, 2, 3, 4, 5], y: [1, 3, 5, 7, 9, 100])
  ///     line?.slope   // 2.0, despite the 100
  ///
  /// **Exact** for up to `policy.exactTheilSenLimit` points (2,000 by default): all
  /// *n*(*n*−1)/2 slopes are computed and their median selected (quickselect), about 2·10⁶ slopes
  /// and 16 MB at the limit. Agrees with `scipy.stats.theilslopes(y, x, method: "joint")`.
  ///
  /// **Sampled** above it: the slope is the median of `policy.theilSenSamplePairs` (200,000 by
  /// default) pairs drawn uniformly with replacement, by a `SplitMix64` seeded with
  /// `policy.theilSenSeed`, among the pairs with distinct x (pairs with equal x are redrawn). The
  /// result is deterministic for a seed. Precision: the sample median of *m* slopes estimates the
  /// median of all slopes with a quantile standard error of 0.5/√*m*, so with probability ≈ 95 %
  /// it lies between the 0.5 ± 0.98/√*m* quantiles of all pairwise slopes — the 49.78 % and
  /// 50.22 % quantiles for *m* = 200,000. How far that is in slope units depends on how spread
  /// the pairwise slopes are around their median; for a noisy linear trend it is a small fraction
  /// of the slopes' interquartile range.
  ///
  /// The intercept is always exact given the slope: the median of y − slope·x, selected without
  /// storing the residuals (see ``median(_:)``).
  ///
  /// Edge cases: points whose x or y is not finite are skipped. A difference of two huge values
  /// that overflows (|y| near 1.8·10³⁰⁸ with opposite signs) is taken in halves, so slopes stay
  /// finite when they are representable. Mathematical properties: adding *c* to every y leaves the
  /// slope unchanged and adds *c* to the intercept; scaling y by *k* > 0 scales both by *k*;
  /// negating x negates the slope.
  ///
  /// - Parameters:
  ///   - x: Positions; `x.count == y.count`.
  ///   - y: Values; NaN is missing.
  ///   - policy: Supplies the exact limit, the sample size and the seed.
  /// - Returns: The line, or `nil` when the finite points have fewer than two distinct x
  ///   positions (or, when sampling, no pair with distinct x turned up in 4*m* + 1,000 draws,
  ///   which needs all but a vanishing share of the pairs to have equal x).
  /// - Complexity: O(*n*²) time and memory up to the exact limit; above it
  ///   O(*n* + *m*) expected time and O(*n* + *m*) memory.
  public static func theilSen(
    x: [Double], y: [Double], policy: DescriptionPolicy = .standard
  ) -> TheilSenResult? {
    x.withUnsafeBufferPointer { x in
      y.withUnsafeBufferPointer { y in theilSen(x: x, y: y, policy: policy) }
    }
  }

  /// Fits the Theil–Sen line to buffers; see the `[Double]` form.
  ///
  /// - Complexity: O(*n*²) up to the exact limit, O(*n* + *m*) expected above it.
  public static func theilSen(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>,
    policy: DescriptionPolicy = .standard
  ) -> TheilSenResult? {
    var columns = FiniteColumns(x: x, y: y)
    return columns.withBuffers { x, y in
      theilSenFinite(x: x, y: UnsafeBufferPointer(y), policy: policy)
    }
  }

  /// The Theil–Sen line of finite points.
  ///
  /// - Parameters:
  ///   - x, y: Finite columns of equal length.
  /// - Complexity: as the public form.
  static func theilSenFinite(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, policy: DescriptionPolicy
  ) -> TheilSenResult? {
    precondition(x.count == y.count, "Theil–Sen needs as many x values as y values.")
    let n = x.count
    guard n >= 2, hasTwoPositions(x) else { return nil }

    let isSampled = n > policy.exactTheilSenLimit
    var slopes = isSampled ? sampledSlopes(x: x, y: y, policy: policy) : allSlopes(x: x, y: y)
    guard !slopes.isEmpty else { return nil }
    let slope = slopes.withUnsafeMutableBufferPointer { medianReordering($0) }

    let intercept = median(ofFinite: Residuals(x: x, y: y, slope: slope))
    return TheilSenResult(slope: slope, intercept: intercept, isSampled: isSampled)
  }

  /// Whether the positions hold at least two distinct values.
  ///
  /// - Complexity: O(*n*), usually O(1): it stops at the first position unlike the first.
  private static func hasTwoPositions(_ x: UnsafeBufferPointer<Double>) -> Bool {
    guard let first = x.first else { return false }
    return x.contains { $0 != first }
  }

  /// Every pairwise slope of points with distinct x.
  ///
  /// - Complexity: O(*n*²) time and memory.
  private static func allSlopes(x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>)
    -> [Double]
  {
    let n = x.count
    var slopes = [Double]()
    slopes.reserveCapacity(n * (n - 1) / 2)
    for i in 0..<n {
      let xi = x[i]
      let yi = y[i]
      for j in (i + 1)..<n where x[j] != xi {
        slopes.append(pairSlope(yi, y[j], x[j] - xi))
      }
    }
    return slopes
  }

  /// The slopes of `policy.theilSenSamplePairs` seeded random pairs with distinct x.
  ///
  /// - Complexity: O(*m*) expected time and memory.
  private static func sampledSlopes(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, policy: DescriptionPolicy
  ) -> [Double] {
    let wanted = policy.theilSenSamplePairs
    precondition(wanted > 0, "The sampled Theil–Sen slope needs at least one pair.")
    let n = x.count
    var generator = SplitMix64(seed: policy.theilSenSeed)
    var slopes = [Double]()
    slopes.reserveCapacity(wanted)
    var drawsLeft = 4 * wanted + 1_000
    while slopes.count < wanted, drawsLeft > 0 {
      drawsLeft -= 1
      let i = generator.nextIndex(below: n)
      var j = generator.nextIndex(below: n - 1)
      if j >= i { j += 1 }
      let dx = x[j] - x[i]
      if dx != 0 { slopes.append(pairSlope(y[i], y[j], dx)) }
    }
    return slopes
  }

  /// (yj − yi)/dx, halving the operands when their difference overflows.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func pairSlope(_ yi: Double, _ yj: Double, _ dx: Double) -> Double {
    let dy = yj - yi
    return dy.isFinite ? dy / dx : (yj / 2 - yi / 2) / dx * 2
  }
}

/// The residuals y − slope·x of finite columns, computed when read.
private struct Residuals: FiniteValues {
  let x: UnsafeBufferPointer<Double>
  let y: UnsafeBufferPointer<Double>
  let slope: Double

  var count: Int { y.count }

  subscript(index: Int) -> Double {
    @inline(__always) get { y[index] - slope * x[index] }
  }
}
