import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The sharp-move detector's calibration (`analysis.md` §0): a crash or a surge over a few steps
/// (``Statistics/sharpMove(x:y:policy:)``).
///
/// Null models without one, at 30, 50, 365 and 10,000 points: the six of ``NullModel``, a
/// linear trend of 0.3 noise SDs a step with noise, a random walk with a drift of half a step, a
/// V of a straight fall and rise with noise (the planted benchmark's valley);
/// ≤ 2 % of series claim one. Planted: a fall or rise of 12, 16 and 24 step SDs (the SD of the
/// series' own first differences) over 3 steps at a random point of the middle, then half of
/// it back by the last point, in white noise, a random walk and AR(1) φ = 0.7; found at the
/// planted place (its start within one point) and in the planted direction: ≥ 90 % at 24 SDs,
/// and the measured rates at 12 and 16 SDs held within a band so that a change of the
/// threshold shows here.
@Suite struct SharpMoveCalibrationTests {
  static let lengths = [30, 50, 365, 10_000]

  /// The null models: ``NullModel``, two trends and a V.
  enum Null: String, CaseIterable {
    case whiteNoise, randomWalk, autoregressive, smoothMonotone, seasonal, step, linearTrend, driftingWalk, vee

    func series(count: Int, using random: inout SplitMix64) -> [Double] {
      guard self == .vee else {
        // The end-spike calibration's null models (its step keeps two points or more a side).
        return EndSpikeCalibrationTests.Null(rawValue: rawValue)!.series(count: count, using: &random)
      }
      // A straight fall of 60 to an apex in the middle half and a straight rise back, noise SD
      // 2 (the planted benchmark's valley): its steep side is a steady fall, not a crash.
      let apex = Double(count) * (0.25 + 0.5 * random.nextUnit())
      let last = Double(count - 1)
      return (0..<count).map { index in
        let t = Double(index)
        return -60 * (t <= apex ? t / apex : (last - t) / (last - apex)) + 2 * random.nextNormal()
      }
    }
  }

  private static func claim(_ y: [Double]) -> SharpMove? {
    Statistics.sharpMove(x: y.indices.map(Double.init), y: y)
  }

  @Test(arguments: Null.allCases, lengths)
  func noSharpMoveIsClaimedWithoutOne(model: Null, length: Int) {
    let series = CalibrationSize.series(length: length)
    let rate = CalibrationRate.measure(series: series, seed: 0x5AA9_0000 &+ UInt64(length)) { random in
      Self.claim(model.series(count: length, using: &random)) != nil
    }
    CalibrationReport.record("sharp move", "\(model.rawValue), \(length)", rate, limit: 0.02, kind: .falseClaims)
    #expect(rate.fraction <= CalibrationSize.bound(0.02, series: series), "\(model) at \(length): \(rate)")
  }

  /// Plants a move of `size` step SDs over 3 steps in a series of `model`, then half of it back
  /// by the last point; `true` when the detector finds it where and as planted.
  static func findsPlanted(_ model: NullModel, length: Int, size: Double, using random: inout SplitMix64) -> Bool {
    var y = model.series(count: length, using: &random)
    let steps = zip(y.dropFirst(), y).map { $0 - $1 }
    let mean = steps.reduce(0, +) / Double(steps.count)
    let sd = (steps.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(steps.count - 1)).squareRoot()
    let start = Int(Double(length) * (0.2 + 0.5 * random.nextUnit()))
    let sign: Double = random.nextUnit() < 0.5 ? -1 : 1
    let move = sign * size * sd
    let width = 3
    for t in (start + 1)..<length {
      let into = Double(min(t - start, width)) / Double(width)
      let back = t > start + width ? 0.5 * Double(t - start - width) / Double(max(1, length - 1 - start - width)) : 0
      y[t] += move * (into - back)
    }
    guard let found = claim(y) else { return false }
    return abs(found.from.x - Double(start)) <= 1 && found.isFall == (sign < 0)
  }

  @Test(arguments: [NullModel.whiteNoise, .randomWalk, .autoregressive], [30, 50, 365])
  func aPlantedMoveOf24StepSDsIsFound(model: NullModel, length: Int) {
    let series = length <= 50 ? 1_000 : 300
    let rate = CalibrationRate.measure(series: series, seed: 0x5AA9_1000 &+ UInt64(length)) { random in
      Self.findsPlanted(model, length: length, size: 24, using: &random)
    }
    CalibrationReport.record(
      "sharp move", "24 step SDs, \(model.rawValue), \(length)", rate, limit: 0.9, kind: .detections)
    #expect(rate.fraction >= 0.9 - (CalibrationSize.bound(0.1, series: series) - 0.1), "\(model) at \(length): \(rate)")
  }

  /// A planted move nearer the threshold and the detection rate measured for it.
  struct NearThreshold: Sendable, CustomTestStringConvertible {
    var model: NullModel
    var length: Int
    var size: Double
    var expected: Double
    var testDescription: String { "\(size) step SDs, \(model.rawValue), \(length)" }
  }

