import ChartModel
import ChartSupport
import Foundation

/// The series a pattern detector is calibrated on (`analysis.md` §0): null models that lack a
/// pattern, and planted patterns of a stated size.
///
///     var random = SplitMix64(seed: 7)
///     let walk = NullModel.randomWalk.series(count: 365, using: &random)
///
/// Every model is seeded, so a failing rate names the seed that reproduces it. Values are on the
/// scale of a standard normal innovation unless a model says otherwise; detectors must be
/// invariant to scale, so no other scale is needed.
package enum NullModel: String, CaseIterable, Sendable {
  /// Independent standard normal values.
  case whiteNoise
  /// Cumulative sum of standard normal steps (no drift).
  case randomWalk
  /// AR(1) with φ = 0.7 and standard normal innovations, started from its stationary law.
  case autoregressive
  /// A smooth monotone curve (a logistic rise over the whole span) with no noise: no spike, dip,
  /// volatility, season or cluster.
  case smoothMonotone
  /// A pure sine of period 12 (or ``NullModel/series(count:period:using:)``'s period) with a
  /// random phase and no noise or trend: no trend, spike or step.
  case seasonal
  /// A step function: one level shift of a random size (2 to 6 units) at a random point in the
  /// middle 60 %, with small noise (SD 0.05): no trend in each part, no spike, no season.
  case step

  /// The lengths every calibration covers (`analysis.md` §0).
  package static let lengths = [12, 50, 365, 10_000]

  /// One series of this model.
  ///
  /// - Parameters:
  ///   - count: The number of values; at least 1.
  ///   - period: The period of ``seasonal``; ignored by the other models.
  ///   - random: The seeded generator.
  /// - Complexity: O(`count`).
  package func series(count: Int, period: Int = 12, using random: inout SplitMix64) -> [Double] {
    switch self {
    case .whiteNoise:
      return (0..<count).map { _ in random.nextNormal() }
    case .randomWalk:
      var level = 0.0
      return (0..<count).map { _ in
        level += random.nextNormal()
        return level
      }
    case .autoregressive:
      let phi = 0.7
      var value = random.nextNormal() / (1 - phi * phi).squareRoot()
      return (0..<count).map { _ in
        let current = value
        value = phi * value + random.nextNormal()
        return current
      }
    case .smoothMonotone:
      let steepness = 4 + 8 * random.nextUnit()
      let scale = 1 + 9 * random.nextUnit()
      let sign: Double = random.nextUnit() < 0.5 ? -1 : 1
      return (0..<count).map { index in
        let t = count > 1 ? Double(index) / Double(count - 1) : 0.5
        return sign * scale / (1 + exp(-steepness * (t - 0.5)))
      }
    case .seasonal:
      let phase = 2 * Double.pi * random.nextUnit()
      let amplitude = 1 + 4 * random.nextUnit()
      return (0..<count).map { index in
        amplitude * sin(2 * Double.pi * Double(index) / Double(period) + phase)
      }
    case .step:
      let at = Int(Double(count) * (0.2 + 0.6 * random.nextUnit()))
      let size = (2 + 4 * random.nextUnit()) * (random.nextUnit() < 0.5 ? -1 : 1)
      return (0..<count).map { index in
        (index >= at ? size : 0) + 0.05 * random.nextNormal()
      }
    }
  }
}

/// How often a detector claims a pattern over many seeded series: the false-claim rate on null
/// models and the detection rate on planted patterns.
///
///     let rate = CalibrationRate.measure(series: 1_000, seed: 1) { random in
///       let y = NullModel.whiteNoise.series(count: 50, using: &random)
///       return detector(y)
///     }
///     #expect(rate.fraction <= 0.05, "\(rate)")
package struct CalibrationRate: Sendable, CustomStringConvertible {
  /// The series in which the pattern was claimed.
  package var claimed: Int
  /// The series tried.
  package var total: Int

  /// `claimed / total`, 0 when nothing was tried.
  package var fraction: Double { total == 0 ? 0 : Double(claimed) / Double(total) }

  public var description: String {
    "\(claimed) of \(total) (\(String(format: "%.1f", 100 * fraction))%)"
  }

  /// Runs `trial` once per series, each with its own generator seeded from `seed` and the index,
  /// so any one failing series can be reproduced alone with ``seed(_:index:)``.
  ///
  /// - Complexity: `series` calls of `trial`.
  package static func measure(
    series: Int, seed: UInt64, _ trial: (inout SplitMix64) -> Bool
  ) -> CalibrationRate {
    var claimed = 0
    for index in 0..<series {
      var random = SplitMix64(seed: Self.seed(seed, index: index))
      if trial(&random) { claimed += 1 }
    }
    return CalibrationRate(claimed: claimed, total: series)
  }

  /// The seed of series `index` of a run seeded `seed`.
  package static func seed(_ seed: UInt64, index: Int) -> UInt64 {
    seed &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(index)
  }
}

