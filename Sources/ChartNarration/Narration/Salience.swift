import ChartModel

/// How much a summary fact matters to a reader, so that facts are said most salient first and the
/// least salient are the ones the budget drops (issue 12 §2, `content.md` §2).
///
///     Salience.rank("summary.outliers.one", effect: 0.9)   // 86: a spike across the whole range
///     Salience.rank("summary.volatility.smooth")          // 20: said only when there is room
///
/// A fact's score is the base rank of its phrase id (the longest matching prefix in ``table``)
/// plus, where the analysis measures one, an effect size in 0…1 times that entry's weight: the
/// size of the change, swing or spike relative to the chart's value range. An id that no entry
/// matches keeps the place its plan gave it (it takes the score of the fact before it), so a new
/// sentence slots in where its author put it until it gets a row here.
enum Salience {
  /// One row: facts whose phrase id starts with `prefix` rank `base` plus `weight` × effect.
  struct Entry {
    let prefix: String
    let base: Double
    let weight: Double
  }

  /// What the chart's reader takes away first, by phrase id. A constant or single value says all
  /// there is; a clear trend or a swing across most of the range comes next; a spike scores by
  /// its size; extremes, reference lines and the start and end follow; hedged trends, noise words
  /// and volatility last.
  static let table: [Entry] = [
    Entry(prefix: "summary.single", base: 100, weight: 0),
    Entry(prefix: "summary.trend.constant", base: 100, weight: 0),
    Entry(prefix: "summary.rolling", base: 95, weight: 0),
    // A first or last value far outside the rest is what the eye takes in first, before the
    // several-fold change (``ContentPlan/foldRank(_:_:values:)``) it makes.
    Entry(prefix: "summary.endSpike", base: 92, weight: 0),
    Entry(prefix: "summary.trend.rising", base: 60, weight: 30),
    Entry(prefix: "summary.trend.falling", base: 60, weight: 30),
    Entry(prefix: "summary.shape.several", base: 30, weight: 0),
    Entry(prefix: "summary.shape", base: 55, weight: 30),
    Entry(prefix: "summary.outliers", base: 50, weight: 40),
    // Patterns the other detectors state (issue 12 §1): ranked with the shape.
    Entry(prefix: "summary.jump", base: 68, weight: 0),
    // A crash or a surge over a few steps is what the eye takes in first after a single jump.
    Entry(prefix: "summary.sharpMove", base: 70, weight: 0),
    Entry(prefix: "summary.season", base: 65, weight: 0),
    Entry(prefix: "summary.zeros", base: 63, weight: 0),
    Entry(prefix: "summary.step", base: 65, weight: 0),
    Entry(prefix: "summary.sign", base: 62, weight: 0),
    Entry(prefix: "summary.episode", base: 60, weight: 0),
    Entry(prefix: "summary.reference", base: 52, weight: 0),
    Entry(prefix: "summary.extremes", base: 50, weight: 0),
    // A sparkline's staleness is its headline when the data stopped long ago.
    Entry(prefix: "summary.sparkline.stale", base: 75, weight: 0),
    Entry(prefix: "summary.sparkline", base: 48, weight: 0),
    Entry(prefix: "summary.trend.tendRise", base: 45, weight: 0),
    Entry(prefix: "summary.trend.tendFall", base: 45, weight: 0),
    Entry(prefix: "summary.trend.noneFluctuating", base: 40, weight: 0),
    Entry(prefix: "summary.trend.noneLevel", base: 40, weight: 0),
    Entry(prefix: "summary.startEnd", base: 35, weight: 20),
    Entry(prefix: "summary.trend.fewPoints", base: 30, weight: 0),
    Entry(prefix: "summary.volatility", base: 20, weight: 0),
    // A ranking is for its order: first and last, then second place (a continuation), then the
    // top's share and the bars that stand out; evenness last.
    Entry(prefix: "summary.ranking", base: 90, weight: 0),
    // A box plot: the medians' order, the widest box, the values beyond the whiskers; an error
    // bar's widest range follows the ranking of its centres.
    Entry(prefix: "summary.box.medians", base: 90, weight: 0),
    Entry(prefix: "summary.box.spread", base: 70, weight: 0),
    Entry(prefix: "summary.box.outliers", base: 55, weight: 0),
    Entry(prefix: "summary.range.widest", base: 65, weight: 0),
    Entry(prefix: "summary.ranking.share", base: 70, weight: 0),
    Entry(prefix: "summary.outliers.ranking", base: 60, weight: 0),
    Entry(prefix: "summary.ranking.even", base: 25, weight: 0),
    // A scatter plot is for the relationship: whether there is one comes first (issue 12 §2),
    // then clusters, the slope and its curvature, the points off the fit, the ranges and spread.
    Entry(prefix: "summary.scatter.correlation", base: 90, weight: 0),
    Entry(prefix: "summary.scatterTrend", base: 90, weight: 0),
    // Several groups: all points together, then how the groups compare.
    Entry(prefix: "summary.scatter.pooled", base: 90, weight: 0),
    Entry(prefix: "summary.scatter.groups", base: 85, weight: 0),
    Entry(prefix: "summary.scatter.clusters", base: 80, weight: 0),
    Entry(prefix: "summary.scatter.slope", base: 70, weight: 0),
    Entry(prefix: "summary.scatter.curved", base: 68, weight: 0),
    Entry(prefix: "summary.outliers.fit", base: 55, weight: 0),
    Entry(prefix: "summary.scatterRanges", base: 50, weight: 0),
    Entry(prefix: "summary.scatter.spread", base: 30, weight: 0),
    // Several series (issue 12 §1, §2): a series' trend scores by its net change relative to the
    // range of all series; each series' latest value scores as the largest trend does and so
    // follows it (a reader takes in the big change, then where every line ended); then the lead
    // and its changes, crossings and the gap; "no clear trend" of one series and the overall
    // extremes last.
    Entry(prefix: "summary.seriesTrend.rising", base: 60, weight: 30),
    Entry(prefix: "summary.seriesTrend.falling", base: 60, weight: 30),
    Entry(prefix: "summary.seriesTrend.tendRise", base: 50, weight: 30),
    Entry(prefix: "summary.seriesTrend.tendFall", base: 50, weight: 30),
    Entry(prefix: "summary.seriesTrend", base: 28, weight: 0),
    Entry(prefix: "summary.seriesRanking", base: 60, weight: 0),
    // A series' own pattern ranks as it would in the summary of that series alone.
    Entry(prefix: "summary.seriesPattern.jump", base: 68, weight: 0),
    Entry(prefix: "summary.seriesPattern.sharpMove", base: 70, weight: 0),
    Entry(prefix: "summary.seriesPattern.step", base: 65, weight: 0),
    Entry(prefix: "summary.seriesPattern.season", base: 65, weight: 0),
    Entry(prefix: "summary.seriesPattern.episode", base: 60, weight: 0),
    Entry(prefix: "summary.seriesPattern.outlier", base: 50, weight: 40),
    Entry(prefix: "summary.seriesPattern.shape", base: 55, weight: 30),
    Entry(prefix: "summary.seriesPattern.shared", base: 55, weight: 30),
    // Grouped bars: which series leads, and where the groups differ most, before each series'
    // own highest and lowest.
    Entry(prefix: "summary.grouped", base: 66, weight: 0),
    Entry(prefix: "summary.latest", base: 60, weight: 30),
    Entry(prefix: "summary.leaderChange", base: 70, weight: 0),
    Entry(prefix: "summary.leader", base: 65, weight: 0),
    Entry(prefix: "summary.gap.reversed", base: 58, weight: 0),
    Entry(prefix: "summary.crossing", base: 55, weight: 0),
    Entry(prefix: "summary.crossingsMany", base: 45, weight: 0),
    Entry(prefix: "summary.gapTrend", base: 48, weight: 0),
    Entry(prefix: "summary.seriesApart", base: 45, weight: 0),
    Entry(prefix: "summary.coMovement", base: 40, weight: 0),
    Entry(prefix: "summary.seriesOthers", base: 35, weight: 0),
    Entry(prefix: "summary.seriesExtremes", base: 30, weight: 0),
  ]

