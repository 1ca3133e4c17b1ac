import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The empty-period detector's calibration (`analysis.md` §0, `docs/patterns.md` "Empty
/// periods").
///
/// Null models without an empty stretch: Poisson counts whose mean follows each of the six null
/// models (``NullModel/counts(count:level:using:)``, mean level 0.5 to 5), and Poisson counts of
/// a constant mean of 0.3, 1 and 3 (zeros scattered by chance), at 12, 50, 365 and 10,000
/// points; ≤ 5% of series claim a run of zeros. Planted: counts of mean 5 with a run of 3 zeros
/// (4 at 10,000 points) at a random interior place; found, covering the planted run, in ≥ 90%.
@Suite struct ZeroRunCalibrationTests {
  private static func claim(_ y: [Double]) -> ZeroRun? {
    Statistics.zeroRun(x: y.indices.map(Double.init), y: y)
  }

  @Test(arguments: NullModel.allCases, NullModel.lengths)
  func noEmptyStretchInCountsOfANullModel(model: NullModel, length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x2E40_0000 &+ UInt64(length)) { random in
      let level = 0.5 + 4.5 * random.nextUnit()
      return Self.claim(model.counts(count: length, level: level, using: &random)) != nil
    }
    CalibrationReport.record(
      "zero run", "counts of \(model.rawValue), \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "\(model) at \(length): \(rate)")
  }

  @Test(arguments: [0.3, 1, 3], NullModel.lengths)
  func noEmptyStretchInScatteredZeros(mean: Double, length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x2E40_1000 &+ UInt64(length)) { random in
      Self.claim((0..<length).map { _ in Double(random.nextPoisson(mean: mean)) }) != nil
    }
    CalibrationReport.record("zero run", "Poisson \(mean), \(length)", rate, limit: 0.05, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.05, series: series), "mean \(mean) at \(length): \(rate)")
  }

  @Test(arguments: NullModel.lengths)
  func aPlantedEmptyStretchIsFound(length: Int) {
    let series = CalibrationSize.series(length: length)
    let run = length >= 10_000 ? 4 : 3
    let rate = CalibrationRate.measure(series: series, seed: 0x2E40_2000 &+ UInt64(length)) { random in
      var y = (0..<length).map { _ in Double(random.nextPoisson(mean: 5)) }
      let at = 1 + random.nextIndex(below: length - run - 1)
      for k in at..<(at + run) { y[k] = 0 }
      guard let found = Self.claim(y) else { return false }
      return found.from.x <= Double(at) && found.to.x >= Double(at + run - 1)
    }
    CalibrationReport.record("zero run", "\(run) zeros in Poisson 5, \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9 - (CalibrationSize.bound(0.1, series: series) - 0.1), "at \(length): \(rate)")
  }
}

/// ``Statistics/zeroRun(x:y:policy:)`` on hand-made series.
@Suite struct ZeroRunTests {
  /// A year of weekly training sessions, 2 to 5 a week, with weeks 10 and 11 empty.
  static let sessions: [Double] = (0..<52).map { week in
    week == 9 || week == 10 ? 0 : Double([3, 4, 5, 4, 2, 4, 3, 5][week % 8])
  }

  @Test func twoEmptyWeeksInAYearOfTraining() throws {
    let y = Self.sessions
    let run = try #require(Statistics.zeroRun(x: y.indices.map(Double.init), y: y))
    #expect(run.count == 2)
    #expect(run.from == DataPoint(x: 9, y: 0))
    #expect(run.to == DataPoint(x: 10, y: 0))
  }

  @Test(arguments: [
    // Negative values: a zero is no empty period.
    [3, 4, -1, 0, 0, 0, 4, 5, 3, 4, 5, 3],
    // The run starts the series, or ends it.
    [0, 0, 0, 4, 5, 3, 4, 5, 3, 4, 5, 3],
    [4, 5, 3, 4, 5, 3, 4, 5, 3, 0, 0, 0],
    // Zeros everywhere.
    [0, 1, 0, 0, 2, 0, 0, 0, 1, 0, 1, 0],
    // One zero.
    [3, 4, 5, 0, 4, 5, 3, 4, 5, 3, 4, 5],
  ])
  func noEmptyStretch(_ y: [Double]) {
    #expect(Statistics.zeroRun(x: y.indices.map(Double.init), y: y) == nil)
  }

  /// A missing value between zeros ends the run: NaN is not 0.
  @Test func aMissingValueBreaksTheRun() {
    var y = Self.sessions
    y[10] = .nan
    #expect(Statistics.zeroRun(x: y.indices.map(Double.init), y: y) == nil)
  }

  /// Missing values elsewhere are skipped: the run is found among the finite points and named by
  /// its own points, not by its place among the finite ones.
  @Test func missingValuesElsewhereAreSkipped() throws {
    var y = Self.sessions
    y[3] = .nan
    y[30] = .nan
    let run = try #require(Statistics.zeroRun(x: y.indices.map(Double.init), y: y))
    #expect(run.count == 2)
    #expect(run.from == DataPoint(x: 9, y: 0))
    #expect(run.to == DataPoint(x: 10, y: 0))
  }
}

/// ``Statistics/zeroRuns(_:)`` finds the runs of zeros of an all-finite series with loops that
/// only compare; against a plain reference that looks at every point and its neighbour.
@Suite struct ZeroRunsScanTests {
  static func reference(_ y: [Double]) -> [Range<Int>]? {
    guard y.allSatisfy({ $0 >= 0 }) else { return nil }
    var runs: [Range<Int>] = []
    for index in y.indices where y[index] == 0 {
      if let last = runs.last, last.upperBound == index {
        runs[runs.count - 1] = last.lowerBound..<(index + 1)
      } else {
        runs.append(index..<(index + 1))
      }
    }
    return runs
  }

  /// Counts with runs of zeros and −0 of every length, at the ends or not, and now and then a
  /// negative value, at lengths from 0 to 2,000.
  @Test(arguments: 0..<30 as Range<UInt64>)
  func equalsThePlainReference(seed: UInt64) {
    var generator = SplitMix64(seed: 0x2E50_0000 + seed)
    let count = generator.nextIndex(below: seed.isMultiple(of: 4) ? 10 : 2_000)
    let zeroShare = [0.0, 0.05, 0.5, 0.95, 1][Int(seed % 5)]
    var y = (0..<count).map { _ -> Double in
      generator.nextUnit() < zeroShare
        ? (generator.nextUnit() < 0.2 ? -0.0 : 0) : Double(1 + generator.nextIndex(below: 9))
    }
    if seed % 7 == 3, count > 0 { y[generator.nextIndex(below: count)] = -1e-300 }
    #expect(Statistics.zeroRuns(y) == Self.reference(y))
  }
}
