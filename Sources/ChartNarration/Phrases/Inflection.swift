/// One grammatical form a phrase file declares ("genitive", "inMonth"), applied to an argument
/// by a template's `{name, inflect, form}`.
///
/// espeak-ng reads digits as nominative masculine cardinals, and a month name as written, so a
/// language whose prepositions govern a case (Polish "od dwóch do pięciu", "w styczniu 2021 r.")
/// declares here what each word and number becomes:
///
///     "inflections": {"genitive": {"words": {"dolary": "dolarów"},
///                                  "cardinal": {"2": "dwóch", "5": "pięciu", "20": "dwudziestu", …}}}
///     // "od 2 dolary" → speech "od dwóch dolarów"; display keeps its digits: "od 2 dolarów"
///
/// - `words`: whole words replaced as they stand, in both styles ("stycznia" → "w styczniu"); a
///   key of several words is a phrase at the start of the argument ("1 procent" → "1 procentu");
///   with `wordsAtStart`, only the argument's first word (a month label "stycznia 2021", not the
///   month of a date "1 marca").
/// - `cardinal`: in speech, a whole number of up to fifteen digits is spelled from components
///   (`"0"`–`"19"`, tens `"20"`…`"90"`, hundreds `"100"`…`"900"`, `"1000"` for one thousand and
///   `"1000s"` for the noun after any other count of thousands, `"1000s.few"` (`many`, …) for the
///   noun after a count of that plural category, Arabic "ثَلَاثَة آلَاف", "أَحَدَ عَشَرَ أَلْفًا",
///   "مِئَة أَلْف", and `"1000s.many.noun"` when the thousands end the number and a word follows
///   it in the argument (a construct with the counted noun, "أَلْفَ دولار"), as `"200.noun"` is
///   round hundreds (or any round number) ending the number there ("أَلْف وَمِئَتَيْ دولار");
///   `"1+"` is "one" inside a
///   compound, Polish "dwudziestu jeden", and any `"N+"` is N after hundreds or thousands, Arabic
///   "وَخَمْسَةَ عَشَرَ", where N alone stays digits; `"2000+"` says two thousand whole before
///   the rest, Arabic "أَلْفَيْن"; `"1"` is a lone one, Polish "jednego"). A whole entry
///   for the last two digits (Arabic `"25"`, units before tens) wins over tens and units; `"&"`
///   is glued before each component after the first (Arabic "مِئَة وَثَلَاث"); with `"&rest"`,
///   scale words join plainly and `"&rest"` goes before the part below a thousand only when it is
///   below a hundred or round hundreds (Portuguese "mil e duzentas", "mil duzentas e trinta").
///   A whole entry of 100–999 (Spanish `"101"`: "ciento un") wins over its hundreds and units,
///   also as a count of thousands ("ciento un mil"). A number whose
///   components are missing stays digits.
/// - gender: a template may name the gender of the counted noun after the form,
///   `{total, inflect, genitive.f}` ("Seria 1 z jednej"); a lone one then takes the `"1.f"`
///   component when the form has one, and `"1"` otherwise.
/// - `","`: in speech, a decimal is its whole part in this form, this word and the fraction's
///   digits ("od 2,5" → "od dwóch przecinek 5"); without it, decimals stay as written. `"."`
///   does the same for a decimal point, the fraction's digits said one by one as espeak-ng
///   says them (Arabic "من 2.54 مِلْيَار" → "من اثنين فاصِلَة 5 4 مِلْيَار").
/// - `ordinal`: in speech, a year (four digits) is said as an ordinal: the hundreds as the
///   table's cardinal prefix (`"2000"`, `"1900"`), then the last two digits from the ordinal
///   components ("dwa tysiące dwudziestego czwartego"); `"=2000"` is a round year whole
///   ("dwutysięcznego").
/// - `afterNumber` (`afterNumber.speech`): a word after a spelled or written number ("r.", "roku");
///   in a form with ordinals, after a year only.
/// - `construct`: the number always stands before its counted noun, which the template writes
///   after it (Arabic `other {{n, inflect, hundredsNominative} دولار}`): a spelled number takes
///   the forms it has before a noun (`"200.noun"`, `"1000s.many.noun"`: "أَحَدَ عَشَرَ أَلْفَ
///   دولار"), as when the noun follows it in the argument.
/// - `lessUnits`: a whole number above 100 whose last two digits are 01 or 02 is said without
///   them, for a template's `plus1`/`plus2` case that says the counted noun again after it (Arabic
///   101 "مِئَة نقطة وَنُقْطَة", 2002 "أَلْفَا دولار وَدولاران", as in "أَلْف لَيْلَة وَلَيْلَة").
/// - `articles`: words put before a text that starts with a number, chosen by how the number is
///   said (Italian "dal 13%", "dall'8%", "dall'11%", "dallo 0%"): keyed by the whole part
///   (`"0"`, `"11"`), by its first digit followed by `*` (`"8*"`: otto, ottanta, ottocento), or
///   `"*"`; `otherwise` goes before any other text ("da circa il 13%").
/// - `"1000.again"`, `"2000.again"`: a count of thousands ending in 01 or 02 above 100 says the
///   thousand again (Arabic "مِئَة أَلْف وَأَلْف"), see `repeated`.
/// - `spellOnlyWith`: words that make a number worth spelling; any other stays digits.
public struct Inflection: Sendable, Equatable {
  public var words: [String: String] = [:]
  public var wordsAtStart = false
  public var cardinal: [String: String] = [:]
  public var ordinal: [String: String] = [:]
  public var afterNumber: [TextStyle: String] = [:]
  public var articles: [String: String] = [:]
  public var otherwise: String?
  public var lessUnits = false
  public var construct = false
  /// `spellOnlyWith`: in speech, a number is spelled only when its words include one of these,
  /// the words where the table departs from how the voice reads the digits (Spanish "un",
  /// "doscientas": "ciento un meses", but "45 meses" stays digits).
  public var spellOnlyWith: Set<String> = []

