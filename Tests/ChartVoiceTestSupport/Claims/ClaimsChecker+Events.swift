import ChartModel
import Foundation

// MARK: - Events: spikes, dips and anomalous episodes

extension ClaimsChecker {
  /// Spike, dip and episode sentences, checked against the data (never against chartvoice's
  /// analysis): a named spike's value is the data value at its place, and that point is above
  /// both its neighbours (a dip: below both); an episode's span holds only values beyond the
  /// stated level, and its stated duration is within half of the span's.
  ///
  /// - Returns: The claims, or `nil` when the clause is no event sentence.
  /// - Complexity: O(*n*) per named place.
  func eventClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    if let m = text.firstMatch("^One value stands out: (a (?:spike|dip) to .+)$") {
      return spikeItem(m[1], sentence).map { [$0] } ?? []
    }
    if let m = text.firstMatch("^\\d+ values stand out from their neighbours: (.+)$") {
      return Self.items(m[1], before: #"a (?:spike|dip) to "#).compactMap { spikeItem($0, sentence) }
    }
    if let m = text.firstMatch(
      "^Values stayed (above|below) \(n)(?: for about ([\\d,]+) ([a-z]+),)? between (.+?) and (.+)$")
    {
      return [episode(above: m[1] == "above", level: m[2], duration: m[3], unit: m[4], from: m[5], to: m[6], sentence)]
    }
    return nil
  }

  /// "a spike to V in P": V is the value at P, and P a local extreme of its series.
  private func spikeItem(_ item: String, _ sentence: String) -> CheckedClaim? {
    guard let o = item.firstMatch("^a (spike|dip) to \(n) (.+)$"), let stated = num(o[2]) else { return nil }
    let kind = o[1]
    let (scope, place) = scoped(o[3], default: allSeries)
    var seen: [String] = []
    for s in scope {
      let y = truth.series[s].y
      for index in truth.indices(named: place, series: s) where y[index].isFinite && stated.states(y[index]) {
        let before = y[..<index].last(where: \.isFinite)
        let after = y[(index + 1)...].first(where: \.isFinite)
        guard let before, let after else {
          seen.append("an endpoint")
          continue
        }
        let extreme = kind == "spike" ? y[index] > before && y[index] > after : y[index] < before && y[index] < after
        if extreme { return claim(kind, sentence, true, "") }
        seen.append("\(show(y[index])) between \(show(before)) and \(show(after))")
      }
    }
    return claim(
      kind, sentence, false,
      "no \(kind) of \(stated) at '\(place)'" + (seen.isEmpty ? "" : ": \(seen.joined(separator: "; "))"))
  }

  /// "Values stayed above L for about D between A and B".
  private func episode(
    above: Bool, level: String, duration: String, unit: String, from: String, to: String, _ sentence: String
  ) -> CheckedClaim {
    guard let stated = num(level) else { return claim("episode", sentence, false, "no level in '\(level)'") }
    for s in allSeries {
      let one = truth.series[s]
      guard let first = truth.indices(named: from, series: s).first,
        let last = truth.indices(named: to, series: s).last,
        first <= last
      else { continue }
      let inside = one.y[first...last].filter(\.isFinite)
      let beyond = inside.allSatisfy { above ? $0 > stated.value : $0 < stated.value }
      guard beyond else {
        return claim(
          "episode", sentence, false,
          "not every value from '\(from)' to '\(to)' is \(above ? "above" : "below") \(stated)")
      }
      guard !duration.isEmpty, let count = int(duration) else { return claim("episode", sentence, true, "") }
      let seconds: [String: Double] = [
        "second": 1, "minute": 60, "hour": 3_600, "day": 86_400, "week": 604_800, "month": 2_629_746,
        "year": 31_556_952,
      ]
      guard let scale = seconds[unit.hasSuffix("s") ? String(unit.dropLast()) : unit] else {
        return claim("episode", sentence, false, "unknown unit '\(unit)'")
      }
      let step = last > first ? (one.x[last] - one.x[first]) / Double(last - first) : 0
      let actual = (one.x[last] - one.x[first] + step) / scale
      return claim(
        "episode", sentence, abs(Double(count) - actual) <= 0.5 * actual,
        "the span lasts \(actual) \(unit), not \(count)")
    }
    return claim("episode", sentence, false, "no span from '\(from)' to '\(to)'")
  }
}
