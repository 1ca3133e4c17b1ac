// MARK: - Sign changes: where a series goes from below zero to above it

/// The runs of one sign in a series that changes sign a few times ("below zero until Q2 2022,
/// above zero from Q3 2022").
public struct SignRuns: Sendable, Equatable {
  /// One run of values of one sign.
  public struct Run: Sendable, Equatable {
    /// Whether the values of the run are above zero.
    public var isPositive: Bool
    /// The run's first and last points.
    public var first: DataPoint
    public var last: DataPoint
  }

  /// The runs in x order; two or more, each of the opposite sign to the one before.
  public var runs: [Run]
}

extension Statistics {
  /// The sign runs of a series whose values change sign at least once and at most
  /// ``DescriptionPolicy/maximumSignChanges`` times; `nil` otherwise.
  ///
  ///     Statistics.signRuns(x: [1, 2, 3, 4], y: [-2, -1, 3, 4])
  ///     // runs: below zero from 1 to 2, above zero from 3 to 4
  ///
  /// A factual statement, not an inference: no test is needed, only exactness. A series with a
  /// value of exactly 0 gives `nil` (a zero is neither side, and "below zero until" would not
  /// say where it was).
  ///
  /// - Parameters:
  ///   - x: Positions in ascending order.
  ///   - y: Values; NaN values are skipped.
  /// - Returns: The runs, or `nil`.
  /// - Complexity: O(*n*); a run's values are passed over in a tight loop, without building a
  ///   point each.
  public static func signRuns(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> SignRuns? {
    let count = Swift.min(x.count, y.count)
    return x.withUnsafeBufferPointer { x in
      y.withUnsafeBufferPointer { y -> SignRuns? in
        var runs: [SignRuns.Run] = []
        var index = 0
        while index < count {
          let value = y[index]
          guard value.isFinite else {
            index += 1
            continue
          }
          guard value != 0 else { return nil }
          let isPositive = value > 0
          if runs.last?.isPositive != isPositive {
            guard runs.count <= policy.maximumSignChanges else { return nil }
            let point = DataPoint(x: x[index], y: value)
            runs.append(SignRuns.Run(isPositive: isPositive, first: point, last: point))
          }
          let end = Self.endOfSignRun(y, from: index + 1, to: count, negative: !isPositive)
          runs[runs.count - 1].last = DataPoint(x: x[end - 1], y: y[end - 1])
          index = end
        }
        guard runs.count >= 2, runs.count <= policy.maximumSignChanges + 1 else { return nil }
        return SignRuns(runs: runs)
      }
    }
  }

  /// The first position from `start` on (before `end`) whose value is not finite, zero or of the
  /// other sign: with the sign bit flipped for a negative run, a finite nonzero value of the run's
  /// sign has a bit pattern in 1 ... 0x7FEF_FFFF_FFFF_FFFF (up to the largest finite `Double`).
  ///
  /// - Complexity: O(*n*) in the positions passed.
  @inline(__always)
  private static func endOfSignRun(
    _ y: UnsafeBufferPointer<Double>, from start: Int, to end: Int, negative: Bool
  ) -> Int {
    let sign: UInt64 = negative ? 0x8000_0000_0000_0000 : 0
    let largest = Double.greatestFiniteMagnitude.bitPattern
    var index = start
    while index < end, (y[index].bitPattern ^ sign) &- 1 < largest { index &+= 1 }
    return index
  }
}
