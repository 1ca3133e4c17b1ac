import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The sign, step and season sentences (`ContentPlan+Patterns.swift`): said where the data has the
/// pattern, read back and found true by the claims checker, and a false variant of each caught.
@Suite struct PatternSentencesTests {
  static func months(_ count: Int, from year: Int = 2015) -> [Double] {
    (0..<count).map { CivilDate(year: year + $0 / 12, month: $0 % 12 + 1, day: 1).secondsSince1970 }
  }

  static func chart(_ title: String, _ x: [Double], _ y: [Double], unit: String? = nil) -> ChartDescriptor {
    ChartDescriptor(
      title: title, kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: title, type: .numeric, unit: unit),
      series: [DataSeries(name: title, isContinuous: true, x: x, y: y)])
  }

  /// Eight years of a July peak on a slow rise, with seeded noise.
  static let seasonal: ChartDescriptor = {
    var random = SplitMix64(seed: 12)
    let y = (0..<96).map { (i: Int) -> Double in
      let angle: Double = 2 * Double.pi * Double(i % 12 - 6) / 12
      let noise: Double = 2 * random.nextNormal()
      return 50 + 0.1 * Double(i) + 8 * cos(angle) + noise
    }
    return chart("Sales", months(96), y)
  }()

  /// Sign-ups near 20 for 40 months, then near 45.
  static let stepped: ChartDescriptor = {
    var random = SplitMix64(seed: 13)
    return chart("Sign-ups", months(60), (0..<60).map { ($0 < 40 ? 20 : 45) + 1.5 * random.nextNormal() })
  }()

  /// Net income by quarter, losses then profits.
  static let signs = ChartDescriptor(
    title: "Net income", kind: .line, xAxis: Axis(title: "Quarter", type: .temporal, timeUnit: .month),
    yAxis: Axis(title: "Net income", type: .numeric),
    series: [
      DataSeries(
        name: "Net income", isContinuous: true,
        x: (0..<9).map { CivilDate(year: 2021 + $0 / 4, month: $0 % 4 * 3 + 1, day: 1).secondsSince1970 },
        y: [-3.1, -2.0, -1.2, -0.4, -0.3, -0.1, 0.8, 1.5, 2.2])
    ])

  @Test(arguments: [("season", seasonal), ("step", stepped), ("sign-change", signs)])
  func patternIsSaidAndTrue(_ kind: String, _ chart: ChartDescriptor) throws {
    let outcome = try ClaimsRun.check(chart, id: kind)
    let claims = outcome.report.claims.filter { $0.kind == kind }
    #expect(!claims.isEmpty, "no \(kind) claim in \(outcome.report.claims)")
    #expect(outcome.report.falseClaims.filter { $0.kind == kind }.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
  }

  static func falseKinds(_ chart: ChartDescriptor, _ sentence: String) -> [String] {
    let report = ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(alt: "", summary: [sentence], readout: [])
    return report.falseClaims.map(\.kind)
  }

  /// The audit's revenue (csv/15_step, here monthly): near 2 for 10 months, then near 3.5.
  static let revenue = chart(
    "Revenue", months(20, from: 2018),
    [
      2.04, 1.92, 1.93, 2.06, 1.92, 2.04, 1.9, 1.88, 1.82, 2.19, 3.47, 3.52, 3.5, 3.52, 3.5, 3.69, 3.4, 3.34, 3.4,
      3.37,
    ])

  /// A step's levels are averages, said as such and rounded alike (never "from 1.97 to 3.471"),
  /// and the step that heads the summary heads the alt text too.
  @Test func aStepIsSaidAsAveragesInTheAltAndSummary() throws {
    let description = try ChartDescription(
      Self.revenue, locale: "en", levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
    let alt = description.narration.alt.display
    let summary = description.narration.summary.map(\.display)
    #expect(alt.hasSuffix(": the average level jumped from about 2 to about 3.5 in November 2018."), "\(alt)")
    #expect(summary.contains("The average level jumped from about 2 to about 3.5 in November 2018."), "\(summary)")
    let outcome = try ClaimsRun.check(Self.revenue, id: "revenue")
    #expect(outcome.report.claims.filter { $0.kind == "step" }.count >= 2, "\(outcome.report.claims)")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    let wrong = ClaimsChecker(truth: ClaimsTruth(chart: Self.revenue)).check(
      alt:
        "Line chart of revenue from 2018 to 2019: the average level jumped from about 2 to about 3.5 in October 2018.",
      summary: [], readout: [])
    #expect(wrong.falseClaims.map(\.kind).contains("step"), "\(wrong.claims)")
  }

  @Test func falseVariantsAreCaught() {
    #expect(
      Self.falseKinds(Self.seasonal, "The values tend to be highest around July and lowest around January each year.")
        .isEmpty)
    #expect(Self.falseKinds(Self.seasonal, "The values tend to be highest around March each year.") == ["season"])
    #expect(
      Self.falseKinds(Self.signs, "The values were below zero until Q2 2022 and above zero from Q3 2022.").isEmpty)
    #expect(
      Self.falseKinds(Self.signs, "The values were below zero until Q1 2022 and above zero from Q2 2022.") == [
        "sign-change"
      ])
    let step = Self.falseKinds(Self.stepped, "The average level jumped from about 20 to about 45 in May 2018.")
    #expect(step.isEmpty, "\(step)")
    #expect(
      Self.falseKinds(Self.stepped, "The average level jumped from about 20 to about 45 in May 2017.").contains("step"))
    #expect(
      Self.falseKinds(Self.stepped, "The average level dropped from about 20 to about 45 in May 2018.") == ["step"])
    #expect(
      Self.falseKinds(Self.stepped, "The average level jumped from about 20 to about 60 in May 2018.") == ["step"])
  }

  /// Three cities' monthly temperatures over three years, each warmest in July and coldest in
  /// January, with seeded noise; `shifted` moves the third city's year by two months.
  static func cities(shifted: Bool = false) -> ChartDescriptor {
    var random = SplitMix64(seed: 21)
    let x = months(36, from: 2021)
    let series = [("Oslo", 5.0, 12.0), ("Madrid", 15, 10), ("Cairo", 22, 7)].enumerated().map { k, city in
      let lag = shifted && k == 2 ? 2 : 0
      let y = (0..<36).map { (i: Int) -> Double in
        let angle = 2 * Double.pi * Double((i - lag) % 12 - 6) / 12
        return city.1 + city.2 * cos(angle) + 0.5 * random.nextNormal()
      }
      return DataSeries(name: city.0, isContinuous: true, x: x, y: y)
    }
    return ChartDescriptor(
      title: "Temperature", kind: .line, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: "Temperature", type: .numeric, unit: "°C"), series: series)
  }

  /// Several series that share one season get it said once, true of each; when one city's
  /// year is shifted, none is said for all, and a false shared season is caught.
  @Test func aSeasonSharedByEverySeriesIsSaidOnce() throws {
    let outcome = try ClaimsRun.check(Self.cities(), id: "cities")
    let seasons = outcome.report.claims.filter { $0.kind == "season" }
    #expect(seasons.count == 6, "\(outcome.report.claims) \(outcome.report.classified)")
    #expect(seasons.allSatisfy { $0.isTrue }, "\(seasons)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")

    // Shifted, no season is said for all; a city's own season may be, named and true.
    let shifted = try ClaimsRun.check(Self.cities(shifted: true), id: "shifted")
    let names = Self.cities(shifted: true).series.map(\.name)
    let seasonsSaid = shifted.report.claims.filter { $0.kind == "season" }
    #expect(
      seasonsSaid.allSatisfy { claim in claim.isTrue && names.contains { claim.sentence.hasPrefix($0 + " ") } },
      "\(shifted.report.claims)")
    #expect(
      Self.falseKinds(
        Self.cities(shifted: true), "The values tend to be highest around July and lowest around January each year."
      )
      .contains("season"))
  }

  /// White noise by month, a random walk: no season, no step.
  @Test(arguments: 0..<5 as Range<UInt64>)
  func noPatternInNoise(_ seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let chart = Self.chart("Noise", Self.months(60), (0..<60).map { _ in 10 + random.nextNormal() })
    let outcome = try ClaimsRun.check(chart, id: "noise")
    #expect(!outcome.report.claims.contains { $0.kind == "season" || $0.kind == "step" }, "\(outcome.report.claims)")
  }
}
