import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// ``Statistics/firstNotFinite(x:y:)`` checks blocks of points with integer operations on the
/// exponent bits; against a plain reference that asks every value `isFinite`.
@Suite struct FiniteScanTests {
  static func reference(x: [Double]?, y: [Double]) -> Int? {
    y.indices.first { !(y[$0].isFinite && (x?[$0].isFinite ?? true)) }
  }

  /// Finite values of every size (subnormals, ±0, the largest) with NaN and ±∞ planted in x or y
  /// or neither, near block edges or anywhere, at lengths from 0 to 3,000.
  @Test(arguments: 0..<40 as Range<UInt64>)
  func equalsThePlainReference(seed: UInt64) {
    var generator = SplitMix64(seed: 0xF1_0000 + seed)
    let count = generator.nextIndex(below: seed.isMultiple(of: 5) ? 10 : 3_000)
    let finite: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, -2.5, 1e300, -1e-300,
    ]
    let notFinite: [Double] = [.nan, -.nan, .infinity, -.infinity, .signalingNaN]
    func value() -> Double {
      generator.nextUnit() < 0.5 ? finite[generator.nextIndex(below: finite.count)] : 1e6 * generator.nextNormal()
    }
    var y = (0..<count).map { _ in value() }
    var x = (0..<count).map { _ in value() }
    if count > 0 {
      for _ in 0..<generator.nextIndex(below: 3) {
        let edge = 256 * generator.nextIndex(below: count / 256 + 1) + generator.nextIndex(below: 3) - 1
        let position =
          generator.nextUnit() < 0.5 ? generator.nextIndex(below: count) : Swift.min(count - 1, Swift.max(0, edge))
        let planted = notFinite[generator.nextIndex(below: notFinite.count)]
        if generator.nextUnit() < 0.5 { y[position] = planted } else { x[position] = planted }
      }
    }
    let withX = y.withUnsafeBufferPointer { y in
      x.withUnsafeBufferPointer { x in Statistics.firstNotFinite(x: x, y: y) }
    }
    let withoutX = y.withUnsafeBufferPointer { Statistics.firstNotFinite(x: nil, y: $0) }
    #expect(withX == Self.reference(x: x, y: y))
    #expect(withoutX == Self.reference(x: nil, y: y))
  }
}

/// The narration's scans for one value (``Statistics/occurrences(of:in:upTo:)``,
/// ``Statistics/positions(of:in:)``) and the counts of values that are not finite or NaN
/// (``Statistics/nonFiniteCount(_:)``, ``Statistics/containsNaN(_:)``); against `filter`.
@Suite struct ValueScanTests {
  /// Few distinct levels (so values repeat), ±0, NaN of both signs and ±∞, at lengths from 0 to
  /// 3,000 (blocks of 1,024 crossed).
  @Test(arguments: 0..<40 as Range<UInt64>)
  func equalsFilter(seed: UInt64) {
    var generator = SplitMix64(seed: 0x5CA_0000 + seed)
    let count = generator.nextIndex(below: seed.isMultiple(of: 5) ? 10 : 3_000)
    let levels: [Double] = [0, -0.0, 1, -1, 2.5, .greatestFiniteMagnitude, .leastNonzeroMagnitude]
    let special: [Double] = [.nan, -.nan, .infinity, -.infinity, .signalingNaN]
    let specialShare = [0, 0.001, 0.1][Int(seed % 3)]
    let values = (0..<count).map { _ -> Double in
      generator.nextUnit() < specialShare
        ? special[generator.nextIndex(below: special.count)] : levels[generator.nextIndex(below: levels.count)]
    }
    for probe in levels + [.nan, .infinity, 3] {
      let matching = values.indices.filter { values[$0] == probe }
      #expect(Statistics.positions(of: probe, in: values) == matching)
      #expect(Statistics.occurrences(of: probe, in: values) == matching.count)
      for limit in [0, 1, 2, 5] {
        #expect(Statistics.occurrences(of: probe, in: values, upTo: limit) == min(limit, matching.count))
      }
    }
    #expect(Statistics.nonFiniteCount(values) == values.filter { !$0.isFinite }.count)
    #expect(Statistics.containsNaN(values) == values.contains { $0.isNaN })
  }
}
