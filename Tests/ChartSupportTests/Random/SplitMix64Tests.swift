import ChartSupport
import Testing

@Suite struct SplitMix64Tests {
  @Test func matchesTheReferenceSequence() {
    // Steele, Lea & Flood's reference implementation from seed 0 (also java.util.SplittableRandom).
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func sameSeedSameSequence() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    var c = SplitMix64(seed: 43)
    let first = (0..<8).map { _ in a.next() }
    #expect(first == (0..<8).map { _ in b.next() })
    #expect(first != (0..<8).map { _ in c.next() })
  }

  @Test(arguments: [1, 2, 3, 10, 1_000, Int.max])
  func indicesStayBelowTheBound(bound: Int) {
    var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: bound))
    for _ in 0..<1_000 {
      let index = generator.nextIndex(below: bound)
      #expect(index >= 0 && index < bound)
    }
  }

  @Test func indicesCoverTheRangeEvenly() {
    var generator = SplitMix64(seed: 7)
    var counts = [Int](repeating: 0, count: 10)
    for _ in 0..<100_000 { counts[generator.nextIndex(below: 10)] += 1 }
    // Each bucket expects 10,000 with standard deviation ≈ 95; 6 σ is 570.
    #expect(counts.allSatisfy { abs($0 - 10_000) < 570 }, "counts: \(counts)")
  }
}
