import ChartModel

/// Reads a CSV table's x cells as axis positions: numbers as themselves, dates as seconds since
/// 1970 (UTC), categories as indices into ``categories``, interned in order of first appearance.
struct CSVXColumn {
  enum Kind: Sendable, Equatable {
    case numeric
    case temporal(CSVDateFormat)
    case categorical

    /// The kind for a column of this type: a column with no values yet is read as categories.
    init(_ type: ColumnType) {
      switch type {
      case .number: self = .numeric
      case .date(let format): self = .temporal(format)
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
  let style: CSVNumberStyle
  /// The categories met so far, in order of first appearance.
  private(set) var categories: [String] = []
  private var categoryIndices: [String: Int] = [:]
  /// The unit written beside numeric x values, once one has been.
  private(set) var unit: CSVUnit?

  init(index: Int, name: String, kind: Kind, style: CSVNumberStyle) {
    self.index = index
    self.name = name
    self.kind = kind
    self.style = style
  }

  /// The position of the row's x cell, or `nil` when the cell is empty or a missing-value marker.
  ///
  /// - Throws: ``ChartModelError/invalidValue(_:field:detail:)`` when a numeric column's cell is not
  ///   a finite number or a temporal column's is not a date in the column's form.
  /// - Complexity: O(*n*) in the length of the cell (amortised, for categories).
  @inline(__always)
  mutating func position(in row: CSVRow, source: String) throws(ChartModelError) -> Double? {
    let cell = row.cell(index)
    if cell.isEmpty { return nil }
    switch kind {
    case .numeric:
      let escaped = row.fields[index].hasEscapedQuotes
      let (scan, cellUnit) = escaped ? (.notANumber, nil) : style.read(cell)
      switch scan {
      case .number(let value):
        try CSVNumbers.check(
          cellUnit, against: &unit, in: row, field: index, name: name, source: source)
        return value
      case .missing:
        return nil
      case .outOfRange, .infinity, .notANumber:
        throw CSVNumbers.error(in: row, field: index, name: name, source: source, style: style)
      }
    case .temporal(let format):
      if !row.fields[index].hasEscapedQuotes,
        let seconds = format.parse(cell, allowingBareYear: true)
      {
        return seconds
      }
      if !row.fields[index].hasEscapedQuotes, DecimalNumber.scan(cell) == .missing { return nil }
      let detail: String
      if format == .iso {
        detail =
          "\(CSVCell.quoted(row.text(index))) is not an ISO 8601 date such as \(format.example)"
      } else {
        detail =
          "\(CSVCell.quoted(row.text(index))) is not a date like the column's others, "
          + "such as \(format.example)"
      }
      throw .invalidValue(row.location(ofField: index, source: source), field: name, detail: detail)
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
  /// The number in the row's field, or NaN (a missing value) when the cell is empty or a
  /// missing-value marker (`NA`, `N/A`, `null`, `NaN`, `-`, …); a currency or percent sign beside
  /// it must agree with `unit`, the one seen before in the column (and becomes it).
  ///
  /// - Throws: ``ChartModelError/invalidValue(_:field:detail:)`` when the cell is not a finite
  ///   number, or its unit differs from the column's.
  /// - Complexity: O(*n*) in the length of the cell.
  @inline(__always)
  static func value(
    in row: CSVRow, field: Int, name: String, source: String, style: CSVNumberStyle,
    unit: inout CSVUnit?
  ) throws(ChartModelError) -> Double {
    let cell = row.cell(field)
    if cell.isEmpty { return .nan }
    if !row.fields[field].hasEscapedQuotes {
      let (scan, cellUnit) = style.read(cell)
      switch scan {
      case .number(let value):
        try check(cellUnit, against: &unit, in: row, field: field, name: name, source: source)
        return value
      case .missing:
        return .nan
      case .outOfRange, .infinity, .notANumber:
        break
      }
    }
    throw error(in: row, field: field, name: name, source: source, style: style)
  }

  /// Records a cell's unit as the column's, or throws when the column already has another.
  @inline(__always)
  static func check(
    _ cellUnit: CSVUnit?, against unit: inout CSVUnit?, in row: CSVRow, field: Int, name: String,
    source: String
  ) throws(ChartModelError) {
    guard let cellUnit, cellUnit != unit else { return }
    if let unit {
      throw .invalidValue(
        row.location(ofField: field, source: source), field: name,
        detail: "\(CSVCell.quoted(row.text(field))) is in \(cellUnit.symbol), but the column's "
          + "earlier values are in \(unit.symbol)")
    }
    unit = cellUnit
  }

  /// The error for a non-empty cell that is not a finite number.
  static func error(
    in row: CSVRow, field: Int, name: String, source: String, style: CSVNumberStyle
  ) -> ChartModelError {
    let text = row.text(field)
    let scan: DecimalNumber.Scan =
      row.fields[field].hasEscapedQuotes ? .notANumber : style.read(row.cell(field)).scan
    var detail: String
    var remedy: InputRemedy?
    switch scan {
    case .outOfRange:
      detail = "\(CSVCell.quoted(text)) is out of range; numbers must lie within ±1.8e308"
    case .infinity:
      detail = "\(CSVCell.quoted(text)) is not a finite number"
    case .number, .missing, .notANumber:
      detail = "\(CSVCell.quoted(text)) is not a number"
      let other = CSVNumberStyle(decimal: style.decimal == .point ? .comma : .point)
      if !row.fields[field].hasEscapedQuotes, case .number = other.read(row.cell(field)).scan {
        detail += " with '\(style.decimal.rawValue)' as the decimal separator"
        remedy = .useDecimalSeparator(other.decimal)
      }
    }
    return .invalidValue(
      row.location(ofField: field, source: source), field: name, detail: detail, remedy: remedy)
  }
}
