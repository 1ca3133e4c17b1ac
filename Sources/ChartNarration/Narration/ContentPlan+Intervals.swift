import ChartModel

// MARK: - Intervals: Gantt charts, ranges, bands

extension ContentPlan {
  /// One interval as drawn: where it is and its two ends, low to high.
  struct Interval {
    var x: Double
    var label: PhraseArgument
    var from: Double
    var to: Double
    var width: Double { abs(to - from) }
  }

  /// Every interval with both ends, pair by pair, in x order within each pair.
  func intervals(_ c: NarrationContext) throws(NarrationError) -> [Interval] {
    var result: [Interval] = []
    for pair in chart.intervals {
      let start = chart.series[pair.start]
      let end = chart.series[pair.end]
      for index in 0..<min(start.count, end.count) where start.y[index].isFinite && end.y[index].isFinite {
        let x = start.x[index]
        let label =
          chart.intervals.count == 1 || pair.name.isEmpty
          ? try c.x(x)
          : try c.render("interval.label", ["series": PhraseArgument(verbatim: pair.name), "x": try c.x(x)]).argument
        // Low to high, as a range reads ("from −3.2 to 12.8"), whichever end the spec names first.
        let ends = (start.y[index], end.y[index])
        result.append(Interval(x: x, label: label, from: Swift.min(ends.0, ends.1), to: Swift.max(ends.0, ends.1)))
      }
    }
    return result
  }

  /// "A from 1 to 3": an interval and its ends, said so that they never read the same.
  func item(_ c: NarrationContext, _ interval: Interval) throws(NarrationError) -> PhraseArgument {
    let ends = try c.values([interval.from, interval.to])
    return try c.render("interval.item", ["name": interval.label, "from": ends[0], "to": ends[1]]).argument
  }

  /// "Bar chart of time by task: 3 ranges, A from 1 to 3, B from 3 to 8 and C from 8 to 10.";
  /// `shortened`, the first range alone is named ("… and 43 others"), or, still over the
  /// alt's budget, none ("…: 44 ranges.").
  func intervalsAlt(
    _ c: NarrationContext, _ base: [String: PhraseArgument], shortened: Bool = false
  ) throws(NarrationError) -> Phrase? {
    let all = try intervals(c)
    guard !all.isEmpty else { return nil }
    var arguments = base
    arguments["count"] = try c.render("count.intervals", ["n": try c.numbers.count(all.count)]).argument
    var items: [PhraseArgument] = []
    // Three named, the rest counted; a fourth is named rather than counted as "1 other".
    let named = shortened && all.count > 2 ? 1 : all.count == 4 ? 4 : 3
    for interval in all.prefix(named) { items.append(try item(c, interval)) }
    arguments["list"] = try c.list(items, total: all.count)
    let alt = try c.render("alt.intervals", arguments)
    // Shortened and still over budget: the count alone.
    if shortened, all.count > 2, alt.display.count > c.policy.maximumAltCharacters {
      return try c.render("alt.intervals.counted", arguments)
    }
    return alt
  }

  /// Each range when there are few, the widest and the narrowest, and what they cover together.
  func intervalFacts(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    let all = try intervals(c)
    guard !all.isEmpty else { return [] }
    var facts: [Phrase] = []
    if all.count <= c.policy.maximumListedRanges {
      var items: [PhraseArgument] = []
      for interval in all { items.append(try item(c, interval)) }
      facts.append(try c.render("summary.intervals.list", ["list": try c.list(items, limit: items.count)]))
    }
    if all.count >= 2, let widest = all.map(\.width).max(), let narrowest = all.map(\.width).min(),
      widest > narrowest
    {
      // Every range sharing the widest or the narrowest width is named (up to three, then counted).
      let widths = try c.values([widest, narrowest])
      let wide = all.filter { $0.width == widest }
      let narrow = all.filter { $0.width == narrowest }
      facts.append(
        try c.render(
          "summary.intervals.widest",
          [
            "top": try c.list(wide.prefix(3).map(\.label), total: wide.count), "max": widths[0],
            "bottom": try c.list(narrow.prefix(3).map(\.label), total: narrow.count), "min": widths[1],
          ]))
    }
    let ends = all.flatMap { [$0.from, $0.to] }
    if let low = ends.min(), let high = ends.max(), low < high {
      let said = try c.values([low, high])
      facts.append(try c.render("summary.intervals.envelope", ["low": said[0], "high": said[1]]))
    }
    return facts
  }
}
