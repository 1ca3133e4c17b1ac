import ChartModel
import Foundation

/// The readout tree (`content.md` §2): the chart; its axes; each series; the series' segments (or,
/// for a long series, groups of consecutive points); and the points. Every node says its
/// position, "i of n". Points are terse by default ("4 of 6: April, 38,800") or verbose ("4 of 6:
/// Month is April, Revenue is $38,800. Lowest. Down 5,000 from March."), at the data's own
/// precision; missing values read "no data", matching the audio graph's cue.
///
/// A series longer than ``DescriptionPolicy/readoutGroupThreshold`` points is read in
/// ``DescriptionPolicy/readoutGroups`` groups ("1 to 10,000 of 1,000,000: January 1 to January 7,
/// from 12 to 45"), so the readout of a million points stays short and fast.
struct Readout {
  let context: NarrationContext
  let verbosity: ReadoutVerbosity

  func lines() throws(NarrationError) -> [ReadoutLine] {
    let c = context
    var lines = [try chartLine(), try scaled(xAxisLine(), c.chart.xAxis), try scaled(yAxisLine(), c.chart.yAxis)]
    lines += try stackTotalLines()
    if !c.chart.intervals.isEmpty { return lines + (try intervalLines()) }
    let seriesCount = try c.numbers.count(c.chart.series.count)
    for (index, series) in c.chart.series.enumerated() {
      let statistics = c.analysis.series.indices.contains(index) ? c.analysis.series[index] : nil
      // A series without a name is named as the axis is, or as "values" when neither has a title
      // (a histogram's counts): never an empty name.
      let name =
        !series.name.isEmpty
        ? PhraseArgument(verbatim: series.name)
        : c.chart.yAxis.title.isEmpty ? try c.measure() : PhraseArgument(verbatim: c.chart.yAxis.title)
      var arguments: [String: PhraseArgument] = [
        "index": try c.numbers.count(index + 1), "total": seriesCount, "name": name,
        "count": try c.countNoun(series.count),
      ]
      if series.count > c.policy.readoutGroupThreshold {
        let groups = min(series.count, max(1, c.policy.readoutGroups))
        arguments["groups"] = try c.numbers.count(groups)
        lines.append(ReadoutLine(try c.render("readout.grouped", arguments), depth: 1))
        lines += try groupLines(series, groups: groups).map { ReadoutLine($0, depth: 2) }
        continue
      }
      lines.append(ReadoutLine(try c.render("readout.series", arguments), depth: 1))
      // A histogram's bins are a distribution, which neither rises nor falls.
      let segments = c.chart.drawnAs == .histogram ? [] : statistics?.shape?.segments ?? []
      if segments.count >= 2 {
        // Each point under the first segment that reaches it (a turning point ends its segment).
        var next = 0
        for (number, segment) in segments.enumerated() {
          lines.append(ReadoutLine(try segmentLine(segment, index: number, total: segments.count), depth: 2))
          while next < series.count, series.x[next] <= segment.to.x || number == segments.count - 1 {
            lines.append(ReadoutLine(try pointLine(series, next, statistics), depth: 3))
            lines += try stackPartLines(series, next, depth: 4)
            lines += try rangeLines(series, next, depth: 4)
            next += 1
          }
        }
      } else {
        for point in 0..<series.count {
          lines.append(ReadoutLine(try pointLine(series, point, statistics), depth: 2))
          lines += try stackPartLines(series, point, depth: 3)
          lines += try rangeLines(series, point, depth: 3)
        }
      }
    }
    return lines
  }

  /// Intervals: one series line a pair, and each interval with both its ends ("1 of 3: A, from
  /// 1 to 3"), never its ends as two series.
  private func intervalLines() throws(NarrationError) -> [ReadoutLine] {
    let c = context
    var lines: [ReadoutLine] = []
    let total = try c.numbers.count(c.chart.intervals.count)
    for (number, pair) in c.chart.intervals.enumerated() {
      let start = c.chart.series[pair.start]
      let end = c.chart.series[pair.end]
      let count = min(start.count, end.count)
      let name = pair.name.isEmpty ? try c.measure() : PhraseArgument(verbatim: pair.name)
      lines.append(
        ReadoutLine(
          try c.render(
            "readout.series",
            [
              "index": try c.numbers.count(number + 1), "total": total, "name": name,
              "count": try c.countNoun(count),
            ]), depth: 1))
      for index in 0..<count {
        let arguments: [String: PhraseArgument] = [
          "index": try c.numbers.count(index + 1), "total": try c.numbers.count(count), "x": try c.x(start.x[index]),
        ]
        guard start.y[index].isFinite, end.y[index].isFinite else {
          lines.append(ReadoutLine(try c.render("readout.missing", arguments), depth: 2))
          continue
        }
        let low = Swift.min(start.y[index], end.y[index])
        let ends = try c.values([low, Swift.max(start.y[index], end.y[index])], .exact)
        lines.append(
          ReadoutLine(
            try c.render("readout.interval.point", arguments.merging(["from": ends[0], "to": ends[1]]) { $1 }),
            depth: 2))
      }
    }
    return lines
  }

