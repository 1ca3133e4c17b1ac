import ChartModel
import Foundation

/// Names in a locale's text. In Arabic and Hindi text every Latin word is a word of the input
/// (its title, summary, series and category names, axis titles, reference labels, units) or a
/// currency code; in every locale a quoted name is a name of the input.
extension LocaleClaimsChecker {
  /// ISO currency codes, quarter labels and the correlation coefficient ("r = -0.92"), which are
  /// written in Latin letters in any script.
  static let latinCodes: Set<String> = ["USD", "US", "UK", "EUR", "GBP", "JPY", "Q1", "Q2", "Q3", "Q4", "r"]

  /// The input's words, lowercased.
  var authoredWords: Set<String> {
    Set(authored.flatMap { $0.lowercased().split { !$0.isLetter && !$0.isNumber } }.map(String.init))
  }

  func names(in sentence: String) -> [CheckedClaim] {
    var claims: [CheckedClaim] = []
    let known = authoredWords
    if vocabulary.nonLatin {
      let regex = CompiledPatterns.expression(#"[A-Za-z][A-Za-z0-9]*"#)!
      for match in regex.matches(in: sentence, range: NSRange(sentence.startIndex..., in: sentence)) {
        let word = String(sentence[Range(match.range, in: sentence)!])
        let ok = known.contains(word.lowercased()) || Self.latinCodes.contains(word)
        claims.append(
          CheckedClaim(
            kind: "locale-name", sentence: sentence, isTrue: ok, reason: ok ? "" : "\(word) is no word of the input"))
      }
    }
    let quoted = CompiledPatterns.expression(#"[„“«"]\s?([^”“»"„]+?)\s?[”“»"]"#)!
    for match in quoted.matches(in: sentence, range: NSRange(sentence.startIndex..., in: sentence)) {
      let name = String(sentence[Range(match.range(at: 1), in: sentence)!])
      let ok = authored.contains { $0.localizedCaseInsensitiveContains(name) }
      claims.append(
        CheckedClaim(
          kind: "locale-name", sentence: sentence, isTrue: ok, reason: ok ? "" : "“\(name)” is no name of the input"))
    }
    return claims
  }
}
