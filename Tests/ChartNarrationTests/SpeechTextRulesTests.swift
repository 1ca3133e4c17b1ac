import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Speech text avoids what espeak-ng misreads (`speech.md` §4).
@Suite struct SpeechTextRulesTests {
  @Test(arguments: NarrationGoldenTests.fixtures, NarrationGoldenTests.locales)
  func speechTextHasNothingEspeakMisreads(_ fixture: URL, _ locale: String) throws {
    let description = try NarrationGoldenTests.describe(fixture, locale: locale)
    let chart = description.chart
    let sentences =
      [description.narration.alt] + description.narration.summary + description.narration.readout.map(\.phrase)
    // Author-written text and names are spoken as written.
    let authored =
      [chart.title, chart.summary ?? "", chart.context ?? ""] + chart.series.map(\.name) + chart.xAxis.categories
    for sentence in sentences {
      var speech = sentence.speech
      for text in authored where !text.isEmpty { speech = speech.replacingOccurrences(of: text, with: "") }
      #expect(!speech.contains("\u{202F}") && !speech.contains("\u{00A0}"), "grouping space in \"\(speech)\"")
      #expect(!speech.contains("–") && !speech.contains("—"), "dash in \"\(speech)\"")
      #expect(speech.rangeOfCharacter(from: CharacterSet(charactersIn: "$€£%")) == nil, "symbol in \"\(speech)\"")
      #expect(
        speech.range(of: #"\d[.,]?\d*\s?[KMBkmb]\b"#, options: .regularExpression) == nil,
        "compact number in \"\(speech)\"")
      #expect(
        speech.range(of: #"\d,\d{3}"#, options: .regularExpression) == nil || locale != "en",
        "grouped digits in \"\(speech)\"")
      #expect(
        speech.range(of: #"\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b"#, options: .regularExpression) == nil
      )
    }
  }
}
