import ChartModel

/// The ranked way through a chart's values that `]`, `[`, `}` and `{` take: highest (or lowest)
/// first, ties in series then x order; missing values are left out.
public struct ValueOrder: Sendable, Equatable {
  /// A point, by series and index.
  public struct Position: Sendable, Hashable {
    public var series: Int
    public var index: Int
    public init(series: Int, index: Int) {
      self.series = series
      self.index = index
    }
  }

  /// The points, best first.
  public let positions: [Position]

  /// The order of `series` (every series when `nil`) in `chart`, highest first or lowest first.
  ///
  /// - Complexity: O(*n* log *n*) in the points taken.
  public init(chart: ChartDescriptor, series: Int?, highestFirst: Bool) {
    let taken = series.map { [$0] } ?? Array(chart.series.indices)
    var points: [(position: Position, y: Double)] = []
    for s in taken {
      for (index, y) in chart.series[s].y.enumerated() where !y.isNaN {
        points.append((Position(series: s, index: index), y))
      }
    }
    // A stable sort keeps series then x order among equal values.
    let sorted = points.enumerated().sorted { a, b in
      if a.element.y != b.element.y { return highestFirst ? a.element.y > b.element.y : a.element.y < b.element.y }
      return a.offset < b.offset
    }
    positions = sorted.map(\.element.position)
  }

  /// The point after `current` in the order, wrapping round to the first; the first when
  /// `current` is not in it.
  public func next(after current: Position?) -> Position? {
    guard let current, let at = positions.firstIndex(of: current) else { return positions.first }
    return positions[(at + 1) % positions.count]
  }
}

extension ExploreNarration {
  /// What `]`, `[`, `}` or `{` says before the point it lands on: "Highest value of the series."
  /// when the value equals the highest, else its rank ("Rank 2 of 6, highest first."), ties sharing
  /// the better rank as in ``comparison(of:inSeries:)``.
  ///
  /// - Precondition: the value at the position is not missing.
  /// - Complexity: O(*n*) in the values ranked.
  public func extreme(
    _ position: ValueOrder.Position, highest: Bool, acrossChart: Bool
  ) throws(NarrationError) -> Phrase {
    let c = context
    let taken = acrossChart ? Array(chart.series.indices) : [position.series]
    let y = chart.series[position.series].y[position.index]
    var better = 0
    var total = 0
    for s in taken {
      for value in chart.series[s].y where !value.isNaN {
        total += 1
        if highest ? value > y : value < y { better += 1 }
      }
    }
    let scope = acrossChart ? "chart" : "series"
    let direction = highest ? "highest" : "lowest"
    if better == 0 { return try c.render("explore.extreme.\(scope).\(direction)", [:]) }
    return try c.render(
      "explore.extreme.\(scope).rank.\(direction)",
      ["index": try c.numbers.count(better + 1), "total": try c.numbers.count(total)])
  }

  /// Which axis `x` and `y` describe.
  public enum AxisLetter: String, Sendable, CaseIterable {
    case x, y
  }

  /// The axis: its title (the y axis with its unit's name), and the range of the chart's values
  /// along it: "y axis: revenue in US dollars, from $38,800 to $49,100."
  ///
  /// - Complexity: O(*N*) over all points.
  public func axis(_ letter: AxisLetter) throws(NarrationError) -> Phrase {
    let c = context
    let values = chart.series.flatMap { letter == .x ? $0.x : $0.y }.filter { $0.isFinite }
    guard let low = values.min(), let high = values.max() else {
      return try c.render("explore.axis.\(letter.rawValue).noValues", [:])
    }
    var arguments: [String: PhraseArgument] = [:]
    switch letter {
    case .x:
      arguments["low"] = try c.x(low)
      arguments["high"] = try c.x(high)
      if !chart.xAxis.title.isEmpty { arguments["title"] = c.xTitle }
    case .y:
      arguments["low"] = try c.numbers.number(low, precision: .exact, unit: chart.yAxis.unit)
      arguments["high"] = try c.numbers.number(high, precision: .exact, unit: chart.yAxis.unit)
      if !chart.yAxis.title.isEmpty || chart.yAxis.unit != nil {
        arguments["title"] = try c.measureWithUnit()
      }
    }
    let id = "explore.axis.\(letter.rawValue)" + (arguments["title"] == nil ? ".untitled" : "")
    return try c.render(id, arguments)
  }

  /// What `T` says: the title (or that there is none), then the author's summary when there is one.
  ///
  /// - Complexity: O(1).
  public func titleAndSummary() throws(NarrationError) -> [Phrase] {
    let c = context
    var lines = [
      chart.title.isEmpty
        ? try c.render("explore.title.none", [:])
        : try c.render("explore.title", ["title": PhraseArgument(verbatim: chart.title)])
    ]
    if let summary = chart.summary, !summary.isEmpty {
      lines.append(try c.render("explore.authorSummary", ["text": PhraseArgument(verbatim: summary)]))
    }
    return lines
  }

  /// What `c` says: the author's note on the chart, or that it has none.
  ///
  /// - Complexity: O(1).
  public func caption() throws(NarrationError) -> Phrase {
    guard let note = chart.context, !note.isEmpty else {
      return try context.render("explore.caption.none", [:])
    }
    return try context.render("summary.context", ["text": PhraseArgument(verbatim: note)])
  }

  /// "Mark set at April." for `m`.
  ///
  /// - Precondition: both indices are valid.
  public func markSet(_ index: Int, inSeries series: Int) throws(NarrationError) -> Phrase {
    try context.render("explore.mark.set", ["x": try context.x(chart.series[series].x[index])])
  }

  /// The tones from here to an end: "To the end: 3 tones."
  public func playRange(toEnd: Bool, count: Int) throws(NarrationError) -> Phrase {
    try context.render(
      toEnd ? "explore.playRange.end" : "explore.playRange.start",
      ["count": try context.numbers.count(count)])
  }

  /// The speed `q` and `e` set, by name: "Speed: fast."
  public func speed(_ name: String) throws(NarrationError) -> Phrase {
    try context.render("explore.speed.\(name)", [:])
  }

  /// "Nothing matches “Aprl”." for `g`.
  public func noMatch(_ text: String) throws(NarrationError) -> Phrase {
    try context.render("explore.goTo.noMatch", ["text": PhraseArgument(verbatim: text)])
  }

  /// The x label of a point as a screen shows it ("April", "March 3"), to match what `g` is given.
  ///
  /// - Precondition: both indices are valid.
  public func xLabel(_ index: Int, inSeries series: Int) throws(NarrationError) -> String {
    try context.x(chart.series[series].x[index]).display.text
  }
}
