import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct MeanTests {
  // MARK: - Edge cases

  @Test func emptyAndAllMissingHaveNoMean() {
    #expect(Statistics.mean([]) == nil)
    #expect(Statistics.mean([.nan, .nan]) == nil)
    #expect(Statistics.sum([]) == 0)
    #expect(Statistics.sum([.nan]) == 0)
  }

  @Test func skipsMissingAndInfiniteValues() {
    #expect(Statistics.mean([1, 2, .nan, 6]) == 3)
    #expect(Statistics.mean([1, .infinity, 3, -.infinity]) == 2)
    #expect(Statistics.mean([5]) == 5)
  }

  @Test func cancellingHugeTermsKeepSmallOnes() {
    // Naive left-to-right summation loses the 1 entirely.
    #expect(Statistics.sum([1e300, 1, -1e300]) == 1)
    #expect(Statistics.sum([1, 1e100, 1, -1e100]) == 2)
    #expect(Statistics.mean([1e300, 3, -1e300]) == 1)
  }

  @Test func overflowingSumStillGivesTheMean() {
    #expect(Statistics.mean([1.7e308, 1.7e308]) == 1.7e308)
    #expect(Statistics.mean([1.7e308, 1.7e308, -1.7e308, -1.7e308, 4]) == 0.8)
    #expect(Statistics.sum([1.7e308, 1.7e308]) == .infinity)
    #expect(Statistics.sum([1.7e308, 1.7e308, -1.7e308]) == 1.7e308)
  }

  @Test func tinyValuesKeepTheirPrecision() {
    let mean = Statistics.mean([1e-300, 2e-300, 3e-300, 4e-300])
    #expect(isApproximatelyEqual(mean, 2.5e-300, relativeTolerance: 1e-15, absoluteTolerance: 0))
  }

  @Test func bufferAndArrayFormsAgree() {
    let values: [Double] = [3, .nan, 1e-3, -7, 2.5]
    #expect(values.withUnsafeBufferPointer { Statistics.mean($0) } == Statistics.mean(values))
    #expect(values.withUnsafeBufferPointer { Statistics.sum($0) } == Statistics.sum(values))
  }

  // MARK: - Oracle

  @Test(arguments: StatisticsOracles.all)
  func matchesTheExactMean(oracle: StatisticsOracles.Case) {
    // The fixture holds the correctly rounded mean; a compensated sum then one division is
    // within a few ulps of it.
    let mean = Statistics.mean(oracle.values)
    let expected = oracle.expected.mean
    #expect(
      isApproximatelyEqual(mean, expected, relativeTolerance: 1e-14, absoluteTolerance: 0),
      "mean \(String(describing: mean)) vs \(String(describing: expected))")
  }

  // MARK: - Properties

  @Test(arguments: 0..<100 as Range<UInt64>)
  func permutingAndShiftingBehave(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let count = 1 + generator.nextIndex(below: 300)
    let values = generator.trendValues(count: count, slope: generator.nextNormal()).map { $0 * 1e3 }
    let mean = try #require(Statistics.mean(values))
    let shuffled = try #require(Statistics.mean(generator.shuffled(values)))
    #expect(
      isApproximatelyEqual(mean, shuffled, relativeTolerance: 1e-13, absoluteTolerance: 1e-10))

    let shift = generator.nextNormal() * 1e4
    let shifted = try #require(Statistics.mean(values.map { $0 + shift }))
    #expect(
      isApproximatelyEqual(shifted, mean + shift, relativeTolerance: 1e-12, absoluteTolerance: 1e-8)
    )
  }
}
