import ChartModel
import ChartVoiceTestSupport
import Testing

@Suite struct NormalDistributionTests {
  /// Φ(z) from scipy.stats.norm.cdf.
  @Test(arguments: [
    (0.0, 0.5), (-1.96, 0.024997895148220435), (1.0, 0.8413447460685429),
    (-5.0, 2.866515718791933e-07), (-10.0, 7.61985302416047e-24),
    (-37.0, 5.7255712225239266e-300), (8.5, 1.0),
  ])
  func cumulativeDistribution(z: Double, expected: Double) {
    let actual = Statistics.normalCDF(z)
    #expect(
      isApproximatelyEqual(actual, expected, relativeTolerance: 1e-13, absoluteTolerance: 0),
      "Φ(\(z)) = \(actual)")
  }

  /// 2·norm.sf(z) from scipy.
  @Test(arguments: [
    (1.959963984540054, 0.05), (0.0, 1.0), (10.0, 1.523970604832094e-23),
    (-3.0, 0.0026997960632601866),
  ])
  func twoSidedTail(z: Double, expected: Double) {
    let actual = Statistics.normalTwoSidedPValue(z)
    #expect(
      isApproximatelyEqual(actual, expected, relativeTolerance: 1e-13, absoluteTolerance: 0),
      "p(\(z)) = \(actual)")
  }

  @Test func infinitiesAndNaN() {
    #expect(Statistics.normalCDF(-.infinity) == 0)
    #expect(Statistics.normalCDF(.infinity) == 1)
    #expect(Statistics.normalTwoSidedPValue(.infinity) == 0)
    #expect(Statistics.normalTwoSidedPValue(-40) == 0)
    #expect(Statistics.normalCDF(.nan).isNaN)
  }

  @Test func tailsAreSymmetric() {
    for z in stride(from: -8.0, through: 8.0, by: 0.5) {
      #expect(
        isApproximatelyEqual(
          Statistics.normalCDF(z) + Statistics.normalCDF(-z), 1, relativeTolerance: 1e-15))
      #expect(Statistics.normalTwoSidedPValue(z) == Statistics.normalTwoSidedPValue(-z))
    }
  }
}
