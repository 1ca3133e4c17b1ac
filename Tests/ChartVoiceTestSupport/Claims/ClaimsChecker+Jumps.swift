import ChartModel
import Foundation

// MARK: - A jump and its fall back, empty periods, a spike on a day of the month

extension ClaimsChecker {
  /// Reads the jump sentence (summary and alt), the empty-period sentence and the day-of-month
  /// spike; `nil` when the clause is none of them. Kinds "jump", "end-spike", "zeros" and "day-spike"; every
  /// verdict comes from the input data, never from chartvoice's analysis.
  ///
  /// - Complexity: O(*n*) per clause.
  func jumpOrEmptyClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    guard truth.series.count == 1 else { return nil }
    let back = ", then (fell|rose)( steadily)? to \(n) (by .+)$"
    if let m = text.firstMatch("^The values (jumped|dropped) from \(n) (.+?) to \(n) (.+?)\(back)") {
      return jump(
        up: m[1] == "jumped", before: (m[2], m[3]), top: (m[4], m[5]), back: m[6], steady: !m[7].isEmpty,
        last: (m[8], m[9]), sentence)
    }
    if let m = text.firstMatch("^(jumped|dropped) to \(n) (.+?)\(back)") {
      return jump(
        up: m[1] == "jumped", before: nil, top: (m[2], m[3]), back: m[4], steady: !m[5].isEmpty, last: (m[6], m[7]),
        sentence)
    }
    if let m = text.firstMatch("^(jumped|dropped) to \(n) (.+?), then (fell) back$")
      ?? text.firstMatch("^(jumped|dropped) to \(n) (.+?), then (rose) again$")
    {
      return jump(up: m[1] == "jumped", before: nil, top: (m[2], m[3]), back: m[4], steady: false, last: nil, sentence)
    }
    if let claims = endSpikeClause(text, sentence) { return claims }
    if let m = text.firstMatch(#"^The values were 0 for ([\d,]+) ([a-z]+), from (.+) to (.+)$"#) {
      return [zeros(count: m[1], from: m[3], to: m[4], sentence)]
    }
    if let m = text.firstMatch(#"^The values spike on the (\d{1,2})(?:st|nd|rd|th) of each month$"#),
      let day = Int(m[1])
    {
      return [daySpike(day, sentence)]
    }
    return nil
  }

  /// A jump: the stated values at their places; the top follows the point before it at once and
  /// that step is the largest between consecutive values, in the stated direction; every value
  /// after the top stays below it (above, for a drop); the stated end (when stated) is a point
  /// after the top at the lowest value after it (the highest, after a drop); "steadily" when the
  /// efficiency ratio of the way back to the stated end |end − top| / Σ|Δy| is at least 0.7.
  private func jump(
    up: Bool, before: (value: String, place: String)?, top: (value: String, place: String), back: String,
    steady: Bool, last: (value: String, place: String)?, _ sentence: String
  ) -> [CheckedClaim] {
    let points = truth.series[0].finite
    guard let topValue = num(top.value),
      let topIndex = truth.indices(named: ClaimsText.place(top.place), series: 0).first,
      let position = points.firstIndex(where: { $0.index == topIndex }), position > 0
    else { return [claim("jump", sentence, false, "no point at '\(top.place)'")] }
    var result: [CheckedClaim] = []
    let (ok, why) = valueAt(topValue, top.place, scope: [0])
    result.append(claim("jump", sentence, ok, why))
    let previous = points[position - 1]
    if let before, let beforeValue = num(before.value) {
      let (ok, why) = valueAt(beforeValue, before.place, scope: [0])
      let named = truth.indices(named: ClaimsText.place(before.place), series: 0).contains(previous.index)
      result.append(
        claim("jump", sentence, ok && named, named ? why : "'\(before.place)' is not the point before the jump"))
    }
    let size = points[position].y - previous.y
    let steps = zip(points.dropFirst(), points).map { abs($0.y - $1.y) }
    result.append(
      claim(
        "jump", sentence, (size > 0) == up && abs(size) >= (steps.max() ?? 0),
        "the step to '\(top.place)' is \(show(size)), not the largest \(up ? "rise" : "fall") (\(show(steps.max() ?? 0)))"
      ))
    let tail = points[position...].map(\.y)
    let stays = tail.dropFirst().allSatisfy { up ? $0 < tail[0] : $0 > tail[0] }
    // The stated end is where the way back came to: a point after the top at the lowest value
    // after it (the highest, after a drop), so "fell to 3.8 %" of a fall that bottomed at 3.5 %
    // and turned up is false. Without a stated end ("then fell back"), the values after the
    // top stay below it.
    let extreme = up ? tail.min() ?? tail[0] : tail.max() ?? tail[0]
    let endIndex = last.flatMap { last in
      truth.indices(named: ClaimsText.place(last.place), series: 0).last.flatMap { index in
        points.firstIndex { $0.index == index }
      }
    }
    let endSaid =
      last.map { last in
        guard let endIndex, endIndex > position else { return false }
        return points[endIndex].y == extreme && num(last.value)?.states(extreme) == true
      } ?? true
    result.append(
      claim(
        "jump", sentence, stays && endSaid && (back == "fell") == up,
        "after '\(top.place)' the values do not \(back) to their \(up ? "lowest" : "highest") value \(show(extreme)) at '\(last?.place ?? "the end")'"
      ))
    if steady {
      let way = tail[...((endIndex ?? points.count - 1) - position)]
      let path = zip(way.dropFirst(), way).reduce(0.0) { $0 + abs($1.0 - $1.1) }
      let ratio = path > 0 ? abs(way[way.count - 1] - way[0]) / path : 0
      result.append(
        claim("jump", sentence, ratio >= 0.7, "the way back has an efficiency ratio of \(ratio), under 0.7"))
    }
    return result
  }

