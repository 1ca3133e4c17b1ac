import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct ChangePointsTests {
  @Test func twoStepsAreFoundWithTheirLevels() throws {
    var random = SplitMix64(seed: 4)
    let y = (0..<90).map { i in (i < 30 ? 10.0 : i < 60 ? 20 : 12) + 0.5 * random.nextNormal() }
    let steps = try #require(Statistics.steps(x: (0..<90).map(Double.init), y: y))
    #expect(steps.map(\.after.x) == [30, 60])
    #expect(abs(steps[0].from - 10) < 0.5 && abs(steps[0].to - 20) < 0.5 && abs(steps[1].to - 12) < 0.5)
  }

  @Test func edgeCases() {
    let x = (0..<40).map(Double.init)
    #expect(Statistics.steps(x: x, y: [Double](repeating: 3, count: 40)) == nil, "constant")
    #expect(Statistics.steps(x: x, y: x.map { 2 * $0 }) == nil, "a straight line")
    #expect(Statistics.steps(x: [0, 1], y: [0, 5]) == nil, "too short")
    // More steps than the policy allows: a staircase says no step.
    #expect(Statistics.steps(x: x, y: x.map { Double(Int($0) / 8) }) == nil)
  }

  @Test func missingValuesAreSkipped() throws {
    var y = [Double](repeating: 1, count: 10) + [Double](repeating: 4, count: 10)
    y[3] = .nan
    let steps = try #require(Statistics.steps(x: (0..<20).map(Double.init), y: y))
    #expect(steps.first?.after.x == 10 && steps.first?.before.x == 9)
  }
}
