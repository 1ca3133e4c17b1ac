import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The jump, empty-period and day-of-month spike sentences (`ContentPlan+Patterns.swift`): said
/// where the data has the pattern, in the alt text and summary as a sighted reader would say it,
/// read back and found true by the claims checker, and a false variant of each caught.
@Suite struct JumpAndEmptySentencesTests {
  /// US unemployment, 2020 (BLS, as first published).
  static let unemployment = PatternSentencesTests.chart(
    "Unemployment rate", PatternSentencesTests.months(12, from: 2020),
    [3.5, 3.5, 4.4, 14.7, 13.2, 11.0, 10.2, 8.4, 7.9, 6.9, 6.7, 6.7], unit: "%")

  /// A year of weekly training sessions with the weeks of March 4 and March 11 empty.
  static let training: ChartDescriptor = {
    let x = (0..<52).map { CivilDate(year: 2024, month: 1, day: 1).secondsSince1970 + 7 * 86_400 * Double($0) }
    let y = (0..<52).map { week in week == 9 || week == 10 ? 0 : Double([3, 4, 5, 4, 2, 4, 3, 5][week % 8]) }
    return ChartDescriptor(
      title: "Training", kind: .bar, xAxis: Axis(title: "Week", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Sessions", type: .numeric),
      series: [DataSeries(name: "Sessions", isContinuous: false, x: x, y: y)])
  }()

  /// A year of daily payments near 100, 40 higher on the 25th of each month.
  static let payday: ChartDescriptor = {
    var random = SplitMix64(seed: 25)
    let x = (0..<366).map { CivilDate(year: 2024, month: 1, day: 1).secondsSince1970 + 86_400 * Double($0) }
    let y = x.map {
      ((100 + 5 * random.nextNormal() + (CivilDate(secondsSince1970: $0).day == 25 ? 40 : 0)) * 10).rounded() / 10
    }
    return ChartDescriptor(
      title: "Payments", kind: .line, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Payments", type: .numeric),
      series: [DataSeries(name: "Payments", isContinuous: true, x: x, y: y)])
  }()

  static func english(_ chart: ChartDescriptor) throws -> (alt: String, summary: [String]) {
    let description = try ChartDescription(
      chart, locale: "en", levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
    return (description.narration.alt.display, description.narration.summary.map(\.display))
  }

  @Test func unemploymentJumpedThenFellSteadily() throws {
    let (alt, summary) = try Self.english(Self.unemployment)
    #expect(alt.hasSuffix(": jumped to 14.7% in April, then fell steadily to 6.7% by December."), "\(alt)")
    #expect(
      summary.contains(
        "The values jumped from 4.4% in March to 14.7% in April, then fell steadily to 6.7% by December."), "\(summary)"
    )
    #expect(!summary.contains { $0.hasPrefix("There is no clear trend") }, "\(summary)")
  }

  /// The audit's unemployment (csv/04_pct, here monthly): the fall bottomed at 3.5 % and rose
  /// for the last months to 3.8 %; the way back ends at its bottom, never "fell steadily to
  /// 3.8 %" at the end.
  static let bottomedOut = PatternSentencesTests.chart(
    "Unemployment rate", PatternSentencesTests.months(20, from: 2019),
    [3.8, 3.7, 3.6, 3.5, 3.8, 13, 8.8, 6.8, 6.2, 5.9, 5.1, 4.2, 3.9, 3.6, 3.5, 3.6, 3.5, 3.6, 3.7, 3.8], unit: "%")

  @Test func aFallThatTurnedUpEndsAtItsBottom() throws {
    let (alt, summary) = try Self.english(Self.bottomedOut)
    #expect(alt.contains("then fell steadily to 3.5% by March 2020."), "\(alt)")
    #expect(summary.contains { $0.contains("then fell steadily to 3.5% by March 2020.") }, "\(summary)")
    let outcome = try ClaimsRun.check(Self.bottomedOut, id: "bottomed-out")
    #expect(outcome.report.claims.contains { $0.kind == "jump" }, "\(outcome.report.claims)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    let falseKinds = PatternSentencesTests.falseKinds
    let b = Self.bottomedOut
    #expect(
      falseKinds(
        b, "The values jumped from 3.8% in May 2019 to 13% in June 2019, then fell steadily to 3.8% by August 2020.")
        == ["jump"])
    #expect(
      falseKinds(
        b, "The values jumped from 3.8% in May 2019 to 13% in June 2019, then fell steadily to 3.5% by March 2020."
      )
      .isEmpty)
  }

  /// The audit's incidents (csv/08_zeros): 16 zero days from June 7 to June 30, with 8 other
  /// days between them.
  static let incidents: ChartDescriptor = {
    let x = (0..<30).map { CivilDate(year: 2024, month: 6, day: 1).secondsSince1970 + 86_400 * Double($0) }
    let y: [Double] = [2, 1, 1, 1, 2, 3, 0, 1, 2, 0, 0, 1, 0, 0, 2, 0, 1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0]
    return ChartDescriptor(
      title: "Incidents", kind: .line, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Incidents", type: .numeric),
      series: [DataSeries(name: "Incidents", isContinuous: true, x: x, y: y)])
  }()

  /// Scattered zeros are counted with their span and "scattered", never as an unbroken run.
  @Test func scatteredTiesAreNotARun() throws {
    let (_, summary) = try Self.english(Self.incidents)
    #expect(summary.contains { $0.contains("(16 of 30 days, scattered from June 7 to June 30)") }, "\(summary)")
    // The places of the lowest value are checked here; the hedged fall is the trend suites'
    // (the checker reads it against the Theil–Sen slope, 0 for a series of mostly zeros).
    let outcome = try ClaimsRun.check(Self.incidents, id: "incidents")
    #expect(outcome.report.claims.contains { $0.kind == "tie" }, "\(outcome.report.claims)")
    #expect(outcome.report.falseClaims.filter { $0.kind != "trend" }.isEmpty, "\(outcome.report.falseClaims)")
    let falseKinds = PatternSentencesTests.falseKinds
    let i = Self.incidents
    #expect(falseKinds(i, "The lowest value was 0 (16 of 30 days, scattered from June 7 to June 30).").isEmpty)
    #expect(!falseKinds(i, "The lowest value was 0 (16 of 30 days, from June 7 to June 30).").isEmpty)
    // A run in a row said as scattered is false too.
    let t = Self.training
    #expect(!falseKinds(t, "The lowest value was 0 (2 of 52 weeks, scattered from March 4 to March 11).").isEmpty)
  }

  @Test func twoEmptyWeeksAreSaid() throws {
    let (_, summary) = try Self.english(Self.training)
    #expect(summary.contains("The values were 0 for 2 weeks, from March 4 to March 11."), "\(summary)")
  }

  @Test func aSpikeOnThe25thIsSaid() throws {
    let (_, summary) = try Self.english(Self.payday)
    #expect(summary.contains("The values spike on the 25th of each month."), "\(summary)")
    #expect(!summary.contains { $0.contains("around day 25") }, "\(summary)")
  }

  @Test(arguments: [("jump", unemployment), ("zeros", training), ("day-spike", payday)])
  func patternIsSaidAndTrue(_ kind: String, _ chart: ChartDescriptor) throws {
    let outcome = try ClaimsRun.check(chart, id: kind)
    #expect(outcome.report.claims.contains { $0.kind == kind }, "no \(kind) claim in \(outcome.report.claims)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
  }

  @Test func falseVariantsAreCaught() {
    let falseKinds = PatternSentencesTests.falseKinds
    let u = Self.unemployment
    #expect(
      falseKinds(u, "The values jumped from 4.4% in March to 14.7% in April, then fell steadily to 6.7% by December.")
        .isEmpty)
    #expect(
      falseKinds(u, "The values jumped from 3.5% in February to 4.4% in March, then fell to 6.7% by December.")
        .contains("jump"))
    #expect(
      falseKinds(u, "The values jumped from 4.4% in March to 14.7% in April, then rose to 6.7% by December.").contains(
        "jump"))
    #expect(
      falseKinds(u, "The values jumped from 4.4% in March to 14.7% in April, then fell to 6.9% by October.").contains(
        "jump"))
    func alt(_ text: String) -> ClaimsReport {
      ClaimsChecker(truth: ClaimsTruth(chart: u)).check(alt: text, summary: [], readout: [])
    }
    let short = alt("Line chart of rate in 2020: jumped to 14.7% in April, then fell back.")
    #expect(short.claims.contains { $0.kind == "jump" } && short.falseClaims.isEmpty, "\(short.claims)")
    #expect(
      alt("Line chart of rate in 2020: dropped to 14.7% in April, then rose again.").falseClaims.map(\.kind).contains(
        "jump"))
    #expect(
      alt("Line chart of rate in 2020: jumped to 13.2% in May, then fell back.").falseClaims.map(\.kind).contains(
        "jump"))
    let t = Self.training
    #expect(falseKinds(t, "The values were 0 for 2 weeks, from March 4 to March 11.").isEmpty)
    #expect(falseKinds(t, "The values were 0 for 3 weeks, from March 4 to March 18.") == ["zeros"])
    #expect(falseKinds(t, "The values were 0 for 2 weeks, from March 11 to March 18.") == ["zeros"])
    let p = Self.payday
    #expect(falseKinds(p, "The values spike on the 25th of each month.").isEmpty)
    #expect(falseKinds(p, "The values spike on the 24th of each month.") == ["day-spike"])
  }

  /// Every locale says the three patterns (its phrases render) where English does, and the jump
  /// is the alt text's headline.
  @Test(arguments: ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func everyLocaleSaysThem(_ locale: String) throws {
    for (chart, id) in [
      (Self.unemployment, "summary.jump.up"), (Self.training, "summary.zeros"),
      (Self.payday, "summary.season.daySpike"),
    ] {
      let description = try ChartDescription(
        chart, locale: locale, levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
      #expect(description.narration.summary.contains { $0.id == id }, "\(locale): \(description.narration.summary)")
    }
    let alt = try ChartDescription(
      Self.unemployment, locale: locale, levels: [.alt], localesDirectory: RepositoryPaths.locales
    ).narration.alt
    #expect(alt.id == "alt.jump.up" || alt.id == "alt.jump.up.short", "\(locale): \(alt.display)")
    #expect(alt.display.count <= DescriptionPolicy().maximumAltCharacters, "\(locale): \(alt.display)")
  }
}
