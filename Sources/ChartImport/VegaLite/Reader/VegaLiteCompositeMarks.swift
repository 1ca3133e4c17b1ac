import ChartModel
internal import ChartSupport

/// A layer drawn with one of Vega-Lite's composite marks, `errorbar`, `errorband` or `boxplot`,
/// summarized as Vega-Lite summarizes it: one group a value of its other channels (the category,
/// the colour), and in each group a centre and a range, or a box.
///
/// - **Error bars and bands** over raw values: `extent` `stderr` (the default: the mean plus and
///   minus the standard error, the sample standard deviation over √*n*), `stdev` (the mean plus
///   and minus the sample standard deviation), `iqr` (the quartiles around the median), `ci` (a
///   bootstrap interval around the mean: random, so the mean alone is read, with a notice).
///   Pre-aggregated: `y` with `y2` (the two ends), or `y` with `yError` (and `yError2`: the
///   value, and its error below and above).
/// - **Box plots**: per group the median, Vega's quartiles, and whiskers at the farthest
///   values within `extent` (1.5 by default) interquartile ranges of the box, or at the extremes
///   (`"min-max"`); the values beyond are the outliers.
///
/// - **Strips**: a view of ticks, points or bars along one quantity alone (`tick_dot`, `point_1d`)
///   draws every value in one row; it is read as the distribution of those values, one box with
///   its whiskers at the extremes (``isStrip``), and drawn as a strip, not a box plot. Ticks or
///   points along one quantity and a category (`tick_strip`, a Likert chart's ratings per
///   question) draw a strip a category: one box each, never a scatter plot over category indices.
///
/// The layer stands in for a view that draws its centres (``centreView``), over its summary
/// records (``records``); when another layer draws the centres, that layer is the chart and this
/// one only gives the ranges or boxes of its points.
struct VLCompositeLayer {
  /// The composite marks.
  static let marks = ["errorbar", "errorband", "boxplot"]
  /// Fields the summary records carry beside the group's own fields.
  static let centreField = "chartvoice·centre"
  static let lowerField = "chartvoice·lower"
  static let upperField = "chartvoice·upper"
  static let groupField = "chartvoice·group"

  let index: Int
  let mark: String
  /// The channel of the quantity: `x` or `y`.
  let measureName: String
  /// A view that draws the centres of the groups, as a chart of its own.
  let centreView: VegaLiteReader.View
  /// One record a group: the group's first record, with its centre, range ends and index.
  let records: [VLRecord]
  /// What the centre and the range are; `nil` extent when the layer's ranges are not described.
  let centre: RangeCentre?
  let extent: RangeExtent?
  /// Per group, its box (box plots and strips only).
  let boxes: [BoxSummary?]
  /// Whether the layer is a strip of single values (ticks, points or bars along one quantity), read
  /// as one box over all of them.
  let isStrip: Bool
  /// The marks a strip draws, one a value.
  static let stripMarks = ["tick", "point", "circle", "square", "bar"]
  /// What the layer leaves out (a bootstrap interval), for the chart's notices.
  let notices: [ChartNotice]

  /// Reads the composite layer of `views`, if one has a composite mark.
  ///
  /// - Parameters:
  ///   - runner: The records after the spec's shared transforms.
  ///   - layered: Whether the views are layers; a strip is read only from a single view, whose
  ///     transforms `runner` has run.
  /// - Throws: `unsupported` for a second composite layer, for a composite mark whose channels
  ///   hold no quantity, or two; `invalidValue` for an unknown `extent`.
  /// - Complexity: O(*n* log *n*) in the records.
  static func read(
    _ views: [VegaLiteReader.View], runner: VLTransformRunner, layered: Bool,
    layerRunner: (VegaLiteReader.View) throws(ChartModelError) -> VLTransformRunner
  ) throws(ChartModelError) -> VLCompositeLayer? {
    let composites = views.filter { marks.contains($0.mark) }
    if composites.isEmpty, !layered, views.count == 1, let view = views.first, isStrip(view),
      spreads(view, runner.records)
    {
      return try VLCompositeLayer(view, records: runner.records, strip: true)
    }
    // Strips of each category in the first layer, under marks drawn by category (a median's
    // tick), read from the layer's own data after its own transforms.
    if composites.isEmpty, layered, let view = views.first, groupedStrip(view) != nil,
      !views.dropFirst().contains(where: { ["line", "bar", "area"].contains($0.mark) })
    {
      var own = try layerRunner(view)
      try own.run(view.spec.member("transform"))
      if spreads(view, own.records) { return try VLCompositeLayer(view, records: own.records, strip: true) }
    }
    guard let view = composites.first else { return nil }
    if composites.count > 1 {
      throw ChartModelError.unsupported(
        composites[1].markField.location, feature: "a second layer of error bars, bands or boxes")
    }
    var own = runner
    try own.run(view.spec.member("transform"))
    return try VLCompositeLayer(view, records: own.records, strip: false)
  }

