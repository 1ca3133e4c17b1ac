import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct TrendTests {
  @Test func documentedExample() throws {
    let trend = try #require(Statistics.trend(x: [0, 1, 2, 3, 4, 5], y: [2, 4, 5, 8, 9, 12]))
    // Six points, however monotone, cannot be told from a random walk (which is monotone in
    // 1 of 16 walks): no claim.
    #expect(trend.direction == DirectionNone.value)
    #expect(trend.mannKendall.s == 15)
    #expect(trend.mannKendall.isExact)
    #expect(isApproximatelyEqual(trend.mannKendall.pValue, 2.0 / 720))
    #expect(trend.theilSen.slope == 2)
  }

  @Test func tooFewPointsOrOnePosition() {
    #expect(Statistics.trend(x: [0, 1, 2, 3], y: [1, 2, 3, 4]) == nil)
    #expect(Statistics.trend(x: [0, 1, 2, 3, 4, 5], y: [1, .nan, 3, .nan, 5, .nan]) == nil)
    #expect(Statistics.trend(x: [1, 1, 1, 1, 1], y: [1, 2, 3, 4, 5]) == nil)
    var policy = DescriptionPolicy()
    policy.minimumPointsForTrendTest = 3
    #expect(Statistics.trend(x: [0, 1, 2], y: [1, 2, 3], policy: policy) != nil)
    policy.minimumPointsForTrendTest = 0
    #expect(Statistics.trend(x: [0], y: [1], policy: policy) == nil)
  }

  @Test func constantSeriesHasNoDirection() throws {
    let trend = try #require(
      Statistics.trend(x: (0..<20).map(Double.init), y: Array(repeating: 2, count: 20)))
    #expect(trend.direction == .none)
    #expect(trend.theilSen.slope == 0)
    #expect(trend.mannKendall.variance == 0)
  }

  @Test func significanceFollowsThePolicy() throws {
    let x = (0..<16).map(Double.init)
    let y: [Double] = [1, 3, 2, 4, 6, 5, 8, 7, 9, 11, 10, 12, 14, 13, 16, 15]  // S = 106, p ≈ 4e-6
    let trend = try #require(Statistics.trend(x: x, y: y))
    #expect(trend.persistence.isStationary)
    #expect(trend.direction == .rising)
    var strict = DescriptionPolicy()
    strict.trendClaimSignificance = trend.pValue
    #expect(Statistics.trend(x: x, y: y, policy: strict)?.direction == DirectionNone.value)
  }

  @Test func testRunsInSeriesOrderAndSlopeOverPositions() throws {
    // x runs backwards along the series: the values rise in series order, so the test says
    // rising, while over the positions the line falls.
    let x = (0..<12).map { Double(11 - $0) }
    let y = (0..<12).map { Double($0) * 1.5 }
    let trend = try #require(Statistics.trend(x: x, y: y))
    #expect(trend.direction == .rising)
    #expect(trend.theilSen.slope == -1.5)
  }

  /// The oracles' direction is the plain Mann–Kendall test's at α = 0.05; the claimed direction
  /// is that or none (the calibrated test is stricter, never opposite).
  @Test(arguments: StatisticsOracles.all)
  func directionMatchesTheOracle(oracle: StatisticsOracles.Case) {
    let trend = Statistics.trend(x: oracle.x, y: oracle.values)
    #expect(trend.map(Self.plainDirection)?.rawValue == oracle.expected.direction)
    if let trend, trend.direction != .none { #expect(trend.direction == Self.plainDirection(trend)) }
  }

  /// The direction of the plain (uncorrected) Mann–Kendall test at α = 0.05.
  static func plainDirection(_ trend: TrendResult) -> TrendDirection {
    let test = trend.mannKendall
    return test.pValue >= 0.05 || test.s == 0 ? .none : test.s > 0 ? .rising : .falling
  }

  /// A random walk that wandered down over 500 points is significant by the plain test, and no
  /// trend by the calibrated one.
  @Test func aWanderingWalkIsNoTrend() throws {
    let oracle = try #require(StatisticsOracles.all.first { $0.name == "walk-n500" })
    let trend = try #require(Statistics.trend(x: oracle.x, y: oracle.values))
    #expect(Self.plainDirection(trend) == .falling)
    #expect(trend.direction == DirectionNone.value)
    #expect(!trend.persistence.isStationary)
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func strictlyIncreasingIsRising(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let count = 8 + generator.nextIndex(below: 3_000)
    let x = generator.increasingPositions(count: count)
    let y = generator.increasingPositions(count: count)
    let trend = try #require(Statistics.trend(x: x, y: y))
    #expect(trend.direction == .rising)
    #expect(trend.mannKendall.s == Int64(count * (count - 1) / 2))
    #expect(trend.theilSen.slope > 0)
    #expect(trend.theilSen.isSampled == (count > DescriptionPolicy.standard.exactTheilSenLimit))
  }
}

/// `.none` spelled so it cannot be mistaken for `Optional.none` in a comparison with an optional.
private enum DirectionNone {
  static let value: TrendDirection = .none
}
