import ChartModel
internal import ChartSupport

/// Turns one Vega-Lite view (a mark, its encoding and its data after the transforms) into a
/// ``ChartDescriptor``: which channel is the x axis, which the measured quantity, which fields
/// make series, and what kind of chart it is.
///
/// - **Orientation.** The *dimension* (nominal, ordinal, temporal, binned) is the x axis and the
///   *measure* (quantitative, or aggregated) is y; bars with the measure on x (horizontal) are
///   swapped. Two measures make a scatter plot for point marks and a vertical chart otherwise; two
///   dimensions (heatmaps, punch cards) take their measure from colour, size or an offset, with one
///   series per row. With one position only, a series field (colour, offset, detail) is the
///   dimension; a single aggregate is one value; a strip of raw values is refused.
/// - **Axes.** A time unit with a year or a temporal field gives a temporal axis; a time unit
///   without a year (`month`, `day`, `hours`) gives categories named in the options' language
///   ("March", "Tuesday"); bins give a numeric axis at each bin's start, whose range is the bins'
///   extent; nominal and ordinal fields give categories in the spec's sort order.
/// - **Series.** One per value of the colour, fill, stroke, shape, dash, detail, offset or
///   discrete size field (values joined by ", " when several differ). A quantitative colour or size
///   is a third quantity the description leaves out, with a notice.
/// - **Stacks.** Stacked series keep their own values; `normalize` gives each value's share of its
///   stack in percent; several rows in one stacked bar without a series field add up, as drawn.
///   Bars and areas of several series are stacked as Vega-Lite stacks them by default (the
///   chart's ``ChartDescriptor/stacking``), unless `stack: null` or an `xOffset` groups them.
/// - **Ranges.** `y` with `y2` (or `x` with `x2`) gives two series, the start and the end, paired
///   as intervals (``ChartDescriptor/intervals``: a Gantt chart's tasks, a band's low and high),
///   except for ranges a `stack` transform computed, which stand for the stacked quantity.
/// - **Kinds.** bar and rect → bar; line → line (a line drawn in the order of an `order` field is
///   a connected scatter plot → scatter); area → area; point, circle, square and tick → scatter,
///   or bar when every category holds one value (dot plots); arc → pie (radar when the angle is a
///   category and the radius the value); rule → bar.
struct VLChartBuilder {
  let mark: String
  let markField: JSONFieldReader
  let channels: [String: VLChannel]
  let context: VLContext
  let stackLineage: [String: VLStackOrigin]
  var notices: [ChartNotice] = []

  /// The roles chosen for the channels.
  struct Plan {
    var dimension: VLChannel?
    var measure: VLChannel
    /// `y2` or `x2` beside the measure.
    var measureEnd: VLChannel?
    var series: [VLChannel]
    var kind: ChartKind
    /// How a grid of two discrete axes draws its values (a heat map's colour, a bubble's size).
    var cells: CellEncoding? = nil
  }

  init(
    mark: String, markField: JSONFieldReader, channels: [String: VLChannel], context: VLContext,
    stackLineage: [String: VLStackOrigin]
  ) {
    self.mark = mark
    self.markField = markField
    self.channels = channels
    self.context = context
    self.stackLineage = stackLineage
  }

  // MARK: - Plan

  static let seriesOrder = [
    "color", "fill", "stroke", "shape", "strokeDash", "size", "opacity", "fillOpacity",
    "strokeOpacity", "strokeWidth", "detail", "xOffset", "yOffset",
  ]
  static let measureOrder = [
    "color", "fill", "size", "opacity", "fillOpacity", "strokeOpacity", "stroke", "xOffset",
    "yOffset", "strokeWidth",
  ]

