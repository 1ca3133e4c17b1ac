import ChartModel

/// Box plots and uncertainty ranges (issue 15): which box has the highest and the lowest median,
/// whose quartiles lie furthest apart, how many values lie beyond the whiskers; for error bars and
/// bands, the widest range. A box is named by its category, and by its series when there are
/// several.
extension ContentPlan {
  private var namedBoxes: [BoxSummary] { chart.boxes }

  /// A box by its category, and its series when there are several ("Europe, for 5").
  private func boxName(_ c: NarrationContext, _ box: BoxSummary) throws(NarrationError) -> PhraseArgument {
    guard chart.series.count > 1 else { return try c.x(box.x) }
    return try c.render("at.series", ["series": PhraseArgument(verbatim: box.series), "at": try c.at(box.x)])
      .argument
  }

  /// Boxes by name, as a list (up to three named, then counted).
  private func boxNames(_ c: NarrationContext, _ boxes: [BoxSummary]) throws(NarrationError) -> PhraseArgument {
    var names: [PhraseArgument] = []
    for box in boxes.prefix(3) { names.append(try boxName(c, box)) }
    return try c.list(names, total: boxes.count)
  }

  /// "Box plot of body mass by species: highest median 5,000 (Gentoo), lowest 3,700 (Adelie and
  /// Chinstrap)."; `nil` when the boxes are not of one series, or all medians are equal.
  func boxAlt(_ c: NarrationContext, _ base: [String: PhraseArgument]) throws(NarrationError) -> Phrase? {
    let boxes = namedBoxes
    if chart.drawnAs == .strip, boxes.count == 1, let box = boxes.first {
      // "Strip plot of horsepower: 400 values from 46 to 230, median 93.5."
      var arguments = base
      let said = try c.values([box.minimum, box.maximum, box.median], .significant(2))
      arguments["low"] = said[0]
      arguments["high"] = said[1]
      arguments["median"] = said[2]
      arguments["count"] = try c.numbers.count(box.count)
      return try c.render("alt.strip", arguments)
    }
    guard let high = boxes.map(\.median).max(), let low = boxes.map(\.median).min(), high > low else { return nil }
    var arguments = base
    let said = try c.values([high, low], .significant(2))
    arguments["high"] = said[0]
    arguments["low"] = said[1]
    arguments["top"] = try boxNames(c, boxes.filter { $0.median == high })
    arguments["bottom"] = try boxNames(c, boxes.filter { $0.median == low })
    return try c.render("alt.box", arguments)
  }

  /// The medians' extremes, the widest box, and the values beyond the whiskers; of a single box
  /// (a box plot of one quantity), its median, quartiles and whiskers.
  func boxFacts(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    var facts: [Phrase] = []
    let boxes = namedBoxes
    if chart.drawnAs == .strip, boxes.count == 1, let box = boxes.first {
      facts.append(try Self.stripPhrase(c, box))
    } else if boxes.count == 1, let box = boxes.first {
      let said = try c.values([box.median, box.lowerQuartile, box.upperQuartile, box.lowerWhisker, box.upperWhisker])
      facts.append(
        try c.render(
          "readout.box", ["median": said[0], "q1": said[1], "q3": said[2], "low": said[3], "high": said[4]]))
    }
    if let high = boxes.map(\.median).max(), let low = boxes.map(\.median).min(), high > low {
      let said = try c.values([high, low])
      facts.append(
        try c.render(
          "summary.box.medians",
          [
            "high": said[0], "low": said[1], "top": try boxNames(c, boxes.filter { $0.median == high }),
            "bottom": try boxNames(c, boxes.filter { $0.median == low }),
          ]))
    }
    let spreads = boxes.map { $0.upperQuartile - $0.lowerQuartile }
    if boxes.count > 1, let widest = spreads.max(), widest > (spreads.min() ?? widest) {
      let wide = boxes.filter { $0.upperQuartile - $0.lowerQuartile == widest }
      if wide.count == 1, let box = wide.first {
        let said = try c.values([box.lowerQuartile, box.upperQuartile])
        facts.append(
          try c.render("summary.box.spread", ["name": try boxName(c, box), "q1": said[0], "q3": said[1]]))
      }
    }
    let outliers = chart.boxes.reduce(0) { $0 + $1.outliers }
    if outliers > 0 {
      facts.append(try c.render("summary.box.outliers", ["count": try c.numbers.count(outliers)]))
    }
    return facts
  }

  /// The distribution a strip draws: "400 values from 46 to 230; median 93.5; the middle half
  /// from 75 to 126." (the middle half: the quartiles, as a box plot computes them).
  ///
  /// - Parameter precision: How the values are rounded (the readout gives them at the data's).
  static func stripPhrase(_ c: NarrationContext, _ box: BoxSummary, precision: NumberPrecision = .significant(3))
    throws(NarrationError) -> Phrase
  {
    let values = [box.minimum, box.maximum, box.median, box.lowerQuartile, box.upperQuartile]
    let said = try c.values(values, precision)
    return try c.render(
      "readout.strip",
      [
        "count": try c.numbers.count(box.count), "low": said[0], "high": said[1], "median": said[2],
        "q1": said[3], "q3": said[4],
      ])
  }

  /// The widest uncertainty range of the chart's only series with ranges, named by what it
  /// computes ("The widest interval of one standard deviation either side of the mean is at
  /// Trebi: 27.7 to 51.1."); nothing when several series have ranges, or ranges tie.
  func rangeFacts(_ c: NarrationContext) throws(NarrationError) -> [Phrase] {
    guard chart.uncertainty.count == 1, let ranges = chart.uncertainty.first, ranges.x.count > 1 else { return [] }
    let widths = zip(ranges.lower, ranges.upper).map { $1 - $0 }
    guard let widest = widths.max(), widths.filter({ $0 == widest }).count == 1,
      let index = widths.firstIndex(of: widest)
    else { return [] }
    let said = try c.values([ranges.lower[index], ranges.upper[index]])
    var arguments = ["x": try c.x(ranges.x[index]), "lower": said[0], "upper": said[1]]
    // A computed interval is named by what it computes (a standard deviation either side of the
    // mean is no range of the values); ends the data gives are a range.
    guard ranges.extent != .given else { return [try c.render("summary.range.widest", arguments)] }
    arguments["extent"] = PhraseArgument(key: ranges.extent == .minMax ? "minMax" : ranges.extent.rawValue)
    return [try c.render("summary.range.widest.interval", arguments)]
  }
}
