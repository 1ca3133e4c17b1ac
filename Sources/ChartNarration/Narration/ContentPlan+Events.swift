import ChartModel

// MARK: - Events: anomalous episodes

extension ContentPlan {
  /// "Values stayed above −16 °C for about 9 hours, between February 10, 14:00 and February 10,
  /// 22:59.": the series' anomalous episode (``Statistics/episode(x:y:policy:)``), if any. The
  /// duration is said on a time axis only, in the largest unit it spans at least twice of.
  ///
  /// - Parameter name: the series' name, in a summary of several series ("p99 stayed above 150
  ///   …", `summary.seriesPattern.episode.*`).
  /// - Complexity: O(1).
  func episodeSentence(
    _ c: NarrationContext, _ s: SeriesStatistics, series name: PhraseArgument? = nil
  ) throws(NarrationError) -> Phrase? {
    guard let episode = s.episode else { return nil }
    let side =
      (name == nil ? "summary.episode." : "summary.seriesPattern.episode.") + (episode.isAbove ? "above" : "below")
    var arguments: [String: PhraseArgument] = [
      "level": try c.numbers.number(episode.level, precision: .significant(3), unit: chart.yAxis.unit, hedge: false),
      "between": try c.render("at.between", ["from": try c.x(episode.start.x), "to": try c.x(episode.end.x)])
        .argument,
    ]
    if let name { arguments["name"] = name }
    guard chart.xAxis.type == .temporal, episode.count > 1, let duration = try durationPhrase(c, episode) else {
      return try c.render(side, arguments)
    }
    arguments["duration"] = duration
    return try c.render(side + ".duration", arguments)
  }

  /// "9 hours": the span of an episode on a time axis (first to last point, plus one step between
  /// points), rounded in the largest unit it spans at least twice of.
  private func durationPhrase(_ c: NarrationContext, _ episode: Episode) throws(NarrationError) -> PhraseArgument? {
    let span = episode.end.x - episode.start.x
    let seconds = span + span / Double(episode.count - 1)
    let units: [(String, Double)] = [
      ("year", TimeUnit.year.approximateSeconds), ("month", TimeUnit.month.approximateSeconds),
      ("week", 7 * TimeUnit.day.approximateSeconds), ("day", TimeUnit.day.approximateSeconds),
      ("hour", TimeUnit.hour.approximateSeconds), ("minute", TimeUnit.minute.approximateSeconds),
      ("second", 1),
    ]
    guard seconds.isFinite, seconds > 0,
      let (name, scale) = units.first(where: { seconds / $0.1 >= 2 }) ?? units.last
    else { return nil }
    return try c.render("count.\(name)", ["n": try c.numbers.count(Int((seconds / scale).rounded()))]).argument
  }
}