  mutating func plan() throws(ChartModelError) -> Plan {
    let x = channels["x"].flatMap { $0.hasData ? $0 : nil }
    let y = channels["y"].flatMap { $0.hasData ? $0 : nil }
    var dimension: VLChannel?
    var measure: VLChannel
    var crossSeries: VLChannel?
    var cells: CellEncoding?

    if mark == "arc" {
      return try arcPlan()
    }
    if mark == "rect", channels["x2"]?.hasData == true, channels["y2"]?.hasData == true {
      throw ChartModelError.unsupported(
        markField.location, feature: "a mosaic of rectangles placed by 'x', 'x2', 'y' and 'y2'")
    }
    // Bars that span both ways (a heat lane: bins of one quantity, each as tall as its binned
    // count, centred on a line) draw no bar chart of either axis.
    if mark == "bar", channels["x2"]?.hasData == true, channels["y2"]?.hasData == true {
      throw ChartModelError.unsupported(
        markField.location, feature: "bars placed by 'x', 'x2', 'y' and 'y2', each spanning both ways (a heat lane)")
    }
    if let x, let y {
      switch (x.isMeasure, y.isMeasure) {
      case (false, true):
        (dimension, measure) = (x, y)
      case (true, false):
        if ["line", "area"].contains(mark), y.type == .nominal || y.type == .ordinal,
          y.timeUnit == nil, y.bin == nil
        {
          throw ChartModelError.unsupported(
            markField.location,
            feature:
              "a '\(mark)' whose 'y' ('\(y.displayTitle)') holds categories: a line is described by numbers along it"
          )
        }
        (dimension, measure) = (y, x)
      case (true, true):
        if x.aggregate != nil, y.aggregate == nil {
          (dimension, measure) = (y, x)
        } else if mark == "area", y.aggregate == nil, x.aggregate == nil, isHorizontal {
          (dimension, measure) = (y, x)
        } else if ["bar", "tick"].contains(mark) || drawsComposite, isHorizontal {
          (dimension, measure) = (y, x)
        } else {
          (dimension, measure) = (x, y)
        }
      case (false, false):
        if measureChannel(excluding: []) == nil, mark == "line", y.type == .ordinal, y.bin == nil,
          y.timeUnit == nil
        {
          // A bump chart: ordinal numbers (ranks) over x, drawn as lines.
          var rank = y
          rank.type = .quantitative
          (dimension, measure) = (x, rank)
          break
        }
        guard let third = measureChannel(excluding: []) else {
          throw ChartModelError.unsupported(
            markField.location,
            feature:
              "a '\(mark)' chart with no quantity to describe: 'x' ('\(x.displayTitle)') and 'y' "
              + "('\(y.displayTitle)') are both categories or dates, and no colour, size or offset holds numbers"
          )
        }
        (dimension, measure, crossSeries) = (x, third, y)
        cells = Self.cellEncoding[third.name]
      }
    } else if let only = x ?? y {
      if only.isMeasure {
        measure = only
        dimension = seriesChannels(excluding: [only.name]).first
        if dimension == nil, only.aggregate == nil {
          throw ChartModelError.unsupported(
            markField.location,
            feature:
              "a one-dimensional '\(mark)' plot: only '\(only.name)' ('\(only.displayTitle)') is encoded, "
              + "a strip of single values with nothing to compare them by")
        }
        // A tooltip field splits a lone aggregate into one mark per value: a strip again.
        if dimension == nil,
          let tooltip = channels.first(where: { $0.key.hasPrefix(VLEncodingReader.tooltipPrefix) })?
            .value
        {
          throw ChartModelError.unsupported(
            markField.location,
            feature:
              "a one-dimensional '\(mark)' plot: only '\(only.name)' ('\(only.displayTitle)') is encoded, split "
              + "by the tooltip field '\(tooltip.displayTitle)' into a strip of values with nothing to compare them by")
        }
      } else {
        guard let third = measureChannel(excluding: []) else {
          throw ChartModelError.unsupported(
            markField.location,
            feature: "a '\(mark)' chart with no quantity to describe: only '\(only.name)' "
              + "('\(only.displayTitle)') is encoded, and it holds \(only.isDimension ? "categories or dates" : "no data")"
          )
        }
        (dimension, measure) = (only, third)
      }
    } else {
      throw ChartModelError.unsupported(
        markField.location,
        feature: "a '\(mark)' chart without 'x' or 'y' fields: there is no axis to describe")
    }

    let endName = measure.name == "x" ? "x2" : measure.name == "y" ? "y2" : ""
    var measureEnd = channels[endName].flatMap { $0.hasData ? $0 : nil }
    if let end = measureEnd, end.field == measure.field, end.aggregate == measure.aggregate {
      measureEnd = nil
    }

    var used = Set([measure.name, dimension?.name ?? ""])
    var series: [VLChannel] = []
    if let crossSeries {
      series.append(crossSeries)
      used.insert(crossSeries.name)
    }
    for channel in seriesChannels(excluding: used) {
      if let dimension, channel.field == dimension.field, channel.timeUnit == dimension.timeUnit {
        continue
      }
      if try drawsLiteralColours(channel) {
        // Colours written in the data ("#43c1ce", "scale": null) have no legend to name them.
        notices.append(.channelNotDescribed(channel: channel.name, field: channel.displayTitle))
        continue
      }
      if series.contains(where: { $0.field == channel.field && $0.timeUnit == channel.timeUnit }) {
        continue
      }
      series.append(channel)
    }
    // Quantities in colour, size or opacity that are not the measure: left out, said so.
    for name in Self.seriesOrder where !used.contains(name) {
      guard let channel = channels[name], channel.hasData, channel.isMeasure,
        channel.field != measure.field || channel.aggregate != measure.aggregate
      else { continue }
      notices.append(
        .channelNotDescribed(
          channel: name, field: channel.displayTitle.isEmpty ? "count" : channel.displayTitle))
    }
    return Plan(
      dimension: dimension, measure: measure, measureEnd: measureEnd, series: series, kind: .bar, cells: cells)
  }

