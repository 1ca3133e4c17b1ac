import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// The claims checker itself: true sentences pass, each kind of false sentence is caught, and a
/// sentence it cannot read is reported as unparsed.
@Suite struct ClaimsCheckerTests {
  static func month(_ year: Int, _ month: Int, _ day: Int = 1) -> Double {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!.timeIntervalSince1970
  }

  /// Revenue, January to June 2024: 41.2, 39.5, 43.8, 38.8, 46.3, 49.1; target 45.
  static let revenue = ChartDescriptor(
    title: "Revenue", kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
    yAxis: Axis(title: "Revenue", type: .numeric),
    series: [
      DataSeries(
        name: "Revenue", isContinuous: true, x: (1...6).map { month(2024, $0) },
        y: [41.2, 39.5, 43.8, 38.8, 46.3, 49.1])
    ],
    referenceLines: [ReferenceLine(axis: .y, value: 45, label: "Target")])

  static func check(
    _ chart: ChartDescriptor = revenue, bucket: BucketUnit? = nil, summary: [String] = [], readout: [String] = []
  )
    -> ClaimsReport
  {
    ClaimsChecker(truth: ClaimsTruth(chart: chart, bucket: bucket)).check(alt: "", summary: summary, readout: readout)
  }

  static func kinds(_ report: ClaimsReport) -> [String] { report.falseClaims.map(\.kind) }