  /// Whether `view` draws a strip: ticks, points or bars placed by one raw quantity on `x` or `y`
  /// alone, with no other field that places, groups or sizes its marks.
  ///
  /// The other position may hold categories (`tick_strip`: horsepower by cylinders): one strip a
  /// category. Marks sized by how many rows they stand for (`size` the `count`) draw every row,
  /// as many to a mark as share its place: the strip reads the rows.
  static func isStrip(_ view: VegaLiteReader.View) -> Bool {
    // Places on a map are no strip, whatever their position channels.
    guard stripMarks.contains(view.mark), view.geo == nil else { return false }
    let positions = ["x", "y"].compactMap { view.channels[$0]?.hasData == true ? view.channels[$0] : nil }
    let quantities = positions.filter {
      $0.type == .quantitative && $0.aggregate == nil && $0.bin == nil && $0.field != nil
    }
    guard quantities.count == 1, let measure = quantities.first else { return false }
    let group = positions.first { $0.name != measure.name }
    if let group {
      // Bars of one category are stacked, not strewn along the axis.
      guard view.mark != "bar", [.nominal, .ordinal].contains(group.type), group.aggregate == nil, group.bin == nil,
        group.timeUnit == nil, group.field != nil
      else { return false }
    }
    let others = ["x2", "y2", "theta", "radius"] + VLChartBuilder.seriesOrder
    return !others.contains { name in
      guard let channel = view.channels[name], channel.hasData else { return false }
      if name == "size", channel.aggregate == .count { return false }
      // Random offsets within a category's band (jitter) spread its marks apart, and say nothing.
      if let group, name == group.name + "Offset", let field = channel.field, jitters(view, field) { return false }
      // A colour that repeats the category names the strips again.
      if let group, ["color", "fill", "stroke"].contains(name), channel.aggregate == nil, channel.field == group.field {
        return false
      }
      return true
    }
  }

  /// Whether the view's own transforms compute `field` from `random()` (a jitter).
  private static func jitters(_ view: VegaLiteReader.View, _ field: VLFieldPath) -> Bool {
    guard let transforms = view.spec.member("transform"), case .array(let items) = transforms.value.kind else {
      return false
    }
    return items.contains { item in
      guard case .string(let expression)? = item["calculate"]?.kind, case .string(let name)? = item["as"]?.kind
      else { return false }
      return name == field.flatName && expression.contains("random()")
    }
  }

  /// The category position of a strip of each category, or `nil` when `view` draws no such strips.
  static func groupedStrip(_ view: VegaLiteReader.View) -> VLChannel? {
    guard isStrip(view) else { return nil }
    let positions = ["x", "y"].compactMap { view.channels[$0]?.hasData == true ? view.channels[$0] : nil }
    return positions.first { $0.type != .quantitative }
  }

  /// Whether a strip holds more than one value in some category: a mark a category is a dot plot,
  /// read as the value of each category.
  ///
  /// - Complexity: O(*n*) in the records.
  private static func spreads(_ view: VegaLiteReader.View, _ records: [VLRecord]) -> Bool {
    guard let group = groupedStrip(view) else { return true }
    var seen: Set<VLValue> = []
    for record in records {
      let key = VLChartBuilder.value(of: group, in: record, bins: nil).groupKey
      if !seen.insert(key).inserted { return true }
    }
    return false
  }

