import ChartModel
import ChartNarration
import ChartSupport
import Foundation

/// The point of a series that a value typed after `g` names.
///
///     let finder = PointFinder(narration: narration, series: 0)
///     try finder.find("april")     // 3: the label, case aside
///     try finder.find("2024-04")   // 3: the nearest date
///     try finder.find("apr")       // 3: the start of a word of the label
///     try finder.find("Aprl")      // 3: the nearest label by edit distance
///
/// In order: a point whose x label, as the announcements show it, is the text (case aside); a
/// label with a word that starts with the text (two letters or more); on a
/// numeric axis, the point nearest the number; on a time axis, the point nearest the ISO 8601 date
/// (a bare year too, as the readers take it in a date column); else, on a category or time axis,
/// the label fewest edits away, as a misspelt option is matched (``nearest(to:in:)``: one edit in
/// up to three letters, else up to a third of them). Ties go to the first point in x order.
struct PointFinder {
  let narration: ExploreNarration
  let series: Int

  /// The index of the point `text` names, or `nil` when none matches.
  ///
  /// - Complexity: O(*n*) in the series' length, times the text's length for edit distances.
  func find(_ text: String) throws(NarrationError) -> Int? {
    let chart = narration.chart
    let x = chart.series[series].x
    let wanted = text.lowercased()
    var labels: [String] = []
    for index in x.indices {
      labels.append(try narration.xLabel(index, inSeries: series).lowercased())
    }
    if let exact = labels.firstIndex(of: wanted) { return exact }
    // The start of a word of a label, as a month is typed short ("apr", "sept 2024").
    if wanted.count >= 2, wanted.first?.isLetter == true,
      let start = labels.firstIndex(where: { label in
        label.hasPrefix(wanted) || label.split(separator: " ").contains { $0.hasPrefix(wanted) }
      })
    {
      return start
    }
    switch chart.xAxis.type {
    case .numeric:
      let number = Double(text) ?? Double(text.replacingOccurrences(of: ",", with: "."))
      guard let number, number.isFinite else { return nil }
      return Navigator.nearest(to: number, in: x)
    case .temporal:
      if let seconds = ISO8601.parse(text, allowingBareYear: true) {
        return Navigator.nearest(to: seconds, in: x)
      }
    case .categorical:
      break
    }
    return nearest(to: wanted, in: labels).flatMap { labels.firstIndex(of: $0) }
  }
}
