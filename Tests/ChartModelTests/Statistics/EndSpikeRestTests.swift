import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// The rest's extremes an end spike names (``EndSpike/restMin``, ``EndSpike/restMax``), which
/// ``Statistics/endSpike(x:y:policy:)`` finds in one pass over the values between the ends,
/// against a plain reference: the first lowest and first highest point of the rest, found by
/// scanning the rest alone.
@Suite struct EndSpikeRestTests {
  /// Few levels (many ties for the lowest and highest), a far value at the last or the first
  /// end, and for odd seeds a missing value inside (the detector then walks the finite points).
  @Test(arguments: 0..<40 as Range<UInt64>)
  func restExtremesAreTheFirstOfTheRest(seed: UInt64) throws {
    var generator = SplitMix64(seed: 0xE5D_0000 + seed)
    let count = 7 + generator.nextIndex(below: 80)
    var y = generator.tiedValues(count: count, distinct: 2 + generator.nextIndex(below: 4))
    let isLast = seed.isMultiple(of: 2)
    let far = (generator.nextUnit() < 0.5 ? -1.0 : 1.0) * 1_000
    y[isLast ? count - 1 : 0] = far
    if !seed.isMultiple(of: 2) || seed.isMultiple(of: 4) { y[1 + generator.nextIndex(below: count - 2)] = .nan }
    let x = y.indices.map { Double($0) * 2 }

    let spike = try #require(Statistics.endSpike(x: x, y: y), "seed \(seed)")
    let finite = y.indices.filter { y[$0].isFinite }
    let rest = isLast ? Array(finite.dropLast()) : Array(finite.dropFirst())
    var lowest = rest[0]
    var highest = rest[0]
    for index in rest {
      if y[index] < y[lowest] { lowest = index }
      if y[index] > y[highest] { highest = index }
    }
    #expect(spike.isLast == isLast)
    #expect(spike.restMin == DataPoint(x: x[lowest], y: y[lowest]), "seed \(seed)")
    #expect(spike.restMax == DataPoint(x: x[highest], y: y[highest]), "seed \(seed)")
  }
}
