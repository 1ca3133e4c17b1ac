import ChartModel
import Foundation

// MARK: - A crash or a surge over a few steps

extension ContentPlan {
  /// The sharp move of `s` (``Statistics/sharpMove(x:y:policy:)``) unless a jump, an end spike
  /// or a level shift tells the series (each says its own large move), or the value axis is
  /// logarithmic (it draws ratios).
  ///
  /// - Complexity: O(1).
  func toldSharpMove(_ s: SeriesStatistics) -> SharpMove? {
    guard let move = s.sharpMove, s.jump == nil, toldEndSpike(s) == nil, s.steps.isEmpty, !chart.hasLogarithmicAxis,
      chart.partialBuckets.isDisjoint(with: [move.from.x, move.to.x])
    else { return nil }
    return move
  }

  /// "The values fell about 45% in 4 days, from $176.50 on January 29 to $96.55 on February 2,
  /// then recovered to $128.41 by March 29." (``Statistics/sharpMove(x:y:policy:)``): the
  /// change as a percentage on a positive base that stays positive (else in units), the time it
  /// took when the points are one cadence period apart (days, weeks or months), and the
  /// recovery when the values after it never went beyond the move's end.
  ///
  /// - Parameters:
  ///   - base: the alt text's arguments, for its form ("fell about 45% in 4 days to $96.55 on
  ///     February 2, then recovered to $128.41"); `short`, without the recovery.
  ///   - name: the series' name, in a summary of several series
  ///     (`summary.seriesPattern.sharpMove.*`).
  /// - Complexity: O(1).
  func sharpMoveSentence(
    _ c: NarrationContext, _ s: SeriesStatistics, alt base: [String: PhraseArgument]? = nil, short: Bool = false,
    series name: PhraseArgument? = nil
  ) throws(NarrationError) -> Phrase? {
    guard let move = toldSharpMove(s) else { return nil }
    let said = try c.values([move.from.y, move.to.y, move.recovery?.y ?? move.to.y])
    var arguments = base ?? [:]
    arguments["from"] = said[0]
    arguments["fromAt"] = try c.at(move.from.x)
    arguments["to"] = said[1]
    arguments["toAt"] = try c.at(move.to.x)
    if let name { arguments["name"] = name }
    let size = abs(move.to.y - move.from.y)
    if move.from.y > 0, move.to.y > 0, !c.yIsPercent, !c.yHasNoTrueZero {
      arguments["change"] = try c.numbers.percent(100 * size / move.from.y, hedge: true)
    } else {
      arguments["change"] = try c.numbers.number(size, precision: .significant(2), unit: c.changeUnit)
    }
    arguments["took"] = try sharpMoveSpan(c, s, move) ?? PhraseArgument(key: "none")
    if let recovery = move.recovery, !short {
      arguments["back"] = PhraseArgument(key: "yes")
      arguments["last"] = said[2]
      arguments["by"] = try c.render("by.x", ["x": try c.x(recovery.x)]).argument
    } else {
      arguments["back"] = PhraseArgument(key: "no")
    }
    let direction = move.isFall ? "fall" : "rise"
    if base != nil { return try c.render("alt.sharpMove.\(direction)", arguments) }
    return try c.render(
      name == nil ? "summary.sharpMove.\(direction)" : "summary.seriesPattern.sharpMove.\(direction)", arguments)
  }

  /// "in 4 days": the move's steps counted in the cadence of a time axis, when every step of it
  /// is one period (a day, a week or a calendar month); `nil` otherwise.
  ///
  /// - Complexity: O(1).
  private func sharpMoveSpan(
    _ c: NarrationContext, _ s: SeriesStatistics, _ move: SharpMove
  ) throws(NarrationError) -> PhraseArgument? {
    guard chart.xAxis.type == .temporal, let cadence = s.gaps.cadence else { return nil }
    let periods: Int?
    switch cadence {
    case .day, .week:
      let span = (move.to.x - move.from.x) / cadence.approximateSeconds
      // An hour either way for a change of daylight saving time.
      periods = abs(span - span.rounded()) * cadence.approximateSeconds <= 3_600 ? Int(span.rounded()) : nil
    case .month:
      let (a, b) = (CivilDate(secondsSince1970: move.from.x), CivilDate(secondsSince1970: move.to.x))
      periods = a.day == b.day ? (b.year - a.year) * 12 + b.month - a.month : nil
    default: periods = nil
    }
    guard let periods, periods == move.steps else { return nil }
    return try c.render("sharpMove.span.\(cadence.rawValue)", ["n": try c.numbers.count(periods)]).argument
  }
}
