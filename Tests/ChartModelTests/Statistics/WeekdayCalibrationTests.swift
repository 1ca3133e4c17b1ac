import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// Calibration of "points on weekdays only" (``Statistics/isWeekdaysOnly(_:policy:)``), which
/// stops a market's weekends being said as stretches with no data.
///
/// Null model without the pattern: a daily series of 12 to 365 days, each day missing
/// independently with probability 0.1 to 0.3 (data with random holes). Claiming "weekdays only"
/// there would hide its missing weekends, so the limit is ≤ 1 % at each rate.
///
/// Planted pattern: trading days, Monday to Friday, each weekday missing with probability 0.05
/// (holidays), over 4 to 52 weeks: detected ≥ 99 %. (Three weeks of trading days span only two
/// whole weekends: too few to tell from chance, so nothing is claimed there.)
@Suite struct WeekdayCalibrationTests {
  static let day = 86_400.0
  /// Monday, January 6, 2020, at midnight UTC.
  static let monday = CivilDate(year: 2020, month: 1, day: 6).secondsSince1970

  static func days(_ count: Int, start: Int, keep: (Int) -> Bool) -> [Double] {
    (0..<count).filter(keep).map { monday + Double(start + $0) * day }
  }

  @Test(arguments: [0.1, 0.2, 0.3])
  func dailySeriesWithRandomHolesAreNotWeekdaysOnly(_ missing: Double) {
    let rate = CalibrationRate.measure(series: 2_000, seed: 0x5EEC_0000 + UInt64(missing * 100)) { random in
      let count = 12 + random.nextIndex(below: 354)
      let x = Self.days(count, start: random.nextIndex(below: 7)) { _ in
        Double.random(in: 0..<1, using: &random) >= missing
      }
      return Statistics.cadence(of: x) == .day && Statistics.isWeekdaysOnly(x)
    }
    CalibrationReport.record(
      "weekdays only", "daily, \(Int(missing * 100)) % missing", rate, limit: 0.01, kind: .falseClaims)
    #expect(rate.fraction <= 0.01, "\(missing): \(rate)")
  }

  @Test func tradingDaysAreWeekdaysOnly() {
    let rate = CalibrationRate.measure(series: 2_000, seed: 0x5EED_0001) { random in
      let weeks = 4 + random.nextIndex(below: 49)
      let x = Self.days(7 * weeks, start: 0) { offset in
        offset % 7 < 5 && Double.random(in: 0..<1, using: &random) >= 0.05
      }
      return Statistics.isWeekdaysOnly(x)
    }
    CalibrationReport.record("weekdays only", "trading days, 4–52 weeks", rate, limit: 0.99, kind: .detections)
    #expect(rate.fraction >= 0.99, "\(rate)")
  }
}
