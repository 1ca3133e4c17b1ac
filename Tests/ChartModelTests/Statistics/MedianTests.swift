import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct MedianTests {
  // MARK: - Edge cases

  @Test func emptyAndAllMissingHaveNoMedian() {
    #expect(Statistics.median([]) == nil)
    #expect(Statistics.median([.nan, .nan, .nan]) == nil)
  }

  @Test func oddEvenAndMissing() {
    #expect(Statistics.median([5]) == 5)
    #expect(Statistics.median([5, 1, 3]) == 3)
    #expect(Statistics.median([4, .nan, 1, 3, 2]) == 2.5)
    #expect(Statistics.median([-1, -3, -2, .nan]) == -2)
    #expect(Statistics.median([2, 2, 2, 7]) == 2)
  }

  @Test func middleValuesAverageWithoutOverflow() {
    #expect(Statistics.median([1.7e308, 1.7e308]) == 1.7e308)
    #expect(Statistics.median([-1.7e308, 1.7e308]) == 0)
    #expect(Statistics.median([1e-300, 3e-300]) == 2e-300)
  }

  // MARK: - Oracle

  @Test(arguments: StatisticsOracles.all)
  func matchesTheExactMedian(oracle: StatisticsOracles.Case) {
    let median = Statistics.median(oracle.values)
    let expected = oracle.expected.median
    #expect(
      isApproximatelyEqual(median, expected, relativeTolerance: 1e-15, absoluteTolerance: 0),
      "median \(String(describing: median)) vs \(String(describing: expected))")
  }

  // MARK: - Properties

  @Test(arguments: 0..<100 as Range<UInt64>)
  func permutingAndShiftingBehave(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let count = 1 + generator.nextIndex(below: 300)
    let values =
      seed.isMultiple(of: 2)
      ? generator.tiedValues(count: count, distinct: 1 + generator.nextIndex(below: 8))
      : generator.trendValues(count: count, slope: generator.nextNormal())
    let median = try #require(Statistics.median(values))
    #expect(Statistics.median(generator.shuffled(values)) == median)

    let sorted = values.sorted()
    let middle = count / 2
    let expected =
      count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    #expect(median == expected)

    let shift = 0.25 * Double(generator.nextIndex(below: 400))  // exact in binary, so exact shifts
    #expect(isApproximatelyEqual(Statistics.median(values.map { $0 + shift }), median + shift))
  }

  @Test(arguments: [16_385, 20_000, 100_001])
  func largeInputsMatchSorting(count: Int) throws {
    // Above 16,384 values the median is bracketed by a sample and selected in one pass.
    var generator = SplitMix64(seed: UInt64(count))
    let noise = (0..<count).map { _ in generator.nextNormal() }
    let ties = generator.tiedValues(count: count, distinct: 3)
    let sortedRun = (0..<count).map { Double($0 % 1_000) }
    for values in [noise, ties, sortedRun, noise.map { $0 * 1e300 }] {
      let sorted = values.sorted()
      let middle = count / 2
      let expected =
        count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
      #expect(Statistics.median(values) == expected)
    }
  }

  @Test func bracketHitsMissesAndTheLowerMiddleJustBelow() {
    let values = (1...10).map(Double.init).reversed().map { $0 }  // order must not matter
    #expect(Statistics.medianInBracket(values, low: 0, high: 100) == 5.5)
    #expect(Statistics.medianInBracket(values, low: 5, high: 6) == 5.5)
    // The upper middle (6) is the bracket's smallest value: the lower middle (5) lies below it.
    #expect(Statistics.medianInBracket(values, low: 6, high: 8) == 5.5)
    #expect(Statistics.medianInBracket(values, low: 7, high: 9) == nil)
    #expect(Statistics.medianInBracket(values, low: 1, high: 4) == nil)
    #expect(Statistics.medianInBracket(Array(values.dropFirst()), low: 5, high: 5) == 5)
    #expect(Statistics.medianInBracket([], low: 0, high: 1) == nil)
  }
}
