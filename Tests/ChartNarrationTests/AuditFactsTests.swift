import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// A new reader's audit (fx22): facts stated without what makes them true. A scale word in a
/// column's name ("speakers_millions") dropped, a proper name lowercased, a compound unit spelled
/// as an identifier, a readout value without its currency, and a list of places nested in a list
/// of series. Every description here is also read back by the claims checkers.
@Suite struct AuditFactsTests {
  static func csv(_ name: String) throws -> ChartDescriptor {
    let url = RepositoryPaths.fixtures.appendingPathComponent("csv/\(name)")
    return try CSVReader.read(contentsOf: url.path, source: name)
  }

  /// Two bars, 1,500 and 1,234.5, of a value column named `name`.
  static func bars(named name: String) -> ChartDescriptor {
    ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "region", type: .categorical, categories: ["A", "B"]),
      yAxis: Axis(title: name, type: .numeric),
      series: [DataSeries(name: name, isContinuous: false, x: [0, 1], y: [1_500, 1_234.5])])
  }

  static func describe(_ chart: ChartDescriptor, locale: String = "en") throws -> ChartDescription {
    try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
  }

  /// Every text of a description, both styles.
  static func texts(_ description: ChartDescription) -> [String] {
    let n = description.narration
    return TextStyle.allCases.flatMap { style in
      [n.alt[style]] + n.summary.map { $0[style] } + n.readout.map { $0[style] }
    }
  }

  static func expectLocalesTrue(_ chart: ChartDescriptor, id: String) throws {
    for outcome in try LocaleClaimsRun.check(chart, id: id) {
      #expect(outcome.report.falseClaims.isEmpty, "\(outcome.locale): \(outcome.report.falseClaims)")
    }
  }

  // MARK: - 1. Scale words

  /// `speakers_millions`: 1,500 is 1.5 billion speakers. The name loses the word and every value
  /// carries the scale, in the alt text, the summary, the readout and speech; the checkers read
  /// the values back against the data times a million.
  @Test func aScaleWordInAColumnNameScalesEveryValue() throws {
    let chart = try Self.csv("speakers-millions.csv")
    let description = try Self.describe(chart)
    let alt = description.narration.alt[.display]
    #expect(alt.hasPrefix("Bar chart of speakers by language: English is highest at 1.5 billion"), "\(alt)")
    for text in Self.texts(description) {
      // 1,500 alone (not the start of 1,500,000,000) is the value without its scale.
      #expect(!text.contains("millions") && !text.contains(#/1,?500(?![,\d])/#), "\(text)")
    }
    let readout = description.narration.readout.map { $0[.display] }
    #expect(readout.contains { $0.contains("English, 1,500,000,000") }, "\(readout)")
    let json = description.jsonText()
    #expect(json.contains("1500000000"), "\(json.prefix(600))")
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "speakers-millions"), known: [])
    try Self.expectLocalesTrue(chart, id: "speakers-millions")
  }

  /// Where a scale word may stand, and what is no scale: `temp_k` is in kelvins and `distance_m`
  /// in metres.
  @Test(arguments: [
    ("speakers_millions", "speakers", 1_500_000_000.0), ("revenue_usd_thousands", "revenue", 1_500_000),
    ("revenue_bn_eur", "revenue", 1_500_000_000_000), ("thousands_of_visits", "visits", 1_500_000),
    ("sales_k", "sales", 1_500_000), ("temp_k", "temp k", 1_500), ("distance_m", "distance m", 1_500),
  ])
  func aScaleWordIsReadWhereItStands(_ name: String, _ words: String, _ first: Double) {
    let readable = Self.bars(named: name).withReadableNames
    #expect(readable.yAxis.title == words)
    #expect(readable.series[0].name == words)
    #expect(readable.series[0].y[0] == first)
    // Scaled by decimal digits: 1,234.5 thousand is 1,234,500 exactly.
    #expect(readable.series[0].y[1] == 1_234.5 * first / 1_500)
  }

  // MARK: - 2. Names keep their case

  /// A capitalised column beside lower-case ones (`month,Oslo`) is a name as the author wrote it;
  /// a header row written capitalised (`Month,Revenue`) is lowercased mid-sentence.
  @Test(arguments: [
    ("month", "Oslo", "Line chart of Oslo"), ("Month", "Revenue", "Line chart of revenue"),
    ("month", "Sales", "Line chart of Sales"), ("month", "GDP", "Line chart of GDP"),
    ("Month", "New York", "Line chart of New York"), ("month", "profit_usd", "Line chart of profit"),
  ])
  func aNameKeepsTheCaseItWasWrittenIn(_ x: String, _ y: String, _ expected: String) throws {
    let rows = (1...6).map { "2021-0\($0),\(Double($0) * 1.5 - 4)" }.joined(separator: "\n")
    let chart = try CSVReader.read(Array("\(x),\(y)\n\(rows)\n".utf8), source: "case.csv")
    let alt = try Self.describe(chart).narration.alt[.display]
    #expect(alt.hasPrefix(expected), "\(alt)")
  }

  @Test func theAuditedCityKeepsItsCapital() throws {
    let alt = try Self.describe(try Self.csv("oslo-monthly.csv")).narration.alt[.display]
    #expect(alt.hasPrefix("Line chart of Oslo"), "\(alt)")
  }

  // MARK: - 3. Compound units

  /// `consumption_l_per_100km` is consumption in litres per 100 km, its values "11.5 L/100 km",
  /// spoken "11.5 litres per 100 kilometres"; no locale spells the identifier.
  @Test func aCompoundUnitIsReadAsOneUnit() throws {
    let chart = try Self.csv("car-consumption.csv")
    let english = try Self.describe(chart)
    let summary = english.narration.summary
    #expect(summary[0].display.contains("consumption in litres per 100 km"), "\(summary[0].display)")
    #expect(summary.contains { $0.display.contains(" L/100 km") }, "\(summary.map(\.display))")
    #expect(summary.contains { $0.speech.contains("litres per 100 kilometres") }, "\(summary.map(\.speech))")
    for locale in ProseDefectTests.locales {
      for text in Self.texts(try Self.describe(chart, locale: locale)) {
        #expect(!text.contains("100km") && !text.contains("_"), "\(locale): \(text)")
      }
    }
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "car-consumption"), known: [])
    try Self.expectLocalesTrue(chart, id: "car-consumption")
  }

  // MARK: - 4. Readout units

  /// The readout says each value with the currency the summary uses: "-$120,000", never a bare
  /// "-120,000" beside an axis in dollars.
  @Test(arguments: ProseDefectTests.locales) func aReadoutValueCarriesItsUnit(_ locale: String) throws {
    let chart = try Self.csv("profit-monthly.csv")
    let description = try Self.describe(chart, locale: locale)
    let points = description.narration.readout
    let dollars = try NumberPhrasing(book: description.book).number(-120_000, precision: .exact, unit: "USD")
    #expect(points.contains { $0[.display].contains(dollars.display.text) }, "\(points.map { $0[.display] })")
    #expect(points.contains { $0[.speech].contains(dollars.speech.text) }, "\(points.map { $0[.speech] })")
  }
}

