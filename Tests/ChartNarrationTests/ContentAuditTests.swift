import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// What issue 12 §2 asks every summary and alt text to say, over the generated and planted
/// benchmarks in every locale: each series' latest value on a multi-series time chart; first,
/// second and last place in a ranking; the total of a pie or stack; the single most salient fact
/// in the alt text; no rounded value said again exact.
@Suite struct ContentAuditTests {
  static let benchmark = TruthBenchmarkTests.all

  /// The fact sentences of a summary with their ids.
  static func facts(_ narration: Narration) -> [(id: String, text: String)] {
    narration.summary.dropFirst(narration.orientationCount).map { ($0.id ?? "", $0.display) }
  }

  /// The facts that give a series' last value: the latest values, and a trend clause "from A to B".
  static let endIDs = Set(
    ["summary.latest"] + ["rising", "falling", "tendRise", "tendFall", "fewPoints"].map { "summary.seriesTrend." + $0 })

  /// Multi-series time charts say where every series ended: in the latest values, or as the end
  /// of its trend clause ("Coal fell from 120 to 60"), in every locale.
  @Test func everySeriesOfATimeChartHasItsLatestValue() throws {
    var checked = 0
    for chart in Self.benchmark where [.line, .area].contains(chart.chart.kind) && chart.chart.stacking == .none {
      let described = chart.chart.series.filter { $0.y.contains(where: \.isFinite) }
      guard described.count > 1, chart.chart.xAxis.type != .categorical || chart.chart.xAxis.isOrdinal else { continue }
      checked += 1
      for (index, narration) in try SalienceTests.narrations(chart.chart, policy: TruthBenchmarkTests.policy(chart))
        .enumerated()
      {
        let ends = Self.facts(narration).filter { Self.endIDs.contains($0.id) }.map(\.text)
        for series in described where !ends.contains(where: { $0.contains(series.name) }) {
          Issue.record("\(chart.id) × \(SalienceTests.locales[index]): no latest value of \(series.name): \(ends)")
        }
      }
    }
    #expect(checked >= 20)
  }

  /// A ranking names first, second and last place (where each is one category), in every locale.
  @Test func aRankingNamesFirstSecondAndLast() throws {
    var checked = 0
    for chart in Self.benchmark where chart.chart.kind == .bar && chart.chart.series.count == 1 {
      let series = chart.chart.series[0]
      let names = chart.chart.xAxis.categories
      let values = series.y.filter(\.isFinite)
      let sorted = Array(Set(values)).sorted(by: >)
      guard sorted.count >= 3, names.count == series.count else { continue }
      func only(_ value: Double) -> String? {
        let places = series.y.indices.filter { series.y[$0] == value }
        return places.count == 1 ? names[Int(series.x[places[0]])] : nil
      }
      let narrations = try SalienceTests.narrations(chart.chart, policy: TruthBenchmarkTests.policy(chart))
      guard SalienceTests.factIDs(narrations[0]).contains("summary.ranking") else { continue }
      checked += 1
      // Months and weekdays are named in each locale's words ("Oktober" for "Oct"): their
      // names are checked in English here, in every locale by `RecurringNamesTests`.
      for (index, narration) in narrations.enumerated()
      where index == 0 || !chart.chart.xAxis.isCyclic {
        let text = Self.facts(narration).map(\.text).joined(separator: " ")
        // A tie for first has no second place.
        let second = only(sorted[0]).flatMap { _ in only(sorted[1]) }
        for name in [only(sorted[0]), second, only(sorted[sorted.count - 1])].compactMap({ $0 })
        where !text.contains(name) {
          Issue.record("\(chart.id) × \(SalienceTests.locales[index]): \(name) unnamed: \(text)")
        }
      }
    }
    #expect(checked >= 10)
  }

