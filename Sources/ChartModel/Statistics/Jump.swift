// MARK: - A jump, then a tested fall back (or a drop, then a tested recovery)

/// A sudden jump (or drop) followed by a monotone movement back: unemployment 2020, flat near
/// 3.5 %, one month at 14.7 %, then a fall month by month to 6.7 %.
public struct Jump: Sendable, Equatable {
  /// The last point before the jump.
  public var before: DataPoint
  /// The first point after it: the top of a jump up, the bottom of a drop.
  public var top: DataPoint
  /// Where the movement back came to: the series' last point when the values end at the tail's
  /// extreme (the lowest after a jump up), else the first point at that extreme. Unemployment
  /// that fell to 3.5 % and then rose for a year to 3.8 % "fell to 3.5 %", never "fell to
  /// 3.8 %".
  public var last: DataPoint
  /// A jump up (then a fall); `false` for a drop (then a rise).
  public var isUp: Bool
  /// Whether the movement back, from ``top`` to ``last``, is steady: its efficiency ratio
  /// |last − top| / Σ|Δy| is at least ``DescriptionPolicy/steadyEfficiency`` ("fell steadily").
  public var isSteady: Bool

  /// Creates a jump.
  ///
  /// - Complexity: O(1).
  public init(before: DataPoint, top: DataPoint, last: DataPoint, isUp: Bool, isSteady: Bool) {
    self.before = before
    self.top = top
    self.last = last
    self.isUp = isUp
    self.isSteady = isSteady
  }
}

