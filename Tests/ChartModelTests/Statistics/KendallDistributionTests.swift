import ChartModel
import ChartVoiceTestSupport
import Testing

@Suite struct KendallDistributionTests {
  /// P(|S′| ≥ |S|) by enumerating every permutation of `count` distinct values.
  private func enumeratedPValue(count: Int, s: Int64) -> Double {
    var values = Array(0..<count)
    var atLeast = 0
    var total = 0
    func score() -> Int64 {
      var s: Int64 = 0
      for i in values.indices {
        for j in (i + 1)..<values.count { s += values[j] > values[i] ? 1 : -1 }
      }
      return s
    }
    func permute(_ k: Int) {
      if k == values.count {
        total += 1
        if abs(score()) >= abs(s) { atLeast += 1 }
        return
      }
      for i in k..<values.count {
        values.swapAt(k, i)
        permute(k + 1)
        values.swapAt(k, i)
      }
    }
    permute(0)
    return Double(atLeast) / Double(total)
  }

  @Test(arguments: 2...7)
  func matchesEnumeration(count: Int) {
    let pairs = Int64(count * (count - 1) / 2)
    for s in stride(from: -pairs, through: pairs, by: 2) {
      let exact = Statistics.exactMannKendallPValue(count: count, s: s)
      let enumerated = enumeratedPValue(count: count, s: s)
      #expect(
        isApproximatelyEqual(exact, enumerated, relativeTolerance: 1e-14), "n = \(count), S = \(s)")
    }
  }

  @Test func documentedValues() {
    #expect(isApproximatelyEqual(Statistics.exactMannKendallPValue(count: 5, s: 10), 2.0 / 120))
    #expect(Statistics.exactMannKendallPValue(count: 5, s: 0) == 1)
    #expect(Statistics.exactMannKendallPValue(count: 0, s: 0) == 1)
    #expect(Statistics.exactMannKendallPValue(count: 1, s: 0) == 1)
    // n = 10 strictly increasing: 2 of 10! orders are as extreme.
    #expect(
      isApproximatelyEqual(
        Statistics.exactMannKendallPValue(count: 10, s: 45), 2.0 / 3_628_800,
        relativeTolerance: 1e-13))
  }

  @Test func largerLimitsStayAccurate() {
    // A policy may raise the exact limit; the probabilities are normalised at every step, so
    // n = 60 neither overflows nor underflows where the answer is representable.
    let p = Statistics.exactMannKendallPValue(count: 60, s: 2)
    #expect(p > 0.95 && p <= 1)
    let tail = Statistics.exactMannKendallPValue(count: 60, s: 1_770)
    #expect(tail > 0 && tail < 1e-80)
  }
}
