import ChartModel
import Testing

/// `Statistics.largestPartChange` (`Composition.swift`): the part that became the largest and stayed so.
@Suite struct CompositionTests {
  static func change(_ parts: [[Double]]) -> LargestPartChange? {
    let count = parts[0].count
    let totals = (0..<count).map { t in parts.reduce(0) { $0 + $1[t] } }
    return Statistics.largestPartChange(columns: parts, totals: totals, x: (0..<count).map { Double(2_000 + $0) })
  }

  @Test func aPartThatOvertakesTheLeaderAndStaysAheadIsFound() throws {
    let change = try #require(Self.change([[6, 5, 3, 2], [1, 2, 4, 5]]))
    #expect(change == LargestPartChange(component: 1, previous: 0, position: 2, x: 2_002))
  }

  @Test func aLeaderThatComesBackIsNoChange() {
    // B leads at the end, but it led before its final run too.
    #expect(Self.change([[5, 1, 5, 1], [1, 5, 1, 5]]) == nil)
  }

  @Test func theSameLeaderThroughoutIsNoChange() {
    #expect(Self.change([[6, 6, 7, 8], [1, 2, 4, 5]]) == nil)
  }

  @Test func fewerThanFourPositionsSayNothing() {
    #expect(Self.change([[6, 3, 2], [1, 4, 5]]) == nil)
  }

  @Test func aMissingPartCountsAsZeroAndTiesHaveNoLeader() throws {
    // B has no value at the first position; at the third the two tie, so B leads from the fourth.
    let change = try #require(Self.change([[6, 5, 3, 2, 1], [.nan, 2, 3, 5, 6]]))
    #expect(change.position == 3)
  }

  @Test func aChangeWithinTheNoiseIsNotClaimed() {
    // A and C swap the lead back and forth by 30 points; B leads only at the end, by 10: noise.
    let a: [Double] = [50, 20, 50, 20, 30]
    let c: [Double] = [20, 50, 20, 50, 30]
    let b: [Double] = [30, 30, 30, 30, 40]
    #expect(Self.change([a, b, c]) == nil)
    // The same end after a steady lead is a change.
    #expect(Self.change([[50, 48, 46, 44, 30, 28], b + [42], [20, 22, 24, 26, 30, 30]])?.component == 1)
  }

  @Test func aLeadOfOnePositionAtTheEndIsNoChange() {
    #expect(Self.change([[6, 5, 4, 3, 2], [1, 2, 3, 2, 5]]) == nil)
  }

  @Test func aStackEndingInASliverSaysNoShiftAndNoChange() throws {
    let x: [Double] = [1, 2, 3, 4, 5]
    let a = DataSeries(name: "A", isContinuous: true, x: x, y: [80, 50, 30, 20, 1])
    let b = DataSeries(name: "B", isContinuous: true, x: x, y: [20, 50, 70, 80, 3])
    let sliver = try #require(PartToWhole(stack: [a, b], ordered: true))
    #expect(sliver.shifts.isEmpty && sliver.largestPartChange == nil)
    let solid = DataSeries(name: "B", isContinuous: true, x: x, y: [20, 50, 70, 80, 90])
    let parts = try #require(PartToWhole(stack: [a, solid], ordered: true))
    #expect(parts.shifts.count == 2 && parts.largestPartChange?.component == 1)
  }
}
