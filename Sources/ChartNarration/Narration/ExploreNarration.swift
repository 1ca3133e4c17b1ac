import ChartModel

/// Where a point stands among the values of its series, as an announcement flags it.
public enum PointStanding: String, Sendable, Hashable, CaseIterable {
  /// Equal to the series' maximum (and the series is not constant).
  case highest
  /// Equal to the series' minimum.
  case lowest
  /// Above every earlier value of the series (there is at least one), but not the maximum.
  case highestSoFar
  /// Below every earlier value of the series, but not the minimum.
  case lowestSoFar
}

/// The short messages of an exploration, each one phrase `explore.<rawValue>`.
public enum ExploreMessage: String, Sendable, Hashable, CaseIterable {
  case firstPoint = "edge.firstPoint"
  case lastPoint = "edge.lastPoint"
  case firstSeries = "edge.firstSeries"
  case lastSeries = "edge.lastSeries"
  case onlySeries = "edge.onlySeries"
  /// A key with no meaning: "Press ? for help."
  case unknownKey
  /// Said once when no audio device opens: "No audio device; text only."
  case noAudio
  /// `M` before `m`: "No mark set; press m to set one."
  case noMark = "mark.none"
  /// `]` or `[` on a series whose values are all missing.
  case noValues = "extreme.noValues"
  /// `g`: "Go to: type a value, then Enter."
  case goToPrompt = "goTo.prompt"
  /// `g`, then Escape or an empty value.
  case goToCancelled = "goTo.cancelled"
  /// `q` at the fastest speed, `e` at the slowest.
  case fastestSpeed = "speed.limit.fastest"
  case slowestSpeed = "speed.limit.slowest"
  /// `S`, `O`, `B`.
  case speechOn = "toggle.speechOn"
  case speechOff = "toggle.speechOff"
  case tonesOn = "toggle.tonesOn"
  case tonesOff = "toggle.tonesOff"
  case brailleOn = "toggle.brailleOn"
  case brailleOff = "toggle.brailleOff"
  /// `S` or `O` in a session without an audio device, or started with neither speech nor tones.
  case noSound = "toggle.noSound"
  /// `O` when speech-dispatcher speaks but no audio device plays tones: "No audio device: no
  /// tones."
  case noTones = "toggle.noTones"
  /// Said once when `--speech dispatcher` finds no speech-dispatcher: "speech-dispatcher does not
  /// answer; speaking with espeak-ng."
  case noDispatcher
}

/// What `chartvoice explore` says while a listener steps through a chart point by point: terse
/// announcements in the readout's style ("4 of 6, April: 38,800, lowest so far"), series headings,
/// a comparison with the values before a point, and the keys' help.
///
///     let explore = ExploreNarration(chart: chart, analysis: ChartAnalysis(chart), book: book)
///     try explore.point(3, inSeries: 0).display   // "4 of 6, April: 38,800, lowest so far"
///     try explore.comparison(of: 3, inSeries: 0).display
///     // "April: down 5,000 from March; rank 6 of 6, highest first."
///
/// Values are said at the data's own precision, with the axis unit; missing values
/// are "no data". Every fact comes from the data: the flags from the series' extremes and the values
/// before the point, the comparison from the nearest earlier value, the run of consecutive steps in
/// one direction that ends at the point, and its rank. All wording is in the phrase file under
/// `explore.`.
public struct ExploreNarration: Sendable {
  let context: NarrationContext

  public var chart: ChartDescriptor { context.chart }

  public init(
    chart: ChartDescriptor, analysis: ChartAnalysis, book: PhraseBook,
    policy: DescriptionPolicy = .standard
  ) {
    var context = NarrationContext(chart: chart, analysis: analysis, book: book, policy: policy)
    context.statesXExactly = true
    self.context = context
  }

  /// The first thing said: the title, the kind and size of the chart, and how to get help.
  ///
  ///     "Monthly revenue, first half of 2024: Line chart, 6 months. Press ? for help, q to quit."
  ///
  /// - Complexity: O(1).
  public func opening() throws(NarrationError) -> Phrase {
    let c = context
    let count =
      chart.series.count == 1
      ? try c.countNoun(chart.series[0].count)
      : try c.render("explore.count.series", ["n": try c.numbers.count(chart.series.count)])
        .argument
    var arguments: [String: PhraseArgument] = ["kind": try c.kindName(), "count": count]
    if chart.title.isEmpty { return try c.render("explore.opening.untitled", arguments) }
    arguments["title"] = PhraseArgument(verbatim: chart.title)
    return try c.render("explore.opening", arguments)
  }

