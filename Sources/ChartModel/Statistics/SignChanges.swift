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
  /// - Complexity: O(*n*).
  public static func signRuns(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> SignRuns? {
    var runs: [SignRuns.Run] = []
    for (position, value) in zip(x, y) where value.isFinite {
      guard value != 0 else { return nil }
      let point = DataPoint(x: position, y: value)
      if let last = runs.last, last.isPositive == (value > 0) {
        runs[runs.count - 1].last = point
      } else {
        guard runs.count <= policy.maximumSignChanges else { return nil }
        runs.append(SignRuns.Run(isPositive: value > 0, first: point, last: point))
      }
    }
    guard runs.count >= 2, runs.count <= policy.maximumSignChanges + 1 else { return nil }
    return SignRuns(runs: runs)
  }
}
