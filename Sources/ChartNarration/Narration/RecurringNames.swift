import ChartModel

extension ChartDescriptor {
  /// The chart with its recurring positions named in the phrase book's language: the categories
  /// of an axis of ``ChartModel/Axis/recurringTimes`` ("3" → "March", "März") and the series of a
  /// ``ChartModel/DataSeries/recurringTime``, by ``DatePhrasing/recurring(_:)`` (the display
  /// form). The positions stay, so naming twice gives the same chart, and everything that
  /// reads names (shares, radar axes, the JSON output) reads them in the output language.
  ///
  /// - Complexity: O(*c* + *s*) in the categories and series.
  func namingRecurringTimes(_ dates: DatePhrasing) throws(NarrationError) -> ChartDescriptor {
    var chart = self
    if let times = xAxis.recurringTimes, times.count == xAxis.categories.count {
      var names: [String] = []
      for time in times { names.append(try dates.recurring(time).display.text) }
      chart.xAxis.categories = names
    }
    for index in chart.series.indices {
      guard let time = chart.series[index].recurringTime else { continue }
      chart.series[index].name = try dates.recurring(time).display.text
    }
    return chart
  }
}
