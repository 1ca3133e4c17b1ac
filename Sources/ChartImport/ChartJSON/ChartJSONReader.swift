import ChartModel
internal import ChartSupport

/// Reads chartvoice's own chart JSON format (see `docs/chart-json.md`).
///
///     let chart = try ChartJSONReader.read(bytes, source: "sales.json")
///
/// The format is strict on purpose: an unknown field is an error that suggests the field meant,
/// because a misspelt field silently ignored would change the description.
public enum ChartJSONReader {
  static let rootKeys = [
    "title", "summary", "context", "kind", "xAxis", "yAxis", "series", "referenceLines", "stacking", "cells",
    "orientation", "ranges", "boxes", "drawnAs", "binStep",
  ]
  static let axisKeys = [
    "title", "type", "unit", "categories", "range", "timeUnit", "ordinal", "additive", "recurring", "scale",
  ]
  static let seriesKeys = ["name", "continuous", "cumulative", "group", "recurring", "points"]
  static let recurringKeys = ["cycle", "phase"]
  static let pointKeys = ["x", "y", "label"]
  static let referenceLineKeys = ["axis", "value", "label"]

  /// Parses chart JSON.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 JSON (a leading byte-order mark is skipped).
  ///   - source: the input's name for error messages ("sales.json", "<stdin>").
  /// - Throws: ``ChartModelError`` naming the field, line and column of the first problem.
  /// - Complexity: O(*n*) to parse, plus O(*p* log *p*) to sort each series of *p* points by x
  ///   when it is out of order.
  public static func read(_ bytes: [UInt8], source: String) throws(ChartModelError) -> ChartDescriptor {
    let document = try JSONDocument(bytes: bytes, source: source)
    let root = JSONFieldReader(document: document)
    try root.requireObject(allowedKeys: rootKeys)

    let title = try root.member("title")?.optionalString() ?? ""
    let summary = try root.member("summary")?.optionalString()
    let context = try root.member("context")?.optionalString()
    let declaredKind = try root.member("kind").map { field throws(ChartModelError) in try field.choice(ChartKind.self) }
    let stacking =
      try root.member("stacking").map { field throws(ChartModelError) in try field.choice(Stacking.self) } ?? .none
    let cells = try root.member("cells").map { field throws(ChartModelError) in try field.choice(CellEncoding.self) }
    let drawnAs = try root.member("drawnAs").map { field throws(ChartModelError) in try field.choice(DrawnMarks.self) }
    let binStep = try root.member("binStep").map { field throws(ChartModelError) in try field.number() }
    let orientation =
      try root.member("orientation").map { field throws(ChartModelError) in try field.choice(Orientation.self) }
      ?? .vertical

    var xAxis = try readAxis(root.member("xAxis"))
    let yAxis = try readAxis(root.member("yAxis"))
    if yAxis.recurring != nil, let field = root.member("yAxis")?.member("recurring") {
      throw field.invalid("only the x axis can hold recurring times; y values must be numbers")
    }
    if let yType = yAxis.declaredType, yType != .numeric {
      throw ChartModelError.unsupported(
        root.member("yAxis")?.member("type")?.location ?? root.location,
        feature: "a \(yType.rawValue) y axis; y values must be numbers")
    }

    // Series: names, continuity and the raw x fields, converted once the x axis type is known.
    let seriesField = try root.required("series")
    let seriesFields = try seriesField.array()
    guard !seriesFields.isEmpty else {
      throw seriesField.invalid("a chart needs at least one series")
    }
    struct RawSeries {
      var name: String?
      var nameField: JSONFieldReader
      var continuous: Bool?
      var cumulative: Bool
      var group: String?
      var recurringTime: RecurringTime?
      var xFields: [JSONFieldReader]
      var y: [Double]
      /// Each point's label (`nil` for none), and the first label's field for messages.
      var labels: [String?]
      var labelField: JSONFieldReader?
    }
    var raw: [RawSeries] = []
    for field in seriesFields {
      try field.requireObject(allowedKeys: seriesKeys)
      let name = try field.member("name")?.optionalString()
      let continuous = try field.member("continuous")?.bool()
      let cumulative = try field.member("cumulative")?.bool() ?? false
      let group = try field.member("group")?.optionalString()
      let recurringTime = try field.member("recurring").map { field throws(ChartModelError) in
        try readRecurringTime(field)
      }
      let pointsField = try field.required("points")
      let points = try pointsField.array()
      guard !points.isEmpty else {
        throw ChartModelError.emptySeries(pointsField.location, name: name ?? field.path)
      }
      var xFields: [JSONFieldReader] = []
      var y: [Double] = []
      var labels: [String?] = []
      var labelField: JSONFieldReader?
      xFields.reserveCapacity(points.count)
      y.reserveCapacity(points.count)
      for point in points {
        try point.requireObject(allowedKeys: pointKeys)
        xFields.append(try point.required("x"))
        let label = try point.member("label")?.optionalString()
        if label != nil, labelField == nil { labelField = point.member("label") }
        labels.append(label)
        let yField = try point.required("y")
        if case .null = yField.value.kind {
          y.append(.nan)
        } else {
          guard case .number(let value) = yField.value.kind else {
            throw yField.invalid(
              "expected a number, or null for a missing value; found \(yField.value.typeDescription)")
          }
          y.append(value)
        }
      }
      raw.append(
        RawSeries(
          name: name ?? recurringTime?.description, nameField: field, continuous: continuous, cumulative: cumulative,
          group: group, recurringTime: recurringTime, xFields: xFields, y: y, labels: labels,
          labelField: labelField))
    }
    if raw.count > 1, let unnamed = raw.first(where: { $0.name == nil }) {
      throw ChartModelError.missingField(
        unnamed.nameField.location, field: unnamed.nameField.path(of: "name"))
    }
    guard raw.contains(where: { $0.y.contains { !$0.isNaN } }) else {
      throw ChartModelError.noNumericData(root.location, detail: "every y value is null")
    }

    // The x axis type: declared, or inferred from the first point.
    let xType: AxisType
    if let declared = xAxis.declaredType {
      xType = declared
    } else {
      xType = try inferXType(raw[0].xFields[0])
    }
    xAxis.axis.type = xType
    if xAxis.axis.scale == .logarithmic, xType != .numeric, let field = root.member("xAxis")?.member("scale") {
      throw field.invalid("only a numeric axis can have a logarithmic scale; this x axis is \(xType.rawValue)")
    }
    var categoryIndex: [String: Int] = [:]
    for (index, name) in xAxis.axis.categories.enumerated() where categoryIndex[name] == nil {
      categoryIndex[name] = index
    }
    let fixedCategories = !xAxis.axis.categories.isEmpty
    let xRecurring = xAxis.recurring

    func position(of field: JSONFieldReader, on axis: inout Axis) throws(ChartModelError) -> Double {
      switch (axis.type, field.value.kind) {
      case (.numeric, .number(let value)):
        return value
      case (.temporal, .string(let text)):
        guard let seconds = ISO8601.parse(text, allowingBareYear: true) else {
          throw field.invalid("'\(text)' is not an ISO 8601 date such as '2024-03' or '2024-03-15'")
        }
        return seconds
      case (.categorical, .string), (.categorical, .number):
        var name: String
        switch field.value.kind {
        case .string(let text): name = text
        case .number(let number): name = JSONValue.format(number)
        default: name = ""
        }
        if let cycle = xRecurring { name = try recurringPhase(name, cycle: cycle, field: field).description }
        if let index = categoryIndex[name] { return Double(index) }
        guard !fixedCategories else {
          throw field.invalid("'\(name)' is not one of xAxis.categories")
        }
        categoryIndex[name] = axis.categories.count
        axis.categories.append(name)
        return Double(axis.categories.count - 1)
      default:
        let expected =
          switch axis.type {
          case .numeric: "a number"
          case .temporal: "an ISO 8601 date string"
          case .categorical: "a category name"
          }
        throw field.invalid(
          "expected \(expected) (the x axis is \(axis.type.rawValue)), found \(field.value.typeDescription)")
      }
    }

    let kind = declaredKind ?? ChartKind.default(for: xType)
    var series: [DataSeries] = []
    for (index, rawSeries) in raw.enumerated() {
      var x: [Double] = []
      x.reserveCapacity(rawSeries.xFields.count)
      for field in rawSeries.xFields {
        x.append(try position(of: field, on: &xAxis.axis))
      }
      let name = rawSeries.name ?? (index == 0 ? yAxis.axis.title : "")
      var one = DataSeries(
        name: name, isContinuous: rawSeries.continuous ?? kind.isContinuousByDefault, x: x, y: rawSeries.y)
      one.isCumulative = rawSeries.cumulative
      one.recurringTime = rawSeries.recurringTime
      one.setLabels(rawSeries.labels)
      if kind.readsInXOrder(xAxis: xType) { one.sortByX() }
      series.append(one)
    }

    if let cycle = xAxis.recurring {
      // Every label is a phase's number, checked as it was read.
      xAxis.axis.recurringTimes = xAxis.axis.categories.compactMap { Int($0).flatMap { RecurringTime(cycle, $0) } }
    }
    if xType == .temporal {
      xAxis.axis.timeUnit = xAxis.declaredTimeUnit ?? TimeUnit.finest(in: series.lazy.flatMap(\.x))
    }
    if let rangeField = xAxis.rangeField {
      xAxis.axis.range = try readRange(rangeField, type: xType, axis: &xAxis.axis, position: position)
    }
    var y = yAxis.axis
    y.type = .numeric
    if let rangeField = yAxis.rangeField {
      y.range = try readRange(rangeField, type: .numeric, axis: &y, position: position)
    }

    var referenceLines: [ReferenceLine] = []
    for field in try root.member("referenceLines")?.array() ?? [] {
      try field.requireObject(allowedKeys: referenceLineKeys)
      let orientation =
        try field.member("axis").map { f throws(ChartModelError) in try f.choice(ReferenceLine.Orientation.self) } ?? .y
      let valueField = try field.required("value")
      let value =
        orientation == .y
        ? try valueField.number()
        : try position(of: valueField, on: &xAxis.axis)
      referenceLines.append(
        ReferenceLine(axis: orientation, value: value, label: try field.member("label")?.optionalString()))
    }

    let place = { (field: JSONFieldReader) throws(ChartModelError) -> Double in
      try position(of: field, on: &xAxis.axis)
    }
    let ranges = try readRanges(root.member("ranges"), series: series, position: place)
    let boxes = try readBoxes(root.member("boxes"), series: series, position: place)
    var chart = ChartDescriptor(
      title: title, summary: summary, context: context, kind: kind,
      xAxis: xAxis.axis, yAxis: y, series: series, referenceLines: referenceLines, stacking: stacking,
      orientation: orientation)
    if let cells {
      // A grid of cells is read as bars of one series per row (as a grouped bar chart is).
      guard kind == .bar, stacking == .none else {
        throw ChartModelError.unsupported(
          root.member("cells")?.location ?? root.location,
          feature: "cells drawn by \(cells.rawValue) outside a grid; 'cells' needs \"kind\": \"bar\" and no stacking")
      }
      chart.cells = cells
    }
    chart.uncertainty = ranges
    chart.boxes = boxes
    if drawnAs == .strip {
      // A strip draws the values its one box summarizes.
      guard boxes.count == 1 else {
        throw ChartModelError.unsupported(
          root.member("drawnAs")?.location ?? root.location,
          feature: "a strip without its one box; 'drawnAs': 'strip' needs one entry in \"boxes\"")
      }
      chart.drawnAs = drawnAs
    } else if let drawnAs {
      // Arcs draw a radar's values; a band draws the ranges of a line's centres; units a bar
      // chart's counts.
      let needed: ChartKind =
        drawnAs == .arcs ? .radar : [.units, .errorBars, .histogram, .dots].contains(drawnAs) ? .bar : .line
      guard kind == needed else {
        throw ChartModelError.unsupported(
          root.member("drawnAs")?.location ?? root.location,
          feature:
            "\(drawnAs.rawValue) drawing a chart that is not a \(needed.rawValue) chart; 'drawnAs': "
            + "'\(drawnAs.rawValue)' needs \"kind\": \"\(needed.rawValue)\"")
      }
      chart.drawnAs = drawnAs
    }
    // A histogram's bins are as wide as its `binStep` says; without one it is read as bars.
    if let binStep {
      guard binStep > 0, binStep.isFinite else {
        throw root.member("binStep")!.invalid("a bin width must be a positive number")
      }
      chart.binStep = binStep
    }
    // Stacks inside groups: the series are the parts, each naming the group whose stack it is in.
    if raw.contains(where: { $0.group != nil }) {
      if let labelled = raw.first(where: { $0.labelField != nil })?.labelField {
        throw labelled.invalid("a point in a series group cannot have a label; label the points of plain series")
      }
      if let ungrouped = raw.first(where: { $0.group == nil }) {
        throw ChartModelError.missingField(ungrouped.nameField.location, field: ungrouped.nameField.path(of: "group"))
      }
      guard kind == .bar, stacking == .stacked else {
        throw ChartModelError.unsupported(
          root.member("stacking")?.location ?? root.location,
          feature:
            "series groups outside a stacked bar chart; 'group' needs \"kind\": \"bar\" and \"stacking\": \"stacked\"")
      }
      let grouped = ChartDescriptor.stacksInGroups(series, groups: raw.map { $0.group ?? "" })
      chart.series = grouped.series
      chart.stackParts = grouped.parts
      chart.stacking = .none
    }
    return chart
  }

