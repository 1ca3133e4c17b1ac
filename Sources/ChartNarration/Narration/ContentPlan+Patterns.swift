import ChartModel

// MARK: - Seasons, steps and sign changes of one series

extension ContentPlan {
  /// The pattern sentences of one trended series, most salient first: where it changes sign,
  /// its level shifts, its season (`docs/patterns.md`).
  ///
  /// - Complexity: O(1) phrases; the detectors ran in ``SeriesStatistics``.
  func patternSentences(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> [Phrase] {
    var facts: [Phrase] = []
    if let sign = try signSentence(c, s) { facts.append(sign) }
    if let step = try stepSentence(c, s) { facts.append(step) }
    if let season = try seasonSentence(c, s) { facts.append(season) }
    return facts
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

  /// "Rate jumped from about 20 to about 45 in March 2020" (one or two level shifts, their levels
  /// the means of the values between them).
  func stepSentence(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase? {
    guard let first = s.steps.first, s.steps.count <= c.policy.maximumSteps else { return nil }
    let levels = [first.from] + s.steps.map(\.to)
    let said = try c.values(levels, .significant(2))
    var clauses: [PhraseArgument] = []
    for (index, step) in s.steps.enumerated() {
      let direction = step.to > step.from ? "up" : "down"
      clauses.append(
        try c.render(
          index == 0 ? "step.\(direction)" : "step.next.\(direction)",
          ["from": said[index], "to": said[index + 1], "at": try c.at(step.after.x)]
        ).argument)
    }
    if clauses.count == 1 { return try c.render("summary.step.one", ["step": clauses[0]]) }
    return try c.render("summary.step.two", ["first": clauses[0], "second": clauses[1]])
  }

  /// "Values tend to be highest around July and lowest around January each year": only the
  /// extremes that most cycles of the data share are named. A week whose Monday to Friday are
  /// one level is told by its parts ("higher on weekdays than at weekends"), never by one of
  /// five equal days.
  func seasonSentence(_ c: NarrationContext, _ s: SeriesStatistics) throws(NarrationError) -> Phrase? {
    if let part = s.season?.weekPart { return try c.render("summary.season.\(part.rawValue)", [:]) }
    guard let season = s.season, season.peak != nil || season.trough != nil else { return nil }
    let cycle: String =
      switch season.cycle {
      case .monthOfYear, .quarterOfYear: "year"
      case .dayOfWeek: "week"
      case .hourOfDay: "day"
      case .dayOfMonth: "month"
      }
    var arguments: [String: PhraseArgument] = ["cycle": try c.render("season.cycle.\(cycle)", [:]).argument]
    if let peak = season.peak { arguments["peak"] = try phaseName(c, season.cycle, peak) }
    if let trough = season.trough { arguments["trough"] = try phaseName(c, season.cycle, trough) }
    let id =
      season.peak == nil ? "summary.season.trough" : season.trough == nil ? "summary.season.peak" : "summary.season.both"
    return try c.render(id, arguments)
  }

  /// A phase of a cycle as the reader knows it: "July", "Q4", "Saturday", "18:00", "day 25".
  private func phaseName(
    _ c: NarrationContext, _ cycle: SeasonalCycle, _ phase: Int
  ) throws(NarrationError) -> PhraseArgument {
    switch cycle {
    case .monthOfYear:
      return PhraseArgument(verbatim: c.book.monthNames[phase - 1])
    case .dayOfWeek:
      guard c.book.weekdayNames.count == 7 else { return try c.numbers.count(phase) }
      return PhraseArgument(verbatim: c.book.weekdayNames[phase - 1])
    case .quarterOfYear:
      return try c.render("season.quarter", ["q": PhraseArgument(key: String(phase))]).argument
    case .hourOfDay:
      return try c.render("season.hour", ["hour": PhraseArgument(verbatim: String(phase))]).argument
    case .dayOfMonth:
      return try c.render("season.dayOfMonth", ["day": try c.numbers.count(phase)]).argument
    }
  }
}
