import ChartModel
internal import ChartSupport

/// A candlestick chart (`layer_candlestick`): per date a rule (or bar) from the low to the high
/// price and a bar from the open to the close. It is read as a line of the closes, and each date's
/// four prices as its candle; read as one layer, it would be a bar chart of open–close ranges with
/// the high–low rules left out: a misreading of the prices.
struct VLCandlesticks {
  /// A line of the closes, at the bar layer's place: the chart.
  let closes: VegaLiteReader.View
  /// The layers that draw the candles, by index, with their marks.
  let parts: [Int: String]
  private let measureName: String
  private let prices: (open: VLChannel, high: VLChannel, low: VLChannel, close: VLChannel)

  /// The candlesticks of `views`, or `nil` when they draw none: one layer spans from a field
  /// `open` to `close` and another from `low` to `high` (on `y` and `y2`, or `x` and `x2`), both
  /// at the same dates.
  init?(_ views: [VegaLiteReader.View]) {
    func raw(_ view: VegaLiteReader.View, _ name: String) -> VLChannel? {
      guard let channel = view.channels[name], channel.field != nil, channel.aggregate == nil, channel.bin == nil
      else { return nil }
      return channel
    }
    func span(_ view: VegaLiteReader.View, _ name: String) -> [String: VLChannel]? {
      guard let start = raw(view, name), let end = raw(view, name + "2"), let a = start.field?.name.lowercased(),
        let b = end.field?.name.lowercased()
      else { return nil }
      return [a: start, b: end]
    }
    for name in ["y", "x"] {
      let group = name == "y" ? "x" : "y"
      let bodies = views.filter { $0.mark == "bar" && Set(span($0, name)?.keys ?? [:].keys) == ["open", "close"] }
      let wicks = views.filter {
        ["rule", "bar"].contains($0.mark) && Set(span($0, name)?.keys ?? [:].keys) == ["low", "high"]
      }
      guard bodies.count == 1, wicks.count == 1, let body = bodies.first, let wick = wicks.first,
        let groupField = body.channels[group]?.field, wick.channels[group]?.field == groupField,
        let bodySpan = span(body, name), let wickSpan = span(wick, name), let open = bodySpan["open"],
        let closing = bodySpan["close"], let high = wickSpan["high"], let low = wickSpan["low"],
        var close = body.channels[name]
      else { continue }
      // The closes on the bar's own position channel (`y`, whichever field it holds there).
      close.field = closing.field
      // The axis is titled by the layers' titles (the price), never by the close alone.
      close.title =
        [wick.channels[name], body.channels[name], open, closing, low, high].lazy.compactMap { $0?.title }
        .first
      close.type = .quantitative
      var channels = body.channels
      channels[name] = close
      channels[name + "2"] = nil
      let offset = body.markField.value.offset
      let markValue = JSONValue(
        kind: .object([("type", JSONValue(kind: .string("line"), offset: offset))]), offset: offset)
      closes = VegaLiteReader.View(
        index: body.index, spec: body.spec, mark: "line",
        markField: JSONFieldReader(document: body.markField.document, value: markValue, path: body.markField.path),
        channels: channels, orderField: nil)
      parts = [body.index: body.mark, wick.index: wick.mark]
      measureName = name
      prices = (open, high, low, closing)
      return
    }
    return nil
  }

  /// The candle of each point of `chart`, built from `records` (the rows the closes are drawn
  /// from); `nil` when a price is missing at a point, or its four prices are not in order.
  ///
  /// - Complexity: O(*n* log *n*) in the rows.
  func candles(for chart: ChartDescriptor, records: [VLRecord], context: VLContext) -> [Candle]? {
    var read: [[DataSeries]] = []
    for price in [prices.open, prices.high, prices.low] {
      var channels = closes.channels
      channels[measureName]?.field = price.field
      var builder = VLChartBuilder(
        mark: closes.mark, markField: closes.markField, channels: channels, context: context, stackLineage: [:])
      guard let built = try? builder.build(records, orderField: nil), built.series.count == chart.series.count
      else { return nil }
      read.append(built.series)
    }
    var result: [Candle] = []
    for (index, series) in chart.series.enumerated() {
      let (open, high, low) = (read[0][index], read[1][index], read[2][index])
      guard open.x == series.x, high.x == series.x, low.x == series.x else { return nil }
      for point in series.x.indices where series.y[point].isFinite {
        let candle = Candle(
          series: series.name, x: series.x[point], open: open.y[point], high: high.y[point], low: low.y[point],
          close: series.y[point])
        guard candle.isOrdered else { return nil }
        result.append(candle)
      }
    }
    return result.isEmpty ? nil : result
  }
}

extension VegaLiteReader {
  /// Refuses a layer that draws candlesticks chartvoice could not read as such (a price
  /// aggregated, or prices out of order): read as one layer, it would misread the prices.
  ///
  /// - Throws: ``ChartModelError/unsupported(_:feature:remedy:)`` naming the candlestick chart
  ///   when one layer spans from `open` to `close` and another from `low` to `high` (on `y` and
  ///   `y2`, or `x` and `x2`, with the encoding the layers share).
  static func refusingCandlesticks(_ layers: [JSONFieldReader], shared: JSONFieldReader?)
    throws(ChartModelError)
  {
    var spans: Set<Set<String>> = []
    for layer in layers {
      let encoding = View.merge(shared, layer.member("encoding"))
      for (start, end) in [("y", "y2"), ("x", "x2")] {
        guard let low = try? encoding?.member(start)?.member("field")?.string(),
          let high = try? encoding?.member(end)?.member("field")?.string()
        else { continue }
        spans.insert([low.lowercased(), high.lowercased()])
      }
    }
    guard spans.contains(["open", "close"]), spans.contains(["low", "high"]), let first = layers.first else { return }
    throw ChartModelError.unsupported(
      first.location, feature: "a candlestick chart (an open, a high, a low and a close price per date)")
  }
}
