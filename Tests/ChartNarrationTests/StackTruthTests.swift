import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11 §1 and §7 for stacks: a 100% stack's largest part is said as the average share it
/// draws, exact ties for the largest part are all named, and a tied position is nobody's lead,
/// in the narration and in the claims checker.
@Suite struct StackTruthTests {
  static func stack(_ a: [Double], _ b: [Double], stacking: Stacking = .stacked, kind: ChartKind = .bar)
    -> ChartDescriptor
  {
    let categories = ["Q1", "Q2", "Q3", "Q4"].prefix(a.count).map { $0 }
    return ChartDescriptor(
      title: "", kind: kind, xAxis: Axis(title: "quarter", type: .categorical, categories: categories),
      yAxis: Axis(title: "sales", type: .numeric),
      series: [
        DataSeries(name: "North", isContinuous: false, x: a.indices.map(Double.init), y: a),
        DataSeries(name: "South", isContinuous: false, x: b.indices.map(Double.init), y: b),
      ],
      stacking: stacking)
  }

  static func describe(_ chart: ChartDescriptor) throws -> (alt: String, summary: [String]) {
    let description = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    return (description.narration.alt[.display], description.narration.summary.map { $0[.display] })
  }

  static func check(_ chart: ChartDescriptor, _ sentences: [String]) -> ClaimsReport {
    ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(alt: "", summary: sentences, readout: [])
  }

