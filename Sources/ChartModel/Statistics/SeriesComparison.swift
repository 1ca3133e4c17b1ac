// MARK: - Several series compared

/// Where one series moved ahead of another and stayed ahead past the hysteresis band.
public struct SeriesCrossing: Sendable, Equatable {
  /// Where the lines cross for the last time before the new order held by more than the band:
  /// the zero of their difference, interpolated linearly between the two shared x positions
  /// around it (on categories, the first category where the new order held).
  public var x: Double
  /// The index (into the chart's series) of the series now ahead.
  public var ahead: Int
  /// The index of the series now behind.
  public var behind: Int
  /// The shared x positions around the crossing: the last where the old order held (or the two
  /// were equal) and the first where the new one did; both `x` when the crossing is at a sample.
  public var before: Double
  public var after: Double

  /// Creates a crossing.
  ///
  /// - Complexity: O(1).
  public init(x: Double, ahead: Int, behind: Int, before: Double? = nil, after: Double? = nil) {
    self.x = x
    self.ahead = ahead
    self.behind = behind
    self.before = before ?? x
    self.after = after ?? x
  }
}

/// How the gap between the two leading series changed, by Mann–Kendall on their difference.
public struct GapTrend: Sendable, Equatable {
  /// The series ahead on average and the one behind (indices into the chart's series).
  public var ahead: Int
  public var behind: Int
  /// ``TrendDirection/rising``: the gap widened; ``TrendDirection/falling``: it narrowed.
  public var direction: TrendDirection
  /// The difference (ahead − behind) at the first and last x where both have values.
  public var first: Double
  public var last: Double
  /// The p-value of the test on the difference.
  public var pValue: Double
  /// When the difference was long, the number of bucket means the test ran on (`nil`: every
  /// point).
  public var buckets: Int?

  /// Creates a result.
  ///
  /// - Complexity: O(1).
  public init(
    ahead: Int, behind: Int, direction: TrendDirection, first: Double, last: Double, pValue: Double, buckets: Int?
  ) {
    self.ahead = ahead
    self.behind = behind
    self.direction = direction
    self.first = first
    self.last = last
    self.pValue = pValue
    self.buckets = buckets
  }
}

/// Several series side by side (`analysis.md` §6): who led, where the order changed, whether the
/// gap widened, whether they moved together. Also the grouped-bar comparison (winner per
/// category).
public struct SeriesComparison: Sendable, Equatable {
  /// The series indices ordered by their last value, highest first.
  public var order: [Int]
  /// The series highest at the most x positions (strictly above every other series with a value
  /// there, or the only one with a value), and at how many; `nil` when none led anywhere. When
  /// some series lack data where others have it (``leadsWhereAllHaveData``), leads are counted
  /// only where every series has a value: a series drawn for 68 of 123 months that led in all of
  /// them "was highest in 68 of 123 months" would hide that another led the other 55; no leader
  /// when no position has every series.
  public var leader: Int?
  public var leaderCount: Int
  /// The x positions where at least one series has a value (a comparison needs at least one
  /// position where two have); with ``leadsWhereAllHaveData``, those where every series has one.
  public var comparedCount: Int
  /// Whether, on an ordered x axis, some series lack a value at a position where another has
  /// one, so that leads and ``comparedCount`` are counted only where every series has a value.
  public var leadsWhereAllHaveData = false
  /// For each x position compared (in x order), the series that led there, or `nil` for a tie.
  /// Kept only for ≤ ``DescriptionPolicy/maximumListedItems`` positions (grouped bars).
  public var winners: [Int?]
  /// The x positions the winners refer to.
  public var winnerX: [Double]
  /// Leads per series (parallel to the chart's series).
  public var wins: [Int]
  /// Crossings of every pair (when the x axis is ordered and there are at most
  /// ``DescriptionPolicy/maximumNamedSeries`` series), in x order, at most
  /// ``DescriptionPolicy/maximumListedItems``.
  public var crossings: [SeriesCrossing]
  public var crossingCount: Int
  /// The lead changing hands for good, when the x axis is ordered (``LeaderChange``).
  public var leaderChange: LeaderChange?
  /// The gap between the two series highest on average, when the x axis is ordered.
  public var gap: GapTrend?
  /// Pearson r of the two leading series on levels and on first differences, when at least
  /// ``DescriptionPolicy/minimumPointsForCoMovement`` x positions are shared.
  public var levelCorrelation: Double?
  public var differenceCorrelation: Double?
  /// The one-sided p-value of ``differenceCorrelation`` above zero: Pearson's t test with the
  /// pairs discounted for the steps' lag-1 autocorrelations (Bartlett: the variance of r grows
  /// by 1 + 2 ρ_a ρ_b; the steps of white noise have ρ = −0.5 each); `nil` with no correlation.
  public var differenceCorrelationPValue: Double?
  /// Between the two series highest on average: the x with the largest and the smallest
  /// |difference|, and the mean difference.
  public var largestDifference: DataPoint?
  public var smallestDifference: DataPoint?
  public var meanDifference: Double?

