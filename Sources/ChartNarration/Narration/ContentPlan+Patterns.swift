import ChartModel
import Foundation

// MARK: - Seasons, steps and sign changes of one series

extension ContentPlan {
  /// The pattern sentences of one trended series, most salient first: a jump and its fall back,
  /// a crash or a surge over a few steps, where it changes sign, its level shifts (unless a jump told the one that matters), its
  /// season, its empty periods (`docs/patterns.md`).
  ///
  /// - Complexity: O(1) phrases; the detectors ran in ``SeriesStatistics``.
  func patternSentences(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> [Phrase] {
    var facts: [Phrase] = []
    if let jump = try jumpSentence(c, s) { facts.append(jump) }
    if let spike = try endSpikeSentence(c, s) { facts.append(spike) }
    if let move = try sharpMoveSentence(c, s) { facts.append(move) }
    if let sign = try signSentence(c, s) { facts.append(sign) }
    if s.jump == nil, let step = try stepSentence(c, s) { facts.append(step) }
    if let season = try seasonSentence(c, s) { facts.append(season) }
    if let zeros = try zeroRunSentence(c, s) { facts.append(zeros) }
    return facts
  }

  /// "The values jumped from 4.4% in March to 14.7% in April, then fell steadily to 6.7% by
  /// December." (``Statistics/jump(x:y:policy:)``), or its form for the alt text ("jumped to
  /// 14.7% in April, then fell steadily to 6.7% by December"; `short`: "jumped to 14.7% in
  /// April, then fell back"); "steadily" only when the fall back is steady.
  ///
  /// - Complexity: O(1).
  ///
  /// - Parameter name: the series' name, in a summary of several series ("Sales jumped from …",
  ///   `summary.seriesPattern.jump.*`).
  func jumpSentence(
    _ c: NarrationContext, _ s: SeriesStatistics, alt base: [String: PhraseArgument]? = nil, short: Bool = false,
    series name: PhraseArgument? = nil
  ) throws(NarrationError) -> Phrase? {
    guard let jump = s.jump else { return nil }
    let said = try c.values([jump.before.y, jump.top.y, jump.last.y])
    var arguments = base ?? [:]
    if let name { arguments["name"] = name }
    arguments["before"] = said[0]
    arguments["beforeAt"] = try c.at(jump.before.x)
    arguments["top"] = said[1]
    arguments["at"] = try c.at(jump.top.x)
    arguments["last"] = said[2]
    arguments["by"] = try c.render("by.x", ["x": try c.x(jump.last.x)]).argument
    arguments["steady"] = PhraseArgument(key: jump.isSteady ? "yes" : "no")
    let direction = jump.isUp ? "up" : "down"
    if name != nil { return try c.render("summary.seriesPattern.jump.\(direction)", arguments) }
    guard base != nil else { return try c.render("summary.jump.\(direction)", arguments) }
    return try c.render(short ? "alt.jump.\(direction).short" : "alt.jump.\(direction)", arguments)
  }

  /// The end spike of `s` (``Statistics/endSpike(x:y:policy:)``) unless its end, the point next
  /// to it or the rest's other end lies in a bucket the data cover only in part (a month cut
  /// short is low because it is short), or the value axis is logarithmic (it draws ratios: a
  /// last step the size of the ones before looks like none).
  ///
  /// - Complexity: O(1).
  func toldEndSpike(_ s: SeriesStatistics) -> EndSpike? {
    guard let spike = s.endSpike, !chart.hasLogarithmicAxis,
      chart.partialBuckets.isDisjoint(with: [spike.point.x, spike.neighbour.x, spike.restEnd.x])
    else { return nil }
    return spike
  }

  /// A last value far outside the rest ("The values rose from -$120,000 in January to $150,000
  /// in November, then jumped to $1.4 million in December.") or a first one ("The first value,
  /// 1.4 million in January, was far above all the others, which fell from 150,000 in February to
  /// 120,000 in December."), or its form for the alt text (`alt`: the alt's arguments)
  /// (``Statistics/endSpike(x:y:policy:)``). The rest is told by its first and last values, or
  /// by its range when they would hide what lies between (``endsHideExcursion(_:)``).
  ///
  /// - Complexity: O(1).
  func endSpikeSentence(
    _ c: NarrationContext, _ s: SeriesStatistics, alt base: [String: PhraseArgument]? = nil
  ) throws(NarrationError) -> Phrase? {
    guard let spike = toldEndSpike(s) else { return nil }
    // The rest from its first point to its last, in x order.
    let (from, to) = spike.isLast ? (spike.restEnd, spike.neighbour) : (spike.neighbour, spike.restEnd)
    let excursion = max(spike.restMax.y - max(from.y, to.y), min(from.y, to.y) - spike.restMin.y)
    let byRange = to.y == from.y || excursion > Self.hiddenExcursionFactor * abs(to.y - from.y)
    let precision: NumberPrecision = base == nil ? .significant(3) : .significant(2)
    let said = try c.values([spike.point.y, from.y, to.y, spike.restMin.y, spike.restMax.y], precision)
    var arguments = base ?? [:]
    arguments["min"] = said[3]
    arguments["max"] = said[4]
    arguments["way"] = PhraseArgument(key: to.y > from.y ? "up" : "down")
    let id: String
    if spike.isLast {
      arguments["first"] = said[1]
      arguments["firstAt"] = try c.at(from.x)
      arguments["before"] = said[2]
      arguments["beforeAt"] = try c.at(to.x)
      arguments["until"] = try c.render("until.x", ["x": try c.x(to.x)]).argument
      arguments["last"] = said[0]
      arguments["at"] = try c.at(spike.point.x)
      arguments["jump"] = PhraseArgument(key: spike.isAbove ? "up" : "down")
      id = "endSpike.last"
    } else {
      arguments["first"] = said[0]
      arguments["firstAt"] = try c.at(spike.point.x)
      arguments["side"] = PhraseArgument(key: spike.isAbove ? "above" : "below")
      arguments["next"] = said[1]
      arguments["nextAt"] = try c.at(from.x)
      arguments["last"] = said[2]
      arguments["lastAt"] = try c.at(to.x)
      id = "endSpike.first"
    }
    return try c.render((base == nil ? "summary." : "alt.") + id + (byRange ? ".range" : ""), arguments)
  }

  /// "The values were 0 for 2 weeks, from March 4 to March 11." (``Statistics/zeroRun(x:y:policy:)``):
  /// on a time axis whose cadence has a count noun (weeks, days, months …).
  ///
  /// - Complexity: O(1).
  func zeroRunSentence(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase? {
    guard let run = s.zeroRun, chart.xAxis.type == .temporal, let cadence = s.gaps.cadence,
      c.book.has("count.\(cadence.rawValue)")
    else { return nil }
    return try c.render(
      "summary.zeros",
      [
        "period": try c.render("count.\(cadence.rawValue)", ["n": try c.numbers.count(run.count)]).argument,
        "from": try c.periodStart(run.from.x), "to": try c.periodStart(run.to.x),
      ])
  }

  /// "Profit was below zero until Q2 2022 and above zero from Q3 2022": said when the values
  /// change sign once or twice, unless a reference line at zero says it already.
  func signSentence(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase? {
    guard let runs = s.signRuns?.runs, runs.count >= 2,
      !chart.referenceLines.contains(where: { $0.axis == .y && $0.value == 0 })
    else { return nil }
    let direction = runs[0].isPositive ? "down" : "up"
    var arguments: [String: PhraseArgument] = [
      "until": try c.x(runs[0].last.x), "from": try c.x(runs[1].first.x),
    ]
    if runs.count == 2 { return try c.render("summary.sign.\(direction)", arguments) }
    arguments["to"] = try c.x(runs[1].last.x)
    arguments["again"] = try c.x(runs[2].first.x)
    return try c.render("summary.sign.twice.\(direction)", arguments)
  }

  /// "The average level jumped from about 20 to about 45 in March 2020" (one or two level shifts,
  /// their levels the means of the values between them, said as averages rounded alike: "from
  /// about 2 to about 3.5", never "from 1.97 to 3.471").
  func stepSentence(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase? {
    guard let clauses = try stepClauses(c, s) else { return nil }
    if clauses.count == 1 { return try c.render("summary.step.one", ["step": clauses[0]]) }
    return try c.render("summary.step.two", ["first": clauses[0], "second": clauses[1]])
  }

  /// The clauses of ``stepSentence(_:_:)`` ("jumped from about 2 to about 3.5 in Q3 2020"), one
  /// per step; `nil` without steps, or with more than ``DescriptionPolicy/maximumSteps``.
  func stepClauses(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> [PhraseArgument]? {
    guard let first = s.steps.first, s.steps.count <= c.policy.maximumSteps else { return nil }
    let levels = [first.from] + s.steps.map(\.to)
    // Averages are estimates: rounded at one decimal place for all (two significant digits of
    // the largest), more where two levels would sound the same, and hedged.
    var power = Int(floor(log10(levels.map(abs).max() ?? 1))) - 1
    var said: [PhraseArgument] = []
    while power > -7 {
      said = []
      for level in levels { said.append(try c.numbers.number(level, atPower: power, unit: chart.yAxis.unit)) }
      if Set(said.map(\.display.text)).count == Set(levels).count { break }
      power -= 1
    }
    var clauses: [PhraseArgument] = []
    for (index, step) in s.steps.enumerated() {
      let direction = step.to > step.from ? "up" : "down"
      clauses.append(
        try c.render(
          index == 0 ? "step.\(direction)" : "step.next.\(direction)",
          ["from": said[index], "to": said[index + 1], "at": try c.at(step.after.x)]
        ).argument)
    }
    return clauses
  }

  /// "Values tend to be highest around July and lowest around January each year": only the
  /// extremes that most cycles of the data share are named. A week whose Monday to Friday are
  /// one level is told by its parts ("higher on weekdays than at weekends"), never by one of
  /// five equal days.
  func seasonSentence(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase? {
    if let part = s.season?.weekPart { return try c.render("summary.season.\(part.rawValue)", [:]) }
    if let day = s.season?.spikeDay {
      // "a spike on the 25th of each month": the day's number, and its key for ordinal words.
      var number = try c.numbers.count(day)
      number.display.selectKey = String(day)
      number.speech.selectKey = String(day)
      return try c.render("summary.season.daySpike", ["day": number])
    }
    guard let (form, arguments) = try seasonExtremes(c, s) else { return nil }
    return try c.render("summary.season.\(form)", arguments)
  }

  /// The season of several series, said once for all ("The values tend to be highest around July
  /// and lowest around January each year"), when every series has a season by its own test and
  /// all share its cycle and its named phases; `nil` when any series has none or they differ
  /// (Madrid highest in July, Cairo in August): each is calibrated alone, so their conjunction
  /// claims no more than each series' test does.
  ///
  /// - Complexity: O(*s*) in the series.
  func sharedSeasonSentence(_ c: NarrationContext) throws(NarrationError) -> Phrase? {
    let seasons = described.map(\.statistics.season)
    // Extremes only: a week's parts and a day's spike are read per series.
    guard seasons.count > 1, let first = seasons[0], first.weekPart == nil, first.spikeDay == nil,
      seasons.allSatisfy({ season in
        guard let season else { return false }
        return season.cycle == first.cycle && season.peak == first.peak && season.trough == first.trough
          && season.weekPart == first.weekPart && season.spikeDay == first.spikeDay
      })
    else { return nil }
    return try seasonSentence(c, described[0].statistics)
  }

  /// The phases where a season's values peak and bottom out, and the cycle ("each year"), for
  /// the phrases `….both`, `….peak` and `….trough`; `nil` when the series has no such season
  /// (none, a week told by its parts, or a spike on a day of the month).
  func seasonExtremes(
    _ c: NarrationContext, _ s: SeriesStatistics
  ) throws(NarrationError) -> (form: String, arguments: [String: PhraseArgument])? {
    guard let season = s.season, season.weekPart == nil, season.spikeDay == nil,
      season.peak != nil || season.trough != nil
    else { return nil }
    let cycle: String =
      switch season.cycle {
      case .monthOfYear, .quarterOfYear, .dayOfYear: "year"
      case .dayOfWeek: "week"
      case .hourOfDay: "day"
      case .dayOfMonth: "month"
      }
    var arguments: [String: PhraseArgument] = ["cycle": try c.render("season.cycle.\(cycle)", [:]).argument]
    if let peak = season.peak { arguments["peak"] = try phaseName(c, season.cycle, peak) }
    if let trough = season.trough { arguments["trough"] = try phaseName(c, season.cycle, trough) }
    return (season.peak == nil ? "trough" : season.trough == nil ? "peak" : "both", arguments)
  }

  /// A phase of a cycle as the reader knows it: "July", "Q4", "Saturday", "18:00", "day 25".
  private func phaseName(
    _ c: NarrationContext, _ cycle: SeasonalCycle, _ phase: Int
  ) throws(NarrationError) -> PhraseArgument {
    switch cycle {
    case .monthOfYear, .dayOfWeek, .dayOfYear:
      // Named as a category or series of this position is.
      guard let time = RecurringTime(cycle, phase) else { return try c.numbers.count(phase) }
      return try c.dates.recurring(time)
    case .quarterOfYear:
      return try c.render("season.quarter", ["q": PhraseArgument(key: String(phase))]).argument
    case .hourOfDay:
      return try c.render("season.hour", ["hour": PhraseArgument(verbatim: String(phase))]).argument
    case .dayOfMonth:
      return try c.render("season.dayOfMonth", ["day": try c.numbers.count(phase)]).argument
    }
  }
}
