import ChartModel
import Foundation

/// How precisely a number is said.
public enum NumberPrecision: Sendable, Equatable {
  /// For alt text and summaries: a value written with at most ``NumberPhrasing/exactDigits``
  /// significant digits (or this many, if more) is said exactly ("$12,450", "9.99", "1,009");
  /// a longer one is rounded to this many significant digits, half away from zero, and then
  /// carries a hedge ("about 41,000"). The integer part of numbers below 1,000 stays exact.
  case significant(Int)
  /// The data's own precision (the shortest decimal that reads back as the value, without binary
  /// noise such as 0.1 + 0.2), for readouts; a fraction of more than six significant digits (a
  /// mean of 31 days) is rounded to six, with a hedge unless the caller says none.
  case exact
}

/// Turns numbers into words and digits the way a locale's phrase file says, in both styles.
///
/// Display text groups digits ("38,800") and uses symbols; speech text never groups (espeak-ng
/// misreads U+202F and U+00A0), uses unit names and the phrase file's negative form. Numbers of a
/// million and more, when rounded, use the phrase file's scale words in both styles
/// ("1.2 million"), never compact forms ("1.2M").
public struct NumberPhrasing: Sendable {
  public let book: PhraseBook

  /// Units the phrase file names: `unit.<name>` (display), with an optional `unit.<name>.speech`.
  public init(book: PhraseBook) {
    self.book = book
  }

  /// Values with at most this many significant digits are said as they are in summaries: a
  /// rounded value is always hedged, so a short value is better said exactly than hedged.
  public static let exactDigits = 4
  /// The most significant digits a readout gives a fraction.
  public static let readoutDigits = 6

  /// A number, optionally with a unit and a hedge ("about") whenever rounding changed it: a value
  /// said without "about" is the value itself.
  ///
  ///     phrasing.number(38_800, unit: "USD")        // display "$38,800", speech "38800 dollars"
  ///     phrasing.number(1_234_567, precision: .significant(2))   // "about 1.2 million"
  ///
  /// - Precondition: `value` is finite.
  ///
  /// `centsOf` writes the cents of a money value whose unit is left unsaid (a terse readout's
  /// "61.20" on a euro axis). Without `scaleWords`, a million and more is written in digits
  /// ("about 9,510,000"), for a sentence where a scale word would be heard with a smaller number
  /// before it.
  public func number(
    _ value: Double, precision: NumberPrecision = .significant(2), unit: String? = nil, hedge: Bool = true,
    centsOf moneyUnit: String? = nil, scaleWords: Bool = true
  ) throws(NarrationError) -> PhraseArgument {
    let rounded = round(value, precision)
    // Any rounding is said: "about" whenever the digits said are not the value's own.
    let approximate = hedge && rounded != DecimalDigits(value, significant: Self.ownDigits(of: value))
    let scalePower: Int
    if case .significant = precision, scaleWords, rounded.magnitude >= 6,
      let power = book.numbers.scales.keys.filter({ $0 <= rounded.magnitude }).max()
    {
      scalePower = power
    } else {
      scalePower = 0
    }
    return PhraseArgument(
      display: try render(
        rounded, scalePower: scalePower, unit: unit, approximate: approximate, style: .display,
        money: moneyUnit ?? unit),
      speech: try render(rounded, scalePower: scalePower, unit: unit, approximate: approximate, style: .speech))
  }

  /// A value rounded to the decimal place `power` (−7: the seventh decimal) and hedged whenever
  /// that changed it: a computed value said at the scale of the values around it ("about 0" for
  /// 0.0000000194589 at power −7, "about 0.3629" for 0.362928 at power −4); a value written
  /// with no digit beyond that place is said as it is.
  ///
  /// - Precondition: `value` is finite.
  /// - Complexity: O(1).
  public func number(_ value: Double, atPower power: Int, unit: String? = nil) throws(NarrationError) -> PhraseArgument
  {
    let own = DecimalDigits(value, significant: Self.ownDigits(of: value))
    let digits = value == 0 ? 0 : Int(floor(log10(abs(value)))) - power + 1
    let rounded = digits < 1 ? DecimalDigits.zero : DecimalDigits(value, significant: min(17, digits))
    let approximate = rounded != own
    return PhraseArgument(
      display: try render(rounded, scalePower: 0, unit: unit, approximate: approximate, style: .display),
      speech: try render(rounded, scalePower: 0, unit: unit, approximate: approximate, style: .speech))
  }

