import ChartModel
import ChartVoiceTestSupport
import Testing

/// The spike detector's calibration (`analysis.md` §0, `docs/patterns.md` "Spikes and dips").
///
/// Null models without a spike or dip: all six — white noise, random walk, AR(1) φ = 0.7, pure
/// seasonal (period 12), step function (each ≤ 5% of series claim any spike or dip) and smooth
/// monotone curve (≤ 1%) — at 12, 50, 365 and 10,000 points. Planted pattern: one spike or dip of
/// 8 noise SDs (the innovation SD of white noise, the stationary SD of AR(1); 9 at 12 points,
/// where the spread rests on 20 residuals) at a random interior point; detected when it is the
/// first (largest) one named, in ≥ 90% of series.
@Suite struct SpikeCalibrationTests {
  private static func claims(_ y: [Double]) -> OutlierResult {
    Statistics.spikes(x: y.indices.map(Double.init), y: y)
  }

  @Test(arguments: NullModel.allCases, NullModel.lengths)
  func noSpikesAreClaimedWithoutOne(model: NullModel, length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x5B1C_0000 &+ UInt64(length)) { random in
      Self.claims(model.series(count: length, using: &random)).count > 0
    }
    let limit = model == .smoothMonotone ? 0.01 : 0.05
    CalibrationReport.record("spike", "\(model.rawValue), \(length)", rate, limit: limit, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(limit, series: series), "\(model) at \(length): \(rate)")
  }

  @Test(arguments: [NullModel.whiteNoise, .autoregressive], NullModel.lengths)
  func aPlantedSpikeIsNamedFirst(model: NullModel, length: Int) {
    let series = CalibrationSize.series(length: length)
    let noise = model == .autoregressive ? 1 / (1 - 0.7 * 0.7).squareRoot() : 1
    let size: Double = length <= 12 ? 9 : 8
    let rate = CalibrationRate.measure(series: series, seed: 0x5B1C_1000 &+ UInt64(length)) { random in
      var y = model.series(count: length, using: &random)
      let at = 1 + random.nextIndex(below: length - 2)
      y[at] += (random.nextUnit() < 0.5 ? -size : size) * noise
      return Self.claims(y).outliers.first?.point.x == Double(at)
    }
    CalibrationReport.record("spike", "\(Int(size)) SD in \(model.rawValue), \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9 - (CalibrationSize.bound(0.1, series: series) - 0.1), "\(model) at \(length): \(rate)")
  }
}
