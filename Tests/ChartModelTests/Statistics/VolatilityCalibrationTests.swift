import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The "volatile" and "smooth" claims of ``Statistics/volatilityLevel(reversals:steps:noiseToRange:policy:)``
/// are calibrated decisions (`docs/patterns.md`, "Volatility").
///
/// "Volatile" nulls: a random walk (direction changes at the coin-flip rate), a smooth monotone
/// curve, a pure sine, the step function, and a rise-then-fall and a U with noise of 5 % of their
/// height; "volatile" in at most 5 % of series at 12, 50, 365 and 10,000 points. Not a null:
/// AR(1) with φ = 0.7, whose steps are anticorrelated like noise's (it reverses in about 55 % of
/// steps, at the threshold for long series). Planted: white noise, found in at least 90 % from
/// 365 points (at 50 points the reversals cannot be told from a random walk's often enough).
/// "Smooth" nulls: white noise, a random walk and AR(1), at most 5 %; planted: the smooth
/// monotone curve, at least 90 %.
@Suite struct VolatilityCalibrationTests {
  enum Shape: String, CaseIterable, Sendable {
    case randomWalk, smoothMonotone, seasonal, step, riseThenFall, valley, whiteNoise, autoregressive

    func series(count: Int, using random: inout SplitMix64) -> [Double] {
      switch self {
      case .randomWalk: return NullModel.randomWalk.series(count: count, using: &random)
      case .smoothMonotone: return NullModel.smoothMonotone.series(count: count, using: &random)
      case .seasonal: return NullModel.seasonal.series(count: count, using: &random)
      case .step: return NullModel.step.series(count: count, using: &random)
      case .whiteNoise: return NullModel.whiteNoise.series(count: count, using: &random)
      case .autoregressive: return NullModel.autoregressive.series(count: count, using: &random)
      case .riseThenFall, .valley:
        let sign: Double = self == .riseThenFall ? 1 : -1
        return (0..<count).map { index in
          let t = Double(index) / Double(count - 1)
          return sign * (1 - abs(2 * t - 1)) + 0.05 * random.nextNormal()
        }
      }
    }
  }

  static func level(_ y: [Double]) -> Volatility.Level? {
    let line = TheilSenResult(slope: 0, intercept: 0, isSampled: false)
    return Statistics.volatility(x: y.indices.map(Double.init), y: y, line: line)?.level
  }

  /// How often `shape` at `length` points is given `level`, and the number of series tried.
  static func rate(
    of level: Volatility.Level, _ shape: Shape, length: Int, seed: UInt64
  ) -> (rate: CalibrationRate, series: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: seed + UInt64(length)) { random in
      Self.level(shape.series(count: length, using: &random)) == level
    }
    return (rate, series)
  }

  static let volatileNulls: [Shape] = [.randomWalk, .smoothMonotone, .seasonal, .step, .riseThenFall, .valley]

  @Test(arguments: volatileNulls, NullModel.lengths)
  func noShapeIsCalledVolatile(shape: Shape, length: Int) {
    let (rate, series) = Self.rate(of: .volatile, shape, length: length, seed: 0x7A11)
    CalibrationReport.record("volatility", "\(shape.rawValue), \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(shape) at \(length): \(rate)")
  }

  @Test(arguments: [365, 10_000])
  func whiteNoiseIsVolatile(length: Int) {
    let (rate, series) = Self.rate(of: .volatile, .whiteNoise, length: length, seed: 0x7A12)
    CalibrationReport.record("volatility", "white noise, \(length)", rate, limit: 0.9, kind: .detections)
    #expect(1 - rate.fraction <= CalibrationSize.bound(0.1, series: series), "at \(length): \(rate)")
  }

  @Test(arguments: [Shape.whiteNoise, .randomWalk, .autoregressive], NullModel.lengths)
  func noiseIsNeverSmooth(shape: Shape, length: Int) {
    let (rate, series) = Self.rate(of: .smooth, shape, length: length, seed: 0x7A13)
    CalibrationReport.record("smooth", "\(shape.rawValue), \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(shape) at \(length): \(rate)")
  }

  @Test(arguments: NullModel.lengths)
  func aSmoothCurveIsSmooth(length: Int) {
    let (rate, series) = Self.rate(of: .smooth, .smoothMonotone, length: length, seed: 0x7A14)
    CalibrationReport.record("smooth", "smooth monotone, \(length)", rate, limit: 0.9, kind: .detections)
    #expect(1 - rate.fraction <= CalibrationSize.bound(0.1, series: series), "at \(length): \(rate)")
  }
}
