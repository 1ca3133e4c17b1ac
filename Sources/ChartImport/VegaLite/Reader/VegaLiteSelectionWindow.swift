import ChartModel
internal import ChartSupport

/// A scale whose domain an interval selection sets (`"scale": {"domain": {"param": "brush"}}`),
/// with the selection's initial extent (issue 15, `alt__interval_selection`: the detail view of a
/// brush that starts at Jun 30 2007 – Jun 30 2009): Vega draws only that window, clipping the
/// marks beyond it, so only the rows inside it are described.
extension VegaLiteReader {
  /// The channel whose scale the selection sets, and the window's ends; `nil` when no position's
  /// domain is a selection with an initial extent on that channel.
  static func selectionWindow(_ view: View, context: VLContext) -> (channel: VLChannel, low: VLValue, high: VLValue)? {
    for name in ["x", "y"] {
      guard let channel = view.channels[name],
        let param = try? channel.reader.member("scale")?.member("domain")?.member("param")?.string(),
        let extent = context.selections[param]?.initialExtent?.member(name),
        let ends = try? extent.array(), ends.count == 2,
        let first = try? VLPredicate.value(ends[0], timeUnit: channel.timeUnit),
        let second = try? VLPredicate.value(ends[1], timeUnit: channel.timeUnit), first.isValid, second.isValid
      else { continue }
      let ordered = VLValue.ascending(first, second) <= 0
      return (channel, ordered ? first : second, ordered ? second : first)
    }
    return nil
  }

  /// `records` inside the window: those whose value on the window's channel lies between its ends.
  static func inside(
    _ window: (channel: VLChannel, low: VLValue, high: VLValue), _ records: [VLRecord]
  ) -> [VLRecord] {
    records.filter { record in
      let value = VLChartBuilder.value(of: window.channel, in: record, bins: nil)
      return value.isValid && VLValue.ascending(window.low, value) <= 0 && VLValue.ascending(value, window.high) <= 0
    }
  }
}
