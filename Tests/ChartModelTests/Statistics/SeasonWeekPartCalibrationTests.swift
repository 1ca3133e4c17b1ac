import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The week-part claim's calibration (`docs/patterns.md`, "Weekdays against the weekend"):
/// "higher on weekdays than at weekends" (or the reverse) instead of one named day.
///
/// Null models without a week of two levels: the five without any season (white noise, random
/// walk, AR(1) φ = 0.7, smooth monotone curve, step function) as daily data at 12, 50, 365 and
/// 10,000 days, and three weekly seasons whose weekdays differ: a Wednesday peak of 3 noise SDs,
/// a Saturday-peak sine of amplitude 1.5, and a Saturday dip of 3 SDs with Sunday at the weekday
/// level, at 50, 365 and 10,000 days (12 days are under the season test's three weeks). A claim
/// of either week part is false; ≤ 5% of series. Planted: Saturday and Sunday both 2 noise SDs
/// below equal weekdays (2.5 at 50 days), and Saturday 3 and Sunday 1.5 below (steps.csv's
/// shape; 3.5 and 2 at 50 days), at 50, 365 and 10,000 days; found as "weekdays higher" in ≥ 90% of series.
@Suite struct SeasonWeekPartCalibrationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var length: Int
    /// The series, from the generator.
    var make: @Sendable (inout SplitMix64) -> [Double]
    var testDescription: String { "\(name), \(length) days" }
  }

  /// A weekly component by weekday (1 = Monday) on white noise of SD 1.
  static func weekly(_ length: Int, _ component: @escaping @Sendable (Int) -> Double)
    -> @Sendable (inout SplitMix64) -> [Double]
  {
    let phases = SeasonCalibrationTests.dates(length, cadence: .day).map { SeasonalCycle.dayOfWeek.phase(of: $0) }
    return { random in phases.map { component($0) + random.nextNormal() } }
  }

  static let nullCases: [Case] =
    NullModel.allCases.filter { $0 != .seasonal }.flatMap { model in
      NullModel.lengths.map { length in
        Case(name: model.rawValue, length: length) { random in model.series(count: length, using: &random) }
      }
    }
    + [50, 365, 10_000].flatMap { length -> [Case] in
      [
        Case(name: "Wednesday peak of 3", length: length, make: weekly(length) { $0 == 3 ? 3 : 0 }),
        Case(
          name: "Saturday-peak sine, amplitude 1.5", length: length,
          make: weekly(length) { 1.5 * cos(2 * Double.pi * Double($0 - 6) / 7) }),
        Case(name: "Saturday dip of 3 only", length: length, make: weekly(length) { $0 == 6 ? -3 : 0 }),
      ]
    }

  static let plantedCases: [Case] = [50, 365, 10_000].flatMap { length -> [Case] in
    let both = length <= 50 ? 2.5 : 2
    let (saturday, sunday) = length <= 50 ? (3.5, 2.0) : (3.0, 1.5)
    return [
      Case(name: "weekend \(both) lower", length: length, make: weekly(length) { $0 >= 6 ? -both : 0 }),
      Case(
        name: "Saturday \(saturday), Sunday \(sunday) lower", length: length,
        make: weekly(length) { $0 == 6 ? -saturday : $0 == 7 ? -sunday : 0 }),
    ]
  }

  static func weekPart(_ y: [Double]) -> WeekPart? {
    Statistics.seasonality(x: SeasonCalibrationTests.dates(y.count, cadence: .day), y: y, cadence: .day)?.weekPart
  }

  @Test(arguments: nullCases)
  func noWeekPartIsClaimedWithoutOne(_ c: Case) {
    let series = SeasonCalibrationTests.seriesCount(c.length)
    let rate = CalibrationRate.measure(series: series, seed: 0x3EE4_0000 &+ UInt64(c.length)) { random in
      Self.weekPart(c.make(&random)) != nil
    }
    CalibrationReport.record("week part", c.testDescription, rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(c): \(rate)")
  }

  @Test(arguments: plantedCases)
  func aLowerWeekendIsFound(_ c: Case) {
    let series = SeasonCalibrationTests.seriesCount(c.length)
    let rate = CalibrationRate.measure(series: series, seed: 0x3EE4_1000 &+ UInt64(c.length)) { random in
      Self.weekPart(c.make(&random)) == .weekdaysHigher
    }
    CalibrationReport.record("week part", c.testDescription, rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 1 - CalibrationSize.bound(0.1, series: series), "\(c): \(rate)")
  }
}