  static func expectClean(_ chart: ChartDescriptor, id: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let report = try ClaimsRun.check(chart, id: id).report
    #expect(
      report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report.falseClaims) \(report.unparsed)",
      sourceLocation: sourceLocation)
  }

  /// A 100% stack of raw values North 90, 2 and South 10, 8: the stacks draw North at 90% and
  /// 20%, an average share of 55%; its 84% of the grand total is not drawn and not said.
  @Test func aNormalizedStackSaysTheAverageShareItDraws() throws {
    let chart = Self.stack([90, 2], [10, 8], stacking: .normalized)
    let (alt, summary) = try Self.describe(chart)
    #expect(summary.contains("North has the largest average share, 55%."), "\(summary)")
    #expect(!summary.contains { $0.contains("of the total") }, "\(summary)")
    #expect(alt.hasSuffix("North has the largest average share, 55%."), "\(alt)")
    try Self.expectClean(chart, id: "normalized/average")
  }

  /// The checker reads the average share from the data: the grand total's share, or the
  /// smaller part, is false.
  @Test func theCheckerVerifiesTheAverageShare() {
    let chart = Self.stack([90, 2], [10, 8], stacking: .normalized)
    #expect(Self.check(chart, ["North has the largest average share, 55%."]).falseClaims.isEmpty)
    #expect(!Self.check(chart, ["North has the largest average share, 84%."]).falseClaims.isEmpty)
    #expect(!Self.check(chart, ["South has the largest average share, 45%."]).falseClaims.isEmpty)
    // "Of the total" means the grand total: 92 of 110 (83.6%, rounded: "about").
    #expect(Self.check(chart, ["North is the largest part overall, about 84% of the total."]).falseClaims.isEmpty)
    #expect(!Self.check(chart, ["North is the largest part overall, 84% of the total."]).falseClaims.isEmpty)
    #expect(!Self.check(chart, ["North is the largest part overall, 55% of the total."]).falseClaims.isEmpty)
  }

  /// An exact 50/50 names both parts, in the summary and the alt text.
  @Test func anExactTieForTheLargestPartNamesEveryPart() throws {
    let chart = Self.stack([60, 40], [40, 60])
    let (alt, summary) = try Self.describe(chart)
    #expect(
      summary.contains("North and South are tied for the largest part overall, 50% of the total each."), "\(summary)")
    #expect(alt.hasSuffix("North and South are tied for the largest part, 50% of the total each."), "\(alt)")
    try Self.expectClean(chart, id: "stacked/tie")
    let normalized = Self.stack([60, 40], [40, 60], stacking: .normalized)
    #expect(
      try Self.describe(normalized).summary.contains(
        "North and South are tied for the largest average share, 50% each."))
    try Self.expectClean(normalized, id: "normalized/tie")
  }

  /// Naming one of two tied parts is false to the checker; naming both of them is true.
  @Test func theCheckerRejectsOnePartOfATie() {
    let chart = Self.stack([60, 40], [40, 60])
    let one = Self.check(chart, ["North is the largest part overall, 50% of the total."])
    #expect(one.falseClaims.map(\.kind) == ["tie"], "\(one.falseClaims)")
    #expect(
      Self.check(chart, ["North and South are tied for the largest part overall, 50% of the total each."]).falseClaims
        .isEmpty)
  }

  /// North 5, 5, 7 against South 3, 5, 2: Q2 is a tie, so North leads in 2 of 3, not in every
  /// one of them.
  @Test func aTiedPositionIsNotALead() throws {
    let chart = Self.stack([5, 5, 7], [3, 5, 2])
    let (_, summary) = try Self.describe(chart)
    #expect(summary.contains("North is the largest part in 2 of 3 quarters."), "\(summary)")
    #expect(!summary.contains { $0.contains("every one") }, "\(summary)")
    try Self.expectClean(chart, id: "stacked/tied-lead")
    let every = Self.check(chart, ["North is the largest part in every one of the 3 quarters."])
    #expect(every.falseClaims.map(\.kind) == ["leader"], "\(every.falseClaims)")
    let three = Self.check(chart, ["North is the largest part in 3 of 3 quarters."])
    #expect(three.falseClaims.map(\.kind) == ["leader"], "\(three.falseClaims)")
  }

  /// The same strict rule for "X was highest in N of M" over several series.
  @Test func theCheckerCountsOnlyStrictLeads() {
    let chart = Self.stack([5, 5, 7], [3, 5, 2], stacking: .none, kind: .line)
    #expect(Self.check(chart, ["North was highest in 2 of 3 quarters."]).falseClaims.isEmpty)
    #expect(Self.check(chart, ["North was highest in 3 of 3 quarters."]).falseClaims.map(\.kind) == ["leader"])
    #expect(Self.check(chart, ["North was highest in all 3 quarters."]).falseClaims.map(\.kind) == ["leader"])
    #expect(Self.check(chart, ["North is highest in 3 of 3 quarters."]).falseClaims.map(\.kind) == ["leader"])
  }

  /// Stacks inside groups: groups 2023 and 2024 over regions A and B, each stack of Coal and Wind.
  static var groupedStacks: ChartDescriptor {
    var chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "region", type: .categorical, categories: ["A", "B"]),
      yAxis: Axis(title: "generation", type: .numeric),
      series: [
        DataSeries(name: "2023", isContinuous: false, x: [0, 1], y: [15, 15]),
        DataSeries(name: "2024", isContinuous: false, x: [0, 1], y: [16, 24]),
      ])
    chart.stackParts = [
      StackPart(group: "2023", name: "Coal", x: [0, 1], y: [10, 12]),
      StackPart(group: "2023", name: "Wind", x: [0, 1], y: [5, 3]),
      StackPart(group: "2024", name: "Coal", x: [0, 1], y: [7, 4]),
      StackPart(group: "2024", name: "Wind", x: [0, 1], y: [9, 20]),
    ]
    return chart
  }

  /// Each group's bar is followed by its stack's parts and total, and the checker agrees.
  @Test func stacksInsideGroupsReadTheirParts() throws {
    let description = try ChartDescription(Self.groupedStacks, locale: "en", localesDirectory: RepositoryPaths.locales)
    let readout = description.narration.readout.map { $0[.display] }
    #expect(readout.contains("Stack at A: Coal 10 and Wind 5; total 15."), "\(readout)")
    #expect(readout.contains("Stack at B: Coal 4 and Wind 20; total 24."), "\(readout)")
    try Self.expectClean(Self.groupedStacks, id: "grouped/stacks")
  }

  /// Chart JSON's series groups read the same way, every line true.
  @Test func chartJSONGroupsReadTheirParts() throws {
    let json = """
      {"kind": "bar", "stacking": "stacked", "xAxis": {"title": "region"}, "yAxis": {"title": "generation", "unit": "TWh"},
       "series": [
        {"name": "Coal", "group": "2023", "points": [{"x": "A", "y": 10.5}, {"x": "B", "y": 12}]},
        {"name": "Wind", "group": "2023", "points": [{"x": "A", "y": 5}, {"x": "B", "y": 3}]},
        {"name": "Coal", "group": "2024", "points": [{"x": "A", "y": 7}, {"x": "B", "y": 4}]},
        {"name": "Wind", "group": "2024", "points": [{"x": "A", "y": 9}, {"x": "B", "y": 20}]}]}
      """
    let chart = try ChartJSONReader.read(Array(json.utf8), source: "groups.json")
    let readout = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration.readout
      .map { $0[.display] }
    #expect(readout.contains("Stack at A: Coal 10.5 TWh and Wind 5 TWh; total 15.5 TWh."), "\(readout)")
    try Self.expectClean(chart, id: "grouped/json")
  }

  /// A wrong part value, a part left out or a wrong total is false to the checker.
  @Test func theCheckerChecksTheStackParts() {
    func check(_ line: String) -> [String] {
      ClaimsChecker(truth: ClaimsTruth(chart: Self.groupedStacks))
        .check(alt: "", summary: [], readout: ["Series 2 of 2: 2024, 2 categories.", line]).falseClaims.map(\.kind)
    }
    #expect(check("Stack at A: Coal 7 and Wind 9; total 16.") == [])
    #expect(check("Stack at A: Coal 8 and Wind 9; total 16.") == ["stack-part"])
    #expect(check("Stack at A: Coal 7; total 16.") == ["stack-part"])
    #expect(check("Stack at A: Coal 7 and Wind 9; total 17.") == ["stack-part"])
  }
}
