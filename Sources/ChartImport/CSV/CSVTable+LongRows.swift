import ChartModel

extension CSVTable {
  /// What ``appendLongPlainRows(_:from:end:delimiter:)`` does with a column of a long table.
  enum LongRole: Equatable {
    case x
    /// The column that names each row's series.
    case series
    /// The column of values.
    case value
    case skip
  }

  /// The role of each column of a long table in its fast path, or `nil` when the table never takes
  /// it: wide format, categorical x, decimal commas, or a column with two roles.
  static func longPlainRoles(
    header: [String], layout: CSVLayout, xKind: CSVXColumn.Kind, style: CSVNumberStyle
  ) -> [LongRole]? {
    guard let series = layout.series, layout.y.count == 1, xKind != .categorical, style.decimal == .point
    else { return nil }
    let value = layout.y[0].index
    guard series != layout.x, value != layout.x, value != series else { return nil }
    var roles = [LongRole](repeating: .skip, count: header.count)
    roles[layout.x] = .x
    roles[series] = .series
    roles[value] = .value
    return roles
  }

  /// The fast path of long tables (`date,series,value`): reads plain rows from `start` on,
  /// straight from the bytes into the series' columns, and stops before the first row that is not
  /// plain (or is cut off by `end`), which the caller leaves to the tokenizer and ``append(_:)``.
  ///
  /// A row is plain on the terms of ``appendPlainRow(_:from:end:delimiter:)`` (unquoted cells
  /// without surrounding spaces, plain numbers or dates, a line break before `end`), with a
  /// series cell that is not empty and names a series already met: its bytes are compared with
  /// the previous row's, then with the next series' (interleaved tables take turns), and
  /// otherwise looked up in the series' byte keys, without a `String`. A
  /// new series, like any other row, is left to the general path, which reads the same row to the
  /// same values; so the fast path changes nothing but the speed.
  ///
  /// - Complexity: O(*n*) in the length of the rows read.
  mutating func appendLongPlainRows(
    _ p: UnsafePointer<UInt8>, from start: Int, end n: Int, delimiter: UInt8
  ) -> PlainRun {
    var run = PlainRun(lastStart: start, end: start)
    guard let roles = longPlainRoles else { return run }
    let quote = UInt8(ascii: "\"")
    let lf: UInt8 = 0x0A
    let cr: UInt8 = 0x0D
    let last = roles.count - 1
    var series = lastSeries
    // The previous row's series cell in `p`; none before the first row read here.
    var previousCell = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    rows: while true {
      var j = run.end
      var position = 0.0
      var value = Double.nan
      var cell = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
      for column in 0...last {
        guard j < n else { break rows }
        let first = p[j]
        if first == quote || first == 0x20 || first == 0x09 { break rows }
        var cellEnd = j
        switch roles[column] {
        case .x:
          let read = plainPosition(p, from: j, end: n, delimiter: delimiter)
          guard let value = read.position else { break rows }
          position = value
          cellEnd = read.end
        case .series:
          cellEnd = CSVTokenizer.skipOrdinary(p, from: j, end: n, delimiter: delimiter)
          // Not empty, and no trailing space or tab, which the general path would trim.
          guard cellEnd > j, p[cellEnd - 1] != 0x20, p[cellEnd - 1] != 0x09 else { break rows }
          cell = UnsafeBufferPointer(start: p + j, count: cellEnd - j)
        case .value:
          if first != delimiter, first != lf, first != cr {
            let (scan, end) = DecimalNumber.scanPrefix(p, from: j, end: n)
            guard case .number(let number) = scan else { break rows }
            value = number
            cellEnd = end
          }
        case .skip:
          cellEnd = CSVTokenizer.skipOrdinary(p, from: j, end: n, delimiter: delimiter)
        }
        guard let next = Self.nextCell(p, after: cellEnd, end: n, delimiter: delimiter, isLast: column == last)
        else { break rows }
        j = next
      }
      // The row's series: the previous row's (or, for the first row, the general path's last),
      // else a known series found by the cell's bytes.
      let same =
        previousCell.baseAddress == nil
        ? series >= 0 && lastSeriesCell.withUnsafeBufferPointer { Self.sameBytes(cell, $0) }
        : Self.sameBytes(cell, previousCell)
      if !same {
        // Interleaved tables name their series in turn: the one after the last (in order of
        // first appearance) is compared first, and the byte keys looked up only when it is not
        // that one. Its bytes, when they match, are a key of that very series.
        let next = series &+ 1 < longSeries.count ? series &+ 1 : 0
        if !longSeries.isEmpty, longSeries[next].cell.withUnsafeBufferPointer({ Self.sameBytes(cell, $0) }) {
          series = next
        } else {
          guard let known = longSeriesCells.value(for: cell) else { break rows }
          series = known
        }
      }
      longSeries[series].x.append(position)
      longSeries[series].y.append(value)
      rowCount += 1
      previousCell = cell
      run.rows += 1
      run.lastStart = run.end
      run.end = j
    }
    if run.rows > 0 {
      lastSeries = series
      lastSeriesCell.removeAll(keepingCapacity: true)
      lastSeriesCell.append(contentsOf: previousCell)
    }
    return run
  }

  /// Whether two cells hold the same bytes: a plain loop, as a series name is a few bytes long
  /// (the generic `elementsEqual` costs about a hundred instructions a call here).
  ///
  /// - Complexity: O(*k*) in the cells' length.
  @inline(__always)
  static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    var index = 0
    while index < a.count {
      if a[index] != b[index] { return false }
      index &+= 1
    }
    return true
  }
}