  // MARK: - Chart and axes

  private func chartLine() throws(NarrationError) -> ReadoutLine {
    let c = context
    let groups = c.chart.intervals.isEmpty ? c.chart.series.count : c.chart.intervals.count
    let count = try c.render("count.series", ["n": try c.numbers.count(groups)]).argument
    let title = c.chart.title.trimmingTrailingPunctuation
    let phrase =
      title.isEmpty
      ? try c.render("readout.chartUntitled", ["kind": try c.kindName(), "count": count])
      : try c.render(
        "readout.chart", ["kind": try c.kindName(), "title": PhraseArgument(verbatim: title), "count": count])
    return ReadoutLine(phrase, depth: 0)
  }

  private func xAxisLine() throws(NarrationError) -> ReadoutLine {
    let c = context
    var arguments: [String: PhraseArgument] = [
      "index": try c.numbers.count(1), "total": try c.numbers.count(2),
      "title": PhraseArgument(verbatim: c.chart.xAxis.title),
    ]
    // Lazily: a million-point series is scanned in place, never copied.
    let positions = c.chart.series.lazy.flatMap(\.x)
    switch c.chart.xAxis.type {
    case .categorical:
      var names: [PhraseArgument] = []
      for index in c.chart.xAxis.categories.indices { names.append(try c.x(Double(index))) }
      arguments["range"] = try c.render(
        "readout.axis.categories", ["count": try c.countNoun(names.count), "list": try c.list(names)]
      ).argument
    case .temporal, .numeric:
      // A declared range (`xAxis.range`: a sparkline's 91-day window) is the axis, not the points' span.
      guard let low = c.chart.xAxis.range?.lowerBound ?? positions.min(),
        let high = c.chart.xAxis.range?.upperBound ?? positions.max()
      else { break }
      if c.period == .quarter {
        arguments["range"] =
          low == high
          ? try c.x(low) : try c.render("range.fromTo", ["from": try c.x(low), "to": try c.x(high)]).argument
      } else if low == high {
        arguments["range"] =
          c.chart.xAxis.type == .temporal
          ? try c.dates.date(low, unit: c.chart.xAxis.timeUnit ?? .day, includeYear: true).argument : try c.x(low)
      } else if c.period == .week, c.chart.xAxis.type == .temporal {
        arguments["range"] = try c.dates.weekRange(from: low, to: high).argument
        arguments["xKey"] = PhraseArgument(key: "week")
      } else {
        arguments["range"] =
          c.chart.xAxis.type == .temporal
          ? try c.dates.range(from: low, to: high, unit: c.chart.xAxis.timeUnit ?? .day).argument
          : try c.render("range.fromTo", ["from": try c.x(low), "to": try c.x(high)]).argument
      }
    }
    if arguments["range"] == nil { arguments["range"] = PhraseArgument(verbatim: "") }
    arguments["direction"] = try direction(of: .x)
    let id = c.chart.xAxis.title.isEmpty ? "readout.axis.xUntitled" : "readout.axis.x"
    return ReadoutLine(try c.render(id, arguments), depth: 1)
  }

  /// Which way an axis runs as drawn: categories of a horizontal bar chart top to bottom and its
  /// values left to right; the spokes of a radar and the slices of a pie clockwise from the top,
  /// a radar's values from the centre outwards.
  private enum AxisRole { case x, y }

  private func direction(of axis: AxisRole) throws(NarrationError) -> PhraseArgument {
    let chart = context.chart
    let id: String
    switch (axis, chart.kind) {
    case (.x, .radar), (.x, .pie): id = "readout.direction.clockwise"
    case (.y, .radar): id = "readout.direction.outwards"
    case (.y, .pie): id = "readout.direction.sliceSize"
    case (.x, .bar) where chart.orientation == .horizontal: id = "readout.direction.topToBottom"
    case (.y, .bar) where chart.orientation == .horizontal: id = "readout.direction.leftToRight"
    case (.x, _): id = "readout.direction.leftToRight"
    case (.y, _): id = "readout.direction.bottomToTop"
    }
    return try context.render(id, [:]).argument
  }

