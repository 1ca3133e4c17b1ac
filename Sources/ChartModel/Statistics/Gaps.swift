internal import ChartSupport
import Foundation

// MARK: - Gaps: missing values and missing periods

/// The regular step of a temporal series, found from its data (`analysis.md`; issue 3 "Gaps").
public enum Cadence: String, Sendable, Codable, CaseIterable {
  case second
  case minute
  case hour
  case day
  case week
  case month
  case quarter
  case year

  /// The nominal length in seconds (a month is 1/12 of a Gregorian year).
  public var approximateSeconds: Double {
    switch self {
    case .second: 1
    case .minute: 60
    case .hour: 3_600
    case .day: 86_400
    case .week: 604_800
    case .month: 2_629_746
    case .quarter: 7_889_238
    case .year: 31_556_952
    }
  }

  /// Calendar months per step, for the cadences that follow the calendar; `nil` for fixed lengths.
  var months: Int? {
    switch self {
    case .month: 1
    case .quarter: 3
    case .year: 12
    default: nil
    }
  }

  /// The cadence whose nominal length a median step matches: within 10 % for fixed lengths, and
  /// 28–31 days, 89–92 days or 365–366 days for months, quarters and years.
  ///
  /// - Complexity: O(1).
  public static func matching(step seconds: Double) -> Cadence? {
    let days = seconds / 86_400
    if (28...31).contains(days) { return .month }
    if (89...92).contains(days) { return .quarter }
    if (365...366).contains(days) { return .year }
    for cadence in [Cadence.second, .minute, .hour, .day, .week]
    where abs(seconds - cadence.approximateSeconds) <= 0.1 * cadence.approximateSeconds {
      return cadence
    }
    return nil
  }

  /// The position one step after `position` (calendar months for month, quarter and year).
  ///
  /// - Complexity: O(1).
  public func advance(_ position: Double, by steps: Int = 1) -> Double {
    guard let months else { return position + Double(steps) * approximateSeconds }
    let date = CivilDate(secondsSince1970: position)
    let total = date.year * 12 + (date.month - 1) + steps * months
    let year = total >= 0 ? total / 12 : (total - 11) / 12
    let month = total - year * 12 + 1
    let day = Swift.min(date.day, CivilDate.daysInMonth(year: year, month: month))
    var moved = date
    moved.year = year
    moved.month = month
    moved.day = day
    return moved.secondsSince1970
  }

  /// Whole steps from `a` to `b` (`b` after `a`), counted on the calendar for month-based
  /// cadences and rounded otherwise.
  ///
  /// - Complexity: O(1).
  func steps(from a: Double, to b: Double) -> Int {
    guard let months else { return Int(((b - a) / approximateSeconds).rounded()) }
    let from = CivilDate(secondsSince1970: a)
    let to = CivilDate(secondsSince1970: b)
    let difference = (to.year * 12 + to.month) - (from.year * 12 + from.month)
    return Int((Double(difference) / Double(months)).rounded())
  }
}

/// A stretch with no data.
public struct Gap: Sendable, Equatable {
  public enum Kind: String, Sendable, Codable {
    /// Points present with a missing (NaN) value.
    case missingValues
    /// Periods of the series' cadence with no point at all.
    case missingPeriods
  }

  /// The first x position with no data.
  public var from: Double
  /// The last x position with no data.
  public var to: Double
  /// The missing values, or the missing periods.
  public var count: Int
  public var kind: Kind

  /// Creates a gap.
  ///
  /// - Complexity: O(1).
  public init(from: Double, to: Double, count: Int, kind: Kind) {
    self.from = from
    self.to = to
    self.count = count
    self.kind = kind
  }
}

/// The gaps of a series.
public struct GapResult: Sendable, Equatable {
  /// The cadence of a temporal series, when its steps have one.
  public var cadence: Cadence?
  /// The gaps in x order, at most ``DescriptionPolicy/maximumListedItems``.
  public var gaps: [Gap]
  /// All gaps, however many are listed.
  public var gapCount: Int
  /// Periods with no point at all, over all gaps.
  public var missingPeriods: Int
  /// The gaps of kind ``Gap/Kind/missingPeriods``, however many are listed.
  public var periodGapCount: Int = 0
  /// Whether a daily series has points on weekdays only (a market's trading days): a weekend
  /// between two weekdays is then the calendar, not missing data, and gaps are counted from the
  /// first weekday without data to the last (see ``Statistics/isWeekdaysOnly(_:policy:)``).
  public var weekdaysOnly: Bool = false

  /// Creates a result.
  ///
  /// - Complexity: O(1).
  public init(cadence: Cadence?, gaps: [Gap], gapCount: Int, missingPeriods: Int) {
    self.cadence = cadence
    self.gaps = gaps
    self.gapCount = gapCount
    self.missingPeriods = missingPeriods
  }
}

