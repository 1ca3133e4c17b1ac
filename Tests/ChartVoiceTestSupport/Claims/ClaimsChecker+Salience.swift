import ChartModel
import Foundation

/// The sentences the salience budgets make: the shortened alt text of a ranking, which names the
/// top alone ("India is highest at about 1.4 billion") when both ends do not fit in 150
/// characters, and the alt text of a series whose spike or dip is its most salient fact ("a
/// spike to 185 thousand on April 18"), and one extreme said alone when the start and end or a
/// spike gave the other.
extension ClaimsChecker {
  /// Checks a clause of the shortened forms; `nil` when the clause is none of them.
  ///
  /// - Complexity: O(*n*) in the chart's points.
  func salienceClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    // The alt text of a series whose one spike or dip is its most salient fact.
    if let m = text.firstMatch("^a (spike|dip) to \(n) (.+)$") {
      let (ok, why) = valueAt(num(m[2])!, m[3], scope: allSeries)
      return [claim(m[1], sentence, ok, why)]
    }
    // One extreme alone, when the other was said as an end or a spike ("The lowest value was
    // $38,800 in April." after "ended at $49,100 in June").
    if let m = text.firstMatch("^The (lowest|highest) value was \(n) (.+)$"), !m[3].contains(", and the highest was ") {
      return extreme("extreme", highest: m[1] == "highest", m[2], m[3], scope: allSeries, sentence)
    }
    if let m = text.firstMatch("^(.+) (?:is|are) highest at \(n)$"), !m[1].contains(" lowest at ") {
      return extreme("ranking", highest: true, m[2], m[1], scope: allSeries, sentence)
    }
    return nil
  }
}