  /// r is stated to two decimals: "r = 1" of points whose r is 0.77 is false (an integer's
  /// rounding would let anything from 0.5 pass), and the true two decimals pass.
  @Test func aCorrelationIsCheckedToTwoDecimals() {
    let x: [Double] = [1, 2, 3, 4, 5, 6, 7, 8]
    let y: [Double] = [2, 1, 4, 3, 3, 7, 4, 6]
    let chart = ChartDescriptor(
      title: "Pairs", kind: .scatter, xAxis: Axis(title: "x", type: .numeric), yAxis: Axis(title: "y", type: .numeric),
      series: [DataSeries(name: "y", isContinuous: false, x: x, y: y)])
    let (mx, my) = (x.reduce(0, +) / 8, y.reduce(0, +) / 8)
    let sxy = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
    let r = sxy / (x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) } * y.reduce(0) { $0 + ($1 - my) * ($1 - my) }).squareRoot()
    let written = String(format: "%.2f", r)
    let right = Self.check(chart, summary: ["There is a strong positive relationship (r = \(written))."])
    #expect(right.claims.contains { $0.kind == "correlation" && $0.isTrue }, "\(right.claims) r = \(r)")
    let wrong = Self.check(chart, summary: ["There is a very strong positive relationship (r = 1)."])
    #expect(wrong.falseClaims.contains { $0.reason.hasPrefix("correlation: r is") }, "\(wrong.claims)")
  }

  @Test func trueExtremesPass() {
    let report = Self.check(summary: ["The lowest value was 38.8 in April, and the highest was 49.1 in June."])
    #expect(report.claims.count == 4)
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    #expect(report.unparsed.isEmpty)
  }

  @Test func aWrongExtremeValueOrPlaceIsFalse() {
    let value = Self.check(summary: ["The lowest value was 39.5 in April, and the highest was 49.1 in June."])
    #expect(Self.kinds(value) == ["extreme"])
    let place = Self.check(summary: ["The lowest value was 38.8 in February, and the highest was 49.1 in June."])
    #expect(Self.kinds(place) == ["extreme"])
  }

  @Test func roundingNeedsAHedge() {
    // "about 39" is within rounding of 38.8; "39" without "about" is not the data value.
    let hedged = Self.check(summary: ["The lowest value was about 39 in April, and the highest was about 49 in June."])
    #expect(hedged.falseClaims.isEmpty, "\(hedged.falseClaims)")
    let bare = Self.check(summary: ["The lowest value was 39 in April, and the highest was 49 in June."])
    #expect(Self.kinds(bare) == ["unhedged-rounding", "unhedged-rounding"])
    // A hedge does not cover a value outside its rounding.
    let far = Self.check(summary: ["The lowest value was about 37 in April, and the highest was 49.1 in June."])
    #expect(Self.kinds(far) == ["extreme"])
  }

  @Test func directionWordsAgreeWithTheData() {
    let right = Self.check(readout: [
      "Series 1 of 1: Revenue, 6 months.", "Segment 1 of 4: fell from 41.2 in January to 39.5 in February.",
    ])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    let wrong = Self.check(readout: [
      "Series 1 of 1: Revenue, 6 months.", "Segment 1 of 4: rose from 41.2 in January to 39.5 in February.",
    ])
    #expect(Self.kinds(wrong) == ["direction"])
  }

  @Test func percentChangesAreComputedFromTheData() {
    // (49.1 − 41.2) / 41.2 = 19.17%: rounded, so hedged.
    let right = Self.check(summary: ["It started at 41.2 in January and ended at 49.1 in June, up about 19%."])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    let wrong = Self.check(summary: ["It started at 41.2 in January and ended at 49.1 in June, up 16%."])
    #expect(Self.kinds(wrong) == ["percent-change"])
    let direction = Self.check(summary: ["It started at 41.2 in January and ended at 49.1 in June, down about 19%."])
    #expect(Self.kinds(direction) == ["direction"])
  }

  @Test func referenceCountsAndListsAreCounted() {
    let right = Self.check(summary: ["Revenue was above the target of 45 in 2 of 6 months: May and June."])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    let count = Self.check(summary: ["Revenue was above the target of 45 in 3 of 6 months."])
    #expect(Self.kinds(count) == ["reference"])
    let crossing = Self.check(summary: ["It crossed the target once, in March."])
    #expect(Self.kinds(crossing) == ["crossing"])
    #expect(Self.check(summary: ["It crossed the target once, in May."]).falseClaims.isEmpty)
  }

  @Test func readoutPointsMustBeTheDataPoints() {
    let right = Self.check(readout: ["Series 1 of 1: Revenue, 6 months.", "2 of 6: February, 39.5"])
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    let value = Self.check(readout: ["Series 1 of 1: Revenue, 6 months.", "2 of 6: February, 39"])
    #expect(Self.kinds(value) == ["unhedged-rounding"])
    let place = Self.check(readout: ["Series 1 of 1: Revenue, 6 months.", "2 of 6: March, 39.5"])
    #expect(Self.kinds(place) == ["point"])
  }

  /// An extreme several series hold, each at its own place: every holder is checked at its places.
  @Test func anExtremeHeldBySeveralSeriesIsCheckedPerSeries() {
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "year", type: .numeric), yAxis: Axis(title: "deaths", type: .numeric),
      series: [
        DataSeries(name: "Volcanic activity", isContinuous: true, x: [1989, 1992], y: [5, 1]),
        DataSeries(name: "Wildfire", isContinuous: true, x: [1989, 1992], y: [1, 7]),
      ])
    func check(_ alt: String) -> ClaimsReport {
      ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(alt: alt, summary: [], readout: [])
    }
    let right = check(
      "Line chart of deaths from 1989 to 1992; highest 7 (Wildfire, in 1992), lowest 1 (Volcanic activity, in 1992 and Wildfire, in 1989)."
    )
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    #expect(right.unparsed.isEmpty, "\(right.unparsed)")
    let wrong = check(
      "Line chart of deaths from 1989 to 1992; highest 7 (Wildfire, in 1992), lowest 1 (Volcanic activity, in 1989 and Wildfire, in 1989)."
    )
    #expect(Self.kinds(wrong) == ["extreme"], "\(wrong.falseClaims)")
  }

  @Test func aTieNamedOnceIsFalse() {
    var chart = Self.revenue
    chart.series[0].setColumns(x: chart.series[0].x, y: [41.2, 38.8, 43.8, 38.8, 46.3, 49.1])
    let report = Self.check(chart, summary: ["The lowest value was 38.8 in April, and the highest was 49.1 in June."])
    #expect(Self.kinds(report) == ["tie"])
    let both = Self.check(
      chart, summary: ["The lowest value was 38.8 in February and April, and the highest was 49.1 in June."])
    #expect(both.falseClaims.isEmpty, "\(both.falseClaims)")
  }

  @Test func bucketsAreSumsOfTheRawEvents() {
    // Three expenses on one January day and one in February: January is 60, not their mean 20.
    let events = ChartDescriptor(
      title: "Expenses", kind: .bar, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Expenses", type: .numeric),
      series: [
        DataSeries(
          name: "Expenses", isContinuous: false,
          x: [Self.month(2024, 1, 5), Self.month(2024, 1, 5), Self.month(2024, 1, 5), Self.month(2024, 2, 9)],
          y: [10, 20, 30, 45])
      ])
    let sum = Self.check(
      events, bucket: .month, summary: ["The lowest value was 45 in February, and the highest was 60 in January."])
    #expect(sum.falseClaims.isEmpty, "\(sum.falseClaims)")
    let mean = Self.check(
      events, bucket: .month, summary: ["The lowest value was 20 in January, and the highest was 45 in February."])
    #expect(Self.kinds(mean) == ["extreme", "extreme", "extreme", "extreme"])
  }

  @Test func overtakingIsWhereTheOrderChanges() {
    let chart = ChartDescriptor(
      title: "Two", kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "Subscribers", type: .numeric),
      series: [
        DataSeries(name: "B", isContinuous: true, x: (1...4).map { Self.month(2023, $0) }, y: [50, 52, 53, 54]),
        DataSeries(name: "C", isContinuous: true, x: (1...4).map { Self.month(2023, $0) }, y: [30, 45, 60, 70]),
      ])
    #expect(Self.check(chart, summary: ["C overtook B in March and stayed ahead."]).falseClaims.isEmpty)
    #expect(Self.kinds(Self.check(chart, summary: ["C overtook B in April."])) == ["crossing"])
    // C leads 2 months, not 3, and B leads as many: a tie named as one series' lead.
    #expect(Self.kinds(Self.check(chart, summary: ["C was highest in 3 of 4 months."])) == ["leader", "tie"])
  }

  @Test func yearsWrittenAsNumbersAreFalse() {
    let chart = ChartDescriptor(
      title: "Years", kind: .line, xAxis: Axis(title: "Year", type: .numeric),
      yAxis: Axis(title: "Value", type: .numeric),
      series: [DataSeries(name: "Value", isContinuous: true, x: [1990, 1991, 1992], y: [1, 2, 3])])
    #expect(
      Self.check(chart, summary: ["It started at 1 in 1990 and ended at 3 in 1992, up 200%."]).falseClaims.isEmpty)
    #expect(
      Self.kinds(Self.check(chart, summary: ["It started at 1 in 1,990 and ended at 3 in 1992, up 200%."])) == ["year"])
  }

  @Test func sharesAreOfTheTotal() {
    let pie = ChartDescriptor(
      title: "Share", kind: .pie, xAxis: Axis(title: "Browser", type: .categorical, categories: ["A", "B", "C"]),
      yAxis: Axis(title: "Users", type: .numeric),
      series: [DataSeries(name: "Users", isContinuous: false, x: [0, 1, 2], y: [60, 30, 10])])
    #expect(Self.check(pie, summary: ["A holds a majority, 60% of the total."]).falseClaims.isEmpty)
    #expect(Self.kinds(Self.check(pie, summary: ["A holds a majority, 64% of the total."])) == ["share"])
    #expect(Self.kinds(Self.check(pie, summary: ["B is the smallest slice, with 30%."])) == ["share"])
  }

  @Test func aSentenceItCannotReadIsUnparsed() {
    let report = Self.check(summary: ["Revenue did something remarkable in spring."])
    #expect(report.unparsed == ["Revenue did something remarkable in spring."])
    #expect(report.claims.isEmpty)
  }
}

