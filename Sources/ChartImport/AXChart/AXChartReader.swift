import ChartModel
internal import ChartSupport

/// Reads the JSON form of Apple's `AXChartDescriptor` (the model an app gives VoiceOver's Audio
/// Graphs), field for field, so that a descriptor an app exports is described on any machine.
/// ``AXChartWriter`` writes the same form.
///
///     {
///       "title": "Revenue", "summary": "Revenue doubled in 2024.",
///       "xAxis": { "title": "Quarter", "categoryOrder": ["Q1", "Q2", "Q3", "Q4"] },
///       "yAxis": { "title": "USD", "range": [0, 40], "gridlinePositions": [20], "scaleType": "linear" },
///       "series": [ { "name": "Revenue", "isContinuous": false, "dataPoints": [
///         { "xValue": "Q1", "yValue": 12 }, { "xValue": "Q2", "yValue": 30, "label": "Launch" } ] } ]
///     }
///
/// An x axis with `categoryOrder` (`AXCategoricalDataAxisDescriptor`) is categorical, any other
/// (`AXNumericDataAxisDescriptor`) numeric; dates are numbers there, as in the app. The chart is
/// bars over categories, a line when a series is continuous, else a scatter plot.
/// `gridlinePositions` become reference lines; a point's `label` is read in the readout; a
/// `"log10"` or `"ln"` `scaleType` is a logarithmic axis, which the readout says. The
/// `valueDescriptionProvider` is a closure and has no JSON form; `additionalValues` (values on
/// `additionalAxes`) are read but not described, and a notice says so.
public enum AXChartReader {
  static let rootKeys = ["title", "summary", "xAxis", "yAxis", "additionalAxes", "series"]
  static let axisKeys = ["title", "range", "gridlinePositions", "scaleType", "categoryOrder"]
  static let seriesKeys = ["name", "isContinuous", "dataPoints"]
  static let pointKeys = ["xValue", "yValue", "label", "additionalValues"]

  /// Whether the bytes hold an `AXChartDescriptor` in JSON: an object whose `series` hold
  /// `dataPoints` (chart JSON's hold `points`).
  ///
  /// - Complexity: O(*n*) to parse.
  public static func isAXChart(_ bytes: [UInt8]) -> Bool {
    guard let document = try? JSONDocument(bytes: bytes, source: "") else { return false }
    guard case .object = document.root.kind, case .array(let series)? = document.root["series"]?.kind,
      let first = series.first, first["dataPoints"] != nil
    else { return false }
    return true
  }

