import ChartModel
import ChartVoiceTestSupport
import Testing

/// ``Statistics/jump(x:y:policy:)`` on the chart that motivated it: US unemployment in 2020.
@Suite struct JumpTests {
  /// The monthly rate of 2020 (BLS, as first published), and of 2019 before it.
  static let rate2020 = [3.5, 3.5, 4.4, 14.7, 13.2, 11.0, 10.2, 8.4, 7.9, 6.9, 6.7, 6.7]
  static let rate2019 = [4.0, 3.8, 3.8, 3.7, 3.6, 3.6, 3.7, 3.6, 3.5, 3.6, 3.6, 3.6]

  @Test func unemploymentIn2020JumpedThenFellSteadily() throws {
    let y = Self.rate2020
    let jump = try #require(Statistics.jump(x: y.indices.map(Double.init), y: y))
    #expect(jump.before == DataPoint(x: 2, y: 4.4))
    #expect(jump.top == DataPoint(x: 3, y: 14.7))
    #expect(jump.last == DataPoint(x: 11, y: 6.7))
    #expect(jump.isUp)
    #expect(jump.isSteady)
  }

  @Test func twoYearsOfUnemploymentJumpedThenFell() throws {
    let y = Self.rate2019 + Self.rate2020
    let jump = try #require(Statistics.jump(x: y.indices.map(Double.init), y: y))
    #expect(jump.top == DataPoint(x: 15, y: 14.7))
    #expect(jump.isSteady)
  }

  /// A drop, then a recovery: the mirror image.
  @Test func aDropThenARiseIsFound() throws {
    let y = Self.rate2020.map { 20 - $0 }
    let jump = try #require(Statistics.jump(x: y.indices.map(Double.init), y: y))
    #expect(!jump.isUp)
    #expect(jump.top.y == 20 - 14.7)
  }

  /// A jump that stays (a step), a jump at the very end, a one-point spike: no jump that falls.
  @Test(arguments: [
    [1, 1, 1.1, 1, 5, 5.1, 5, 5, 5.1, 5, 5, 5.1],
    [1, 1.1, 1, 1.2, 1, 1.1, 1, 1.2, 1, 1.1, 1, 9],
    [1, 1.1, 1, 1.2, 9, 1.1, 1, 1.2, 1, 1.1, 1, 1.2],
    [1, 2, 3],
  ])
  func noJumpThatFallsBack(_ y: [Double]) {
    #expect(Statistics.jump(x: y.indices.map(Double.init), y: y) == nil)
  }

  /// A fall that bottomed out and turned up ends at its bottom (the audit's quarterly
  /// unemployment: 3.5 % in Q3 2022, then 3.6, 3.5, 3.6, 3.7, 3.8): "fell to 3.5 %", never to
  /// the last value above it; steadiness is measured down to the bottom.
  @Test func theFallEndsAtItsBottom() throws {
    let y = [
      3.8, 3.7, 3.6, 3.5, 3.8, 13, 8.8, 6.8, 6.2, 5.9, 5.1, 4.2, 3.9, 3.6, 3.5, 3.6, 3.5, 3.6, 3.7, 3.8,
    ]
    let jump = try #require(Statistics.jump(x: y.indices.map(Double.init), y: y))
    #expect(jump.top == DataPoint(x: 5, y: 13))
    #expect(jump.last == DataPoint(x: 14, y: 3.5))
    #expect(jump.isSteady)
    // Mirrored: a drop, then a rise that peaked and eased ends at the peak.
    let mirrored = try #require(Statistics.jump(x: y.indices.map(Double.init), y: y.map { 20 - $0 }))
    #expect(mirrored.last == DataPoint(x: 14, y: 20 - 3.5))
  }

  /// Missing values are skipped: the jump is found on the finite points.
  @Test func missingValuesAreSkipped() throws {
    var y = Self.rate2020
    y.insert(.nan, at: 5)
    let jump = try #require(Statistics.jump(x: y.indices.map(Double.init), y: y))
    #expect(jump.top == DataPoint(x: 3, y: 14.7))
    #expect(jump.last == DataPoint(x: 12, y: 6.7))
  }
}
