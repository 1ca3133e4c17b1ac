import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// The stack sentences of `ContentPlan+Parts.swift`: the part that became the largest and the
/// composition shift, said where they are true and only for quantities that add up, and read
/// back by the claims checker (`ClaimsChecker+Parts.swift`).
@Suite struct ContentPlanPartsTests {
  static func years(_ count: Int) -> [Double] {
    (0..<count).map { CivilDate(year: 2010 + $0, month: 1, day: 1).secondsSince1970 }
  }

  static func stack(_ parts: [(String, [Double])], unit: String? = "TWh", additive: Bool? = nil) -> ChartDescriptor {
    let x = years(parts[0].1.count)
    return ChartDescriptor(
      title: "Generation", kind: .area, xAxis: Axis(title: "Year", type: .temporal, timeUnit: .year),
      yAxis: Axis(title: "Generation", type: .numeric, unit: unit, isAdditive: additive),
      series: parts.map { DataSeries(name: $0.0, isContinuous: true, x: x, y: $0.1) }, stacking: .stacked)
  }

  /// Coal shrinking, gas level, wind growing past coal in 2015.
  static let energy = stack([
    ("Coal", [50, 47, 44, 41, 38, 35, 32, 30]), ("Gas", [30, 30, 30, 30, 30, 30, 30, 30]),
    ("Wind", [10, 16, 22, 28, 34, 40, 46, 52]),
  ])

  static func summary(_ chart: ChartDescriptor) throws -> [String] {
    let description = try ChartDescription(
      chart, locale: "en", levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
    return [description.narration.alt.display] + description.narration.summary.map(\.display)
  }

  @Test func theNewLargestPartIsSaidAndTrue() throws {
    let text = try Self.summary(Self.energy)
    #expect(text.contains { $0.contains("Wind became the largest part in 2015") }, "\(text)")
    #expect(text.contains { $0.hasPrefix("The share of Wind rose") }, "\(text)")
    let report = try ClaimsRun.check(Self.energy, id: "energy").report
    #expect(report.claims.contains { $0.kind == "largest-part" && $0.isTrue })
    #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report.falseClaims) \(report.unparsed)")
  }

  /// The planted benchmark's 40 stacks (`PlantedPatterns`): the new largest part is stated and
  /// true in at least 90%, and no claim about them is false.
  @Test func thePlantedStacksStateTheLargestPart() throws {
    let planted = PlantedPatterns.charts(perKind: 40).filter { $0.planted == "largest-part" }
    #expect(planted.count == 40)
    var stated = 0
    for chart in planted {
      let report = try ClaimsRun.check(chart.chart, id: chart.id).report
      if report.claims.contains(where: { $0.kind == "largest-part" && $0.isTrue }) { stated += 1 }
      #expect(report.falseClaims.isEmpty, "\(chart.id): \(report.falseClaims)")
    }
    #expect(stated >= 36, "\(stated) of 40 stated")
  }

  @Test func meansAndRatesGetNoSharesAndNoNewLargestPart() throws {
    let means = Self.stack(Self.energy.series.map { ($0.name, $0.y) }, unit: nil, additive: false)
    let text = try Self.summary(means)
    #expect(!text.contains { $0.contains("became the largest part") || $0.contains("The share of") }, "\(text)")
  }

  @Test func theCheckerCatchesAFalseNewLargestPart() {
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: Self.energy))
    for sentence in [
      "Gas became the largest part in 2015.", "Wind became the largest part in 2014.",
      "Wind became the largest part in 2016.", "Coal became the largest part in 2010.",
    ] {
      let report = checker.check(alt: "", summary: [sentence], readout: [])
      #expect(report.falseClaims.contains { $0.kind == "largest-part" }, "\(sentence)")
    }
  }

  /// A part with no value at a position draws nothing there: its share is 0, not unknown
  /// (vega-lite/stacked_area_binned: "The share of Comedy fell 60 points, from 60% to 0%").
  @Test func aMissingPartHasAShareOfZero() {
    let chart = Self.stack([("Drama", [2, 5, 9, 4]), ("Comedy", [3, 4, 6, .nan])])
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    let right = checker.check(alt: "", summary: ["The share of Comedy fell 60 points, from 60% to 0%."], readout: [])
    #expect(right.falseClaims.isEmpty && right.claims.count == 4, "\(right.falseClaims)")
    let wrong = checker.check(alt: "", summary: ["The share of Comedy fell 50 points, from 60% to 10%."], readout: [])
    #expect(wrong.falseClaims.contains { $0.kind == "share" })
  }
}

// MARK: - Rankings name first, second and last; scatter plots say the relationship first

extension ContentPlanPartsTests {
  static func csv(_ name: String) throws -> ChartDescriptor {
    let url = RepositoryPaths.fixtures.appendingPathComponent("csv").appendingPathComponent(name)
    return try CSVReader.read(contentsOf: url.path, source: name)
  }

