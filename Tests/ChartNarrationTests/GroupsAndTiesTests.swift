import ChartImport
import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Audit 20: a scatter plot's colour groups are read as a relationship (never a first and a last
/// value); leads are counted only where every series has data; near ties are said apart and ties
/// as ties; a cyclic x (months of the year) gets no first-to-last change. Each description is read
/// back by the claims checker, and each checker rule catches its false variant.
@Suite struct GroupsAndTiesTests {
  static func describe(_ chart: ChartDescriptor) throws -> (alt: String, summary: [String]) {
    try LeaderTiesTests.describe(chart)
  }

  static func check(_ chart: ChartDescriptor, _ sentences: [String]) -> ClaimsReport {
    LeaderTiesTests.check(chart, sentences)
  }

  static func expectClean(_ chart: ChartDescriptor, id: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let report = try ClaimsRun.check(chart, id: id).report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)", sourceLocation: sourceLocation)
    #expect(report.unparsed.isEmpty, "\(report.unparsed)", sourceLocation: sourceLocation)
  }

  // MARK: Scatter groups

  /// Three groups, each y falling with x within the group (slope `slopes[g]`), seeded noise.
  static func groups(slopes: [Double], noise: Double, points: Int = 60, seed: UInt64 = 7) -> ChartDescriptor {
    var random = SplitMix64(seed: seed)
    let series = slopes.enumerated().map { index, slope in
      var x: [Double] = []
      var y: [Double] = []
      for _ in 0..<points {
        let a = 50 + 100 * random.nextUnit()
        x.append(a)
        y.append((40 - slope * a + noise * random.nextNormal()).rounded())
      }
      let order = x.indices.sorted { x[$0] < x[$1] }
      return DataSeries(
        name: ["Europe", "Japan", "USA"][index], isContinuous: false, x: order.map { x[$0] }, y: order.map { y[$0] })
    }
    return ChartDescriptor(
      title: "", kind: .scatter, xAxis: Axis(title: "horsepower", type: .numeric),
      yAxis: Axis(title: "miles per gallon", type: .numeric), series: series)
  }

  /// Groups alike: the relationship of all points, the groups' range of r, no first→last.
  @Test func scatterGroupsAreARelationshipNotASeries() throws {
    let chart = Self.groups(slopes: [0.1, 0.1, 0.1], noise: 3)
    let (alt, summary) = try Self.describe(chart)
    let text = ([alt] + summary).joined(separator: " ")
    #expect(summary.contains { $0.hasPrefix("Across all groups, there is a ") }, "\(summary)")
    #expect(
      summary.contains { $0.hasPrefix("Each of the 3 groups on its own shows the same relationship") }, "\(summary)")
    #expect(alt.contains("relationship (r = "), "\(alt)")
    for verb in ["fell from", "rose from", "went from"] { #expect(!text.contains(verb), "\(text)") }
    try Self.expectClean(chart, id: "groups/alike")
  }

  /// Groups that differ (one flat, one falling): each group's r is said.
  @Test func groupsThatDifferAreEachSaid() throws {
    let chart = Self.groups(slopes: [0.1, 0, 0.2], noise: 3)
    let (_, summary) = try Self.describe(chart)
    let groups = try #require(summary.first { $0.hasPrefix("Group by group: ") }, "\(summary)")
    #expect(groups.contains("Japan (no clear relationship, r = "), "\(groups)")
    try Self.expectClean(chart, id: "groups/differ")
  }

  /// The checker catches a wrong pooled r, a wrong band, "the same" for groups that differ and a
  /// wrong group r.
  @Test func falseGroupClaimsAreCaught() throws {
    let differ = Self.groups(slopes: [0.1, 0, 0.2], noise: 3)
    let alike = Self.groups(slopes: [0.1, 0.1, 0.1], noise: 3)
    let (_, summary) = try Self.describe(alike)
    let pooled = try #require(summary.first { $0.hasPrefix("Across all groups, there is a ") })
    let r = try #require(pooled.firstMatch(#"r = (−?-?[\d.]+)"#))[1]
    for false_ in [
      pooled.replacingOccurrences(of: "r = \(r)", with: "r = 0.12"),
      pooled.replacingOccurrences(of: "negative", with: "positive"),
    ] {
      #expect(!Self.check(alike, [false_]).falseClaims.isEmpty, "\(false_)")
    }
    let same = try #require(summary.first { $0.hasPrefix("Each of the 3 groups") })
    #expect(!Self.check(differ, [same]).falseClaims.isEmpty, "\(same) on groups that differ")
    let (_, differing) = try Self.describe(differ)
    let list = try #require(differing.first { $0.hasPrefix("Group by group: ") })
    let wrong = list.replacingOccurrences(of: "Japan (no clear relationship, r = ", with: "Japan (r = 0.9, was ")
    #expect(!Self.check(differ, [wrong]).falseClaims.isEmpty || !Self.check(differ, [wrong]).unparsed.isEmpty)
    #expect(
      !Self.check(differ, [list.replacingOccurrences(of: "Japan (no clear", with: "USA (no clear")]).falseClaims.isEmpty
    )
  }

  // MARK: An unsorted CSV

  /// Heights and weights of people, one row each, not in height order: a scatter plot (never a
  /// line with "a spike at height 167"), its x said with the unit of `height_cm`.
  @Test func anUnsortedCSVIsAScatterPlotWithItsXUnit() throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("csv/heights.csv")
    let chart = try CSVReader.read(contentsOf: url.path, source: "heights.csv")
    #expect(chart.kind == .scatter)
    let (alt, summary) = try Self.describe(chart)
    let text = ([alt] + summary).joined(separator: " ")
    #expect(text.contains("150.5 cm") && text.contains("of height"), "\(text)")
    for word in ["spike", "volatile", "rose from"] { #expect(!text.contains(word), "\(text)") }
    try Self.expectClean(chart, id: "csv/heights")
  }

  // MARK: Leads where a series lacks data

  /// A series drawn for the last 6 of 12 months leads in all of them; another leads the first
  /// 6. Leads are counted where both have data, and the sentence says so.
  static let lateStarter: ChartDescriptor = {
    let months = (0..<12).map { CivilDate(year: 2020, month: 1 + $0, day: 1).secondsSince1970 }
    return ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "price", type: .numeric),
      series: [
        DataSeries(name: "IBM", isContinuous: true, x: months, y: [10, 11, 12, 11, 13, 12, 12, 13, 11, 12, 13, 14]),
        DataSeries(name: "GOOG", isContinuous: true, x: Array(months[6...]), y: [20, 22, 21, 23, 25, 24]),
      ])
  }()

  @Test func leadsAreCountedWhereEverySeriesHasData() throws {
    let (alt, summary) = try Self.describe(Self.lateStarter)
    // The noun is "values": the 6 shared months are not the chart's 12.
    #expect(
      summary.contains {
        $0.hasPrefix("GOOG was highest in all 6 ") && $0.hasSuffix("(counting only where every series has data).")
      }, "\(summary)")
    #expect(!alt.contains("highest in"), "\(alt)")
    try Self.expectClean(Self.lateStarter, id: "leaders/late-starter")
    // The count over positions GOOG lacks is caught, and so is a wrong shared count.
    for false_ in [
      "GOOG was highest in 6 of 12 months.",
      "GOOG was highest in 5 of 6 months (counting only where every series has data).",
      "IBM was highest in 6 of 12 months.",
    ] {
      #expect(!Self.check(Self.lateStarter, [false_]).falseClaims.isEmpty, "\(false_)")
    }
  }

  // MARK: Ties and near ties

  /// "Trebi 39.43, Wisconsin No. 38 39.37": first and second are said apart; the totals' top and
  /// bottom of a stack too.
  @Test func nearTiesAreSaidApart() throws {
    let names = ["Trebi", "Wisconsin No. 38", "Glabron", "Svansota"]
    let chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "variety", type: .categorical, categories: names),
      yAxis: Axis(title: "yield", type: .numeric),
      series: [DataSeries(name: "yield", isContinuous: false, x: [0, 1, 2, 3], y: [39.433, 39.367, 33.1, 30.37])])
    let (_, summary) = try Self.describe(chart)
    let text = summary.joined(separator: " ")
    #expect(text.contains("39.43") && text.contains("39.37"), "\(summary)")
    try Self.expectClean(chart, id: "ties/near-ranking")
  }

  /// 641 days of rain and 640 of sun: the largest part's share is said with the digits that part
  /// it from the next (43.6% beside 43.5%, not 44% for both).
  @Test func aNearTieForTheLargestPartIsSaidApart() throws {
    let months = (0..<2).map { CivilDate(year: 2015, month: 1 + $0, day: 1).secondsSince1970 }
    let chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "days", type: .numeric),
      series: [
        DataSeries(name: "rain", isContinuous: false, x: months, y: [321, 320]),
        DataSeries(name: "sun", isContinuous: false, x: months, y: [320, 320]),
        DataSeries(name: "fog", isContinuous: false, x: months, y: [90, 90]),
        DataSeries(name: "snow", isContinuous: false, x: months, y: [5, 5]),
      ], stacking: .stacked)
    let (alt, summary) = try Self.describe(chart)
    // 641 of 1,471 is 43.58%, 640 is 43.51%: "43.6%", not "44%" for one of two near-equal parts.
    #expect(summary.contains("Rain is the largest part overall, about 43.6% of the total."), "\(summary)")
    #expect(alt.contains("43.6%"), "\(alt)")
    try Self.expectClean(chart, id: "ties/near-share")
  }

  // MARK: Cyclic x

  /// Months of the year (typed recurring times): no "share rose from January to December".
  @Test func aCycleHasNoFirstToLastShareChange() throws {
    let x = Axis(title: "month", recurring: (1...12).compactMap { RecurringTime(.monthOfYear, $0) })
    let rain: [Double] = [40, 35, 30, 25, 20, 10, 8, 10, 20, 30, 40, 60]
    let chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: x, yAxis: Axis(title: "days", type: .numeric),
      series: [
        DataSeries(name: "rain", isContinuous: false, x: (0..<12).map(Double.init), y: rain),
        DataSeries(name: "sun", isContinuous: false, x: (0..<12).map(Double.init), y: rain.map { 100 - $0 }),
      ], stacking: .stacked)
    let (alt, summary) = try Self.describe(chart)
    #expect(!([alt] + summary).contains { $0.contains("The share of") }, "\(summary)")
    try Self.expectClean(chart, id: "cycle/shares")
  }

  /// Part of a cycle (January to June) has a first and a last month: its share changes are
  /// said, and checked; a fiscal year from July to June goes round and has none.
  @Test(arguments: [(Array(1...6), true), (Array(7...12) + Array(1...6), false)])
  func partOfACycleHasItsShareChange(months: [Int], said: Bool) throws {
    let x = Axis(title: "month", recurring: months.compactMap { RecurringTime(.monthOfYear, $0) })
    let rain = months.indices.map { 20 + 8 * Double($0) }
    let positions = months.indices.map(Double.init)
    let chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: x, yAxis: Axis(title: "days", type: .numeric),
      series: [
        DataSeries(name: "rain", isContinuous: false, x: positions, y: rain),
        DataSeries(name: "sun", isContinuous: false, x: positions, y: rain.map { 150 - $0 }),
      ], stacking: .stacked)
    let (alt, summary) = try Self.describe(chart)
    #expect(([alt] + summary).contains { $0.contains("The share of") } == said, "\(summary)")
    try Self.expectClean(chart, id: "cycle/part-\(months.count)")
  }
}
