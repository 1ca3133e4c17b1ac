import ChartModel
internal import ChartSupport
import Foundation

/// How a locale writes numbers, from its phrase file.
public struct NumberSymbols: Sendable, Equatable {
  /// Decimal separator ("." in en, "," in de).
  public var decimal: String = "."
  /// Grouping separator in display text ("," in en). Speech text never groups.
  public var group: String = ","
  /// Digits in the first group from the right (3).
  public var groupSize: Int = 3
  /// Digits in the later groups (2 in hi: 12,34,567).
  public var secondaryGroupSize: Int = 3
  /// Grouping starts only at this many digits more than a group (2 in es: 1234 but 12.345).
  public var minimumGroupingDigits: Int = 1
  /// Minus sign in display text.
  public var minus: String = "-"
  /// Ten digit characters, for locales that write their own digits; ASCII when absent.
  public var digits: [String]? = nil
  /// The scale words by the power of ten each stands for, named as their phrases are
  /// (`scale.<name>`): a million, billion and trillion, or in Hindi लाख (10⁵), करोड़ (10⁷), अरब
  /// (10⁹) and खरब (10¹¹), as CLDR's long compact forms count.
  public var scales: [Int: String] = [6: "million", 9: "billion", 12: "trillion"]

  public init() {}
}

/// Prepositions that put the number said after them in a case, by the inflection whose
/// phrases (`words` of several words) say it so: German `{"von": "numberDative"}` with
/// `{"eine Million": "einer Million"}`; `through`: words between the preposition and the number
/// that leave the case as it is ("etwa", "minus"); `pairs`: a preposition whose second word
/// governs the same case, the first time it follows ("zwischen einer Million und einer Milliarde").
public struct CasesAfterPrepositions: Sendable, Equatable {
  public var prepositions: [String: String] = [:]
  public var through: Set<String> = []
  public var pairs: [String: String] = [:]

  public init() {}
}

/// One locale's words: every phrase template, plural rules, number symbols and month names.
///
/// Loaded from `Locales/<locale>.json`. All wording of descriptions comes from here; Swift code
/// only chooses which phrase to say and fills in its facts.
public struct PhraseBook: Sendable {
  /// The locale identifier ("en", "pt-BR").
  public let locale: String
  /// The language's own name ("English", "Deutsch").
  public let name: String
  /// The espeak-ng voice that reads this locale.
  public let voice: String
  public let pluralRules: PluralRules
  public let numbers: NumberSymbols
  /// January first, as said alone ("April", "kwiecień").
  public let monthNames: [String]
  /// January first, as said in a date with a day ("15 kwietnia"); the same as ``monthNames``
  /// where the language has no such form.
  public let monthNamesInDates: [String]
  /// Monday first, as said alone ("Monday", "Montag"); empty when the phrase file has none, and
  /// weekday categories are then said as written.
  public let weekdayNames: [String]
  /// Whether axis titles are lowercased inside a sentence ("of revenue"); false where nouns keep
  /// their capital (German).
  public let lowercasesTitles: Bool
  let templates: PhraseTemplates
  /// The grammatical forms `{name, inflect, form}` uses, by name (``Inflection``).
  public let inflections: [String: Inflection]
  /// Two words said otherwise next to each other in speech (Polish "z stu" → "ze stu": a
  /// preposition takes a vowel before a consonant cluster), applied to every rendered speech
  /// text (``NumberPhrasing``).
  public let speechPhrases: [String: String]
  /// Prepositions whose form follows how the number after them is said, by the inflection that
  /// says it (Polish `"z": "genitive"`): "z 120" is written "ze 120", read "ze stu dwudziestu",
  /// as ``speechPhrases`` says "z stu"; applied to both styles (``NumberPhrasing``).
  public let prepositionsBeforeNumbers: [String: String]
  /// The case a preposition puts the spelled number after it in, in speech (German "von eine
  /// Million" → "von einer Million": the dative), with the words between them that leave the
  /// case as it is ("von etwa einer Million").
  public let casesAfterPrepositions: CasesAfterPrepositions
  /// Where the phrases came from, for messages.
  public let path: String