  /// An axis as far as it can be read before the data is seen.
  struct PartialAxis {
    var axis: Axis
    var declaredType: AxisType?
    var declaredTimeUnit: TimeUnit?
    var rangeField: JSONFieldReader?
    /// The cycle the categories are positions in (`"recurring": "monthOfYear"`).
    var recurring: SeasonalCycle?
  }

  static func readAxis(_ field: JSONFieldReader?) throws(ChartModelError) -> PartialAxis {
    guard let field else {
      return PartialAxis(axis: Axis(title: "", type: .numeric))
    }
    try field.requireObject(allowedKeys: axisKeys)
    let type = try field.member("type").map { f throws(ChartModelError) in try f.choice(AxisType.self) }
    let recurring = try field.member("recurring").map { f throws(ChartModelError) in try f.choice(SeasonalCycle.self) }
    if recurring != nil, let type, type != .categorical, let recurringField = field.member("recurring") {
      throw recurringField.invalid("recurring times are categories; they need \"type\": \"categorical\"")
    }
    var axis = Axis(
      title: try field.member("title")?.optionalString() ?? "",
      type: type ?? .numeric,
      unit: try field.member("unit")?.optionalString())
    if let categoriesField = field.member("categories") {
      var seen = Set<String>()
      for element in try categoriesField.array() {
        var name: String
        if let recurring {
          // Positions: numbers, or their digits as text.
          if case .number(let number) = element.value.kind {
            name = JSONValue.format(number)
          } else {
            name = try element.string()
          }
          name = try recurringPhase(name, cycle: recurring, field: element).description
        } else {
          name = try element.string()
        }
        guard seen.insert(name).inserted else { throw element.invalid("duplicate category '\(name)'") }
        axis.categories.append(name)
      }
      if let type, type != .categorical, !axis.categories.isEmpty {
        throw categoriesField.invalid("categories need \"type\": \"categorical\"")
      }
    }
    let timeUnit = try field.member("timeUnit").map { f throws(ChartModelError) in try f.choice(TimeUnit.self) }
    if let ordinalField = field.member("ordinal") {
      axis.isOrdinal = try ordinalField.bool()
      if axis.isOrdinal, let type, type != .categorical {
        throw ordinalField.invalid(
          "only a categorical axis can be ordinal; numeric and temporal axes are ordered anyway")
      }
    }
    if let additiveField = field.member("additive") { axis.isAdditive = try additiveField.bool() }
    if let scaleField = field.member("scale") {
      axis.scale = try scaleField.choice(AxisScale.self)
      if axis.scale == .logarithmic, let type, type != .numeric {
        throw scaleField.invalid(
          "only a numeric axis can have a logarithmic scale; this axis is \(type.rawValue)")
      }
    }
    return PartialAxis(
      axis: axis, declaredType: type ?? (axis.categories.isEmpty && recurring == nil ? nil : .categorical),
      declaredTimeUnit: timeUnit, rangeField: field.member("range"), recurring: recurring)
  }

