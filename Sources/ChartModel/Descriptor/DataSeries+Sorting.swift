extension DataSeries {
  /// Whether the x positions never decrease.
  ///
  /// - Complexity: O(*n*).
  public var isSortedByX: Bool { Self.neverDecreases(x) }

  /// Whether no value of `positions` is below the one before it (a NaN is neither below nor above
  /// a neighbour), read by a branch-free scan of blocks of neighbours.
  ///
  /// - Complexity: O(*n*).
  package static func neverDecreases(_ positions: [Double]) -> Bool {
    positions.withUnsafeBufferPointer { firstNeighbourBlock($0, stoppingAtEqual: false) == nil }
  }

  /// Sorts the points by x, keeping the input order of equal x values (a stable sort).
  ///
  /// - Complexity: O(*n*) when already sorted, else O(*n* log *n*).
  public mutating func sortByX() {
    guard !isSortedByX else { return }
    let order = x.indices.sorted { x[$0] < x[$1] || (x[$0] == x[$1] && $0 < $1) }
    let sortedLabels = labels.isEmpty ? [] : order.map { labels[$0] }
    setColumns(x: order.map { x[$0] }, y: order.map { y[$0] })
    setLabels(sortedLabels)
  }
}

extension ChartKind {
  /// Whether points of this kind are read in x order (lines, areas, sparklines, scatter plots and
  /// bars over a numeric or temporal axis), so importers sort them by x.
  public func readsInXOrder(xAxis: AxisType) -> Bool {
    switch self {
    case .line, .area, .sparkline, .bar: xAxis != .categorical
    // A scatter plot is read left to right (content.md: "sorted by x"), so its first and last
    // points and its trend test follow x rather than the file's order.
    case .scatter: xAxis == .numeric || xAxis == .temporal
    case .pie, .radar: false
    }
  }

  /// Whether a series of this kind is one continuous quantity by default (a line) rather than
  /// separate measurements (bars, slices, dots).
  public var isContinuousByDefault: Bool {
    switch self {
    case .line, .area, .sparkline: true
    case .bar, .scatter, .pie, .radar: false
    }
  }

  /// The kind chosen when the input does not say: bars for categories, lines otherwise.
  public static func `default`(for xAxis: AxisType) -> ChartKind {
    xAxis == .categorical ? .bar : .line
  }
}
