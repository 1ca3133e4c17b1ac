import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11 §1: leaders of several series and of grouped bars count only strict leads, ties are
/// said as ties, and a near-tie is a lead in every sentence of one description (a point is not a
/// "win" in one sentence and ignored in the next). The claims checker holds the same rules
/// against the input data.
@Suite struct LeaderTiesTests {
  /// Two series over numbered rounds or named categories.
  static func chart(_ kind: ChartKind, _ a: (String, [Double]), _ b: (String, [Double]), categories: [String]? = nil)
    -> ChartDescriptor
  {
    let x = a.1.indices.map { categories == nil ? Double($0 + 1) : Double($0) }
    let xAxis =
      categories.map { Axis(title: "subject", type: .categorical, categories: $0) }
      ?? Axis(title: "round", type: .numeric)
    return ChartDescriptor(
      title: "", kind: kind, xAxis: xAxis, yAxis: Axis(title: "score", type: .numeric),
      series: [a, b].map { DataSeries(name: $0.0, isContinuous: kind == .line, x: x, y: $0.1) })
  }

  /// Monthly sales lines of 2023, each from its first month (1 for January) on.
  static func monthlySales(_ series: [(name: String, first: Int, y: [Double])]) -> ChartDescriptor {
    ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "sales", type: .numeric),
      series: series.map { one in
        let x = one.y.indices.map { CivilDate(year: 2023, month: one.first + $0, day: 1).secondsSince1970 }
        return DataSeries(name: one.name, isContinuous: true, x: x, y: one.y)
      })
  }

  static func describe(_ chart: ChartDescriptor, locale: String = "en") throws -> (alt: String, summary: [String]) {
    let description = try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
    return (description.narration.alt[.display], description.narration.summary.map { $0[.display] })
  }

  static func check(_ chart: ChartDescriptor, _ sentences: [String]) -> ClaimsReport {
    ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(alt: "", summary: sentences, readout: [])
  }

  static func expectClean(_ chart: ChartDescriptor, id: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let report = try ClaimsRun.check(chart, id: id).report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)", sourceLocation: sourceLocation)
    #expect(report.unparsed.isEmpty, "\(report.unparsed)", sourceLocation: sourceLocation)
    #expect(report.claims.contains { $0.kind == "leader" }, "no leader claim read", sourceLocation: sourceLocation)
  }

  /// Ana leads rounds 3 and 6, Ben rounds 1 and 4, rounds 2 and 5 are exact ties: 2 each of 6.
  static let tiedLines = chart(.line, ("Ana", [10, 12, 11, 14, 13, 15]), ("Ben", [11, 12, 10, 15, 13, 14]))

  /// Two series with as many leads are a tie, in the alt and the summary: both are named, and
  /// neither is said to be highest in 2 of 6 alone.
  @Test func seriesTiedForTheMostLeadsAreNamedTogether() throws {
    let (alt, summary) = try Self.describe(Self.tiedLines)
    #expect(alt.hasSuffix(": Ana and Ben were each highest in 2 of 6 points."), "\(alt)")
    #expect(summary.contains("Ana and Ben were each highest in 2 of 6 points."), "\(summary)")
    #expect(!([alt] + summary).contains { $0.contains("Ana was highest") || $0.contains("Ben was highest") })
    try Self.expectClean(Self.tiedLines, id: "leaders/tied-lines")
    // The facts JSON names the tie too.
    let json = try ChartDescription(Self.tiedLines, locale: "en", localesDirectory: RepositoryPaths.locales).json()
      .serialized()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let leader = try #require((object["comparison"] as? [String: Any])?["leader"] as? [String: Any])
    #expect(leader["tied"] as? [String] == ["Ana", "Ben"], "\(leader)")
  }

  /// Grouped bars: Norway and Germany lead 2 categories each of 4.
  @Test func groupedBarsTiedForTheMostLeadsAreNamedTogether() throws {
    let chart = Self.chart(
      .bar, ("Norway", [23, 26, 39, 30]), ("Germany", [30, 19, 31, 37]),
      categories: ["Alpine", "Biathlon", "Cross-country", "Luge"])
    let (alt, summary) = try Self.describe(chart)
    #expect(alt.hasSuffix(": Norway and Germany are each highest in 2 of 4 categories."), "\(alt)")
    #expect(summary.contains("Norway and Germany are each highest in 2 of 4 categories."), "\(summary)")
    #expect(!summary.contains { $0.contains("the exception") }, "a tie is no rule to except from: \(summary)")
    try Self.expectClean(chart, id: "leaders/tied-groups")
  }

  /// In every locale the tie names both series (and the phrase renders).
  @Test(arguments: LocaleDirectory.locales(in: RepositoryPaths.locales)) func aTieNamesBothInEveryLocale(
    _ locale: String
  ) throws {
    let (alt, summary) = try Self.describe(Self.tiedLines, locale: locale)
    for text in [alt, summary.joined(separator: " ")] {
      #expect(text.contains("Ana") && text.contains("Ben"), "\(locale): \(text)")
    }
  }

  /// Class A leads Maths by 0.1 (a near-tie, still a lead), Class B leads Reading, Science is an
  /// exact tie and Art is Class A's: A leads 2 of 4. Reading, and only Reading, is the exception:
  /// the near-tie Maths is a lead in both sentences, the tie Science in neither.
  @Test func aNearTieIsALeadInEverySentence() throws {
    let chart = Self.chart(
      .bar, ("Class A", [78.1, 82, 75, 90]), ("Class B", [78, 84, 75, 88]),
      categories: ["Maths", "Reading", "Science", "Art"])
    let (alt, summary) = try Self.describe(chart)
    #expect(alt.contains("Class A is highest in 2 of 4"), "\(alt)")
    #expect(summary.contains { $0.hasPrefix("Class A is highest in 2 of 4") }, "\(summary)")
    #expect(summary.contains("Reading is the exception, led by another series."), "\(summary)")
    try Self.expectClean(chart, id: "leaders/near-tie")
  }

  /// A series ahead in every group is "highest in all 4 categories", never "in 4 of 4", in the
  /// alt and the summary, in every locale (the phrase renders with the leader's name).
  @Test(arguments: LocaleDirectory.locales(in: RepositoryPaths.locales)) func aLeadInEveryGroupSaysAll(
    _ locale: String
  ) throws {
    let chart = Self.chart(
      .bar, ("Class A", [81, 85, 77, 92]), ("Class B", [78, 84, 75, 88]),
      categories: ["Maths", "Reading", "Science", "Art"])
    let (alt, summary) = try Self.describe(chart, locale: locale)
    #expect(alt.contains("Class A") && summary.contains { $0.contains("Class A") }, "\(locale): \(alt)")
    if locale == "en" {
      #expect(alt.contains("Class A is highest in all 4 categories"), "\(alt)")
      #expect(summary.contains("Class A is highest in all 4 categories."), "\(summary)")
      try Self.expectClean(chart, id: "leaders/all")
    }
  }

  /// The checker counts strict leads from the data and requires a tie to be said as one.
  @Test func theCheckerRequiresTiesToBeSaidAsTies() {
    let chart = Self.tiedLines
    #expect(Self.check(chart, ["Ana and Ben were each highest in 2 of 6 points."]).falseClaims.isEmpty)
    // One of two tied series named alone: the other leads as often.
    #expect(Self.check(chart, ["Ana was highest in 2 of 6 points."]).falseClaims.map(\.kind) == ["tie"])
    // Ties counted as leads (Ana is highest or tied in 4).
    #expect(
      Self.check(chart, ["Ana and Ben were each highest in 4 of 6 values."]).falseClaims.map(\.kind) == ["leader"])
    #expect(
      Self.check(chart, ["Ana was highest in 4 of 6 values."]).falseClaims.map(\.kind).sorted() == ["leader", "tie"])
  }

  /// A series named as leader while another leads more often is false; so is a tie that leaves
  /// out a series with as many leads.
  @Test func theCheckerRejectsALeaderThatIsNotTheMostFrequent() {
    let chart = Self.chart(.line, ("A", [5, 6, 7, 1]), ("B", [1, 7, 8, 2]))
    // B leads rounds 2 to 4 (3), A round 1.
    #expect(Self.check(chart, ["B was highest in 3 of 4 values."]).falseClaims.isEmpty)
    #expect(Self.check(chart, ["A was highest in 1 of 4 values."]).falseClaims.map(\.kind) == ["tie"])
    #expect(
      Self.check(chart, ["A and B were each highest in 1 of 4 values."]).falseClaims.map(\.kind).sorted() == [
        "leader", "tie",
      ])
  }

  /// The exceptions to a grouped leader are exactly the categories another series leads strictly.
  @Test func theCheckerChecksTheExceptions() {
    let chart = Self.chart(
      .bar, ("Class A", [78.1, 82, 75, 90]), ("Class B", [78, 84, 75, 88]),
      categories: ["Maths", "Reading", "Science", "Art"])
    #expect(Self.check(chart, ["Reading is the exception, led by another series."]).falseClaims.isEmpty)
    // Science is a tie, led by nobody; Maths is Class A's by 0.1.
    #expect(
      Self.check(chart, ["Science is the exception, led by another series."]).falseClaims.map(\.kind) == ["leader"])
    #expect(
      Self.check(chart, ["Maths and Reading are the exception, led by another series."]).falseClaims.map(\.kind) == [
        "leader"
      ])
  }

  /// B passes A in June and stays ahead except in October, where A is higher by 0.1 (inside
  /// the crossings' hysteresis band). October counts as A's lead, so A and B tie at 6 months
  /// each, and the crossing is not said to have "stayed ahead": one sentence does not count
  /// October for A while the next ignores it.
  @Test func aNearTieWinIsNotIgnoredByStayedAhead() throws {
    let chart = Self.monthlySales([
      ("A", 1, [20, 21, 20, 22, 21, 12, 11, 12, 11, 12.1, 11, 12]),
      ("B", 1, [10, 11, 10, 12, 11, 15, 16, 15, 16, 12, 16, 17]),
    ])
    let (_, summary) = try Self.describe(chart)
    #expect(summary.contains("A and B were each highest in 6 of 12 months."), "\(summary)")
    #expect(
      summary.contains { $0.hasPrefix("B overtook A ") } && !summary.contains { $0.contains("stayed ahead") },
      "\(summary)")
    try Self.expectClean(chart, id: "leaders/near-tie-stayed")
    let stayed = Self.check(chart, ["B overtook A between May and June and stayed ahead."])
    #expect(stayed.falseClaims.map(\.kind) == ["crossing"], "\(stayed.falseClaims)")
  }
}

