import ChartModel

extension ChartDescriptor {
  /// Units that a column identifier may carry as its last word (`load_mw`, `temperature_c`,
  /// `close_usd`, `weight_kg`), by that word in lower case; each has a `unit.<name>` phrase.
  static let identifierUnits: [String: String] = [
    "mw": "MW", "c": "°C", "degc": "°C", "celsius": "°C", "usd": "USD", "eur": "EUR", "gbp": "GBP",
    "kg": "kg", "km": "km", "cm": "cm", "mm": "mm", "pct": "%", "percent": "%",
    "twh": "TWh", "gwh": "GWh", "mwh": "MWh", "kwh": "kWh", "wh": "Wh", "gw": "GW", "kw": "kW",
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
    var chart = self
    let originalY = yAxis.title
    if let (words, unit) = Self.readable(yAxis.title) {
      chart.yAxis.title = words
      if chart.yAxis.unit == nil, let unit { chart.yAxis.unit = unit }
    }
    if let (words, unit) = Self.readable(xAxis.title) {
      chart.xAxis.title = words
      // A numeric x keeps its unit (`height_cm` → "height", cm): the values are said with it.
      if chart.xAxis.type == .numeric, chart.xAxis.unit == nil, let unit { chart.xAxis.unit = unit }
    }
    if chart.yAxis.unit == nil, let shared = Self.sharedUnit(of: series.map(\.name)) {
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
    guard name.contains("_"), !name.contains(where: \.isWhitespace) else { return nil }
    let tokens = name.split(separator: "_").map(String.init)
    guard !tokens.isEmpty else { return nil }
    if tokens.count > 1, let unit = unit(of: tokens) {
      return (tokens.dropLast().joined(separator: " "), unit)
    }
    return (tokens.joined(separator: " "), nil)
  }

  /// The unit the last word names. A lone `c` is °C only beside a temperature (`temperature_c`,
  /// `air_temp_c`): `vitamin_c` is no temperature.
  static func unit(of tokens: [String]) -> String? {
    guard let last = tokens.last?.lowercased(), let unit = identifierUnits[last] else { return nil }
    if last == "c", !tokens.dropLast().contains(where: { $0.lowercased().hasPrefix("temp") }) { return nil }
    return unit
  }

  /// The identifier's words, a unit word as its symbol ("load_mw" → "load MW").
  static func words(_ name: String) -> String {
    let tokens = name.split(separator: "_").map(String.init)
    guard tokens.count > 1, let unit = unit(of: tokens) else {
      return tokens.joined(separator: " ")
    }
    return (tokens.dropLast() + [unit]).joined(separator: " ")
  }
}
