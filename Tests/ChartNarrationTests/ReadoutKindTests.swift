import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11 §4: the readout says the chart as it is drawn. Radar spokes run clockwise from the top
/// and their values from the centre outwards; pie slices run clockwise and each gives its share of
/// the whole; a horizontal bar chart reads its categories top to bottom and its values left to
/// right; a stacked chart's value axis spans the stack totals, and each total is read.
@Suite struct ReadoutKindTests {
  static let locales = LocaleDirectory.locales(in: RepositoryPaths.locales)

  static func describe(_ name: String, in folder: URL = RepositoryPaths.examples, locale: String) throws
    -> ChartDescription
  {
    let url = folder.appendingPathComponent(name)
    let chart = try ChartJSONReader.read(Array(try Data(contentsOf: url)), source: name)
    return try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
  }

  static func describe(_ chart: ChartDescriptor, locale: String, verbosity: ReadoutVerbosity = .terse) throws
    -> ChartDescription
  {
    try ChartDescription(chart, locale: locale, verbosity: verbosity, localesDirectory: RepositoryPaths.locales)
  }

  /// A phrase without placeholders, as the locale writes it.
  static func literal(_ id: String, _ book: PhraseBook) throws -> String {
    try book.template(id).render { _ in nil }
  }

  static var charts: URL { RepositoryPaths.fixtures.appendingPathComponent("charts") }

  @Test(arguments: locales) func radarSpokesRunClockwiseAndValuesOutwards(_ locale: String) throws {
    let description = try Self.describe("radar-skills.json", locale: locale)
    let book = description.book
    let readout = description.narration.readout.map(\.phrase.display)
    #expect(readout[1].contains(try Self.literal("readout.direction.clockwise", book)), "\(readout[1])")
    #expect(readout[2].contains(try Self.literal("readout.direction.outwards", book)), "\(readout[2])")
    for line in readout {
      #expect(!line.contains(try Self.literal("readout.direction.leftToRight", book)), "\(locale): \(line)")
      #expect(!line.contains(try Self.literal("readout.direction.bottomToTop", book)), "\(locale): \(line)")
    }
  }

  @Test(arguments: locales) func horizontalBarsReadTopToBottomThenLeftToRight(_ locale: String) throws {
    let description = try Self.describe("bar-horizontal.json", in: Self.charts, locale: locale)
    let book = description.book
    let readout = description.narration.readout.map(\.phrase.display)
    #expect(readout[1].contains(try Self.literal("readout.direction.topToBottom", book)), "\(readout[1])")
    #expect(readout[2].contains(try Self.literal("readout.direction.leftToRight", book)), "\(readout[2])")
    #expect(!readout[2].contains(try Self.literal("readout.direction.bottomToTop", book)), "\(readout[2])")
  }

  @Test(arguments: locales) func pieSlicesRunClockwise(_ locale: String) throws {
    let description = try Self.describe("pie-browsers.json", locale: locale)
    let readout = description.narration.readout.map(\.phrase.display)
    #expect(readout[1].contains(try Self.literal("readout.direction.clockwise", description.book)), "\(readout[1])")
  }