  static let nearThreshold: [NearThreshold] = [
    .init(model: .whiteNoise, length: 30, size: 12, expected: 0.880),
    .init(model: .whiteNoise, length: 30, size: 16, expected: 0.987),
    .init(model: .whiteNoise, length: 50, size: 12, expected: 0.977),
    .init(model: .whiteNoise, length: 50, size: 16, expected: 1.000),
    .init(model: .whiteNoise, length: 365, size: 12, expected: 1.000),
    .init(model: .whiteNoise, length: 365, size: 16, expected: 1.000),
    .init(model: .randomWalk, length: 30, size: 12, expected: 0.820),
    .init(model: .randomWalk, length: 30, size: 16, expected: 0.957),
    .init(model: .randomWalk, length: 50, size: 12, expected: 0.957),
    .init(model: .randomWalk, length: 50, size: 16, expected: 1.000),
    .init(model: .randomWalk, length: 365, size: 12, expected: 0.753),
    .init(model: .randomWalk, length: 365, size: 16, expected: 0.943),
    .init(model: .autoregressive, length: 30, size: 12, expected: 0.903),
    .init(model: .autoregressive, length: 30, size: 16, expected: 0.987),
    .init(model: .autoregressive, length: 50, size: 12, expected: 0.977),
    .init(model: .autoregressive, length: 50, size: 16, expected: 1.000),
    .init(model: .autoregressive, length: 365, size: 12, expected: 0.993),
    .init(model: .autoregressive, length: 365, size: 16, expected: 0.997),
  ]

  /// Measured in 300 seeded series per case and asserted within ±8 points of `expected`.
  @Test(arguments: Self.nearThreshold)
  func aPlantedMoveNearTheThresholdIsFoundAtTheMeasuredRate(_ planted: NearThreshold) {
    let seed = 0x5AA9_2000 &+ UInt64(planted.length) &+ UInt64(planted.size) << 20
    let rate = CalibrationRate.measure(series: 300, seed: seed) { random in
      Self.findsPlanted(planted.model, length: planted.length, size: planted.size, using: &random)
    }
    CalibrationReport.record("sharp move", planted.testDescription, rate, limit: planted.expected, kind: .detections)
    #expect(abs(rate.fraction - planted.expected) <= 0.08, "\(planted): \(rate)")
  }
}

/// The sharp-move detector on fixed series.
@Suite struct SharpMoveTests {
  /// The closing prices of `Tests/Fixtures/csv/stock-crash.csv`.
  static let prices: [Double] = [
    183.86, 185.84, 187.59, 185.71, 186.12, 185.78, 185.91, 184.26, 182.90, 182.66, 181.44, 181.24, 179.17, 177.39,
    178.29, 177.95, 178.00, 179.00, 178.40, 176.50, 151.79, 130.54, 112.27, 96.55, 98.25, 99.61, 101.12, 102.58,
    104.77, 105.74, 107.56, 108.57, 110.03, 111.70, 112.63, 113.05, 114.34, 116.21, 117.82, 119.11, 120.88, 121.56,
    122.24, 123.27, 125.53, 126.27, 126.81, 127.32, 127.67, 128.63, 128.86, 129.85, 129.32, 128.92, 128.26, 127.66,
    128.51, 128.66, 127.92, 126.71, 127.57, 128.21, 129.22, 128.41,
  ]

  @Test func aCrashOverFourDaysIsFound() throws {
    let x = Self.prices.indices.map(Double.init)
    let move = try #require(Statistics.sharpMove(x: x, y: Self.prices))
    #expect(move.from == DataPoint(x: 19, y: 176.50))
    #expect(move.to == DataPoint(x: 23, y: 96.55))
    #expect(move.steps == 4)
    #expect(move.isFall)
    #expect(move.recovery == DataPoint(x: 63, y: 128.41))
  }

  @Test func theSameMoveSurgingIsARise() throws {
    let y = Self.prices.map { 300 - $0 }
    let move = try #require(Statistics.sharpMove(x: y.indices.map(Double.init), y: y))
    #expect(!move.isFall)
    #expect(move.from.x == 19 && move.to.x == 23)
  }

  @Test func noMoveInAFewPointsOrOneStep() {
    // Too few points.
    #expect(Statistics.sharpMove(x: Array(0..<10).map(Double.init), y: Array(Self.prices.prefix(10))) == nil)
    // The whole fall in one step is a jump or a step, not a move over a few steps.
    var step = Self.prices
    for index in 20..<24 { step[index] = 96.55 }
    #expect(Statistics.sharpMove(x: step.indices.map(Double.init), y: step) == nil)
  }

  @Test func noRecoveryWhenTheValuesWentLowerLater() throws {
    var y = Self.prices
    y[40] = 90
    let move = try #require(Statistics.sharpMove(x: y.indices.map(Double.init), y: y))
    #expect(move.recovery == nil)
  }
}
