extension CSVTable {
  /// What ``appendPlainRow(_:from:end:delimiter:)`` does with a column.
  enum PlainRole: Equatable {
    case x
    /// The wide-format y column at this index of ``yColumns``.
    case y(Int)
    case skip
  }

  /// The role of each column in the fast path, or `nil` when the table never takes it: long
  /// format, categorical x, decimal commas, or a column read twice (`--x a --y a`,
  /// `--y b --y b`), since each column has one role.
  static func plainRoles(
    header: [String], layout: CSVLayout, xKind: CSVXColumn.Kind, style: CSVNumberStyle
  ) -> [PlainRole]? {
    guard layout.series == nil, xKind != .categorical, style.decimal == .point else { return nil }
    var roles = [PlainRole](repeating: .skip, count: header.count)
    roles[layout.x] = .x
    for (index, column) in layout.y.enumerated() {
      guard roles[column.index] == .skip else { return nil }
      roles[column.index] = .y(index)
    }
    return roles
  }

  /// The fast path for rows of plain cells: reads the row that starts at `start` straight from the
  /// bytes into the columns, in one pass, or does nothing and returns `nil` so that the tokenizer
  /// and ``append(_:)`` read it.
  ///
  /// It takes a row only when every cell is unquoted, starts without a space, and (in a column it
  /// reads) holds exactly a plain number, a date or nothing (not a missing-value marker, a
  /// currency sign or a thousands separator), and when the row ends with a line break
  /// before `end`. Anything else (quotes, spaces, non-ASCII bytes, empty x cells, cells that are
  /// not numbers, wrong field counts) is left to the general path, which reads the same row to the
  /// same values or reports the problem; so the fast path changes nothing but the speed.
  ///
  /// - Returns: The index just past the row's line break, or `nil`.
  /// - Complexity: O(*n*) in the length of the row.
  @inline(__always)
  mutating func appendPlainRow(
    _ p: UnsafePointer<UInt8>, from start: Int, end n: Int, delimiter: UInt8
  ) -> Int? {
    guard let roles = plainRoles else { return nil }
    let quote = UInt8(ascii: "\"")
    let lf: UInt8 = 0x0A
    let cr: UInt8 = 0x0D
    var j = start
    var position = 0.0
    let last = roles.count - 1
    for column in 0...last {
      guard j < n else { return rollBack() }
      let first = p[j]
      if first == quote || first == 0x20 || first == 0x09 { return rollBack() }
      var cellEnd = j
      switch roles[column] {
      case .x:
        switch x.kind {
        case .numeric:
          let (scan, end) = DecimalNumber.scanPrefix(p, from: j, end: n)
          guard case .number(let value) = scan else { return rollBack() }
          position = value
          cellEnd = end
        case .temporal(let format):
          cellEnd = CSVTokenizer.skipOrdinary(p, from: j, end: n, delimiter: delimiter)
          let cell = UnsafeBufferPointer(start: p + j, count: cellEnd - j)
          // ISO 8601 directly: the common case keeps its call as cheap as before other forms.
          let parsed =
            format == .iso
            ? ISO8601.parse(bytes: cell, allowingBareYear: true)
            : format.parse(cell, allowingBareYear: true)
          guard let seconds = parsed else { return rollBack() }
          position = seconds
        case .categorical:
          return rollBack()
        }
      case .y(let index):
        switch yColumns[index].state {
        case .numeric:
          if first == delimiter || first == lf || first == cr {
            yColumns[index].values.append(.nan)
          } else {
            let (scan, end) = DecimalNumber.scanPrefix(p, from: j, end: n)
            guard case .number(let value) = scan else { return rollBack() }
            yColumns[index].values.append(value)
            cellEnd = end
          }
        case .tentative:
          break  // only an empty cell, which the terminator check below makes sure of
        case .dropped:
          cellEnd = CSVTokenizer.skipOrdinary(p, from: j, end: n, delimiter: delimiter)
        }
      case .skip:
        cellEnd = CSVTokenizer.skipOrdinary(p, from: j, end: n, delimiter: delimiter)
      }

      guard cellEnd < n else { return rollBack() }
      let terminator = p[cellEnd]
      if column < last {
        guard terminator == delimiter else { return rollBack() }
        j = cellEnd + 1
      } else if terminator == lf {
        j = cellEnd + 1
      } else if terminator == cr, cellEnd + 1 < n, p[cellEnd + 1] == lf {
        j = cellEnd + 2
      } else {
        return rollBack()
      }
    }
    xPositions.append(position)
    rowCount += 1
    return j
  }

  /// Takes back the values a plain row appended before it turned out not to be plain.
  private mutating func rollBack() -> Int? {
    for index in yColumns.indices where yColumns[index].values.count > rowCount {
      yColumns[index].values.removeLast()
    }
    return nil
  }
}
