import ChartModel

/// What a CSV column holds, inferred from its cells.
enum ColumnType: Sendable, Equatable {
  /// Every cell seen is empty or a missing-value marker.
  case empty
  /// Numbers: any other non-empty cell in the column is an error.
  case number
  /// Dates in one form: any other non-empty cell in the column is an error.
  case date(CSVDateFormat)
  /// Category names.
  case text
}

/// Counts what kinds of cells a column holds, to decide its ``ColumnType``.
///
/// A cell is a *number* as ``CSVNumberStyle`` reads it (`1e400` counts: it is well-formed, and
/// reading it reports the range error; so does `inf`); *missing* when it is a missing-value marker
/// (`NA`, `N/A`, `null`, `NaN`, `-`, …); a *date* in any ``CSVDateFormat``; a bare year (`2024`) is a
/// number, and also a date in a column of dates.
///
/// The type follows the majority of the cells that are not empty or missing, so that one typo in a
/// column of numbers is reported where it is rather than turning the column into categories:
/// - ``ColumnType/date(_:)`` when the column has full dates, its only numbers are bare years, and
///   dates and bare years are more than half of the cells; the form is the most common one;
/// - else ``ColumnType/number`` when it has numbers and they are more than half of the cells;
/// - ``ColumnType/empty`` when no cell has content, else ``ColumnType/text``.
struct ColumnTypeInference: Sendable {
  let style: CSVNumberStyle
  private(set) var numbers = 0
  private(set) var bareYears = 0
  private(set) var missing = 0
  private(set) var dates: [CSVDateFormat: Int] = [:]
  private(set) var texts = 0
  /// The first cell that is a number only with the other decimal separator (`1,5` when the
  /// separator is `.`), for a hint.
  private(set) var otherSeparatorExample: String?

  init(style: CSVNumberStyle = CSVNumberStyle(decimal: .point)) {
    self.style = style
  }

  /// Counts one cell (already trimmed; `escaped` when it holds doubled quotes).
  ///
  /// - Complexity: O(*n*) in the length of the cell.
  mutating func observe(_ cell: UnsafeBufferPointer<UInt8>, escaped: Bool) {
    if cell.isEmpty { return }
    if escaped {
      texts += 1
      return
    }
    switch style.read(cell).scan {
    case .number, .outOfRange, .infinity:
      numbers += 1
      if cell.count == 4, cell.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { bareYears += 1 }
    case .missing:
      missing += 1
    case .notANumber:
      if let format = CSVDateFormat.detect(cell) {
        dates[format, default: 0] += 1
      } else {
        texts += 1
        if otherSeparatorExample == nil {
          let other = CSVNumberStyle(decimal: style.decimal == .point ? .comma : .point)
          if case .number = other.read(cell).scan {
            otherSeparatorExample = String(decoding: cell, as: UTF8.self)
          }
        }
      }
    }
  }

  /// The type the cells counted so far give the column.
  var type: ColumnType {
    let dateCount = dates.values.reduce(0, +)
    let cells = numbers + dateCount + texts
    if cells == 0 { return .empty }
    if dateCount > 0, numbers == bareYears, 2 * (dateCount + bareYears) > cells,
      let format = CSVDateFormat.allCases.max(by: { dates[$0, default: 0] < dates[$1, default: 0] })
    {
      return .date(format)
    }
    if numbers > 0, 2 * numbers > cells { return .number }
    return .text
  }
}
