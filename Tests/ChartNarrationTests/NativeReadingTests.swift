import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// What a native editor's read-through of the Arabic, Polish and Dutch goldens changed (issue
/// #19), each on the fixture chart where the editor read it, so the whole narration path runs.
@Suite struct NativeReadingTests {
  /// A fixture chart by name (without `.json`).
  static func fixture(_ name: String) throws -> URL {
    try #require(NarrationGoldenTests.fixtures.first { $0.deletingPathExtension().lastPathComponent == name })
  }

  /// The alt text and summary of a fixture in one style.
  static func sentences(_ name: String, _ locale: String, _ style: TextStyle) throws -> [String] {
    let narration = try NarrationGoldenTests.describe(try fixture(name), locale: locale).narration
    return [narration.alt[style]] + narration.summary.map { $0[style] }
  }

  /// The `select` arguments a template makes: `{topTie, select, …}` → `topTie`.
  static func selects(_ template: String) -> Set<String> {
    let pattern = /\{(\w+), *select/
    return Set(template.matches(of: pattern).map { String($0.output.1) })
  }

  /// A speech template says what its display template says: every choice the display text
  /// makes (a tie, a sign, a strength) the speech text makes too. The Arabic speech of a tie for
  /// the largest slice was an older copy without the tie: "أكبر شريحة هي Red و Blue (41 في
  /// المئة)", one slice of 41% for the two together.
  @Test(arguments: NarrationGoldenTests.locales) func speechMakesTheChoicesOfItsText(_ locale: String) throws {
    let file = RepositoryPaths.locales.appendingPathComponent("\(locale).json")
    let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: file)) as? [String: Any]
    let phrases = try #require(object?["phrases"] as? [String: String], "\(locale) has no phrases")
    for (id, speech) in phrases where id.hasSuffix(".speech") {
      guard let display = phrases[String(id.dropLast(".speech".count))] else { continue }
      let lost = Self.selects(display).subtracting(Self.selects(speech))
      #expect(lost.isEmpty, "\(locale) '\(id)' drops \(lost.sorted()) of its display text")
    }
  }

  /// The Arabic tie for the smallest slice, as espeak-ng says it: each slice has 5.4%
  /// ("لِكُلّ منها"), not one slice named by two names.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng"), "espeak-ng is not installed"))
  func arabicTiedSlicesSayEach() throws {
    let speech = try Self.sentences("fresh-pie-ties", "ar", .speech)
    let tie = try #require(speech.first { $0.contains("Green") && $0.contains("Grey") && !$0.contains("Red") })
    let reference = "تَتَسَاوَى Green و Grey في أصغر شريحة، بِنِسْبَة حوالي 5.4 في المِئَة لِكُلّ منها."
    let untied = "أصغر شريحة هي Green و Grey، بِنِسْبَة حوالي 5.4 في المِئَة."
    try SpeechCaseTests.expectSounds([(tie, reference, untied)], voice: "ar")
    let alt = try #require(speech.first)
    #expect(alt.contains("تَتَسَاوَى Red و Blue في أكبر شريحة (حوالي وَاحِد وَأَرْبَعِين في المِئَة لِكُلّ منها)"), "\(alt)")
  }

  /// Polish "Druga wartość" reads as the second value in order, not the second highest: the
  /// rank says "Na drugim miejscu".
  @Test func polishSecondHighestIsARank() throws {
    let summary = try Self.sentences("bar-horizontal", "pl", .display)
    #expect(summary.contains("Na drugim miejscu: Python (49%)."), "\(summary)")
    #expect(!summary.joined().contains("Druga wartość"))
  }

  /// A Polish date with "r." at the end of a sentence takes one point: "w lipcu 2020 r.", not
  /// "r.."; no locale ends a sentence on two points in the charts whose sentences end on a date.
  @Test func anAbbreviationEndsItsSentenceWithOnePoint() throws {
    let summary = try Self.sentences("line-seasonal-temperature", "pl", .display)
    #expect(summary.contains { $0.hasSuffix("w lipcu 2020 r.") }, "\(summary)")
    for locale in NarrationGoldenTests.locales {
      for name in ["line-seasonal-temperature", "line-stock-rise"] {
        for sentence in try Self.sentences(name, locale, .display) {
          #expect(!sentence.replacingOccurrences(of: "...", with: "").contains(".."), "\(locale): \(sentence)")
        }
      }
    }
  }

  /// Polish radar profiles agree with one axis as with several: "wypada najlepiej pod względem
  /// Skill", not "najmocniejsze strony to Skill" (a plural for one axis).
  @Test func polishRadarStrengthsAgreeWithOneAxis() throws {
    let summary = try Self.sentences("fresh-radar-ties", "pl", .display)
    #expect(
      summary.contains(
        "Kim wypada najlepiej pod względem Skill, a najsłabiej pod względem Vision; profil nieco nierówny."),
      "\(summary)")
    #expect(summary[0].hasSuffix("; Kim wypada najlepiej pod względem Skill."), "\(summary[0])")
  }

  /// Dutch describes a chart "met 2 reeksen" (with two series), not "voor" (for), and a month
  /// category "in december", not "bij december".
  @Test func dutchSeriesAndMonths() throws {
    let grouped = try Self.sentences("bar-grouped", "nl", .display)
    #expect(
      grouped[0].hasPrefix("Gegroepeerd staafdiagram van average score per subject met 2 reeksen: "), "\(grouped[0])")
    #expect(!grouped.joined().contains("voor 2 reeksen"))
    let months = try Self.sentences("bar-recurring-months", "nl", .display)
    #expect(months[0].hasSuffix("daarna daling naar 450 in december."), "\(months[0])")
    #expect(!months.joined().contains("bij "), "\(months)")
  }

  /// Exploring Dutch month categories compares "30 hoger dan in januari", not "bij januari".
  @Test func dutchExploreComparesWithAMonth() throws {
    let url = try Self.fixture("bar-recurring-months")
    let chart = try NarrationGoldenTests.loadChart(url)
    let explore = try ExploreNarrationTests.exploration(chart, locale: "nl")
    let said = try explore.comparison(of: 1, inSeries: 0).display
    #expect(said.hasPrefix("februari: ") && said.contains(" hoger dan in januari"), "\(said)")
  }

  /// Dutch ties for the largest and smallest slice: "even groot en het grootst (elk ongeveer 41%)", not
  /// "gelijk de grootste segmenten (41% elk)".
  @Test func dutchTiedSlices() throws {
    let summary = try Self.sentences("fresh-pie-ties", "nl", .display)
    #expect(
      summary[0].hasSuffix(": Red en Blue zijn even groot en het grootst (elk ongeveer 41%)."), "\(summary[0])")
    #expect(summary.contains("Green en Grey zijn even groot en het kleinst, met elk ongeveer 5,4%."), "\(summary)")
  }
}
