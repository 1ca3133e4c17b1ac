import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 12 §2: the length of a description follows what was found, not the number of points.
/// The same pattern at 12, 365 and 10,000 points says the same facts in about as many words; a
/// flat price says one fact; a 5-point sparkline is short; over the generated benchmark, words
/// grow with the facts said.
@Suite struct LengthFollowsContentTests {
  static let lengths = [12, 365, 10_000]

  /// One pattern, drawn at any length on a daily axis from January 1, 2000: `shape(u)` at
  /// u = i / (n − 1) in 0…1, plus seeded noise of SD `noise`.
  struct Pattern: Sendable {
    var name: String
    var noise: Double
    var shape: @Sendable (Double) -> Double

    func chart(points n: Int, seed: UInt64 = 0x1E46_7A11) -> ChartDescriptor {
      var random = SplitMix64(seed: seed &+ UInt64(n))
      let start = CivilDate(year: 2000, month: 1, day: 1).secondsSince1970
      let x = (0..<n).map { start + 86_400 * Double($0) }
      let y = (0..<n).map { i in
        let value = shape(Double(i) / Double(n - 1)) + noise * random.nextNormal()
        return (value * 100).rounded() / 100
      }
      return ChartDescriptor(
        title: "Price", kind: .line, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
        yAxis: Axis(title: "Price", type: .numeric, unit: "USD"),
        series: [DataSeries(name: "Price", isContinuous: true, x: x, y: y)])
    }
  }

  /// Patterns a sighted reader sees at once at any length, each with the lengths its claims are
  /// calibrated at (`docs/patterns.md`): a step needs 20 points, so 12 points of one say where
  /// the values went and nothing of a step; white noise is "volatile" from 365 points (at 12 its
  /// reversals cannot be told from a random walk's).
  static let patterns: [(pattern: Pattern, lengths: [Int])] = [
    (Pattern(name: "flat price", noise: 0) { _ in 4.99 }, lengths),
    (Pattern(name: "noise about a level", noise: 5) { _ in 100 }, [365, 10_000]),
    (Pattern(name: "rise", noise: 1) { 100 + 60 * $0 }, lengths),
    (Pattern(name: "peak", noise: 1) { 100 + 60 * (1 - abs(2 * $0 - 1.1)) }, lengths),
    (Pattern(name: "step", noise: 1) { $0 < 0.4 ? 100 : 140 }, [365, 10_000]),
  ]

  static func summary(_ chart: ChartDescriptor) throws -> (facts: [String], words: Int, text: [String]) {
    let description = try ChartDescription(
      chart, locale: "en", levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
    let text = description.narration.summary.map(\.display)
    return (SalienceTests.factIDs(description), text.reduce(0) { $0 + TruthBenchmarkTests.words($1) }, text)
  }

  /// The same pattern at 12, 365 and 10,000 points: as many fact sentences, and words within a
  /// 30 % of each other (dates with years and longer numbers are the difference).
  @Test(arguments: patterns.map(\.pattern.name)) func theSamePatternSaysAsMuchAtEveryLength(name: String) throws {
    let (pattern, lengths) = try #require(Self.patterns.first { $0.pattern.name == name })
    let said = try lengths.map { try Self.summary(pattern.chart(points: $0)) }
    let counts = said.map(\.facts.count)
    #expect(Set(counts).count == 1, "\(name): \(counts) facts at \(lengths): \(said.map(\.text))")
    let words = said.map(\.words)
    #expect(
      Double(words.max()!) <= 1.3 * Double(words.min()!), "\(name): \(words) words at \(lengths): \(said.map(\.text))")
  }

  /// A flat price says one fact, whatever its length; two points say one (their start and end).
  @Test func aFlatPriceSaysOneFact() throws {
    for n in Self.lengths {
      #expect(try Self.summary(Self.patterns[0].pattern.chart(points: n)).facts == ["summary.trend.constant"])
    }
    #expect(try Self.summary(Self.patterns[2].pattern.chart(points: 2)).facts.count == 1)
  }

  /// Over the generated benchmark, words follow facts: the orientation (title and what the chart
  /// shows) is at most 30 words and each fact sentence 25 on average, so a chart that says one
  /// fact is short and a 5-point sparkline (two facts at most) stays under 60 words, never the
  /// hundred it once got.
  @Test func wordsFollowTheFactsOnTheBenchmark() throws {
    for chart in TruthBenchmarkTests.all {
      let description = try ChartDescription(
        chart.chart, locale: "en", levels: [.alt, .summary], policy: TruthBenchmarkTests.policy(chart),
        localesDirectory: RepositoryPaths.locales)
      let narration = description.narration
      let orientation = narration.summary.prefix(narration.orientationCount).reduce(0) {
        $0 + TruthBenchmarkTests.words($1.display)
      }
      let facts = SalienceTests.factIDs(narration).count
      let words = narration.summary.reduce(0) { $0 + TruthBenchmarkTests.words($1.display) }
      #expect(orientation <= 30, "\(chart.id): \(narration.summary.map(\.display))")
      #expect(
        words - orientation <= 25 * max(facts, 1), "\(chart.id): \(facts) facts: \(narration.summary.map(\.display))")
      if chart.chart.kind == .sparkline {
        #expect(words <= 60, "\(chart.id): \(words) words: \(narration.summary.map(\.display))")
        #expect(TruthBenchmarkTests.words(narration.alt.display) <= 30, "\(chart.id): \(narration.alt.display)")
      }
    }
  }
}