  /// A pie says what its slices add up to and a stack (not a 100% one) its totals, in every
  /// locale, within the budget.
  @Test func piesAndStacksGiveTheirTotals() throws {
    var checked = 0
    for chart in Self.benchmark
    where chart.chart.kind == .pie || chart.chart.stacking == .stacked && chart.chart.series.count > 1 {
      checked += 1
      for (index, narration) in try SalienceTests.narrations(chart.chart, policy: TruthBenchmarkTests.policy(chart))
        .enumerated()
      {
        let ids = SalienceTests.factIDs(narration)
        let total = ids.contains {
          chart.chart.kind == .pie
            ? $0 == "summary.pie.total" || $0.hasPrefix("summary.pie.") && $0.hasSuffix("Of")
            : $0.hasPrefix("summary.stacked.totals.")
        }
        if !total { Issue.record("\(chart.id) × \(SalienceTests.locales[index]): no total in \(ids)") }
      }
    }
    #expect(checked >= 40)
  }
}

// MARK: - The alt text carries the most salient fact

extension ContentAuditTests {
  /// The alt text of each planted pattern that is the chart's headline: the spike or dip, the
  /// takeover (or, over the alt's budget, the crossing that made it), the part that became
  /// largest, the peak or valley.
  static let headlines: [String: Set<String>] = [
    "spike": ["alt.outlier"], "dip": ["alt.outlier"],
    "leader-change": ["alt.series.leaderChange", "alt.series.overtook", "alt.series.leaderCrossing"],
    "largest-part": ["alt.stacked.became"], "peak": ["alt.peak", "alt.shape"], "valley": ["alt.valley", "alt.shape"],
    "trend": ["alt.rising", "alt.shape"],
  ]

  @Test func theAltTextCarriesThePlantedPatternInEveryLocale() throws {
    for chart in PlantedPatterns.fast(perKind: 3) {
      guard let planted = chart.planted, let expected = Self.headlines[planted] else { continue }
      for (index, narration) in try SalienceTests.narrations(chart.chart, policy: DescriptionPolicy()).enumerated() {
        let id = narration.alt.id ?? ""
        #expect(expected.contains(id), "\(chart.id) × \(SalienceTests.locales[index]): \(id): \(narration.alt.display)")
        // A crossing names both series (a clause dropped for the budget would name one).
        for series in chart.chart.series where planted == "leader-change" {
          #expect(
            narration.alt.display.contains(series.name),
            "\(chart.id) × \(SalienceTests.locales[index]): \(narration.alt.display)")
        }
      }
    }
  }

  /// A scatter plot of independent x and y says "no clear relationship" in its alt text.
  @Test func aNullScatterSaysNoRelationshipInTheAlt() throws {
    var random = SplitMix64(seed: 0xA17_5CA7)
    for trial in 0..<5 {
      let x = (0..<80).map { _ in (random.nextNormal() * 100).rounded() / 10 }
      let y = (0..<80).map { _ in (random.nextNormal() * 100).rounded() / 10 }
      let chart = ChartDescriptor(
        title: "Samples", kind: .scatter, xAxis: Axis(title: "Width", type: .numeric),
        yAxis: Axis(title: "Height", type: .numeric),
        series: [DataSeries(name: "Samples", isContinuous: false, x: x, y: y)])
      let analysis = ChartAnalysis(chart)
      guard let r = analysis.correlation, !r.isRelated(policy: .standard) else { continue }
      for (index, narration) in try SalienceTests.narrations(chart, policy: DescriptionPolicy()).enumerated() {
        #expect(
          narration.alt.id == "alt.scatter.none", "\(trial) × \(SalienceTests.locales[index]): \(narration.alt.display)"
        )
      }
    }
  }
}

// MARK: - No rounded value followed by the same value exact

extension ContentAuditTests {
  /// The generated benchmark, as the golden inputs (``SalienceTests``): once "about 1.4
  /// billion", never "1.43 billion" a sentence later.
  @Test func noRoundedValueIsFollowedByTheSameValueExactOnTheBenchmark() throws {
    for chart in Self.benchmark {
      let description = try ChartDescription(
        chart.chart, locale: "en", levels: [.summary], policy: TruthBenchmarkTests.policy(chart),
        localesDirectory: RepositoryPaths.locales)
      if let repeated = SalienceTests.roundedThenExact(description.narration.summary.map(\.display)) {
        Issue.record("\(chart.id): \(repeated)")
      }
    }
  }
}