  /// The channels that draw a grid's values, by what a reader sees: colours or dot sizes (an
  /// offset or a stroke width draws no cells a reader would name).
  static let cellEncoding: [String: CellEncoding] = [
    "color": .colour, "fill": .colour, "stroke": .colour, "opacity": .colour, "fillOpacity": .colour,
    "strokeOpacity": .colour, "size": .size,
  ]

  /// Bars and ticks lie horizontally when the mark says so, or when y is a discrete field.
  private var isHorizontal: Bool {
    if case .string("horizontal")? = markField.member("orient")?.value.kind { return true }
    return false
  }

  /// Whether the view draws the centres of an error bar, band or box plot (whose orientation its
  /// mark gives).
  private var drawsComposite: Bool {
    if case .string(let type)? = markField.member("type")?.value.kind { return VLCompositeLayer.marks.contains(type) }
    if case .string(let type) = markField.value.kind { return VLCompositeLayer.marks.contains(type) }
    return false
  }

  /// Whether a colour channel draws its field's values as the colours themselves (`"scale": null`),
  /// which name no group a reader could say. Points and bars keep their values and leave the
  /// colours out; a line or area split by them is refused, since its paths are those colours.
  private func drawsLiteralColours(_ channel: VLChannel) throws(ChartModelError) -> Bool {
    guard ["color", "fill", "stroke"].contains(channel.name), case .null? = channel.reader.member("scale")?.value.kind
    else { return false }
    if ["line", "area", "trail"].contains(mark) {
      throw ChartModelError.unsupported(
        channel.reader.location,
        feature:
          "a '\(mark)' split by colours written in its data ('\(channel.name)': '\(channel.displayTitle)', "
          + "\"scale\": null), which name no series")
    }
    return true
  }

  /// Discrete channels that split the data into series, in priority order.
  private func seriesChannels(excluding excluded: Set<String>) -> [VLChannel] {
    Self.seriesOrder.compactMap { name in
      guard !excluded.contains(name), let channel = channels[name], channel.hasData,
        channel.isDimension
      else {
        return nil
      }
      return channel
    }
  }

  /// A channel other than the positions that holds the quantity (a heatmap's colour).
  private func measureChannel(excluding excluded: Set<String>) -> VLChannel? {
    for name in Self.measureOrder where !excluded.contains(name) {
      if let channel = channels[name], channel.hasData, channel.isMeasure { return channel }
    }
    return nil
  }

  private func arcPlan() throws(ChartModelError) -> Plan {
    let theta = channels["theta"].flatMap { $0.hasData ? $0 : nil }
    let radius = channels["radius"].flatMap { $0.hasData ? $0 : nil }
    let categories = seriesChannels(excluding: [])
    if let theta, theta.isMeasure {
      guard let category = categories.first else {
        throw ChartModelError.unsupported(
          markField.location,
          feature: "an 'arc' chart without a colour or other field naming its slices")
      }
      return Plan(
        dimension: category, measure: theta,
        series: Array(categories.dropFirst().filter { $0.field != category.field }), kind: .pie)
    }
    if let theta, let radius, radius.isMeasure {
      return Plan(dimension: theta, measure: radius, series: [], kind: .radar)
    }
    if let radius, radius.isMeasure, let category = categories.first {
      return Plan(dimension: category, measure: radius, series: [], kind: .radar)
    }
    throw ChartModelError.unsupported(
      markField.location, feature: "an 'arc' chart without a quantitative 'theta' or 'radius'")
  }
}