  public init(
    words: [String: String] = [:], wordsAtStart: Bool = false, cardinal: [String: String] = [:],
    ordinal: [String: String] = [:], afterNumber: [TextStyle: String] = [:]
  ) {
    self.words = words
    self.wordsAtStart = wordsAtStart
    self.cardinal = cardinal
    self.ordinal = ordinal
    self.afterNumber = afterNumber
  }

  /// The text with each word in this form: words from the table, numbers spelled in speech.
  ///
  ///     genitive.apply(to: "38800 dolarów", style: .speech)   // "trzydziestu ośmiu tysięcy ośmiuset dolarów"
  ///
  /// Punctuation after a word (",", ".", ")") stays where it is; words not in the table and
  /// numbers with a fraction stay as they are.
  ///
  /// - Complexity: O(*n*) in the text's length.
  public func apply(to text: String, style: TextStyle, gender: String? = nil) -> String {
    if !articles.isEmpty { return article(for: text) + text }
    // Phrases first ("1 procent" → "1 procentu": the noun's case depends on the number before it).
    var text = text
    for (phrase, replacement) in words where phrase.contains(" ") {
      if text == phrase || text.hasPrefix(phrase + " ") || text.hasPrefix(phrase + ",") {
        text = replacement + text.dropFirst(phrase.count)
      }
    }
    let tokens = text.split(separator: " ", omittingEmptySubsequences: false)
    return tokens.enumerated().map { position, token -> String in
      var word = Substring(token)
      var trailing = ""
      while let last = word.last, ",.;:)".contains(last) {
        trailing = String(last) + trailing
        word = word.dropLast()
      }
      let key = String(word)
      // After a decimal the noun keeps its form in every case (Polish "od 2,5 godziny").
      let afterDecimal = position > 0 && Self.isDecimal(tokens[position - 1])
      if position == 0 || !wordsAtStart, !afterDecimal, let replacement = words[key] { return replacement + trailing }
      if style == .speech, let decimal = spellDecimal(key) { return decimal + trailing }
      // The fraction of a decimal already spelled ("dwóch przecinek 5") stays as it is
      // (its digits one by one after "."); so do they when the text is inflected again.
      let afterSeparator = isFraction(tokens, before: position)
      guard !key.isEmpty, key.count <= 15, key.allSatisfy({ $0.isASCII && $0.isNumber }), !afterSeparator,
        var value = Int(key)
      else { return String(token) }
      // Arabic "مِئَة نقطة وَنُقْطَة" for 101: the number without its last one or two.
      if lessUnits, value > 100, (1...2).contains(value % 100) { value -= value % 100 }
      var said = String(value)
      // A form with ordinals is for years: its word after a number follows only a year.
      let isYear = !ordinal.isEmpty && said.count == 4
      if style == .speech {
        if isYear, let spelled = spellOrdinal(value) {
          said = spelled
        } else if value == 1, let gender, let lone = cardinal["1." + gender] {
          said = lone
        } else if let spelled = spellCardinal(
          value,
          beforeNoun: construct
            || trailing.isEmpty && position + 1 < tokens.count && tokens[position + 1].first?.isLetter == true)
        {
          if spellOnlyWith.isEmpty
            || spelled.split(separator: " ").contains(where: { spellOnlyWith.contains(String($0)) })
          {
            said = spelled
          }
        }
      }
      if ordinal.isEmpty || isYear, let after = afterNumber[style] { said += " " + after }
      return said + trailing
    }.joined(separator: " ")
  }

