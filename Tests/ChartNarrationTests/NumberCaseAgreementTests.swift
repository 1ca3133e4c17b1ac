import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// Numbers said in the case and gender their sentence needs (issue 19), measured with the voice:
/// the phonemes (`espeak-ng -q -x`) of the speech text equal those of the sentence a native
/// editor writes, and differ from those of the digits as espeak-ng read them before.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/espeak-ng"), "espeak-ng is not installed"))
struct NumberCaseAgreementTests {
  static func phrasing(_ locale: String) throws -> NumberPhrasing {
    NumberPhrasing(book: try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales))
  }

  /// German dative after "von", "bei", "unter" (and through "etwa"): "von einer Million", "von
  /// einem Prozent"; the accusative of a masculine noun after "um", "auf": "um einen
  /// Prozentpunkt", "auf einen Dollar". espeak-ng reads "1 Million" as "eins Million", and the
  /// phrase file said "eine Million" whatever the preposition.
  @Test func germanNumbersAfterPrepositionsTakeTheirCase() throws {
    let german = try Self.phrasing("de")
    let name = PhraseArgument(verbatim: "Wind")
    let cases: [(speech: String, reference: String, digits: String)] = [
      (
        try german.render(
          "summary.seriesTrend.rising",
          ["name": name, "first": try german.number(1_000_000), "last": try german.number(2_000_000)]
        ).speech,
        "Wind stieg von einer Million auf zwei Millionen.", "Wind stieg von 1 Million auf 2 Millionen."
      ),
      (
        try german.render(
          "summary.stacked.shift.up",
          ["name": name, "points": try german.count(1), "first": try german.percent(1), "last": try german.percent(2)]
        ).speech,
        "Der Anteil von Wind stieg um einen Prozentpunkt, von einem Prozent auf zwei Prozent.",
        "Der Anteil von Wind stieg um 1 Prozentpunkt, von 1 Prozent auf 2 Prozent."
      ),
      (
        try german.render(
          "summary.seriesTrend.falling",
          ["name": name, "first": try german.number(1_043_210), "last": try german.number(1, unit: "USD")]
        ).speech,
        "Wind sank von etwa einer Million auf einen Dollar.", "Wind sank von etwa 1 Million auf 1 Dollar."
      ),
    ]
    let between = try german.render(
      "summary.seriesTrend.none",
      ["name": name, "min": try german.number(1_000_000), "max": try german.number(2_000_000)]
    ).speech
    // The number after the "und" of "zwischen … und …" is in the dative too.
    let betweenOnes = try german.render(
      "summary.seriesTrend.none",
      ["name": name, "min": try german.number(1_000_000), "max": try german.number(1_000_000_000)]
    ).speech
    let allCases =
      cases + [
        (
          between, "Wind zeigte keinen klaren Trend, mit Werten zwischen einer Million und zwei Millionen.",
          "Wind zeigte keinen klaren Trend, mit Werten zwischen 1 Million und 2 Millionen."
        ),
        (
          betweenOnes, "Wind zeigte keinen klaren Trend, mit Werten zwischen einer Million und einer Milliarde.",
          "Wind zeigte keinen klaren Trend, mit Werten zwischen 1 Million und 1 Milliarde."
        ),
      ]
    try SpeechCaseTests.expectSounds(allCases, voice: "de")
    // Only the first "und" after "zwischen" governs: the clause after it keeps its case.
    let pairs = NumberPhrasing.governed(
      "zwischen eine Million und eine Million und eine Million", by: german.book.casesAfterPrepositions,
      german.book.inflections)
    #expect(pairs == "zwischen einer Million und einer Million und eine Million")
    // A time does not decline ("von ein Uhr"), and the nominative stays: "eine Million".
    let words = try german.render("number.about", ["n": try german.number(1_000_000)]).speech
    #expect(words == "etwa eine Million")
  }

  /// Polish counts ending in thousands count their noun in the genitive after the noun
  /// "tysiąc" or "milion": "w tysiącu przypadków", "w pięciu tysiącach przypadków", "w milionie
  /// przypadków"; a count ending in its units keeps the locative: "w tysiącu pięciu przypadkach".
  @Test func polishThousandsCountTheirNounInTheGenitive() throws {
    let polish = try Self.phrasing("pl")
    let cases: [(lead: Int, reference: String, digits: String, display: String)] = [
      (1_000, "w tysiącu przypadków", "w 1000 przypadkach", "w 1000 przypadków"),
      (2_000, "w dwóch tysiącach przypadków", "w 2000 przypadkach", "w 2000 przypadków"),
      (5_000, "w pięciu tysiącach przypadków", "w 5000 przypadkach", "w 5000 przypadków"),
      (22_000, "w dwudziestu dwóch tysiącach przypadków", "w 22000 przypadkach", "przypadków"),
      (1_000_000, "w milionie przypadków", "w 1000000 przypadkach", "przypadków"),
      (1_005, "w tysiącu pięciu przypadkach", "w 1005 przypadkach", "w 1005 przypadkach"),
      (2_022, "w dwóch tysiącach dwudziestu dwóch przypadkach", "w 2022 przypadkach", "w 2022 przypadkach"),
    ]
    var said: [(speech: String, reference: String, digits: String)] = []
    for (lead, reference, digits, display) in cases {
      let arguments = [
        "leader": PhraseArgument(verbatim: "Wind"), "lead": try polish.count(lead),
        "total": try polish.count(3_000_000),
      ]
      let phrase = try polish.render("summary.leader", arguments)
      #expect(phrase.display.contains(display + " na "), "\(phrase.display)")
      let prefix = "Wind prowadzi "
      let suffix = " na 3000000."
      #expect(phrase.speech.hasPrefix(prefix) && phrase.speech.hasSuffix(suffix), "\(phrase.speech)")
      said.append((String(phrase.speech.dropFirst(prefix.count).dropLast(suffix.count)), reference, digits))
    }
    try SpeechCaseTests.expectSounds(said)
  }

  /// Spanish numbers before their noun (RAE, DPD "uno", "veintiuno", "cien"): the apocope
  /// "un", "veintiún" before a masculine noun, "una", "veintiuna" and the hundreds in "-as"
  /// before a feminine one, "cien" alone: "ciento un meses", "doscientas una categorías". The
  /// display keeps its digits.
  @Test func spanishNumbersAgreeWithTheirNoun() throws {
    let spanish = try Self.phrasing("es")
    let cases: [(id: String, n: Int, reference: String, digits: String)] = [
      ("count.month", 101, "ciento un meses", "101 meses"),
      ("count.month", 121, "ciento veintiún meses", "121 meses"),
      ("count.categories", 201, "doscientas una categorías", "201 categorías"),
      ("count.categories", 200, "doscientas categorías", "200 categorías"),
      ("count.categories", 1_001, "mil una categorías", "1001 categorías"),
      ("count.categories", 531, "quinientas treinta y una categorías", "531 categorías"),
      ("count.points", 21_000, "veintiún mil puntos", "21000 puntos"),
      ("count.series", 221_000, "doscientas veintiuna mil series", "221000 series"),
      // 101–199 thousand: "ciento un mil", where espeak-ng reads "ciento uno mil".
      ("count.month", 101_000, "ciento un mil meses", "101000 meses"),
      ("count.categories", 101_000, "ciento una mil categorías", "101000 categorías"),
      ("count.points", 121_000, "ciento veintiún mil puntos", "121000 puntos"),
      ("count.categories", 1_101, "mil ciento una categorías", "1101 categorías"),
    ]
    var said: [(speech: String, reference: String, digits: String)] = []
    for (id, n, reference, digits) in cases {
      let phrase = try spanish.render(id, ["n": try spanish.count(n)])
      #expect(phrase.display.hasPrefix(try spanish.count(n).display.text), "\(id): \(phrase.display)")
      said.append((phrase.speech, reference, digits))
    }
    said.append((try spanish.number(101, unit: "USD").speech.text, "ciento un dólares", "101 dólares"))
    said.append((try spanish.number(1_001, unit: "GBP").speech.text, "mil una libras", "1001 libras"))
    try SpeechCaseTests.expectSounds(said, voice: "es")
  }

  /// Arabic counts of thousands above 100 ending in 01 or 02 say the thousand again, as 101
  /// says its noun again: 101,000 "مِئَة أَلْف وَأَلْف نقطة", 102,000 "مِئَة أَلْف وَأَلْفَيْ
  /// نقطة" (the construct dual before the noun), not "مِئَة وَوَاحِد أَلْف"; the noun after
  /// the thousand in the genitive singular.
  @Test func arabicThousandsEndingInOneOrTwoSayTheThousandAgain() throws {
    let arabic = try Self.phrasing("ar")
    let cases: [(id: String, n: Int, reference: String, digits: String)] = [
      ("count.points", 101_000, "مِئَة أَلْف وَأَلْف نقطة", "101000 نقطة"),
      ("count.points", 102_000, "مِئَة أَلْف وَأَلْفَيْ نقطة", "102000 نقطة"),
      ("count.points", 201_000, "مِئَتَيْ أَلْف وَأَلْف نقطة", "201000 نقطة"),
      ("count.points", 1_101_000, "مِلْيُون وَمِئَة أَلْف وَأَلْف نقطة", "1101000 نقطة"),
    ]
    var said: [(speech: String, reference: String, digits: String)] = []
    for (id, n, reference, digits) in cases {
      said.append((try arabic.render(id, ["n": try arabic.count(n)]).speech, reference, digits))
    }
    said.append((try arabic.number(101_000, unit: "USD").speech.text, "مِئَة أَلْف وَأَلْف دولار", "101000 دولار"))
    try SpeechCaseTests.expectSounds(said, voice: "ar")
  }

  /// Portuguese counts of a feminine noun: the hundreds from 200 agree with it, as 1 and 2 do
  /// ("duzentas e uma categorias", "trezentas e duas séries"), where espeak-ng reads
  /// "duzentos e um"; so does a count of thousands ("duas mil", "vinte e uma mil"), and "e"
  /// joins the thousands to a rest below a hundred or of round hundreds only ("mil e
  /// duzentas", "mil duzentas e trinta"); other counts stay digits.
  @Test func portugueseFeminineCountsPastAHundred() throws {
    let portuguese = try Self.phrasing("pt")
    let cases: [(id: String, n: Int, reference: String, digits: String)] = [
      ("count.categories", 201, "duzentas e uma categorias", "201 categorias"),
      ("count.series", 302, "trezentas e duas séries", "302 séries"),
      ("count.categories", 500, "quinhentas categorias", "500 categorias"),
      ("count.hour", 221, "duzentas e vinte e uma horas", "221 horas"),
      ("count.week", 2, "duas semanas", "2 semanas"),
      ("count.week", 101, "cento e uma semanas", "101 semanas"),
      // Thousands: "e" only before a rest below a hundred or of round hundreds.
      ("count.categories", 2_000, "duas mil categorias", "2000 categorias"),
      ("count.categories", 1_200, "mil e duzentas categorias", "1200 categorias"),
      ("count.categories", 1_230, "mil duzentas e trinta categorias", "1230 categorias"),
      ("count.series", 21_000, "vinte e uma mil séries", "21000 séries"),
      ("count.categories", 2_001, "duas mil e uma categorias", "2001 categorias"),
      ("count.hour", 201_000, "duzentas e uma mil horas", "201000 horas"),
      ("count.week", 1_101, "mil cento e uma semanas", "1101 semanas"),
    ]
    var said: [(speech: String, reference: String, digits: String)] = []
    for (id, n, reference, digits) in cases {
      said.append((try portuguese.render(id, ["n": try portuguese.count(n)]).speech, reference, digits))
    }
    try SpeechCaseTests.expectSounds(said, voice: "pt-br")
    #expect(try portuguese.render("count.categories", ["n": try portuguese.count(45)]).speech == "45 categorias")
    #expect(try portuguese.render("count.categories", ["n": try portuguese.count(1_045)]).speech == "1045 categorias")
  }
}
