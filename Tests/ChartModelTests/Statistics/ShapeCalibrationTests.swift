import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The peak and valley claims of ``Statistics/turningPoint(x:y:policy:)`` are calibrated
/// decisions (`docs/patterns.md`, "Peak or valley").
///
/// Null models without a single turning point: white noise, a random walk, AR(1) with φ = 0.7 and
/// a smooth monotone curve; a peak or valley in at most 5 % of series at 12, 50, 365 and 10,000
/// points. Not nulls: the pure sine (at 12 points it is one clean peak and valley) and the step.
/// Planted: a rise-then-fall (triangle) and a U (inverted triangle) of height 5 noise SDs in
/// white noise at 50 points and more, 12 SDs at 12 points (six points a side must be nearly
/// monotone to stand apart from a random walk), found in at least 90 %.
@Suite struct ShapeCalibrationTests {
  static let nulls: [NullModel] = [.whiteNoise, .randomWalk, .autoregressive, .smoothMonotone]

  static func turn(_ y: [Double]) -> TurningPoint? {
    Statistics.turningPoint(x: y.indices.map(Double.init), y: y)
  }

  @Test(arguments: nulls, NullModel.lengths)
  func noPeakOrValleyIsClaimedWithoutOne(model: NullModel, length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x5A9E + UInt64(length)) { random in
      Self.turn(model.series(count: length, using: &random)) != nil
    }
    CalibrationReport.record("peak/valley", "\(model.rawValue), \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(model) at \(length): \(rate)")
  }

  /// A triangle of `height` noise SDs (negative: a U) over white noise.
  static func planted(length: Int, height: Double, using random: inout SplitMix64) -> [Double] {
    (0..<length).map { index in
      let t = Double(index) / Double(length - 1)
      return height * (1 - abs(2 * t - 1)) + random.nextNormal()
    }
  }

  @Test(arguments: [true, false], NullModel.lengths)
  func aPlantedPeakOrValleyIsFound(isPeak: Bool, length: Int) {
    let series = CalibrationSize.series(length: length)
    let height = (length <= 12 ? 12.0 : 5.0) * (isPeak ? 1 : -1)
    let rate = CalibrationRate.measure(series: series, seed: 0x5A9F + UInt64(length)) { random in
      let y = Self.planted(length: length, height: height, using: &random)
      guard let turn = Self.turn(y) else { return false }
      return turn.isPeak == isPeak && turn.point.y == (isPeak ? y.max() : y.min())
    }
    let name = isPeak ? "rise-then-fall" : "U"
    CalibrationReport.record(
      "peak/valley", "\(name) of \(Int(abs(height))) SD, \(length)", rate, limit: 0.9, kind: .detections)
    #expect(1 - rate.fraction <= CalibrationSize.bound(0.1, series: series), "\(name) at \(length): \(rate)")
  }
}
