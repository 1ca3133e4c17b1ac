import ChartModel
import Foundation

// MARK: - Error bars, error bands and box plots (issue 15)

/// The raw values behind a chart of error bars or boxes, read from a Vega-Lite spec's rows by
/// the checker itself (never from chartvoice's reader): each group's values by its category's
/// name, and what the spec's composite mark computes of them.
public struct CompositeRows: Sendable {
  public var groups: [String: [Double]]
  /// `stderr`, `stdev`, `iqr`, `ci`, or `nil` for given ends; for a box plot, its `extent`.
  public var extent: String?
  /// A box plot's whisker span in interquartile ranges; `nil` for `min-max` or no box plot.
  public var whiskerSpan: Double?
  public var isBoxPlot: Bool

  public init(groups: [String: [Double]], extent: String?, whiskerSpan: Double?, isBoxPlot: Bool) {
    self.groups = groups
    self.extent = extent
    self.whiskerSpan = whiskerSpan
    self.isBoxPlot = isBoxPlot
  }

  /// The rows of a spec whose one composite layer groups a field by one other, over the spec's
  /// data without transforms; `nil` for any other spec (the checker then leaves the ranges
  /// unverified rather than guess).
  ///
  /// - Complexity: O(*n*) in the rows.
  public static func read(spec url: URL, base: URL) -> CompositeRows? {
    guard let data = try? Data(contentsOf: url),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    let layers = (root["layer"] as? [[String: Any]]) ?? [root]
    let shared = root["encoding"] as? [String: Any] ?? [:]
    let marks = ["errorbar", "errorband", "boxplot"]
    func type(of layer: [String: Any]) -> String {
      (layer["mark"] as? String) ?? ((layer["mark"] as? [String: Any])?["type"] as? String) ?? ""
    }
    // Ticks, points or bars along one quantity alone draw a strip: one group; along one quantity
    // and a category, one strip a category (in a layer chart, its first layer).
    let first = root["layer"] == nil ? root : layers.first { !["text", "rule"].contains(type(of: $0)) } ?? root
    let jitter = randomFields(
      (first["transform"] as? [[String: Any]] ?? []) + (root["transform"] as? [[String: Any]] ?? []))
    let strip =
      ["tick", "point", "circle", "square", "bar"].contains(type(of: first))
      && stripChannels(merged(shared, first["encoding"]), layered: root["layer"] != nil, jitter: jitter)
    if !strip, !layers.contains(where: { marks.contains(type(of: $0)) }) {
      return handBuiltRange(root: root, layers: layers, base: base)
    }
    guard let layer = strip ? first : layers.first(where: { marks.contains(type(of: $0)) }) else { return nil }
    // Transforms the checker reads itself: a filter that leaves out some categories by name, and
    // random numbers (jitter) that leave the rows as they are.
    var transforms = root["transform"] as? [[String: Any]] ?? []
    if root["layer"] != nil { transforms += layer["transform"] as? [[String: Any]] ?? [] }
    guard let excluded = excludedValues(transforms) else { return nil }
    let markObject = layer["mark"] as? [String: Any] ?? [:]
    let type = type(of: layer)
    let encoding = merged(shared, layer["encoding"])
    let channels = ["x", "y"].compactMap { name in (encoding[name] as? [String: Any]).map { (name, $0) } }
    let measures = channels.filter { ($0.1["type"] as? String) == "quantitative" && $0.1["aggregate"] == nil }
    // A mark over one quantity alone is one group, of every row: "*".
    let alone =
      channels.count == 1
      && !["color", "fill", "stroke", "shape", "xOffset", "yOffset", "detail", "size", "opacity"].contains {
        encoding[$0] != nil
      }
    let whole: (String, [String: Any]) = ("*", ["field": "*"])
    guard measures.count == 1, let measure = measures.first?.1["field"] as? String,
      let group = channels.first(where: { $0.0 != measures[0].0 }) ?? (alone ? whole : nil),
      group.1["timeUnit"] == nil,
      group.1["bin"] == nil, let groupField = group.1["field"] as? String,
      encoding["\(measures[0].0)2"] == nil, encoding["\(measures[0].0)Error"] == nil,
      ["color", "xOffset", "yOffset", "detail"].allSatisfy({ name in
        ((encoding[name] as? [String: Any])?["field"] as? String).map { $0 == groupField || jitter.contains($0) }
          ?? true
      })
    else { return nil }
    guard let rows = rows(of: (layer["data"] ?? root["data"]) as? [String: Any], root: root, base: base) else {
      return nil
    }
    let groups = grouped(
      rows.filter { row in !excluded.contains(where: { "\(row[$0.field] ?? "")" == $0.value }) },
      measure: measure, by: alone ? nil : groupField)
    let extentValue = markObject["extent"]
    if strip {
      // A strip's one box spans all its values: whiskers at the extremes.
      return CompositeRows(groups: groups, extent: "min-max", whiskerSpan: nil, isBoxPlot: true)
    }
    if type == "boxplot" {
      let span = (extentValue as? Double) ?? (extentValue == nil ? 1.5 : nil)
      return CompositeRows(groups: groups, extent: extentValue as? String, whiskerSpan: span, isBoxPlot: true)
    }
    return CompositeRows(
      groups: groups, extent: (extentValue as? String) ?? "stderr", whiskerSpan: nil, isBoxPlot: false)
  }

