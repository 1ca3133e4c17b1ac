import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// ``Statistics/spikes(x:y:policy:)`` screens the points with three neighbours on both sides
/// without branches before scoring them in full; against a plain reference that scores every
/// peak and dip as the detector is documented to (the neighbours' medians on each side, the
/// pooled residuals' robust scale, the Bonferroni threshold, the return test, the listed cap).
@Suite struct SpikeScreenTests {
  static func reference(x: [Double], y: [Double], policy: DescriptionPolicy) -> OutlierResult {
    let n = y.count
    let h = max(1, policy.spikeNeighbours)
    func median(_ values: ArraySlice<Double>) -> Double {
      let sorted = values.sorted()
      let middle = sorted.count / 2
      return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
    func residuals(_ k: Int) -> (Double, Double) {
      (y[k] - median(y[max(0, k - h)..<k]), y[k] - median(y[(k + 1)..<min(n, k + 1 + h)]))
    }
    var pooled: [Double] = []
    for k in 1..<(n - 1) {
      let (left, right) = residuals(k)
      pooled += [left, right]
    }
    guard let spread = Statistics.robustScale(pooled, fallbackScale: policy.meanAbsoluteDeviationScale)?.spread
    else { return OutlierResult(outliers: [], count: 0) }
    let limit = Statistics.spikeThreshold(count: n, policy: policy) * spread
    var found: [Outlier] = []
    for k in 1..<(n - 1) {
      let isPeak = y[k] > y[k - 1] && y[k] > y[k + 1]
      let isDip = y[k] < y[k - 1] && y[k] < y[k + 1]
      guard isPeak || isDip else { continue }
      let (left, right) = residuals(k)
      let sign = isPeak ? 1.0 : -1.0
      let score = min(sign * left, sign * right)
      guard score > limit, score >= policy.spikeMinimumReturn * max(sign * left, sign * right) else { continue }
      found.append(Outlier(point: DataPoint(x: x[k], y: y[k]), z: sign * score / spread))
    }
    let ordered = found.sorted { a, b in
      abs(a.z) > abs(b.z) || (abs(a.z) == abs(b.z) && a.point.x < b.point.x)
    }
    return OutlierResult(outliers: Array(ordered.prefix(policy.maximumListedItems)), count: found.count)
  }

  /// Walks and white noise with planted spikes and dips (more than the listed cap for some), at
  /// lengths from 4 points up; three neighbours a side (screened) and two or four (not).
  @Test(arguments: 0..<30 as Range<UInt64>)
  func equalsThePlainReference(seed: UInt64) {
    var generator = SplitMix64(seed: 0x5B1_CE00 + seed)
    let count = 4 + generator.nextIndex(below: seed.isMultiple(of: 3) ? 12 : 3_000)
    var level = 0.0
    var y = (0..<count).map { _ in
      level += generator.nextNormal()
      return seed.isMultiple(of: 2) ? level : generator.nextNormal()
    }
    for _ in 0..<generator.nextIndex(below: 12) {
      let k = generator.nextIndex(below: count)
      y[k] += (generator.nextUnit() < 0.5 ? -1 : 1) * (4 + 30 * generator.nextUnit())
    }
    let x = y.indices.map { Double($0) / 4 }
    var policy = DescriptionPolicy.standard
    policy.spikeNeighbours = [3, 3, 2, 4][Int(seed % 4)]
    policy.maximumListedItems = 1 + generator.nextIndex(below: 4)
    let result = Statistics.spikes(x: x, y: y, policy: policy)
    #expect(result == Self.reference(x: x, y: y, policy: policy), "seed \(seed), \(count) points")
  }
}
