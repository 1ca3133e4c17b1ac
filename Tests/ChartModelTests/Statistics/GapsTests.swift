import ChartModel
import Testing

@Suite struct GapsTests {
  let day = 86_400.0

  @Test func weeklyDataWithTwoMissingWeeks() {
    let weeks = (0..<10).filter { $0 != 4 && $0 != 5 }.map { 1_704_067_200 + Double($0) * 7 * day }
    let result = Statistics.gaps(x: weeks, y: weeks.map { _ in 1 }, temporal: true)
    #expect(result.cadence == .week)
    #expect(result.gaps == [Gap(from: weeks[3] + 7 * day, to: weeks[4] - 7 * day, count: 2, kind: .missingPeriods)])
    #expect(result.missingPeriods == 2)
    #expect(result.periodGapCount == 1)
  }

  @Test func monthsFollowTheCalendar() {
    // Steps of 29 (a leap February), 31, 92 and 30 days: a monthly cadence with April and May empty.
    let months = [1, 2, 3, 6, 7].map { CivilDate(year: 2024, month: $0, day: 1).secondsSince1970 }
    let result = Statistics.gaps(x: months, y: [1, 2, 3, 4, 5], temporal: true)
    #expect(result.cadence == .month)
    #expect(result.gaps.first?.count == 2)
    #expect(result.gaps.first?.from == CivilDate(year: 2024, month: 4, day: 1).secondsSince1970)
    #expect(result.gaps.first?.to == CivilDate(year: 2024, month: 5, day: 1).secondsSince1970)
  }

  @Test func weekendsOfTradingDaysAreNotGaps() {
    // Weekdays of June 1 to July 31, 2009, without Friday July 3 (a holiday) and June 16 to 18.
    let start = CivilDate(year: 2009, month: 6, day: 1).secondsSince1970
    let x = (0..<61).map { start + Double($0) * day }.filter { position in
      let date = CivilDate(secondsSince1970: position)
      return date.weekday < 5 && !(date.month == 7 && date.day == 3)
        && !(date.month == 6 && (16...18).contains(date.day))
    }
    let result = Statistics.gaps(x: x, y: x.map { _ in 1 }, temporal: true)
    #expect(result.cadence == .day)
    #expect(result.weekdaysOnly)
    #expect(
      result.gaps == [
        Gap(from: start + 15 * day, to: start + 17 * day, count: 3, kind: .missingPeriods),
        Gap(from: start + 32 * day, to: start + 32 * day, count: 1, kind: .missingPeriods),
      ])
    #expect(result.missingPeriods == 4)
    // A stretch from a Thursday to a Tuesday counts its weekend: 6 days with no data.
    let thursdayToTuesday = x.filter { $0 < start + 3 * day || $0 > start + 8 * day }
    let wide = Statistics.gaps(x: thursdayToTuesday, y: thursdayToTuesday.map { _ in 1 }, temporal: true)
    #expect(wide.gaps.first == Gap(from: start + 3 * day, to: start + 8 * day, count: 6, kind: .missingPeriods))
  }

  @Test func aSeriesWithWeekendPointsKeepsItsWeekendGaps() {
    // Every day but the first weekend: that weekend is a gap of 2 days.
    let start = CivilDate(year: 2009, month: 6, day: 1).secondsSince1970
    let x = (0..<28).filter { $0 != 5 && $0 != 6 }.map { start + Double($0) * day }
    let result = Statistics.gaps(x: x, y: x.map { _ in 1 }, temporal: true)
    #expect(!result.weekdaysOnly)
    #expect(result.gaps == [Gap(from: start + 5 * day, to: start + 6 * day, count: 2, kind: .missingPeriods)])
  }

  @Test func missingValuesAreRunsOnAnyAxis() {
    let result = Statistics.gaps(x: [0, 1, 2, 3, 4, 5], y: [1, .nan, .nan, 4, 5, .nan], temporal: false)
    #expect(result.cadence == nil)
    #expect(
      result.gaps == [
        Gap(from: 1, to: 2, count: 2, kind: .missingValues), Gap(from: 5, to: 5, count: 1, kind: .missingValues),
      ])
  }

  @Test func irregularStepsHaveNoCadence() {
    #expect(Statistics.cadence(of: [0, 10, 13, 50, 51, 90]) == nil)
    #expect(Statistics.cadence(of: [5]) == nil)
    #expect(Statistics.cadence(of: [5, 5, 5]) == nil)
  }

  @Test func bucketsSumEventsAndEmitEmptyBucketsAsZero() throws {
    // Monday 2024-03-04 and Wednesday 2024-03-06, then Monday 2024-03-18: the week of March 11 is 0.
    let monday = CivilDate(year: 2024, month: 3, day: 4).secondsSince1970
    let chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "", type: .temporal, timeUnit: .hour),
      yAxis: Axis(title: "", type: .numeric),
      series: [
        DataSeries(
          name: "Runs", isContinuous: false, x: [monday + 3_600, monday + 2 * day, monday + 14 * day],
          y: [5, 7, 3])
      ])
    let weekly = try chart.bucketed(by: .week)
    #expect(weekly.series[0].x == [monday, monday + 7 * day, monday + 14 * day])
    #expect(weekly.series[0].y == [12, 0, 3])
    #expect(weekly.xAxis.timeUnit == .day)
    let numeric = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "", type: .numeric), yAxis: Axis(title: "", type: .numeric),
      series: [DataSeries(name: "A", isContinuous: false, x: [0], y: [1])])
    #expect(throws: ChartModelError.self) { try numeric.bucketed(by: .day) }
  }
}