  /// Empty periods: every value from the first named place to the last is 0, and they are as
  /// many as stated.
  private func zeros(count: String, from: String, to: String, _ sentence: String) -> CheckedClaim {
    let points = truth.series[0].finite
    guard let first = truth.indices(named: ClaimsText.place(from), series: 0).first,
      let last = truth.indices(named: ClaimsText.place(to), series: 0).last, first <= last
    else { return claim("zeros", sentence, false, "no points from '\(from)' to '\(to)'") }
    let inside = points.filter { $0.index >= first && $0.index <= last }
    return claim(
      "zeros", sentence, inside.allSatisfy { $0.y == 0 } && inside.count == int(count),
      "the \(inside.count) values from '\(from)' to '\(to)' are not \(count) zeros: \(inside.map { show($0.y) })")
  }

  /// A spike on day `day` of each month: less a centred moving mean of 31 days, the value on
  /// that day is the highest of its month in at least half of the complete months (28 days or
  /// more), and its mean is above every other day's.
  private func daySpike(_ day: Int, _ sentence: String) -> CheckedClaim {
    let series = truth.series[0]
    guard truth.chart.xAxis.type == .temporal, (1...28).contains(day) else {
      return claim("day-spike", sentence, false, "day \(day) of a month needs dates, 1 to 28")
    }
    let points = series.finite
    let values = points.map(\.y)
    let half = 15
    var detrended = values
    for k in values.indices {
      let a = Swift.max(0, Swift.min(k - half, values.count - 2 * half - 1))
      let b = Swift.min(values.count, a + 2 * half + 1)
      detrended[k] = values[k] - values[a..<b].reduce(0, +) / Double(b - a)
    }
    let dates = points.map { CivilDate(secondsSince1970: series.x[$0.index]) }
    var months: [Int: [Int]] = [:]
    var byDay: [Int: [Double]] = [:]
    for (k, date) in dates.enumerated() {
      months[date.year * 12 + date.month, default: []].append(k)
      byDay[date.day, default: []].append(detrended[k])
    }
    var complete = 0
    var hits = 0
    for members in months.values where members.count >= 28 {
      complete += 1
      if let top = members.max(by: { detrended[$0] < detrended[$1] }), dates[top].day == day { hits += 1 }
    }
    let means = byDay.mapValues { $0.reduce(0, +) / Double($0.count) }
    let highest = means.max { $0.value < $1.value }?.key
    return claim(
      "day-spike", sentence, complete >= 2 && 2 * hits >= complete && highest == day,
      "day \(day) is the month's highest in \(hits) of \(complete) months; the highest mean is on day \(highest ?? 0)")
  }

