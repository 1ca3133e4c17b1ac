import ChartModel

extension DecimalSeparator {
  /// The separator a cell shows, or `nil` when it shows none: `1.234,5`, `0,25`, `-3,5 €` and
  /// `1.234.567` show `,`; `1,234.5`, `12.5`, `0.125` and `1,234,567` show `.`; `1,234`, `1.234`,
  /// `42` and text show nothing (`1,234` is a thousand or one and a bit). A cell counts only when
  /// the style it shows reads it as a number, so a date such as `2024.01.05` shows nothing.
  ///
  /// - Complexity: O(*n*) in the length of the cell.
  static func evidence(_ cell: UnsafeBufferPointer<UInt8>) -> DecimalSeparator? {
    var points: [Int] = []
    var commas: [Int] = []
    for (index, byte) in cell.enumerated() {
      if byte == UInt8(ascii: ".") { points.append(index) }
      if byte == UInt8(ascii: ",") { commas.append(index) }
    }
    let shown: DecimalSeparator?
    if let point = points.last, let comma = commas.last {
      shown = point > comma ? .point : .comma
    } else if !points.isEmpty {
      shown = single(points, in: cell) ? .point : points.count > 1 ? .comma : nil
    } else if !commas.isEmpty {
      shown = single(commas, in: cell) ? .comma : commas.count > 1 ? .point : nil
    } else {
      shown = nil
    }
    guard let shown, CSVNumberStyle(decimal: shown).read(cell).scan != .notANumber else { return nil }
    return shown
  }

  /// Whether one separator at `positions` can only be a decimal separator: not exactly three
  /// digits after it, or a whole part that no thousands group could start (`0`, four digits).
  private static func single(_ positions: [Int], in cell: UnsafeBufferPointer<UInt8>) -> Bool {
    guard positions.count == 1, let at = positions.first else { return false }
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    let after = cell[(at + 1)...].prefix(while: isDigit).count
    let before = cell[..<at].reversed().prefix(while: isDigit).count
    if after != 3 { return after > 0 }
    return before > 3 || (before == 1 && cell[at - 1] == UInt8(ascii: "0"))
  }
}

/// The unit a spreadsheet wrote beside a number: a currency sign or a percent sign.
enum CSVUnit: String, Sendable, Hashable {
  case usd = "USD"
  case eur = "EUR"
  case gbp = "GBP"
  case percent = "%"

  /// The sign as written, for messages.
  var symbol: String {
    switch self {
    case .usd: "$"
    case .eur: "€"
    case .gbp: "£"
    case .percent: "%"
    }
  }
}

/// How numbers are written in a CSV file, and reading them as spreadsheets export them.
///
/// Besides the plain numbers ``DecimalNumber`` reads, a cell may hold
/// - thousands separators: `1,234,567.5` (`.` as the decimal separator) or `1.234.567,5` (`,`);
///   a space, a no-break space, a thin space or `'` also group, in either style. Groups after the
///   first must have three digits, so `1,5` is not fifteen;
/// - a decimal comma, in the ``DecimalSeparator/comma`` style: `-0,25`;
/// - a currency sign before or after the number (`$12`, `-$12`, `$-12`, `12 €`, `£3.50`) or a percent
///   sign after it (`12.5%`), which becomes the unit: `USD`, `EUR`, `GBP` or `%`. The value is the
///   number as written (`12.5%` is 12.5 with the unit `%`).
struct CSVNumberStyle: Sendable, Equatable {
  var decimal: DecimalSeparator

  /// The number in a trimmed cell, and the unit written beside it.
  ///
  ///     CSVNumberStyle(decimal: .point).read("$1,234.50")   // (.number(1234.5), .usd)
  ///     CSVNumberStyle(decimal: .comma).read("1.234,5")     // (.number(1234.5), nil)
  ///     CSVNumberStyle(decimal: .point).read("NA")          // (.missing, nil)
  ///
  /// - Complexity: O(*n*) in the length of the cell. A plain number in the point style costs one
  ///   ``DecimalNumber/scan(_:)``.
  @inline(__always)
  func read(_ cell: UnsafeBufferPointer<UInt8>) -> (scan: DecimalNumber.Scan, unit: CSVUnit?) {
    if decimal == .point || !cell.contains(UInt8(ascii: ".")) {
      let scan = DecimalNumber.scan(cell)
      if scan != .notANumber { return (scan, nil) }
    }
    return lenient(cell)
  }

  /// ``read(_:)`` on an array, for tests.
  func read(_ text: [UInt8]) -> (scan: DecimalNumber.Scan, unit: CSVUnit?) {
    text.withUnsafeBufferPointer { read($0) }
  }

  /// The longest number text (digits, sign and point) that ``lenient(_:)`` rewrites.
  private static let maximumLength = 80

