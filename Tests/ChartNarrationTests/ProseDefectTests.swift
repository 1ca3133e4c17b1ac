import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11 §6: prose defects, in every language: doubled prepositions, doubled hedges, "the other
/// 1", "?." after a question, possessives of names, an author summary run into the next sentence,
/// the same statement twice, a sentence starting in lower case.
@Suite struct ProseDefectTests {
  static let locales = LocaleDirectory.locales(in: RepositoryPaths.locales)

  static func describe(_ chart: ChartDescriptor, locale: String) throws -> ChartDescription {
    try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
  }

  /// Every fixture and example, all of its text (alt, summary, readout) in English, both styles.
  static func englishTexts() throws -> [(String, String)] {
    var texts: [(String, String)] = []
    for url in NarrationGoldenTests.fixtures {
      let description = try NarrationGoldenTests.describe(url, locale: "en")
      let verbose = try ChartDescription(
        description.chart, book: description.book, levels: [.readout], verbosity: .verbose)
      let narration = description.narration
      for style in TextStyle.allCases {
        var lines = [narration.alt[style]] + narration.summary.map { $0[style] }
        lines += (narration.readout + verbose.narration.readout).map { $0[style] }
        texts += lines.map { (url.lastPathComponent, $0) }
      }
    }
    return texts
  }

  /// "stayed near 1,500 from for Q3 2023 to for Q4 2023", "from on October 19", "from in 2021".
  @Test func noDoubledPrepositions() throws {
    let doubled = #"\b(from|to|between|and|until|by) (for|in|on|at) "#
    for (file, text) in try Self.englishTexts() {
      #expect(text.firstMatch(doubled) == nil, "\(file): \(text)")
    }
  }

  /// "held near about 1,500", "about about": one hedge at a time, in every fixture and in the
  /// generated truth benchmark's charts (alt, summary and readout, display and speech).
  @Test func noDoubledHedges() throws {
    let doubled = #"\b(near|about|around|roughly|approximately) (near|about|around|roughly|approximately)\b"#
    var texts = try Self.englishTexts()
    for one in TruthBenchmark.charts() {
      var chart = one.chart
      if let unit = one.bucket { chart = try chart.bucketed(by: unit) }
      let narration = try Self.describe(chart, locale: "en").narration
      for style in TextStyle.allCases {
        let lines = [narration.alt[style]] + narration.summary.map { $0[style] } + narration.readout.map { $0[style] }
        texts += lines.map { (one.id, $0) }
      }
    }
    #expect(texts.count > 1_000)
    for (file, text) in texts {
      #expect(text.firstMatch(doubled) == nil, "\(file): \(text)")
    }
  }

