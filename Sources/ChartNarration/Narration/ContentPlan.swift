import ChartModel

/// What a description says first, by chart kind and layout (`content.md` §3): the trend plan for
/// lines, areas, sparklines and bars over time or ordered categories; the ranking plan for nominal
/// categories; the relationship plan for scatter plots; per-series comparisons; part-to-whole for
/// pies and stacks; axis profiles for radar charts.
struct ContentPlan {
  enum Shape {
    case trend
    case ranking
    case relationship
  }

  /// Which plan of `content.md` §3 the chart follows.
  enum Layout {
    case single
    case several
    case grouped
    case stacked
    case pie
    case radar
    /// Intervals between two series' values (``ChartDescriptor/intervals``).
    case intervals
    /// A box plot (``ChartDescriptor/boxes``): each point a box's median.
    case boxes
  }

  let chart: ChartDescriptor
  let analysis: ChartAnalysis
  let shape: Shape
  let layout: Layout

  init(chart: ChartDescriptor, analysis: ChartAnalysis) {
    self.chart = chart
    self.analysis = analysis
    switch ChartAnalysis.role(of: chart) {
    case .relationship: shape = .relationship
    case .ranking: shape = .ranking
    case .trend: shape = .trend
    }
    let described = zip(chart.series, analysis.series).filter { $0.1 != nil }.count
    if chart.kind == .radar, analysis.radar != nil, chart.xAxis.type == .categorical {
      layout = .radar
    } else if chart.kind == .pie, analysis.partToWhole != nil {
      layout = .pie
    } else if !chart.boxes.isEmpty {
      layout = .boxes
    } else if !chart.intervals.isEmpty {
      layout = .intervals
    } else if chart.stacking.isStacked, analysis.partToWhole != nil, chart.series.count > 1 {
      layout = .stacked
    } else if described > 1, analysis.comparison != nil, chart.kind != .scatter {
      layout = shape == .ranking ? .grouped : .several
    } else if described > 1 {
      layout = .several
    } else {
      layout = .single
    }
  }

  /// The series that have data, with their statistics.
  var described: [(series: DataSeries, statistics: SeriesStatistics)] {
    zip(chart.series, analysis.series).compactMap { series, statistics in statistics.map { (series, $0) } }
  }

  // MARK: - Alt text

  /// One sentence of at most ``DescriptionPolicy/maximumAltCharacters`` carrying the single most
  /// salient fact. Over budget, the time span is said first in coarser units ("from 2020 to
  /// 2022"), which keeps the fact whole; then the alt is shortened by dropping clauses, never by
  /// cutting words: the shape of a trend (the trend's start and end stay), a takeover (for the
  /// lead and the crossing), a sparkline's range, the lowest of several series, a scatter plot's
  /// count or all ranges but the first; then, in the
  /// same order, the last clause after the locale's semicolon; then the span of the x axis
  /// (the fact stays whole, only its context goes); when nothing fits, the shortest.
  ///
  /// - Complexity: O(*k*) in the shape's segments and the named places.
  func alt(_ c: NarrationContext) throws(NarrationError) -> Phrase {
    let budget = c.policy.maximumAltCharacters
    let spans = [try c.chartSpan(), try c.coarseChartSpan()].compactMap { $0 }
    var candidates: [Phrase] = []
    for shortened in [false, true] {
      for span in spans {
        let candidate = try alt(c, shortened: shortened, span: span)
        if candidate.display.count <= budget { return candidate }
        candidates.append(candidate)
      }
    }
    let clipped = candidates.compactMap(Self.droppingLastClause)
    if let fits = clipped.first(where: { $0.display.count <= budget }) { return fits }
    // The extent of the x axis is context, not the fact: said last, it is the next to go.
    var spanless: [Phrase] = []
    for shortened in [false, true] {
      guard let candidate = Self.droppingSpan(try alt(c, shortened: shortened, span: Self.spanMarker)) else { continue }
      if candidate.display.count <= budget { return candidate }
      spanless.append(candidate)
    }
    return (candidates + clipped + spanless).min { $0.display.count < $1.display.count }!
  }

  /// A character no template or name holds, rendered in place of the span so that
  /// ``droppingSpan(_:)`` can take it out with the separator before it.
  private static let spanMarker = PhraseArgument(verbatim: "\u{E000}")

  /// The alt text rendered with ``spanMarker`` without it and the space or comma before it
  /// ("Bar chart of sales \u{E000}: fell…" → "Bar chart of sales: fell…"); `nil` when the
  /// template had no span, or the marker is not where a span is set off.
  static func droppingSpan(_ phrase: Phrase) -> Phrase? {
    func dropped(_ text: String) -> String? {
      guard let marker = text.firstIndex(of: "\u{E000}") else { return nil }
      var head = text[..<marker]
      if head.hasSuffix(" ") { head = head.dropLast() }
      if head.hasSuffix(",") || head.hasSuffix("،") { head = head.dropLast() }
      let rest = text[text.index(after: marker)...]
      let joined = String(head) + rest
      return joined.contains("\u{E000}") ? nil : joined
    }
    guard let display = dropped(phrase.display), let speech = dropped(phrase.speech) else { return nil }
    return Phrase(display: display, speech: speech, id: phrase.id)
  }

