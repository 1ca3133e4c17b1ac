import ChartModel
import Foundation

/// Units in a locale's text: a word that names a unit (CLDR's long names, "Kilowattstunden",
/// "dolarów", "يورو") names one of the chart's own units.
extension LocaleClaimsChecker {
  /// The chart's units as the unit words are keyed: the axes' units, with currency signs as codes,
  /// and a unit code the input's own axis title names as a word of it (`net_income_usd`).
  var chartUnits: Set<String> {
    let signs = ["$": "USD", "US$": "USD", "€": "EUR", "£": "GBP"]
    var units = Set([truth.chart.yAxis.unit, truth.chart.xAxis.unit].compactMap { $0 }.map { signs[$0] ?? $0 })
    for title in [truth.chart.yAxis.title, truth.chart.xAxis.title] {
      let words = Set(title.split(whereSeparator: { !$0.isLetter }).map { $0.uppercased() })
      units.formUnion(vocabulary.units.keys.filter { $0.count == 3 && $0.uppercased() == $0 && words.contains($0) })
    }
    return units
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
