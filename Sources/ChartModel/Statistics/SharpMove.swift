import Foundation

// MARK: - A crash (or surge) over a few steps

/// A large fall (or rise) over a few consecutive points, far beyond the series' step noise: a
/// share price at $176.50 on January 29 and $96.55 four trading days later, then a slow
/// recovery to about $128.
public struct SharpMove: Sendable, Equatable {
  /// The point where the move starts.
  public var from: DataPoint
  /// The point where it ends.
  public var to: DataPoint
  /// The steps between them (2 up to ``DescriptionPolicy/sharpMoveMaximumSteps``).
  public var steps: Int
  /// A fall (a crash); `false` for a rise (a surge).
  public var isFall: Bool
  /// The last point, when the values after ``to`` never went beyond it (lower after a fall)
  /// and the last value came back at least ``DescriptionPolicy/sharpMoveRecovery`` of the
  /// move: "then recovered to about $128". `nil` otherwise, and when ``to`` is the last point.
  public var recovery: DataPoint?

  /// Creates a sharp move.
  ///
  /// - Complexity: O(1).
  public init(from: DataPoint, to: DataPoint, steps: Int, isFall: Bool, recovery: DataPoint?) {
    self.from = from
    self.to = to
    self.steps = steps
    self.isFall = isFall
    self.recovery = recovery
  }
}

extension Statistics {
  /// The sharpest fall or rise over 2 to *K* consecutive steps, when it is far beyond the step
  /// noise and a large part of the range; `nil` otherwise.
  ///
  ///     // 176.5, 151.8, 130.5, 112.3, 96.55, then a slow rise to 128.4 (64 trading days):
  ///     Statistics.sharpMove(x: days, y: prices)?.from   // (January 29, 176.5), 4 steps, a fall
  ///
  /// Statistic, null and threshold (`docs/patterns.md`, "A crash or a surge"):
  /// - The window of *k* steps (2 ≤ *k* ≤ *K*, *K* = ``DescriptionPolicy/sharpMoveStepShare`` of
  ///   the *n* points, at least 2 and at most ``DescriptionPolicy/sharpMoveMaximumSteps``) whose
  ///   move D = y_{i+k} − y_i has the largest z = |D − k·m| / (σ√*k*), where *m* is the median
  ///   of the first differences and σ their robust SD (MAD/0.6745; mean absolute deviation ×
  ///   1.2533 when the MAD is 0). Under a random walk D/√*k* has the steps' SD; under white
  ///   noise or AR(1) with φ > 0 less, so the test is conservative there.
  /// - z exceeds Φ⁻¹(1 − α/(2*n*(*K* − 1))) · (1 + *c*·*n*^−0.8) (Bonferroni over the windows,
  ///   α = ``DescriptionPolicy/sharpMoveFamilyLevel``, widened for small *n*, where the MAD of
  ///   few steps is uncertain, by *c* = ``DescriptionPolicy/sharpMoveSmallSampleFactor``).
  /// - |D| is at least ``DescriptionPolicy/minimumSharpMoveShare`` of the range (a reader sees
  ///   it at once), and no single step carries more than
  ///   ``DescriptionPolicy/sharpMoveLargestStepShare`` of it: a one-step move is a jump, a step
  ///   or a spike, which other detectors test.
  /// - Its mean step is at least ``DescriptionPolicy/sharpMoveNeighbourRatio`` times the median
  ///   step of the ``DescriptionPolicy/sharpMoveNeighbourSteps`` steps before it and of those
  ///   after it (in absolute value): a steady fall
  ///   (the side of a V, the steep middle of an S-curve) goes on at its pace around any window.
  /// - Null models (≤ 2 % claims at 30, 50, 365 and 10,000 points, `SharpMoveCalibrationTests`):
  ///   white noise, a random walk with and without drift, AR(1) φ = 0.7, a smooth monotone curve,
  ///   a pure season, a step, a linear trend with noise, a V (a straight fall and rise) with noise.
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; non-finite points are skipped.
  /// - Returns: The move, or `nil` with fewer than ``DescriptionPolicy/minimumPointsForSharpMove``
  ///   or more than ``DescriptionPolicy/maximumPointsForSharpMove`` finite points, or when a test
  ///   fails.
  /// - Complexity: O(*n* log *n*) (the medians of the differences), plus O(*n*·*K*) windows.
  public static func sharpMove(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> SharpMove? {
    precondition(x.count == y.count, "A sharp move needs as many x values as y values.")
    let finite = FinitePositions(x: x, y: y)
    let n = finite.count
    guard n >= Swift.max(policy.minimumPointsForSharpMove, 4), n <= policy.maximumPointsForSharpMove else {
      return nil
    }
    let values = n == y.count ? y : finite.indices.map { y[finite[$0]] }
    let limit = Swift.min(
      policy.sharpMoveMaximumSteps, Swift.max(2, Int(policy.sharpMoveStepShare * Double(n))))
    guard limit >= 2, let low = values.min(), let high = values.max(), high > low, (high - low).isFinite else {
      return nil
    }
    let steps = zip(values.dropFirst(), values).map { $0 - $1 }
    guard let scale = robustScale(steps, fallbackScale: policy.meanAbsoluteDeviationScale) else { return nil }
    var best: (z: Double, start: Int, length: Int) = (-1, 0, 0)
    for length in 2...limit {
      let root = Double(length).squareRoot()
      for start in 0..<(n - length) {
        let move = values[start + length] - values[start]
        let z = abs(move - Double(length) * scale.median) / (scale.spread * root)
        if z > best.z { best = (z, start, length) }
      }
    }
    let threshold =
      upperNormalQuantile(policy.sharpMoveFamilyLevel / (2 * Double(n) * Double(limit - 1)))
      * (1 + policy.sharpMoveSmallSampleFactor * pow(Double(n), -0.8))
    let (start, length) = (best.start, best.length)
    let end = start + length
    let move = values[end] - values[start]
    guard best.z >= threshold, abs(move) >= policy.minimumSharpMoveShare * (high - low),
      steps[start..<end].allSatisfy({ abs($0) <= policy.sharpMoveLargestStepShare * abs(move) })
    else { return nil }
    // Steeper than the values just before and after it: the median of up to
    // `sharpMoveNeighbourSteps` steps on each side, so that a steady fall (one side of a V, a
    // steep stretch of a curve) is no crash.
    let pace = abs(move) / Double(length)
    let near = policy.sharpMoveNeighbourSteps
    for side in [steps[Swift.max(0, start - near)..<start], steps[end..<Swift.min(steps.count, end + near)]]
    where !side.isEmpty {
      guard let around = median(Array(side)), pace >= policy.sharpMoveNeighbourRatio * abs(around) else { return nil }
    }
    func point(_ index: Int) -> DataPoint { DataPoint(x: x[finite[index]], y: y[finite[index]]) }
    let isFall = move < 0
    var recovery: DataPoint?
    if end < n - 1 {
      let after = values[(end + 1)...]
      let stays = after.allSatisfy { isFall ? $0 > values[end] : $0 < values[end] }
      let back = isFall ? values[n - 1] - values[end] : values[end] - values[n - 1]
      if stays, back >= policy.sharpMoveRecovery * abs(move) { recovery = point(n - 1) }
    }
    return SharpMove(from: point(start), to: point(end), steps: length, isFall: isFall, recovery: recovery)
  }
}
