import ChartModel
import ChartVoiceTestSupport
import Testing

/// The episode detector's calibration (`docs/patterns.md` "Anomalous episodes").
///
/// Null models without an episode: all six — white noise, random walk, AR(1) φ = 0.7, smooth
/// monotone curve, pure seasonal (period 12) and step function (its shifted part runs to the
/// end: a step, not an episode) — at 365 and 10,000 points (episodes are not sought below 100
/// points); ≤ 5% of series may claim one. Planted pattern: white noise or AR(1) with a run of
/// 2% of the points (at least 10) shifted by 8 noise SDs (the stationary SD of AR(1)), starting
/// at a random point in the middle 80%; detected when the episode found overlaps it on the
/// right side, in ≥ 90% of series.
@Suite struct EpisodeCalibrationTests {
  static let lengths = [365, 10_000]

  private static func episode(_ y: [Double]) -> Episode? {
    Statistics.episode(x: y.indices.map(Double.init), y: y)
  }

  @Test(arguments: NullModel.allCases, lengths)
  func noEpisodeIsClaimedWithoutOne(model: NullModel, length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0xE915_0000 &+ UInt64(length)) { random in
      Self.episode(model.series(count: length, using: &random)) != nil
    }
    CalibrationReport.record("episode", "\(model.rawValue), \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(model) at \(length): \(rate)")
  }

  @Test(arguments: [NullModel.whiteNoise, .autoregressive], lengths)
  func aPlantedEpisodeIsFound(model: NullModel, length: Int) {
    let series = CalibrationSize.series(length: length)
    let noise = model == .autoregressive ? 1 / (1 - 0.7 * 0.7).squareRoot() : 1
    let duration = max(10, length / 50)
    let rate = CalibrationRate.measure(series: series, seed: 0xE915_1000 &+ UInt64(length)) { random in
      var y = model.series(count: length, using: &random)
      let start = length / 10 + random.nextIndex(below: length * 8 / 10 - duration)
      let shift = (random.nextUnit() < 0.5 ? -8 : 8) * noise
      for k in start..<(start + duration) { y[k] += shift }
      guard let found = Self.episode(y) else { return false }
      return found.isAbove == (shift > 0) && found.start.x < Double(start + duration) && found.end.x >= Double(start)
    }
    CalibrationReport.record(
      "episode", "8 SD for \(duration) points in \(model.rawValue), \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9 - (CalibrationSize.bound(0.1, series: series) - 0.1), "\(model) at \(length): \(rate)")
  }
}
