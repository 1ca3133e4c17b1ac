import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// espeak-ng reads digits as nominative masculine cardinals, so a phrase whose grammar needs
/// another case spells the number (`Locales/pl.json` "inflections"). Measured with the voice
/// itself: the phonemes (`espeak-ng -q -x`) of the speech text equal those of the sentence a
/// Polish editor would write, and differ from those of the digits as they were read before.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng"), "espeak-ng is not installed"))
struct SpeechCaseTests {
  static let numbers = NumberPhrasing(book: try! PhraseBook.load(locale: "pl", directory: RepositoryPaths.locales))

  static func count(_ value: Int) -> PhraseArgument { try! numbers.count(value) }

  /// (phrase, arguments, what a Polish editor writes, what the digits read as before).
  static let cases: [(id: String, arguments: [String: PhraseArgument], reference: String, digits: String)] = [
    (
      "readout.series",
      ["index": count(1), "total": count(2), "name": PhraseArgument(verbatim: "Service B"), "count": count(6)],
      "Seria jeden z dwóch: Service B, 6.", "Seria 1 z 2: Service B, 6."
    ),
    (
      "readout.axis.y",
      [
        "index": count(2), "total": count(2), "direction": PhraseArgument(verbatim: "od dołu do góry"),
        "title": PhraseArgument(verbatim: "wartości"), "min": count(0), "max": count(201),
      ],
      "Oś 2 z dwóch, od dołu do góry: wartości, od zera do dwustu jeden.",
      "Oś 2 z 2, od dołu do góry: wartości, od 0 do 201."
    ),
    (
      "summary.leader",
      ["leader": PhraseArgument(verbatim: "Service C"), "lead": count(7), "total": count(12)],
      "Service C prowadzi w siedmiu przypadkach na 12.", "Service C prowadzi w 7 przypadkach na 12."
    ),
    // A lone one after "z" in the genitive of the counted noun's gender (seria is feminine),
    // and after "w" in the locative.
    (
      "readout.series",
      ["index": count(1), "total": count(1), "name": PhraseArgument(verbatim: "Revenue"), "count": count(6)],
      "Seria jeden z jednej: Revenue, 6.", "Seria 1 z 1: Revenue, 6."
    ),
    (
      "summary.leader",
      ["leader": PhraseArgument(verbatim: "Service C"), "lead": count(1), "total": count(12)],
      "Service C prowadzi w jednym przypadku na 12.", "Service C prowadzi w 1 przypadku na 12."
    ),
    // The noun after a lone one in the genitive too: "z jednego procentu".
    (
      "summary.stacked.shift.up",
      [
        "name": PhraseArgument(verbatim: "Wind"), "points": count(36), "first": try! numbers.percent(1),
        "last": try! numbers.percent(37),
      ],
      "Udział serii Wind rośnie o 36 punktów procentowych, z jednego procentu do trzydziestu siedmiu procent.",
      "Udział serii Wind rośnie o 36 punktów procentowych, z 1 procent do 37 procent."
    ),
    // Years of a year axis in a range, as genitive ordinals; other numbers stay as they are.
    (
      "range.fromTo",
      ["from": numbers.axisYear(2020), "to": numbers.axisYear(2023)],
      "od dwa tysiące dwudziestego roku do dwa tysiące dwudziestego trzeciego roku", "od 2020 do 2023"
    ),
    (
      "at.quarter",
      ["q": PhraseArgument(verbatim: "4"), "year": numbers.year(2024)],
      "w czwartym kwartale dwa tysiące dwudziestego czwartego roku", "w czwartym kwartale 2024"
    ),
    // Positions on a numeric x axis after "od", "do" and "przy", values of an interval and of a
    // group, the count of views after "z".
    (
      "at.between", ["from": count(3), "to": count(4), "xKey": PhraseArgument(key: "numeric")],
      "w okresie od trzech do czterech", "w okresie od 3 do 4"
    ),
    ("until.x", ["x": count(201), "xKey": PhraseArgument(key: "numeric")], "do dwustu jeden", "do 201"),
    (
      "outlier.fit", ["value": count(12), "x": count(1), "xKey": PhraseArgument(key: "numeric")],
      "12 przy jednym", "12 przy 1"
    ),
    (
      "interval.item", ["name": PhraseArgument(verbatim: "A"), "from": count(0), "to": count(201)],
      "A: od zera do dwustu jeden", "A: od 0 do 201"
    ),
    (
      "readout.group",
      [
        "from": count(1), "to": count(5), "total": count(10), "fromX": count(0), "toX": count(4), "min": count(2),
        "max": count(9), "xKey": PhraseArgument(key: "numeric"),
      ],
      "Punkty od jednego do pięciu z dziesięciu: od zera do czterech, wartości od dwóch do dziewięciu",
      "Punkty od 1 do 5 z 10: od 0 do 4, wartości między 2 a 9"
    ),
    ("set.speak.view", ["n": count(1), "count": count(3)], "Widok 1 z trzech.", "Widok 1 z 3."),
    // "z" takes its vowel before a consonant cluster (pl.json "speechPhrases"): "ze stu"; not
    // before a consonant and a vowel: "z zera".
    (
      "readout.series",
      ["index": count(1), "total": count(120), "name": PhraseArgument(verbatim: "Service B"), "count": count(6)],
      "Seria jeden ze stu dwudziestu: Service B, 6.", "Seria 1 z 120: Service B, 6."
    ),
    (
      "summary.stacked.shift.up",
      [
        "name": PhraseArgument(verbatim: "Wind"), "points": count(36), "first": count(0), "last": count(36),
      ],
      "Udział serii Wind rośnie o 36 punktów procentowych, z zera do trzydziestu sześciu.",
      "Udział serii Wind rośnie o 36 punktów procentowych, z 0 do 36."
    ),
  ]

