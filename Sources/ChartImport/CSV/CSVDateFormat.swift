import ChartModel

/// The ways a CSV column may write dates. A column uses one of them; a cell in another form is an
/// error, since `3/4/2024` and `4.3.2024` read alike by accident would be a wrong date.
///
/// Every form may carry a time of day after a space (`H:mm` or `H:mm:ss`, 24-hour). Dates and
/// times without an offset are UTC.
enum CSVDateFormat: Sendable, Hashable, CaseIterable {
  /// ISO 8601: `2024-03-15`, `2024-03`, `2024-03-15T10:30Z` (see ``ISO8601``); bare years in a
  /// column of dates.
  case iso
  /// US spreadsheets: `3/15/2024`, `03/15/2024 14:05`.
  case monthDayYear
  /// Much of Europe: `15.3.2024`, `15.03.2024 14:05:30`.
  case dayMonthYear
  /// `2024/03/15`, `2024/03/15 14:05`.
  case yearMonthDay
  /// Quarters, as spreadsheets and statistics offices write them: `2024-Q1`, `2024 Q1`, `2024Q1`,
  /// `Q1 2024`, `Q1-2024` (`q` too); the date is the quarter's first day. No time of day.
  case yearQuarter

  /// An example of the form, for messages.
  var example: String {
    switch self {
    case .iso: "2024-03-05 or 2024-03-05T10:30Z"
    case .monthDayYear: "3/15/2024 (M/d/yyyy)"
    case .dayMonthYear: "15.3.2024 (d.M.yyyy)"
    case .yearMonthDay: "2024/03/15 (yyyy/MM/dd)"
    case .yearQuarter: "2024-Q1 or Q1 2024"
    }
  }

  /// The form of a cell, if it is a date in one of them; a bare year is no date here.
  static func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> CSVDateFormat? {
    if ISO8601.parse(bytes: bytes) != nil { return .iso }
    for format in [CSVDateFormat.monthDayYear, .dayMonthYear, .yearMonthDay, .yearQuarter]
    where format.parse(bytes) != nil {
      return format
    }
    return nil
  }

  /// Seconds since 1970 (UTC) of a date in this form, or `nil`.
  ///
  ///     CSVDateFormat.monthDayYear.parse("3/15/2024")   // 1710460800
  ///
  /// - Parameter allowingBareYear: whether `2024` alone is a date (in a column of dates).
  /// - Complexity: O(*n*) in the length of the text.
  func parse(_ bytes: UnsafeBufferPointer<UInt8>, allowingBareYear: Bool = false) -> Double? {
    if self == .iso { return ISO8601.parse(bytes: bytes, allowingBareYear: allowingBareYear) }
    var scanner = ISO8601.Scanner(bytes: bytes)
    if allowingBareYear, bytes.count == 4, let year = scanner.number(digits: 4...4), scanner.isAtEnd {
      return CivilDate(year: year, month: 1, day: 1).secondsSince1970
    }
    scanner.index = 0
    if self == .yearQuarter { return Self.quarter(&scanner) }
    let year: Int
    let month: Int
    let day: Int
    switch self {
    case .iso, .yearQuarter:
      return nil
    case .monthDayYear, .dayMonthYear:
      let separator = UInt8(ascii: self == .monthDayYear ? "/" : ".")
      guard let first = scanner.number(digits: 1...2), scanner.take(separator),
        let second = scanner.number(digits: 1...2), scanner.take(separator),
        let y = scanner.number(digits: 4...4)
      else { return nil }
      (month, day) = self == .monthDayYear ? (first, second) : (second, first)
      year = y
    case .yearMonthDay:
      guard let y = scanner.number(digits: 4...4), scanner.take(UInt8(ascii: "/")),
        let m = scanner.number(digits: 1...2), scanner.take(UInt8(ascii: "/")),
        let d = scanner.number(digits: 1...2)
      else { return nil }
      (year, month, day) = (y, m, d)
    }
    guard (1...12).contains(month),
      (1...CivilDate.daysInMonth(year: year, month: month)).contains(day)
    else { return nil }
    var date = CivilDate(year: year, month: month, day: day)
    if !scanner.isAtEnd {
      guard scanner.take(UInt8(ascii: " ")) || scanner.take(UInt8(ascii: "T")),
        let hour = scanner.number(digits: 1...2), hour < 24, scanner.take(UInt8(ascii: ":")),
        let minute = scanner.number(digits: 2...2), minute < 60
      else { return nil }
      date.hour = hour
      date.minute = minute
      if scanner.take(UInt8(ascii: ":")) {
        guard let second = scanner.number(digits: 2...2), second < 61 else { return nil }
        date.second = Double(second)
      }
      guard scanner.isAtEnd else { return nil }
    }
    return date.secondsSince1970
  }

  /// The first day of a quarter written `2024-Q1`, `2024 Q1`, `2024Q1`, `Q1 2024` or `Q1-2024`.
  private static func quarter(_ scanner: inout ISO8601.Scanner) -> Double? {
    func quarterNumber(_ scanner: inout ISO8601.Scanner) -> Int? {
      guard scanner.take(UInt8(ascii: "Q")) || scanner.take(UInt8(ascii: "q")),
        let quarter = scanner.number(digits: 1...1), (1...4).contains(quarter)
      else { return nil }
      return quarter
    }
    func separator(_ scanner: inout ISO8601.Scanner, optional: Bool) -> Bool {
      scanner.take(UInt8(ascii: "-")) || scanner.take(UInt8(ascii: " ")) || optional
    }
    let year: Int
    let quarter: Int
    if let q = quarterNumber(&scanner) {
      guard separator(&scanner, optional: false), let y = scanner.number(digits: 4...4) else { return nil }
      (year, quarter) = (y, q)
    } else {
      scanner.index = 0
      guard let y = scanner.number(digits: 4...4), separator(&scanner, optional: true),
        let q = quarterNumber(&scanner)
      else { return nil }
      (year, quarter) = (y, q)
    }
    guard scanner.isAtEnd else { return nil }
    return CivilDate(year: year, month: 3 * quarter - 2, day: 1).secondsSince1970
  }
}

extension ISO8601.Scanner {
  /// A run of digits whose length is in `digits`, not followed by another digit.
  mutating func number(digits: ClosedRange<Int>) -> Int? {
    var value = 0
    var count = 0
    while count < digits.upperBound, let digit = digit() {
      value = value * 10 + digit
      count += 1
    }
    guard digits.contains(count), index == bytes.count || bytes[index] < 0x30 || bytes[index] > 0x39
    else { return nil }
    return value
  }
}