  /// An exact count ("6", "12,000"), grouped in display text.
  public func count(_ value: Int) throws(NarrationError) -> PhraseArgument {
    let digits = DecimalDigits(Double(value), significant: 17)
    return PhraseArgument(
      display: try render(digits, scalePower: 0, unit: nil, approximate: false, style: .display),
      speech: try render(digits, scalePower: 0, unit: nil, approximate: false, style: .speech))
  }

  /// A year, never grouped ("2024", not "2,024").
  public func year(_ value: Int) -> PhraseArgument {
    let text = localizedDigits(String(value), style: .display)
    let operands = PluralOperands(integer: value)
    return PhraseArgument(
      display: RenderedArgument(text: text, pluralOperands: operands, pluralRules: book.pluralRules),
      speech: RenderedArgument(text: String(value), pluralOperands: operands, pluralRules: book.pluralRules))
  }

  /// A year of a year axis: ``year(_:)``, with the select key `year`, so a template can put it in
  /// the case a preposition needs (`{from, select, year {{from, inflect, yearGenitive}} other
  /// {{from}}}`, Polish "od dwa tysiące dwudziestego roku") and leave other numbers as they are.
  public func axisYear(_ value: Int) -> PhraseArgument {
    containingYear(year(value))
  }

  /// A date argument marked with the select key `year` when it is a year alone ("2024"; `unit`
  /// is `.year`), see ``axisYear(_:)``. Months keep their text as the key: templates select on
  /// month names (French "d'avril", Italian "ad aprile").
  public func containingYear(_ argument: PhraseArgument, unit: TimeUnit = .year) -> PhraseArgument {
    guard unit == .year else { return argument }
    var marked = argument
    marked.display.selectKey = "year"
    marked.speech.selectKey = "year"
    return marked
  }

  /// A percentage given in percent units (19.2 for 19.2%): whole percent from 10%, one decimal
  /// below, and the phrase `percent.lessThanOne` for magnitudes below 0.5%. With `hedge`, any
  /// rounding beyond binary noise is said ("about 19%" for 19.17%, `number.aboutPercent`), so an
  /// unhedged percentage is the value itself. Its select key is ``percentKey``.
  ///
  /// `decimals` overrides the number of decimals (a share said finer so that its change adds up).
  public func percent(_ value: Double, hedge: Bool = false, decimals: Int? = nil) throws(NarrationError)
    -> PhraseArgument
  {
    if value != 0, abs(value) < 0.5, decimals == nil {
      let phrase = try render("percent.lessThanOne", [:])
      return phrase.argument
    }
    let decimals = decimals ?? Self.percentDecimals(value)
    let rounded = fixed(value, decimals: decimals)
    let approximate = hedge && abs(roundedValue(rounded) - value) > 1e-9 * abs(value)
    var result = PhraseArgument(verbatim: "")
    for style in TextStyle.allCases {
      let number = numeral(rounded, style: style)
      let operands = PluralOperands(decimal: rounded.plain)
      let argument = RenderedArgument(text: number, pluralOperands: operands, pluralRules: book.pluralRules)
      var text = try renderStyled("number.percent", style: style, ["n": argument])
      if approximate {
        text = try renderStyled("number.aboutPercent", style: style, ["n": RenderedArgument(text: text)])
      }
      let rendered = RenderedArgument(
        text: text, pluralOperands: operands, pluralRules: book.pluralRules, selectKey: Self.percentKey)
      if style == .display { result.display = rendered } else { result.speech = rendered }
    }
    return result
  }