  /// A position in a cycle, written as its phase's number ("3", 3 or "03" for March).
  static func recurringPhase(
    _ text: String, cycle: SeasonalCycle, field: JSONFieldReader
  ) throws(ChartModelError) -> RecurringTime {
    guard let phase = Int(text), let time = RecurringTime(cycle, phase) else {
      throw field.invalid(
        "'\(text)' is not a position in \(cycle.rawValue): expected a whole number from \(cycle.phases.lowerBound) "
          + "to \(cycle.phases.upperBound)")
    }
    return time
  }

  /// A series' recurring position: `{ "cycle": "monthOfYear", "phase": 3 }`.
  static func readRecurringTime(_ field: JSONFieldReader) throws(ChartModelError) -> RecurringTime {
    try field.requireObject(allowedKeys: recurringKeys)
    let cycle = try field.required("cycle").choice(SeasonalCycle.self)
    let phaseField = try field.required("phase")
    return try recurringPhase(JSONValue.format(try phaseField.number()), cycle: cycle, field: phaseField)
  }

  static func inferXType(_ field: JSONFieldReader) throws(ChartModelError) -> AxisType {
    switch field.value.kind {
    case .number: return .numeric
    case .string(let text): return ISO8601.parse(text, allowingBareYear: true) == nil ? .categorical : .temporal
    default:
      throw field.invalid(
        "expected a number, a category name or an ISO 8601 date, found \(field.value.typeDescription)")
    }
  }

  static func readRange(
    _ field: JSONFieldReader, type: AxisType, axis: inout Axis,
    position: (JSONFieldReader, inout Axis) throws(ChartModelError) -> Double
  ) throws(ChartModelError) -> ClosedRange<Double>? {
    if case .null = field.value.kind { return nil }
    let bounds = try field.array()
    guard bounds.count == 2 else {
      throw field.invalid("expected [lower, upper], found \(bounds.count) values")
    }
    guard type != .categorical else {
      throw field.invalid("a categorical axis has no range; list its categories instead")
    }
    let lower = try position(bounds[0], &axis)
    let upper = try position(bounds[1], &axis)
    guard lower <= upper else {
      throw field.invalid("the lower bound is greater than the upper bound")
    }
    return lower...upper
  }
}