  /// The alt text without its last clause after a semicolon ("…: A led all year; C overtook B in
  /// June." → "…: A led all year."), or `nil` when it has one clause.
  static func droppingLastClause(_ phrase: Phrase) -> Phrase? {
    func clipped(_ text: String) -> String? {
      guard let head = text.range(of: ": "),
        let last = text.range(
          of: "; ", options: .backwards, range: head.upperBound..<text.endIndex)
          ?? text.range(of: "؛ ", options: .backwards, range: head.upperBound..<text.endIndex)
      else { return nil }
      let end = text.last.map { ".।".contains($0) ? String($0) : "" } ?? ""
      return String(text[..<last.lowerBound]).trimmingTrailingSpaces + end
    }
    guard let display = clipped(phrase.display), let speech = clipped(phrase.speech) else { return nil }
    return Phrase(display: display, speech: speech, id: phrase.id)
  }

  /// The ``Salience`` rank of what the alt text says of a series by default: its trend, its
  /// shape when it has turns, or its several-fold net change (``foldRank(_:_:values:)``),
  /// whichever ranks higher.
  private func trendOrShapeRank(_ c: NarrationContext, _ s: SeriesStatistics) -> Double {
    let wording = TrendWording(s, policy: c.policy)
    let trend = Salience.rank("summary.trend.\(wording.key)", effect: effect(of: "summary.trend.", in: s)) ?? 0
    let shape =
      (s.shape?.segments.count ?? 0) > 1
      ? Salience.rank("summary.shape", effect: effect(of: "summary.shape", in: s)) ?? 0 : 0
    return max(trend, shape, foldRank(c, s) ?? 0)
  }

  /// The alt text of a series whose season is its most salient fact ("…: highest around July
  /// and lowest around January each year."): said when the season outranks the trend and the
  /// shape by ``Salience``, as the summary orders them (a sighted reader sees the yearly waves
  /// before a slight drift); `nil` otherwise.
  ///
  /// - Complexity: O(*k*) in the shape's segments.
  private func seasonAlt(
    _ c: NarrationContext, _ s: SeriesStatistics, _ base: [String: PhraseArgument]
  ) throws(NarrationError) -> Phrase? {
    guard let (form, extremes) = try seasonExtremes(c, s),
      (Salience.rank("summary.season.\(form)") ?? 0) > trendOrShapeRank(c, s)
    else { return nil }
    return try c.render("alt.season.\(form)", base.merging(extremes) { _, new in new })
  }

