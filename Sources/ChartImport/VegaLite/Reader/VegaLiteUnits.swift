import ChartModel
internal import ChartSupport

/// A unit chart (issue 15): one mark a row, placed in a grid of two discrete axes, so that a row of
/// marks is as long as its category is large — an isotype chart (`vl__isotype_bar_chart`: a symbol
/// per animal, x its place in the row), a Wilkinson dot plot (`circle_wilkinson_dotplot`: a dot per
/// value, stacked by a `window` rank). What it shows is a count per category: the view is read as
/// the count of marks per value of its category axis, drawn as units
/// (``DrawnMarks/units``).
///
/// The category axis is the one whose marks line up along the other, the *index*: `y` when a
/// `window` transform computes the field on `y` (a dot plot's stacks), else `x` (an isotype row).
/// A view is a unit chart only when no two rows fall in one cell (each mark is seen), no field
/// other than the category colours or shapes the marks, and nothing holds a quantity.
enum VLUnitChart {
  static let marks = ["point", "circle", "square"]

  /// The view read as counts of its marks per category, or `nil` when it is no unit chart.
  ///
  /// - Parameters:
  ///   - transforms: The spec's `transform` array, to find an index that a `window` computes.
  /// - Complexity: O(*n*) in the records.
  static func counting(_ view: VegaLiteReader.View, records: [VLRecord], transforms: JSONFieldReader?)
    -> VegaLiteReader.View?
  {
    guard marks.contains(view.mark), let x = view.channels["x"], let y = view.channels["y"],
      isCategory(x), isCategory(y)
    else { return nil }
    let windowed = Self.windowOutputs(transforms)
    let stacked = y.field.map { windowed.contains($0.flatName) } ?? false
    var index = stacked ? y : x
    let category = stacked ? x : y
    // Nothing else may hold a quantity, or split the marks by another field.
    for name in VLChartBuilder.seriesOrder + ["x2", "y2", "theta", "radius"] {
      guard let channel = view.channels[name], channel.hasData else { continue }
      if channel.isMeasure || channel.field != category.field { return nil }
    }
    // One mark a cell: each row is seen.
    var cells = Set<[VLValue]>()
    for record in records {
      let cell = [x, y].map { VLChartBuilder.value(of: $0, in: record, bins: nil).groupKey }
      guard cells.insert(cell).inserted else { return nil }
    }
    guard !records.isEmpty else { return nil }
    index.field = nil
    index.aggregate = .count
    index.type = .quantitative
    index.title = nil
    var channels = view.channels
    channels[index.name] = index
    return VegaLiteReader.View(
      index: view.index, spec: view.spec, mark: view.mark, markField: view.markField, channels: channels,
      orderField: nil)
  }

  /// Whether a position channel holds categories of a field: no dates, bins or aggregates.
  private static func isCategory(_ channel: VLChannel) -> Bool {
    guard channel.hasData, channel.isDimension, channel.field != nil else { return false }
    guard channel.timeUnit == nil, channel.bin == nil else { return false }
    return channel.type == .nominal || channel.type == .ordinal
  }

  /// The fields a `window` transform writes (`"as"` of each of its operations).
  private static func windowOutputs(_ transforms: JSONFieldReader?) -> Set<String> {
    guard case .array(let steps)? = transforms?.value.kind else { return [] }
    var names = Set<String>()
    for step in steps {
      guard case .array(let operations)? = step["window"]?.kind else { continue }
      for operation in operations {
        if case .string(let name)? = operation["as"]?.kind { names.insert(name) }
      }
    }
    return names
  }
}
