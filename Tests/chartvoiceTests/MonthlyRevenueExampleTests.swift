import ChartVoiceTestSupport
import Foundation
import Testing

/// The example the README and `make demo` use, `Examples/monthly-revenue.json`: its facts are
/// true and its summary says them.
///
/// Revenue by month: 41,200, 39,500, 43,800, 38,800, 46,300, 49,100 against a 45,000 target.
@Suite struct MonthlyRevenueExampleTests {
  let json: JSONShape
  let summary: String

  init() throws {
    let result = try CLI.run(["describe", CLI.example("monthly-revenue.json"), "--format", "json"])
    try #require(result.status == 0, "\(result.stderr.prefix(300))")
    json = try JSONShape(result.stdout)
    summary = try #require(json.text["summary"] as? String)
  }

  @Test func title() {
    #expect(json.object["title"] as? String == "Monthly revenue, first half of 2024")
    #expect(json.object["kind"] as? String == "line")
  }

  @Test func minimumIs38800InApril() throws {
    let series = try #require(json.series.first)
    #expect(json.series.count == 1)
    #expect(series["count"] as? Int == 6)
    #expect(series["missing"] as? Int == 0)
    let minimum = try #require(series["min"] as? [String: Any])
    #expect(minimum["y"] as? Double == 38_800)
    #expect((minimum["x"] as? String)?.hasPrefix("2024-04") == true)
  }

  @Test func maximumIs49100InJune() throws {
    let maximum = try #require(json.series.first?["max"] as? [String: Any])
    #expect(maximum["y"] as? Double == 49_100)
    #expect((maximum["x"] as? String)?.hasPrefix("2024-06") == true)
  }

  @Test func meanMedianFirstAndLast() throws {
    let series = try #require(json.series.first)
    let mean = try #require(series["mean"] as? Double)
    #expect(isApproximatelyEqual(mean, 258_700.0 / 6))
    #expect(series["median"] as? Double == 42_500)
    #expect((series["first"] as? [String: Any])?["y"] as? Double == 41_200)
    #expect((series["last"] as? [String: Any])?["y"] as? Double == 49_100)
  }

  /// Six points with S = 7: Mann–Kendall's exact p is 0.27, far from significant.
  @Test func noTrend() throws {
    let trend = try #require(json.series.first?["trend"] as? [String: Any])
    #expect(trend["direction"] as? String == "none")
    let p = try #require(trend["pValue"] as? Double)
    #expect(p > 0.05)
    #expect(isApproximatelyEqual(p, 0.272_222_222_222_222_2, relativeTolerance: 1e-6))
  }

  @Test func twoMonthsAboveTheTargetAndFourBelow() throws {
    #expect(json.referenceLines.count == 1)
    let target = try #require(json.referenceLines.first)
    #expect(target["label"] as? String == "Target")
    #expect(target["value"] as? Double == 45_000)
    #expect(target["above"] as? Int == 2)
    #expect(target["below"] as? Int == 4)
  }

  @Test(arguments: [
    "$38,800", "$49,100", "no clear trend", "2 of 6 months", "April", "June", "$45,000",
  ])
  func summaryStates(_ fact: String) {
    #expect(summary.contains(fact), "the summary does not say '\(fact)'")
  }

  @Test func summaryClaimsNoDirection() {
    for word in ["rising", "rose steadily", "falling", "fell steadily", "increasing", "decreasing"] {
      #expect(!summary.contains(word), "the summary claims a trend: '\(word)'")
    }
  }

  /// The CSV version of the same data gives the same statistics.
  @Test func csvVersionAgrees() throws {
    let result = try CLI.run(["describe", CLI.example("monthly-revenue.csv"), "--format", "json"])
    expectSuccess(result)
    let csv = try JSONShape(result.stdout)
    for key in ["count", "missing", "mean", "median"] {
      #expect(
        (csv.series.first?[key] as? Double) == (json.series.first?[key] as? Double),
        "series[0].\(key) differs")
    }
    let csvTrend = csv.series.first?["trend"] as? [String: Any]
    #expect(csvTrend?["direction"] as? String == "none")
  }
}
