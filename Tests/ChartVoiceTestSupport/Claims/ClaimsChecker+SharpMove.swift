import ChartModel
import Foundation

// MARK: - A crash or a surge over a few steps, checked against the data

extension ClaimsChecker {
  /// Reads a sharp-move sentence of one series ("The values fell about 45% in 4 days, from
  /// $176.50 on January 29 to $96.55 on February 2, then recovered to $128.41 by March 29") or
  /// its alt clause ("fell about 45% in 4 days to $96.55 on February 2, then recovered to
  /// $128.41"); `nil` when the clause is none. Kind "sharp-move"; every verdict comes from the
  /// input data.
  ///
  /// - Complexity: O(*n*) per clause.
  func sharpMoveClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    guard truth.series.count == 1 else { return nil }
    let span = "(?: in (\\d+) (days?|weeks?|months?))?"
    let change = "(about [\\d.,]+%|[\\d.,]+%|\(n))"
    if let m = text.firstMatch(
      "^The values (fell|rose) \(change)\(span), from \(n) (.+?) to \(n) (.+?)(?:, then (recovered|fell back) to \(n) (by .+))?$"
    ) {
      let points = truth.series[0].finite
      let start = truth.indices(named: ClaimsText.place(m[7]), series: 0).compactMap { index in
        points.firstIndex { $0.index == index }
      }
      guard let a = start.first, let fromValue = num(m[6]) else {
        return [claim("sharp-move", sentence, false, "no point at '\(m[7])'")]
      }
      let (ok, why) = valueAt(fromValue, m[7], scope: [0])
      return [claim("sharp-move", sentence, ok, why)]
        + sharpMove(
          fell: m[1] == "fell", change: m[2], span: m[4].isEmpty ? nil : (m[4], m[5]), start: a, to: (m[8], m[9]),
          back: m[10].isEmpty ? nil : (m[10], m[11], m[12]), sentence)
    }
    if let m = text.firstMatch("^(fell|rose) \(change)\(span) to \(n) (.+?)(?:, then (recovered|fell back) to \(n))?$")
    {
      // The start is the last point up to 5 before the end from which the values moved as stated.
      let points = truth.series[0].finite
      guard
        let b = truth.indices(named: ClaimsText.place(m[7]), series: 0).last.flatMap({ index in
          points.firstIndex { $0.index == index }
        })
      else { return [claim("sharp-move", sentence, false, "no point at '\(m[7])'")] }
      let starts = (Swift.max(0, b - 5)..<b).filter { a in
        moved(points[a].y, points[b].y, fell: m[1] == "fell", change: m[2])
      }
      guard let a = starts.last else {
        return [claim("sharp-move", sentence, false, "no point up to 5 before '\(m[7])' moves \(m[1]) \(m[2]) to it")]
      }
      return sharpMove(
        fell: m[1] == "fell", change: m[2], span: m[4].isEmpty ? nil : (m[4], m[5]), start: a, to: (m[6], m[7]),
        back: m[8].isEmpty ? nil : (m[8], m[9], nil), sentence)
    }
    return nil
  }

  /// Whether the values moved from `y0` to `y1` the stated way by the stated change: a
  /// percentage of a positive `y0` (with `y1` positive too), or the change in units.
  private func moved(_ y0: Double, _ y1: Double, fell: Bool, change: String) -> Bool {
    let size = abs(y1 - y0)
    let said =
      change.hasSuffix("%")
      ? y0 > 0 && y1 > 0 && ClaimsText.number(change, unit: "%")?.states(100 * size / y0) == true
      : num(change)?.states(size) == true
    return said && (y1 < y0) == fell
  }

  /// A sharp move from finite point `a`: the stated end value at its place, after `a` by at most
  /// 5 points, the values moving the stated way by the stated change; the stated span is the
  /// calendar distance between the two; a stated recovery is the last point (at its place, when
  /// stated), every value after the move's end stays beyond it (above after a fall), and the last
  /// value came back from it.
  private func sharpMove(
    fell: Bool, change: String, span: (count: String, unit: String)?, start a: Int, to: (value: String, place: String),
    back: (verb: String, value: String, place: String?)?, _ sentence: String
  ) -> [CheckedClaim] {
    let kind = "sharp-move"
    let series = truth.series[0]
    let points = series.finite
    let end = truth.indices(named: ClaimsText.place(to.place), series: 0).compactMap { index in
      points.firstIndex { $0.index == index }
    }
    guard let b = end.last, b > a, let toValue = num(to.value) else {
      return [claim(kind, sentence, false, "no point after the start at '\(to.place)'")]
    }
    var result: [CheckedClaim] = []
    let (ok, why) = valueAt(toValue, to.place, scope: [0])
    result.append(claim(kind, sentence, ok, why))
    let (y0, y1) = (points[a].y, points[b].y)
    result.append(
      claim(
        kind, sentence, moved(y0, y1, fell: fell, change: change) && b - a <= 5,
        "to '\(to.place)' the values go from \(show(y0)) to \(show(y1)) over \(b - a) steps, not \(fell ? "down" : "up") \(change)"
      ))
    if let span, let count = Int(span.count) {
      let (x0, x1) = (series.x[points[a].index], series.x[points[b].index])
      let (d0, d1) = (CivilDate(secondsSince1970: x0), CivilDate(secondsSince1970: x1))
      let days = (x1 - x0) / 86_400
      let actual =
        span.unit.hasPrefix("day")
        ? days : span.unit.hasPrefix("week") ? days / 7 : Double((d1.year - d0.year) * 12 + d1.month - d0.month)
      result.append(
        claim(
          kind, sentence, truth.chart.xAxis.type == .temporal && abs(actual - Double(count)) < 0.05,
          "the move to '\(to.place)' takes \(show(actual)) \(span.unit), not \(count)"))
    }
    if let back {
      let last = points[points.count - 1]
      let named =
        back.place.map {
          truth.indices(named: ClaimsText.place(String($0.dropFirst(3))), series: 0).contains(last.index)
        } ?? true
      let stays = points[(b + 1)...].allSatisfy { fell ? $0.y > y1 : $0.y < y1 }
      let came = fell ? last.y > y1 : last.y < y1
      result.append(
        claim(
          kind, sentence,
          named && num(back.value)?.states(last.y) == true && stays && came && (back.verb == "recovered") == fell,
          "after '\(to.place)' the values do not \(back.verb) to the last value \(show(last.y))"))
    }
    return result
  }
}
