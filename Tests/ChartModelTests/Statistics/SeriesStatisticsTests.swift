import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct SeriesStatisticsTests {
  private func series(_ y: [Double], x: [Double]? = nil) -> DataSeries {
    DataSeries(name: "S", isContinuous: true, x: x ?? y.indices.map(Double.init), y: y)
  }

  // MARK: - Edge cases

  @Test func noFiniteValueNoStatistics() {
    #expect(SeriesStatistics(series([])) == nil)
    #expect(SeriesStatistics(series([.nan, .nan, .nan])) == nil)
  }

  @Test func onePoint() throws {
    let stats = try #require(SeriesStatistics(series([.nan, 4, .nan], x: [10, 20, 30])))
    #expect(stats.count == 1)
    #expect(stats.missing == 2)
    #expect(stats.min == DataPoint(x: 20, y: 4))
    #expect(stats.max == stats.min)
    #expect(stats.first == stats.min)
    #expect(stats.last == stats.min)
    #expect(stats.mean == 4)
    #expect(stats.median == 4)
    #expect(stats.change == 0)
    #expect(stats.percentChange == 0)
    #expect(stats.isConstant)
    #expect(stats.trend == nil)
  }

  @Test func twoPoints() throws {
    let stats = try #require(SeriesStatistics(series([5, 2])))
    #expect(stats.change == -3)
    #expect(stats.percentChange == -60)
    #expect(stats.median == 3.5)
    #expect(stats.trend == nil)
  }

  @Test func documentedExample() throws {
    let rain = DataSeries(name: "Rain", isContinuous: true, x: [0, 1, 2, 3], y: [4, .nan, 2, 8])
    let stats = try #require(SeriesStatistics(rain))
    #expect(stats.count == 3)
    #expect(stats.missing == 1)
    #expect(stats.max == DataPoint(x: 3, y: 8))
    #expect(stats.change == 4)
    #expect(stats.trend == nil)
  }

  @Test func tiesReportTheFirstOccurrence() throws {
    let stats = try #require(
      SeriesStatistics(series([3, 1, 9, 1, 9, 3], x: [0, 10, 20, 30, 40, 50])))
    #expect(stats.min == DataPoint(x: 10, y: 1))
    #expect(stats.max == DataPoint(x: 20, y: 9))
  }

  @Test func constantSeries() throws {
    let stats = try #require(SeriesStatistics(series(Array(repeating: 2.5, count: 30))))
    #expect(stats.isConstant)
    #expect(stats.change == 0)
    let trend = try #require(stats.trend)
    #expect(trend.direction == .none)
    #expect(trend.mannKendall.variance == 0)
    #expect(trend.mannKendall.pValue == 1)
    #expect(trend.theilSen.slope == 0)
  }

  @Test(arguments: [
    // (first, last, min, max, percent change or nil)
    ([10.0, 12, 15], 50.0 as Double?),  // positive start
    ([-10.0, -5, 0], nil),  // negative start
    ([0.0, 5, 10], nil),  // zero start
    ([0.2, 50, 100], nil),  // start below 5 % of the range
    ([6.0, 50, 100], 1_566.666_666_666_666_7),  // start above 5 % of the range
  ])
  func percentChangeOnlyFromAMeaningfulStart(values: [Double], expected: Double?) throws {
    let stats = try #require(SeriesStatistics(series(values)))
    #expect(isApproximatelyEqual(stats.percentChange, expected))
  }

  @Test func hugeAndTinyMagnitudes() throws {
    let huge = try #require(
      SeriesStatistics(series([1.6e308, 1.7e308, 1.5e308, 1.65e308, 1.72e308])))
    #expect(huge.mean.isFinite)
    #expect(huge.median == 1.65e308)
    let tiny = try #require(SeriesStatistics(series((1...20).map { Double($0) * 1e-300 })))
    #expect(tiny.trend?.direction == .rising)
    #expect(isApproximatelyEqual(tiny.trend?.theilSen.slope, 1e-300))
  }

  @Test func policyDecidesWhenToTest() throws {
    var policy = DescriptionPolicy()
    policy.minimumPointsForTrendTest = 8
    #expect(SeriesStatistics(series([1, 2, 3, 4, 5, 6, 7]), policy: policy)?.trend == nil)
    #expect(SeriesStatistics(series([1, 2, 3, 4, 5, 6, 7, 8]), policy: policy)?.trend != nil)
  }

  // MARK: - Oracle

  @Test(arguments: StatisticsOracles.all)
  func matchesTheOracles(oracle: StatisticsOracles.Case) throws {
    let stats = SeriesStatistics(oracle.series)
    let expected = oracle.expected
    guard let expectedMean = expected.mean else {
      #expect(stats == nil)
      return
    }
    let actual = try #require(stats)
    #expect(actual.count == expected.count)
    #expect(actual.missing == expected.missing)
    #expect(actual.min == expected.min?.dataPoint)
    #expect(actual.max == expected.max?.dataPoint)
    #expect(actual.first == expected.first?.dataPoint)
    #expect(actual.last == expected.last?.dataPoint)
    #expect(
      isApproximatelyEqual(
        actual.mean, expectedMean, relativeTolerance: 1e-14, absoluteTolerance: 0))
    #expect(
      isApproximatelyEqual(
        actual.median, expected.median, relativeTolerance: 1e-15, absoluteTolerance: 0))
    #expect(actual.trend.map(TrendTests.plainDirection)?.rawValue == expected.direction)
    if let trend = actual.trend, let mannKendall = expected.mannKendall {
      #expect(trend.mannKendall.s == mannKendall.s)
    }
  }

  // MARK: - Properties

  @Test(arguments: 0..<100 as Range<UInt64>)
  func orderFreeStatisticsIgnorePermutation(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let count = 1 + generator.nextIndex(below: 400)
    var values = generator.tiedValues(count: count, distinct: 2 + generator.nextIndex(below: 30))
    if seed.isMultiple(of: 3) { values[generator.nextIndex(below: count)] = .nan }
    guard let stats = SeriesStatistics(series(values)) else {
      let allMissing = values.allSatisfy(\.isNaN)
      #expect(allMissing)
      return
    }
    let shuffled = try #require(SeriesStatistics(series(generator.shuffled(values))))
    #expect(
      isApproximatelyEqual(
        shuffled.mean, stats.mean, relativeTolerance: 1e-13, absoluteTolerance: 1e-13))
    #expect(shuffled.median == stats.median)
    #expect(shuffled.min.y == stats.min.y)
    #expect(shuffled.max.y == stats.max.y)
    #expect(shuffled.count == stats.count)
    #expect(shuffled.missing == stats.missing)
  }
}
