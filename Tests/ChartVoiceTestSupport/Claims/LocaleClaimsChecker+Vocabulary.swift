import Foundation

/// What the locale claims checker knows of a language, written here from CLDR (babel 2.19:
/// `get_month_names`, `get_day_names`, `get_decimal_symbol`, `get_group_symbol`) and from the
/// languages' own number words — never read from chartvoice's phrase files, which could be wrong
/// in the same way as the text they make.
public struct LocaleVocabulary: Sendable {
  /// The decimal separator of display text and of speech text.
  public var decimal: String
  /// Characters that group thousands in display text (speech text has no grouping).
  public var groups: Set<Character>
  /// Scale words after a number, with their powers; a word matches as a prefix of a word
  /// ("milion" covers milion, miliony, milionów), so longer words come first.
  public var scales: [(word: String, power: Double)]
  /// For each month (January first): its names as whole words, or, ending in `*`, stems that
  /// start its name in any case form ("stycz*" → styczeń, stycznia, styczniu).
  public var months: [[String]]
  /// For each weekday (Monday first): stems of its name.
  public var weekdays: [[String]]
  /// Patterns of a quarter: group 1 the quarter (a digit, a Roman numeral or an ordinal word),
  /// group 2 (or 3) the year when one is said.
  public var quarters: [String]
  /// Ordinal words of quarters, by stem (Polish "pierwsz" → 1).
  public var quarterWords: [(stem: String, q: Int)]
  /// Whether display digits group by the Indian system above the thousands (CLDR hi
  /// "#,##,##0": "14,44,44,000").
  public var indianGrouping = false
  /// Whether names come in another script (Arabic, Devanagari): then every Latin word in the text
  /// is a name or a unit from the input.
  public var nonLatin: Bool
  /// Words that name one unit alone, by the unit's symbol as charts write it ("USD", "km", "°C"):
  /// CLDR's long unit and currency names (``unitWords``).
  public var units: [String: Set<String>] = [:]

  /// The vocabulary of `locale` ("de", "pl", …), or nil for English and unknown locales.
  public static func of(_ locale: String) -> LocaleVocabulary? {
    guard var vocabulary = table[locale] else { return nil }
    vocabulary.units = unitWords[locale] ?? [:]
    return vocabulary
  }

  static let thinSpaces: Set<Character> = ["\u{00A0}", "\u{202F}", " "]