  /// Every phrase id, sorted.
  public var phraseIDs: [String] { templates.ids.sorted() }

  /// The template of a phrase.
  ///
  /// - Throws: ``NarrationError/missingPhrase(id:locale:)``; for a book read
  ///   ``PhraseLoading/onDemand``, ``NarrationError/invalidPhraseFile(path:detail:)`` when the
  ///   phrase's template, parsed now, is malformed.
  public func template(_ id: String) throws(NarrationError) -> Template {
    guard let template = try templates.template(id, path: path) else {
      throw .missingPhrase(id: id, locale: locale)
    }
    return template
  }

  /// Placeholders any template may use beyond those its English counterpart uses: they carry no
  /// fact, only what a language's grammar needs. `Measure` and `X` are the measure and the x axis
  /// title as written (for the start of a sentence); `kindKey` is the chart kind (`line`, `bar`,
  /// …) and `xKey` what the x axis steps through (`month`, `day`, …, `numeric`, `categorical`),
  /// both for `select`; `monthInDate` is the month as a date with a day declines it; `minus` is a
  /// negative number's minus, for a unit template that places it (Dutch "US$ -4,2 miljoen");
  /// `xTime` is what a category axis of times names (`month`, `year`, `quarter`, …, `none`), so a
  /// preposition can follow it (Dutch "in december", never "bij december"); `itemsKey` is `one`
  /// when a list names one item and `other` otherwise, for a heading that agrees with it
  /// (Portuguese "Último valor" over one series, "Últimos valores" over more); `endKey` is `first`
  /// or `last`, which end of a change a note follows, for its punctuation (English "…, the
  /// highest week, to …").
  public static let grammarKeys: Set<String> = [
    "Measure", "X", "kindKey", "xKey", "xTime", "monthInDate", "minus", "itemsKey", "endKey",
  ]

  /// Whether the locale has a phrase (optional phrases, such as kind-specific variants).
  public func has(_ id: String) -> Bool { templates.has(id) }
}

/// When a phrase file's templates are parsed.
public enum PhraseLoading: Sendable {
  /// Every template as the file is read, so a malformed one fails the load (every command that
  /// narrates).
  case checkingEveryPhrase
  /// Each template the first time it is used, so reading the file costs only its JSON; a
  /// malformed template fails the use. For `sonify`, whose captions use a few of the hundreds.
  case onDemand
}

/// A phrase book's templates: parsed up front, or parsed on first use and kept (behind a lock, as
/// a ``PhraseBook`` is `Sendable`).
final class PhraseTemplates: @unchecked Sendable {
  /// The templates parsed as the file was read (``PhraseLoading/checkingEveryPhrase``).
  private let checked: [String: Template]
  /// The phrases not parsed yet, with their place in the file for an error
  /// (``PhraseLoading/onDemand``).
  private let pending: [String: JSONFieldReader]
  private let lock = NSLock()
  private var parsed: [String: Template] = [:]

  init(checked: [String: Template]) {
    self.checked = checked
    pending = [:]
  }

  init(pending: [String: JSONFieldReader]) {
    checked = [:]
    self.pending = pending
  }

  /// Every phrase id, in no order.
  var ids: [String] { pending.isEmpty ? Array(checked.keys) : Array(pending.keys) }

  func has(_ id: String) -> Bool { checked[id] != nil || pending[id] != nil }

  /// The template of phrase `id`, or `nil` when the file has none.
  ///
  /// - Throws: ``NarrationError/invalidPhraseFile(path:detail:)`` for a malformed template.
  /// - Complexity: O(1) once parsed; O(*m*) the first time, for a template of *m* characters.
  func template(_ id: String, path: String) throws(NarrationError) -> Template? {
    if let template = checked[id] { return template }
    guard let field = pending[id] else { return nil }
    if let template = lock.withLock({ parsed[id] }) { return template }
    do {
      let template = try PhraseBook.template(field)
      lock.withLock { parsed[id] = template }
      return template
    } catch {
      throw PhraseBook.fileError(error, path: path)
    }
  }
}

