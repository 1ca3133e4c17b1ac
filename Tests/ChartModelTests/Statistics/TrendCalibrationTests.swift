import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// The trend claim ("rose", "fell", "tended to rise") of ``Statistics/trend(x:y:policy:)`` is a
/// calibrated decision (`docs/patterns.md`, "Trend").
///
/// Null models without a trend: white noise, a random walk (a walk that wandered is not a trend),
/// AR(1) with φ = 0.7 and a pure sine; claims in at most 5 % of series at 12, 50, 365 and 10,000
/// points. Not nulls: the smooth monotone curve (it has a trend) and the step function (a level
/// shift rises overall). Planted: a linear rise of 3 noise SDs in white noise (≥ 50 points) and
/// of 3 marginal SDs in AR(1) noise (≥ 365 points; shorter AR(1) series are too persistent to
/// tell from a random walk), and the smooth monotone curve itself (every length); found in at
/// least 90 %.
@Suite struct TrendCalibrationTests {
  static let nulls: [NullModel] = [.whiteNoise, .randomWalk, .autoregressive, .seasonal]

  static func claims(_ y: [Double]) -> Bool {
    Statistics.trend(x: y.indices.map(Double.init), y: y)?.direction ?? .none != .none
  }

  @Test(arguments: nulls, NullModel.lengths)
  func noTrendIsClaimedWithoutOne(model: NullModel, length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x7E4D + UInt64(length)) { random in
      Self.claims(model.series(count: length, using: &random))
    }
    CalibrationReport.record("trend", "\(model.rawValue), \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(model) at \(length): \(rate)")
  }

  /// The planted rise: `noise` plus a line from 0 to `rise` × the noise's marginal SD.
  static func planted(_ noise: NullModel, length: Int, rise: Double, using random: inout SplitMix64) -> [Double] {
    let scale = noise == .autoregressive ? 1 / (1 - 0.49).squareRoot() : 1
    let y = noise.series(count: length, using: &random)
    return y.indices.map { y[$0] + rise * scale * Double($0) / Double(length - 1) }
  }

  @Test(arguments: [
    (NullModel.whiteNoise, 50), (.whiteNoise, 365), (.whiteNoise, 10_000),
    (.autoregressive, 365), (.autoregressive, 10_000),
  ])
  func aPlantedRiseIsFound(noise: NullModel, length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x7E4E + UInt64(length)) { random in
      Self.claims(Self.planted(noise, length: length, rise: 3, using: &random))
    }
    CalibrationReport.record(
      "trend", "rise of 3 SD in \(noise.rawValue), \(length)", rate, limit: 0.9, kind: .detections)
    #expect(1 - rate.fraction <= CalibrationSize.bound(0.1, series: series), "\(noise) at \(length): \(rate)")
  }

  @Test(arguments: NullModel.lengths)
  func aSmoothMonotoneCurveHasATrend(length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x7E4F + UInt64(length)) { random in
      Self.claims(NullModel.smoothMonotone.series(count: length, using: &random))
    }
    CalibrationReport.record("trend", "smooth monotone, \(length)", rate, limit: 0.9, kind: .detections)
    #expect(1 - rate.fraction <= CalibrationSize.bound(0.1, series: series), "at \(length): \(rate)")
  }

  /// The wording's p-value is the decision's: a claimed trend at p < 0.01 is asserted, and no
  /// claim is made at p ≥ ``DescriptionPolicy/trendClaimSignificance``.
  @Test(arguments: 0..<200 as Range<UInt64>)
  func theClaimFollowsItsPValue(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let y = Self.planted(.whiteNoise, length: 40, rise: 1 + 3 * random.nextUnit(), using: &random)
    let trend = try #require(Statistics.trend(x: y.indices.map(Double.init), y: y))
    if trend.pValue >= DescriptionPolicy.standard.trendClaimSignificance { #expect(trend.direction == .none) }
    if trend.direction != .none { #expect(trend.pValue >= trend.mannKendall.pValue) }
  }
}
