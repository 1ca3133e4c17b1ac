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
  /// - Returns: The claims, or `nil` when the clause is no such sentence.
  /// - Complexity: O(*s*·*n*) in the series and positions.
  func partsClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    guard truth.series.count >= 2 else { return nil }
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

  /// Part `s`'s value at `x` in a stack: 0 where it has none.
  private func part(_ s: Int, at x: Double) -> Double { truth.value(series: s, at: x) ?? 0 }

  private func becameLargest(_ s: Int, place: String, _ sentence: String) -> CheckedClaim {
    let table = leaders()
    let name = truth.series[s].name
    guard let start = table.firstIndex(where: { truth.place(place, names: $0.x) }) else {
      return claim("largest-part", sentence, false, "no position named '\(place)'")
    }
    if let lost = table[start...].first(where: { $0.strict != s }) {
      return claim("largest-part", sentence, false, "\(name) is not the largest part at \(show(lost.x)), on or after '\(place)'")
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
      claim("share", sentence, a.rounds(shareA), "the first share of \(m[1]) is \(format(shareA))%, not \(m[4])"),
      claim("share", sentence, b.rounds(shareB), "the last share of \(m[1]) is \(format(shareB))%, not \(m[5])"),
      claim("share", sentence, points.rounds(abs(shareB - shareA)) || points.value == abs(b.value - a.value),
        "the shift is \(format(abs(shareB - shareA))) points, not \(m[3])"),
      claim("direction", sentence, m[2] == "rose" ? shareB > shareA : shareB < shareA,
        "'\(m[2])' but the share goes from \(format(shareA))% to \(format(shareB))%"),
    ]
  }
}
