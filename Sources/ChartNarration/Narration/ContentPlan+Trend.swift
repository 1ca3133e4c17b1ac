import ChartModel

// MARK: - One series over an ordered x, and several side by side

extension ContentPlan {
  func singleSeries(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> [Phrase] {
    var facts: [Phrase] = []
    let measure = try c.measure()
    if s.count == 1 {
      return [try c.render("summary.single", ["value": try c.value(s.first.y), "at": try c.at(s.first.x)])]
    }
    switch shape {
    case .trend where try cycleRanked(c, s):
      facts += try ranking(c, s)
      facts += try referenceLines(c)
    case .trend:
      // A tested peak or valley says the shape; "no clear trend" before it would undersell it.
      // A tested peak or valley says the shape, and a series that could be a random walk is told
      // by where it went: "no clear trend" before either would undersell what a reader sees.
      // So does a jump and its tested fall back: the trend of the whole would blur it.
      // A first or last value far outside the rest makes the trend of the whole mostly that one
      // step: the sentence of the end value says how the rest moved instead.
      // Round a cycle (Monday to Sunday) the first and last are neighbours: no trend from one
      // to the other.
      var saysTrend = s.jump == nil && toldEndSpike(s) == nil && !cycleHasNoEnds
      switch TrendWording(s, policy: c.policy) {
      case .none: saysTrend = saysTrend && s.shape?.segments.count != 2
      case .unclear: saysTrend = false
      default: break
      }
      // A cumulative series that never falls rises by construction: its rise, its rate and its
      // smoothness say nothing of the data.
      let climbs = risesByConstruction
      if saysTrend, !climbs { facts.append(try trendSentence(c, s, measure: measure)) }
      if let rolling = s.rolling {
        facts.append(
          try c.render(
            "summary.rolling",
            try fourValues(c, first: rolling.first.y, last: rolling.last.y, min: rolling.min.y, max: rolling.max.y)
              .merging(["window": try c.numbers.count(rolling.window)]) { $1 }))
      }
      var saysEnds = false
      if !s.isConstant, s.jump == nil, toldEndSpike(s) == nil, let segments = s.shape?.segments, segments.count > 1 {
        if let clauses = try shapeClauses(c, s, maximumSegments: c.policy.maximumSegments, precision: .significant(2)) {
          facts.append(try c.render("summary.shape", ["shape": clauses]))
          saysEnds = true
        } else {
          facts.append(try c.render("summary.shape.several", [:]))
        }
      }
      if !s.isConstant, s.count >= 2 {
        facts.append(try extremes(c, s))
      }
      facts += try patternSentences(c, s)
      if let episode = try episodeSentence(c, s) { facts.append(episode) }
      if let outliers = try outlierSentence(c, s) { facts.append(outliers) }
      facts += try referenceLines(c)
      if chart.kind == .sparkline, let recency = try sparklineRecency(c, s) { facts.append(recency) }
      if !s.isConstant, s.count >= 2, !saysEnds, !cycleHasNoEnds, let ends = try startEnd(c, s) {
        facts.append(ends)
      }
      // Least important: said only when the budget leaves room.
      if !climbs, let volatility = s.volatility, volatility.level == .smooth || volatility.level == .volatile,
        s.count >= c.policy.minimumPointsForAssertion
      {
        facts.append(try c.render("summary.volatility.\(volatility.level.rawValue)", [:]))
      }
    case .ranking:
      if s.isConstant {
        facts.append(try c.render("summary.trend.constant", ["measure": measure, "value": try c.value(s.max.y)]))
      } else {
        facts += try ranking(c, s)
      }
      facts += try referenceLines(c)
    case .relationship:
      facts += try relationship(c, measure: measure)
      facts += try referenceLines(c)
    }
    return facts
  }

  /// Whether the chart's one series lies over categories that go round a whole cycle (Monday to
  /// Sunday, January to December, ``Axis/goesRoundACycle``): its first and last positions are
  /// neighbours, so no start, end or trend from one to the other is said.
  var cycleHasNoEnds: Bool {
    chart.xAxis.type == .categorical && chart.xAxis.goesRoundACycle && described.count == 1
  }

  /// Whether a series round a whole cycle is ranked: when no tested turn (a peak in July, a low
  /// on Sunday) gives its shape, its highest and lowest categories are what it tells; so too when
  /// the shape's ends and turn leave out its highest or lowest value (rain that falls to a low in
  /// July and "climbs to 5.4 by December" past November's 6.6, the wettest month: round a cycle
  /// the highest and lowest are the facts a reader looks for, and the shape would hide one).
  ///
  /// - Complexity: O(*n*) in its points.
  func cycleRanked(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Bool {
    guard cycleHasNoEnds, !s.isConstant else { return false }
    if s.jump != nil || toldEndSpike(s) != nil { return true }
    if let segments = s.shape?.segments, let first = segments.first {
      let said = Set([first.from.y] + segments.map(\.to.y))
      if !said.contains(s.max.y) || !said.contains(s.min.y) { return true }
    }
    return try shapeClauses(c, s, maximumSegments: c.policy.maximumSegments, precision: .significant(2)) == nil
  }

  /// Whether the chart's one series is cumulative (``ChartDescriptor/isCumulative``) and never
  /// falls along x.
  ///
  /// - Complexity: O(*n*) in its points.
  var risesByConstruction: Bool {
    guard chart.isCumulative, described.count == 1, let series = described.first?.series else { return false }
    let values = series.y.filter(\.isFinite)
    return zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
  }

  func trendSentence(
    _ c: NarrationContext, _ s: SeriesStatistics, measure: PhraseArgument
  ) throws(NarrationError) -> Phrase {
    let wording = TrendWording(s, policy: c.policy)
    switch wording {
    case .rising, .falling:
      // A slope per step of x is of the values as numbers; a logarithmic axis draws ratios.
      if chart.hasLogarithmicAxis { return try c.render("summary.trend.\(wording.key).plain", ["measure": measure]) }
      let slope = abs(s.trend?.theilSen.slope ?? 0)
      return try c.render(
        "summary.trend.\(wording.key)", ["measure": measure, "slope": try slopePhrase(c, slope)])
    case .tendRise, .tendFall:
      return try c.render("summary.trend.\(wording.key)", ["measure": measure])
    case .none(let isLevel):
      return try c.render(isLevel ? "summary.trend.noneLevel" : "summary.trend.noneFluctuating", ["measure": measure])
    case .unclear:
      return try c.render("summary.trend.noneFluctuating", ["measure": measure])
    case .constant:
      return try c.render("summary.trend.constant", ["measure": measure, "value": try c.value(s.max.y)])
    case .tooFew:
      return try c.render(
        "summary.trend.fewPoints", ["count": try c.render("count.values", ["n": try c.numbers.count(s.count)]).argument]
      )
    }
  }

  /// "climbed from 12,000 in January to a peak of 34,000 in December, then dropped to 21,000 by
  /// March": the shape's segments as clauses, or `nil` when there are more than
  /// `maximumSegments` or only one (the trend sentence says that).
  func shapeClauses(
    _ c: NarrationContext, _ s: SeriesStatistics, maximumSegments: Int, precision: NumberPrecision
  ) throws(NarrationError) -> PhraseArgument? {
    guard !s.isConstant, let shape = s.shape, shape.segments.count > 1, shape.segments.count <= maximumSegments
    else { return nil }
    let peaks = Set(shape.peaks)
    let troughs = Set(shape.troughs)
    var clauses: [PhraseArgument] = []
    for (index, segment) in shape.segments.enumerated() {
      var id = index == 0 ? "shape.first." : "shape.next."
      id += segment.direction.rawValue
      if segment.direction == .rising, peaks.contains(segment.to) { id += ".peak" }
      if segment.direction == .falling, troughs.contains(segment.to) { id += ".trough" }
      let toX = try c.x(segment.to.x)
      // "held near" is the hedge of a level stretch: "held near about 41,000" would say it twice.
      let from =
        segment.direction == .flat
        ? try c.numbers.number(segment.from.y, precision: precision, unit: chart.yAxis.unit, hedge: false)
        : try c.value(segment.from.y, precision)
      clauses.append(
        try c.render(
          id,
          [
            "from": from, "fromAt": try c.at(segment.from.x),
            "fromX": try c.x(segment.from.x), "to": try c.value(segment.to.y, precision),
            "toAt": try c.at(segment.to.x), "toBy": try c.render("by.x", ["x": toX]).argument,
            "toUntil": try c.render("until.x", ["x": toX]).argument,
          ]
        ).argument)
    }
    var result = clauses[clauses.count - 1]
    for clause in clauses.dropLast().reversed() {
      result = try c.render("shape.join", ["first": clause, "rest": result]).argument
    }
    return result
  }

  /// The short alt text of a single peak or valley ("…: rose to a peak of 14.7% in April 2020,
  /// then fell back."): said when the shape is one rise and one fall (or the reverse) whose
  /// turning point is the series' maximum (minimum), and the full shape does not fit the alt's
  /// budget; `nil` otherwise. The shape's segments passed the turning-point test
  /// (``Statistics/turningPoint(x:y:policy:)``, `ShapeCalibrationTests`).
  ///
  /// - Complexity: O(1).
  func turnAlt(
    _ c: NarrationContext, _ s: SeriesStatistics, _ base: [String: PhraseArgument]
  ) throws(NarrationError) -> Phrase? {
    guard !s.isConstant, let segments = s.shape?.segments, segments.count == 2 else { return nil }
    let turn = segments[0].to
    let id: String
    switch (segments[0].direction, segments[1].direction) {
    case (.rising, .falling) where turn.y == s.max.y: id = "alt.peak"
    case (.falling, .rising) where turn.y == s.min.y: id = "alt.valley"
    default: return nil
    }
    var arguments = base
    arguments["value"] = try c.value(turn.y, .significant(2))
    arguments["at"] = try c.at(turn.x)
    return try c.render(id, arguments)
  }

  func extremes(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase {
    let said = try c.values([s.min.y, s.max.y])
    return try c.render(
      "summary.extremes",
      [
        "min": said[0], "minAt": try tiedAt(c, of: s.min.y, in: series(of: s)), "max": said[1],
        "maxAt": try tiedAt(c, of: s.max.y, in: series(of: s)),
      ])
  }

  /// "It started at 39 km in the week of April 1 and ended at 27 km in the week of April 29…":
  /// the net change from the first to the last value. When the first or last bucket holds only
  /// part of its period (a month cut short), a change to it compares unlike periods: the change
  /// is said between the first and last full buckets ("Over the full months, it went from about
  /// €467 in February to about €617 in May, up about 32%."), or not at all with fewer than two.
  func startEnd(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase? {
    guard let unit = chart.bucketUnit, unit != .day,
      chart.partialBuckets.contains(s.first.x) || chart.partialBuckets.contains(s.last.x)
    else {
      // A candlestick chart's points are its closes: "The first candle closed at 30.04 on June 1".
      return try startEnd(c, s, prefix: chart.candles.isEmpty ? "summary.startEnd" : "summary.startEnd.closes")
    }
    guard let full = fullBucketEnds(s) else { return nil }
    return try startEnd(c, full, prefix: "summary.startEnd.full", unit: unit, values: series(of: s)?.y ?? [])
  }

  /// `s` with its first and last points moved to the first and last finite points in buckets
  /// the data covers in full, and its change and percent change between them (the same rule as
  /// ``SeriesStatistics``); `nil` when fewer than two such points remain.
  ///
  /// - Complexity: O(*n*) in the points of the series.
  func fullBucketEnds(_ s: SeriesStatistics) -> SeriesStatistics? {
    guard let series = series(of: s) else { return nil }
    let full = zip(series.x, series.y).filter { $0.1.isFinite && !chart.partialBuckets.contains($0.0) }
    guard let first = full.first, let last = full.last, full.count >= 2 else { return nil }
    var result = s
    result.first = DataPoint(x: first.0, y: first.1)
    result.last = DataPoint(x: last.0, y: last.1)
    result.change = last.1 - first.1
    let range = s.max.y - s.min.y
    result.percentChange = first.1 > 0 && first.1 > 0.05 * range ? 100 * result.change / first.1 : nil
    return result
  }

  private func startEnd(
    _ c: NarrationContext, _ s: SeriesStatistics, prefix: String, unit: BucketUnit? = nil, values: [Double] = []
  ) throws(NarrationError) -> Phrase {
    let said = try c.values([s.first.y, s.last.y])
    var arguments: [String: PhraseArgument] = [
      "first": said[0], "firstAt": try c.at(s.first.x), "last": said[1], "lastAt": try c.at(s.last.x),
    ]
    if let unit {
      arguments["unit"] = PhraseArgument(key: unit.rawValue)
      // The full buckets' ends leave out the partial ones, so an end that is the series' one
      // highest (lowest) value says so where it is named ("to about €617 in May, the highest
      // month"): the extremes sentence, which would name it again, goes (``withoutRestatements``).
      func note(_ point: DataPoint, end: String) throws(NarrationError) -> PhraseArgument {
        let rank = point.y == s.max.y ? "highest" : point.y == s.min.y ? "lowest" : nil
        guard let rank, values.filter({ $0 == point.y }).count == 1 else { return PhraseArgument(verbatim: "") }
        return try c.render(
          "startEnd.note.\(rank)", ["unit": PhraseArgument(key: unit.rawValue), "endKey": PhraseArgument(key: end)]
        ).argument
      }
      arguments["firstNote"] = try note(s.first, end: "first")
      arguments["lastNote"] = try note(s.last, end: "last")
    }
    guard s.change != 0 else {
      return try c.render("\(prefix).same", arguments)
    }
    arguments["change"] = try changePhrase(c, s)
    return try c.render(s.change > 0 ? "\(prefix).up" : "\(prefix).down", arguments)
  }

  /// The net change: a percentage on a positive base with no change of sign ("down 275%" would
  /// confuse) of a quantity not itself in percent nor on a scale without a true zero (degrees),
  /// hedged when rounded ("up about 19%" for 19.17%), else the absolute change.
  func changePhrase(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> PhraseArgument {
    if let percent = s.percentChange, s.first.y > 0, s.last.y >= 0, !c.yIsPercent, !c.yHasNoTrueZero {
      return try c.numbers.percent(abs(percent), hedge: true)
    }
    // A change of a percentage is in percentage points: 4.25% to 4.95% is up 0.7 points, not 16%.
    return try c.numbers.number(abs(s.change), precision: .significant(2), unit: c.changeUnit)
  }

  /// Spikes and dips (``Statistics/spikes(x:y:policy:)``): at most three named (four when four is
  /// all), largest first, so the biggest event in the series is the one named first.
  func outlierSentence(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase? {
    let found = s.outliers.outliers
    guard !found.isEmpty else { return nil }
    var items: [PhraseArgument] = []
    for outlier in found.prefix(NarrationContext.namedCount(found.count)) {
      items.append(
        try c.render(
          outlier.z > 0 ? "outlier.spike" : "outlier.dip",
          ["value": try c.value(outlier.point.y), "at": try c.at(outlier.point.x)]
        ).argument)
    }
    if s.outliers.count == 1 {
      return try c.render("summary.outliers.one", ["outlier": items[0]])
    }
    return try c.render(
      "summary.outliers.many",
      ["count": try c.numbers.count(s.outliers.count), "list": try c.list(items, total: s.outliers.count)])
  }

  // MARK: Sparkline

  /// A sparkline's alt text: its net change and where it ended ("up 8%, ending near its high of
  /// 52"); `shortened`, an end in the middle of the range is said without the range.
  func sparklineAlt(
    _ c: NarrationContext, _ s: SeriesStatistics, _ base: [String: PhraseArgument], shortened: Bool = false
  ) throws(NarrationError) -> Phrase? {
    guard let window = analysis.sparkline, !s.isConstant else { return nil }
    var arguments = base
    let end: Phrase
    if window.endPosition >= 0.9 {
      end = try c.render("sparkline.end.high", ["value": try c.value(s.max.y, .significant(2))])
    } else if window.endPosition <= 0.1 {
      end = try c.render("sparkline.end.low", ["value": try c.value(s.min.y, .significant(2))])
    } else if shortened {
      end = try c.render("sparkline.end.value", ["value": try c.value(s.last.y, .significant(2))])
    } else {
      let said = try c.values([s.last.y, s.min.y, s.max.y], .significant(2))
      end = try c.render("sparkline.end.middle", ["value": said[0], "min": said[1], "max": said[2]])
    }
    arguments["end"] = end.argument
    // A first or last bucket the data covers only in part (a month cut short) is no end point
    // of a net change: the alt then says only where the line ends.
    let partial =
      chart.bucketUnit.map { $0 != .day } == true
      && (chart.partialBuckets.contains(s.first.x) || chart.partialBuckets.contains(s.last.x))
    let direction = s.change > 0 ? "up" : s.change < 0 ? "down" : "same"
    if partial {
      if window.isStale, let age = try agePhrase(c, window) {
        arguments["age"] = age
        return try c.render("alt.sparkline.partialStale", arguments)
      }
      return try c.render("alt.sparkline.partial", arguments)
    }
    if window.isStale, let age = try agePhrase(c, window) {
      arguments["age"] = age
      arguments["change"] = try c.render("sparkline.change.\(direction)", ["change": try changePhrase(c, s)]).argument
      return try c.render("alt.sparkline.stale", arguments)
    }
    arguments["change"] = try changePhrase(c, s)
    return try c.render("alt.sparkline.\(direction)", arguments)
  }

  /// "10 weeks": the age of the last point in the data's natural unit, rounded.
  func agePhrase(_ c: NarrationContext, _ window: SparklineWindow) throws(NarrationError) -> PhraseArgument? {
    guard let age = window.lastPointAge else { return nil }
    let unit = c.slopeUnit
    guard c.book.has("count.\(unit.name)") else { return nil }
    let count = Int((age / unit.scale).rounded())
    return try c.render("count.\(unit.name)", ["n": try c.numbers.count(count)]).argument
  }

  func sparklineRecency(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase? {
    guard let window = analysis.sparkline, window.lastPointAge != nil else { return nil }
    if window.isStale, let age = try agePhrase(c, window) {
      return try c.render("summary.sparkline.stale", ["lastAt": try c.x(s.last.x), "age": age])
    }
    return try c.render("summary.sparkline.recent", ["lastAt": try c.x(s.last.x)])
  }

  // MARK: Several series

  func severalAlt(
    _ c: NarrationContext, _ base: [String: PhraseArgument], shortened: Bool = false
  ) throws(NarrationError) -> Phrase? {
    guard let comparison = analysis.comparison, let leader = comparison.leader else { return nil }
    var arguments = base
    arguments["count"] = try c.render("count.series", ["n": try c.numbers.count(chart.series.count)]).argument
    arguments["leader"] = PhraseArgument(verbatim: chart.series[leader].name)
    arguments["lead"] = try c.numbers.count(comparison.leaderCount)
    arguments["total"] = try c.countNoun(comparison.comparedCount)
    // Series with as many leads as the leader are tied with it: all are named, none first.
    // A lead that changed hands for good is the headline (it says who leads now), also when the
    // two shared the lead; shortened, when it does not fit the alt's budget, the takeover alone
    // ("B overtook A in May"), else the lead and the crossing. The summary says it in any case.
    if let change = comparison.leaderChange {
      var told = arguments
      told["ahead"] = PhraseArgument(verbatim: chart.series[change.ahead].name)
      told["behind"] = PhraseArgument(verbatim: chart.series[change.behind].name)
      told["at"] = try crossingAt(c, change.crossing)
      let headline = try c.render("alt.series.leaderChange", told)
      if !shortened || headline.display.count <= c.policy.maximumAltCharacters { return headline }
      let overtook = try c.render("alt.series.overtook", told)
      if overtook.display.count <= c.policy.maximumAltCharacters { return overtook }
    }
    // A lead over one shared value is no lead to tell ("highest in all 1 value").
    guard comparison.comparedCount >= 2 else { return nil }
    // Leads counted only where every series has data need that said: the summary says it;
    // a series above every other wherever two have data was highest throughout all the same.
    // (Measured only then: with every series at every position the counts say it.)
    let throughout = comparison.leadsWhereAllHaveData && leadsThroughout(leader)
    guard !comparison.leadsWhereAllHaveData || throughout else { return nil }
    let tied = comparison.tiedLeaders
    if tied.count > 1 {
      // Two series that shared the lead because one overtook the other for good: the takeover
      // is what happened ("Phone overtook Desktop between June and July").
      if let takeover = takeover(between: tied, in: comparison) {
        var told = arguments
        told["ahead"] = PhraseArgument(verbatim: chart.series[takeover.ahead].name)
        told["behind"] = PhraseArgument(verbatim: chart.series[takeover.behind].name)
        told["at"] = try crossingAt(c, takeover)
        return try c.render("alt.series.overtook", told)
      }
      return try tiedLeadersAlt(c, "alt.series.leaderTied", arguments, tied)
    }
    let id =
      comparison.leaderCount == comparison.comparedCount || throughout ? "alt.series.leaderAll" : "alt.series.leader"
    // The headline crossing is the one that put the series ending highest ahead, when it is the
    // only crossing: one of several named alone would read as the only one (the summary counts
    // them).
    if comparison.crossingCount == 1,
      let crossing = comparison.crossings.last(where: { $0.ahead == comparison.order.first })
    {
      arguments["ahead"] = PhraseArgument(verbatim: chart.series[crossing.ahead].name)
      arguments["behind"] = PhraseArgument(verbatim: chart.series[crossing.behind].name)
      arguments["at"] = try crossingAt(c, crossing)
      // Shortened, the takeover says who is ahead now; the lead count alone, which is what
      // dropping the last clause would leave, would name the series now behind.
      if shortened, crossing.ahead != leader { return try c.render("alt.series.overtook", arguments) }
      return try c.render(
        id == "alt.series.leader" ? "alt.series.leaderCrossing" : "alt.series.leaderAllCrossing", arguments)
    }
    return try c.render(id, arguments)
  }

  /// Whether series `leader` was strictly above every other series at every position where any
  /// series has data (it has data at each, and at two or more another series has too): "highest
  /// throughout" then holds also where some series lack data, as the claims checker reads it.
  ///
  /// - Complexity: O(*n*) for *n* points.
  func leadsThroughout(_ leader: Int) -> Bool {
    var columns: [Double: [(series: Int, y: Double)]] = [:]
    for (index, one) in chart.series.enumerated() {
      for (x, y) in zip(one.x, one.y) where y.isFinite { columns[x, default: []].append((index, y)) }
    }
    var compared = 0
    for values in columns.values {
      let mine = values.filter { $0.series == leader }.map(\.y)
      let others = values.filter { $0.series != leader }.map(\.y)
      guard let low = mine.min() else { return false }
      guard let high = others.max() else { continue }
      guard high < low else { return false }
      compared += 1
    }
    return compared >= 2
  }

  /// Whether the series that went ahead at `crossing` stayed ahead: no later crossing of the
  /// pair, and never behind at a shared position after it.
  ///
  /// - Complexity: O(*n* + *k*) for *n* points and *k* crossings.
  func staysAhead(after crossing: SeriesCrossing, in comparison: SeriesComparison) -> Bool {
    let pair = Set([crossing.ahead, crossing.behind])
    return !comparison.crossings.contains { $0.x > crossing.x && Set([$0.ahead, $0.behind]) == pair }
      && neverBehind(crossing.ahead, crossing.behind, after: crossing.x)
  }

  /// The crossing by which one of two tied leaders overtook the other for good: the pair's
  /// lasting leader change, or its only crossing when the series ahead stayed ahead (and the
  /// summary tells each crossing). `nil` for more than two tied leaders or a lead that went back
  /// and forth.
  ///
  /// - Complexity: O(*n* + *k*) for *n* points and *k* crossings.
  func takeover(between tied: [Int], in comparison: SeriesComparison) -> SeriesCrossing? {
    guard tied.count == 2 else { return nil }
    let pair = Set(tied)
    if let change = comparison.leaderChange, Set([change.ahead, change.behind]) == pair { return change.crossing }
    // Past three crossings the summary counts them instead of telling each.
    let crossings = comparison.crossings.filter { Set([$0.ahead, $0.behind]) == pair }
    guard comparison.crossingCount <= 3, crossings.count == 1, let only = crossings.first,
      staysAhead(after: only, in: comparison)
    else { return nil }
    return only
  }

  /// Whether series `a` is at or above series `b` at every position after `x` where both have
  /// a value.
  ///
  /// - Complexity: O(*n*) for *n* points.
  func neverBehind(_ a: Int, _ b: Int, after x: Double) -> Bool {
    var other: [Double: Double] = [:]
    for (position, y) in zip(chart.series[b].x, chart.series[b].y) where y.isFinite { other[position] = y }
    return zip(chart.series[a].x, chart.series[a].y).allSatisfy { position, y in
      guard position > x, y.isFinite, let z = other[position] else { return true }
      return y >= z
    }
  }

  /// The names of series tied for the most leads, as one list ("A and B").
  func leaderList(_ c: NarrationContext, _ tied: [Int], limit: Int? = nil) throws(NarrationError) -> PhraseArgument {
    try c.list(
      tied.map { PhraseArgument(verbatim: chart.series[$0].name) }, limit: limit ?? c.policy.maximumNamedSeries)
  }

  /// An alt text naming tied leaders (`{leaders}` in the phrase `id`): all of them up to the
  /// list's limit, or, when that is over the alt's budget, the first named and the others
  /// counted ("Adelie and 2 others are each highest…").
  ///
  /// - Complexity: O(*k*) in the tied series.
  func tiedLeadersAlt(
    _ c: NarrationContext, _ id: String, _ base: [String: PhraseArgument], _ tied: [Int]
  ) throws(NarrationError) -> Phrase {
    var arguments = base
    arguments["leaders"] = try leaderList(c, tied)
    let named = try c.render(id, arguments)
    guard named.display.count > c.policy.maximumAltCharacters else { return named }
    arguments["leaders"] = try leaderList(c, tied, limit: 1)
    return try c.render(id, arguments)
  }

  /// The facts of several series, each with its effect size for ``Salience`` (which orders
  /// them): a trend clause by its net change relative to the range of all series, the latest
  /// values by the largest such change (so that they follow the largest trend).
  ///
  /// - Complexity: O(*s* log *s* + *n*) in the series and their points.
  func severalSeries(_ c: NarrationContext) throws(NarrationError) -> [(phrase: Phrase, effect: Double?)] {
    // A scatter plot's groups are points, not series over x: their relationship, never a first
    // and a last value.
    if shape == .relationship {
      return try (groupRelationships(c) + [try seriesExtremes(c)].compactMap { $0 }).map { ($0, nil) }
    }
    var facts: [(phrase: Phrase, effect: Double?)] = []
    /// A series' effect: its net change relative to all series' range, when its trend is tested.
    func effect(_ s: SeriesStatistics) -> Double? {
      let rank = changeRank(c, s)
      return rank > 0 ? rank - 1 : nil
    }
    // One clause per series, ordered by final value: all of up to five; beyond, the top and the
    // bottom, and the rest grouped.
    let ordered = described.sorted { $0.statistics.last.y > $1.statistics.last.y }
    // A series whose peak or low dwarfs its two ends gets no first-to-last clause: "Flood rose
    // from 300 to 648" hides the 3.7 million between; the overall extremes name that peak.
    let told = ordered.filter { !hidesExcursion(c, $0.statistics) }
    // Up to five series: the three that changed most, by a trend the test supports, come first
    // (a reader takes in the big rises and falls before how the lines compare), and a series
    // without one last; more series: the top and the bottom.
    let named =
      ordered.count <= c.policy.maximumNamedSeries
      ? Array(
        told.enumerated().sorted { lhs, rhs in
          let (a, b) = (changeRank(c, lhs.element.statistics), changeRank(c, rhs.element.statistics))
          return a != b ? a > b : lhs.offset < rhs.offset
        }.map(\.element).prefix(3))
      : [ordered[0], ordered[ordered.count - 1]].filter { !hidesExcursion(c, $0.statistics) }
    // The clauses of the series with the largest trends (one when the latest values follow,
    // which give every series' end), the latest values, how the series compare and the other
    // clauses; ``Salience`` orders them by score (the latest values score as the largest trend,
    // so they follow it). With the latest values said, a series without a tested trend gets no
    // clause: "went from 40 to 45" would only restate its end.
    let saysLatest = try latestValues(c, ordered) != nil
    let leading = named.prefix { changeRank(c, $0.statistics) > 0 }.prefix(saysLatest ? 1 : 2)
    let opening = leading.isEmpty && !saysLatest ? Array(named.prefix(1)) : Array(leading)
    var clauses: [(name: String, statistics: SeriesStatistics, index: Int)] = []
    for (series, s) in opening {
      clauses.append((series.name, s, facts.count))
      facts.append((try seriesClause(c, series, s), effect(s)))
    }
    let latestIndex = saysLatest ? facts.count : nil
    if let latest = try latestValues(c, ordered) {
      facts.append((latest, opening.compactMap { effect($0.statistics) }.max() ?? 0.4))
    }
    if let comparison = analysis.comparison {
      facts += try comparisonSentences(c, comparison).map { ($0, nil) }
    }
    for (series, s) in named.dropFirst(opening.count) where !saysLatest || changeRank(c, s) > 0 {
      clauses.append((series.name, s, facts.count))
      facts.append((try seriesClause(c, series, s), effect(s)))
    }
    if ordered.count > c.policy.maximumNamedSeries {
      // Series that end far from the others (robust z of the last values) are named too.
      let lastZ = Statistics.robustZ(
        ordered.map(\.statistics.last.y), fallbackScale: c.policy.meanAbsoluteDeviationScale)
      for index in ordered.indices.dropFirst().dropLast() where abs(lastZ[index]) > c.policy.outlierZ {
        facts.append(
          (
            try c.render(
              "summary.seriesApart",
              [
                "name": PhraseArgument(verbatim: ordered[index].series.name),
                "value": try c.value(ordered[index].statistics.last.y, .significant(2)),
              ]), nil
          ))
      }
      // "The other 18 series" are the series not given a clause: the top and the bottom when
      // they were (a heat map's rows often get none, and then no series is "other").
      let toldEnds = [0, ordered.count - 1].filter { index in
        clauses.contains { $0.name == ordered[index].series.name }
      }
      let rest = ordered.indices.filter { !toldEnds.contains($0) }.map { ordered[$0] }
      let low = rest.map(\.statistics.min.y).min() ?? 0
      let high = rest.map(\.statistics.max.y).max() ?? 0
      // "between 1 and 3 million" is heard as one to three million: the top alone is true.
      let count = try c.numbers.count(rest.count)
      // Without a named series no series is "other": the range of all is the extremes sentence's.
      if !toldEnds.isEmpty {
        if c.scaleCarriesOver([low, high]) {
          let top = try c.values([high], .significant(2))[0]
          facts.append((try c.render("summary.seriesOthers.atMost", ["count": count, "max": top]), nil))
        } else {
          let said = try c.values([low, high], .significant(2))
          facts.append((try c.render("summary.seriesOthers", ["count": count, "min": said[0], "max": said[1]]), nil))
        }
      }
    }
    let season = try sharedSeasonSentence(c)
    if let season { facts.append((season, nil)) }
    let patterns = try seriesPatterns(c, seasonTold: season != nil)
    facts += patterns.facts
    if let extremes = try seriesExtremes(c) { facts.append((extremes, nil)) }
    facts += try referenceLines(c).map { ($0, nil) }
    return try withoutUndersoldTrends(
      c, try withoutRepeatedEnds(c, facts, ordered: ordered, clauses: clauses, latestIndex: latestIndex),
      turned: patterns.turned)
  }

  /// The highest and lowest values across several series, each with the series and places that
  /// hold it ("Across all series, the highest value was 56 (Sunday, at 5:00 and Tuesday, at
  /// 12:00) …"); `nil` when no series has data.
  ///
  /// - Complexity: O(*n*) in the points of the described series.
  func seriesExtremes(_ c: NarrationContext) throws(NarrationError) -> Phrase? {
    guard let (maxSeries, maxS) = described.max(by: { $0.statistics.max.y < $1.statistics.max.y }),
      let (minSeries, minS) = described.min(by: { $0.statistics.min.y < $1.statistics.min.y })
    else { return nil }
    // Every series that holds the extreme, each with its places (up to three, then counted): one
    // of several equal points named alone would read as the only one.
    func at(_ value: Double, first: DataSeries) throws(NarrationError) -> PhraseArgument {
      let holders = [first] + described.map(\.series).filter { $0 != first && $0.y.contains(value) }
      if holders.count > 3 { return try c.seriesNamed(holders.map(\.name)) }
      var items: [PhraseArgument] = []
      for series in holders.prefix(NarrationContext.namedCount(holders.count)) {
        items.append(
          try c.render(
            "at.series",
            ["series": PhraseArgument(verbatim: series.name), "at": try tiedAt(c, of: value, in: series, bare: true)]
          ).argument)
      }
      return try c.list(items, total: holders.count)
    }
    return try c.render(
      "summary.seriesExtremes",
      [
        "max": try c.value(maxS.max.y), "maxAt": try at(maxS.max.y, first: maxSeries),
        "min": try c.value(minS.min.y), "minAt": try at(minS.min.y, first: minSeries),
      ])
  }

  /// Each fact once across several series (issue 12 §2): a series whose trend clause is said
  /// within the budget ends on its last value ("Coal fell from 120 to 60"), so the latest values
  /// list the others (and go when none is left), and the overall extremes go when a said clause
  /// already gave one of them as its series' first or last value.
  ///
  /// - Complexity: O(*f* log *f* + *s*) in the facts and series.
  private func withoutRepeatedEnds(
    _ c: NarrationContext, _ facts: [(phrase: Phrase, effect: Double?)],
    ordered: [(series: DataSeries, statistics: SeriesStatistics)],
    clauses: [(name: String, statistics: SeriesStatistics, index: Int)], latestIndex: Int?
  ) throws(NarrationError) -> [(phrase: Phrase, effect: Double?)] {
    let said = Set(Salience.ordered(facts).prefix(c.policy.maximumSummaryFacts).map(\.display.sentenceKey))
    let saidClauses = clauses.filter { said.contains(facts[$0.index].phrase.display.sentenceKey) }
    let ends = saidClauses.filter {
      if case .none = TrendWording($0.statistics, policy: c.policy) { return false }
      return true
    }
    var result = facts
    if let latestIndex {
      if let latest = try latestValues(c, ordered, excluding: Set(ends.map(\.name))) {
        result[latestIndex].phrase = latest
      } else {
        result.remove(at: latestIndex)
      }
    }
    let endValues = ends.flatMap { [$0.statistics.first.y, $0.statistics.last.y] }
    if let maxAll = described.map(\.statistics.max.y).max(), let minAll = described.map(\.statistics.min.y).min(),
      endValues.contains(maxAll) || endValues.contains(minAll)
    {
      result.removeAll { $0.phrase.id == "summary.seriesExtremes" }
    }
    return result
  }

  /// How much a series' trend says: 0 without a trend the test supports, else 1 plus its net
  /// change relative to the range of all series, so that larger changes rank first.
  ///
  /// - Complexity: O(1).
  /// How many times its net change a series' peak (or low) must reach beyond both its ends for
  /// a first-to-last clause to mislead ("rose from 300 to 648" past a peak of 3.7 million).
  static let hiddenExcursionFactor = 3.0

  /// Whether a first-to-last clause of `s` would hide what lies between: its highest value is
  /// above both ends, or its lowest below both, by more than ``hiddenExcursionFactor`` times the
  /// net change between the ends (a flat start and end under a peak hide it whatever the factor).
  ///
  /// - Complexity: O(1).
  static func endsHideExcursion(_ s: SeriesStatistics) -> Bool {
    let (first, last) = (s.first.y, s.last.y)
    let excursion = max(s.max.y - max(first, last), min(first, last) - s.min.y)
    guard excursion > 0, excursion.isFinite else { return false }
    return excursion > hiddenExcursionFactor * abs(last - first)
  }

  /// Whether the clause of series `s` would give its first and last values
  /// (``seriesClause(_:_:_:)``) and they hide a peak or low (``endsHideExcursion(_:)``): "no
  /// clear trend, between -1 and 1" gives the range, and a ranking its extremes.
  ///
  /// - Complexity: O(1).
  private func hidesExcursion(_ c: NarrationContext, _ s: SeriesStatistics) -> Bool {
    guard shape != .ranking, Self.endsHideExcursion(s) else { return false }
    switch TrendWording(s, policy: c.policy) {
    case .none, .constant: return false
    default: return true
    }
  }

  private func changeRank(_ c: NarrationContext, _ s: SeriesStatistics) -> Double {
    switch TrendWording(s, policy: c.policy) {
    case .rising, .falling, .tendRise, .tendFall:
      let high = described.map(\.statistics.max.y).max() ?? 0
      let low = described.map(\.statistics.min.y).min() ?? 0
      let range = high - low
      return 1 + (range > 0 && range.isFinite ? min(abs(s.last.y - s.first.y) / range, 1) : 0)
    default: return 0
    }
  }

  func seriesClause(
    _ c: NarrationContext, _ series: DataSeries, _ s: SeriesStatistics
  ) throws(NarrationError) -> Phrase {
    let wording = TrendWording(s, policy: c.policy)
    let name = PhraseArgument(verbatim: series.name)
    // A series of one point has no movement: its value and where it is ("B has one value: 2 in
    // 2020"), never "went from 2 to 2".
    if s.count == 1 {
      return try c.render(
        "summary.seriesTrend.single", ["name": name, "value": try c.value(s.first.y), "at": try c.at(s.first.x)])
    }
    if shape == .ranking, !s.isConstant {
      return try c.render(
        "summary.seriesRanking",
        [
          "name": name, "topAt": try c.at(x: try places(c, of: s.max.y, in: series, phrase: c.x)),
          "max": try c.value(s.max.y),
          "bottomAt": try c.at(x: try places(c, of: s.min.y, in: series, phrase: c.x)), "min": try c.value(s.min.y),
        ])
    }
    let values = try fourValues(c, first: s.first.y, last: s.last.y, min: s.min.y, max: s.max.y)
    // A direction word never contradicts the two values it gives (a falling trend through a
    // last value above the first, or two values written the same): then only where it went
    // is said, as in the alt.
    var key = wording.key
    let sameText = values["first"]?.display.text == values["last"]?.display.text
    switch wording {
    case .rising, .tendRise: if s.last.y <= s.first.y || sameText { key = TrendWording.tooFew.key }
    case .falling, .tendFall: if s.last.y >= s.first.y || sameText { key = TrendWording.tooFew.key }
    default: break
    }
    return try c.render("summary.seriesTrend.\(key)", values.merging(["name": name]) { $1 })
  }

  /// Where each series ended, highest first, when the chart is over time and every named series
  /// ends at the same x (at most ``DescriptionPolicy/maximumNamedSeries`` series): "B ended at 37
  /// in December" for one, "In December, A ended at 41, B at 37 and C at 30" for more. The first
  /// series carries the verb (`latest.first`), the others follow it (`latest.item`).
  private func latestValues(
    _ c: NarrationContext, _ ordered: [(series: DataSeries, statistics: SeriesStatistics)],
    excluding ended: Set<String> = []
  ) throws(NarrationError) -> Phrase? {
    guard chart.xAxis.type == .temporal || c.xIsYears, ordered.count >= 2, ordered.count <= c.policy.maximumNamedSeries,
      let end = ordered.first?.statistics.last.x, ordered.allSatisfy({ $0.statistics.last.x == end })
    else { return nil }
    let said = try c.values(ordered.map(\.statistics.last.y), .significant(2))
    var items: [PhraseArgument] = []
    for (one, value) in zip(ordered, said) where !ended.contains(one.series.name) {
      items.append(
        try c.render(
          items.isEmpty ? "latest.first" : "latest.item",
          ["name": PhraseArgument(verbatim: one.series.name), "value": value]
        ).argument)
    }
    guard !items.isEmpty else { return nil }
    // Every series is named: "and 2 others" would leave their latest values unsaid.
    return try c.render(
      "summary.latest",
      [
        "at": try c.at(end), "list": try c.list(items, limit: c.policy.maximumNamedSeries),
        "itemsKey": PhraseArgument(key: items.count == 1 ? "one" : "other"),
      ])
  }

  /// Leader counts, crossings with hysteresis, the gap trend and co-movement (`analysis.md` §6).
  private func comparisonSentences(
    _ c: NarrationContext, _ comparison: SeriesComparison
  ) throws(NarrationError) -> [Phrase] {
    var facts: [Phrase] = []
    func name(_ index: Int) -> PhraseArgument { PhraseArgument(verbatim: chart.series[index].name) }
    let change = comparison.leaderChange
    let tied = comparison.tiedLeaders
    // Two series that shared the lead because one overtook the other for good: the takeover
    // says how they shared it, and the tie would only say it again.
    // A lead over one shared value is no lead to tell ("highest in all 1 value"): the latest
    // values say which is higher.
    if let leader = comparison.leader, comparison.comparedCount >= 2,
      tied.count < 2 || takeover(between: tied, in: comparison) == nil
    {
      let total = try c.countNoun(comparison.comparedCount)
      // Counted only where every series has data: the sentence says so, unless the series was
      // above every other wherever two have data, which is said as such ("highest throughout").
      let shared = comparison.leadsWhereAllHaveData ? ".shared" : ""
      let throughout =
        tied.count < 2 && comparison.leadsWhereAllHaveData && comparison.leaderCount == comparison.comparedCount
        && leadsThroughout(leader)
      facts.append(
        throughout
          ? try c.render("summary.leader.throughout", ["leader": name(leader)])
          : tied.count > 1
            ? try c.render(
              "summary.leader\(shared).tied",
              ["leaders": try leaderList(c, tied), "lead": try c.numbers.count(comparison.leaderCount), "total": total])
            : try c.render(
              comparison.leaderCount == comparison.comparedCount
                ? "summary.leader\(shared).all" : "summary.leader\(shared)",
              ["leader": name(leader), "lead": try c.numbers.count(comparison.leaderCount), "total": total]))
    }
    if let change {
      facts.append(
        try c.render(
          "summary.leaderChange",
          ["ahead": name(change.ahead), "behind": name(change.behind), "at": try crossingAt(c, change.crossing)]))
    }
    if comparison.crossingCount > 0, comparison.crossingCount <= 3 {
      // The pair of the leader change has its crossing told already.
      for crossing in comparison.crossings
      where change.map({ Set([$0.ahead, $0.behind]) != Set([crossing.ahead, crossing.behind]) }) ?? true {
        // "Stayed ahead" is strict, as the leader counts are: a later near-tie the other series
        // wins by a hair (inside the crossings' hysteresis band) is a lead it had.
        let stays = staysAhead(after: crossing, in: comparison)
        facts.append(
          try c.render(
            stays ? "summary.crossing.stayed" : "summary.crossing",
            ["ahead": name(crossing.ahead), "behind": name(crossing.behind), "at": try crossingAt(c, crossing)]))
      }
    } else if comparison.crossingCount > 3 {
      facts.append(try c.render("summary.crossingsMany", ["count": try c.numbers.count(comparison.crossingCount)]))
    }
    if let gap = comparison.gapReversal {
      // The order at the start and at the end differ, by more than noise: "reversed", never
      // "narrowed".
      let (first, second) = gap.first > 0 ? (gap.ahead, gap.behind) : (gap.behind, gap.ahead)
      let said = try c.values([abs(gap.first), abs(gap.last)], .significant(2), differences: true)
      facts.append(
        try c.render(
          "summary.gap.reversed", ["first": name(first), "second": name(second), "from": said[0], "to": said[1]]))
    } else if let gap = comparison.gap, gap.direction != .none, gap.first * gap.last >= 0 {
      facts.append(
        try c.render(
          "summary.gapTrend.\(gap.direction.rawValue)", ["ahead": name(gap.ahead), "behind": name(gap.behind)]))
    }
    if comparison.movedTogether(policy: c.policy), let gap = comparison.gap {
      facts.append(try c.render("summary.coMovement", ["first": name(gap.ahead), "second": name(gap.behind)]))
    }
    return facts
  }
}

extension ContentPlan {
  /// `first`, `last`, `min`, `max` (and `value`, the maximum) of one sentence, rounded together so
  /// different values never sound the same.
  func fourValues(
    _ c: NarrationContext, first: Double, last: Double, min: Double, max: Double
  ) throws(NarrationError) -> [String: PhraseArgument] {
    let said = try c.values([first, last, min, max], .significant(2))
    return ["first": said[0], "last": said[1], "min": said[2], "max": said[3], "value": said[3]]
  }
}

extension SeriesComparison {
  /// Every series with as many strict leads as the leader, in series order: one series when the
  /// lead is its own, several when they share it (said as a tie, never as one series' lead).
  var tiedLeaders: [Int] { leaderCount > 0 ? wins.indices.filter { wins[$0] == leaderCount } : [] }
}