  /// Reads the decorated forms: signs, grouping, decimal comma, currency and percent.
  private func lenient(_ cell: UnsafeBufferPointer<UInt8>) -> (
    scan: DecimalNumber.Scan, unit: CSVUnit?
  ) {
    var i = 0
    let n = cell.count
    var negative = false
    var sawSign = false
    var unit: CSVUnit?

    func skipSpaces() {
      while i < n {
        if cell[i] == 0x20 {
          i += 1
          continue
        }
        let width = Self.spaceWidth(cell, at: i)
        if width == 0 { return }
        i += width
      }
    }
    func takeSign() -> Bool {
      guard i < n else { return false }
      if cell[i] == UInt8(ascii: "-") || cell[i] == UInt8(ascii: "+") {
        negative = cell[i] == UInt8(ascii: "-")
        i += 1
        return true
      }
      // U+2212 MINUS SIGN
      if i + 2 < n, cell[i] == 0xE2, cell[i + 1] == 0x88, cell[i + 2] == 0x92 {
        negative = true
        i += 3
        return true
      }
      return false
    }

    sawSign = takeSign()
    if let (currency, width) = Self.currency(cell, at: i) {
      unit = currency
      i += width
      skipSpaces()
      if !sawSign { sawSign = takeSign() }
    }

    // The body: digits, grouped or not, then a decimal separator and digits.
    var text: [UInt8] = []
    text.reserveCapacity(24)
    if negative { text.append(UInt8(ascii: "-")) }
    let decimalByte = UInt8(ascii: decimal == .point ? "." : ",")
    var groupSeparator: (byte0: UInt8, width: Int)?
    var groupLength = 0
    var integerDigits = 0
    while i < n {
      let byte = cell[i]
      if byte >= 0x30 && byte <= 0x39 {
        text.append(byte)
        groupLength += 1
        integerDigits += 1
        i += 1
        continue
      }
      let width = Self.groupSeparatorWidth(cell, at: i, decimal: decimal)
      guard width > 0, i + width < n, cell[i + width] >= 0x30, cell[i + width] <= 0x39 else {
        break
      }
      // Every separator must be the same, after a first group of 1…3 digits and full groups.
      if let separator = groupSeparator {
        guard separator.byte0 == byte, separator.width == width, groupLength == 3 else {
          return (.notANumber, nil)
        }
      } else {
        guard groupLength >= 1, groupLength <= 3 else { return (.notANumber, nil) }
        groupSeparator = (byte, width)
      }
      groupLength = 0
      i += width
    }
    if groupSeparator != nil, groupLength != 3 { return (.notANumber, nil) }
    var fractionDigits = 0
    if i < n, cell[i] == decimalByte {
      text.append(UInt8(ascii: "."))
      i += 1
      while i < n, cell[i] >= 0x30, cell[i] <= 0x39 {
        text.append(cell[i])
        fractionDigits += 1
        i += 1
      }
    }
    guard integerDigits + fractionDigits > 0, text.count <= Self.maximumLength else {
      return (.notANumber, nil)
    }

    // What may follow: a percent or currency sign, after optional spaces.
    skipSpaces()
    if i < n {
      if cell[i] == UInt8(ascii: "%"), unit == nil {
        unit = .percent
        i += 1
      } else if unit == nil, let (currency, width) = Self.currency(cell, at: i) {
        unit = currency
        i += width
      }
    }
    guard i == n else { return (.notANumber, nil) }
    // Nothing to rewrite: the plain reader has already said it is no number.
    guard unit != nil || groupSeparator != nil || decimal == .comma || sawSign else {
      return (.notANumber, nil)
    }
    return (DecimalNumber.scan(text), unit)
  }

  /// The currency sign at `i` and its length in bytes: `$`, `€` or `£`.
  private static func currency(_ cell: UnsafeBufferPointer<UInt8>, at i: Int) -> (CSVUnit, Int)? {
    guard i < cell.count else { return nil }
    if cell[i] == UInt8(ascii: "$") { return (.usd, 1) }
    if i + 2 < cell.count, cell[i] == 0xE2, cell[i + 1] == 0x82, cell[i + 2] == 0xAC {
      return (.eur, 3)
    }
    if i + 1 < cell.count, cell[i] == 0xC2, cell[i + 1] == 0xA3 { return (.gbp, 2) }
    return nil
  }

  /// The length of a no-break, narrow no-break or thin space at `i`, or 0.
  private static func spaceWidth(_ cell: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    if i + 1 < cell.count, cell[i] == 0xC2, cell[i + 1] == 0xA0 { return 2 }  // U+00A0
    if i + 2 < cell.count, cell[i] == 0xE2, cell[i + 1] == 0x80,
      cell[i + 2] == 0xAF || cell[i + 2] == 0x89
    {
      return 3  // U+202F, U+2009
    }
    return 0
  }

  /// The length of a thousands separator at `i` in this style, or 0.
  private static func groupSeparatorWidth(
    _ cell: UnsafeBufferPointer<UInt8>, at i: Int, decimal: DecimalSeparator
  ) -> Int {
    switch cell[i] {
    case UInt8(ascii: ","): return decimal == .point ? 1 : 0
    case UInt8(ascii: "."): return decimal == .comma ? 1 : 0
    case UInt8(ascii: " "), UInt8(ascii: "'"): return 1
    default: return spaceWidth(cell, at: i)
    }
  }
}
