import ChartModel
import Foundation

// MARK: - Readout groups, axis ranges and ends without a change

extension ClaimsChecker {
  /// A long series' group line, "1 to 10 of 201: May 1 to May 10, between 12 and 45.5" (or
  /// "…, no data"), checked against the data: the points `i…j` exist in a series of the stated
  /// length, the first is at the stated start and the last at the stated end, and the group's
  /// lowest and highest finite values are the stated bounds (to the written precision, or
  /// within rounding when hedged).
  ///
  /// - Returns: The claims, or `nil` when the line is no group line.
  /// - Complexity: O(*j* − *i* + *n*) for the group's values and the places of its two ends.
  func groupLine(_ line: String, series s: Int) -> [CheckedClaim]? {
    guard
      let m = line.firstMatch("^([\\d,]+) to ([\\d,]+) of ([\\d,]+): (.+?)(?:, between \(n) and \(n)|, no data)$")
    else { return nil }
    let one = truth.series[s]
    let from = (int(m[1]) ?? 0) - 1
    let to = (int(m[2]) ?? 0) - 1
    guard int(m[3]) == one.count, from >= 0, to < one.count, from <= to else {
      return [
        claim("group", line, false, "\(one.name) has \(one.count) points, not a group \(m[1]) to \(m[2]) of \(m[3])")
      ]
    }
    // The span "A to B": any " to " may be the one between the two places ("10 to 12.45").
    let span = m[4]
    let cuts = span.ranges(of: " to ")
    let placed = cuts.contains { cut in
      truth.place(String(span[..<cut.lowerBound]), names: one.x[from])
        && truth.place(String(span[cut.upperBound...]), names: one.x[to])
    }
    var result = [claim("group", line, placed, "points \(m[1]) to \(m[2]) do not run '\(span)'")]
    let values = one.y[from...to].filter(\.isFinite)
    if m[5].isEmpty {
      result.append(
        claim("group", line, values.isEmpty, "points \(m[1]) to \(m[2]) have \(values.count) values, not no data"))
      return result
    }
    guard let low = values.min(), let high = values.max(), let statedLow = num(m[5]), let statedHigh = num(m[6]) else {
      return result + [claim("group", line, false, "points \(m[1]) to \(m[2]) have no values")]
    }
    result.append(claim("group", line, statedLow.states(low), "the group's lowest is \(show(low)), not \(m[5])"))
    result.append(claim("group", line, statedHigh.states(high), "the group's highest is \(show(high)), not \(m[6])"))
    return result
  }

  /// Readout and summary clauses of this file: the scatter's axis ranges over a time or category
  /// x ("Date ranges from January 2012 to December 2015, and temp max from about 6.11 to
  /// about 28.1"), the alt's measure range under its readable name ("temp max from about 6.1 to
  /// about 28"), and a sparkline's end without a net change when an end bucket is partial
  /// ("ending near its low of 134.4 km").
  ///
  /// - Returns: The claims, or `nil` when the clause is none of these.
  /// - Complexity: O(*n*) over the points.
  func readoutClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    if let m = text.firstMatch("^(.+) ranges from (.+) to (.+), and (.+) from \(n) to \(n)$"),
      truth.chart.xAxis.type != .numeric
    {
      let xs = truth.series.flatMap { one in one.finite.map { one.x[$0.index] } }
      guard let low = xs.min(), let high = xs.max() else { return [claim("range", sentence, false, "no points")] }
      return [
        claim("range", sentence, truth.place(m[2], names: low), "the first x is not '\(m[2])'"),
        claim("range", sentence, truth.place(m[3], names: high), "the last x is not '\(m[3])'"),
      ]
        + extreme("range", highest: false, m[5], nil, scope: allSeries, sentence)
        + extreme("range", highest: true, m[6], nil, scope: allSeries, sentence)
    }
    if let m = text.firstMatch("^(.+) from \(n) to \(n)$"),
      Self.readable(m[1]) == Self.readable(truth.chart.yAxis.title)
    {
      return extreme("range", highest: false, m[2], nil, scope: allSeries, sentence)
        + extreme("range", highest: true, m[3], nil, scope: allSeries, sentence)
    }
    if let m = text.firstMatch(
      "^ending (near its high of|near its low of|at) \(n)(?:, within its range of \(n) to \(n))?$"),
      truth.series.count == 1, let last = truth.series[0].finite.last
    {
      var result: [CheckedClaim]
      if m[1] == "at" {
        result = [
          claim("start-end", sentence, num(m[2])!.states(last.y), "the last value is \(show(last.y)), not \(m[2])")
        ]
      } else {
        result = extreme("extreme", highest: m[1].contains("high"), m[2], nil, scope: [0], sentence)
      }
      if !m[3].isEmpty {
        result += extreme("range", highest: false, m[3], nil, scope: [0], sentence)
        result += extreme("range", highest: true, m[4], nil, scope: [0], sentence)
      }
      return result
    }
    return nil
  }

  /// A column name as the narration says it: lower case, underscores as spaces ("temp_max":
  /// "temp max").
  static func readable(_ name: String) -> String {
    var words = name.lowercased().split(separator: "_").map(String.init)
    // A scale word is said in the values ("1.5 billion"), not in the name.
    if let scale = ClaimsTruth.scaleWord(of: name), words.count > 1 {
      if words.first == scale.word {
        words = Array(words.dropFirst().drop { $0 == "of" })
      } else if let at = words.lastIndex(of: scale.word) {
        words.remove(at: at)
      }
    }
    return words.joined(separator: " ")
  }
}
