import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The spike and episode sentences of `ContentPlan+Events.swift` and `outlierSentence`, read
/// back by the claims checker.
@Suite struct EventSentencesTests {
  /// A freezer at −18 °C ± 0.3, sampled each minute for a week, fails for nine hours.
  static func freezer() -> ChartDescriptor {
    var random = SplitMix64(seed: 21)
    var y = (0..<10_080).map { _ in -18 + 0.3 * random.nextNormal() }
    for k in 5_000..<5_540 { y[k] = -14 + 0.3 * random.nextNormal() }
    let start = 1_770_681_600.0  // 2026-02-10 00:00 UTC
    let series = DataSeries(name: "Freezer", isContinuous: true, x: y.indices.map { start + 60 * Double($0) }, y: y)
    return ChartDescriptor(
      title: "Freezer temperature", kind: .line, xAxis: Axis(title: "Time", type: .temporal, timeUnit: .minute),
      yAxis: Axis(title: "Temperature", type: .numeric, unit: "°C"), series: [series])
  }

  @Test func aFreezerFailureIsSaidOnceWithItsDurationAndChecks() throws {
    let outcome = try ClaimsRun.check(Self.freezer(), id: "freezer")
    let episodes = outcome.report.claims.filter { $0.kind == "episode" }
    let sentences = outcome.report.claims.map { $0.sentence }
    #expect(episodes.count == 1, "\(sentences)")
    let reasons = episodes.map { $0.reason }
    #expect(episodes.allSatisfy { $0.isTrue }, "\(reasons)")
    let said = episodes.first?.sentence ?? ""
    #expect(said.contains("for about 9 hours"), "\(said)")
    // Readout groups of a long series are not read back by the checker; every summary sentence is.
    let unparsed = outcome.report.unparsed.filter { !$0.contains(" of 10,080: ") }
    #expect(unparsed.isEmpty, "\(unparsed)")
  }

  @Test(arguments: ["ar", "de", "en", "es", "fr", "hi", "it", "nl", "pl", "pt"])
  func everyLocaleSaysTheEpisode(_ locale: String) throws {
    let description = try ChartDescription(Self.freezer(), locale: locale, localesDirectory: RepositoryPaths.locales)
    let stats = try #require(description.analysis.series.first ?? nil)
    let episode = try #require(stats.episode)
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let level = try NumberPhrasing(book: book).number(
      episode.level, precision: .significant(3), unit: "°C", hedge: false)
    let summary = description.narration.summary.map { $0[.display] }
    #expect(summary.contains { $0.contains(level.display.text) }, "\(locale): \(summary)")
  }

  @Test func theBiggestSpikeIsNamedFirstAndChecksAsALocalExtreme() throws {
    var y = (0..<60).map { 100 + Double($0 % 3) }
    y[10] = 130
    y[40] = 190
    let chart = TestCharts.chart(
      kind: .line, series: [TestCharts.series(y, name: "A", continuous: true)], categorical: false)
    let outcome = try ClaimsRun.check(chart, id: "spikes")
    let spikes = outcome.report.claims.filter { $0.kind == "spike" }
    let allTrue = spikes.allSatisfy { $0.isTrue }
    let reasons = outcome.report.claims.map { $0.reason }
    #expect(spikes.count == 2 && allTrue, "\(reasons)")
    let sentence = try #require(spikes.first?.sentence)
    let big = try #require(sentence.range(of: "190"))
    let small = try #require(sentence.range(of: "130"))
    #expect(big.lowerBound < small.lowerBound, "\(sentence)")
  }

  @Test func aPointThatIsNoLocalExtremeIsAFalseSpike() {
    let chart = TestCharts.chart(
      kind: .line, series: [TestCharts.series([1, 2, 3, 4, 5], name: "A", continuous: true)], categorical: false)
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    let report = checker.check(alt: "", summary: ["One value stands out: a spike to 3 at Step 2."], readout: [])
    #expect(report.claims.contains { $0.kind == "spike" && !$0.isTrue }, "\(report.claims)")
  }
}
