import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The end-spike sentences (``Statistics/endSpike(x:y:policy:)``, `ContentPlan+Patterns.swift`):
/// a last (or first) value far outside the rest leads the alt text and the summary, the average
/// rate it would distort is not said, every sentence is found true by the claims checker in
/// every locale, and false variants are caught.
@Suite struct EndSpikeSentencesTests {
  /// The audit's monthly profit (audit2/profit.csv): a slow rise, then 1.4 million in December.
  static let profit = PatternSentencesTests.chart(
    "Profit", PatternSentencesTests.months(12, from: 2023),
    [-120_000, -80_000, -45_000, -10_000, 15_000, 42_000, 38_000, 61_000, 90_000, 120_000, 150_000, 1_400_000],
    unit: "USD")

  /// Visits near 100 that dip in the middle, then 900 in the last month: the rest's first and
  /// last values would hide the dip, so its range is said.
  static let visits = PatternSentencesTests.chart(
    "Visits", PatternSentencesTests.months(10, from: 2022), [100, 104, 98, 60, 97, 102, 99, 103, 101, 900])

  /// A first month far above a slow fall.
  static let backlog = PatternSentencesTests.chart(
    "Backlog", PatternSentencesTests.months(10, from: 2021), [5_000, 410, 400, 395, 380, 372, 360, 355, 349, 340])

  @Test func aLastMonthFarAboveLeadsAndTheRateIsNotSaid() throws {
    let (alt, summary) = try JumpAndEmptySentencesTests.english(Self.profit)
    #expect(alt.hasSuffix(": rose from -$120,000 to $150,000, then jumped to $1.4 million in December."), "\(alt)")
    #expect(
      summary.dropFirst(2).first
        == "The values rose from -$120,000 in January to $150,000 in November, then jumped to $1.4 million in December.",
      "\(summary)")
    #expect(!summary.contains { $0.contains("on average") || $0.hasPrefix("Overall") }, "\(summary)")
    try Self.expectTrue(Self.profit, id: "profit")
  }

  @Test func aRestThatHidesADipIsToldByItsRange() throws {
    let (alt, summary) = try JumpAndEmptySentencesTests.english(Self.visits)
    #expect(alt.hasSuffix(": between 60 and 104 until September, then jumped to 900 in October."), "\(alt)")
    #expect(
      summary.contains(
        "The values stayed between 60 and 104 until September, then jumped to 900 in October."),
      "\(summary)")
    try Self.expectTrue(Self.visits, id: "visits")
  }

  @Test func aFirstMonthFarAboveTheRest() throws {
    let (alt, summary) = try JumpAndEmptySentencesTests.english(Self.backlog)
    #expect(alt.hasSuffix(": 5,000 in January, far above the rest, which fell from 410 to 340."), "\(alt)")
    #expect(
      summary.contains(
        "The first value, 5,000 in January, was far above all the others, which fell from 410 in February to 340 in October."
      ), "\(summary)")
    try Self.expectTrue(Self.backlog, id: "backlog")
  }

  /// Every sentence parsed and true in English, with the end-spike claims among them, and no
  /// false number, date or name in any other locale.
  static func expectTrue(_ chart: ChartDescriptor, id: String) throws {
    let outcome = try ClaimsRun.check(chart, id: id)
    #expect(outcome.report.claims.filter { $0.kind == "end-spike" }.count >= 4, "\(outcome.report.claims)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
    for local in try LocaleClaimsRun.check(chart, id: id) {
      #expect(local.report.falseClaims.isEmpty, "\(local.locale): \(local.report.falseClaims)")
    }
  }

  @Test func falseEndSpikesAreCaught() {
    let kinds = PatternSentencesTests.falseKinds
    let p = Self.profit
    let told =
      "The values rose from -$120,000 in January to $150,000 in November, then jumped to $1.4 million in December."
    #expect(kinds(p, told).isEmpty)
    #expect(
      kinds(
        p, "The values fell from -$120,000 in January to $150,000 in November, then jumped to $1.4 million in December."
      )
        == ["end-spike"])
    #expect(
      kinds(
        p, "The values rose from -$120,000 in January to $150,000 in November, then jumped to $1.5 million in December."
      )
        == ["end-spike"])
    #expect(
      kinds(
        p, "The values rose from -$120,000 in January to $150,000 in October, then jumped to $1.4 million in December.")
        == ["end-spike"])
    // A last value within the rest's range of it has not "jumped".
    let slow = PatternSentencesTests.chart(
      "Profit", PatternSentencesTests.months(6, from: 2023), [10, 20, 30, 40, 50, 80], unit: "USD")
    #expect(
      kinds(slow, "The values rose from $10 in January to $50 in May, then jumped to $80 in June.") == ["end-spike"])
    // The rest's ends hide its dip.
    #expect(
      kinds(
        Self.visits,
        "The values rose from 100 in January to 101 in September, then jumped to 900 in October.")
        == ["hidden-excursion"])
    #expect(
      kinds(
        Self.visits, "The values stayed between 97 and 104 until September, then jumped to 900 in October.")
        == ["end-spike"])
    #expect(
      kinds(
        Self.backlog,
        "The first value, 5,000 in January, was far below all the others, which fell from 410 in February to 340 in October."
      ) == ["end-spike"])
  }
}
