import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// Agreement a native editor reads in Italian, Portuguese, Spanish and German (issue 19): a
/// radar's weakest axes that may be several, and a week's article after a preposition. (Where
/// the series ended, once a heading that agreed with its list: `EndsAndTimesWordingTests`.)
@Suite struct RomanceAgreementTests {
  static func summary(_ file: String, in folder: URL, locale: String) throws -> [String] {
    let url = folder.appendingPathComponent(file)
    return try NarrationGoldenTests.describe(url, locale: locale).narration.summary.map(\.display)
  }

  /// radar-skills: Player B is weakest in three axes. "seu ponto mais fraco é Speed, Shooting e
  /// Vision" put a singular predicate on a list; the lowest value agrees with any list.
  @Test func radarWeakestAxesAgreeAsAList() throws {
    let expected: [(locale: String, sentence: String)] = [
      ("pt", "Player B se destaca em Stamina, Passing e Defence e tem o valor mais baixo em Speed, Shooting e Vision"),
      ("es", "Player B destaca en Stamina, Passing y Defence y tiene el valor más bajo en Speed, Shooting y Vision"),
      ("it", "Player B ha il valore più alto in Stamina, Passing e Defence e il più basso in Speed, Shooting e Vision"),
    ]
    for (locale, sentence) in expected {
      let sentences = try Self.summary("radar-skills.json", in: RepositoryPaths.examples, locale: locale)
      #expect(sentences.contains { $0.hasPrefix(sentence) }, "\(locale): \(sentences)")
    }
  }

  /// line-weekly-gaps: a week after a preposition takes its article, as the feminine noun it is:
  /// "em relação à semana", "respecto a la semana", "in confronto con la settimana", "in der
  /// Woche" (the readout said "a semana", "al semana", "con settimana", "am Woche").
  @Test func aWeekAfterAPrepositionTakesItsArticle() throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("charts").appendingPathComponent("line-weekly-gaps.json")
    let expected: [(locale: String, right: String, wrong: String)] = [
      ("pt", "Alta de 3,3 km em relação à semana de 1º de janeiro.", "em relação a semana"),
      ("es", "Sube 3,3 km respecto a la semana del 1 de enero.", "respecto al semana"),
      ("it", "in più in confronto con la settimana che inizia il 1º gennaio.", "con settimana"),
      ("de", "3,3 km mehr als in der Woche vom 1. Januar.", "am Woche"),
    ]
    for (locale, right, wrong) in expected {
      let description = try NarrationGoldenTests.describe(url, locale: locale)
      let verbose = try ChartDescription(
        description.chart, book: description.book, levels: [.readout], verbosity: .verbose)
      let lines =
        description.narration.readout.map { $0[.display] } + verbose.narration.readout.map { $0[.display] }
      #expect(lines.contains { $0.hasSuffix(right) }, "\(locale): \(lines)")
      #expect(!lines.contains { $0.contains(wrong) }, "\(locale): \(lines)")
    }
  }
}
