import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// The jump-then-fall detector's calibration (`analysis.md` §0, `docs/patterns.md` "A jump, then
/// a fall").
///
/// Null models without a jump that falls back: all six — white noise, random walk, AR(1) φ = 0.7,
/// smooth monotone curve, pure seasonal and step function (a jump that stays) — at 12, 50, 365
/// and 10,000 points; ≤ 5% of series claim one. Planted: a jump (or drop) of 10 noise SDs at a
/// random point of the first half, then a straight movement back to the start level by the last
/// point, in white noise; found at the planted point, in the planted direction, in ≥ 90%.
@Suite struct JumpCalibrationTests {
  private static func claim(_ y: [Double]) -> Jump? {
    Statistics.jump(x: y.indices.map(Double.init), y: y)
  }

  @Test(arguments: NullModel.allCases, NullModel.lengths)
  func noJumpIsClaimedWithoutOne(model: NullModel, length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x7A4B_0000 &+ UInt64(length)) { random in
      Self.claim(model.series(count: length, using: &random)) != nil
    }
    CalibrationReport.record("jump", "\(model.rawValue), \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(model) at \(length): \(rate)")
  }

  /// A one-point spike of 10 SDs returns at once: a spike, not a jump that falls back.
  @Test(arguments: NullModel.lengths)
  func aSpikeIsNoJump(length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x7A4B_2000 &+ UInt64(length)) { random in
      var y = NullModel.whiteNoise.series(count: length, using: &random)
      y[1 + random.nextIndex(below: length - 2)] += 10
      return Self.claim(y) != nil
    }
    CalibrationReport.record("jump", "a spike of 10 SD, \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "spike at \(length): \(rate)")
  }

  @Test(arguments: NullModel.lengths)
  func aPlantedJumpThenFallIsFound(length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x7A4B_1000 &+ UInt64(length)) { random in
      let at = 1 + random.nextIndex(below: length / 2)
      let sign: Double = random.nextUnit() < 0.5 ? -1 : 1
      let y = (0..<length).map { (k: Int) -> Double in
        let level = k < at ? 0 : 10 * Double(length - 1 - k) / Double(length - 1 - at)
        return sign * level + random.nextNormal()
      }
      guard let jump = Self.claim(y) else { return false }
      return jump.top.x == Double(at) && jump.isUp == (sign > 0)
    }
    CalibrationReport.record("jump", "10 SD, then back, \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9 - (CalibrationSize.bound(0.1, series: series) - 0.1), "at \(length): \(rate)")
  }
}
