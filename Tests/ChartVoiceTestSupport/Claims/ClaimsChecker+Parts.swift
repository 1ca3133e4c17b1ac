import ChartModel
import Foundation

// MARK: - Stacked parts: the part that became the largest, and composition shifts

extension ClaimsChecker {
  /// Stack sentences about the parts over x, checked against the data (never against
  /// chartvoice's analysis). In a stack a part with no value at a position draws nothing there:
  /// it counts as 0 of that position's total (Vega-Lite imputes 0 for stacked areas).
  ///
  /// - "X became the largest part in P" (kind "largest-part"): X is the strict largest part at
  ///   P and at every later position, is not the largest at the position before P, nor at the
  ///   first position.
  /// - "The share of X rose N points, from a% to b%" (kind "share"): a and b are X's shares of
  ///   the first and last positions' totals, N is their difference, and the direction agrees.
  ///
  /// - "X is the largest part overall, S of the total" / "X and Y are tied for the largest part
  ///   overall, S of the total each" (kind "share", "tie"): S is each named part's sum over the
  ///   grand total, each named part has the largest sum, and every part with it is named (or
  ///   counted); "is" for one, "are tied" for several.
  /// - "X has the largest average share, S" / "X and Y are tied for the largest average share, S
  ///   each" (a 100% stack): the same, on each part's mean of its share of every position with a
  ///   positive total.
  ///
  /// - Returns: The claims, or `nil` when the clause is no such sentence.
  /// - Complexity: O(*s*·*n*) in the series and positions.
  func partsClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    guard truth.series.count >= 2 else { return nil }
    if let m = text.firstMatch("^(.+) (is|are tied for) the largest part(?: overall)?, \(n) of the total( each)?$") {
      return largestPart(m[1], m[3], tied: m[2] != "is", each: !m[4].isEmpty, average: false, sentence)
    }
    if let m = text.firstMatch("^(.+) (has|are tied for) the largest average share, \(n)( each)?$") {
      return largestPart(m[1], m[3], tied: m[2] != "has", each: !m[4].isEmpty, average: true, sentence)
    }
    if let m = text.firstMatch("^(.+) became the largest part (.+)$"), let s = truth.seriesIndex(named: m[1]) {
      return [becameLargest(s, place: m[2], sentence)]
    }
    if let m = text.firstMatch("^The share of (.+) (rose|fell) \(n) points, from \(n) to \(n)$"),
      let s = truth.seriesIndex(named: m[1])
    {
      return stackShareShift(s, m, sentence)
    }
    return nil
  }

  /// "The values are fairly evenly spread" / "The slices are roughly equal" (kind "even-spread"):
  /// every value is positive and the largest is less than 1.2 times the smallest, so each lies
  /// within about ±9% of the midpoint of the two: what a listener takes "evenly" to mean. The
  /// ratio is read from the data, not from chartvoice's policy.
  ///
  /// - Returns: The claim, or `nil` when the clause is no such sentence.
  /// - Complexity: O(*n*) in the values.
  func evenSpreadClause(_ text: String, _ sentence: String) -> CheckedClaim? {
    guard text == "The values are fairly evenly spread" || text == "The slices are roughly equal" else { return nil }
    let values = finiteValues(allSeries)
    guard values.count > 1, let low = values.min(), let high = values.max(), low > 0 else {
      return claim("even-spread", sentence, false, "the values are not all positive")
    }
    return claim(
      "even-spread", sentence, high / low < 1.2,
      "the largest value \(show(high)) is \(String(format: "%.3g", high / low)) times the smallest \(show(low))")
  }

  /// Each stack part's mean share (in %) of the positions with a positive total, 0 where it has
  /// no value.
  func averageShares() -> [Double] {
    let totals = truth.totals.filter { $0.total > 0 }
    guard !totals.isEmpty else { return truth.series.map { _ in 0 } }
    return truth.series.indices.map { s in
      totals.map { 100 * part(s, at: $0.x) / $0.total }.reduce(0, +) / Double(totals.count)
    }
  }

  private func largestPart(
    _ list: String, _ value: String, tied: Bool, each: Bool, average: Bool, _ sentence: String
  ) -> [CheckedClaim] {
    let names = truth.series.map(\.name)
    let values: [Double]
    if average {
      values = averageShares()
    } else {
      let sums = truth.series.map { $0.finite.map(\.y).reduce(0, +) }
      let total = sums.reduce(0, +)
      values = sums.map { total > 0 ? 100 * $0 / total : .nan }
    }
    guard let stated = num(value), let top = values.filter(\.isFinite).max() else {
      return [claim("share", sentence, false, "no shares")]
    }
    let atTop = values.indices.filter { abs(values[$0] - top) <= 1e-9 * max(abs(top), 1e-300) }
    let (named, others) = ClaimsText.elided(ClaimsText.list(list, known: names))
    let what = average ? "average share" : "share of the total"
    var result: [CheckedClaim] = []
    for name in named {
      guard let s = truth.seriesIndex(named: name) else {
        result.append(claim("share", sentence, false, "no part named '\(name)'"))
        continue
      }
      result.append(
        claim(
          "share", sentence, Self.statesShare(stated, values[s]),
          "\(name)'s \(what) is \(String(format: "%.3g", values[s]))%, not \(value)"))
      result.append(claim("share", sentence, atTop.contains(s), "\(name) does not have the largest \(what)"))
    }
    let count = named.count + others
    result.append(
      claim(
        "tie", sentence, count == atTop.count && tied == (count > 1) && each == tied,
        "\(atTop.count) parts share the largest \(what); the sentence names \(count)"))
    return result
  }

  /// "Stack at P: A 10, B 15 and C 5; total 30" under a group's bar (stacks inside groups), kind
  /// "stack-part": P is a position of the current group's series; the parts named are exactly
  /// the group's parts with a value there (``ChartDescriptor/stackParts``), each with its value;
  /// the total is their sum and the group's bar there.
  ///
  /// - Returns: The claims, or `nil` when the line is no such line.
  /// - Complexity: O(*p*·*n*) in the parts and their points.
  func stackPartsLine(_ line: String, series current: Int) -> [CheckedClaim]? {
    guard let m = line.firstMatch("^Stack at (.+?): (.+); total \(n)$") else { return nil }
    guard truth.series.indices.contains(current), let total = num(m[3]) else {
      return [claim("stack-part", line, false, "no group series before the line")]
    }
    let group = truth.series[current]
    let parts = truth.chart.stackParts.filter { $0.group == group.name }
    guard let x = group.x.first(where: { truth.place(m[1], names: $0) }) else {
      return [claim("stack-part", line, false, "\(group.name) has no bar at '\(m[1])'")]
    }
    let drawn = parts.compactMap { part in
      part.x.firstIndex(of: x).flatMap { part.y[$0].isFinite ? (part.name, part.y[$0]) : nil }
    }
    let items = m[2].matches("(?:^|, | and )(.+?) \(n)(?=, | and |$)")
    var result: [CheckedClaim] = []
    for item in items {
      let value = drawn.first { $0.0 == item[1] }
      result.append(
        claim(
          "stack-part", line, value.map { num(item[2])!.states($0.1) } ?? false,
          "\(group.name)'s part '\(item[1])' at '\(m[1])' is \(value.map { show($0.1) } ?? "not drawn"), not \(item[2])"
        ))
    }
    result.append(
      claim(
        "stack-part", line, items.count == drawn.count && Set(items.map { $0[1] }) == Set(drawn.map(\.0)),
        "\(group.name)'s stack at '\(m[1])' has \(drawn.count) parts, the line names \(items.count)"))
    let sum = drawn.map(\.1).reduce(0, +)
    let bar = truth.value(series: current, at: x)
    result.append(
      claim(
        "stack-part", line, total.states(sum) && bar.map { total.states($0) } == true,
        "the parts add up to \(show(sum)) and the bar is \(bar.map(show) ?? "missing"), not \(m[3])"))
    return result
  }

  /// Part `s`'s value at `x` in a stack: 0 where it has none.
  private func part(_ s: Int, at x: Double) -> Double { truth.value(series: s, at: x) ?? 0 }

  private func becameLargest(_ s: Int, place: String, _ sentence: String) -> CheckedClaim {
    let table = leaders()
    let name = truth.series[s].name
    guard let start = table.firstIndex(where: { truth.place(place, names: $0.x) }) else {
      return claim("largest-part", sentence, false, "no position named '\(place)'")
    }
    if let lost = table[start...].first(where: { $0.strict != s }) {
      return claim(
        "largest-part", sentence, false, "\(name) is not the largest part at \(show(lost.x)), on or after '\(place)'")
    }
    guard start > 0, table[start - 1].strict != s, table[0].strict != s else {
      return claim("largest-part", sentence, false, "\(name) was already the largest part before '\(place)'")
    }
    return claim("largest-part", sentence, true, "")
  }

  private func stackShareShift(_ s: Int, _ m: [String], _ sentence: String) -> [CheckedClaim] {
    let totals = truth.totals.filter { $0.total > 0 }
    guard let first = totals.first, let last = totals.last, let points = num(m[3]), let a = num(m[4]), let b = num(m[5])
    else { return [claim("share", sentence, false, "no positive totals")] }
    let shareA = 100 * part(s, at: first.x) / first.total
    let shareB = 100 * part(s, at: last.x) / last.total
    let format = { (value: Double) in String(format: "%.3g", value) }
    return [
      claim(
        "share", sentence, Self.statesShare(a, shareA), "the first share of \(m[1]) is \(format(shareA))%, not \(m[4])"),
      claim(
        "share", sentence, Self.statesShare(b, shareB), "the last share of \(m[1]) is \(format(shareB))%, not \(m[5])"),
      claim(
        "share", sentence, Self.statesPoints(points, abs(shareB - shareA), from: a, to: b),
        "the shift is \(format(abs(shareB - shareA))) points, not \(m[3])"),
      claim(
        "direction", sentence, m[2] == "rose" ? shareB > shareA : shareB < shareA,
        "'\(m[2])' but the share goes from \(format(shareA))% to \(format(shareB))%"),
    ]
  }
}