extension Statistics {
  /// The cadence of temporal positions: the ``Cadence`` matching the median step between
  /// consecutive distinct positions.
  ///
  ///     Statistics.cadence(of: [0, 86_400, 172_800, 432_000])   // .day
  ///
  /// - Parameter x: Positions (seconds since 1970) in ascending order.
  /// - Returns: `nil` with fewer than 2 distinct positions or a median step that matches none.
  /// Above 100,000 steps, the median of a seeded sample of 100,001 of them.
  ///
  /// - Complexity: O(*n*) expected time.
  public static func cadence(of x: [Double]) -> Cadence? {
    x.withUnsafeBufferPointer { x in
      let steps = Steps(x: x)
      guard steps.count > 0 else { return nil }
      var positive = 0
      for index in 0..<steps.count where steps[index] > 0 { positive += 1 }
      guard positive > 0 else { return nil }
      // Steps of 0 (repeated dates) are not a cadence: take the median of the positive ones.
      if positive == steps.count, steps.count > 100_000 {
        // A long series: the median of a seeded sample of 100,001 steps (the cadence is a band
        // of ±10 % or more, far wider than the sample median's error).
        var generator = SplitMix64(seed: 0xCADE_4CE)
        var sample = (0...100_000).map { _ in steps[generator.nextIndex(below: steps.count)] }
        return sample.withUnsafeMutableBufferPointer { Cadence.matching(step: medianReordering($0)) }
      }
      if positive == steps.count { return Cadence.matching(step: median(ofFinite: steps)) }
      var values: [Double] = []
      values.reserveCapacity(positive)
      for index in 0..<steps.count where steps[index] > 0 { values.append(steps[index]) }
      return values.withUnsafeMutableBufferPointer { Cadence.matching(step: medianReordering($0)) }
    }
  }

  /// The gaps of a series: runs of missing values and, on a temporal axis with a cadence, the
  /// periods with no point at all ("no data for 2 weeks in March").
  ///
  /// A step between consecutive points longer than `policy.gapFactor` cadence periods leaves
  /// `steps − 1` periods empty, from one period after the earlier point to one period before the
  /// later one.
  ///
  /// - Parameters:
  ///   - x: Positions in ascending order.
  ///   - y: Values; NaN is missing.
  ///   - temporal: Whether x is seconds since 1970 (only then are periods counted).
  /// - Complexity: O(*n*) time; O(*n*) memory at most for the cadence.
  public static func gaps(
    x: [Double], y: [Double], temporal: Bool, policy: DescriptionPolicy = .standard
  ) -> GapResult {
    precondition(x.count == y.count, "Gaps need as many x values as y values.")
    let cadence = temporal ? Self.cadence(of: x) : nil
    let weekdaysOnly = cadence == .day && isWeekdaysOnly(x, policy: policy)
    // The common case of a long series: nothing missing and no calendar to check.
    if cadence == nil, !Statistics.containsNaN(y) {
      return GapResult(cadence: nil, gaps: [], gapCount: 0, missingPeriods: 0)
    }
    var gaps: [Gap] = []
    var total = 0
    var periods = 0
    var periodGaps = 0
    func add(_ gap: Gap) {
      total += 1
      if gaps.count < policy.maximumListedItems { gaps.append(gap) }
    }
    var runStart = -1
    // A step longer than this is a candidate gap; without a cadence none is (no step exceeds ∞).
    let longestStep = cadence.map { policy.gapFactor * $0.approximateSeconds } ?? .infinity
    x.withUnsafeBufferPointer { x in
      y.withUnsafeBufferPointer { y in
        for index in 0..<y.count {
          if y[index].isNaN {
            if runStart < 0 { runStart = index }
          } else if runStart >= 0 {
            add(Gap(from: x[runStart], to: x[index - 1], count: index - runStart, kind: .missingValues))
            runStart = -1
          }
          if index > 0, x[index] - x[index - 1] > longestStep, weekdaysOnly {
            if let gap = Self.missingWeekdays(after: x[index - 1], before: x[index]) {
              periods += gap.count
              periodGaps += 1
              add(gap)
            }
          } else if index > 0, x[index] - x[index - 1] > longestStep, let cadence {
            let missing = cadence.steps(from: x[index - 1], to: x[index]) - 1
            if missing > 0 {
              periods += missing
              periodGaps += 1
              add(
                Gap(
                  from: cadence.advance(x[index - 1]), to: cadence.advance(x[index], by: -1),
                  count: missing, kind: .missingPeriods))
            }
          }
        }
      }
    }
    if runStart >= 0 {
      add(Gap(from: x[runStart], to: x[y.count - 1], count: y.count - runStart, kind: .missingValues))
    }
    var result = GapResult(cadence: cadence, gaps: gaps, gapCount: total, missingPeriods: periods)
    result.periodGapCount = periodGaps
    result.weekdaysOnly = weekdaysOnly
    return result
  }

