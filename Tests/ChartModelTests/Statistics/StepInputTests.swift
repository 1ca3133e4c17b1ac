import ChartSupport
import ChartVoiceTestSupport
import Testing

@testable import ChartModel

@Suite struct StepInputTests {
  @Test func upToTheLimitEveryFinitePointIsItsOwnValue() {
    let y = [1, .nan, 3, 4, .infinity, 6]
    let input = StepInput(x: (0..<6).map(Double.init), y: y, limit: 10)
    #expect(input.values == [1, 3, 4, 6])
    #expect(input.first == [0, 2, 3, 5])
    #expect(input.last == input.first)
  }

  @Test func pastTheLimitTheValuesAreBucketMeans() {
    let y = (0..<10).map(Double.init)
    let input = StepInput(x: y, y: y, limit: 4)
    // Buckets of 2, 3, 2, 3 points (sizes differ by at most one).
    #expect(input.values == [0.5, 3, 5.5, 8])
    #expect(input.first == [0, 2, 5, 7])
    #expect(input.last == [1, 4, 6, 9])
  }

  /// A step in 20,000 points searched on 1,000 bucket means is still found, between two real
  /// points within one bucket (20 points) of the planted one, and its levels are the raw means.
  @Test func aStepIsFoundOnBucketMeans() throws {
    var random = SplitMix64(seed: 0x57E9)
    let at = 12_345
    let y = (0..<20_000).map { ($0 >= at ? 3 : 0) + random.nextNormal() }
    var policy = DescriptionPolicy.standard
    policy.maximumStepPoints = 1_000
    let steps = try #require(Statistics.steps(x: y.indices.map(Double.init), y: y, policy: policy))
    let step = try #require(steps.first)
    #expect(steps.count == 1)
    #expect(abs(step.after.x - Double(at)) <= 20)
    #expect(step.after.x == step.before.x + 1)
    #expect(abs(step.from) < 0.1 && abs(step.to - 3) < 0.1)
  }

  /// A plain reference: the finite points, split into `min(count, limit)` buckets whose sizes
  /// differ by at most one (bucket *b* holds the points *b*·count/buckets ..< (*b* + 1)·count/buckets),
  /// each its mean, summed in order.
  static func reference(x: [Double], y: [Double], limit: Int) -> (values: [Double], first: [Int], last: [Int]) {
    let kept = y.indices.filter { y[$0].isFinite && x[$0].isFinite }
    let buckets = min(kept.count, max(1, limit))
    var result: (values: [Double], first: [Int], last: [Int]) = ([], [], [])
    for bucket in 0..<buckets {
      let members = kept[(bucket * kept.count / buckets)..<((bucket + 1) * kept.count / buckets)]
      let sum = members.reduce(0.0) { $0 + y[$1] }
      result.values.append(members.count == 1 ? sum : sum / Double(members.count))
      result.first.append(members.first ?? -1)
      result.last.append(members.last ?? -1)
    }
    return result
  }

  /// All-finite series (read by the loop over each bucket's range) and series with NaN or ±∞ in
  /// x or y (the general loop), at limits below, at and above the count.
  @Test(arguments: 0..<30 as Range<UInt64>)
  func equalsThePlainReference(seed: UInt64) {
    var random = SplitMix64(seed: 0x57E9_1000 + seed)
    let count = random.nextIndex(below: seed.isMultiple(of: 3) ? 12 : 5_000)
    var y = (0..<count).map { _ in 100 * random.nextNormal() }
    var x = (0..<count).map(Double.init)
    if seed.isMultiple(of: 2), count > 0 {
      for _ in 0..<(1 + random.nextIndex(below: 5)) {
        let planted = [Double.nan, .infinity, -.infinity][random.nextIndex(below: 3)]
        if random.nextUnit() < 0.5 {
          y[random.nextIndex(below: count)] = planted
        } else {
          x[random.nextIndex(below: count)] = planted
        }
      }
    }
    let limit = [1, 2, 7, max(1, count / 3), max(1, count), count + 5][Int(seed % 6)]
    let input = StepInput(x: x, y: y, limit: limit)
    let expected = Self.reference(x: x, y: y, limit: limit)
    #expect(input.values == expected.values)
    #expect(input.first == expected.first)
    #expect(input.last == expected.last)
  }
}
