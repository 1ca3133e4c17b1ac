import Foundation

/// The x positions of a chart built from code (``ChartDescriptor/init(title:x:series:kind:xTitle:yTitle:unit:summary:context:)``):
/// dates, category names in display order, or numbers.
public enum XValues: Sendable, Equatable {
  /// Dates; the time unit (year, month, day, …) is inferred from them as the readers infer it.
  case dates([Date])
  /// Category names in display order; each is one bar, slice or spoke.
  case categories([String])
  /// Numbers.
  case numbers([Double])

  /// How many positions there are.
  ///
  /// - Complexity: O(1).
  public var count: Int {
    switch self {
    case .dates(let dates): dates.count
    case .categories(let names): names.count
    case .numbers(let numbers): numbers.count
    }
  }
}

/// One series of a chart built from code: its name and a value at each x position, `nil` where
/// the value is missing.
///
///     SeriesValues("Revenue", [12.5, nil, 14])
public struct SeriesValues: Sendable, Equatable {
  public var name: String
  public var values: [Double?]

  /// - Complexity: O(1).
  public init(_ name: String, _ values: [Double?]) {
    self.name = name
    self.values = values
  }
}

/// Why a chart built from code, or given whole, cannot be described.
///
/// Each message starts in lower case, names the series, category or position at fault and says
/// what to change, in the library's terms.
public enum ChartBuildError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The chart has no series.
  case noSeries
  /// The x axis has no positions (no dates, categories or numbers).
  case noPositions
  /// A series holds no values.
  case emptySeries(name: String)
  /// A series has a different number of values than there are x positions.
  case countMismatch(series: String, values: Int, positions: Int)
  /// A category's name is empty, so the description would say nothing where it names it.
  case unnamedCategory(index: Int)
  /// Two categories have the same name.
  case duplicateCategory(String)
  /// Several series, and one has no name to tell it from the others.
  case unnamedSeries(index: Int)
  /// A value is infinite or not a number (a missing value is `nil`).
  case nonFiniteValue(series: String, index: Int)
  /// An x position is infinite or not a number.
  case nonFinitePosition(index: Int)
  /// Every value is missing.
  case noValues
  /// A point on a categorical axis is at a position that names no category (a descriptor made
  /// by hand, whose axis lists fewer categories than its points use).
  case noCategory(series: String, position: Double, categories: Int)

  public var description: String {
    switch self {
    case .noSeries: "the chart has no series; give it at least one"
    case .noPositions: "the x axis has no positions; give at least one date, category or number"
    case .emptySeries(let name): "the series '\(name)' has no values; give it one value a position"
    case .countMismatch(let series, let values, let positions):
      "the series '\(series)' has \(values) values for \(positions) x positions; give one value a position (nil where it is missing)"
    case .unnamedCategory(let index): "category \(index + 1) has no name; name every category"
    case .duplicateCategory(let name): "the category '\(name)' is given twice; name each category once"
    case .unnamedSeries(let index): "series \(index + 1) has no name; name every series of a chart with several"
    case .nonFiniteValue(let series, let index):
      "value \(index + 1) of the series '\(series)' is not a finite number; give nil for a missing value"
    case .nonFinitePosition(let index): "x position \(index + 1) is not a finite number"
    case .noValues: "every value is missing; give at least one number"
    case .noCategory(let series, let position, let categories):
      "the series '\(series)' has a point at position \(position.description), which is none of the axis's \(categories) categories; list every category on the x axis"
    }
  }
}

