import ChartModel
internal import ChartSupport

/// Writes a chart as chart JSON (see `docs/chart-json.md`), which ``ChartJSONReader`` reads back
/// as the same chart.
///
///     let text = ChartJSONWriter.text(try VegaLiteReader.read(spec, source: "cars.vl.json"))
///
/// What the format holds is written: the title, summary and context, the kind, both axes (a
/// categorical axis with its categories in order; recurring positions as their phase numbers,
/// never as names in some language), every series and point (a recurring series by its position
/// alone), reference lines, stacking and orientation, what draws the values (`cells`, `drawnAs`); stacks inside groups as their parts, each
/// with its `group`; uncertainty ranges and box-plot summaries (`ranges`, `boxes`); point labels
/// (`label`) and a logarithmic axis (`scale`), as the AXChartDescriptor bridge reads them. What an importer
/// notes beside the data (notices, buckets, intervals) is not part of the format. Dates are written to the second.
public enum ChartJSONWriter {
  /// The chart as chart JSON text.
  ///
  /// - Parameter pretty: two-space indentation, one member per line.
  /// - Complexity: O(*n*) in the points.
  public static func text(_ chart: ChartDescriptor, pretty: Bool = false) -> String {
    json(chart).serialized(pretty: pretty)
  }

  static func json(_ chart: ChartDescriptor) -> JSONOutput {
    var members: [(String, JSONOutput)] = []
    if !chart.title.isEmpty { members.append(("title", .string(chart.title))) }
    if let summary = chart.summary { members.append(("summary", .string(summary))) }
    if let context = chart.context { members.append(("context", .string(context))) }
    members.append(("kind", .string(chart.kind.rawValue)))
    members.append(("xAxis", axis(chart.xAxis)))
    members.append(("yAxis", axis(chart.yAxis)))
    var series: [JSONOutput] = []
    if chart.stackParts.isEmpty {
      for one in chart.series {
        // A recurring series is named by its position, in the language of whoever reads it.
        var fields: [(String, JSONOutput)] = []
        if let time = one.recurringTime {
          fields.append(
            ("recurring", .object([("cycle", .string(time.cycle.rawValue)), ("phase", .number(Double(time.phase)))])))
        } else {
          fields.append(("name", .string(one.name)))
        }
        fields.append(("continuous", .bool(one.isContinuous)))
        if one.isCumulative { fields.append(("cumulative", .bool(true))) }
        fields.append(("points", points(x: one.x, y: one.y, labels: one.labels, on: chart.xAxis)))
        series.append(.object(fields))
      }
    } else {
      // Stacks inside groups: the parts, each naming its group, as the reader takes them.
      for part in chart.stackParts {
        series.append(
          .object([
            ("name", .string(part.name)), ("group", .string(part.group)),
            ("points", points(x: part.x, y: part.y, on: chart.xAxis)),
          ]))
      }
    }
    members.append(("series", .array(series)))
    if !chart.referenceLines.isEmpty {
      members.append(
        (
          "referenceLines",
          .array(
            chart.referenceLines.map { line in
              var fields: [(String, JSONOutput)] = [
                ("axis", .string(line.axis.rawValue)),
                ("value", line.axis == .y ? .number(line.value) : value(at: line.value, on: chart.xAxis)),
              ]
              if let label = line.label { fields.append(("label", .string(label))) }
              return .object(fields)
            })
        ))
    }
    let stacking: Stacking = chart.stackParts.isEmpty ? chart.stacking : .stacked
    if stacking != .none { members.append(("stacking", .string(stacking.rawValue))) }
    if chart.orientation != .vertical { members.append(("orientation", .string(chart.orientation.rawValue))) }
    if let cells = chart.cells { members.append(("cells", .string(cells.rawValue))) }
    if let drawn = chart.drawnAs { members.append(("drawnAs", .string(drawn.rawValue))) }
    if let step = chart.binStep { members.append(("binStep", .number(step))) }
    members += rangeMembers(chart)
    return .object(members)
  }

  private static func axis(_ axis: Axis) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("title", .string(axis.title)), ("type", .string(axis.type.rawValue))]
    if let unit = axis.unit { members.append(("unit", .string(unit))) }
    if axis.type == .categorical {
      if let times = axis.recurringTimes, let cycle = times.first?.cycle {
        members.append(("recurring", .string(cycle.rawValue)))
        members.append(("categories", .array(times.map { .number(Double($0.phase)) })))
      } else {
        members.append(("categories", .array(axis.categories.map { .string($0) })))
      }
      if axis.isOrdinal { members.append(("ordinal", .bool(true))) }
    } else if let range = axis.range {
      members.append(("range", .array([value(at: range.lowerBound, on: axis), value(at: range.upperBound, on: axis)])))
    }
    if axis.type == .temporal, let unit = axis.timeUnit { members.append(("timeUnit", .string(unit.rawValue))) }
    if let additive = axis.isAdditive { members.append(("additive", .bool(additive))) }
    if axis.scale != .linear { members.append(("scale", .string(axis.scale.rawValue))) }
    return .object(members)
  }

  /// Each point's `x` and `y`, and its `label` when it has one.
  private static func points(x: [Double], y: [Double], labels: [String?] = [], on axis: Axis) -> JSONOutput {
    .array(
      x.indices.map { index in
        var fields: [(String, JSONOutput)] = [("x", value(at: x[index], on: axis)), ("y", .number(y[index]))]
        if labels.indices.contains(index), let label = labels[index] { fields.append(("label", .string(label))) }
        return .object(fields)
      })
  }

  /// An x position as chart JSON writes it: the number, the category (a recurring one by its
  /// phase), or an ISO 8601 date as precise as it needs.
  static func value(at position: Double, on axis: Axis) -> JSONOutput {
    switch axis.type {
    case .numeric:
      return .number(position)
    case .temporal:
      return .string(ISO8601.format(position, unit: TimeUnit.finest(in: [position])))
    case .categorical:
      let index = Int(position)
      if let times = axis.recurringTimes, times.indices.contains(index) { return .number(Double(times[index].phase)) }
      return axis.categories.indices.contains(index) ? .string(axis.categories[index]) : .null
    }
  }
}
