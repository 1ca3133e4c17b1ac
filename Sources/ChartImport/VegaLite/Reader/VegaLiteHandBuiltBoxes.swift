import ChartModel
internal import ChartSupport

/// A box plot an author draws from pre-aggregated fields rather than Vega-Lite's `boxplot`
/// (issue 15, `vl__boxplot_preaggregated`): per group a rule from the lower to the upper whisker,
/// a bar from the lower to the upper quartile, a tick at the median, and optionally points at the
/// outliers (an array field, flattened). Vega draws what `boxplot` would, so it is read as a box
/// plot: the ticks are the chart (the medians), and each group's box comes from its fields;
/// without this the bars were read as ranges from the first to the third quartile.
struct VLHandBuiltBoxes {
  /// The tick layer of the medians: the chart.
  let medians: VegaLiteReader.View
  /// The layers that draw the boxes, whiskers and outliers, by index, with their marks.
  let parts: [Int: String]
  private let measureName: String
  private let quartiles: (VLChannel, VLChannel)
  private let whiskers: (VLChannel, VLChannel)
  private let outliers: VLChannel?

  /// The hand-built box plot of `views`, or `nil` when they draw none.
  init?(_ views: [VegaLiteReader.View]) {
    guard views.count >= 3 else { return nil }
    func raw(_ view: VegaLiteReader.View, _ name: String) -> VLChannel? {
      guard let channel = view.channels[name], channel.field != nil, channel.aggregate == nil, channel.bin == nil
      else { return nil }
      return channel
    }
    for name in ["x", "y"] {
      let group = name == "x" ? "y" : "x"
      let spans = { (mark: String) in
        views.filter { $0.mark == mark && raw($0, name) != nil && raw($0, name + "2") != nil }
      }
      guard let bar = spans("bar").first, let rule = spans("rule").first, spans("bar").count == 1,
        spans("rule").count == 1
      else { continue }
      let groupField = bar.channels[group]?.field
      guard groupField != nil, rule.channels[group]?.field == groupField else { continue }
      let ticks = views.filter {
        $0.mark == "tick" && raw($0, name) != nil && $0.channels[name + "2"] == nil
          && $0.channels[group]?.field == groupField
      }
      guard ticks.count == 1, let tick = ticks.first, let q1 = raw(bar, name), let q3 = raw(bar, name + "2"),
        let low = raw(rule, name), let high = raw(rule, name + "2")
      else { continue }
      // Points of a flattened array field: the outliers.
      let points = views.filter { view in
        guard ["point", "circle", "square"].contains(view.mark), let field = raw(view, name)?.field else {
          return false
        }
        return Self.flattens(view, field.name)
      }
      medians = tick
      parts = Dictionary(uniqueKeysWithValues: ([bar, rule] + points.prefix(1)).map { ($0.index, $0.mark) })
      measureName = name
      quartiles = (q1, q3)
      whiskers = (low, high)
      outliers = points.first.flatMap { raw($0, name) }
      return
    }
    return nil
  }

  /// Whether `view` flattens `field` in its own transforms.
  private static func flattens(_ view: VegaLiteReader.View, _ field: String) -> Bool {
    guard let transforms = try? view.spec.member("transform")?.array() else { return false }
    return transforms.contains { transform in
      guard let fields = try? transform.member("flatten")?.array() else { return false }
      return fields.contains { (try? $0.string()) == field }
    }
  }

  /// The box of each point of `chart`, built from `records` (the rows the medians are drawn
  /// from); `nil` when a row's five numbers are not in order (no box plot), or match no point.
  ///
  /// - Complexity: O(*n* log *n*) in the rows.
  func boxes(for chart: ChartDescriptor, records: [VLRecord], context: VLContext) -> [BoxSummary]? {
    let groupField = "chartvoice·group"
    var indexed = records
    for index in indexed.indices { indexed[index][groupField] = .number(Double(index)) }
    var channels = medians.channels
    channels[measureName]?.field = VLFieldPath(groupField)
    var builder = VLChartBuilder(
      mark: medians.mark, markField: medians.markField, channels: channels, context: context, stackLineage: [:])
    guard let groups = try? builder.build(indexed, orderField: nil), groups.series.count == chart.series.count
    else { return nil }
    var result: [BoxSummary] = []
    for (series, grouped) in zip(chart.series, groups.series) {
      for (x, (median, group)) in zip(series.x, zip(series.y, grouped.y)) where median.isFinite {
        guard group.isFinite, records.indices.contains(Int(group)) else { return nil }
        let record = records[Int(group)]
        func number(_ channel: VLChannel) -> Double? {
          let value = VLChartBuilder.value(of: channel, in: record, bins: nil)
          return value.isValid && value.number.isFinite ? value.number : nil
        }
        guard let q1 = number(quartiles.0), let q3 = number(quartiles.1), let low = number(whiskers.0),
          let high = number(whiskers.1), low <= q1, q1 <= median, median <= q3, q3 <= high
        else { return nil }
        var values: [Double] = []
        if let outliers, case .array(let items)? = record[outliers.field?.name ?? ""] {
          values = items.compactMap { if case .number(let value) = $0 { value } else { nil } }
        }
        // Points at the whiskers' ends are no values beyond them.
        let below = values.filter { $0 < low }
        let above = values.filter { $0 > high }
        result.append(
          BoxSummary(
            series: series.name, x: x, count: 5 + below.count + above.count, median: median, quartiles: (q1, q3),
            whiskers: (low, high), outliers: (below.count, above.count),
            extremes: ((below + [low]).min() ?? low, (above + [high]).max() ?? high), whiskerSpan: nil))
      }
    }
    return result.isEmpty ? nil : result
  }
}
