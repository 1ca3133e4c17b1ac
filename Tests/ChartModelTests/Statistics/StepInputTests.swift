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
}
