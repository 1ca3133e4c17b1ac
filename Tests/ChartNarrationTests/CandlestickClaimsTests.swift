import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Candlestick charts (issue 15): read as a line of the closes with each date's four prices, and
/// every candle sentence read back by the claims checker against the candles.
@Suite struct CandlestickClaimsTests {
  static let fixture = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/candlestick/ohlc-week.vl.json")
  static let gallery = RepositoryPaths.vegaLiteGalleryCorpus
  static let gallerySpecs = ["vl__layer_candlestick.vl.json", "alt__candlestick_chart.vl.json"]

  static func read(_ url: URL, base: URL) throws -> ChartDescriptor {
    let options = VegaLiteOptions(baseDirectory: base.path, specDirectory: url.deletingLastPathComponent().path)
    return try VegaLiteReader.read([UInt8](try Data(contentsOf: url)), source: url.lastPathComponent, options: options)
  }

  static func check(_ chart: ChartDescriptor) throws -> ClaimsReport {
    let narration = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
    return ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(
      alt: narration.alt[.display], summary: narration.summary.map { $0[.display] },
      readout: narration.readout.map { $0[.display] })
  }

  /// The fixture's six days (as Vega draws them: six wicks and six bodies) are six candles whose
  /// closes are the line.
  @Test func theFixtureIsALineOfClosesWithItsCandles() throws {
    let chart = try Self.read(Self.fixture, base: Self.fixture.deletingLastPathComponent())
    let candles = chart.candles
    let (open, high, low) = (candles.map { $0.open }, candles.map { $0.high }, candles.map { $0.low })
    let (xs, closes) = (candles.map { $0.x }, chart.series.map { $0.y })
    #expect(chart.kind == .line)
    #expect(closes == [[30.04, 29.63, 31.02, 30.18, 29.62, 29.77]])
    #expect(open == [28.7, 30.04, 29.62, 31.02, 29.39, 30.84])
    #expect(high == [30.05, 30.13, 31.79, 31.02, 30.81, 31.82])
    #expect(low == [28.45, 28.3, 29.62, 29.92, 28.85, 26.41])
    #expect(xs == chart.series[0].x)
  }

  @Test func everyCandleSentenceIsTrue() throws {
    let chart = try Self.read(Self.fixture, base: Self.fixture.deletingLastPathComponent())
    let report = try Self.check(chart)
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    let kinds = report.claims.filter { $0.isTrue }.map { $0.kind }
    #expect(kinds.filter { $0 == "candle" }.count == 6)
    #expect(kinds.filter { $0 == "candle-extreme" }.count == 4)
    #expect(kinds.filter { $0 == "candle-count" }.count == 1)
    let ours = report.unparsed.filter { line in ["Opened ", "The highest high", "Of "].contains { line.hasPrefix($0) } }
    #expect(ours.isEmpty, "\(ours)")
  }

  /// In every other locale, the numbers, dates and names the candles' sentences say are read
  /// back true.
  @Test func everyLocaleSaysTheCandlesTruly() throws {
    let chart = try Self.read(Self.fixture, base: Self.fixture.deletingLastPathComponent())
    for local in try LocaleClaimsRun.check(chart, id: "ohlc-week") {
      #expect(local.report.falseClaims.isEmpty, "\(local.locale): \(local.report.falseClaims)")
    }
  }

  /// The checker finds a wrong price, a wrong date of an extreme and a wrong count false.
  @Test func theCheckerCatchesWrongCandles() throws {
    let chart = try Self.read(Self.fixture, base: Self.fixture.deletingLastPathComponent())
    let wrong = ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(
      alt: "",
      summary: [
        "The highest high was 31.82 (June 3), the lowest low 26.41 (June 8).",
        "Of 6 candles, 4 closed above their open and 2 below it.",
      ],
      readout: ["2 of 6: June 2, 29.63", "Opened 30.04, high 30.13, low 28.45, closed 29.63."])
    let falseKinds = wrong.falseClaims.map { $0.kind }.sorted()
    #expect(falseKinds == ["candle", "candle-count", "candle-extreme"], "\(wrong.claims)")
  }