  private init(_ view: VegaLiteReader.View, records source: [VLRecord], strip: Bool) throws(ChartModelError) {
    index = view.index
    mark = view.mark
    isStrip = strip
    let boxed = strip || view.mark == "boxplot"
    let positions = ["x", "y"].compactMap { view.channels[$0]?.hasData == true ? view.channels[$0] : nil }
    var measures = positions.filter(\.isMeasure)
    // Over two quantities, the one with a second end or an error is the measure (bars along y at
    // each x of a scatter plot); else, as Vega-Lite orients a composite mark, 'y' unless the mark
    // says "horizontal", and the other quantity groups the values (a box at each x).
    if measures.count == 2 {
      let ranged = measures.filter { view.channels[$0.name + "2"] != nil || view.channels[$0.name + "Error"] != nil }
      if ranged.count == 1 {
        measures = ranged
      } else if ranged.isEmpty, measures.allSatisfy({ $0.aggregate == nil }) {
        var horizontal = false
        if case .string("horizontal")? = view.markField.member("orient")?.value.kind { horizontal = true }
        measures = measures.filter { $0.name == (horizontal ? "x" : "y") }
      }
    }
    guard measures.count == 1, let measure = measures.first else {
      throw ChartModelError.unsupported(
        view.markField.location,
        feature: measures.isEmpty
          ? "a '\(view.mark)' without a quantity on 'x' or 'y'"
          : "a '\(view.mark)' over two quantities ('x' and 'y')")
    }
    measureName = measure.name
    let end = view.channels[measure.name + "2"].flatMap { $0.hasData ? $0 : nil }
    let error = view.channels[measure.name + "Error"].flatMap { $0.hasData ? $0 : nil }
    let error2 = view.channels[measure.name + "Error2"].flatMap { $0.hasData ? $0 : nil }
    let given = end != nil || error != nil

    // What the layer computes.
    let extentText = strip ? .text("min-max") : try Self.extentText(view)
    var centre: RangeCentre?
    var extent: RangeExtent?
    var whiskerSpan: Double?
    var notices: [ChartNotice] = []
    if given {
      (centre, extent) = (error != nil ? .value : nil, .given)
    } else if boxed {
      centre = .median
      switch extentText {
      case .number(let span): whiskerSpan = span
      case .text("min-max"): whiskerSpan = nil
      case .none: whiskerSpan = 1.5
      case .text(let other):
        throw view.markField.invalid("'\(other)' is not a box plot extent: use a number or \"min-max\"")
      }
    } else {
      switch extentText {
      case .none, .text("stderr"): (centre, extent) = (.mean, .stderr)
      case .text("stdev"): (centre, extent) = (.mean, .stdev)
      case .text("iqr"): (centre, extent) = (.median, .iqr)
      // Not an extent of Vega-Lite's errorbar: rules an author draws from the minimum to the
      // maximum around the mean (``VegaLiteReader/readingHandBuiltErrorBars(_:)``).
      case .text("min-max"): (centre, extent) = (.mean, .minMax)
      case .text("ci"):
        centre = .mean
        notices.append(
          .layerNotDescribed(
            index: view.index, mark: view.mark,
            reason: .randomInterval))
      default:
        throw view.markField.invalid("expected the extent \"stderr\", \"stdev\", \"ci\" or \"iqr\"")
      }
    }
    self.centre = centre
    self.extent = extent

    // One summary record a group.
    let groupChannels =
      positions.filter { $0.name != measure.name }
      + VLChartBuilder.seriesOrder.compactMap { name in
        view.channels[name].flatMap { $0.isDimension ? $0 : nil }
      }
    // A group placed on a continuous scale without a valid position is not drawn (Vega-Lite's
    // `invalid: "filter"`, the default): its rows are left out, with a notice.
    let continuous = positions.filter {
      $0.name != measure.name && ($0.type == .quantitative || $0.type == .temporal) && $0.bin == nil
    }
    var unplaced: [String: Int] = [:]
    var order: [[VLValue]] = []
    var members: [[VLValue]: [Int]] = [:]
    for (index, record) in source.enumerated() {
      if let lacking = continuous.first(where: { channel in
        let value = VLChartBuilder.value(of: channel, in: record, bins: nil)
        return !value.isValid || value.number.isInfinite
      }), Self.filtersInvalid(view) {
        unplaced[lacking.displayTitle, default: 0] += 1
        continue
      }
      let key = groupChannels.map { VLChartBuilder.value(of: $0, in: record, bins: nil).groupKey }
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(index)
    }
    var records: [VLRecord] = []
    var boxes: [BoxSummary?] = []
    for key in order {
      let group = members[key] ?? []
      var record = source[group[0]]
      let values = group.map { VLChartBuilder.value(of: measure, in: source[$0], bins: nil) }
      var summary: (centre: Double?, lower: Double?, upper: Double?) = (nil, nil, nil)
      if given {
        // Pre-aggregated: each group is one record (several would be several bars in one place).
        guard group.count == 1, let value = values.first, value.isValid else { continue }
        let number = value.number
        if let end {
          let other = VLChartBuilder.value(of: end, in: record, bins: nil)
          summary = (nil, number, other.isValid ? other.number : nil)
        } else if let error {
          let above = VLChartBuilder.value(of: error, in: record, bins: nil)
          let below = error2.map { VLChartBuilder.value(of: $0, in: record, bins: nil) }
          if above.isValid {
            let low = below.map { $0.isValid ? number + $0.number : Double.nan } ?? number - abs(above.number)
            summary = (number, low.isNaN ? nil : low, number + above.number)
          }
        }
      } else if boxed {
        let box = BoxSummary(
          series: "", x: 0, values: values.filter(\.isValid).map(\.number), whiskerSpan: whiskerSpan)
        guard let box else { continue }
        boxes.append(box)
        summary = (box.median, box.lowerQuartile, box.upperQuartile)
      } else {
        switch extent {
        case .stderr?, .stdev?:
          let mean = VLAggregateOp.mean.apply(values)
          let spread = (extent == .stderr ? VLAggregateOp.stderr : .stdev).apply(values)
          guard mean.isValid else { continue }
          summary.centre = mean.number
          if spread.isValid {
            summary.lower = mean.number - spread.number
            summary.upper = mean.number + spread.number
          }
        case .minMax?:
          let mean = VLAggregateOp.mean.apply(values)
          guard mean.isValid else { continue }
          summary = (mean.number, VLAggregateOp.min.apply(values).number, VLAggregateOp.max.apply(values).number)
        case .iqr?:
          let median = VLAggregateOp.median.apply(values)
          guard median.isValid else { continue }
          summary = (median.number, VLAggregateOp.q1.apply(values).number, VLAggregateOp.q3.apply(values).number)
        default:
          let mean = VLAggregateOp.mean.apply(values)
          guard mean.isValid else { continue }
          summary.centre = mean.number
        }
      }
      record[Self.centreField] = summary.centre.map(VLValue.number) ?? .null
      record[Self.lowerField] = summary.lower.map(VLValue.number) ?? .null
      record[Self.upperField] = summary.upper.map(VLValue.number) ?? .null
      record[Self.groupField] = .number(Double(records.count))
      records.append(record)
    }
    self.records = records
    self.boxes = boxed ? boxes : []
    // A strip leaves out the values it cannot place, as Vega-Lite does.
    let unplacedValues = strip ? source.count { !VLChartBuilder.value(of: measure, in: $0, bins: nil).isValid } : 0
    if unplacedValues > 0 { unplaced[measure.displayTitle, default: 0] += unplacedValues }
    for (field, count) in unplaced.sorted(by: { $0.key < $1.key }) {
      notices.append(.invalidRowsDropped(count: count, field: field))
    }
    self.notices = notices

    // The view that draws the centres: points (a band's centre: a line) over the summaries.
    var channels = view.channels.filter { !["x2", "y2", "xError", "yError", "xError2", "yError2"].contains($0.key) }
    // A strip's tooltips name its values, its marks' sizes count them, which its boxes summarize,
    // and its offsets are jitter (``isStrip`` admits no other).
    if strip {
      channels = channels.filter {
        !$0.key.hasPrefix(VLEncodingReader.tooltipPrefix) && !["size", "xOffset", "yOffset"].contains($0.key)
      }
    }
    var centreChannel = measure
    centreChannel.field = VLFieldPath(Self.centreField)
    // Without a group (one box, one bar over all the values), the centre is the chart's one value.
    centreChannel.aggregate = groupChannels.isEmpty ? (centre == .median ? .median : .mean) : nil
    centreChannel.title = measure.displayTitle
    channels[measure.name] = centreChannel
    centreView = VegaLiteReader.View(
      index: view.index, spec: view.spec, mark: view.mark == "errorband" ? "line" : "point",
      markField: view.markField, channels: channels, orderField: nil)
  }

