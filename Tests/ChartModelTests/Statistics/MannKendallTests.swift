import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct MannKendallTests {
  // MARK: - Edge cases

  @Test func fewerThanTwoValuesHaveNoTest() {
    #expect(Statistics.mannKendall([]) == nil)
    #expect(Statistics.mannKendall([4]) == nil)
    #expect(Statistics.mannKendall([.nan, 4, .nan]) == nil)
  }

  @Test func twoValues() throws {
    let result = try #require(Statistics.mannKendall([2, 5]))
    #expect(result.s == 1)
    #expect(result.variance == 1)
    #expect(result.z == 0)
    #expect(result.pValue == 1)
    #expect(result.isExact)
  }

  @Test func constantSeriesDividesByNothing() throws {
    let result = try #require(Statistics.mannKendall([Double](repeating: 3.5, count: 40)))
    #expect(result.count == 40)
    #expect(result.s == 0)
    #expect(result.variance == 0)
    #expect(result.z == 0)
    #expect(result.pValue == 1)
    #expect(!result.isExact)
  }

  @Test func missingValuesAreSkippedInOrder() {
    let values: [Double] = [1, 3, 2, 5, 4, 6]
    let withGaps: [Double] = [.nan, 1, 3, .nan, 2, 5, .nan, 4, 6, .nan]
    #expect(Statistics.mannKendall(withGaps) == Statistics.mannKendall(values))
    #expect(Statistics.mannKendall(withGaps)?.count == 6)
  }

  @Test func documentedExample() throws {
    let result = try #require(Statistics.mannKendall([1, 3, 2, 4, 5, 7, 6, 8, 9, 10, 12, 11]))
    #expect(result.s == 60)
    #expect(!result.isExact)
    #expect(result.pValue < 0.0001)
  }

  @Test func exactLimitFollowsThePolicy() throws {
    let values: [Double] = [1, 3, 2, 4, 5, 7, 6, 8]
    var policy = DescriptionPolicy()
    #expect(Statistics.mannKendall(values, policy: policy)?.isExact == true)
    policy.exactMannKendallLimit = 7
    let normal = try #require(Statistics.mannKendall(values, policy: policy))
    #expect(!normal.isExact)
    #expect(normal.pValue == Statistics.normalTwoSidedPValue(normal.z))
  }

  // MARK: - Oracle

  @Test(arguments: StatisticsOracles.all)
  func matchesPymannkendallAndScipy(oracle: StatisticsOracles.Case) throws {
    let result = Statistics.mannKendall(oracle.values)
    guard let expected = oracle.expected.mannKendall else {
      #expect(result == nil)
      return
    }
    let actual = try #require(result)
    #expect(actual.count == oracle.expected.count)
    #expect(actual.s == expected.s)
    #expect(isApproximatelyEqual(actual.variance, expected.variance, relativeTolerance: 1e-12))
    #expect(isApproximatelyEqual(actual.z, expected.z, relativeTolerance: 1e-12))
    #expect(actual.isExact == expected.isExact)
    if let exact = expected.pExact {
      // scipy's kendalltau(method: "exact").
      #expect(
        isApproximatelyEqual(actual.pValue, exact, relativeTolerance: 1e-12),
        "p \(actual.pValue) vs \(exact)")
    } else {
      // erfc keeps relative accuracy in the tail; pymannkendall's 2·(1 − Φ) is only close in
      // absolute terms.
      #expect(
        isApproximatelyEqual(
          actual.pValue, expected.pNormalTail, relativeTolerance: 1e-10, absoluteTolerance: 0),
        "p \(actual.pValue) vs \(expected.pNormalTail)")
      #expect(abs(actual.pValue - expected.pPymannkendall) < 1e-12)
    }
  }

  // MARK: - Properties

  @Test(arguments: 0..<100 as Range<UInt64>)
  func fastSEqualsTheNaiveSWithManyTies(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let count = 2 + generator.nextIndex(below: 600)
    var values = generator.tiedValues(count: count, distinct: 1 + generator.nextIndex(below: 10))
    if seed.isMultiple(of: 4) { values[generator.nextIndex(below: count)] = .nan }
    let result = try #require(Statistics.mannKendall(values))
    #expect(result.s == NaiveStatistics.mannKendallS(values), "count \(count)")
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func strictlyIncreasingGivesTheLargestS(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let count = 2 + generator.nextIndex(below: 2_000)
    let values = generator.increasingPositions(count: count)
    let result = try #require(Statistics.mannKendall(values))
    #expect(result.s == Int64(count * (count - 1) / 2))
    let reversed = try #require(Statistics.mannKendall(values.reversed()))
    #expect(reversed.s == -result.s)
    #expect(reversed.pValue == result.pValue)
    if count >= 5 { #expect(result.pValue < 0.05) }
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func monotoneTransformsChangeNothing(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let values = generator.trendValues(count: 5 + generator.nextIndex(below: 200), slope: 0.02)
    let shift = generator.nextNormal() * 100
    let scale = 0.01 + generator.nextUnit() * 100
    let result = Statistics.mannKendall(values)
    #expect(Statistics.mannKendall(values.map { $0 * scale + shift })?.s == result?.s)
    #expect(Statistics.mannKendall(values.map { $0 * $0 * $0 })?.s == result?.s)
  }
}
