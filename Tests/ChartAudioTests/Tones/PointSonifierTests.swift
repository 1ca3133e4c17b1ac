import ChartAudio
import ChartModel
import ChartVoiceTestSupport
import Testing

/// The sounds of an exploration: one point at a time, or one series' audio graph.
@Suite struct PointSonifierTests {
  @Test func aPointPlaysOneToneAtTheChartsPitchForItsValue() throws {
    let chart = TestCharts.lines([10, 20, 40], [30, 0, 5])
    let sonifier = try PointSonifier(descriptor: chart)
    let plan = sonifier.plan(point: 1, inSeries: 0)
    let tones = plan.events.compactMap(\.tone)
    #expect(tones.count == 1)
    // The pitch domain is every series' extremes (0…40), as in the whole audio graph.
    let expected = try #require(
      PitchMapping(descriptor: chart, style: SonificationStyle()).frequency(for: 20))
    #expect(tones.first?.startFrequency == expected)
    #expect(tones.first?.endFrequency == expected)
    #expect(tones.first?.timbre == SonificationStyle().timbre(forSeries: 0))
    #expect(plan.events.first?.start == 0)
    #expect(plan.duration == SonificationStyle().longestTone)

    let audio = ToneRenderer.render(plan)
    let frames = AudioFeatures.middle(0..<audio.frameCount)
    let measured = try #require(
      AudioFeatures.zeroCrossingFrequency(
        AudioFeatures.channel(audio.convertedToMono(), 0, frames: frames),
        sampleRate: audio.sampleRate))
    #expect(
      abs(measured - expected) / expected < 0.01, "measured \(measured) Hz, expected \(expected) Hz"
    )
  }

  @Test func eachSeriesKeepsItsTimbre() throws {
    let sonifier = try PointSonifier(descriptor: TestCharts.lines([1, 2], [3, 4]))
    #expect(
      sonifier.plan(point: 0, inSeries: 1).events.compactMap(\.tone).first?.timbre
        == SonificationStyle().timbre(forSeries: 1))
  }

  @Test func aPointIsPannedByItsX() throws {
    let sonifier = try PointSonifier(descriptor: TestCharts.lines([1, 2, 3]))
    #expect(sonifier.plan(point: 0, inSeries: 0).events[0].startPan == -0.9)
    #expect(sonifier.plan(point: 1, inSeries: 0).events[0].startPan == 0)
    #expect(sonifier.plan(point: 2, inSeries: 0).events[0].startPan == 0.9)
  }

  @Test func aMissingValuePlaysTheNoiseBurst() throws {
    let sonifier = try PointSonifier(descriptor: TestCharts.lines([1, .nan, 3]))
    let plan = sonifier.plan(point: 1, inSeries: 0)
    #expect(plan.events.map(\.sound) == [.missingValue])
    #expect(plan.duration == SonificationStyle().missingCueDuration)
  }

  @Test func theSeriesExtremesAddTheirClicks() throws {
    let sonifier = try PointSonifier(descriptor: TestCharts.lines([5, 9, 1, 9], [100, 200]))
    #expect(sonifier.plan(point: 1, inSeries: 0).events.compactMap(\.earcon) == [.maximum])
    #expect(sonifier.plan(point: 3, inSeries: 0).events.compactMap(\.earcon) == [.maximum])
    #expect(sonifier.plan(point: 2, inSeries: 0).events.compactMap(\.earcon) == [.minimum])
    #expect(sonifier.plan(point: 0, inSeries: 0).events.compactMap(\.earcon) == [])
    // Per series: 100 is series 1's lowest even though the chart goes lower.
    #expect(sonifier.plan(point: 0, inSeries: 1).events.compactMap(\.earcon) == [.minimum])
  }

  @Test func aConstantSeriesHasNoClicks() throws {
    let sonifier = try PointSonifier(descriptor: TestCharts.lines([4, 4, 4]))
    #expect(sonifier.plan(point: 1, inSeries: 0).events.compactMap(\.earcon) == [])
  }

  @Test func aSeriesGraphIsThatSeriesPartOfTheWholeGraphFromZero() throws {
    let chart = TestCharts.lines([1, 2, 3, 4], [4, 3, 2, 1], [2, 2, 3, 3])
    let sonifier = try PointSonifier(descriptor: chart)
    let whole = try TonePlan(descriptor: chart)
    let plan = try sonifier.plan(series: 1)
    let group = try #require(whole.groups.first { $0.seriesIndex == 1 })
    #expect(plan.events.allSatisfy { $0.seriesIndex == 1 })
    #expect(plan.events.count == whole.events(inSeries: 1).count)
    #expect(plan.events.map(\.start).min() == 0)
    #expect(abs(plan.duration - group.duration) < 1e-9)
    #expect(plan.groups.map(\.start) == [0])
    #expect(plan.events.compactMap(\.tone) == whole.events(inSeries: 1).compactMap(\.tone))
    #expect(ToneRenderer.render(plan).frameCount == plan.frameCount)
  }

  @Test func anEmptySeriesHasASilentGraph() throws {
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "x", type: .numeric),
      yAxis: Axis(title: "y", type: .numeric),
      series: [
        TestCharts.series([1, 2], name: "a", continuous: true),
        TestCharts.series([], name: "b", continuous: true),
      ])
    let plan = try PointSonifier(descriptor: chart).plan(series: 1)
    #expect(plan.events.isEmpty)
    #expect(plan.duration == 0)
  }

  @Test func theStyleIsValidated() {
    var style = SonificationStyle()
    style.longestTone = -1
    #expect(throws: AudioError.self) {
      try PointSonifier(descriptor: TestCharts.lines([1, 2]), style: style)
    }
  }
}
