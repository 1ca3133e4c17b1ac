// MARK: - Points on either side of a reference line

/// How many points lie above, below and on a reference line ("9 of 12 months were above the
/// target").
///
///     let line = ReferenceLine(axis: .y, value: 10, label: "Target")
///     let series = DataSeries(
///       name: "Sales", isContinuous: true, x: [0, 1, 2, 3], y: [8, 10, 12, .nan])
///     ReferenceLineStatistics(line, series: [series])   // above 1, below 1, on 1
///
/// Counts every finite point of every series. For a horizontal line (axis `.y`) a point's y value
/// is compared with the line's value; for a vertical line (axis `.x`) its x position is, so
/// "above" means to the right of the line and "below" to the left. "On" is exact equality: the
/// positions and values are the numbers the input gave, with no tolerance.
public struct ReferenceLineStatistics: Sendable, Equatable {
  /// The line counted against.
  public var line: ReferenceLine
  /// Points with a value (axis `.y`) or position (axis `.x`) greater than the line's.
  public var above: Int
  /// Points with a value or position less than the line's.
  public var below: Int
  /// Points exactly at the line's value or position.
  public var on: Int
  /// Where a series crossed a horizontal line, in x order (at most
  /// ``DescriptionPolicy/maximumListedItems``): the x of the first point on the new side, points
  /// exactly on the line skipped.
  public var crossings: [ReferenceCrossing] = []
  /// All crossings, however many are listed.
  public var crossingCount: Int = 0

  /// Creates a result from its parts.
  ///
  /// - Complexity: O(1).
  public init(line: ReferenceLine, above: Int, below: Int, on: Int) {
    self.line = line
    self.above = above
    self.below = below
    self.on = on
  }

  /// Counts the finite points of `series` on either side of `line`.
  ///
  /// - Parameters:
  ///   - line: The reference line; a non-finite value leaves every point uncounted (all zero).
  ///   - series: Any series; points with a missing (NaN) y are skipped.
  /// - Complexity: O(total points), O(1) memory.
  public init(_ line: ReferenceLine, series: [DataSeries], maximumListed: Int = 100) {
    let value = line.value
    var above = 0
    var below = 0
    var on = 0
    for series in series {
      series.x.withUnsafeBufferPointer { x in
        series.y.withUnsafeBufferPointer { y in
          let compared = line.axis == .y ? y : x
          // Branch-free: a missing y counts nowhere.
          for index in 0..<y.count {
            let present = y[index].isFinite
            let position = compared[index]
            above &+= present && position > value ? 1 : 0
            below &+= present && position < value ? 1 : 0
            on &+= present && position == value ? 1 : 0
          }
        }
      }
    }
    self.init(line: line, above: above, below: below, on: on)
    guard line.axis == .y else { return }
    var crossings: [ReferenceCrossing] = []
    var count = 0
    for (index, one) in series.enumerated() {
      var side = 0
      for (x, y) in zip(one.x, one.y) where y.isFinite && y != value {
        let now = y > value ? 1 : -1
        if side != 0, now != side {
          count += 1
          if crossings.count < maximumListed {
            crossings.append(ReferenceCrossing(x: x, series: index, upward: now > 0))
          }
        }
        side = now
      }
    }
    self.crossings = crossings.sorted { $0.x < $1.x }
    crossingCount = count
  }
}

/// Where a series crossed a reference line.
public struct ReferenceCrossing: Sendable, Equatable {
  /// The x position of the first point on the new side.
  public var x: Double
  /// The index of the series (into the chart's series).
  public var series: Int
  /// Whether it crossed from below to above.
  public var upward: Bool

  /// Creates a crossing.
  ///
  /// - Complexity: O(1).
  public init(x: Double, series: Int, upward: Bool) {
    self.x = x
    self.series = series
    self.upward = upward
  }
}