  /// langs.csv: JavaScript first, Python and SQL tied second at 51.0, Rust last. Second place is
  /// said with both names, and the checker finds it true against the data.
  @Test func aRankingNamesSecondPlaceWithItsTies() throws {
    let chart = try Self.csv("langs.csv")
    let text = try Self.summary(chart)
    #expect(text.contains { $0.hasPrefix("Python and SQL are tied for second at 51") }, "\(text)")
    let report = try ClaimsRun.check(chart, id: "langs").report
    #expect(report.claims.filter { $0.kind == "ranking" && $0.sentence.contains("second") }.count == 3)
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
  }

  /// One category alone in second place is named alone; a tie for first has no second place.
  @Test func secondPlaceIsOneCategoryOrNone() throws {
    func bars(_ values: [Double]) -> ChartDescriptor {
      ChartDescriptor(
        title: "Votes", kind: .bar, xAxis: Axis(title: "Party", type: .categorical, categories: ["A", "B", "C", "D"]),
        yAxis: Axis(title: "Votes", type: .numeric),
        series: [DataSeries(name: "Votes", isContinuous: false, x: (0..<values.count).map(Double.init), y: values)])
    }
    let alone = try Self.summary(bars([40, 31, 12, 9]))
    #expect(alone.contains { $0 == "B is second at 31." }, "\(alone)")
    let tiedFirst = try Self.summary(bars([40, 40, 12, 9]))
    #expect(!tiedFirst.contains { $0.contains("second") }, "\(tiedFirst)")
  }

  /// The checker reads a false second place as false: the wrong value, the wrong names.
  @Test func theCheckerCatchesAFalseSecondPlace() throws {
    let chart = try Self.csv("langs.csv")
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart, bucket: nil))
    for wrong in [
      "Python is second at 51.", "Python and SQL are tied for second at 38.5.",
      "TypeScript and SQL are tied for second at 51.",
    ] {
      let report = checker.check(alt: "", summary: [wrong], readout: [])
      #expect(!report.falseClaims.isEmpty, "\(wrong)")
    }
  }

  /// A scatter plot's first fact is whether there is a relationship (issue 12 §2), before the
  /// ranges, clusters and spread.
  @Test(arguments: ["scatter-cars.json", "scatter-clusters.json"]) func aScatterSaysTheRelationshipFirst(name: String)
    throws
  {
    let url = [RepositoryPaths.examples, RepositoryPaths.fixtures.appendingPathComponent("charts")]
      .map { $0.appendingPathComponent(name) }.first { FileManager.default.fileExists(atPath: $0.path) }
    let description = try NarrationGoldenTests.describe(try #require(url), locale: "en")
    let first = SalienceTests.factIDs(description).first
    #expect(
      first == "summary.scatter.correlation" || first == "summary.scatterTrend.none",
      "\(SalienceTests.factIDs(description))")
  }
}

extension ContentPlanPartsTests {
  /// A scatter plot's slope is said per a round step of x that suits x's range, in x's unit, and
  /// the claims checker recomputes it from the points (a wrong slope or sign is false).
  @Test func theSlopeIsPerARoundStepOfX() throws {
    #expect(ContentPlan.slopeStep(xRange: 7.6) == 1)
    #expect(ContentPlan.slopeStep(xRange: 184) == 10)
    #expect(ContentPlan.slopeStep(xRange: 100_000) == 10_000)
    #expect(ContentPlan.slopeStep(xRange: 1) == 0.1)
    #expect(ContentPlan.slopeStep(xRange: 0) == 1)
    let x = (0..<60).map { Double($0) * 500 }
    let y = x.indices.map { 20 + 0.004 * x[$0] + 3 * sin(Double($0) * 1.7) }
    let chart = ChartDescriptor(
      title: "", kind: .scatter, xAxis: Axis(title: "income", type: .numeric, unit: "USD"),
      yAxis: Axis(title: "spending", type: .numeric, unit: "USD"),
      series: [DataSeries(name: "households", isContinuous: false, x: x, y: y)])
    let text = try Self.summary(chart)
    let slope = try #require(text.first { $0.hasPrefix("On average,") }, "\(text)")
    #expect(slope.contains("higher for each additional $1,000 of income"), "\(slope)")
    let report = try ClaimsRun.check(chart, id: "slope").report
    #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report.falseClaims) \(report.unparsed)")
    #expect(report.claims.contains { $0.kind == "slope" && $0.isTrue })
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    for wrong in [
      "On average, spending is about $40 higher for each additional $1,000 of income.",
      "On average, spending is about $4 lower for each additional $1,000 of income.",
    ] {
      #expect(checker.check(alt: "", summary: [wrong], readout: []).falseClaims.count == 1, "\(wrong)")
    }
  }
}