  /// The totals of a stack (each category's sum), when the chart stacks its series on top of each
  /// other: the value axis spans these, not the single components.
  private var stackTotals: (series: DataSeries, statistics: SeriesStatistics)? {
    let c = context
    guard c.chart.stacking == .stacked, c.chart.series.count > 1, c.chart.kind != .pie, c.chart.kind != .radar,
      let series = c.analysis.partToWhole?.totals, let statistics = c.analysis.totals
    else { return nil }
    return (series, statistics)
  }

  /// "Stack totals, 6 categories." and one line per category total.
  private func stackTotalLines() throws(NarrationError) -> [ReadoutLine] {
    guard let (series, statistics) = stackTotals else { return [] }
    let c = context
    var lines = [ReadoutLine(try c.render("readout.totals", ["count": try c.countNoun(series.count)]), depth: 1)]
    for point in 0..<series.count {
      lines.append(ReadoutLine(try pointLine(series, point, statistics), depth: 2))
    }
    return lines
  }

  /// Stacks inside groups: under a group's bar, the coloured parts of its stack and their total
  /// ("Stack at Q1: Coal 10, Wind 15 and Solar 5; total 30."), every part with a value there named
  /// with its value at the data's precision. No line where the chart has no such parts.
  ///
  /// - Complexity: O(*p*·log *n*) in the chart's parts and their points.
  private func stackPartLines(_ series: DataSeries, _ index: Int, depth: Int) throws(NarrationError) -> [ReadoutLine] {
    let c = context
    let x = series.x[index]
    guard !c.chart.stackParts.isEmpty, series.y[index].isFinite else { return [] }
    var items: [PhraseArgument] = []
    var total = 0.0
    for part in c.chart.stackParts where part.group == series.name {
      guard let at = part.x.firstIndex(of: x), part.y[at].isFinite else { continue }
      total += part.y[at]
      let value = try c.numbers.number(part.y[at], precision: .exact, unit: c.chart.yAxis.unit)
      items.append(
        try c.render("readout.stackPart", ["name": PhraseArgument(verbatim: part.name), "value": value]).argument)
    }
    guard !items.isEmpty else { return [] }
    let phrase = try c.render(
      "readout.stackParts",
      [
        "x": try c.x(x), "parts": try c.list(items, total: items.count),
        "total": try c.numbers.number(total, precision: .exact, unit: c.chart.yAxis.unit),
      ])
    return [ReadoutLine(phrase, depth: depth)]
  }

  private func yAxisLine() throws(NarrationError) -> ReadoutLine {
    let c = context
    let values = c.analysis.series.compactMap { $0 }
    var low = c.chart.yAxis.range?.lowerBound ?? values.map(\.min.y).min() ?? 0
    var high = c.chart.yAxis.range?.upperBound ?? values.map(\.max.y).max() ?? 0
    var id = "readout.axis.y"
    var arguments: [String: PhraseArgument] = [
      "index": try c.numbers.count(2), "total": try c.numbers.count(2), "title": try c.measureWithUnit(),
      "direction": try direction(of: .y),
    ]
    if c.chart.yAxis.range == nil, let totals = stackTotals {
      low = totals.statistics.min.y
      high = totals.statistics.max.y
      id = "readout.axis.yStacked"
    } else if c.chart.yAxis.range == nil, c.chart.stacking == .normalized, c.chart.series.count > 1,
      values.allSatisfy({ $0.min.y >= 0 })
    {
      // A 100% stack's value axis spans each whole stack, 0% to 100%, not the parts' shares:
      // in percent, whatever the unit of the parts ("users, from 0% to 100%", not "0 to 100").
      arguments["min"] = try c.numbers.number(0, precision: .exact, unit: "%")
      arguments["max"] = try c.numbers.number(100, precision: .exact, unit: "%")
      return ReadoutLine(try c.render(id, arguments), depth: 1)
    } else if c.chart.kind == .pie, let sum = pieSum(c.chart.series.first) {
      id = "readout.axis.pie"
      arguments["sum"] = try c.numbers.number(sum, precision: .exact, unit: c.chart.yAxis.unit, hedge: false)
    }
    let said = try c.values([low, high], .exact)
    if low == high, id != "readout.axis.pie" {
      arguments["value"] = said[0]
      let constant = id == "readout.axis.yStacked" ? "readout.axis.yStackedConstant" : "readout.axis.yConstant"
      return ReadoutLine(try c.render(constant, arguments), depth: 1)
    }
    arguments["min"] = said[0]
    arguments["max"] = said[1]
    return ReadoutLine(try c.render(id, arguments), depth: 1)
  }

