import ChartModel
import Foundation

// MARK: - Gaps: periods with no data

extension ClaimsChecker {
  /// The units a stretch with no data is counted in ("2 weeks from March 4 to March 11").
  static let gapUnits = "(?:second|minute|hour|day|week|month|quarter|year)s?"

  /// Stretches with no data ("There is no data for 2 weeks from March 4 to March 11", "3
  /// stretches have no data, 17 days in all; the first is 2 days from June 6 to June 7"), checked
  /// against the data: a stated stretch holds no point of a series that has points on both sides
  /// of it, its count is the periods from its first to its last, and in a daily series with no
  /// weekend point at all a stretch that is only a weekend is no gap (a market's weekend is the
  /// calendar). The number of stretches and of periods in all is recounted from the x steps.
  ///
  /// - Returns: The claims, or `nil` when the clause states no stretch (a missing value, "There
  ///   is no data for March 5", is another sentence).
  /// - Complexity: O(*n*) per stretch.
  func gapClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    let unit = Self.gapUnits
    if text.firstMatch("^.+ has no data for .+$") != nil { return missingBySeries(text, sentence) }
    if let m = text.firstMatch("^There is no data for (\\d[\\d,]* \(unit) .+)$") {
      return Self.items(m[1], before: "\\d[\\d,]* \(unit) ").map { stretch($0, sentence) }
    }
    guard
      let m = text.firstMatch(
        "^([\\d,]+) stretch(?:es)? ha(?:s|ve) no data, ([\\d,]+) (\(unit)) in all; the first is (.+)$"),
      let stretches = Int(m[1].replacingOccurrences(of: ",", with: "")),
      let periods = Int(m[2].replacingOccurrences(of: ",", with: "")),
      let cadence = Self.cadence(m[3])
    else { return nil }
    let found = allSeries.map { missingStretches(series: $0, cadence: cadence) }.filter { !$0.isEmpty }
    let counts = found.map { ($0.count, $0.map(\.count).reduce(0, +)) }
    return [
      claim(
        "gap-count", sentence, counts.contains { $0 == (stretches, periods) },
        "the x steps leave \(counts.map { "\($0.0) stretches of \($0.1) \(m[3])" }) with no data"),
      stretch(m[4], sentence),
    ]
  }

  /// One stated stretch: "2 days from June 6 to June 7", "1 day on July 3", "1 week in the week
  /// of April 1".
  private func stretch(_ item: String, _ sentence: String) -> CheckedClaim {
    guard let m = item.firstMatch("^([\\d,]+) (\(Self.gapUnits)) (?:from (.+) to (.+)|(.+))$"),
      let stated = Int(m[1].replacingOccurrences(of: ",", with: "")), let cadence = Self.cadence(m[2])
    else { return claim("gap", sentence, false, "cannot read the stretch '\(item)'") }
    var seen: [String] = []
    for s in allSeries {
      let x = truth.series[s].x.filter(\.isFinite).sorted()
      guard let first = x.first, let last = x.last else { continue }
      let candidates = Self.periods(from: first, to: last, cadence: cadence)
      let named = { (place: String) in candidates.filter { truth.place(place, names: $0) } }
      var pairs: [(Double, Double)] = []
      if m[5].isEmpty {
        let ends = named(m[4])
        for from in named(m[3]) { if let to = ends.first(where: { $0 >= from }) { pairs.append((from, to)) } }
      } else {
        pairs = named(m[5]).map { ($0, $0) }
      }
      guard !pairs.isEmpty else { continue }
      var inside = false
      var weekendOnly = false
      var periods = 0
      for (from, to) in pairs {
        // The stretch covers its last period whole: no point from its start to the next period.
        let end = cadence.advance(to)
        inside = x.contains { $0 >= from && $0 < end }
        periods = Self.periodCount(from: from, to: to, cadence: cadence)
        weekendOnly = cadence == .day && Self.isWeekdaySeries(x) && Self.isWeekend(from: from, to: to)
        if !inside, first < from, last >= end, periods == stated, !weekendOnly {
          return claim("gap", sentence, true, "")
        }
      }
      seen.append(
        "\(truth.series[s].name): "
          + (inside
            ? "has a point in the stretch"
            : weekendOnly ? "only a weekend of a series with no weekend point" : "\(periods) \(m[2])"))
    }
    return claim(
      "gap", sentence, false,
      "'\(item)' is no stretch without data" + (seen.isEmpty ? "" : ": \(seen.joined(separator: "; "))"))
  }

  /// The stretches of a series with no point, from its own x steps: a step longer than 1.5
  /// periods leaves the periods between empty; in a daily series with no weekend point, the
  /// weekends at a stretch's ends are trimmed and a stretch of only a weekend is none.
  func missingStretches(series s: Int, cadence: Cadence) -> [(from: Double, count: Int)] {
    let x = truth.series[s].x.filter(\.isFinite).sorted()
    let weekdays = cadence == .day && Self.isWeekdaySeries(x)
    var result: [(from: Double, count: Int)] = []
    for (a, b) in zip(x, x.dropFirst()) where b - a > 1.5 * cadence.approximateSeconds {
      var from = cadence.advance(a)
      var to = cadence.advance(b, by: -1)
      if weekdays {
        while Self.weekday(from) >= 5, from <= to { from += 86_400 }
        while Self.weekday(to) >= 5, to >= from { to -= 86_400 }
      }
      guard to >= from else { continue }
      result.append((from, Self.periodCount(from: from, to: to, cadence: cadence)))
    }
    return result
  }

  static func cadence(_ word: String) -> Cadence? {
    Cadence(rawValue: word.hasSuffix("s") ? String(word.dropLast()) : word)
  }

  /// The periods of `cadence` from `first` to `last`, starting at `first`.
  static func periods(from first: Double, to last: Double, cadence: Cadence) -> [Double] {
    var result: [Double] = []
    var steps = 0
    var position = first
    while position <= last, result.count < 200_000 {
      result.append(position)
      steps += 1
      position = cadence.advance(first, by: steps)
    }
    return result
  }

  /// Periods from `from` to `to`, both counted.
  static func periodCount(from: Double, to: Double, cadence: Cadence) -> Int {
    var count = 1
    while cadence.advance(from, by: count) <= to + 1, count < 200_000 { count += 1 }
    return count
  }

  static func weekday(_ x: Double) -> Int { CivilDate(secondsSince1970: x).weekday }

  /// A daily series with no point on a Saturday or Sunday over at least 3 whole weekends (fewer
  /// could be chance: `WeekdayCalibrationTests`).
  static func isWeekdaySeries(_ x: [Double]) -> Bool {
    guard let first = x.first, let last = x.last else { return false }
    let saturdays = stride(from: (first / 86_400).rounded(.down), to: (last / 86_400).rounded(.down) - 1, by: 1)
      .filter { weekday($0 * 86_400) == 5 }
    return saturdays.count >= 3 && x.allSatisfy { weekday($0) < 5 }
  }

  static func isWeekend(from: Double, to: Double) -> Bool {
    stride(from: from, through: to, by: 86_400).allSatisfy { weekday($0) >= 5 }
  }

  /// "Store B has no data for April, May and September" (and "…, and Store C has no data for
  /// June"): each named series has no value at exactly the places named, in x order, and a
  /// series the sentence does not name has none missing.
  ///
  /// - Complexity: O(*n*) in the points.
  func missingBySeries(_ text: String, _ sentence: String) -> [CheckedClaim] {
    let names = truth.series.map { NSRegularExpression.escapedPattern(for: $0.name) }.joined(separator: "|")
    let groups = Self.items(text, before: "(?:\(names)) has no data for ")
    var named: Set<Int> = []
    var result: [CheckedClaim] = []
    for group in groups {
      guard let m = group.firstMatch("^(.+) has no data for (.+)$"), let s = truth.seriesIndex(named: m[1]) else {
        result.append(claim("missing", sentence, false, "'\(group)' names no series"))
        continue
      }
      named.insert(s)
      let one = truth.series[s]
      let missing = one.x.indices.filter { !one.y[$0].isFinite }.map { one.x[$0] }
      // A year after a comma belongs to the date before it ("March 4, 2024").
      var places: [String] = []
      for piece in ClaimsText.list(m[2], known: truth.categoryLabels) {
        if piece.firstMatch("^\\d{4}$") != nil, let last = places.popLast() {
          places.append(last + ", " + piece)
        } else {
          places.append(piece)
        }
      }
      let ok = places.count == missing.count && zip(places, missing).allSatisfy { truth.place($0, names: $1) }
      result.append(
        claim("missing", sentence, ok, "\(one.name) has no data at \(missing.count) places, not '\(m[2])'"))
    }
    let others = truth.series.indices.filter { !named.contains($0) && truth.series[$0].y.contains { !$0.isFinite } }
    result.append(
      claim("missing", sentence, others.isEmpty, "\(others.map { truth.series[$0].name }) also lack data"))
    return result
  }
}
