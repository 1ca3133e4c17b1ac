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
    let pattern = #"\b(od|do|względem|dla|przy|z|ze|w|we|po|przed|około) (1[5-9]|20)[0-9]{2}\b(?![0-9,])"#
    for line in try Self.speech(fixture, locale: "pl") where line.firstMatch(pattern) != nil {
      Issue.record("\(fixture.lastPathComponent): \(line)")
    }
  }

  // MARK: - Polish z / ze before digits

  /// Distributive "po": the accusative from two on, which espeak-ng's digits say ("po 4520" po
  /// cztery tysiące pięćset dwadzieścia, "po 28 procent"), the locative for one ("po jednym
  /// procencie", not "po jeden procent").
  @Test func polishDistributivePoTakesTheLocativeOnlyForOne() throws {
    let n = Self.polish
    let names = PhraseArgument(verbatim: "Red i Blue")
    let tied = PhraseArgument(key: "tied")
    let cases: [(id: String, arguments: [String: PhraseArgument], reference: String, digits: String)] = [
      (
        "summary.pie.largest", ["top": names, "topTie": tied, "share": try n.percent(1)],
        "Największy udział ex aequo mają Red i Blue: po jednym procencie całości.",
        "Największy udział ex aequo mają Red i Blue: po 1 procent całości."
      ),
      (
        "summary.stacked.largest.averageTied", ["name": names, "share": try n.percent(1)],
        "Największy średni udział ex aequo mają Red i Blue: po jednym procencie.",
        "Największy średni udział ex aequo mają Red i Blue: po 1 procent."
      ),
      (
        "summary.pie.smallest", ["bottom": names, "bottomTie": tied, "share": try n.number(1, unit: "TWh")],
        "Najmniejsze wycinki ex aequo to Red i Blue: po jednej terawatogodzinie.",
        "Najmniejsze wycinki ex aequo to Red i Blue: po jedna terawatogodzina."
      ),
    ]
    for (id, arguments, reference, digits) in cases {
      try SpeechCaseTests.expectSounds([(try n.render(id, arguments).speech, reference, digits)])
    }
    // From two on the number stays as espeak-ng reads it, in the accusative (phonemes without
    // the word-end marks `#` a digit and a word differ by).
    let many = try n.render(
      "summary.pie.largestOf",
      ["top": names, "topTie": tied, "value": try n.count(4520), "sum": try n.count(11140), "share": try n.percent(41)])
    let reference =
      "Największy udział ex aequo: Red i Blue, po cztery tysiące pięćset dwadzieścia z jedenastu tysięcy stu czterdziestu (41 procent)."
    #expect(
      try SpeechCaseTests.phonemes(many.speech).replacingOccurrences(of: "#", with: "")
        == (try SpeechCaseTests.phonemes(reference).replacingOccurrences(of: "#", with: "")), "\"\(many.speech)\"")
    #expect(
      try n.render("summary.pie.largest", ["top": names, "topTie": tied, "share": try n.percent(1)]).display.contains(
        "po 1%"))
  }

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

  /// A number of a million and more after a preposition is in the case the preposition
  /// governs, as smaller numbers are: "od miliona do trzech milionów pięciuset tysięcy";
  /// espeak-ng reads "1000000" "milion" in the nominative. The locative declines "tysiąc" as a
  /// noun ("w dwóch tysiącach", "w milionie"), unlike the genitive ("dwóch tysięcy").
  @Test func polishMillionsAfterPrepositionsAreInTheirCase() throws {
    let n = Self.polish
    let exact = { (value: Double) in try n.number(value, precision: .exact) }
    let between = { (min: PhraseArgument, max: PhraseArgument) in
      try n.render(
        "alt.between",
        [
          "kind": PhraseArgument(verbatim: "Wykres"), "measure": PhraseArgument(verbatim: "liczba"),
          "span": PhraseArgument(verbatim: "A"), "min": min, "max": max,
        ]
      ).speech
    }
    try SpeechCaseTests.expectSounds([
      (
        try between(exact(1_000_000), exact(3_500_000)),
        "Wykres: liczba, A; wartości od miliona do trzech milionów pięciuset tysięcy.",
        "Wykres: liczba, A; wartości od 1000000 do 3500000."
      ),
      (
        try between(exact(144_444_000), exact(2_000_000_000)),
        "Wykres: liczba, A; wartości od stu czterdziestu czterech milionów czterystu czterdziestu czterech tysięcy do dwóch miliardów.",
        "Wykres: liczba, A; wartości od 144444000 do 2000000000."
      ),
      (
        try between(exact(21_000_000), n.number(3_500_000)),
        "Wykres: liczba, A; wartości od dwudziestu jeden milionów do trzech przecinek pięć miliona.",
        "Wykres: liczba, A; wartości od 21000000 do 3,5 miliona."
      ),
    ])
    let locative = try #require(n.book.inflections["locative"])
    try SpeechCaseTests.expectSounds([
      ("w " + locative.apply(to: "2000", style: .speech), "w dwóch tysiącach", "w 2000"),
      ("w " + locative.apply(to: "1000000", style: .speech), "w milionie", "w 1000000"),
    ])
    // Display keeps its grouped digits.
    #expect(
      try n.render(
        "alt.between",
        [
          "kind": PhraseArgument(verbatim: "Wykres"), "measure": PhraseArgument(verbatim: "liczba"),
          "span": PhraseArgument(verbatim: "A"), "min": exact(1_000_000), "max": exact(5),
        ]
      ).display.contains("od 1\u{A0}000\u{A0}000 do 5"))
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
    let pattern = #"\b(tra|rispetto a|da|a|fino a|Per) (1[5-9]|20)[0-9]{2}\b(?![0-9,.])"#
    let description = try NarrationGoldenTests.describe(fixture, locale: "it")
    let exploration = try ExploreNarrationTests.exploration(description.chart, locale: "it")
    for transcript in [
      try NarrationGoldenTests.transcript(description), try ExploreNarrationTests.transcript(exploration),
    ] {
      for line in transcript.split(separator: "\n") {
        let years = String(line).matches(pattern).map { String($0[0].split(separator: " ").last ?? "") }
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
  /// "1 ميغاواط" واحد ميغاواط), "ميغاواطان", "ثلاثة ميغاواطات", "خمسة وعشرون ميغاواطًا"; a
  /// watt-hour is a construct, its dual "كيلوواطَا ساعة", not "كيلوواطين ساعة". Alone a unit's
  /// count is nominative ("مِئَتَا دولار"); after a preposition the slot makes it oblique ("من
  /// كيلوواطَيْ ساعة إلى أَرْبَعِين كيلوواطَ ساعة", "عند ثَلَاثِمِئَة واط").
  @Test func arabicUnitsAgreeWithTheirCount() throws {
    let n = Self.arabic
    let cases: [(value: Double, unit: String, reference: String, digits: String)] = [
      (1, "MW", "ميغاواط واحد", "1 ميغاواط"),
      (2, "GW", "غيغاواطان", "2 غيغاواط"),
      (3, "kW", "3 كيلوواطات", "3 كيلوواط"),
      (25, "MW", "25 ميغاواطًا", "25 ميغاواط"),
      (300, "W", "ثَلَاثُمِئَة واط", "300 واط"),
      (1, "TWh", "تيراواط ساعة واحد", "1 تيراواط ساعة"),
      (7, "kWh", "7 كيلوواطات ساعة", "7 كيلوواط ساعة"),
      (40, "GWh", "40 غيغاواطَ ساعة", "40 غيغاواط ساعة"),
      // A watt-hour is a construct: its dual loses the nūn ("كيلوواطَيْ ساعة", not "كيلوواطين ساعة").
      (2, "kWh", "كيلوواطَا ساعة", "2 كيلوواط ساعة"),
      (2, "TWh", "تيراواطَا ساعة", "تيراواطين ساعة"),
      (2, "MW", "ميغاواطان", "2 ميغاواط"),
    ]
    try SpeechCaseTests.expectSounds(
      try cases.map { (try n.number($0.value, unit: $0.unit).speech.text, $0.reference, $0.digits) }, voice: "ar")
    let oblique: [(from: PhraseArgument, to: PhraseArgument, reference: String, before: String)] = [
      (
        try n.number(2, unit: "kWh"), try n.number(40, unit: "kWh"),
        "من كيلوواطَيْ ساعة إلى أَرْبَعِين كيلوواطَ ساعة", "من كيلوواطين ساعة إلى أَرْبَعِين كيلوواطًا ساعة"
      ),
      (
        try n.number(300, unit: "W"), try n.number(1200, unit: "USD"),
        "من ثَلَاثِمِئَة واط إلى أَلْف وَمِئَتَيْ دولار", "من ثَلَاثُمِئَة واط إلى 1200 دولار"
      ),
      (
        try n.number(2, unit: "USD"), try n.number(25, unit: "MW"), "من دولارين إلى خَمْسَة وَعِشْرِين ميغاواطًا",
        "من دولاران إلى 25 ميغاواطًا"
      ),
    ]
    try SpeechCaseTests.expectSounds(
      try oblique.map {
        (try n.render("range.fromTo", ["from": $0.from, "to": $0.to]).speech, $0.reference, $0.before)
      }, voice: "ar")
  }

  /// A count of thousands counts its noun as any count does: آلاف after 3–10, ألفًا after 11–99,
  /// ألف after 100 (espeak-ng reads "25000" خمسة وعشرون ألف); after a preposition, or as the
  /// object of بلغ, يبلغ, البالغ or يساوي, the count is in the genitive or accusative
  /// ("بلغت أدنى قيمة خمسةً وعشرين ألفًا"). The scale words count the same way.
  @Test func arabicThousandsAndMillionsAgreeWithTheirCountAndCase() throws {
    let n = Self.arabic
    let cases: [(id: String, arguments: [String: PhraseArgument], reference: String, digits: String)] = [
      (
        "range.fromTo", ["from": try n.count(38800), "to": try n.count(250_000)],
        "من ثَمَانِيَة وَثَلَاثِين أَلْفًا وَثَمَانِمِئَة إلى مِئَتَيْن وَخَمْسِين أَلْفًا", "من 38800 إلى 250000"
      ),
      (
        "range.fromTo", ["from": try n.count(5000), "to": try n.count(12000)],
        "من خَمْسَة آلَاف إلى اثْنَيْ عَشَرَ أَلْفًا", "من 5000 إلى 12000"
      ),
      (
        "range.fromTo", ["from": try n.count(103_020), "to": try n.count(200_500)],
        "من مِئَة وَثَلَاثَة آلَاف وَعِشْرِين إلى مِئَتَيْ أَلْف وَخَمْسِمِئَة", "من 103020 إلى 200500"
      ),
      (
        "range.fromTo", ["from": try n.number(25000, unit: "USD"), "to": try n.number(38800, unit: "USD")],
        "من خَمْسَة وَعِشْرِين أَلْفَ دولار إلى ثَمَانِيَة وَثَلَاثِين أَلْفًا وَثَمَانِمِئَة دولار",
        "من 25000 دولار إلى 38800 دولار"
      ),
      (
        "range.fromTo", ["from": try n.number(41200, unit: "USD"), "to": try n.number(2000, unit: "USD")],
        "من وَاحِد وَأَرْبَعِين أَلْفًا وَمِئَتَيْ دولار إلى أَلْفَيْ دولار", "من 41200 دولار إلى 2000 دولار"
      ),
      (
        "summary.startEnd.up",
        [
          "first": try n.count(3000), "firstAt": PhraseArgument(verbatim: "في مارس"), "last": try n.count(28000),
          "lastAt": PhraseArgument(verbatim: "في مايو"), "change": try n.count(25000),
        ],
        "بَدَأَت القِيَم عند ثَلَاثَة آلَاف في مارس وَانْتَهَت عند ثَمَانِيَة وَعِشْرِين أَلْفًا في مايو، بِزِيَادَة قدرها خَمْسَة وَعِشْرُون أَلْفًا.",
        "بَدَأَت القِيَم عند 3000 في مارس وَانْتَهَت عند 28000 في مايو، بِزِيَادَة قدرها 25000."
      ),
      (
        "readout.point",
        [
          "index": try n.count(1), "total": try n.count(6), "x": PhraseArgument(verbatim: "يناير"),
          "y": try n.count(41200),
        ],
        "1 من 6: يناير، وَاحِد وَأَرْبَعُون أَلْفًا وَمِئَتَان", "1 من 6: يناير، 41200"
      ),
      (
        "summary.extremes.lowest", ["min": try n.count(25000), "minAt": PhraseArgument(verbatim: "في مارس")],
        "بلغت أدنى قيمة خَمْسَة وَعِشْرِين أَلْفًا في مارس.", "بلغت أدنى قيمة 25000 في مارس."
      ),
      (
        "summary.grouped.difference",
        [
          "first": PhraseArgument(verbatim: "A"), "second": PhraseArgument(verbatim: "B"),
          "at": PhraseArgument(verbatim: "في مارس"), "value": try n.count(42),
        ],
        "يَقَع أكبر فرق بين A و B في مارس، وَيَبْلُغ اثْنَيْن وَأَرْبَعِين.",
        "يَقَع أكبر فرق بين A و B في مارس، وَيَبْلُغ 42."
      ),
      (
        "summary.trend.rising",
        ["measure": PhraseArgument(verbatim: "Population"), "slope": try n.number(81_000_000)],
        "بِوَجْه عام، ارْتَفَعَت قِيَم Population بِنَحْو وَاحِد وَثَمَانِين مِلْيُونًا في المتوسط.",
        "بِوَجْه عام، ارْتَفَعَت قِيَم Population بِنَحْو 81 مِلْيُون في المتوسط."
      ),
      (
        "range.fromTo", ["from": try n.number(2_000_000), "to": try n.number(5_000_000)],
        "من مِلْيُونَيْن إلى 5 مَلَايِين", "من 2 مِلْيُون إلى 5 مِلْيُون"
      ),
    ]
    for (id, arguments, reference, digits) in cases {
      let speech = try n.render(id, arguments).speech
      try SpeechCaseTests.expectSounds([(speech, reference, digits)], voice: "ar")
    }
    // Display keeps its digits.
    #expect(
      try n.render("range.fromTo", ["from": try n.count(38800), "to": try n.count(5000)]).display
        == "من 38,800 إلى 5,000")
  }

  /// A whole number of a million and more (a readout's exact value) is spelled with the same
  /// agreement as thousands: مَلَايِين after 3–10, مِلْيُونًا after 11–99, the dual مِلْيَارَان
  /// (oblique مِلْيَارَيْن), in the case of its slot; espeak-ng reads "2499322157" with every
  /// scale noun singular ("تسعة وتسعون مليون") and in the nominative after a preposition.
  @Test func arabicMillionsAreSpelledWithTheirCountAndCase() throws {
    let n = Self.arabic
    let exact = { (value: Double) in try n.number(value, precision: .exact) }
    let cases: [(id: String, arguments: [String: PhraseArgument], reference: String, digits: String)] = [
      (
        "readout.point",
        [
          "index": try n.count(1), "total": try n.count(8), "x": PhraseArgument(verbatim: "يناير"),
          "y": try exact(2_499_322_157),
        ],
        "1 من 8: يناير، مِلْيَارَان وَأَرْبَعُمِئَة وَتِسْعَة وَتِسْعُون مِلْيُونًا وَثَلَاثُمِئَة وَاثْنَان وَعِشْرُون أَلْفًا وَمِئَة وَسَبْعَة وَخَمْسُون",
        "1 من 8: يناير، 2499322157"
      ),
      (
        "range.fromTo", ["from": try exact(144_444_000), "to": try exact(1_428_628_000)],
        "من مِئَة وَأَرْبَعَة وَأَرْبَعِين مِلْيُونًا وَأَرْبَعِمِئَة وَأَرْبَعَة وَأَرْبَعِين أَلْفًا إلى مِلْيَار وَأَرْبَعِمِئَة وَثَمَانِيَة وَعِشْرِين مِلْيُونًا وَسِتِّمِئَة وَثَمَانِيَة وَعِشْرِين أَلْفًا",
        "من 144444000 إلى 1428628000"
      ),
      (
        "range.fromTo", ["from": try exact(3_200_000), "to": try exact(2_000_000_000)],
        "من ثَلَاثَة مَلَايِين وَمِئَتَيْ أَلْف إلى مِلْيَارَيْن", "من 3200000 إلى 2000000000"
      ),
      (
        "readout.change.up", ["change": try exact(519_911_277), "previous": n.axisYear(1950)],
        "ارتفاع بِمِقْدَار خَمْسِمِئَة وَتِسْعَةَ عَشَرَ مِلْيُونًا وَتِسْعِمِئَة وَأَحَدَ عَشَرَ أَلْفًا وَمِئَتَيْن وَسَبْعَة وَسَبْعِين عن أَلْف وَتِسْعِمِئَة وَخَمْسِين.",
        "ارتفاع بِمِقْدَار 519911277 عن أَلْف وَتِسْعِمِئَة وَخَمْسِين."
      ),
      // A scale word before the unit's noun keeps its accusative, without tanwīn.
      (
        "range.fromTo", ["from": try n.number(25_000_000, unit: "USD"), "to": try n.number(2_000_000, unit: "USD")],
        "من خَمْسَة وَعِشْرِين مِلْيُونَ دولار إلى مِلْيُونَيْ دولار", "من 25 مِلْيُونًا دولار إلى مِلْيُونَيْن دولار"
      ),
    ]
    for (id, arguments, reference, digits) in cases {
      let speech = try n.render(id, arguments).speech
      try SpeechCaseTests.expectSounds([(speech, reference, digits)], voice: "ar")
    }
    // Display keeps its grouped digits.
    #expect(
      try n.render("range.fromTo", ["from": try exact(3_200_000), "to": try exact(5)]).display == "من 3,200,000 إلى 5")
  }

  /// A round number before its counted noun (the plural's `other` case: 4,700, 11,000, 300,000,
  /// 2,500,000 grams or dollars) is spelled with the agreement the construct tables already use:
  /// آلاف after 3–10, the construct أَلْفَ after 11–99 when it ends the number, أَلْف after
  /// 100, the dual مِلْيُونَان, in the nominative in a readout and in the genitive after من,
  /// حوالي; espeak-ng reads the digits in the nominative ("من 4700" أربعة آلاف وسبعمائة).
  @Test func arabicRoundNumbersBeforeTheirNounAreSpelled() throws {
    let n = Self.arabic
    let exact = { (value: Double, unit: String) in try n.number(value, precision: .exact, unit: unit) }
    let point = { (y: PhraseArgument) in
      try n.render(
        "readout.point",
        ["index": try n.count(1), "total": try n.count(6), "x": PhraseArgument(verbatim: "يناير"), "y": y]
      ).speech
    }
    let range = { (from: PhraseArgument, to: PhraseArgument) in
      try n.render("range.fromTo", ["from": from, "to": to]).speech
    }
    try SpeechCaseTests.expectSounds(
      [
        (try point(exact(4700, "g")), "1 من 6: يناير، أَرْبَعَة آلَاف وَسَبْعُمِئَة غرام", "1 من 6: يناير، 4700 غرام"),
        (try point(exact(11_000, "USD")), "1 من 6: يناير، أَحَدَ عَشَرَ أَلْفَ دولار", "1 من 6: يناير، 11000 دولار"),
        (
          try point(exact(2_500_000, "USD")), "1 من 6: يناير، مِلْيُونَان وَخَمْسُمِئَة أَلْف دولار",
          "1 من 6: يناير، 2500000 دولار"
        ),
        (
          try range(exact(300_000, "g"), exact(2_500_000, "g")),
          "من ثَلَاثِمِئَة أَلْف غرام إلى مِلْيُونَيْن وَخَمْسِمِئَة أَلْف غرام", "من 300000 غرام إلى 2500000 غرام"
        ),
        (
          try range(exact(3000, "USD"), exact(15_000, "USD")), "من ثَلَاثَة آلَاف دولار إلى خَمْسَةَ عَشَرَ أَلْفَ دولار",
          "من 3000 دولار إلى 15000 دولار"
        ),
        // Spelled in the nominative by the unit, then in the genitive after حوالي.
        (
          try range(n.number(144_444_000, unit: "g"), exact(2100, "g")),
          "من حوالي مِئَة وَأَرْبَعِين مِلْيُونَ غرام إلى أَلْفَيْن وَمِئَة غرام",
          "من حوالي 140 مِلْيُونَ غرام إلى 2100 غرام"
        ),
      ], voice: "ar")
    // Display keeps its grouped digits.
    #expect(try n.number(2_500_000, precision: .exact, unit: "g").display.text == "2,500,000 غرام")
  }

  /// After a decimal the scale word and the counted noun stay singular, in a construct with the
  /// number ("2.5 مليار", "3.5 مليون", not ملايين: Badawi, Carter & Gully, *Modern Written
  /// Arabic*, on decimals), in text and in speech; after a preposition the whole part is in the
  /// genitive ("من حوالي اثنين فاصلة خمسة مليار"; espeak-ng reads "2.5" اثنان فاصل خمسة).
  @Test func arabicDecimalsKeepTheScaleWordSingularAndTakeTheCase() throws {
    let n = Self.arabic
    for (value, unit, said) in [
      (3_500_000.0, nil, "3.5 مليون"), (11_500_000, nil, "11.5 مليون"), (2_500_000, "USD", "2.5 مليون"),
    ] {
      let display = try n.number(value, unit: unit).display.text
      #expect(display.contains(said) && !display.contains("ملايين"), "\(display)")
    }
    let range = try n.render("range.fromTo", ["from": try n.number(2_499_322_157), "to": try n.number(3_500_000)])
    let fromTo = try n.render(
      "range.fromTo", ["from": try n.number(12_500_000, unit: "USD"), "to": try n.number(1_500_000_000)])
    try SpeechCaseTests.expectSounds(
      [
        (
          range.speech, "من حوالي اثنين فاصِلَة 5 مِلْيَار إلى 3.5 مِلْيُون",
          "من حوالي 2.5 مِلْيَار إلى 3.5 مِلْيُون"
        ),
        (
          fromTo.speech, "من اثْنَيْ عَشَرَ فاصِلَة 5 مِلْيُون دولار إلى وَاحِد فاصِلَة 5 مِلْيَار",
          "من 12.5 مِلْيُون دولار إلى 1.5 مِلْيَار"
        ),
        (try n.number(3_500_000, unit: "USD").speech.text, "3.5 مِلْيُون دولار", "3.5 مَلَايِين دولار"),
      ], voice: "ar")
  }

  /// A count above a hundred ending in 01 or 02 says its noun after the hundreds or thousands and
  /// again after وَ, singular or dual ("ألف ليلة وليلة"): "مِئَة نقطة وَنقطة", "ألفا دولار
  /// ودولاران"; espeak-ng reads "101 نقطة" مئة وواحد نقطة.
  @Test func arabicCountsEndingInOneOrTwoSayTheirNounAgain() throws {
    let n = Self.arabic
    let points = { (count: Int) in try n.render("count.points", ["n": try n.count(count)]).speech }
    let cases: [(speech: String, reference: String, digits: String)] = [
      (try points(101), "مِئَة نقطة وَنقطة", "101 نقطة"),
      (try points(302), "ثَلَاثِمِئَة نقطة وَنُقْطَتَيْن", "302 نقطة"),
      (try n.number(1001, unit: "USD").speech.text, "أَلْف دولار وَدولار", "1001 دولار"),
      (try n.number(2002, unit: "USD").speech.text, "أَلْفَا دولار وَدولاران", "2002 دولار"),
      (
        try n.render("range.fromTo", ["from": try n.number(2002, unit: "USD"), "to": try n.number(102, unit: "kg")])
          .speech, "من أَلْفَيْ دولار وَدولارين إلى مِئَة كيلوغرام وَكيلوغرامين", "من 2002 دولار إلى 102 كيلوغرام"
      ),
    ]
    try SpeechCaseTests.expectSounds(cases, voice: "ar")
    // Other counts past a hundred are as before: "مِئَة وَثَلَاث نِقَاط" is 103's.
    #expect(try points(100) == "مِئَة نقطة")
    // Thousands are spelled by the construct table, before the noun said again.
    #expect(try points(3001) == "ثَلَاثَة آلَاف نقطة وَنقطة")
    #expect(try n.render("count.points", ["n": try n.count(101)]).display == "101 نقطة")
  }

  /// A day of the month in speech is an ordinal, as an editor reads a date: "في الرابع من مارس",
  /// "من الأول من أبريل إلى الثلاثين من أبريل 2024" (espeak-ng reads "4 مارس" أربعة مارس).
  @Test func arabicDaysAreOrdinalsInSpeech() throws {
    let dates = DatePhrasing(numbers: Self.arabic)
    let day = { (month: Int, day: Int) in CivilDate(year: 2024, month: month, day: day).secondsSince1970 }
    let march4 = try dates.date(day(3, 4), unit: .day, includeYear: false)
    let at = try Self.arabic.render("at.day", ["x": march4.argument]).speech
    let range = try dates.range(from: day(4, 1), to: day(4, 30), unit: .day).speech
    let twentyFirst = try dates.date(day(1, 21), unit: .day, includeYear: false).speech
    let twelfth = try dates.date(day(1, 12), unit: .day, includeYear: false).speech
    try SpeechCaseTests.expectSounds(
      [
        (at, "في الرابِع من مارس", "في 4 مارس"),
        (range, "من الأول من أبريل إلى الثَلَاثِين من أبريل أَلْفَيْن وَأَرْبَعَة وَعِشْرِين", "من 1 أبريل إلى 30 أبريل 2024"),
        (twentyFirst, "الحادِي وَالعِشْرِين من يناير", "21 يناير"),
        (twelfth, "الثانِي عَشَرَ من يناير", "12 يناير"),
      ], voice: "ar")
    #expect(march4.display == "4 مارس")
    // A day of every month: "في اليوم الخامس عشر من كل شهر".
    let spike = try Self.arabic.render("summary.season.daySpike", ["day": try Self.arabic.count(15)])
    try SpeechCaseTests.expectSounds(
      [(spike.speech, "تقفز القيم في اليوم الخامِس عَشَرَ من كل شهر.", "تقفز القيم في اليوم 15 من كل شهر.")], voice: "ar")
    #expect(spike.display == "تقفز القيم في اليوم 15 من كل شهر.")
  }

  /// No Arabic speech of a golden fixture leaves after a preposition (or a verb or construct noun
  /// that governs it) a number whose digits espeak-ng reads in another case than the genitive: 2,
  /// 12, 20–99, 200, 2000–2999 and 11,000 and more (3–11 and 13–19 sound alike in both). A series named by a year ("بين 2024 و 2023") is a name.
  @Test(arguments: NarrationGoldenTests.fixtures) func noArabicNominativeAfterAPreposition(_ fixture: URL) throws {
    let names = Set(try NarrationGoldenTests.loadChart(fixture).series.map(\.name))
    let pattern =
      #"(^|[\s(])(من|إلى|عند|بين|حتى|منذ|عن|في|بمقدار|بِمِقْدَار|نحو|بِنَحْو|حوالي|بِحَوَالِي|بنسبة|بِنِسْبَة|أصل|عام|قرب|فوق|دون|مستوى|البالغ|وَيَبْلُغ|يساوي) (2|12|[2-9][0-9]|200|2[0-9]{3}|1[1-9][0-9]{3}|[2-9][0-9]{4}|[1-9][0-9]{5,14})(?![0-9.])"#
    for line in try Self.speech(fixture, locale: "ar") {
      let numbers = line.matches(pattern).map { String($0[0].split(separator: " ").last ?? "") }
      for number in numbers where !names.contains(number) {
        Issue.record("\(fixture.lastPathComponent): \(line)")
      }
    }
  }
}
