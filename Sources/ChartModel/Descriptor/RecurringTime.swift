/// A position in a calendar cycle that repeats: a month of any year, a day of any week, an hour
/// of any day.
///
///     RecurringTime(.monthOfYear, 3)   // March, of every year
///     RecurringTime(.dayOfWeek, 7)     // Sunday (ISO 8601: Monday is 1, Sunday 7)
///
/// A chart of months summed over several years (Vega-Lite's `"timeUnit": "month"`) has no dates
/// on its x axis: it has twelve categories, each a month of the year. The descriptor holds them as
/// these typed positions (``Axis/recurringTimes``, ``DataSeries/recurringTime``), never as names in
/// some language; the narration names them in the output language from the phrase files.
///
/// The phases are those of ``SeasonalCycle``: months 1 (January) … 12; quarters 1 … 4; weekdays
/// 1 (Monday) … 7 (Sunday), as ISO 8601 counts them (Vega's `day` counts 0 for Sunday … 6; the
/// Vega-Lite reader converts); days of the month 1 … 31; hours 0 … 23.
public struct RecurringTime: Sendable, Hashable, CustomStringConvertible {
  public var cycle: SeasonalCycle
  public var phase: Int

  /// A position, or `nil` when `phase` is outside the cycle (month 13, hour 24).
  ///
  /// - Complexity: O(1).
  public init?(_ cycle: SeasonalCycle, _ phase: Int) {
    guard cycle.phases.contains(phase) else { return nil }
    self.cycle = cycle
    self.phase = phase
  }

  /// The language-free label an importer gives such a category: the phase's number ("3" for
  /// March). What a reader sees and hears comes from the narration, not from this label.
  public var description: String { String(phase) }
}

extension SeasonalCycle {
  /// The phase numbers of the cycle: 1 … 12 for months, 0 … 23 for hours.
  public var phases: ClosedRange<Int> { firstPhase...(firstPhase + phaseCount - 1) }
}
