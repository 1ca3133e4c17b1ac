import Foundation

/// Categories that are time: month names ("Jan" … "Dec", "Januar", "janv."), weekday names
/// ("Mon" … "Sun"), quarters ("Q1" … "Q4", "Q3 2022"), halves ("H1", "H2 2023"), years
/// ("2019" … "2024") and fiscal years ("FY2023"), in the calendar's order.
///
/// Bars over such categories are an ordered time axis: they follow the trend plan, and months and
/// weekdays are said by their full names in the output language, never as the abbreviation.
/// The names are recognised in every supported language (CLDR's wide and abbreviated forms);
/// what is said about them comes from the phrase files.
public struct CategoryTime: Sendable, Equatable {
  public enum Kind: String, Sendable, Equatable {
    case month
    case weekday
    case quarter
    case half
    case year
    case fiscalYear
    /// Hours of the day, only as typed positions (``RecurringTime``).
    case hourOfDay
    /// Days of the month, only as typed positions (``RecurringTime``).
    case dayOfMonth
    /// Days of the year by month and day, only as typed positions (``RecurringTime``).
    case dayOfYear
  }

  public var kind: Kind
  /// For months, 1 … 12 for each category; for weekdays, 1 (Monday) … 7 (Sunday); for hours,
  /// 0 … 23; for days of the month, 1 … 31; for the other kinds, the period's rank in time
  /// (year × 4 + quarter, for example; 0 … 3 for a quarter without a year).
  public var indices: [Int]
  /// Whether each category follows the one before by exactly one period (January, February,
  /// March), so that a slope per category is a slope per month.
  public var isConsecutive: Bool

  /// Recognises the categories, or `nil` when they are not all periods of one kind in calendar
  /// order (at most one wrap, as in a fiscal year from July to June or a week from Sunday).
  ///
  /// - Complexity: O(*n* × *m*) for *n* categories and *m* known names.
  public init?(_ categories: [String]) {
    guard categories.count >= 2, categories.count <= 400 else { return nil }
    for kind in [Kind.month, .weekday] {
      for names in (kind == .month ? Self.monthNames : Self.weekdayNames) {
        if let indices = Self.match(categories, names: names),
          let consecutive = Self.ordered(indices, cycle: names.count)
        {
          self.init(kind: kind, indices: indices, isConsecutive: consecutive)
          return
        }
      }
    }
    for kind in [Kind.quarter, .half, .year, .fiscalYear] {
      var indices: [Int] = []
      for category in categories {
        guard let index = Self.period(category, kind: kind) else { break }
        indices.append(index)
      }
      guard indices.count == categories.count else { continue }
      // A bare "Q1" … "Q4" or "H1", "H2" may wrap once like months; dated periods only rise.
      let cycle = kind == .quarter ? 4 : kind == .half ? 2 : 0
      let bare = indices.allSatisfy { $0 < cycle }
      if bare, let consecutive = Self.ordered(indices.map { $0 + 1 }, cycle: cycle) {
        self.init(kind: kind, indices: indices, isConsecutive: consecutive)
        return
      }
      if !bare, zip(indices, indices.dropFirst()).allSatisfy({ $0 < $1 }) {
        let consecutive = zip(indices, indices.dropFirst()).allSatisfy { $1 - $0 == 1 }
        self.init(kind: kind, indices: indices, isConsecutive: consecutive)
        return
      }
    }
    return nil
  }

  /// Reads typed positions of one cycle, or `nil` when they are fewer than two, mix cycles or
  /// are not in calendar order (at most one wrap, as for ``init(_:)``).
  ///
  /// - Complexity: O(*n*) in the positions.
  public init?(_ times: [RecurringTime]) {
    guard times.count >= 2, let cycle = times.first?.cycle, times.allSatisfy({ $0.cycle == cycle }) else { return nil }
    let kind: Kind =
      switch cycle {
      case .monthOfYear: .month
      case .dayOfWeek: .weekday
      case .quarterOfYear: .quarter
      case .hourOfDay: .hourOfDay
      case .dayOfMonth: .dayOfMonth
      case .dayOfYear: .dayOfYear
      }
    // `ordered` counts from 1; hours from 0.
    let shift = 1 - cycle.firstPhase
    guard let consecutive = Self.ordered(times.map { $0.phase + shift }, cycle: cycle.phaseCount) else { return nil }
    // A quarter without a year is ranked 0 … 3, as the bare "Q1" … "Q4" are.
    self.init(kind: kind, indices: times.map { kind == .quarter ? $0.phase - 1 : $0.phase }, isConsecutive: consecutive)
  }

  /// The typed positions when there are any, else the names.
  init?(_ categories: [String], recurring: [RecurringTime]?) {
    if let recurring, recurring.count == categories.count {
      self.init(recurring)
    } else {
      self.init(categories)
    }
  }

  public init(kind: Kind, indices: [Int], isConsecutive: Bool) {
    self.kind = kind
    self.indices = indices
    self.isConsecutive = isConsecutive
  }

  // MARK: - Names

