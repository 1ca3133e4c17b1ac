import ChartAudio
import Testing

@Suite struct SonificationBenchmarkTests {
  @Test func measuresAReducedThousandPointSeries() throws {
    let result = try SonificationBenchmark.measure(pointCount: 1_000, repetitions: 1)
    #expect(result.pointCount == 1_000)
    #expect(result.playedPointCount <= 102)
    #expect(result.audioSeconds > 4 && result.audioSeconds < 7)
    #expect(result.realTimeFactor > 1)
    #expect(result.description.hasPrefix("render speed: "))
  }

  @Test func theChartIsDeterministic() {
    #expect(
      SonificationBenchmark.chart(pointCount: 50) == SonificationBenchmark.chart(pointCount: 50))
  }
}