  /// Reads an `AXChartDescriptor` in JSON.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 JSON.
  ///   - source: the input's name for error messages.
  /// - Throws: ``ChartModelError`` naming the field, line and column of the first problem.
  /// - Complexity: O(*n* log *n*) in the points.
  public static func read(_ bytes: [UInt8], source: String) throws(ChartModelError) -> ChartDescriptor {
    let document = try JSONDocument(bytes: bytes, source: source)
    let root = JSONFieldReader(document: document)
    try root.requireObject(allowedKeys: rootKeys)
    let title = try root.member("title")?.optionalString() ?? ""
    let summary = try root.member("summary")?.optionalString()

    let xField = try root.required("xAxis")
    try xField.requireObject(allowedKeys: axisKeys)
    let yField = try root.required("yAxis")
    try yField.requireObject(allowedKeys: axisKeys)
    if let order = yField.member("categoryOrder") {
      throw order.invalid("the y axis holds numbers (AXNumericDataAxisDescriptor); it has no categories")
    }
    var categories: [String]?
    if let order = xField.member("categoryOrder") {
      var seen = Set<String>()
      categories = []
      for element in try order.array() {
        let name = try element.string()
        guard seen.insert(name).inserted else { throw element.invalid("duplicate category '\(name)'") }
        categories?.append(name)
      }
      for key in ["range", "gridlinePositions", "scaleType"] {
        if let field = xField.member(key) {
          throw field.invalid("a categorical axis (with 'categoryOrder') has no \(key)")
        }
      }
    }

    let seriesField = try root.required("series")
    let seriesFields = try seriesField.array()
    guard !seriesFields.isEmpty else { throw seriesField.invalid("a chart needs at least one series") }
    struct RawSeries {
      var name: String
      var continuous: Bool
      var x: [JSONFieldReader]
      var y: [Double]
      var labels: [String?]
    }
    var raw: [RawSeries] = []
    var additional = 0
    for field in seriesFields {
      try field.requireObject(allowedKeys: seriesKeys)
      let name = try field.member("name")?.optionalString()
      if name == nil, seriesFields.count > 1 {
        throw ChartModelError.missingField(field.location, field: field.path(of: "name"))
      }
      let pointsField = try field.required("dataPoints")
      let points = try pointsField.array()
      guard !points.isEmpty else { throw ChartModelError.emptySeries(pointsField.location, name: name ?? field.path) }
      var one = RawSeries(
        name: name ?? "", continuous: try field.member("isContinuous")?.bool() ?? false, x: [], y: [], labels: [])
      for point in points {
        try point.requireObject(allowedKeys: pointKeys)
        one.x.append(try point.required("xValue"))
        if let yField = point.member("yValue"), case .number(let value) = yField.value.kind {
          one.y.append(value)
        } else if let yField = point.member("yValue"), !(yField.value.kind.isNull) {
          throw yField.invalid("expected a number, or null for a missing value; found \(yField.value.typeDescription)")
        } else {
          one.y.append(.nan)
        }
        one.labels.append(try point.member("label")?.optionalString())
        additional += try point.member("additionalValues")?.array().count ?? 0
      }
      raw.append(one)
    }
    guard raw.contains(where: { $0.y.contains { !$0.isNaN } }) else {
      throw ChartModelError.noNumericData(root.location, detail: "every yValue is null")
    }
    // Categories: the declared order, else (strings without an order) as they first appear.
    if categories == nil, case .string = raw[0].x[0].value.kind { categories = [] }
    let fixed = categories.map { !$0.isEmpty } ?? false
    var index: [String: Int] = [:]
    for (number, name) in (categories ?? []).enumerated() { index[name] = number }
    func position(_ field: JSONFieldReader) throws(ChartModelError) -> Double {
      switch (categories != nil, field.value.kind) {
      case (false, .number(let value)):
        return value
      case (true, .string(let name)):
        if let number = index[name] { return Double(number) }
        guard !fixed else { throw field.invalid("'\(name)' is not one of xAxis.categoryOrder") }
        index[name] = categories?.count
        categories?.append(name)
        return Double(index[name] ?? 0)
      default:
        throw field.invalid(
          "expected \(categories != nil ? "a category name" : "a number") (the x axis is "
            + "\(categories != nil ? "categorical" : "numeric")), found \(field.value.typeDescription)")
      }
    }

    var xAxis = Axis(title: try xField.member("title")?.optionalString() ?? "", type: .numeric)
    if let categories { xAxis = Axis(title: xAxis.title, type: .categorical, categories: categories) }
    let kind: ChartKind = categories != nil ? .bar : raw.contains(where: \.continuous) ? .line : .scatter
    var series: [DataSeries] = []
    for one in raw {
      var x: [Double] = []
      for field in one.x { x.append(try position(field)) }
      var data = DataSeries(name: one.name, isContinuous: one.continuous, x: x, y: one.y)
      data.setLabels(one.labels)
      if kind.readsInXOrder(xAxis: xAxis.type) { data.sortByX() }
      series.append(data)
    }
    if let name = series.first?.name, name.isEmpty, series.count == 1 {
      series[0].name = try yField.member("title")?.optionalString() ?? ""
    }
    var yAxis = Axis(title: try yField.member("title")?.optionalString() ?? "", type: .numeric)
    var lines: [ReferenceLine] = []
    for (field, orientation) in [(xField, ReferenceLine.Orientation.x), (yField, .y)]
    where categories == nil || orientation == .y {
      var axis = orientation == .x ? xAxis : yAxis
      if let range = field.member("range") {
        let bounds = try range.array()
        guard bounds.count == 2 else { throw range.invalid("expected [lower, upper], found \(bounds.count) values") }
        let lower = try bounds[0].number()
        let upper = try bounds[1].number()
        guard lower <= upper else { throw range.invalid("the lower bound is greater than the upper bound") }
        axis.range = lower...upper
      }
      if let scale = field.member("scaleType") {
        switch try scale.string() {
        case "linear": axis.scale = .linear
        case "log10", "ln": axis.scale = .logarithmic
        case let other: throw scale.invalid("unknown scale '\(other)'; expected linear, log10 or ln")
        }
      }
      for gridline in try field.member("gridlinePositions")?.array() ?? [] {
        lines.append(ReferenceLine(axis: orientation, value: try gridline.number()))
      }
      if orientation == .x { xAxis = axis } else { yAxis = axis }
    }
    var chart = ChartDescriptor(
      title: title, summary: summary, kind: kind, xAxis: xAxis, yAxis: yAxis, series: series, referenceLines: lines)
    if additional > 0 || root.member("additionalAxes") != nil {
      chart.notices.append(.channelNotDescribed(channel: "additionalAxes", field: "additionalValues"))
    }
    return chart
  }
}

extension JSONValue.Kind {
  fileprivate var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
