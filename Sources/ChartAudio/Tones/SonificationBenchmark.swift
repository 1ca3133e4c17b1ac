import ChartModel
import Foundation

/// Measures how fast the audio graph renders, for a benchmark executable or a test.
///
///     let result = try SonificationBenchmark.measure(pointCount: 1_000)
///     print("render speed: \(Int(result.realTimeFactor))× real time")
///
/// The chart is a deterministic 1-series line (a seasonal curve with a trend and pseudo-random
/// wiggle); the timing covers planning and rendering, best of `repetitions` runs. Run it from a
/// release build: debug builds are one to two orders of magnitude slower.
package enum SonificationBenchmark {
  package struct Result: Sendable, CustomStringConvertible {
    /// Seconds of audio rendered.
    package var audioSeconds: Double
    /// Seconds the fastest plan-and-render took.
    package var elapsedSeconds: Double
    /// Points in the chart, and tones played after reduction.
    package var pointCount: Int
    package var playedPointCount: Int

    /// Seconds of audio per second of work.
    package var realTimeFactor: Double { audioSeconds / elapsedSeconds }

    package var description: String {
      "render speed: \(Int(realTimeFactor.rounded()))× real time (\(pointCount) points, "
        + "\(playedPointCount) played, \(audioSeconds) s of audio in "
        + "\((elapsedSeconds * 1e6).rounded() / 1e3) ms)"
    }
  }

  /// A line chart of `pointCount` points whose values are fixed by `pointCount` alone.
  ///
  /// - Complexity: O(`pointCount`).
  package static func chart(pointCount: Int) -> ChartDescriptor {
    var state: UInt64 = 0x5EED
    let x = (0..<pointCount).map(Double.init)
    let y = x.map { t -> Double in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let wiggle = Double(state >> 11) / Double(1 << 53) - 0.5
      return 100 + t * 0.05 + 20 * sin(t / 40) + 5 * wiggle
    }
    return ChartDescriptor(
      title: "Benchmark", kind: .line, xAxis: Axis(title: "Step", type: .numeric),
      yAxis: Axis(title: "Value", type: .numeric),
      series: [DataSeries(name: "Value", isContinuous: true, x: x, y: y)])
  }

  /// Plans and renders the chart `repetitions` times and keeps the fastest.
  ///
  /// - Throws: ``AudioError/invalidSonification(_:)`` for an invalid style.
  /// - Complexity: O(`repetitions` × (`pointCount` + rendered frames)).
  package static func measure(
    pointCount: Int = 1_000, style: SonificationStyle = SonificationStyle(), repetitions: Int = 20
  ) throws(AudioError) -> Result {
    let chart = chart(pointCount: pointCount)
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000_000)
    var plan = try TonePlan(descriptor: chart, style: style)
    var frames = 0
    for _ in 0..<max(1, repetitions) {
      let start = clock.now
      plan = try TonePlan(descriptor: chart, style: style)
      frames = ToneRenderer.render(plan).frameCount
      best = min(best, clock.now - start)
    }
    let elapsed = Double(best.components.seconds) + Double(best.components.attoseconds) * 1e-18
    return Result(
      audioSeconds: Double(frames) / Double(style.sampleRate), elapsedSeconds: elapsed,
      pointCount: pointCount, playedPointCount: plan.groups.reduce(0) { $0 + $1.playedPointCount })
  }
}
