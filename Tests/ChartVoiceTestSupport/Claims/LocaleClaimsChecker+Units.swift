import ChartModel
import Foundation

/// Units in a locale's text: a word that names a unit (CLDR's long names, "Kilowattstunden",
/// "dolarów", "يورو") names one of the chart's own units.
extension LocaleClaimsChecker {
  /// The chart's units as the unit words are keyed: the axes' units, with currency signs as codes.
  var chartUnits: Set<String> {
    let signs = ["$": "USD", "US$": "USD", "€": "EUR", "£": "GBP"]
    return Set([truth.chart.yAxis.unit, truth.chart.xAxis.unit].compactMap { $0 }.map { signs[$0] ?? $0 })
  }

  func units(in text: String, _ sentence: String) -> [CheckedClaim] {
    guard !vocabulary.units.isEmpty else { return [] }
    let own = chartUnits
    return Self.words(text).compactMap { token in
      let word = token.word.lowercased()
      guard let unit = vocabulary.units.first(where: { _, words in words.contains { Self.bare($0) == word } })?.key
      else { return nil }
      let ok = own.contains(unit)
      return CheckedClaim(
        kind: "locale-unit", sentence: sentence, isTrue: ok,
        reason: ok ? "" : "\(token.word) names \(unit), not the chart's unit (\(own.sorted().joined(separator: ", ")))")
    }
  }

  /// A word without Arabic short vowels, as ``words(_:)`` reads the text.
  static func bare(_ word: String) -> String {
    var result = word
    result.unicodeScalars.removeAll { (0x064B...0x0652).contains($0.value) }
    return result
  }
}
