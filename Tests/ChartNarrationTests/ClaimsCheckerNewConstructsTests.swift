import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// The narration's newer constructs, each read and checked against the data: a true sentence
/// passes, and a false variant of it is caught.
extension ClaimsCheckerTests {
  /// Two stacked parts over three month categories written "Jan", "Feb", "Mar": A 10, 20, 30 and
  /// B 5, 5, 5; the stack totals are 15, 25, 35.
  static let stacked = ChartDescriptor(
    title: "Stacked", kind: .bar,
    xAxis: Axis(title: "Month", type: .categorical, categories: ["Jan", "Feb", "Mar"]),
    yAxis: Axis(title: "Amount", type: .numeric),
    series: [
      DataSeries(name: "A", isContinuous: false, x: [0, 1, 2], y: [10, 20, 30]),
      DataSeries(name: "B", isContinuous: false, x: [0, 1, 2], y: [5, 5, 5]),
    ],
    stacking: .stacked)

  @Test func stackTotalsAreSumsOverTheSeries() {
    let right = Self.check(
      Self.stacked,
      readout: [
        "Axis 2 of 2, bottom to top: amount, stacked; the totals range from 15 to 35.",
        "Series 1 of 2: A, 3 months.", "1 of 3: January, 10",
        "Stack totals, 3 months.", "1 of 3: January, 15", "3 of 3: March, 35",
      ])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.unparsed.isEmpty, "\(right.unparsed)")
    // A total that is a point of a series, not the sum.
    #expect(
      Self.kinds(Self.check(Self.stacked, readout: ["Stack totals, 3 months.", "2 of 3: February, 22"])) == ["point"])
    #expect(Self.kinds(Self.check(Self.stacked, readout: ["Stack totals, 4 months."])) == ["count"])
    #expect(
      Self.kinds(
        Self.check(
          Self.stacked, readout: ["Axis 2 of 2, bottom to top: amount, stacked; the totals range from 15 to 32."])) == [
          "range"
        ])
    #expect(
      Self.kinds(Self.check(Self.stacked, readout: ["Axis 2 of 2, bottom to top: amount, stacked; every total is 15."]))
        == ["stayed"])
  }

  @Test func abbreviatedMonthCategoriesAreSaidInFull() {
    #expect(
      Self.check(Self.stacked, readout: ["Series 1 of 2: A, 3 months.", "2 of 3: February, 20"]).falseClaims.isEmpty)
    #expect(
      Self.kinds(Self.check(Self.stacked, readout: ["Series 1 of 2: A, 3 months.", "2 of 3: March, 20"])) == ["point"])
    #expect(
      Self.check(Self.stacked, summary: ["A is the largest part in January, February and March."]).falseClaims.isEmpty)
    #expect(Self.kinds(Self.check(Self.stacked, summary: ["B is the largest part in January."])) == ["leader"])
  }

  @Test func shareShiftsAreOfTheStackTotals() {
    // A: 10 of 15 (66.7%) at the first x, 30 of 35 (85.7%) at the last: rounded, each with
    // "about"; without it, each rounded figure is false.
    #expect(
      Self.check(Self.stacked, summary: ["The share of A rose about 19 points, from about 67% to about 86%."])
        .falseClaims.isEmpty)
    #expect(
      Self.kinds(Self.check(Self.stacked, summary: ["The share of A rose 19 points, from 67% to 86%."])) == [
        "unhedged-rounding", "unhedged-rounding", "share",
      ])
    #expect(
      Self.kinds(
        Self.check(Self.stacked, summary: ["The share of A fell about 19 points, from about 67% to about 86%."])) == [
          "direction"
        ])
    #expect(
      Self.kinds(
        Self.check(Self.stacked, summary: ["The share of A rose about 19 points, from about 60% to about 86%."])) == [
          "share"
        ])
  }

  @Test func aNameIsCapitalizedOnlyAtTheStartOfASentence() {
    let weather = ChartDescriptor(
      title: "Weather", kind: .bar, xAxis: Axis(title: "Month", type: .categorical, categories: ["Jan", "Feb"]),
      yAxis: Axis(title: "Days", type: .numeric),
      series: [
        DataSeries(name: "rain", isContinuous: false, x: [0, 1], y: [40, 20]),
        DataSeries(name: "sun", isContinuous: false, x: [0, 1], y: [20, 20]),
      ],
      stacking: .stacked)
    #expect(Self.check(weather, summary: ["Rain is the largest part overall, 60% of the total."]).falseClaims.isEmpty)
    #expect(
      Self.kinds(Self.check(weather, summary: ["Sun is the largest part overall, 40% of the total."])) == ["share"])
  }

  /// North 98, South 83, East 83, West 71: 335 in all.
  static let pie = ChartDescriptor(
    title: "Pie", kind: .pie,
    xAxis: Axis(title: "Region", type: .categorical, categories: ["North", "South", "East", "West"]),
    yAxis: Axis(title: "Sales", type: .numeric),
    series: [DataSeries(name: "Sales", isContinuous: false, x: [0, 1, 2, 3], y: [98, 83, 83, 71])])

  @Test func pieSharesNameTheirValueAndTheSum() {
    let right = Self.check(
      Self.pie, summary: ["North holds the largest share: 98 of 335, about 29%.", "The slices add up to 335."],
      readout: [
        "Series 1 of 1: Sales, 4 categories.", "1 of 4: North, 98, about 29% of 335",
        "4 of 4: West, 71, about 21% of 335",
      ])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.unparsed.isEmpty, "\(right.unparsed)")
    #expect(
      Self.kinds(Self.check(Self.pie, summary: ["South holds the largest share: 83 of 335, about 25%."])) == ["share"])
    #expect(
      Self.kinds(Self.check(Self.pie, summary: ["North holds the largest share: 98 of 340, about 29%."])) == ["share"])
    #expect(Self.kinds(Self.check(Self.pie, summary: ["North holds a majority: 98 of 335, about 29%."])) == ["share"])
    #expect(Self.kinds(Self.check(Self.pie, summary: ["The slices add up to 300."])) == ["share"])
    #expect(
      Self.kinds(
        Self.check(Self.pie, readout: ["Series 1 of 1: Sales, 4 categories.", "1 of 4: North, 98, 31% of 335"])) == [
          "share"
        ])
  }

  @Test func overtakingBetweenTwoSamplesIsASignChangeThere() {
    let months = (1...4).map { Self.month(2023, $0) }
    let chart = ChartDescriptor(
      title: "Two", kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "Subscribers", type: .numeric),
      series: [
        DataSeries(name: "B", isContinuous: true, x: months, y: [50, 52, 53, 54]),
        DataSeries(name: "C", isContinuous: true, x: months, y: [30, 45, 60, 70]),
      ])
    #expect(
      Self.check(chart, summary: ["C overtook B between February and March and stayed ahead."]).falseClaims.isEmpty)
    #expect(Self.kinds(Self.check(chart, summary: ["C overtook B between January and February."])) == ["crossing"])
    #expect(Self.kinds(Self.check(chart, summary: ["C overtook B between March and April."])) == ["crossing"])
    #expect(Self.kinds(Self.check(chart, summary: ["B overtook C between February and March."])) == ["crossing"])
    var back = chart
    back.series[1].setColumns(x: months, y: [30, 45, 60, 40])
    #expect(Self.check(back, summary: ["C overtook B between February and March."]).falseClaims.isEmpty)
    #expect(
      Self.kinds(Self.check(back, summary: ["C overtook B between February and March and stayed ahead."])) == [
        "crossing"
      ])
  }

  @Test func aSharedExtremeIsCountedWithItsFirstAndLastPlace() {
    var chart = Self.revenue
    chart.series[0].setColumns(x: chart.series[0].x, y: [41.2, 38.8, 43.8, 38.8, 46.3, 49.1])
    let right = Self.check(
      chart,
      summary: [
        "The lowest value was 38.8 (2 of 6 months, scattered from February to April), and the highest was 49.1 in June."
      ])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.unparsed.isEmpty)
    #expect(
      Self.kinds(
        Self.check(
          chart,
          summary: [
            "The lowest value was 38.8 (3 of 6 months, scattered from February to April), and the highest was 49.1 in June."
          ])) == ["tie"])
    #expect(
      Self.kinds(
        Self.check(
          chart,
          summary: [
            "The lowest value was 38.8 (2 of 6 months, scattered from January to April), and the highest was 49.1 in June."
          ])) == ["extreme"])
    // March, between the two, holds 43.8: without "scattered" the places read as a run.
    #expect(
      Self.kinds(
        Self.check(
          chart,
          summary: [
            "The lowest value was 38.8 (2 of 6 months, from February to April), and the highest was 49.1 in June."
          ])) == ["extreme"])
  }

  @Test func aPartialBucketNamedSoMustBePartial() {
    // Weeks of 1, 8, 15 and 22 January 2024; the data starts on the 3rd and ends on the 24th.
    let events = ChartDescriptor(
      title: "Runs", kind: .bar, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Distance", type: .numeric),
      series: [
        DataSeries(
          name: "Distance", isContinuous: false, x: [3, 9, 16, 24].map { Self.month(2024, 1, $0) }, y: [10, 20, 30, 5])
      ])
    let right = Self.check(
      events, bucket: .week,
      summary: [
        "The lowest value was 5 in the week of January 22 (partial week), and the highest was 30 in the week of January 15."
      ])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    let wrong = Self.check(
      events, bucket: .week,
      summary: [
        "The lowest value was 5 in the week of January 22 (partial week), and the highest was 30 in the week of January 15 (partial week)."
      ])
    #expect(Self.kinds(wrong) == ["extreme"])
  }

  /// Three ranges on categories: A from 1 to 3, B from 3 to 8, C from 8 to 10.
  static var gantt: ChartDescriptor {
    var chart = ChartDescriptor(
      title: "Gantt", kind: .bar, xAxis: Axis(title: "Task", type: .categorical, categories: ["A", "B", "C"]),
      yAxis: Axis(title: "Values", type: .numeric),
      series: [
        DataSeries(name: "start", isContinuous: false, x: [0, 1, 2], y: [1, 3, 8]),
        DataSeries(name: "end", isContinuous: false, x: [0, 1, 2], y: [3, 8, 10]),
      ])
    chart.intervals = [IntervalPair(name: "", start: 0, end: 1)]
    return chart
  }

  @Test func intervalsAreCheckedAgainstTheirEnds() {
    let right = Self.check(
      Self.gantt,
      summary: [
        "3 ranges, A from 1 to 3, B from 3 to 8 and C from 8 to 10.",
        "The widest range is B (5), the narrowest A and C (2).", "Together they run from 1 to 10.",
      ],
      readout: ["Series 1 of 1: values, 3 categories.", "1 of 3: A, from 1 to 3"])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.unparsed.isEmpty, "\(right.unparsed)")
    #expect(
      Self.kinds(Self.check(Self.gantt, summary: ["The ranges: A from 1 to 3, B from 3 to 9 and C from 8 to 10."])) == [
        "range"
      ])
    #expect(
      Self.kinds(Self.check(Self.gantt, summary: ["4 ranges, A from 1 to 3, B from 3 to 8 and C from 8 to 10."])) == [
        "count"
      ])
    #expect(
      Self.kinds(Self.check(Self.gantt, summary: ["The widest range is C (5), the narrowest A and C (2)."])) == [
        "range"
      ])
    #expect(Self.kinds(Self.check(Self.gantt, summary: ["The widest range is B (5), the narrowest A (2)."])) == ["tie"])
    #expect(
      Self.kinds(Self.check(Self.gantt, readout: ["Series 1 of 1: values, 3 categories.", "2 of 3: B, from 3 to 9"]))
        == ["range"])
    // An extent said from low to high whichever end comes first in the data.
    var reversed = Self.gantt
    reversed.series.swapAt(0, 1)
    #expect(
      Self.check(reversed, summary: ["The ranges: A from 1 to 3, B from 3 to 8 and C from 8 to 10."]).falseClaims
        .isEmpty)
    #expect(
      Self.kinds(Self.check(reversed, summary: ["The ranges: A from 1 to 4, B from 3 to 8 and C from 8 to 10."])) == [
        "range"
      ])
  }

  @Test func aSparklineChangeOfAPercentageIsInPoints() {
    let chart = ChartDescriptor(
      title: "Rate", kind: .sparkline, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "Rate", type: .numeric, unit: "%"),
      series: [
        DataSeries(name: "Rate", isContinuous: true, x: (1...3).map { Self.month(2024, $0) }, y: [9.2, 22.7, 16])
      ])
    let right = Self.check(
      chart, summary: ["up 6.8 percentage points, ending at 16%, within its range of 9.2% to 22.7%"])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.unparsed.isEmpty)
    #expect(
      Self.kinds(
        Self.check(chart, summary: ["up 5.8 percentage points, ending at 16%, within its range of 9.2% to 22.7%"])) == [
          "change"
        ])
    #expect(
      Self.kinds(
        Self.check(chart, summary: ["down 6.8 percentage points, ending at 16%, within its range of 9.2% to 22.7%"]))
        == ["direction"])
    #expect(
      Self.check(chart, summary: ["It started at 9.2% in January and ended at 16% in March, up 6.8 percentage points."])
        .falseClaims.isEmpty)
    #expect(
      Self.kinds(
        Self.check(
          chart, summary: ["It started at 9.2% in January and ended at 16% in March, up 7.8 percentage points."])) == [
          "change"
        ])
  }

  @Test func highestInAllSharedPositionsCountsWhereEverySeriesHasAValue() {
    // Only January has both series; in February only A, in March only B.
    let chart = ChartDescriptor(
      title: "Gaps", kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "Values", type: .numeric),
      series: [
        DataSeries(name: "A", isContinuous: true, x: [1, 2].map { Self.month(2024, $0) }, y: [10, 20]),
        DataSeries(name: "B", isContinuous: true, x: [1, 3].map { Self.month(2024, $0) }, y: [5, 7]),
      ])
    #expect(Self.check(chart, summary: ["A was highest in all 1 month."]).falseClaims.isEmpty)
    #expect(Self.kinds(Self.check(chart, summary: ["B was highest in all 1 month."])) == ["leader"])
    #expect(Self.kinds(Self.check(chart, summary: ["A was highest throughout."])) == ["leader"])
  }
}