  /// Facts that read on from the sentence before ("It crossed the target once, in May.") stay
  /// right after it, whatever their own rank.
  static let continuations = ["summary.reference.crossed", "summary.ranking.second", "summary.scatter.uncertain"]

  /// Facts about what other facts left out ("The other 6 series stayed between …", the series
  /// with no clause of their own), by phrase id prefix, and the prefixes of those other facts:
  /// said after every one of them, whatever their own rank, or "the other 6" would be heard to
  /// include a series the next sentence names.
  static let afterAll: [(prefix: String, follows: String)] = [("summary.seriesOthers", "summary.seriesTrend")]

  /// The table's row for a phrase id: the longest prefix that matches at a dot or the end.
  static func entry(_ id: String) -> Entry? {
    table.filter { id == $0.prefix || id.hasPrefix($0.prefix + ".") }.max { $0.prefix.count < $1.prefix.count }
  }

  /// The score of a fact with phrase id `id`; `nil` when no row matches.
  static func rank(_ id: String, effect: Double? = nil) -> Double? {
    guard let entry = entry(id) else { return nil }
    return entry.base + entry.weight * min(max(effect ?? 0, 0), 1)
  }

  /// `facts` most salient first, each once: a stable order by score, where a fact without a row
  /// (or a continuation) keeps its place after the fact before it.
  ///
  /// - Parameter effect: the effect size (0…1) of a fact, by phrase id, where the analysis has one.
  /// - Complexity: O(*f* log *f*) in the facts (the table is a constant).
  static func ordered(
    _ facts: [Phrase], effect: (String) -> Double?, score: (String) -> Double? = { _ in nil }
  ) -> [Phrase] {
    ordered(facts.map { ($0, effect($0.id ?? "")) }, score: score)
  }

