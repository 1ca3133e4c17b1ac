import ChartModel
import Foundation

/// A number as the English text states it: its value, how finely it is written, and whether
/// it is hedged ("about").
public struct StatedNumber: Sendable, CustomStringConvertible {
  public var text: String
  public var value: Double
  /// The place of the last written digit, times the scale ("1.43 billion": 0.01e9).
  public var resolution: Double
  public var hedged: Bool
  public var isPercent: Bool
  /// "less than 1%".
  public var isBelowOne: Bool = false

  public var description: String { text }

  /// Whether `truth` is what the number says: unhedged, exactly the value (to the data's own
  /// precision); hedged, within rounding of the written digits.
  public func states(_ truth: Double) -> Bool {
    if isBelowOne { return abs(truth) < 1 }
    if hedged { return rounds(truth) }
    if abs(truth - value) <= 1e-9 * max(1e-300, abs(truth), abs(value)) || truth == value { return true }
    // A computed value (a mean of an aggregate) has no short decimal form: written to five
    // significant digits or more, it is written as it is.
    return significantDigits >= 5 && rounds(truth)
  }

  /// How many significant digits the text writes ("3.75806": 6, "2.5 billion": 2).
  public var significantDigits: Int {
    let digits = text.filter(\.isNumber).drop { $0 == "0" }
    return digits.count
  }

  /// Whether `truth` rounds to the written digits (derived figures: shares, percent changes, r).
  public func rounds(_ truth: Double) -> Bool {
    if isBelowOne { return abs(truth) < 1 }
    return abs(truth - value) <= 0.5 * resolution * (1 + 1e-9) + 1e-12 * abs(truth)
  }
}

