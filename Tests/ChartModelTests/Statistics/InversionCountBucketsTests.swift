import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// The bucket stage of the inversion count (`InversionCount+Buckets.swift`), which runs from
/// 65,536 values on, with and without its second split: checked against the definition with the
/// stage forced on small inputs, and against the plain merge sort on long ones.
@Suite struct InversionCountBucketsTests {
  @Test(arguments: 0..<100 as Range<UInt64>)
  func forcedOnSmallInputsMatchesTheDefinition(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let count = 2 + generator.nextIndex(below: 600)
    let values =
      seed.isMultiple(of: 2)
      ? generator.tiedValues(count: count, distinct: 1 + generator.nextIndex(below: 40))
      : (0..<count).map { _ in generator.nextNormal() * 1e3 }
    // One bucket level, then two: every bucket split again.
    for refine in [Int.max, 2] {
      var sorted = values
      let inversions = Statistics.sortCountingInversions(
        &sorted, bucketingFrom: 2, refiningFrom: refine)
      #expect(inversions == NaiveStatistics.inversions(values), "count \(count)")
      let isSorted = sorted == values.sorted()
      #expect(isSorted, "not sorted (count \(count))")
    }
  }

  /// Long inputs whose values make uneven buckets: many ties, a few outliers that stretch the
  /// sampled range, magnitudes from 1e-300 to 1e300 of both signs, nearly all equal.
  @Test(arguments: ["noise", "ties", "outliers", "magnitudes", "nearly equal", "trend"])
  func longInputsMatchThePlainMergeSort(shape: String) {
    var generator = SplitMix64(seed: 2_024)
    let count = 150_001
    let values: [Double] = (0..<count).map { index in
      switch shape {
      case "noise": return generator.nextNormal()
      case "ties": return Double(generator.nextIndex(below: 7))
      case "outliers":
        return generator.nextIndex(below: 1_000) == 0
          ? 1e12 * generator.nextNormal() : generator.nextUnit()
      case "magnitudes":
        let exponent = Double(generator.nextIndex(below: 601)) - 300
        return (generator.nextUnit() < 0.5 ? -1 : 1) * pow10(exponent)
      case "nearly equal": return index == count / 2 ? -1 : 3
      default: return Double(index) * 0.01 + generator.nextNormal()
      }
    }
    var plain = values
    let plainInversions = Statistics.sortCountingInversions(&plain, bucketingFrom: .max)
    // The default, buckets never split again, and every bucket of 16 or more split again.
    for refine in [512, Int.max, 16] {
      var bucketed = values
      let bucketedInversions = Statistics.sortCountingInversions(&bucketed, refiningFrom: refine)
      #expect(bucketedInversions == plainInversions, "refining from \(refine)")
      let sameOrder = bucketed == plain
      #expect(sameOrder, "the two sorts disagree (refining from \(refine))")
    }
  }

  /// 10^exponent, exact enough for ordering tests.
  /// The counter counts keys in 16-bit lanes a block at a time and the earlier blocks once a
  /// block: with blocks of 1 to 97 keys forced on a few hundred values (and on both bucket
  /// levels), the count is still the definition's, O(n²) pair by pair.
  @Test(arguments: 0..<60 as Range<UInt64>)
  func countingInSmallBlocksMatchesTheDefinition(seed: UInt64) {
    var generator = SplitMix64(seed: 0x5EED_0000 + seed)
    let count = 2 + generator.nextIndex(below: 500)
    let values =
      seed.isMultiple(of: 3)
      ? generator.tiedValues(count: count, distinct: 1 + generator.nextIndex(below: 30))
      : (0..<count).map { _ in generator.nextNormal() * 1e3 }
    let expected = NaiveStatistics.inversions(values)
    let block = 1 + generator.nextIndex(below: 97)
    for refine in [Int.max, 2] {
      var sorted = values
      let inversions = Statistics.sortCountingInversions(
        &sorted, bucketingFrom: 2, refiningFrom: refine, countingBlock: block)
      #expect(inversions == expected, "count \(count), blocks of \(block)")
      let isSorted = sorted == values.sorted()
      #expect(isSorted, "not sorted (count \(count))")
    }
  }

  /// More than one block of 65,535 keys at the first level and within split buckets: the same
  /// count and order as the plain merge sort.
  @Test func manyBlocksMatchThePlainMergeSort() {
    var generator = SplitMix64(seed: 65_535)
    let values = (0..<200_003).map { index in
      index.isMultiple(of: 5) ? Double(generator.nextIndex(below: 3)) : generator.nextNormal()
    }
    var plain = values
    let plainInversions = Statistics.sortCountingInversions(&plain, bucketingFrom: .max)
    for block in [65_535, 4_099] {
      var bucketed = values
      #expect(Statistics.sortCountingInversions(&bucketed, countingBlock: block) == plainInversions)
      let sameOrder = bucketed == plain
      #expect(sameOrder, "blocks of \(block)")
    }
  }

  private func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    let step = exponent < 0 ? 0.1 : 10
    for _ in 0..<Int(abs(exponent)) { result *= step }
    return result
  }
}
