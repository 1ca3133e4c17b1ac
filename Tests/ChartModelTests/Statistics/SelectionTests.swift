import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct SelectionTests {
  /// Selects `rank` in a copy of `values` and checks the partition around it.
  private func checkSelection(
    _ values: [Double], rank: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var copy = values
    copy.withUnsafeMutableBufferPointer { Statistics.selectRank(rank, in: $0) }
    let selected = copy[rank]
    // Checks computed outside #expect, so a failure reports a sentence, not whole arrays.
    let sorted = values.sorted()
    let isPartitioned =
      copy[..<rank].allSatisfy { $0 <= selected }
      && copy[(rank + 1)...].allSatisfy { $0 >= selected }
    let isPermutation = copy.sorted() == sorted
    #expect(
      selected == sorted[rank], "rank \(rank) of \(values.count)", sourceLocation: sourceLocation)
    #expect(isPartitioned, "not partitioned around rank \(rank)", sourceLocation: sourceLocation)
    #expect(isPermutation, "selection must only reorder", sourceLocation: sourceLocation)
  }

  @Test func smallInputs() {
    checkSelection([1], rank: 0)
    checkSelection([5.0, 1, 4, 2, 3], rank: 1)
    checkSelection([2, 2, 2], rank: 2)
  }

  @Test(arguments: ["sorted", "reversed", "equal", "organ pipe", "sawtooth", "two values"])
  func adversarialPatterns(pattern: String) {
    let count = 5_000
    let values: [Double] = (0..<count).map { index in
      switch pattern {
      case "sorted": Double(index)
      case "reversed": Double(count - index)
      case "equal": 7
      case "organ pipe": Double(min(index, count - index))
      case "sawtooth": Double(index % 17)
      default: Double(index % 2)
      }
    }
    for rank in [0, 1, count / 3, count / 2, count - 1] { checkSelection(values, rank: rank) }
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func randomInputs(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let count = 1 + generator.nextIndex(below: 500)
    let values =
      seed.isMultiple(of: 3)
      ? generator.tiedValues(count: count, distinct: 4)
      : (0..<count).map { _ in generator.nextNormal() }
    checkSelection(values, rank: generator.nextIndex(below: count))
  }
}
