import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct TurningPointTests {
  static func turn(_ y: [Double]) -> TurningPoint? {
    Statistics.turningPoint(x: y.indices.map(Double.init), y: y)
  }

  @Test func aCleanPeakAndValleyAreFound() {
    let peak: [Double] = [3, 5, 8, 12, 15, 19, 22, 18, 14, 11, 7, 4]
    #expect(Self.turn(peak) == TurningPoint(point: DataPoint(x: 6, y: 22), isPeak: true))
    #expect(Self.turn(peak.map { -$0 }) == TurningPoint(point: DataPoint(x: 6, y: -22), isPeak: false))
  }

  @Test func tooFewPointsOrSidesHaveNoTurningPoint() {
    #expect(Self.turn([1, 5, 1]) == nil)
    #expect(Self.turn([1, 2, 3, 4, 5, 9, 1]) == nil)  // one point after the maximum
    #expect(Self.turn([4, 4, 4, 4, 4, 4, 4, 4]) == nil)
  }

  /// A small fall after the maximum is not a peak: the outer third must come down by a quarter
  /// of the range.
  @Test func aSmallFallIsNoPeak() {
    #expect(Self.turn([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 9.8, 9.6, 9.5, 9.4]) == nil)
  }

  /// A rise, a fall and a rise to a new high: its maximum is at the end and its minima at the
  /// start and in the middle, so no single turning point is claimed.
  @Test func aRiseFallRiseHasNoSingleTurningPoint() {
    let n: [Double] = [0, 2, 4, 6, 8, 10, 8, 6, 4, 2, 0, 2, 4, 6, 8, 10, 12]
    #expect(Self.turn(n) == nil)
  }

  /// A noisy walk has no tested turning point, however high its maximum.
  @Test func aWalkHasNoPeak() {
    var random = SplitMix64(seed: 11)
    let y = NullModel.randomWalk.series(count: 300, using: &random)
    #expect(Self.turn(y) == nil)
  }

  /// Long series are tested on bucket means; the point named is the raw maximum.
  @Test func longSeriesNameTheRawExtreme() throws {
    var random = SplitMix64(seed: 5)
    let y = (0..<20_000).map { index -> Double in
      let t = Double(index) / 19_999
      return 6 * (1 - abs(2 * t - 1)) + random.nextNormal()
    }
    let turn = try #require(Self.turn(y))
    #expect(turn.isPeak)
    #expect(turn.point.y == y.max())
  }
}
