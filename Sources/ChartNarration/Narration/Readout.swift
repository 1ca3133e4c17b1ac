import ChartModel

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
    var lines = [try chartLine(), try xAxisLine(), try yAxisLine()]
    if !c.chart.intervals.isEmpty { return lines + (try intervalLines()) }
    let seriesCount = try c.numbers.count(c.chart.series.count)
    for (index, series) in c.chart.series.enumerated() {
      let statistics = c.analysis.series.indices.contains(index) ? c.analysis.series[index] : nil
      let name = PhraseArgument(verbatim: series.name.isEmpty ? c.chart.yAxis.title : series.name)
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
      let segments = statistics?.shape?.segments ?? []
      if segments.count >= 2 {
        // Each point under the first segment that reaches it (a turning point ends its segment).
        var next = 0
        for (number, segment) in segments.enumerated() {
          lines.append(ReadoutLine(try segmentLine(segment, index: number, total: segments.count), depth: 2))
          while next < series.count, series.x[next] <= segment.to.x || number == segments.count - 1 {
            lines.append(ReadoutLine(try pointLine(series, next, statistics), depth: 3))
            next += 1
          }
        }
      } else {
        for point in 0..<series.count {
          lines.append(ReadoutLine(try pointLine(series, point, statistics), depth: 2))
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
      : try c.render("readout.chart", ["kind": try c.kindName(), "title": PhraseArgument(verbatim: title), "count": count])
    return ReadoutLine(phrase, depth: 0)
  }

  private func xAxisLine() throws(NarrationError) -> ReadoutLine {
    let c = context
    var arguments: [String: PhraseArgument] = [
      "index": try c.numbers.count(1), "total": try c.numbers.count(2), "title": PhraseArgument(verbatim: c.chart.xAxis.title),
    ]
    let positions = c.chart.series.flatMap(\.x)
    switch c.chart.xAxis.type {
    case .categorical:
      let names = c.chart.xAxis.categories.map { PhraseArgument(verbatim: $0) }
      arguments["range"] = try c.render(
        "readout.axis.categories", ["count": try c.countNoun(names.count), "list": try c.list(names)]
      ).argument
    case .temporal, .numeric:
      // A declared range (`xAxis.range`: a sparkline's 91-day window) is the axis, not the points' span.
      guard let low = c.chart.xAxis.range?.lowerBound ?? positions.min(),
        let high = c.chart.xAxis.range?.upperBound ?? positions.max()
      else { break }
      if low == high {
        arguments["range"] =
          c.chart.xAxis.type == .temporal
          ? try c.dates.date(low, unit: c.chart.xAxis.timeUnit ?? .day, includeYear: true).argument : try c.x(low)
      } else {
        arguments["range"] =
          c.chart.xAxis.type == .temporal
          ? try c.dates.range(from: low, to: high, unit: c.chart.xAxis.timeUnit ?? .day).argument
          : try c.render("range.fromTo", ["from": try c.x(low), "to": try c.x(high)]).argument
      }
    }
    if arguments["range"] == nil { arguments["range"] = PhraseArgument(verbatim: "") }
    let id = c.chart.xAxis.title.isEmpty ? "readout.axis.xUntitled" : "readout.axis.x"
    return ReadoutLine(try c.render(id, arguments), depth: 1)
  }

  private func yAxisLine() throws(NarrationError) -> ReadoutLine {
    let c = context
    let values = c.analysis.series.compactMap { $0 }
    let low = c.chart.yAxis.range?.lowerBound ?? values.map(\.min.y).min() ?? 0
    let high = c.chart.yAxis.range?.upperBound ?? values.map(\.max.y).max() ?? 0
    let said = try c.values([low, high], .exact)
    if low == high {
      return ReadoutLine(
        try c.render(
          "readout.axis.yConstant",
          [
            "index": try c.numbers.count(2), "total": try c.numbers.count(2), "title": try c.measureWithUnit(),
            "value": said[0],
          ]), depth: 1)
    }
    return ReadoutLine(
      try c.render(
        "readout.axis.y",
        [
          "index": try c.numbers.count(2), "total": try c.numbers.count(2), "title": try c.measureWithUnit(),
          "min": said[0], "max": said[1],
        ]), depth: 1)
  }

  // MARK: - Segments, groups and points

  private func segmentLine(_ segment: Segment, index: Int, total: Int) throws(NarrationError) -> Phrase {
    let c = context
    let said = try c.values([segment.from.y, segment.to.y])
    return try c.render(
      "readout.segment.\(segment.direction.rawValue)",
      [
        "index": try c.numbers.count(index + 1), "total": try c.numbers.count(total),
        "from": said[0], "fromAt": try c.at(segment.from.x), "to": said[1], "toAt": try c.at(segment.to.x),
      ])
  }

  private func pointLine(_ series: DataSeries, _ index: Int, _ statistics: SeriesStatistics?) throws(NarrationError)
    -> Phrase
  {
    let c = context
    let y = series.y[index]
    var arguments: [String: PhraseArgument] = [
      "index": try c.numbers.count(index + 1), "total": try c.numbers.count(series.count), "x": try c.x(series.x[index]),
    ]
    guard verbosity == .verbose else {
      if y.isNaN { return try c.render("readout.missing", arguments) }
      arguments["y"] = try c.numbers.number(y, precision: .exact, unit: nil, hedge: false)
      return try c.render("readout.point", arguments)
    }
    let untitled = c.chart.xAxis.title.isEmpty
    if y.isNaN {
      return try c.render(untitled ? "readout.missing.verboseUntitled" : "readout.missing.verbose", arguments)
    }
    arguments["y"] = try c.numbers.number(y, precision: .exact, unit: c.chart.yAxis.unit, hedge: false)
    var phrase = try c.render(untitled ? "readout.point.verboseUntitled" : "readout.point.verbose", arguments)
    var extras: [Phrase] = []
    if let s = statistics, !s.isConstant {
      if y == s.max.y { extras.append(try c.render("readout.flag.highest", [:])) }
      if y == s.min.y { extras.append(try c.render("readout.flag.lowest", [:])) }
    }
    if let previous = (0..<index).last(where: { series.y[$0].isFinite }) {
      let change = y - series.y[previous]
      let id = change > 0 ? "readout.change.up" : change < 0 ? "readout.change.down" : "readout.change.same"
      extras.append(
        try c.render(
          id,
          [
            "change": try c.numbers.number(abs(change), precision: .exact, unit: c.chart.yAxis.unit, hedge: false),
            "previous": try c.x(series.x[previous]),
          ]))
    }
    for extra in extras {
      phrase = Phrase(display: phrase.display + " " + extra.display, speech: phrase.speech + " " + extra.speech)
    }
    return phrase
  }

  /// One line per group of consecutive points: positions, x extent and the lowest and highest
  /// value (both data values, at the data's precision).
  ///
  /// - Complexity: O(*n*).
  private func groupLines(_ series: DataSeries, groups: Int) throws(NarrationError) -> [Phrase] {
    let c = context
    var lines: [Phrase] = []
    let total = try c.numbers.count(series.count)
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
        arguments["min"] = try c.numbers.number(low, precision: .exact, unit: nil, hedge: false)
        arguments["max"] = try c.numbers.number(high, precision: .exact, unit: nil, hedge: false)
        lines.append(try c.render("readout.group", arguments))
      } else {
        lines.append(try c.render("readout.groupMissing", arguments))
      }
    }
    return lines
  }
}
