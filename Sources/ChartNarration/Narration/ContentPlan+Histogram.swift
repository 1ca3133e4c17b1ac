import ChartModel

// MARK: - Histograms

extension ContentPlan {
  /// A histogram's one series and its bins' width (``DrawnMarks/histogram``); `nil` for any other
  /// chart.
  var histogram: (series: DataSeries, statistics: SeriesStatistics, step: Double)? {
    guard chart.drawnAs == .histogram, let step = chart.binStep, step > 0, step.isFinite, described.count == 1,
      let only = described.first
    else { return nil }
    return (only.series, only.statistics, step)
  }

  /// What a histogram's sentences say: how many values it counts (`count`), the extent of its
  /// bins (`from`, `to`), their width (`step`) and, when no other bin holds as many, the bin with
  /// the most values (`most`, `mostFrom`, `mostTo`). A histogram is a distribution: its bins are
  /// never read as a series that rises or falls. Shares of all values in percent (a relative
  /// frequency histogram) are said as shares (`count`), the largest as the percentage it is.
  ///
  /// - Complexity: O(*n*) in the bins.
  func histogramArguments(_ c: NarrationContext) throws(NarrationError) -> [String: PhraseArgument]? {
    guard let (series, statistics, step) = histogram else { return nil }
    let bins = zip(series.x, series.y).filter { $0.0.isFinite && $0.1.isFinite }
    guard let low = bins.map(\.0).min(), let high = bins.map(\.0).max() else { return nil }
    let total = bins.reduce(0) { $0 + $1.1 }
    // Shares of all values in percent (a relative frequency histogram) add up to a hundred, or
    // less where the chart leaves out a bin of missing values.
    let shares = c.yIsPercent
    if shares {
      guard total <= 100 + 1e-6 else { return nil }
    } else {
      guard total == total.rounded(), total < Double(Int.max) else { return nil }
    }
    let xUnit = chart.xAxis.unit == "%" ? nil : chart.xAxis.unit
    var arguments: [String: PhraseArgument] = [
      "x": c.xTitle,
      "count": shares
        ? try c.render("count.shares", [:]).argument
        : try c.render("count.values", ["n": try c.numbers.count(Int(total))]).argument,
      "from": try c.x(low), "to": try c.x(high + step),
      "step": try c.numbers.number(step, precision: .exact, unit: xUnit, hedge: false),
    ]
    let most = statistics.max
    if bins.filter({ $0.1 == most.y }).count == 1, shares || most.y == most.y.rounded() {
      arguments["most"] = shares ? try c.value(most.y) : try c.numbers.count(Int(most.y))
      arguments["mostFrom"] = try c.x(most.x)
      arguments["mostTo"] = try c.x(most.x + step)
    }
    return arguments
  }

  /// "Histogram of IMDB Rating: 2,988 values from 1 to 10, the most (985) from 6 to 7."
  func histogramAlt(_ c: NarrationContext) throws(NarrationError) -> Phrase? {
    guard let arguments = try histogramArguments(c) else { return nil }
    return try c.render(arguments["most"] == nil ? "alt.histogram.plain" : "alt.histogram", arguments)
  }

  /// The orientation ("Histogram of IMDB Rating: 2,988 values in bins of 1 from 1 to 10.") and
  /// the bin with the most values; no trend, shape or ends, which are not what a histogram shows.
  func histogramSummary(_ c: NarrationContext) throws(NarrationError) -> (orientation: Phrase, facts: [Phrase])? {
    guard let arguments = try histogramArguments(c) else { return nil }
    var facts: [Phrase] = []
    if arguments["most"] != nil { facts.append(try c.render("summary.histogram.most", arguments)) }
    return (try c.render("summary.histogram", arguments), facts)
  }
}
