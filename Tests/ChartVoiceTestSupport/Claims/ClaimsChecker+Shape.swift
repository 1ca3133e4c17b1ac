import ChartModel
import Foundation

// MARK: - A single peak or valley in the alt, and the parts of the week, checked against the data

extension ClaimsChecker {
  /// Reads the short peak or valley alt clause ("rose to a peak of 15% in April 2020, then fell
  /// back") and the week-part season ("higher on weekdays than at weekends"); `nil` when the
  /// clause is neither. Kinds "peak", "valley" and "season"; every verdict comes from the data.
  ///
  /// - Complexity: O(*n*) per clause.
  func shapeClause(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    guard truth.series.count == 1 else { return nil }
    // The turning claim (the extreme, with the data coming down or up on both sides) is read
    // by `trendClaims`; here, that the value is the one at the named place.
    if let m = text.firstMatch("^rose to a peak of \(n) ((?:in|on|for|at) .+), then fell back$") {
      let (ok, why) = valueAt(num(m[1])!, m[2], scope: [0])
      return [claim("peak", sentence, ok, why)]
    }
    if let m = text.firstMatch("^fell to a low of \(n) ((?:in|on|for|at) .+), then rose again$") {
      let (ok, why) = valueAt(num(m[1])!, m[2], scope: [0])
      return [claim("valley", sentence, ok, why)]
    }
    if let m = text.firstMatch(
      "^The values tend to be higher (on weekdays than at weekends|at weekends than on weekdays)$")
    {
      return [weekPartClaim(weekdaysHigher: m[1].hasPrefix("on"), sentence)]
    }
    return nil
  }

  /// Weekdays higher than the weekend (or the reverse): in at least two thirds of the data's
  /// complete weeks (Monday to Sunday), the mean of Monday to Friday is above (below) both
  /// Saturday and Sunday.
  private func weekPartClaim(weekdaysHigher: Bool, _ sentence: String) -> CheckedClaim {
    let series = truth.series[0]
    guard truth.chart.xAxis.type == .temporal else {
      return claim("season", sentence, false, "a week needs dates")
    }
    var weeks: [Int: [Int: Double]] = [:]
    for point in series.finite {
      let days = Int((series.x[point.index] / 86_400).rounded(.down))
      let weekday = ((days + 3) % 7 + 7) % 7  // 0 = Monday
      weeks[(days + 3 - weekday) / 7, default: [:]][weekday] = point.y
    }
    var complete = 0
    var hits = 0
    for week in weeks.values where week.count == 7 {
      complete += 1
      let weekdays = (0..<5).map { week[$0]! }.reduce(0, +) / 5
      let (saturday, sunday) = (week[5]!, week[6]!)
      if weekdaysHigher ? weekdays > max(saturday, sunday) : weekdays < min(saturday, sunday) { hits += 1 }
    }
    return claim(
      "season", sentence, complete >= 2 && 3 * hits >= 2 * complete,
      "Monday to Friday are \(weekdaysHigher ? "above" : "below") both weekend days in \(hits) of \(complete) weeks")
  }
}
