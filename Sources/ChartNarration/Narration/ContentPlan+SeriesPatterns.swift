import ChartModel

// MARK: - The patterns of several series

extension ContentPlan {
  /// How many of several series get a pattern sentence of their own: the few whose strongest
  /// pattern ranks highest (a count of sentences, not a test of any pattern).
  static let maximumPatternSeries = 2

  /// The patterns the summary of one series would state, each named by its series ("The average
  /// level of p99 jumped from about 80 to about 231 at 10:30, then dropped to about 79 at
  /// 10:36."): a jump and its fall back, a crash or a surge, level shifts, an anomalous episode,
  /// a single spike or dip, a season, one turning point. Each series gives its strongest (by ``Salience``), and the
  /// ``maximumPatternSeries`` series whose strongest ranks highest are said; one sentence says
  /// it for all when every series turns once, at the same place ("Oslo and Madrid both rose to
  /// a peak in July, then fell back."). Only the calibrated detectors of ``SeriesStatistics``
  /// speak: nothing is claimed that the summary of the series alone would not claim.
  ///
  /// - Parameter seasonTold: whether a season shared by every series is said, so that no series
  ///   says it again.
  /// - Returns: the facts with their effect sizes, and the names of the series whose turn is
  ///   told (their "no clear trend" would undersell it, as in the summary of one series).
  /// - Complexity: O(*s* log *s*) in the series; the detectors ran in ``SeriesStatistics``.
  func seriesPatterns(
    _ c: NarrationContext, seasonTold: Bool
  ) throws(NarrationError) -> (facts: [(phrase: Phrase, effect: Double?)], turned: Set<String>) {
    guard shape == .trend, described.count > 1 else { return ([], []) }
    var facts: [(phrase: Phrase, effect: Double?)] = []
    var turned: Set<String> = []
    let shared = try sharedTurnSentence(c)
    if let shared {
      facts.append(shared)
      turned = Set(described.map(\.series.name))
    }
    var strongest: [(score: Double, index: Int, fact: (phrase: Phrase, effect: Double?), turns: Bool)] = []
    for (index, (series, s)) in described.enumerated() {
      let candidates = try patternCandidates(c, series, s, turnTold: shared != nil, seasonTold: seasonTold)
      guard
        let best = candidates.enumerated().max(by: { ($0.element.score, -$0.offset) < ($1.element.score, -$1.offset) })
      else { continue }
      strongest.append((best.element.score, index, (best.element.phrase, best.element.effect), best.element.turns))
    }
    for one in strongest.sorted(by: { ($0.score, -$0.index) > ($1.score, -$1.index) }).prefix(Self.maximumPatternSeries)
    {
      facts.append(one.fact)
      if one.turns { turned.insert(described[one.index].series.name) }
    }
    return (facts, turned)
  }

  /// The pattern sentences of one of several series, each with its ``Salience`` score and
  /// effect, and whether it is the series' turn.
  ///
  /// - Complexity: O(1) phrases.
  private func patternCandidates(
    _ c: NarrationContext, _ series: DataSeries, _ s: SeriesStatistics, turnTold: Bool, seasonTold: Bool
  ) throws(NarrationError) -> [(phrase: Phrase, score: Double, effect: Double?, turns: Bool)] {
    guard !s.isConstant, s.count >= 2 else { return [] }
    let name = PhraseArgument(verbatim: series.name)
    var found: [(phrase: Phrase, score: Double, effect: Double?, turns: Bool)] = []
    func add(_ phrase: Phrase?, effect: Double? = nil, turns: Bool = false) {
      guard let phrase, let id = phrase.id, let score = Salience.rank(id, effect: effect) else { return }
      found.append((phrase, score, effect, turns))
    }
    add(try jumpSentence(c, s, series: name))
    add(try sharpMoveSentence(c, s, series: name))
    if s.jump == nil, let clauses = try stepClauses(c, s) {
      add(
        clauses.count == 1
          ? try c.render("summary.seriesPattern.step.one", ["name": name, "step": clauses[0]])
          : try c.render("summary.seriesPattern.step.two", ["name": name, "first": clauses[0], "second": clauses[1]]))
    }
    add(try episodeSentence(c, s, series: name))
    // One spike or dip of the series' own (``Statistics/spikes(x:y:policy:)``, calibrated alone),
    // sized against the range of all series: one store's day at five times its level.
    if s.outliers.count == 1, let outlier = s.outliers.outliers.first {
      let item = try c.render(
        outlier.z > 0 ? "outlier.spike" : "outlier.dip",
        ["value": try c.value(outlier.point.y), "at": try c.at(outlier.point.x)])
      add(
        try c.render("summary.seriesPattern.outlier", ["name": name, "outlier": item.argument]),
        effect: departureAcrossAll(outlier.point.y, from: s.median))
    }
    if !seasonTold, let (form, arguments) = try seasonExtremes(c, s) {
      add(try c.render("summary.seriesPattern.season.\(form)", arguments.merging(["name": name]) { $1 }))
    }
    if !turnTold, turn(of: s) != nil,
      let clauses = try shapeClauses(c, s, maximumSegments: 2, precision: .significant(2))
    {
      add(
        try c.render("summary.seriesPattern.shape", ["name": name, "shape": clauses]),
        effect: swingAcrossAll(s), turns: true)
    }
    return found
  }

