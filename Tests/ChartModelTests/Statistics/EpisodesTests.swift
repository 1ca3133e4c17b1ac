import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct EpisodesTests {
  /// A freezer at −18 °C ± 0.3 for 100,000 minutes fails for nine hours at about −14 °C.
  @Test func aFreezerFailureIsOneEpisodeAndNoSpike() throws {
    var random = SplitMix64(seed: 3)
    var y = (0..<100_000).map { _ in -18 + 0.3 * random.nextNormal() }
    for k in 60_000..<60_540 { y[k] = -14 + 0.3 * random.nextNormal() }
    let x = y.indices.map { Double($0) * 60 }
    let episode = try #require(Statistics.episode(x: x, y: y))
    #expect(episode.isAbove)
    #expect(episode.count >= 530 && episode.count <= 540)
    #expect(episode.level >= -16 && episode.level < -14)
    #expect(y[60_000..<60_540].allSatisfy { $0 > episode.level } || episode.start.x > x[60_000])
    let stats = try #require(SeriesStatistics(DataSeries(name: "T", isContinuous: true, x: x, y: y)))
    #expect(stats.episode == episode)
    #expect(stats.outliers.outliers.allSatisfy { $0.point.x < episode.start.x || $0.point.x > episode.end.x })
  }

  @Test func runsToAnEndAndShortSeriesAreNotEpisodes() {
    var y = [Double](repeating: 0, count: 400)
    for k in 0..<400 { y[k] = k % 2 == 0 ? 0.1 : -0.1 }
    for k in 350..<400 { y[k] = 9 }
    #expect(Statistics.episode(x: y.indices.map(Double.init), y: y) == nil)
    let short = [0, 0.1, 9, 9, 9, 0, 0.1, 0]
    #expect(Statistics.episode(x: short.indices.map(Double.init), y: short) == nil)
  }

  @Test func aDipBelowIsFoundWithALevelItStaysUnder() throws {
    var random = SplitMix64(seed: 5)
    var y = (0..<2_000).map { _ in 50 + random.nextNormal() }
    for k in 900..<950 { y[k] = 30 + random.nextNormal() }
    let episode = try #require(Statistics.episode(x: y.indices.map(Double.init), y: y))
    #expect(!episode.isAbove)
    let inside = y[Int(episode.start.x)...Int(episode.end.x)]
    #expect(inside.allSatisfy { $0 < episode.level })
    #expect(episode.level < 50 - 2.5)
  }
}
