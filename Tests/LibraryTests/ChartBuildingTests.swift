import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// A chart built from Swift values is the chart its chart JSON reads as, and is described the same.
@Suite struct ChartBuildingTests {
  static func date(_ text: String) -> Date {
    Date(timeIntervalSince1970: ISO8601.parse(text, allowingBareYear: true)!)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var build: @Sendable () throws -> ChartDescriptor
    var json: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "months with a gap",
      build: {
        try ChartDescriptor(
          title: "Monthly revenue",
          x: .dates(["2024-01", "2024-02", "2024-03", "2024-04", "2024-05", "2024-06"].map(date)),
          values: [41_200, 39_500, 43_800, nil, 46_300, 49_100], xTitle: "Month", yTitle: "Revenue", unit: "USD")
      },
      json: """
        {"title": "Monthly revenue", "xAxis": {"title": "Month"}, "yAxis": {"title": "Revenue", "unit": "USD"},
         "series": [{"points": [{"x": "2024-01", "y": 41200}, {"x": "2024-02", "y": 39500},
           {"x": "2024-03", "y": 43800}, {"x": "2024-04", "y": null}, {"x": "2024-05", "y": 46300},
           {"x": "2024-06", "y": 49100}]}]}
        """),
    Case(
      name: "days out of order",
      build: {
        try ChartDescriptor(
          title: "Visits", x: .dates(["2024-03-04", "2024-03-02", "2024-03-03", "2024-03-01"].map(date)),
          values: [14, 9, 11, 7], yTitle: "Visits")
      },
      json: """
        {"title": "Visits", "yAxis": {"title": "Visits"},
         "series": [{"points": [{"x": "2024-03-04", "y": 14}, {"x": "2024-03-02", "y": 9},
           {"x": "2024-03-03", "y": 11}, {"x": "2024-03-01", "y": 7}]}]}
        """),
    Case(
      name: "grouped categories",
      build: {
        try ChartDescriptor(
          title: "Visitors by store", x: .categories(["Mon", "Tue", "Wed", "Thu", "Fri"]),
          series: [
            SeriesValues("North", [120, 135, 180, 150, 210]), SeriesValues("South", [90, 95, 110, nil, 140]),
          ], xTitle: "Day", yTitle: "Visitors")
      },
      json: """
        {"title": "Visitors by store", "xAxis": {"title": "Day", "categories": ["Mon", "Tue", "Wed", "Thu", "Fri"]},
         "yAxis": {"title": "Visitors"},
         "series": [
           {"name": "North", "points": [{"x": "Mon", "y": 120}, {"x": "Tue", "y": 135}, {"x": "Wed", "y": 180},
             {"x": "Thu", "y": 150}, {"x": "Fri", "y": 210}]},
           {"name": "South", "points": [{"x": "Mon", "y": 90}, {"x": "Tue", "y": 95}, {"x": "Wed", "y": 110},
             {"x": "Thu", "y": null}, {"x": "Fri", "y": 140}]}]}
        """),
    Case(
      name: "a scatter of numbers",
      build: {
        try ChartDescriptor(
          title: "Weight and height", x: .numbers([1.8, 1.6, 1.75, 1.9, 1.65]), values: [80, 58, 74, 92, 61],
          kind: .scatter, xTitle: "Height", yTitle: "Weight", unit: "kg")
      },
      json: """
        {"title": "Weight and height", "kind": "scatter", "xAxis": {"title": "Height"},
         "yAxis": {"title": "Weight", "unit": "kg"},
         "series": [{"points": [{"x": 1.8, "y": 80}, {"x": 1.6, "y": 58}, {"x": 1.75, "y": 74},
           {"x": 1.9, "y": 92}, {"x": 1.65, "y": 61}]}]}
        """),
  ]

  @Test(arguments: cases)
  func aBuiltChartIsItsChartJSON(_ example: Case) throws {
    let built = try example.build()
    let read = try ChartJSONReader.read(Array(example.json.utf8), source: "built.json")
    #expect(built == read)
    #expect(built.xAxis.timeUnit == read.xAxis.timeUnit)
    let now = Date(timeIntervalSince1970: 1_720_000_000)
    #expect(
      try built.describe(locale: "en", now: now, localesDirectory: RepositoryPaths.locales)
        == read.describe(locale: "en", now: now, localesDirectory: RepositoryPaths.locales))
    let report = try Library.claims(built)
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    #expect(report.unparsed.isEmpty, "\(report.unparsed)")
    #expect(!report.claims.isEmpty)
  }

  /// The time unit is the readers' (``TimeUnit/finest(in:)``): the finest field the dates use.
  @Test(arguments: [
    (["2020", "2021", "2023"], TimeUnit.year), (["2024-01", "2024-07"], .month), (["2024-01-01", "2024-01-02"], .day),
    (["2024-01-01T10:00:00Z", "2024-01-01T11:00:00Z"], .hour), (["2024-01-01T10:15:00Z"], .minute),
  ])
  func theTimeUnitFollowsTheDates(_ dates: [String], _ unit: TimeUnit) throws {
    let chart = try ChartDescriptor(
      title: "", x: .dates(dates.map(Self.date)), values: dates.map { _ in 1 }, yTitle: "Count")
    #expect(chart.xAxis.timeUnit == unit)
    #expect(chart.xAxis.type == .temporal)
    #expect(chart.kind == .line)
  }

  struct Invalid: Sendable, CustomTestStringConvertible {
    var name: String
    var error: ChartBuildError
    var build: @Sendable () throws -> ChartDescriptor
    var testDescription: String { name }
  }

  static let invalid: [Invalid] = [
    Invalid(name: "no series", error: .noSeries) { try ChartDescriptor(title: "", x: .numbers([1]), series: []) },
    Invalid(name: "no positions", error: .noPositions) {
      try ChartDescriptor(title: "", x: .categories([]), values: [])
    },
    Invalid(name: "counts differ", error: .countMismatch(series: "Rain", values: 3, positions: 2)) {
      try ChartDescriptor(title: "", x: .categories(["Mon", "Tue"]), values: [1, 2, 3], yTitle: "Rain")
    },
    Invalid(name: "an empty series", error: .emptySeries(name: "B")) {
      try ChartDescriptor(
        title: "", x: .numbers([1, 2]), series: [SeriesValues("A", [1, 2]), SeriesValues("B", [])])
    },
    Invalid(name: "a category without a name", error: .unnamedCategory(index: 1)) {
      try ChartDescriptor(title: "", x: .categories(["Mon", ""]), values: [1, 2])
    },
    Invalid(name: "a category twice", error: .duplicateCategory("Mon")) {
      try ChartDescriptor(title: "", x: .categories(["Mon", "Mon"]), values: [1, 2])
    },
    Invalid(name: "an unnamed series of two", error: .unnamedSeries(index: 1)) {
      try ChartDescriptor(
        title: "", x: .numbers([1, 2]), series: [SeriesValues("A", [1, 2]), SeriesValues("", [3, 4])])
    },
    Invalid(name: "an infinite value", error: .nonFiniteValue(series: "Y", index: 1)) {
      try ChartDescriptor(title: "", x: .numbers([1, 2]), values: [1, .infinity], yTitle: "Y")
    },
    Invalid(name: "a NaN value", error: .nonFiniteValue(series: "Y", index: 0)) {
      try ChartDescriptor(title: "", x: .numbers([1, 2]), values: [.nan, 1], yTitle: "Y")
    },
    Invalid(name: "an infinite position", error: .nonFinitePosition(index: 0)) {
      try ChartDescriptor(title: "", x: .numbers([-.infinity, 2]), values: [1, 2])
    },
    Invalid(name: "no value at all", error: .noValues) {
      try ChartDescriptor(title: "", x: .numbers([1, 2]), values: [nil, nil])
    },
  ]

  @Test(arguments: invalid)
  func anInvalidChartThrows(_ example: Invalid) {
    #expect(throws: example.error) { try example.build() }
    #expect(!example.error.description.contains("--"))
    #expect(!example.error.description.isEmpty)
  }

  /// A descriptor made by hand whose categorical axis lists no names would be read with an empty
  /// name ("is highest at 68 million"); every product refuses it instead.
  @Test func aCategoricalAxisWithoutNamesIsRefused() throws {
    let chart = ChartDescriptor(
      title: "Population", kind: .bar, xAxis: Axis(title: "Country", type: .categorical),
      yAxis: Axis(title: "People", type: .numeric),
      series: [DataSeries(name: "People", isContinuous: false, x: [0, 1], y: [68e6, 84e6])])
    let error = ChartBuildError.noCategory(series: "People", position: 0, categories: 0)
    #expect(throws: error) { try chart.validate() }
    #expect(throws: error) { try chart.describe(localesDirectory: RepositoryPaths.locales) }
    #expect(throws: error) { try chart.json(localesDirectory: RepositoryPaths.locales) }
    var named = chart
    named.xAxis.categories = ["France", "Germany"]
    try named.validate()
    #expect(try named.describe(levels: [.alt], localesDirectory: RepositoryPaths.locales).contains("Germany"))
  }
}
