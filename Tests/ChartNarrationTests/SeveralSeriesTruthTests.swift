import ChartImport
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
      title: "Sales", kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "Sales", type: .numeric),
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

  /// One series overtakes the other near the end: an alt too long for the lead and the
  /// crossing keeps the takeover, never "Northern warehouse was highest in 6 of 8 months" alone,
  /// which names the series now behind.
  @Test func aShortenedAltKeepsTheTakeover() throws {
    let chart = Self.monthly([
      ("Northern warehouse", [120, 123, 127, 129, 132, 135, 138, 142]),
      ("Southern warehouse", [80, 91, 99, 111, 119, 130, 141, 152]),
    ])
    let (text, outcome) = try Self.describe(chart)
    #expect(text[0].contains("Southern warehouse overtook Northern warehouse"), "\(text[0])")
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
    let chart = Self.monthly([
      ("A", [50, .nan, 70, .nan, 60]), ("B", [10, 20, .nan, 30, 40]), ("C", [.nan, .nan, .nan, .nan, .nan]),
    ])
    let (text, outcome) = try Self.describe(chart)
    #expect(text.contains { $0.hasPrefix("8 values are missing") }, "\(text)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
  }

  /// Five series: the latest values of all five, not "and 2 others", and no clause that only
  /// restates one ("S4 went from 40 to 45").
  @Test func everyLatestValueIsSaid() throws {
    let chart = Self.monthly(
      (0..<5).map { (s: Int) -> (String, [Double]) in
        ("S\(s)", (0..<6).map { (t: Int) -> Double in Double(10 * s + t) })
      })
    let (text, outcome) = try Self.describe(chart)
    #expect(
      text.contains {
        $0.hasPrefix("In June, S4 ended at 45, S3 at 35, S2 at 25, S1 at 15 and S0 at 5") && !$0.contains("others")
      },
      "\(text)")
    #expect(!text.contains { $0.contains(" went from ") }, "\(text)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
  }

  /// The series that ends highest is flat while two others halve and treble: the summary says
  /// the big changes first, the larger first, and a flat series' "no clear trend" not at all; over
  /// time, the latest values come next (they give every series' end).
  @Test func theLargestTrendsAreSaidFirst() throws {
    let wobble: [Double] = [0.6, -0.4, 0.3, -0.5, 0.2, -0.3, 0.5, -0.2]
    let coal: [Double] = (0..<8).map { (t: Int) -> Double in 120 - 60 * Double(t) / 7 + wobble[t] }
    let wind: [Double] = (0..<8).map { (t: Int) -> Double in 20 + 50 * Double(t) / 7 - wobble[7 - t] }
    let gas: [Double] = [80, 85, 88, 90, 92, 88, 86, 84]
    let monthly = Self.monthly([("Gas", gas), ("Wind", wind), ("Coal", coal)])
    let years = (0..<8).map { Double(2015 + $0) }
    let yearly = ChartDescriptor(
      title: "Sales", kind: .line, xAxis: Axis(title: "Year", type: .numeric), yAxis: monthly.yAxis,
      series: monthly.series.map { DataSeries(name: $0.name, isContinuous: true, x: years, y: $0.y) })
    for chart in [monthly, yearly] {
      let (text, outcome) = try Self.describe(chart)
      let facts = Array(text.drop { !$0.hasPrefix("Line chart of sales for 3 series:") }.dropFirst())
      #expect(facts.first?.hasPrefix("Coal fell from") == true, "\(text)")
      #expect(!text.contains { $0.hasPrefix("Gas showed no clear trend") }, "\(text)")
      #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
      // Years on a numeric axis are times too. Wind's and coal's trends end on their latest
      // values, so the latest values give gas's alone.
      let latest = chart.xAxis.type == .temporal ? "Gas ended at 84 in August." : "Gas ended at 84 in 2022."
      #expect(facts.dropFirst().first == latest, "\(text)")
      #expect(text.contains { $0.hasPrefix("Wind rose from") }, "\(text)")
    }
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

  /// energy.csv (coal 120 → 60, gas level near 85, wind 20 → 70, solar 5 → 52): the three big
  /// trends are said, largest first, and every series' latest value, each once (in the latest
  /// values or as the end of its trend), all true.
  @Test func energySaysTheBigTrendsAndEveryLatestValue() throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("csv").appendingPathComponent("energy.csv")
    let chart = try CSVReader.read(contentsOf: url.path, source: "energy.csv")
    let (text, outcome) = try Self.describe(chart)
    let facts = Array(text.dropFirst(2))
    for index in [0, 2, 3] {
      let name = chart.series[index].name
      #expect(
        facts.contains { $0.hasPrefix(name + " fell from ") || $0.hasPrefix(name + " rose from ") }, "\(name): \(text)")
    }
    for series in chart.series {
      let last = String(Int(series.y[series.y.count - 1]))
      let saying = facts.filter {
        $0.contains(series.name + " at " + last) || $0.contains(series.name + " ended at " + last)
          || $0.contains(series.name) && $0.hasSuffix(" to " + last + ".")
      }
      #expect(saying.count == 1, "\(series.name) \(last): \(text)")
    }
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
  }

  /// A rise from 300 to 648 past a peak of 3.7 million (the flood deaths of 1931) is no rise to
  /// tell from its ends: the series gets no first-to-last clause, and the overall extremes name
  /// the peak. The checker calls such a clause false.
  @Test func aPeakThatDwarfsBothEndsIsNotHiddenByThem() throws {
    var flood = (0..<24).map { 300 + 348 * Double($0) / 23 }
    flood[7] = 3_700_000
    let other = (0..<24).map { 1_000 + 10 * Double($0 % 5) }
    let chart = Self.monthly([("Flood", flood), ("Drought", other)])
    let (text, outcome) = try Self.describe(chart)
    #expect(!text.contains { $0.contains("Flood rose from") || $0.contains("Flood went from") }, "\(text)")
    #expect(text.contains { $0.contains("3,700,000") || $0.contains("3.7 million") }, "\(text)")
    #expect(outcome.report.falseClaims.isEmpty && outcome.report.unparsed.isEmpty, "\(outcome.report)")
    let hidden = ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(
      alt: "", summary: ["Flood rose from 300 to 648."], readout: [])
    #expect(hidden.falseClaims.contains { $0.kind == "hidden-excursion" }, "\(hidden)")
  }

  /// Only a clause of first and last values hides a peak: "Sin went from 0 to about 0.03" goes
  /// (the sequence_line_fold chart of the gallery). Cos turns once, at its low: that turn is
  /// said, with its range, where "Cos showed no clear trend" would undersell it.
  @Test func aRangeClauseStaysWhereAFirstToLastClauseGoes() throws {
    let x = (0..<63).map { Double($0) / 10 }
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "x", type: .numeric), yAxis: Axis(title: "value", type: .numeric),
      series: [
        DataSeries(name: "Sin", isContinuous: true, x: x, y: x.map { sin($0) }),
        DataSeries(name: "Cos", isContinuous: true, x: x, y: x.map { cos($0) }),
      ])
    let (text, outcome) = try Self.describe(chart)
    #expect(text.contains { $0.hasPrefix("Cos dropped from 1 at x 0 to a low of ") }, "\(text)")
    #expect(!text.contains { $0.hasPrefix("Cos showed no clear trend") }, "\(text)")
    #expect(!text.contains { $0.hasPrefix("Sin went from") }, "\(text)")
    #expect(outcome.report.falseClaims.isEmpty && outcome.report.unparsed.isEmpty, "\(outcome.report)")
  }
}
