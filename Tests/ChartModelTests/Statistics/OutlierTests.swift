import ChartModel
import ChartVoiceTestSupport
import Testing

@Suite struct OutlierTests {
  @Test func aSpikeInATrendIsFoundAndEndpointsAreNot() {
    var y: [Double] = (0..<30).map { (i: Int) -> Double in
      let wobble: Double = i % 3 == 0 ? 1 : -1
      return 100 + Double(i) * 0.5 + wobble
    }
    y[17] = 185
    y[29] = 400  // an endpoint is never an outlier of a time series
    let result = Statistics.outliers(x: y.indices.map(Double.init), y: y, method: .rollingMedian(window: 5))
    #expect(result.outliers.map(\.point.x) == [17])
    #expect(result.outliers.first?.z ?? 0 > 3.5)
  }

  @Test func missingValuesAreSkippedAndNeighboursSpanThem() {
    var y = (0..<20).map { Double($0) }
    y[5] = .nan
    y[10] = 90
    let result = Statistics.outliers(x: y.indices.map(Double.init), y: y, method: .rollingMedian(window: 5))
    #expect(result.outliers.map(\.point) == [DataPoint(x: 10, y: 90)])
  }

  @Test func robustZFallsBackToTheMeanAbsoluteDeviation() {
    // MAD is 0: the scale is 1.2533 × the mean absolute deviation (4/7).
    let z = Statistics.robustZ([5, 5, 5, 5, 5, 5, 9])
    #expect(abs(z[6] - 4 / (1.2533 * 4 / 7)) < 1e-12)
    #expect(Statistics.robustZ([3, 3, 3]) == [0, 0, 0])
  }

  @Test func constantAndTinySeriesHaveNoOutliers() {
    #expect(Statistics.outliers(x: [0, 1, 2, 3], y: [2, 2, 2, 2], method: .values).count == 0)
    #expect(Statistics.outliers(x: [0, 1], y: [1, 100], method: .values).count == 0)
  }

  @Test func theListIsCappedButTheCountIsExact() {
    var policy = DescriptionPolicy()
    policy.maximumListedItems = 2
    let y: [Double] = (0..<100).map { (i: Int) -> Double in i % 10 == 5 ? 1_000 : Double(i % 3) }
    let result = Statistics.outliers(x: y.indices.map(Double.init), y: y, method: .values, policy: policy)
    #expect(result.count == 10)
    #expect(result.outliers.count == 2)
  }
}
