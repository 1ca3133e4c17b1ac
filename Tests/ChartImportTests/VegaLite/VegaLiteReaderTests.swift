import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Vega-Lite specs read without the shared corpus: the specs copied into `Tests/Fixtures/vega-lite`
/// and small specs written here.
@Suite struct VegaLiteReaderTests {
  static let fixtures = RepositoryPaths.fixtures.appendingPathComponent("vega-lite")

  static func read(
    _ spec: String, source: String = "spec.vl.json", options: VegaLiteOptions = VegaLiteOptions()
  ) throws -> ChartDescriptor {
    try VegaLiteReader.read(Array(spec.utf8), source: source, options: options)
  }

  static func error(_ spec: String, options: VegaLiteOptions = VegaLiteOptions()) -> String? {
    do {
      _ = try read(spec, options: options)
      return nil
    } catch {
      return "\(error)"
    }
  }

  static func fixture(_ name: String) throws -> ChartDescriptor {
    let bytes = [UInt8](
      try Data(contentsOf: fixtures.appendingPathComponent("specs/\(name).vl.json")))
    return try VegaLiteReader.read(
      bytes, source: "specs/\(name).vl.json", options: VegaLiteOptions(baseDirectory: fixtures.path)
    )
  }

  // MARK: - The committed specs

  @Test func simpleBars() throws {
    let chart = try Self.fixture("bar")
    #expect(chart.kind == .bar)
    #expect(chart.xAxis.type == .categorical)
    #expect(chart.xAxis.categories == ["A", "B", "C", "D", "E", "F", "G", "H", "I"])
    #expect(chart.xAxis.title == "a")
    #expect(chart.yAxis.title == "b")
    #expect(chart.series.count == 1)
    #expect(chart.series[0].y == [28, 55, 43, 91, 81, 53, 19, 87, 52])
    #expect(chart.summary == "A simple bar chart with embedded data.")
  }

  @Test func stackedCountsByMonthNameTheMonths() throws {
    let chart = try Self.fixture("stacked_bar_weather")
    #expect(chart.kind == .bar)
    #expect(chart.xAxis.recurringTimes?.first == RecurringTime(.monthOfYear, 1))
    #expect(chart.xAxis.categories.count == 12)
    #expect(chart.series.map(\.name) == ["drizzle", "fog", "rain", "snow", "sun"])
    // 1,461 days of weather, counted.
    #expect(chart.series.flatMap(\.y).reduce(0, +) == 1_461)
  }

  /// The importer knows no language: `"timeUnit": "month"` gives twelve typed positions,
  /// labelled by their numbers, which the description names in its own language
  /// (`RecurringNamesTests` in the narration tests).
  @Test func recurringTimesAreTypedPositions() throws {
    let chart = try Self.fixture("stacked_bar_weather")
    #expect(chart.xAxis.type == .categorical)
    let monthsOfYear: [RecurringTime] = (1...12).compactMap { (month: Int) -> RecurringTime? in
      RecurringTime(.monthOfYear, month)
    }
    #expect(chart.xAxis.recurringTimes == monthsOfYear)
    #expect(chart.xAxis.categories == (1...12).map(String.init))
    // In calendar order, so an ordered time axis.
    #expect(chart.xAxis.timeCategories?.kind == .month)
    #expect(chart.xAxis.timeCategories?.isConsecutive == true)
    #expect(chart.xAxis.isOrdered)
  }