extension Statistics {
  /// A jump followed by a tested movement back, or `nil`.
  ///
  ///     // 3.5, 3.5, 4.4, 14.7, 13.2, 11.0, 10.2, 8.4, 7.9, 6.9, 6.7, 6.7:
  ///     Statistics.jump(x: months, y: rates)?.top   // (April, 14.7), isUp, isSteady
  ///
  /// Statistic, null and threshold (`docs/patterns.md`, "A jump, then a fall"):
  /// - The jump is the largest first difference Δ_k in absolute value. It must exceed
  ///   max(``DescriptionPolicy/spikeMinimumZ``, Φ⁻¹(1 − α/(2(*n* − 1)))) robust SDs of the
  ///   differences (MAD(Δy)/0.6745; α = ``DescriptionPolicy/jumpFamilyLevel``, Bonferroni over
  ///   the *n* − 1 differences, so white noise, a random walk or AR(1) shows one with chance
  ///   about α or less) and ``DescriptionPolicy/minimumJumpShare`` of the range.
  /// - It holds: the point after the top is still at least ``DescriptionPolicy/jumpHold`` of the
  ///   jump beyond the point before it (a one-point spike returns at once and is a spike).
  /// - The tail from the top to the end (at least ``DescriptionPolicy/minimumJumpTail`` points)
  ///   moves back: its Mann–Kendall p-value is under ``DescriptionPolicy/jumpTailSignificance``
  ///   with Kendall's τ at least ``DescriptionPolicy/jumpTailTau`` against the jump, and the
  ///   median of its last third is at least ``DescriptionPolicy/jumpFallBack`` of the jump back
  ///   from the top. A step (a jump that stays) or a rise that goes on (a smooth curve's steepest
  ///   point) has no such tail.
  /// - Null models (≤ 5 % claims at 12, 50, 365 and 10,000 points, `JumpCalibrationTests`): white
  ///   noise, a random walk, AR(1) φ = 0.7, a smooth monotone curve, a pure season, a step.
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; non-finite points are skipped.
  /// - Returns: The jump, or `nil` with fewer than ``DescriptionPolicy/minimumPointsForJump``
  ///   finite points or when a test fails.
  /// - Complexity: O(*n* log *n*) (the median of the differences, the Mann–Kendall sort).
  public static func jump(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> Jump? {
    jump(x: x, y: y, policy: policy, stepMedians: nil)
  }

  /// ``jump(x:y:policy:)`` with the medians of the series' steps shared with its volatility
  /// (`stepMedians`; `nil` computes them).
  ///
  /// - Complexity: As ``jump(x:y:policy:)``.
  static func jump(x: [Double], y: [Double], policy: DescriptionPolicy, stepMedians: StepMedians?) -> Jump? {
    precondition(x.count == y.count, "A jump needs as many x values as y values.")
    let finite = FinitePositions(x: x, y: y)
    let n = finite.count
    guard n >= Swift.max(policy.minimumPointsForJump, policy.minimumJumpTail + 1) else { return nil }
    let values = n == y.count ? y : finite.indices.map { y[finite[$0]] }
    guard let found = jumpSizeAndScale(values, policy: policy, stepMedians: stepMedians), found.high > found.low,
      found.scale > 0
    else { return nil }
    let (k, size, scale, low, high) = found
    let threshold = Swift.max(
      policy.spikeMinimumZ, upperNormalQuantile(policy.jumpFamilyLevel / (2 * Double(n - 1))))
    guard abs(size) >= threshold * scale, abs(size) >= policy.minimumJumpShare * (high - low) else { return nil }
    // The top is the point after the largest difference; the tail runs from it to the end.
    let top = k + 1
    let sign: Double = size > 0 ? 1 : -1
    let tail = Array(values[top...])
    guard tail.count >= policy.minimumJumpTail,
      sign * (tail[1] - values[top - 1]) >= policy.jumpHold * abs(size),
      let test = mannKendall(tail, policy: policy)
    else { return nil }
    let towardsBack = -sign * kendallTau(s: test.s, count: tail.count)
    let third = Swift.max(1, (tail.count + 2) / 3)
    guard test.pValue < policy.jumpTailSignificance, towardsBack >= policy.jumpTailTau,
      let end = median(Array(tail.suffix(third))), sign * (tail[0] - end) >= policy.jumpFallBack * abs(size)
    else { return nil }
    // The way back ends at the tail's extreme: at the last point when the values end there,
    // else where they first reach it (a turn after it is no part of the fall).
    let extreme = sign > 0 ? tail.min() ?? tail[0] : tail.max() ?? tail[0]
    let endInTail =
      tail[tail.count - 1] == extreme ? tail.count - 1 : tail.firstIndex(of: extreme) ?? tail.count - 1
    let way = tail[...endInTail]
    let path = zip(way.dropFirst(), way).reduce(0.0) { $0 + abs($1.0 - $1.1) }
    let net = abs(tail[endInTail] - tail[0])
    func point(_ index: Int) -> DataPoint { DataPoint(x: x[finite[index]], y: y[finite[index]]) }
    return Jump(
      before: point(top - 1), top: point(top), last: point(top + endInTail), isUp: size > 0,
      isSteady: path > 0 && net / path >= policy.steadyEfficiency)
  }

  /// The largest first difference in absolute value (the first such: its index `k` and its
  /// `size`), the lowest and highest value, and the robust SD of the differences, MAD(Δy)/0.6745, or their mean absolute deviation about the median times the
  /// policy's scale when the MAD is 0; `nil` when the median of the differences is undefined.
  ///
  /// When the values span less than half the largest `Double` (no difference or deviation can
  /// overflow), both medians are read off the differences as they are computed (see
  /// ``median(ofFinite:)``), with no column of differences; otherwise one buffer holds the
  /// differences, then their deviations, and the medians skip what is not finite. The medians are
  /// exact either way.
  ///
  /// - Complexity: O(*n*).
  ///
  /// - Parameter stepMedians: The medians of the series' steps, shared with its volatility; `nil`
  ///   computes them.
  package static func jumpSizeAndScale(_ values: [Double], policy: DescriptionPolicy, stepMedians: StepMedians? = nil)
    -> (
      k: Int, size: Double, scale: Double, low: Double, high: Double
    )?
  {
    values.withUnsafeBufferPointer { values -> (k: Int, size: Double, scale: Double, low: Double, high: Double)? in
      guard values.count >= 2 else { return nil }
      var low = values[0]
      var high = values[0]
      var largest = 0
      var largestSize = abs(values[1] - values[0])
      for index in 1..<values.count {
        low = Swift.min(low, values[index])
        high = Swift.max(high, values[index])
        let size = abs(values[index] - values[index - 1])
        largest = size > largestSize ? index - 1 : largest
        largestSize = size > largestSize ? size : largestSize
      }
      let size = values[largest + 1] - values[largest]
      if (2 * (high - low)).isFinite {
        let (centre, deviation) = medianSteps(values, sharing: stepMedians)
        let deviations = Deviations(Differences(values), center: centre)
        var scale = deviation / 0.6745
        if scale == 0 {
          var sum = 0.0
          for index in 0..<deviations.count { sum += deviations[index] }
          scale = sum / Double(deviations.count) * policy.meanAbsoluteDeviationScale
        }
        return (largest, size, scale, low, high)
      }
      // One buffer holds the differences, then their absolute deviations from the median.
      var differences = zip(values.dropFirst(), values).map { $0 - $1 }
      guard let centre = median(differences) else { return nil }
      for index in differences.indices { differences[index] = abs(differences[index] - centre) }
      var scale = (median(differences) ?? 0) / 0.6745
      if scale == 0 { scale = differences.reduce(0, +) / Double(differences.count) * policy.meanAbsoluteDeviationScale }
      return (largest, size, scale, low, high)
    }
  }
}
