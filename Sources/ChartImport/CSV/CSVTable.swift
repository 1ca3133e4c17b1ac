import ChartModel

/// The typed columns of a CSV table under construction: x positions and y values, column by column
/// (wide format), or one pair of columns per series (long format).
///
/// Rows arrive one at a time through ``append(_:)``; no cell of a numeric column ever becomes a
/// `String`. ``descriptor(options:headerLocation:)`` (in `CSVTable+Descriptor.swift`) turns the columns into a chart.
struct CSVTable {
  /// A wide-format y column.
  struct YColumn {
    enum State: Equatable {
      /// Every cell is read as a number.
      case numeric
      /// Empty so far: becomes numeric at its first number, dropped at its first other value.
      case tentative
      /// Not a numeric column after all; ignored.
      case dropped
    }

    let index: Int
    let name: String
    var state: State
    /// One value per row, NaN where the cell is empty; empty while tentative.
    var values: [Double] = []
    /// The currency or percent sign written beside the values, once one has been.
    var unit: CSVUnit?
  }

  /// A long-format series: the points of the rows with one value in the series column.
  struct LongSeries {
    let name: String
    /// The first unescaped series cell that named it, byte for byte (empty before one): what
    /// ``appendLongPlainRows(_:from:end:delimiter:)`` compares a row's cell with when it expects
    /// this series next.
    var cell: [UInt8] = []
    var x: [Double] = []
    var y: [Double] = []
  }

  let source: String
  let header: [String]
  let layout: CSVLayout
  let style: CSVNumberStyle
  var x: CSVXColumn
  /// Wide format: one position per row.
  var xPositions: [Double] = []
  /// Wide format: the y columns.
  var yColumns: [YColumn] = []
  /// Long format: the series, in order of first appearance.
  var longSeries: [LongSeries] = []
  private var longSeriesIndices: [String: Int] = [:]
  /// The series of each distinct unescaped series cell, by its bytes.
  var longSeriesCells = CSVByteKeys()
  /// The raw bytes of the last series cell and its series, since long tables come grouped.
  var lastSeriesCell: [UInt8] = []
  var lastSeries = -1
  /// Long format: the unit written beside the y values, once one has been.
  private(set) var longUnit: CSVUnit?
  /// The rows appended, blank ones not counted.
  var rowCount = 0
  /// Each column's role in ``appendPlainRow(_:from:end:delimiter:)``; `nil` when it is off.
  let plainRoles: [PlainRole]?
  /// Each column's role in ``appendLongPlainRows(_:from:end:delimiter:)``; `nil` when it is off.
  let longPlainRoles: [LongRole]?
  /// Reads the x column's ISO 8601 dates in the plain-rows fast path, remembering the last date.
  var isoReader = ISO8601.CommonLayoutReader()

  /// - Parameters:
  ///   - types: Each column's inferred type (decides how the x column is read).
  ///   - style: How numbers are written.
  init(
    source: String, header: [String], types: [ColumnType], layout: CSVLayout,
    style: CSVNumberStyle
  ) {
    self.source = source
    self.header = header
    self.layout = layout
    self.style = style
    x = CSVXColumn(
      index: layout.x, name: header[layout.x], kind: .init(types[layout.x]), style: style)
    if layout.series == nil {
      yColumns = layout.y.map {
        YColumn(
          index: $0.index, name: header[$0.index], state: $0.isTentative ? .tentative : .numeric)
      }
    }
    plainRoles = Self.plainRoles(header: header, layout: layout, xKind: x.kind, style: style)
    longPlainRoles = Self.longPlainRoles(header: header, layout: layout, xKind: x.kind, style: style)
  }

  /// Reserves room for about `rows` rows in the wide columns, or in each long series its share of
  /// them by the rows read so far (long tables come interleaved, or grouped: a series not met yet
  /// grows as it comes), so that the columns grow without copying.
  ///
  /// - Complexity: O(*r*) in the rows appended so far (untouched capacity is not resident memory).
  mutating func reserveCapacity(rows: Int) {
    guard layout.series == nil else {
      reserveLongSeries(longShares(ofRows: rows))
      return
    }
    xPositions.reserveCapacity(rows)
    for index in yColumns.indices where yColumns[index].state == .numeric {
      yColumns[index].values.reserveCapacity(rows)
    }
  }

