import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct InversionCountTests {
  @Test func documentedExample() {
    var values = [3.0, 1, 2, 2]
    #expect(Statistics.sortCountingInversions(&values) == 3)
    #expect(values == [1, 2, 2, 3])
  }

  @Test func emptyOneAndEqualValues() {
    var empty: [Double] = []
    #expect(Statistics.sortCountingInversions(&empty) == 0)
    var one = [4.0]
    #expect(Statistics.sortCountingInversions(&one) == 0)
    var equal = [Double](repeating: 2, count: 1_000)
    #expect(Statistics.sortCountingInversions(&equal) == 0)
  }

  @Test func signsZerosAndExtremesOrderLikeDoubles() {
    // The sort works on integer keys; they must order exactly as the values do.
    var zeros = [0.0, -0.0, 0.0, -0.0]
    #expect(Statistics.sortCountingInversions(&zeros) == 0, "−0 and +0 are equal, not inversions")
    let mixed: [Double] = [
      .infinity, 1e300, 1, 1e-300, .leastNonzeroMagnitude, 0, -.leastNonzeroMagnitude, -1e-300,
      -1, -1e300, -.infinity,
    ]
    var descending = mixed
    #expect(Statistics.sortCountingInversions(&descending) == mixed.count * (mixed.count - 1) / 2)
    let isReversed = descending == mixed.reversed()
    #expect(isReversed)
    var shuffled = [2.5, -3, 0, -0.5, 7e10, -7e10, 1e-5]
    let expected = NaiveStatistics.inversions(shuffled)
    #expect(Statistics.sortCountingInversions(&shuffled) == expected)
    let isSorted = shuffled == shuffled.sorted()
    #expect(isSorted)
  }

  @Test(arguments: [2, 7, 8, 9, 16, 17, 31, 64, 100, 1_023, 4_097])
  func sortedAndReversed(count: Int) {
    var ascending = (0..<count).map(Double.init)
    #expect(Statistics.sortCountingInversions(&ascending) == 0)
    var descending = (0..<count).reversed().map(Double.init)
    #expect(Statistics.sortCountingInversions(&descending) == count * (count - 1) / 2)
    let sortedAscending = descending == (0..<count).map(Double.init)
    #expect(sortedAscending, "not sorted (count \(count))")
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func matchesTheDefinitionWithManyTies(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let count = generator.nextIndex(below: 700)
    let values = generator.tiedValues(count: count, distinct: 1 + generator.nextIndex(below: 12))
    var sorted = values
    let inversions = Statistics.sortCountingInversions(&sorted)
    #expect(inversions == NaiveStatistics.inversions(values))
    let isSorted = sorted == values.sorted()  // compared outside #expect: no array dump
    #expect(isSorted, "not sorted (count \(count))")
  }

  @Test func everySizeFromNineToSeventy() {
    // Sizes just above the sorting-network cutoff give merges of runs of L and L + 1 values, where
    // one value is left over for the middle.
    var generator = SplitMix64(seed: 99)
    var mismatches: [Int] = []
    for count in 9...70 {
      for _ in 0..<30 {
        let values = generator.tiedValues(count: count, distinct: 5)
        var sorted = values
        if Statistics.sortCountingInversions(&sorted) != NaiveStatistics.inversions(values)
          || sorted != values.sorted()
        {
          mismatches.append(count)
        }
      }
    }
    #expect(mismatches.isEmpty, "wrong for sizes \(Set(mismatches).sorted())")
  }

  /// Every length the insertion sort takes (6 to 16) and the merges just above it, with few, some
  /// and no ties, against the O(n²) count of the definition.
  @Test(arguments: [2, 5, 40, 1_000_000])
  func shortRangesMatchTheDefinition(distinct: Int) {
    var generator = SplitMix64(seed: UInt64(distinct))
    var mismatches: [Int] = []
    for count in 1...40 {
      for _ in 0..<40 {
        let values = generator.tiedValues(count: count, distinct: distinct)
        var sorted = values
        if Statistics.sortCountingInversions(&sorted) != NaiveStatistics.inversions(values)
          || sorted != values.sorted()
        {
          mismatches.append(count)
        }
      }
    }
    #expect(mismatches.isEmpty, "wrong for sizes \(Set(mismatches).sorted())")
  }
}