  /// `facts` most salient first, each once, with an effect size per fact (several facts of one
  /// phrase id, such as one trend clause per series, differ in size).
  ///
  /// - Parameter score: a score that replaces the table's for a phrase id, where the plan measures
  ///   one (a several-fold change, ``ContentPlan/foldRank(_:_:values:)``).
  /// - Complexity: O(*f* log *f*) in the facts.
  static func ordered(
    _ facts: [(phrase: Phrase, effect: Double?)], score measured: (String) -> Double? = { _ in nil }
  ) -> [Phrase] {
    var scored: [(score: Double, index: Int, phrase: Phrase)] = []
    var previous = 50.0
    var seen = Set<String>()
    for (index, (fact, effect)) in facts.enumerated() {
      guard seen.insert(fact.display.sentenceKey).inserted else { continue }
      let id = fact.id ?? ""
      let score: Double
      if continuations.contains(where: { id.hasPrefix($0) }) {
        score = previous
      } else {
        score = measured(id) ?? rank(id, effect: effect) ?? previous
      }
      previous = score
      scored.append((score, index, fact))
    }
    for rule in afterAll {
      let lowest = scored.filter { ($0.phrase.id ?? "").hasPrefix(rule.follows) }.map(\.score).min()
      guard let lowest else { continue }
      for position in scored.indices where (scored[position].phrase.id ?? "").hasPrefix(rule.prefix) {
        scored[position].score = Swift.min(scored[position].score, lowest.nextDown)
      }
    }
    return scored.sorted { ($0.score, -$0.index) > ($1.score, -$1.index) }.map(\.phrase)
  }
}

extension ContentPlan {
  /// The effect size in 0…1 of a fact of one series, relative to the series' value range: the net
  /// change of a trend or a start and end, the largest swing of a shape, the largest departure of
  /// an outlier from the series' median. `nil` for facts the analysis gives no size.
  ///
  /// - Complexity: O(*k*) in the segments or named outliers.
  func effect(of id: String, in s: SeriesStatistics) -> Double? {
    let range = s.max.y - s.min.y
    guard range > 0, range.isFinite else { return nil }
    if id.hasPrefix("summary.trend.") || id.hasPrefix("summary.startEnd.") {
      return abs(s.change) / range
    }
    if id == "summary.shape", let segments = s.shape?.segments {
      return segments.map { abs($0.to.y - $0.from.y) }.max().map { $0 / range }
    }
    if id.hasPrefix("summary.outliers.") {
      return s.outliers.outliers.map { abs($0.point.y - s.median) }.max().map { $0 / range }
    }
    return nil
  }
}

extension ContentPlan {
  /// The ratio of last to first value (or first to last) from which a net change is several-fold:
  /// the values at least doubled or halved.
  static let severalFold = 2.0
  /// The least share of the value range a several-fold change must span to rank first.
  static let foldAcrossRange = 0.5
  /// The ratio of the medians of the last and first thirds of the values (or first and last)
  /// from which a several-fold change is sustained, not two ends of a swing.
  static let foldSustained = 1.5

