import ChartModel
import Foundation

// MARK: - Scatter relationships and clusters, several series, stacked parts

extension ClaimsChecker {
  /// The claims of the comparison sentences ("no clear relationship", clusters), each checked
  /// against the data; `nil` when `text` is none of them.
  func compareClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    if let claims = groupClause(text, sentence) { return claims }
    if text == "no clear relationship" || text.firstMatch(#"^There is no clear relationship between .+ and .+$"#) != nil
    {
      return [noRelationship(sentence)]
    }
    if let m = text.firstMatch(
      "^On average, .+ is about \(n) (higher|lower) for each additional (\(ClaimsText.numberPattern(unit: truth.chart.xAxis.unit))) of .+$"
    ) {
      return [slope(m, sentence)]
    }
    if let m = text.firstMatch(#"^The points form (\d+) clusters, centred near (.+)$"#) {
      return [clusters(Int(m[1]) ?? 0, m[2], sentence)]
    }
    if let m = text.firstMatch("^(.+) overtook (.+) and led from then on$"), let a = truth.seriesIndex(named: m[1]) {
      return [leaderChange(a, m[2], sentence)]
    }
    if let (place, list) = latestEnds(text) {
      return latestValues(place, list, sentence)
    }
    if let m = text.firstMatch(
      "^(.+) led (.+) by \(n)( percentage points?)? at the start; by the end, (.+) led by \(n)( percentage points?)?$")
    {
      return gapReversed(m, sentence)
    }
    return nil
  }

  /// "A overtook B in May and led from then on": at the place named, A moves from below B to above
  /// it (at a sample, between the two samples named, or where the lines drawn between two samples
  /// cross); B was the highest series just before; and from the first sample after the place to
  /// the end, A is the highest series at every position, strictly.
  func leaderChange(_ a: Int, _ rest: String, _ sentence: String) -> CheckedClaim {
    guard
      let behindName = truth.series.map(\.name).filter({ rest.hasPrefix($0 + " ") }).max(by: { $0.count < $1.count }),
      let b = truth.seriesIndex(named: behindName)
    else { return claim("leader-change", sentence, false, "unknown series in '\(rest)'") }
    let place = String(rest.dropFirst(behindName.count + 1))
    let shared = truth.positions.compactMap { x -> (x: Double, d: Double)? in
      guard let va = truth.value(series: a, at: x), let vb = truth.value(series: b, at: x) else { return nil }
      return (x, va - vb)
    }
    let between = place.firstMatch("^between (.+) and (.+)$")
    // The sample pairs where a − b goes from < 0 to > 0, and the place each is named by.
    var takeover: (before: Double, after: Double)?
    for i in shared.indices.dropLast() where shared[i].d < 0 && shared[i + 1].d > 0 {
      let (before, after) = (shared[i].x, shared[i + 1].x)
      let named =
        between.map { truth.place($0[1], names: before) && truth.place($0[2], names: after) }
        ?? (truth.place(place, names: before) || truth.place(place, names: after)
          || truth.place(place, names: linesCross(before, shared[i].d, after, shared[i + 1].d)))
      if named { takeover = (before, after) }
    }
    guard let takeover else {
      return claim(
        "leader-change", sentence, false, "\(truth.series[a].name) does not overtake \(behindName) at '\(place)'")
    }
    let table = leaders()
    let ledBefore = table.last { $0.x <= takeover.before }?.strict == b
    let ledAfter = table.filter { $0.x >= takeover.after }.allSatisfy { $0.strict == a }
    return claim(
      "leader-change", sentence, ledBefore && ledAfter,
      ledBefore
        ? "\(truth.series[a].name) is not the highest series at every position after '\(place)'"
        : "\(behindName) was not the highest series just before '\(place)'")
  }

  /// Where the straight lines between two samples cross: the zero of a difference that goes from
  /// `d0` at `x0` to `d1` at `x1` (opposite signs), interpolated linearly.
  func linesCross(_ x0: Double, _ d0: Double, _ x1: Double, _ d1: Double) -> Double {
    d0 == d1 ? x0 : x0 + (x1 - x0) * d0 / (d0 - d1)
  }

  /// The place and the list of "B ended at 37 in December" and "In December, A ended at 41, B at
  /// 37 and C at 30" (the list as "A ended at 41, B at 37 and C at 30"); `nil` for any other
  /// sentence. The first series is the one named before " ended at ", the place what comes
  /// before it (a date may hold a comma: "On May 3, 2024, A ended at 41 and B at 37").
  func latestEnds(_ text: String) -> (place: String, list: String)? {
    let names = truth.series.map(\.name).sorted { $0.count > $1.count }
    // One series, its name starting the sentence with a capital ("Budget ended at …").
    if let m = text.firstMatch("^(.+?) ended at \(n) ((?:in|at|on|for) .+)$"),
      let name = names.first(where: { $0 == m[1] || $0.prefix(1).uppercased() + $0.dropFirst() == m[1] })
    {
      return (m[3], name + " ended at " + m[2])
    }
    guard let m = text.firstMatch("^((?:In|At|On|For) .+)$") else { return nil }
    for name in names {
      guard let range = m[1].range(of: ", " + name + " ended at ") else { continue }
      let place = String(m[1][..<range.lowerBound])
      return (
        place.prefix(1).lowercased() + place.dropFirst(), String(m[1][m[1].index(range.lowerBound, offsetBy: 2)...])
      )
    }
    return nil
  }