/// 5. The binned heat map of the first corpus: its lowest value is held by many bins, said by
/// their names and count only, never each with its places.
@Suite(.enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared corpora are not beside the repository"))
struct AuditHolderListTests {
  /// A heat map (alt "{kind} …: body") and a bubble chart (alt "{kind} …; body"), whose alt
  /// text has no colon before the list's own: every sentence is read, none left unparsed.
  @Test(arguments: ["rect_binned_heatmap", "circle_binned"])
  func manyHoldersAreNamedWithoutTheirPlaces(_ name: String) throws {
    let chart = try VegaLiteMisreadKindsTests.read(name, gallery: false)
    let text = try VegaLiteMisreadKindsTests.described(chart)
    let all = text.alt + " " + text.summary
    #expect(!all.contains("points, scattered"), "\(all)")
    #expect(all.contains(#/\(in \d+ series: [^()]+ and \d+ others\)/#), "\(all)")
    let outcome = try ClaimsRun.check(chart, id: name)
    ClaimsRun.expectTrue(outcome, known: [])
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
    #expect(outcome.report.claims.contains { $0.sentence.contains(#/\(in \d+ series: /#) })
  }

  /// The checker reads the names-only form and refuses a wrong count or a series that does not
  /// hold the value.
  @Test func theCheckerRefusesAWrongHolderList() throws {
    let chart = try VegaLiteMisreadKindsTests.read("rect_binned_heatmap", gallery: false)
    let summary = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
      .summary.map { $0[.display] }
    let sentence = try #require(summary.first { $0.contains(#/\(in \d+ series: /#) })
    let match = try #require(sentence.firstMatch(of: #/in (\d+) series: /#))
    let wrongCount = sentence.replacingOccurrences(
      of: String(match.0), with: "in \(Int(match.1)! + 1) series: ")
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    #expect(checker.check(alt: "", summary: [sentence], readout: []).falseClaims.isEmpty)
    #expect(!checker.check(alt: "", summary: [wrongCount], readout: []).falseClaims.isEmpty)
  }
}
