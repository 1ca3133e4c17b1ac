import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// The checker's readout groups, axis ranges over time or categories, sparkline ends, interval
/// pairs and percent changes: each true line passes and each false variant is caught.
extension ClaimsCheckerTests {
  /// A series of 201 points at x = 10, 10.05, …, 20 with y = x² / 100.
  static let long = ChartDescriptor(
    title: "", kind: .line, xAxis: Axis(title: "x", type: .numeric), yAxis: Axis(title: "y", type: .numeric),
    series: [
      DataSeries(
        name: "y", isContinuous: true, x: (0...200).map { 10 + Double($0) * 0.05 },
        y: (0...200).map { pow(10 + Double($0) * 0.05, 2) / 100 })
    ])

  @Test func groupLinesAreRangesOfTheirPoints() {
    // Points 1 to 10: x 10 to 10.45, y 1 to 1.092025.
    let series = "Series 1 of 1: y, 201 values, read in 20 groups."
    let right = Self.check(Self.long, readout: [series, "1 to 10 of 201: 10 to 10.45, between 1 and about 1.09203"])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.unparsed.isEmpty, "\(right.unparsed)")
    #expect(right.claims.filter { $0.kind == "group" }.count == 3)
    // A wrong bound, a wrong span, a wrong count.
    #expect(
      Self.kinds(Self.check(Self.long, readout: [series, "1 to 10 of 201: 10 to 10.45, between 1 and 1.2"])) == [
        "group"
      ])
    #expect(
      Self.kinds(Self.check(Self.long, readout: [series, "1 to 10 of 201: 10 to 10.9, between 1 and about 1.09203"]))
        == ["group"])
    #expect(
      Self.kinds(Self.check(Self.long, readout: [series, "1 to 10 of 200: 10 to 10.45, between 1 and about 1.09203"]))
        == ["group"])
  }

  @Test func groupLinesOverDatesAndWeeks() {
    let series = "Series 1 of 1: Revenue, 6 months, read in 3 groups."
    let right = Self.check(readout: [series, "3 to 4 of 6: March 2024 to April 2024, between 38.8 and 43.8"])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.unparsed.isEmpty, "\(right.unparsed)")
    #expect(
      Self.kinds(Self.check(readout: [series, "3 to 4 of 6: March 2024 to May 2024, between 38.8 and 43.8"])) == [
        "group"
      ])
    #expect(
      Self.kinds(Self.check(readout: [series, "3 to 4 of 6: March 2024 to April 2024, between 38.8 and 46.3"])) == [
        "group"
      ])
    #expect(Self.kinds(Self.check(readout: [series, "3 to 4 of 6: March 2024 to April 2024, no data"])) == ["group"])
  }

  @Test func scatterRangesOverTimeAreChecked() {
    let right = Self.check(summary: ["Month ranges from January 2024 to June 2024, and revenue from 38.8 to 49.1."])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.unparsed.isEmpty, "\(right.unparsed)")
    #expect(
      Self.kinds(Self.check(summary: ["Month ranges from February 2024 to June 2024, and revenue from 38.8 to 49.1."]))
        == ["range"])
    #expect(
      Self.kinds(Self.check(summary: ["Month ranges from January 2024 to June 2024, and revenue from 38.8 to 47."]))
        == ["range"])
  }

  /// Bars drawn as intervals from x to x2, several in one category ("10"): each pairs with the
  /// end at its own index, not the first end of its category.
  @Test func intervalsSharingACategoryPairByIndex() {
    var bins = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "count", type: .categorical, categories: ["10", "20"]),
      yAxis: Axis(title: "horsepower", type: .numeric),
      series: [
        DataSeries(name: "start", isContinuous: false, x: [0, 0, 1], y: [180, 220, 120]),
        DataSeries(name: "end", isContinuous: false, x: [0, 0, 1], y: [200, 240, 140]),
      ])
    bins.intervals = [IntervalPair(name: "", start: 0, end: 1)]
    let right = Self.check(bins, readout: ["1 of 3: 10, from 180 to 200", "2 of 3: 10, from 220 to 240"])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(Self.kinds(Self.check(bins, readout: ["2 of 3: 10, from 220 to 250"])) == ["range"])
    // A missing end keeps the positions of the intervals after it: "3 of 3" is still the third.
    var gap = bins
    gap.series[1] = DataSeries(name: "end", isContinuous: false, x: [0, 0, 1], y: [.nan, 240, 140])
    #expect(Self.check(gap, readout: ["3 of 3: 20, from 120 to 140"]).falseClaims.isEmpty)
    #expect(Self.kinds(Self.check(gap, readout: ["3 of 3: 20, from 120 to 150"])) == ["range"])
  }

  /// Grouped intervals are named "group, category"; the widest and narrowest lists split there.
  @Test func widestAndNarrowestGroupedIntervalsAreNamedWithTheirGroup() {
    var survey = ChartDescriptor(
      title: "", kind: .bar,
      xAxis: Axis(title: "question", type: .categorical, categories: ["Question 1", "Question 2"]),
      yAxis: Axis(title: "percentage", type: .numeric),
      series: [
        DataSeries(name: "Agree start", isContinuous: false, x: [0, 1], y: [0, 10]),
        DataSeries(name: "Agree end", isContinuous: false, x: [0, 1], y: [60, 10]),
        DataSeries(name: "Disagree start", isContinuous: false, x: [0, 1], y: [-20, 0]),
        DataSeries(name: "Disagree end", isContinuous: false, x: [0, 1], y: [0, 0]),
      ])
    survey.intervals = [
      IntervalPair(name: "Agree", start: 0, end: 1), IntervalPair(name: "Disagree", start: 2, end: 3),
    ]
    let right = Self.check(
      survey,
      summary: [
        "The widest range is Agree, Question 1 (60), the narrowest Agree, Question 2 and Disagree, Question 2 (0)."
      ])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    let elided = Self.check(
      survey, summary: ["The widest range is Agree, Question 1 (60), the narrowest Agree, Question 2 and 1 other (0)."])
    #expect(elided.falseClaims.isEmpty, "\(elided.falseClaims)")
    #expect(
      Self.kinds(
        Self.check(
          survey,
          summary: ["The widest range is Disagree, Question 1 (60), the narrowest Agree, Question 2 and 1 other (0)."]))
        == ["range"])
  }

  /// "up 19%" for a 19.17% rise is an unhedged rounding; "up about 19%" is true.
  @Test func anUnhedgedRoundedPercentChangeIsFalse() {
    let rise = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "Step", type: .numeric), yAxis: Axis(title: "Level", type: .numeric),
      series: [DataSeries(name: "Level", isContinuous: true, x: [1, 2, 3], y: [100, 110, 119.17])])
    let hedged = Self.check(rise, summary: ["It started at 100 at 1 and ended at 119.17 at 3, up about 19%."])
    #expect(hedged.falseClaims.isEmpty, "\(hedged.falseClaims)")
    let bare = Self.check(rise, summary: ["It started at 100 at 1 and ended at 119.17 at 3, up 19%."])
    #expect(Self.kinds(bare) == ["unhedged-rounding"], "\(bare.falseClaims)")
  }

  /// A list of hedged values at dates keeps each date's comma inside its item.
  @Test func outlierListsOfHedgedValuesAreRead() {
    let right = Self.check(summary: [
      "2 points lie far from the overall pattern: about 38.8 at April 2024, about 49.1 at June 2024."
    ])
    #expect(right.unparsed.isEmpty, "\(right.unparsed)")
    #expect(right.falseClaims.isEmpty && right.claims.count == 2, "\(right.claims)")
    let dated = Self.check(summary: [
      "2 points lie far from the overall pattern: about 38.8 at April 1, 2024 and 1 other."
    ])
    #expect(dated.unparsed.isEmpty, "\(dated.unparsed)")
    #expect(
      Self.kinds(
        Self.check(summary: [
          "2 points lie far from the overall pattern: about 41 at April 2024, about 49.1 at June 2024."
        ])) == ["outlier"])
  }
}
