internal import ChartSupport

/// Reading a large table in chunks on several threads: each chunk of whole rows is read into a
/// table of the same layout with empty columns, and the chunks' columns are appended in order.
extension CSVTable {
  /// What a chunk of rows may change that depends on the rows before it: the y columns' states
  /// and units, the long format's series and unit, the x categories and unit. A chunk read apart
  /// is only appended when it changed none of it (otherwise it is read again, in order).
  struct OrderState: Equatable {
    var yStates: [YColumn.State]
    var yUnits: [CSVUnit?]
    var seriesCount: Int
    var longUnit: CSVUnit?
    var categoryCount: Int
    var xUnit: CSVUnit?
  }

  var orderState: OrderState {
    OrderState(
      yStates: yColumns.map(\.state), yUnits: yColumns.map(\.unit), seriesCount: longSeries.count,
      longUnit: longUnit, categoryCount: x.categories.count, xUnit: x.unit)
  }

  /// This table's layout and everything its earlier rows decided, without their values, with room
  /// for about `rows` rows.
  ///
  /// - Complexity: O(*s*) in the series, plus the allocation of the columns.
  func emptied(reservingRows rows: Int) -> CSVTable {
    var table = self
    table.xPositions = []
    for index in table.yColumns.indices { table.yColumns[index].values = [] }
    for index in table.longSeries.indices {
      table.longSeries[index].x = []
      table.longSeries[index].y = []
    }
    table.rowCount = 0
    // Long tables come interleaved or grouped: each series gets its share of the rows so far.
    if layout.series == nil {
      table.reserveCapacity(rows: rows)
    } else {
      table.reserveLongSeries(longShares(ofRows: rows))
    }
    return table
  }

  /// Appends the rows of `chunk`, which an ``emptied(reservingRows:)`` copy of this table read
  /// from the rows right after this table's.
  ///
  /// - Precondition: Both tables have the same ``orderState``.
  /// - Complexity: O(*n*) in the chunk's values.
  mutating func append(rowsOf chunk: CSVTable, threads: Int = 1) {
    precondition(orderState == chunk.orderState, "A chunk that changed the table's state cannot be appended.")
    if threads > 1, layout.series == nil {
      appendColumnsSideBySide(of: chunk, threads: threads)
      return
    }
    xPositions.append(contentsOf: chunk.xPositions)
    for index in yColumns.indices where yColumns[index].state == .numeric {
      yColumns[index].values.append(contentsOf: chunk.yColumns[index].values)
    }
    for index in longSeries.indices {
      longSeries[index].x.append(contentsOf: chunk.longSeries[index].x)
      longSeries[index].y.append(contentsOf: chunk.longSeries[index].y)
    }
    rowCount += chunk.rowCount
  }

  /// ``append(rowsOf:threads:)`` of a wide table: each column (the x positions and each numeric
  /// y column) appended on its own thread, up to `threads` at once. Each column gets the values it
  /// gets in order, so the table is the one appended on one thread.
  ///
  /// - Complexity: O(*n*) in the chunk's values, shared by the threads.
  private mutating func appendColumnsSideBySide(of chunk: CSVTable, threads: Int) {
    let numeric = yColumns.indices.filter { yColumns[$0].state == .numeric }
    // The columns are moved out, so each box holds the only reference and appends in place.
    let boxes = ([xPositions] + numeric.map { yColumns[$0].values }).map(ColumnBox.init)
    let sources = [chunk.xPositions] + numeric.map { chunk.yColumns[$0].values }
    xPositions = []
    for index in numeric { yColumns[index].values = [] }
    _ = Parallel.map(boxes.count, threads: threads) { index in boxes[index].values.append(contentsOf: sources[index]) }
    xPositions = boxes[0].values
    for (offset, index) in numeric.enumerated() { yColumns[index].values = boxes[offset + 1].values }
    rowCount += chunk.rowCount
  }
}

/// One column, appended to by one thread of ``CSVTable/append(rowsOf:threads:)``.
private final class ColumnBox: @unchecked Sendable {
  var values: [Double]

  init(_ values: [Double]) { self.values = values }
}