  /// Whether the two leading series "moved closely together": their levels and their steps
  /// correlate by the policy's bands, and the steps' correlation is significant
  /// (``DescriptionPolicy/coMovementSignificance``; calibrated in `CoMovementCalibrationTests`).
  public func movedTogether(policy: DescriptionPolicy) -> Bool {
    guard let levels = levelCorrelation, let differences = differenceCorrelation,
      let pValue = differenceCorrelationPValue
    else { return false }
    return levels >= policy.coMovementLevels && differences >= policy.coMovementDifferences
      && pValue <= policy.coMovementSignificance
  }

  /// ``differenceCorrelationPValue`` of steps `a` and `b` whose correlation is `r`.
  ///
  /// - Complexity: O(*n*).
  static func stepCorrelationPValue(_ r: Double, _ a: [Double], _ b: [Double]) -> Double {
    guard r > 0 else { return 1 }
    guard r < 1 else { return 0 }
    let rhoA = Swift.max(-0.95, Swift.min(0.95, Statistics.lagOneAutocorrelation(a)))
    let rhoB = Swift.max(-0.95, Swift.min(0.95, Statistics.lagOneAutocorrelation(b)))
    let inflation = Swift.max(1, 1 + 2 * rhoA * rhoB)
    let degrees = Double(a.count) / inflation - 2
    guard degrees >= 1 else { return 1 }
    let t = r * (degrees / (1 - r * r)).squareRoot()
    return Statistics.studentTTwoSided(t, degrees: degrees) / 2
  }
}

extension SeriesComparison {
  /// Where `a − b` last reaches zero between rows `start` and `stop` (where it has the sign
  /// `sign`), interpolated linearly between the two rows around that zero at which both series
  /// have values.
  ///
  /// - Complexity: O(`stop` − `start`).
  static func zeroCrossing(
    _ a: [Double], _ b: [Double], _ positions: [Double], from start: Int, to stop: Int, sign: Int
  ) -> (x: Double, before: Double, after: Double) {
    var after = stop
    var afterDifference = a[stop] - b[stop]
    var row = stop - 1
    while row >= start {
      let difference = a[row] - b[row]
      if difference.isFinite {
        if difference * Double(sign) <= 0 {
          if difference == 0 { return (positions[row], positions[row], positions[row]) }
          let share = difference / (difference - afterDifference)
          return (positions[row] + (positions[after] - positions[row]) * share, positions[row], positions[after])
        }
        after = row
        afterDifference = difference
      }
      row -= 1
    }
    return (positions[stop], positions[stop], positions[stop])
  }

