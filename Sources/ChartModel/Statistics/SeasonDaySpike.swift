// MARK: - A spike on one day of each month

extension Statistics {
  /// The day of a monthly season that is a spike (1 … 28), or `nil` when the season is a broad
  /// rise and fall over the month (or peaks on a day some months lack).
  ///
  ///     // A year of days, 4 noise SDs higher on the 25th of each month:
  ///     Statistics.seasonality(x: days, y: values, cadence: .day)?.spikeDay   // 25
  ///
  /// Statistic, null and threshold (`docs/patterns.md`, "A spike on a day of the month"), on a
  /// season of days of the month that the season test found (``seasonalTest(values:phases:cycle:policy:)``):
  /// - the highest phase mean stands apart: it exceeds every other day's mean by at least
  ///   ``DescriptionPolicy/daySpikeSeparation`` of its height above the median day's mean (a
  ///   broad season's neighbouring days are nearly as high);
  /// - the month's highest detrended value falls exactly on that day in at least
  ///   ``DescriptionPolicy/daySpikeConsistency`` of the complete months;
  /// - the day is at most 28, so that every month has it.
  /// - Null models (`SeasonDaySpikeCalibrationTests`, ≤ 5 %): a smooth monthly season (a sine over
  ///   the days of the month, 2 noise SDs) and the six null models over days, at 365 and 10,000
  ///   days (12 and 50 days hold no three months, so no season is sought).
  ///
  /// - Parameters:
  ///   - means: The mean detrended value of each phase, from day 1 (0 for a day without data).
  ///   - present: The phases (day − 1) with data.
  ///   - values: The detrended values, one per point.
  ///   - phases: Each point's day − 1.
  /// - Returns: The day, or `nil`.
  /// - Complexity: O(*n*).
  static func daySpike(
    means: [Double], present: [Int], values: [Double], phases: [Int], policy: DescriptionPolicy
  ) -> Int? {
    guard let peak = present.max(by: { means[$0] < means[$1] }), peak + 1 <= 28,
      let middle = median(present.map { means[$0] }),
      let runnerUp = present.filter({ $0 != peak }).map({ means[$0] }).max()
    else { return nil }
    let height = means[peak] - middle
    guard height > 0, means[peak] - runnerUp >= policy.daySpikeSeparation * height else { return nil }
    let (cycles, share) = cycleConsistency(
      values, phases: phases, phaseCount: SeasonalCycle.dayOfMonth.phaseCount, phase: peak, highest: true,
      exact: true)
    guard cycles > 0, share >= policy.daySpikeConsistency else { return nil }
    return peak + 1
  }
}
