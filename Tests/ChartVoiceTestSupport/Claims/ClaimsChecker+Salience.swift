import ChartModel
import Foundation

/// The sentences the salience budgets make: the shortened alt text of a ranking, which names the
/// top alone ("India is highest at about 1.4 billion") when both ends do not fit in 150
/// characters.
extension ClaimsChecker {
  /// Checks a clause of the shortened forms; `nil` when the clause is none of them.
  ///
  /// - Complexity: O(*n*) in the chart's points.
  func salienceClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    if let m = text.firstMatch("^(.+) (?:is|are) highest at \(n)$"), !m[1].contains(" lowest at ") {
      return extreme("ranking", highest: true, m[2], m[1], scope: allSeries, sentence)
    }
    return nil
  }
}
