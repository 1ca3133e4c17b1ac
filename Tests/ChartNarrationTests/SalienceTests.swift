import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// Facts by salience, and the budgets of the alt text and the summary over every golden input in
/// every locale (issue 12 §2).
@Suite struct SalienceTests {
  static func fact(_ id: String, _ text: String? = nil) -> Phrase {
    Phrase(display: text ?? id, speech: text ?? id, id: id)
  }

  @Test func factsAreSaidMostSalientFirst() {
    let facts = [
      Self.fact("summary.trend.rising"), Self.fact("summary.extremes"), Self.fact("summary.outliers.one"),
      Self.fact("summary.volatility.volatile"),
    ]
    let effects = ["summary.trend.rising": 0.2, "summary.outliers.one": 0.9]
    let ordered = Salience.ordered(facts) { effects[$0] }.compactMap(\.id)
    #expect(
      ordered == ["summary.outliers.one", "summary.trend.rising", "summary.extremes", "summary.volatility.volatile"])
  }

  @Test func aFactWithoutARowKeepsItsPlaceAndContinuationsStayAttached() {
    let facts = [
      Self.fact("summary.trend.noneFluctuating"), Self.fact("summary.reference.above"),
      Self.fact("summary.reference.crossedOnce"), Self.fact("summary.somethingNew"),
      Self.fact("summary.extremes"),
    ]
    let ordered = Salience.ordered(facts) { _ in nil }.compactMap(\.id)
    #expect(
      ordered == [
        "summary.reference.above", "summary.reference.crossedOnce", "summary.somethingNew", "summary.extremes",
        "summary.trend.noneFluctuating",
      ])
  }

  @Test func eachFactIsSaidOnce() {
    let facts = [Self.fact("summary.extremes", "The lowest was 3."), Self.fact("summary.extremes", "The lowest was 3.")]
    #expect(Salience.ordered(facts) { _ in nil }.count == 1)
  }

  @Test func effectsRaiseARankWithinItsWeight() throws {
    let small = try #require(Salience.rank("summary.outliers.one", effect: 0.1))
    let large = try #require(Salience.rank("summary.outliers.one", effect: 0.9))
    #expect(small < large)
    #expect(Salience.rank("summary.outliers.one", effect: 7) == Salience.rank("summary.outliers.one", effect: 1))
    #expect(Salience.rank("unknown.id") == nil)
    // The longest prefix wins: "summary.shape.several" is not the shape itself.
    #expect(Salience.rank("summary.shape.several") ?? 0 < Salience.rank("summary.shape") ?? 0)
  }

  @Test func aClauseIsDroppedWholeNeverCut() {
    let alt = Phrase(
      display: "Line chart of sales for 2 series: A led all year; C overtook B in June.",
      speech: "Line chart of sales for 2 series: A led all year; C overtook B in June.")
    #expect(ContentPlan.droppingLastClause(alt)?.display == "Line chart of sales for 2 series: A led all year.")
    let french = Phrase(display: "Graphique : A en tête\u{202F}; B a dépassé C.", speech: "Graphique : A en tête ; B.")
    #expect(ContentPlan.droppingLastClause(french)?.display == "Graphique : A en tête.")
    #expect(ContentPlan.droppingLastClause(Phrase(display: "Chart: rose from 1 to 2.", speech: "x")) == nil)
  }
}

// MARK: - Budgets over every golden input

extension SalienceTests {
  static let inputs = NarrationGoldenTests.fixtures
  static let locales = NarrationGoldenTests.locales

  /// The ids of the computed facts a summary says (not the title, author text or orientation).
  static func factIDs(_ description: ChartDescription) -> [String] {
    let narration = description.narration
    return narration.summary.dropFirst(narration.orientationCount).compactMap(\.id).filter { $0 != "summary.context" }
  }

  @Test(arguments: inputs) func budgetsHoldInEveryLocale(input: URL) throws {
    let name = input.lastPathComponent
    let policy = DescriptionPolicy.standard
    var english: [String]?
    for locale in Self.locales {
      let description = try NarrationGoldenTests.describe(input, locale: locale)
      let alt = description.narration.alt.display
      #expect(alt.count <= policy.maximumAltCharacters, "\(name) × \(locale): alt of \(alt.count) characters: \(alt)")
      let facts = Self.factIDs(description)
      let budget = description.chart.kind == .sparkline ? policy.maximumSparklineFacts : policy.maximumSummaryFacts
      #expect(facts.count <= budget, "\(name) × \(locale): \(facts.count) facts: \(facts)")
      // The same facts in the same order in every locale.
      if let english {
        #expect(facts == english, "\(name) × \(locale) says \(facts), en says \(english)")
      } else {
        english = facts
      }
    }
  }

  /// What was found sets the count: two values say where they went, a constant says it once.
  @Test func theFactCountFollowsWhatWasFound() throws {
    let fixtures = RepositoryPaths.fixtures.appendingPathComponent("charts")
    let examples = RepositoryPaths.examples
    func facts(_ name: String) throws -> [String] {
      let url = [fixtures, examples].map { $0.appendingPathComponent(name) }
        .first { FileManager.default.fileExists(atPath: $0.path) }
      return Self.factIDs(try NarrationGoldenTests.describe(try #require(url), locale: "en"))
    }
    #expect(try facts("two-points.json") == ["summary.startEnd.down"])
    #expect(try facts("constant.json") == ["summary.trend.constant"])
  }
}

// MARK: - Budgets over the generated and planted benchmarks

extension SalienceTests {
  /// The budgets hold on the generated benchmark's fast subset and on one planted chart of each
  /// pattern and null model (the long episode series included).
  @Test func budgetsHoldOnTheBenchmarks() throws {
    let policy = DescriptionPolicy.standard
    var charts: [(id: String, chart: ChartDescriptor, policy: DescriptionPolicy)] = TruthBenchmarkTests.fast.map {
      ($0.id, $0.chart, TruthBenchmarkTests.policy($0))
    }
    charts += PlantedPatterns.fast(perKind: 1).map { ($0.id, $0.chart, DescriptionPolicy()) }
    for (id, chart, chartPolicy) in charts {
      let description = try ChartDescription(
        chart, locale: "en", levels: [.alt, .summary], policy: chartPolicy, localesDirectory: RepositoryPaths.locales)
      let alt = description.narration.alt.display
      #expect(alt.count <= policy.maximumAltCharacters, "\(id): alt of \(alt.count) characters: \(alt)")
      let facts = Self.factIDs(description)
      let budget = chart.kind == .sparkline ? policy.maximumSparklineFacts : policy.maximumSummaryFacts
      #expect(facts.count <= budget, "\(id): \(facts.count) facts: \(facts)")
    }
  }
}
