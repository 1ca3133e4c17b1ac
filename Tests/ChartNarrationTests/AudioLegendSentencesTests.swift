import ChartAudio
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The spoken audio legend: one short sentence by default, the full legend on request.
@Suite struct AudioLegendSentencesTests {
  static let locales = LocaleDirectory.locales(in: RepositoryPaths.locales)

  static func legend(_ chart: ChartDescriptor, inverted: Bool = false) throws -> AudioLegend {
    var style = SonificationStyle()
    style.invertsPitch = inverted
    return AudioLegend(plan: try TonePlan(descriptor: chart, style: style), descriptor: chart)
  }

  @Test(arguments: locales) func theShortLegendIsOneSentenceInEveryLocale(locale: String) throws {
    let chart = TestCharts.bars([5, 1, 3])
    let narrator = Narrator(book: try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales))
    let analysis = ChartAnalysis(chart)
    let short = try narrator.legendSentence(try Self.legend(chart), chart: chart, analysis: analysis)
    let full = try narrator.legendSentences(try Self.legend(chart), chart: chart, analysis: analysis)
    #expect(short.count == 1)
    #expect(full.count > 1)
    let words = short[0].speech.split(separator: " ").count
    #expect(words <= 14, "\(locale): \(short[0].speech)")
    #expect(short[0].display.count < full.map(\.display.count).reduce(0, +))
    let inverted = try narrator.legendSentence(try Self.legend(chart, inverted: true), chart: chart, analysis: analysis)
    #expect(inverted.count == 1 && inverted[0] != short[0])
  }

  @Test func noValuesNoLegend() throws {
    let chart = TestCharts.bars([.nan, .nan])
    let narrator = Narrator(book: try PhraseBook.load(locale: "en", directory: RepositoryPaths.locales))
    let legend = try Self.legend(chart)
    #expect(try narrator.legendSentence(legend, chart: chart, analysis: ChartAnalysis(chart)).isEmpty)
  }
}
