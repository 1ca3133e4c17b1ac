import ChartModel
import Testing

@Suite struct SignChangesTests {
  @Test func oneChangeGivesTwoRuns() throws {
    let runs = try #require(Statistics.signRuns(x: [1, 2, 3, 4], y: [-2, -1, 3, 4])).runs
    #expect(runs.count == 2)
    #expect(!runs[0].isPositive && runs[0].last.x == 2 && runs[1].isPositive && runs[1].first.x == 3)
  }

  @Test func edgeCases() {
    #expect(Statistics.signRuns(x: [1, 2, 3], y: [1, 2, 3]) == nil, "one sign")
    #expect(Statistics.signRuns(x: [1, 2, 3], y: [-1, 0, 3]) == nil, "a zero")
    #expect(Statistics.signRuns(x: [1, 2, 3, 4], y: [-1, 1, -1, 1]) == nil, "three changes")
    #expect(Statistics.signRuns(x: [1, 2, 3, 4], y: [-1, .nan, 2, 1])?.runs.count == 2, "missing skipped")
    #expect(Statistics.signRuns(x: [1, 2, 3], y: [1, -1, 1])?.runs.count == 3)
    #expect(Statistics.signRuns(x: [], y: []) == nil)
  }
}