extension LeaderTiesTests {
  /// Tied leaders whose names do not fit the alt's 150 characters: the first is named, the others
  /// counted, and the alt stays true (issue 12 §2). Every locale keeps the budget (one that fits all
  /// three names says them; one may drop the clause instead).
  @Test func tiedLeadersOverTheAltBudgetAreCounted() throws {
    let names = ["Lowland Station A", "Plateau Station B", "Hilltop Station C"]
    let categories = ["spring", "summer", "autumn"]
    let series = names.indices.map { index in
      DataSeries(
        name: names[index], isContinuous: false, x: [0, 1, 2],
        y: categories.indices.map { $0 == index ? 30 : 10 + Double(index) })
    }
    let chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "season", type: .categorical, categories: categories),
      yAxis: Axis(title: "rainfall", type: .numeric), series: series)
    for locale in ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"] {
      let alt = try Self.describe(chart, locale: locale).alt
      #expect(alt.count <= 150, "\(locale): \(alt)")
    }
    let english = try Self.describe(chart).alt
    #expect(english.contains(names[0] + " and 2 others"), "\(english)")
    let report = ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(alt: english, summary: [], readout: [])
    #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report.falseClaims) \(report.unparsed)")
  }

  // MARK: One shared value; highest throughout

  /// A lead over one shared value is no lead: never "highest in all 1 value" nor "in 1 of 1
  /// category"; the chart is still described truly.
  @Test func aLeadOverOneValueIsNotSaid() throws {
    let line = Self.monthlySales([("North", 1, [30, 35, 32]), ("South", 3, [20, 25, 22])])
    let grouped = Self.chart(.bar, ("North", [30]), ("South", [20]), categories: ["Q1"])
    for (chart, id) in [(line, "one-shared-month"), (grouped, "one-category")] {
      let (alt, summary) = try Self.describe(chart)
      for sentence in [alt] + summary {
        #expect(sentence.range(of: #"in all 1 |in 1 of 1 "#, options: .regularExpression) == nil, "\(sentence)")
      }
      let report = try ClaimsRun.check(chart, id: id).report
      #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report)")
    }
  }

  /// A series above every other wherever two have data was highest throughout, also when one
  /// series lacks a month (Examples/line-products.json: Product C has no September).
  @Test func aLeadWhereOneSeriesLacksDataIsStillThroughout() throws {
    let url = RepositoryPaths.examples.appendingPathComponent("line-products.json")
    let chart = try NarrationGoldenTests.loadChart(url)
    let (alt, _) = try Self.describe(chart)
    #expect(alt.hasSuffix(": Product A was highest throughout."), "\(alt)")
    let report = ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(alt: alt, summary: [], readout: [])
    #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report)")
    // Below another series in one month: no longer throughout.
    var lower = chart
    var y = chart.series[0].y
    y[8] = 200
    lower.series[0] = DataSeries(name: "Product A", isContinuous: true, x: chart.series[0].x, y: y)
    let (lowered, _) = try Self.describe(lower)
    #expect(!lowered.contains("throughout"), "\(lowered)")
  }
}
