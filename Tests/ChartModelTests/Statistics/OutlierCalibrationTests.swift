import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// Calibration of the values that "stand out" in a ranking ("Hills stands out, at 950") and of a
/// scatter plot's points off the fit ("3 points lie far from the trend") —
/// ``Statistics/outliers(x:y:method:policy:)`` with ``OutlierMethod/values`` and
/// ``OutlierMethod/fit(_:)``.
///
/// Null models without an outlier: independent normal values (bars of a ranking), and a scatter
/// of y = x + normal noise with x uniform (residuals about the Theil–Sen line). Limit: ≤ 5 % of
/// series with any outlier claimed, at 12, 50, 365 and 10,000 points.
///
/// Planted pattern: the same, with one point (a random one) moved by 8 noise SDs up or down (12
/// at 12 points, where the spread of a dozen values is itself uncertain); found as the most
/// extreme outlier in ≥ 90 % of series at every length.
@Suite struct OutlierCalibrationTests {
  enum Layout: String, CaseIterable, Sendable {
    case ranking, scatter
  }

  /// The outliers of one drawn series; `planted`, one point moved by 8 SDs, and its index.
  static func draw(
    _ layout: Layout, _ length: Int, planted: Bool, _ random: inout SplitMix64
  ) -> (result: OutlierResult, x: [Double], y: [Double], at: Int) {
    let x = (0..<length).map { index in
      layout == .ranking ? Double(index) : 10 * Double(random.nextIndex(below: 1_000_000)) / 1e6
    }
    var y = x.map { (layout == .scatter ? $0 : 0) + random.nextNormal() }
    let at = random.nextIndex(below: length)
    let size = length <= 12 ? 12.0 : 8.0
    if planted { y[at] += random.nextIndex(below: 2) == 0 ? size : -size }
    let method: OutlierMethod
    switch layout {
    case .ranking: method = .values
    case .scatter:
      guard let line = Statistics.theilSen(x: x, y: y) else { return (OutlierResult(outliers: [], count: 0), x, y, at) }
      method = .fit(line)
    }
    return (Statistics.outliers(x: x, y: y, method: method), x, y, at)
  }

  @Test(arguments: Layout.allCases, NullModel.lengths)
  func noOutlierIsClaimedWithoutOne(_ layout: Layout, _ length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x0E_0000 + UInt64(length)) { random in
      Self.draw(layout, length, planted: false, &random).result.count > 0
    }
    let name = "\(layout.rawValue) of normal values, \(length)"
    CalibrationReport.record("outliers", name, rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(name): \(rate)")
  }

  @Test(arguments: Layout.allCases, NullModel.lengths)
  func aPlantedOutlierIsFoundFirst(_ layout: Layout, _ length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x0F_0000 + UInt64(length)) { random in
      let drawn = Self.draw(layout, length, planted: true, &random)
      guard let first = drawn.result.outliers.first else { return false }
      return first.point == DataPoint(x: drawn.x[drawn.at], y: drawn.y[drawn.at])
    }
    let name = "\(layout.rawValue), one point \(length <= 12 ? 12 : 8) SD off, \(length)"
    CalibrationReport.record("outliers", name, rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9, "\(name): \(rate)")
  }
}