  /// Whether the layer's summaries have centres to draw as a chart of their own.
  var hasCentres: Bool { records.contains { $0[Self.centreField]?.isValid == true } }

  /// The uncertainty ranges and boxes of the points of `chart`, matched by series and x.
  ///
  /// - Parameter chart: The chart as built, from this layer's centres or from another layer.
  /// - Returns: The ranges of each series that has some, and the boxes at the chart's points.
  /// - Complexity: O(*n* log *n*) in the groups.
  func attach(to chart: ChartDescriptor, context: VLContext) -> (
    ranges: [UncertaintyRanges], boxes: [BoxSummary]
  ) {
    // The group each point of a chart of the summaries stands for, by series name and x.
    var channels = centreView.channels
    channels[measureName]?.field = VLFieldPath(Self.groupField)
    var builder = VLChartBuilder(
      mark: centreView.mark, markField: centreView.markField, channels: channels, context: context,
      stackLineage: [:])
    // Groups that make no chart of their own (one range over all the data) match no point.
    guard let groups = try? builder.build(records, orderField: nil) else { return ([], []) }
    var groupAt: [String: [String: Int]] = [:]
    for series in groups.series {
      for (x, y) in zip(series.x, series.y) where y.isFinite {
        groupAt[series.name, default: [:]][Self.key(x, on: groups.xAxis)] = Int(y)
      }
    }
    var ranges: [UncertaintyRanges] = []
    var boxes: [BoxSummary] = []
    // A chart of one series names it after its measure, which differs between layers.
    let only = chart.series.count == 1 && groups.series.count == 1 ? groups.series.first?.name : nil
    for series in chart.series {
      guard let groupsOfSeries = groupAt[only ?? series.name] else { continue }
      var x: [Double] = []
      var lower: [Double] = []
      var upper: [Double] = []
      for position in series.x {
        guard let group = groupsOfSeries[Self.key(position, on: chart.xAxis)], records.indices.contains(group)
        else { continue }
        let record = records[group]
        if self.boxes.indices.contains(group), var box = self.boxes[group] {
          box.series = series.name
          box.x = position
          boxes.append(box)
        }
        guard extent != nil, let low = record[Self.lowerField], let high = record[Self.upperField],
          low.isValid, high.isValid
        else { continue }
        x.append(position)
        lower.append(low.number)
        upper.append(high.number)
      }
      if let extent, !x.isEmpty {
        ranges.append(
          UncertaintyRanges(
            series: series.name, centre: centre ?? .value, extent: extent, x: x, lower: lower, upper: upper))
      }
    }
    return (ranges, boxes)
  }

