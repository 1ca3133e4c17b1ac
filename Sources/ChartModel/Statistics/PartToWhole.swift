import Foundation

// MARK: - Part to whole: pies and stacks

/// One part's share of a whole.
public struct Share: Sendable, Equatable {
  /// The slice's category or the component's series name, as the data gives it.
  public var name: String
  /// The part's value (a slice) or total over all categories (a stack component).
  public var value: Double
  /// value / total, in [0, 1].
  public var share: Double

  /// Creates a share.
  ///
  /// - Complexity: O(1).
  public init(name: String, value: Double, share: Double) {
    self.name = name
    self.value = value
    self.share = share
  }
}

/// How one stack component's share of its category changed from the first category to the last.
public struct CompositionShift: Sendable, Equatable {
  /// The index of the component (into the chart's series).
  public var component: Int
  /// Its share of the first and of the last category's total, in [0, 1].
  public var first: Double
  public var last: Double

  /// The change in percentage points.
  public var points: Double { 100 * (last - first) }

  /// Creates a shift.
  ///
  /// - Complexity: O(1).
  public init(component: Int, first: Double, last: Double) {
    self.component = component
    self.first = first
    self.last = last
  }
}

/// The parts of a whole (`analysis.md` §7): shares, evenness, and for stacks the totals, the
/// component leading each category and the composition shift.
public struct PartToWhole: Sendable, Equatable {
  /// In chart order: the slices of a pie, or the components of a stack (share of the grand total).
  public var shares: [Share]
  /// Normalised entropy *H*/ln *k* of the shares: 1 for equal parts, near 0 when one dominates.
  public var evenness: Double
  /// Indices into ``shares``: the largest and smallest (first on ties).
  public var largest: Int
  public var smallest: Int
  /// The two largest shares together.
  public var topTwoShare: Double
  /// Stacks: each category's total (x as in the chart), in x order.
  public var totals: DataSeries?
  /// Stacks: the component strictly largest in each category (`nil` where no component has a
  /// value, or where several share the largest value: a tie is nobody's lead).
  public var leaders: [Int?]
  /// Stacks: how many categories have a value in at least one component (the "of M" of a lead
  /// count; tied categories count here, though they have no leader).
  public var positionsWithValues = 0
  /// Stacks: each component's mean share of its category's total, over the categories with a
  /// positive total (a part with no value there has 0 of it), in [0, 1]. This is what a 100%
  /// stack draws: each category is one whole, and the grand total is not drawn.
  public var averageShares: [Double] = []
  /// Stacks over an ordered x: each component's share in the first and last category with a
  /// positive total; empty when either of those totals is below
  /// ``DescriptionPolicy/minimumEndTotalShare`` of the largest.
  public var shifts: [CompositionShift]
  /// Stacks over an ordered x: the part that became the largest and stayed so, beyond noise
  /// (``Statistics/largestPartChange(columns:totals:x:policy:)``).
  public var largestPartChange: LargestPartChange? = nil

  /// Indices into ``shares`` of every part that has the largest share (several on an exact tie),
  /// in chart order.
  ///
  /// - Complexity: O(*k*) in the parts.
  public var largestParts: [Int] { Self.tiedForLargest(shares.map(\.value)) }

  /// Indices of every stack component with the largest ``averageShares`` (several on a tie).
  ///
  /// - Complexity: O(*k*) in the parts.
  public var largestAverageParts: [Int] { Self.tiedForLargest(averageShares) }

  /// The indices of the values equal to the largest, up to rounding of sums
  /// (a relative difference of 1e-9): 0.1 + 0.2 and 0.3 are one value.
  ///
  /// - Complexity: O(*k*).
  static func tiedForLargest(_ values: [Double]) -> [Int] {
    guard let top = values.filter(\.isFinite).max() else { return [] }
    return values.indices.filter { values[$0].isFinite && abs(values[$0] - top) <= 1e-9 * max(abs(top), 1e-300) }
  }

  /// Whether the largest share is "a majority" by the policy.
  public func hasMajority(policy: DescriptionPolicy) -> Bool { shares[largest].share > policy.majorityShare }
}

extension PartToWhole {
  /// The slices of a pie: one share per finite value of `series`, named by `names(x)`.
  ///
  /// - Returns: `nil` unless every finite value is ≥ 0 and their sum is positive.
  /// - Complexity: O(*n*).
  public init?(slices series: DataSeries, names: (Double) -> String) {
    var parts: [(String, Double)] = []
    for (x, y) in zip(series.x, series.y) where y.isFinite {
      guard y >= 0 else { return nil }
      parts.append((names(x), y))
    }
    self.init(parts: parts, totals: nil, leaders: [], shifts: [])
  }

