import ChartModel

/// What a description says first, by chart kind (`content.md` §3): the trend plan for lines,
/// areas, sparklines and bars over time; the ranking plan for categories (bars, pies, radar axes);
/// the relationship plan for scatter plots; and per-series sentences when there are several.
struct ContentPlan {
  enum Shape {
    case trend
    case ranking
    case relationship
  }

  let chart: ChartDescriptor
  let analysis: ChartAnalysis
  let shape: Shape

  init(chart: ChartDescriptor, analysis: ChartAnalysis) {
    self.chart = chart
    self.analysis = analysis
    if chart.kind == .scatter {
      shape = .relationship
    } else if chart.xAxis.type == .categorical {
      shape = .ranking
    } else {
      shape = .trend
    }
  }

  /// The series that have data, with their statistics.
  var described: [(series: DataSeries, statistics: SeriesStatistics)] {
    zip(chart.series, analysis.series).compactMap { series, statistics in statistics.map { (series, $0) } }
  }

  // MARK: - Alt text

  func alt(_ c: NarrationContext) throws(NarrationError) -> Phrase {
    guard let only = described.first else {
      return try c.render("summary.trend.fewPoints", ["count": try c.countNoun(0)])
    }
    var arguments: [String: PhraseArgument] = [
      "kind": try c.kindName(), "measure": try c.measure(), "span": try c.chartSpan(),
    ]
    if described.count > 1 {
      let (maxSeries, maxStatistics) = described.max { $0.statistics.max.y < $1.statistics.max.y }!
      let (minSeries, minStatistics) = described.min { $0.statistics.min.y < $1.statistics.min.y }!
      arguments["max"] = try c.value(maxStatistics.max.y, .significant(2))
      arguments["min"] = try c.value(minStatistics.min.y, .significant(2))
      arguments["where"] = try seriesAt(c, maxSeries.name, maxStatistics.max.x)
      arguments["lowWhere"] = try seriesAt(c, minSeries.name, minStatistics.min.x)
      return try c.render("alt.series", arguments)
    }
    let statistics = only.statistics
    if statistics.count == 1 {
      arguments["value"] = try c.value(statistics.first.y)
      arguments["at"] = try c.at(statistics.first.x)
      return try c.render("alt.single", arguments)
    }
    switch shape {
    case .ranking:
      (arguments["top"], arguments["topCount"]) = try placesAndCount(c, of: statistics.max.y, in: only.series, phrase: c.x)
      (arguments["bottom"], arguments["bottomCount"]) = try placesAndCount(
        c, of: statistics.min.y, in: only.series, phrase: c.x)
      arguments["max"] = try c.value(statistics.max.y, .significant(2))
      arguments["min"] = try c.value(statistics.min.y, .significant(2))
      if statistics.isConstant {
        arguments["value"] = try c.value(statistics.max.y, .significant(2))
        return try c.render("alt.constant", arguments)
      }
      return try c.render(chart.kind == .pie ? "alt.ranking.pie" : "alt.ranking", arguments)
    case .relationship:
      arguments["x"] = c.xTitle
      arguments["count"] = try c.countNoun(statistics.count)
      arguments["min"] = try c.value(statistics.min.y, .significant(2))
      arguments["max"] = try c.value(statistics.max.y, .significant(2))
      return try c.render("alt.scatter", arguments)
    case .trend:
      let wording = TrendWording(statistics, policy: c.policy)
      arguments["first"] = try c.value(statistics.first.y, .significant(2))
      arguments["last"] = try c.value(statistics.last.y, .significant(2))
      arguments["min"] = try c.value(statistics.min.y, .significant(2))
      arguments["max"] = try c.value(statistics.max.y, .significant(2))
      arguments["value"] = try c.value(statistics.max.y, .significant(2))
      let id =
        switch wording {
        case .rising: "alt.rising"
        case .falling: "alt.falling"
        case .tendRise: "alt.tendRise"
        case .tendFall: "alt.tendFall"
        case .none: "alt.noTrend"
        case .constant: "alt.constant"
        case .tooFew: "alt.wentFromTo"
        }
      return try c.render(id, arguments)
    }
  }

