import ChartModel

extension ChartDescriptor {
  /// Units that a column identifier may carry as its last word (`load_mw`, `temperature_c`,
  /// `close_usd`, `weight_kg`), by that word in lower case; each has a `unit.<name>` phrase.
  static let identifierUnits: [String: String] = [
    "mw": "MW", "c": "°C", "degc": "°C", "celsius": "°C", "usd": "USD", "eur": "EUR", "gbp": "GBP",
    "kg": "kg", "km": "km", "cm": "cm", "mm": "mm", "pct": "%", "percent": "%",
    "twh": "TWh", "gwh": "GWh", "mwh": "MWh", "kwh": "kWh", "wh": "Wh", "gw": "GW", "kw": "kW",
    "kmh": "km/h", "kph": "km/h", "ms": "ms", "s": "s", "sec": "s",
  ]

  /// Identifier words that name a scale and a currency at once (`profit_musd`: million US
  /// dollars), by that word in lower case: the words they stand for.
  static let scaledUnitWords: [String: [String]] = [
    "musd": ["millions", "usd"], "meur": ["millions", "eur"], "mgbp": ["millions", "gbp"],
    "kusd": ["thousands", "usd"], "keur": ["thousands", "eur"], "kgbp": ["thousands", "gbp"],
    "bnusd": ["billions", "usd"], "bneur": ["billions", "eur"],
  ]

  /// An identifier's words, split at `_`, with a word of ``scaledUnitWords`` in the last place
  /// as its scale and unit (`profit_musd` → profit, millions, usd).
  static func identifierTokens(_ name: String) -> [String] {
    var tokens = name.split(separator: "_").map(String.init)
    if tokens.count > 1, let last = tokens.last, let words = scaledUnitWords[last.lowercased()] {
      tokens.removeLast()
      tokens += words
    }
    return tokens
  }

  /// Units of several words (`consumption_l_per_100km`, `speed_km_per_h`), by their words joined
  /// with `_` in lower case; each has a `unit.<name>` phrase.
  static let compoundUnits: [String: String] = [
    "l_per_100km": "L/100 km", "l_per_100_km": "L/100 km", "km_per_h": "km/h",
  ]

  /// The chart with column identifiers as words (`active_users` → "active users") and a unit
  /// hidden in the value column's name made the axis unit (`load_mw` → "load", MW; a numeric x
  /// column's `height_cm` → "height", cm), so text and
  /// speech never spell out an identifier. When every series' name carries the same unit
  /// (`coal_twh`, `gas_twh`), that unit is the axis unit and the names lose it ("coal", TWh).
  /// Names that are not identifiers (they hold a space, or no underscore) are kept as the author
  /// wrote them.
  ///
  /// - Complexity: O(*s*) in the number of series; category names are data and stay as written.
  package var withReadableNames: ChartDescriptor {
    var chart = scaledByNames
    let originalY = chart.yAxis.title
    if let (words, unit) = Self.readable(chart.yAxis.title) {
      chart.yAxis.title = words
      if chart.yAxis.unit == nil, let unit, unit != "%" || !chart.holdsFractionsOnly { chart.yAxis.unit = unit }
    }
    if let (words, unit) = Self.readable(chart.xAxis.title) {
      chart.xAxis.title = words
      // A numeric x keeps its unit (`height_cm` → "height", cm): the values are said with it.
      if chart.xAxis.type == .numeric, chart.xAxis.unit == nil, let unit { chart.xAxis.unit = unit }
    }
    if chart.yAxis.unit == nil, let shared = Self.sharedUnit(of: chart.series.map(\.name)),
      shared != "%" || !chart.holdsFractionsOnly
    {
      chart.yAxis.unit = shared
    }
    for index in chart.series.indices {
      let name = chart.series[index].name
      if name == originalY, !originalY.isEmpty {
        chart.series[index].name = chart.yAxis.title
      } else if let (words, unit) = Self.readable(name) {
        // A series named like "load_mw" on an axis already in MW: the name without its unit.
        chart.series[index].name = unit != nil && unit == chart.yAxis.unit ? words : Self.words(name)
      }
    }
    return chart
  }

  /// Whether every finite value lies within −1…1 and one is not whole: "Share (%)" over 0.31
  /// and 0.42 may be fractions drawn as percentages, so no value is said with "%".
  var holdsFractionsOnly: Bool {
    let values = series.flatMap(\.y).filter(\.isFinite)
    return !values.isEmpty && values.allSatisfy { abs($0) <= 1 } && values.contains { $0 != $0.rounded() }
  }

  /// The unit that every name carries as its last word (`coal_twh`, `gas_twh` → TWh), or `nil`
  /// when a name has none or two names differ.
  static func sharedUnit(of names: [String]) -> String? {
    let units = names.map { readable($0)?.unit }
    guard let first = units.first, let unit = first, units.allSatisfy({ $0 == unit }) else { return nil }
    return unit
  }

  /// An identifier's words and the unit its last word names, or `nil` when `name` is not an
  /// identifier.
  static func readable(_ name: String) -> (words: String, unit: String?)? {
    guard let (words, unit, _) = readableScaled(name, scales: false) else { return nil }
    return (words, unit)
  }

