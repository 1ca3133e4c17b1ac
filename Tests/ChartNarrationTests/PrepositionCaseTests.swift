import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// Numbers after prepositions in the case the preposition governs, in every template that puts
/// a year, a value or an x position after one: Polish years as genitive or locative ordinals,
/// Polish "z"/"ze" before digits as the number is read, Arabic numbers in the genitive, and
/// Arabic unit nouns counted like other nouns. Measured by espeak-ng's phonemes against an
/// editor's sentence (`SpeechCaseTests`), and over every golden fixture's speech.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng"), "espeak-ng is not installed"))
struct PrepositionCaseTests {
  static let polish = NumberPhrasing(book: try! PhraseBook.load(locale: "pl", directory: RepositoryPaths.locales))
  static let arabic = NumberPhrasing(book: try! PhraseBook.load(locale: "ar", directory: RepositoryPaths.locales))

  /// The speech sections of a fixture's golden transcript and exploration in a locale.
  static func speech(_ fixture: URL, locale: String) throws -> [String] {
    let description = try NarrationGoldenTests.describe(fixture, locale: locale)
    let exploration = try ExploreNarrationTests.exploration(description.chart, locale: locale)
    var lines: [String] = []
    for transcript in [
      try NarrationGoldenTests.transcript(description), try ExploreNarrationTests.transcript(exploration),
    ] {
      var inSpeech = false
      for line in transcript.split(separator: "\n") {
        if line.hasPrefix("## ") {
          inSpeech = line.hasSuffix("(speech)")
        } else if inSpeech {
          lines.append(String(line))
        }
      }
    }
    return lines
  }

  // MARK: - Polish years

  /// espeak-ng reads "2001" as "dwa tysiące jeden"; after "względem", "od", "do" and "dla" a year
  /// is a genitive ordinal, after "przy" a locative one.
  @Test func polishYearsAfterPrepositionsAreOrdinalsInTheirCase() throws {
    let n = Self.polish
    let year = { (value: Int) in n.axisYear(value) }
    let numeric = PhraseArgument(key: "numeric")
    let temporal = PhraseArgument(key: "year")
    let cases: [(id: String, arguments: [String: PhraseArgument], reference: String, digits: String)] = [
      (
        "explore.context.up", ["change": try n.count(6), "x": year(2001), "xKey": temporal],
        "wzrost o 6 względem dwa tysiące pierwszego roku", "wzrost o 6 względem 2001"
      ),
      (
        "explore.context.risingSince", ["x": year(2015), "xKey": numeric],
        "rośnie od dwa tysiące piętnastego roku", "rośnie od punktu 2015"
      ),
      (
        "readout.change.down", ["change": try n.count(9), "previous": year(2003), "xKey": numeric],
        "Spadek o 9 względem dwa tysiące trzeciego roku.", "Spadek o 9 względem punktu 2003."
      ),
      ("by.x", ["x": year(2020)], "do dwa tysiące dwudziestego roku", "do 2020"),
      (
        "outlier.fit", ["value": try n.count(12), "x": year(2019), "xKey": numeric],
        "12 przy dwa tysiące dziewiętnastym roku", "12 przy 2019"
      ),
      (
        "summary.range.widest", ["x": year(2022), "lower": try n.count(3), "upper": try n.count(5)],
        "Najszerszy przedział jest przy dwa tysiące dwudziestym drugim roku: od trzech do pięciu.",
        "Najszerszy przedział jest przy 2022: od 3 do 5."
      ),
      (
        "readout.box",
        [
          "median": try n.count(4200), "q1": try n.count(3900), "q3": try n.count(4700), "low": try n.count(2850),
          "high": try n.count(6300),
        ],
        "Mediana 4200; kwartyle 3900 i 4700; wąsy od dwóch tysięcy ośmiuset pięćdziesięciu do sześciu tysięcy trzystu.",
        "Mediana 4200; kwartyle 3900 i 4700; wąsy od 2850 do 6300."
      ),
    ]
    for (id, arguments, reference, digits) in cases {
      let phrase = try n.render(id, arguments)
      try SpeechCaseTests.expectSounds([(phrase.speech, reference, digits)])
      // Display keeps the year in digits.
      #expect(!phrase.display.contains("roku"), "\(id): \(phrase.display)")
    }
  }