  /// The whole a point's share is said of, unless its value already is that share (slices in
  /// percent that add up to 100%).
  private func pointShareSum(_ series: DataSeries) -> Double? {
    guard let sum = pieSum(series) else { return nil }
    return context.chart.yAxis.unit == "%" && abs(sum - 100) < 1e-9 ? nil : sum
  }

  /// A pie's whole: the sum of its slices (every finite value, none negative).
  private func pieSum(_ series: DataSeries?) -> Double? {
    let c = context
    guard c.chart.kind == .pie, c.analysis.partToWhole != nil, let series else { return nil }
    let sum = series.y.filter(\.isFinite).reduce(0, +)
    return sum > 0 ? sum : nil
  }

  // MARK: - Segments, groups and points

  private func segmentLine(_ segment: Segment, index: Int, total: Int) throws(NarrationError) -> Phrase {
    let c = context
    var said = try c.values([segment.from.y, segment.to.y])
    if segment.direction == .flat {
      // "Stayed near" is the hedge: never "near about 1,500".
      said = try c.values([segment.from.y, segment.to.y], .exact)
    }
    return try c.render(
      "readout.segment.\(segment.direction.rawValue)",
      [
        "index": try c.numbers.count(index + 1), "total": try c.numbers.count(total),
        "from": said[0], "fromAt": try c.at(segment.from.x), "to": said[1], "toAt": try c.at(segment.to.x),
        "fromX": try c.x(segment.from.x), "toX": try c.x(segment.to.x),
      ])
  }

  private func pointLine(_ series: DataSeries, _ index: Int, _ statistics: SeriesStatistics?) throws(NarrationError)
    -> Phrase
  {
    let c = context
    let y = series.y[index]
    var arguments: [String: PhraseArgument] = [
      "index": try c.numbers.count(index + 1), "total": try c.numbers.count(series.count),
      "x": try c.x(series.x[index]),
    ]
    guard verbosity == .verbose else {
      if y.isNaN { return try c.render("readout.missing", arguments) }
      arguments["y"] = try c.value(y, .exact)
      if let sum = pointShareSum(series) {
        arguments["share"] = try c.numbers.percent(100 * y / sum, hedge: true)
        arguments["sum"] = try c.numbers.number(sum, precision: .exact, unit: c.chart.yAxis.unit)
        return try labelled(try c.render("readout.point.share", arguments), series.label(at: index))
      }
      return try labelled(try c.render("readout.point", arguments), series.label(at: index))
    }
    let untitled = c.chart.xAxis.title.isEmpty
    if y.isNaN {
      return try c.render(untitled ? "readout.missing.verboseUntitled" : "readout.missing.verbose", arguments)
    }
    arguments["y"] = try c.value(y, .exact)
    var phrase = try c.render(untitled ? "readout.point.verboseUntitled" : "readout.point.verbose", arguments)
    var extras: [Phrase] = []
    if let sum = pointShareSum(series) {
      // Its own sentence, which a rounded share starts with "about".
      extras.append(
        try c.render(
          "readout.flag.share",
          [
            "share": try c.numbers.percent(100 * y / sum, hedge: true),
            "sum": try c.numbers.number(sum, precision: .exact, unit: c.chart.yAxis.unit, hedge: false),
          ]
        ).startingWithCapital)
    }
    if let label = series.label(at: index) {
      extras.append(try c.render("readout.flag.label", ["label": PhraseArgument(verbatim: label)]))
    }
    if let s = statistics, !s.isConstant {
      if y == s.max.y { extras.append(try c.render("readout.flag.highest", [:])) }
      if y == s.min.y { extras.append(try c.render("readout.flag.lowest", [:])) }
    }
    // A change to or from a bucket the data covers only in part (a month cut short) compares
    // unlike periods: the row names its value, not the change.
    if let previous = (0..<index).last(where: { series.y[$0].isFinite }),
      c.chart.partialBuckets.isDisjoint(with: [series.x[previous], series.x[index]])
    {
      let change = y - series.y[previous]
      let id = change > 0 ? "readout.change.up" : change < 0 ? "readout.change.down" : "readout.change.same"
      extras.append(
        try c.render(
          id,
          [
            "change": try c.numbers.number(abs(change), precision: .exact, unit: c.changeUnit),
            "previous": try c.x(series.x[previous]),
          ]))
    }
    for extra in extras {
      phrase = Phrase(display: phrase.display + " " + extra.display, speech: phrase.speech + " " + extra.speech)
    }
    return phrase
  }

