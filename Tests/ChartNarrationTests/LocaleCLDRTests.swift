import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import ChartNarration

/// Phrase-file forms checked against CLDR: the expected strings were computed with babel 2.19
/// (CLDR 47) by `scripts/locales/quarters.py` (`format_skeleton("yQQQQ", …)`) and
/// `babel.numbers.format_currency`, and are committed here so the tests need no Python.
@Suite struct LocaleCLDRTests {
  static func numbers(_ locale: String) throws -> NumberPhrasing {
    NumberPhrasing(book: try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales))
  }

  /// CLDR's wide quarter with a year, for Q1 and Q4 2024.
  static let quarters: [(locale: String, first: String, fourth: String)] = [
    ("ar", "الربع الأول 2024", "الربع الرابع 2024"),
    ("de", "1. Quartal 2024", "4. Quartal 2024"),
    ("es", "1.er trimestre de 2024", "4.º trimestre de 2024"),
    ("fr", "1er trimestre 2024", "4e trimestre 2024"),
    ("hi", "पहली तिमाही 2024", "चौथी तिमाही 2024"),
    ("it", "1º trimestre 2024", "4º trimestre 2024"),
    ("nl", "1e kwartaal 2024", "4e kwartaal 2024"),
    ("pl", "I kwartał 2024", "IV kwartał 2024"),
    ("pt", "1º trimestre de 2024", "4º trimestre de 2024"),
  ]

  @Test(arguments: quarters) func quartersUseCLDRNames(_ expected: (locale: String, first: String, fourth: String))
    throws
  {
    let numbers = try Self.numbers(expected.locale)
    func quarter(_ q: Int) throws -> Phrase {
      try numbers.render("date.quarter", ["q": PhraseArgument(verbatim: String(q)), "year": numbers.year(2024)])
    }
    #expect(try quarter(1).display == expected.first)
    #expect(try quarter(4).display == expected.fourth)
  }

  @Test func polishQuartersSayTheYearAsAGenitiveOrdinal() throws {
    let numbers = try Self.numbers("pl")
    let arguments = ["q": PhraseArgument(verbatim: "4"), "year": numbers.year(2024)]
    #expect(
      try numbers.render("date.quarter", arguments).speech == "czwarty kwartał dwa tysiące dwudziestego czwartego roku")
    #expect(try numbers.render("at.quarter", arguments).display == "w IV kwartale 2024 r.")
  }

  /// Currency symbols and sign placement as CLDR writes them (babel `format_currency`):
  /// nl "US$ -4.200.000,00", fr "-4 200 000,00 $US", it "-4.200.000,00 USD", es "12,00 GBP".
  @Test func currencyAsCLDRWritesIt() throws {
    #expect(try Self.numbers("nl").number(-4_200_000, unit: "USD").display.text == "US$\u{a0}-4,2 miljoen")
    #expect(try Self.numbers("nl").number(-12, unit: "EUR").display.text == "€\u{a0}-12")
    #expect(try Self.numbers("nl").number(12, unit: "GBP").display.text == "£\u{a0}12")
    #expect(try Self.numbers("fr").number(-12, unit: "USD").display.text == "-12\u{a0}$US")
    #expect(try Self.numbers("fr").number(12, unit: "GBP").display.text == "12\u{a0}£GB")
    #expect(try Self.numbers("it").number(12, unit: "USD").display.text == "12\u{a0}USD")
    #expect(try Self.numbers("es").number(12, unit: "GBP").display.text == "12\u{a0}GBP")
    #expect(try Self.numbers("pt").number(-12, unit: "USD").display.text == "-US$\u{a0}12")
    // Speech says the sign as a word, before the amount, in every locale.
    #expect(try Self.numbers("nl").number(-12, unit: "USD").speech.text == "min 12 dollar")
  }

  static let energyUnits = ["TWh", "GWh", "MWh", "kWh", "Wh", "GW", "kW", "W", "MW"]

  /// Units are said as words: no symbol reaches espeak-ng, which spells it letter by letter.
  @Test(arguments: NarrationGoldenTests.locales) func unitsAreWordsInSpeech(_ locale: String) throws {
    let numbers = try Self.numbers(locale)
    for unit in Self.energyUnits {
      for value in [1.0, 2, 5, 12.5] {
        let speech = try numbers.number(value, unit: unit).speech.text
        #expect(
          !speech.split(separator: " ").contains(Substring(unit)), "\(locale): \(unit) is spelled in \"\(speech)\"")
        #expect(try numbers.number(value, unit: unit).display.text.hasSuffix(unit))
      }
    }
    #expect(try numbers.number(5, unit: "TWh").speech.text.contains("5"))
  }

  /// Each locale's units in speech, as a native editor writes them out (CLDR's long unit names,
  /// babel `format_unit(…, length="long")`, with the noun's plural for the number): 5 km/h,
  /// 1 kg, 12.5 °C, 2 MW and 3 kWh.
  static let spokenUnits: [(locale: String, words: [String])] = [
    ("en", ["5 kilometres per hour", "1 kilogram", "12.5 degrees Celsius", "2 megawatts", "3 kilowatt-hours"]),
    // A one is said in its noun's gender ("ein Kilogramm"; espeak-ng reads "1" "eins"), as Spanish "un".
    ("de", ["5 Kilometer pro Stunde", "ein Kilogramm", "12,5 Grad Celsius", "2 Megawatt", "3 Kilowattstunden"]),
    ("es", ["5 kilómetros por hora", "un kilogramo", "12,5 grados Celsius", "2 megavatios", "3 kilovatios hora"]),
    ("fr", ["5 kilomètres par heure", "1 kilogramme", "12,5 degrés Celsius", "2 mégawatts", "3 kilowattheures"]),
    ("it", ["5 chilometri orari", "1 chilogrammo", "12,5 gradi Celsius", "2 megawatt", "3 kilowattora"]),
    ("nl", ["5 kilometer per uur", "1 kilogram", "12,5 graden Celsius", "2 megawatt", "3 kilowattuur"]),
    ("pl", ["5 kilometrów na godzinę", "1 kilogram", "12,5 stopnia Celsjusza", "2 megawaty", "3 kilowatogodziny"]),
    ("pt", ["5 quilômetros por hora", "1 quilograma", "12,5 graus Celsius", "2 megawatts", "3 quilowatts-hora"]),
    // CLDR ar has a single form for watt units ("2 ميغا واط"); the speech counts them as it counts
    // متر, by the number, alone in the nominative (PrepositionCaseTests.arabicUnitsAgreeWithTheirCount).
    ("ar", ["5 كيلومترات في الساعة", "كيلوغرام واحد", "12.5 درجة مِئَوِيْيَة", "ميغاواطان", "3 كيلوواطات ساعة"]),
    ("hi", ["5 किलोमीटर प्रति घंटा", "1 किलोग्राम", "12.5 डिग्री सेल्सियस", "2 मेगावाट", "3 किलोवाट घंटा"]),
  ]

  @Test(arguments: spokenUnits) func unitsAreSpokenInTheLanguage(_ expected: (locale: String, words: [String])) throws {
    let numbers = try Self.numbers(expected.locale)
    let said = try [(5.0, "km/h"), (1, "kg"), (12.5, "°C"), (2, "MW"), (3, "kWh")].map { value, unit in
      try numbers.number(value, unit: unit).speech.text
    }
    #expect(said == expected.words)
  }

  /// Currency as CLDR writes it in each locale (babel 2.19 `format_currency(-12345.5, code)`):
  /// symbol, its side, the space and where the minus goes. Arabic's minus is CLDR's minus sign
  /// for ar, U+200E and "-", after the pattern's U+200F (babel writes a bare "-" there).
  static let currencies: [(locale: String, usd: String, eur: String, gbp: String)] = [
    ("en", "-$12,345.50", "-€12,345.50", "-£12,345.50"),
    ("de", "-12.345,50\u{a0}$", "-12.345,50\u{a0}€", "-12.345,50\u{a0}£"),
    ("es", "-12.345,50\u{a0}US$", "-12.345,50\u{a0}€", "-12.345,50\u{a0}GBP"),
    ("fr", "-12\u{202f}345,50\u{a0}$US", "-12\u{202f}345,50\u{a0}€", "-12\u{202f}345,50\u{a0}£GB"),
    ("it", "-12.345,50\u{a0}USD", "-12.345,50\u{a0}€", "-12.345,50\u{a0}£"),
    ("nl", "US$\u{a0}-12.345,50", "€\u{a0}-12.345,50", "£\u{a0}-12.345,50"),
    ("pl", "-12\u{a0}345,50\u{a0}USD", "-12\u{a0}345,50\u{a0}€", "-12\u{a0}345,50\u{a0}GBP"),
    ("pt", "-US$\u{a0}12.345,50", "-€\u{a0}12.345,50", "-£\u{a0}12.345,50"),
    (
      "ar", "\u{200f}\u{200e}-12,345.50\u{a0}US$", "\u{200f}\u{200e}-12,345.50\u{a0}€",
      "\u{200f}\u{200e}-12,345.50\u{a0}UK£"
    ),
    ("hi", "-$12,345.50", "-€12,345.50", "-£12,345.50"),
  ]

  @Test(arguments: currencies) func currencyMatchesCLDR(
    _ expected: (locale: String, usd: String, eur: String, gbp: String)
  ) throws {
    let numbers = try Self.numbers(expected.locale)
    let written = try ["USD", "EUR", "GBP"].map {
      try numbers.number(-12345.5, precision: .exact, unit: $0).display.text
    }
    #expect(written == [expected.usd, expected.eur, expected.gbp])
  }

  /// Hindi counts large numbers by लाख (10⁵), करोड़ (10⁷), अरब (10⁹) and खरब (10¹¹), as CLDR's
  /// long compact decimals do (babel `format_compact_decimal(…, format_type="long", locale="hi")`).
  @Test func hindiScaleWordsAsCLDRCountsThem() throws {
    let numbers = try Self.numbers("hi")
    let cases: [(Double, String)] = [
      (1_200_000, "12 लाख"), (144_000_000, "14.4 करोड़"), (1_430_000_000, "1.43 अरब"), (2_500_000_000_000, "25 खरब"),
    ]
    for (value, expected) in cases {
      #expect(try numbers.number(value, precision: .significant(3), hedge: false).display.text == expected)
      #expect(try numbers.number(value, precision: .significant(3), hedge: false).speech.text == expected)
    }
  }

  @Test func unitWordsInTheLanguage() throws {
    #expect(try Self.numbers("pl").number(5, unit: "TWh").speech.text == "5 terawatogodzin")
    #expect(try Self.numbers("nl").number(5, unit: "TWh").speech.text == "5 terawattuur")
    #expect(try Self.numbers("ar").number(5, unit: "TWh").speech.text == "5 تيراواطات ساعة")
    // A one in its noun's gender: espeak-ng reads "1 Terawattstunde" "eins Terawattstunde".
    #expect(try Self.numbers("de").number(1, unit: "TWh").speech.text == "eine Terawattstunde")
  }
}
