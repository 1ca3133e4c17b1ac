import ChartModel
import Foundation

// MARK: - Candlestick charts (issue 15)

extension ClaimsChecker {
  /// The candle sentences of a summary, checked against the chart's candles: "The highest high
  /// was H (P), the lowest low L (Q)" (the extremes of every high and low, each at a date that
  /// holds it) and "Of N candles, U closed above their open and D below it[ and F at it]" (the
  /// counts of closes above, below and at their opens). `nil` for any other sentence.
  ///
  /// - Complexity: O(*n*) in the candles.
  func candleClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    let candles = truth.chart.candles
    if let m = text.firstMatch("^The highest high was \(n) \\((.+)\\), the lowest low \(n) \\((.+)\\)$") {
      guard let high = candles.map(\.high).max(), let low = candles.map(\.low).min(), let saidHigh = num(m[1]),
        let saidLow = num(m[3])
      else { return [claim("candle-extreme", sentence, false, "the chart has no candles")] }
      var result = [
        claim("candle-extreme", sentence, saidHigh.states(high), "the highest high is \(show(high)), not \(m[1])"),
        claim("candle-extreme", sentence, saidLow.states(low), "the lowest low is \(show(low)), not \(m[3])"),
      ]
      for (place, holders) in [(m[2], candles.filter { $0.high == high }), (m[4], candles.filter { $0.low == low })] {
        // A place names one of the candles that hold the extreme (a list of several is left whole).
        let named = holders.contains { truth.place(place, names: $0.x) }
        result.append(
          claim(
            "candle-extreme", sentence, named || holders.count > 1,
            "'\(place)' is not where the extreme is (\(holders.map { show($0.x) }.joined(separator: ", ")))"))
      }
      return result
    }
    if let m = text.firstMatch(
      #"^Of ([\d,]+) candles?, ([\d,]+) closed above their open(?:,| and) ([\d,]+) below it(?: and ([\d,]+) at it)?$"#)
    {
      let up = candles.filter { $0.close > $0.open }.count
      let down = candles.filter { $0.close < $0.open }.count
      let flat = candles.count - up - down
      let saidFlat = m[4].isEmpty ? 0 : int(m[4])
      let ok = int(m[1]) == candles.count && int(m[2]) == up && int(m[3]) == down && saidFlat == flat
      return [
        claim(
          "candle-count", sentence, ok,
          "of \(candles.count) candles \(up) closed above their open, \(down) below and \(flat) at it")
      ]
    }
    return nil
  }

  /// Readout lines of candles ("Opened 28.7, high 30.05, low 28.45, closed 30.04") checked
  /// against the candle at the point line above them; the other lines are returned to check.
  ///
  /// - Complexity: O(*l* · *n*) in the lines and the candles.
  func candleReadout(_ lines: [String], into report: inout ClaimsReport) -> [String] {
    var rest: [String] = []
    var label: String?
    for raw in lines {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasSuffix(".") { line.removeLast() }
      if let m = line.firstMatch(#"^[\d,]+ of [\d,]+: (.+), (?:about )?[-−]?[$€£]?\d[\d,.]*(?: [^,\d]+)?$"#) {
        label = m[1]
      }
      guard let m = line.firstMatch("^Opened \(n), high \(n), low \(n), closed \(n)$") else {
        rest.append(raw)
        continue
      }
      let stated = m.dropFirst().map { num($0) }
      let candle = truth.chart.candles.first { candle in label.map { truth.place($0, names: candle.x) } ?? false }
      guard let candle else {
        report.claims.append(claim("candle", line, false, "no candle at '\(label ?? "")'"))
        continue
      }
      let ok = zip(stated, [candle.open, candle.high, candle.low, candle.close]).allSatisfy { $0?.states($1) == true }
      report.claims.append(
        claim(
          "candle", line, ok,
          "the candle is \([candle.open, candle.high, candle.low, candle.close].map(show).joined(separator: ", "))"))
    }
    return rest
  }
}
