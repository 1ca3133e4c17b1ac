import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// The jump's size and noise scale (``Statistics/jumpSizeAndScale(_:policy:)``), read off the
/// differences as they are computed, against a plain reference: the differences copied, the
/// largest in absolute value found by a scan, both medians by sorting.
@Suite struct JumpScaleTests {
  static func reference(_ values: [Double], policy: DescriptionPolicy) -> (k: Int, size: Double, scale: Double) {
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      let middle = sorted.count / 2
      return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
    let differences = zip(values.dropFirst(), values).map { $0 - $1 }
    var k = 0
    for index in differences.indices where abs(differences[index]) > abs(differences[k]) { k = index }
    let centre = median(differences)
    let deviations = differences.map { abs($0 - centre) }
    var scale = median(deviations) / 0.6745
    if scale == 0 {
      scale = deviations.reduce(0, +) / Double(deviations.count) * policy.meanAbsoluteDeviationScale
    }
    return (k, differences[k], scale)
  }

  /// Walks with a planted jump, tied levels (a MAD of 0 for some) and trends, short and past the
  /// 16,384 values from which the medians are bracketed.
  @Test(arguments: 0..<16 as Range<UInt64>)
  func equalsTheSortedReference(seed: UInt64) throws {
    var generator = SplitMix64(seed: 0x1A4_0000 + seed)
    let count =
      seed.isMultiple(of: 2) ? 2 + generator.nextIndex(below: 300) : 16_500 + generator.nextIndex(below: 20_000)
    var values: [Double]
    switch seed % 4 {
    case 0, 1:
      var level = 0.0
      values = (0..<count).map { _ in
        level += generator.nextNormal()
        return level
      }
      values[generator.nextIndex(below: count)] += 40
    case 2:
      values = generator.tiedValues(count: count, distinct: 1 + generator.nextIndex(below: 3))
    default:
      values = generator.trendValues(count: count, slope: generator.nextNormal())
    }
    let policy = DescriptionPolicy.standard
    let found = try #require(Statistics.jumpSizeAndScale(values, policy: policy))
    let expected = Self.reference(values, policy: policy)
    #expect(found.k == expected.k, "seed \(seed)")
    #expect(found.size == expected.size, "seed \(seed)")
    #expect(found.scale == expected.scale, "seed \(seed)")
    #expect(found.low == values.min() && found.high == values.max())
  }
}