extension ClaimsCheckerTests {
  @Test func aChangeToAPartialBucketMustSaySo() {
    // Events from Wednesday 3 January to Wednesday 24 January 2024: both weeks at the ends are
    // partial (Monday-to-Sunday weeks).
    let days = [3, 9, 16, 24]
    let events = ChartDescriptor(
      title: "Runs", kind: .bar, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Distance", type: .numeric),
      series: [
        DataSeries(name: "Distance", isContinuous: false, x: days.map { Self.month(2024, 1, $0) }, y: [10, 20, 30, 5])
      ])
    let truth = ClaimsTruth(chart: events, bucket: .week)
    #expect(truth.partialFirst && truth.partialLast)
    let report = Self.check(
      events, bucket: .week, summary: ["It started at 10 on January 1 and ended at 5 on January 22, down 50%."])
    // A change to a partial week is false even with the word (fx23).
    #expect(Set(Self.kinds(report)) == ["partial-bucket", "partial-change"])
    // Whole weeks: Monday 1 January to Sunday 21 January.
    let whole = ChartDescriptor(
      title: "Runs", kind: .bar, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Distance", type: .numeric),
      series: [
        DataSeries(
          name: "Distance", isContinuous: false, x: [1, 9, 21].map { Self.month(2024, 1, $0) }, y: [10, 20, 5])
      ])
    let wholeTruth = ClaimsTruth(chart: whole, bucket: .week)
    #expect(!wholeTruth.partialFirst && !wholeTruth.partialLast)
  }
}

