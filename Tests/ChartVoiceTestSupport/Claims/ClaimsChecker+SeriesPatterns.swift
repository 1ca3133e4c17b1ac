import ChartModel
import Foundation

// MARK: - The pattern of one of several series, checked against that series

extension ClaimsChecker {
  /// Reads a pattern sentence of one of several series and checks it against that series alone:
  /// "The average level of p99 jumped from about 80 to about 231 at 10:30, …" (a level shift),
  /// "Sales jumped from … to …, then fell to … by …" (a jump), "p99 stayed above 150 for about
  /// 6 minutes, …" (an episode), "Sales tends to be highest around July …" (a season), "Madrid
  /// climbed from … to a peak of … in July, then dropped to …" (a turn), each read as the summary
  /// of that one series says it; and "Oslo and Madrid both rose to a peak in July, then fell
  /// back" (kind "peak" or "valley", for every series). `false` when the sentence is none of
  /// these.
  ///
  /// - Complexity: O(*n*) in the points of the series named.
  func seriesPatternClause(_ text: String, _ sentence: String, into report: inout ClaimsReport) -> Bool {
    guard truth.series.count > 1 else { return false }
    if let m = text.firstMatch("^The average level of (.+?) ((?:jumped|dropped) from .+)$"),
      let s = truth.seriesIndex(named: m[1])
    {
      alone(s).checkClause("The average level " + m[2], sentence: sentence, into: &report)
      return true
    }
    if let m = text.firstMatch("^(.+) (?:both|all) (rose to a peak|fell to a low) (.+), then (?:fell back|rose again)$")
    {
      report.claims += sharedTurn(m[1], isPeak: m[2].hasPrefix("rose"), place: m[3], sentence)
      return true
    }
    // "One value of Riverside stands out: a spike to 475 on March 18": the value at its place in
    // that series, above both its neighbours (below, for a dip).
    if let m = text.firstMatch("^One value of (.+?) stands out: a (spike|dip) to \(n) (.+)$"),
      let s = truth.seriesIndex(named: m[1])
    {
      alone(s).checkClause("One value stands out: a \(m[2]) to \(m[3]) \(m[4])", sentence: sentence, into: &report)
      report.claims.append(localExtreme(series: s, isSpike: m[2] == "spike", place: m[4], sentence))
      return true
    }
    guard let (s, rest) = leadingSeries(text) else { return false }
    if rest.firstMatch("^(?:jumped|dropped) from .+, then (?:fell|rose)(?: steadily)? to .+$") != nil {
      alone(s).checkClause("The values " + rest, sentence: sentence, into: &report)
      return true
    }
    if rest.firstMatch("^(?:fell|rose) .+, from .+ to .+$") != nil {
      alone(s).checkClause("The values " + rest, sentence: sentence, into: &report)
      return true
    }
    if rest.firstMatch("^(?:climbed|dropped) from |^held near ") != nil {
      alone(s).checkClause(text, sentence: sentence, into: &report)
      return true
    }
    if rest.firstMatch("^stayed (?:above|below) ") != nil {
      alone(s).checkClause("Values " + rest, sentence: sentence, into: &report)
      return true
    }
    if let m = rest.firstMatch("^tends to be (.+)$") {
      alone(s).checkClause("The values tend to be " + m[1], sentence: sentence, into: &report)
      return true
    }
    return false
  }

  /// A spike (dip) at `place` of series `s`: the value there is above (below) both its finite
  /// neighbours.
  private func localExtreme(series s: Int, isSpike: Bool, place: String, _ sentence: String) -> CheckedClaim {
    let points = truth.series[s].finite
    guard let index = truth.indices(named: ClaimsText.place(place), series: s).first,
      let position = points.firstIndex(where: { $0.index == index }), position > 0, position < points.count - 1
    else { return claim("outlier", sentence, false, "no inner point of \(truth.series[s].name) at '\(place)'") }
    let (before, value, after) = (points[position - 1].y, points[position].y, points[position + 1].y)
    let ok = isSpike ? value > before && value > after : value < before && value < after
    return claim(
      "outlier", sentence, ok,
      "\(show(value)) at '\(place)' is not \(isSpike ? "above" : "below") \(show(before)) and \(show(after))")
  }

  /// The series whose name starts `text` (as written, or with its first letter capitalised at
  /// the start of a sentence), the longest name first, and the text after the name.
  func leadingSeries(_ text: String) -> (series: Int, rest: String)? {
    for (s, one) in truth.series.enumerated().sorted(by: { $0.element.name.count > $1.element.name.count }) {
      for name in [one.name, one.name.prefix(1).uppercased() + one.name.dropFirst()] where text.hasPrefix(name + " ") {
        return (s, String(text.dropFirst(name.count + 1)))
      }
    }
    return nil
  }

  /// A checker of series `s` alone, on the same axis (its places are named as in the chart).
  func alone(_ s: Int) -> ClaimsChecker {
    var one = truth
    one.series = [truth.series[s]]
    if truth.chart.series.indices.contains(s) { one.chart.series = [truth.chart.series[s]] }
    return ClaimsChecker(truth: one)
  }

  /// Every series of the chart is listed, and each turns at `place`: its highest (lowest) value
  /// is there, and the data come down (up) from it on both sides by at least a fifth of its
  /// range, as a single peak's alt clause is checked.
  private func sharedTurn(_ list: String, isPeak: Bool, place: String, _ sentence: String) -> [CheckedClaim] {
    let kind = isPeak ? "peak" : "valley"
    let names = list.replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ")
    let listed = names.compactMap { truth.seriesIndex(named: $0) }
    guard listed.count == names.count, Set(listed).count == truth.series.count else {
      return [claim(kind, sentence, false, "'\(list)' does not name each of the \(truth.series.count) series once")]
    }
    return listed.map { s in
      let points = truth.series[s].finite
      let y = points.map(\.y)
      guard let low = y.min(), let high = y.max(), high > low else {
        return claim(kind, sentence, false, "\(truth.series[s].name) has no range")
      }
      let extreme = isPeak ? high : low
      let sign: Double = isPeak ? 1 : -1
      let at = points.indices.filter { y[$0] == extreme }
      let named = at.contains { truth.place(place, names: truth.series[s].x[points[$0].index]) }
      guard let first = at.first, let last = at.last else { return claim(kind, sentence, false, "no extreme") }
      let before = y[..<first].map { sign * (extreme - $0) }.max() ?? 0
      let after = y[(last + 1)...].map { sign * (extreme - $0) }.max() ?? 0
      return claim(
        kind, sentence, named && before >= 0.2 * (high - low) && after >= 0.2 * (high - low),
        "\(truth.series[s].name): the \(isPeak ? "maximum" : "minimum") \(show(extreme)) is\(named ? "" : " not") at '\(place)'; the data move \(show(before)) before it and \(show(after)) after it, of a range of \(show(high - low))"
      )
    }
  }
}