  /// A series heading, said when the listener moves to it: "Product B: series 2 of 3, 12 months."
  ///
  /// - Precondition: `series` is a valid index.
  /// - Complexity: O(1).
  public func series(_ series: Int) throws(NarrationError) -> Phrase {
    let c = context
    let data = chart.series[series]
    var arguments: [String: PhraseArgument] = [
      "index": try c.numbers.count(series + 1), "total": try c.numbers.count(chart.series.count),
      "count": try c.countNoun(data.count),
    ]
    if data.name.isEmpty { return try c.render("explore.series.untitled", arguments) }
    arguments["name"] = PhraseArgument(verbatim: data.name)
    return try c.render("explore.series", arguments)
  }

  /// The announcement of one point: "4 of 6, April: $38,800, lowest so far", or "5 of 6, May: no
  /// data". The value carries the y unit (and a numeric x its unit); a scatter plot with titled
  /// axes names both ("3 of 12, horsepower 46, miles per gallon 41"); a pie's slice says its share
  /// of the total.
  ///
  /// - Precondition: both indices are valid.
  /// - Complexity: O(*i*) for the *i*-th point (the values before it decide the flag); O(*n*) for
  ///   a pie's share.
  public func point(_ index: Int, inSeries series: Int) throws(NarrationError) -> Phrase {
    let c = context
    let data = chart.series[series]
    let x = data.x[index]
    var arguments: [String: PhraseArgument] = [
      "index": try c.numbers.count(index + 1), "total": try c.numbers.count(data.count),
      "x": chart.xAxis.type == .numeric && chart.xAxis.unit != nil
        ? try c.numbers.number(x, precision: .exact, unit: chart.xAxis.unit) : try c.x(x),
    ]
    let namesAxes = chart.kind == .scatter && !chart.xAxis.title.isEmpty && !chart.yAxis.title.isEmpty
    var id = namesAxes ? "explore.point.scatter" : "explore.point"
    if namesAxes {
      arguments["xName"] = c.xTitle
      arguments["yName"] = try c.measure()
    }
    let y = data.y[index]
    if y.isNaN { return try c.render(id + ".missing", arguments) }
    arguments["y"] = try c.value(y, .exact)
    if let share = share(of: index, inSeries: series) {
      id = "explore.point.share"
      arguments["share"] = try c.numbers.percent(100 * share, hedge: true)
    }
    if let standing = standing(of: index, inSeries: series) { id += ".\(standing.rawValue)" }
    let said = try c.render(id, arguments)
    // A candle's four prices after its close.
    guard let candle = try c.candlePhrase(series: data.name, x: x) else { return said }
    return try c.render("explore.point.candle", ["point": said.argument, "candle": candle.argument])
  }

  /// A pie slice's share of its series' total (0…1); `nil` for other charts, for a pie with a
  /// negative or missing value or nothing in total, and for one in percent that adds up to 100%
  /// (its values are their shares already).
  ///
  /// - Complexity: O(*n*) in the series' length.
  public func share(of index: Int, inSeries series: Int) -> Double? {
    guard chart.kind == .pie else { return nil }
    let values = chart.series[series].y
    guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
    let total = values.reduce(0, +)
    if chart.yAxis.unit == "%", abs(total - 100) < 0.5 { return nil }
    return total > 0 ? values[index] / total : nil
  }

  /// Whether "so far" means anything: the x axis is ordered, the series reads in x order, and the
  /// chart is not a pie.
  private func readsInOrder(_ series: Int) -> Bool {
    guard chart.xAxis.isOrdered, chart.kind != .pie else { return false }
    let x = chart.series[series].x
    return zip(x, x.dropFirst()).allSatisfy { $0 <= $1 }
  }

  /// Where a point stands: the series' highest or lowest value, or above or below every value
  /// before it (only when the series reads in x order); `nil` for a missing value, the first value,
  /// a constant series, or a value between.
  ///
  /// - Complexity: O(*i*) for the *i*-th point.
  public func standing(of index: Int, inSeries series: Int) -> PointStanding? {
    let values = chart.series[series].y
    let y = values[index]
    guard !y.isNaN, let statistics = context.analysis.series[series], !statistics.isConstant else {
      return nil
    }
    if y == statistics.max.y { return .highest }
    if y == statistics.min.y { return .lowest }
    guard readsInOrder(series) else { return nil }
    var hasEarlier = false
    var isAbove = true
    var isBelow = true
    for earlier in values[..<index] where !earlier.isNaN {
      hasEarlier = true
      if earlier >= y { isAbove = false }
      if earlier <= y { isBelow = false }
      if !isAbove && !isBelow { return nil }
    }
    guard hasEarlier else { return nil }
    return isAbove ? .highestSoFar : .lowestSoFar
  }

