import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// The inversion count in halves with a half-size working buffer, the Mann–Kendall count of a
/// long series, against the whole sort and the definition.
@Suite struct InversionCountHalvesTests {
  /// Sorts `values` in halves with a scratch buffer of exactly ⌈n/2⌉ and returns the count.
  static func countInHalves(_ values: inout [Double], bucketingFrom threshold: Int = 1 << 16) -> Int {
    var scratch = [Double](repeating: .nan, count: values.count - values.count / 2)
    return values.withUnsafeMutableBufferPointer { values in
      scratch.withUnsafeMutableBufferPointer { scratch in
        Statistics.sortCountingInversionsInHalves(values, scratch: scratch, bucketingFrom: threshold)
      }
    }
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func matchesTheDefinitionWithTies(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let count = generator.nextIndex(below: 600)
    let values = generator.tiedValues(count: count, distinct: 1 + generator.nextIndex(below: 40))
    var sorted = values
    #expect(Self.countInHalves(&sorted) == NaiveStatistics.inversions(values), "count \(count)")
    let isSorted = sorted == values.sorted()
    #expect(isSorted, "not sorted (count \(count))")
  }

  @Test(arguments: [2, 3, 4, 5, 1_001, 70_001])
  func equalsTheWholeSortThroughTheBucketStage(count: Int) {
    // Both halves of the longer walks go through the bucket stage (from 64 values).
    var generator = SplitMix64(seed: UInt64(count))
    var level = 0.0
    let walk = (0..<count).map { _ in
      level += Double(generator.nextIndex(below: 2_001)) / 1_000 - 1
      return level
    }
    var whole = walk
    var halves = walk
    let expected = Statistics.sortCountingInversions(&whole, bucketingFrom: 64)
    #expect(Self.countInHalves(&halves, bucketingFrom: 64) == expected)
    let sameOrder = halves == whole
    #expect(sameOrder)
  }

  @Test func orderedReversedAndZeros() {
    var ascending = (0..<1_001).map(Double.init)
    #expect(Self.countInHalves(&ascending) == 0)
    var descending = (0..<1_001).reversed().map(Double.init)
    #expect(Self.countInHalves(&descending) == 1_001 * 1_000 / 2)
    let isAscending = descending == (0..<1_001).map(Double.init)
    #expect(isAscending)
    var zeros = [0.0, -0.0, 0.0, -0.0, 0.0]
    #expect(Self.countInHalves(&zeros) == 0, "−0 and +0 are equal, not inversions")
    var one = [3.0]
    #expect(Self.countInHalves(&one) == 0)
    #expect(one == [3])
  }
}