  /// The decimals ``percent(_:hedge:decimals:)`` says by default: none from 9.95%, one below.
  public static func percentDecimals(_ value: Double) -> Int { abs(value) >= 9.95 ? 0 : 1 }

  // MARK: - Rounding

  func round(_ value: Double, _ precision: NumberPrecision) -> DecimalDigits {
    switch precision {
    case .exact:
      // Whole numbers keep every digit (capping 2,499,322,157 at six digits would invent zeros);
      // fractions keep the digits they are written with, without binary noise (0.1 + 0.2), up
      // to six; a longer fraction (a mean) is rounded to six and then hedged.
      if value == value.rounded(), abs(value) < 1e15 {
        let integerDigits = value == 0 ? 1 : Int(floor(log10(abs(value)))) + 1
        return DecimalDigits(value, significant: min(17, integerDigits))
      }
      return DecimalDigits(value, significant: min(Self.readoutDigits, Self.ownDigits(of: value)))
    case .significant(let digits):
      let own = Self.ownDigits(of: value)
      if own <= max(digits, Self.exactDigits) { return DecimalDigits(value, significant: own) }
      let magnitude = value == 0 ? 0 : Int(floor(log10(abs(value))))
      // Integers below 1,000 keep every integer digit.
      let keep = (0...2).contains(magnitude) ? max(digits, magnitude + 1) : digits
      return DecimalDigits(value, significant: min(17, max(1, keep)))
    }
  }

  /// The significant digits the value is written with: the shortest decimal that reads back as
  /// it, with binary noise beyond 12 digits dropped (0.1 + 0.2 has 1, and so has 17 − 16.8).
  static func ownDigits(of value: Double) -> Int {
    guard value != 0, value.isFinite else { return 1 }
    let shortest = DecimalDigits.shortestSignificantDigits(of: value)
    return DecimalDigits(value, significant: min(12, shortest)).digits.count
  }

  func fixed(_ value: Double, decimals: Int) -> DecimalDigits {
    guard value != 0 else { return .zero }
    let magnitude = Int(floor(log10(abs(value))))
    let significant = magnitude + 1 + decimals
    guard significant >= 1 else { return .zero }
    return DecimalDigits(value, significant: min(17, significant))
  }

  func roundedValue(_ digits: DecimalDigits) -> Double {
    Double(digits.plain) ?? 0
  }

  // MARK: - Rendering

