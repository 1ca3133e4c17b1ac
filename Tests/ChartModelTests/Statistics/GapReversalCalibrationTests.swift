import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// Calibration of "A led B by 5 at the start; by the end, B led by 3"
/// (``SeriesComparison/gapReversal``).
///
/// Null models without a reversal: two independent series of the same `NullModel` — white
/// noise, AR(1) φ = 0.7, pure seasonal (period 12, from 50 points: 12 points are a single wave)
/// — with the same mean (their first and last values swap order about half the time, by chance)
/// or the second shifted up by 3 (it leads throughout). Left out, as for the leader change: two
/// smooth monotone curves, steps or random walks drawn independently *do* swap places for good,
/// which is the pattern. Limit: ≤ 5 % false claims at 12, 50, 365 and 10,000 points.
///
/// Planted patterns (≥ 90 % found, the right series ahead at the end): two white-noise series,
/// the second going from 6 noise SDs below the first to 6 above — over the middle fifth of the
/// span (a takeover) at 12, 50, 365 and 10,000 points, or in a straight line over the whole span
/// from 50 points (at 12 points a straight swap is found in about half the series: its sides are
/// too short to tell the slope from noise, and nothing is said).
@Suite struct GapReversalCalibrationTests {
  static func claims(_ a: [Double], _ b: [Double]) -> GapTrend? {
    let x = a.indices.map(Double.init)
    let series = [
      DataSeries(name: "A", isContinuous: true, x: x, y: a), DataSeries(name: "B", isContinuous: true, x: x, y: b),
    ]
    return SeriesComparison(series, ordered: true)?.gapReversal
  }

  @Test(arguments: LeaderChangeCalibrationTests.models, NullModel.lengths)
  func independentSeriesDoNotReverse(_ model: NullModel, _ length: Int) {
    LeaderChangeCalibrationTests.measurePairs("gap reversed", model, length, seed: 0x9A_0000) {
      Self.claims($0, $1) != nil
    }
  }

  /// B from 6 SD below A to 6 above: over the middle fifth (`takeover`) or the whole span.
  static func planted(_ length: Int, takeover: Bool, _ random: inout SplitMix64) -> ([Double], [Double]) {
    let a = NullModel.whiteNoise.series(count: length, using: &random)
    let b = NullModel.whiteNoise.series(count: length, using: &random).enumerated().map { index, noise in
      let t = Double(index) / Double(length - 1)
      return noise + 6 * (takeover ? Swift.min(1, Swift.max(-1, (t - 0.5) / 0.1)) : 2 * t - 1)
    }
    return (a, b)
  }

  @Test(arguments: [true, false], NullModel.lengths)
  func plantedReversalIsFound(_ takeover: Bool, _ length: Int) {
    guard takeover || length > 12 else { return }
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x9B_0000 + UInt64(length) + (takeover ? 1 : 0)) {
      random in
      let (a, b) = Self.planted(length, takeover: takeover, &random)
      guard let gap = Self.claims(a, b) else { return false }
      // B (index 1) behind at the first shared x, ahead at the last.
      let bAheadAtEnd = gap.ahead == 1 ? gap.last > 0 : gap.last < 0
      return bAheadAtEnd
    }
    let name = "\(takeover ? "takeover" : "straight swap") from -6 to +6 SD, \(length)"
    CalibrationReport.record("gap reversed", name, rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9, "\(name): \(rate)")
  }
}
