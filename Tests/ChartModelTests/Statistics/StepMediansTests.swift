import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// The medians of a series' steps, taken once and shared by the volatility's typical step and the
/// jump's scale (``StepMedians``): each, whether it computes them or reads them from the other,
/// equals the plain sorted references of `TypicalStepTests` and `JumpScaleTests`.
@Suite struct StepMediansTests {
  /// Walks with a planted jump, rounded walks (tied steps), tied levels (a MAD of 0) and trends,
  /// short and past the 16,384 values from which the medians are bracketed.
  static func values(seed: UInt64) -> [Double] {
    var generator = SplitMix64(seed: 0x57E9_0000 + seed)
    let count =
      seed.isMultiple(of: 3) ? 3 + generator.nextIndex(below: 400) : 16_500 + generator.nextIndex(below: 20_000)
    switch seed % 4 {
    case 0:
      var level = 0.0
      var values = (0..<count).map { _ in
        level += generator.nextNormal()
        return level
      }
      values[generator.nextIndex(below: count)] += 40
      return values
    case 1:
      var level = 100.0
      return (0..<count).map { _ in
        level += generator.nextNormal()
        return (level * 10).rounded() / 10
      }
    case 2: return generator.tiedValues(count: count, distinct: 1 + generator.nextIndex(below: 3))
    default: return generator.trendValues(count: count, slope: generator.nextNormal())
    }
  }

  @Test(arguments: 0..<16 as Range<UInt64>)
  func sharedMediansEqualTheReferences(seed: UInt64) throws {
    let values = Self.values(seed: seed)
    let policy = DescriptionPolicy.standard
    let range = (values.max() ?? 0) - (values.min() ?? 0)
    let expectedStep = TypicalStepTests.reference(values)
    let expectedScale = JumpScaleTests.reference(values, policy: policy).scale
    // The volatility first, the jump reading its medians; then the other way round.
    for volatilityFirst in [true, false] {
      let shared = StepMedians()
      var step = 0.0
      var scale = 0.0
      for volatility in volatilityFirst ? [true, false] : [false, true] {
        if volatility {
          step = values.withUnsafeBufferPointer { Statistics.typicalStep($0, range: range, stepMedians: shared) }
        } else {
          scale = try #require(Statistics.jumpSizeAndScale(values, policy: policy, stepMedians: shared)).scale
        }
      }
      #expect(step == expectedStep, "seed \(seed), volatility first: \(volatilityFirst)")
      #expect(scale == expectedScale, "seed \(seed), volatility first: \(volatilityFirst)")
    }
  }

  /// The second reader does not compute them again: the first computation is the one kept.
  @Test func theSecondReaderTakesTheFirstValue() {
    let shared = StepMedians()
    var computed = 0
    let first = shared.value {
      computed += 1
      return (center: 1, deviation: 2)
    }
    let second = shared.value {
      computed += 1
      return (center: 3, deviation: 4)
    }
    #expect(computed == 1)
    #expect(first == second && second == (center: 1, deviation: 2))
  }
}
