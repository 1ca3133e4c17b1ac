import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// A new reader's audit (fx23) of ten CSVs in shapes the fixtures lacked: survey shares, a price
/// crash and recovery, rain on few days, two stores with missing months, a year of daily
/// temperatures, visits by weekday, budget against actual with negatives, five regions in long
/// format, a weight log and populations in millions. They are fixtures, so the claims check
/// (`ClaimsGoldenTests`) and the JSON output fixtures read every description of them.
@Suite struct FreshCSVAuditTests {
  static let files = [
    "survey-shares.csv", "stock-crash.csv", "rainfall-daily.csv", "stores-missing-months.csv",
    "daily-temperature.csv", "weekday-visits.csv", "budget-actual.csv", "long-five-regions.csv", "weight-kg.csv",
    "population-millions.csv",
  ]

  /// Rain on the first and last day of two months was 0 mm: "went from 0 mm to 0 mm" said nothing
  /// of the 18 mm between. The alt gives the range.
  @Test func anAltWhoseEndsAreEqualGivesTheRange() throws {
    let chart = try AuditFactsTests.csv("rainfall-daily.csv")
    let alt = try AuditFactsTests.describe(chart).narration.alt[.display]
    #expect(alt == "Line chart of rain from March 1 to April 30, 2024: between 0 mm and 18 mm.", "\(alt)")
  }

  /// Every sentence of every audit CSV parsed and true in English, and no false number, date or
  /// name in another locale.
  @Test(arguments: files)
  func everyAuditDescriptionIsTrue(_ file: String) throws {
    let chart = try AuditFactsTests.csv(file)
    let outcome = try ClaimsRun.check(chart, id: file)
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
    ClaimsRun.expectTrue(outcome, known: [])
    try AuditFactsTests.expectLocalesTrue(chart, id: file)
  }
}
