import ChartModel
internal import ChartSupport

/// Error bars an author draws from plain marks rather than Vega-Lite's `errorbar` (issue 15):
/// a rule from one aggregate of a field to another (`min` to `max`), ticks capping its ends, and
/// points at the field's mean. Vega draws what `errorbar` would: the means, each with the span of
/// its group's values. So the rule is read as an error bar whose centre is the mean and whose
/// range is the minimum to the maximum (``RangeExtent/minMax``), the caps as part of it, and the
/// points as the chart; without this the first tick layer was read as a bar chart of minima.
extension VegaLiteReader {
  /// The aggregates a rule may span, lower end first.
  private static let spannedAggregates: [(VLAggregateOp, VLAggregateOp)] = [(.min, .max), (.max, .min)]

  /// `views` with a hand-built error bar rewritten as an `errorbar` layer of extent `"min-max"`
  /// over the raw field, and its caps (ticks at the same minima or maxima) left out; `views`
  /// unchanged when no rule spans two aggregates of the field whose mean another layer draws.
  static func readingHandBuiltErrorBars(_ views: [View]) -> [View] {
    guard views.count > 1, !views.contains(where: { VLCompositeLayer.marks.contains($0.mark) }) else { return views }
    for rule in views where rule.mark == "rule" {
      for name in ["x", "y"] {
        guard let start = rule.channels[name], let end = rule.channels[name + "2"], let field = start.field,
          end.field == field,
          spannedAggregates.contains(where: { $0.0 == start.aggregate && $0.1 == end.aggregate })
        else { continue }
        let group = name == "x" ? "y" : "x"
        let groupField = rule.channels[group]?.field
        func same(_ view: View, _ ops: [VLAggregateOp]) -> Bool {
          guard let channel = view.channels[name], channel.field == field, let op = channel.aggregate else {
            return false
          }
          return ops.contains(op) && view.channels[group]?.field == groupField && view.channels[name + "2"] == nil
        }
        let centres = views.filter { $0.mark != "rule" && $0.mark != "tick" && same($0, [.mean, .average]) }
        guard centres.count == 1 else { continue }
        let caps = Set(views.filter { $0.mark == "tick" && same($0, [.min, .max]) }.map(\.index))
        var channels = rule.channels
        channels[name]?.aggregate = nil
        channels[name + "2"] = nil
        let offset = rule.markField.value.offset
        let markValue = JSONValue(
          kind: .object([
            ("type", JSONValue(kind: .string("errorbar"), offset: offset)),
            ("extent", JSONValue(kind: .string("min-max"), offset: offset)),
          ]), offset: offset)
        let errorBar = View(
          index: rule.index, spec: rule.spec, mark: "errorbar",
          markField: JSONFieldReader(document: rule.markField.document, value: markValue, path: rule.markField.path),
          channels: channels, orderField: nil)
        return views.compactMap { view in
          if view.index == rule.index { return errorBar }
          return caps.contains(view.index) ? nil : view
        }
      }
    }
    return views
  }

  /// Whether a layer chartvoice cannot read is a rule from one end to another along `x` or `y`
  /// (a bootstrap interval's `ci0` to `ci1`): drawn over points, it makes them an error bar plot.
  static func isSpanningRule(_ layer: JSONFieldReader, mark: String?) -> Bool {
    guard mark == "rule", let encoding = layer.member("encoding") else { return false }
    return ["x", "y"].contains { encoding.member($0) != nil && encoding.member($0 + "2") != nil }
  }
}

extension VegaLiteReader {
  /// The title another layer gives the axis of the described measure, when the described layer
  /// gives none (`vl__layer_line_errorband_pre_aggregated`: a band titled "Mean of Miles per
  /// Gallon (95% CIs)" over a line of the field `center`): Vega-Lite titles a shared axis by the
  /// titles the layers give over the fields' names. `nil` when the described layer has a title,
  /// the layers give none or several, or the layers' scales are resolved apart.
  static func explicitLayerTitle(_ views: [View], main: View, measure: VLChannel, root: JSONFieldReader)
    -> String?
  {
    guard views.count > 1, main.channels[measure.name]?.title == nil, root.member("resolve") == nil else { return nil }
    let titles = Set(
      views.compactMap { view in
        view.index == main.index ? nil : view.channels[measure.name]?.title
      }.filter { !$0.isEmpty })
    return titles.count == 1 ? titles.first : nil
  }
}
