import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct TheilSenTests {
  // MARK: - Edge cases

  @Test func needsTwoDistinctPositions() {
    #expect(Statistics.theilSen(x: [], y: []) == nil)
    #expect(Statistics.theilSen(x: [1], y: [4]) == nil)
    #expect(Statistics.theilSen(x: [2, 2, 2], y: [1, 5, 3]) == nil)
    #expect(Statistics.theilSen(x: [0, 1, 2], y: [.nan, 4, .nan]) == nil)
  }

  @Test func twoPoints() throws {
    let line = try #require(Statistics.theilSen(x: [1, 3], y: [2, 8]))
    #expect(line.slope == 3)
    #expect(line.intercept == -1)
    #expect(!line.isSampled)
    #expect(line.fitted(at: 2) == 5)
  }

  @Test func documentedExampleIgnoresTheOutlier() throws {
    let line = try #require(Statistics.theilSen(x: [0, 1, 2, 3, 4, 5], y: [1, 3, 5, 7, 9, 100]))
    #expect(line.slope == 2)
    #expect(line.intercept == 1)
  }

  @Test func constantSeriesHasZeroSlope() throws {
    let line = try #require(Statistics.theilSen(x: [0, 1, 2, 3, 4], y: [7, 7, 7, 7, 7]))
    #expect(line.slope == 0)
    #expect(line.intercept == 7)
  }

  @Test func pairsWithEqualPositionsAreSkipped() throws {
    // Without skipping, the pair at x = 1 would divide by zero.
    let line = try #require(Statistics.theilSen(x: [0, 1, 1, 2], y: [0, 1, 5, 2]))
    #expect(line.slope.isFinite)
  }

  @Test func opposingHugeValuesDoNotOverflow() throws {
    let line = try #require(Statistics.theilSen(x: [0, 1, 2], y: [-1.7e308, 0, 1.7e308]))
    #expect(line.slope == 1.7e308)
    #expect(line.intercept.isFinite)
  }

  // MARK: - Oracle

  @Test(arguments: StatisticsOracles.cases { $0.expected.theilSen?.isSampled != true })
  func matchesScipyExactly(oracle: StatisticsOracles.Case) throws {
    let line = Statistics.theilSen(x: oracle.x, y: oracle.values)
    guard let expected = oracle.expected.theilSen else {
      #expect(line == nil)
      return
    }
    let actual = try #require(line)
    #expect(!actual.isSampled)
    #expect(
      isApproximatelyEqual(
        actual.slope, expected.slope, relativeTolerance: 1e-12, absoluteTolerance: 0),
      "slope \(actual.slope) vs \(expected.slope)")
    // The intercept is a median of y − slope·x, so its error is the slope's times |x| plus y's
    // rounding: compare on the scale of the residuals.
    let scale = oracle.values.filter(\.isFinite).map(abs).max() ?? 1
    #expect(
      isApproximatelyEqual(
        actual.intercept, expected.intercept, relativeTolerance: 1e-12,
        absoluteTolerance: 1e-12 * scale), "intercept \(actual.intercept) vs \(expected.intercept)")
  }

  @Test(arguments: StatisticsOracles.cases { $0.expected.theilSen?.isSampled == true })
  func sampledSlopeLiesInsideTheSamplingBand(oracle: StatisticsOracles.Case) throws {
    // The sample median of m slopes is a sample quantile: its quantile has standard error
    // 0.5/√m (≈ 0.0011 for m = 200,000). The fixture gives the pairwise slopes' quantiles at
    // 0.5 ± 5 standard errors; the seeded estimate must fall between them (a miss by chance
    // would have probability below 10⁻⁶). The intercept, median(y − b·x), falls as b rises when
    // x ≥ 0, so it must lie between the intercepts at the band's ends.
    let expected = try #require(oracle.expected.theilSen)
    let policy = DescriptionPolicy.standard
    #expect(expected.samplePairs == policy.theilSenSamplePairs)
    let slopeBand = try #require(expected.slopeBand)
    let interceptBand = try #require(expected.interceptBand)
    let line = try #require(Statistics.theilSen(x: oracle.x, y: oracle.values, policy: policy))
    #expect(line.isSampled)
    #expect(
      line.slope >= slopeBand[0] && line.slope <= slopeBand[1],
      "slope \(line.slope) outside \(slopeBand); exact \(expected.slope)")
    #expect(
      line.intercept >= interceptBand[0] && line.intercept <= interceptBand[1],
      "intercept \(line.intercept) outside \(interceptBand)")
    // Relative to the exact slope this is well within 2 % here.
    #expect(abs(line.slope - expected.slope) <= 0.02 * abs(expected.slope))
  }

  @Test func sampledSlopeIsReproducibleAndFollowsTheSeed() throws {
    var generator = SplitMix64(seed: 5)
    let y = generator.trendValues(count: 3_000, slope: 0.01)
    let x = (0..<3_000).map(Double.init)
    let first = try #require(Statistics.theilSen(x: x, y: y))
    #expect(Statistics.theilSen(x: x, y: y) == first)
    var policy = DescriptionPolicy()
    policy.theilSenSeed = 12_345
    let reseeded = try #require(Statistics.theilSen(x: x, y: y, policy: policy))
    #expect(reseeded.isSampled)
    #expect(reseeded.slope != first.slope)
    policy.exactTheilSenLimit = 3_000
    #expect(Statistics.theilSen(x: x, y: y, policy: policy)?.isSampled == false)
  }

  // MARK: - Properties

  @Test(arguments: 0..<100 as Range<UInt64>)
  func shiftScaleAndReversal(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let count = 2 + generator.nextIndex(below: 120)
    let x = generator.increasingPositions(count: count)
    // Values with a dyadic grid keep shifting and scaling by powers of two exact.
    let y = generator.trendValues(count: count, slope: generator.nextNormal()).map {
      ($0 * 64).rounded() / 64
    }
    let line = try #require(Statistics.theilSen(x: x, y: y))

    let shift = Double(generator.nextIndex(below: 1_000)) - 500
    let shifted = try #require(Statistics.theilSen(x: x, y: y.map { $0 + shift }))
    #expect(
      isApproximatelyEqual(
        shifted.slope, line.slope, relativeTolerance: 1e-9, absoluteTolerance: 1e-9))
    #expect(
      isApproximatelyEqual(
        shifted.intercept, line.intercept + shift, relativeTolerance: 1e-9, absoluteTolerance: 1e-9)
    )

    let scale = 0.1 + generator.nextUnit() * 50
    let scaled = try #require(Statistics.theilSen(x: x, y: y.map { $0 * scale }))
    #expect(
      isApproximatelyEqual(
        scaled.slope, line.slope * scale, relativeTolerance: 1e-12, absoluteTolerance: 1e-12))

    let reflected = try #require(Statistics.theilSen(x: x.map { -$0 }, y: y))
    #expect(reflected.slope == -line.slope)
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func exactMedianOfPairwiseSlopes(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    let count = 2 + generator.nextIndex(below: 60)
    let x = (0..<count).map { _ in Double(generator.nextIndex(below: 20)) }  // repeated positions
    let y = generator.tiedValues(count: count, distinct: 6)
    var slopes: [Double] = []
    for i in 0..<count {
      for j in (i + 1)..<count where x[i] != x[j] { slopes.append((y[j] - y[i]) / (x[j] - x[i])) }
    }
    let line = Statistics.theilSen(x: x, y: y)
    guard !slopes.isEmpty else {
      #expect(line == nil)
      return
    }
    #expect(line?.slope == Statistics.median(slopes))
  }
}
