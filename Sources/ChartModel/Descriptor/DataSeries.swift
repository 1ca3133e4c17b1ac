/// One named series of points, stored column by column.
///
/// Storage is two parallel `[Double]` arrays (16 bytes a point), so that a ten-million-point series
/// fits in memory and every statistic runs over contiguous numbers.
/// - `x` holds axis *positions* (see ``Axis``).
/// - `y` holds the values; **`Double.nan` marks a missing value** (`null` in chart JSON, an empty
///   cell in CSV). Infinities are never stored: importers reject them.
public struct DataSeries: Sendable {
  /// The series name exactly as the data gives it.
  public var name: String
  /// Whether the points are samples of one continuous quantity (a line) rather than separate
  /// measurements (bars). Continuous series glide in the audio graph.
  public var isContinuous: Bool
  /// Whether each value is a running total of what came before (cumulative sales, distance so
  /// far). The narration then speaks of the total reached rather than of growth per step; the
  /// statistics are unchanged. Default `false`.
  public var isCumulative: Bool = false
  /// For a series that stands for a position in a recurring cycle (one series a month of the
  /// year, as Vega-Lite's `"color": {"timeUnit": "month"}` makes them): that position, and then
  /// ``name`` is only its language-free label ("3"); the narration names it ("March", "März").
  public var recurringTime: RecurringTime?
  public private(set) var x: [Double]
  public private(set) var y: [Double]
  /// A label a point carries beside its value ("Launch"), parallel to ``x``; empty when no point
  /// has one (as in most charts). The readout reads a point's label after its value. Replacing
  /// the columns (``setColumns(x:y:)``) drops the labels, so a label never lands on another point.
  public private(set) var labels: [String?] = []

  /// Creates a series from parallel columns.
  ///
  /// - Precondition: `x.count == y.count`; no `x` is NaN or infinite; no `y` is infinite.
  public init(name: String, isContinuous: Bool, x: [Double], y: [Double]) {
    precondition(x.count == y.count, "A series needs as many x values as y values.")
    self.name = name
    self.isContinuous = isContinuous
    self.x = x
    self.y = y
  }

  /// The number of points, missing ones included.
  public var count: Int { x.count }

  /// Whether the series has no points at all.
  public var isEmpty: Bool { x.isEmpty }

  /// Replaces both columns at once, keeping them the same length.
  public mutating func setColumns(x: [Double], y: [Double]) {
    precondition(x.count == y.count, "A series needs as many x values as y values.")
    self.x = x
    self.y = y
    labels = []
  }

  /// Gives the points their labels, parallel to ``x`` (`nil` for a point without one); all `nil`
  /// or empty removes them.
  ///
  /// - Precondition: `labels` is empty or has one entry a point.
  /// - Complexity: O(*n*).
  public mutating func setLabels(_ labels: [String?]) {
    precondition(labels.isEmpty || labels.count == x.count, "A series needs one label (or nil) a point.")
    self.labels = labels.contains { $0 != nil } ? labels : []
  }

  /// The label of the point at `index`, when it has one.
  ///
  /// - Complexity: O(1).
  public func label(at index: Int) -> String? {
    labels.indices.contains(index) ? labels[index] : nil
  }
}

extension DataSeries: Equatable {
  /// Series are equal when names, continuity and every point match; missing values (NaN) are equal
  /// to each other.
  public static func == (lhs: DataSeries, rhs: DataSeries) -> Bool {
    guard lhs.name == rhs.name, lhs.isContinuous == rhs.isContinuous,
      lhs.isCumulative == rhs.isCumulative, lhs.recurringTime == rhs.recurringTime, lhs.count == rhs.count,
      lhs.x == rhs.x, lhs.labels == rhs.labels
    else { return false }
    for (a, b) in zip(lhs.y, rhs.y) where a != b && !(a.isNaN && b.isNaN) {
      return false
    }
    return true
  }
}
