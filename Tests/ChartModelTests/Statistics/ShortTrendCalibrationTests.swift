import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Why a trend of 12 to 14 points is almost never claimed, one series or several, and why the
/// claim stays as it is (measured; `docs/patterns.md`, "Trend").
///
/// At 12 points the persistence test (``Persistence``, *n*(1 − ρ̂) against 30 *n*/(*n* + 8))
/// cannot tell white-noise residuals from a random walk: it takes fewer than one in five as
/// stationary, so a rise must also have Kendall's |τ| ≥ 0.85 + 1/*n*, nearly monotone. Lowering
/// that bound until random walks are claimed in 5 % of series (the calibrated limit) still finds
/// a rise of 3 noise SDs in well under half of the series: no calibrated test claims these
/// short trends at the required ≥ 90 %. Measured with the seeds below, 1,000 series (or charts)
/// each:
///
/// | points | walks claimed | 3 walks to a chart | stationary residuals | 3 SD rise found | at the 5 % bound |
/// |--------|---------------|--------------------|----------------------|-----------------|------------------|
/// | 12     | 2.3 %         | 3.9 %              | 7.2 %                | 6.0 %           | 6.6 % (0.80)     |
/// | 13     | 0.6 %         | 3.5 %              | 13.2 %               | 8.5 %           | 8.5 % (0.77)     |
/// | 14     | 2.0 %         | 3.8 %              | 15.6 %               | 14.9 %          | 14.9 % (0.80)    |
///
/// A lower |τ| bound does not help: a 3-SD rise over 12 points has |τ| near 0.5, far under any
/// bound a random walk allows, so such rises are claimed only when their residuals pass as
/// stationary.
@Suite struct ShortTrendCalibrationTests {
  static let lengths = [12, 13, 14]
  static let series = 1_000

  static func claims(_ y: [Double], policy: DescriptionPolicy = .standard) -> Bool {
    Statistics.trend(x: y.indices.map(Double.init), y: y, policy: policy)?.direction ?? .none != .none
  }

  /// A linear rise of 3 noise SDs in white noise (the planted trend of `TrendCalibrationTests`).
  static func rise(_ length: Int, using random: inout SplitMix64) -> [Double] {
    let y = NullModel.whiteNoise.series(count: length, using: &random)
    return y.indices.map { y[$0] + 3 * Double($0) / Double(length - 1) }
  }

  /// Random walks are not claimed, one series or three to a chart.
  @Test(arguments: lengths)
  func shortWalksStayUnclaimed(length: Int) {
    let one = CalibrationRate.measure(series: Self.series, seed: 0x5417 + UInt64(length)) { random in
      Self.claims(NullModel.randomWalk.series(count: length, using: &random))
    }
    let chart = CalibrationRate.measure(series: Self.series, seed: 0x5418 + UInt64(length)) { random in
      (0..<3).contains { _ in Self.claims(NullModel.randomWalk.series(count: length, using: &random)) }
    }
    CalibrationReport.record("trend", "random walk, \(length)", one, limit: 0.05, kind: .falseClaims)
    CalibrationReport.record("trend", "3 random walks to a chart, \(length)", chart, limit: 0.05, kind: .falseClaims)
    #expect(one.fraction <= 0.05, "\(length): \(one)")
    #expect(chart.fraction <= 0.05, "\(length): \(chart)")
  }

  /// The reason: the residuals of a rise in white noise are rarely told from a walk's at 12 to
  /// 14 points, and such a rise is then rarely claimed.
  @Test(arguments: lengths)
  func shortRisesLookLikeWalks(length: Int) {
    let stationary = CalibrationRate.measure(series: Self.series, seed: 0x5419 + UInt64(length)) { random in
      let y = Self.rise(length, using: &random)
      return Statistics.trend(x: y.indices.map(Double.init), y: y)?.persistence.isStationary ?? false
    }
    let found = CalibrationRate.measure(series: Self.series, seed: 0x541A + UInt64(length)) { random in
      Self.claims(Self.rise(length, using: &random))
    }
    CalibrationReport.record("trend", "rise of 3 SD in white noise, \(length)", found, limit: 0.9, kind: .detections)
    CalibrationReport.record(
      "trend", "stationary residuals of that rise, \(length)", stationary, limit: 0.25, kind: .falseClaims)
    #expect(stationary.fraction < 0.25, "\(length): stationary \(stationary)")
    #expect(found.fraction < 0.3, "\(length): found \(found)")
  }

  /// No calibrated bound does better: the lowest |τ| bound (in steps of 0.01) at which random
  /// walks stay at or under 5 % still finds the planted rise in under half of the series, far
  /// from the 90 % a claim needs, so the bound is left as it is.
  @Test(arguments: lengths)
  func noCalibratedBoundFindsShortRises(length: Int) {
    func policy(_ tau: Double) -> DescriptionPolicy {
      var policy = DescriptionPolicy.standard
      policy.randomWalkTau = tau
      return policy
    }
    var lowest = DescriptionPolicy.standard.randomWalkTau
    for step in 1...30 {
      let tau = DescriptionPolicy.standard.randomWalkTau - 0.01 * Double(step)
      let walks = CalibrationRate.measure(series: Self.series, seed: 0x541B + UInt64(length)) { random in
        Self.claims(NullModel.randomWalk.series(count: length, using: &random), policy: policy(tau))
      }
      guard walks.fraction <= 0.05 else { break }
      lowest = tau
    }
    let bound = String(format: "%.2f", lowest)
    let found = CalibrationRate.measure(series: Self.series, seed: 0x541C + UInt64(length)) { random in
      Self.claims(Self.rise(length, using: &random), policy: policy(lowest))
    }
    CalibrationReport.record(
      "trend", "rise of 3 SD at |τ| ≥ \(bound) + 1/n, \(length)", found, limit: 0.9, kind: .detections)
    #expect(found.fraction < 0.5, "\(length): |τ| ≥ \(bound) + 1/n finds \(found)")
  }
}
