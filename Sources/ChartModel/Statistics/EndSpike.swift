// MARK: - A first or last value far outside the rest

/// A first or last value far beyond all the others: a profit that rose by tens of thousands a
/// month, then reached 1.4 million in the last month.
public struct EndSpike: Sendable, Equatable {
  /// The end value: the series' last point, or its first when ``isLast`` is `false`.
  public var point: DataPoint
  /// The point next to it: the one before the last, or the one after the first.
  public var neighbour: DataPoint
  /// Whether the end is the last point (else the first).
  public var isLast: Bool
  /// Whether the end value lies above the rest (else below).
  public var isAbove: Bool
  /// The lowest of the other values.
  public var restMin: DataPoint
  /// The highest of the other values.
  public var restMax: DataPoint
  /// The other end of the rest: the first point when ``isLast``, else the last point.
  public var restEnd: DataPoint

  /// Creates an end spike.
  ///
  /// - Complexity: O(1).
  public init(
    point: DataPoint, neighbour: DataPoint, isLast: Bool, isAbove: Bool, restMin: DataPoint, restMax: DataPoint,
    restEnd: DataPoint
  ) {
    self.point = point
    self.neighbour = neighbour
    self.isLast = isLast
    self.isAbove = isAbove
    self.restMin = restMin
    self.restMax = restMax
    self.restEnd = restEnd
  }
}

extension Statistics {
  /// The last (else the first) value when it lies far outside all the others, or `nil`.
  ///
  ///     // -120, -80, -45, -10, 15, 42, 38, 61, 90, 120, 150, 1,400 (thousands):
  ///     Statistics.endSpike(x: months, y: profit)?.point   // (December, 1,400), isLast, isAbove
  ///
  /// Statistic, null and threshold (`analysis.md` §0):
  /// - The rest is the series without the end point. The end value lies beyond the rest's range
  ///   [min, max] by at least ``DescriptionPolicy/endSpikeRangeFactor`` times that range: the
  ///   step to it is larger than all the change of the rest together, so an average rate or a
  ///   first-to-last change of the whole series is mostly that one step.
  /// - The step from the neighbour to the end is at least ``DescriptionPolicy/endSpikeZ`` robust
  ///   SDs of the rest's steps (MAD/0.6745 about their median; mean absolute deviation × 1.2533
  ///   when the MAD is 0), so a trend's or a walk's ordinary step is none.
  /// - A rest whose values are all equal has no scale: no claim.
  /// - Null models (≤ 5 % claims at 6 to 500 points, `EndSpikeCalibrationTests`): white noise, a
  ///   random walk with and without drift, AR(1) φ = 0.7, a linear trend with noise, a smooth
  ///   monotone curve, a pure season, a step with two points or more on each side.
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; non-finite points are skipped.
  /// - Returns: The end spike (the last end when both ends qualify), or `nil` with fewer than
  ///   ``DescriptionPolicy/minimumPointsForEndSpike`` finite points or when a test fails.
  /// - Complexity: O(*n* log *n*) (the medians of the steps).
  public static func endSpike(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> EndSpike? {
    precondition(x.count == y.count, "An end spike needs as many x values as y values.")
    let finite = FinitePositions(x: x, y: y)
    let n = finite.count
    guard n >= Swift.max(policy.minimumPointsForEndSpike, 4) else { return nil }
    func point(_ index: Int) -> DataPoint { DataPoint(x: x[finite[index]], y: y[finite[index]]) }
    // The column itself when every point is finite (no copy).
    let values = n == y.count ? y : finite.indices.map { y[finite[$0]] }
    // The first lowest and highest of the values between the ends, in one pass; each end's rest
    // adds the other end to them.
    var interiorLow = 1
    var interiorHigh = 1
    values.withUnsafeBufferPointer { values in
      for index in 2..<(n - 1) {
        interiorLow = values[index] < values[interiorLow] ? index : interiorLow
        interiorHigh = values[index] > values[interiorHigh] ? index : interiorHigh
      }
    }
    for isLast in [true, false] {
      let end = isLast ? n - 1 : 0
      let restRange = isLast ? 0..<(n - 1) : 1..<n
      let rest = values[restRange]
      // The first such point of the rest: the first point wins ties, the last point does not.
      let lowIndex: Int
      let highIndex: Int
      if isLast {
        lowIndex = values[0] <= values[interiorLow] ? 0 : interiorLow
        highIndex = values[0] >= values[interiorHigh] ? 0 : interiorHigh
      } else {
        lowIndex = values[n - 1] < values[interiorLow] ? n - 1 : interiorLow
        highIndex = values[n - 1] > values[interiorHigh] ? n - 1 : interiorHigh
      }
      let (low, high) = (values[lowIndex], values[highIndex])
      let range = high - low
      let value = values[end]
      let beyond = Swift.max(value - high, low - value)
      guard range > 0, range.isFinite, beyond >= policy.endSpikeRangeFactor * range else { continue }
      let steps = zip(rest.dropFirst(), rest).map { $0 - $1 }
      guard let scale = robustScale(steps, fallbackScale: policy.meanAbsoluteDeviationScale) else { continue }
      let neighbour = isLast ? n - 2 : 1
      // In time order: the step into the last point, the step out of the first.
      let step = isLast ? value - values[neighbour] : values[neighbour] - value
      guard abs(scale.z(step)) >= policy.endSpikeZ else { continue }
      return EndSpike(
        point: point(end), neighbour: point(neighbour), isLast: isLast, isAbove: value > high,
        restMin: point(lowIndex), restMax: point(highIndex), restEnd: point(isLast ? 0 : n - 1))
    }
    return nil
  }
}