  /// Whether a view's channels draw a strip: one raw quantity on `x` or `y`, alone or beside a
  /// category on the other (in a layer chart, only beside one), marks sized by their count of
  /// rows at most, and a colour only of the category.
  static func stripChannels(_ encoding: [String: Any], layered: Bool, jitter: Set<String>) -> Bool {
    func channel(_ name: String) -> [String: Any]? { encoding[name] as? [String: Any] }
    let quantities = ["x", "y"].filter {
      channel($0)?["type"] as? String == "quantitative" && channel($0)?["aggregate"] == nil
        && channel($0)?["bin"] == nil && channel($0)?["field"] != nil
    }
    guard quantities.count == 1, let measure = quantities.first else { return false }
    let other = measure == "x" ? "y" : "x"
    let group = channel(other)
    if let group {
      guard ["nominal", "ordinal"].contains(group["type"] as? String ?? ""), group["aggregate"] == nil,
        group["bin"] == nil, group["timeUnit"] == nil, group["field"] != nil
      else { return false }
    } else if layered {
      return false
    }
    let rest = Set(encoding.keys).subtracting(["x", "y", "tooltip"]).filter { name in
      // A constant (a colour for every mark) draws no field.
      if channel(name)?["field"] == nil, channel(name)?["aggregate"] == nil { return false }
      if name == "size", channel(name)?["aggregate"] as? String == "count" { return false }
      if name == other + "Offset", let field = channel(name)?["field"] as? String, jitter.contains(field) {
        return false
      }
      if ["color", "fill", "stroke"].contains(name), let field = channel(name)?["field"] as? String,
        field == group?["field"] as? String
      {
        return false
      }
      return true
    }
    return rest.isEmpty
  }

  /// The rows of a data source: inline values (objects or CSV text), a file under `base`, or a
  /// named dataset of the spec.
  static func rows(of source: [String: Any]?, root: [String: Any], base: URL) -> [[String: Any]]? {
    guard let source else { return nil }
    if let values = source["values"] as? [[String: Any]] { return values }
    if let text = source["values"] as? String { return csvRows(text) }
    if let path = source["url"] as? String, let bytes = try? Data(contentsOf: base.appendingPathComponent(path)) {
      return path.hasSuffix(".csv")
        ? csvRows(String(decoding: bytes, as: UTF8.self))
        : try? JSONSerialization.jsonObject(with: bytes) as? [[String: Any]]
    }
    if let name = source["name"] as? String { return (root["datasets"] as? [String: Any])?[name] as? [[String: Any]] }
    return nil
  }

  /// The finite values of `measure`, by the value of `group` as the text names it (`nil`: one
  /// group, "*").
  static func grouped(_ rows: [[String: Any]], measure: String, by group: String?) -> [String: [Double]] {
    var groups: [String: [Double]] = [:]
    for row in rows {
      let key: Any? = group.map { row[$0] } ?? "*"
      guard let value = row[measure] as? Double, value.isFinite, let key else { continue }
      let name: String
      if let number = key as? Double {
        name = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
      } else {
        name = "\(key)"
      }
      groups[name, default: []].append(value)
    }
    return groups
  }