  /// A segment of the readout names each of its ends once, with its place.
  @Test func segmentNamesEachEndOnce() throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("charts/sparkline-stale.json")
    let readout = try NarrationGoldenTests.describe(url, locale: "en").narration.readout.map(\.phrase.display)
    #expect(readout.contains("Segment 2 of 2: fell from 43 on January 17 to 37 on January 21."), "\(readout)")
  }

  /// A pie of two slices: "the other slice has the rest", never "the other 1 share the rest".
  @Test(arguments: locales) func pieOfTwoSlicesNamesTheOtherSlice(_ locale: String) throws {
    let chart = ChartDescriptor(
      title: "Votes", kind: .pie,
      xAxis: Axis(title: "Party", type: .categorical, categories: ["Greens", "Others"]),
      yAxis: Axis(title: "Share", type: .numeric, unit: "%"),
      series: [DataSeries(name: "Share", isContinuous: false, x: [0, 1], y: [70, 30])])
    let alt = try Self.describe(chart, locale: locale).narration.alt
    // The only numbers in the alt text are the shares, 70% and 30%: no count of one.
    for text in [alt.display, alt.speech] {
      #expect(!text.contains("1") && !text.contains("١") && !text.contains("१"), "\(locale): \(text)")
    }
    if locale == "en" {
      #expect(alt.display.hasSuffix("Greens holds a majority (70%); the other slice has the rest."), "\(alt.display)")
    }
  }

  static func stack(names: [String], title: String = "Energy", summary: String? = nil) -> ChartDescriptor {
    let values: [[Double]] = [[70, 60, 50, 40], [30, 40, 50, 60]]
    return ChartDescriptor(
      title: title, summary: summary, kind: .bar,
      xAxis: Axis(title: "Year", type: .categorical, categories: ["2020", "2021", "2022", "2023"], isOrdinal: true),
      yAxis: Axis(title: "Output", type: .numeric),
      series: zip(names, values).map { DataSeries(name: $0, isContinuous: false, x: [0, 1, 2, 3], y: $1) },
      stacking: .stacked)
  }

  /// "Renewables's share" is wrong; the English says "the share of Renewables".
  @Test func noPossessiveOfANameEndingInS() throws {
    let summary = try Self.describe(Self.stack(names: ["Fossil fuels", "Renewables"]), locale: "en").narration.summary
    let texts = summary.map(\.display)
    #expect(!texts.contains { $0.contains("'s ") || $0.contains("s's") }, "\(texts)")
    #expect(texts.contains { $0.hasPrefix("The share of Renewables rose 30 points") }, "\(texts)")
  }

  /// A question title keeps its own mark, and an author summary without a full stop gets one
  /// before the next sentence, in every locale.
  @Test(arguments: locales) func authorSentencesEndOnce(_ locale: String) throws {
    let chart = Self.stack(names: ["Coal", "Wind"], title: "Who leads?", summary: "Wind overtook coal in 2022")
    let description = try Self.describe(chart, locale: locale)
    let summary = description.narration.summary.map(\.display)
    #expect(summary[0] == "Who leads?", "\(summary[0])")
    let stop = try description.book.template("summary.title").render {
      $0 == "title" ? RenderedArgument(text: "Wind overtook coal in 2022") : nil
    }
    #expect(summary[1] == stop, "\(summary[1])")
    #expect(!summary.contains { $0.contains("?.") || $0.contains("?।") }, "\(summary)")
  }

  /// The same statement is never said twice in a row: an author summary that repeats the title.
  @Test func noStatementTwiceInARow() throws {
    let chart = Self.stack(names: ["Coal", "Wind"], title: "Wind overtook coal", summary: "Wind overtook coal.")
    let summary = try Self.describe(chart, locale: "en").narration.summary.map(\.display)
    #expect(summary.filter { $0 == "Wind overtook coal." }.count == 1, "\(summary)")
    for (a, b) in zip(summary, summary.dropFirst()) { #expect(a != b, "\(summary)") }
  }

  /// A sentence starts with a capital whatever the data's case.
  @Test(arguments: ["en", "de", "fr", "es", "it", "pt", "nl", "pl"]) func sentencesStartWithACapital(_ locale: String)
    throws
  {
    let chart = Self.stack(names: ["coal", "wind"], title: "energy mix")
    let narration = try Self.describe(chart, locale: locale).narration
    for sentence in [narration.alt] + narration.summary {
      for text in [sentence.display, sentence.speech] {
        guard let first = text.first, first.isLetter else { continue }
        #expect(!first.isLowercase, "\(locale): \(text)")
      }
    }
  }
}

