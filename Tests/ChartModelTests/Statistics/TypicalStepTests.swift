import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// ``Statistics/typicalStep(_:range:)`` (1.4826 × the MAD of the first differences), which reads
/// its medians off the differences as it computes them, against a plain reference: copy the
/// differences, sort them, take the middle, then the same for the absolute deviations.
@Suite struct TypicalStepTests {
  /// The plain reference: two sorts.
  static func reference(_ y: [Double]) -> Double {
    func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      let middle = sorted.count / 2
      return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
    let steps = zip(y.dropFirst(), y).map { $0 - $1 }
    let center = median(steps)
    return 1.4826 * median(steps.map { abs($0 - center) })
  }

  static func typicalStep(_ y: [Double]) -> Double {
    let range = (y.max() ?? 0) - (y.min() ?? 0)
    return y.withUnsafeBufferPointer { Statistics.typicalStep($0, range: range) }
  }

  /// Random walks, rounded walks (many tied steps), tied levels and trends, short and past the
  /// 16,384 values from which the medians are bracketed by a sample; odd and even lengths.
  @Test(arguments: 0..<24 as Range<UInt64>)
  func equalsTheSortedReference(seed: UInt64) {
    var generator = SplitMix64(seed: 0x7E9_0000 + seed)
    let count =
      seed.isMultiple(of: 3) ? 2 + generator.nextIndex(below: 400) : 16_000 + generator.nextIndex(below: 30_000)
    var y: [Double]
    switch seed % 4 {
    case 0:
      var level = 0.0
      y = (0..<count).map { _ in
        level += generator.nextNormal()
        return level
      }
    case 1:
      var level = 100.0
      y = (0..<count).map { _ in
        level += generator.nextNormal()
        return (level * 10).rounded() / 10
      }
    case 2:
      y = generator.tiedValues(count: count, distinct: 1 + generator.nextIndex(below: 6))
    default:
      y = generator.trendValues(count: count, slope: generator.nextNormal())
    }
    #expect(Self.typicalStep(y) == Self.reference(y), "seed \(seed), \(count) values")
  }

  /// Values spanning more than half the largest `Double` (whose deviations could overflow): the
  /// copied path, the same answer.
  @Test func hugeSpanTakesTheCopiedPath() {
    let y = (0..<20_000).map { Double($0 % 7) } + [1e308]
    #expect(Self.typicalStep(y) == Self.reference(y))
  }
}
