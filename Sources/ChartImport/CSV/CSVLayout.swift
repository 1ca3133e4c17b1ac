import ChartModel

/// Which columns of a CSV table make the chart: the x column, the y columns and, in long format,
/// the series column; chosen from the options, the header and the inferred column types.
struct CSVLayout: Sendable, Equatable {
  /// A y column, and whether it is only a candidate: a column with no value among the rows the
  /// types were inferred from becomes a series if its first value is a number, and is ignored
  /// otherwise.
  struct YColumn: Sendable, Equatable {
    var index: Int
    var isTentative = false
  }

  var x: Int
  var y: [YColumn]
  var series: Int?

  /// Chooses the columns.
  ///
  /// - x: the column named by `options.x`, else the first column that is neither a named y column
  ///   nor the series column.
  /// - y: the columns named by `options.y`; else, in wide format, every other column of numbers
  ///   (and, tentatively, every other column empty so far); in long format, the only other column
  ///   of numbers.
  ///
  /// - Parameters:
  ///   - header: The column names.
  ///   - types: Each column's inferred type.
  ///   - location: The header line, where problems with names are reported.
  /// - Throws: ``ChartModelError/unknownColumn(_:name:available:)`` for a name not in the header;
  ///   ``ChartModelError/noNumericData(_:detail:)`` when no column qualifies as y;
  ///   ``ChartModelError/unsupported(_:feature:)`` for contradictory choices (the series column
  ///   also x or y, several y columns in long format, no column left for x).
  /// - Complexity: O(*c*²) in the number of columns *c*.
  static func plan(
    header: [String], types: [ColumnType], options: CSVOptions, location: InputLocation,
    otherSeparatorExample: String? = nil, decimal: DecimalSeparator = .point
  ) throws(ChartModelError) -> CSVLayout {
    func column(_ name: String) throws(ChartModelError) -> Int {
      guard let index = header.firstIndex(of: name) else {
        throw .unknownColumn(location, name: name, available: header)
      }
      return index
    }
    func list(_ indices: [Int]) -> String {
      indices.map { CSVCell.quoted(header[$0]) }.joined(separator: ", ")
    }

    var series: Int?
    if let name = options.series { series = try column(name) }
    var named: [Int] = []
    for name in options.y { named.append(try column(name)) }
    let x: Int
    if let name = options.x {
      x = try column(name)
    } else if let first = header.indices.first(where: { !named.contains($0) && $0 != series }) {
      x = first
    } else {
      throw .unsupported(
        location, feature: "no column is left for x besides the y columns \(list(named))")
    }
    if let series {
      if series == x {
        throw .unsupported(location, feature: "the series column \(list([series])) is also x")
      }
      if named.contains(series) {
        throw .unsupported(location, feature: "the series column \(list([series])) is also y")
      }
      if named.count > 1 {
        throw .unsupported(
          location,
          feature: "long format with several y columns (\(list(named)))",
          remedy: .useOneYColumnWithSeries)
      }
    }
    if !named.isEmpty {
      return CSVLayout(x: x, y: named.map { YColumn(index: $0) }, series: series)
    }

    let others = header.indices.filter { $0 != x && $0 != series }
    let numeric = others.filter { types[$0] == .number }
    var y = numeric.map { YColumn(index: $0) }
    if series == nil {
      y = others.compactMap { index in
        switch types[index] {
        case .number: YColumn(index: index)
        case .empty: YColumn(index: index, isTentative: true)
        case .date, .text: nil
        }
      }
    } else if numeric.count > 1 {
      throw .unsupported(
        location,
        feature: "long format with several numeric columns (\(list(numeric)))",
        remedy: .chooseYColumn)
    }
    guard y.isEmpty else { return CSVLayout(x: x, y: y, series: series) }
    throw noNumericData(
      header: header, x: x, series: series, location: location,
      otherSeparatorExample: otherSeparatorExample, decimal: decimal)
  }

  /// "no column other than the x column 'city' holds numbers; the columns are 'city', 'country'".
  static func noNumericData(
    header: [String], x: Int, series: Int?, location: InputLocation,
    otherSeparatorExample: String?, decimal: DecimalSeparator = .point
  ) -> ChartModelError {
    var detail = "no column other than the x column \(CSVCell.quoted(header[x]))"
    if let series { detail += " and the series column \(CSVCell.quoted(header[series]))" }
    detail += " holds numbers; the columns are "
    detail += header.map { CSVCell.quoted($0) }.joined(separator: ", ")
    guard let example = otherSeparatorExample else { return .noNumericData(location, detail: detail) }
    let other: DecimalSeparator = decimal == .point ? .comma : .point
    detail +=
      " (\(CSVCell.quoted(example)) is a number only with '\(other.rawValue)' as the "
      + "decimal separator)"
    return .noNumericData(location, detail: detail, remedy: .useDecimalSeparator(other))
  }
}
