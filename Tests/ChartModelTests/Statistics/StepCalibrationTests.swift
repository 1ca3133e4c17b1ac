import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// The step detector's calibration (`analysis.md` §0, `docs/patterns.md` "Steps").
///
/// Null models without a level shift: white noise, AR(1) φ = 0.7, a random walk, a smooth monotone
/// curve and a pure season (the step model *has* a step) at 12, 50, 365 and 10,000 points, and at
/// 20, 36 and 100 (the short series where a wander cut into levels most looks like steps, and the
/// planted benchmark's length); the false-claim rate must be ≤ 5%. Planted: ``NullModel/step`` (a
/// shift of 2 to 6 units on noise of SD 0.05) at 50, 365 and 10,000 points, and a shift on white
/// noise placed in the middle 60% — 5 noise SDs at 36 points, 4 at 50, 3 at 365 and 10,000 — must be
/// found, at the planted point and in the planted direction, in ≥ 90% of series. Below 20 points
/// only levels that hold exactly are steps (`exactLevelsAreStepsAtAnyLength`).
@Suite struct StepCalibrationTests {
  struct NullCase: CustomTestStringConvertible, Sendable {
    var model: NullModel
    var length: Int
    var testDescription: String { "\(model.rawValue), \(length)" }
  }

  static let nullCases: [NullCase] = NullModel.allCases.filter { $0 != .step }.flatMap { model in
    (NullModel.lengths + [20, 36, 100]).sorted().map { NullCase(model: model, length: $0) }
  }

  @Test(arguments: nullCases)
  func falseStepClaims(_ c: NullCase) {
    let x = (0..<c.length).map(Double.init)
    let series = CalibrationSize.series(length: c.length)
    let rate = CalibrationRate.measure(series: series, seed: 0x57E9_0000 &+ UInt64(c.length)) { random in
      let y = c.model.series(count: c.length, using: &random)
      return Statistics.steps(x: x, y: y) != nil
    }
    CalibrationReport.record("step", c.testDescription, rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(c): \(rate)")
  }

  struct PlantedCase: CustomTestStringConvertible, Sendable {
    var length: Int
    /// The shift in noise SDs; `nil` for ``NullModel/step``.
    var size: Double?
    var testDescription: String { size.map { "shift of \($0) SD, \(length)" } ?? "step model, \(length)" }
  }

  static let planted: [PlantedCase] =
    [50, 365, 10_000].map { PlantedCase(length: $0, size: nil) } + [
      PlantedCase(length: 36, size: 5), PlantedCase(length: 50, size: 4),
    ] + [365, 10_000].map { PlantedCase(length: $0, size: 3) }

  @Test(arguments: planted)
  func plantedStepsAreFound(_ c: PlantedCase) {
    let x = (0..<c.length).map(Double.init)
    let series = CalibrationSize.series(length: c.length)
    let rate = CalibrationRate.measure(series: series, seed: 0x57E9_1000 &+ UInt64(c.length)) { random in
      var y: [Double]
      var at: Int
      var up: Bool
      if let size = c.size {
        at = c.length == 12 ? 4 + Int(4 * random.nextUnit()) : Int(Double(c.length) * (0.2 + 0.6 * random.nextUnit()))
        up = random.nextUnit() < 0.5
        y = (0..<c.length).map { ($0 >= at ? (up ? size : -size) : 0) + random.nextNormal() }
      } else {
        y = NullModel.step.series(count: c.length, using: &random)
        // The model's shift: the largest jump between neighbours.
        let jumps = zip(y.dropFirst(), y).map { $0 - $1 }
        at = (jumps.indices.max { abs(jumps[$0]) < abs(jumps[$1]) } ?? 0) + 1
        up = jumps[at - 1] > 0
      }
      guard let steps = Statistics.steps(x: x, y: y), steps.count == 1, let step = steps.first else { return false }
      // At the planted point (within 2% of the length, or 1 point), in the planted direction.
      let tolerance = max(1, Double(c.length) / 50)
      return abs(step.after.x - Double(at)) <= tolerance && (step.to > step.from) == up
    }
    CalibrationReport.record("step", c.testDescription, rate, limit: 0.9, kind: .detections)
    let bound = 1 - CalibrationSize.bound(0.1, series: series)
    #expect(rate.fraction >= bound, "\(c): \(rate)")
  }
}

extension StepCalibrationTests {
  /// A policy rate held for 14 months, then cut: a fact at 20 points or fewer.
  @Test func exactLevelsAreStepsAtAnyLength() throws {
    let y = [Double](repeating: 5.25, count: 14) + [Double](repeating: 4.25, count: 6)
    let steps = try #require(Statistics.steps(x: (0..<20).map(Double.init), y: y))
    #expect(steps.count == 1)
    #expect(steps.first?.after.x == 14 && steps.first?.from == 5.25 && steps.first?.to == 4.25)
    let short = [1.0, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3]
    #expect(Statistics.steps(x: (0..<12).map(Double.init), y: short)?.count == 1)
    var wobble = short
    wobble[0] = 1.01
    #expect(Statistics.steps(x: (0..<12).map(Double.init), y: wobble) == nil, "12 noisy points prove nothing")
  }
}
