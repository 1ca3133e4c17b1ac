extension CSVTable {
  /// The chart the table describes.
  ///
  /// - The x axis is titled with the x column's name; temporal with the finest time unit the dates
  ///   use, numeric, or categorical with the categories in order of first appearance.
  /// - The y axis is numeric, titled with the y column's name when there is one y column.
  /// - The kind is `options.kind`, else ``ChartKind/default(for:)`` (`.line` for a numeric or
  ///   temporal x axis, `.bar` for a categorical one); series are continuous as
  ///   ``ChartKind/isContinuousByDefault`` says (line, area and sparkline charts).
  /// - When ``ChartKind/readsInXOrder(xAxis:)`` (lines, areas, sparklines and bars on a numeric or
  ///   temporal x axis), points are sorted by x, keeping the input order of equal x values; other
  ///   kinds and categorical axes keep the input order. Wide series share one x column until one of
  ///   them must be sorted.
  ///
  /// - Parameter headerLocation: Where to report a table without numbers.
  /// - Throws: ``ChartModelError/noNumericData(_:detail:)`` when no y value is a number.
  /// - Complexity: O(*n*) for sorted input, O(*n* log *n*) when the points must be sorted.
  func descriptor(options: CSVOptions, headerLocation: InputLocation) throws(ChartModelError)
    -> ChartDescriptor
  {
    let kind = options.kind ?? .default(for: x.kind.axisType)
    let isContinuous = kind.isContinuousByDefault
    let sortsByX = kind.readsInXOrder(xAxis: x.kind.axisType)

    var series: [DataSeries]
    var yNames: [String]
    if layout.series == nil {
      let columns = yColumns.filter { $0.state == .numeric }
      series = columns.map {
        DataSeries(name: $0.name, isContinuous: isContinuous, x: xPositions, y: $0.values)
      }
      yNames = columns.map(\.name)
    } else {
      series = longSeries.map {
        DataSeries(name: $0.name, isContinuous: isContinuous, x: $0.x, y: $0.y)
      }
      yNames = [header[layout.y[0].index]]
    }
    if sortsByX {
      for index in series.indices { series[index].sortByX() }
    }

    if series.isEmpty {
      throw CSVLayout.noNumericData(
        header: header, x: layout.x, series: layout.series, location: headerLocation,
        decimalCommaExample: nil)
    }
    if !series.contains(where: { $0.y.contains { !$0.isNaN } }) {
      let names = yNames.map { CSVCell.quoted($0) }.joined(separator: ", ")
      throw .noNumericData(
        headerLocation,
        detail: yNames.count == 1
          ? "the y column \(names) has no values" : "the y columns \(names) have no values")
    }

    var xAxis = Axis(title: header[layout.x], type: x.kind.axisType)
    switch x.kind {
    case .categorical: xAxis.categories = x.categories
    case .temporal:
      xAxis.timeUnit =
        layout.series == nil
        ? TimeUnit.finest(in: xPositions) : TimeUnit.finest(in: longSeries.lazy.flatMap(\.x))
    case .numeric: break
    }
    return ChartDescriptor(
      title: options.title ?? "",
      kind: kind,
      xAxis: xAxis,
      yAxis: Axis(title: yNames.count == 1 ? yNames[0] : "", type: .numeric),
      series: series)
  }
}
