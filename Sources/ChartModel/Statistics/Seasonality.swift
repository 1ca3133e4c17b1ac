import Foundation

// MARK: - Seasonality: a cycle that repeats with the calendar

/// The calendar cycle a season repeats with, and how a point's date maps to its phase.
public enum SeasonalCycle: String, Sendable, Codable, CaseIterable {
  /// Months of the year (monthly data): phases 1 … 12.
  case monthOfYear
  /// Quarters of the year (quarterly data): phases 1 … 4.
  case quarterOfYear
  /// Days of the week (daily data): phases 1 (Monday) … 7 (Sunday).
  case dayOfWeek
  /// Days of the month (daily data): phases 1 … 31.
  case dayOfMonth
  /// Hours of the day (hourly data): phases 0 … 23.
  case hourOfDay
  /// Days of the year by month and day (Vega-Lite's `monthdate`): phases 1 (January 1) … 366
  /// (December 31), counted in a leap year so that February 29 has its own phase. A category
  /// position only: no season is tested on it.
  case dayOfYear

  /// The cycles tested for data of a cadence: monthly 12, quarterly 4, daily 7 and day of the
  /// month, hourly 24 (`analysis.md` §4).
  public static func candidates(for cadence: Cadence) -> [SeasonalCycle] {
    switch cadence {
    case .month: [.monthOfYear]
    case .quarter: [.quarterOfYear]
    case .day: [.dayOfWeek, .dayOfMonth]
    case .hour: [.hourOfDay]
    default: []
    }
  }

  /// How many phases the cycle has.
  public var phaseCount: Int {
    switch self {
    case .monthOfYear: 12
    case .quarterOfYear: 4
    case .dayOfWeek: 7
    case .dayOfMonth: 31
    case .hourOfDay: 24
    case .dayOfYear: 366
    }
  }

  /// The smallest phase number (0 for hours, 1 otherwise).
  public var firstPhase: Int { self == .hourOfDay ? 0 : 1 }

  /// The phase of a month and day in ``dayOfYear``: its day in the leap year 2000 (1 … 366).
  ///
  /// - Complexity: O(1).
  public static func leapYearDay(month: Int, day: Int) -> Int {
    CivilDate.days(fromCivil: 2000, month, day) - CivilDate.days(fromCivil: 2000, 1, 1) + 1
  }

  /// The month and day of a ``dayOfYear`` phase (1 … 366), in the leap year 2000.
  ///
  /// - Complexity: O(1).
  public static func monthAndDay(ofLeapYearDay phase: Int) -> (month: Int, day: Int) {
    let civil = CivilDate.civil(fromDays: CivilDate.days(fromCivil: 2000, 1, 1) + phase - 1)
    return (civil.month, civil.day)
  }

  /// The points one cycle spans: the window of the moving average that removes the trend (30 days
  /// for a month of daily data).
  var window: Int { self == .dayOfMonth ? 30 : phaseCount }

  /// The phase of a date in seconds since 1970 UTC.
  ///
  /// - Complexity: O(1).
  public func phase(of seconds: Double) -> Int {
    let days = Int((seconds / 86_400).rounded(.down))
    switch self {
    case .hourOfDay:
      let hour = Int((seconds / 3_600).rounded(.down)) % 24
      return hour < 0 ? hour + 24 : hour
    case .dayOfWeek:
      // 1970-01-01 was a Thursday (phase 4).
      let weekday = (days + 3) % 7
      return (weekday < 0 ? weekday + 7 : weekday) + 1
    case .dayOfMonth:
      return CivilDate.civil(fromDays: days).day
    case .monthOfYear:
      return CivilDate.civil(fromDays: days).month
    case .quarterOfYear:
      return (CivilDate.civil(fromDays: days).month - 1) / 3 + 1
    case .dayOfYear:
      let civil = CivilDate.civil(fromDays: days)
      return Self.leapYearDay(month: civil.month, day: civil.day)
    }
  }
}