  /// A pie of counts: each slice gives its value, its share and the whole; the summary gives the
  /// whole. A rounded share says "about" (412 of 550 is 74.9%); an exact one (88 of 550) does not.
  @Test func pieSlicesGiveValueShareAndTotal() throws {
    let chart = ChartDescriptor(
      title: "Would you recommend us?", kind: .pie,
      xAxis: Axis(title: "Answer", type: .categorical, categories: ["Yes", "No", "Not sure"]),
      yAxis: Axis(title: "Respondents", type: .numeric),
      series: [
        DataSeries(name: "Respondents", isContinuous: false, x: [0, 1, 2], y: [412, 88, 50])
      ])
    let description = try Self.describe(chart, locale: "en")
    let readout = description.narration.readout.map(\.phrase.display)
    #expect(readout.contains("1 of 3: Yes, 412, about 75% of 550"))
    #expect(readout.contains("2 of 3: No, 88, 16% of 550"))
    #expect(readout.contains("3 of 3: Not sure, 50, about 9.1% of 550"))
    #expect(readout[2].hasSuffix("the slices total 550."), "\(readout[2])")
    #expect(description.narration.summary.map(\.display).contains("Yes holds a majority: 412 of 550, about 75%."))
    // The title's question mark ends its sentence: no "?." after it.
    #expect(description.narration.summary[0].display == "Would you recommend us?")

    let verbose = try Self.describe(chart, locale: "en", verbosity: .verbose)
    #expect(
      verbose.narration.readout[4].phrase.display
        == "1 of 3: Answer is Yes, Respondents is 412. About 75% of the total of 550. The highest value.",
      "\(verbose.narration.readout[4].phrase.display)")
  }

  /// In every locale the summary says the largest slice as a part of the whole, "412 of 550".
  @Test(arguments: locales) func pieSummaryGivesTheWhole(_ locale: String) throws {
    let chart = ChartDescriptor(
      title: "Answers", kind: .pie,
      xAxis: Axis(title: "Answer", type: .categorical, categories: ["Yes", "No", "Not sure"]),
      yAxis: Axis(title: "Respondents", type: .numeric),
      series: [
        DataSeries(name: "Respondents", isContinuous: false, x: [0, 1, 2], y: [412, 88, 50])
      ])
    let summary = try Self.describe(chart, locale: locale).narration.summary.map(\.display)
    #expect(
      summary.contains { $0.contains("412") && $0.contains("550") && $0.contains("Yes") }, "\(locale): \(summary)")
  }

  /// The value axis of a stack spans what is drawn, the stack totals (28 to 31 days), not the
  /// largest single component (21); each total is read.
  @Test func stackedValueAxisSpansTheTotals() throws {
    let description = try Self.describe("bar-stacked.json", in: Self.charts, locale: "en")
    let chart = description.chart
    let readout = description.narration.readout.map(\.phrase.display)
    var totals = [Double](repeating: 0, count: chart.xAxis.categories.count)
    for series in chart.series {
      for (x, y) in zip(series.x, series.y) { totals[Int(x)] += y }
    }
    let low = Int(totals.min()!)
    let high = Int(totals.max()!)
    #expect(readout[2].hasSuffix("from \(low) to \(high)."), "\(readout[2])")
    // Jan … Jun are a time axis: six months, read by their full names.
    let months = ["January", "February", "March", "April", "May", "June"]
    #expect(readout[3] == "Stack totals, 6 months.")
    for (index, total) in totals.enumerated() {
      let line = "\(index + 1) of 6: \(months[index]), \(Int(total))"
      #expect(readout[4 + index] == line, "\(readout[4 + index]) vs \(line)")
    }
  }

  /// A long series is read in groups whose values are a range, "between 100 and 102.33", not a
  /// start and an end.
  @Test func groupsGiveARangeNotAStartAndEnd() throws {
    var policy = DescriptionPolicy()
    policy.readoutGroupThreshold = 10
    policy.readoutGroups = 2
    let ys: [Double] = [102.33, 100, 101, 101.5, 100.5, 101.2, 101.1, 100.9, 101.7, 100.2, 100.1, 101]
    let chart = ChartDescriptor(
      title: "Level", kind: .line, xAxis: Axis(title: "Step", type: .numeric),
      yAxis: Axis(title: "Level", type: .numeric),
      series: [DataSeries(name: "Level", isContinuous: true, x: ys.indices.map(Double.init), y: ys)])
    let description = try ChartDescription(
      chart, locale: "en", policy: policy, localesDirectory: RepositoryPaths.locales)
    let lines = description.narration.readout.map(\.phrase.display)
    #expect(lines.contains("1 to 6 of 12: 0 to 5, between 100 and 102.33"), "\(lines)")
    #expect(lines.contains("7 to 12 of 12: 6 to 11, between 100.1 and 101.7"), "\(lines)")
  }
}
