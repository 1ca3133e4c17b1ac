import ChartModel

extension Readout {
  /// Under a point, its uncertainty range ("Mean 32.4, from 29.1 to 35.7: one standard error
  /// either side.") and its box ("Median 3,700; quartiles 3,350 and 4,000; whiskers from 2,850
  /// to 4,775; 2 outliers."), at the data's precision. No line where the point has neither.
  ///
  /// - Complexity: O(*r* + *b*) in the chart's ranges and boxes.
  func rangeLines(_ series: DataSeries, _ index: Int, depth: Int) throws(NarrationError) -> [ReadoutLine] {
    let c = context
    let x = series.x[index]
    let y = series.y[index]
    guard y.isFinite else { return [] }
    var lines: [ReadoutLine] = []
    if let ranges = c.chart.uncertainty.first(where: { $0.series == series.name }),
      let range = ranges.range(at: x)
    {
      let said = try c.values([y, range.lower, range.upper], .exact)
      // A min–max or confidence interval is named as such (the older phrase has no words for them).
      let phrase = try c.render(
        [.minMax, .ci].contains(ranges.extent) ? "readout.range.interval" : "readout.range",
        [
          "centre": PhraseArgument(key: ranges.centre.rawValue), "y": said[0], "lower": said[1], "upper": said[2],
          "extent": PhraseArgument(key: ranges.extent == .minMax ? "minMax" : ranges.extent.rawValue),
        ])
      lines.append(ReadoutLine(phrase, depth: depth))
    }
    if let candle = try c.candlePhrase(series: series.name, x: x) { lines.append(ReadoutLine(candle, depth: depth)) }
    if let box = c.chart.boxes.first(where: { $0.series == series.name && $0.x == x }), c.chart.drawnAs == .strip {
      lines.append(ReadoutLine(try ContentPlan.stripPhrase(c, box, precision: .exact), depth: depth))
    } else if let box = c.chart.boxes.first(where: { $0.series == series.name && $0.x == x }) {
      let said = try c.values(
        [box.median, box.lowerQuartile, box.upperQuartile, box.lowerWhisker, box.upperWhisker], .exact)
      var arguments: [String: PhraseArgument] = [
        "median": said[0], "q1": said[1], "q3": said[2], "low": said[3], "high": said[4],
      ]
      var id = "readout.box"
      if box.outliers > 0 {
        id = "readout.box.outliers"
        arguments["outliers"] = try c.numbers.count(box.outliers)
      }
      lines.append(ReadoutLine(try c.render(id, arguments), depth: depth))
    }
    return lines
  }
}