  /// Reads a first or last value told apart from the rest (summary and alt); `nil` when the
  /// clause is none of them.
  ///
  /// - Complexity: O(*n*) per clause.
  private func endSpikeClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    let jump = "(jumped|dropped)"
    if let m = text.firstMatch("^The values (rose|fell) from \(n) (.+?) to \(n) (.+?), then \(jump) to \(n) (.+)$") {
      return endSpike(
        last: true, far: m[6] == "jumped", end: (m[7], m[8]), rest: .ends(m[1] == "rose", (m[2], m[3]), (m[4], m[5])),
        sentence)
    }
    if let m = text.firstMatch("^(rose|fell) from \(n) to \(n), then \(jump) to \(n) (.+)$") {
      return endSpike(
        last: true, far: m[4] == "jumped", end: (m[5], m[6]), rest: .ends(m[1] == "rose", (m[2], nil), (m[3], nil)),
        sentence)
    }
    if let m = text.firstMatch("^(?:The values stayed )?between \(n) and \(n) (until .+?), then \(jump) to \(n) (.+)$")
    {
      return endSpike(
        last: true, far: m[4] == "jumped", end: (m[5], m[6]), rest: .range(m[1], m[2], until: m[3]), sentence)
    }
    let head =
      "(?:The first value, \(n) (.+?), was far (above|below) all the others|\(n) (.+?), far (above|below) the rest)"
    if let m = text.firstMatch("^\(head), which (rose|fell) from \(n) (.+?)?to \(n)(?: (.+))?$") {
      let (value, place, side) = m[1].isEmpty ? (m[4], m[5], m[6]) : (m[1], m[2], m[3])
      let next = (m[8], m[9].isEmpty ? nil : String(m[9].dropLast()))
      return endSpike(
        last: false, far: side == "above", end: (value, place),
        rest: .ends(m[7] == "rose", next, (m[10], m[11].isEmpty ? nil : m[11])), sentence)
    }
    if let m = text.firstMatch("^\(head), which stayed between \(n) and \(n)$") {
      let (value, place, side) = m[1].isEmpty ? (m[4], m[5], m[6]) : (m[1], m[2], m[3])
      return endSpike(
        last: false, far: side == "above", end: (value, place), rest: .range(m[7], m[8], until: nil), sentence)
    }
    return nil
  }

  /// How an end-spike sentence tells the rest of the values: by its first and last (rising or
  /// not), each with its place when stated, or by its range, up to a stated place.
  private enum SpikeRest {
    case ends(Bool, (value: String, place: String?), (value: String, place: String?))
    case range(String, String, until: String?)
  }

  /// A first or last value apart from the rest: the stated value is the end point's, at its
  /// place; it lies beyond the other values' range, in the stated direction, by at least that
  /// range (the step to it is larger than all the change of the rest: "jumped", "far above");
  /// the rest's stated first and last values are its own, at their places, moving the stated way,
  /// and hide no peak or low beyond them of more than 3 times their difference; or the rest's
  /// stated range is its lowest and highest values, up to the point next to the end.
  private func endSpike(
    last isLast: Bool, far above: Bool, end: (value: String, place: String), rest: SpikeRest, _ sentence: String
  ) -> [CheckedClaim] {
    let points = truth.series[0].finite
    guard points.count >= 3, let endValue = num(end.value) else {
      return [claim("end-spike", sentence, false, "too few points for an end apart from the rest")]
    }
    let endPoint = isLast ? points[points.count - 1] : points[0]
    let others = isLast ? Array(points.dropLast()) : Array(points.dropFirst())
    let values = others.map(\.y)
    let (low, high) = (values.min() ?? 0, values.max() ?? 0)
    var result: [CheckedClaim] = []
    let named = truth.indices(named: ClaimsText.place(end.place), series: 0).contains(endPoint.index)
    result.append(
      claim(
        "end-spike", sentence, named && endValue.states(endPoint.y),
        "the \(isLast ? "last" : "first") value is \(show(endPoint.y)), not \(end.value) at '\(end.place)'"))
    let beyond = above ? endPoint.y - high : low - endPoint.y
    result.append(
      claim(
        "end-spike", sentence, beyond >= high - low && high > low,
        "\(show(endPoint.y)) is \(show(beyond)) \(above ? "above" : "below") the others, which span \(show(high - low))"
      ))
    func at(_ stated: (value: String, place: String?), _ point: (index: Int, y: Double)) -> CheckedClaim {
      if let place = stated.place,
        !truth.indices(named: ClaimsText.place(place), series: 0).contains(point.index)
      {
        return claim(
          "end-spike", sentence, false, "'\(place)' is not where the others \(isLast ? "start or end" : "end")")
      }
      return claim(
        "end-spike", sentence, num(stated.value)?.states(point.y) == true,
        "the value there is \(show(point.y)), not \(stated.value)")
    }
    switch rest {
    case .ends(let rises, let from, let to):
      let (a, b) = (others[0], others[others.count - 1])
      result.append(at(from, (a.index, a.y)))
      result.append(at(to, (b.index, b.y)))
      result.append(
        claim("end-spike", sentence, rises ? b.y > a.y : b.y < a.y, "the others go from \(show(a.y)) to \(show(b.y))"))
      let hidden = max(high - max(a.y, b.y), min(a.y, b.y) - low)
      result.append(
        claim(
          "hidden-excursion", sentence, hidden <= 3 * abs(b.y - a.y),
          "between \(show(a.y)) and \(show(b.y)) the others reach \(show(high)) and \(show(low))"))
    case .range(let min, let max, let until):
      let said = (num(min)?.states(low) ?? false) && (num(max)?.states(high) ?? false)
      result.append(claim("end-spike", sentence, said, "the others lie between \(show(low)) and \(show(high))"))
      if let until {
        let neighbour = points[points.count - 2]
        let named = truth.indices(named: ClaimsText.place(until), series: 0).contains(neighbour.index)
        result.append(claim("end-spike", sentence, named, "'\(until)' is not the point before the last"))
      }
    }
    return result
  }
}