  /// Whether daily positions fall on weekdays only (Monday to Friday, UTC) and span at least
  /// `policy.minimumWeekendsForWeekdays` whole weekends, so that no weekend point is not chance:
  /// a daily series missing each day independently with probability 0.3 has no weekend point
  /// over 3 weekends with probability 0.3⁶ < 0.1 % (`WeekdayCalibrationTests`).
  ///
  /// - Parameter x: Positions (seconds since 1970) in ascending order.
  /// - Complexity: O(*n*).
  public static func isWeekdaysOnly(_ x: [Double], policy: DescriptionPolicy = .standard) -> Bool {
    guard let first = x.first, let last = x.last, last > first else { return false }
    // Whole weekends strictly inside the span: Saturdays whose Sunday ends before the last point.
    let firstDay = (first / 86_400).rounded(.down)
    let lastDay = (last / 86_400).rounded(.down)
    var weekends = 0
    var day = firstDay
    while day + 1 < lastDay, weekends < policy.minimumWeekendsForWeekdays {
      if CivilDate(secondsSince1970: day * 86_400).weekday == 5 { weekends += 1 }
      day += 1
    }
    guard weekends >= policy.minimumWeekendsForWeekdays else { return false }
    return x.allSatisfy { $0.isFinite && CivilDate(secondsSince1970: $0).weekday < 5 }
  }

  /// The weekdays with no point between two weekday points: from the first weekday after
  /// `before` to the last weekday before `after`, counted as calendar days (a weekend inside the
  /// stretch is part of it); `nil` when only a weekend lies between.
  ///
  /// - Complexity: O(1).
  static func missingWeekdays(after previous: Double, before next: Double) -> Gap? {
    let day = 86_400.0
    var from = previous + day
    while CivilDate(secondsSince1970: from).weekday >= 5 { from += day }
    var to = next - day
    while to >= from, CivilDate(secondsSince1970: to).weekday >= 5 { to -= day }
    guard to >= from else { return nil }
    let count = Int(((to - from) / day).rounded()) + 1
    return Gap(from: from, to: to, count: count, kind: .missingPeriods)
  }
}

/// The steps x[i+1] − x[i] of an ascending buffer, computed when read.
struct Steps: FiniteValues {
  let x: UnsafeBufferPointer<Double>

  var count: Int { Swift.max(0, x.count - 1) }

  subscript(index: Int) -> Double {
    @inline(__always) get { x[index + 1] - x[index] }
  }
}

// MARK: - The natural unit of a slope

/// The step a slope is stated per: a day, a week, a month, a category, one unit of x.
public struct SlopeUnit: Sendable, Equatable {
  /// `year`, `quarter`, `month`, `week`, `day`, `hour`, `minute`, `second`, `category` or `x`.
  public var name: String
  /// Positions per unit: seconds for time, 1 otherwise.
  public var scale: Double

  /// Creates a unit.
  ///
  /// - Complexity: O(1).
  public init(name: String, scale: Double) {
    self.name = name
    self.scale = scale
  }
}

extension Axis {
  /// The natural unit of a slope along this axis: the cadence when it is weekly or quarterly
  /// (data bucketed by week is "per week"), else the time unit; a category step; one unit of x.
  ///
  /// - Complexity: O(1).
  public func slopeUnit(cadence: Cadence?) -> SlopeUnit {
    switch type {
    case .temporal:
      if let cadence, cadence == .week || cadence == .quarter {
        return SlopeUnit(name: cadence.rawValue, scale: cadence.approximateSeconds)
      }
      let unit = timeUnit ?? .day
      return SlopeUnit(name: unit.rawValue, scale: unit.approximateSeconds)
    case .categorical:
      // Consecutive months are a slope per month; other periods per category step.
      if let time = timeCategories, time.isConsecutive {
        switch time.kind {
        case .month: return SlopeUnit(name: "month", scale: 1)
        case .weekday, .dayOfMonth, .dayOfYear: return SlopeUnit(name: "day", scale: 1)
        case .hourOfDay: return SlopeUnit(name: "hour", scale: 1)
        case .quarter: return SlopeUnit(name: "quarter", scale: 1)
        case .year, .fiscalYear: return SlopeUnit(name: "year", scale: 1)
        case .half: break
        }
      }
      return SlopeUnit(name: "category", scale: 1)
    case .numeric:
      return SlopeUnit(name: "x", scale: 1)
    }
  }
}
