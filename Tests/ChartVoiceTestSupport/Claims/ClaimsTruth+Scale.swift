import ChartModel

extension ClaimsTruth {
  /// The checker's own reading of a scale word in a column name (`speakers_millions`,
  /// `revenue_usd_thousands`, `thousands_of_visits`): the power of ten the values are in, so
  /// that "1.5 billion" is checked against 1,500 × 10⁶. A name the package already made readable
  /// carries no scale word, and nothing is scaled twice.
  static func scalePower(of name: String) -> Int? {
    scaleWord(of: name)?.power
  }

  /// The scale word of a column name and its power of ten.
  static func scaleWord(of name: String) -> (word: String, power: Int)? {
    let powers = [
      "thousand": 3, "thousands": 3, "million": 6, "millions": 6, "mn": 6, "mln": 6, "mio": 6, "billion": 9,
      "billions": 9, "bn": 9, "trillion": 12, "trillions": 12,
      // A scale and a currency in one word (`profit_musd`: million US dollars).
      "kusd": 3, "keur": 3, "kgbp": 3, "musd": 6, "meur": 6, "mgbp": 6, "bnusd": 9, "bneur": 9,
    ]
    // "Population (millions)", "Revenue (USD millions)": a scale word in closing brackets.
    if name.hasSuffix(")"), let open = name.lastIndex(of: "(") {
      let inside = name[open...].dropFirst().dropLast().lowercased().split(separator: " ").map(String.init)
      return inside.lazy.compactMap { word in powers[word].map { (word, $0) } }.first
    }
    let words = name.lowercased().split(separator: "_").map(String.init)
    guard words.count > 1, !name.contains(" ") else { return nil }
    if words.last == "k", !words.contains(where: { $0.hasPrefix("temp") }) { return ("k", 3) }
    return words.lazy.compactMap { word in powers[word].map { (word, $0) } }.first
  }

  /// `value` × 10^`power`, by its decimal digits.
  static func timesTen(_ value: Double, _ power: Int) -> Double {
    guard value.isFinite else { return value }
    return Double("\(value)e\(power)") ?? value
  }

  /// The chart with the values (and a numeric x) multiplied out by the scale words of their
  /// names; a chart with error bars, boxes, cells or bins is left as it is, as the package
  /// leaves it.
  static func scaledByNames(_ chart: ChartDescriptor) -> ChartDescriptor {
    guard chart.cells == nil, chart.uncertainty.isEmpty, chart.boxes.isEmpty, chart.binStep == nil else {
      return chart
    }
    var chart = chart
    var yPower = scalePower(of: chart.yAxis.title)
    if yPower == nil, chart.yAxis.title.isEmpty, let first = chart.series.first.flatMap({ scalePower(of: $0.name) }),
      chart.series.allSatisfy({ scalePower(of: $0.name) == first })
    {
      yPower = first
    }
    let xPower = chart.xAxis.type == .numeric ? scalePower(of: chart.xAxis.title) : nil
    guard yPower != nil || xPower != nil else { return chart }
    for index in chart.series.indices {
      let one = chart.series[index]
      let labels = one.labels
      chart.series[index].setColumns(
        x: xPower.map { p in one.x.map { timesTen($0, p) } } ?? one.x,
        y: yPower.map { p in one.y.map { timesTen($0, p) } } ?? one.y)
      chart.series[index].setLabels(labels)
    }
    for index in chart.referenceLines.indices {
      let power = chart.referenceLines[index].axis == .y ? yPower : xPower
      if let power { chart.referenceLines[index].value = timesTen(chart.referenceLines[index].value, power) }
    }
    for index in chart.stackParts.indices {
      if let yPower { chart.stackParts[index].y = chart.stackParts[index].y.map { timesTen($0, yPower) } }
      if let xPower { chart.stackParts[index].x = chart.stackParts[index].x.map { timesTen($0, xPower) } }
    }
    return chart
  }
}