  func render(
    _ rounded: DecimalDigits, scalePower: Int, unit: String?, approximate: Bool, style: TextStyle,
    money: String? = nil
  ) throws(NarrationError) -> RenderedArgument {
    // The plural of a unit agrees with the whole number; CLDR's `e` operand marks scale words.
    var wholeOperands = PluralOperands(decimal: rounded.plain)
    wholeOperands.e = Double(scalePower)
    // The sign goes outside the unit and scale words: "-£2,100", "minus 2100 pounds".
    let isNegative = rounded.isNegative
    var magnitude = rounded
    magnitude.isNegative = false
    var text: String
    if scalePower > 0 {
      let mantissa = magnitude.shifted(by: scalePower)
      let mantissaArgument = RenderedArgument(
        text: numeral(mantissa, style: style), pluralOperands: PluralOperands(decimal: mantissa.plain),
        pluralRules: book.pluralRules)
      guard let scale = book.numbers.scales[scalePower] else {
        preconditionFailure("No scale word for 10^\(scalePower).")
      }
      text = try renderStyled("scale.\(scale)", style: style, ["n": mantissaArgument])
    } else {
      // Money keeps its cents as written: €61.20, not €61.2 (speech says "61.2 euros").
      let cents =
        style == .display && money.map(Self.isCurrency) == true && !magnitude.fractionDigits.isEmpty ? 2 : 0
      text = numeral(magnitude, style: style, minimumFractionDigits: cents)
    }
    let numberArgument = RenderedArgument(text: text, pluralOperands: wholeOperands, pluralRules: book.pluralRules)
    // A unit whose display template places the sign itself (Dutch "US$ -4,2 miljoen", CLDR's
    // "¤ -#,##0.00") gets it as `{minus}`; otherwise the sign goes first.
    var signPlaced = false
    if let unit, !unit.isEmpty {
      let unitID = "unit.\(unit)"
      if book.has(unitID) {
        if isNegative, style == .display { signPlaced = try book.template(unitID).placeholders.contains("minus") }
        let sign = RenderedArgument(text: signPlaced ? book.numbers.minus : "")
        text = try renderStyled(unitID, style: style, ["n": numberArgument, "minus": sign])
      } else {
        text = try renderStyled(
          "unit.other", style: style, ["n": numberArgument, "unit": RenderedArgument(text: unit)])
      }
    }
    if isNegative, !signPlaced {
      text =
        style == .display
        ? book.numbers.minus + text
        : try renderStyled("number.negative", style: .speech, ["n": RenderedArgument(text: text)])
    }
    let isPercent = unit == "%"
    if approximate {
      text = try renderStyled(
        isPercent ? "number.aboutPercent" : "number.about", style: style, ["n": RenderedArgument(text: text)])
    }
    return RenderedArgument(
      text: text, pluralOperands: wholeOperands, pluralRules: book.pluralRules,
      selectKey: isPercent ? Self.percentKey : nil)
  }

  /// The select key of a percentage, so a template can treat it apart (Italian articles: "dal
  /// 13% al 63%", but "da 13 a 63").
  public static let percentKey = "percent"