// MARK: - Loading

extension PhraseBook {
  /// Reads and checks one phrase file.
  ///
  /// - Throws: ``NarrationError/invalidPhraseFile(path:detail:)`` naming the line and field.
  public init(contentsOf url: URL, loading: PhraseLoading = .checkingEveryPhrase) throws(NarrationError) {
    let path = url.path
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: url))
    } catch {
      throw .invalidPhraseFile(path: path, detail: "cannot read the file")
    }
    do {
      try self.init(bytes: bytes, path: path, loading: loading)
    } catch let error as ChartModelError {
      throw Self.fileError(error, path: path)
    } catch let error as NarrationError {
      throw error
    } catch {
      throw .invalidPhraseFile(path: path, detail: "\(error)")
    }
  }

  /// The error of a phrase file that `error` found wrong, naming its line.
  static func fileError(_ error: ChartModelError, path: String) -> NarrationError {
    .invalidPhraseFile(path: path, detail: "\(error.location.line.map { "line \($0): " } ?? "")\(error.message)")
  }

  /// The template a phrase's field holds.
  ///
  /// - Throws: An error naming the field when it is not a string or not a valid template.
  static func template(_ field: JSONFieldReader) throws(ChartModelError) -> Template {
    let text = try field.string()
    do {
      return try Template(text)
    } catch {
      throw field.invalid("template syntax: \(error.detail) at character \(error.offset + 1)")
    }
  }

  init(bytes: [UInt8], path: String, loading: PhraseLoading = .checkingEveryPhrase) throws {
    let document = try JSONDocument(bytes: bytes, source: path)
    let root = JSONFieldReader(document: document)
    try root.requireObject(allowedKeys: [
      "locale", "name", "voice", "pluralRules", "numbers", "months", "monthsInDates", "weekdays", "lowercaseTitles",
      "inflections", "speechPhrases", "prepositionsBeforeNumbers", "casesAfterPrepositions", "phrases",
    ])
    locale = try root.required("locale").string()
    name = try root.required("name").string()
    voice = try root.required("voice").string()
    self.path = path

    var ruleSource: [String: String] = [:]
    let rulesField = try root.required("pluralRules")
    try rulesField.requireObject(allowedKeys: PluralCategory.allCases.map(\.rawValue))
    for category in PluralCategory.allCases {
      if let rule = try rulesField.member(category.rawValue)?.string() { ruleSource[category.rawValue] = rule }
    }
    do {
      pluralRules = try PluralRules(ruleSource)
    } catch {
      throw NarrationError.invalidPhraseFile(
        path: path, detail: "pluralRules: \(error.detail) in '\(error.rule)'")
    }

    var symbols = NumberSymbols()
    let numbersField = try root.required("numbers")
    try numbersField.requireObject(allowedKeys: [
      "decimal", "group", "groupSize", "secondaryGroupSize", "minimumGroupingDigits", "minus", "digits", "scales",
    ])
    symbols.decimal = try numbersField.required("decimal").string()
    symbols.group = try numbersField.required("group").string()
    symbols.minus = try numbersField.member("minus")?.string() ?? "-"
    symbols.groupSize = Int(try numbersField.member("groupSize")?.number() ?? 3)
    symbols.secondaryGroupSize = Int(
      try numbersField.member("secondaryGroupSize")?.number() ?? Double(symbols.groupSize))
    symbols.minimumGroupingDigits = Int(try numbersField.member("minimumGroupingDigits")?.number() ?? 1)
    if let digitsField = numbersField.member("digits") {
      let digits = try digitsField.string().map(String.init)
      guard digits.count == 10 else { throw digitsField.invalid("expected the ten digits 0 to 9 as one string") }
      symbols.digits = digits
    }
    if let scalesField = numbersField.member("scales") {
      var scales: [Int: String] = [:]
      for (power, name) in try Self.strings(scalesField) {
        guard let value = Int(power), value >= 3 else {
          throw scalesField.invalid("scale powers must be whole numbers from 3")
        }
        scales[value] = name
      }
      symbols.scales = scales
    }
    guard symbols.groupSize > 0, symbols.secondaryGroupSize > 0 else {
      throw numbersField.invalid("group sizes must be positive")
    }
    numbers = symbols

    let monthsField = try root.required("months")
    monthNames = try monthsField.array().map { field throws(ChartModelError) in try field.string() }
    guard monthNames.count == 12 else { throw monthsField.invalid("expected 12 month names, January first") }
    if let field = root.member("monthsInDates") {
      monthNamesInDates = try field.array().map { field throws(ChartModelError) in try field.string() }
      guard monthNamesInDates.count == 12 else { throw field.invalid("expected 12 month names, January first") }
    } else {
      monthNamesInDates = monthNames
    }
    if let field = root.member("weekdays") {
      weekdayNames = try field.array().map { field throws(ChartModelError) in try field.string() }
      guard weekdayNames.count == 7 else { throw field.invalid("expected 7 weekday names, Monday first") }
    } else {
      weekdayNames = []
    }
    lowercasesTitles = try root.member("lowercaseTitles")?.bool() ?? false
    inflections = Self.countingThousands(try root.member("inflections").map(Self.inflections) ?? [:], pluralRules)
    speechPhrases = try root.member("speechPhrases").map(Self.strings) ?? [:]
    for (phrase, said) in speechPhrases where phrase.split(separator: " ").count != 2 || said.isEmpty {
      throw try root.required("speechPhrases").invalid("'\(phrase)': expected two words said as a non-empty text")
    }
    prepositionsBeforeNumbers = try root.member("prepositionsBeforeNumbers").map(Self.strings) ?? [:]
    for (preposition, form) in prepositionsBeforeNumbers where inflections[form]?.cardinal.isEmpty ?? true {
      throw try root.required("prepositionsBeforeNumbers").invalid(
        "'\(preposition)': '\(form)' is no inflection with a cardinal table")
    }
    casesAfterPrepositions = try root.member("casesAfterPrepositions").map(Self.casesAfterPrepositions) ?? .init()
    for (preposition, form) in casesAfterPrepositions.prepositions where inflections[form] == nil {
      throw try root.required("casesAfterPrepositions").invalid("'\(preposition)': '\(form)' is no inflection")
    }

    let phrasesField = try root.required("phrases")
    guard case .object(let members) = phrasesField.value.kind else {
      throw phrasesField.invalid("expected an object of phrase id to template")
    }
    // In the file's order, so the first malformed phrase is the one named.
    var checked: [String: Template] = [:]
    var pending: [String: JSONFieldReader] = [:]
    for member in members {
      let field = JSONFieldReader(document: document, value: member.value, path: "phrases.\(member.key)")
      switch loading {
      case .checkingEveryPhrase: checked[member.key] = try Self.template(field)
      case .onDemand:
        _ = try field.string()
        pending[member.key] = field
      }
    }
    templates = loading == .checkingEveryPhrase ? PhraseTemplates(checked: checked) : PhraseTemplates(pending: pending)
  }

  /// `"inflections": {"genitive": {"words": {…}, "cardinal": {…}, "ordinal": {…}, "afterNumber": "r."}}`,
  /// `{"fromArticle": {"articles": {"0": "dallo ", "8*": "dall'", "*": "dal "}, "otherwise": "da "}}`.
  private static func inflections(_ field: JSONFieldReader) throws(ChartModelError) -> [String: Inflection] {
    var result: [String: Inflection] = [:]
    for (name, form) in try Self.members(field) {
      try form.requireObject(allowedKeys: [
        "words", "wordsAtStart", "cardinal", "ordinal", "afterNumber", "afterNumber.speech", "articles", "otherwise",
        "lessUnits", "construct", "spellOnlyWith",
      ])
      var inflection = Inflection()
      inflection.words = try form.member("words").map(Self.strings) ?? [:]
      inflection.wordsAtStart = try form.member("wordsAtStart")?.bool() ?? false
      inflection.cardinal = try form.member("cardinal").map(Self.strings) ?? [:]
      inflection.ordinal = try form.member("ordinal").map(Self.strings) ?? [:]
      if let after = try form.member("afterNumber")?.string() { inflection.afterNumber[.display] = after }
      if let after = try form.member("afterNumber.speech")?.string() { inflection.afterNumber[.speech] = after }
      if inflection.afterNumber[.speech] == nil { inflection.afterNumber[.speech] = inflection.afterNumber[.display] }
      inflection.articles = try form.member("articles").map(Self.strings) ?? [:]
      inflection.otherwise = try form.member("otherwise")?.string()
      inflection.lessUnits = try form.member("lessUnits")?.bool() ?? false
      inflection.construct = try form.member("construct")?.bool() ?? false
      if let words = form.member("spellOnlyWith") {
        inflection.spellOnlyWith = Set(try words.array().map { item throws(ChartModelError) in try item.string() })
      }
      result[name] = inflection
    }
    return result
  }

  /// `"casesAfterPrepositions": {"prepositions": {"von": "numberDative"}, "through": ["etwa"],
  /// "pairs": {"zwischen": "und"}}`.
  private static func casesAfterPrepositions(_ field: JSONFieldReader) throws(ChartModelError)
    -> CasesAfterPrepositions
  {
    try field.requireObject(allowedKeys: ["prepositions", "through", "pairs"])
    var cases = CasesAfterPrepositions()
    cases.prepositions = try field.member("prepositions").map(Self.strings) ?? [:]
    cases.pairs = try field.member("pairs").map(Self.strings) ?? [:]
    if let through = field.member("through") {
      cases.through = Set(try through.array().map { item throws(ChartModelError) in try item.string() })
    }
    return cases
  }

  /// Each cardinal table's thousands nouns by plural category (`"1000s.few"`, Arabic "آلَاف";
  /// `"1000s.many.noun"` before the counted noun) as the noun after each count of thousands of
  /// that category (`"1000s.3"` … `"1000s.999"`, `"1000s.25.noun"`); millions, billions and
  /// trillions alike (`"1000000s.few"`, Arabic "مَلَايِين").
  ///
  /// - Complexity: O(*f*) for *f* forms (a thousand counts each).
  private static func countingThousands(_ forms: [String: Inflection], _ rules: PluralRules) -> [String: Inflection] {
    forms.mapValues { form in
      let scales = Inflection.scales.map { "\($0)s" }.filter { scale in
        form.cardinal.keys.contains { $0.hasPrefix(scale + ".") }
      }
      guard !scales.isEmpty else { return form }
      var counted = form
      for count in 2...999 {
        let category = rules.category(for: PluralOperands(integer: count))
        for scale in scales {
          for end in ["", ".noun"] {
            if let noun = form.cardinal["\(scale).\(category.rawValue)\(end)"] {
              counted.cardinal["\(scale).\(count)\(end)"] = noun
            }
          }
        }
      }
      return counted
    }
  }

  private static func strings(_ field: JSONFieldReader) throws(ChartModelError) -> [String: String] {
    var result: [String: String] = [:]
    for (key, value) in try members(field) { result[key] = try value.string() }
    return result
  }

  private static func members(_ field: JSONFieldReader) throws(ChartModelError) -> [(String, JSONFieldReader)] {
    guard case .object(let members) = field.value.kind else { throw field.invalid("expected an object") }
    return members.map {
      ($0.key, JSONFieldReader(document: field.document, value: $0.value, path: field.path(of: $0.key)))
    }
  }
}
