import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// The season detector's calibration (`analysis.md` §0, `docs/patterns.md` "Seasonality").
///
/// Null models without a season: white noise, a random walk, AR(1) φ = 0.7, a smooth monotone
/// curve and a step function (the pure seasonal model *has* a season, so it is a planted pattern
/// here), at 12, 50, 365 and 10,000 points of monthly, quarterly, daily and hourly data; the
/// false-claim rate must be ≤ 5% (12 monthly points, one cycle, must say nothing at all).
/// Planted: a sine on white noise of amplitude 2 noise SDs monthly over 6 years (72 points), 1.5
/// over 365 and 10,000 months; of 2.5 SDs hourly over 7 days (168 points), 2 over 15 days (365),
/// 1.5 over 10,000 hours; 1.5 for a
/// weekly cycle in a year of daily data and for quarters over 50 quarters;
/// and a spike of 4 noise SDs on the 25th of each month in a year of daily data — must be found,
/// with the right peak (within one month, weekday, day of the month or two hours; the very
/// quarter), in ≥ 90% of series.
@Suite struct SeasonCalibrationTests {
  struct NullCase: CustomTestStringConvertible, Sendable {
    var model: NullModel
    var length: Int
    var cadence: Cadence
    var testDescription: String { "\(model.rawValue), \(length) \(cadence.rawValue)" }
  }

  static let nullCases: [NullCase] = [Cadence.month, .quarter, .day, .hour].flatMap { cadence in
    NullModel.allCases.filter { $0 != .seasonal }.flatMap { model in
      NullModel.lengths.map { NullCase(model: model, length: $0, cadence: cadence) }
    }
  }

  /// ``CalibrationSize/series(length:)`` in the full calibration; in `make test` fewer (400 up to
  /// 50 points, 100 at 365, 6 at 10,000), because 80 null cases of calendar arithmetic in a debug
  /// build would take over a minute. The bound widens with the smaller count.
  static func seriesCount(_ length: Int) -> Int {
    let full = CalibrationSize.series(length: length)
    guard !CalibrationSize.isFull else { return full }
    return min(full, length <= 50 ? 400 : length <= 365 ? 100 : 6)
  }

  /// Dates 2001-01-01 (a Monday) onwards, one per period of `cadence`.
  static func dates(_ count: Int, cadence: Cadence) -> [Double] {
    let start = CivilDate(year: 2001, month: 1, day: 1).secondsSince1970
    switch cadence {
    case .month, .quarter:
      let step = cadence == .month ? 1 : 3
      return (0..<count).map { index in
        let months = index * step
        return CivilDate(year: 2001 + months / 12, month: months % 12 + 1, day: 1).secondsSince1970
      }
    case .hour: return (0..<count).map { start + 3_600 * Double($0) }
    default: return (0..<count).map { start + 86_400 * Double($0) }
    }
  }

  @Test(arguments: nullCases)
  func falseSeasonClaims(_ c: NullCase) {
    let x = Self.dates(c.length, cadence: c.cadence)
    let series = Self.seriesCount(c.length)
    let rate = CalibrationRate.measure(series: series, seed: 0x5EA5_0000 &+ UInt64(c.length)) { random in
      let y = c.model.series(count: c.length, using: &random)
      return Statistics.seasonality(x: x, y: y, cadence: c.cadence) != nil
    }
    CalibrationReport.record("season", c.testDescription, rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(c): \(rate)")
    if c.length == 12, c.cadence == .month { #expect(rate.claimed == 0, "12 months are one cycle: \(rate)") }
  }

  struct PlantedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var length: Int
    var cadence: Cadence
    var cycle: SeasonalCycle
    /// The planted seasonal component at a date (noise SD 1), and the phase it peaks at.
    var peak: Int
    var component: @Sendable (Double) -> Double
    var testDescription: String { "\(name), \(length) \(cadence.rawValue)" }
  }

  static let planted: [PlantedCase] = {
    func sine(_ cycle: SeasonalCycle, peak: Int, amplitude: Double = 1.5) -> @Sendable (Double) -> Double {
      { x in
        let phase = Double(cycle.phase(of: x) - peak)
        return amplitude * cos(2 * Double.pi * phase / Double(cycle.phaseCount))
      }
    }
    var cases: [PlantedCase] = []
    for (length, amplitude) in [(72, 2.0), (365, 1.5), (10_000, 1.5)] {
      cases.append(
        PlantedCase(
          name: "July peak, amplitude \(amplitude)", length: length, cadence: .month, cycle: .monthOfYear, peak: 7,
          component: sine(.monthOfYear, peak: 7, amplitude: amplitude)))
    }
    for (length, amplitude) in [(168, 2.5), (365, 2.0), (10_000, 1.5)] {
      cases.append(
        PlantedCase(
          name: "18:00 peak, amplitude \(amplitude)", length: length, cadence: .hour, cycle: .hourOfDay, peak: 18,
          component: sine(.hourOfDay, peak: 18, amplitude: amplitude)))
    }
    cases.append(
      PlantedCase(
        name: "Saturday peak, amplitude 1.5", length: 365, cadence: .day, cycle: .dayOfWeek, peak: 6,
        component: sine(.dayOfWeek, peak: 6)))
    cases.append(
      PlantedCase(
        name: "spike of 4 on the 25th", length: 365, cadence: .day, cycle: .dayOfMonth, peak: 25,
        component: { x in SeasonalCycle.dayOfMonth.phase(of: x) == 25 ? 4 : 0 }))
    cases.append(
      PlantedCase(
        name: "Q4 peak, amplitude 1.5", length: 50, cadence: .quarter, cycle: .quarterOfYear, peak: 4,
        component: sine(.quarterOfYear, peak: 4)))
    return cases
  }()

  @Test(arguments: planted)
  func plantedSeasonsAreFound(_ c: PlantedCase) {
    let x = Self.dates(c.length, cadence: c.cadence)
    let season = x.map(c.component)
    let series = Self.seriesCount(c.length)
    let rate = CalibrationRate.measure(series: series, seed: 0x5EA5_1000 &+ UInt64(c.length)) { random in
      let y = season.map { $0 + random.nextNormal() }
      guard let found = Statistics.seasonality(x: x, y: y, cadence: c.cadence), found.cycle == c.cycle,
        let peak = found.peak
      else { return false }
      let d = abs(peak - c.peak) % c.cycle.phaseCount
      return min(d, c.cycle.phaseCount - d) <= (c.cycle.phaseCount < 7 ? 0 : max(1, c.cycle.phaseCount / 12))
    }
    CalibrationReport.record("season", c.testDescription, rate, limit: 0.9, kind: .detections)
    let bound = 1 - CalibrationSize.bound(0.1, series: series)
    #expect(rate.fraction >= bound, "\(c): \(rate)")
  }
}