  /// A point's x as the data names it: the category, or the position itself.
  private static func key(_ position: Double, on axis: Axis) -> String {
    if axis.type == .categorical, axis.categories.indices.contains(Int(position)) {
      return axis.categories[Int(position)]
    }
    return "\(position)"
  }

  private enum Extent: Equatable {
    case text(String)
    case number(Double)
  }

  /// Whether the layer leaves out what has no valid position (`invalid` `"filter"`, the default),
  /// rather than drawing it (`"show"`, or `null`).
  private static func filtersInvalid(_ view: VegaLiteReader.View) -> Bool {
    let root = view.markField.document.root
    let modes = [
      view.markField.value["invalid"], root["config"]?[view.mark]?["invalid"], root["config"]?["mark"]?["invalid"],
    ]
    guard let mode = modes.compactMap({ $0 }).first else { return true }
    if case .string("filter") = mode.kind { return true }
    return false
  }

  private static func extentText(_ view: VegaLiteReader.View) throws(ChartModelError) -> Extent? {
    guard case .object = view.markField.value.kind, let extent = view.markField.member("extent") else {
      return nil
    }
    if case .number(let span) = extent.value.kind {
      guard span > 0 else { throw extent.invalid("a box plot's extent is a positive number or \"min-max\"") }
      return .number(span)
    }
    return .text(try extent.string())
  }
}

extension VegaLiteReader.View {
  /// A view made by chartvoice rather than read from the spec (the centres of a composite mark).
  init(
    index: Int, spec: JSONFieldReader, mark: String, markField: JSONFieldReader, channels: [String: VLChannel],
    orderField: VLFieldPath?
  ) {
    self.index = index
    self.spec = spec
    self.mark = mark
    self.markField = markField
    self.channels = channels
    self.orderField = orderField
  }
}