/// Issue 11 §6: identifiers and units in names; French heading colons; Spanish day ranges.
@Suite struct ProseNamesAndPunctuationTests {
  static func line(_ yTitle: String, series: String? = nil, unit: String? = nil) -> ChartDescriptor {
    let ys: [Double] = [1_200, 1_150, 1_100, 1_180, 1_300, 1_500]
    return ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "time_of_day", type: .numeric),
      yAxis: Axis(title: yTitle, type: .numeric, unit: unit),
      series: [DataSeries(name: series ?? yTitle, isContinuous: true, x: ys.indices.map(Double.init), y: ys)])
  }

  static func texts(_ description: ChartDescription) -> [String] {
    let n = description.narration
    return TextStyle.allCases.flatMap { style in
      [n.alt[style]] + n.summary.map { $0[style] } + n.readout.map { $0[style] }
    }
  }

  @Test(arguments: [
    ("load_mw", "load", "MW", "megawatts"), ("temperature_c", "temperature", "°C", "degrees Celsius"),
    ("close_usd", "close", "$", "US dollars"), ("weight_kg", "weight", "kg", "kilograms"),
    ("output_twh", "output", "TWh", "terawatt-hours"), ("demand_gw", "demand", "GW", "gigawatts"),
  ])
  func aUnitInANameBecomesTheUnit(_ name: String, _ words: String, _ symbol: String, _ spoken: String) throws {
    let description = try ProseDefectTests.describe(Self.line(name), locale: "en")
    let texts = Self.texts(description)
    for text in texts { #expect(!text.contains("_"), "\(text)") }
    let summary = description.narration.summary
    #expect(summary[0].display.contains("\(words) in \(spoken)"), "\(summary[0].display)")
    #expect(summary.contains { $0.display.contains(symbol) }, "\(summary.map(\.display))")
    #expect(summary.contains { $0.speech.contains(spoken) }, "\(summary.map(\.speech))")
  }

  /// Series that all carry one unit in their names (`coal_twh`, `gas_twh`, as wide CSV columns):
  /// the unit is the axis unit, in text and speech, and the names lose it.
  @Test func aUnitSharedByEverySeriesBecomesTheUnit() throws {
    let xs = (0..<8).map { 2015 + Double($0) }
    let columns: [(String, [Double])] = [
      ("coal_twh", [120, 110, 100, 92, 80, 70, 66, 60]), ("gas_twh", [80, 85, 88, 90, 92, 88, 86, 84]),
      ("wind_twh", [20, 25, 32, 40, 48, 55, 62, 70]),
    ]
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "year", type: .numeric), yAxis: Axis(title: "values", type: .numeric),
      series: columns.map { DataSeries(name: $0.0, isContinuous: true, x: xs, y: $0.1) })
    let description = try ProseDefectTests.describe(chart, locale: "en")
    let texts = Self.texts(description)
    for text in texts { #expect(!text.contains("twh") && !text.contains("_"), "\(text)") }
    let summary = description.narration.summary
    #expect(summary[0].display.contains("values in terawatt-hours"), "\(summary[0].display)")
    #expect(summary.contains { $0.display.contains("120 TWh") }, "\(summary.map(\.display))")
    #expect(summary.contains { $0.speech.contains("120 terawatt-hours") }, "\(summary.map(\.speech))")
    // One name without the unit: no shared unit, each name keeps its own words.
    var mixed = chart
    mixed.series[2].name = "wind"
    let mixedTexts = Self.texts(try ProseDefectTests.describe(mixed, locale: "en"))
    #expect(!mixedTexts.contains { $0.contains("120 TWh") }, "\(mixedTexts)")
  }

  @Test(arguments: ProseDefectTests.locales) func identifiersBecomeWords(_ locale: String) throws {
    let description = try ProseDefectTests.describe(Self.line("active_users"), locale: locale)
    let texts = Self.texts(description)
    for text in texts { #expect(!text.contains("_"), "\(locale): \(text)") }
    #expect(texts.contains { $0.contains("active users") || $0.contains("Active users") }, "\(texts)")
    #expect(texts.contains { $0.contains("time of day") }, "\(texts)")
  }

  /// An identifier keeps its case ("GDP_growth" → "GDP growth"); a name with a space is not an
  /// identifier and stays as written.
  @Test func onlyIdentifiersAreRewritten() throws {
    let gdp = try ProseDefectTests.describe(Self.line("GDP_growth"), locale: "en")
    #expect(Self.texts(gdp).contains { $0.contains("GDP growth") })
    // "vitamin_c" is no temperature: words only, no °C.
    let vitamin = try ProseDefectTests.describe(Self.line("vitamin_c"), locale: "en")
    #expect(Self.texts(vitamin).contains { $0.contains("vitamin c") || $0.contains("Vitamin c") })
    #expect(!Self.texts(vitamin).contains { $0.contains("°C") || $0.contains("Celsius") })
    let spaced = try ProseDefectTests.describe(Self.line("Sales (net_of_tax)"), locale: "en")
    #expect(Self.texts(spaced).contains { $0.contains("net_of_tax") })
  }

  /// French puts a space before a colon, in the headings as in the body.
  @Test(arguments: ProseDefectTests.locales) func headingsPunctuateAsTheBody(_ locale: String) throws {
    let chart = Self.line("Load", unit: nil)
    let text = try ProseDefectTests.describe(chart, locale: locale).text()
    let heading = text.split(separator: "\n", omittingEmptySubsequences: false)[0]
    if locale == "fr" {
      #expect(heading.hasSuffix(" :"), "\(heading)")
    } else {
      #expect(heading.hasSuffix(":") && !heading.hasSuffix(" :"), "\(heading)")
    }
  }

  /// Spanish days: "del 9 de diciembre de 2023 al 10 de marzo de 2024", never "de 9 de diciembre
  /// a 10 de marzo"; months keep "de enero a marzo".
  @Test func spanishDayRangesUseDelAndAl() throws {
    func day(_ y: Int, _ m: Int, _ d: Int) -> Double { CivilDate(year: y, month: m, day: d).secondsSince1970 }
    let xs = [day(2023, 12, 9), day(2024, 1, 15), day(2024, 2, 10), day(2024, 3, 10)]
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "Fecha", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "Visitas", type: .numeric),
      series: [DataSeries(name: "Visitas", isContinuous: true, x: xs, y: [10, 12, 9, 15])])
    let description = try ProseDefectTests.describe(chart, locale: "es")
    let readout = description.narration.readout.map(\.phrase.display)
    #expect(readout[1].hasSuffix("del 9 de diciembre de 2023 al 10 de marzo de 2024."), "\(readout[1])")
    for text in Self.texts(description) { #expect(!text.contains("de 9 de diciembre"), "\(text)") }
  }
}

