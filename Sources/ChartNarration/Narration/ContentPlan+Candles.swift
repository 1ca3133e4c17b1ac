import ChartModel

/// Candlestick charts (issue 15): the closes are the chart's line, told as a line is; the candles
/// add the period's highest high and lowest low, with their dates, and how many candles closed
/// above their open and below it.
extension ContentPlan {
  /// "The highest high was 33.05 (July 8, 2009), the lowest low 23 (July 24, 2009)." and "Of 43
  /// candles, 22 closed above their open and 20 below it."; nothing for a chart without candles.
  ///
  /// - Complexity: O(*n*) in the candles.
  func candleFacts(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    let candles = chart.candles
    guard let high = candles.map(\.high).max(), let low = candles.map(\.low).min() else { return [] }
    var facts: [Phrase] = []
    let said = try c.values([high, low], .exact)
    facts.append(
      try c.render(
        "summary.candle.extremes",
        [
          "high": said[0], "low": said[1],
          "highAt": try candleDates(c, candles.filter { $0.high == high }),
          "lowAt": try candleDates(c, candles.filter { $0.low == low }),
        ]))
    let up = candles.filter { $0.close > $0.open }.count
    let down = candles.filter { $0.close < $0.open }.count
    let flat = candles.count - up - down
    var arguments: [String: PhraseArgument] = [
      "total": try c.numbers.count(candles.count), "up": try c.numbers.count(up),
      "down": try c.numbers.count(down),
    ]
    if flat > 0 { arguments["flat"] = try c.numbers.count(flat) }
    facts.append(try c.render(flat > 0 ? "summary.candle.days.flat" : "summary.candle.days", arguments))
    return facts
  }

  /// The dates of some candles, as a list (up to three named, then counted), each with its series
  /// when there are several.
  private func candleDates(_ c: NarrationContext, _ candles: [Candle]) throws(NarrationError) -> PhraseArgument {
    var names: [PhraseArgument] = []
    for candle in candles.prefix(3) {
      if chart.series.count > 1 {
        names.append(
          try c.render("at.series", ["series": PhraseArgument(verbatim: candle.series), "at": try c.at(candle.x)])
            .argument)
      } else {
        names.append(try c.x(candle.x))
      }
    }
    return try c.list(names, total: candles.count)
  }
}

extension NarrationContext {
  /// A candle's four prices ("Opened 28.7, high 30.05, low 28.45, closed 30.04."), at the data's
  /// precision; `nil` where the chart has no candle at the point.
  ///
  /// - Complexity: O(*n*) in the candles.
  func candlePhrase(series: String, x: Double) throws(NarrationError) -> Phrase? {
    guard let candle = chart.candles.first(where: { $0.series == series && $0.x == x }) else { return nil }
    let said = try values([candle.open, candle.high, candle.low, candle.close], .exact)
    return try render("readout.candle", ["open": said[0], "high": said[1], "low": said[2], "close": said[3]])
  }
}