  /// Whether a unit is money with cents: an ISO 4217 code ("USD", "EUR") other than the few
  /// currencies without a minor unit, or a currency sign.
  static func isCurrency(_ unit: String) -> Bool {
    if ["$", "€", "£"].contains(unit) { return true }
    guard unit.count == 3, unit.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return false }
    return !["JPY", "KRW", "ISK", "CLP", "VND", "XAF", "XOF", "PYG", "UGX"].contains(unit)
  }

  /// Digits with the locale's separators: grouped in display text, never in speech; a fraction
  /// is padded with zeros to `minimumFractionDigits`.
  func numeral(_ number: DecimalDigits, style: TextStyle, minimumFractionDigits: Int = 0) -> String {
    let integer = number.integerDigits.isEmpty ? "0" : number.integerDigits
    var text = style == .display ? grouped(integer) : integer
    var fraction = number.fractionDigits
    if !fraction.isEmpty, fraction.count < minimumFractionDigits {
      fraction += String(repeating: "0", count: minimumFractionDigits - fraction.count)
    }
    if !fraction.isEmpty { text += book.numbers.decimal + fraction }
    text = localizedDigits(text, style: style)
    guard number.isNegative else { return text }
    if style == .display { return book.numbers.minus + text }
    return (try? renderStyled("number.negative", style: .speech, ["n": RenderedArgument(text: text)]))
      ?? "-" + text
  }

  func grouped(_ integer: String) -> String {
    let symbols = book.numbers
    guard integer.count >= symbols.groupSize + symbols.minimumGroupingDigits else { return integer }
    var groups: [Substring] = []
    var end = integer.endIndex
    var size = symbols.groupSize
    while integer.distance(from: integer.startIndex, to: end) > size {
      let start = integer.index(end, offsetBy: -size)
      groups.append(integer[start..<end])
      end = start
      size = symbols.secondaryGroupSize
    }
    groups.append(integer[integer.startIndex..<end])
    return groups.reversed().joined(separator: symbols.group)
  }

  func localizedDigits(_ text: String, style: TextStyle) -> String {
    guard style == .display, let digits = book.numbers.digits else { return text }
    return String(
      text.flatMap { character -> String in
        guard let value = character.wholeNumberValue, character.isASCII else { return String(character) }
        return digits[value]
      })
  }

  func renderStyled(
    _ id: String, style: TextStyle, _ arguments: [String: RenderedArgument]
  ) throws(NarrationError) -> String {
    let speechID = id + ".speech"
    let template = try book.template(style == .speech && book.has(speechID) ? speechID : id)
    do {
      let text = try template.render({ arguments[$0] }) { text, form in
        // "genitive.f": the form, then the gender of the counted noun.
        let parts = form.split(separator: ".", maxSplits: 1).map(String.init)
        let gender = parts.count == 2 ? parts[1] : nil
        return book.inflections[parts.first ?? form].map { $0.apply(to: text, style: style, gender: gender) }
      }
      let agreed = prepositionsAgreeing(text)
      guard style == .speech else { return agreed }
      return try spokenRanges(
        Self.governed(
          Self.euphonic(agreed, book.speechPhrases), by: book.casesAfterPrepositions, book.inflections))
    } catch let error as NarrationError {
      throw error
    } catch {
      throw .cannotRender(id: id, locale: book.locale, detail: "\(error)")
    }
  }

  /// The text with each range written with a dash between two numbers ("20 – 30", the name of a
  /// bin) said as the locale's `range.spoken` says it ("20 to 30"): espeak-ng says nothing for
  /// the dash, and "twenty thirty" is no range to a listener.
  ///
  /// - Complexity: O(*n*) in the text's length.
  func spokenRanges(_ text: String) throws(NarrationError) -> String {
    let dash = " – "
    guard text.contains(dash), book.has("range.spoken") else { return text }
    let template = try book.template("range.spoken")
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var index = 1
    while index + 1 < words.count {
      let before = words[index - 1]
      let after = words[index + 1]
      guard words[index] == "–", before.last?.isNumber == true,
        after.first.map({ $0.isNumber || $0 == "-" || $0 == "−" }) == true
      else {
        index += 1
        continue
      }
      let said: String
      do {
        said = try template.render { name in
          name == "from" ? RenderedArgument(text: before) : name == "to" ? RenderedArgument(text: after) : nil
        }
      } catch {
        throw .cannotRender(id: "range.spoken", locale: book.locale, detail: "\(error)")
      }
      words.replaceSubrange((index - 1)...(index + 1), with: [said])
    }
    return words.joined(separator: " ")
  }

  /// The text with each preposition of ``PhraseBook/prepositionsBeforeNumbers`` before a number
  /// in digits in the form it takes before the number said (PWN: "ze 100", read "ze stu"; "z 200",
  /// read "z dwustu"), in both styles, so that display and speech agree: the number's first word
  /// in the preposition's case, from the inflection's cardinal table, looked up with the
  /// preposition in ``PhraseBook/speechPhrases`` ("z stu" → "ze stu").
  ///
  /// - Complexity: O(*n*) in the number of words.
  func prepositionsAgreeing(_ text: String) -> String {
    let prepositions = book.prepositionsBeforeNumbers
    guard !prepositions.isEmpty else { return text }
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var changed = false
    for index in words.indices.dropLast() {
      guard let form = prepositions[words[index]], let inflection = book.inflections[form],
        let first = Self.firstWordSaid(words[index + 1], group: book.numbers.group, inflection: inflection),
        let said = book.speechPhrases[words[index] + " " + first]?.split(separator: " ").first
      else { continue }
      words[index] = String(said)
      changed = true
    }
    return changed ? words.joined(separator: " ") : text
  }

  /// The first word of a number written in digits at the start of `token` ("120", "150 000,5%"),
  /// said in `inflection`: "stu" for 120 in the genitive; for a million and more, the first word
  /// of its leading group of three digits (a lone one there is the scale word, and gives `nil`).
  static func firstWordSaid(_ token: String, group: String, inflection: Inflection) -> String? {
    var digits = ""
    var rest = Substring(token)
    while let first = rest.first {
      if first.isASCII, first.isNumber {
        digits.append(first)
        rest = rest.dropFirst()
      } else if !group.isEmpty, !digits.isEmpty, rest.hasPrefix(group),
        rest.dropFirst(group.count).first.map({ $0.isASCII && $0.isNumber }) == true
      {
        rest = rest.dropFirst(group.count)
      } else {
        break
      }
    }
    guard !digits.isEmpty, digits.count <= 15, var value = Int(digits) else { return nil }
    if value >= 1_000_000 {
      while value >= 1000 { value /= 1000 }
      if value == 1 { return nil }
    }
    return inflection.spellCardinal(value)?.split(separator: " ").first.map(String.init)
  }

  /// The text with the number said after each preposition of `cases` in the case it governs:
  /// the phrase of the preposition's inflection that starts there (past the `through` words)
  /// said as the inflection says it ("von etwa eine Million" → "von etwa einer Million");
  /// punctuation after the phrase stays. The second word of a pair governs as its preposition
  /// does, the first time it follows it in the clause ("zwischen einer Million und einer
  /// Milliarde").
  ///
  /// - Complexity: O(*n* · *p*) for *n* words and *p* phrases of the inflections used.
  static func governed(_ text: String, by cases: CasesAfterPrepositions, _ inflections: [String: Inflection])
    -> String
  {
    guard !cases.prepositions.isEmpty else { return text }
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var changed = false
    // The second word of a pair still to come, and the form it governs.
    var pending: (word: String, form: String)?
    for index in words.indices.dropLast() {
      guard index + 1 < words.count else { continue }
      let word = words[index]
      var governing = cases.prepositions[word]
      if let open = pending, word == open.word {
        governing = open.form
        pending = nil
      } else if let form = governing, let second = cases.pairs[word] {
        pending = (second, form)
      } else if word.last.map({ ".;:".contains($0) }) == true {
        pending = nil
      }
      guard let form = governing, let inflection = inflections[form] else { continue }
      var start = index + 1
      while start < words.count, cases.through.contains(words[start]) { start += 1 }
      for (phrase, said) in inflection.words {
        let phraseWords = phrase.split(separator: " ").map(String.init)
        let end = start + phraseWords.count
        guard end <= words.count else { continue }
        let last = words[end - 1]
        let core = last.prefix { !",.;:)".contains($0) }
        guard Array(words[start..<end - 1]) + [String(core)] == phraseWords else { continue }
        var saidWords = said.split(separator: " ").map(String.init)
        saidWords[saidWords.count - 1] += last.dropFirst(core.count)
        words.replaceSubrange(start..<end, with: saidWords)
        changed = true
        break
      }
    }
    return changed ? words.joined(separator: " ") : text
  }

  /// The text with each pair of words the table names said as it says ("z stu dwudziestu" →
  /// "ze stu dwudziestu"); punctuation after the second word stays.
  ///
  /// - Complexity: O(*n*) in the number of words.
  static func euphonic(_ text: String, _ phrases: [String: String]) -> String {
    guard !phrases.isEmpty else { return text }
    var words: [String?] = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var changed = false
    for index in words.indices.dropLast() {
      guard let word = words[index], let next = words[index + 1] else { continue }
      let core = next.prefix { !",.;:)".contains($0) }
      guard let said = phrases[word + " " + core] else { continue }
      words[index] = said + next.dropFirst(core.count)
      words[index + 1] = nil
      changed = true
    }
    guard changed else { return text }
    return words.compactMap { $0 }.joined(separator: " ")
  }

  func render(_ id: String, _ arguments: [String: PhraseArgument]) throws(NarrationError) -> Phrase {
    Phrase(
      display: try renderStyled(id, style: .display, arguments.mapValues(\.display)),
      speech: try renderStyled(id, style: .speech, arguments.mapValues(\.speech)), id: id)
  }
}