  /// An identifier's words, the unit its last words name and the power of ten its scale word
  /// names (`speakers_millions` → "speakers", no unit, 6; `revenue_usd_thousands` → "revenue",
  /// USD, 3; 0 without a scale word), or `nil` when `name` is not an identifier.
  static func readableScaled(_ name: String, scales: Bool = true) -> (words: String, unit: String?, power: Int)? {
    // "Weight (kg)", "Population (millions)": the unit and scale in brackets. Unscaled, a name
    // whose scale was not applied (a chart with error bars) stays as the author wrote it.
    if let found = bracketed(name) { return scales || found.power == 0 ? found : nil }
    guard name.contains("_"), !name.contains(where: \.isWhitespace) else { return nil }
    let all = identifierTokens(name)
    let (tokens, power) = scales ? withoutScale(all) : (all, 0)
    guard !tokens.isEmpty else { return nil }
    if let (unit, length) = unit(of: tokens), tokens.count > length {
      return (tokens.dropLast(length).joined(separator: " "), unit, power)
    }
    return (tokens.joined(separator: " "), nil, power)
  }

  /// Units a column name may give in brackets after its words ("Share (%)", "Temperature (°C)",
  /// "Price ($)"), beside the identifier words of ``identifierUnits``.
  static let bracketUnits: [String: String] = [
    "%": "%", "°c": "°C", "$": "USD", "us$": "USD", "€": "EUR", "£": "GBP", "l/100 km": "L/100 km",
    "l/100km": "L/100 km", "km/h": "km/h",
  ]

  /// A name with its unit, its scale or both in brackets at its end ("Weight (kg)", "Population
  /// (millions)", "Revenue (USD millions)", "Share (%)"): the words before the brackets, the unit
  /// and the power of ten; `nil` when the brackets hold anything else ("Sales (online)"), so
  /// that a name is only read where every word in its brackets is a unit or a scale.
  static func bracketed(_ name: String) -> (words: String, unit: String?, power: Int)? {
    guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return nil }
    let words = name[..<open].trimmingCharacters(in: .whitespaces)
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)].lowercased()
      .trimmingCharacters(in: .whitespaces)
    guard !words.isEmpty, !inside.isEmpty else { return nil }
    if let unit = bracketUnits[inside] { return (words, unit, 0) }
    // "(in thousands)", "(in USD)": the "in" says nothing more.
    let tokens = inside.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "_" }).map(String.init)
      .filter { $0 != "in" }
    guard !tokens.isEmpty, tokens.count <= 2 else { return nil }
    // A lone `c` is °C only after a temperature; `k` in brackets may be kelvins or thousands.
    let temperature = words.lowercased().hasPrefix("temp")
    var unit: String?
    var power = 0
    for token in tokens {
      if unit == nil, let found = bracketUnits[token] ?? identifierUnits[token], token != "c" || temperature {
        unit = found
      } else if power == 0, let found = identifierScales[token], token != "k" {
        power = found
      } else {
        return nil
      }
    }
    return (words, unit, power)
  }

  /// Scale words a column identifier may carry at its end (`speakers_millions`), before or after
  /// a unit (`revenue_usd_thousands`, `revenue_bn_eur`), or at its start (`thousands_of_visits`),
  /// by the power of ten they name. `m` (metres) and `t` (tonnes) are units, not scales.
  static let identifierScales: [String: Int] = [
    "thousand": 3, "thousands": 3, "k": 3, "million": 6, "millions": 6, "mn": 6, "mln": 6, "mio": 6,
    "billion": 9, "billions": 9, "bn": 9, "trillion": 12, "trillions": 12,
  ]

  /// The tokens without their scale word, and the power of ten it names (0 without one). `k`
  /// is a thousand only at the end and never beside a temperature (`temp_k` is in kelvins).
  static func withoutScale(_ tokens: [String]) -> (tokens: [String], power: Int) {
    guard tokens.count > 1 else { return (tokens, 0) }
    let temperature = tokens.contains { $0.lowercased().hasPrefix("temp") }
    func power(_ token: String, end: Bool) -> Int? {
      let word = token.lowercased()
      if word == "k", !end || temperature { return nil }
      return identifierScales[word]
    }
    if let last = tokens.last, let found = power(last, end: true) { return (Array(tokens.dropLast()), found) }
    // Before a unit: `revenue_millions_usd`.
    if tokens.count > 2, let found = power(tokens[tokens.count - 2], end: true),
      unit(of: tokens) != nil
    {
      var kept = tokens
      kept.remove(at: tokens.count - 2)
      return (kept, found)
    }
    if let first = tokens.first, let found = power(first, end: false) {
      let rest = tokens.dropFirst().drop { $0.lowercased() == "of" }
      if !rest.isEmpty { return (Array(rest), found) }
    }
    return (tokens, 0)
  }

  /// The unit the last words name, and how many words name it. A lone `c` is °C only beside a
  /// temperature (`temperature_c`, `air_temp_c`): `vitamin_c` is no temperature.
  static func unit(of tokens: [String]) -> (unit: String, length: Int)? {
    for length in [4, 3] where tokens.count > length {
      if let unit = compoundUnits[tokens.suffix(length).joined(separator: "_").lowercased()] { return (unit, length) }
    }
    guard let last = tokens.last?.lowercased(), let unit = identifierUnits[last] else { return nil }
    if last == "c", !tokens.dropLast().contains(where: { $0.lowercased().hasPrefix("temp") }) { return nil }
    return (unit, 1)
  }

  /// The identifier's words, a unit as its symbol ("load_mw" → "load MW") and a scale word
  /// kept.
  static func words(_ name: String) -> String {
    let tokens = identifierTokens(name)
    guard tokens.count > 1, let (unit, length) = unit(of: tokens), tokens.count > length else {
      return tokens.joined(separator: " ")
    }
    return (tokens.dropLast(length) + [unit]).joined(separator: " ")
  }
}
