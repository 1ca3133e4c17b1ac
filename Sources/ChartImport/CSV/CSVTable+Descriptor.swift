import ChartModel
internal import ChartSupport

extension CSVTable {
  /// The chart the table describes.
  ///
  /// - The x axis is titled with the x column's name; temporal with the finest time unit the dates
  ///   use, numeric, or categorical with the categories in order of first appearance.
  /// - The y axis is numeric, titled with the y column's name when there is one y column, with the
  ///   unit written beside the values (`$` → `USD`, `€` → `EUR`, `£` → `GBP`, `%`) when every y
  ///   column that has one agrees (else no unit, and a notice).
  /// - The kind is `options.kind`, else ``ChartKind/default(for:)`` (`.line` for a numeric or
  ///   temporal x axis, `.bar` for a categorical one), except that a numeric x column written out
  ///   of order (heights and weights of people, one row each) is a
  ///   `.scatter` plot: a line through it would join unrelated rows; series are continuous as
  ///   ``ChartKind/isContinuousByDefault`` says (line, area and sparkline charts).
  /// - When ``ChartKind/readsInXOrder(xAxis:)`` (lines, areas, sparklines and bars on a numeric or
  ///   temporal x axis), points are sorted by x, keeping the input order of equal x values; other
  ///   kinds and categorical axes keep the input order. Wide series share one x column until one of
  ///   them must be sorted.
  /// - Every kind but scatter plots has one point per x: rows that repeat an x value of their
  ///   series (a date twice, a category twice) are merged into one point holding the mean of their
  ///   y values, with a ``ChartNotice/duplicateX(rows:series:example:)`` notice. Categories stay in
  ///   order of first appearance. With ``CSVOptions/mergesRepeatedX`` off (`--bucket`), rows
  ///   are kept as written, sorted by x, for ``ChartDescriptor/bucketed(by:source:)`` to sum.
  ///
  /// - Parameter headerLocation: Where to report a table without numbers.
  /// - Throws: ``ChartModelError/noNumericData(_:detail:)`` when no y value is a number.
  /// - Complexity: O(*n*) for sorted input, O(*n* log *n*) when the points must be sorted.
  func descriptor(options: CSVOptions, headerLocation: InputLocation) throws(ChartModelError)
    -> ChartDescriptor
  {
    let kind = options.kind ?? (numericXIsUnordered(options) ? .scatter : .default(for: x.kind.axisType))
    let isContinuous = kind.isContinuousByDefault
    let sortsByX = kind.readsInXOrder(xAxis: x.kind.axisType)
    let mergesDuplicates =
      options.mergesRepeatedX && kind != .scatter && (sortsByX || x.kind == .categorical)

    var series: [DataSeries]
    var yNames: [String]
    var units: [CSVUnit?]
    if layout.series == nil {
      let columns = yColumns.filter { $0.state == .numeric }
      series = columns.map {
        DataSeries(name: $0.name, isContinuous: isContinuous, x: xPositions, y: $0.values)
      }
      yNames = columns.map(\.name)
      units = columns.map(\.unit)
    } else {
      series = longSeries.map {
        DataSeries(name: $0.name, isContinuous: isContinuous, x: $0.x, y: $0.y)
      }
      yNames = [header[layout.y[0].index]]
      units = [longUnit]
    }

    if series.isEmpty {
      throw CSVLayout.noNumericData(
        header: header, x: layout.x, series: layout.series, location: headerLocation,
        otherSeparatorExample: nil)
    }
    if !series.contains(where: { $0.y.contains { !$0.isNaN } }) {
      let names = yNames.map { CSVCell.quoted($0) }.joined(separator: ", ")
      throw .noNumericData(
        headerLocation,
        detail: yNames.count == 1
          ? "the y column \(names) has no values" : "the y columns \(names) have no values")
    }

    var xAxis = Axis(title: header[layout.x], type: x.kind.axisType, unit: x.unit?.rawValue)
    switch x.kind {
    case .categorical: xAxis.categories = x.categories
    case .temporal:
      xAxis.timeUnit =
        layout.series == nil
        ? TimeUnit.finest(in: xPositions) : TimeUnit.finest(in: longSeries.lazy.flatMap(\.x))
    case .numeric: break
    }

    var notices: [ChartNotice] = []
    if sortsByX || mergesDuplicates {
      for index in series.indices { series[index].sortByX() }
    }
    if mergesDuplicates {
      var total = 0
      var example: (series: String, position: Double)?
      for index in series.indices {
        let (merged, first) = series[index].mergeDuplicateX()
        total += merged
        if example == nil, let first { example = (series[index].name, first) }
      }
      if let example, total > 0 {
        notices.append(
          .duplicateX(
            rows: total, series: series.count > 1 ? example.series : "",
            example: Self.text(of: example.position, on: xAxis)))
      }
    }

    var yUnit: CSVUnit?
    let written = units.compactMap { $0 }
    if let first = written.first {
      if written.allSatisfy({ $0 == first }) {
        yUnit = first
      } else {
        let pairs = zip(yNames, units).compactMap { name, unit in unit.map { (name, $0.rawValue) } }
        notices.append(.unitsDiffer(columns: pairs.map(\.0), units: pairs.map(\.1)))
      }
    }
    return ChartDescriptor(
      title: options.title ?? "",
      kind: kind,
      xAxis: xAxis,
      yAxis: Axis(title: yNames.count == 1 ? yNames[0] : "", type: .numeric, unit: yUnit?.rawValue),
      series: series,
      notices: notices)
  }

  /// Whether the numeric x column is out of order within a series: the rows are observations,
  /// not a sequence. A repeated x in order stays a line whose x holds the mean of its rows.
  ///
  /// - Complexity: O(*n*) in the rows.
  func numericXIsUnordered(_ options: CSVOptions) -> Bool {
    guard x.kind == .numeric, options.mergesRepeatedX else { return false }
    func unordered(_ positions: [Double]) -> Bool { !DataSeries.neverDecreases(positions) }
    return layout.series == nil ? unordered(xPositions) : longSeries.contains { unordered($0.x) }
  }

  /// An x position as text for a notice: the category, the ISO 8601 date or the number.
  static func text(of position: Double, on axis: Axis) -> String {
    switch axis.type {
    case .categorical:
      let index = Int(position)
      return axis.categories.indices.contains(index) ? axis.categories[index] : ""
    case .temporal:
      return ISO8601.format(position, unit: axis.timeUnit ?? .second)
    case .numeric:
      return JSONValue.format(position)
    }
  }
}
