import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@Suite struct SeasonalityTests {
  static func months(_ count: Int) -> [Double] {
    (0..<count).map { CivilDate(year: 2010 + $0 / 12, month: $0 % 12 + 1, day: 1).secondsSince1970 }
  }

  @Test func phasesFollowTheCalendar() {
    let monday = CivilDate(year: 2001, month: 1, day: 1).secondsSince1970
    #expect(SeasonalCycle.dayOfWeek.phase(of: monday) == 1)
    #expect(SeasonalCycle.dayOfWeek.phase(of: monday + 5 * 86_400) == 6)
    #expect(SeasonalCycle.hourOfDay.phase(of: monday + 18 * 3_600 + 59) == 18)
    #expect(SeasonalCycle.monthOfYear.phase(of: CivilDate(year: 2020, month: 7, day: 31).secondsSince1970) == 7)
    #expect(SeasonalCycle.quarterOfYear.phase(of: CivilDate(year: 2020, month: 8, day: 1).secondsSince1970) == 3)
    #expect(SeasonalCycle.dayOfMonth.phase(of: CivilDate(year: 2020, month: 2, day: 25).secondsSince1970) == 25)
  }

  @Test func aSeasonOnATrendIsFoundWithItsPeakAndTrough() throws {
    var random = SplitMix64(seed: 9)
    let y = (0..<96).map { (i: Int) -> Double in
      let angle: Double = 2 * Double.pi * Double(i % 12 - 6) / 12
      return 3 * Double(i) + 20 * cos(angle) + random.nextNormal()
    }
    let season = try #require(Statistics.seasonality(x: Self.months(96), y: y, cadence: .month))
    #expect(season.cycle == .monthOfYear && season.peak == 7 && season.trough == 1)
    #expect(season.strength > 0.9 && season.pValue < 1e-6)
  }

  @Test func edgeCases() {
    let x = Self.months(36)
    #expect(Statistics.seasonality(x: x, y: [Double](repeating: 1, count: 36), cadence: .month) == nil, "constant")
    let sine = (0..<36).map { sin(2 * Double.pi * Double($0) / 12) }
    #expect(
      Statistics.seasonality(x: Array(x.prefix(24)), y: Array(sine.prefix(24)), cadence: .month) == nil, "two cycles")
    #expect(Statistics.seasonality(x: x, y: sine, cadence: .year) == nil, "no candidate")
    #expect(Statistics.seasonality(x: x, y: sine, cadence: nil) == nil)
    var gap = sine
    gap[5] = .nan
    #expect(Statistics.seasonality(x: x, y: gap, cadence: .month) == nil, "a missing value")
    #expect(Statistics.seasonality(x: x, y: sine, cadence: .month) != nil, "three cycles of a clean sine")
  }

  @Test func pValueApproximationIsCloseToTheFDistribution() {
    // F(11, 24) at 3.0: P = 0.011816 (scipy.stats.f.sf); Paulson gives 0.011888.
    #expect(abs(Statistics.fTestUpperTailForTesting(f: 3, df1: 11, df2: 24) - 0.011816) < 0.0005)
  }
}
