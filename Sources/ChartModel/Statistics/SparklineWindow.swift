// MARK: - Sparkline: a glance anchored to now

/// What a sparkline's glance needs beyond the series statistics: the window it covers, anchored
/// to *now*, how old its last point is, and where it ends within its range.
public struct SparklineWindow: Sendable, Equatable {
  /// The first point's x position.
  public var from: Double
  /// `policy.now` when given, else the last point's x position.
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
    from = statistics.first.x
    let range = statistics.max.y - statistics.min.y
    endPosition = range > 0 ? (statistics.last.y - statistics.min.y) / range : 0.5
    guard axis.type == .temporal, let now = policy.now else {
      to = statistics.last.x
      lastPointAge = nil
      isStale = false
      return
    }
    to = Swift.max(now, statistics.last.x)
    let age = Swift.max(0, now - statistics.last.x)
    lastPointAge = age
    let period =
      statistics.gaps.cadence?.approximateSeconds ?? (axis.timeUnit ?? .day).approximateSeconds
    isStale = age > policy.staleFactor * period
  }
}
