import ChartModel
import Foundation

// MARK: - Second place of a ranking

extension ClaimsChecker {
  /// "Python and SQL are tied for second at 51": one category alone holds the top value; the
  /// value stated is the largest one below it; the names are exactly the categories at that value
  /// (a counted tail "and 2 others" counts as named), and the verb agrees with how many there are.
  /// Checked against the data, with kind "ranking"; `nil` when `text` is no such sentence.
  ///
  /// - Complexity: O(*n*) in the chart's points.
  func rankingClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    guard let m = text.firstMatch("^(.+) (is second|are tied for second) at \(n)$") else { return nil }
    let values = finiteValues(allSeries)
    guard let top = values.max(), values.filter({ $0 == top }).count == 1,
      let second = values.filter({ $0 < top }).max(), let stated = num(m[3])
    else { return [claim("ranking", sentence, false, "no category is alone in first place, so there is no second")] }
    let atSecond = allSeries.flatMap { s in
      truth.series[s].finite.filter { $0.y == second }.map { truth.series[s].x[$0.index] }
    }
    let (named, others) = ClaimsText.elided(ClaimsText.list(m[1], known: knownLabels))
    let allNamedAtSecond = named.allSatisfy { name in atSecond.contains { truth.place(name, names: $0) } }
    let counted = named.count + others
    return [
      claim(
        "ranking", sentence, stated.states(second) || (stated.hedged && stated.rounds(second)),
        "second place is \(show(second)), not \(m[3])"),
      claim(
        "ranking", sentence, allNamedAtSecond && counted == atSecond.count,
        "\(atSecond.count) categories hold second place at \(show(second)); '\(m[1])' names \(counted)"),
      claim(
        "ranking", sentence, (m[2] == "is second") == (atSecond.count == 1),
        "'\(m[2])' for \(atSecond.count) categories at second place"),
    ]
  }
}