  /// The ``Salience`` rank of a start-to-end change that is several-fold ("up about 760%"): a
  /// sighted reader sees the line climb across the chart before any dip on the way, so the change
  /// ranks as a clear trend of the same size does (its effect is the net change relative to the
  /// range, at least ``foldAcrossRange``). `nil` for a smaller change or one within a wider
  /// swing, one through or from zero, values without a true zero or in percent, whose ratio
  /// means nothing (``changePhrase(_:_:)`` gives no percentage there), or an end in a bucket the
  /// data cover only in part; or one the values do not sustain: the median of their last third
  /// is not ``foldSustained`` times that of their first (a season's two ends, `values` of the
  /// series, by default those of the described series `s`; `SalienceCalibrationTests`). Only
  /// the order changes: the start and end are stated as before.
  ///
  /// - Complexity: O(*n* log *n*) in the points (the medians of the thirds).
  func foldRank(_ c: NarrationContext, _ s: SeriesStatistics, values: [Double]? = nil) -> Double? {
    guard !s.isConstant, s.first.y > 0, s.last.y > 0, !c.yIsPercent, !c.yHasNoTrueZero,
      max(s.last.y / s.first.y, s.first.y / s.last.y) >= Self.severalFold,
      // A first or last bucket the data cover only in part (a month cut short) is no end point.
      !chart.partialBuckets.contains(s.first.x), !chart.partialBuckets.contains(s.last.x),
      // The change crosses most of the chart: a doubling inside a seasonal swing twice its size
      // is not what the eye takes in.
      let size = effect(of: "summary.startEnd.", in: s), size >= Self.foldAcrossRange,
      let all = values ?? series(of: s)?.y
    else { return nil }
    guard let (head, tail) = Self.foldThirdMedians(all), head > 0, tail > 0,
      max(tail / head, head / tail) >= Self.foldSustained, (tail > head) == (s.change > 0)
    else { return nil }
    return Salience.rank(s.change > 0 ? "summary.trend.rising" : "summary.trend.falling", effect: size)
  }

  /// The medians of the first and the last ⌊*f*/3⌋ finite values (at least one), where *f* of
  /// `values` are finite; `nil` when none is. When every value is finite the medians are read
  /// off the array itself, with no copy of the values (at 10⁷ points a copy and its thirds were
  /// 40 MB above the run's peak); otherwise only the two thirds are gathered.
  ///
  /// - Complexity: O(*n*).
  static func foldThirdMedians(_ values: [Double]) -> (head: Double, tail: Double)? {
    values.withUnsafeBufferPointer { all -> (head: Double, tail: Double)? in
      var finiteCount = 0
      for value in all { finiteCount &+= value.isFinite ? 1 : 0 }
      guard finiteCount > 0 else { return nil }
      let third = max(1, finiteCount / 3)
      if finiteCount == all.count {
        guard let head = Statistics.median(UnsafeBufferPointer(rebasing: all.prefix(third))),
          let tail = Statistics.median(UnsafeBufferPointer(rebasing: all.suffix(third)))
        else { return nil }
        return (head, tail)
      }
      var head: [Double] = []
      var tail: [Double] = []
      head.reserveCapacity(third)
      tail.reserveCapacity(third)
      for value in all where value.isFinite {
        head.append(value)
        if head.count == third { break }
      }
      for value in all.reversed() where value.isFinite {
        tail.append(value)
        if tail.count == third { break }
      }
      guard let headMedian = Statistics.median(head), let tailMedian = Statistics.median(tail) else { return nil }
      return (headMedian, tailMedian)
    }
  }
}

extension ContentPlan {
  /// The trend keys that say the values moved ("rose", "tended to fall").
  static let movingTrendKeys: Set<String> = ["rising", "falling", "tendRise", "tendFall"]