/// A season found in a series: the cycle, its highest and lowest phases and the test behind it.
public struct Seasonality: Sendable, Equatable {
  public var cycle: SeasonalCycle
  /// The phase with the highest mean detrended value ("July": 7), when the highest value of most
  /// cycles lies near it (else `nil`: a season of dips names only its low).
  public var peak: Int?
  /// The phase with the lowest mean detrended value, when the lowest value of most cycles lies
  /// near it.
  public var trough: Int?
  /// Seasonal strength 1 − Var(R)/Var(S + R) of the classical decomposition (Wang, Smith &
  /// Hyndman 2006).
  public var strength: Double
  /// The p-value of the one-way F-test of the detrended values by phase.
  public var pValue: Double
  /// Complete cycles in the data.
  public var cycles: Int
  /// The shares of complete cycles whose highest (lowest) detrended value lies near the phase of
  /// the highest (lowest) mean: within one phase, or a twelfth of the cycle.
  public var peakConsistency: Double
  public var troughConsistency: Double
  /// A weekly season whose Monday to Friday are one level: the part of the week that is higher
  /// (``Statistics/weekPart(means:counts:within:policy:)``); then no single day is named.
  public var weekPart: WeekPart? = nil
  /// The mean detrended value of each phase, from the first phase (0 for a phase without data):
  /// the seasonal fit that spikes are measured from (``Statistics/spikes(x:y:season:policy:)``).
  public var phaseMeans: [Double] = []
  /// A season of days of the month that is one day's spike: that day (1 … 28), whose mean stands
  /// apart from every other day's and which holds the month's highest value exactly in most
  /// months (``Statistics/daySpike(means:values:phases:policy:)``); then the sentence says "a
  /// spike on the 25th of each month", not "highest around day 25".
  public var spikeDay: Int? = nil
}

extension Statistics {
  /// Finds a calendar season in a temporal series, or `nil`.
  ///
  ///     // 48 months of 1.5·sin(2π(m − 4)/12) plus N(0, 1) noise:
  ///     Statistics.seasonality(x: months, y: values, cadence: .month)?.peak   // 7 (July)
  ///
  /// Each candidate cycle of the cadence (``SeasonalCycle/candidates(for:)``) is tested by
  /// ``seasonalTest(values:phases:cycle:policy:)``; the one with the strongest season among those
  /// that pass wins. The candidates share the significance level (Bonferroni).
  ///
  /// - Parameters:
  ///   - x: Dates in seconds since 1970 UTC, evenly spaced at `cadence`.
  ///   - y: The values; a series with a missing value is not tested (the moving average would
  ///     straddle the hole).
  ///   - cadence: The series' cadence; `nil` or one without candidates gives `nil`.
  /// - Returns: The season, or `nil` when none passes.
  /// - Complexity: O(*n*) time and memory per candidate cycle: no bounded downsample is needed.
  public static func seasonality(
    x: [Double], y: [Double], cadence: Cadence?, policy: DescriptionPolicy = .standard
  ) -> Seasonality? {
    guard let cadence, x.count == y.count, y.allSatisfy(\.isFinite), x.allSatisfy(\.isFinite) else { return nil }
    let candidates = SeasonalCycle.candidates(for: cadence)
    guard !candidates.isEmpty else { return nil }
    var shared = policy
    shared.seasonSignificance /= Double(candidates.count)
    var best: Seasonality?
    for cycle in candidates {
      let phases = x.map { cycle.phase(of: $0) }
      if let found = seasonalTest(values: y, phases: phases, cycle: cycle, policy: shared),
        found.strength > best?.strength ?? -1
      {
        best = found
      }
    }
    return best
  }