extension ClaimsCheckerTests {
  @Test func outlierListsKeepTheCommasOfTheirDates() {
    let days = ChartDescriptor(
      title: "Visits", kind: .line, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Visits", type: .numeric),
      series: [
        DataSeries(
          name: "Visits", isContinuous: true,
          x: [Self.month(2003, 6, 20), Self.month(2004, 8, 27), Self.month(2005, 3, 18), Self.month(2006, 1, 2)],
          y: [4, 90, -7, 5])
      ])
    let right = Self.check(
      days,
      summary: [
        "2 values stand out from their neighbours: a spike to 90 on August 27, 2004 and a dip to -7 on March 18, 2005."
      ])
    #expect(right.claims.count == 2)
    #expect(right.falseClaims.isEmpty, "\(right.falseClaims)")
    let wrong = Self.check(
      days,
      summary: [
        "2 values stand out from their neighbours: a spike to 90 on August 27, 2005 and a dip to -7 on March 18, 2005."
      ])
    // A spike or dip is checked as a local extreme of the data (ClaimsChecker+Events).
    #expect(Self.kinds(wrong) == ["spike"])
  }

  /// A range, cluster or correlation along a nominal or ordinal axis is false whatever its
  /// numbers (they are category indices); along numbers the same sentences are checked as usual.
  @Test func numericSentencesOverCategoriesAreFalse() {
    let sentences = [
      "Most points lie between about 0 and 6 on name, with value between 1 and 5.",
      "The points form 2 clusters, centred near 1 name with 2 value and 5 name with 4 value.",
      "There is a weak positive relationship (r = 0.3).",
      "The relationship is not a straight line (rank correlation 0.5).",
      "On average, value is about 0.5 higher for each additional 1 of name.",
      "Value tends to be higher where name is higher.",
      "There is no clear relationship between name and value.",
    ]
    let points = (0..<8).map(Double.init)
    func scatter(_ type: AxisType) -> ChartDescriptor {
      ChartDescriptor(
        title: "Ratings", kind: .scatter,
        xAxis: Axis(title: "name", type: type, categories: type == .categorical ? (0..<8).map { "Q\($0)" } : []),
        yAxis: Axis(title: "value", type: .numeric),
        series: [DataSeries(name: "value", isContinuous: false, x: points, y: [1, 2, 3, 2, 5, 4, 3, 5])])
    }
    let categorical = Self.check(scatter(.categorical), summary: sentences)
    #expect(Self.kinds(categorical) == Array(repeating: "categorical-scale", count: sentences.count), "\(categorical)")
    let numeric = Self.check(scatter(.numeric), summary: sentences)
    #expect(!Self.kinds(numeric).contains("categorical-scale"), "\(numeric.falseClaims)")
  }
}