  /// Compares the series of a chart.
  ///
  /// Series are aligned on their x positions (by index when every series has the same x column,
  /// otherwise by matching positions). Leads are exact; the crossings' hysteresis band is a share
  /// of the combined y range.
  ///
  /// - Parameters:
  ///   - series: At least two series.
  ///   - ordered: Whether the x axis has an order (crossings and the gap trend need one).
  ///   - interpolates: Whether a crossing is where the lines drawn between the samples cross
  ///     (a numeric or temporal axis), interpolated on the x positions both series share;
  ///     otherwise (categories) the first category where the new order holds.
  /// - Returns: `nil` with fewer than two series with finite values.
  /// - Complexity: O(*s*·*n*) for aligned series (O(*s*·*n* log *n*) otherwise; the leader
  ///   change is O(*s*·*n*) too), plus a
  ///   Mann–Kendall test on at most ``DescriptionPolicy/gapTrendBuckets`` differences for long
  ///   series; O(*s*·*n*) memory.
  public init?(
    _ series: [DataSeries], ordered: Bool, interpolates: Bool = true, policy: DescriptionPolicy = .standard
  ) {
    guard series.count >= 2 else { return nil }
    // Align.
    var positions: [Double]
    var columns: [[Double]]
    if series.dropFirst().allSatisfy({ $0.x == series[0].x }) {
      positions = series[0].x
      columns = series.map(\.y)
    } else {
      positions = Array(Set(series.flatMap(\.x))).sorted()
      var index: [Double: Int] = [:]
      for (i, x) in positions.enumerated() { index[x] = i }
      columns = series.map { one in
        var column = [Double](repeating: .nan, count: positions.count)
        for (x, y) in zip(one.x, one.y) where column[index[x]!].isNaN { column[index[x]!] = y }
        return column
      }
    }
    var low = Double.infinity
    var high = -Double.infinity
    for column in columns {
      for value in column where value.isFinite {
        low = Swift.min(low, value)
        high = Swift.max(high, value)
      }
    }
    guard low.isFinite else { return nil }
    let range = high - low
    let band = policy.crossingHysteresis * range
    let s = series.count

    // Leaders.
    var wins = [Int](repeating: 0, count: s)
    var compared = 0
    // Leads where every series with data has a value.
    let drawn = columns.filter { $0.contains(where: \.isFinite) }.count
    var completeWins = [Int](repeating: 0, count: s)
    var complete = 0
    var shared = 0
    var winners: [Int?] = []
    var winnerX: [Double] = []
    let keepsWinners = positions.count <= policy.maximumListedItems
    for row in positions.indices {
      var best = -1
      var bestValue = -Double.infinity
      var second = -Double.infinity
      var present = 0
      for column in 0..<s {
        let value = columns[column][row]
        guard value.isFinite else { continue }
        present += 1
        if value > bestValue {
          second = bestValue
          bestValue = value
          best = column
        } else if value > second {
          second = value
        }
      }
      guard present >= 1 else { continue }
      if present >= 2 { shared += 1 }
      compared += 1
      // Exact: a series leads where its value is above every other one drawn there (alone, it
      // is the highest); an exact tie leads nowhere. No near-tie band, so every sentence that
      // counts leads agrees with the values a reader hears.
      let leads = bestValue > second
      if leads { wins[best] += 1 }
      if present == drawn {
        complete += 1
        if leads { completeWins[best] += 1 }
      }
      if keepsWinners {
        winners.append(leads ? best : nil)
        winnerX.append(positions[row])
      }
    }
    guard shared > 0 else { return nil }
    // Over an ordered x (lines over time) only: a grouped bar's category without a bar is said
    // by the grouped plan's own exceptions.
    if ordered, complete < compared {
      leadsWhereAllHaveData = true
      wins = completeWins
      compared = complete
    }
    let leaderCount = wins.max() ?? 0
    leader = leaderCount > 0 ? wins.firstIndex(of: leaderCount) : nil
    self.leaderCount = leaderCount
    comparedCount = compared
    self.wins = wins
    self.winners = winners
    self.winnerX = winnerX

    // Order by last value.
    func lastValue(_ column: Int) -> Double {
      columns[column].last(where: \.isFinite) ?? -.infinity
    }
    order = (0..<s).sorted { lastValue($0) > lastValue($1) || (lastValue($0) == lastValue($1) && $0 < $1) }

    // Crossings of every pair, with hysteresis.
    var crossings: [SeriesCrossing] = []
    var crossingCount = 0
    if ordered, s <= policy.maximumNamedSeries {
      for a in 0..<s {
        for b in (a + 1)..<s {
          var state = 0
          var stateRow = 0
          for row in positions.indices {
            let difference = columns[a][row] - columns[b][row]
            guard difference.isFinite, abs(difference) >= band, difference != 0 else { continue }
            let sign = difference > 0 ? 1 : -1
            if state != 0, sign != state {
              crossingCount += 1
              let zero = Self.zeroCrossing(columns[a], columns[b], positions, from: stateRow, to: row, sign: sign)
              // Between samples, at the first where the new order held: not where it first led by
              // the hysteresis band, which can be later.
              crossings.append(
                SeriesCrossing(
                  x: interpolates ? zero.x : zero.after, ahead: sign > 0 ? a : b, behind: sign > 0 ? b : a,
                  before: interpolates ? zero.before : zero.after, after: zero.after
                ))
            }
            state = sign
            stateRow = row
          }
        }
      }
      crossings.sort { $0.x < $1.x }
      if crossings.count > policy.maximumListedItems {
        crossings.removeLast(crossings.count - policy.maximumListedItems)
      }
    }
    self.crossings = crossings
    self.crossingCount = crossingCount
    leaderChange =
      ordered ? LeaderChange(positions: positions, columns: columns, interpolates: interpolates, policy: policy) : nil

    // The two series highest on average.
    let means = columns.map { column -> Double in
      var sum = 0.0
      var count = 0
      for value in column where value.isFinite {
        sum += value
        count += 1
      }
      return count > 0 ? sum / Double(count) : -.infinity
    }
    let byMean = (0..<s).sorted { means[$0] > means[$1] || (means[$0] == means[$1] && $0 < $1) }
    let (a, b) = (byMean[0], byMean[1])
    var differences: [Double] = []
    var differenceX: [Double] = []
    var levelsA: [Double] = []
    var levelsB: [Double] = []
    for row in positions.indices {
      let va = columns[a][row]
      let vb = columns[b][row]
      guard va.isFinite, vb.isFinite else { continue }
      differences.append(va - vb)
      differenceX.append(positions[row])
      levelsA.append(va)
      levelsB.append(vb)
    }
    largestDifference = nil
    smallestDifference = nil
    meanDifference = nil
    levelCorrelation = nil
    differenceCorrelation = nil
    differenceCorrelationPValue = nil
    gap = nil
    guard !differences.isEmpty else { return }
    var largest = 0
    var smallest = 0
    for index in differences.indices {
      if abs(differences[index]) > abs(differences[largest]) { largest = index }
      if abs(differences[index]) < abs(differences[smallest]) { smallest = index }
    }
    largestDifference = DataPoint(x: differenceX[largest], y: differences[largest])
    smallestDifference = DataPoint(x: differenceX[smallest], y: differences[smallest])
    meanDifference = Statistics.mean(differences)
    if differences.count >= policy.minimumPointsForCoMovement {
      levelCorrelation = Statistics.pearsonFinite(levelsA, levelsB)
      let stepsA = zip(levelsA.dropFirst(), levelsA).map { $0 - $1 }
      let stepsB = zip(levelsB.dropFirst(), levelsB).map { $0 - $1 }
      let r = Statistics.pearsonFinite(stepsA, stepsB)
      differenceCorrelation = r
      differenceCorrelationPValue = Self.stepCorrelationPValue(r, stepsA, stepsB)
    }
    if ordered, differences.count >= 2, differences.count < policy.minimumPointsForGapTrend {
      // Too short to test: the gap's ends are kept (a reversal is a fact), its trend is not told.
      gap = GapTrend(
        ahead: a, behind: b, direction: .none, first: differences[0], last: differences[differences.count - 1],
        pValue: 1, buckets: nil)
    } else if ordered, differences.count >= policy.minimumPointsForTrendTest {
      var tested = differences
      var buckets: Int?
      if differences.count > policy.gapTrendBucketThreshold {
        let k = policy.gapTrendBuckets
        tested = (0..<k).map { bucket in
          let start = bucket * differences.count / k
          let end = (bucket + 1) * differences.count / k
          return differences[start..<end].reduce(0, +) / Double(end - start)
        }
        buckets = k
      }
      if let test = Self.gapTest(tested, policy: policy) {
        let widening = (meanDifference ?? 0) >= 0 ? test.sign : -test.sign
        let direction: TrendDirection =
          test.pValue >= policy.gapTrendSignificance || widening == 0 ? .none : widening > 0 ? .rising : .falling
        gap = GapTrend(
          ahead: a, behind: b, direction: direction, first: differences[0], last: differences[differences.count - 1],
          pValue: test.pValue, buckets: buckets)
      }
    }
  }
}

