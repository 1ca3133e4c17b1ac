// MARK: - Sparkline: a glance anchored to now

/// What a sparkline's glance needs beyond the series statistics: the window it covers, anchored
/// to *now*, how old its last point is, and where it ends within its range.
public struct SparklineWindow: Sendable, Equatable {
  /// The declared x range's start (`xAxis.range`) when the axis has one, else the first point's
  /// x position.
  public var from: Double
  /// The declared x range's end when the axis has one, else `policy.now` when given, else the
  /// last point's x position (never before the last point).
  public var to: Double
  /// `now − last.x` in seconds on a temporal axis when `now` is given; else `nil`.
  public var lastPointAge: Double?
  /// Whether the last point is older than ``DescriptionPolicy/staleFactor`` cadence periods (or,
  /// without a cadence, time units) before now.
  public var isStale: Bool
  /// Where the last value lies in the series' range: 0 at the low, 1 at the high.
  public var endPosition: Double

  /// Creates a window from its parts.
  ///
  /// - Complexity: O(1).
  public init(from: Double, to: Double, lastPointAge: Double?, isStale: Bool, endPosition: Double) {
    self.from = from
    self.to = to
    self.lastPointAge = lastPointAge
    self.isStale = isStale
    self.endPosition = endPosition
  }

  /// The window of a sparkline's series.
  ///
  /// - Parameters:
  ///   - statistics: The series' statistics (their cadence judges staleness).
  ///   - axis: The x axis; only a temporal axis has an age.
  /// - Complexity: O(1).
  public init(_ statistics: SeriesStatistics, axis: Axis, policy: DescriptionPolicy) {
    // A declared x range (a 91-day window anchored to now) is the window, not the points' span.
    let declared = axis.type == .categorical ? nil : axis.range
    from = Swift.min(declared?.lowerBound ?? statistics.first.x, statistics.first.x)
    let range = statistics.max.y - statistics.min.y
    endPosition = range > 0 ? (statistics.last.y - statistics.min.y) / range : 0.5
    guard axis.type == .temporal, let now = policy.now else {
      to = Swift.max(declared?.upperBound ?? statistics.last.x, statistics.last.x)
      lastPointAge = nil
      isStale = false
      return
    }
    to = Swift.max(declared?.upperBound ?? now, statistics.last.x)
    let age = Swift.max(0, now - statistics.last.x)
    lastPointAge = age
    let period =
      statistics.gaps.cadence?.approximateSeconds ?? (axis.timeUnit ?? .day).approximateSeconds
    isStale = age > policy.staleFactor * period
  }
}
