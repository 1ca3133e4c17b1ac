import ChartModel
import Testing

@Suite struct ReferenceLineStatisticsTests {
  private let sales = DataSeries(
    name: "Sales", isContinuous: true, x: [0, 1, 2, 3], y: [8, 10, 12, .nan])
  private let costs = DataSeries(
    name: "Costs", isContinuous: true, x: [0, 1, 2, 3], y: [11, 9, .nan, 10])

  @Test func horizontalLineComparesValues() {
    let line = ReferenceLine(axis: .y, value: 10, label: "Target")
    var one = ReferenceLineStatistics(line: line, above: 1, below: 1, on: 1)
    // 8 → 10 (on the line, skipped) → 12: one crossing upward, at the first point above.
    one.crossings = [ReferenceCrossing(x: 2, series: 0, upward: true)]
    one.crossingCount = 1
    #expect(ReferenceLineStatistics(line, series: [sales]) == one)
    var two = ReferenceLineStatistics(line: line, above: 2, below: 2, on: 2)
    two.crossings = [
      ReferenceCrossing(x: 1, series: 1, upward: false), ReferenceCrossing(x: 2, series: 0, upward: true),
    ]
    two.crossingCount = 2
    #expect(ReferenceLineStatistics(line, series: [sales, costs]) == two)
  }

  @Test func crossingsAreCountedPastTheListLimit() {
    let line = ReferenceLine(axis: .y, value: 0)
    let zigzag = DataSeries(
      name: "Z", isContinuous: true, x: (0..<10).map(Double.init), y: (0..<10).map { $0 % 2 == 0 ? -1 : 1 })
    let result = ReferenceLineStatistics(line, series: [zigzag], maximumListed: 3)
    #expect(result.crossingCount == 9)
    #expect(result.crossings.map(\.x) == [1, 2, 3])
    #expect(result.crossings.map(\.upward) == [true, false, true])
  }

  @Test func verticalLineComparesPositionsOfFinitePoints() {
    let line = ReferenceLine(axis: .x, value: 1)
    // Sales has finite values at x 0, 1, 2; costs at 0, 1, 3.
    #expect(
      ReferenceLineStatistics(line, series: [sales, costs])
        == ReferenceLineStatistics(line: line, above: 2, below: 2, on: 2))
  }

  @Test func noSeriesOrNoValues() {
    let line = ReferenceLine(axis: .y, value: 0)
    let empty = DataSeries(name: "E", isContinuous: false, x: [0, 1], y: [.nan, .nan])
    #expect(
      ReferenceLineStatistics(line, series: [])
        == ReferenceLineStatistics(line: line, above: 0, below: 0, on: 0))
    #expect(
      ReferenceLineStatistics(line, series: [empty])
        == ReferenceLineStatistics(line: line, above: 0, below: 0, on: 0))
  }

  @Test func nonFiniteLineCountsNothing() {
    let counts = ReferenceLineStatistics(ReferenceLine(axis: .y, value: .nan), series: [sales])
    #expect([counts.above, counts.below, counts.on] == [0, 0, 0])
  }
}
