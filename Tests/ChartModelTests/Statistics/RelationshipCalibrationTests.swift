import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Calibration of the scatter relationship claim (``CorrelationResult/isRelated(policy:)``:
/// Pearson's r with a t-test, p < 0.03; otherwise "no clear relationship").
///
/// Null models without a relationship: x and y independent, x uniform and y drawn from each
/// time-series null model of `NullModel` that does not depend on x by construction — white noise
/// and, for heavy tails, a normal cubed. (A random walk or a season plotted against time *is* a
/// relationship with time, so those belong to the trend calibration, not here.) Limit: ≤ 5 %
/// false "relationship" claims at 12, 50, 365 and 10,000 points.
///
/// Planted pattern: bivariate normal x, y with correlation 0.5 at 50, 365 and 10,000 points (0.85
/// at 12 points); detection ≥ 90 %.
@Suite struct RelationshipCalibrationTests {
  enum Noise: String, CaseIterable, CustomTestStringConvertible {
    case normal, cubedNormal
    var testDescription: String { rawValue }
  }

  @Test(arguments: Noise.allCases, NullModel.lengths)
  func independentColumnsAreNotRelated(_ noise: Noise, _ length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0xBE_0000 + UInt64(length)) { random in
      var x: [Double] = []
      var y: [Double] = []
      for _ in 0..<length {
        x.append(random.nextUnit())
        let e = random.nextNormal()
        y.append(noise == .normal ? e : e * e * e)
      }
      return Statistics.correlation(x: x, y: y)?.isRelated(policy: .standard) ?? false
    }
    CalibrationReport.record(
      "relationship", "independent \(noise.rawValue), \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(noise.rawValue), \(length): \(rate)")
  }

  @Test(arguments: NullModel.lengths)
  func plantedCorrelationIsFound(_ length: Int) {
    let series = CalibrationSize.series(length: length)
    let rho = length < 50 ? 0.85 : 0.5
    let rate = CalibrationRate.measure(series: series, seed: 0xBF_0000 + UInt64(length)) { random in
      let (x, y) = Self.correlated(rho, length: length, using: &random)
      return Statistics.correlation(x: x, y: y)?.isRelated(policy: .standard) ?? false
    }
    CalibrationReport.record("relationship", "r = \(rho), \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9, "r = \(rho), \(length): \(rate)")
  }

  /// A scatter plot of 3 colour groups, each with x and y independent: a group is said to be
  /// related when ``CorrelationResult/isRelated(policy:among:)`` passes at the level divided by
  /// the 3 groups, so a chart with any group falsely "related" stays ≤ 5 % (the whole chart's
  /// false-claim rate, not each group's).
  @Test(arguments: NullModel.lengths)
  func independentGroupsAreNotRelated(_ length: Int) {
    let groups = 3
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0xC0_0000 + UInt64(length)) { random in
      (0..<groups).contains { _ in
        var x: [Double] = []
        var y: [Double] = []
        for _ in 0..<length {
          x.append(random.nextUnit())
          y.append(random.nextNormal())
        }
        return Statistics.correlation(x: x, y: y)?.isRelated(policy: .standard, among: groups) ?? false
      }
    }
    CalibrationReport.record("relationship", "3 independent groups, \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(length): \(rate)")
  }

  /// A planted correlation within every one of 3 groups (0.55 at 50 points and more, 0.9 at 12:
  /// the level divided by 3 needs a little more than one group alone) is found in each group at
  /// the divided level in ≥ 90 % of charts' groups.
  @Test(arguments: NullModel.lengths)
  func plantedGroupCorrelationIsFound(_ length: Int) {
    let groups = 3
    let series = CalibrationSize.series(length: length)
    let rho = length < 50 ? 0.9 : 0.55
    let rate = CalibrationRate.measure(series: series, seed: 0xC1_0000 + UInt64(length)) { random in
      let (x, y) = Self.correlated(rho, length: length, using: &random)
      return Statistics.correlation(x: x, y: y)?.isRelated(policy: .standard, among: groups) ?? false
    }
    CalibrationReport.record("relationship", "group r = \(rho), \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9, "r = \(rho), \(length): \(rate)")
  }

  /// Bivariate normal x and y with correlation `rho`.
  static func correlated(_ rho: Double, length: Int, using random: inout SplitMix64) -> (x: [Double], y: [Double]) {
    var x: [Double] = []
    var y: [Double] = []
    for _ in 0..<length {
      let a = random.nextNormal()
      x.append(a)
      y.append(rho * a + (1 - rho * rho).squareRoot() * random.nextNormal())
    }
    return (x, y)
  }

  /// The t-test's p-value against `scipy.stats.pearsonr` (values computed with scipy 1.x).
  @Test func pValueMatchesScipy() {
    #expect(abs(Statistics.studentTTwoSided(2.228138851986, degrees: 10) - 0.05) < 1e-6)
    #expect(abs(Statistics.studentTTwoSided(1.0, degrees: 1) - 0.5) < 1e-9)
    #expect(abs(Statistics.studentTTwoSided(-2.0, degrees: 30) - 0.0546250) < 1e-6)
    #expect(Statistics.studentTTwoSided(0, degrees: 5) == 1)
  }
  /// y = 10^x over 8 points: a straight line fits poorly (r = 0.63, p ≈ 0.1), but the order is
  /// perfect (ρ = 1), so x and y are related; "no clear relationship" would be false.
  @Test func aMonotoneCurveIsARelationship() throws {
    let x = (0..<8).map(Double.init)
    let r = try #require(Statistics.correlation(x: x, y: x.map { pow(10, $0) }))
    #expect(r.pValue > DescriptionPolicy.standard.relationshipSignificance)
    #expect(r.rankPValue == 0)
    #expect(r.isRelated(policy: .standard))
  }
}