extension SeriesComparison {
  /// Whether the difference of two series drifts: the sign of the drift (+1 up, −1 down, 0) and a
  /// two-sided p-value.
  ///
  /// **Statistic.** When the difference wanders like a random walk (the lag-1 autocorrelation of
  /// its residuals about the least-squares line exceeds `policy.gapWalkAutocorrelation`, 0.3),
  /// a t-test of the mean step (the drift of a random walk, on *m* − 1 steps); otherwise
  /// Mann–Kendall with its autocorrelation correction. A trend test on a random walk's levels
  /// finds a "trend" in most walks; the mean step does not.
  ///
  /// **Null model.** Two independent series of white noise, of random walks or of AR(1)
  /// (φ = 0.7). `GapCalibrationTests` measures ≤ 5 % false "widened"/"narrowed" at 12, 50, 365 and
  /// 10,000 points with p < `policy.gapTrendSignificance` (0.03) — below
  /// `policy.minimumPointsForGapTrend` (30) shared points no gap trend is claimed at all — and
  /// ≥ 90 % detection at 50, 365 and 10,000 points of a gap that widens linearly by 6 noise
  /// standard deviations over the span.
  ///
  /// - Returns: `nil` with fewer than 3 differences.
  /// - Complexity: O(*m* log *m*).
  static func gapTest(_ differences: [Double], policy: DescriptionPolicy) -> (sign: Int, pValue: Double)? {
    let m = differences.count
    guard m >= 3 else { return nil }
    let positions = differences.indices.map(Double.init)
    if let line = Statistics.leastSquares(x: positions, y: differences) {
      let residuals = differences.indices.map { differences[$0] - (line.intercept + line.slope * Double($0)) }
      if Statistics.lagOneAutocorrelation(residuals) > policy.gapWalkAutocorrelation {
        let steps = zip(differences.dropFirst(), differences).map { $0 - $1 }
        let stepMean = steps.reduce(0, +) / Double(steps.count)
        let variance = steps.reduce(0) { $0 + ($1 - stepMean) * ($1 - stepMean) } / Double(steps.count - 1)
        guard variance > 0 else { return (stepMean > 0 ? 1 : stepMean < 0 ? -1 : 0, stepMean == 0 ? 1 : 0) }
        let t = stepMean / (variance / Double(steps.count)).squareRoot()
        return (t > 0 ? 1 : t < 0 ? -1 : 0, Statistics.studentTTwoSided(t, degrees: Double(steps.count - 1)))
      }
    }
    guard let test = Statistics.mannKendall(differences, policy: policy) else { return nil }
    return (test.s > 0 ? 1 : test.s < 0 ? -1 : 0, test.pValue)
  }
}