/// The English text pieces the checker reads: numbers, lists, and places on the x axis.
public enum ClaimsText {
  static let scales: [String: Double] = ["thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// Abbreviated month and weekday names and the full names the narration says for them.
  static let fullNames: [String: String] = {
    var names: [String: String] = ["sept": "September", "tues": "Tuesday", "thur": "Thursday", "thurs": "Thursday"]
    for month in months { names[String(month.prefix(3)).lowercased()] = month }
    for day in ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] {
      names[String(day.prefix(3)).lowercased()] = day
    }
    // Month and weekday names of the other languages ("Januar", "mars"), from Foundation's
    // calendar data rather than the phrase files, so that the checker does not share the
    // narration's table.
    let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    for identifier in ["de", "es", "fr", "it", "nl", "pl", "pt"] {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: identifier)
      for symbols in [formatter.monthSymbols, formatter.standaloneMonthSymbols, formatter.shortMonthSymbols] {
        for (index, name) in (symbols ?? []).enumerated() where index < 12 {
          var key = name.lowercased()
          if key.hasSuffix(".") { key.removeLast() }
          if names[key] == nil { names[key] = months[index] }
        }
      }
      for symbols in [formatter.weekdaySymbols, formatter.standaloneWeekdaySymbols] {
        for (index, name) in (symbols ?? []).enumerated() where index < 7 {
          if names[name.lowercased()] == nil { names[name.lowercased()] = weekdays[index] }
        }
      }
    }
    return names
  }()

  /// The full name the narration says for a category ("Jan": "January", "Mon.": "Monday").
  public static func fullName(_ name: String) -> String {
    var key = name.lowercased()
    if key.hasSuffix(".") { key.removeLast() }
    return fullNames[key] ?? name
  }

  /// Whether the text names the category `name` (as written, in any case, or its full name).
  public static func names(_ text: String, category name: String) -> Bool {
    name == text || name.lowercased() == text.lowercased() || fullName(name).lowercased() == text.lowercased()
  }

  /// The regular-expression source of one stated number (display text), for a chart whose
  /// y unit is `unit`.
  public static func numberPattern(unit: String?) -> String {
    var units = ["%", " ?°C", " mm", " cm", " km", " kg", " m", " TWh", " MW", " GW", " kWh", " L/100 km"]
    if let unit, !["USD", "EUR", "GBP", "%", "°C"].contains(unit) {
      units.insert(" " + NSRegularExpression.escapedPattern(for: unit), at: 0)
    }
    return "(?:about )?(?:minus )?-?[$€£]?-?\\d[\\d,]*(?:\\.\\d+)?(?:e[-+]?\\d+)?"
      + "(?: (?:thousand|million|billion|trillion)\\b)?(?:" + units.joined(separator: "|") + ")?(?![\\w])"
      + "|less than 1%"
  }

  /// Reads a stated number ("about $39,000", "-£2,100", "1.43 billion", "28.5%", "11.2 mm").
  public static func number(_ raw: String, unit: String?) -> StatedNumber? {
    var text = raw.trimmingCharacters(in: .whitespaces)
    if text == "less than 1%" {
      return StatedNumber(text: raw, value: 0, resolution: 1, hedged: true, isPercent: true, isBelowOne: true)
    }
    var hedged = false
    if text.hasPrefix("about ") {
      hedged = true
      text.removeFirst(6)
    }
    var negative = false
    if text.hasPrefix("minus ") {
      negative = true
      text.removeFirst(6)
    }
    var isPercent = false
    if text.hasSuffix("%") {
      isPercent = true
      text.removeLast()
    }
    // The unit's own word comes off first ("98.5 thousand" with the unit "thousand").
    if let unit, !unit.isEmpty, text.hasSuffix(" " + unit) { text.removeLast(unit.count + 1) }
    for suffix in [" L/100 km", "°C", " mm", " cm", " km", " kg", " m", " TWh", " MW", " GW", " kWh"]
    where text.hasSuffix(suffix) {
      text.removeLast(suffix.count)
      break
    }
    text = text.trimmingCharacters(in: .whitespaces)
    var scale = 1.0
    if let space = text.lastIndex(of: " "), let factor = scales[String(text[text.index(after: space)...])] {
      scale = factor
      text = String(text[..<space])
    }
    text = text.replacingOccurrences(of: "$", with: "").replacingOccurrences(of: "€", with: "")
      .replacingOccurrences(of: "£", with: "")
    if text.hasPrefix("-") {
      negative.toggle()
      text.removeFirst()
    }
    let digits = text.replacingOccurrences(of: ",", with: "")
    guard let magnitude = Double(digits), !digits.isEmpty else { return nil }
    var resolution: Double
    if let e = digits.firstIndex(where: { $0 == "e" }) {
      let mantissa = digits[..<e]
      let decimals = mantissa.split(separator: ".").dropFirst().first?.count ?? 0
      resolution = pow(10, -Double(decimals)) * pow(10, Double(Int(digits[digits.index(after: e)...]) ?? 0))
    } else if let dot = digits.firstIndex(of: ".") {
      resolution = pow(10, -Double(digits.distance(from: dot, to: digits.endIndex) - 1))
    } else if hedged {
      // "about 40,000": the trailing zeros are rounding.
      let zeros = digits.reversed().prefix { $0 == "0" }.count
      resolution = digits.allSatisfy({ $0 == "0" }) ? 1 : pow(10, Double(zeros))
    } else {
      resolution = 1
    }
    resolution *= scale
    let value = (negative ? -1 : 1) * magnitude * scale
    return StatedNumber(text: raw, value: value, resolution: resolution, hedged: hedged, isPercent: isPercent)
  }

  /// Splits an English list ("A, B and C", "A and 2 others") into its names, preferring names
  /// the chart knows (which may themselves hold " and " or ", ").
  public static func list(_ text: String, known: [String]) -> [String] {
    if known.contains(text) { return [text] }
    var result: [String] = []
    var rest = text
    while !rest.isEmpty {
      // The longest known name at the start of what is left.
      if let name = known.filter({ rest == $0 || rest.hasPrefix($0 + ", ") || rest.hasPrefix($0 + " and ") })
        .max(by: { $0.count < $1.count })
      {
        result.append(name)
        rest = String(rest.dropFirst(name.count))
      } else if let cut = rest.range(of: ", ") ?? rest.range(of: " and ") {
        result.append(String(rest[..<cut.lowerBound]))
        rest = String(rest[cut.lowerBound...])
      } else {
        result.append(rest)
        rest = ""
      }
      for separator in [", ", " and "] where rest.hasPrefix(separator) {
        rest.removeFirst(separator.count)
      }
    }
    return result
  }

  /// A list's names without its elided tail ("and 2 others"), and how many that tail counts.
  public static func elided(_ names: [String]) -> (names: [String], others: Int) {
    guard let last = names.last, let m = last.firstMatch(#"^(\d+) others?$"#), let count = Int(m[1]) else {
      return (names, 0)
    }
    return (Array(names.dropLast()), count)
  }

  /// A place on the x axis with its preposition(s) taken off ("in January", "from in 2015",
  /// "at quarter step 5" keeps "quarter step 5").
  public static func place(_ raw: String) -> String {
    var text = raw.trimmingCharacters(in: .whitespaces)
    var changed = true
    while changed {
      changed = false
      for word in ["from ", "in ", "on ", "for ", "by ", "until ", "at ", "to "] where text.hasPrefix(word) {
        text.removeFirst(word.count)
        changed = true
      }
    }
    if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    return text
  }
}