  /// The ``Salience`` rank of the season the summary states, 0 when it states none that the alt
  /// could say.
  private func seasonRank(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Double {
    guard let (form, _) = try seasonExtremes(c, s) else { return 0 }
    return Salience.rank("summary.season.\(form)") ?? 0
  }

  /// The alt text of a series whose one spike or dip is its most salient fact ("…: a spike to
  /// 185 thousand on April 18."): said when the outlier outranks the trend, the shape and the
  /// season by
  /// ``Salience``, as a sighted reader's eye goes to it first; `nil` otherwise.
  ///
  /// - Complexity: O(*k*) in the shape's segments.
  private func outlierAlt(
    _ c: NarrationContext, _ s: SeriesStatistics, _ base: [String: PhraseArgument]
  ) throws(NarrationError) -> Phrase? {
    guard s.outliers.count == 1, let outlier = s.outliers.outliers.first else { return nil }
    let spike = Salience.rank("summary.outliers.one", effect: effect(of: "summary.outliers.one", in: s)) ?? 0
    guard spike > max(trendOrShapeRank(c, s), try seasonRank(c, s)) else { return nil }
    var arguments = base
    arguments["outlier"] =
      try c.render(
        outlier.z > 0 ? "outlier.spike" : "outlier.dip",
        ["value": try c.value(outlier.point.y), "at": try c.at(outlier.point.x)]
      ).argument
    return try c.render("alt.outlier", arguments)
  }

  /// The alt text of a series whose level shift is its most salient fact ("…: the average level
  /// jumped from about 2 to about 3.5 in Q3 2020."): said when the step outranks the shape, the
  /// season and the outliers by ``Salience``, as the summary orders them (there the step stands
  /// for the trend it explains); `nil` otherwise.
  ///
  /// - Complexity: O(*k*) in the shape's segments and the steps.
  private func stepAlt(
    _ c: NarrationContext, _ s: SeriesStatistics, _ base: [String: PhraseArgument], shortened: Bool
  ) throws(NarrationError) -> Phrase? {
    // One step only, and in full: two steps' dates and levels overrun the alt's budget.
    guard !shortened, let clauses = try stepClauses(c, s), clauses.count == 1 else { return nil }
    let shape =
      (s.shape?.segments.count ?? 0) > 1
      ? Salience.rank("summary.shape", effect: effect(of: "summary.shape", in: s)) ?? 0 : 0
    let outliers =
      s.outliers.count == 0
      ? 0
      : Salience.rank(
        s.outliers.count == 1 ? "summary.outliers.one" : "summary.outliers.many",
        effect: effect(of: "summary.outliers.one", in: s)) ?? 0
    guard (Salience.rank("summary.step.one") ?? 0) > max(shape, outliers, try seasonRank(c, s)) else { return nil }
    return try c.render("alt.step.one", base.merging(["step": clauses[0]]) { $1 })
  }

  /// The alt of one ranked series: its highest and lowest categories ("July is highest at 910,
  /// January lowest at 310"), or its one value when all are equal.
  private func rankingAlt(
    _ c: NarrationContext, _ base: [String: PhraseArgument],
    _ only: (series: DataSeries, statistics: SeriesStatistics), shortened: Bool
  ) throws(NarrationError) -> Phrase {
    var arguments = base
    let statistics = only.statistics
    (arguments["top"], arguments["topCount"]) = try placesAndCount(
      c, of: statistics.max.y, in: only.series, phrase: c.x)
    (arguments["bottom"], arguments["bottomCount"]) = try placesAndCount(
      c, of: statistics.min.y, in: only.series, phrase: c.x)
    let extremes = try c.values([statistics.max.y, statistics.min.y], .significant(2))
    arguments["max"] = extremes[0]
    arguments["min"] = extremes[1]
    if statistics.isConstant {
      arguments["value"] = try c.value(statistics.max.y, .significant(2))
      return try c.render("alt.constant", arguments)
    }
    if shortened, chart.kind != .pie { return try c.render("alt.ranking.top", arguments) }
    return try c.render(chart.kind == .pie ? "alt.ranking.pie" : "alt.ranking", arguments)
  }

  private func alt(_ c: NarrationContext, shortened: Bool, span: PhraseArgument) throws(NarrationError) -> Phrase {
    guard let only = described.first else {
      return try c.render("summary.trend.fewPoints", ["count": try c.countNoun(0)])
    }
    var arguments: [String: PhraseArgument] = ["kind": try c.kindName(), "measure": try c.measure(), "span": span]
    switch layout {
    case .stacked: if let alt = try stackedAlt(c, arguments) { return alt }
    case .pie: if let alt = try pieAlt(c, arguments) { return alt }
    case .radar: if let alt = try radarAlt(c, arguments) { return alt }
    case .grouped: if let alt = try groupedAlt(c, arguments) { return alt }
    case .several: if let alt = try severalAlt(c, arguments, shortened: shortened) { return alt }
    case .intervals: if let alt = try intervalsAlt(c, arguments, shortened: shortened) { return alt }
    case .boxes: if let alt = try boxAlt(c, arguments) { return alt }
    case .single: if let alt = try histogramAlt(c) { return alt }
    }
    // Several groups of one scatter plot: the relationship of all their points.
    if shape == .relationship, described.count > 1,
      let alt = try pooledRelationshipAlt(c, arguments, shortened: shortened)
    {
      return alt
    }
    if described.count > 1 {
      let (maxSeries, maxStatistics) = described.max { $0.statistics.max.y < $1.statistics.max.y }!
      let (minSeries, minStatistics) = described.min { $0.statistics.min.y < $1.statistics.min.y }!
      let extremes = try c.values([maxStatistics.max.y, minStatistics.min.y], .significant(2))
      arguments["max"] = extremes[0]
      arguments["min"] = extremes[1]
      arguments["where"] = try holders(c, of: maxStatistics.max.y, first: maxSeries)
      arguments["lowWhere"] = try holders(c, of: minStatistics.min.y, first: minSeries)
      return try c.render(shortened ? "alt.series.highest" : "alt.series", arguments)
    }
    let statistics = only.statistics
    if statistics.count == 1 {
      arguments["value"] = try c.value(statistics.first.y)
      arguments["at"] = try c.at(statistics.first.x)
      return try c.render("alt.single", arguments)
    }
    switch shape {
    case .ranking,
      .trend where try cycleRanked(c, statistics):
      return try rankingAlt(c, arguments, only, shortened: shortened)
    case .relationship:
      arguments["x"] = c.xTitle
      arguments["count"] = try c.countNoun(statistics.count)
      let extremes = try c.values([statistics.min.y, statistics.max.y], .significant(2))
      arguments["min"] = extremes[0]
      arguments["max"] = extremes[1]
      if let r = analysis.correlation, !r.isRelated(policy: c.policy) {
        return try c.render("alt.scatter.none", arguments)
      }
      if let r = analysis.correlation, let strength = correlationStrength(c, r), strength != "none" {
        arguments["strength"] = PhraseArgument(key: strength)
        arguments["sign"] = PhraseArgument(key: r.pearson >= 0 ? "positive" : "negative")
        arguments["r"] = try c.numbers.number(r.pearson, precision: .significant(2), hedge: false)
        return try c.render(shortened ? "alt.scatter.relationship.short" : "alt.scatter.relationship", arguments)
      }
      return try c.render(shortened ? "alt.scatter.range" : "alt.scatter", arguments)
    case .trend:
      if chart.kind == .sparkline, let alt = try sparklineAlt(c, statistics, arguments, shortened: shortened) {
        return alt
      }
      // A jump and its fall back is the headline; shortened, without where the fall ended.
      if let jump = try jumpSentence(c, statistics, alt: arguments, short: shortened) { return jump }
      // So is a first or last value far outside the rest.
      if let spike = try endSpikeSentence(c, statistics, alt: arguments) { return spike }
      // So is a crash or a surge over a few steps.
      if let move = try sharpMoveSentence(c, statistics, alt: arguments, short: shortened) { return move }
      if let alt = try stepAlt(c, statistics, arguments, shortened: shortened) { return alt }
      if let alt = try outlierAlt(c, statistics, arguments) { return alt }
      if let alt = try seasonAlt(c, statistics, arguments) { return alt }
      if !shortened, let shape = try shapeClauses(c, statistics, maximumSegments: 3, precision: .significant(2)) {
        arguments["shape"] = shape
        return try c.render("alt.shape", arguments)
      }
      if shortened, let turn = try turnAlt(c, statistics, arguments) { return turn }
      // Round a cycle no first and last are said, only its highest and lowest.
      if cycleHasNoEnds { return try rankingAlt(c, arguments, only, shortened: shortened) }
      let wording = TrendWording(statistics, policy: c.policy)
      let said = try c.values(
        [statistics.first.y, statistics.last.y, statistics.min.y, statistics.max.y], .significant(2))
      arguments["first"] = said[0]
      arguments["last"] = said[1]
      arguments["min"] = said[2]
      arguments["max"] = said[3]
      arguments["value"] = said[3]
      // "fell from 31 to about 33" contradicts its own numbers: a trend against the endpoints
      // (a fall from an early high that ends above its start) says where it went, nothing more.
      let rise = statistics.last.y - statistics.first.y
      var id =
        switch wording {
        case .rising: "alt.rising"
        case .falling: "alt.falling"
        case .tendRise: "alt.tendRise"
        case .tendFall: "alt.tendFall"
        case .none: "alt.noTrend"
        case .constant: "alt.constant"
        case .tooFew, .unclear: "alt.wentFromTo"
        }
      // Nor may the ends contradict a clear trend: visits that rise week on week but end on a
      // quiet Sunday below a busy first Monday "went from 989 to 816" to the ear, so the trend
      // is said with the range instead; a weaker tendency says only the range.
      switch wording {
      case .rising: if rise <= 0 { id = "alt.risingRange" }
      case .falling: if rise >= 0 { id = "alt.fallingRange" }
      case .tendRise: if rise <= 0 { id = "alt.between" }
      case .tendFall: if rise >= 0 { id = "alt.between" }
      default: break
      }
      // A first or last bucket the data covers only in part (a month cut short) is no end
      // point of a change: the alt gives the range the values lie in.
      if ["alt.wentFromTo", "alt.rising", "alt.falling", "alt.tendRise", "alt.tendFall"].contains(id),
        chart.partialBuckets.contains(statistics.first.x) || chart.partialBuckets.contains(statistics.last.x)
      {
        id = "alt.between"
      }
      // "went from 0 mm to 0 mm" (rain on the first and last day of a wet month) says nothing of
      // what lies between: the range does.
      if id == "alt.wentFromTo", said[0].display.text == said[1].display.text { id = "alt.between" }
      // A candlestick chart's points are its closes: its ends are said as closes, not as a
      // price that "went from" one value to another.
      if !chart.candles.isEmpty,
        ["alt.wentFromTo", "alt.rising", "alt.falling", "alt.tendRise", "alt.tendFall"].contains(id)
      {
        id = "alt.candle.closes"
      }
      return try c.render(id, arguments)
    }
  }

  /// The alt text of a scatter plot of several groups: the relationship of all their points
  /// ("…, 392 points: a strong negative relationship (r = −0.78)."), or none; `nil` when the
  /// correlation is undefined or too weak for a band word (the highest and lowest are said).
  /// `shortened`, without the count of points.
  ///
  /// - Complexity: O(*s*) in the series.
  private func pooledRelationshipAlt(
    _ c: NarrationContext, _ base: [String: PhraseArgument], shortened: Bool
  ) throws(NarrationError) -> Phrase? {
    guard let r = analysis.correlation, let strength = correlationStrength(c, r) else { return nil }
    var arguments = base
    arguments["x"] = c.xTitle
    arguments["count"] = try c.countNoun(described.reduce(0) { $0 + $1.statistics.count })
    if !r.isRelated(policy: c.policy) { return try c.render("alt.scatter.none", arguments) }
    guard strength != "none" else { return nil }
    arguments["strength"] = PhraseArgument(key: strength)
    arguments["sign"] = PhraseArgument(key: r.pearson >= 0 ? "positive" : "negative")
    arguments["r"] = try c.numbers.number(r.pearson, precision: .significant(2), hedge: false)
    return try c.render(shortened ? "alt.scatter.relationship.short" : "alt.scatter.relationship", arguments)
  }

  // MARK: - Summary

  /// "The y axis is logarithmic.": each axis drawn on a logarithmic scale, said after the
  /// orientation, since what the chart shows is read along it in ratios.
  func logarithmicAxes(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    var sentences: [Phrase] = []
    if chart.xAxis.scale == .logarithmic {
      sentences.append(try c.render("summary.logarithmic", ["title": c.xTitle]))
    }
    if chart.yAxis.scale == .logarithmic {
      sentences.append(try c.render("summary.logarithmic", ["title": try c.measure()]))
    }
    return sentences
  }

  func summary(_ c: NarrationContext) throws(NarrationError) -> (sentences: [Phrase], orientationCount: Int) {
    var sentences: [Phrase] = []
    if let title = try authorSentence(c, chart.title) { sentences.append(title) }
    if let authorSummary = chart.summary?.trimmingTrailingSpaces, !authorSummary.isEmpty {
      // The author's summary as written, with a full stop when it has none, so that it never runs
      // into the next sentence.
      let text =
        authorSummary.endsSentence || authorSummary.hasSuffix(".")
        ? PhraseArgument(verbatim: authorSummary) : try authorSentence(c, authorSummary)?.argument
      if let text { sentences.append(try c.render("summary.authorSummary", ["text": text])) }
    }
    // Computed facts, most salient first (``Salience``), each once, within the budget;
    // exceptions (missing data) last.
    var facts: [Phrase] = []
    let orientationCount = sentences.count + 1
    let histogram = layout == .single ? try histogramSummary(c) : nil
    if let histogram { sentences.append(histogram.orientation) } else { sentences.append(try orientation(c)) }
    sentences += try logarithmicAxes(c)
    switch layout {
    case .single:
      if let histogram {
        facts += histogram.facts
      } else if let only = described.first {
        facts += try singleSeries(c, only.statistics)
      }
    case .several: facts += Salience.ordered(try severalSeries(c))
    case .grouped: facts += try grouped(c)
    case .stacked: facts += try stacked(c)
    case .pie: facts += try pie(c)
    case .radar: facts += try radar(c)
    case .intervals: facts += try intervalFacts(c)
    case .boxes: facts += try boxFacts(c)
    }
    facts += try rangeFacts(c)
    if layout == .single, let only = described.first {
      facts = try withoutRestatements(
        c,
        Salience.ordered(
          facts, effect: { effect(of: $0, in: only.statistics) },
          score: { $0.hasPrefix("summary.startEnd.") ? foldRank(c, only.statistics) : nil }),
        of: only.statistics)
    } else if layout != .several {
      facts = Salience.ordered(facts) { _ in nil }
    }
    let budget = chart.kind == .sparkline ? c.policy.maximumSparklineFacts : c.policy.maximumSummaryFacts
    let exceptions = [try missingData(c), try missingPeriods(c)].compactMap { $0 }
    sentences += facts.prefix(max(0, budget - exceptions.count))
    // A candlestick chart's prices beyond its closes: said whatever the budget, as its kind.
    sentences += try candleFacts(c)
    sentences += exceptions
    if let context = chart.context, !context.isEmpty {
      sentences.append(try c.render("summary.context", ["text": PhraseArgument(verbatim: context)]))
    }
    // Never the same statement twice in a row (a title repeated as the author's summary).
    var kept: [Phrase] = []
    var keptOrientation = orientationCount
    for (index, sentence) in sentences.enumerated() {
      if let last = kept.last, last.display.sentenceKey == sentence.display.sentenceKey {
        if index < orientationCount { keptOrientation -= 1 }
        continue
      }
      kept.append(sentence)
    }
    return (kept, keptOrientation)
  }

  /// An author's sentence (the title, the summary) with one full stop in the locale's pattern, or
  /// as written when it already ends a sentence with "?", "!" or "…" ("Who wins?", never "Who
  /// wins?.").
  private func authorSentence(_ c: NarrationContext, _ text: String) throws(NarrationError) -> Phrase? {
    let trimmed = text.trimmingTrailingPunctuation
    guard !trimmed.isEmpty else { return nil }
    let id = trimmed.endsSentence ? "summary.titleAsWritten" : "summary.title"
    return try c.render(id, ["title": PhraseArgument(verbatim: trimmed)])
  }

  private func orientation(_ c: NarrationContext) throws(NarrationError) -> Phrase {
    var measure = try c.measureWithUnit()
    if !chart.intervals.isEmpty {
      // Intervals: their groups, never their two ends as series.
      if chart.intervals.count > 1 {
        let names = chart.intervals.map { PhraseArgument(verbatim: $0.name) }
        measure = try c.render(
          "measure.series",
          ["measure": measure, "count": try c.numbers.count(names.count), "list": try c.list(names)]
        ).argument
      }
    } else if described.count > 1 {
      let names = chart.series.map { PhraseArgument(verbatim: $0.name) }
      measure = try c.render(
        "measure.series",
        ["measure": measure, "count": try c.numbers.count(chart.series.count), "list": try c.list(names)]
      ).argument
    }
    // A scatter plot of several groups draws every point of every group: count them all. Series
    // over other positions of x (a stacked histogram's groups, each in its own bins) cover
    // every position any of them is at.
    let positions = chart.series.count > 1 ? Set(chart.series.flatMap(\.x)).count : 0
    let count =
      chart.xAxis.type == .categorical
      ? chart.xAxis.categories.count
      : shape == .relationship
        ? described.reduce(0) { $0 + $1.statistics.count } : max(chart.series.map(\.count).max() ?? 0, positions)
    if chart.xAxis.type == .categorical, !chart.xAxis.title.isEmpty {
      return try c.render(
        "summary.orientation.categories",
        ["kind": try c.kindName(), "measure": measure, "span": try c.chartSpan(), "count": try c.countNoun(count)])
    }
    if shape == .relationship {
      return try c.render(
        "summary.orientation.scatter",
        ["kind": try c.kindName(), "measure": measure, "x": c.xTitle, "count": try c.countNoun(count)])
    }
    return try c.render(
      "summary.orientation",
      ["kind": try c.kindName(), "measure": measure, "span": try c.chartSpan(), "count": try c.countNoun(count)])
  }

  // MARK: - Shared pieces

  /// Every x where the series takes `value`, as a list: ties for a maximum are all named (up to
  /// three, then counted), because naming one of several equal bars would mislead.
  func places(
    _ c: NarrationContext, of value: Double, in series: DataSeries,
    phrase: (Double) throws(NarrationError) -> PhraseArgument
  ) throws(NarrationError) -> PhraseArgument {
    try placesAndCount(c, of: value, in: series, phrase: phrase).list
  }

  /// ``places(_:of:in:phrase:)`` with how many places hold the value (for verb agreement).
  func placesAndCount(
    _ c: NarrationContext, of value: Double, in series: DataSeries,
    phrase: (Double) throws(NarrationError) -> PhraseArgument
  ) throws(NarrationError) -> (list: PhraseArgument, count: PhraseArgument) {
    var names: [PhraseArgument] = []
    var total = 0
    var fourth: PhraseArgument?
    // A place is an x: points that share one x (repeated x) are one place, named once.
    var seen = Set<Double>()
    for (x, y) in zip(series.x, series.y) where y == value && seen.insert(x).inserted {
      total += 1
      if names.count < 3 { names.append(try phrase(x)) } else if total == 4 { fourth = try phrase(x) }
    }
    // Four places are all named: never "A, B, C and 1 other".
    if total == 4, let fourth { names.append(fourth) }
    return (try c.list(names, total: total), try c.numbers.count(total))
  }

  /// Where a series takes `value`, every place named: "in April", "in May and June 2021"; more
  /// than three counted with the span they lie in: "(14 of 48 months, from January 2021 to
  /// February 2022)", "scattered from …" when other values lie between them; `bare` leaves out
  /// the brackets (for a place already in brackets). Places
  /// are distinct x values: 29 rows of 1970 that share the value are one place, "in 1970", and
  /// the count is of the distinct x values with data, so its noun ("years") is true.
  ///
  /// - Complexity: O(*n*) in the series' points.
  func tiedAt(
    _ c: NarrationContext, of value: Double, in series: DataSeries?, bare: Bool = false
  ) throws(NarrationError) -> PhraseArgument {
    guard let series else { return PhraseArgument(verbatim: "") }
    // The places holding the value, each once, found by a loop that only compares.
    var seen = Set<Double>()
    var positions: [Double] = []
    for index in Statistics.positions(of: value, in: series.y) where index < series.x.count {
      if seen.insert(series.x[index]).inserted { positions.append(series.x[index]) }
    }
    guard let first = positions.first, let last = positions.last else { return PhraseArgument(verbatim: "") }
    // One place is said as any single x is: "in the week of March 18" (German "in der Woche vom
    // 18. März", Spanish "en la semana del 18 de marzo"), "in the first quarter of 2023".
    if positions.count == 1 { return try c.at(first) }
    if positions.count <= 3 { return try c.at(x: try places(c, of: value, in: series, phrase: c.x)) }
    let withData = Set(zip(series.x, series.y).filter { !$0.1.isNaN }.map(\.0))
    let places = withData.count
    let range = try c.render("range.fromTo", ["from": try c.x(first), "to": try c.x(last)])
    // Places with other values between the first and the last: "scattered", so that "from
    // June 7 to June 30" is not heard as an unbroken run.
    let inRow = withData.filter { $0 >= first && $0 <= last }.count == positions.count
    let id = inRow ? "at.ties" : "at.tiesScattered"
    return try c.render(
      bare ? "\(id)Bare" : id,
      [
        "count": try c.numbers.count(positions.count), "total": try c.countNoun(places, distinctX: true),
        "range": range.argument,
      ]
    ).argument
  }

  /// When one series overtook another: the interpolated moment when the axis can name it apart
  /// from the samples around it ("on March 13"), else between those samples ("between May and
  /// June"): a month named where the old order still held would read as false.
  func crossingAt(_ c: NarrationContext, _ crossing: SeriesCrossing) throws(NarrationError) -> PhraseArgument {
    if crossing.before == crossing.after { return try c.at(crossing.x) }
    if chart.xAxis.type == .temporal {
      let named = try c.x(crossing.x).display.text
      if named != (try c.x(crossing.before).display.text), named != (try c.x(crossing.after).display.text) {
        return try c.at(crossing.x)
      }
    }
    return try c.render("at.between", ["from": try c.x(crossing.before), "to": try c.x(crossing.after)]).argument
  }

  /// The described series whose statistics these are.
  func series(of statistics: SeriesStatistics) -> DataSeries? {
    described.first { $0.statistics == statistics }?.series
  }

  /// Every series and place that holds an extreme `value` of several series: "USA, at 12 and 14";
  /// ties in several series are a list of them, `first` (the series the extreme was found in)
  /// first, since naming one of several equal points would mislead.
  ///
  /// - Complexity: O(*n*) in the points of the described series.
  func holders(_ c: NarrationContext, of value: Double, first: DataSeries) throws(NarrationError) -> PhraseArgument {
    let others = described.map(\.series).filter { $0 != first && $0.y.contains(value) }
    if others.count >= 3 { return try c.seriesNamed(([first] + others).map(\.name)) }
    var items: [PhraseArgument] = []
    for series in ([first] + others).prefix(3) {
      items.append(
        try c.render(
          "at.series", ["series": PhraseArgument(verbatim: series.name), "at": try tiedAt(c, of: value, in: series)]
        )
        .argument)
    }
    return try c.list(items, total: others.count + 1)
  }

  /// The Theil–Sen slope in the x axis's natural unit: "about 1,100 a month", "12 a week".
  func slopePhrase(_ c: NarrationContext, _ slopePerPosition: Double) throws(NarrationError) -> PhraseArgument {
    let unit = c.slopeUnit
    switch chart.xAxis.type {
    case .temporal, .categorical:
      let id = c.book.has("per.\(unit.name)") ? "per.\(unit.name)" : "per.step"
      return try c.render(id, ["n": try estimate(c, slopePerPosition * unit.scale)]).argument
    case .numeric:
      if chart.xAxis.title.isEmpty {
        return try c.render("per.step", ["n": try estimate(c, slopePerPosition)]).argument
      }
      return try c.render("per.unit", ["n": try estimate(c, slopePerPosition), "x": c.xTitle]).argument
    }
  }

  /// An estimate of a change (a slope): two significant digits, and no hedge of its own, because
  /// the sentence already says "about"; percentage points for a quantity in percent.
  func estimate(_ c: NarrationContext, _ value: Double) throws(NarrationError) -> PhraseArgument {
    try c.numbers.number(value, precision: .significant(2), unit: c.changeUnit, hedge: false)
  }

  /// A share (0…1) as a percentage, with "about" when rounding changed it (71 of 204 is "about
  /// 35%"; 1 of 4 is "25%"): a share said without it is the share itself.
  func share(_ c: NarrationContext, _ value: Double) throws(NarrationError) -> PhraseArgument {
    try c.numbers.percent(100 * value, hedge: true)
  }

  /// A share said with as many decimals as it takes to read apart from each of `others` that
  /// differs from it: 43.87% beside 43.81% is "43.87%", never "44%" for both (up to 4 decimals).
  ///
  /// - Complexity: O(*k*) in the others.
  func share(_ c: NarrationContext, _ value: Double, apartFrom others: [Double]) throws(NarrationError)
    -> PhraseArgument
  {
    let near = others.filter { $0 != value && $0.isFinite }
    let base = NumberPhrasing.percentDecimals(100 * value)
    for decimals in base...(base + 4) {
      let said = try c.numbers.percent(100 * value, hedge: true, decimals: decimals)
      var apart = true
      for other in near
      where try c.numbers.percent(100 * other, hedge: true, decimals: decimals).display.text == said.display.text {
        apart = false
      }
      if apart { return decimals == base ? try share(c, value) : said }
    }
    return try share(c, value)
  }

  func referenceLines(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    var facts: [Phrase] = []
    for result in analysis.referenceLines.prefix(2) where result.line.axis == .y {
      let total = result.above + result.below + result.on
      guard total > 0 else { continue }
      let label = PhraseArgument(verbatim: c.inSentence(result.line.label ?? ""))
      let prefix = result.line.label == nil ? "summary.reference.unlabelled" : "summary.reference"
      var arguments: [String: PhraseArgument] = [
        "measure": try c.measure(), "value": try c.value(result.line.value), "label": label,
        "above": try c.numbers.count(result.above), "total": try c.countNoun(total),
      ]
      if result.above == 0 {
        facts.append(try c.render("\(prefix).never", arguments))
      } else if result.above == total {
        facts.append(try c.render("\(prefix).always", arguments))
      } else if described.count == 1, result.above <= 3, let only = described.first {
        let aboveX = zip(only.series.x, only.series.y).filter { $0.1 > result.line.value }.map(\.0)
        var names: [PhraseArgument] = []
        for position in aboveX { names.append(try c.x(position)) }
        arguments["list"] = try c.list(names)
        facts.append(try c.render("\(prefix).aboveList", arguments))
      } else {
        facts.append(try c.render("\(prefix).above", arguments))
      }
      // First and last crossing, for one series (several would need the series named).
      if described.count == 1, let first = result.crossings.first, let last = result.crossings.last,
        result.crossingCount > 0
      {
        let line =
          result.line.label == nil
          ? try c.render("reference.value", ["value": try c.value(result.line.value)]).argument
          : try c.render("reference.named", ["label": label]).argument
        if result.crossingCount == 1 {
          facts.append(try c.render("summary.reference.crossedOnce", ["line": line, "at": try c.at(first.x)]))
        } else {
          facts.append(
            try c.render(
              "summary.reference.crossed",
              [
                "line": line, "count": try c.numbers.count(result.crossingCount), "firstAt": try c.at(first.x),
                "lastAt": try c.at(last.x),
              ]))
        }
      }
    }
    return facts
  }

  private func missingData(_ c: NarrationContext) throws(NarrationError) -> Phrase? {
    // Every series counts, also one with no value at all (it has no statistics).
    var positions: [(series: String, x: Double)] = []
    var total = 0
    for series in chart.series where Statistics.nonFiniteCount(series.y) > 0 {
      for (x, y) in zip(series.x, series.y) where !y.isFinite {
        total += 1
        if positions.count < 4 { positions.append((series.name, x)) }
      }
    }
    guard total > 0, let first = positions.first else { return nil }
    let several = chart.series.count > 1
    func name(_ item: (series: String, x: Double)) throws(NarrationError) -> PhraseArgument {
      guard several else { return try c.x(item.x) }
      return try c.render(
        "missing.seriesAt", ["series": PhraseArgument(verbatim: item.series), "at": try c.at(item.x)]
      ).argument
    }
    // The same places after a preposition ("am 5. März"), for a language whose bare date would
    // be in the wrong case; with several series, the names as they are, with the select key
    // `series`.
    func at(_ item: (series: String, x: Double)) throws(NarrationError) -> PhraseArgument {
      guard several else { return try c.at(item.x) }
      var named = try name(item)
      named.display.selectKey = "series"
      named.speech.selectKey = "series"
      return named
    }
    // Several series: each named once, with its places ("Store B has no data for April, May and
    // September"), never "Store B in April, Store B in May and Store B in September".
    if total <= 3, several {
      var groups: [(series: String, xs: [Double])] = []
      for item in positions {
        if let index = groups.firstIndex(where: { $0.series == item.series }) {
          groups[index].xs.append(item.x)
        } else {
          groups.append((item.series, [item.x]))
        }
      }
      var items: [PhraseArgument] = []
      for group in groups {
        var places: [PhraseArgument] = []
        var ats: [PhraseArgument] = []
        for x in group.xs {
          places.append(try c.x(x))
          ats.append(try c.at(x))
        }
        items.append(
          try c.render(
            "missing.seriesGroup",
            [
              "series": PhraseArgument(verbatim: group.series), "list": try c.list(places),
              "atList": try c.list(ats),
            ]
          ).argument)
      }
      return try c.render("summary.missing.series", ["groups": try c.list(items)])
    }
    if total <= 3 {
      var names: [PhraseArgument] = []
      var ats: [PhraseArgument] = []
      for item in positions {
        names.append(try name(item))
        ats.append(try at(item))
      }
      var atList = try c.list(ats)
      atList.display.selectKey = several ? "series" : nil
      atList.speech.selectKey = atList.display.selectKey
      return try c.render("summary.missing", ["list": try c.list(names), "atList": atList])
    }
    return try c.render(
      "summary.missingMany",
      ["count": try c.numbers.count(total), "first": try name(first), "firstAt": try at(first)])
  }

  /// Periods with no point at all ("no data for 2 weeks from March 4 to March 11"): a chart that
  /// drops the bad weeks flatters.
  private func missingPeriods(_ c: NarrationContext) throws(NarrationError) -> Phrase? {
    guard let (_, statistics) = described.first(where: { $0.statistics.gaps.missingPeriods > 0 }),
      let cadence = statistics.gaps.cadence
    else { return nil }
    let gaps = statistics.gaps.gaps.filter { $0.kind == .missingPeriods }
    let noun = c.book.has("count.\(cadence.rawValue)") ? "count.\(cadence.rawValue)" : "count.points"
    func phrase(_ gap: Gap) throws(NarrationError) -> PhraseArgument {
      let period = try c.render(noun, ["n": try c.numbers.count(gap.count)]).argument
      if gap.count == 1 {
        return try c.render("gap.periods.one", ["period": period, "at": try c.at(gap.from)]).argument
      }
      return try c.render(
        "gap.periods.many", ["period": period, "from": try c.periodStart(gap.from), "to": try c.periodStart(gap.to)]
      ).argument
    }
    let periodGaps = statistics.gaps.periodGapCount
    if periodGaps <= 3 {
      var items: [PhraseArgument] = []
      for gap in gaps { items.append(try phrase(gap)) }
      return try c.render("summary.gaps", ["list": try c.list(items)])
    }
    guard let first = gaps.first else { return nil }
    let periods = try c.render(noun, ["n": try c.numbers.count(statistics.gaps.missingPeriods)]).argument
    return try c.render(
      "summary.gapsMany",
      ["count": try c.numbers.count(periodGaps), "periods": periods, "first": try phrase(first)])
  }
}

extension String {
  /// Whether the text ends with its own sentence mark ("?", "!", "…", and their Arabic, Hindi and
  /// Spanish forms), after which a full stop would be doubled.
  var endsSentence: Bool {
    guard let last = unicodeScalars.last else { return false }
    return "?!…؟।¿¡".unicodeScalars.contains(last)
  }

  /// The text without trailing spaces.
  var trimmingTrailingSpaces: String {
    var text = Substring(self)
    while let last = text.last, last.isWhitespace { text = text.dropLast() }
    return String(text)
  }

  /// A sentence reduced to compare statements: case, spaces and final punctuation ignored.
  var sentenceKey: String {
    trimmingTrailingPunctuation.lowercased().filter { !$0.isWhitespace && !"?!…؟।".contains($0) }
  }

  /// The text without trailing periods and spaces, so "Sales." does not end a sentence twice.
  var trimmingTrailingPunctuation: String {
    var text = Substring(self)
    while let last = text.last, last == "." || last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