  static let table: [String: LocaleVocabulary] = [
    "de": LocaleVocabulary(
      decimal: ",", groups: ["."],
      scales: [("Milliarde", 1e9), ("Million", 1e6), ("Billion", 1e12), ("Mrd.", 1e9), ("Mio.", 1e6)],
      months: [
        ["Januar"], ["Februar"], ["März"], ["April"], ["Mai"], ["Juni"], ["Juli"],
        ["August"], ["September"], ["Oktober"], ["November"], ["Dezember"],
      ],
      weekdays: [["Montag"], ["Dienstag"], ["Mittwoch"], ["Donnerstag"], ["Freitag"], ["Samstag"], ["Sonntag"]],
      quarters: [
        #"(\d)\. Quartal(?: (\d{4}))?"#, #"(erste|zweite|dritte|vierte)[nrs]? Quartal(?: (\d{4}))?"#, #"\bQ([1-4])\b"#,
      ],
      quarterWords: [("erst", 1), ("zweit", 2), ("dritt", 3), ("viert", 4)], nonLatin: false),
    "es": LocaleVocabulary(
      decimal: ",", groups: thinSpaces.union(["."]),
      scales: [("mil millones", 1e9), ("millón", 1e6), ("millones", 1e6), ("billón", 1e12), ("billones", 1e12)],
      months: [
        ["enero"], ["febrero"], ["marzo"], ["abril"], ["mayo"], ["junio"], ["julio"], ["agosto"],
        ["septiembre", "setiembre"], ["octubre"], ["noviembre"], ["diciembre"],
      ],
      weekdays: [["lunes"], ["martes"], ["miércoles"], ["jueves"], ["viernes"], ["sábado"], ["domingo"]],
      quarters: [#"(1\.er|2\.º|3\.er|4\.º|primer|segundo|tercer|cuarto) trimestre(?: de (\d{4}))?"#, #"\bT([1-4])\b"#],
      quarterWords: [("primer", 1), ("segund", 2), ("tercer", 3), ("cuart", 4)], nonLatin: false),
    "fr": LocaleVocabulary(
      decimal: ",", groups: thinSpaces,
      scales: [("milliard", 1e9), ("million", 1e6), ("billion", 1e12)],
      months: [
        ["janvier"], ["février"], ["mars"], ["avril"], ["mai"], ["juin"],
        ["juillet"], ["août"], ["septembre"], ["octobre"], ["novembre"], ["décembre"],
      ],
      weekdays: [["lundi"], ["mardi"], ["mercredi"], ["jeudi"], ["vendredi"], ["samedi"], ["dimanche"]],
      quarters: [#"(1er|[2-4]e|premier|deuxième|troisième|quatrième) trimestre(?: (\d{4}))?"#, #"\bT([1-4])\b"#],
      quarterWords: [("premier", 1), ("deuxi", 2), ("troisi", 3), ("quatri", 4)], nonLatin: false),
    "it": LocaleVocabulary(
      decimal: ",", groups: ["."],
      scales: [("mila miliardi", 1e12), ("mille miliardi", 1e12), ("miliard", 1e9), ("milion", 1e6)],
      months: [
        ["gennaio"], ["febbraio"], ["marzo"], ["aprile"], ["maggio"], ["giugno"], ["luglio"], ["agosto"],
        ["settembre"], ["ottobre"], ["novembre"], ["dicembre"],
      ],
      weekdays: [["lunedì"], ["martedì"], ["mercoledì"], ["giovedì"], ["venerdì"], ["sabato"], ["domenica"]],
      quarters: [
        #"([1-4])º trimestre(?: (\d{4}))?"#, #"(primo|secondo|terzo|quarto) trimestre(?: (\d{4}))?"#, #"\bT([1-4])\b"#,
      ],
      quarterWords: [("prim", 1), ("second", 2), ("terz", 3), ("quart", 4)], nonLatin: false),
    "nl": LocaleVocabulary(
      decimal: ",", groups: ["."],
      scales: [("miljoen", 1e6), ("miljard", 1e9), ("biljoen", 1e12)],
      months: [
        ["januari"], ["februari"], ["maart"], ["april"], ["mei"], ["juni"],
        ["juli"], ["augustus"], ["september"], ["oktober"], ["november"], ["december"],
      ],
      weekdays: [["maandag"], ["dinsdag"], ["woensdag"], ["donderdag"], ["vrijdag"], ["zaterdag"], ["zondag"]],
      quarters: [
        #"([1-4])e kwartaal(?: (?:van )?(\d{4}))?"#, #"(eerste|tweede|derde|vierde) kwartaal(?: (?:van )?(\d{4}))?"#,
        #"\bK([1-4])\b"#,
      ],
      quarterWords: [("eerst", 1), ("tweed", 2), ("derd", 3), ("vierd", 4)], nonLatin: false),
    "pl": LocaleVocabulary(
      decimal: ",", groups: thinSpaces,
      scales: [("miliard", 1e9), ("milion", 1e6), ("bilion", 1e12), ("mld", 1e9), ("mln", 1e6), ("bln", 1e12)],
      months: [
        ["stycz*"], ["lut*"], ["marz*", "marc*"], ["kwie*"], ["maj", "maja", "maju"], ["czerw*"], ["lip*"],
        ["sierp*"], ["wrze*"], ["październik*"], ["listopad*"], ["grud*"],
      ],
      weekdays: [
        ["poniedział*"], ["wtor*"], ["środa", "środę", "środy", "środzie"], ["czwartek*", "czwartk*"],
        ["piątek*", "piątk*"], ["sobot*"], ["niedziel*"],
      ],
      quarters: [#"\b(I|II|III|IV|pierwsz\w*|drug\w*|trzec\w*|czwart\w*) kw(?:arta\w*|\.)(?: (\d{4}))?"#],
      quarterWords: [("pierwsz", 1), ("drug", 2), ("trzec", 3), ("czwart", 4)], nonLatin: false),
    "pt": LocaleVocabulary(
      decimal: ",", groups: ["."],
      scales: [
        ("mil milhões", 1e9), ("milhão", 1e6), ("milhões", 1e6), ("bilhão", 1e9), ("bilhões", 1e9),
        ("trilhão", 1e12), ("trilhões", 1e12),
      ],
      months: [
        ["janeiro"], ["fevereiro"], ["março"], ["abril"], ["maio"], ["junho"], ["julho"], ["agosto"],
        ["setembro"], ["outubro"], ["novembro"], ["dezembro"],
      ],
      weekdays: [
        ["segunda-feira"], ["terça-feira"], ["quarta-feira"], ["quinta-feira"], ["sexta-feira"], ["sábado"],
        ["domingo"],
      ],
      quarters: [
        #"([1-4])º trimestre(?: de (\d{4}))?"#, #"(primeiro|segundo|terceiro|quarto) trimestre(?: de (\d{4}))?"#,
        #"\bT([1-4])\b"#,
      ],
      quarterWords: [("primeir", 1), ("segund", 2), ("terceir", 3), ("quart", 4)], nonLatin: false),
    "ar": LocaleVocabulary(
      decimal: ".", groups: [","],
      scales: [("مليار", 1e9), ("مليون", 1e6), ("ملايين", 1e6), ("تريليون", 1e12), ("ترليون", 1e12)],
      months: [
        ["يناير"], ["فبراير"], ["مارس"], ["أبريل", "ابريل"], ["مايو"], ["يونيو"], ["يوليو"], ["أغسطس"],
        ["سبتمبر"], ["أكتوبر"], ["نوفمبر"], ["ديسمبر"],
      ],
      weekdays: [["الاثنين", "الإثنين"], ["الثلاثاء"], ["الأربعاء"], ["الخميس"], ["الجمعة"], ["السبت"], ["الأحد"]],
      quarters: [#"الربع (الأول|الثاني|الثالث|الرابع|[1-4])(?: (?:من عام )?(\d{4}))?"#],
      quarterWords: [("الأول", 1), ("الثاني", 2), ("الثالث", 3), ("الرابع", 4)], nonLatin: true),
    "hi": LocaleVocabulary(
      decimal: ".", groups: [","],
      scales: [("मिलियन", 1e6), ("अरब", 1e9), ("ट्रिलियन", 1e12), ("खरब", 1e11), ("करोड़", 1e7), ("लाख", 1e5)],
      months: [
        ["जनवरी"], ["फ़रवरी", "फरवरी"], ["मार्च"], ["अप्रैल"], ["मई"], ["जून"], ["जुलाई"], ["अगस्त"],
        ["सितंबर", "सितम्बर"], ["अक्तूबर", "अक्टूबर"], ["नवंबर", "नवम्बर"], ["दिसंबर", "दिसम्बर"],
      ],
      weekdays: [["सोमवार"], ["मंगलवार"], ["बुधवार"], ["गुरुवार"], ["शुक्रवार"], ["शनिवार"], ["रविवार"]],
      quarters: [#"(?:(\d{4}) की )?(पहली|दूसरी|तीसरी|चौथी) तिमाही(?: (\d{4}))?"#, #"\bQ([1-4])\b"#],
      quarterWords: [("पहली", 1), ("दूसरी", 2), ("तीसरी", 3), ("चौथी", 4)], indianGrouping: true, nonLatin: true),
  ]
}
