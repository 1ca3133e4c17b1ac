import ChartModel
import Foundation

/// Reads the English alt text and summary of a set of charts back into claims and checks each
/// against the views' data, computed here without the model's statistics: how many charts, which
/// views are highest and lowest on average (and the means stated), which trend up or down (by the
/// sign of a least-squares slope), and how many views are left out.
///
///     let report = SetClaimsChecker(set: set).check(alt: alt, summary: summary)
///     report.falseClaims
public struct SetClaimsChecker: Sendable {
  public var set: ChartSet

  public init(set: ChartSet) {
    self.set = set
  }

  /// Checks a set's alt text and summary; the alt text of a set with one view described is that
  /// view's own, which ``ClaimsChecker`` reads with the view's data.
  public func check(alt: String, summary: [String]) -> ClaimsReport {
    var report = ClaimsReport()
    if set.views.count == 1 {
      report.classified.append(("set-single-view-alt", alt))
    } else {
      checkSentence(alt, into: &report)
    }
    for sentence in summary { checkSentence(sentence, into: &report) }
    return report
  }

  func checkSentence(_ sentence: String, into report: inout ClaimsReport) {
    var matched = false
    if let m = sentence.matches(#"^(\d+) views? (?:is|are) not described: (.+)\.$"#).first {
      let left = set.notices.filter { if case .viewNotDescribed = $0 { true } else { false } }.count
      report.claims.append(claim("set-left-out", sentence, Int(m[1]) == left, "\(left) views are left out"))
      return
    }
    if let m = sentence.matches(#"^\d+ [a-z ]+? in (\d+) rows of (\d+|charts side by side):"#).first {
      // A grid of rows: as many rows as the `vconcat` has parts, each of the said number of views,
      // counted from the paths of the views drawn (`vconcat[1].hconcat[0]`).
      var paths = set.views.map(\.path)
      for notice in set.notices { if case .viewNotDescribed(_, let path, _) = notice { paths.append(path) } }
      var counts: [Int: Int] = [:]
      for path in paths {
        guard let part = path.matches(#"^vconcat\[(\d+)\]"#).first.flatMap({ Int($0[1]) }) else { continue }
        counts[part, default: 0] += 1
      }
      let rows = counts.sorted { $0.key < $1.key }.map(\.value)
      let even = Int(m[2]).map { columns in rows.allSatisfy { $0 == columns } } ?? (Set(rows).count > 1)
      report.claims.append(
        claim("set-grid", sentence, Int(m[1]) == rows.count && even, "the views lie in rows of \(rows)"))
    }
    if let m = sentence.matches(#"^(\d+) ([a-z ]+?)(?: of .+?)?(?:,| side by side| in a grid| in \d+ rows|:|\.)"#)
      .first
    {
      matched = true
      let count = Int(m[1]) ?? -1
      report.claims.append(
        claim("set-count", sentence, count == drawnViews, "the set draws \(drawnViews) views, not \(count)"))
      let kind = drawnKind
      let named = sentence.dropFirst(m[1].count + 1)
      report.claims.append(
        claim(
          "set-kind", sentence, named.hasPrefix(kind) && !(named.dropFirst(kind.count).first?.isLetter ?? false),
          "the views are \(kind)"))
    }
    if let m = sentence.matches(#"highest on average in (.+)\.$"#).first {
      matched = true
      checkExtreme(m[1], value: nil, highest: true, sentence: sentence, into: &report)
    }
    if let m = sentence.matches(#"^On average, .+ is highest in (.+) \(([^()]+)\) and lowest in (.+) \(([^()]+)\)\.$"#)
      .first
    {
      matched = true
      checkExtreme(m[1], value: m[2], highest: true, sentence: sentence, into: &report)
      checkExtreme(m[3], value: m[4], highest: false, sentence: sentence, into: &report)
    }
    if let m = sentence.matches(#"^.+ trends (upward|downward) in (.+)\.$"#).first {
      matched = true
      checkTrend(m[2], rising: m[1] == "upward", sentence: sentence, into: &report)
    }
    if sentence.matches(#"^.+ shows no clear trend in (.+)\.$"#).first != nil {
      matched = true
      report.classified.append(("set-steady", sentence))
    }
    if !matched { report.unparsed.append(sentence) }
  }

  /// What the views are, in English, as a sighted reader names what is drawn: strips; box plots; grids of
  /// cells by what draws their values; arcs and bands as drawn; else the kind ("bar charts"). Views
  /// of different kinds are "charts".
  /// Every view the spec draws: those described and those left out.
  var drawnViews: Int {
    self.set.views.count + self.set.notices.filter { if case .viewNotDescribed = $0 { true } else { false } }.count
  }

  /// The kind the views share as drawn, in the plural for several; "charts" when a view is left
  /// out, since its kind is not known.
  var drawnKind: String {
    let names = Set(
      set.views.map { view -> String in
        let chart = view.chart
        if chart.drawnAs == .strip { return "strip plot" }
        if !chart.boxes.isEmpty { return "box plot" }
        switch chart.cells {
        case .colour: return "heat map"
        case .size: return "bubble chart"
        case .text: return "table"
        case .regions: return "choropleth map"
        case .points: return "map of points"
        case nil: break
        }
        switch chart.drawnAs {
        case .arcs: return "polar area chart"
        case .band: return "band chart"
        case .strip: return "strip plot"
        case .units: return "unit chart"
        case .errorBars: return "error bar plot"
        case .histogram: return "histogram"
        case .dots: return "dot plot"
        case nil: break
        }
        switch chart.kind {
        case .scatter: return "scatter plot"
        case .sparkline: return "sparkline"
        default: return "\(chart.kind.rawValue) chart"
        }
      })
    let name = names.count == 1 && drawnViews == set.views.count ? names.first! : "chart"
    guard drawnViews != 1 else { return name }
    return name == "map of points" ? "maps of points" : name + "s"
  }

  /// The mean of every finite value a view draws, computed naively.
  func mean(of index: Int) -> Double? {
    let values = set.views[index].chart.series.flatMap { $0.y.filter(\.isFinite) }
    return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }

  /// The views compared with `view`: those with a finite mean and its y title and unit.
  func compared(with view: Int) -> [Int] {
    let axis = set.views[view].chart.yAxis
    return set.views.indices.filter {
      mean(of: $0) != nil && set.views[$0].chart.yAxis.title == axis.title
        && set.views[$0].chart.yAxis.unit == axis.unit
    }
  }

  func checkExtreme(
    _ names: String, value: String?, highest: Bool, sentence: String, into report: inout ClaimsReport
  ) {
    guard let views = viewIndices(names) else {
      report.claims.append(claim("set-extreme", sentence, false, "'\(names)' does not name views of the set"))
      return
    }
    guard let first = views.first else { return }
    let means = compared(with: first).compactMap { mean(of: $0) }
    guard let extreme = highest ? means.max() : means.min() else { return }
    for view in views {
      guard let own = mean(of: view) else { continue }
      // A stated mean is the extreme, or so close that the text rounds them alike.
      let close = abs(own - extreme) <= 1e-3 * max(abs(extreme), 1e-9)
      report.claims.append(
        claim(
          "set-extreme", sentence, close,
          "view \(view + 1) averages \(own), the \(highest ? "highest" : "lowest") is \(extreme)"))
    }
    if let value, let stated = ClaimsText.number(value, unit: set.views[views[0]].chart.yAxis.unit),
      let own = mean(of: views[0])
    {
      report.claims.append(
        claim("set-mean", sentence, stated.rounds(own), "view \(views[0] + 1) averages \(own), not \(value)"))
    }
  }

  func checkTrend(_ names: String, rising: Bool, sentence: String, into report: inout ClaimsReport) {
    guard let views = viewIndices(names) else {
      report.claims.append(claim("set-trend", sentence, false, "'\(names)' does not name views of the set"))
      return
    }
    for view in views {
      let series = set.views[view].chart.series
      guard series.count == 1 else {
        report.claims.append(claim("set-trend", sentence, false, "view \(view + 1) has \(series.count) series"))
        continue
      }
      let points = zip(series[0].x, series[0].y).filter { $0.0.isFinite && $0.1.isFinite }
      let slope = Self.slope(points.map(\.0), points.map(\.1))
      report.claims.append(
        claim(
          "set-trend", sentence, rising ? slope > 0 : slope < 0,
          "view \(view + 1)'s least-squares slope is \(slope)"))
    }
  }

  static func slope(_ x: [Double], _ y: [Double]) -> Double {
    guard x.count > 1 else { return 0 }
    let mx = x.reduce(0, +) / Double(x.count)
    let my = y.reduce(0, +) / Double(y.count)
    let sxy = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
    let sxx = x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
    return sxx > 0 ? sxy / sxx : 0
  }

  /// The views a list names ("Seattle, New York and Chicago", "view 2 and view 3"), each name
  /// one view's label, title or y title or its number; `nil` when a name is none of these, or a
  /// list ends "and N others" (its views cannot all be told).
  func viewIndices(_ list: String) -> [Int]? {
    var names: [(name: String, index: Int)] = []
    for (index, view) in set.views.enumerated() {
      for name in ["view \(index + 1)", view.label, view.chart.title, view.chart.yAxis.title] + Self.englishNames(view)
      where !name.isEmpty {
        names.append((name.lowercased(), index))
      }
    }
    names.sort { $0.name.count > $1.name.count }
    var rest = Substring(list.lowercased())
    var found: [Int] = []
    while !rest.isEmpty {
      guard let hit = names.first(where: { rest.hasPrefix($0.name) }) else {
        if rest.range(of: #"^\d+ others?$"#, options: .regularExpression) != nil { return found }
        return nil
      }
      found.append(hit.index)
      rest = rest.dropFirst(hit.name.count)
      for separator in [", ", " and "] where rest.hasPrefix(separator) {
        rest = rest.dropFirst(separator.count)
        break
      }
    }
    return found
  }

  /// The English names of a view's recurring position ("March", "Sunday", "Q3", "15:00"), as a
  /// reader would say them.
  static func englishNames(_ view: ChartView) -> [String] {
    guard let time = view.recurringLabel else { return [] }
    switch time.cycle {
    case .monthOfYear: return [ClaimsText.months[time.phase - 1]]
    case .dayOfWeek:
      return [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][time.phase - 1]]
    case .quarterOfYear: return ["Q\(time.phase)"]
    case .hourOfDay: return ["\(time.phase):00"]
    default: return ["\(time.phase)"]
    }
  }

  func claim(_ kind: String, _ sentence: String, _ isTrue: Bool, _ reason: String) -> CheckedClaim {
    CheckedClaim(kind: kind, sentence: sentence, isTrue: isTrue, reason: isTrue ? "" : reason)
  }
}
