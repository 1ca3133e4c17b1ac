import ChartModel
import ChartVoiceTestSupport
import Testing

/// Calibration of "the gap between A and B widened / narrowed" (``SeriesComparison/gap``).
///
/// Null models without a widening or narrowing gap: two independent series of the same
/// `NullModel` — white noise, random walk, AR(1) φ = 0.7 — the second shifted up by 3 so that it
/// leads on average. (The difference of two random walks is a random walk: its gap wanders, and
/// a sighted reader sees no steady widening; smooth monotone, seasonal and step series are left
/// out because two of them drawn independently *do* have a gap that changes steadily.) Limit:
/// ≤ 5 % false claims at 12, 50, 365 and 10,000 points.
///
/// Planted pattern: two white-noise series, the second pulling away linearly by 6 noise
/// standard deviations over the span; detection of "widened" ≥ 90 % at 50, 365 and 10,000 points
/// (below 30 shared points no gap trend is claimed, so 12 is not a detection case).
@Suite struct GapCalibrationTests {
  static let models: [NullModel] = [.whiteNoise, .randomWalk, .autoregressive]

  static func pair(_ a: [Double], _ b: [Double]) -> [DataSeries] {
    let x = a.indices.map(Double.init)
    return [
      DataSeries(name: "A", isContinuous: true, x: x, y: a), DataSeries(name: "B", isContinuous: true, x: x, y: b),
    ]
  }

  @Test(arguments: models, NullModel.lengths)
  func independentSeriesKeepTheirGap(_ model: NullModel, _ length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x6A_0000 + UInt64(length)) { random in
      let a = model.series(count: length, using: &random)
      let b = model.series(count: length, using: &random).map { $0 + 3 }
      let gap = SeriesComparison(Self.pair(a, b), ordered: true)?.gap
      return gap.map { $0.direction != .none } ?? false
    }
    CalibrationReport.record("gap trend", "\(model.rawValue) pair, \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(model.rawValue), \(length): \(rate)")
  }

  @Test(arguments: NullModel.lengths.filter { $0 >= 30 })
  func plantedWideningIsFound(_ length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x6B_0000 + UInt64(length)) { random in
      let a = NullModel.whiteNoise.series(count: length, using: &random)
      let b = NullModel.whiteNoise.series(count: length, using: &random).enumerated().map {
        $1 + 1 + 6 * Double($0) / Double(length - 1)
      }
      return SeriesComparison(Self.pair(a, b), ordered: true)?.gap?.direction == .rising
    }
    CalibrationReport.record("gap trend", "widening by 6 SD, \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9, "\(length): \(rate)")
  }
}
