import ChartModel
internal import ChartSupport

/// Writes a chart as the JSON form of Apple's `AXChartDescriptor` (see ``AXChartReader``), for an
/// app to build its descriptor from, field for field.
///
///     let json = AXChartWriter.text(chart, pretty: true)
///
/// A categorical x axis is written with its `categoryOrder`; any other with its `range` (declared,
/// else the data's extent), its reference lines as `gridlinePositions` and its `scaleType`; dates
/// are seconds since 1970, as an app's numeric axis holds them. Each point has its `xValue` (a
/// number or a category name), its `yValue` (`null` where missing) and its `label` when it has
/// one. What Apple's model has no field for (the unit, the kind, the context, notices, stacking)
/// is not written.
public enum AXChartWriter {
  /// The chart as `AXChartDescriptor` JSON text.
  ///
  /// - Parameter pretty: two-space indentation, one member per line.
  /// - Complexity: O(*n*) in the points.
  public static func text(_ chart: ChartDescriptor, pretty: Bool = false) -> String {
    json(chart).serialized(pretty: pretty)
  }

  static func json(_ chart: ChartDescriptor) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("title", .string(chart.title))]
    if let summary = chart.summary { members.append(("summary", .string(summary))) }
    let xValues = chart.series.flatMap(\.x)
    members.append(("xAxis", axis(chart.xAxis, values: xValues, lines: chart.referenceLines, orientation: .x)))
    let yValues = chart.series.flatMap(\.y)
    members.append(("yAxis", axis(chart.yAxis, values: yValues, lines: chart.referenceLines, orientation: .y)))
    let series: [JSONOutput] = chart.series.map { one in
      let points: [JSONOutput] = one.x.indices.map { index in
        var fields: [(String, JSONOutput)] = [
          ("xValue", xValue(one.x[index], on: chart.xAxis)), ("yValue", .number(one.y[index])),
        ]
        if let label = one.label(at: index) { fields.append(("label", .string(label))) }
        return .object(fields)
      }
      return .object([
        ("name", .string(one.name)), ("isContinuous", .bool(one.isContinuous)), ("dataPoints", .array(points)),
      ])
    }
    members.append(("series", .array(series)))
    return .object(members)
  }

  private static func axis(
    _ axis: Axis, values: [Double], lines: [ReferenceLine], orientation: ReferenceLine.Orientation
  ) -> JSONOutput {
    var members: [(String, JSONOutput)] = [("title", .string(axis.title))]
    if axis.type == .categorical {
      members.append(("categoryOrder", .array(axis.categories.map { .string($0) })))
      return .object(members)
    }
    let finite = values.filter(\.isFinite)
    if let range = axis.range ?? finite.min().flatMap({ low in finite.max().map { low...$0 } }) {
      members.append(("range", .array([.number(range.lowerBound), .number(range.upperBound)])))
    }
    let gridlines = lines.filter { $0.axis == orientation }.map { JSONOutput.number($0.value) }
    members.append(("gridlinePositions", .array(gridlines)))
    members.append(("scaleType", .string(axis.scale == .logarithmic ? "log10" : "linear")))
    return .object(members)
  }

  private static func xValue(_ position: Double, on axis: Axis) -> JSONOutput {
    guard axis.type == .categorical else { return .number(position) }
    let index = Int(position)
    return axis.categories.indices.contains(index) ? .string(axis.categories[index]) : .null
  }
}
