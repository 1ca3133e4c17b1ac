import ChartModel

extension ChartDescription {
  /// The description as JSON: the texts of the requested tiers (display and speech) and every
  /// computed fact, with x values as numbers, category names or ISO 8601 strings.
  ///
  /// The keys are documented in the README; existing keys keep their names and meaning.
  public func json() -> JSONOutput {
    var members: [(String, JSONOutput)] = [
      ("title", .string(chart.title)),
      ("kind", .string(chart.kind.rawValue)),
      ("locale", .string(narration.locale)),
      ("text", texts(.display)),
      ("speech", texts(.speech)),
      ("xAxis", axisJSON(chart.xAxis)),
      ("yAxis", axisJSON(chart.yAxis)),
    ]
    members.append(
      ("series", .array(zip(chart.series, analysis.series).map { seriesJSON($0, $1) })))
    members.append(("referenceLines", .array(analysis.referenceLines.map(referenceLineJSON))))
    return .object(members)
  }

  private func texts(_ style: TextStyle) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    if levels.contains(.alt) { members.append(("alt", .string(narration.alt[style]))) }
    if levels.contains(.summary) { members.append(("summary", .string(narration.summaryText(style)))) }
    if levels.contains(.readout) { members.append(("readout", .array(narration.readout.map { .string($0[style]) }))) }
    return .object(members)
  }

  private func axisJSON(_ axis: Axis) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("title", .string(axis.title)), ("type", .string(axis.type.rawValue))]
    if let unit = axis.unit { members.append(("unit", .string(unit))) }
    if axis.type == .categorical { members.append(("categories", .array(axis.categories.map { .string($0) }))) }
    if let timeUnit = axis.timeUnit { members.append(("timeUnit", .string(timeUnit.rawValue))) }
    if let range = axis.range {
      members.append(("range", .array([axis.jsonValue(at: range.lowerBound), axis.jsonValue(at: range.upperBound)])))
    }
    return .object(members)
  }

  private func point(_ point: DataPoint?) -> JSONOutput {
    guard let point else { return .null }
    return .object([("x", chart.xAxis.jsonValue(at: point.x)), ("y", .number(point.y))])
  }

  private func seriesJSON(_ series: DataSeries, _ statistics: SeriesStatistics?) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("name", .string(series.name))]
    guard let s = statistics else {
      members += [
        ("count", .number(0)), ("missing", .number(Double(series.count))), ("min", .null), ("max", .null),
        ("mean", .null), ("median", .null), ("first", .null), ("last", .null), ("change", .null),
        ("percentChange", .null), ("trend", trendJSON(nil)),
      ]
      return .object(members)
    }
    members += [
      ("count", .number(Double(s.count))),
      ("missing", .number(Double(s.missing))),
      ("min", point(s.min)),
      ("max", point(s.max)),
      ("mean", .number(s.mean)),
      ("median", .number(s.median)),
      ("first", point(s.first)),
      ("last", point(s.last)),
      ("change", .number(s.change)),
      ("percentChange", .number(s.percentChange)),
      ("trend", trendJSON(s.trend)),
    ]
    return .object(members)
  }

  /// The slope per natural step of the x axis (a month, a category, one unit of x).
  private func trendJSON(_ trend: TrendResult?) -> JSONOutput {
    let (scale, unit) = slopeUnit
    guard let trend else {
      return .object([("direction", .string(TrendDirection.none.rawValue)), ("pValue", .null), ("slope", .null),
        ("slopeUnit", .string(unit))])
    }
    let test = trend.mannKendall
    return .object([
      ("direction", .string(trend.direction.rawValue)),
      ("pValue", .number(test.pValue)),
      ("slope", .number(trend.theilSen.slope * scale)),
      ("slopeUnit", .string(unit)),
      ("slopeSampled", .bool(trend.theilSen.isSampled)),
      ("s", .number(Double(test.s))),
      ("variance", .number(test.variance)),
      ("z", .number(test.z)),
      ("exactPValue", .bool(test.isExact)),
    ])
  }

  private var slopeUnit: (scale: Double, name: String) {
    switch chart.xAxis.type {
    case .temporal:
      let unit = chart.xAxis.timeUnit ?? .day
      return (unit.approximateSeconds, unit.rawValue)
    case .categorical:
      return (1, "category")
    case .numeric:
      return (1, "x")
    }
  }

  private func referenceLineJSON(_ result: ReferenceLineStatistics) -> JSONOutput {
    let axis = result.line.axis == .y ? chart.yAxis : chart.xAxis
    return .object([
      ("label", result.line.label.map { .string($0) } ?? .null),
      ("axis", .string(result.line.axis.rawValue)),
      ("value", result.line.axis == .y ? .number(result.line.value) : axis.jsonValue(at: result.line.value)),
      ("above", .number(Double(result.above))),
      ("below", .number(Double(result.below))),
      ("on", .number(Double(result.on))),
    ])
  }
}
