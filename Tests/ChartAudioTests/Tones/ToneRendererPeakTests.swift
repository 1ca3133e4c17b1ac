import ChartAudio
import ChartSupport
import Testing

/// The renderer's peak check reads sixteen samples at a time; it must find the value the plain
/// `max(peak, |sample|)` fold finds, NaN samples passed over and -0 read as 0, at every length.
@Suite struct ToneRendererPeakTests {
  @Test(arguments: 0..<40 as Range<UInt64>)
  func peakMagnitudeMatchesThePlainFold(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let count = Int(generator.next() % 300)
    let samples: [Float] = (0..<count).map { _ in
      switch generator.next() % 12 {
      case 0: .nan
      case 1: -0.0
      case 2: -Float(generator.next() % 1_000) / 100
      default: Float(Int(generator.next() % 2_001) - 1_000) / 1_000
      }
    }
    let expected = samples.reduce(Float(0)) { max($0, abs($1)) }
    let found = samples.withUnsafeBufferPointer(peakMagnitude)
    #expect(found.bitPattern == expected.bitPattern, "\(count) samples")
  }
}