  /// The one turning point of `s`, when its shape is one rise and one fall (or the reverse)
  /// that passed the turning-point test (``Statistics/turningPoint(x:y:policy:)``,
  /// `ShapeCalibrationTests`), the turn is the series' highest (lowest) value, and no jump or
  /// end spike tells the series instead (as in the summary of one series).
  ///
  /// - Complexity: O(1).
  func turn(of s: SeriesStatistics) -> (point: DataPoint, isPeak: Bool)? {
    guard !s.isConstant, s.jump == nil, toldEndSpike(s) == nil, let segments = s.shape?.segments,
      segments.count == 2
    else { return nil }
    let point = segments[0].to
    switch (segments[0].direction, segments[1].direction) {
    case (.rising, .falling) where point.y == s.max.y: return (point, true)
    case (.falling, .rising) where point.y == s.min.y: return (point, false)
    default: return nil
    }
  }

  /// "Oslo and Madrid both rose to a peak in July, then fell back.": every series (up to
  /// ``DescriptionPolicy/maximumNamedSeries``, all named) turns once (``turn(of:)``), the same
  /// way, at the same place; `nil` otherwise. Each turn passed its own test, so their
  /// conjunction claims no more than each does.
  ///
  /// - Complexity: O(*s*) in the series.
  private func sharedTurnSentence(_ c: NarrationContext) throws(NarrationError) -> (phrase: Phrase, effect: Double?)? {
    guard described.count > 1, described.count <= c.policy.maximumNamedSeries else { return nil }
    let turns = described.map { turn(of: $0.statistics) }
    guard let first = turns[0],
      turns.allSatisfy({ $0.map { $0.point.x == first.point.x && $0.isPeak == first.isPeak } ?? false })
    else { return nil }
    let names = described.map { PhraseArgument(verbatim: $0.series.name) }
    let phrase = try c.render(
      first.isPeak ? "summary.seriesPattern.shared.peak" : "summary.seriesPattern.shared.valley",
      [
        "list": try c.list(names, limit: c.policy.maximumNamedSeries), "at": try c.at(first.point.x),
        "itemsKey": PhraseArgument(key: names.count == 2 ? "two" : "other"),
      ])
    return (phrase, described.compactMap { swingAcrossAll($0.statistics) }.min())
  }

  /// The largest swing of the shape of `s` relative to the range of all series (a hump of 12 in
  /// a chart from 20 to 120 is small beside a fall of 60), as a trend of several series is
  /// ranked; `nil` without a shape or a range.
  ///
  /// - Complexity: O(*s* + *k*) in the series and the shape's segments.
  private func swingAcrossAll(_ s: SeriesStatistics) -> Double? {
    let high = described.map(\.statistics.max.y).max() ?? 0
    let low = described.map(\.statistics.min.y).min() ?? 0
    guard high > low, (high - low).isFinite, let segments = s.shape?.segments else { return nil }
    return segments.map { abs($0.to.y - $0.from.y) }.max().map { min($0 / (high - low), 1) }
  }

  /// The departure of a value from its series' median relative to the range of all series (a
  /// spike of 380 in a chart from 60 to 475 is most of what it shows); `nil` without a range.
  ///
  /// - Complexity: O(*s*) in the series.
  private func departureAcrossAll(_ value: Double, from median: Double) -> Double? {
    let high = described.map(\.statistics.max.y).max() ?? 0
    let low = described.map(\.statistics.min.y).min() ?? 0
    guard high > low, (high - low).isFinite else { return nil }
    return min(abs(value - median) / (high - low), 1)
  }

  /// `facts` without the "no clear trend" clause of a series whose turn is told (`turned`): "Madrid
  /// showed no clear trend" after its rise to a peak and fall would undersell what a reader sees.
  ///
  /// - Complexity: O(*f* + *s*) in the facts and series.
  func withoutUndersoldTrends(
    _ c: NarrationContext, _ facts: [(phrase: Phrase, effect: Double?)], turned: Set<String>
  ) throws(NarrationError) -> [(phrase: Phrase, effect: Double?)] {
    var undersold: Set<String> = []
    for (series, s) in described where turned.contains(series.name) {
      guard case .none = TrendWording(s, policy: c.policy) else { continue }
      undersold.insert(try seriesClause(c, series, s).display.sentenceKey)
    }
    return facts.filter { !undersold.contains($0.phrase.display.sentenceKey) }
  }
}
