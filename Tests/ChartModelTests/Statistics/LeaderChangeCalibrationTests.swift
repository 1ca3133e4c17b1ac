import ChartModel
import ChartVoiceTestSupport
import Testing

/// Calibration of "B overtook A in May and led from then on" (``LeaderChange``).
///
/// Null models without a lasting change of leader: two independent series of the same
/// `NullModel` — white noise, AR(1) φ = 0.7, pure seasonal (period 12, from 50 points: 12 points
/// are a single wave) — either with the same mean (the lead changes hands by chance, back and
/// forth) or the second shifted up by 3 (it leads throughout). Left out because two of them
/// drawn independently *do* cross for good, which is the pattern a sighted reader sees: smooth
/// monotone curves (one rising past the other), steps (a level shift past the other) and random
/// walks (they wander apart and, by the arcsine law, often stay apart after their last
/// crossing). Limit: ≤ 5 % false claims at 12, 50, 365 and 10,000 points.
///
/// Planted pattern: two white-noise series, the second 6 noise standard deviations below the
/// first over the first 40 % of the span, ramping straight to 6 above over the middle 20 % and
/// staying there; detection ≥ 90 % at 12, 50, 365 and 10,000 points.
@Suite struct LeaderChangeCalibrationTests {
  static let models: [NullModel] = [.whiteNoise, .autoregressive, .seasonal]

  /// The planted lead, in noise standard deviations of each series, before and after.
  static let planted = 6.0

  static func claims(_ a: [Double], _ b: [Double]) -> LeaderChange? {
    LeaderChange(positions: a.indices.map(Double.init), columns: [a, b], interpolates: true)
  }

  @Test(arguments: models, NullModel.lengths)
  func independentSeriesKeepNoNewLeader(_ model: NullModel, _ length: Int) {
    Self.measurePairs("leader change", model, length, seed: 0x1C_0000) { Self.claims($0, $1) != nil }
  }

  /// The false-claim rate of `claims` on two independent series of `model` at `length` points,
  /// with the same mean and with the second shifted up by 3, recorded as `pattern` and expected
  /// ≤ 5 %. A pure seasonal pair is not measured at 12 points: one wave of a period-12 curve is
  /// no season, and two of them cross like a takeover.
  static func measurePairs(
    _ pattern: String, _ model: NullModel, _ length: Int, seed: UInt64, claims: ([Double], [Double]) -> Bool
  ) {
    guard model != .seasonal || length > 12 else { return }
    for shift in [0.0, 3.0] {
      let series = CalibrationSize.series(length: length)
      let rate = CalibrationRate.measure(series: series, seed: seed + UInt64(length) + UInt64(shift)) { random in
        let a = model.series(count: length, using: &random)
        let b = model.series(count: length, using: &random).map { $0 + shift }
        return claims(a, b)
      }
      let name = "\(model.rawValue) pair\(shift > 0 ? " shifted by 3" : ""), \(length)"
      CalibrationReport.record(pattern, name, rate, limit: 0.05, kind: .falseClaims)
      #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(name): \(rate)")
    }
  }

  @Test(arguments: NullModel.lengths)
  func plantedTakeoverIsFound(_ length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x1D_0000 + UInt64(length)) { random in
      let a = NullModel.whiteNoise.series(count: length, using: &random)
      // −Δ over the first 40 %, a straight ramp over the middle 20 %, +Δ over the last 40 %.
      let b = NullModel.whiteNoise.series(count: length, using: &random).enumerated().map { index, noise in
        let t = Double(index) / Double(length - 1)
        return noise + Self.planted * Swift.min(1, Swift.max(-1, (t - 0.5) / 0.1))
      }
      guard let change = Self.claims(a, b) else { return false }
      return change.ahead == 1 && change.behind == 0
    }
    CalibrationReport.record(
      "leader change", "takeover from -6 to +6 SD, \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9, "\(length): \(rate)")
  }
}
