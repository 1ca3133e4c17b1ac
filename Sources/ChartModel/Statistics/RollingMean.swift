// MARK: - Smoothing: a centred rolling mean

/// What the narration says about a rolling mean drawn as a trend line (`--rolling N`).
public struct RollingSummary: Sendable, Equatable {
  /// The window, in points.
  public var window: Int
  public var first: DataPoint
  public var last: DataPoint
  /// The lowest and highest points of the smoothed line (first occurrences).
  public var min: DataPoint
  public var max: DataPoint

  /// Creates a summary.
  ///
  /// - Complexity: O(1).
  public init(window: Int, first: DataPoint, last: DataPoint, min: DataPoint, max: DataPoint) {
    self.window = window
    self.first = first
    self.last = last
    self.min = min
    self.max = max
  }
}

extension Statistics {
  /// The centred rolling mean of a column, the window shrinking at the edges; missing values are
  /// skipped, and a window with no finite value gives NaN.
  ///
  ///     Statistics.rollingMean([1, 2, 3, 4, 5], window: 3)   // [1.5, 2, 3, 4, 4.5]
  ///
  /// The window of point *i* covers *i* − ⌊*w*/2⌋ through *i* + ⌈*w*/2⌉ − 1, as pandas'
  /// `Series.rolling(w, center=True, min_periods=1).mean()` (the oracle).
  ///
  /// - Parameters:
  ///   - values: The column in series order.
  ///   - window: At least 1.
  /// - Complexity: O(*n*) time (a sliding sum, renewed every 4,096 steps against drift), O(*n*)
  ///   memory for the result.
  public static func rollingMean(_ values: [Double], window: Int) -> [Double] {
    precondition(window >= 1, "A rolling mean needs a window of at least one point.")
    let n = values.count
    guard n > 0 else { return [] }
    let before = window / 2
    let after = window - 1 - before
    var result = [Double](repeating: .nan, count: n)
    var sum = 0.0
    var count = 0
    var low = 0
    var high = -1  // the window is values[low...high]
    func rebuild() {
      sum = 0
      count = 0
      guard high >= low else { return }
      for index in low...high where values[index].isFinite {
        sum += values[index]
        count += 1
      }
    }
    for index in 0..<n {
      let wantedLow = Swift.max(0, index - before)
      let wantedHigh = Swift.min(n - 1, index + after)
      while high < wantedHigh {
        high += 1
        if values[high].isFinite {
          sum += values[high]
          count += 1
        }
      }
      while low < wantedLow {
        if values[low].isFinite {
          sum -= values[low]
          count -= 1
        }
        low += 1
      }
      if index % 4_096 == 4_095 { rebuild() }
      result[index] = count > 0 ? sum / Double(count) : .nan
    }
    return result
  }

  /// The first, last, lowest and highest points of a rolling mean.
  ///
  /// - Returns: `nil` when the series has no finite value.
  /// - Complexity: O(*n*).
  public static func rollingSummary(x: [Double], y: [Double], window: Int) -> RollingSummary? {
    let smoothed = rollingMean(y, window: window)
    guard let firstIndex = smoothed.firstIndex(where: \.isFinite),
      let lastIndex = smoothed.lastIndex(where: \.isFinite)
    else { return nil }
    var minIndex = firstIndex
    var maxIndex = firstIndex
    for index in firstIndex...lastIndex where smoothed[index].isFinite {
      if smoothed[index] < smoothed[minIndex] { minIndex = index }
      if smoothed[index] > smoothed[maxIndex] { maxIndex = index }
    }
    func point(_ index: Int) -> DataPoint { DataPoint(x: x[index], y: smoothed[index]) }
    return RollingSummary(
      window: window, first: point(firstIndex), last: point(lastIndex), min: point(minIndex), max: point(maxIndex))
  }
}
