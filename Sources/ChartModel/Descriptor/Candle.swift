/// One candle of a candlestick chart: a price's open, high, low and close at one x position (a
/// date). The chart's series holds the closes (``ChartDescriptor/candles``).
public struct Candle: Sendable, Hashable {
  /// The series (as in ``ChartDescriptor/series``) and the x position of the close.
  public var series: String
  public var x: Double
  public var open: Double
  public var high: Double
  public var low: Double
  public var close: Double

  /// Creates a candle.
  ///
  ///     Candle(series: "Price", x: 0, open: 28.7, high: 30.05, low: 28.45, close: 30.04)
  ///
  /// - Complexity: O(1).
  public init(series: String, x: Double, open: Double, high: Double, low: Double, close: Double) {
    self.series = series
    self.x = x
    self.open = open
    self.high = high
    self.low = low
    self.close = close
  }

  /// Whether the four values are finite and drawn in order: the low at or below the open and the
  /// close, the high at or above them.
  public var isOrdered: Bool {
    [open, high, low, close].allSatisfy(\.isFinite) && low <= Swift.min(open, close)
      && high >= Swift.max(open, close)
  }
}
