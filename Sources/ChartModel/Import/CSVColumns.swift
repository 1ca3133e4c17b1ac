/// Reads a CSV table's x cells as axis positions: numbers as themselves, dates as seconds since
/// 1970 (UTC), categories as indices into ``categories``, interned in order of first appearance.
struct CSVXColumn {
  enum Kind: Sendable, Equatable {
    case numeric, temporal, categorical

    /// The kind for a column of this type: a column with no values yet is read as categories.
    init(_ type: ColumnType) {
      switch type {
      case .number: self = .numeric
      case .date: self = .temporal
      case .empty, .text: self = .categorical
      }
    }

    var axisType: AxisType {
      switch self {
      case .numeric: .numeric
      case .temporal: .temporal
      case .categorical: .categorical
      }
    }
  }

  let index: Int
  let name: String
  let kind: Kind
  /// The categories met so far, in order of first appearance.
  private(set) var categories: [String] = []
  private var categoryIndices: [String: Int] = [:]

  init(index: Int, name: String, kind: Kind) {
    self.index = index
    self.name = name
    self.kind = kind
  }

  /// The position of the row's x cell, or `nil` when the cell is empty.
  ///
  /// - Throws: ``ChartModelError/invalidValue(_:field:detail:)`` when a numeric column's cell is not
  ///   a finite number or a temporal column's is not an ISO 8601 date.
  /// - Complexity: O(*n*) in the length of the cell (amortised, for categories).
  @inline(__always)
  mutating func position(in row: CSVRow, source: String) throws(ChartModelError) -> Double? {
    let cell = row.cell(index)
    if cell.isEmpty { return nil }
    switch kind {
    case .numeric:
      if !row.fields[index].hasEscapedQuotes, case .number(let value) = DecimalNumber.scan(cell) {
        return value
      }
      throw CSVNumbers.error(
        in: row, field: index, name: name, source: source, missingAllowed: false)
    case .temporal:
      if !row.fields[index].hasEscapedQuotes,
        let seconds = ISO8601.parse(bytes: cell, allowingBareYear: true)
      {
        return seconds
      }
      throw .invalidValue(
        row.location(ofField: index, source: source), field: name,
        detail: "\(CSVCell.quoted(row.text(index))) is not an ISO 8601 date such as "
          + "2024-03-05 or 2024-03-05T10:30Z")
    case .categorical:
      let text = row.text(index)
      if let known = categoryIndices[text] { return Double(known) }
      categoryIndices[text] = categories.count
      categories.append(text)
      return Double(categories.count - 1)
    }
  }
}

/// Reading y cells as numbers, and what to say when a cell is not one.
enum CSVNumbers {
  /// The number in the row's field, or NaN (a missing value) when the cell is empty.
  ///
  /// - Throws: ``ChartModelError/invalidValue(_:field:detail:)`` when the cell is not a finite
  ///   number.
  /// - Complexity: O(*n*) in the length of the cell.
  @inline(__always)
  static func value(in row: CSVRow, field: Int, name: String, source: String)
    throws(ChartModelError) -> Double
  {
    let cell = row.cell(field)
    if cell.isEmpty { return .nan }
    if !row.fields[field].hasEscapedQuotes, case .number(let value) = DecimalNumber.scan(cell) {
      return value
    }
    throw error(in: row, field: field, name: name, source: source, missingAllowed: true)
  }

  /// The error for a non-empty cell that is not a finite number.
  ///
  /// - Parameter missingAllowed: Whether an empty cell would have been a missing value, so the
  ///   message can suggest one in place of `NaN` or `NA`.
  static func error(
    in row: CSVRow, field: Int, name: String, source: String, missingAllowed: Bool
  ) -> ChartModelError {
    let text = row.text(field)
    let scan: DecimalNumber.Scan =
      row.fields[field].hasEscapedQuotes ? .notANumber : DecimalNumber.scan(row.cell(field))
    let detail: String
    switch scan {
    case .outOfRange:
      detail = "\(CSVCell.quoted(text)) is out of range; numbers must lie within ±1.8e308"
    case .placeholder where missingAllowed:
      detail = "\(CSVCell.quoted(text)) is not a number; leave the cell empty for a missing value"
    case .number, .placeholder, .notANumber:
      detail = "\(CSVCell.quoted(text)) is not a number"
    }
    return .invalidValue(row.location(ofField: field, source: source), field: name, detail: detail)
  }
}