extension ClaimsTruth {
  /// Whether the place `text` ("January", "March 4, 2024", "May 1 at 01:00", "10:30" on a chart
  /// within one day, "Q3 2023", "Art", "quarter step 5", "2022") names the position `x`.
  public func place(_ raw: String, names x: Double) -> Bool {
    let text = ClaimsText.place(raw)
    switch chart.xAxis.type {
    case .categorical:
      guard let name = category(at: x) else { return false }
      return ClaimsText.names(text, category: name)
    case .numeric:
      let numbers = text.split(separator: " ").compactMap { ClaimsText.number(String($0), unit: nil) }
      guard var stated = numbers.last else { return false }
      // "at about 748,807,000": the trailing zeros of a hedged whole number are rounding.
      if text.contains("about "), let hedged = ClaimsText.number("about " + stated.text, unit: nil) { stated = hedged }
      return stated.rounds(x)
    case .temporal:
      // "the week of April 29 (partial week)": that bucket, and it is partial.
      for suffix in [" (partial week)", " (partial month)", " (partial day)"] where text.hasSuffix(suffix) {
        let bare = String(text.dropLast(suffix.count))
        return datePlace(bare, names: x) && isPartial(x)
      }
      return datePlace(text, names: x)
    }
  }

  /// Whether `x` is a bucket the data covers only in part (the first or last, see ``partialFirst``).
  public func isPartial(_ x: Double) -> Bool {
    let all = positions
    return (partialFirst && x == all.first) || (partialLast && x == all.last)
  }

  /// Categories and their full names (for reading lists).
  public var categoryLabels: [String] {
    chart.xAxis.categories
      + chart.xAxis.categories.map(ClaimsText.fullName).filter { !chart.xAxis.categories.contains($0) }
  }

  func datePlace(_ text: String, names x: Double) -> Bool {
    let parts = Self.utc.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: x))
    var text = text
    if text.hasPrefix("the week of ") { text.removeFirst("the week of ".count) }
    var matched = false
    if let q = text.firstMatch(#"^Q([1-4]) (\d{4})$"#) {
      return Int(q[1]) == ((parts.month ?? 1) - 1) / 3 + 1 && Int(q[2]) == parts.year
    }
    if let time = text.firstMatch(#"(?:^| at )(\d{2}):(\d{2})(?::(\d{2}))?$"#) {
      guard Int(time[1]) == parts.hour, Int(time[2]) == parts.minute else { return false }
      if !time[3].isEmpty, Int(time[3]) != parts.second { return false }
      matched = true
      text = text.replacingOccurrences(of: time[0], with: "")
    }
    // A time alone is that day's time only when every position lies within one day.
    if text.isEmpty { return matched && positionsInOneDay }
    guard let date = text.firstMatch(#"^(?:([A-Z][a-z]+)(?: (\d{1,2}))?)?(?:,? ?(\d{4}))?$"#) else { return false }
    if !date[1].isEmpty {
      guard let month = ClaimsText.months.firstIndex(of: date[1]), month + 1 == parts.month else { return false }
      matched = true
    }
    if !date[2].isEmpty {
      guard Int(date[2]) == parts.day else { return false }
    }
    if !date[3].isEmpty {
      guard Int(date[3]) == parts.year else { return false }
      matched = true
    }
    return matched
  }

  /// The x label of every point in series `s` that `text` names.
  public func indices(named text: String, series s: Int) -> [Int] {
    series[s].x.indices.filter { place(text, names: series[s].x[$0]) }
  }
}

extension String {
  /// The first match of `pattern`, as the whole match and its groups ("" for a group that did
  /// not take part).
  public func firstMatch(_ pattern: String) -> [String]? {
    guard let regex = CompiledPatterns.expression(pattern) else { return nil }
    let range = NSRange(startIndex..., in: self)
    guard let match = regex.firstMatch(in: self, range: range) else { return nil }
    return (0..<match.numberOfRanges).map { index in
      let r = match.range(at: index)
      guard r.location != NSNotFound, let swiftRange = Range(r, in: self) else { return "" }
      return String(self[swiftRange])
    }
  }
}
