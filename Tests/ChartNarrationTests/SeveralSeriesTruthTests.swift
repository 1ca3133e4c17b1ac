import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Several series described and read back by the claims checker: each chart reproduces a class
/// of false claim the narration made before (issue #11), and its description is now all true.
@Suite struct SeveralSeriesTruthTests {
  static func monthly(_ series: [(String, [Double])]) -> ChartDescriptor {
    let x = (0..<series[0].1.count).map { CivilDate(year: 2020 + $0 / 12, month: $0 % 12 + 1, day: 1).secondsSince1970 }
    return ChartDescriptor(
      title: "Sales", kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month), yAxis: Axis(title: "Sales", type: .numeric),
      series: series.map { DataSeries(name: $0.0, isContinuous: true, x: x, y: $0.1) })
  }

  static func describe(_ chart: ChartDescriptor) throws -> (text: [String], outcome: ClaimsRun.Outcome) {
    let description = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    let text = [description.narration.alt[.display]] + description.narration.summary.map { $0[.display] }
    return (text, try ClaimsRun.check(chart, id: "test"))
  }

  /// A lead by less than 1 % of the range is a lead: "highest in 3 of 4", never "2 of 4".
  @Test func nearTiesCountAsLeads() throws {
    let chart = Self.monthly([("A", [50, 50.2, 60, 70]), ("B", [10, 50, 65, 40])])
    let (text, outcome) = try Self.describe(chart)
    #expect(text.contains("A was highest in 3 of 4 months."), "\(text)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
  }

  /// Where only one series has a value, it is the highest there: the count covers every month.
  @Test func aLoneValueLeads() throws {
    let chart = Self.monthly([("A", [50, 60, 70, .nan]), ("B", [10, 20, 30, 40])])
    let (_, outcome) = try Self.describe(chart)
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.claims.contains { $0.kind == "leader" })
  }

  /// A series with no value at all still counts its missing values.
  @Test func everyMissingValueIsCounted() throws {
    let chart = Self.monthly([("A", [50, .nan, 70, .nan, 60]), ("B", [10, 20, .nan, 30, 40]), ("C", [.nan, .nan, .nan, .nan, .nan])])
    let (text, outcome) = try Self.describe(chart)
    #expect(text.contains { $0.hasPrefix("8 values are missing") }, "\(text)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
  }

  /// Five series: the latest values of all five, not "and 2 others".
  @Test func everyLatestValueIsSaid() throws {
    let chart = Self.monthly((0..<5).map { (s: Int) -> (String, [Double]) in ("S\(s)", (0..<6).map { (t: Int) -> Double in Double(10 * s + t) }) })
    let (text, outcome) = try Self.describe(chart)
    #expect(text.contains { $0.hasPrefix("Latest, June: S4 45, S3 35, S2 25, S1 15 and S0 5") && !$0.contains("others") }, "\(text)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
  }

  /// B passes A for good mid-way: the takeover is said, where the lines cross, and is true.
  @Test func aLeaderChangeIsSaidAndTrue() throws {
    let wobble: [Double] = [0.5, -0.3, 0.2, -0.6, 0.4, 0.1, -0.2, 0.3, -0.4, 0.6, -0.1, 0.2]
    let a: [Double] = (0..<24).map { (t: Int) -> Double in 120 - 40 * Double(t) / 23 + wobble[t % 12] }
    let b: [Double] = (0..<24).map { (t: Int) -> Double in 80 + 40 * Double(t) / 23 - wobble[(t + 5) % 12] }
    let (text, outcome) = try Self.describe(Self.monthly([("A", a), ("B", b)]))
    #expect(text.contains { $0.hasSuffix("and led from then on.") && $0.contains("B overtook A ") }, "\(text)")
    #expect(outcome.report.claims.contains { $0.kind == "leader-change" && $0.isTrue })
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
  }
}
