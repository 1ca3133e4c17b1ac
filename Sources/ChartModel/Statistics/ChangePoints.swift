import Foundation

// MARK: - Steps: level shifts found by binary segmentation

/// One shift of level: the series held near ``from`` up to ``before``, then near ``to`` from
/// ``after``.
public struct LevelStep: Sendable, Equatable {
  /// The last point of the old level.
  public var before: DataPoint
  /// The first point of the new level.
  public var after: DataPoint
  /// The mean of the raw values of the old level (from the previous step, or the start).
  public var from: Double
  /// The mean of the raw values of the new level (up to the next step, or the end).
  public var to: Double

  public init(before: DataPoint, after: DataPoint, from: Double, to: Double) {
    self.before = before
    self.after = after
    self.from = from
    self.to = to
  }
}

extension Statistics {
  /// The level shifts of a series, or `nil` when it shows none (or more than the policy allows).
  ///
  ///     // 20 values near 20, then 20 near 45:
  ///     Statistics.steps(x: x, y: y)?.first   // from ≈ 20 to ≈ 45, after = the 21st point
  ///
  /// Statistic, null and threshold (`docs/patterns.md`, "Steps"):
  /// - The noise scale σ is taken from first differences, robustly: MAD(Δy)/(0.6745·√2)
  ///   (the mean absolute deviation times ``DescriptionPolicy/meanAbsoluteDeviationScale`` when
  ///   the MAD is 0); a flat series or a straight line (σ = 0) has no step.
  /// - Binary segmentation of the mean: the split of a segment that most lowers the squared error
  ///   is kept while that gain exceeds ``DescriptionPolicy/stepPenalty`` · ln *n* · σ² (a BIC-type
  ///   penalty), each level at least ``DescriptionPolicy/minimumStepSegment`` points long.
  /// - Below ``DescriptionPolicy/minimumPointsForSteps`` points, only levels that hold exactly
  ///   (residuals all 0: a fact, not an inference) are steps.
  /// - The null: no level shift in white noise, a random walk, AR(1), a smooth curve or a season.
  ///   Those that binary segmentation cuts anyway leave residuals about the levels far larger than
  ///   the differences' scale, so steps are claimed only when the residual SD is at most
  ///   ``DescriptionPolicy/maximumStepResidualRatio`` times the root mean square of the first
  ///   differences within levels over √2, their lag-1 autocorrelation (within levels) at most
  ///   ``DescriptionPolicy/maximumStepResidualAutocorrelation``, every shift is at least
  ///   ``DescriptionPolicy/minimumStepSize`` residual SDs (and that scale) — times
  ///   √(``DescriptionPolicy/stepShortSeriesPoints`` / *n*) below that many points — and at most
  ///   ``DescriptionPolicy/maximumSteps`` remain. A shift below the minimum is merged back (the
  ///   smallest first) and the remaining cuts tested again: noise cut beside a real step does not
  ///   hide it.
  ///
  /// Binary segmentation with prefix sums costs O(*n*) per split. Up to
  /// ``DescriptionPolicy/maximumStepPoints`` finite points it runs on the raw values; a longer
  /// series is first cut into that many consecutive buckets of (nearly) equal size and searched
  /// on the bucket means, so memory stays bounded (at 10 M points the detector holds 100,000
  /// means, not ten arrays of 10 M). A bucket mean of white noise is white noise of a smaller
  /// SD, and the tests scale with the differences' SD, so the null rates carry over; a step is
  /// then placed at the first point of its bucket (within n / 100,000 points).
  ///
  /// - Parameters:
  ///   - x: Positions in ascending order.
  ///   - y: Values; NaN values are skipped.
  /// - Returns: One or two steps in x order, or `nil`.
  /// - Complexity: O(*n* + *m* · *k*) time for *m* = min(*n*, ``DescriptionPolicy/maximumStepPoints``)
  ///   searched values and *k* ≤ ``DescriptionPolicy/maximumSteps`` + 1 splits and as many merges
  ///   (the median of the differences is a quickselect), O(*m*) memory.
  public static func steps(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> [LevelStep]? {
    let input = StepInput(x: x, y: y, limit: policy.maximumStepPoints)
    let finite = input.first
    let minimum = Swift.max(2, policy.minimumStepSegment)
    guard finite.count >= 2 * minimum else { return nil }
    let values = input.values
    guard let sigma = differenceScale(values, policy: policy), sigma > 0 else { return nil }
    let cuts = binarySegmentation(
      values, minimum: minimum, threshold: policy.stepPenalty * log(Double(values.count)) * sigma * sigma,
      maximum: policy.maximumSteps + 1)
    // Levels that hold exactly (a policy rate) are a fact at any length; otherwise the tests
    // need enough points to tell a step from a wander. A shift too small for the tests is
    // noise that binary segmentation cut as well: it is merged back and the rest tested again.
    var kept = cuts
    while !kept.isEmpty {
      switch stepTests(values, cuts: kept, policy: policy) {
      case .rejected:
        return nil
      case .smallest(let index):
        kept.remove(at: index)
      case .passed(let levels):
        guard kept.count <= policy.maximumSteps else { return nil }
        return kept.enumerated().map { k, cut in
          LevelStep(
            before: DataPoint(x: x[input.last[cut - 1]], y: y[input.last[cut - 1]]),
            after: DataPoint(x: x[finite[cut]], y: y[finite[cut]]), from: levels[k], to: levels[k + 1])
        }
      }
    }
    return nil
  }

  /// The outcome of ``stepTests(_:cuts:policy:)``.
  private enum StepTestOutcome {
    /// The residuals about the levels are not white noise of the differences' scale: no step.
    case rejected
    /// The shift at `cuts[index]` is the smallest and below the minimum.
    case smallest(Int)
    /// Every test passed; the mean of each level.
    case passed([Double])
  }

  /// The residual and size tests of ``steps(x:y:policy:)`` for one set of cuts.
  ///
  /// - Complexity: O(*n*).
  private static func stepTests(_ values: [Double], cuts: [Int], policy: DescriptionPolicy) -> StepTestOutcome {
    let levels = segmentMeans(values, cuts: cuts)
    let edges = Set(cuts)
    var squares = 0.0
    var lagged = 0.0
    var differences = 0.0
    var previous = 0.0
    var level = 0
    for (index, value) in values.enumerated() {
      if level < cuts.count, index == cuts[level] { level += 1 }
      let residual = value - levels[level]
      squares += residual * residual
      if index > 0, !edges.contains(index) {
        lagged += residual * previous
        differences += (value - values[index - 1]) * (value - values[index - 1])
      }
      previous = residual
    }
    guard squares == 0 || values.count >= policy.minimumPointsForSteps else { return .rejected }
    if squares > 0, lagged / squares > policy.maximumStepResidualAutocorrelation { return .rejected }
    let residual = (squares / Double(Swift.max(1, values.count - cuts.count - 1))).squareRoot()
    // The noise scale of the differences within levels (root mean square over √2).
    let within = (differences / Double(Swift.max(1, values.count - 1 - cuts.count)) / 2).squareRoot()
    guard residual <= policy.maximumStepResidualRatio * within else { return .rejected }
    let short = Swift.max(1, (Double(policy.stepShortSeriesPoints) / Double(values.count)).squareRoot())
    let minimum = policy.minimumStepSize * short * Swift.max(residual, within)
    let shifts = levels.indices.dropFirst().map { abs(levels[$0] - levels[$0 - 1]) }
    guard let smallest = shifts.indices.min(by: { shifts[$0] < shifts[$1] }) else { return .rejected }
    return shifts[smallest] < minimum ? .smallest(smallest) : .passed(levels)
  }

  /// The robust noise scale of first differences, MAD(Δy)/(0.6745·√2), or the mean absolute
  /// deviation of Δy about its median times the policy's scale over √2 when the MAD is 0; `nil`
  /// for fewer than 2 values.
  ///
  /// - Complexity: O(*n*).
  static func differenceScale(_ values: [Double], policy: DescriptionPolicy) -> Double? {
    guard values.count >= 2 else { return nil }
    let differences = zip(values.dropFirst(), values).map { $0 - $1 }
    guard let centre = median(differences) else { return nil }
    let deviations = differences.map { abs($0 - centre) }
    let mad = median(deviations) ?? 0
    if mad > 0 { return mad / 0.6745 / 2.0.squareRoot() }
    let mean = deviations.reduce(0, +) / Double(deviations.count)
    return mean * policy.meanAbsoluteDeviationScale / 2.0.squareRoot()
  }

  /// Binary segmentation of the mean: split indices (the first index of each new level), sorted.
  ///
  /// - Complexity: O(*n* · `maximum`).
  static func binarySegmentation(_ values: [Double], minimum: Int, threshold: Double, maximum: Int) -> [Int] {
    var prefix = [0.0]
    var squares = [0.0]
    for value in values {
      prefix.append(prefix[prefix.count - 1] + value)
      squares.append(squares[squares.count - 1] + value * value)
    }
    func cost(_ a: Int, _ b: Int) -> Double {
      let sum = prefix[b] - prefix[a]
      return squares[b] - squares[a] - sum * sum / Double(b - a)
    }
    var segments = [(0, values.count)]
    var cuts: [Int] = []
    while cuts.count < maximum {
      var best: (gain: Double, segment: Int, cut: Int)?
      for (k, (a, b)) in segments.enumerated() where b - a >= 2 * minimum {
        let whole = cost(a, b)
        for cut in (a + minimum)...(b - minimum) {
          let gain = whole - cost(a, cut) - cost(cut, b)
          if gain > best?.gain ?? threshold { best = (gain, k, cut) }
        }
      }
      guard let best else { break }
      let (a, b) = segments[best.segment]
      segments.replaceSubrange(best.segment...best.segment, with: [(a, best.cut), (best.cut, b)])
      cuts.append(best.cut)
    }
    return cuts.sorted()
  }

  /// The mean of each level between `cuts`.
  ///
  /// - Complexity: O(*n*).
  static func segmentMeans(_ values: [Double], cuts: [Int]) -> [Double] {
    let edges = [0] + cuts + [values.count]
    return zip(edges, edges.dropFirst()).map { a, b in values[a..<b].reduce(0, +) / Double(b - a) }
  }
}
