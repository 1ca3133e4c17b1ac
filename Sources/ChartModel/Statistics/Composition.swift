import Foundation

// MARK: - Composition: the part that became the largest in a stack

/// A stack component that became the largest part and stayed so to the end ("Wind became the
/// largest part in 2017").
public struct LargestPartChange: Sendable, Equatable {
  /// The new largest part and the part that was largest at the first position (indices into the
  /// chart's series).
  public var component: Int
  public var previous: Int
  /// The position (into the stack's x positions) from which `component` is the largest part.
  public var position: Int
  /// That position's x.
  public var x: Double

  /// Creates a change.
  ///
  /// - Complexity: O(1).
  public init(component: Int, previous: Int, position: Int, x: Double) {
    self.component = component
    self.previous = previous
    self.position = position
    self.x = x
  }
}

extension Statistics {
  /// The part that became the largest in a stack over an ordered x, when the change is more than
  /// noise (`docs/patterns.md`, "Largest part").
  ///
  /// **Statistic.** Let *F* be the largest part at the first position and *L* at the last. *L*
  /// must differ from *F*, be the largest part (strictly) at every position of its final run, of
  /// ``DescriptionPolicy/minimumLargestPartRun`` positions at least, and at none before it. On the
  /// share difference d = share(*L*) − share(*F*), the noise SD is estimated from the median
  /// absolute deviation of its steps, σ̂ = MAD(Δd) / (0.6745·√2), which a steady shift or a
  /// single jump leaves near zero. The change is claimed when d at the first position is below
  /// −z·σ̂ and at the last above +z·σ̂, z = ``DescriptionPolicy/largestPartChangeZ``.
  ///
  /// **Null model.** Parts whose expected shares do not change: white noise or AR(1) φ = 0.7
  /// around equal levels, and parts in an opposite-phase season over several cycles
  /// (`LargestPartCalibrationTests`); a random walk's composition really drifts and a step or a
  /// smooth shift is the pattern, so they are not nulls.
  ///
  /// - Parameters:
  ///   - columns: Each part's value at each position (NaN where it has none, read as 0).
  ///   - totals: Each position's total; positions with a total ≤ 0 are skipped.
  ///   - x: The positions, in order.
  /// - Returns: The change, or `nil`.
  /// - Complexity: O(*s*·*n*) in the parts and positions, plus O(*n* log *n*) for the median.
  public static func largestPartChange(
    columns: [[Double]], totals: [Double], x: [Double], policy: DescriptionPolicy = .standard
  ) -> LargestPartChange? {
    let rows = totals.indices.filter { totals[$0] > 0 && totals[$0].isFinite }
    guard columns.count >= 2, rows.count >= policy.minimumPositionsForLargestPartChange else { return nil }
    func share(_ s: Int, _ row: Int) -> Double { columns[s][row].isFinite ? columns[s][row] / totals[row] : 0 }
    // The strict largest part at each position; nil on a tie.
    let leaders: [Int?] = rows.map { row in
      var best: Int?
      var tied = false
      for s in columns.indices {
        let value = share(s, row)
        if let b = best, value == share(b, row) {
          tied = true
        } else if best == nil || value > share(best!, row) {
          best = s
          tied = false
        }
      }
      return tied ? nil : best
    }
    guard let first = leaders.first ?? nil, let last = leaders.last ?? nil, first != last else { return nil }
    var start = leaders.count - 1
    while start > 0, leaders[start - 1] == last { start -= 1 }
    guard !leaders[..<start].contains(last), leaders.count - start >= policy.minimumLargestPartRun else { return nil }
    let d = rows.map { share(last, $0) - share(first, $0) }
    let steps = zip(d.dropFirst(), d).map { $0 - $1 }
    let typical = median(steps) ?? 0
    let sigma = (median(steps.map { abs($0 - typical) }) ?? 0) / (0.6745 * sqrt(2))
    guard d[0] < -policy.largestPartChangeZ * sigma, d[d.count - 1] > policy.largestPartChangeZ * sigma else {
      return nil
    }
    return LargestPartChange(component: last, previous: first, position: rows[start], x: x[rows[start]])
  }
}
