import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Every stated fact true as heard (fx26): a rounded share carries "about", "fairly evenly
/// spread" only of values a listener would call even, a unit hidden in a column identifier
/// (`p99_ms`, `profit_musd`) read as a unit, and a scatter plot's alt text that keeps its
/// relationship within the budget in every language.
@Suite struct StatedPrecisionTests {
  /// Sales by region: 62, 48, 71, 23 (East 71 of 204 is 34.8%; East is three times West).
  static let sales = ChartDescriptor(
    title: "", kind: .bar,
    xAxis: Axis(title: "Region", type: .categorical, categories: ["North", "South", "East", "West"]),
    yAxis: Axis(title: "Sales", type: .numeric),
    series: [DataSeries(name: "Sales", isContinuous: false, x: [0, 1, 2, 3], y: [62, 48, 71, 23])])

  /// Five bars within 12% of each other: 100, 104, 98, 110, 102.
  static let even = ChartDescriptor(
    title: "", kind: .bar,
    xAxis: Axis(title: "Team", type: .categorical, categories: ["A", "B", "C", "D", "E"]),
    yAxis: Axis(title: "Tickets", type: .numeric),
    series: [DataSeries(name: "Tickets", isContinuous: false, x: [0, 1, 2, 3, 4], y: [100, 104, 98, 110, 102])])

  static func check(_ chart: ChartDescriptor, _ summary: [String]) -> ClaimsReport {
    ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(alt: "", summary: summary, readout: [])
  }

  static func summary(_ chart: ChartDescriptor, locale: String = "en") throws -> [String] {
    try AuditFactsTests.describe(chart, locale: locale).narration.summary.map { $0[.display] }
  }

  // MARK: - 1. Rounded shares

  /// "East holds 35% of the total" of 71 out of 204 (34.8%) states a rounded share as exact: the
  /// checker flags it, and passes it with "about"; an exact share (1 of 4) needs no "about".
  @Test func anUnhedgedRoundedShareIsFalse() {
    let bare = Self.check(Self.sales, ["East holds 35% of the total."])
    #expect(bare.falseClaims.contains { $0.kind == "unhedged-rounding" }, "\(bare.claims)")
    let hedged = Self.check(Self.sales, ["East holds about 35% of the total."])
    #expect(hedged.falseClaims.isEmpty && hedged.claims.contains { $0.kind == "share" }, "\(hedged.claims)")
    var quarters = Self.sales
    quarters.series[0].setColumns(x: [0, 1, 2, 3], y: [10, 10, 20, 0])
    let exact = Self.check(quarters, ["East holds 50% of the total."])
    #expect(exact.falseClaims.isEmpty && !exact.claims.isEmpty, "\(exact.claims)")
    let wrongAbout = Self.check(Self.sales, ["East holds about 38% of the total."])
    #expect(!wrongAbout.falseClaims.isEmpty, "\(wrongAbout.claims)")
  }