  /// Every x where the series takes `value`, as a list: ties for a maximum are all named (up to
  /// three, then counted), because naming one of several equal bars would mislead.
  private func places(
    _ c: NarrationContext, of value: Double, in series: DataSeries,
    phrase: (Double) throws(NarrationError) -> PhraseArgument
  ) throws(NarrationError) -> PhraseArgument {
    try placesAndCount(c, of: value, in: series, phrase: phrase).list
  }

  /// ``places(_:of:in:phrase:)`` with how many places hold the value (for verb agreement).
  private func placesAndCount(
    _ c: NarrationContext, of value: Double, in series: DataSeries,
    phrase: (Double) throws(NarrationError) -> PhraseArgument
  ) throws(NarrationError) -> (list: PhraseArgument, count: PhraseArgument) {
    var names: [PhraseArgument] = []
    var total = 0
    for (x, y) in zip(series.x, series.y) where y == value {
      total += 1
      if names.count < 3 { names.append(try phrase(x)) }
    }
    return (try c.list(names, total: total), try c.numbers.count(total))
  }

  private func seriesAt(_ c: NarrationContext, _ name: String, _ x: Double) throws(NarrationError) -> PhraseArgument {
    try c.render("at.series", ["series": PhraseArgument(verbatim: name), "at": try c.at(x)]).argument
  }

  // MARK: - Summary

  func summary(_ c: NarrationContext) throws(NarrationError) -> (sentences: [Phrase], orientationCount: Int) {
    var sentences: [Phrase] = []
    let title = chart.title.trimmingTrailingPunctuation
    if !title.isEmpty {
      sentences.append(try c.render("summary.title", ["title": PhraseArgument(verbatim: title)]))
    }
    if let authorSummary = chart.summary, !authorSummary.isEmpty {
      sentences.append(try c.render("summary.authorSummary", ["text": PhraseArgument(verbatim: authorSummary)]))
    }
    // Computed facts, most important first; at most six of them.
    var facts: [Phrase] = []
    let orientationCount = sentences.count + 1
    facts.append(try orientation(c))
    if described.count == 1, let only = described.first {
      facts += try singleSeries(c, only.statistics)
    } else {
      facts += try severalSeries(c)
    }
    let missing = try missingData(c)
    let budget = 6 - (missing == nil ? 0 : 1)
    sentences += facts.prefix(budget)
    if let missing { sentences.append(missing) }
    if let context = chart.context, !context.isEmpty {
      sentences.append(try c.render("summary.context", ["text": PhraseArgument(verbatim: context)]))
    }
    return (sentences, orientationCount)
  }

