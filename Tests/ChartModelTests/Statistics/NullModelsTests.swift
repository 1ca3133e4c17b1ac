import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// The calibration's null models have the properties their names promise, or every calibration
/// built on them would measure the wrong thing.
@Suite struct NullModelsTests {
  private func lagOneAutocorrelation(_ y: [Double]) -> Double {
    let mean = y.reduce(0, +) / Double(y.count)
    var numerator = 0.0
    var denominator = 0.0
    for index in y.indices {
      denominator += (y[index] - mean) * (y[index] - mean)
      if index > 0 { numerator += (y[index] - mean) * (y[index - 1] - mean) }
    }
    return numerator / denominator
  }

  @Test func whiteNoiseHasUnitScaleAndNoMemory() {
    var random = SplitMix64(seed: 1)
    let y = NullModel.whiteNoise.series(count: 20_000, using: &random)
    let mean = y.reduce(0, +) / Double(y.count)
    let variance = y.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(y.count - 1)
    #expect(abs(mean) < 0.05)
    #expect(abs(variance - 1) < 0.05)
    #expect(abs(lagOneAutocorrelation(y)) < 0.03)
  }

  @Test func autoregressiveHasItsCoefficient() {
    var random = SplitMix64(seed: 2)
    let y = NullModel.autoregressive.series(count: 20_000, using: &random)
    #expect(abs(lagOneAutocorrelation(y) - 0.7) < 0.03)
  }

  @Test func randomWalkStepsAreWhiteNoise() {
    var random = SplitMix64(seed: 3)
    let y = NullModel.randomWalk.series(count: 20_000, using: &random)
    let steps = zip(y.dropFirst(), y).map { $0 - $1 }
    #expect(abs(lagOneAutocorrelation(steps)) < 0.03)
    #expect(lagOneAutocorrelation(y) > 0.95)
  }

  @Test(arguments: [12, 50, 365])
  func smoothMonotoneIsStrictlyMonotone(count: Int) {
    var random = SplitMix64(seed: UInt64(count))
    for _ in 0..<20 {
      let y = NullModel.smoothMonotone.series(count: count, using: &random)
      let steps = zip(y.dropFirst(), y).map { $0 - $1 }
      #expect(steps.allSatisfy { $0 > 0 } || steps.allSatisfy { $0 < 0 })
    }
  }

  @Test func seasonalRepeatsWithItsPeriod() {
    var random = SplitMix64(seed: 4)
    let y = NullModel.seasonal.series(count: 120, period: 12, using: &random)
    for index in 12..<120 { #expect(abs(y[index] - y[index - 12]) < 1e-9) }
    let weekly = NullModel.seasonal.series(count: 70, period: 7, using: &random)
    for index in 7..<70 { #expect(abs(weekly[index] - weekly[index - 7]) < 1e-9) }
  }

  @Test func stepHasOneLevelShift() {
    var random = SplitMix64(seed: 5)
    for _ in 0..<50 {
      let y = NullModel.step.series(count: 100, using: &random)
      let jumps = zip(y.dropFirst(), y).filter { abs($0 - $1) > 1 }
      #expect(jumps.count == 1)
    }
  }

  @Test func ratesAreReproducibleAndSeededPerSeries() {
    let trial: (inout SplitMix64) -> Bool = { random in random.nextUnit() < 0.3 }
    let first = CalibrationRate.measure(series: 1_000, seed: 9, trial)
    let again = CalibrationRate.measure(series: 1_000, seed: 9, trial)
    #expect(first.claimed == again.claimed)
    #expect(abs(first.fraction - 0.3) < 0.05)
    // One series alone, from its own seed, repeats what the run saw for it.
    var alone = SplitMix64(seed: CalibrationRate.seed(9, index: 17))
    var inRun = SplitMix64(seed: CalibrationRate.seed(9, index: 17))
    #expect(trial(&alone) == trial(&inRun))
  }

  @Test func smallRunsGetBinomialSlackAndFullRunsNone() {
    #expect(CalibrationSize.bound(0.05, series: 1_000) == 0.05)
    #expect(CalibrationSize.bound(0.05, series: 20) > 0.05)
    #expect(CalibrationSize.bound(0.05, series: 20) < 0.2)
  }
}