  /// The article (or contracted preposition) before a text: by the whole part of a leading
  /// number, else `otherwise`.
  ///
  ///     fromArticle.article(for: "8,5%")   // "dall'"
  func article(for text: String) -> String {
    let whole = String(text.prefix { $0.isASCII && $0.isNumber })
    guard let first = whole.first else { return otherwise ?? "" }
    return articles[whole] ?? articles["\(first)*"] ?? articles["*"] ?? ""
  }

  /// Whether the token at `position` is the fraction of a decimal already spelled: after the
  /// table's decimal word, or after it and single digits ("اثنين فاصِلَة 0 5").
  private func isFraction(_ tokens: [Substring], before position: Int) -> Bool {
    let separators = [cardinal[","], cardinal["."]].compactMap { $0 }
    guard !separators.isEmpty else { return false }
    var index = position - 1
    while index >= 0 {
      if separators.contains(String(tokens[index])) { return true }
      guard tokens[index].count == 1, tokens[index].first?.isNumber == true else { return false }
      index -= 1
    }
    return false
  }

  /// Whether a token is a number with a fraction ("2,5", "0.25").
  static func isDecimal(_ token: Substring) -> Bool {
    let parts = token.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == "." })
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  /// A decimal such as "2,5" as its whole part in this form, the table's `","` word and the
  /// fraction's digits as written ("dwóch przecinek 5", which espeak-ng reads "dwóch przecinek
  /// pięć"); `nil` without a `","` entry, for a fraction starting with a zero or a whole part
  /// the table cannot spell.
  func spellDecimal(_ token: String) -> String? {
    // A decimal point written "." (Arabic "2.5") has its word under `"."`.
    let mark: Character = cardinal["."] == nil ? "," : "."
    guard let separator = cardinal[String(mark)], let comma = token.firstIndex(of: mark) else { return nil }
    let whole = token[..<comma]
    let fraction = token[token.index(after: comma)...]
    // After "." the fraction's digits one by one, as espeak-ng reads them in "30.0919", zeros
    // included (Arabic "ثَلَاثِين فاصِلَة 0 9 1 9"); after "," as a number, without a leading zero.
    guard !whole.isEmpty, whole.count <= 6, whole.allSatisfy({ $0.isASCII && $0.isNumber }), !fraction.isEmpty,
      fraction.allSatisfy({ $0.isASCII && $0.isNumber }), mark == "." || fraction.first != "0",
      let value = Int(whole), let spelled = value == 1 ? cardinal["1+"] : spellCardinal(value)
    else { return nil }
    let digits = mark == "." ? fraction.map(String.init).joined(separator: " ") : String(fraction)
    return spelled + " " + separator + " " + digits
  }

  /// A whole number below 10¹⁵ from the cardinal components, or `nil` when one is missing;
  /// `beforeNoun`: the counted noun follows the number. Millions, billions and trillions count
  /// their noun as thousands do (`"1000000"` for one million, `"2000000+"` for two said whole,
  /// `"1000000s.few"` …, `"1000000s.many.noun"` before the counted noun: Arabic "مِلْيَارَان
  /// وَأَرْبَعُمِئَة وَتِسْعَة وَتِسْعُون مِلْيُونًا").
  func spellCardinal(_ value: Int, beforeNoun: Bool = false) -> String? {
    guard !cardinal.isEmpty, (0..<1_000_000_000_000_000).contains(value) else { return nil }
    // Before the counted noun a round number may be a construct ("2000.noun": Arabic "أَلْفَيْ").
    if beforeNoun, let whole = cardinal["\(value).noun"] { return whole }
    if let whole = cardinal[String(value)] { return whole }
    guard value > 0 else { return nil }
    var parts: [String] = []
    var rest = value
    for scale in Self.scales {
      let count = rest / scale
      rest %= scale
      guard count > 0 else { continue }
      if count == 1 {
        guard let word = cardinal[String(scale)] else { return nil }
        parts.append(word)
      } else if let again = repeated(count, scale: scale, beforeNoun: beforeNoun && rest == 0) {
        parts += again
      } else if let whole = cardinal["\(count * scale)+"] {
        // Arabic "أَلْفَيْن وَخَمْسَةَ عَشَرَ", "مِلْيُونَان": the count said whole with its noun.
        parts.append(whole)
      } else {
        // The count is inside the number ("N+": Arabic "ثَلَاثَة آلَاف"); its noun may depend on
        // the count ("1000s.38": Arabic "ثَمَانِيَة وَثَلَاثِين أَلْفًا", see ``PhraseBook``'s
        // plural categories), and have a construct form when it ends the number before the
        // counted noun ("1000s.25.noun": "خَمْسَة وَعِشْرِين أَلْفَ دولار").
        let last = beforeNoun && rest == 0 ? cardinal["\(scale)s.\(count).noun"] : nil
        guard let words = belowThousand(count, table: cardinal, compound: true),
          let noun = last ?? cardinal["\(scale)s.\(count)"] ?? cardinal["\(scale)s"]
        else { return nil }
        parts.append(words + " " + noun)
      }
    }
    if rest > 0 {
      // "أَلْف وَمِئَتَيْ دولار": round hundreds at the end, before the noun, as a construct.
      let construct = beforeNoun && rest % 100 == 0 ? cardinal["\(rest).noun"] : nil
      guard var words = construct ?? belowThousand(rest, table: cardinal, compound: !parts.isEmpty) else {
        return nil
      }
      // Portuguese "mil e duzentas", "mil e quarenta", but "mil duzentas e trinta".
      if !parts.isEmpty, let and = cardinal["&rest"] {
        if rest < 100 || rest % 100 == 0 { words = and + words }
        return (parts + [words]).joined(separator: " ")
      }
      parts.append(words)
    }
    if cardinal["&rest"] != nil { return parts.joined(separator: " ") }
    return joined(parts)
  }

  /// A count of thousands (millions …) above 100 ending in 01 or 02 as its hundreds of
  /// thousands and one (two) thousand again, from `"1000.again"` (`"2000.again"`, before the
  /// counted noun `"2000.again.noun"`): Arabic 101,000 "مِئَة أَلْف وَأَلْف", 102,000 "مِئَة
  /// أَلْف وَأَلْفَان", as 101 is "مِئَة نقطة وَنقطة"; `nil` without those entries.
  private func repeated(_ count: Int, scale: Int, beforeNoun: Bool) -> [String]? {
    let units = count % 100
    guard count > 100, (1...2).contains(units) else { return nil }
    let key = "\(units * scale).again"
    guard let again = (beforeNoun ? cardinal[key + ".noun"] : nil) ?? cardinal[key] else { return nil }
    let base = count - units
    if let whole = cardinal["\(base * scale)+"] { return [whole, again] }
    guard let words = belowThousand(base, table: cardinal, compound: true),
      let noun = cardinal["\(scale)s.\(base)"] ?? cardinal["\(scale)s"]
    else { return nil }
    return [words + " " + noun, again]
  }

  /// The powers of a thousand a cardinal table may name, largest first.
  public static let scales = [1_000_000_000_000, 1_000_000_000, 1_000_000, 1000]

  /// Components in order, with the table's `"&"` glued before each one after the first.
  private func joined(_ parts: [String]) -> String {
    let and = cardinal["&"] ?? ""
    return parts.enumerated().map { $0.offset == 0 ? $0.element : and + $0.element }.joined(separator: " ")
  }

  /// 1–999 from components: hundreds, then tens, then units (or a teen); a whole entry of a
  /// hundred or more wins (Spanish "ciento un" in "ciento un mil").
  private func belowThousand(_ value: Int, table: [String: String], compound: Bool = false) -> String? {
    if value >= 100, let whole = table[String(value)] { return whole }
    var parts: [String] = []
    let hundreds = value / 100 * 100
    let rest = value % 100
    if hundreds > 0 {
      guard let word = table[String(hundreds)] else { return nil }
      parts.append(word)
    }
    let inCompound = hundreds > 0 || compound
    if rest > 0, inCompound, rest != 1, let whole = table["\(rest)+"] {
      parts.append(whole)
    } else if rest > 0, let whole = table[String(rest)], !(rest == 1 && inCompound) {
      parts.append(whole)
    } else if rest >= 20, rest % 10 != 0 {
      guard let tens = table[String(rest / 10 * 10)] else { return nil }
      let unitKey = rest % 10 == 1 ? "1+" : String(rest % 10)
      guard let unit = table[unitKey] ?? table[String(rest % 10)] else { return nil }
      parts += [tens, unit]
    } else if rest > 0 {
      // "sto jeden": a lone one after hundreds or thousands is the compound form too.
      let key = rest == 1 && inCompound ? "1+" : String(rest)
      guard let word = table[key] ?? table[String(rest)] else { return nil }
      parts.append(word)
    }
    return joined(parts)
  }

  /// A year as an ordinal: its hundreds from the ordinal table's cardinal prefixes, the last two
  /// digits as ordinal components; a round year (2000) from its own entry (`"=2000"`); `nil`
  /// for missing components.
  func spellOrdinal(_ value: Int) -> String? {
    let rest = value % 100
    // A round year has a word of its own: Polish "dwutysięcznego".
    if rest == 0 { return ordinal["=\(value)"] }
    guard let prefix = ordinal[String(value - rest)] else { return nil }
    let last: String
    if let whole = ordinal[String(rest)] {
      last = whole
    } else {
      guard let tens = ordinal[String(rest / 10 * 10)], let unit = ordinal[String(rest % 10)] else { return nil }
      last = tens + " " + unit
    }
    return prefix + " " + last
  }
}