  /// "In December, A ended at 41, B at 37 and C at 30": each named series' last value is the one
  /// stated, and it lies at the place named.
  func latestValues(_ place: String, _ list: String, _ sentence: String) -> [CheckedClaim] {
    let (items, others) = ClaimsText.elided(
      list.replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", "))
    // "and 2 others": as many series are left unnamed.
    let count = claim(
      "latest-value", sentence, items.count + others == truth.series.count,
      "\(items.count) named and \(others) others, but there are \(truth.series.count) series")
    return (others > 0 ? [count] : [])
      + items.map { item in
        let named = truth.series.indices.filter { item.hasPrefix(truth.series[$0].name + " ") }
        guard let s = named.max(by: { truth.series[$0].name.count < truth.series[$1].name.count }),
          let stated = num(
            String(item.dropFirst(truth.series[s].name.count + 1)).replacingOccurrences(
              of: "^(?:ended )?at ", with: "", options: .regularExpression)),
          let last = truth.series[s].finite.last
        else { return claim("latest-value", sentence, false, "cannot read '\(item)'") }
        guard truth.indices(named: place, series: s).contains(last.index) else {
          return claim(
            "latest-value", sentence, false, "the last value of \(truth.series[s].name) is not at '\(place)'")
        }
        return claim(
          "latest-value", sentence, stated.states(last.y) || (stated.hedged && stated.rounds(last.y)),
          "the last value of \(truth.series[s].name) is \(show(last.y)), not \(stated)")
      }
  }

  /// "A led B by X at the start; by the end, B led by Y": the difference A − B at the first x
  /// where both have values is +X, at the last such x −Y.
  func gapReversed(_ m: [String], _ sentence: String) -> [CheckedClaim] {
    guard let a = truth.seriesIndex(named: m[1]), let b = truth.seriesIndex(named: m[2]), m[5] == m[2],
      let from = num(m[3]), let to = num(m[6])
    else { return [claim("gap-reversed", sentence, false, "cannot read the series or values")] }
    // The gap between two percentages is in percentage points, never in percent.
    let inPoints = !m[4].isEmpty && !m[7].isEmpty
    let units = claim(
      "percentage-points", sentence, unit == "%" ? inPoints && !from.isPercent && !to.isPercent : !inPoints,
      "a gap between two values in \(unit ?? "no unit") written as '\(m[3])\(m[4])' and '\(m[6])\(m[7])'")
    var byX: [Double: Double] = [:]
    for (x, y) in zip(truth.series[b].x, truth.series[b].y) where y.isFinite && byX[x] == nil { byX[x] = y }
    let shared = zip(truth.series[a].x, truth.series[a].y).compactMap { x, y -> Double? in
      guard y.isFinite, let other = byX[x] else { return nil }
      return y - other
    }
    guard let first = shared.first, let last = shared.last else {
      return [claim("gap-reversed", sentence, false, "no x where both have values")]
    }
    let ok =
      first > 0 && last < 0 && (from.states(first) || from.rounds(first)) && (to.states(-last) || to.rounds(-last))
    return [
      units, claim("gap-reversed", sentence, ok, "the gap \(m[1]) − \(m[2]) went from \(show(first)) to \(show(last))"),
    ]
  }

  /// All plotted (x, y) pairs with both values finite, as drawn: on a logarithmic axis, the
  /// values' base-10 logarithms (a value at or below zero is not drawn there).
  var scatterPairs: [(Double, Double)] {
    func drawn(_ value: Double, _ axis: Axis) -> Double {
      axis.scale == .logarithmic ? (value > 0 ? log10(value) : .nan) : value
    }
    return truth.series.flatMap { one in one.finite.map { (one.x[$0.index], $0.y) } }
      .map { (drawn($0.0, truth.chart.xAxis), drawn($0.1, truth.chart.yAxis)) }
      .filter { $0.0.isFinite && $0.1.isFinite }
  }

  /// "On average, Y is about S higher (lower) for each additional D of X": the least-squares slope
  /// of the plotted points (all series), times the step D, rounds to S, with its sign.
  func slope(_ m: [String], _ sentence: String) -> CheckedClaim {
    guard let stated = num(m[1]), let step = ClaimsText.number(m[3], unit: truth.chart.xAxis.unit)?.value, step > 0
    else { return claim("slope", sentence, false, "cannot read the slope or its step") }
    let pairs = scatterPairs
    let n = Double(pairs.count)
    let mx = pairs.reduce(0) { $0 + $1.0 } / n
    let my = pairs.reduce(0) { $0 + $1.1 } / n
    let sxx = pairs.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) }
    let sxy = pairs.reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
    guard pairs.count >= 3, sxx > 0 else { return claim("slope", sentence, false, "no slope: x does not vary") }
    let per = sxy / sxx * step
    // "about S": S to two significant digits ("about 900,000" for 896,531).
    let twoDigits = stated.value > 0 ? pow(10, (log10(stated.value)).rounded(.down) - 1) : 0
    let ok =
      (per >= 0) == (m[2] == "higher")
      && (stated.rounds(abs(per)) || abs(abs(per) - stated.value) <= 0.5 * twoDigits * (1 + 1e-9))
    return claim("slope", sentence, ok, "the least-squares slope is \(show(per)) per \(show(step))")
  }

  /// "No clear relationship": neither Pearson's r nor Spearman's ρ of the data is significant at
  /// 1 % (Fisher's z, two-sided), so a reader sees no clear tilt in the cloud.
  func noRelationship(_ sentence: String) -> CheckedClaim {
    let pairs = scatterPairs
    guard pairs.count >= 4 else { return claim("no-relationship", sentence, true, "") }
    func r(_ a: [Double], _ b: [Double]) -> Double { Self.pearson(Array(zip(a, b))) }
    func rank(_ v: [Double]) -> [Double] {
      let order = v.indices.sorted { v[$0] < v[$1] }
      var ranks = [Double](repeating: 0, count: v.count)
      var start = 0
      while start < order.count {
        var end = start + 1
        while end < order.count, v[order[end]] == v[order[start]] { end += 1 }
        for i in start..<end { ranks[order[i]] = Double(start + end + 1) / 2 }
        start = end
      }
      return ranks
    }
    let xs = pairs.map(\.0)
    let ys = pairs.map(\.1)
    func p(_ r: Double) -> Double { Self.fisherP(r, count: pairs.count) }
    let pearson = r(xs, ys)
    let spearman = r(rank(xs), rank(ys))
    return claim(
      "no-relationship", sentence, p(pearson) >= 0.01 && p(spearman) >= 0.01,
      "r = \(String(format: "%.3f", pearson)), ρ = \(String(format: "%.3f", spearman)) from \(pairs.count) points: a clear relationship"
    )
  }

  /// "The points form K clusters, centred near X1 x with Y1 y, …": K centres are stated; each
  /// lies near a data point (within 0.5 standard deviations on the standardised axes); and the
  /// points nearest each pair of centres leave a gap between them: at most 5 % of them project
  /// into the middle fifth of the segment joining the two centres.
  func clusters(_ k: Int, _ list: String, _ sentence: String) -> CheckedClaim {
    let centres = list.matches(#"(-?\d[\d,]*(?:\.\d+)?) [^,]*? with (-?[^ ]*\d[^ ]*)"#).compactMap {
      m -> (Double, Double)? in
      guard let x = ClaimsText.number(m[1], unit: nil), let y = num(m[2]) else { return nil }
      return (x.value, y.value)
    }
    guard centres.count == k, k >= 2 else {
      return claim("cluster", sentence, false, "\(k) clusters but \(centres.count) centres read")
    }
    let pairs = scatterPairs
    let n = Double(pairs.count)
    let mx = pairs.map(\.0).reduce(0, +) / n
    let my = pairs.map(\.1).reduce(0, +) / n
    let sx = (pairs.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) } / n).squareRoot()
    let sy = (pairs.reduce(0) { $0 + ($1.1 - my) * ($1.1 - my) } / n).squareRoot()
    guard sx > 0, sy > 0 else { return claim("cluster", sentence, false, "the points do not spread in 2 dimensions") }
    let points = pairs.map { (($0.0 - mx) / sx, ($0.1 - my) / sy) }
    let standard = centres.map { (($0.0 - mx) / sx, ($0.1 - my) / sy) }
    func d2(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
      (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)
    }
    for (index, centre) in standard.enumerated() {
      let nearest = points.map { d2($0, centre) }.min() ?? .infinity
      if nearest > 0.25 {
        return claim("cluster", sentence, false, "no data point near centre \(index + 1) (\(centres[index]))")
      }
    }
    let owner = points.map { point in standard.indices.min { d2(point, standard[$0]) < d2(point, standard[$1]) }! }
    for a in standard.indices {
      for b in standard.indices where b > a {
        let dx = standard[b].0 - standard[a].0
        let dy = standard[b].1 - standard[a].1
        let length = dx * dx + dy * dy
        guard length > 0 else { return claim("cluster", sentence, false, "two centres coincide") }
        var middle = 0
        var total = 0
        for (point, o) in zip(points, owner) where o == a || o == b {
          let t = ((point.0 - standard[a].0) * dx + (point.1 - standard[a].1) * dy) / length
          total += 1
          if t > 0.4 && t < 0.6 { middle += 1 }
        }
        if Double(middle) > 0.05 * Double(total) {
          return claim(
            "cluster", sentence, false, "\(middle) of \(total) points lie between centres \(a + 1) and \(b + 1): no gap"
          )
        }
      }
    }
    return claim("cluster", sentence, true, "")
  }
}