  /// Vega's weekdays count from Sunday (0); the positions are ISO's, Monday 1 … Sunday 7, in
  /// Vega's order (Sunday first).
  @Test func weekdaysQuartersAndHoursArePositionsToo() throws {
    func axis(_ unit: String, _ dates: [String]) throws -> Axis {
      let values = dates.map { "{\"t\": \"\($0)\", \"v\": 1}" }.joined(separator: ", ")
      return try Self.read(
        """
        {"data": {"values": [\(values)]}, "mark": "bar",
         "encoding": {"x": {"field": "t", "timeUnit": "\(unit)", "type": "ordinal"}, "y": {"aggregate": "sum", "field": "v"}}}
        """
      ).xAxis
    }
    // 2024-03-03 was a Sunday.
    let days = try axis("day", (3...9).map { "2024-03-0\($0)" })
    #expect(days.recurringTimes?.map(\.phase) == [7, 1, 2, 3, 4, 5, 6])
    #expect(days.recurringTimes?.allSatisfy { $0.cycle == .dayOfWeek } == true)
    #expect(days.timeCategories?.kind == .weekday)
    let quarters = try axis("quarter", ["2023-02-10", "2023-05-10", "2023-08-10", "2024-11-10"])
    #expect(quarters.recurringTimes == (1...4).compactMap { RecurringTime(.quarterOfYear, $0) })
    let hours = try axis("hours", ["2024-01-01T00:30:00", "2024-01-01T13:00:00", "2024-01-02T23:59:00"])
    #expect(hours.recurringTimes == [0, 13, 23].compactMap { RecurringTime(.hourOfDay, $0) })
    #expect(hours.categories == ["0", "13", "23"])
    // A month and day of every year is a day of the (leap) year: March 6 is day 66, whichever
    // year it came from, and February 29 has its own day.
    let monthDays = try axis("monthdate", ["2024-03-06", "2023-12-25", "2024-02-29", "2023-03-06"])
    #expect(monthDays.recurringTimes == [60, 66, 360].compactMap { RecurringTime(.dayOfYear, $0) })
    #expect(monthDays.timeCategories?.kind == .dayOfYear)
    // Hours and minutes are no single cycle: an ISO 8601 label, no position.
    let clock = try axis("hoursminutes", ["2024-01-01T14:30:00", "2024-01-02T09:05:00"])
    #expect(clock.recurringTimes == nil)
    #expect(clock.categories == ["09:05", "14:30"])
  }

  /// A heatmap of days by month: its rows are series, each a month of every year.
  @Test func seriesNamedByAMonthCarryTheirPosition() throws {
    let chart = try Self.fixture("rect_heatmap_weather")
    #expect(chart.series.map(\.recurringTime) == (1...12).map { RecurringTime(.monthOfYear, $0) })
    #expect(chart.series.map(\.name) == (1...12).map(String.init))
    #expect(chart.xAxis.recurringTimes?.map(\.phase) == Array(1...31))
  }

  @Test func aRuleOverBarsIsAReferenceLine() throws {
    let chart = try Self.fixture("layer_bar_month")
    #expect(chart.kind == .bar)
    #expect(chart.referenceLines.count == 1)
    #expect(chart.referenceLines[0].axis == .y)
    // The rule's "aggregate": "mean" is over all 1,461 days, not the twelve monthly means.
    let days = chart.series[0].y
    #expect(days.count == 12)
    #expect(abs(chart.referenceLines[0].value - 3.029432) < 0.000001)
  }

  @Test func aHeatmapIsOneSeriesPerRow() throws {
    let chart = try Self.fixture("rect_heatmap_weather")
    #expect(chart.series.count == 12)
    #expect(chart.xAxis.categories.count == 31)
    #expect(chart.series.map(\.count).reduce(0, +) == 366)
  }

  @Test func scatterOfPenguins() throws {
    let chart = try Self.fixture("point_color_with_shape")
    #expect(chart.kind == .scatter)
    #expect(chart.xAxis.type == .numeric)
    #expect(chart.series.map(\.name) == ["Adelie", "Chinstrap", "Gentoo"])
    #expect(chart.notices == [.invalidRowsDropped(count: 2, field: "Flipper Length (mm)")])
  }