/// "North, South, East and 1 other": a list with one item left names it instead.
@Suite struct ListCountTests {
  @Test(arguments: ProseDefectTests.locales) func fourItemsAreAllNamed(_ locale: String) throws {
    let names = ["North", "South", "East", "West"]
    let chart = ChartDescriptor(
      title: "Sales", kind: .bar,
      xAxis: Axis(title: "Region", type: .categorical, categories: names),
      yAxis: Axis(title: "Sales", type: .numeric),
      series: [DataSeries(name: "Sales", isContinuous: false, x: [0, 1, 2, 3], y: [5, 5, 5, 5])])
    let readout = try ProseDefectTests.describe(chart, locale: locale).narration.readout
    let axis = readout[1].phrase.display
    for name in names { #expect(axis.contains(name), "\(locale): \(axis)") }
    // Five: three named and "2 others" counted.
    let five = ChartDescriptor(
      title: "Sales", kind: .bar,
      xAxis: Axis(title: "Region", type: .categorical, categories: names + ["Centre"]),
      yAxis: Axis(title: "Sales", type: .numeric),
      series: [DataSeries(name: "Sales", isContinuous: false, x: [0, 1, 2, 3, 4], y: [5, 5, 5, 5, 5])])
    let fiveAxis = try ProseDefectTests.describe(five, locale: locale).narration.readout[1].phrase.display
    #expect(!fiveAxis.contains("West") && !fiveAxis.contains("Centre"), "\(locale): \(fiveAxis)")
  }
}