  /// `facts` without the ones that only restate what a fact said before them (`content.md` §2:
  /// each fact once): the extremes when the shape already named both points as its turns or
  /// ends, when they are the first and last values the start and end state, or when a named
  /// spike or dip is the extreme (one of the two said: "The lowest value was …" alone after
  /// "ended at $49,100 in June", the highest); "no trend can be judged" of two values, when the
  /// start and end say all there is; "went up and down several times" after "no clear trend;
  /// went up and down"; a trend of a series whose steps say how it moved.
  ///
  /// - Complexity: O(*f* + *k* + *n*) in the facts, the shape's segments and the points.
  func withoutRestatements(
    _ c: NarrationContext, _ facts: [Phrase], of s: SeriesStatistics
  ) throws(NarrationError) -> [Phrase] {
    let ids = Set(facts.compactMap(\.id))
    let saysStartEnd = ids.contains { $0.hasPrefix("summary.startEnd.") }
    let one = series(of: s)
    // Whether an extreme is the series' only such value: a scan of every point, asked only of an
    // extreme whose place a fact has stated.
    func isUnique(_ value: Double) -> Bool {
      one.map { Statistics.occurrences(of: value, in: $0.y, upTo: 2) == 1 } ?? false
    }
    var stated: Set<Double> = []
    if ids.contains("summary.shape"), let segments = s.shape?.segments, let first = segments.first {
      stated = Set([first.from.x] + segments.map(\.to.x))
    }
    if saysStartEnd { stated.formUnion([s.first.x, s.last.x]) }
    // "Over the full months, it went from … in February to … in May": the full buckets' ends.
    if ids.contains(where: { $0.hasPrefix("summary.startEnd.full.") }), let full = fullBucketEnds(s) {
      stated.formUnion([full.first.x, full.last.x])
    }
    if let jump = s.jump, ids.contains(where: { $0.hasPrefix("summary.jump.") }) {
      stated.formUnion([jump.before.x, jump.top.x, jump.last.x])
    }
    if let move = toldSharpMove(s), ids.contains(where: { $0.hasPrefix("summary.sharpMove.") }) {
      stated.formUnion([move.from.x, move.to.x] + (move.recovery.map { [$0.x] } ?? []))
    }
    // The end value and the rest's ends at their places; the rest's range is said without them.
    if let spike = s.endSpike, let id = ids.first(where: { $0.hasPrefix("summary.endSpike.") }) {
      stated.insert(spike.point.x)
      if !id.hasSuffix(".range") {
        stated.formUnion([spike.neighbour.x, spike.restEnd.x])
      } else if !spike.isLast {
        stated.insert(spike.neighbour.x)
      }
    }
    if ids.contains("summary.outliers.one") || ids.contains("summary.outliers.many") {
      let named = s.outliers.outliers.prefix(NarrationContext.namedCount(s.outliers.outliers.count))
      stated.formUnion(named.map(\.point.x))
    }
    // "The values were 0 for 2 weeks, from … to …" has said the lowest value and every place of
    // it when all the zeros are that run's.
    let zerosSaid =
      ids.contains("summary.zeros") && s.min.y == 0
      && s.zeroRun.map { run in
        one.map { Statistics.occurrences(of: 0, in: $0.y, upTo: run.count + 1) == run.count } ?? false
      } ?? false
    let minSaid = stated.contains(s.min.x) && isUnique(s.min.y) || zerosSaid
    let maxSaid = stated.contains(s.max.x) && isUnique(s.max.y)
    var kept: [Phrase] = []
    for fact in facts {
      switch fact.id {
      case "summary.extremes" where minSaid && maxSaid: continue
      case "summary.extremes" where minSaid:
        kept.append(
          try c.render(
            "summary.extremes.highest", ["max": try c.value(s.max.y), "maxAt": try tiedAt(c, of: s.max.y, in: one)]))
      case "summary.extremes" where maxSaid:
        kept.append(
          try c.render(
            "summary.extremes.lowest", ["min": try c.value(s.min.y), "minAt": try tiedAt(c, of: s.min.y, in: one)]))
      case "summary.trend.fewPoints" where s.count == 2 && saysStartEnd: continue
      // "The values rose from -$120,000 in January to $150,000 in November, then jumped to $1.4
      // million in December." has said where they started and ended, and the change is its jump.
      case let id?
      where id.hasPrefix("summary.startEnd.")
        && (ids.contains("summary.endSpike.last") || ids.contains("summary.endSpike.first")):
        continue
      // "There is no clear trend; rainfall went up and down." has said it.
      case "summary.shape.several" where ids.contains("summary.trend.noneFluctuating"): continue
      // A step is claimed only when the values hold level between the steps, so a trend over
      // them is the step said again ("rose, by about $0.004 a day" of a single jump).
      case let id?
      where id.hasPrefix("summary.trend.") && Self.movingTrendKeys.contains(String(id.dropFirst(14)))
        && ids.contains(where: { $0.hasPrefix("summary.step.") }):
        continue
      default: kept.append(fact)
      }
    }
    return kept
  }
}
