import ChartVoiceTestSupport
import Testing

@testable import ChartNarration

/// The phrase file's grammatical forms: Polish numerals after prepositions ("od dwóch do
/// pięciu"), month names in and out of dates, years as genitive ordinals.
@Suite struct InflectionTests {
  static let polish = try! PhraseBook.load(locale: "pl", directory: RepositoryPaths.locales)

  func form(_ name: String) throws -> Inflection {
    try #require(Self.polish.inflections[name], "pl.json declares no '\(name)' form")
  }

  /// A table with `"&"` glues it before each later component, and a whole entry for the last two
  /// digits wins over tens and units (Arabic puts the units first); a table without `"0"` leaves
  /// zero as digits.
  @Test func componentsJoinedAndWholeLastDigits() {
    let table = Inflection(cardinal: [
      "100": "hundred", "1000": "thousand", "25": "five-and-twenty", "3": "three", "&": "and-",
    ])
    #expect(table.apply(to: "125", style: .speech) == "hundred and-five-and-twenty")
    #expect(table.apply(to: "1103", style: .speech) == "thousand and-hundred and-three")
    #expect(table.apply(to: "0", style: .speech) == "0")
    #expect(table.apply(to: "124", style: .speech) == "124")
  }

  @Test func polishGenitiveCardinalsAreSpelledInSpeechOnly() throws {
    let genitive = try form("genitive")
    #expect(genitive.apply(to: "0", style: .speech) == "zera")
    #expect(genitive.apply(to: "2", style: .speech) == "dwóch")
    #expect(genitive.apply(to: "201", style: .speech) == "dwustu jeden")
    #expect(genitive.apply(to: "21", style: .speech) == "dwudziestu jeden")
    #expect(genitive.apply(to: "38800 dolarów", style: .speech) == "trzydziestu ośmiu tysięcy ośmiuset dolarów")
    #expect(genitive.apply(to: "1000", style: .speech) == "tysiąca")
    #expect(genitive.apply(to: "2 dolary", style: .speech) == "dwóch dolarów")
    // Display keeps its digits; the noun still takes the case.
    #expect(genitive.apply(to: "2 dolary", style: .display) == "2 dolarów")
    // A lone "1" in the gender the template names (masculine and neuter by default).
    #expect(genitive.apply(to: "1", style: .speech) == "jednego")
    #expect(genitive.apply(to: "1", style: .speech, gender: "f") == "jednej")
    #expect(genitive.apply(to: "1 dolar", style: .speech) == "jednego dolara")
    #expect(genitive.apply(to: "1 procent", style: .speech) == "jednego procentu")
    #expect(genitive.apply(to: "1 procent", style: .display) == "1 procentu")
    #expect(try form("locative").apply(to: "1", style: .speech) == "jednym")
    // A decimal: the whole part in the case, "przecinek", the fraction's digits (read "pięć").
    #expect(genitive.apply(to: "2,5 procentu", style: .speech) == "dwóch przecinek 5 procentu")
    #expect(genitive.apply(to: "2,5 procentu", style: .display) == "2,5 procentu")
    #expect(genitive.apply(to: "0,05", style: .speech) == "0,05")
    // Millions in the genitive ("od miliona"); numbers beyond the table (10^15) stay digits.
    #expect(
      genitive.apply(to: "1234567", style: .speech)
        == "miliona dwustu trzydziestu czterech tysięcy pięciuset sześćdziesięciu siedmiu")
    #expect(genitive.apply(to: "2000000", style: .speech) == "dwóch milionów")
    #expect(genitive.apply(to: "1234567890123456", style: .speech) == "1234567890123456")
  }

  @Test func polishLocativeAfterW() throws {
    let locative = try form("locative")
    #expect(locative.apply(to: "7", style: .speech) == "siedmiu")
    #expect(locative.apply(to: "0", style: .speech) == "zerze")
  }

  @Test func polishMonthsInAndOutOfDates() throws {
    let inMonth = try form("inMonth")
    #expect(inMonth.apply(to: "stycznia", style: .display) == "w styczniu")
    #expect(inMonth.apply(to: "września 2021", style: .display) == "we wrześniu 2021 r.")
    #expect(inMonth.apply(to: "stycznia 2024", style: .speech) == "w styczniu dwa tysiące dwudziestego czwartego roku")
    // Month categories arrive in the nominative.
    #expect(inMonth.apply(to: "styczeń", style: .display) == "w styczniu")
    let nominative = try form("nominative")
    #expect(nominative.apply(to: "stycznia 2021", style: .display) == "styczeń 2021")
    #expect(nominative.apply(to: "grudnia", style: .speech) == "grudzień")
    // The month of a date keeps its case: "1 marca", never "1 marzec".
    #expect(nominative.apply(to: "1 marca", style: .display) == "1 marca")
  }

  @Test func polishYearRangesInSpeech() throws {
    let years = try form("yearGenitive")
    #expect(years.apply(to: "2015", style: .speech) == "dwa tysiące piętnastego roku")
    #expect(years.apply(to: "2015", style: .display) == "2015")
    // A day of a date is not a year.
    #expect(years.apply(to: "9 grudnia 2024", style: .speech) == "9 grudnia dwa tysiące dwudziestego czwartego roku")
  }

  @Test func yearsAsOrdinalsNeedEveryComponent() {
    let years = Inflection(ordinal: ["2000": "dwa tysiące", "20": "dwudziestego", "4": "czwartego"])
    #expect(years.apply(to: "2024", style: .speech) == "dwa tysiące dwudziestego czwartego")
    #expect(years.apply(to: "2025", style: .speech) == "2025")
    #expect(years.apply(to: "2000", style: .speech) == "2000")
  }

  /// The truth check's reader (`SpelledNumbers`) undoes every spelling, so spelled numbers are
  /// still checked against the data.
  @Test func spelledNumbersReadBackAsDigits() throws {
    let reader = SpelledNumbers(Self.polish)
    let genitive = try form("genitive")
    for value in [0, 2, 12, 21, 101, 201, 1000, 1001, 2024, 38_800, 49_100, 999_999] {
      let spelled = genitive.apply(to: "od \(value) dolarów", style: .speech)
      #expect(reader.digits(spelled) == "od \(value) dolarów", "\(spelled)")
    }
    let year = try form("inMonth").apply(to: "stycznia 2024,", style: .speech)
    #expect(reader.digits(year) == "w styczniu 2024 roku,")
    #expect(reader.digits(genitive.apply(to: "od 12,5 procentu", style: .speech)) == "od 12,5 procentu")
    #expect(reader.digits("dwadzieścia dwie serie.") == "22 serie.")
    // Arabic numbers spelled in several words.
    let arabic = try PhraseBook.load(locale: "ar", directory: RepositoryPaths.locales)
    let feminine = try #require(arabic.inflections["feminineCount"])
    let spelled = feminine.apply(to: "25", style: .speech) + " فِئَةً،"
    #expect(SpelledNumbers(arabic).digits(spelled) == "25 فِئَةً،", "\(spelled)")
    #expect(SpelledNumbers(arabic).digits(feminine.apply(to: "12", style: .speech) + "،") == "12،")
    // Hundreds and a thousand joined by وَ, in every form that spells them.
    var checked = 0
    for name in ["feminineCount", "feminineNominative", "genitive", "hundreds"] {
      let form = try #require(arabic.inflections[name])
      for value in [100, 103, 125, 200, 712, 1_004, 1_200, 1_999] {
        let text = form.apply(to: "من \(value) فئة،", style: .speech)
        guard !text.contains(String(value)) else { continue }
        #expect(SpelledNumbers(arabic).digits(text) == "من \(value) فئة،", "\(name): \(text)")
        checked += 1
      }
    }
    // Every form spells every one of these: the construct form has every component of the
    // genitive (it spells a round number's thousands: "أَرْبَعَة آلَاف وَسَبْعِمِئَة").
    #expect(checked == 32)
    // Millions and billions counted as thousands are, decimals after a preposition, and a
    // count ending in 01/02 that says its noun again.
    let arabicReader = SpelledNumbers(arabic)
    for name in ["nominative", "genitive"] {
      let form = try #require(arabic.inflections[name])
      for value in [1_000_000, 2_000_000, 3_200_000, 25_000_000, 144_444_000, 1_428_628_000, 2_499_322_157] {
        let text = form.apply(to: "من \(value) فئة،", style: .speech)
        #expect(!text.contains(String(value)), "\(name): \(text)")
        #expect(arabicReader.digits(text) == "من \(value) فئة،", "\(name): \(text)")
      }
    }
    let decimal = try #require(arabic.inflections["genitive"]).apply(to: "من 30.0919 مليار", style: .speech)
    #expect(decimal == "من ثَلَاثِين فاصِلَة 0 9 1 9 مليار")
    #expect(arabicReader.digits(decimal) == "من 30.0919 مليار")
    let numbers = NumberPhrasing(book: arabic)
    for count in [101, 302, 1001] {
      let said = try numbers.render("count.points", ["n": try numbers.count(count)]).speech
      #expect(arabicReader.digits(said).hasPrefix("\(count) "), "\(said)")
    }
  }

  /// Italian percentages take the article, contracted with the preposition, by how the number
  /// is said: "dallo 0%", "dall'8,5%", "dall'11%", "dal 18%"; other numbers take none.
  @Test func italianArticlesBeforePercentages() throws {
    let italian = try PhraseBook.load(locale: "it", directory: RepositoryPaths.locales)
    let from = try #require(italian.inflections["percentDa"])
    let cases = [
      ("0%", "dallo 0%"), ("8,5%", "dall'8,5%"), ("11%", "dall'11%"), ("18%", "dal 18%"), ("80%", "dall'80%"),
      ("1%", "dall'1%"), ("100 per cento", "dal 100 per cento"), ("circa il 13%", "da circa il 13%"),
    ]
    for (text, expected) in cases {
      #expect(from.apply(to: text, style: .display) == expected)
    }
    let numbers = NumberPhrasing(book: italian)
    func between(_ low: PhraseArgument, _ high: PhraseArgument) throws -> String {
      try numbers.render(
        "alt.between",
        [
          "kind": PhraseArgument(verbatim: "Grafico"), "measure": PhraseArgument(verbatim: "quota"),
          "span": PhraseArgument(verbatim: "nel 2024"), "min": low, "max": high,
        ]
      ).display
    }
    #expect(
      try between(try numbers.percent(13), try numbers.percent(8))
        == "Grafico di quota nel 2024: valori tra il 13% e l'8%.")
    #expect(try between(try numbers.count(13), try numbers.count(8)) == "Grafico di quota nel 2024: valori tra 13 e 8.")
    #expect(try numbers.percent(79.3, hedge: true).display.text == "circa il 79%")
  }

  @Test func punctuationStaysAfterTheWord() throws {
    let genitive = try form("genitive")
    #expect(genitive.apply(to: "5, 6.", style: .speech) == "pięciu, sześciu.")
  }
}