  /// The components of a stack: one share per series (its sum over the categories), the totals,
  /// the leaders and, over an ordered x, the composition shift.
  ///
  /// Series are aligned by index when they share x columns, else by matching x positions.
  ///
  /// - Returns: `nil` unless every finite value is ≥ 0 and the grand total is positive.
  /// - Complexity: O(*s*·*n*) (with the leader change's median, O(*s*·*n* + *n* log *n*)).
  public init?(stack series: [DataSeries], ordered: Bool, policy: DescriptionPolicy = .standard) {
    guard !series.isEmpty else { return nil }
    let positions = Array(Set(series.flatMap(\.x))).sorted()
    var index: [Double: Int] = [:]
    for (i, x) in positions.enumerated() { index[x] = i }
    var columns = [[Double]](repeating: [Double](repeating: .nan, count: positions.count), count: series.count)
    for (s, one) in series.enumerated() {
      for (x, y) in zip(one.x, one.y) where y.isFinite {
        guard y >= 0 else { return nil }
        let row = index[x]!
        columns[s][row] = (columns[s][row].isNaN ? 0 : columns[s][row]) + y
      }
    }
    var totals = [Double](repeating: 0, count: positions.count)
    var leaders: [Int?] = []
    var valued = 0
    for row in positions.indices {
      var best: Int?
      var tied = false
      for s in series.indices where columns[s][row].isFinite {
        totals[row] += columns[s][row]
        if let b = best, columns[s][row] == columns[b][row] {
          tied = true
        } else if best == nil || columns[s][row] > columns[best!][row] {
          best = s
          tied = false
        }
      }
      if best != nil { valued += 1 }
      leaders.append(tied ? nil : best)
    }
    let whole = positions.indices.filter { totals[$0] > 0 && totals[$0].isFinite }
    let averageShares = series.indices.map { s in
      whole.isEmpty
        ? 0 : whole.map { columns[s][$0].isFinite ? columns[s][$0] / totals[$0] : 0 }.reduce(0, +) / Double(whole.count)
    }
    var shifts: [CompositionShift] = []
    // Shares of a sliver (an end whose total is a small part of the largest) are mostly noise:
    // no shift and no change of the largest part is said then.
    let largestTotal = totals.max() ?? 0
    let solid = { (row: Int) in totals[row] >= policy.minimumEndTotalShare * largestTotal }
    let first = totals.firstIndex(where: { $0 > 0 })
    let last = totals.lastIndex(where: { $0 > 0 })
    let endsAreSolid = first.map(solid) == true && last.map(solid) == true
    if ordered, endsAreSolid, let first, let last, first != last {
      for s in series.indices {
        let a = columns[s][first].isFinite ? columns[s][first] / totals[first] : 0
        let b = columns[s][last].isFinite ? columns[s][last] / totals[last] : 0
        shifts.append(CompositionShift(component: s, first: a, last: b))
      }
    }
    let parts = series.indices.map { s in (series[s].name, columns[s].filter(\.isFinite).reduce(0, +)) }
    self.init(
      parts: parts, totals: DataSeries(name: "", isContinuous: series[0].isContinuous, x: positions, y: totals),
      leaders: leaders, shifts: shifts)
    positionsWithValues = valued
    self.averageShares = averageShares
    if ordered, endsAreSolid {
      largestPartChange = Statistics.largestPartChange(columns: columns, totals: totals, x: positions, policy: policy)
    }
  }

  private init?(parts: [(String, Double)], totals: DataSeries?, leaders: [Int?], shifts: [CompositionShift]) {
    let total = parts.reduce(0) { $0 + $1.1 }
    guard !parts.isEmpty, total > 0, total.isFinite else { return nil }
    shares = parts.map { Share(name: $0.0, value: $0.1, share: $0.1 / total) }
    var largest = 0
    var smallest = 0
    for index in shares.indices {
      if shares[index].share > shares[largest].share { largest = index }
      if shares[index].share < shares[smallest].share { smallest = index }
    }
    self.largest = largest
    self.smallest = smallest
    let sorted = shares.map(\.share).sorted(by: >)
    topTwoShare = sorted.prefix(2).reduce(0, +)
    var entropy = 0.0
    for share in sorted where share > 0 { entropy -= share * log(share) }
    evenness = shares.count > 1 ? entropy / log(Double(shares.count)) : 1
    self.totals = totals
    self.leaders = leaders
    self.shifts = shifts
  }
}
