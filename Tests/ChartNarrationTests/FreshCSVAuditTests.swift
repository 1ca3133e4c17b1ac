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

  /// Two stores, one with three missing months (fx24): the series is named once with its months,
  /// never "Store B in April, Store B in May and Store B in September"; the checker reads the
  /// months back and finds a wrong one false.
  @Test func missingMonthsNameTheirSeriesOnce() throws {
    let chart = try AuditFactsTests.csv("stores-missing-months.csv")
    let summary = try AuditFactsTests.describe(chart).narration.summary.map { $0[.display] }
    let missing = "Store B has no data for April, May and September."
    #expect(summary.contains(missing), "\(summary)")
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    let right = checker.check(alt: "", summary: [missing], readout: [])
    #expect(right.falseClaims.isEmpty && right.claims.contains { $0.kind == "missing" }, "\(right.claims)")
    for wrong in [
      "Store B has no data for April, May and June.", "Store A has no data for April, May and September.",
      "Store B has no data for April and May.",
    ] {
      #expect(!checker.check(alt: "", summary: [wrong], readout: []).falseClaims.isEmpty, "\(wrong)")
    }
  }

  /// Budget and actual cross four times: the alt names none of the crossings (one named alone
  /// would read as the only one); the summary counts them.
  @Test func anAltNamesNoCrossingOfSeveral() throws {
    let chart = try AuditFactsTests.csv("budget-actual.csv")
    let narration = try AuditFactsTests.describe(chart).narration
    let alt = narration.alt[.display]
    #expect(!alt.contains("overtook"), "\(alt)")
    #expect(narration.summary.map { $0[.display] }.contains("The series crossed 4 times."))
  }

  /// Visits by weekday, Monday to Sunday: a whole cycle of categories, whose first and last are
  /// neighbours, so no start, end or trend across them ("started at 412 on Monday and ended at
  /// 196 on Sunday"); without a tested turn they are ranked. A year of months with a tested peak
  /// keeps its shape ("climbed … to a peak of 910 in July"), still without a start and an end. A
  /// dated series keeps its trend.
  @Test func aCycleOfCategoriesHasNoStartAndEnd() throws {
    let chart = try AuditFactsTests.csv("weekday-visits.csv")
    #expect(chart.xAxis.goesRoundACycle)
    let narration = try AuditFactsTests.describe(chart).narration
    let summary = narration.summary.map { $0[.display] }
    #expect(
      summary.contains("Wednesday is highest at 431, and Sunday is lowest at 196; the median is 398."), "\(summary)")
    for trend in ["started at", "ended at", "went from", "rose", "fell"] {
      #expect(!summary.joined(separator: " ").contains(trend) && !narration.alt[.display].contains(trend), "\(summary)")
    }
    let months = try NarrationGoldenTests.loadChart(
      RepositoryPaths.fixtures.appendingPathComponent("charts/bar-recurring-months.json"))
    #expect(months.xAxis.goesRoundACycle)
    let monthly = try AuditFactsTests.describe(months).narration
    let monthlySummary = monthly.summary.map { $0[.display] }
    #expect(
      monthlySummary.contains { $0.contains("to a peak of 910 in July") } && monthly.alt[.display].contains("peak"),
      "\(monthlySummary)")
    for ends in ["started at", "ended at", "went from"] {
      #expect(!monthlySummary.joined(separator: " ").contains(ends), "\(monthlySummary)")
    }
    let dated = try AuditFactsTests.csv("stock-crash.csv")
    let datedSummary = try AuditFactsTests.describe(dated).narration.summary.map { $0[.display] }
    #expect(datedSummary.contains { $0.hasPrefix("It started at") }, "\(datedSummary)")
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
