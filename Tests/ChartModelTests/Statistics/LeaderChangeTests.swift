import ChartModel
import Testing

@Suite struct LeaderChangeTests {
  static let a: [Double] = [20, 21, 19, 20, 18, 17, 12, 11, 10, 11, 9, 10]
  static let b: [Double] = [10, 11, 12, 11, 13, 14, 18, 19, 20, 21, 20, 22]

  /// B passes A between positions 5 and 6 (A − B goes from 3 to −6) and stays highest.
  @Test func aTakeoverIsFoundAtTheCrossingOfTheLines() throws {
    let positions = Self.a.indices.map(Double.init)
    let change = try #require(LeaderChange(positions: positions, columns: [Self.a, Self.b], interpolates: true))
    #expect(change.ahead == 1 && change.behind == 0)
    #expect(change.crossing == SeriesCrossing(x: 5 + 3.0 / 9, ahead: 1, behind: 0, before: 5, after: 6))
    #expect(change.pValue < 0.01)
    let categories = try #require(LeaderChange(positions: positions, columns: [Self.a, Self.b], interpolates: false))
    #expect(categories.crossing.x == 6 && categories.crossing.before == 6)
  }

  /// A lead regained at the last position is no change for good; nor is a lead that never changed.
  @Test func noChangeWithoutALastingLead() {
    let positions = Self.a.indices.map(Double.init)
    var late = Self.b
    late[11] = 5
    #expect(LeaderChange(positions: positions, columns: [Self.a, late], interpolates: true) == nil)
    #expect(LeaderChange(positions: positions, columns: [Self.a, Self.a.map { $0 - 5 }], interpolates: true) == nil)
  }

  /// With a third series leading before the takeover, the one overtaken is the one that led.
  @Test func theOvertakenSeriesIsTheFormerLeader() throws {
    let positions = Self.a.indices.map(Double.init)
    let c = Self.a.map { $0 - 8 }
    let change = try #require(LeaderChange(positions: positions, columns: [c, Self.a, Self.b], interpolates: true))
    #expect(change.ahead == 2 && change.behind == 1)
  }
}
