import ChartModel

// Candlestick charts: refused by name until chartvoice reads a price's four values per date.
extension VegaLiteReader {
  /// Refuses a layer that draws candlesticks: a rule (or bar) from the low to the high and a bar
  /// from the open to the close at each date (`layer_candlestick`). Read as one layer, it would
  /// be a bar chart of open–close ranges with the high–low rules left out: a misreading of the
  /// prices.
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