  /// The narration hedges the rounded share in the summary, the readout and every locale, and
  /// the checkers read it back.
  @Test func theNarrationHedgesARoundedShare() throws {
    let description = try AuditFactsTests.describe(Self.sales)
    let summary = description.narration.summary.map { $0[.display] }
    #expect(summary.contains("East holds about 35% of the total."), "\(summary)")
    // A pie's readout gives each slice's share.
    var pie = Self.sales
    pie.kind = .pie
    let pieDescription = try AuditFactsTests.describe(pie)
    let readout = pieDescription.narration.readout.map { $0[.display] }
    #expect(readout.contains { $0.hasSuffix("East, 71, about 35% of 204") }, "\(readout)")
    for text in AuditFactsTests.texts(description) + AuditFactsTests.texts(pieDescription) {
      #expect(text.firstMatch(#"(?<!about )\b35%"#) == nil, "\(text)")
    }
    for chart in [Self.sales, pie] {
      ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "sales"), known: [])
      try AuditFactsTests.expectLocalesTrue(chart, id: "sales")
    }
  }

  // MARK: - 2. Evenly spread

  /// "The values are fairly evenly spread." of bars within 12% of each other, never of bars one
  /// of which is three times another (their normalised entropy, 0.95, once let it through).
  @Test func evenlySpreadIsSaidOnlyOfEvenValues() throws {
    let even = try Self.summary(Self.even)
    #expect(even.contains("The values are fairly evenly spread."), "\(even)")
    ClaimsRun.expectTrue(try ClaimsRun.check(Self.even, id: "even"), known: [])
    let sales = try Self.summary(Self.sales)
    #expect(!sales.contains { $0.contains("evenly") }, "\(sales)")
    let evenClaim = Self.check(Self.even, ["The values are fairly evenly spread."])
    #expect(evenClaim.claims.map(\.kind) == ["even-spread"] && evenClaim.falseClaims.isEmpty, "\(evenClaim.claims)")
    let falseClaim = Self.check(Self.sales, ["The values are fairly evenly spread."])
    #expect(falseClaim.falseClaims.map(\.kind) == ["even-spread"], "\(falseClaim.claims)")
  }

  // MARK: - 3. Units in identifiers

  /// `p50_ms`, `p99_ms`: the series are "p50" and "p99", the values are in milliseconds (display
  /// "78.4 ms"; speech "milliseconds", never "ms", which espeak-ng reads badly).
  @Test func aMillisecondSuffixIsAUnit() throws {
    let chart = try AuditFactsTests.csv("latency.csv")
    let readable = chart.withReadableNames
    #expect(readable.series.map(\.name) == ["p50", "p99"])
    #expect(readable.yAxis.unit == "ms")
    let description = try AuditFactsTests.describe(chart)
    let display = AuditFactsTests.texts(description).joined(separator: "\n")
    #expect(display.contains("78.4 ms") && !display.contains("p99 ms"), "\(display.prefix(600))")
    let n = description.narration
    let speech = ([n.alt[.speech]] + n.summary.map { $0[.speech] } + n.readout.map { $0[.speech] })
    #expect(speech.contains { $0.contains("milliseconds") }, "\(speech.prefix(4))")
    for text in speech { #expect(text.firstMatch(#"\bms\b"#) == nil, "\(text)") }
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "latency.csv"), known: [])
    try AuditFactsTests.expectLocalesTrue(chart, id: "latency.csv")
  }

  /// `profit_musd` is profit in million US dollars: 12.5 is $12.5 million; `duration_s` is in
  /// seconds; a suffix only some value columns carry is no axis unit.
  @Test func aScaledCurrencySuffixIsAUnitAndAScale() throws {
    var chart = AuditFactsTests.bars(named: "profit_musd")
    chart.series[0].setColumns(x: [0, 1], y: [12.5, 8])
    let readable = chart.withReadableNames
    #expect(readable.yAxis.title == "profit" && readable.yAxis.unit == "USD")
    #expect(readable.series[0].name == "profit" && readable.series[0].y == [12_500_000, 8_000_000])
    let alt = try AuditFactsTests.describe(chart).narration.alt[.display]
    #expect(alt.contains("$12.5 million"), "\(alt)")
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "profit_musd"), known: [])
    let seconds = AuditFactsTests.bars(named: "duration_s").withReadableNames
    #expect(seconds.yAxis.title == "duration" && seconds.yAxis.unit == "s")
    var mixed = AuditFactsTests.bars(named: "")
    mixed.series = [
      DataSeries(name: "p50_ms", isContinuous: false, x: [0, 1], y: [1, 2]),
      DataSeries(name: "count", isContinuous: false, x: [0, 1], y: [3, 4]),
    ]
    let unsure = mixed.withReadableNames
    #expect(unsure.yAxis.unit == nil && unsure.series.map(\.name) == ["p50 ms", "count"])
  }

  // MARK: - 5. A scatter plot's alt text in budget

  /// A long measure and x title: the Spanish alt with the count of points runs over 150
  /// characters; the short relationship phrase keeps the relationship and drops the count.
  @Test(arguments: ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func aLongScatterAltDropsTheCountFirst(locale: String) throws {
    let x = (0..<60).map { 1.5 + Double($0) / 10 }
    let y = x.enumerated().map { k, v in 85 - 6 * v + Double((k * 7) % 5) - 2 }
    let chart = ChartDescriptor(
      title: "", kind: .scatter, xAxis: Axis(title: "babies per woman (total fertility rate)", type: .numeric),
      yAxis: Axis(title: "life expectancy", type: .numeric),
      series: [DataSeries(name: "life expectancy", isContinuous: false, x: x, y: y)])
    let alt = try AuditFactsTests.describe(chart, locale: locale).narration.alt[.display]
    #expect(alt.count <= DescriptionPolicy().maximumAltCharacters, "\(alt.count): \(alt)")
    #expect(alt.contains("(r = "), "\(alt)")
    if locale == "es" { #expect(!alt.contains("60 puntos") && alt.contains("relación negativa"), "\(alt)") }
    if locale == "en" {
      // English fits the count; with a longer x title it drops it too, and the checker reads both.
      ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "long scatter"), known: [])
      var longer = chart
      longer.xAxis.title = "babies per woman (total fertility rate, live births per woman)"
      let short = try AuditFactsTests.describe(longer).narration.alt[.display]
      #expect(short.hasPrefix("Scatter plot of life expectancy against \(longer.xAxis.title): a "), "\(short)")
      ClaimsRun.expectTrue(try ClaimsRun.check(longer, id: "longer scatter"), known: [])
    }
  }
}