  /// How a value compares with those before it, for the `t` key:
  /// "April: up 6,100 from March; rising since January; rank 2 of 12, highest first."
  ///
  /// The parts, each said only when true: the change from the nearest earlier value (naming its x,
  /// so a gap is never hidden); the run of at least two consecutive steps in the same direction
  /// that ends here (a missing value ends a run); the rank among the series' values (ties share
  /// the better rank). A missing value has nothing to compare.
  ///
  /// - Precondition: both indices are valid.
  /// - Complexity: O(*n*) in the series' length (the rank counts the higher values).
  public func comparison(of index: Int, inSeries series: Int) throws(NarrationError) -> Phrase {
    let c = context
    let data = chart.series[series]
    let values = data.y
    let y = values[index]
    let here = try c.x(data.x[index])
    if y.isNaN { return try c.render("explore.context.missing", ["x": here]) }

    var parts: [Phrase] = []
    if let previous = values[..<index].lastIndex(where: { !$0.isNaN }) {
      // A change to or from a bucket the data covers only in part compares unlike periods.
      if chart.partialBuckets.isDisjoint(with: [data.x[previous], data.x[index]]) {
        parts += try changeParts(c, values, previous: previous, index: index, x: data.x)
      }
    } else {
      parts.append(try c.render("explore.context.first", [:]))
    }
    let valued = values.reduce(0) { $0 + ($1.isNaN ? 0 : 1) }
    if valued > 1 {
      let rank = 1 + values.reduce(0) { $0 + ($1 > y ? 1 : 0) }
      parts.append(
        try c.render(
          "explore.context.rank",
          ["index": try c.numbers.count(rank), "total": try c.numbers.count(valued)]))
    }
    var list = parts[parts.count - 1].argument
    for part in parts.dropLast().reversed() {
      list = try c.render("explore.context.join", ["first": part.argument, "rest": list]).argument
    }
    return try c.render("explore.context", ["x": here, "list": list])
  }

  /// "up $2,800 from May" and, when the steps before it went the same way, "rising since
  /// March": the change from the value at `previous` to the one at `index`.
  ///
  /// - Complexity: O(*n*) in the series' length (the run).
  private func changeParts(
    _ c: NarrationContext, _ values: [Double], previous: Int, index: Int, x: [Double]
  ) throws(NarrationError) -> [Phrase] {
    let change = values[index] - values[previous]
    let arguments: [String: PhraseArgument] = [
      "x": try c.x(x[previous]),
      "change": try c.numbers.number(abs(change), precision: .exact, unit: c.changeUnit),
    ]
    let id =
      change > 0
      ? "explore.context.up" : change < 0 ? "explore.context.down" : "explore.context.same"
    var parts = [try c.render(id, arguments)]
    if let start = runStart(endingAt: index, in: values), !chart.partialBuckets.contains(x[start]) {
      let runID =
        change > 0
        ? "explore.context.risingSince"
        : change < 0
          ? "explore.context.fallingSince"
          : "explore.context.steadySince"
      parts.append(try c.render(runID, ["x": try c.x(x[start])]))
    }
    return parts
  }

  /// The start of the run of consecutive steps in one direction (up, down or level) that ends at
  /// `index`, when it has at least two steps and no missing value; otherwise `nil`.
  private func runStart(endingAt index: Int, in values: [Double]) -> Int? {
    func direction(_ step: Int) -> Int? {
      let (a, b) = (values[step - 1], values[step])
      guard !a.isNaN, !b.isNaN else { return nil }
      return b > a ? 1 : b < a ? -1 : 0
    }
    guard index >= 2, let last = direction(index) else { return nil }
    var start = index - 1
    while start >= 1, direction(start) == last { start -= 1 }
    return index - start >= 2 ? start : nil
  }

  /// One of the short messages.
  ///
  /// - Complexity: O(1).
  public func message(_ message: ExploreMessage) throws(NarrationError) -> Phrase {
    try context.render("explore.\(message.rawValue)", [:])
  }

  /// The help shown by `?`: one line per group of keys.
  ///
  /// - Complexity: O(1).
  public func help() throws(NarrationError) -> [Phrase] {
    var lines: [Phrase] = []
    for id in [
      "title", "points", "series", "ends", "pages", "extremes", "goTo", "text", "axes", "sound",
      "speed", "toggles", "quit",
    ] {
      // Braces are the template's own, so `}` and `{` come in as values.
      lines.append(
        try context.render(
          "explore.help.\(id)",
          ["openBrace": PhraseArgument(verbatim: "{"), "closeBrace": PhraseArgument(verbatim: "}")]))
    }
    return lines
  }
}
