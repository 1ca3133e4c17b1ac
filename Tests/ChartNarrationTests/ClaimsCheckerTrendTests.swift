import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// Trend, peak/valley and volatility sentences are checked against the data
/// (`ClaimsChecker+Trend.swift`): a true sentence passes, and a false one is caught.
@Suite struct ClaimsCheckerTrendTests {
  static func chart(_ y: [Double]) -> ChartDescriptor {
    ChartDescriptor(
      title: "Values", kind: .line, xAxis: Axis(title: "Step", type: .numeric),
      yAxis: Axis(title: "Value", type: .numeric),
      series: [DataSeries(name: "Value", isContinuous: true, x: y.indices.map(Double.init), y: y)])
  }

  static func claims(_ y: [Double], _ sentence: String) -> [CheckedClaim] {
    ClaimsCheckerTests.check(chart(y), summary: [sentence]).claims
  }

  static let rising: [Double] = [1, 3, 2, 4, 6, 5, 8, 7, 9, 11, 10, 12]
  static let peaked: [Double] = [1, 3, 4, 6, 8, 10, 9, 7, 5, 4, 2, 1]
  static let zigzag: [Double] = [0, 5, 1, 6, 0, 5, 1, 6, 0, 5, 1, 6]

  @Test func aRiseIsARiseInTheData() {
    let right = Self.claims(Self.rising, "Overall, value rose, by about 1 a step on average.")
    #expect(right.map(\.kind) == ["trend"] && right.allSatisfy(\.isTrue), "\(right)")
    let wrong = Self.claims(
      Self.rising.reversed(), "Value tended to rise, but the trend is not clear enough to be sure.")
    #expect(wrong.map(\.kind) == ["trend"] && !wrong[0].isTrue, "\(wrong)")
  }

  @Test func aPeakIsTheMaximumWithFallsOnBothSides() {
    let sentence = "Value climbed from 1 at 0 to a peak of 10 at 5, then dropped to 1 by 11."
    let right = Self.claims(Self.peaked, sentence).filter { $0.kind == "peak" }
    #expect(right.count == 1 && right[0].isTrue, "\(right)")
    // On a rising series the maximum is at the end: nothing falls after it.
    let wrong = Self.claims(Self.rising, "Value climbed from 1 at 0 to a peak of 12 at 11, then dropped to 11 by 11.")
    #expect(wrong.contains { $0.kind == "peak" && !$0.isTrue }, "\(wrong)")
    let valley = Self.claims(
      Self.peaked.map { -$0 }, "Value dropped from -1 at 0 to a low of -10 at 5, then climbed to -1 by 11.")
    #expect(valley.contains { $0.kind == "valley" && $0.isTrue }, "\(valley)")
  }

  @Test func volatilityIsReversalsInTheData() {
    let volatile = "The values are volatile, changing direction often."
    #expect(Self.claims(Self.zigzag, volatile).map(\.isTrue) == [true])
    #expect(Self.claims(Self.peaked, volatile).map(\.isTrue) == [false])
    let smooth = "The values change smoothly, with few reversals."
    #expect(Self.claims(Self.peaked, smooth).map(\.isTrue) == [true])
    #expect(Self.claims(Self.zigzag, smooth).map(\.isTrue) == [false])
  }
}
