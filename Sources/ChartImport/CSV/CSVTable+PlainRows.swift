import ChartModel

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
        let read = plainPosition(p, from: j, end: n, delimiter: delimiter)
        guard let value = read.position else { return rollBack() }
        position = value
        cellEnd = read.end
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

      guard let next = Self.nextCell(p, after: cellEnd, end: n, delimiter: delimiter, isLast: column == last)
      else { return rollBack() }
      j = next
    }
    xPositions.append(position)
    rowCount += 1
    return j
  }

  /// The x cell of a plain row that starts at `start`: its position (`nil` when it is not a plain
  /// number or a date in the column's format, or the column is categorical) and where it ends.
  ///
  /// - Complexity: O(*n*) in the length of the cell.
  @inline(__always)
  func plainPosition(
    _ p: UnsafePointer<UInt8>, from start: Int, end n: Int, delimiter: UInt8
  ) -> (position: Double?, end: Int) {
    switch x.kind {
    case .numeric:
      let (scan, end) = DecimalNumber.scanPrefix(p, from: start, end: n)
      guard case .number(let value) = scan else { return (nil, end) }
      return (value, end)
    case .temporal(let format):
      let end = CSVTokenizer.skipOrdinary(p, from: start, end: n, delimiter: delimiter)
      let cell = UnsafeBufferPointer(start: p + start, count: end - start)
      // ISO 8601 directly: the common case keeps its call as cheap as before other forms.
      let seconds =
        format == .iso ? ISO8601.parse(bytes: cell, allowingBareYear: true) : format.parse(cell, allowingBareYear: true)
      return (seconds, end)
    case .categorical:
      return (nil, start)
    }
  }

  /// Where the next cell of a plain row starts after a cell ending at `cellEnd` (just past the
  /// delimiter, or past the line break after the last cell), or `nil` when the byte there is not
  /// the one expected (or lies beyond `end`).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  static func nextCell(
    _ p: UnsafePointer<UInt8>, after cellEnd: Int, end n: Int, delimiter: UInt8, isLast: Bool
  ) -> Int? {
    guard cellEnd < n else { return nil }
    let terminator = p[cellEnd]
    if !isLast { return terminator == delimiter ? cellEnd + 1 : nil }
    if terminator == 0x0A { return cellEnd + 1 }
    if terminator == 0x0D, cellEnd + 1 < n, p[cellEnd + 1] == 0x0A { return cellEnd + 2 }
    return nil
  }

  /// What ``appendPlainRows(_:from:end:delimiter:)`` read: `rows` plain rows, the last of which
  /// starts at `lastStart`; `end` is the index just past the last one's line break (`start` when
  /// none was read).
  struct PlainRun {
    var rows = 0
    var lastStart: Int
    var end: Int
  }

  /// Reads plain rows from `start` on, as many as follow one another, exactly as
  /// ``appendPlainRow(_:from:end:delimiter:)`` would read them one by one; stops before the first
  /// row that is not plain (or is cut off by `end`), which the caller leaves to the tokenizer.
  ///
  /// A table of two columns — x (numbers or ISO 8601 dates), then one numeric y — is by far the
  /// most common, and takes a loop of its own (``appendTwoColumnRows(_:from:end:delimiter:)``);
  /// a long table takes ``appendLongPlainRows(_:from:end:delimiter:)``; other tables repeat
  /// ``appendPlainRow(_:from:end:delimiter:)``.
  ///
  /// - Complexity: O(*n*) in the length of the rows read.
  mutating func appendPlainRows(
    _ p: UnsafePointer<UInt8>, from start: Int, end n: Int, delimiter: UInt8
  ) -> PlainRun {
    if layout.series != nil { return appendLongPlainRows(p, from: start, end: n, delimiter: delimiter) }
    if let roles = plainRoles, roles.count == 2, roles[0] == .x, roles[1] == .y(0),
      yColumns[0].state == .numeric
    {
      switch x.kind {
      case .numeric, .temporal(.iso):
        return appendTwoColumnRows(p, from: start, end: n, delimiter: delimiter)
      case .temporal, .categorical:
        break
      }
    }
    var run = PlainRun(lastStart: start, end: start)
    while let end = appendPlainRow(p, from: run.end, end: n, delimiter: delimiter) {
      run.rows += 1
      run.lastStart = run.end
      run.end = end
    }
    return run
  }

  /// ``appendPlainRows(_:from:end:delimiter:)`` for a table of an x column (numbers or ISO 8601
  /// dates) followed by one numeric y column: the same rows read to the same values, with the
  /// per-row work of the general fast path hoisted out of the loop.
  ///
  /// - Values go to a small stack buffer and join the columns a block at a time, so a row costs
  ///   no array growth or uniqueness checks.
  /// - ISO 8601 cells go through a ``ISO8601/CommonLayoutReader``, which converts a date only when
  ///   it changes. Their end is found by looking for the delimiter just after the three common
  ///   lengths (`yyyy-MM-dd`, `…THH:mm`, `…THH:mm:ss`) instead of scanning: the reader checks every
  ///   byte of the layout, and none of those bytes can be the delimiter (`patternSafe`), so a cell
  ///   it accepts ends exactly there, where the scan would have stopped. Other cells are scanned
  ///   and read as before.
  ///
  /// - Complexity: O(*n*) in the length of the rows read.
  private mutating func appendTwoColumnRows(
    _ p: UnsafePointer<UInt8>, from start: Int, end n: Int, delimiter: UInt8
  ) -> PlainRun {
    let quote = UInt8(ascii: "\"")
    let lf: UInt8 = 0x0A
    let cr: UInt8 = 0x0D
    let isISO = x.kind != .numeric
    // The bytes a common ISO 8601 layout is made of; with one of them as the delimiter, cells are
    // always scanned.
    let patternSafe =
      !(delimiter >= 0x30 && delimiter <= 0x39)
      && !"-:Tt ".utf8.contains(delimiter)
    var reader = isoReader
    defer { isoReader = reader }
    let block = 512
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * block) { buffer in
      guard let xs = buffer.baseAddress else { return PlainRun(lastStart: start, end: start) }
      let ys = xs + block
      var run = PlainRun(lastStart: start, end: start)
      var filled = 0
      func flush() {
        xPositions.append(contentsOf: UnsafeBufferPointer(start: xs, count: filled))
        yColumns[0].values.append(contentsOf: UnsafeBufferPointer(start: ys, count: filled))
        rowCount += filled
        filled = 0
      }
      var j = start
      while j < n {
        let rowStart = j
        // The x cell.
        var first = p[j]
        if first == quote || first == 0x20 || first == 0x09 { break }
        var position: Double
        var cellEnd: Int
        if isISO {
          var length = 0
          if patternSafe, j &+ 19 < n {
            if p[j &+ 10] == delimiter {
              length = 10
            } else if p[j &+ 16] == delimiter {
              length = 16
            } else if p[j &+ 19] == delimiter {
              length = 19
            }
          }
          if length > 0, let seconds = reader.parse(UnsafeBufferPointer(start: p + j, count: length)) {
            position = seconds
            cellEnd = j &+ length
          } else {
            cellEnd = CSVTokenizer.skipOrdinary(p, from: j, end: n, delimiter: delimiter)
            let cell = UnsafeBufferPointer(start: p + j, count: cellEnd &- j)
            guard let seconds = reader.parse(cell) ?? ISO8601.parse(bytes: cell, allowingBareYear: true)
            else { break }
            position = seconds
          }
        } else {
          let (scan, end) = DecimalNumber.scanPrefix(p, from: j, end: n)
          guard case .number(let value) = scan else { break }
          position = value
          cellEnd = end
        }
        guard cellEnd < n, p[cellEnd] == delimiter else { break }
        j = cellEnd &+ 1
        // The y cell.
        guard j < n else { break }
        first = p[j]
        if first == quote || first == 0x20 || first == 0x09 { break }
        let value: Double
        if first == delimiter || first == lf || first == cr {
          value = .nan
          cellEnd = j
        } else {
          let (scan, end) = DecimalNumber.scanPrefix(p, from: j, end: n)
          guard case .number(let number) = scan else { break }
          value = number
          cellEnd = end
        }
        guard cellEnd < n else { break }
        let terminator = p[cellEnd]
        if terminator == lf {
          j = cellEnd &+ 1
        } else if terminator == cr, cellEnd &+ 1 < n, p[cellEnd &+ 1] == lf {
          j = cellEnd &+ 2
        } else {
          break
        }
        xs[filled] = position
        ys[filled] = value
        filled &+= 1
        run.rows &+= 1
        run.lastStart = rowStart
        run.end = j
        if filled == block { flush() }
      }
      flush()
      return run
    }
  }

  /// Takes back the values a plain row appended before it turned out not to be plain.
  private mutating func rollBack() -> Int? {
    for index in yColumns.indices where yColumns[index].values.count > rowCount {
      yColumns[index].values.removeLast()
    }
    return nil
  }
}
