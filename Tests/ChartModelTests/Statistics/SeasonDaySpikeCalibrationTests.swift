import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// The day-of-the-month spike's calibration (`analysis.md` §0, `docs/patterns.md` "A spike on a
/// day of the month").
///
/// Null models without a spike on one day of the month, over days from 2001-01-01: the six null
/// models at 12, 50, 365 and 10,000 days, and a smooth monthly season (a sine over the days of
/// the month of 2 noise SDs, peaking on a random day 3 to 26) at 365 and 10,000 days; ≤ 5% of
/// series say "a spike on the *n*th of each month". Planted: 4 noise SDs on a random day 1 to 28
/// of each month, at 365 and 10,000 days; said, of that day, in ≥ 90%. (12 and 50 days hold no
/// three months: no monthly season is sought, so nothing is claimed or found there.)
@Suite struct SeasonDaySpikeCalibrationTests {
  private static func spikeDay(_ x: [Double], _ y: [Double]) -> Int? {
    Statistics.seasonality(x: x, y: y, cadence: .day)?.spikeDay
  }

  /// ``SeasonCalibrationTests/seriesCount(_:)``: calendar arithmetic at 10,000 days is slow in a
  /// debug build.
  private static func seriesCount(_ length: Int) -> Int { SeasonCalibrationTests.seriesCount(length) }

  @Test(arguments: NullModel.allCases, NullModel.lengths)
  func noDaySpikeInANullModel(model: NullModel, length: Int) {
    let x = SeasonCalibrationTests.dates(length, cadence: .day)
    let series = Self.seriesCount(length)
    let rate = CalibrationRate.measure(series: series, seed: 0xDA75_0000 &+ UInt64(length)) { random in
      Self.spikeDay(x, model.series(count: length, using: &random)) != nil
    }
    CalibrationReport.record("day spike", "\(model.rawValue), \(length) days", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(model) at \(length): \(rate)")
  }

  @Test(arguments: [365, 10_000])
  func aSmoothMonthlySeasonIsNoSpike(length: Int) {
    let x = SeasonCalibrationTests.dates(length, cadence: .day)
    let series = Self.seriesCount(length)
    let rate = CalibrationRate.measure(series: series, seed: 0xDA75_1000 &+ UInt64(length)) { random in
      let peak = 3 + random.nextIndex(below: 24)
      let y = x.map { date in
        let day = SeasonalCycle.dayOfMonth.phase(of: date)
        return 2 * cos(2 * Double.pi * Double(day - peak) / 30) + random.nextNormal()
      }
      return Self.spikeDay(x, y) != nil
    }
    CalibrationReport.record(
      "day spike", "smooth monthly season, \(length) days", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "at \(length): \(rate)")
  }

  @Test(arguments: [365, 10_000])
  func aPlantedDaySpikeIsSaid(length: Int) {
    let x = SeasonCalibrationTests.dates(length, cadence: .day)
    let series = Self.seriesCount(length)
    let rate = CalibrationRate.measure(series: series, seed: 0xDA75_2000 &+ UInt64(length)) { random in
      let day = 1 + random.nextIndex(below: 28)
      let y = x.map { (SeasonalCycle.dayOfMonth.phase(of: $0) == day ? 4 : 0) + random.nextNormal() }
      return Self.spikeDay(x, y) == day
    }
    CalibrationReport.record("day spike", "4 SD on one day, \(length) days", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9 - (CalibrationSize.bound(0.1, series: series) - 0.1), "at \(length): \(rate)")
  }
}