  /// Phonemes without espeak-ng's short-pause marks (`_`), which differ between a digit and the
  /// same number written as a word ("1" and "jeden") though the words are the same.
  static func phonemes(_ text: String, voice: String = "pl") throws -> String {
    try EspeakPhonemeTests.phonemes(text, voice: voice).replacingOccurrences(of: "_", with: "")
  }

  /// Each Polish speech text sounds like its reference sentence, and unlike the digits as they
  /// were read before.
  static func expectSounds(
    _ cases: [(speech: String, reference: String, digits: String)], voice: String = "pl",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for (speech, reference, digits) in cases {
      let heard = try phonemes(speech, voice: voice)
      // The same text sounds the same: espeak-ng is asked only when the texts differ.
      let sameText = speech == reference
      let sounds = try sameText || heard == phonemes(reference, voice: voice)
      #expect(sounds, "\"\(speech)\"", sourceLocation: sourceLocation)
      #expect(
        heard != (try phonemes(digits, voice: voice)), "\"\(speech)\": the digits sound the same",
        sourceLocation: sourceLocation)
    }
  }

  @Test func polishNumeralsSoundInTheirCase() throws {
    for (id, arguments, reference, digits) in Self.cases {
      let speech = try Self.numbers.render(id, arguments).speech
      let heard = try Self.phonemes(speech)
      #expect(heard == (try Self.phonemes(reference)), "\(id): \"\(speech)\"")
      #expect(heard != (try Self.phonemes(digits)), "\(id): the digits sound the same")
    }
  }

  /// Only a year of a year axis is said as a year: a number in the same range stays a number.
  @Test func aNumberInARangeIsNoYear() throws {
    let speech = try Self.numbers.render("range.fromTo", ["from": Self.count(1850), "to": Self.count(2020)]).speech
    #expect(speech == "od 1850 do 2020")
  }

  /// Arabic counts a feminine noun with the masculine numeral (3–10): "أَرْبَع فِئَات", where
  /// espeak-ng reads the digit as أربعة.
  @Test func arabicNumeralsAgreeWithFeminineNouns() throws {
    let arabic = NumberPhrasing(book: try PhraseBook.load(locale: "ar", directory: RepositoryPaths.locales))
    let cases = [("count.categories", "أَرْبَع فِئَات", "4 فِئَات"), ("count.series", "سَبْع سَلاسِل", "7 سَلاسِل")]
    for (id, reference, digits) in cases {
      let n = try arabic.count(reference.hasPrefix("أَرْبَع") ? 4 : 7)
      let speech = try arabic.render(id, ["n": n]).speech
      let heard = try EspeakPhonemeTests.phonemes(speech, voice: "ar")
      #expect(heard == (try EspeakPhonemeTests.phonemes(reference, voice: "ar")), "\(id): \"\(speech)\"")
      #expect(heard != (try EspeakPhonemeTests.phonemes(digits, voice: "ar")), "\(id): the digit sounds the same")
    }
  }

  /// 11–99 count a singular noun in the accusative: the units agree (1–2) or take the opposite
  /// gender (3–9) of the noun, the tens are oblique. espeak-ng reads "25" as خمسة وعشرون (a
  /// masculine noun, nominative) and "12" as اثنا عشر. Counts of 100 and more join the hundreds
  /// by "وَ" to units and tens that agree as below 100 ("مِئَة وَثَلَاث فِئَات", where espeak-ng
  /// reads "103" as مئة وثلاثة); a count ending in 00 puts the noun in the genitive after the
  /// hundreds' construct form ("مِئَتَيْ نقطة", not مئتان).
  @Test func arabicNumeralsAgreeWithTheirNounFromElevenUp() throws {
    let arabic = NumberPhrasing(book: try PhraseBook.load(locale: "ar", directory: RepositoryPaths.locales))
    let cases: [(id: String, n: Int, reference: String, digits: String)] = [
      ("count.categories", 25, "خَمْس وَعِشْرِين فِئَةً", "25 فِئَةً"),
      ("count.points", 12, "اثْنَتَيْ عَشْرَةَ نُقْطَةً", "12 نُقْطَةً"),
      ("count.series", 13, "ثَلَاثَ عَشْرَةَ سِلْسِلَةً", "13 سِلْسِلَةً"),
      ("count.values", 21, "إِحْدَى وَعِشْرِين قِيمَةً", "21 قِيمَةً"),
      ("count.hour", 5, "خَمْس ساعات", "5 ساعات"),
      ("count.day", 30, "ثَلَاثِين يومًا", "30 يومًا"),
      ("count.month", 12, "اثْنَيْ عَشَرَ شهرًا", "12 شهرًا"),
      ("count.day", 28, "ثَمَانِيَة وَعِشْرِين يومًا", "28 يومًا"),
      ("count.categories", 103, "مِئَة وَثَلَاث فِئَات", "103 فِئَات"),
      ("count.categories", 125, "مِئَة وَخَمْس وَعِشْرِين فِئَةً", "125 فِئَةً"),
      ("count.series", 1_004, "أَلْف وَأَرْبَع سَلاسِل", "1004 سَلاسِل"),
      ("count.points", 200, "مِئَتَيْ نقطة", "200 نقطة"),
      ("count.points", 1_200, "أَلْف وَمِئَتَيْ نقطة", "1200 نقطة"),
      ("count.month", 125, "مِئَة وَخَمْسَة وَعِشْرِين شهرًا", "125 شهرًا"),
      ("count.values", 712, "سَبْعِمِئَة وَاثْنَتَيْ عَشْرَةَ قِيمَةً", "712 قِيمَةً"),
    ]
    // A count that is the subject is nominative: "تَبْرُز خَمْس وَعِشْرُون قِيمَةً".
    let subject = try arabic.render(
      "summary.outliers.many", ["count": try arabic.count(25), "list": PhraseArgument(verbatim: "يناير")]
    ).speech
    let reference = "تَبْرُز خَمْس وَعِشْرُون قِيمَةً عن القِيَم المجاورة لها: يناير."
    #expect(
      try EspeakPhonemeTests.phonemes(subject, voice: "ar")
        == (try EspeakPhonemeTests.phonemes(reference, voice: "ar")),
      "\(subject)")
    try Self.expectSounds(
      try cases.map { (try arabic.render($0.id, ["n": try arabic.count($0.n)]).speech, $0.reference, $0.digits) },
      voice: "ar")
    // A subject of 305 in the nominative: ثَلَاثُمِئَة, not the oblique ثَلَاثِمِئَة.
    let hundreds = try arabic.render(
      "summary.outliers.many", ["count": try arabic.count(305), "list": PhraseArgument(verbatim: "يناير")]
    ).speech
    try Self.expectSounds(
      [
        (
          hundreds, "تَبْرُز ثَلَاثُمِئَة وَخَمْس قِيَم عن القِيَم المجاورة لها: يناير.",
          "تَبْرُز 305 قِيَم عن القِيَم المجاورة لها: يناير."
        )
      ], voice: "ar")
    // A round count of thousands before its noun is spelled by the construct table too.
    #expect(try arabic.render("count.points", ["n": try arabic.count(3_000)]).speech == "ثَلَاثَة آلَاف نقطة")
  }

  /// German reads a day of the month as the ordinal after "am", "vom" and "dem" ("am fünften
  /// März"); a date said alone after a colon ("Es fehlen Daten: fünften März") is in the wrong
  /// case, so the missing values are named after the preposition of their position.
  @Test func germanMissingDatesFollowAPreposition() throws {
    let cases: [(fixture: URL, reference: String, before: String)] = [
      (
        RepositoryPaths.examples.appendingPathComponent("area-rainfall.json"), "Es fehlen Daten am fünften März.",
        "Es fehlen Daten: fünften März."
      ),
      (
        RepositoryPaths.fixtures.appendingPathComponent("charts/mostly-missing.json"),
        "der erste um ein Uhr.", "der erste um eins Uhr."
      ),
    ]
    for (fixture, reference, before) in cases {
      let chart = try NarrationGoldenTests.loadChart(fixture)
      let summary = try ChartDescription(chart, locale: "de", localesDirectory: RepositoryPaths.locales).narration
        .summary.map(\.speech)
      let sentence = try #require(
        summary.first { $0.hasSuffix(reference) }, "\(fixture.lastPathComponent): \(summary)")
      let said = String(sentence.suffix(reference.count))
      let voice = "de"
      #expect(
        try EspeakPhonemeTests.phonemes(said, voice: voice)
          == (try EspeakPhonemeTests.phonemes(reference, voice: voice)))
      #expect(
        try EspeakPhonemeTests.phonemes(said, voice: voice) != (try EspeakPhonemeTests.phonemes(before, voice: voice)))
    }
  }

  /// Polish feminine nouns: "jedna seria", "dwie terawatogodziny", and in the genitive "od dwóch
  /// terawatogodzin"; espeak-ng reads "1" and "2" as "jeden" and "dwa".
  @Test func polishFeminineCounts() throws {
    let cases: [(speech: String, reference: String, digits: String)] = [
      (try Self.numbers.render("count.series", ["n": Self.count(1)]).speech, "jedna seria", "1 seria"),
      (
        try Self.numbers.render("count.categories", ["n": Self.count(22)]).speech, "dwadzieścia dwie kategorie",
        "22 kategorie"
      ),
      (try Self.numbers.number(2, unit: "TWh").speech.text, "dwie terawatogodziny", "2 terawatogodziny"),
      (
        try Self.numbers.render(
          "alt.between",
          [
            "kind": PhraseArgument(verbatim: "Wykres"), "measure": PhraseArgument(verbatim: "energia"),
            "span": PhraseArgument(verbatim: "2020"), "min": try Self.numbers.number(2, unit: "TWh"),
            "max": try Self.numbers.number(32, unit: "TWh"),
          ]
        ).speech,
        "Wykres: energia, 2020; wartości od dwóch terawatogodzin do trzydziestu dwóch terawatogodzin.",
        "Wykres: energia, 2020; wartości od 2 terawatogodziny do 32 terawatogodziny."
      ),
    ]
    try Self.expectSounds(cases)
  }

  /// A year after a month is a genitive ordinal ("czerwca dwa tysiące dwudziestego czwartego
  /// roku"), after "w" a locative one; a decimal after a preposition keeps its whole part in the
  /// case ("od dwóch przecinek pięć procentu").
  @Test func polishYearsAndDecimalsInSpeech() throws {
    let dates = DatePhrasing(numbers: Self.numbers)
    let january = ISO8601.parse("2024-01", allowingBareYear: true)!
    let june = ISO8601.parse("2024-06", allowingBareYear: true)!
    let range = try dates.range(from: january, to: june, unit: .month)
    #expect(range.display == "od stycznia do czerwca 2024")
    let cases: [(speech: String, reference: String, digits: String)] = [
      (range.speech, "od stycznia do czerwca dwa tysiące dwudziestego czwartego roku", "od stycznia do czerwca 2024"),
      (
        try Self.numbers.render("at.year", ["x": Self.numbers.axisYear(2022)]).speech,
        "w dwa tysiące dwudziestym drugim roku", "w roku 2022"
      ),
      (
        try Self.numbers.render(
          "summary.stacked.shift.up",
          [
            "name": PhraseArgument(verbatim: "Wind"), "points": Self.count(3), "first": try Self.numbers.percent(2.5),
            "last": try Self.numbers.percent(5.5),
          ]
        ).speech,
        "Udział serii Wind rośnie o 3 punkty procentowe, z dwóch przecinek pięć procentu do pięciu przecinek pięć procentu.",
        "Udział serii Wind rośnie o 3 punkty procentowe, z 2,5 procent do 5,5 procent."
      ),
    ]
    try Self.expectSounds(cases)
  }

  /// Clock times as French, Italian and Arabic say them: espeak-ng reads "01:00" digit group by
  /// digit group ("une heure zéro zéro", "zero uno e zero zero", "واحد صفر صفر").
  @Test func clockTimesAsTheLanguageSaysThem() throws {
    let mayFirst = ISO8601.parse("2024-05-01T01:00:00Z", allowingBareYear: true)!
    let cases: [(locale: String, reference: String, digits: String)] = [
      ("fr", "le premier mai 2024 à une heure", "le 1er mai 2024 à 01:00"),
      ("it", "il primo maggio 2024 alle ore una", "il primo maggio 2024 alle 01:00"),
      ("ar", "الأول من مايو 2024 الساعة الْوَاحِدَة صَبَاحًا", "1 مايو 2024 الساعة 01:00"),
    ]
    for (locale, reference, digits) in cases {
      let numbers = NumberPhrasing(book: try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales))
      let speech = try DatePhrasing(numbers: numbers).date(mayFirst, unit: .minute, includeYear: true).speech
      let heard = try EspeakPhonemeTests.phonemes(speech, voice: locale)
      #expect(heard == (try EspeakPhonemeTests.phonemes(reference, voice: locale)), "\(locale): \"\(speech)\"")
      #expect(heard != (try EspeakPhonemeTests.phonemes(digits, voice: locale)), "\(locale): the digits sound the same")
    }
  }

  /// "السلسلة 1 من 2": the total after من in the genitive, "من اثنين", not the nominative "اثنان".
  @Test func arabicTotalAfterMinIsGenitive() throws {
    let arabic = NumberPhrasing(book: try PhraseBook.load(locale: "ar", directory: RepositoryPaths.locales))
    let arguments = [
      "index": try arabic.count(1), "total": try arabic.count(2), "range": PhraseArgument(verbatim: "يناير"),
    ]
    let speech = try arabic.render("at.ties", ["count": try arabic.count(1)].merging(arguments) { a, _ in a }).speech
    let heard = try EspeakPhonemeTests.phonemes(speech, voice: "ar")
    #expect(heard == (try EspeakPhonemeTests.phonemes("(1 من اثنين، يناير)", voice: "ar")), "\(speech)")
    #expect(heard != (try EspeakPhonemeTests.phonemes("(1 من 2، يناير)", voice: "ar")))
    // After السلسلة the total counts series, a feminine noun: "من سِتّ", "من اثْنَتَيْن".
    let series = try [6, 2].map { total in
      try arabic.render(
        "readout.series",
        [
          "index": try arabic.count(1), "total": try arabic.count(total), "name": PhraseArgument(verbatim: "Revenue"),
          "count": PhraseArgument(verbatim: "يناير"),
        ]
      ).speech
    }
    try Self.expectSounds(
      [
        (series[0], "السلسلة 1 من سِتّ: Revenue، في يناير.", "السلسلة 1 من 6: Revenue، في يناير."),
        (series[1], "السلسلة 1 من اثْنَتَيْن: Revenue، في يناير.", "السلسلة 1 من 2: Revenue، في يناير."),
      ], voice: "ar")
  }

  @Test func polishMonthWithAYearInSpeech() throws {
    let dates = DatePhrasing(numbers: Self.numbers)
    let january = ISO8601.parse("2021-01", allowingBareYear: true)!
    let x = try dates.date(january, unit: .month, includeYear: true)
    let at = try Self.numbers.render("at.month", ["x": x.argument])
    #expect(at.display == "w styczniu 2021 r.")
    #expect(try Self.phonemes(at.speech) == (try Self.phonemes("w styczniu dwa tysiące dwudziestego pierwszego roku")))
  }

  /// A one before its noun takes the noun's gender in speech: espeak-ng reads a digit as the
  /// number said alone ("eins Datenreihe", "veintiuno series", "un série", "vingt et un
  /// catégories"); display keeps the digit.
  @Test(arguments: [
    ("de", "explore.count.series", 1, "eine Datenreihe", "1 Datenreihe"),
    ("de", "count.values", 1, "ein Wert", "1 Wert"),
    ("de", "count.points", 1, "ein Punkt", "1 Punkt"),
    ("es", "explore.count.series", 21, "veintiuna series", "21 series"),
    ("fr", "explore.count.series", 1, "une série", "1 série"),
    ("fr", "count.categories", 21, "vingt et une catégories", "21 catégories"),
  ])
  func oneAgreesWithItsNounInSpeech(
    _ locale: String, _ id: String, _ count: Int, _ reference: String, _ digits: String
  ) throws {
    let numbers = NumberPhrasing(book: try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales))
    let phrase = try numbers.render(id, ["n": try numbers.count(count)])
    #expect(phrase.display == digits)
    try Self.expectSounds([(phrase.speech, reference, digits)], voice: numbers.book.voice)
  }

  /// The Spanish audio legend counts tones and points with the numeral in their gender.
  @Test func spanishOneAgreesWithItsNounInTheAudioLegend() throws {
    let numbers = NumberPhrasing(book: try PhraseBook.load(locale: "es", directory: RepositoryPaths.locales))
    let phrase = try numbers.render(
      "audio.legend.reduced",
      ["series": PhraseArgument(verbatim: "A"), "played": try numbers.count(1), "original": try numbers.count(31)])
    #expect(phrase.display == "La serie A se resume en 1 tono a partir de 31 puntos.")
    try Self.expectSounds(
      [
        (
          phrase.speech, "La serie A se resume en un tono a partir de treinta y un puntos.",
          "La serie A se resume en 1 tono a partir de 31 puntos."
        )
      ], voice: "es")
  }

  /// Grams are said as a word in every voice, as CLDR's long unit name ("4700 Gramm"), with the
  /// plural the number takes; espeak-ng reads the symbol as a letter ("4700 ge"). Arabic spells
  /// the round number before its noun ("أَرْبَعَة آلَاف وَسَبْعُمِئَة غرام"). Display keeps
  /// CLDR's short form.
  @Test(arguments: [
    ("de", "4700 Gramm", "4700 g"), ("es", "4700 gramos", "4700 g"), ("fr", "4700 grammes", "4700 g"),
    ("it", "4700 grammi", "4700 g"), ("nl", "4700 gram", "4700 g"), ("pl", "4700 gramów", "4700 g"),
    ("pt", "4700 gramas", "4700 g"), ("ar", "أَرْبَعَة آلَاف وَسَبْعُمِئَة غرام", "4700 g"), ("hi", "4700 ग्राम", "4700 g"),
  ])
  func gramsAreSaidAsAWord(_ locale: String, _ reference: String, _ symbol: String) throws {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let grams = try NumberPhrasing(book: book).number(4700, unit: "g")
    try Self.expectSounds([(grams.speech.text, reference, symbol)], voice: book.voice)
    let short = ["ar": "غرام", "hi": "ग्रा॰"][locale] ?? "g"
    #expect(grams.display.text.hasSuffix(short), "\(grams.display.text)")
  }
}