  /// Error bars built by hand: a rule from the `min` to the `max` of a field, by a category on the
  /// other axis, over rows that a filter `datum.f == v` may select (the min–max extent).
  static func handBuiltRange(root: [String: Any], layers: [[String: Any]], base: URL) -> CompositeRows? {
    let shared = root["encoding"] as? [String: Any] ?? [:]
    for layer in layers {
      let mark = (layer["mark"] as? String) ?? ((layer["mark"] as? [String: Any])?["type"] as? String)
      guard mark == "rule" else { continue }
      let encoding = merged(shared, layer["encoding"])
      for (measure, other) in [("y", "x"), ("x", "y")] {
        guard let low = encoding[measure] as? [String: Any], let high = encoding[measure + "2"] as? [String: Any],
          low["aggregate"] as? String == "min", high["aggregate"] as? String == "max",
          let field = low["field"] as? String, high["field"] as? String == field,
          let group = encoding[other] as? [String: Any], let groupField = group["field"] as? String,
          group["aggregate"] == nil, group["bin"] == nil, group["timeUnit"] == nil
        else { continue }
        let transforms = (root["transform"] as? [[String: Any]] ?? []) + (layer["transform"] as? [[String: Any]] ?? [])
        guard let kept = keptValues(transforms),
          let rows = rows(of: (layer["data"] ?? root["data"]) as? [String: Any], root: root, base: base)
        else { return nil }
        let selected = rows.filter { row in
          kept.allSatisfy { field, value in
            if let number = Double(value), let x = row[field] as? Double { return x == number }
            return "\(row[field] ?? "")" == value
          }
        }
        return CompositeRows(
          groups: grouped(selected, measure: field, by: groupField), extent: "min-max", whiskerSpan: nil,
          isBoxPlot: false)
      }
    }
    return nil
  }