  /// Wide month names, January first, in each supported language (CLDR), and the abbreviations
  /// that are not prefixes of them.
  static let monthNames: [[[String]]] = [
    [
      "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
      "december",
    ],
    [
      "januar", "februar", "marz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november",
      "dezember",
    ],
    [
      "janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre",
      "decembre",
    ],
    [
      "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre",
      "diciembre",
    ],
    [
      "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
      "novembre", "dicembre",
    ],
    [
      "janeiro", "fevereiro", "marco", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro",
      "dezembro",
    ],
    [
      "januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november",
      "december",
    ],
    [
      "styczen", "luty", "marzec", "kwiecien", "maj", "czerwiec", "lipiec", "sierpien", "wrzesien", "pazdziernik",
      "listopad", "grudzien",
    ],
    ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
  ].map { names in names.map { [$0] } }
    .enumerated().map { language, names in
      // Abbreviations that are not prefixes of the wide name.
      var names = names
      switch language {
      case 1: names[2].append("mrz")
      case 6: names[2].append("mrt")
      case 8: names[1].append("फरवरी")
      default: break
      }
      return names
    }

  /// Wide weekday names, Monday first, in each supported language (CLDR), with the short forms
  /// that are not prefixes of them ("Di" is a prefix, so is "Tues").
  static let weekdayNames: [[[String]]] = [
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    ["montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"],
    ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"],
    ["lunedi", "martedi", "mercoledi", "giovedi", "venerdi", "sabato", "domenica"],
    ["segunda-feira", "terca-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sabado", "domingo"],
    ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
    ["poniedziałek", "wtorek", "sroda", "czwartek", "piatek", "sobota", "niedziela"],
    ["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार"],
    ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"],
  ].enumerated().map { language, names in
    var names = names.map { [$0] }
    switch language {
    case 0: names[3].append("thur")
    case 1, 6: break  // two-letter forms ("Mo", "di") are prefixes
    case 7:
      names[1].append("wt")
      names[2].append("sr")
      names[4].append("pt")
      names[6].append("nd")
    case 8:
      for (index, short) in ["सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि", "रवि"].enumerated() { names[index].append(short) }
    case 9: names[0].append("الإثنين")
    default: break
    }
    return names
  }

  /// Lowercased, without diacritics, a trailing full stop or surrounding spaces.
  static func fold(_ text: String) -> String {
    var folded = text.trimmingCharacters(in: .whitespaces)
      .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    if folded.hasSuffix(".") { folded.removeLast() }
    return folded
  }

  /// The 1-based index of every category among `names`, or `nil` when one matches none or
  /// several. A category matches a name it equals, or starts (two letters or more for
  /// weekdays, three for months), or one of its listed short forms.
  static func match(_ categories: [String], names: [[String]]) -> [Int]? {
    let minimum = names.count == 12 ? 3 : 2
    let folded = names.map { $0.map(fold) }
    var indices: [Int] = []
    for category in categories {
      let text = fold(category)
      guard !text.isEmpty else { return nil }
      let hits = folded.indices.filter { index in
        folded[index].enumerated().contains { position, name in
          text == name || (position == 0 && text.count >= minimum && name.hasPrefix(text))
        }
      }
      guard hits.count == 1 else { return nil }
      indices.append(hits[0] + 1)
    }
    return indices
  }

  /// Whether 1-based indices rise through the cycle with at most one wrap and no repeat; `nil`
  /// when they do not, else whether each step is exactly one.
  static func ordered(_ indices: [Int], cycle: Int) -> Bool? {
    guard cycle > 0, indices.count <= cycle, Set(indices).count == indices.count else { return nil }
    var wraps = 0
    var consecutive = true
    for (previous, next) in zip(indices, indices.dropFirst()) {
      if next <= previous { wraps += 1 }
      if (previous % cycle) + 1 != next { consecutive = false }
    }
    guard wraps <= 1 else { return nil }
    if wraps == 1, let first = indices.first, let last = indices.last, last >= first { return nil }
    return consecutive
  }

  /// A quarter, half, year or fiscal year's rank in time: the bare "Q3" is 2, "Q3 2022" is
  /// 2022 × 4 + 2, "2019" is 2019, "FY2023" and "FY23" are 2023.
  static func period(_ text: String, kind: Kind) -> Int? {
    let upper = text.trimmingCharacters(in: .whitespaces).uppercased()
    let parts = upper.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "/" || $0 == "_" }).map(String.init)
    func year(_ part: String) -> Int? {
      guard part.count == 4, part.allSatisfy(\.isASCIIDigit), let value = Int(part), (1000...2999).contains(value)
      else { return nil }
      return value
    }
    func numbered(_ part: String, prefix: Character, count: Int) -> Int? {
      guard part.count == 2, part.first == prefix, let digit = part.last?.wholeNumberValue, (1...count).contains(digit)
      else { return nil }
      return digit - 1
    }
    switch kind {
    case .quarter, .half:
      let (prefix, count) = kind == .quarter ? (Character("Q"), 4) : (Character("H"), 2)
      if parts.count == 1 { return numbered(parts[0], prefix: prefix, count: count) }
      guard parts.count == 2 else { return nil }
      if let period = numbered(parts[0], prefix: prefix, count: count), let year = year(parts[1]) {
        return year * count + period
      }
      if let year = year(parts[0]), let period = numbered(parts[1], prefix: prefix, count: count) {
        return year * count + period
      }
      return nil
    case .year:
      return parts.count == 1 ? year(parts[0]) : nil
    case .fiscalYear:
      let joined = parts.joined()
      guard joined.hasPrefix("FY") else { return nil }
      let digits = String(joined.dropFirst(2))
      if let full = year(digits) { return full }
      guard digits.count == 2, digits.allSatisfy(\.isASCIIDigit), let short = Int(digits) else { return nil }
      return 2000 + short
    case .month, .weekday, .hourOfDay, .dayOfMonth, .dayOfYear:
      return nil
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
