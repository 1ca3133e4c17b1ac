import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@Suite struct SpikesTests {
  @Test func aSpikeOnATrendIsFoundAndEndpointsAreNot() {
    var y: [Double] = (0..<30).map { (i: Int) -> Double in
      let wobble: Double = i % 3 == 0 ? 1 : -1
      return 100 + Double(i) * 0.5 + wobble
    }
    y[17] = 185
    y[29] = 400  // an endpoint is never a spike
    let result = Statistics.spikes(x: y.indices.map(Double.init), y: y)
    #expect(result.outliers.map(\.point.x) == [17])
    #expect(result.outliers.first?.z ?? 0 > Statistics.spikeThreshold(count: 30))
  }

  @Test func aDipIsNegativeAndMissingValuesAreSpanned() {
    var y = (0..<20).map { Double($0 % 2) }
    y[5] = .nan
    y[10] = -40
    let result = Statistics.spikes(x: y.indices.map(Double.init), y: y)
    #expect(result.outliers.map(\.point) == [DataPoint(x: 10, y: -40)])
    #expect(result.outliers[0].z < 0)
  }

  @Test func smoothCurvesAndStepsHaveNoSpikes() {
    let curve: [Double] = (0..<200).map { (i: Int) -> Double in 5 / (1 + exp(-Double(i - 100) / 10)) }
    #expect(Statistics.spikes(x: curve.indices.map(Double.init), y: curve).count == 0)
    let steps = (0..<60).map { Double($0 / 10) * 3 }
    #expect(Statistics.spikes(x: steps.indices.map(Double.init), y: steps).count == 0)
    // A step with noise: the point at the step is near its own side's level.
    var random = SplitMix64(seed: 11)
    let noisyStep: [Double] = (0..<300).map { (i: Int) -> Double in (i >= 150 ? 8 : 0) + 0.1 * random.nextNormal() }
    #expect(Statistics.spikes(x: noisyStep.indices.map(Double.init), y: noisyStep).count == 0)
  }

  /// unemployment.csv: 3.7% until March 2020, 14.7% in April, then a steady fall of 0.9 a
  /// month. The jump stays: no spike.
  @Test func aJumpThenASlowDeclineIsNoSpike() {
    let y: [Double] =
      [Double](repeating: 3.7, count: 15) + (0..<12).map { 14.7 - 0.9 * Double($0) }
      + (0..<20).map { 4.5 - 0.04 * Double($0) }
    #expect(Statistics.spikes(x: y.indices.map(Double.init), y: y).count == 0)
    // The same jump that comes straight back is one.
    var back = y
    back[16...] = ArraySlice(repeating: 3.7, count: back.count - 16)
    #expect(Statistics.spikes(x: back.indices.map(Double.init), y: back).outliers.map(\.point.x) == [15])
  }

  @Test func theBiggestSpikeComesFirst() {
    var y = [Double](repeating: 10, count: 40)
    y[5] = 30
    y[20] = 90
    y[30] = -20
    let result = Statistics.spikes(x: y.indices.map(Double.init), y: y)
    #expect(result.outliers.map(\.point.x) == [20, 30, 5])
  }

  @Test func theThresholdGrowsWithLength() {
    #expect(Statistics.spikeThreshold(count: 12) == 3.3)
    #expect(abs(Statistics.spikeThreshold(count: 10_000) - 4.417) < 0.01)
    #expect(Statistics.spikeThreshold(count: 1_000_000) > Statistics.spikeThreshold(count: 10_000))
  }
}
