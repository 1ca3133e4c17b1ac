internal import ChartSupport
import Foundation

// MARK: - Anomalous episodes: a run far from the usual level

/// A run of consecutive points far above or below a series' usual level, which it leaves and
/// returns to: "above −16 °C for about 9 hours on February 10".
public struct Episode: Sendable, Equatable {
  /// The first and the last point of the run; every point between them is beyond ``level``.
  public var start: DataPoint
  public var end: DataPoint
  /// The stated level: a round number every point of the run is above (``isAbove``) or below.
  public var level: Double
  /// Whether the run lies above the usual level.
  public var isAbove: Bool
  /// The number of points in the run.
  public var count: Int
  /// The usual level: the median of the series.
  public var usual: Double

  /// Creates an episode.
  ///
  /// - Complexity: O(1).
  public init(start: DataPoint, end: DataPoint, level: Double, isAbove: Bool, count: Int, usual: Double) {
    self.start = start
    self.end = end
    self.level = level
    self.isAbove = isAbove
    self.count = count
    self.usual = usual
  }
}

extension Statistics {
  /// The longest anomalous episode of an ordered series, if any (`docs/patterns.md`
  /// "Anomalous episodes").
  ///
  ///     var y = (0..<1_000).map { -18 + 0.3 * sin(Double($0)) }
  ///     for k in 400..<440 { y[k] = -13 }
  ///     Statistics.episode(x: y.indices.map(Double.init), y: y)?.level   // -14 (above −14)
  ///
  /// **Statistic.** The usual level is the median *m* of the values and the robust SD *s* =
  /// MAD/0.6745 (1.2533 × mean absolute deviation when MAD is 0). A point belongs to a run when
  /// the rolling median of 5 around it is more than ``DescriptionPolicy/episodeZ`` × *s* from
  /// *m* (a single spike never does); the run is trimmed to its first and last raw point beyond
  /// that distance. It is an episode when it has at least
  /// ``DescriptionPolicy/minimumEpisodePoints`` and at most
  /// ``DescriptionPolicy/maximumEpisodeShare`` of the points, starts after the first point and
  /// ends before the last (a run to an end is a step or a trend, not an episode), and its stated
  /// level — the run's nearest value to *m*, rounded towards *m* to one significant step of its
  /// distance — is still ``DescriptionPolicy/episodeLevelZ`` × *s* from *m*.
  ///
  /// **Null model and threshold.** Sought only in series of at least
  /// ``DescriptionPolicy/minimumPointsForEpisodes`` points whose *s* is at most
  /// ``DescriptionPolicy/episodeStationarity`` × the noise SD on first differences
  /// (MAD(Δ*y*)/(0.6745·√2)): a random walk, a trend or a step has no usual level. Under white
  /// noise, three smoothed points beyond 4 *s* in a row are rarer than 10⁻⁶ per point.
  /// `EpisodeCalibrationTests` measures ≤ 5% false episodes on all six null models at 365 and
  /// 10,000 points and ≥ 90% detection of a planted run of 8 SDs lasting 2% of the series (at
  /// least 10 points).
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; NaN is missing and skipped.
  ///   - policy: The thresholds above.
  /// - Returns: The episode with the most points (on ties the first), or `nil`.
  /// - Complexity: O(*n*) time; O(*n*) memory for the two robust scales (a seeded sample of
  ///   ``DescriptionPolicy/robustScaleSamples`` above ``DescriptionPolicy/exactRobustScaleLimit``).
  public static func episode(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> Episode? {
    precondition(x.count == y.count, "Episodes need as many x values as y values.")
    return x.withUnsafeBufferPointer { x in
      y.withUnsafeBufferPointer { y in
        FiniteColumns.withFinite(x: x, y: y) { x, y in episode(x: x, y: y, policy: policy) }
      }
    }
  }

  /// The robust scale of `count` values read by `value`, from a seeded sample above the policy's
  /// exact limit.
  ///
  /// - Complexity: O(*n*) expected, O(min(*n*, sample)) memory.
  static func robustScale(
    count: Int, policy: DescriptionPolicy, _ value: (Int) -> Double
  ) -> RobustScale? {
    if count > policy.exactRobustScaleLimit {
      var generator = SplitMix64(seed: policy.theilSenSeed)
      let sample = (0..<policy.robustScaleSamples).map { _ in value(generator.nextIndex(below: count)) }
      return robustScale(sample, fallbackScale: policy.meanAbsoluteDeviationScale)
    }
    return robustScale((0..<count).map(value), fallbackScale: policy.meanAbsoluteDeviationScale)
  }

  /// The episode of finite columns.
  ///
  /// - Complexity: O(*n*).
  static func episode(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, policy: DescriptionPolicy
  ) -> Episode? {
    let n = y.count
    guard n >= Swift.max(policy.minimumPointsForEpisodes, 5),
      let values = robustScale(count: n, policy: policy, { y[$0] }),
      let steps = robustScale(count: n - 1, policy: policy, { y[$0 + 1] - y[$0] })
    else { return nil }
    let noise = steps.spread / 2.0.squareRoot()
    guard values.spread <= policy.episodeStationarity * noise else { return nil }
    let far = policy.episodeZ * values.spread
    func side(_ value: Double) -> Int { value - values.median > far ? 1 : values.median - value > far ? -1 : 0 }
    func smoothed(_ k: Int) -> Double {
      k >= 2 && k + 2 < n ? median5(y[k - 2], y[k - 1], y[k], y[k + 1], y[k + 2]) : y[k]
    }
    var best: Episode?
    var k = 0
    while k < n {
      let direction = side(smoothed(k))
      guard direction != 0 else {
        k += 1
        continue
      }
      var runEnd = k
      while runEnd + 1 < n, side(smoothed(runEnd + 1)) == direction { runEnd += 1 }
      defer { k = runEnd + 1 }
      guard k > 0, runEnd < n - 1,
        let first = (k...runEnd).first(where: { side(y[$0]) == direction }),
        let last = (k...runEnd).last(where: { side(y[$0]) == direction })
      else { continue }
      let count = last - first + 1
      guard count >= policy.minimumEpisodePoints, Double(count) <= policy.maximumEpisodeShare * Double(n),
        count > best?.count ?? 0,
        let level = episodeLevel(y, first...last, above: direction > 0, usual: values.median)
      else { continue }
      guard abs(level - values.median) >= policy.episodeLevelZ * values.spread else { continue }
      best = Episode(
        start: DataPoint(x: x[first], y: y[first]), end: DataPoint(x: x[last], y: y[last]), level: level,
        isAbove: direction > 0, count: count, usual: values.median)
    }
    return best
  }

  /// A round level every value of `range` is strictly beyond: the nearest value to `usual`,
  /// rounded towards `usual` to a step of one significant digit of its distance from it.
  ///
  ///     episodeLevel([-14.73, -13.2], 0...1, above: true, usual: -18)   // -15
  ///
  /// - Complexity: O(*r*) for a range of *r* points.
  static func episodeLevel(
    _ y: UnsafeBufferPointer<Double>, _ range: ClosedRange<Int>, above: Bool, usual: Double
  ) -> Double? {
    var nearest = y[range.lowerBound]
    for index in range {
      nearest = above ? Swift.min(nearest, y[index]) : Swift.max(nearest, y[index])
    }
    let distance = abs(nearest - usual)
    guard distance > 0 else { return nil }
    let step = pow(10, (log10(distance)).rounded(.down))
    var level = above ? (nearest / step).rounded(.down) * step : (nearest / step).rounded(.up) * step
    if level == nearest { level += above ? -step : step }
    return level
  }
}

extension OutlierResult {
  /// The spikes and dips outside an episode's span: a stretch is claimed as one or the other,
  /// never both. The count drops by the listed points removed (it stays exact while every
  /// outlier is listed).
  ///
  /// - Complexity: O(*k*) for *k* listed outliers.
  func outside(_ episode: Episode) -> OutlierResult {
    let span = episode.start.x...episode.end.x
    let kept = outliers.filter { !span.contains($0.point.x) }
    return OutlierResult(outliers: kept, count: count - (outliers.count - kept.count))
  }
}
