import ChartImport
import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// The place phrases of `NarrationContext.swift`.
@Suite struct NarrationContextTests {
  /// The smallest step between distinct positions, by one pass over a shared ordered column or by
  /// sorting a copy, equals the plain reference (distinct positions sorted): shared and separate
  /// columns, repeats, NaN, descents, one or no position.
  @Test(arguments: 0..<40 as Range<UInt64>)
  func theSmallestStepIsThePlainOne(seed: UInt64) {
    var generator = SplitMix64(seed: 0x5E_0000 + seed)
    func column() -> [Double] {
      let count = Int(generator.nextUnit() * 40)
      var x = (0..<count).map { _ in (generator.nextUnit() * 100).rounded() / 4 }
      if generator.nextUnit() < 0.6 { x.sort() }
      if !x.isEmpty, generator.nextUnit() < 0.3 { x[Int(generator.nextUnit() * Double(x.count))] = .nan }
      return x
    }
    let shared = column()
    let columns = generator.nextUnit() < 0.5 ? [shared, shared, shared] : [column(), column()]
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "t", type: .numeric), yAxis: Axis(title: "v", type: .numeric),
      series: columns.enumerated().map { index, x in
        DataSeries(name: "S\(index)", isContinuous: true, x: x, y: x.map { _ in 1 })
      })
    let distinct = Set(columns.flatMap { $0.filter(\.isFinite) }).sorted()
    let reference = zip(distinct, distinct.dropFirst()).map { $1 - $0 }.min()
    #expect(NarrationContext.smallestStep(chart) == reference, "\(columns)")
  }

  /// profit.csv: quarters written as labels ("2021 Q1") are dates, each its quarter's first day:
  /// "in Q1 2021", never "for 2021 Q1" (the preposition of a thing), in German too ("im 1.
  /// Quartal 2021", never "bei").
  @Test func aQuarterLabelIsATime() throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("csv").appendingPathComponent("profit.csv")
    let chart = try CSVReader.read(contentsOf: url.path, source: "profit.csv")
    #expect(chart.xAxis.type == .temporal)
    func text(_ locale: String) throws -> [String] {
      let description = try ChartDescription(
        chart, locale: locale, levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
      return [description.narration.alt.display] + description.narration.summary.map(\.display)
    }
    let english = try text("en")
    #expect(!english.contains { $0.contains("for Q") || $0.contains("for 202") }, "\(english)")
    #expect(english.contains { $0.contains(" in Q1 2021") }, "\(english)")
    let german = try text("de")
    #expect(german.contains { $0.contains(" im 1. Quartal 2021") }, "\(german)")
    #expect(!german.contains { $0.contains(" bei ") }, "\(german)")
    // A span of quarters has its article after "von" and "bis": "vom 1. Quartal 2021 bis zum
    // 4. Quartal 2022", said "vom ersten Quartal 2021 bis zum vierten Quartal 2022".
    #expect(german.contains { $0.contains("vom 1. Quartal 2021 bis zum 4. Quartal 2022") }, "\(german)")
    #expect(!german.contains { $0.contains("von 1. Quartal") }, "\(german)")
    // So does a quarter after "bis" and "ab": "bis zum 4. Quartal 2021", "ab dem 1. Quartal 2022".
    #expect(
      german.contains { $0.contains("bis zum 4. Quartal 2021 unter null und ab dem 1. Quartal 2022 über null") },
      "\(german)")
    let speech = try ChartDescription(
      chart, locale: "de", levels: [.alt], localesDirectory: RepositoryPaths.locales
    ).narration.alt.speech
    #expect(speech.contains("vom ersten Quartal 2021 bis zum vierten Quartal 2022"), "\(speech)")
    let summary = try ChartDescription(
      chart, locale: "de", levels: [.summary], localesDirectory: RepositoryPaths.locales
    ).narration.summary.map(\.speech)
    #expect(
      summary.contains { $0.contains("bis zum vierten Quartal 2021 unter null und ab dem ersten Quartal 2022") },
      "\(summary)")
  }
}

