import ChartSupport
import Testing

@testable import ChartNarration

/// The medians of the thirds behind a several-fold change's rank, read without copying the
/// values, against the plain reading: filter the finite values, take their first and last
/// ⌊f/3⌋, sort each and take its middle.
@Suite struct FoldThirdMediansTests {
  /// The median of `values` by sorting them.
  static func sortedMedian(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let upper = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[upper - 1] + sorted[upper]) / 2 : sorted[upper]
  }

  /// The plain reading the rank used before.
  static func reference(_ values: [Double]) -> (head: Double, tail: Double)? {
    let finite = values.filter(\.isFinite)
    let third = max(1, finite.count / 3)
    guard let head = sortedMedian(Array(finite.prefix(third))), let tail = sortedMedian(Array(finite.suffix(third)))
    else { return nil }
    return (head, tail)
  }

  /// A random walk of `count` values, with a share of NaN and ±∞ in place of some.
  static func walk(count: Int, missingShare: Double, seed: UInt64) -> [Double] {
    var generator = SplitMix64(seed: seed)
    var level = 100.0
    return (0..<count).map { _ in
      level += Double.random(in: -1...1.2, using: &generator)
      guard Double.random(in: 0..<1, using: &generator) < missingShare else { return level }
      return [Double.nan, .infinity, -.infinity][Int.random(in: 0..<3, using: &generator)]
    }
  }

  @Test(arguments: [0.0, 0.05, 0.6])
  func theMediansAreThoseOfTheFiniteThirds(missingShare: Double) {
    // Short series take the copy; 60,000 values take the sampled bracket of the median.
    for (seed, count) in [(1, 1), (2, 2), (3, 5), (4, 6), (5, 301), (6, 60_000), (7, 60_001)] {
      let values = Self.walk(count: count, missingShare: missingShare, seed: UInt64(seed))
      let expected = Self.reference(values)
      let found = ContentPlan.foldThirdMedians(values)
      #expect(found?.head == expected?.head, "\(count) values, \(missingShare) missing")
      #expect(found?.tail == expected?.tail, "\(count) values, \(missingShare) missing")
    }
  }

  @Test func noFiniteValueGivesNoMedians() {
    #expect(ContentPlan.foldThirdMedians([]) == nil)
    #expect(ContentPlan.foldThirdMedians([.nan, .infinity, -.infinity]) == nil)
  }

  @Test func oneFiniteValueIsBothThirds() {
    let found = ContentPlan.foldThirdMedians([.nan, 4, .infinity])
    #expect(found?.head == 4 && found?.tail == 4)
  }
}
