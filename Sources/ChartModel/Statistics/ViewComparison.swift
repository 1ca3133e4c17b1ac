import Foundation

/// The views of a ``ChartSet`` compared where they plot the same measure (the same y title, unit
/// and ``ChartView/measure``: one quantity across facets): the mean of each view's drawn values, the views where it is
/// highest and lowest, and the views whose one series rises or falls by its own trend test.
public struct ViewComparison: Sendable, Equatable {
  /// The measure the compared views share (their y axis title) and its unit.
  public var measure: String
  public var unit: String?
  /// The compared views (indices into ``ChartSet/views``), in reading order.
  public var views: [Int]
  /// The mean of every finite value each compared view draws, parallel to ``views``.
  public var means: [Double]
  /// The views with the highest and the lowest mean, in reading order: every view whose mean
  /// agrees with the extreme to three significant digits, since means said that finely that
  /// sound alike are a tie, not a lead.
  public var highest: [Int]
  public var lowest: [Int]
  /// Compared views with one series over an ordered x axis, by the direction of its trend.
  public var rising: [Int]
  public var falling: [Int]
  public var steady: [Int]

  /// Compares the views of `set` that share a measure, each with its own analysis (parallel to
  /// `set.views`); `nil` when fewer than two views share one.
  ///
  /// Views of intervals (a start and an end per point) are not compared: their values are two
  /// ends, not one quantity. When several measures are shared, the one most views share wins,
  /// the first in reading order on a tie.
  ///
  /// - Complexity: O(*n*) in the points of the views.
  public init?(_ set: ChartSet, analyses: [ChartAnalysis]) {
    var groups: [(key: String, identity: String, unit: String?, members: [Int])] = []
    for (index, view) in set.views.enumerated() {
      let axis = view.chart.yAxis
      guard !axis.title.isEmpty, view.chart.intervals.isEmpty,
        view.chart.series.contains(where: { $0.y.contains(where: \.isFinite) })
      else { continue }
      if let at = groups.firstIndex(where: {
        $0.key == axis.title && $0.unit == axis.unit && $0.identity == view.measure
      }) {
        groups[at].members.append(index)
      } else {
        groups.append((axis.title, view.measure, axis.unit, [index]))
      }
    }
    guard let most = groups.map(\.members.count).max(), most >= 2,
      let chosen = groups.first(where: { $0.members.count == most })
    else { return nil }
    measure = chosen.key
    unit = chosen.unit
    views = chosen.members
    means = chosen.members.map { index in
      let values = set.views[index].chart.series.flatMap { $0.y.filter(\.isFinite) }
      return Statistics.mean(values) ?? .nan
    }
    let top = means.max()!
    let bottom = means.min()!
    highest = zip(views, means).filter { Self.agree($0.1, top) }.map(\.0)
    lowest = zip(views, means).filter { Self.agree($0.1, bottom) }.map(\.0)
    rising = []
    falling = []
    steady = []
    for index in views where analyses.indices.contains(index) {
      let chart = set.views[index].chart
      guard chart.series.count == 1, ChartAnalysis.role(of: chart) == .trend,
        let trend = analyses[index].series.first??.trend
      else { continue }
      switch trend.direction {
      case .rising: rising.append(index)
      case .falling: falling.append(index)
      case .none: steady.append(index)
      }
    }
  }

  /// Whether two means agree to three significant digits (of the larger).
  static func agree(_ a: Double, _ b: Double) -> Bool {
    guard a != b else { return true }
    let magnitude = max(abs(a), abs(b))
    guard magnitude.isFinite, magnitude > 0 else { return false }
    let scale = pow(10, 2 - (log10(magnitude)).rounded(.down))
    return (a * scale).rounded() == (b * scale).rounded()
  }
}