extension SeriesComparison {
  /// The gap between the two series highest on average, when it reversed (the series behind at
  /// the first shared x leads at the last) by more than noise: "A led B by 5 at the start; by
  /// the end, B led by 3". Calibrated like the other pattern claims (`docs/patterns.md`, "Gap
  /// reversed"; `GapReversalCalibrationTests`).
  ///
  /// **Statistic.** The order at the first and at the last shared x differ, and either the
  /// pair's ``leaderChange`` was found (a lasting takeover, p < 0.001), or the gap's trend test
  /// (``gap``, p < ``DescriptionPolicy/gapTrendSignificance`` from
  /// ``DescriptionPolicy/minimumPointsForGapTrend`` shared points) moved the difference in the
  /// direction of the reversal. Two noisy series of the same level swap order between their
  /// first and last values about half the time; neither test fires on them.
  ///
  /// - Returns: `nil` when the order held, or changed by chance as far as the tests can tell.
  /// - Complexity: O(1).
  public var gapReversal: GapTrend? {
    guard let gap, gap.first * gap.last < 0 else { return nil }
    if let change = leaderChange, Set([change.ahead, change.behind]) == Set([gap.ahead, gap.behind]) { return gap }
    // The difference (ahead − behind on average) rose for a "widened" and fell for a "narrowed".
    let towards: TrendDirection = gap.last > gap.first ? .rising : .falling
    return gap.direction == towards ? gap : nil
  }
}