  /// A terse point's line with the label its point carries ("4 of 6: April, 38,800 (Launch)").
  private func labelled(_ phrase: Phrase, _ label: String?) throws(NarrationError) -> Phrase {
    guard let label else { return phrase }
    return try context.render(
      "readout.point.labelled", ["point": phrase.argument, "label": PhraseArgument(verbatim: label)])
  }

  /// An axis line, with "Logarithmic scale." after it when the axis is drawn so.
  private func scaled(_ line: ReadoutLine, _ axis: Axis) throws(NarrationError) -> ReadoutLine {
    guard axis.scale == .logarithmic else { return line }
    let scale = try context.render("readout.axis.logarithmic", [:])
    var said = line
    said.phrase = Phrase(
      display: line.phrase.display + " " + scale.display, speech: line.phrase.speech + " " + scale.speech)
    return said
  }

  /// One line per group of consecutive points: positions, x extent and the lowest and highest
  /// value, read as a range ("between 100 and 102.33"): data values at the data's precision,
  /// or, for a computed value (see ``groupBounds(_:_:scale:)``), hedged at the series' scale.
  ///
  /// - Complexity: O(*n*).
  private func groupLines(_ series: DataSeries, groups: Int) throws(NarrationError) -> [Phrase] {
    let c = context
    var lines: [Phrase] = []
    let total = try c.numbers.count(series.count)
    let scale = series.y.reduce(0) { $1.isFinite ? Swift.max($0, abs($1)) : $0 }
    for group in 0..<groups {
      let start = group * series.count / groups
      let end = (group + 1) * series.count / groups
      guard end > start else { continue }
      var low = Double.infinity
      var high = -Double.infinity
      for index in start..<end where series.y[index].isFinite {
        low = min(low, series.y[index])
        high = max(high, series.y[index])
      }
      var arguments: [String: PhraseArgument] = [
        "from": try c.numbers.count(start + 1), "to": try c.numbers.count(end), "total": total,
        "fromX": try c.x(series.x[start]), "toX": try c.x(series.x[end - 1]),
      ]
      if low.isFinite {
        let bounds = try groupBounds(low, high, scale: scale)
        arguments["min"] = bounds.low
        arguments["max"] = bounds.high
        lines.append(try c.render("readout.group", arguments))
      } else {
        lines.append(try c.render("readout.groupMissing", arguments))
      }
    }
    return lines
  }

  /// A group's bounds: each the data value when it is written with at most
  /// ``NumberPhrasing/readoutDigits`` significant digits ("12.45"); a longer, computed one (a
  /// density, a mean) is hedged at ``NumberPhrasing/exactDigits`` significant digits of the
  /// series' largest magnitude `scale` ("about 0.3629" for 0.362928 on an axis up to 3.4, not
  /// six digits after a run of zeros), and at finer places while two different bounds would
  /// read the same (0.0000000046 and 0.000000019 on an axis up to 8.8 are "about 0.000000005"
  /// and "about 0.00000002", never both "about 0").
  ///
  /// - Complexity: O(1) (at most 17 refinements).
  private func groupBounds(_ low: Double, _ high: Double, scale: Double) throws(NarrationError)
    -> (low: PhraseArgument, high: PhraseArgument)
  {
    let c = context
    func bound(_ value: Double, _ power: Int) throws(NarrationError) -> PhraseArgument {
      // With the unit, as every readout value: "between -3.3 °C and 1.5 °C".
      let unit = c.chart.yAxis.unit
      guard NumberPhrasing.ownDigits(of: value) > NumberPhrasing.readoutDigits, scale > 0 else {
        return try c.numbers.number(value, precision: .exact, unit: unit)
      }
      return try c.numbers.number(value, atPower: power, unit: unit)
    }
    var power = scale > 0 ? Int(floor(log10(scale))) - NumberPhrasing.exactDigits + 1 : 0
    var result = (low: try bound(low, power), high: try bound(high, power))
    for _ in 0..<17 where low != high && result.low.display.text == result.high.display.text {
      power -= 1
      result = (try bound(low, power), try bound(high, power))
    }
    return result
  }
}
