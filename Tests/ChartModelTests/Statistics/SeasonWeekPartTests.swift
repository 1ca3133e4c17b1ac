import ChartModel
import Testing

/// ``Statistics/weekPart(means:counts:within:policy:)`` on weekday means (Monday first).
@Suite struct SeasonWeekPartTests {
  @Test func equalWeekdaysAboveBothWeekendDaysAreWeekdaysHigher() {
    let means = [1.0, 1.1, 0.9, 1.0, 1.05, -3, -1.5]
    #expect(Statistics.weekPart(means: means, counts: [10, 10, 10, 10, 10, 10, 10], within: 63) == .weekdaysHigher)
    #expect(
      Statistics.weekPart(means: means.map { -$0 }, counts: [10, 10, 10, 10, 10, 10, 10], within: 63) == .weekendsHigher
    )
  }

  @Test func differentWeekdaysOrOneWeekendDayAreNoWeekPart() {
    // Wednesday stands out: the weekdays are not one level.
    #expect(
      Statistics.weekPart(means: [0, 0, 3, 0, 0, -1, -1], counts: [10, 10, 10, 10, 10, 10, 10], within: 63) == nil)
    // Only Saturday is low; Sunday is at the weekday level.
    #expect(
      Statistics.weekPart(means: [0, 0.1, 0, -0.1, 0, -3, 0], counts: [10, 10, 10, 10, 10, 10, 10], within: 63) == nil)
    // No season at all, or no data for a day.
    #expect(
      Statistics.weekPart(means: [Double](repeating: 1, count: 7), counts: [10, 10, 10, 10, 10, 10, 10], within: 63)
        == nil)
    #expect(Statistics.weekPart(means: [1, 1, 1, 1, 1, 0, 0], counts: [10, 10, 10, 10, 10, 10, 0], within: 63) == nil)
  }
}
