import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Testing

/// Error bars drawn from plain marks (issue 15, `vl__errorbar_aggregate`): a rule from the `min`
/// to the `max` of a field, ticks at its ends and points at its mean are read as the means, each
/// with the span of its group's values, and named an error bar plot; what Vega draws is checked
/// in `VegaLiteDrawnChartsTests` (the points) and `VegaLiteCompositeMarksTests` (the ends).
@Suite struct VegaLiteHandBuiltRangesTests {
  static let values =
    #"[{"g": "a", "v": 1}, {"g": "a", "v": 2}, {"g": "a", "v": 6}, {"g": "b", "v": 3}, {"g": "b", "v": 5}]"#

  static func layered(centre: String = "mean", ticks: Bool = true) -> String {
    func layer(_ mark: String, _ op: String, end: String? = nil) -> String {
      let second = end.map { #", "y2": {"aggregate": "\#($0)", "field": "v"}"# } ?? ""
      return #"""
        {"mark": "\#(mark)", "encoding": {"x": {"field": "g", "type": "nominal"},
         "y": {"aggregate": "\#(op)", "field": "v", "type": "quantitative", "title": "value"}\#(second)}}
        """#
    }
    let caps = ticks ? [layer("tick", "min"), layer("tick", "max")] : []
    let layers = [layer("rule", "min", end: "max")] + caps + [layer("point", centre)]
    return #"{"data": {"values": \#(values)}, "layer": [\#(layers.joined(separator: ", "))]}"#
  }

  static func read(_ spec: String) throws -> ChartDescriptor {
    try VegaLiteReader.read(Array(spec.utf8), source: "spec.vl.json", options: VegaLiteOptions())
  }

  @Test(arguments: [true, false])
  func aRuleFromMinimumToMaximumIsTheRangeOfTheMeans(ticks: Bool) throws {
    let chart = try Self.read(Self.layered(ticks: ticks))
    #expect(chart.drawnAs == .errorBars)
    #expect(chart.series.map(\.y) == [[3, 4]])
    let ranges = try #require(chart.uncertainty.first)
    #expect(ranges.centre == .mean && ranges.extent == .minMax)
    #expect(ranges.lower == [1, 3] && ranges.upper == [6, 5])
    // The caps are part of the error bars, not layers left out.
    #expect(!chart.notices.contains { if case .layerNotDescribed = $0 { true } else { false } })
  }

  /// Points of another aggregate than the mean are no centre of the rules: read as before.
  @Test func pointsOfAnotherAggregateAreNoErrorBarPlot() throws {
    let chart = try Self.read(Self.layered(centre: "median"))
    #expect(chart.drawnAs == nil)
    #expect(chart.uncertainty.isEmpty)
  }

  /// The plot is named as drawn and its widest range as what it is, in every locale.
  @Test func theNarrationNamesTheKindAndTheSpan() throws {
    let chart = try Self.read(Self.layered())
    for locale in ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"] {
      let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
      let kind = try book.template("kind.drawn.errorBars").source
      let bar = try book.template("kind.bar").source
      let description = try ChartDescription(
        chart, locale: locale, levels: [.alt, .summary, .readout], localesDirectory: RepositoryPaths.locales)
      let texts = [description.narration.alt.display] + description.narration.summary.map(\.display)
      #expect(texts.contains { $0.contains(kind) }, "\(locale): \(texts)")
      #expect(!texts.contains { $0.hasPrefix(bar + " ") && !$0.hasPrefix(kind) }, "\(locale): \(texts)")
    }
    let english = try ChartDescription(
      chart, locale: "en", levels: [.summary, .readout], localesDirectory: RepositoryPaths.locales)
    let summary = english.narration.summary.map(\.display).joined(separator: " ")
    #expect(summary.contains("The widest span from the smallest to the largest value is at a: 1 to 6."), "\(summary)")
    #expect(!summary.contains("The widest range"))
    let readout = english.narration.readout.map(\.phrase.display).joined(separator: "\n")
    #expect(readout.contains("Mean 3, from 1 to 6 (the smallest to the largest value)."), "\(readout)")
  }

  /// Error bars of one standard deviation are no range of the values (issue 15,
  /// `vl__layer_point_errorbar_2d_horizontal_stdev`): the widest is named as that interval.
  @Test func aStandardDeviationIsNamedAsSuch() throws {
    let spec = #"""
      {"data": {"values": \#(Self.values)}, "layer": [
        {"mark": {"type": "errorbar", "extent": "stdev"},
         "encoding": {"x": {"field": "g", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}},
        {"mark": "point", "encoding": {"x": {"field": "g", "type": "nominal"},
         "y": {"aggregate": "mean", "field": "v", "type": "quantitative"}}}]}
      """#
    let chart = try Self.read(spec)
    #expect(chart.drawnAs == .errorBars)
    let description = try ChartDescription(
      chart, locale: "en", levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
    let summary = description.narration.summary.map(\.display).joined(separator: " ")
    #expect(
      summary.contains("The widest interval of one standard deviation either side of the mean is at a"), "\(summary)")
    #expect(description.narration.alt.display.hasPrefix("Error bar plot"), "\(description.narration.alt.display)")
  }

  static func boxes(_ rows: String) -> String {
    #"""
    {"data": {"values": \#(rows)}, "encoding": {"y": {"field": "s", "type": "nominal"}},
     "layer": [
      {"mark": "rule", "encoding": {"x": {"field": "lower", "type": "quantitative"}, "x2": {"field": "upper"}}},
      {"mark": "bar", "encoding": {"x": {"field": "q1", "type": "quantitative"}, "x2": {"field": "q3"}}},
      {"mark": "tick", "encoding": {"x": {"field": "median", "type": "quantitative"}}},
      {"transform": [{"flatten": ["outliers"]}], "mark": "point",
       "encoding": {"x": {"field": "outliers", "type": "quantitative"}}}]}
    """#
  }

  /// A box plot drawn from pre-aggregated fields (issue 15, `vl__boxplot_preaggregated`) is read
  /// as one: the medians, and each group's box; points at the whiskers' ends are no outliers.
  @Test func preAggregatedLayersAreABoxPlot() throws {
    let chart = try Self.read(
      Self.boxes(
        #"""
        [{"s": "A", "lower": 1, "q1": 3, "median": 4, "q3": 6, "upper": 9, "outliers": [0, 12, 13]},
         {"s": "B", "lower": 2, "q1": 5, "median": 7, "q3": 8, "upper": 10, "outliers": [2, 10]}]
        """#))
    #expect(chart.series.map(\.y) == [[4, 7]])
    #expect(chart.boxes.map(\.median) == [4, 7])
    #expect(chart.boxes.map(\.lowerQuartile) == [3, 5] && chart.boxes.map(\.upperQuartile) == [6, 8])
    #expect(chart.boxes.map(\.lowerWhisker) == [1, 2] && chart.boxes.map(\.upperWhisker) == [9, 10])
    #expect(chart.boxes.map(\.outliersBelow) == [1, 0] && chart.boxes.map(\.outliersAbove) == [2, 0])
    #expect(chart.yAxis.range == 0...13)
    #expect(!chart.notices.contains { if case .layerNotDescribed = $0 { true } else { false } })
    let description = try ChartDescription(
      chart, locale: "en", levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
    #expect(description.narration.alt.display.hasPrefix("Box plot"), "\(description.narration.alt.display)")
    let summary = description.narration.summary.map(\.display).joined(separator: " ")
    #expect(summary.contains("Values beyond the whiskers: 3."), "\(summary)")
  }

  /// Fields out of a box's order (a quartile beyond a whisker) make no box plot: the layers are
  /// left out with a notice, as before.
  @Test func fieldsOutOfOrderAreNoBoxPlot() throws {
    let chart = try Self.read(
      Self.boxes(#"[{"s": "A", "lower": 1, "q1": 5, "median": 4, "q3": 6, "upper": 9, "outliers": []}]"#))
    #expect(chart.boxes.isEmpty)
    #expect(chart.notices.count { if case .layerNotDescribed = $0 { true } else { false } } == 3)
  }

  /// A band's title names the axis of the line of a generic field it surrounds
  /// (`vl__layer_line_errorband_pre_aggregated`), as Vega-Lite titles the shared axis.
  @Test func anotherLayersTitleNamesTheSharedAxis() throws {
    let layers = #"""
      [{"mark": "errorband", "encoding": {"x": {"field": "t", "type": "ordinal"},
        "y": {"field": "hi", "type": "quantitative", "title": "Mean of mileage (95% CIs)"}, "y2": {"field": "lo"}}},
       {"mark": "line", "encoding": {"x": {"field": "t", "type": "ordinal"},
        "y": {"field": "center", "type": "quantitative"}}}]
      """#
    let values = #"[{"t": 1, "lo": 1, "center": 2, "hi": 3}, {"t": 2, "lo": 2, "center": 4, "hi": 5}]"#
    let chart = try Self.read(#"{"data": {"values": \#(values)}, "layer": \#(layers)}"#)
    #expect(chart.yAxis.title == "Mean of mileage (95% CIs)")
    let resolved = try Self.read(
      #"{"data": {"values": \#(values)}, "layer": \#(layers), "resolve": {"axis": {"y": "independent"}}}"#)
    #expect(resolved.yAxis.title == "center")
  }
}