extension NarrationContextTests {
  /// A heat map, a bubble grid or a map (its regions' or places' values) is named as drawn in
  /// every locale, never "Grouped bar chart".
  @Test func gridsOfCellsAreNamedAsDrawn() throws {
    var chart = ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "hour", type: .categorical, categories: ["9", "10"]),
      yAxis: Axis(title: "commits", type: .numeric),
      series: [
        DataSeries(name: "Mon", isContinuous: false, x: [0, 1], y: [3, 8]),
        DataSeries(name: "Tue", isContinuous: false, x: [0, 1], y: [5, 1]),
      ])
    let names: [(CellEncoding, String)] = [
      (.colour, "Heat map"), (.size, "Bubble chart"), (.regions, "Choropleth map"), (.points, "Map of points"),
    ]
    for (cells, english) in names {
      chart.cells = cells
      for locale in ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"] {
        let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
        let name = try book.template("kind.cells.\(cells.rawValue)").source
        let alt = try ChartDescription(chart, locale: locale, levels: [.alt], localesDirectory: RepositoryPaths.locales)
          .narration.alt.display
        #expect(alt.hasPrefix(name) || alt.contains(name), "\(locale): \(alt)")
        let grouped = try book.template("kind.bar.grouped").source
        #expect(!alt.contains(grouped), "\(locale): \(alt)")
      }
      #expect(
        try ChartDescription(chart, locale: "en", levels: [.alt], localesDirectory: RepositoryPaths.locales)
          .narration.alt.display.hasPrefix(english))
    }
  }

  /// A radar read from arcs (a radial histogram) is named as drawn, a polar area chart, and an error
  /// band alone a band chart, in every locale: never "Radar chart" or "Line chart".
  @Test func arcsAndBandsAreNamedAsDrawn() throws {
    let radar = ChartDescriptor(
      title: "", kind: .radar, xAxis: Axis(title: "rating", type: .numeric),
      yAxis: Axis(title: "count", type: .numeric),
      series: [DataSeries(name: "count", isContinuous: false, x: [1, 2, 3, 4], y: [5, 43, 100, 273])])
    var line = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "year", type: .categorical, categories: ["a", "b", "c"]),
      yAxis: Axis(title: "mileage", type: .numeric),
      series: [DataSeries(name: "mileage", isContinuous: true, x: [0, 1, 2], y: [14, 17, 21])])
    line.uncertainty = [
      UncertaintyRanges(
        series: "mileage", centre: .mean, extent: .stderr, x: [0, 1, 2], lower: [13, 16, 20], upper: [15, 18, 22])
    ]
    for (var chart, drawn, kind) in [(radar, DrawnMarks.arcs, "kind.radar"), (line, .band, "kind.line")] {
      chart.drawnAs = drawn
      for locale in ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"] {
        let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
        let name = try book.template("kind.drawn.\(drawn.rawValue)").source
        let description = try ChartDescription(
          chart, locale: locale, levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
        let texts = [description.narration.alt.display] + description.narration.summary.map(\.display)
        #expect(texts.contains { $0.contains(name) }, "\(locale): \(texts)")
        let wrong = try book.template(kind).source
        #expect(!texts.contains { $0.contains(wrong) }, "\(locale): \(texts)")
      }
    }
  }
}

extension NarrationContextTests {
  /// An axis title inside an English sentence: a plain word or a sentence-case title is
  /// lowercased; an acronym or a title-case name is said as written, never half-lowered
  /// ("rotten Tomatoes Rating").
  @Test(arguments: [
    ("Revenue", "revenue"), ("Miles per gallon", "miles per gallon"), ("Price in USD", "price in USD"),
    ("GDP", "GDP"), ("Rotten Tomatoes Rating", "Rotten Tomatoes Rating"), ("Body Mass (g)", "Body Mass (g)"),
    ("IMDB Rating", "IMDB Rating"),
  ])
  func anAxisTitleIsLoweredOnlyWhenItIsNotAName(title: String, said: String) throws {
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "x", type: .numeric),
      yAxis: Axis(title: title, type: .numeric),
      series: [DataSeries(name: "", isContinuous: true, x: [1, 2, 3], y: [4, 6, 5])])
    let description = try ChartDescription(
      chart, locale: "en", levels: [.alt], localesDirectory: RepositoryPaths.locales)
    #expect(description.narration.alt.display.contains(" of \(said) "), "\(description.narration.alt.display)")
  }

  /// A capitalised single word beside an axis the author named in lower case ("month", "Oslo")
  /// is a name as written; beside a capitalised one ("Month", "Revenue") or the placeholder "x"
  /// it is a word of the sentence; a title of several words follows the rule above.
  @Test(arguments: [
    ("month", "Oslo", "Oslo"), ("Month", "Revenue", "revenue"), ("x", "Revenue", "revenue"),
    ("month", "Miles per gallon", "miles per gallon"),
  ])
  func aCapitalisedWordBesideLowerCaseNamesKeepsItsCase(x: String, title: String, said: String) throws {
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: x, type: .numeric),
      yAxis: Axis(title: title, type: .numeric),
      series: [DataSeries(name: "", isContinuous: true, x: [1, 2, 3], y: [4, 6, 5])])
    let description = try ChartDescription(
      chart, locale: "en", levels: [.alt], localesDirectory: RepositoryPaths.locales)
    #expect(description.narration.alt.display.contains(" of \(said) "), "\(description.narration.alt.display)")
  }
}