  /// The alt says the ends as the closes they are ("the first candle closed at 30.04"), never
  /// as a price that "went from" one value to another, and the checker reads them back true.
  @Test(.enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus), arguments: gallerySpecs)
  func theAltSaysTheCloses(spec: String) throws {
    let chart = try Self.read(Self.gallery.appendingPathComponent("specs/" + spec), base: Self.gallery)
    let alt = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration.alt[
      .display]
    #expect(alt.hasSuffix(": the first candle closed at 30.04, the last at 25.92."), "\(alt)")
    #expect(!alt.contains("went from"), "\(alt)")
    let report = try Self.check(chart)
    #expect(report.claims.contains { $0.kind == "candle-closes" && $0.isTrue }, "\(report.claims)")
    let changes = report.claims.filter { $0.kind == "change" && $0.sentence == alt }
    #expect(!changes.isEmpty && changes.allSatisfy { $0.isTrue }, "\(report.claims)")
  }

  /// The checker reads an alt of closes: true with the first and last closes, false with another.
  @Test func theCheckerReadsTheClosesOfAnAlt() throws {
    let chart = try Self.read(Self.fixture, base: Self.fixture.deletingLastPathComponent())
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    let right = checker.check(
      alt: "Candlestick chart of price: the first candle closed at 30.04, the last at 29.77.", summary: [],
      readout: [])
    #expect(right.falseClaims.isEmpty && right.claims.count >= 2, "\(right.claims)")
    let wrong = checker.check(
      alt: "Candlestick chart of price: the first candle closed at 31.02, the last at 29.77.", summary: [],
      readout: [])
    #expect(!wrong.falseClaims.isEmpty, "\(wrong.claims)")
  }

  /// The summary says its ends as closes too ("The first candle closed at 30.04 on June 1"),
  /// never "It started at 30.04", and the checker reads them back: true with the closes, false
  /// with another price.
  @Test func theSummarySaysTheEndsAsCloses() throws {
    let chart = try Self.read(Self.fixture, base: Self.fixture.deletingLastPathComponent())
    let summary = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
      .summary.map { $0[.display] }
    let closes = "The first candle closed at 30.04 on June 1 and the last at 29.77 on June 8, down about 0.9%."
    #expect(summary.contains(closes), "\(summary)")
    #expect(!summary.contains { $0.hasPrefix("It started at") }, "\(summary)")
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    let right = checker.check(alt: "", summary: [closes], readout: [])
    #expect(right.falseClaims.isEmpty && right.claims.contains { $0.kind == "candle-closes" }, "\(right.claims)")
    let wrong = closes.replacingOccurrences(of: "30.04", with: "28.7")
    #expect(!checker.check(alt: "", summary: [wrong], readout: []).falseClaims.isEmpty)
  }

  /// `--format json` names the drawn kind: `drawnAs` is `candlestick` (the kind stays the line
  /// of the closes); a chart without candles has none.
  @Test func theJSONNamesTheCandlesticks() throws {
    let chart = try Self.read(Self.fixture, base: Self.fixture.deletingLastPathComponent())
    let facts = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).facts
    #expect(facts.kind == "line" && facts.drawnAs == "candlestick")
    var plain = chart
    plain.candles = []
    let plainFacts = try ChartDescription(plain, locale: "en", localesDirectory: RepositoryPaths.locales).facts
    #expect(plainFacts.drawnAs == nil)
  }

  @Test(.enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus), arguments: gallerySpecs)
  func galleryCandlesticksAreTrue(spec: String) throws {
    let chart = try Self.read(Self.gallery.appendingPathComponent("specs/" + spec), base: Self.gallery)
    #expect(chart.candles.count == 44)
    let report = try Self.check(chart)
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    let candles = report.claims.filter { $0.kind == "candle" && $0.isTrue }.count
    #expect(candles == 44)
  }
}
