import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// The calibration of "X became the largest part" (`Statistics.largestPartChange`, `docs/patterns.md`
/// "Largest part").
///
/// Null models, stacks of three parts whose expected shares never change, all at the same level
/// (the hardest case: the largest part is decided by noise alone): each part 100 + 10·e with e
/// white noise or AR(1) φ = 0.7, and parts in a season of random phase and amplitude (+ noise of
/// SD 1) over at least three cycles (period 4 at 12 points, 12 at 50, 365 and 10,000), each at
/// 12, 50, 365 and 10,000 positions; the false-claim rate must be ≤ 5%. A random walk's
/// composition really drifts (its new largest part is a fact a reader sees) and a step or a
/// smooth shift is the pattern itself, so they are not nulls.
///
/// Planted: a part that jumps from 8 noise SDs below the largest part to 8 above at a random
/// position in the middle 60% (parts 100, 70 and 92 → 108, noise SD 1) at 50, 365 and 10,000
/// positions, from 10 below to 10 above at 12 (the noise SD is harder to tell there), and the
/// planted benchmark's stack (`PlantedPatterns`, a part growing from 10 to 60 past 50 → 30 and 30
/// over 12 years); the new part, the old leader and the position (within 2% of the length, or 1)
/// must be found in ≥ 90% of stacks.
@Suite struct LargestPartCalibrationTests {
  struct NullCase: CustomTestStringConvertible, Sendable {
    var model: NullModel
    var length: Int
    var testDescription: String { "\(model.rawValue), \(length)" }
  }

  static let nullCases: [NullCase] = [NullModel.whiteNoise, .autoregressive, .seasonal].flatMap { model in
    NullModel.lengths.map { NullCase(model: model, length: $0) }
  }

  /// One stack: each part's values, its totals and the positions.
  static func change(_ parts: [[Double]]) -> LargestPartChange? {
    let count = parts[0].count
    let totals = (0..<count).map { t in parts.reduce(0) { $0 + $1[t] } }
    return Statistics.largestPartChange(columns: parts, totals: totals, x: (0..<count).map(Double.init))
  }

  @Test(arguments: nullCases)
  func falseLeaderChanges(_ c: NullCase) {
    let series = CalibrationSize.series(length: c.length)
    let rate = CalibrationRate.measure(series: series, seed: 0x1EAD_0000 &+ UInt64(c.length)) { random in
      let parts = (0..<3).map { _ in
        let e = c.model.series(count: c.length, period: c.length == 12 ? 4 : 12, using: &random)
        return e.map { 100 + 10 * $0 + (c.model == .seasonal ? random.nextNormal() : 0) }
      }
      return Self.change(parts) != nil
    }
    CalibrationReport.record("largest part", c.testDescription, rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(c): \(rate)")
  }

  struct PlantedCase: CustomTestStringConvertible, Sendable {
    var length: Int
    /// Whether this is the planted benchmark's growing part rather than a jump.
    var growing: Bool
    /// The jump's distance below and above the largest part, in noise SDs.
    var jump: Double { length == 12 ? 10 : 8 }
    var testDescription: String {
      growing ? "a part growing from 10 to 60, \(length)" : "a jump of \(String(format: "%g", 2 * jump)) SD, \(length)"
    }
  }

  static let planted: [PlantedCase] =
    NullModel.lengths.map { PlantedCase(length: $0, growing: false) } + [PlantedCase(length: 12, growing: true)]

  @Test(arguments: planted)
  func plantedLeaderChangesAreFound(_ c: PlantedCase) {
    let series = CalibrationSize.series(length: c.length)
    let rate = CalibrationRate.measure(series: series, seed: 0x1EAD_1000 &+ UInt64(c.length)) { random in
      let n = c.length
      var parts: [[Double]]
      let at: Int
      if c.growing {
        let levels: [(Double) -> Double] = [{ 50 - 20 * $0 }, { _ in 30 }, { 10 + 50 * $0 }]
        parts = levels.map { level in (0..<n).map { t in level(Double(t) / Double(n - 1)) + random.nextNormal() } }
        // Where the growing part passes the shrinking one, without noise: 10 + 50t = 50 − 20t.
        at = Int((4.0 / 7 * Double(n - 1)).rounded(.up))
      } else {
        at = Int(Double(n) * (0.2 + 0.6 * random.nextUnit()))
        parts = [
          (0..<n).map { _ in 100 + random.nextNormal() }, (0..<n).map { _ in 70 + random.nextNormal() },
          (0..<n).map { t in 100 + (t >= at ? c.jump : -c.jump) + random.nextNormal() },
        ]
      }
      guard let change = Self.change(parts) else { return false }
      let tolerance = max(1, Double(n) / 50)
      return change.component == 2 && change.previous == 0 && abs(Double(change.position - at)) <= tolerance
    }
    CalibrationReport.record("largest part", c.testDescription, rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 1 - CalibrationSize.bound(0.1, series: series), "\(c): \(rate)")
  }
}