  /// A strip alone is the distribution of its values (VegaLiteStripTests); in a layer, where
  /// other layers would be compared with it, it stays refused by name.
  @Test func aStripOfSingleValuesInALayerIsRefused() throws {
    let strip = try Self.fixture("tick_dot")
    #expect(strip.drawnAs == .strip && strip.boxes.first?.count == 1_461)
    #expect(throws: ChartModelError.self) {
      try Self.read(
        #"{"data": {"values": [{"t": 1}]}, "layer": [{"mark": "tick", "encoding": {"x": {"field": "t", "type": "quantitative"}}}]}"#
      )
    }
    do {
      _ = try Self.read(
        #"{"data": {"values": [{"t": 1}]}, "layer": [{"mark": "tick", "encoding": {"x": {"field": "t", "type": "quantitative"}}}]}"#
      )
    } catch {
      #expect(
        "\(error)"
          == "spec.vl.json:1:53: error: unsupported: a one-dimensional 'tick' plot: only 'x' "
          + "('t') is encoded, a strip of single values with nothing to compare them by")
    }
  }

  @Test func everyCommittedSpecIsReadOrRefused() throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Self.fixtures.appendingPathComponent("specs").path)
    #expect(names.count >= 10)
    for name in names where name.hasSuffix(".vl.json") {
      do {
        _ = try Self.fixture(String(name.dropLast(8)))
      } catch let error as ChartModelError {
        guard case .unsupported = error else {
          Issue.record("\(name): \(error)")
          continue
        }
      }
    }
  }

  // MARK: - Mapping

  @Test func horizontalBarsAreSwapped() throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"n": "x", "v": 2}, {"n": "y", "v": 5}]}, "mark": "bar",
       "encoding": {"y": {"field": "n", "type": "nominal"}, "x": {"field": "v", "type": "quantitative", "title": "Votes"}}}
      """)
    #expect(chart.xAxis.title == "n")
    #expect(chart.yAxis.title == "Votes")
    #expect(chart.series[0].y == [2, 5])
  }

  @Test func aggregatesGroupByEveryOtherField() throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"g": "a", "s": "p", "v": 1}, {"g": "a", "s": "p", "v": 3}, {"g": "b", "s": "p", "v": 5},
                           {"g": "a", "s": "q", "v": 10}]},
       "mark": "line",
       "encoding": {"x": {"field": "g", "type": "ordinal"}, "y": {"field": "v", "aggregate": "mean"},
                    "color": {"field": "s"}}}
      """)
    #expect(chart.series.map(\.name) == ["p", "q"])
    #expect(chart.series[0].y == [2, 5])
    #expect(chart.series[1].y == [10])
  }

  /// A mean made by an `aggregate`, `joinaggregate` or `window` transform adds up to no total,
  /// as one made by the encoding does not; a sum or count made there still may.
  @Test(arguments: [
    (#"{"aggregate": [{"op": "mean", "field": "v", "as": "m"}], "groupby": ["g"]}"#, false),
    (#"{"aggregate": [{"op": "median", "field": "v", "as": "m"}], "groupby": ["g"]}"#, false),
    (#"{"joinaggregate": [{"op": "mean", "field": "v", "as": "m"}], "groupby": ["g"]}"#, false),
    (#"{"window": [{"op": "rank", "as": "m"}], "sort": [{"field": "v"}]}"#, false),
    (#"{"aggregate": [{"op": "sum", "field": "v", "as": "m"}], "groupby": ["g"]}"#, true),
    (#"{"aggregate": [{"op": "count", "as": "m"}], "groupby": ["g"]}"#, true),
  ])
  func aStatisticMadeByATransformIsNotAdditive(transform: String, addsUp: Bool) throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"g": "a", "v": 1}, {"g": "b", "v": 3}, {"g": "c", "v": 5}]},
       "transform": [\(transform)], "mark": "bar",
       "encoding": {"x": {"field": "g", "type": "nominal"}, "y": {"field": "m", "type": "quantitative"}}}
      """)
    #expect(chart.yAxis.valuesAreAdditive == addsUp)
  }

  @Test func normalizedStacksAreShares() throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"x": "a", "c": "p", "v": 1}, {"x": "a", "c": "q", "v": 3}]}, "mark": "bar",
       "encoding": {"x": {"field": "x"}, "y": {"field": "v", "type": "quantitative", "stack": "normalize"},
                    "color": {"field": "c"}}}
      """)
    #expect(chart.yAxis.unit == "%")
    #expect(chart.series.map { $0.y } == [[25], [75]])
  }

  /// Two discrete axes whose values are drawn as colours or dot sizes are a grid of cells, named
  /// by what draws them; a quantity on an axis is no grid.
  @Test func gridsOfCellsAreNamedByWhatDrawsTheirValues() throws {
    let values = #"[{"a": "p", "b": "m", "v": 1}, {"a": "q", "b": "m", "v": 3}, {"a": "p", "b": "n", "v": 2}]"#
    func chart(_ mark: String, _ channel: String) throws -> ChartDescriptor {
      try Self.read(
        """
        {"data": {"values": \(values)}, "mark": "\(mark)",
         "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "nominal"},
                      "\(channel)": {"field": "v", "type": "quantitative"}}}
        """)
    }
    #expect(try chart("rect", "color").cells == .colour)
    #expect(try chart("rect", "opacity").cells == .colour)
    #expect(try chart("circle", "size").cells == .size)
    #expect(try chart("rect", "color").series.map(\.name) == ["m", "n"])
    let bars = try Self.read(
      """
      {"data": {"values": \(values)}, "mark": "bar",
       "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}}
      """)
    #expect(bars.cells == nil)
  }

  /// A normalized pie is one stack: each slice is its share of the whole pie, as drawn (each
  /// slice is not 100% of itself).
  @Test func normalizedPieSlicesAreSharesOfThePie() throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"c": 1, "v": 4}, {"c": 2, "v": 6}, {"c": 3, "v": 10}]}, "mark": "arc",
       "encoding": {"theta": {"field": "v", "type": "quantitative", "stack": "normalize"},
                    "color": {"field": "c", "type": "nominal"}}}
      """)
    #expect(chart.yAxis.unit == "%")
    #expect(chart.series.flatMap(\.y) == [20, 30, 50])
  }

  /// Stacks inside groups (`xOffset` and a colour): Vega draws a stack per category and group,
  /// so the groups are the series and each bar is its stack's total, side by side.
  @Test func stacksInsideGroupsAreGroupsOfTotals() throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"c": "A", "g": "m", "k": "x", "v": 10}, {"c": "A", "g": "m", "k": "y", "v": 5},
        {"c": "A", "g": "n", "k": "x", "v": 7}, {"c": "A", "g": "n", "k": "y", "v": 9},
        {"c": "B", "g": "m", "k": "x", "v": 12}, {"c": "B", "g": "m", "k": "y", "v": 3},
        {"c": "B", "g": "n", "k": "x", "v": 4}, {"c": "B", "g": "n", "k": "y", "v": 20}]}, "mark": "bar",
       "encoding": {"x": {"field": "c", "type": "nominal"}, "xOffset": {"field": "g"},
                    "y": {"field": "v", "type": "quantitative", "aggregate": "sum"}, "color": {"field": "k"}}}
      """)
    #expect(chart.stacking == .none)
    #expect(chart.series.map(\.name) == ["m", "n"])
    #expect(chart.series.map(\.y) == [[15, 15], [16, 24]])
    // The coloured parts of each stack are kept beside the groups.
    #expect(
      chart.stackParts == [
        StackPart(group: "m", name: "x", x: [0, 1], y: [10, 12]),
        StackPart(group: "m", name: "y", x: [0, 1], y: [5, 3]),
        StackPart(group: "n", name: "x", x: [0, 1], y: [7, 4]),
        StackPart(group: "n", name: "y", x: [0, 1], y: [9, 20]),
      ])
  }

  /// `stack: null` or `false` with a colour: the bars of one category overlap, each from zero.
  @Test(arguments: ["null", "false"]) func unstackedBarsOverlap(_ stack: String) throws {
    let spec = """
      {"data": {"values": [{"q": "Q1", "k": "x", "v": 10}, {"q": "Q1", "k": "y", "v": 30},
        {"q": "Q2", "k": "x", "v": 20}, {"q": "Q2", "k": "y", "v": 20}]}, "mark": "bar",
       "encoding": {"x": {"field": "q", "type": "nominal"},
                    "y": {"field": "v", "type": "quantitative", "stack": \(stack)}, "color": {"field": "k"}}}
      """
    let chart = try Self.read(spec)
    #expect(chart.stacking == .overlaid)
    #expect(chart.series.map(\.y) == [[10, 20], [30, 20]])
    // Without `stack: null` the same bars stack; with an xOffset they stand side by side.
    #expect(try Self.read(spec.replacingOccurrences(of: ", \"stack\": \(stack)", with: "")).stacking == .stacked)
    let grouped = spec.replacingOccurrences(of: "\"color\"", with: "\"xOffset\": {\"field\": \"k\"}, \"color\"")
    #expect(try Self.read(grouped).stacking == .none)
  }

  @Test func binsAreANumericAxisAtTheirStarts() throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"v": 1}, {"v": 2.5}, {"v": 7}, {"v": 9.9}, {"v": null}]}, "mark": "bar",
       "encoding": {"x": {"field": "v", "bin": true}, "y": {"aggregate": "count"}}}
      """)
    #expect(chart.xAxis.type == .numeric)
    #expect(chart.series[0].x == [1, 2, 7, 9])
    #expect(chart.series[0].y == [1, 1, 1, 1])
    #expect(chart.xAxis.range == 1...10)
    #expect(chart.notices == [.invalidRowsDropped(count: 1, field: "v")])
  }

  @Test func timeUnitsWithAYearGiveATemporalAxis() throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"d": "2024-01-05", "v": 1}, {"d": "2024-01-20", "v": 3}, {"d": "Feb 3 2024", "v": 4}]},
       "mark": "line",
       "encoding": {"x": {"field": "d", "timeUnit": "yearmonth"}, "y": {"field": "v", "aggregate": "sum"}}}
      """)
    #expect(chart.xAxis.type == .temporal)
    #expect(chart.xAxis.timeUnit == .month)
    #expect(chart.series[0].x == [1_704_067_200, 1_706_745_600])
    #expect(chart.series[0].y == [4, 4])
  }

  @Test func transformsRunInOrder() throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"k": "a", "v": 1}, {"k": "b", "v": 2}, {"k": "c", "v": 7}, {"k": "d", "v": 4}]},
       "transform": [
         {"calculate": "datum.v * 10 + (datum.k == 'a' ? 1 : 0)", "as": "w"},
         {"filter": {"field": "w", "gte": 11}},
         {"joinaggregate": [{"op": "sum", "field": "w", "as": "total"}]},
         {"calculate": "round(datum.w / datum.total * 1000) / 10", "as": "share"},
         {"window": [{"op": "rank", "as": "rank"}], "sort": [{"field": "w", "order": "descending"}]},
         {"filter": "datum.rank <= 3 && !(datum.k === 'zzz')"}
       ],
       "mark": "bar",
       "encoding": {"x": {"field": "k", "sort": "-y"}, "y": {"field": "share", "type": "quantitative"}}}
      """)
    #expect(chart.xAxis.categories == ["c", "d", "b"])
    #expect(chart.series[0].y == [49.6, 28.4, 14.2])
  }

  @Test func foldTurnsColumnsIntoSeries() throws {
    let chart = try Self.read(
      """
      {"data": {"values": [{"t": 1, "a": 2, "b": 3}, {"t": 2, "a": 4, "b": 1}]},
       "transform": [{"fold": ["a", "b"], "as": ["which", "value"]}],
       "mark": "line",
       "encoding": {"x": {"field": "t", "type": "quantitative"}, "y": {"field": "value", "type": "quantitative"},
                    "color": {"field": "which"}}}
      """)
    #expect(chart.series.map(\.name) == ["a", "b"])
    #expect(chart.series.map(\.y) == [[2, 4], [3, 1]])
  }

  @Test func inlineCSVAndNestedRecords() throws {
    let csv = try Self.read(
      """
      {"data": {"values": "x,y\\n1,5\\n2,NA\\n3,7", "format": {"type": "csv"}}, "mark": "line",
       "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"}}}
      """)
    #expect(csv.series[0].count == 3)
    #expect(csv.series[0].y[1].isNaN, "text in a column of numbers is no number")
    let nested = try Self.read(
      """
      {"data": {"values": {"rows": [{"p": {"a": 1, "b": 2}}, {"p": {"a": 2, "b": 5}}]}, "format": {"property": "rows"}},
       "mark": "point",
       "encoding": {"x": {"field": "p.a", "type": "quantitative"}, "y": {"field": "p.b", "type": "quantitative"}}}
      """)
    #expect(nested.series[0].y == [2, 5])
    #expect(nested.xAxis.title == "p.a")
  }

  @Test func aPieIsOneSlicePerCategory() throws {
    let chart = try Self.fixture("arc_pie")
    #expect(chart.kind == .pie)
    #expect(chart.xAxis.categories == ["1", "2", "3", "4", "5", "6"])
    #expect(chart.series[0].y == [4, 6, 10, 3, 7, 8])
  }

  @Test func rangesFromAStackTransformAreTheStackedValues() throws {
    let chart = try Self.fixture("bar_diverging_stack_transform")
    #expect(chart.series.count == 5)
    #expect(chart.yAxis.title == "Percentage")
    let values = chart.series.flatMap(\.y).filter { !$0.isNaN }
    #expect(values.min() == 0 && values.max() == 100)
  }

  // MARK: - Refusals and errors

  struct Refusal: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: String
    var message: String
    var testDescription: String { name }
  }

  static let refusals: [Refusal] = [
    Refusal(
      name: "an unknown transform",
      spec: """
        {"data": {"values": [{"x": 1, "y": 2}]},
          "transform": [{"regression": "y", "on": "x"}],
          "mark": "line", "encoding": {"x": {"field": "x"}, "y": {"field": "y"}}}
        """,
      message: "spec.vl.json:2:17: error: unsupported: transform 'regression'"),
    Refusal(
      name: "view composition",
      spec: #"{"data": {"values": []}, "hconcat": [{"mark": "bar"}]}"#,
      message:
        "spec.vl.json:1:37: error: unsupported: view composition ('hconcat'); describe each view on its own"
    ),
    Refusal(
      name: "a map of regions without a value",
      spec: #"{"data": {"values": []}, "mark": "geoshape"}"#,
      message: "spec.vl.json:1:34: error: unsupported: a map of regions without a value to describe (geometry alone)"),
    Refusal(
      name: "times less than a second apart",
      spec:
        #"{"data": {"values": [{"t": 1565, "v": 1}, {"t": 1570, "v": 2}]}, "mark": "line", "encoding": {"x": {"field": "t", "type": "temporal"}, "y": {"field": "v", "type": "quantitative"}}}"#,
      message:
        "spec.vl.json:1:74: error: unsupported: times less than a second apart on 'x' ('t'); numbers on a temporal axis are milliseconds"
    ),
    Refusal(
      name: "a box plot without a quantity",
      spec: #"{"data": {"values": []}, "mark": "boxplot"}"#,
      message: "spec.vl.json:1:34: error: unsupported: a 'boxplot' without a quantity on 'x' or 'y'"),
    Refusal(
      name: "facets",
      spec: #"{"data": {"values": []}, "mark": "bar", "encoding": {"row": {"field": "a"}}}"#,
      message: "spec.vl.json:1:61: error: unsupported: faceted charts (the 'row' channel)"),
    Refusal(
      name: "an expression function outside the subset",
      spec:
        #"{"data": {"values": []}, "transform": [{"filter": "test(/a/, datum.x)"}], "mark": "bar"}"#,
      message:
        "spec.vl.json:1:51: error: unsupported: the expression function 'test' in the expression "
        + "\"test(/a/, datum.x)\""),
    Refusal(
      name: "a function chartvoice does not evaluate",
      spec:
        #"{"data": {"values": []}, "transform": [{"calculate": "format(datum.x, '.2f')", "as": "y"}], "mark": "bar"}"#,
      message:
        "spec.vl.json:1:54: error: unsupported: the expression function 'format' in the expression "
        + "\"format(datum.x, '.2f')\""),
    Refusal(
      name: "a remote URL",
      spec: #"{"data": {"url": "https://example.com/cars.json"}, "mark": "point"}"#,
      message:
        "spec.vl.json:1:18: error: 'data.url': 'https://example.com/cars.json' is a remote or "
        + "absolute URL, and the reader never reads the network; save the file and give it as the data file"
    ),
    Refusal(
      name: "a protocol-relative URL",
      spec: #"{"data": {"url": "//example.com/cars.json"}, "mark": "point"}"#,
      message:
        "spec.vl.json:1:18: error: 'data.url': '//example.com/cars.json' is a remote or absolute "
        + "URL, and the reader never reads the network; save the file and give it as the data file"),
    Refusal(
      name: "an absolute path",
      spec: #"{"data": {"url": "/etc/passwd"}, "mark": "point"}"#,
      message:
        "spec.vl.json:1:18: error: 'data.url': '/etc/passwd' is an absolute path, outside the base "
        + "folder; give the file as the data file"),
    Refusal(
      name: "no data",
      spec: #"{"mark": "point"}"#,
      message: "spec.vl.json:1:1: error: missing required field 'data'"),
    Refusal(
      name: "truncated JSON",
      spec: #"{"mark": "point", "data": {"values": [1, 2"#,
      message:
        "spec.vl.json:1:43: error: unexpected end of input inside an array; the JSON is truncated"),
  ]

  @Test(arguments: refusals)
  func refusesWithAReason(_ c: Refusal) {
    #expect(Self.error(c.spec) == c.message)
  }

  @Test func pathsOutsideTheBaseAreRefusedEvenThroughLinks() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vl-\(UUID().uuidString)")
    let base = folder.appendingPathComponent("base")
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("[{\"a\": 1, \"b\": 2}]".utf8).write(to: folder.appendingPathComponent("secret.json"))
    try FileManager.default.createSymbolicLink(
      at: base.appendingPathComponent("link.json"),
      withDestinationURL: folder.appendingPathComponent("secret.json"))
    let options = VegaLiteOptions(baseDirectory: base.path)
    let spec = { (url: String) in
      #"{"data": {"url": "\#(url)"}, "mark": "bar", "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}}}"#
    }
    #expect(
      Self.error(spec("../secret.json"), options: options)?.contains(
        "leads outside the base folder") == true)
    #expect(
      Self.error(spec("link.json"), options: options)?.contains("leads outside the base folder")
        == true)
    #expect(
      Self.error(spec("missing.json"), options: options)?.contains(
        "cannot find the data file 'missing.json'") == true)
    // --data reads the file the user names, wherever it is.
    let chart = try Self.read(
      spec("https://example.com/secret.json"),
      options: VegaLiteOptions(dataFile: folder.appendingPathComponent("secret.json").path))
    #expect(chart.series[0].y == [2])
  }

  @Test func urlsResolveAgainstTheSpecsFolderThenTheWorkingDirectory() throws {
    let bytes = [UInt8](
      try Data(
        contentsOf: Self.fixtures.appendingPathComponent("specs/stacked_bar_weather.vl.json")))
    // The fixture's URLs are relative to the folder above `specs/`, as in the corpus.
    #expect(throws: ChartModelError.self) {
      try VegaLiteReader.read(
        bytes, source: "s",
        options: VegaLiteOptions(specDirectory: Self.fixtures.appendingPathComponent("specs").path))
    }
    let chart = try VegaLiteReader.read(
      bytes, source: "s", options: VegaLiteOptions(specDirectory: Self.fixtures.path))
    #expect(chart.series.count == 5)
  }

  @Test func deepAndHugeInputsGiveErrorsNotCrashes() {
    let deep = String(repeating: "[", count: 2_000)
    #expect(
      Self.error(#"{"data": {"values": \#(deep)}, "mark": "bar"}"#)?.contains(
        "nest deeper than 512") == true)
    let expression = String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500)
    #expect(
      Self.error(
        #"{"data": {"values": [{"a": 1}]}, "transform": [{"calculate": "\#(expression)", "as": "b"}], "mark": "bar"}"#
      )?
      .contains("nested more than 200 levels") == true)
    for hostile in [
      #"{"data": {"values": [{"a": 1e300}]}, "mark": "bar", "encoding": {"x": {"field": "a", "timeUnit": "year"}, "y": {"aggregate": "count"}}}"#,
      #"{"data": {"values": [{"a": 1e300}, {"a": -1e300}]}, "mark": "bar", "encoding": {"x": {"field": "a", "bin": {"maxbins": 1e300}}, "y": {"aggregate": "count"}}}"#,
      #"{"data": {"sequence": {"start": 0, "stop": 1e300}}, "mark": "bar"}"#,
      #"{"data": {"values": [{"a": 1}]}, "transform": [{"window": [{"op": "lag", "field": "a", "param": 1e300, "as": "b"}], "frame": [-1e300, 1e300]}], "mark": "point", "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"}}}"#,
      #"{"data": {"values": [{"a": 1}]}, "transform": [{"calculate": "datetime(1e300, 1e300, 1) + substring('abc', 1e300)", "as": "b"}], "mark": "point"}"#,
    ] {
      _ = Self.error(hostile)
    }
  }
}

extension VegaLiteReaderTests {
  @Suite struct ExpressionTests {
    struct Case: CustomTestStringConvertible, Sendable {
      var expression: String
      var expected: String
      var testDescription: String { expression }
    }

    static let cases: [Case] = [
      Case(expression: "1 + 2 * 3 - 4 / 2", expected: "5"),
      Case(expression: "'a' + 1", expected: "a1"),
      Case(expression: "datum.n + 1", expected: "8"),
      Case(expression: "datum['with space'] * 2", expected: "6"),
      Case(expression: "datum.s === 'GOOG' ? 'yes' : 'no'", expected: "yes"),
      Case(expression: "datum.n == '7' && datum.n !== '7'", expected: "true"),
      Case(expression: "datum.missing == null", expected: "true"),
      Case(expression: "if(datum.n > 5, 'big', 'small')", expected: "big"),
      Case(expression: "!datum.n || datum.n < 0", expected: "false"),
      Case(expression: "year(datum.d) + month(datum.d) / 100", expected: "2024.02"),
      Case(expression: "pow(10, log(100) / log(10))", expected: "100"),
      Case(expression: "ceil(7 / 2) + floor(-1.5) + round(2.5)", expected: "5"),
      Case(expression: "isValid(datum.missing) || isNaN('x')", expected: "true"),
      Case(expression: "upper(substring(datum.s, 1, 3)) + length(datum.s)", expected: "OO4"),
      Case(expression: "-(-3) % 2 + PI * 0", expected: "1"),
      Case(expression: "max(1, datum.n, 3)", expected: "7"),
      // Object literals, as `vl__isotype_bar_chart_emoji` and `alt__scatter_point_paths_hover` use them.
      Case(expression: "{'GOOG': '🐄', 'AAPL': '🐖'}[datum.s]", expected: "🐄"),
      Case(expression: "{'0': 'South Asia', '7': 'Europe'}[datum.n]", expected: "Europe"),
      Case(expression: "{a: 1, 'a': 2,}.a + {1.50: 3}['1.5']", expected: "5"),
      Case(expression: "{s: {t: datum.n * 2}}.s.t", expected: "14"),
      Case(expression: "{}[datum.s] == null", expected: "true"),
      Case(expression: "{'x': datum.n > 5 ? 'big' : 'small'}.x", expected: "big"),
    ]

    @Test(arguments: cases)
    func evaluates(_ c: Case) throws {
      let chart = try VegaLiteReaderTests.read(
        """
        {"data": {"values": [{"n": 7, "with space": 3, "s": "GOOG", "d": "2024-03-09"}]},
         "transform": [{"calculate": "\(c.expression.replacingOccurrences(of: "\"", with: "\\\""))", "as": "out"}],
         "mark": "bar", "encoding": {"x": {"field": "out", "type": "nominal"}, "y": {"field": "n", "type": "quantitative"}}}
        """)
      #expect(chart.xAxis.categories == [c.expected])
    }
  }
}

extension VegaLiteReaderTests {
  /// Arcs whose radius is the value are a radar's data drawn as a polar area chart, by a category
  /// or by bins (`vl__arc_radial_histogram`); a pie stays a pie.
  @Test func arcsWithARadiusAreDrawnAsAPolarAreaChart() throws {
    let values = #"[{"r": 1.5}, {"r": 2.5}, {"r": 2.7}, {"r": 6.1}, {"r": 7.2}]"#
    let histogram = try Self.read(
      #"""
      {"data": {"values": \#(values)}, "mark": "arc",
       "encoding": {"theta": {"bin": true, "field": "r"}, "radius": {"aggregate": "count"}}}
      """#)
    #expect(histogram.kind == .radar && histogram.drawnAs == .arcs)
    #expect(histogram.series.flatMap(\.y).reduce(0, +) == 5)
    let pie = try Self.read(
      #"""
      {"data": {"values": [{"c": "a", "v": 1}, {"c": "b", "v": 3}]}, "mark": "arc",
       "encoding": {"theta": {"field": "v", "type": "quantitative"}, "color": {"field": "c"}}}
      """#)
    #expect(pie.kind == .pie && pie.drawnAs == nil)
  }

  /// `impute: null` imputes nothing (Altair's violin plots write it), as no `impute` does.
  @Test func imputeNullImputesNothing() throws {
    let spec = #"""
      {"data": {"values": [{"x": 1, "y": 2, "c": "a"}, {"x": 2, "y": 3, "c": "b"}]}, "mark": "area",
       "encoding": {"x": {"field": "x", "type": "quantitative"%@}, "y": {"field": "y", "type": "quantitative"},
                    "color": {"field": "c"}}}
      """#
    let imputed = try Self.read(spec.replacingOccurrences(of: "%@", with: #", "impute": null"#))
    #expect(imputed == (try Self.read(spec.replacingOccurrences(of: "%@", with: ""))))
  }

  /// A layer of bars that measure nothing (full-height bars shown on hover) gives way to the
  /// layer that draws a quantity (`vl__interactive_histogram_full_height_hover`), with a notice.
  @Test func aLayerWithAQuantityIsDescribedBeforeOneWithout() throws {
    let chart = try Self.read(
      #"""
      {"data": {"values": [{"r": 1.5}, {"r": 2.5}, {"r": 2.7}]},
       "layer": [{"mark": "bar", "encoding": {"x": {"bin": true, "field": "r"}, "opacity": {"value": 0}}},
                 {"mark": "bar", "encoding": {"x": {"bin": true, "field": "r"}, "y": {"aggregate": "count"}}}]}
      """#)
    #expect(chart.series.flatMap(\.y).reduce(0, +) == 3)
    #expect(chart.notices == [.layerNotDescribed(index: 0, mark: "bar", reason: .followsLayer(1))])
  }

  /// Colours written in the data (`"scale": null`, as `vl__ternary` colours its points by hex
  /// codes) name no series: points keep their values and leave the colour out with a notice; a
  /// line split by them is refused by name.
  @Test func coloursWrittenInTheDataNameNoSeries() throws {
    let points = """
      {"data": {"values": [{"x": 1, "y": 2, "c": "#43c1ce"}, {"x": 2, "y": 3, "c": "#FFC333"}, {"x": 3, "y": 1, "c": "#43c1ce"}]},
       "mark": "point", "encoding": {"x": {"field": "x", "type": "quantitative"}, "y": {"field": "y", "type": "quantitative"},
         "fill": {"field": "c", "type": "nominal", "scale": null}}}
      """
    let chart = try VegaLiteReader.read(Array(points.utf8), source: "p.vl.json")
    #expect(chart.series.count == 1)
    #expect(!chart.series[0].name.contains("#"))
    #expect(chart.notices.contains(.channelNotDescribed(channel: "fill", field: "c")))
    let line = points.replacingOccurrences(of: #""mark": "point""#, with: #""mark": "line""#)
    #expect(throws: ChartModelError.self) { try VegaLiteReader.read(Array(line.utf8), source: "l.vl.json") }
    // With a scale, the colour is a legend's categories: series as before.
    let scaled = points.replacingOccurrences(of: #", "scale": null"#, with: "")
    #expect(try VegaLiteReader.read(Array(scaled.utf8), source: "s.vl.json").series.count == 2)
  }
}
