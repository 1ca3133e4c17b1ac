import ChartModel
import Foundation

// MARK: - Histograms (issue 15): counts in bins, never a trend over them

extension ClaimsChecker {
  /// The sentences of a histogram (``DrawnMarks/histogram``), each checked against its bins:
  /// - "Histogram of X: 2,988 values in bins of 1 from 1 to 10" (summary) and "… 2,988 values
  ///   from 1 to 10" (the alt's body): the counts add up to the number, the bins are that wide,
  ///   the first starts at the first number and the last ends at the second;
  /// - "The most values, 985, are in the bin from 6 to 7" and the alt's "the most (985) from 6 to
  ///   7": that bin holds the number, and no other bin holds as many.
  /// - Relative frequencies ("Histogram of X: shares of all values in bins of 20 from 40 to 240",
  ///   "The most values, about 27.8%, are in the bin from 80 to 100"): every bin's share lies
  ///   between none and all, the shares add up to at most all (a bin of missing values may be
  ///   left out of the chart), and the largest is the one stated, within its rounding.
  ///
  /// `nil` when the chart is no histogram or the text is none of these.
  ///
  /// - Complexity: O(*n*) in the bins.
  func histogramClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    guard truth.chart.drawnAs == .histogram, let step = truth.chart.binStep, let series = truth.series.first else {
      return nil
    }
    let bins = series.finite.map { (x: series.x[$0.index], count: $0.y) }
    func x(_ text: String) -> Double? { ClaimsText.number(text, unit: truth.chart.xAxis.unit)?.value }
    func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }
    var claims: [CheckedClaim] = []
    let range = #"(?:([\d,]+) values?|shares of all values) (?:in bins of (.+) )?from (.+?) to (.+?)"#
    let most = #"(?:, the most \(([^)]+)\) from (.+) to (.+))?"#
    if let m = text.firstMatch("^(?:Histogram of .+: )?" + range + most + "$") {
      let total = bins.reduce(0) { $0 + $1.count }
      let low = bins.map(\.x).min() ?? .nan
      let high = (bins.map(\.x).max() ?? .nan) + step
      let stepOK = m[2].isEmpty || x(m[2]).map { same($0, step) } == true
      // Shares are of all values: percentages on a percent axis, fractions otherwise.
      let all = truth.chart.yAxis.unit == "%" ? 100.0 : 1.0
      let counted =
        m[1].isEmpty
        ? bins.allSatisfy { $0.count >= 0 && $0.count <= all } && total > 0 && total <= all * (1 + 1e-9)
        : int(m[1]).map { Double($0) == total } == true
      let ok =
        counted && stepOK && x(m[3]).map { same($0, low) } == true && x(m[4]).map { same($0, high) } == true
      claims.append(
        claim(
          "histogram", sentence, ok,
          "\(show(total)) \(m[1].isEmpty ? "in shares" : "values") in bins of \(show(step)) from \(show(low)) to \(show(high))"
        ))
      if !m[5].isEmpty { claims.append(mostBin(m[5], m[6], m[7], bins: bins, step: step, sentence)) }
      return claims
    }
    if let m = text.firstMatch(#"^The most values, (.+?), are in the bin from (.+) to (.+)$"#) {
      return [mostBin(m[1], m[2], m[3], bins: bins, step: step, sentence)]
    }
    return nil
  }

  /// The bin from `from` to `to` holds `count` values, and no other bin holds as many.
  func mostBin(
    _ count: String, _ from: String, _ to: String, bins: [(x: Double, count: Double)], step: Double,
    _ sentence: String
  ) -> CheckedClaim {
    guard let top = bins.map(\.count).max(), let stated = ClaimsText.number(count, unit: truth.chart.yAxis.unit),
      let start = ClaimsText.number(from, unit: truth.chart.xAxis.unit)?.value,
      let end = ClaimsText.number(to, unit: truth.chart.xAxis.unit)?.value
    else { return claim("histogram-most", sentence, false, "cannot read the bin") }
    let holders = bins.filter { $0.count == top }
    let ok =
      stated.states(top) && holders.count == 1 && abs(holders[0].x - start) <= 1e-9 * max(1, abs(start))
      && abs(holders[0].x + step - end) <= 1e-9 * max(1, abs(end))
    return claim(
      "histogram-most", sentence, ok,
      "the most values, \(show(top)), are in \(holders.count) bin(s), from \(holders.map { show($0.x) })")
  }
}