extension ChartDescriptor {
  /// A chart from values in code, read as the chart JSON reader reads the same data: bars over
  /// categories and lines over dates or numbers unless `kind` says otherwise, points sorted by x
  /// where the kind is read in x order, the time unit inferred from the dates.
  ///
  ///     let chart = try ChartDescriptor(
  ///       title: "Rainfall", x: .categories(["Mon", "Tue", "Wed"]),
  ///       series: [SeriesValues("Rain", [3, nil, 7])], yTitle: "Rain", unit: "mm")
  ///
  /// - Parameters:
  ///   - x: the positions, shared by every series.
  ///   - series: one value a position each; a single series may leave its name empty and is then
  ///     named after `yTitle`.
  ///   - unit: the unit of the values ("USD", "%", "mm").
  /// - Throws: ``ChartBuildError`` when the chart cannot be described as given: no series, counts
  ///   that differ, an empty or repeated category name, a series of several without a name,
  ///   infinite values or positions, or no value at all.
  /// - Complexity: O(*n* log *n*) in the points.
  public init(
    title: String, x: XValues, series: [SeriesValues], kind: ChartKind? = nil, xTitle: String = "",
    yTitle: String = "", unit: String? = nil, summary: String? = nil, context: String? = nil
  ) throws(ChartBuildError) {
    guard !series.isEmpty else { throw .noSeries }
    guard x.count > 0 else { throw .noPositions }
    var xAxis: Axis
    let positions: [Double]
    switch x {
    case .dates(let dates):
      positions = dates.map(\.timeIntervalSince1970)
      xAxis = Axis(title: xTitle, type: .temporal, timeUnit: TimeUnit.finest(in: positions))
    case .categories(let names):
      var seen = Set<String>()
      for (index, name) in names.enumerated() {
        guard !name.isEmpty else { throw .unnamedCategory(index: index) }
        guard seen.insert(name).inserted else { throw .duplicateCategory(name) }
      }
      positions = names.indices.map(Double.init)
      xAxis = Axis(title: xTitle, type: .categorical, categories: names)
    case .numbers(let numbers):
      positions = numbers
      xAxis = Axis(title: xTitle, type: .numeric)
    }
    if let index = positions.firstIndex(where: { !$0.isFinite }) { throw .nonFinitePosition(index: index) }
    let kind = kind ?? ChartKind.default(for: xAxis.type)
    var built: [DataSeries] = []
    for (index, one) in series.enumerated() {
      let name = one.name.isEmpty && series.count == 1 ? yTitle : one.name
      guard !name.isEmpty || series.count == 1 else { throw .unnamedSeries(index: index) }
      guard !one.values.isEmpty else { throw .emptySeries(name: name) }
      guard one.values.count == positions.count else {
        throw .countMismatch(series: name, values: one.values.count, positions: positions.count)
      }
      if let bad = one.values.firstIndex(where: { $0.map { !$0.isFinite } ?? false }) {
        throw .nonFiniteValue(series: name, index: bad)
      }
      var data = DataSeries(
        name: name, isContinuous: kind.isContinuousByDefault, x: positions, y: one.values.map { $0 ?? .nan })
      if kind.readsInXOrder(xAxis: xAxis.type) { data.sortByX() }
      built.append(data)
    }
    guard built.contains(where: { $0.y.contains { !$0.isNaN } }) else { throw .noValues }
    self.init(
      title: title, summary: summary, context: context, kind: kind, xAxis: xAxis,
      yAxis: Axis(title: yTitle, type: .numeric, unit: unit), series: built)
  }

  /// A chart of one series from values in code; the series is named after `yTitle`.
  ///
  ///     let chart = try ChartDescriptor(
  ///       title: "Visitors", x: .dates(days), values: [120, 135, nil, 160], yTitle: "Visitors")
  ///
  /// - Throws: ``ChartBuildError``, as ``init(title:x:series:kind:xTitle:yTitle:unit:summary:context:)``.
  /// - Complexity: O(*n* log *n*) in the points.
  public init(
    title: String, x: XValues, values: [Double?], kind: ChartKind? = nil, xTitle: String = "",
    yTitle: String = "", unit: String? = nil, summary: String? = nil, context: String? = nil
  ) throws(ChartBuildError) {
    try self.init(
      title: title, x: x, series: [SeriesValues(yTitle, values)], kind: kind, xTitle: xTitle, yTitle: yTitle,
      unit: unit, summary: summary, context: context)
  }

  /// Checks what a chart made by hand could get wrong and the narration would say falsely: a
  /// point on a categorical axis at a position that names no category (which would be read
  /// with an empty name), infinite positions or values, or no series at all.
  ///
  /// - Throws: ``ChartBuildError`` naming the first problem.
  /// - Complexity: O(*n*) in the points.
  public func validate() throws(ChartBuildError) {
    guard !series.isEmpty else { throw .noSeries }
    for one in series {
      if let index = one.x.firstIndex(where: { !$0.isFinite }) { throw .nonFinitePosition(index: index) }
      if let index = one.y.firstIndex(where: { $0.isInfinite }) {
        throw .nonFiniteValue(series: one.name, index: index)
      }
      guard xAxis.type == .categorical else { continue }
      let count = xAxis.categories.count
      if let position = one.x.first(where: { $0 < 0 || $0 >= Double(count) || $0 != $0.rounded() }) {
        throw .noCategory(series: one.name, position: position, categories: count)
      }
    }
  }
}
