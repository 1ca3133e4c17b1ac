import ChartModel
import ChartVoiceTestSupport
import Testing

/// Stretches with no data, read back and checked against the x steps of the data.
extension ClaimsCheckerTests {
  /// Trading days of June 1 to July 31, 2009 (weekdays only), without Friday July 3 and June 16
  /// to 18: the weekends are the calendar; two stretches have no data, 4 days in all.
  static let tradingDays: ChartDescriptor = {
    let start = CivilDate(year: 2009, month: 6, day: 1).secondsSince1970
    let x = (0..<61).map { start + Double($0) * 86_400 }.filter { position in
      let date = CivilDate(secondsSince1970: position)
      return date.weekday < 5 && !(date.month == 7 && date.day == 3)
        && !(date.month == 6 && (16...18).contains(date.day))
    }
    return ChartDescriptor(
      title: "Price", kind: .line, xAxis: Axis(title: "Date", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Price", type: .numeric),
      series: [DataSeries(name: "Price", isContinuous: true, x: x, y: x.indices.map { 20 + Double($0 % 7) })])
  }()

  @Test func stretchesWithNoDataAreCheckedAgainstTheSteps() {
    let right = Self.check(
      Self.tradingDays, summary: ["There is no data for 3 days from June 16 to June 18 and 1 day on July 3."])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.claims.count == 2)
    #expect(
      Self.check(
        Self.tradingDays,
        summary: ["2 stretches have no data, 4 days in all; the first is 3 days from June 16 to June 18."]
      )
      .falseClaims.isEmpty)
    // A stretch with points in it, a wrong count, and a recount that disagrees.
    #expect(
      Self.kinds(Self.check(Self.tradingDays, summary: ["There is no data for 2 days from June 10 to June 11."])) == [
        "gap"
      ])
    #expect(
      Self.kinds(Self.check(Self.tradingDays, summary: ["There is no data for 2 days from June 16 to June 18."])) == [
        "gap"
      ])
    #expect(
      Self.kinds(
        Self.check(
          Self.tradingDays,
          summary: ["3 stretches have no data, 4 days in all; the first is 3 days from June 16 to June 18."]))
        == ["gap-count"])
  }

  @Test func aWeekendOfTradingDaysIsNoStretchWithoutData() {
    // June 6 and 7, 2009 are a Saturday and a Sunday: a market's weekend, not missing data.
    #expect(
      Self.kinds(Self.check(Self.tradingDays, summary: ["There is no data for 2 days from June 6 to June 7."])) == [
        "gap"
      ])
    #expect(
      Self.kinds(
        Self.check(
          Self.tradingDays,
          summary: ["10 stretches have no data, 20 days in all; the first is 2 days from June 6 to June 7."]))
        == ["gap-count", "gap"])
  }
}
