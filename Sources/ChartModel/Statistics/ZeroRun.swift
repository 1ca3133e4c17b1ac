import Foundation

// MARK: - Empty periods: a run of zeros among positive values

/// A stretch of consecutive zeros inside a series of non-negative values: "no sessions in the
/// weeks of March 4 and March 11".
public struct ZeroRun: Sendable, Equatable {
  /// The first zero.
  public var from: DataPoint
  /// The last zero.
  public var to: DataPoint
  /// How many consecutive values are 0.
  public var count: Int

  /// Creates a run.
  ///
  /// - Complexity: O(1).
  public init(from: DataPoint, to: DataPoint, count: Int) {
    self.from = from
    self.to = to
    self.count = count
  }
}

extension Statistics {
  /// The longest run of zeros in a non-negative series, when it is longer than chance would
  /// give; `nil` otherwise.
  ///
  ///     // 52 weekly session counts of 2 to 5, with weeks 10 and 11 at 0:
  ///     Statistics.zeroRun(x: weeks, y: sessions)?.count   // 2
  ///
  /// Statistic, null and threshold (`docs/patterns.md`, "Empty periods"):
  /// - Only series whose finite values are all ≥ 0 (counts, amounts) with at least
  ///   ``DescriptionPolicy/minimumPointsForZeroRun`` of them; the run is the longest of exact
  ///   zeros (the earliest on ties) that neither starts at the first point nor ends at the last
  ///   (an empty start or end is where the data begins or stops), of at least
  ///   ``DescriptionPolicy/minimumZeroRun`` and at most ``DescriptionPolicy/maximumZeroRunShare``
  ///   of the points.
  /// - The rest is positive: zeros outside the run are at most
  ///   ``DescriptionPolicy/maximumOtherZeroShare`` of the other points, and of the
  ///   max(10, 2*L*, ⌈√*n*⌉) points on each side of it.
  /// - Null: each point is 0 independently with probability p̂ = (*k* + 1)/(*n* − *L* + 2), the
  ///   Laplace estimate from the *k* zeros outside the run; a run of *L* somewhere has
  ///   probability at most (*n* − *L* + 1) p̂^*L* (Bonferroni over its starts), which must be
  ///   under ``DescriptionPolicy/zeroRunSignificance``. When the other zeros form at least 10
  ///   runs, they can show whether zeros cluster: with q̂ = (zeros that follow a zero + 1) /
  ///   (zeros + 2) among them, (*r* + 1) q̂^(*L* − 1) over the *r* other runs must be under the
  ///   same level too (a Markov chain of empty periods).
  /// - Null models (≤ 5 % claims at 12, 50, 365 and 10,000 points, `ZeroRunCalibrationTests`):
  ///   Poisson counts whose mean follows each of the six null models, and Poisson counts of a
  ///   constant mean of 0.3, 1 and 3. Series that can be negative have no empty periods.
  ///
  /// Missing periods (no point at all) are stated as a fact by the gaps sentence and are not
  /// zeros; a NaN value breaks a run.
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; NaN values are skipped.
  /// - Returns: The run, or `nil`.
  /// - Complexity: O(*n*).
  public static func zeroRun(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> ZeroRun? {
    precondition(x.count == y.count, "A zero run needs as many x values as y values.")
    let finite = FinitePositions(y: y)
    let n = finite.count
    guard n >= policy.minimumPointsForZeroRun else { return nil }
    // Runs of zeros over the finite values, as [start, end) positions in `finite`; a NaN between
    // two zeros ends a run.
    var runs: [Range<Int>] = []
    if finite.skipsNone {
      // Every point is finite: position k is point k, and the runs are found by loops that only
      // compare.
      guard let found = zeroRuns(y) else { return nil }
      runs = found
    } else {
      guard finite.indices.allSatisfy({ y[finite[$0]] >= 0 }) else { return nil }
      var start = -1
      for position in 0..<n {
        let isZero = y[finite[position]] == 0
        let continues = start >= 0 && isZero && finite[position] == finite[position - 1] + 1
        if start >= 0, !continues {
          runs.append(start..<position)
          start = -1
        }
        if isZero, start < 0 { start = position }
      }
      if start >= 0 { runs.append(start..<n) }
    }
    guard let run = runs.filter({ $0.lowerBound > 0 && $0.upperBound < n }).max(by: { $0.count < $1.count })
    else { return nil }
    let length = run.count
    let zeros = runs.reduce(0) { $0 + $1.count }
    let others = zeros - length
    guard length >= policy.minimumZeroRun, Double(length) <= policy.maximumZeroRunShare * Double(n),
      Double(others) <= policy.maximumOtherZeroShare * Double(n - length)
    else { return nil }
    let alpha = policy.zeroRunSignificance
    let chance = Double(others + 1) / Double(n - length + 2)
    guard Double(n - length + 1) * pow(chance, Double(length)) < alpha else { return nil }
    let otherRuns = runs.filter { $0 != run }
    if otherRuns.count >= 10 {
      let followers = otherRuns.reduce(0) { $0 + $1.count - 1 }
      let staying = Double(followers + 1) / Double(others + 2)
      guard Double(otherRuns.count + 1) * pow(staying, Double(length - 1)) < alpha else { return nil }
    }
    let reach = Swift.max(10, 2 * length, Int(Double(n).squareRoot().rounded(.up)))
    let window = Swift.max(0, run.lowerBound - reach)..<run.lowerBound
    let after = run.upperBound..<Swift.min(n, run.upperBound + reach)
    let nearby = (window.filter { y[finite[$0]] == 0 }.count) + (after.filter { y[finite[$0]] == 0 }.count)
    guard Double(nearby) <= policy.maximumOtherZeroShare * Double(window.count + after.count) else { return nil }
    func point(_ position: Int) -> DataPoint { DataPoint(x: x[finite[position]], y: y[finite[position]]) }
    return ZeroRun(from: point(run.lowerBound), to: point(run.upperBound - 1), count: length)
  }

  /// The runs of zeros (`== 0`, so −0 too) of finite values, as [start, end) positions; `nil`
  /// when a value is negative.
  ///
  /// - Complexity: O(*n*).
  package static func zeroRuns(_ y: [Double]) -> [Range<Int>]? {
    y.withUnsafeBufferPointer { y -> [Range<Int>]? in
      var index = 0
      while index < y.count, y[index] >= 0 { index &+= 1 }
      guard index == y.count else { return nil }
      var runs: [Range<Int>] = []
      index = 0
      while index < y.count {
        while index < y.count, y[index] != 0 { index &+= 1 }
        guard index < y.count else { break }
        let start = index
        while index < y.count, y[index] == 0 { index &+= 1 }
        runs.append(start..<index)
      }
      return runs
    }
  }
}
