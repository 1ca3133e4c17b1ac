import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11: false or misleading sentences found by describing new charts as a new user would
/// (the charts kept as fixtures are `Tests/Fixtures/charts/fresh-*.json`), one test each.
@Suite struct FreshChartsTruthTests {
  static func describe(_ chart: ChartDescriptor, locale: String = "en", bucket: BucketUnit? = nil) throws
    -> ChartDescription
  {
    var policy = DescriptionPolicy()
    policy.bucket = bucket
    return try ChartDescription(chart, locale: locale, policy: policy, localesDirectory: RepositoryPaths.locales)
  }

  static func texts(_ description: ChartDescription) -> (alt: String, summary: [String], readout: [String]) {
    let narration = description.narration
    return (narration.alt[.display], narration.summary.map { $0[.display] }, narration.readout.map { $0[.display] })
  }

  static func check(_ chart: ChartDescriptor, _ sentences: [String]) -> ClaimsReport {
    ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(alt: "", summary: sentences, readout: [])
  }

  static func expectClean(
    _ chart: ChartDescriptor, id: String, bucket: BucketUnit? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var policy = DescriptionPolicy()
    policy.bucket = bucket
    let report = try ClaimsRun.check(chart, id: id, policy: policy).report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)", sourceLocation: sourceLocation)
    #expect(report.unparsed.isEmpty, "\(report.unparsed)", sourceLocation: sourceLocation)
  }

  static func date(_ year: Int, _ month: Int, _ day: Int) -> Double {
    CivilDate(year: year, month: month, day: day).secondsSince1970
  }

  static func monthly(_ series: [(String, [Double])], unit: String? = nil) -> ChartDescriptor {
    let x = series[0].1.indices.map { date(2023 + $0 / 12, $0 % 12 + 1, 1) }
    return ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "share of visits", type: .numeric, unit: unit),
      series: series.map { DataSeries(name: $0.0, isContinuous: true, x: x, y: $0.1) })
  }

  /// Daily runs from Monday April 1 to Wednesday May 1, 2024, summed by week: the last week
  /// starts on April 29 and runs past the data. The extent is said in weeks ("to the week of
  /// April 29"), never "to April 29", which would end the data two days early.
  @Test(arguments: ["en", "de"]) func aWeeklyExtentIsSaidInWeeks(_ locale: String) throws {
    let days = (0...30).map { Self.date(2024, 4, 1) + Double($0) * 86_400 }
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "date", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "km", type: .numeric),
      series: [DataSeries(name: "km", isContinuous: true, x: days, y: days.indices.map { Double(3 + $0 % 7) })])
    let (alt, summary, readout) = Self.texts(try Self.describe(chart, locale: locale, bucket: .week))
    let span =
      locale == "en"
      ? "from the week of April 1 to the week of April 29, 2024"
      : "von der Woche vom 1. April bis zur Woche vom 29. April 2024"
    #expect(alt.contains(span), "\(alt)")
    #expect(summary.contains { $0.contains(span) }, "\(summary)")
    #expect(
      readout.contains { $0.hasPrefix(locale == "en" ? "Axis 1 of 2" : "Achse 1 von 2") && $0.contains(span) },
      "\(readout)")
    if locale == "en" { try Self.expectClean(chart, id: "fresh/weekly-extent", bucket: .week) }
  }

  /// Phone and desktop shares of visits cross over three years: the gap between two percentages
  /// is in percentage points ("led by 24 percentage points"), never "by 24%". (Three years, not
  /// one: below `minimumPointsForGapTrend` shared months no gap claim is made at all.)
  @Test func aGapBetweenPercentagesIsInPoints() throws {
    let desktop = (0..<36).map { 62 - (20 * Double($0) / 35).rounded() }
    let chart = Self.monthly([("Desktop", desktop), ("Phone", desktop.map { 100 - $0 })], unit: "%")
    let (_, summary, _) = Self.texts(try Self.describe(chart))
    #expect(
      summary.contains(
        "Desktop led Phone by 24 percentage points at the start; by the end, Phone led by 16 percentage points."),
      "\(summary)")
    try Self.expectClean(chart, id: "fresh/gap-points")
    let relative = Self.check(chart, ["Desktop led Phone by 24% at the start; by the end, Phone led by 16%."])
    #expect(relative.falseClaims.map(\.kind) == ["percentage-points"], "\(relative.falseClaims)")
  }

  /// Class A and B differ by 2 in Reading and in Art: the biggest difference names both.
  @Test func theBiggestDifferenceNamesEveryTiedCategory() throws {
    let chart = ChartDescriptor(
      title: "", kind: .bar,
      xAxis: Axis(title: "subject", type: .categorical, categories: ["Maths", "Reading", "Science", "Art"]),
      yAxis: Axis(title: "score", type: .numeric),
      series: [
        DataSeries(name: "Class A", isContinuous: false, x: [0, 1, 2, 3], y: [78.1, 82, 75, 90]),
        DataSeries(name: "Class B", isContinuous: false, x: [0, 1, 2, 3], y: [78, 84, 75, 88]),
      ])
    let (_, summary, _) = Self.texts(try Self.describe(chart))
    #expect(
      summary.contains("The biggest difference between Class A and Class B is for Reading and Art: 2."), "\(summary)")
    try Self.expectClean(chart, id: "fresh/difference-tie")
    let one = Self.check(chart, ["The biggest difference between Class A and Class B is for Reading: 2."])
    #expect(one.falseClaims.map(\.kind) == ["difference"], "\(one.falseClaims)")
    let wrong = Self.check(chart, ["The biggest difference between Class A and Class B is for Reading and Art: 3."])
    #expect(wrong.falseClaims.map(\.kind) == ["difference"], "\(wrong.falseClaims)")
  }

  /// Kim and Lee differ by 3 on Vision and by 2 on Speed, Power and Skill: the second-biggest
  /// difference is a three-way tie, so all three are named, not Speed alone.
  @Test func aRadarsBiggestDifferencesKeepTheirTies() throws {
    let spokes = ["Speed", "Power", "Stamina", "Skill", "Vision"]
    let chart = ChartDescriptor(
      title: "", kind: .radar, xAxis: Axis(title: "skill", type: .categorical, categories: spokes),
      yAxis: Axis(title: "rating", type: .numeric, range: 0...10),
      series: [
        DataSeries(name: "Kim", isContinuous: false, x: [0, 1, 2, 3, 4], y: [8, 6, 7, 9, 5]),
        DataSeries(name: "Lee", isContinuous: false, x: [0, 1, 2, 3, 4], y: [6, 8, 7, 7, 8]),
      ])
    let (_, summary, _) = Self.texts(try Self.describe(chart))
    #expect(summary.contains("The biggest differences are in Vision, Speed, Power and Skill."), "\(summary)")
    try Self.expectClean(chart, id: "fresh/radar-differences")
    #expect(
      Self.check(chart, ["The biggest differences are in Vision and Speed."]).falseClaims.map(\.kind) == ["difference"])
  }

  /// A 100% stack of user counts: its value axis runs from 0% to 100%, not "from 0 to 100"
  /// users.
  @Test func aNormalizedStacksAxisIsInPercent() throws {
    let chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "year", type: .categorical, categories: ["2021", "2022", "2023"]),
      yAxis: Axis(title: "users", type: .numeric),
      series: [
        DataSeries(name: "Phone", isContinuous: false, x: [0, 1, 2], y: [500, 650, 800]),
        DataSeries(name: "Desktop", isContinuous: false, x: [0, 1, 2], y: [450, 400, 380]),
      ],
      stacking: .normalized)
    let (_, _, readout) = Self.texts(try Self.describe(chart))
    #expect(readout.contains("Axis 2 of 2, bottom to top: users, from 0% to 100%."), "\(readout)")
    try Self.expectClean(chart, id: "fresh/normalized-axis")
  }

  /// A week of temperatures in degrees Celsius: 21.5 °C to 22.4 °C is "up 0.9 °C"; degrees have
  /// no true zero, so "up about 4.2%" says nothing true, and the checker rejects it.
  @Test func aTemperatureChangesInDegreesNotPercent() throws {
    let days = (1...7).map { Self.date(2024, 7, $0) }
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "date", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "temperature", type: .numeric, unit: "°C"),
      series: [DataSeries(name: "temperature", isContinuous: true, x: days, y: [21.5, 23, 23, 19.8, 25.1, 25.1, 22.4])])
    let (_, summary, _) = Self.texts(try Self.describe(chart))
    #expect(
      summary.contains("It started at 21.5 °C on July 1 and ended at 22.4 °C on July 7, up 0.9 °C."), "\(summary)")
    try Self.expectClean(chart, id: "fresh/temperature")
    let percent = Self.check(chart, ["It started at 21.5 °C on July 1 and ended at 22.4 °C on July 7, up about 4.2%."])
    #expect(percent.falseClaims.map(\.kind) == ["percent-change"], "\(percent.falseClaims)")
  }

  /// Heights and weights written to 0.1: the 10th and 90th percentiles of weight, 41.33 and
  /// 70.95, are no data values, so "between 41.33 kg and 70.95 kg" would state two values the
  /// data does not have, finer than it is measured; they are said "about", at 0.1 kg.
  @Test func spreadQuantilesAreHedgedAtTheDatasPrecision() throws {
    let x: [Double] = [
      178.0, 183.4, 185.8, 192.4, 183.3, 191.5, 151.3, 171.0, 192.5, 179.2, 190.5, 155.1, 171.1, 161.1, 174.5, 175.8,
      150.6, 159.8, 162.6, 191.2,
    ]
    let y: [Double] = [
      60.5, 62.1, 68.0, 70.5, 63.0, 70.6, 46.3, 54.0, 74.1, 64.7, 81.5, 38.5, 50.9, 57.4, 49.8, 56.4, 38.9, 55.2, 41.6,
      59.9,
    ]
    let chart = ChartDescriptor(
      title: "", kind: .scatter, xAxis: Axis(title: "height", type: .numeric),
      yAxis: Axis(title: "weight", type: .numeric, unit: "kg"),
      series: [DataSeries(name: "people", isContinuous: false, x: x, y: y)])
    let (_, summary, _) = Self.texts(try Self.describe(chart))
    #expect(
      summary.contains(
        "Most points lie between about 155 and about 192 on height, with weight between about 41.3 kg and about 71 kg."),
      "\(summary)")
    try Self.expectClean(chart, id: "fresh/scatter-spread")
  }

  /// Red and Blue have 4,520 votes each, Green and Grey 600: both ties are said as ties, in the
  /// alt and the summary, never "Red is the largest slice".
  @Test func aPiesTiedSlicesAreAllNamed() throws {
    let names = ["Red", "Blue", "Green", "Grey", "Pink"]
    let chart = ChartDescriptor(
      title: "", kind: .pie, xAxis: Axis(title: "party", type: .categorical, categories: names),
      yAxis: Axis(title: "votes", type: .numeric),
      series: [DataSeries(name: "votes", isContinuous: false, x: [0, 1, 2, 3, 4], y: [4520, 4520, 600, 600, 900])])
    let (alt, summary, _) = Self.texts(try Self.describe(chart))
    #expect(
      alt.hasSuffix(
        ": Red and Blue are tied for the largest slice (about 41% each); Green and Grey are tied for the smallest (about 5.4% each)."
      ), "\(alt)")
    #expect(
      summary.contains("Red and Blue are tied for the largest share: 4,520 of 11,140 each, about 41% each."),
      "\(summary)")
    #expect(summary.contains("Green and Grey are tied for the smallest slice, with about 5.4% each."), "\(summary)")
    try Self.expectClean(chart, id: "fresh/pie-ties")
    let one = Self.check(chart, ["Red holds the largest share: 4,520 of 11,140, about 41%."])
    #expect(one.falseClaims.map(\.kind) == ["tie"], "\(one.falseClaims)")
    let smallest = Self.check(chart, ["Green is the smallest slice, with about 5.4%."])
    #expect(smallest.falseClaims.map(\.kind) == ["tie"], "\(smallest.falseClaims)")
    // Six equal slices: three named and "3 others", every one of them counted.
    let even = ChartDescriptor(
      title: "", kind: .pie,
      xAxis: Axis(title: "category", type: .categorical, categories: ["1", "2", "3", "4", "5", "6"]),
      yAxis: Axis(title: "value", type: .numeric),
      series: [
        DataSeries(name: "value", isContinuous: false, x: [0, 1, 2, 3, 4, 5], y: [100, 100, 100, 100, 100, 100])
      ])
    try Self.expectClean(even, id: "fresh/pie-even")
  }

  /// Social's share goes from 23.53% to 28.37%: "rose 5 points, from 24% to 28%" would not add
  /// up (28 − 24 = 4), so the shares and the points are said to the decimals that do.
  @Test func aShareShiftAddsUp() throws {
    let x = (1...6).map { Self.date(2020, $0, 1) }
    let chart = ChartDescriptor(
      title: "", kind: .area, xAxis: Axis(title: "month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "visits", type: .numeric),
      series: [
        DataSeries(name: "Search", isContinuous: true, x: x, y: [500, 520, 540, 530, 560, 600]),
        DataSeries(name: "Social", isContinuous: true, x: x, y: [200, 260, 300, 290, 310, 305]),
        DataSeries(name: "Direct", isContinuous: true, x: x, y: [150, 150, 150, 160, 155, 170]),
      ],
      stacking: .stacked)
    let (_, summary, _) = Self.texts(try Self.describe(chart))
    #expect(
      summary.contains("The share of Social rose about 4.84 points, from about 23.53% to about 28.37%."), "\(summary)")
    #expect(summary.contains("The share of Search fell about 3 points, from about 59% to about 56%."), "\(summary)")
    try Self.expectClean(chart, id: "fresh/share-shift")
  }
}
