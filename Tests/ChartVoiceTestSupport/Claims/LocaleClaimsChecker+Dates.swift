import ChartModel
import Foundation

/// Dates in a locale's text: a month (with the year that follows it, if any), a quarter, a
/// weekday. Each is true when a data x falls in the period it names.
extension LocaleClaimsChecker {
  /// The calendar dates of every finite data x.
  var dates: [CivilDate] {
    truth.series.flatMap { series in series.x.filter(\.isFinite).map { CivilDate(secondsSince1970: $0) } }
  }

  /// Words of the text (letters, marks and inner hyphens), with where each ends. Arabic short
  /// vowels are dropped, so diacritised speech reads as display text.
  static func words(_ text: String) -> [(word: String, end: String.Index)] {
    let regex = CompiledPatterns.expression(#"[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)*"#)!
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      let range = Range(match.range, in: text)!
      var word = String(text[range])
      word.unicodeScalars.removeAll { (0x064B...0x0652).contains($0.value) }
      return (word, range.upperBound)
    }
  }

  /// Whether `word` is one of `names`: a whole word, a stem ending in `*`, or in Arabic a name
  /// after a one-letter prefix (و، ب، ل، ف).
  func word(_ word: String, isOneOf names: [String]) -> Bool {
    names.contains { name in
      if name.hasSuffix("*") { return word.hasPrefix(name.dropLast()) }
      if word == name { return true }
      return vocabulary.nonLatin && word.count == name.count + 1 && "وبلف".contains(word.first!)
        && word.dropFirst() == name
    }
  }

  /// A year written right after a month ("marzo de 2024", "maja 2024 r.", "يناير 2024").
  static func year(after index: String.Index, in text: String) -> Int? {
    let rest = String(text[index...].prefix(12))
    let regex = CompiledPatterns.expression(#"^[\s\u00A0]*(?:de |del |di |van )?(\d{4})(?!\d)"#)!
    guard let match = regex.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest)) else { return nil }
    return Int(rest[Range(match.range(at: 1), in: rest)!])
  }

  func months(in text: String, _ sentence: String) -> [CheckedClaim] {
    let dates = dates
    return Self.words(text).compactMap { token in
      guard let month = vocabulary.months.firstIndex(where: { word(token.word, isOneOf: $0) }) else { return nil }
      let year = Self.year(after: token.end, in: text)
      let ok = dates.contains { $0.month == month + 1 && (year == nil || $0.year == year) }
      let named = token.word + (year.map { " \($0)" } ?? "")
      return CheckedClaim(
        kind: "locale-date", sentence: sentence, isTrue: ok, reason: ok ? "" : "no data x in \(named)")
    }
  }

  func weekdays(in text: String, _ sentence: String) -> [CheckedClaim] {
    Self.words(text).compactMap { token in
      guard let weekday = vocabulary.weekdays.firstIndex(where: { word(token.word, isOneOf: $0) }) else { return nil }
      // 1970-01-01 was a Thursday: Monday is 0.
      let ok = truth.series.contains { series in
        series.x.contains { x in
          guard x.isFinite else { return false }
          let day = Int((x / 86_400).rounded(.down))
          return ((day + 3) % 7 + 7) % 7 == weekday
        }
      }
      return CheckedClaim(
        kind: "locale-date", sentence: sentence, isTrue: ok, reason: ok ? "" : "no data x on a \(token.word)")
    }
  }

  /// The quarter a token names: a digit, a Roman numeral or an ordinal word.
  func quarter(_ token: String) -> Int? {
    if let digit = token.first(where: { ("1"..."4").contains($0) }) { return Int(String(digit)) }
    if let roman = ["I": 1, "II": 2, "III": 3, "IV": 4][token] { return roman }
    return vocabulary.quarterWords.first { token.hasPrefix($0.stem) }?.q
  }

  /// The quarters of a category axis labelled "Q1 2023", "2023-Q4" (quarter 1 … 4 and year), or
  /// `nil` when the categories are no dated quarters.
  var categoryQuarters: [(q: Int, year: Int)]? {
    guard truth.chart.xAxis.type == .categorical, let time = truth.chart.xAxis.timeCategories, time.kind == .quarter,
      time.indices.allSatisfy({ $0 >= 4 })
    else { return nil }
    return time.indices.map { ($0 % 4 + 1, $0 / 4) }
  }

  /// Quarter claims, and the text with the quarters taken out (their digits are no numbers). A
  /// quarter is true when a data x falls in it, or, on a category axis, when it is one of the
  /// `periods` the labels name.
  func quarters(in text: String, _ sentence: String, periods: [(q: Int, year: Int)]? = nil) -> ([CheckedClaim], String)
  {
    var claims: [CheckedClaim] = []
    var rest = text
    let dates = periods?.map { CivilDate(year: $0.year, month: 3 * $0.q - 2, day: 1) } ?? dates
    for pattern in vocabulary.quarters {
      let regex = CompiledPatterns.expression(pattern)!
      for match in regex.matches(in: rest, range: NSRange(rest.startIndex..., in: rest)) {
        var q: Int?
        var year: Int?
        for group in 1..<match.numberOfRanges {
          guard let range = Range(match.range(at: group), in: rest) else { continue }
          let token = String(rest[range])
          if token.count == 4, let value = Int(token) { year = value } else { q = quarter(token) }
        }
        guard let q else { continue }
        let ok = dates.contains { ($0.month - 1) / 3 + 1 == q && (year == nil || $0.year == year) }
        claims.append(
          CheckedClaim(
            kind: "locale-date", sentence: sentence, isTrue: ok,
            reason: ok ? "" : "no data x in quarter \(q)\(year.map { " of \($0)" } ?? "")"))
        if let year, !dates.contains(where: { $0.year == year }) {
          claims.append(
            CheckedClaim(kind: "locale-date", sentence: sentence, isTrue: false, reason: "no data x in \(year)"))
        }
      }
      rest = regex.stringByReplacingMatches(in: rest, range: NSRange(rest.startIndex..., in: rest), withTemplate: " ")
    }
    return (claims, rest)
  }

  func removingQuarters(_ text: String) -> String {
    var rest = text
    for pattern in vocabulary.quarters {
      let regex = CompiledPatterns.expression(pattern)!
      rest = regex.stringByReplacingMatches(in: rest, range: NSRange(rest.startIndex..., in: rest), withTemplate: " ")
    }
    return rest
  }
}
