import ChartAudio
import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The audio graph plays at most ``TonePlan/maximumSeries`` series (issue 13: 10,000 series
/// took gigabytes, 100,000 aborted on a 28 GB allocation), and the legend says so in every locale.
@Suite struct SeriesLimitTests {
  static func chart(seriesCount: Int) -> ChartDescriptor {
    var random = SplitMix64(seed: 13)
    let series = (0..<seriesCount).map { index in
      TestCharts.series(
        (0..<3).map { _ in Double(random.next() % 100) }, name: "s\(index)", continuous: true)
    }
    return TestCharts.chart(kind: .line, series: series, categorical: false)
  }

  @Test func thePlanIsBoundedWhateverTheSeriesCount() throws {
    let style = SonificationStyle()
    let few = try TonePlan(descriptor: Self.chart(seriesCount: 5), style: style)
    #expect(few.groups.count == 5)
    let many = try TonePlan(descriptor: Self.chart(seriesCount: 5_000), style: style)
    #expect(many.groups.count == TonePlan.maximumSeries)
    #expect(many.groups.map(\.seriesName) == (0..<TonePlan.maximumSeries).map { "s\($0)" })
    let limit = try TonePlan(descriptor: Self.chart(seriesCount: TonePlan.maximumSeries), style: style)
    #expect(many.duration == limit.duration)
  }

  @Test(arguments: ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "hi", "ar"])
  func theLegendSaysHowManySeriesPlay(_ locale: String) throws {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    for (count, says) in [(TonePlan.maximumSeries, false), (TonePlan.maximumSeries + 30, true)] {
      let chart = Self.chart(seriesCount: count)
      let description = try ChartDescription(chart, book: book, levels: [.alt])
      let plan = try TonePlan(descriptor: chart, style: SonificationStyle())
      let legend = try Narrator(book: book).legendSentences(
        AudioLegend(plan: plan, descriptor: chart), chart: chart, analysis: description.analysis)
      let total = try NumberPhrasing(book: book).count(count)
      let mentions = legend.contains { $0.display.contains(total.display.text) }
      #expect(mentions == says, "\(locale) \(count): \(legend.map(\.display))")
    }
  }
}
