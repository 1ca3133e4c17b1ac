/// What a CSV column holds, inferred from its cells.
enum ColumnType: Sendable, Equatable {
  /// Every cell seen is empty.
  case empty
  /// Numbers: any other non-empty cell in the column is an error.
  case number
  /// ISO 8601 dates: any other non-empty cell in the column is an error.
  case date
  /// Category names.
  case text
}

/// Counts what kinds of cells a column holds, to decide its ``ColumnType``.
///
/// A cell is a *number* by ``DecimalNumber`` (`1e400` counts: it is well-formed, and reading it
/// reports the range error); a *placeholder* spells NaN, an infinity or a missing value (`NA`,
/// `null`); a *date* is anything ``ISO8601/parse(bytes:allowingBareYear:)`` accepts; a bare year
/// (`2024`) is a number, and also a date in a column of dates.
///
/// The type follows the majority of the non-empty cells, so that one typo in a column of numbers
/// is reported where it is rather than turning the column into categories:
/// - ``ColumnType/date`` when the column has full dates, its only numbers are bare years, and
///   dates and bare years are more than half of the cells;
/// - else ``ColumnType/number`` when it has numbers, and numbers and placeholders are more than
///   half of the cells (`1, NaN, 3` is a number column whose `NaN` is an error);
/// - ``ColumnType/empty`` when no cell has content, else ``ColumnType/text``.
struct ColumnTypeInference: Sendable {
  private(set) var numbers = 0
  private(set) var bareYears = 0
  private(set) var placeholders = 0
  private(set) var dates = 0
  private(set) var texts = 0
  /// The first cell that looks like a number written with a decimal comma (`1,5`), for a hint.
  private(set) var decimalCommaExample: String?

  /// Counts one cell (already trimmed; `escaped` when it holds doubled quotes).
  ///
  /// - Complexity: O(*n*) in the length of the cell.
  mutating func observe(_ cell: UnsafeBufferPointer<UInt8>, escaped: Bool) {
    if cell.isEmpty { return }
    if escaped {
      texts += 1
      return
    }
    switch DecimalNumber.scan(cell) {
    case .number, .outOfRange:
      numbers += 1
      if cell.count == 4, cell.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { bareYears += 1 }
    case .placeholder:
      placeholders += 1
    case .notANumber:
      if ISO8601.parse(bytes: cell) != nil {
        dates += 1
      } else {
        texts += 1
        if decimalCommaExample == nil, Self.looksLikeDecimalComma(cell) {
          decimalCommaExample = String(decoding: cell, as: UTF8.self)
        }
      }
    }
  }

  /// The type the cells counted so far give the column.
  var type: ColumnType {
    let cells = numbers + placeholders + dates + texts
    if cells == 0 { return .empty }
    if dates > 0, numbers == bareYears, 2 * (dates + bareYears) > cells { return .date }
    if numbers > 0, 2 * (numbers + placeholders) > cells { return .number }
    return .text
  }

  /// `-1,5` or `12,25`: digits, one comma, digits.
  private static func looksLikeDecimalComma(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
    var body = cell[...]
    if body.first == UInt8(ascii: "-") { body = body.dropFirst() }
    guard let comma = body.firstIndex(of: UInt8(ascii: ",")) else { return false }
    let whole = body[..<comma]
    let fraction = body[(comma + 1)...]
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    return !whole.isEmpty && !fraction.isEmpty && whole.allSatisfy(isDigit)
      && fraction.allSatisfy(isDigit)
  }
}