  /// The calibrated season test on consecutive values with known phases.
  ///
  /// Statistic, null and threshold (`docs/patterns.md`, "Seasonality"):
  /// 1. Detrend with a centred moving average over one cycle (a 2×*m* average for an even
  ///    window), as in the classical decomposition; half a cycle at each end has no residual.
  /// 2. One-way F-test of the residuals grouped by phase, F(*p* − 1, *N* − *p*), p-value by
  ///    Paulson's normal approximation. The null: residuals with no phase effect; values a cycle
  ///    apart are nearly independent for white noise, random walks and AR(1), which keeps the
  ///    test honest for them.
  /// 3. Claimed only when p < ``DescriptionPolicy/seasonSignificance``, the seasonal strength is
  ///    at least ``DescriptionPolicy/minimumSeasonalStrength``, the seasonal amplitude (range of
  ///    the phase means) is at least ``DescriptionPolicy/minimumSeasonalAmplitude`` of the y
  ///    range (a smooth curve's tiny curvature residual is no season), there are at least
  ///    ``DescriptionPolicy/minimumSeasonalCycles`` complete cycles of residuals (one more of
  ///    data), and in at least ``DescriptionPolicy/minimumSeasonalConsistency`` of the data's
  ///    cycles the highest (or the lowest) detrended value lies near the phase named: only the
  ///    consistent extremes are named.
  /// 4. A weekly season is also tested for one weekday level against the weekend
  ///    (``weekPart(means:counts:within:policy:)``).
  ///
  /// - Parameters:
  ///   - values: Consecutive finite values, one per period of the cadence.
  ///   - phases: Each value's phase (``SeasonalCycle/phase(of:)``).
  ///   - cycle: The cycle tested.
  /// - Returns: The season, or `nil` when the test does not pass.
  /// - Complexity: O(*n*).
  public static func seasonalTest(
    values: [Double], phases: [Int], cycle: SeasonalCycle, policy: DescriptionPolicy = .standard
  ) -> Seasonality? {
    let n = values.count
    let window = cycle.window
    let half = window / 2
    guard n == phases.count, n >= (policy.minimumSeasonalCycles + 1) * window,
      let low = values.min(), let high = values.max(), high > low
    else { return nil }
    let residuals = centredResiduals(values, window: window)
    let offset = half
    let p = cycle.phaseCount
    let first = cycle.firstPhase
    var sums = [Double](repeating: 0, count: p)
    var counts = [Int](repeating: 0, count: p)
    for (index, r) in residuals.enumerated() {
      let phase = phases[index + offset] - first
      guard (0..<p).contains(phase) else { return nil }
      sums[phase] += r
      counts[phase] += 1
    }
    let present = counts.indices.filter { counts[$0] > 0 }
    guard present.count >= 2, present.allSatisfy({ counts[$0] >= policy.minimumSeasonalCycles }) else { return nil }
    let means = present.map { sums[$0] / Double(counts[$0]) }
    let total = residuals.reduce(0, +) / Double(residuals.count)
    var between = 0.0
    for (k, phase) in present.enumerated() {
      between += Double(counts[phase]) * (means[k] - total) * (means[k] - total)
    }
    var meanOf = [Double](repeating: 0, count: p)
    for (k, phase) in present.enumerated() { meanOf[phase] = means[k] }
    var within = 0.0
    var overall = 0.0
    for (index, r) in residuals.enumerated() {
      let d = r - meanOf[phases[index + offset] - first]
      within += d * d
      overall += (r - total) * (r - total)
    }
    let df1 = Double(present.count - 1)
    let df2 = Double(residuals.count - present.count)
    guard df2 >= 1, overall > 0 else { return nil }
    let pValue = within == 0 ? 0 : fTestUpperTail(f: (between / df1) / (within / df2), df1: df1, df2: df2)
    let strength = max(0, 1 - within / overall)
    guard let peakIndex = means.indices.max(by: { means[$0] < means[$1] }),
      let troughIndex = means.indices.min(by: { means[$0] < means[$1] })
    else { return nil }
    let amplitude = means[peakIndex] - means[troughIndex]
    let peak = present[peakIndex]
    let trough = present[troughIndex]
    // Consistency over every cycle of the data: the trend at the ends held at the nearest full
    // window's average.
    let filled =
      [Double](repeating: 0, count: half).enumerated().map { index, _ in
        values[index] - (values[half] - residuals[0])
      } + residuals
      + (0..<(n - half - residuals.count)).map { k in
        values[half + residuals.count + k] - (values[half + residuals.count - 1] - residuals[residuals.count - 1])
      }
    let shifted = phases.map { $0 - first }
    let (cycles, peakShare) = cycleConsistency(filled, phases: shifted, phaseCount: p, phase: peak, highest: true)
    let (_, troughShare) = cycleConsistency(filled, phases: shifted, phaseCount: p, phase: trough, highest: false)
    let consistent = policy.minimumSeasonalConsistency
    guard pValue < policy.seasonSignificance, strength >= policy.minimumSeasonalStrength,
      amplitude >= policy.minimumSeasonalAmplitude * (high - low), cycles >= policy.minimumSeasonalCycles + 1,
      peakShare >= consistent || troughShare >= consistent
    else { return nil }
    return Seasonality(
      cycle: cycle, peak: peakShare >= consistent ? peak + first : nil,
      trough: troughShare >= consistent ? trough + first : nil, strength: strength, pValue: pValue, cycles: cycles,
      peakConsistency: peakShare, troughConsistency: troughShare,
      weekPart: cycle == .dayOfWeek && present.count == 7
        ? weekPart(means: meanOf, counts: counts, within: within, policy: policy) : nil,
      phaseMeans: meanOf,
      spikeDay: cycle == .dayOfMonth && peakShare >= consistent
        ? daySpike(means: meanOf, present: present, values: filled, phases: shifted, policy: policy) : nil)
  }