  private func orientation(_ c: NarrationContext) throws(NarrationError) -> Phrase {
    var measure = try c.measureWithUnit()
    if described.count > 1 {
      let names = chart.series.map { PhraseArgument(verbatim: $0.name) }
      measure = try c.render(
        "measure.series",
        ["measure": measure, "count": try c.numbers.count(chart.series.count), "list": try c.list(names)]
      ).argument
    }
    let count =
      chart.xAxis.type == .categorical ? chart.xAxis.categories.count : chart.series.map(\.count).max() ?? 0
    if shape == .ranking, !chart.xAxis.title.isEmpty {
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

  private func singleSeries(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> [Phrase] {
    var facts: [Phrase] = []
    let measure = try c.measure()
    if s.count == 1 {
      return [try c.render("summary.single", ["value": try c.value(s.first.y), "at": try c.at(s.first.x)])]
    }
    switch shape {
    case .trend:
      facts.append(try trendSentence(c, s, measure: measure))
      if !s.isConstant, s.count >= 2 {
        facts.append(try extremes(c, s))
      }
      facts += try referenceLines(c)
      if !s.isConstant, s.count >= 2 {
        facts.append(try startEnd(c, s))
      }
    case .ranking:
      if s.isConstant {
        facts.append(try c.render("summary.trend.constant", ["measure": measure, "value": try c.value(s.max.y)]))
      } else {
        let series = described[0].series
        let top = try placesAndCount(c, of: s.max.y, in: series, phrase: c.x)
        let bottom = try placesAndCount(c, of: s.min.y, in: series, phrase: c.x)
        facts.append(
          try c.render(
            chart.kind == .pie ? "summary.ranking.pie" : "summary.ranking",
            [
              "top": top.list, "topCount": top.count, "max": try c.value(s.max.y),
              "bottom": bottom.list, "bottomCount": bottom.count,
              "min": try c.value(s.min.y), "median": try c.value(s.median),
            ]))
      }
      facts += try referenceLines(c)
    case .relationship:
      facts += try relationship(c, measure: measure)
      facts += try referenceLines(c)
    }
    return facts
  }

  private func trendSentence(
    _ c: NarrationContext, _ s: SeriesStatistics, measure: PhraseArgument
  ) throws(NarrationError) -> Phrase {
    let wording = TrendWording(s, policy: c.policy)
    switch wording {
    case .rising, .falling:
      let slope = abs(s.trend?.theilSen.slope ?? 0)
      return try c.render(
        "summary.trend.\(wording.key)", ["measure": measure, "slope": try slopePhrase(c, slope)])
    case .tendRise, .tendFall:
      return try c.render("summary.trend.\(wording.key)", ["measure": measure])
    case .none(let isLevel):
      return try c.render(isLevel ? "summary.trend.noneLevel" : "summary.trend.noneFluctuating", ["measure": measure])
    case .constant:
      return try c.render("summary.trend.constant", ["measure": measure, "value": try c.value(s.max.y)])
    case .tooFew:
      return try c.render(
        "summary.trend.fewPoints", ["count": try c.render("count.values", ["n": try c.numbers.count(s.count)]).argument])
    }
  }

  /// The Theil–Sen slope in the x axis's natural unit: "about 1,100 a month".
  private func slopePhrase(_ c: NarrationContext, _ slopePerPosition: Double) throws(NarrationError) -> PhraseArgument {
    switch chart.xAxis.type {
    case .temporal:
      let unit = chart.xAxis.timeUnit ?? .day
      let perUnit = slopePerPosition * unit.approximateSeconds
      return try c.render("per.\(unit.rawValue)", ["n": try estimate(c, perUnit)]).argument
    case .categorical:
      return try c.render("per.step", ["n": try estimate(c, slopePerPosition)]).argument
    case .numeric:
      if chart.xAxis.title.isEmpty {
        return try c.render("per.step", ["n": try estimate(c, slopePerPosition)]).argument
      }
      return try c.render("per.unit", ["n": try estimate(c, slopePerPosition), "x": c.xTitle]).argument
    }
  }

  /// An estimate (a slope, an average): two significant digits, and no hedge of its own, because
  /// the sentence already says "about".
  private func estimate(_ c: NarrationContext, _ value: Double) throws(NarrationError) -> PhraseArgument {
    try c.numbers.number(value, precision: .significant(2), unit: chart.yAxis.unit, hedge: false)
  }

  private func extremes(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase {
    try c.render(
      "summary.extremes",
      [
        "min": try c.value(s.min.y), "minAt": try c.at(s.min.x),
        "max": try c.value(s.max.y), "maxAt": try c.at(s.max.x),
      ])
  }

  private func startEnd(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase {
    var arguments: [String: PhraseArgument] = [
      "first": try c.value(s.first.y), "firstAt": try c.at(s.first.x),
      "last": try c.value(s.last.y), "lastAt": try c.at(s.last.x),
    ]
    guard s.change != 0 else {
      return try c.render("summary.startEnd.same", arguments)
    }
    // A percentage needs a positive base and no change of sign ("down 275%" would confuse).
    if let percent = s.percentChange, s.first.y > 0, s.last.y >= 0 {
      arguments["change"] = try c.numbers.percent(abs(percent))
    } else {
      arguments["change"] = try c.value(abs(s.change), .significant(2))
    }
    return try c.render(s.change > 0 ? "summary.startEnd.up" : "summary.startEnd.down", arguments)
  }

  private func relationship(_ c: NarrationContext, measure: PhraseArgument) throws(NarrationError) -> [Phrase] {
    guard let only = described.first else { return [] }
    var facts: [Phrase] = []
    let xs = only.series.x
    if let low = xs.min(), let high = xs.max() {
      let xRange = try c.render("range.fromTo", ["from": try c.x(low), "to": try c.x(high)])
      let yRange = try c.render(
        "range.fromTo", ["from": try c.value(only.statistics.min.y), "to": try c.value(only.statistics.max.y)])
      facts.append(
        try c.render(
          "summary.scatterRanges",
          ["x": c.xTitle, "measure": measure, "xRange": xRange.argument, "yRange": yRange.argument]))
    }
    // The points are in x order, so Mann–Kendall on y is Kendall's τ test of a monotonic
    // relationship between x and y.
    do {
      let wording = TrendWording(only.statistics, policy: c.policy)
      let id: String
      switch wording {
      case .rising: id = "summary.scatterTrend.rising"
      case .falling: id = "summary.scatterTrend.falling"
      default: id = "summary.scatterTrend.none"
      }
      facts.append(try c.render(id, ["x": c.xTitle, "measure": measure]))
    }
    return facts
  }

  private func severalSeries(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    var facts: [Phrase] = []
    // One clause per series, ordered by final value, at most three named.
    let ordered = described.sorted { $0.statistics.last.y > $1.statistics.last.y }
    for (series, s) in ordered.prefix(3) {
      let wording = TrendWording(s, policy: c.policy)
      let name = PhraseArgument(verbatim: series.name)
      let arguments: [String: PhraseArgument] = [
        "name": name, "first": try c.value(s.first.y, .significant(2)),
        "last": try c.value(s.last.y, .significant(2)), "min": try c.value(s.min.y, .significant(2)),
        "max": try c.value(s.max.y, .significant(2)), "value": try c.value(s.max.y, .significant(2)),
      ]
      if shape == .ranking, !s.isConstant {
        facts.append(
          try c.render(
            "summary.seriesRanking",
            [
              "name": name, "topAt": try c.at(x: try places(c, of: s.max.y, in: series, phrase: c.x)),
              "max": try c.value(s.max.y),
              "bottomAt": try c.at(x: try places(c, of: s.min.y, in: series, phrase: c.x)), "min": try c.value(s.min.y),
            ]))
      } else {
        facts.append(try c.render("summary.seriesTrend.\(wording.key)", arguments))
      }
    }
    if let (maxSeries, maxS) = described.max(by: { $0.statistics.max.y < $1.statistics.max.y }),
      let (minSeries, minS) = described.min(by: { $0.statistics.min.y < $1.statistics.min.y })
    {
      facts.append(
        try c.render(
          "summary.seriesExtremes",
          [
            "max": try c.value(maxS.max.y), "maxAt": try seriesAt(c, maxSeries.name, maxS.max.x),
            "min": try c.value(minS.min.y), "minAt": try seriesAt(c, minSeries.name, minS.min.x),
          ]))
    }
    facts += try referenceLines(c)
    return facts
  }

  private func referenceLines(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
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
    }
    return facts
  }

  private func missingData(_ c: NarrationContext) throws(NarrationError) -> Phrase? {
    var positions: [(series: String, x: Double)] = []
    var total = 0
    for (series, statistics) in described where statistics.missing > 0 {
      total += statistics.missing
      for (x, y) in zip(series.x, series.y) where y.isNaN && positions.count < 4 {
        positions.append((series.name, x))
      }
    }
    guard total > 0, let first = positions.first else { return nil }
    let several = described.count > 1
    func name(_ item: (series: String, x: Double)) throws(NarrationError) -> PhraseArgument {
      guard several else { return try c.x(item.x) }
      return try c.render(
        "missing.seriesAt", ["series": PhraseArgument(verbatim: item.series), "at": try c.at(item.x)]
      ).argument
    }
    if total <= 3 {
      var names: [PhraseArgument] = []
      for item in positions { names.append(try name(item)) }
      return try c.render("summary.missing", ["list": try c.list(names)])
    }
    return try c.render("summary.missingMany", ["count": try c.numbers.count(total), "first": try name(first)])
  }
}

extension String {
  /// The text without trailing periods and spaces, so "Sales." does not end a sentence twice.
  var trimmingTrailingPunctuation: String {
    var text = Substring(self)
    while let last = text.last, last == "." || last.isWhitespace { text = text.dropLast() }
    return String(text)
  }
}
