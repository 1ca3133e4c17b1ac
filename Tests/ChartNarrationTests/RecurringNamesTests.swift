import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// Recurring positions (a month of every year, a weekday) are typed in the descriptor and named
/// by the phrase files, in the description's language: the importer knows no language.
@Suite struct RecurringNamesTests {
  static let locales = LocaleDirectory.locales(in: RepositoryPaths.locales)

  /// CLDR's stand-alone wide names, written by `Tests/Fixtures/oracles/generate_cldr_names.py`.
  static let cldr: [String: [String: [String]]] = {
    let url = RepositoryPaths.fixtures.appendingPathComponent("oracles/cldr-recurring-names.json")
    let object = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [String: Any] ?? [:]
    return object.compactMapValues { $0 as? [String: [String]] }
  }()

  static func book(_ locale: String) throws -> PhraseBook {
    try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
  }

  static func describe(_ chart: ChartDescriptor, _ locale: String) throws -> ChartDescription {
    try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
  }

  /// The description's JSON output, parsed.
  static func json(_ description: ChartDescription) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(description.jsonText().utf8)) as? [String: Any])
  }

  // MARK: - Every locale

  @Test func theOracleCoversEveryLocale() {
    #expect(Set(Self.cldr.keys) == Set(Self.locales))
    #expect(Self.locales.count == 10)
  }

  @Test(arguments: locales) func everyLocaleNamesMonthsAndWeekdaysAsCLDR(locale: String) throws {
    let dates = DatePhrasing(numbers: NumberPhrasing(book: try Self.book(locale)))
    let months = try #require(Self.cldr[locale]?["months"])
    let weekdays = try #require(Self.cldr[locale]?["weekdays"])
    for month in 1...12 {
      let name = try dates.recurring(try #require(RecurringTime(.monthOfYear, month)))
      #expect(name.display.text == months[month - 1], "\(locale) month \(month)")
      #expect(name.speech.text == months[month - 1], "\(locale) month \(month)")
    }
    for day in 1...7 {
      let name = try dates.recurring(try #require(RecurringTime(.dayOfWeek, day)))
      #expect(name.display.text == weekdays[day - 1], "\(locale) weekday \(day)")
    }
    // Quarters and hours: each its own name, with no placeholder left.
    var quarters: [String] = []
    for quarter in 1...4 {
      quarters.append(try dates.recurring(try #require(RecurringTime(.quarterOfYear, quarter))).display.text)
    }
    var hours: [String] = []
    for hour in 0...23 { hours.append(try dates.recurring(try #require(RecurringTime(.hourOfDay, hour))).display.text) }
    #expect(Set(quarters).count == 4, "\(locale): \(quarters)")
    #expect(Set(hours).count == 24, "\(locale): \(hours)")
    #expect(!(quarters + hours).contains { $0.contains("{") || $0.contains("}") })
  }

  @Test func positionsOutsideTheirCycleAreNone() {
    #expect(RecurringTime(.monthOfYear, 0) == nil)
    #expect(RecurringTime(.monthOfYear, 13) == nil)
    #expect(RecurringTime(.dayOfWeek, 8) == nil)
    #expect(RecurringTime(.hourOfDay, 24) == nil)
    #expect(RecurringTime(.hourOfDay, 0)?.description == "0")
  }

  // MARK: - Vega-Lite's `"timeUnit": "month"`

  /// Twelve months summed over two years, each month higher than the one before: a bar chart of
  /// recurring months, as Vega-Lite's `month` time unit draws it. (Six rising months are too few
  /// for the calibrated trend test, on a time axis as here.)
  static func monthlyBars() throws -> ChartDescriptor {
    var values: [String] = []
    for year in [2023, 2024] {
      for month in 1...12 {
        let padded = month < 10 ? "0\(month)" : "\(month)"
        values.append("{\"date\": \"\(year)-\(padded)-15\", \"v\": \(month * 10 + year - 2023)}")
      }
    }
    let spec = """
      {"data": {"values": [\(values.joined(separator: ", "))]}, "mark": "bar",
       "encoding": {"x": {"timeUnit": "month", "field": "date", "type": "ordinal", "title": "Month"},
                    "y": {"aggregate": "sum", "field": "v", "title": "Sales"}}}
      """
    return try VegaLiteReader.read(Array(spec.utf8), source: "months.vl.json")
  }

  @Test(arguments: ["de", "ar"]) func aVegaLiteMonthBarChartIsNamedInTheDescriptionsLanguage(locale: String) throws {
    let chart = try Self.monthlyBars()
    // The importer gives positions and language-free labels.
    let monthsOfYear: [RecurringTime] = (1...12).compactMap { (month: Int) -> RecurringTime? in
      RecurringTime(.monthOfYear, month)
    }
    #expect(chart.xAxis.recurringTimes == monthsOfYear)
    #expect(chart.xAxis.categories == (1...12).map(String.init))
    let months = try #require(Self.cldr[locale]?["months"])
    let description = try Self.describe(chart, locale)
    #expect(description.chart.xAxis.categories == months)
    // A whole year of months goes round a cycle, in order: its shape is told (the trend plan),
    // and every month by its full name.
    #expect(description.chart.xAxis.isOrdered && description.chart.xAxis.goesRoundACycle)
    #expect(ChartAnalysis.role(of: description.chart) == .trend)
    for style in TextStyle.allCases {
      let text = description.narration.summaryText(style) + description.narration.readout.map { $0[style] }.joined()
      #expect(text.contains(months[0]) && text.contains(months[11]), "\(locale) \(style): \(text)")
    }
    // Each readout point names its month, never its label.
    let points = description.narration.readout.filter { $0.depth == 2 }.map { $0[.display] }
    #expect(points.count == 12)
    for (point, month) in zip(points, months) { #expect(point.contains(month), "\(point)") }
    // JSON: the positions beside their names.
    let json = try Self.json(description)
    let axis = try #require(json["xAxis"] as? [String: Any])
    #expect(axis["recurring"] as? String == "monthOfYear")
    #expect(axis["phases"] as? [Int] == Array(1...12))
    #expect(axis["categories"] as? [String] == months)
    let series = try #require((json["series"] as? [[String: Any]])?.first)
    let max = try #require(series["max"] as? [String: Any])
    #expect(max["x"] as? String == months[11])
  }

  // MARK: - Chart JSON

  static let weekdayChart = """
    {"kind": "bar", "xAxis": {"title": "Day", "recurring": "dayOfWeek"}, "yAxis": {"title": "Visits"},
     "series": [
       {"recurring": {"cycle": "monthOfYear", "phase": 3},
        "points": [{"x": 1, "y": 5}, {"x": "2", "y": 7}, {"x": 3, "y": 9}, {"x": 6, "y": 2}, {"x": 7, "y": 1}]},
       {"recurring": {"cycle": "monthOfYear", "phase": 4},
        "points": [{"x": 1, "y": 4}, {"x": 2, "y": 6}, {"x": 3, "y": 8}, {"x": 6, "y": 3}, {"x": 7, "y": 2}]}]}
    """

  @Test func chartJSONCarriesPositionsAndTheOutputNamesThem() throws {
    let chart = try ChartJSONReader.read(Array(Self.weekdayChart.utf8), source: "days.json")
    #expect(chart.xAxis.type == .categorical)
    #expect(chart.xAxis.recurringTimes == [1, 2, 3, 6, 7].compactMap { RecurringTime(.dayOfWeek, $0) })
    #expect(chart.xAxis.categories == ["1", "2", "3", "6", "7"])
    #expect(chart.series.map(\.recurringTime) == [RecurringTime(.monthOfYear, 3), RecurringTime(.monthOfYear, 4)])
    #expect(chart.series.map(\.name) == ["3", "4"])
    let weekdays = try #require(Self.cldr["fr"]?["weekdays"])
    let months = try #require(Self.cldr["fr"]?["months"])
    let description = try Self.describe(chart, "fr")
    let json = try Self.json(description)
    let axis = try #require(json["xAxis"] as? [String: Any])
    #expect(axis["recurring"] as? String == "dayOfWeek")
    #expect(axis["phases"] as? [Int] == [1, 2, 3, 6, 7])
    #expect(axis["categories"] as? [String] == [0, 1, 2, 5, 6].map { weekdays[$0] })
    let series = try #require(json["series"] as? [[String: Any]])
    #expect(series.map { $0["name"] as? String } == [months[2], months[3]])
    let first = try #require(series.first?["recurring"] as? [String: Any])
    #expect(first["cycle"] as? String == "monthOfYear")
    #expect(first["phase"] as? Int == 3)
    #expect(description.narration.alt.display.contains(months[2]))
  }

  /// The chart JSON that the description's JSON output describes reads back as the same chart:
  /// the positions, not the names, are what the file keeps.
  @Test func chartJSONRoundTrip() throws {
    let chart = try ChartJSONReader.read(Array(Self.weekdayChart.utf8), source: "days.json")
    let written = ChartJSONWriter.text(chart)
    let again = try ChartJSONReader.read(Array(written.utf8), source: "written.json")
    #expect(again == chart, "\(written)")
    // And a chart named in German first keeps its positions, so it writes the same file.
    let named = try Self.describe(chart, "de").chart
    #expect(named.xAxis.categories != chart.xAxis.categories)
    #expect(ChartJSONWriter.text(named) == written)
  }

  @Test(arguments: [
    (
      #"{"xAxis": {"recurring": "monthOfYear"}, "series": [{"points": [{"x": 13, "y": 1}]}]}"#,
      "'13' is not a position in monthOfYear"
    ),
    (
      #"{"xAxis": {"recurring": "hourOfDay"}, "series": [{"points": [{"x": "noon", "y": 1}]}]}"#,
      "'noon' is not a position in hourOfDay"
    ),
    (
      #"{"xAxis": {"type": "temporal", "recurring": "monthOfYear"}, "series": [{"points": [{"x": 1, "y": 1}]}]}"#,
      "need \"type\": \"categorical\""
    ),
    (#"{"xAxis": {"recurring": "month"}, "series": [{"points": [{"x": 1, "y": 1}]}]}"#, "monthOfYear"),
    (
      #"{"series": [{"recurring": {"cycle": "dayOfWeek", "phase": 0}, "points": [{"x": 1, "y": 1}]}]}"#,
      "'0' is not a position in dayOfWeek"
    ),
  ]) func badPositionsAreErrors(json: String, message: String) {
    do {
      _ = try ChartJSONReader.read(Array(json.utf8), source: "c.json")
      Issue.record("read \(json)")
    } catch {
      #expect("\(error)".contains(message), "\(error)")
    }
  }

  // MARK: - The same names everywhere

  /// A radar over weekdays: the radar's own sentences (`ContentPlan+Parts`) name its axes as
  /// every category is named.
  @Test func radarAxesAreNamedLikeCategories() throws {
    let chart = ChartDescriptor(
      title: "", kind: .radar,
      xAxis: Axis(title: "Day", recurring: (1...5).compactMap { RecurringTime(.dayOfWeek, $0) }),
      yAxis: Axis(title: "Score", type: .numeric),
      series: [
        DataSeries(name: "A", isContinuous: false, x: [0, 1, 2, 3, 4], y: [9, 2, 3, 2, 1]),
        DataSeries(name: "B", isContinuous: false, x: [0, 1, 2, 3, 4], y: [1, 2, 3, 2, 8]),
      ])
    let weekdays = try #require(Self.cldr["de"]?["weekdays"])
    let description = try Self.describe(chart, "de")
    #expect(description.analysis.radar?.axes == Array(weekdays.prefix(5)))
    let text = description.narration.alt.display + description.narration.summaryText(.display)
    #expect(text.contains(weekdays[0]) && text.contains(weekdays[4]), "\(text)")
    #expect(!text.contains("Stärkste Achse: 1"))
  }

  /// Every locale's description of twelve months names each of them, in its readout, as CLDR
  /// does; the count of points is a count of months.
  @Test(arguments: locales) func everyLocaleDescribesTwelveMonths(locale: String) throws {
    let months = try #require(Self.cldr[locale]?["months"])
    let chart = ChartDescriptor(
      title: "", kind: .bar,
      xAxis: Axis(title: "M", recurring: (1...12).compactMap { RecurringTime(.monthOfYear, $0) }),
      yAxis: Axis(title: "V", type: .numeric),
      series: [
        DataSeries(
          name: "V", isContinuous: false, x: (0..<12).map(Double.init), y: [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8])
      ])
    let book = try Self.book(locale)
    let description = try ChartDescription(chart, book: book)
    #expect(description.chart.xAxis.categories == months)
    let points = description.narration.readout.filter { $0.depth == 2 }
    #expect(points.count == 12)
    for (point, month) in zip(points, months) {
      #expect(point[.display].contains(month) && point[.speech].contains(month), "\(locale): \(point[.display])")
    }
    let twelveMonths = try NumberPhrasing(book: book).render(
      "count.month", ["n": try NumberPhrasing(book: book).count(12)])
    #expect(description.narration.summaryText(.display).contains(twelveMonths.display), "\(locale)")
  }

  /// Vega-Lite's `monthdate`: a day of every year, named as a date without a year in each
  /// language ("March 6", "6. März"), February 29 included.
  @Test func daysOfTheYearAreNamedAsDatesWithoutAYear() throws {
    let english = DatePhrasing(numbers: NumberPhrasing(book: try Self.book("en")))
    let german = DatePhrasing(numbers: NumberPhrasing(book: try Self.book("de")))
    func name(_ dates: DatePhrasing, _ phase: Int) throws -> String {
      try dates.recurring(try #require(RecurringTime(.dayOfYear, phase))).display.text
    }
    #expect(try name(english, 1) == "January 1")
    #expect(try name(english, 60) == "February 29")
    #expect(try name(english, 66) == "March 6")
    #expect(try name(english, 366) == "December 31")
    #expect(try name(german, 66) == "6. März")
    for phase in 1...366 {
      let (month, day) = SeasonalCycle.monthAndDay(ofLeapYearDay: phase)
      #expect(SeasonalCycle.leapYearDay(month: month, day: day) == phase)
    }
  }
}
