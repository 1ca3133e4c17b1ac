import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// Calibration of "A and B moved closely together" (``SeriesComparison/movedTogether(policy:)``).
///
/// Null models of two series that do not move together: two independent series of one
/// `NullModel` (white noise, AR(1) φ = 0.7, random walks), and two straight trends of
/// independent slopes (0 to 2 noise SDs a step, either sign) under independent white noise,
/// the case of two products that both grow: their levels correlate, their ups and downs do not.
/// Two pure sines of one period are left out: when their phases are near they do rise and fall
/// together, which is what a sighted reader sees. Limit: ≤ 5 % false claims at 12, 50, 365 and
/// 10,000 points.
///
/// Planted pattern: a shared random walk (steps of SD 1) plus each series' own white noise of
/// SD 0.5, the second shifted up by 3 (step correlation about 0.67); detection ≥ 90 % from 50
/// points, ≥ 30 % at 12, where 11 steps leave a correlation of 0.67 hard to tell from chance
/// (measured: 36.8 %; the significance level that keeps the false claims ≤ 1 % costs that).
@Suite struct CoMovementCalibrationTests {
  enum Pair: String, CaseIterable, Sendable {
    case whiteNoise, autoregressive, randomWalk, independentTrends
  }

  static func claims(_ a: [Double], _ b: [Double]) -> Bool {
    let x = a.indices.map(Double.init)
    let series = [
      DataSeries(name: "A", isContinuous: true, x: x, y: a), DataSeries(name: "B", isContinuous: true, x: x, y: b),
    ]
    return SeriesComparison(series, ordered: true)?.movedTogether(policy: .standard) ?? false
  }

  static func pair(_ kind: Pair, count: Int, using random: inout SplitMix64) -> ([Double], [Double]) {
    switch kind {
    case .whiteNoise, .autoregressive, .randomWalk:
      let model = NullModel(rawValue: kind.rawValue)!
      return (model.series(count: count, using: &random), model.series(count: count, using: &random))
    case .independentTrends:
      func trend(_ random: inout SplitMix64) -> [Double] {
        let slope = 2 * random.nextUnit() * (random.nextUnit() < 0.5 ? -1 : 1)
        return (0..<count).map { Double($0) * slope + random.nextNormal() }
      }
      return (trend(&random), trend(&random))
    }
  }

  @Test(arguments: Pair.allCases, NullModel.lengths)
  func seriesThatDoNotMoveTogetherAreNotSaidTo(_ kind: Pair, _ length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x2C_0000 + UInt64(length)) { random in
      let (a, b) = Self.pair(kind, count: length, using: &random)
      return Self.claims(a, b)
    }
    let name = "\(kind.rawValue) pair, \(length)"
    CalibrationReport.record("co-movement", name, rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(name): \(rate)")
  }

  @Test(arguments: NullModel.lengths)
  func seriesSharingTheirStepsAreSaidToMoveTogether(_ length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x2D_0000 + UInt64(length)) { random in
      let shared = NullModel.randomWalk.series(count: length, using: &random)
      let a = shared.map { $0 + 0.5 * random.nextNormal() }
      let b = shared.map { $0 + 3 + 0.5 * random.nextNormal() }
      return Self.claims(a, b)
    }
    let limit = length >= 50 ? 0.9 : 0.3
    CalibrationReport.record("co-movement", "shared steps, \(length)", rate, limit: limit, kind: .detections)
    #expect(rate.fraction >= limit, "shared steps, \(length): \(rate)")
  }
}
