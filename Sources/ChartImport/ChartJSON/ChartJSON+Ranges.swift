import ChartModel
internal import ChartSupport

/// Uncertainty ranges and box-plot summaries in chart JSON (`docs/chart-json.md`):
///
///     "ranges": [{"series": "Yield", "centre": "mean", "extent": "stdev",
///                 "points": [{"x": "Trebi", "lower": 33.1, "upper": 45.7}]}],
///     "boxes": [{"series": "Mass", "x": "Gentoo", "count": 123, "median": 5000, "q1": 4700,
///                "q3": 5500, "whiskers": [3950, 6300], "outliers": [0, 0], "extremes": [3950, 6300],
///                "whiskerSpan": 1.5}]
///
/// Each entry names a point of a series: its series' name and its x as the series writes it.
extension ChartJSONReader {
  static let rangeKeys = ["series", "centre", "extent", "points"]
  static let rangePointKeys = ["x", "lower", "upper"]
  static let boxKeys = [
    "series", "x", "count", "median", "q1", "q3", "whiskers", "outliers", "extremes", "whiskerSpan",
  ]

  /// The point of a series that an entry names.
  private static func point(
    _ entry: JSONFieldReader, x: JSONFieldReader, in series: [DataSeries],
    position: (JSONFieldReader) throws(ChartModelError) -> Double
  ) throws(ChartModelError) -> (series: String, x: Double) {
    let nameField = try entry.required("series")
    let name = try nameField.string()
    guard let one = series.first(where: { $0.name == name }) else {
      throw nameField.invalid("'\(name)' is not the name of a series")
    }
    let at = try position(x)
    guard one.x.contains(at) else { throw x.invalid("not an x of a point of '\(name)'") }
    return (name, at)
  }

  private static func pair(_ field: JSONFieldReader) throws(ChartModelError) -> (Double, Double) {
    let items = try field.array()
    guard items.count == 2 else { throw field.invalid("expected [lower, upper], found \(items.count) values") }
    return (try items[0].number(), try items[1].number())
  }

  /// Reads `ranges`: each series' uncertainty ranges.
  ///
  /// - Complexity: O(*r* · *n*) in the ranges and the points of their series.
  static func readRanges(
    _ field: JSONFieldReader?, series: [DataSeries], position: (JSONFieldReader) throws(ChartModelError) -> Double
  ) throws(ChartModelError) -> [UncertaintyRanges] {
    var result: [UncertaintyRanges] = []
    for entry in try field?.array() ?? [] {
      try entry.requireObject(allowedKeys: rangeKeys)
      var name = ""
      var x: [Double] = []
      var lower: [Double] = []
      var upper: [Double] = []
      for point in try entry.required("points").array() {
        try point.requireObject(allowedKeys: rangePointKeys)
        let at = try Self.point(entry, x: try point.required("x"), in: series, position: position)
        name = at.series
        let low = try point.required("lower").number()
        let high = try point.required("upper").number()
        guard low <= high else { throw point.invalid("the lower end is greater than the upper end") }
        x.append(at.x)
        lower.append(low)
        upper.append(high)
      }
      if x.isEmpty { name = try entry.required("series").string() }
      result.append(
        UncertaintyRanges(
          series: name, centre: try entry.required("centre").choice(RangeCentre.self),
          extent: try entry.required("extent").choice(RangeExtent.self), x: x, lower: lower, upper: upper))
    }
    return result
  }

  /// Reads `boxes`: what a box plot draws at some points.
  ///
  /// - Complexity: O(*b* · *n*) in the boxes and the points of their series.
  static func readBoxes(
    _ field: JSONFieldReader?, series: [DataSeries], position: (JSONFieldReader) throws(ChartModelError) -> Double
  ) throws(ChartModelError) -> [BoxSummary] {
    var result: [BoxSummary] = []
    for entry in try field?.array() ?? [] {
      try entry.requireObject(allowedKeys: boxKeys)
      let at = try point(entry, x: try entry.required("x"), in: series, position: position)
      let whiskers = try pair(try entry.required("whiskers"))
      let outliers = try pair(try entry.required("outliers"))
      let extremes = try pair(try entry.required("extremes"))
      var span: Double?
      if let spanField = entry.member("whiskerSpan") {
        if case .null = spanField.value.kind {} else { span = try spanField.number() }
      }
      let countField = try entry.required("count")
      let count = try countField.number()
      guard count >= 1, count == count.rounded(), outliers.0 >= 0, outliers.1 >= 0,
        outliers.0 == outliers.0.rounded(), outliers.1 == outliers.1.rounded()
      else { throw countField.invalid("counts are whole numbers, at least one value a box") }
      let box = BoxSummary(
        series: at.series, x: at.x, count: Int(count), median: try entry.required("median").number(),
        quartiles: (try entry.required("q1").number(), try entry.required("q3").number()), whiskers: whiskers,
        outliers: (Int(outliers.0), Int(outliers.1)), extremes: extremes, whiskerSpan: span)
      guard
        box.minimum <= box.lowerWhisker, box.lowerWhisker <= box.lowerQuartile,
        box.lowerQuartile <= box.median, box.median <= box.upperQuartile,
        box.upperQuartile <= box.upperWhisker, box.upperWhisker <= box.maximum
      else {
        throw entry.invalid("a box's values are in order: extremes, whiskers, quartiles and median")
      }
      result.append(box)
    }
    return result
  }
}

extension ChartJSONWriter {
  /// The members `ranges` and `boxes` of a chart that has them.
  ///
  /// - Complexity: O(*r* + *b*).
  static func rangeMembers(_ chart: ChartDescriptor) -> [(String, JSONOutput)] {
    var members: [(String, JSONOutput)] = []
    if !chart.uncertainty.isEmpty {
      let ranges = chart.uncertainty.map { ranges in
        let points = ranges.x.indices.map { index in
          JSONOutput.object([
            ("x", value(at: ranges.x[index], on: chart.xAxis)), ("lower", .number(ranges.lower[index])),
            ("upper", .number(ranges.upper[index])),
          ])
        }
        return JSONOutput.object([
          ("series", .string(ranges.series)), ("centre", .string(ranges.centre.rawValue)),
          ("extent", .string(ranges.extent.rawValue)), ("points", .array(points)),
        ])
      }
      members.append(("ranges", .array(ranges)))
    }
    if !chart.boxes.isEmpty {
      let boxes = chart.boxes.map { box in
        JSONOutput.object([
          ("series", .string(box.series)), ("x", value(at: box.x, on: chart.xAxis)),
          ("count", .number(Double(box.count))), ("median", .number(box.median)),
          ("q1", .number(box.lowerQuartile)), ("q3", .number(box.upperQuartile)),
          ("whiskers", .array([.number(box.lowerWhisker), .number(box.upperWhisker)])),
          ("outliers", .array([.number(Double(box.outliersBelow)), .number(Double(box.outliersAbove))])),
          ("extremes", .array([.number(box.minimum), .number(box.maximum)])),
          ("whiskerSpan", box.whiskerSpan.map(JSONOutput.number) ?? .null),
        ])
      }
      members.append(("boxes", .array(boxes)))
    }
    return members
  }
}