/// How many series a calibration test runs: the full count (≥ 1,000 per null model and length)
/// under `make bench-truth`, which sets `CHARTVOICE_FULL_CALIBRATION=1`, and a smaller count in
/// `make test`, which must stay fast in a debug build.
package enum CalibrationSize {
  /// Whether the full calibration was asked for.
  package static var isFull: Bool {
    ProcessInfo.processInfo.environment["CHARTVOICE_FULL_CALIBRATION"] == "1"
  }

  /// The number of series for a null model or planted pattern at `length` points: 1,000 in the
  /// full calibration at every length; in `make test` 1,000 up to 50 points, 300 at 365 and 20 at
  /// 10,000 (the long series cost the most and vary the least).
  package static func series(length: Int) -> Int {
    if isFull { return 1_000 }
    switch length {
    case ...50: return 1_000
    case ...365: return 300
    default: return 20
    }
  }

  /// The bound a rate measured from `series` trials must meet: `limit` itself in the full
  /// calibration; in `make test`'s smaller runs `limit` plus two binomial standard errors, so a
  /// small run does not fail by chance while a detector really over the limit fails the full run.
  package static func bound(_ limit: Double, series: Int) -> Double {
    if isFull || series >= 1_000 { return limit }
    return limit + 2 * (limit * (1 - limit) / Double(Swift.max(series, 1))).squareRoot()
  }
}

/// The calibration figures `make bench-truth` prints: each measured rate as one line appended to
/// the file named by `CHARTVOICE_CALIBRATION_REPORT` (nothing when it is unset).
///
///     CalibrationReport.record("spike", "white noise, 365", rate, limit: 0.05, kind: .falseClaims)
package enum CalibrationReport {
  /// What a rate measures.
  package enum Kind: String, Sendable {
    case falseClaims = "false claims"
    case detections = "detected"
  }

  /// Appends `detector — case: kind k of n (x%) [limit]` to the report file.
  ///
  /// One `write` of one line to a file opened with `O_APPEND`, so lines of tests running in
  /// parallel never interleave.
  package static func record(
    _ detector: String, _ caseName: String, _ rate: CalibrationRate, limit: Double, kind: Kind
  ) {
    guard let path = ProcessInfo.processInfo.environment["CHARTVOICE_CALIBRATION_REPORT"] else { return }
    let relation = kind == .falseClaims ? "≤" : "≥"
    let line =
      "\(detector) — \(caseName): \(kind.rawValue) \(rate) [\(relation) \(String(format: "%g", 100 * limit))%]\n"
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    let bytes = Array(line.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }
}

// MARK: - Counts

extension NullModel {
  /// Counts whose mean follows this model: Poisson draws of mean `level` · exp(½ *z*), with *z*
  /// the model's series standardised to mean 0 and SD 1 (a constant series gives `level`). The
  /// null models of empty periods (``Statistics/zeroRun(x:y:policy:)``): zeros come by chance,
  /// more often where the mean dips, never as a planted empty stretch.
  ///
  /// - Complexity: O(`count` · `level`).
  package func counts(count: Int, level: Double, using random: inout SplitMix64) -> [Double] {
    let z = series(count: count, using: &random)
    let mean = z.reduce(0, +) / Double(Swift.max(count, 1))
    let sd = (z.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(Swift.max(count, 1))).squareRoot()
    return z.map { value in
      let standard = sd > 0 ? (value - mean) / sd : 0
      return Double(random.nextPoisson(mean: level * exp(0.5 * standard)))
    }
  }
}