  /// The values filters `datum.f == v` keep (a number, or a string in quotes); `nil` for any
  /// other transform.
  static func keptValues(_ transforms: [[String: Any]]) -> [(field: String, value: String)]? {
    var kept: [(field: String, value: String)] = []
    for transform in transforms {
      guard transform.count == 1, let filter = transform["filter"] as? String,
        let m = filter.trimmingCharacters(in: .whitespaces).firstMatch(#"^datum\.(\w+) ===? '?([^']*?)'?$"#)
      else { return nil }
      kept.append((m[1], m[2]))
    }
    return kept
  }

  /// The fields transforms compute from `random()` (jitter).
  static func randomFields(_ transforms: [[String: Any]]) -> Set<String> {
    Set(
      transforms.compactMap { transform in
        guard let expression = transform["calculate"] as? String, expression.contains("random()") else { return nil }
        return transform["as"] as? String
      })
  }

  /// A layer's encoding over the shared one, channel by channel, as Vega-Lite merges them.
  static func merged(_ shared: [String: Any], _ own: Any?) -> [String: Any] {
    shared.merging(own as? [String: Any] ?? [:]) { base, top in
      guard let base = base as? [String: Any], let top = top as? [String: Any] else { return top }
      return base.merging(top) { $1 }
    }
  }

  /// The values transforms leave out, when they are filters of the form `datum.f !== 'v' && …`
  /// (`!=` too, parentheses allowed) or random numbers; `nil` for any other transform.
  static func excludedValues(_ transforms: [[String: Any]]) -> [(field: String, value: String)]? {
    var excluded: [(field: String, value: String)] = []
    for transform in transforms {
      if randomFields([transform]).count == 1 { continue }
      guard transform.count == 1, let filter = transform["filter"] as? String else { return nil }
      let clauses = filter.replacingOccurrences(of: "(", with: "").replacingOccurrences(of: ")", with: "")
        .components(separatedBy: "&&")
      for clause in clauses {
        guard
          let m = clause.trimmingCharacters(in: .whitespaces).firstMatch(#"^datum\.(\w+) !==? '([^']*)'$"#)
        else { return nil }
        excluded.append((m[1], m[2]))
      }
    }
    return excluded
  }

  /// Rows of comma-separated text without quotes (the corpus's CSV files), numbers as numbers.
  static func csvRows(_ text: String) -> [[String: Any]] {
    let lines = text.split(whereSeparator: \.isNewline).map { $0.components(separatedBy: ",") }
    guard let header = lines.first else { return [] }
    return lines.dropFirst().map { cells in
      var row: [String: Any] = [:]
      for (name, cell) in zip(header, cells) { row[name] = Double(cell) ?? cell }
      return row
    }
  }

  /// The `p`-quantile of ascending values: Hyndman and Fan's type 7, computed as
  /// h = (n − 1)·p + 1 between the ⌊h⌋-th and ⌈h⌉-th values (1-based).
  static func quantile(_ sorted: [Double], _ p: Double) -> Double {
    let h = Double(sorted.count - 1) * p + 1
    let below = sorted[Int(h.rounded(.down)) - 1]
    let above = sorted[min(Int(h.rounded(.up)), sorted.count) - 1]
    return below + (h - h.rounded(.down)) * (above - below)
  }

  /// A group's box: median, quartiles, whiskers and the count beyond them.
  func box(_ name: String) -> (median: Double, q1: Double, q3: Double, low: Double, high: Double, outliers: Int)? {
    guard let values = (groups[name] ?? groups["*"])?.sorted(), !values.isEmpty else { return nil }
    let q1 = Self.quantile(values, 0.25)
    let q3 = Self.quantile(values, 0.75)
    guard let span = whiskerSpan else {
      return (Self.quantile(values, 0.5), q1, q3, values[0], values[values.count - 1], 0)
    }
    let inside = values.filter { $0 >= q1 - span * (q3 - q1) && $0 <= q3 + span * (q3 - q1) }
    return (
      Self.quantile(values, 0.5), q1, q3, inside.first ?? q1, inside.last ?? q3, values.count - inside.count
    )
  }

  /// A group's mean, or `nil` without values.
  func mean(_ name: String) -> Double? {
    guard let values = groups[name] ?? groups["*"], !values.isEmpty else { return nil }
    return values.reduce(0, +) / Double(values.count)
  }

  /// A group's mean (or median) with its smallest and largest value.
  func span(_ name: String, median: Bool) -> (centre: Double, lower: Double, upper: Double)? {
    guard let values = (groups[name] ?? groups["*"])?.sorted(), let first = values.first, let last = values.last
    else { return nil }
    return (median ? Self.quantile(values, 0.5) : mean(name) ?? first, first, last)
  }

  /// A group's centre and range as the extent computes them.
  func range(_ name: String) -> (centre: Double, lower: Double, upper: Double)? {
    guard let values = groups[name] ?? groups["*"], values.count > 1 else { return nil }
    let n = Double(values.count)
    let mean = values.reduce(0, +) / n
    let sd = (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / (n - 1)).squareRoot()
    switch extent {
    case "min-max": return span(name, median: false)
    case "stdev": return (mean, mean - sd, mean + sd)
    case "stderr": return (mean, mean - sd / n.squareRoot(), mean + sd / n.squareRoot())
    case "iqr":
      let sorted = values.sorted()
      return (Self.quantile(sorted, 0.5), Self.quantile(sorted, 0.25), Self.quantile(sorted, 0.75))
    default: return nil
    }
  }
}

extension ClaimsChecker {
  /// Names in a list ("A", "A and B", "A, B and C").
  private func listed(_ text: String) -> Set<String> {
    Set(text.replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", "))
  }

  /// Readout lines under a point (its range, its box), checked against the rows of the point's
  /// category; the other lines are returned for the rest of the readout check.
  ///
  /// - "Mean M, from L to U (one standard deviation either side)." (kind "range"): M, L and U
  ///   are the group's mean and its mean minus and plus the sample standard deviation (the
  ///   standard error for "one standard error", the median and quartiles for "the quartiles").
  /// - "Median M; quartiles A and B; whiskers from L to H; K outliers." (kind "box"): Vega's
  ///   quartiles (type 7), whiskers at the farthest values within the span, and the count beyond.
  ///
  /// Without rows for the category (given ends, several groups a category), the line is
  /// classified as unverified.
  func compositeReadout(_ lines: [String], into report: inout ClaimsReport) -> [String] {
    var rest: [String] = []
    var label: String?
    for raw in lines {
      var line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasSuffix(".") { line.removeLast() }
      if let m = line.firstMatch(#"^[\d,]+ of [\d,]+: (.+?), (?:about )?[-−]?\d[\d,.]*(?: [^,\d]+)?$"#) { label = m[1] }
      if let m = line.firstMatch(
        "^(Mean|Median|Value) \(n), from \(n) to \(n) \\((one standard error either side|one standard deviation either side|the quartiles|as the data gives it|the smallest to the largest value|a confidence interval)\\)$"
      ) {
        guard let label, let rows = truth.rows else {
          report.classified.append(("range-unverified", line))
          continue
        }
        let (centre, lower, upper) = (num(m[2])!, num(m[3])!, num(m[4])!)
        if m[5] == "a confidence interval" {
          // A bootstrap interval is random: its ends are not recomputed, only that it holds the mean.
          guard let mean = rows.mean(label) else {
            report.classified.append(("range-unverified", line))
            continue
          }
          let ok = centre.states(mean) && lower.value <= mean && mean <= upper.value
          report.claims.append(claim("range", line, ok, "\(label): the mean is \(show(mean))"))
          continue
        }
        let computed =
          m[5] == "the smallest to the largest value" ? rows.span(label, median: m[1] == "Median") : rows.range(label)
        guard let range = computed else {
          report.classified.append(("range-unverified", line))
          continue
        }
        let ok = centre.states(range.centre) && lower.states(range.lower) && upper.states(range.upper)
        report.claims.append(
          claim("range", line, ok, "\(label): \(show(range.centre)), from \(show(range.lower)) to \(show(range.upper))")
        )
        continue
      }
      if line.firstMatch(stripPattern) != nil {
        guard let label, let rows = truth.rows, let claim = stripClaim(line, rows: rows, group: label) else {
          report.classified.append(("box-unverified", line))
          continue
        }
        report.claims.append(claim)
        continue
      }
      if let m = line.firstMatch(
        "^Median \(n); quartiles \(n) and \(n); whiskers from \(n) to \(n)(?:; ([\\d,]+) outliers?)?$")
      {
        guard let label, let box = truth.rows?.box(label) else {
          report.classified.append(("box-unverified", line))
          continue
        }
        let stated = [m[1], m[2], m[3], m[4], m[5]].map { num($0)! }
        let truths = [box.median, box.q1, box.q3, box.low, box.high]
        let ok = zip(stated, truths).allSatisfy { $0.states($1) } && (int(m[6]) ?? 0) == box.outliers
        report.claims.append(
          claim(
            "box", line, ok,
            "\(label): median \(show(box.median)), quartiles \(show(box.q1)) and \(show(box.q3)), whiskers \(show(box.low)) to \(show(box.high)), \(box.outliers) outliers"
          ))
        continue
      }
      rest.append(raw)
    }
    return rest
  }

  /// Summary and alt clauses of box plots and error bars, checked against the rows.
  ///
  /// - "The highest median is H (A), the lowest L (B)" / "highest median H (A), lowest L (B)"
  ///   (kind "box"): H and L are the largest and smallest median, A and B every group with it.
  /// - "The quartiles lie furthest apart for A: Q1 to Q3": A alone has the widest box.
  /// - "Values beyond the whiskers: K": K values over all groups lie beyond the whiskers.
  /// - "The widest range is at A: L to U" (kind "range"): A alone has the widest range.
  ///
  /// Without rows, such a clause is classified as unverified.
  ///
  /// - Returns: Whether the clause is such a sentence.
  func compositeClause(_ text: String, _ sentence: String, into report: inout ClaimsReport) -> Bool {
    guard let claims = compositeClaims(text, sentence) else { return false }
    if claims.isEmpty { report.classified.append(("unverified", sentence)) }
    report.claims += claims
    return true
  }

  /// "N values from L to H; median M; the middle half from Q1 to Q3" (a strip's summary and
  /// readout line), and the alt's "N values from L to H, median M".
  var stripPattern: String {
    "^([\\d,]+) values? from \(n) to \(n); median \(n); the middle half from \(n) to \(n)$"
  }
  var stripAltPattern: String { "^([\\d,]+) values? from \(n) to \(n), median \(n)$" }

  /// A strip's sentence checked against its group's rows: the count of values, the least and
  /// greatest, the median and the quartiles (the middle half) as Vega computes them.
  func stripClaim(_ text: String, rows: CompositeRows, group: String) -> CheckedClaim? {
    guard let m = text.firstMatch(stripPattern) ?? text.firstMatch(stripAltPattern),
      let values = rows.groups[group] ?? rows.groups["*"], let box = rows.box(group)
    else { return nil }
    let truths = [box.low, box.high, box.median] + (m.count > 5 ? [box.q1, box.q3] : [])
    let stated = m.dropFirst(2).map { num($0) }
    let ok =
      int(m[1]) == values.count && stated.count == truths.count
      && zip(stated, truths).allSatisfy { $0?.states($1) == true }
    return claim(
      "strip", text, ok,
      "\(values.count) values from \(show(box.low)) to \(show(box.high)), median \(show(box.median)), "
        + "middle half \(show(box.q1)) to \(show(box.q3))")
  }

  private func compositeClaims(_ text: String, _ sentence: String) -> [CheckedClaim]? {
    let rows = truth.rows
    if let m = text.firstMatch(
      "^(?:The highest median is|highest median) \(n) \\((.+)\\), (?:the )?lowest \(n) \\((.+)\\)$")
    {
      guard let rows else { return [] }
      let medians = rows.groups.keys.compactMap { name in rows.box(name).map { (name, $0.median) } }
      guard let high = medians.map(\.1).max(), let low = medians.map(\.1).min() else { return nil }
      let top = Set(medians.filter { $0.1 == high }.map(\.0))
      let bottom = Set(medians.filter { $0.1 == low }.map(\.0))
      let ok =
        num(m[1])!.states(high) && num(m[3])!.states(low) && listed(m[2]) == top && listed(m[4]) == bottom
      return [
        claim(
          "box", sentence, ok,
          "highest median \(show(high)) (\(top.sorted())), lowest \(show(low)) (\(bottom.sorted()))")
      ]
    }
    if let m = text.firstMatch("^The quartiles lie furthest apart for (.+): \(n) to \(n)$") {
      guard let rows else { return [] }
      let spreads = rows.groups.keys.compactMap { name in rows.box(name).map { (name, $0.q3 - $0.q1, $0) } }
      guard let widest = spreads.map(\.1).max(), let box = rows.box(m[1]) else { return nil }
      let ok =
        spreads.filter { $0.1 == widest }.map(\.0) == [m[1]] && num(m[2])!.states(box.q1) && num(m[3])!.states(box.q3)
      return [claim("box", sentence, ok, "the widest box is \(spreads.filter { $0.1 == widest }.map(\.0))")]
    }
    // A strip's one box: in the summary, or in the alt ("400 values from 46 to 230, median 93.5").
    if text.firstMatch(stripPattern) != nil || text.firstMatch(stripAltPattern) != nil {
      guard let rows, rows.groups.count == 1, let name = rows.groups.keys.first,
        let claim = stripClaim(text, rows: rows, group: name)
      else { return [] }
      return [claim]
    }
    // A single box's summary (a box plot of one quantity).
    if let m = text.firstMatch("^Median \(n); quartiles \(n) and \(n); whiskers from \(n) to \(n)$") {
      guard let rows, rows.groups.count == 1, let name = rows.groups.keys.first, let box = rows.box(name) else {
        return []
      }
      let stated = [m[1], m[2], m[3], m[4], m[5]].map { num($0)! }
      let ok = zip(stated, [box.median, box.q1, box.q3, box.low, box.high]).allSatisfy { $0.states($1) }
      return [claim("box", sentence, ok, "median \(show(box.median)), quartiles \(show(box.q1)) and \(show(box.q3))")]
    }
    if let m = text.firstMatch(#"^Values beyond the whiskers: ([\d,]+)$"#) {
      guard let rows else { return [] }
      let count = rows.groups.keys.compactMap { rows.box($0)?.outliers }.reduce(0, +)
      return [claim("box", sentence, int(m[1]) == count, "\(count) values lie beyond the whiskers")]
    }
    // The widest range, or interval named by what it computes (issue 15).
    let widest =
      "(?:range|interval of one standard (?:error|deviation) either side of the mean|confidence interval"
      + "|interquartile range|span from the smallest to the largest value)"
    if let m = text.firstMatch("^The widest \(widest) is at (.+): \(n) to \(n)$") {
      guard let rows, rows.range(m[1]) != nil else { return [] }
      let ranges = rows.groups.keys.compactMap { name in rows.range(name).map { (name, $0.upper - $0.lower, $0) } }
      let widest = ranges.map(\.1).max() ?? 0
      let range = rows.range(m[1])!
      let ok =
        ranges.filter { $0.1 == widest }.map(\.0) == [m[1]] && num(m[2])!.states(range.lower)
        && num(m[3])!.states(range.upper)
      return [claim("range", sentence, ok, "the widest range is at \(ranges.filter { $0.1 == widest }.map(\.0))")]
    }
    return nil
  }
}
