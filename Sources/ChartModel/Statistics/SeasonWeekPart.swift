// MARK: - Weekdays against the weekend: a weekly season of two levels

/// Which part of the week a weekly season puts higher, when Monday to Friday are one level.
public enum WeekPart: String, Sendable, Codable {
  /// Monday to Friday above both Saturday and Sunday ("higher on weekdays than at weekends").
  case weekdaysHigher
  /// Saturday and Sunday both above Monday to Friday.
  case weekendsHigher
}

extension Statistics {
  /// Whether a weekly season is "weekdays against the weekend" rather than a peak on one day.
  ///
  ///     // Monday–Friday 9,000 ± 600, Saturday 2,900, Sunday 4,500 (steps.csv):
  ///     Statistics.seasonality(x: days, y: steps, cadence: .day)?.weekPart   // .weekdaysHigher
  ///
  /// **Statistic.** The detrended values of ``seasonalTest(values:phases:cycle:policy:)`` grouped
  /// by weekday. The nested F-test of the seven-mean model against the model in which Monday to
  /// Friday share one mean (Saturday and Sunday keep theirs): F = ((*W*₅ − *W*₇)/4) / (*W*₇/*df*),
  /// where *W*₇ is the within-phase sum of squares, *W*₅ adds the spread of the five weekday
  /// means about their pooled mean, and *df* = *N* − 7.
  ///
  /// **Null model and threshold.** The weekdays differ (a peak on Wednesday, a Saturday-peak
  /// sine, a dip on Saturday only): the split is claimed only when the test does *not* reject
  /// equal weekdays (p ≥ ``DescriptionPolicy/weekPartSignificance``), and both Saturday's and
  /// Sunday's means lie on the same side of the pooled weekday mean by at least
  /// ``DescriptionPolicy/minimumWeekPartShare`` of the season's range (the largest minus the
  /// smallest phase mean), and the five weekday means span at most
  /// ``DescriptionPolicy/maximumWeekdaySpread`` times the nearer weekend day's offset (the test
  /// has little power over seven weeks, where a Saturday-peak sine could pass it). `SeasonWeekPartCalibrationTests` measures ≤ 5% false claims on those
  /// seasons and on the null models without a season, and ≥ 90% detection of a weekend lower by
  /// 2 noise SDs (2.5 at 50 days).
  ///
  /// - Parameters:
  ///   - means: The seven mean detrended values, Monday first.
  ///   - counts: How many detrended values each mean rests on.
  ///   - within: *W*₇, the sum of squares of the values about their weekday's mean.
  ///   - policy: The significance level and the smallest weekend offset.
  /// - Returns: The part of the week that is higher, or `nil` when the weekdays differ or the
  ///   weekend days do not stand apart together.
  /// - Complexity: O(1) (seven means).
  public static func weekPart(
    means: [Double], counts: [Int], within: Double, policy: DescriptionPolicy = .standard
  ) -> WeekPart? {
    guard means.count == 7, counts.count == 7, counts.allSatisfy({ $0 > 0 }), within.isFinite else { return nil }
    let total = counts.reduce(0, +)
    let df = Double(total - 7)
    guard df >= 1, let high = means.max(), let low = means.min(), high > low else { return nil }
    let weekdays = 0..<5
    let weekdayCount = weekdays.map { counts[$0] }.reduce(0, +)
    let pooled = weekdays.map { Double(counts[$0]) * means[$0] }.reduce(0, +) / Double(weekdayCount)
    let extra = weekdays.map { Double(counts[$0]) * (means[$0] - pooled) * (means[$0] - pooled) }.reduce(0, +)
    let pValue =
      within == 0 ? (extra == 0 ? 1 : 0) : fTestUpperTail(f: (extra / 4) / (within / df), df1: 4, df2: df)
    guard pValue >= policy.weekPartSignificance else { return nil }
    let offsets = [means[5] - pooled, means[6] - pooled]
    let least = policy.minimumWeekPartShare * (high - low)
    // The weekdays span less than the nearer weekend day stands off them: one level.
    let spread = (weekdays.map { means[$0] }.max() ?? 0) - (weekdays.map { means[$0] }.min() ?? 0)
    guard spread <= policy.maximumWeekdaySpread * offsets.map(abs).min()! else { return nil }
    if offsets.allSatisfy({ $0 <= -least }) { return .weekdaysHigher }
    if offsets.allSatisfy({ $0 >= least }) { return .weekendsHigher }
    return nil
  }
}
