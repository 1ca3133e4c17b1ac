// MARK: - Bucketing raw events into calendar periods

/// The calendar period that raw events are summed into (`--bucket`).
public enum BucketUnit: String, Sendable, Hashable, CaseIterable, Codable {
  /// UTC days.
  case day
  /// ISO weeks, Monday to Sunday (UTC).
  case week
  /// Calendar months (UTC).
  case month

  /// The start of the bucket holding a position (seconds since 1970 UTC).
  ///
  /// - Complexity: O(1).
  public func start(of position: Double) -> Double {
    let days = (position / 86_400).rounded(.down)
    switch self {
    case .day:
      return days * 86_400
    case .week:
      // 1970-01-01 was a Thursday: Monday is 3 days earlier.
      let sinceMonday = (days + 3).truncatingRemainder(dividingBy: 7)
      return (days - (sinceMonday < 0 ? sinceMonday + 7 : sinceMonday)) * 86_400
    case .month:
      let date = CivilDate(secondsSince1970: position)
      return CivilDate(year: date.year, month: date.month, day: 1).secondsSince1970
    }
  }

  /// The starts of the first and last of `starts` when the days `firstDay...lastDay` (days since
  /// 1970) cover them only in part. A day is always whole.
  ///
  /// - Complexity: O(1).
  func partialStarts(_ starts: [Double], firstDay: Double, lastDay: Double) -> Set<Double> {
    guard self != .day, let first = starts.first, let last = starts.last else { return [] }
    var partial: Set<Double> = []
    if firstDay > first / 86_400 { partial.insert(first) }
    if lastDay < next(after: last) / 86_400 - 1 { partial.insert(last) }
    return partial
  }

  /// The start of the bucket after the one starting at `start`.
  ///
  /// - Complexity: O(1).
  public func next(after start: Double) -> Double {
    switch self {
    case .day: return start + 86_400
    case .week: return start + 7 * 86_400
    case .month:
      let date = CivilDate(secondsSince1970: start)
      return date.month == 12
        ? CivilDate(year: date.year + 1, month: 1, day: 1).secondsSince1970
        : CivilDate(year: date.year, month: date.month + 1, day: 1).secondsSince1970
    }
  }
}

extension ChartDescriptor {
  /// The day (since 1970, UTC) holding a position.
  static func day(of position: Double) -> Double { (position / 86_400).rounded(.down) }

  /// The chart with each series' raw events summed into calendar buckets, every bucket from the
  /// chart's first to its last emitted, **empty buckets as zero** (a week without training is a
  /// week of 0 km, not a week left out).
  ///
  ///     let weekly = try chart.bucketed(by: .week)   // one point a week, Mondays
  ///
  /// Missing values add nothing to their bucket. The x axis keeps its title; its time unit becomes
  /// `day` for days and weeks, `month` for months. ``bucketUnit`` records the unit and
  /// ``partialBuckets`` the first and last buckets the data covers only in part.
  ///
  /// - Parameter source: The input's name, for the error message.
  /// - Throws: ``ChartModelError/unsupported(_:feature:)`` when the x axis is not temporal.
  /// - Complexity: O(*n* + *b*) for *n* points and *b* buckets per series.
  public func bucketed(by unit: BucketUnit, source: String = "<chart>") throws(ChartModelError) -> ChartDescriptor {
    guard xAxis.type == .temporal else {
      throw ChartModelError.unsupported(
        InputLocation(source: source),
        feature: "buckets of a \(unit.rawValue) need dates on the x axis; this chart's x axis is \(xAxis.type.rawValue)"
      )
    }
    var low = Double.infinity
    var high = -Double.infinity
    for one in series {
      for position in one.x {
        low = Swift.min(low, position)
        high = Swift.max(high, position)
      }
    }
    guard low.isFinite else { return self }
    var starts: [Double] = []
    var start = unit.start(of: low)
    while start <= high {
      starts.append(start)
      start = unit.next(after: start)
    }
    var result = self
    result.series = series.map { one in
      var sums = [Double](repeating: 0, count: starts.count)
      for (position, value) in zip(one.x, one.y) where value.isFinite {
        let bucketStart = unit.start(of: position)
        // Binary search: buckets of months differ in length.
        var lowIndex = 0
        var highIndex = starts.count - 1
        while lowIndex < highIndex {
          let middle = (lowIndex + highIndex + 1) / 2
          if starts[middle] <= bucketStart { lowIndex = middle } else { highIndex = middle - 1 }
        }
        sums[lowIndex] += value
      }
      var bucketed = DataSeries(name: one.name, isContinuous: one.isContinuous, x: starts, y: sums)
      bucketed.isCumulative = one.isCumulative
      return bucketed
    }
    result.xAxis.timeUnit = unit == .month ? .month : .day
    result.bucketUnit = unit
    result.partialBuckets = unit.partialStarts(starts, firstDay: Self.day(of: low), lastDay: Self.day(of: high))
    return result
  }
}
