// MARK: - Radar: axes, strengths and balance

/// One radar series: its strongest and weakest axes and how balanced it is (`analysis.md` §9).
public struct RadarSeries: Sendable, Equatable {
  /// Axis indices (into the categories) of every axis holding the highest value, in axis
  /// order: one, or all of those tied with it (issue #11's tie rule; a list names up to three
  /// and counts the rest).
  public var strongest: [Int]
  /// Axis indices of every axis holding the lowest value, in axis order.
  public var weakest: [Int]
  /// The coefficient of variation of the normalised values (SD / mean).
  public var variation: Double

  /// Creates a result.
  ///
  /// - Complexity: O(1).
  public init(strongest: [Int], weakest: [Int], variation: Double) {
    self.strongest = strongest
    self.weakest = weakest
    self.variation = variation
  }
}

/// A radar chart's series compared axis by axis. Never polygon areas: they change with axis
/// order.
public struct RadarAnalysis: Sendable, Equatable {
  /// The axis names in chart order.
  public var axes: [String]
  /// Parallel to the chart's series; `nil` for a series with no finite value.
  public var series: [RadarSeries?]
  /// Between the first two series: axis indices by |difference| of normalised values, largest
  /// first: two, and every further axis tied with the second.
  public var biggestDifferences: [Int]
  /// Between the first two series: the one at least as high on every axis and higher on one.
  public var dominant: Int?

  /// Analyses a radar chart whose x positions are category indices.
  ///
  /// Each axis is normalised by the declared y range's upper bound, else by the data maximum
  /// (one scale for all axes, since the chart's y axis is shared).
  ///
  /// - Complexity: O(*s*·*k*) for *s* series over *k* axes.
  public init(_ chart: ChartDescriptor) {
    axes = chart.xAxis.categories
    let k = axes.count
    let maximum =
      chart.yAxis.range?.upperBound
      ?? chart.series.flatMap(\.y).filter(\.isFinite).max() ?? 1
    let scale = maximum > 0 ? maximum : 1
    let values: [[Double]] = chart.series.map { one in
      var row = [Double](repeating: .nan, count: k)
      for (x, y) in zip(one.x, one.y) where Int(x) < k && Int(x) >= 0 { row[Int(x)] = y / scale }
      return row
    }
    series = values.map { row in
      let present = row.indices.filter { row[$0].isFinite }
      guard !present.isEmpty else { return nil }
      // Exact ties only: an axis named "strongest" holds the highest value itself, never one
      // near it, so the same axes are tied in every sentence.
      let high = present.map { row[$0] }.max()!
      let low = present.map { row[$0] }.min()!
      let mean = present.reduce(0) { $0 + row[$1] } / Double(present.count)
      let variance = present.reduce(0) { $0 + (row[$1] - mean) * (row[$1] - mean) } / Double(present.count)
      return RadarSeries(
        strongest: present.filter { row[$0] == high }, weakest: present.filter { row[$0] == low },
        variation: mean != 0 ? variance.squareRoot() / abs(mean) : 0)
    }
    biggestDifferences = []
    dominant = nil
    guard values.count >= 2 else { return }
    let shared = (0..<k).filter { values[0][$0].isFinite && values[1][$0].isFinite }
    guard !shared.isEmpty else { return }
    func gap(_ axis: Int) -> Double { abs(values[0][axis] - values[1][axis]) }
    let byGap = shared.sorted { gap($0) > gap($1) || (gap($0) == gap($1) && $0 < $1) }
    // The two largest, and every axis tied with the second (to binary noise: the values are
    // scaled): a tie is never cut in two.
    let cut = byGap.count > 2 ? gap(byGap[1]) : -.infinity
    biggestDifferences = Array(byGap.prefix(2)) + byGap.dropFirst(2).filter { abs(gap($0) - cut) <= 1e-12 }
    if shared.allSatisfy({ values[0][$0] >= values[1][$0] }), shared.contains(where: { values[0][$0] > values[1][$0] })
    {
      dominant = 0
    } else if shared.allSatisfy({ values[1][$0] >= values[0][$0] }),
      shared.contains(where: { values[1][$0] > values[0][$0] })
    {
      dominant = 1
    }
  }
}