  /// Each long series' share of `rows`, by its part of the rows read so far, with room to spare.
  ///
  /// - Complexity: O(*s*) in the series.
  func longShares(ofRows rows: Int) -> [Int] {
    longSeries.map { rows * $0.x.count / Swift.max(1, rowCount) + 16 }
  }

  /// Reserves `shares[i]` points in the columns of the `i`th long series.
  ///
  /// - Complexity: O(*n*) in the points the series hold (copied once, if at all).
  mutating func reserveLongSeries(_ shares: [Int]) {
    for (index, share) in zip(longSeries.indices, shares) {
      longSeries[index].x.reserveCapacity(share)
      longSeries[index].y.reserveCapacity(share)
    }
  }

  /// Adds one row; a row of empty cells is skipped.
  ///
  /// - Precondition: the row has as many fields as the header.
  /// - Throws: ``ChartModelError/invalidValue(_:field:detail:)`` for a missing x or series value,
  ///   or a cell that does not fit its column's type.
  /// - Complexity: O(*n*) in the length of the row.
  @inline(__always)
  mutating func append(_ row: CSVRow) throws(ChartModelError) {
    guard let position = try x.position(in: row, source: source) else {
      if row.isBlank { return }
      throw missing(x.index, in: row, "the x value is missing; every row with data needs one")
    }
    if let series = layout.series {
      try appendLong(row, x: position, seriesField: series)
      return
    }
    for index in yColumns.indices {
      let field = yColumns[index].index
      switch yColumns[index].state {
      case .numeric:
        let value = try CSVNumbers.value(
          in: row, field: field, name: yColumns[index].name, source: source, style: style,
          unit: &yColumns[index].unit)
        yColumns[index].values.append(value)
      case .tentative:
        let cell = row.cell(field)
        if cell.isEmpty { continue }
        let escaped = row.fields[field].hasEscapedQuotes
        let (scan, unit) = escaped ? (.notANumber, nil) : style.read(cell)
        switch scan {
        case .missing:
          continue
        case .number(let value):
          var values = [Double](repeating: .nan, count: rowCount)
          values.reserveCapacity(xPositions.capacity)
          values.append(value)
          yColumns[index].values = values
          yColumns[index].unit = unit
          yColumns[index].state = .numeric
        case .outOfRange, .infinity, .notANumber:
          yColumns[index].state = .dropped
        }
      case .dropped:
        continue
      }
    }
    xPositions.append(position)
    rowCount += 1
  }

  private mutating func appendLong(_ row: CSVRow, x position: Double, seriesField: Int)
    throws(ChartModelError)
  {
    let cell = row.cell(seriesField)
    if cell.isEmpty {
      if row.isBlank { return }
      throw missing(
        seriesField, in: row, "the series name is missing; every row with data needs one")
    }
    let yField = layout.y[0].index
    let value = try CSVNumbers.value(
      in: row, field: yField, name: header[yField], source: source, style: style, unit: &longUnit)
    if lastSeries < 0 || !cell.elementsEqual(lastSeriesCell) {
      // An unescaped cell's name is its bytes, so the bytes find its series without a String; a
      // name is made once per distinct cell, when first met.
      let escaped = row.fields[seriesField].hasEscapedQuotes
      if !escaped, let known = longSeriesCells.value(for: cell) {
        lastSeries = known
      } else {
        let name = row.text(seriesField)
        if let known = longSeriesIndices[name] {
          lastSeries = known
        } else {
          lastSeries = longSeries.count
          longSeriesIndices[name] = lastSeries
          longSeries.append(LongSeries(name: name))
        }
        if !escaped {
          longSeriesCells.insert(cell, value: lastSeries)
          if longSeries[lastSeries].cell.isEmpty { longSeries[lastSeries].cell.append(contentsOf: cell) }
        }
      }
      lastSeriesCell.removeAll(keepingCapacity: true)
      lastSeriesCell.append(contentsOf: cell)
    }
    longSeries[lastSeries].x.append(position)
    longSeries[lastSeries].y.append(value)
    rowCount += 1
  }

  private func missing(_ field: Int, in row: CSVRow, _ detail: String) -> ChartModelError {
    .invalidValue(
      row.location(ofField: field, source: source), field: header[field], detail: detail)
  }
}