  /// No Polish speech of any golden fixture, its verbose readout or its exploration leaves a
  /// year in digits after a preposition.
  @Test(arguments: NarrationGoldenTests.fixtures) func noPolishYearAfterAPrepositionInDigits(_ fixture: URL) throws {
    let pattern = try Regex(#"\b(od|do|względem|dla|przy|z|ze|w|we|po|przed|około) (1[5-9]|20)[0-9]{2}\b(?![0-9,])"#)
    for line in try Self.speech(fixture, locale: "pl") where line.contains(pattern) {
      Issue.record("\(fixture.lastPathComponent): \(line)")
    }
  }

  // MARK: - Polish z / ze before digits

  /// PWN: "ze 100" because it is read "ze stu", "z 200" read "z dwustu": display writes the form
  /// speech says, for numbers left in digits too.
  @Test func polishZBeforeDigitsFollowsPronunciation() throws {
    let n = Self.polish
    let expected: [(value: Int, preposition: String)] = [
      (0, "z"), (1, "z"), (7, "z"), (70, "z"), (99, "z"), (100, "ze"), (120, "ze"), (199, "ze"), (200, "z"),
      (1000, "z"), (1500, "z"), (100_000, "ze"), (150_000, "ze"), (200_000, "z"), (120_000_000, "ze"),
      (1_200_000, "z"), (2_000_000, "z"),
    ]
    for (value, preposition) in expected {
      let phrase = try n.render(
        "readout.series",
        [
          "index": try n.count(1), "total": try n.count(value), "name": PhraseArgument(verbatim: "A"),
          "count": try n.count(6),
        ])
      let display = phrase.display.split(separator: " ").map(String.init)
      let speech = phrase.speech.split(separator: " ").map(String.init)
      #expect(display[2] == preposition, "\(value): \(phrase.display)")
      #expect(speech[2] == preposition, "\(value): \(phrase.speech)")
    }
    // A change "z … na …" and a number said in digits in speech ("z 115" read "ze sto piętnaście").
    let change = try n.render(
      "alt.wentFromTo",
      [
        "kind": PhraseArgument(verbatim: "Wykres"), "measure": PhraseArgument(verbatim: "x"),
        "span": PhraseArgument(verbatim: "2020"), "first": try n.count(120), "last": try n.count(95),
      ])
    #expect(change.display.contains("ze 120 na 95"), "\(change.display)")
    // In speech too, where the number stays digits: espeak-ng reads "ze 115" "ze sto piętnaście".
    let agreed = n.prepositionsAgreeing("miejsce 3 z 115")
    #expect(agreed == "miejsce 3 ze 115")
    #expect(try SpeechCaseTests.phonemes(agreed).contains("z'E st'O"), "\(agreed)")
    #expect(try SpeechCaseTests.phonemes(agreed) != (try SpeechCaseTests.phonemes("miejsce 3 z 115")))
    // "w": no Polish number said in the locative starts with "w" or "f" and a consonant.
    #expect(n.prepositionsAgreeing("w 2 przypadkach") == "w 2 przypadkach")
  }

  // MARK: - Italian years

  /// Italian years take the article after a preposition, as quarters do: "tra il 2015 e il
  /// 2024", "rispetto al 2021", "dal 2010"; other numbers take none ("tra 1 e 10").
  @Test func italianYearsTakeTheArticle() throws {
    let n = NumberPhrasing(book: try PhraseBook.load(locale: "it", directory: RepositoryPaths.locales))
    let numeric = PhraseArgument(key: "numeric")
    let cases: [(id: String, arguments: [String: PhraseArgument], expected: String)] = [
      ("range.fromTo", ["from": n.axisYear(2015), "to": n.axisYear(2024)], "tra il 2015 e il 2024"),
      ("range.fromTo", ["from": try n.count(1), "to": try n.count(10)], "tra 1 e 10"),
      (
        "explore.context.up", ["change": try n.count(3), "x": n.axisYear(2021), "xKey": numeric],
        "3 in più rispetto al 2021"
      ),
      ("explore.context.risingSince", ["x": n.axisYear(2010), "xKey": numeric], "in aumento continuo dal 2010"),
      (
        "explore.context", ["x": n.axisYear(2014), "xKey": numeric, "list": PhraseArgument(verbatim: "…")],
        "Per il 2014: …."
      ),
    ]
    for (id, arguments, expected) in cases {
      let phrase = try n.render(id, arguments)
      #expect(phrase.display == expected, "\(id)")
      #expect(phrase.speech == expected, "\(id)")
    }
  }

  /// No Italian text of a golden fixture says a year after "tra", "rispetto a", "da", "a" or
  /// "fino a" without its article; a series named by a year ("tra 2024 e 2023") is a name.
  @Test(arguments: NarrationGoldenTests.fixtures) func noItalianYearWithoutItsArticle(_ fixture: URL) throws {
    let pattern = try Regex(#"\b(tra|rispetto a|da|a|fino a|Per) (1[5-9]|20)[0-9]{2}\b(?![0-9,.])"#)
    let description = try NarrationGoldenTests.describe(fixture, locale: "it")
    let exploration = try ExploreNarrationTests.exploration(description.chart, locale: "it")
    for transcript in [
      try NarrationGoldenTests.transcript(description), try ExploreNarrationTests.transcript(exploration),
    ] {
      for line in transcript.split(separator: "\n") {
        let years = line.matches(of: pattern).map { String(line[$0.range].split(separator: " ").last ?? "") }
        for year in years where !description.chart.series.contains(where: { $0.name == year }) {
          Issue.record("\(fixture.lastPathComponent): \(line)")
        }
      }
    }
  }

  // MARK: - Arabic

  /// "منذ 2015" is read ألفان وخمسة عشر, "بمقدار 20" عشرون, "من 2" اثنان: after a preposition
  /// the genitive, أَلْفَيْن وَخَمْسَةَ عَشَرَ, عِشْرِين, اثنين.
  @Test func arabicNumbersAfterPrepositionsAreGenitive() throws {
    let n = Self.arabic
    var cases: [(id: String, arguments: [String: PhraseArgument], reference: String, digits: String)] = [
      (
        "explore.context.risingSince", ["x": n.axisYear(2015)], "في ارتفاع منذ أَلْفَيْن وَخَمْسَةَ عَشَرَ",
        "في ارتفاع منذ 2015"
      ),
      (
        "range.fromTo", ["from": n.axisYear(2001), "to": n.axisYear(2017)],
        "من أَلْفَيْن وَوَاحِد إلى أَلْفَيْن وَسَبْعَةَ عَشَرَ", "من 2001 إلى 2017"
      ),
      (
        "readout.change.up", ["change": try n.count(20), "previous": n.axisYear(2022)],
        "ارتفاع بِمِقْدَار عِشْرِين عن أَلْفَيْن وَاثْنَيْن وَعِشْرِين.", "ارتفاع بِمِقْدَار 20 عن 2022."
      ),
      (
        "alt.between",
        [
          "kind": PhraseArgument(verbatim: "مخطط"), "measure": PhraseArgument(verbatim: "القيم"),
          "span": PhraseArgument(verbatim: "2020"), "min": try n.count(2), "max": try n.count(250),
        ],
        "مخطط يَعْرِض القيم 2020: القِيَم بين اثنين و مِئَتَيْن وَخَمْسِين.", "مخطط يَعْرِض القيم 2020: القِيَم بين 2 و 250."
      ),
    ]
    // The count of views in a set after من: "العرض 1 من اثنين".
    cases.append(
      ("set.speak.view", ["n": try n.count(1), "count": try n.count(2)], "العرض 1 من اثنين.", "العرض 1 من 2."))
    for (id, arguments, reference, digits) in cases {
      let speech = try n.render(id, arguments).speech
      try SpeechCaseTests.expectSounds([(speech, reference, digits)], voice: "ar")
    }
  }

  /// Power and energy units count like the other unit nouns: "ميغاواط واحد" (espeak-ng reads
  /// "1 ميغاواط" واحد ميغاواط), "ميغاواطين", "ثلاثة ميغاواطات", "خمسة وعشرين ميغاواطًا".
  @Test func arabicUnitsAgreeWithTheirCount() throws {
    let n = Self.arabic
    let cases: [(value: Double, unit: String, reference: String, digits: String)] = [
      (1, "MW", "ميغاواط واحد", "1 ميغاواط"),
      (2, "GW", "غيغاواطين", "2 غيغاواط"),
      (3, "kW", "3 كيلوواطات", "3 كيلوواط"),
      (25, "MW", "خَمْسَة وَعِشْرِين ميغاواطًا", "25 ميغاواط"),
      (300, "W", "ثَلَاثِمِئَة واط", "300 واط"),
      (1, "TWh", "تيراواط ساعة واحد", "1 تيراواط ساعة"),
      (7, "kWh", "7 كيلوواطات ساعة", "7 كيلوواط ساعة"),
      (40, "GWh", "أَرْبَعِين غيغاواطًا ساعة", "40 غيغاواط ساعة"),
    ]
    try SpeechCaseTests.expectSounds(
      try cases.map { (try n.number($0.value, unit: $0.unit).speech.text, $0.reference, $0.digits) }, voice: "ar")
  }

  /// No Arabic speech of a golden fixture leaves after a preposition a number whose digits
  /// espeak-ng reads in another case than the genitive: 2, 12, 20–99, 200 and 2000–2999 (3–11
  /// and 13–19 sound alike in both). A series named by a year ("بين 2024 و 2023") is a name.
  @Test(arguments: NarrationGoldenTests.fixtures) func noArabicNominativeAfterAPreposition(_ fixture: URL) throws {
    let names = Set(try NarrationGoldenTests.loadChart(fixture).series.map(\.name))
    let pattern = try Regex(
      #"(^|[\s(])(من|إلى|عند|بين|حتى|منذ|عن|في|بمقدار|بِمِقْدَار|نحو|حوالي|بنسبة|بِنِسْبَة|أصل|عام) (2|12|[2-9][0-9]|200|2[0-9]{3})(?![0-9.])"#
    )
    for line in try Self.speech(fixture, locale: "ar") {
      let numbers = line.matches(of: pattern).map { String(line[$0.range].split(separator: " ").last ?? "") }
      for number in numbers where !names.contains(number) {
        Issue.record("\(fixture.lastPathComponent): \(line)")
      }
    }
  }
}