  /// `values` minus their centred moving average over `window` points (a 2×*m* average when the
  /// window is even), for the points where the whole window fits.
  ///
  /// - Complexity: O(*n*).
  static func centredResiduals(_ values: [Double], window: Int) -> [Double] {
    let half = window / 2
    var prefix = [Double](repeating: 0, count: values.count + 1)
    for (index, value) in values.enumerated() { prefix[index + 1] = prefix[index] + value }
    var result: [Double] = []
    result.reserveCapacity(max(0, values.count - 2 * half))
    for index in half..<(values.count - half) {
      let average: Double
      if window % 2 == 1 {
        average = (prefix[index + half + 1] - prefix[index - half]) / Double(window)
      } else {
        // Weights ½ at both ends, 1 inside: the average of two adjacent windows of `window`.
        let inner = prefix[index + half] - prefix[index - half + 1]
        average = (inner + 0.5 * (values[index - half] + values[index + half])) / Double(window)
      }
      result.append(values[index] - average)
    }
    return result
  }

  /// How many complete cycles `values` hold, and the share of them whose highest (or lowest)
  /// value lies near `phase`: within one phase, or within a twelfth of the cycle when that is
  /// more (two hours of a day); exactly at it for quarters (one phase either
  /// side of a quarter would be three quarters of the year); exactly at it when `exact`.
  ///
  /// - Complexity: O(*n*).
  static func cycleConsistency(
    _ values: [Double], phases: [Int], phaseCount: Int, phase: Int, highest: Bool, exact: Bool = false
  ) -> (cycles: Int, share: Double) {
    let reach = exact || phaseCount < 7 ? 0 : Swift.max(1, phaseCount / 12)
    func near(_ a: Int) -> Bool {
      let d = abs(a - phase) % phaseCount
      return Swift.min(d, phaseCount - d) <= reach
    }
    var complete = 0
    var hits = 0
    var start = 0
    // A cycle ends where the phase wraps round; it is complete when it runs from the first phase
    // to the last (to the 28th at least, for days of the month).
    let lastPhase = phaseCount == 31 ? 27 : phaseCount - 1
    for index in 0...phases.count {
      let wraps = index == phases.count || (index > start && phases[index] < phases[index - 1])
      guard wraps else { continue }
      if index > start, phases[start] == 0, phases[index - 1] >= lastPhase {
        let slice = start..<index
        let extreme = highest ? slice.max { values[$0] < values[$1] } : slice.min { values[$0] < values[$1] }
        if let extreme {
          complete += 1
          if near(phases[extreme]) { hits += 1 }
        }
      }
      start = index
    }
    guard complete > 0 else { return (0, 0) }
    return (complete, Double(hits) / Double(complete))
  }

  /// ``fTestUpperTail(f:df1:df2:)`` for tests.
  package static func fTestUpperTailForTesting(f: Double, df1: Double, df2: Double) -> Double {
    fTestUpperTail(f: f, df1: df1, df2: df2)
  }

  /// P(F ≥ `f`) for F(`df1`, `df2`), by Paulson's (1942) normal approximation of the cube root
  /// of F (accurate to about 0.01 in the tail for `df2` ≥ 3; Abramowitz & Stegun 26.6.15).
  ///
  /// - Complexity: O(1).
  static func fTestUpperTail(f: Double, df1: Double, df2: Double) -> Double {
    guard f > 0 else { return 1 }
    let a = 2 / (9 * df1)
    let b = 2 / (9 * df2)
    let cube = Foundation.pow(f, 1.0 / 3)
    let z = ((1 - b) * cube - (1 - a)) / (a + cube * cube * b).squareRoot()
    return 1 - normalCDF(z)
  }
}
