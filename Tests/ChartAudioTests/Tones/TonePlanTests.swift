import ChartAudio
import ChartModel
import ChartVoiceTestSupport
import Testing

@Suite struct TonePlanTests {
  /// A style without earcons, so only data sounds are planned.
  static var plain: SonificationStyle {
    var style = SonificationStyle()
    style.earcons.enabled = []
    return style
  }

  @Test func eightBarsTakeTwoSecondsInSeparateTones() throws {
    let plan = try TonePlan(
      descriptor: TestCharts.bars([1, 2, 3, 4, 5, 6, 7, 8]), style: Self.plain)
    let tones = plan.events.compactMap(\.tone)
    #expect(tones.count == 8)
    #expect(plan.events.map(\.start) == (0..<8).map { Double($0) * 0.25 })
    #expect(plan.events.allSatisfy { abs($0.duration - 0.2) < 1e-12 })
    #expect(tones.allSatisfy { $0.startFrequency == $0.endFrequency && !$0.joinsNext })
    #expect(abs(plan.duration - (7 * 0.25 + 0.2)) < 1e-12)
    #expect(plan.events.map(\.pointIndex) == (0..<8).map { $0 })
  }

  @Test func pitchRisesWithTheValueAndFallsWhenInverted() throws {
    let values: [Double] = [3, 1, 4, 1, 5, 9, 2, 6]
    var inverted = Self.plain
    inverted.invertsPitch = true
    for style in [Self.plain, inverted] {
      let plan = try TonePlan(descriptor: TestCharts.bars(values), style: style)
      let frequencies = plan.events.compactMap { $0.tone?.startFrequency }
      for i in values.indices {
        for j in values.indices where values[i] < values[j] {
          #expect((frequencies[i] < frequencies[j]) != style.invertsPitch)
        }
      }
      #expect(frequencies.min().map { abs($0 - 130.8128) < 1e-3 } == true)
      #expect(frequencies.max().map { abs($0 - 1046.5023) < 1e-3 } == true)
    }
  }

  @Test func panMovesLeftToRightAndOneCategoryIsCentred() throws {
    let plan = try TonePlan(descriptor: TestCharts.bars([1, 2, 3, 4, 5]), style: Self.plain)
    #expect(plan.events.map(\.startPan) == [-0.9, -0.45, 0, 0.45, 0.9])
    let single = try TonePlan(descriptor: TestCharts.bars([7]), style: Self.plain)
    #expect(single.events.map(\.startPan) == [0])
  }

  @Test func aContinuousSeriesGlidesThroughItsPointsAndBreaksAtGaps() throws {
    let plan = try TonePlan(descriptor: TestCharts.lines([1, 2, 3, .nan, 5, 4]), style: Self.plain)
    let sounds = plan.events
    #expect(sounds.count == 6)
    let tones = sounds.compactMap(\.tone)
    #expect(tones.map(\.joinsPrevious) == [false, true, true, false, true])
    #expect(tones.map(\.joinsNext) == [true, true, false, true, false])
    #expect(tones[0].endFrequency == tones[1].startFrequency)
    #expect(tones[1].endFrequency == tones[2].startFrequency)
    #expect(sounds[3].sound == .missingValue && sounds[3].pointIndex == 3)
    // Glide segments fill their step; a chain's last point holds for a tone.
    #expect(sounds[0].duration == 0.25 && sounds[0].end == sounds[1].start)
    #expect(abs(sounds[2].duration - 0.2) < 1e-12)
    #expect(sounds[0].endPan == sounds[1].startPan)
    #expect(sounds[3].duration <= 0.12 + 1e-12)
  }

  @Test func seriesPlayOneAfterAnotherWithAPause() throws {
    let plan = try TonePlan(
      descriptor: TestCharts.lines([1, 2, 3], [3, 2, 1], names: ["North", "South"]))
    #expect(plan.groups.map(\.seriesName) == ["North", "South"])
    #expect(abs(plan.groups[1].start - plan.groups[0].end - 0.7) < 1e-12)
    #expect(plan.groups.map(\.timbre) == [.triangle, .square])
    #expect(plan.events(inSeries: 1).allSatisfy { $0.start >= plan.groups[1].start })
    #expect(plan.groups.last?.end == plan.duration)
    #expect(plan.events == plan.events.sorted { $0.start < $1.start })
  }

  @Test func boundaryCuesFrameEachSeries() throws {
    let plan = try TonePlan(descriptor: TestCharts.bars([1, 2, 3]))
    let style = plan.style
    #expect(plan.events.first?.earcon == .seriesStart && plan.events.first?.start == 0)
    #expect(plan.events.last?.earcon == .seriesEnd)
    let firstTone = try #require(plan.events.first { $0.tone != nil })
    #expect(
      abs(firstTone.start - style.earcons.seriesStart.duration - style.earcons.boundaryGap) < 1e-12)
    let lastTone = try #require(plan.events.last { $0.tone != nil })
    let end = try #require(plan.events.last)
    #expect(abs(end.start - lastTone.end - style.earcons.boundaryGap) < 1e-12)
    #expect(abs(plan.duration - end.end) < 1e-12)
  }

  @Test func extremesGetClicksAtTheirPoints() throws {
    var style = SonificationStyle()
    style.earcons.enabled = [.maximum, .minimum]
    let plan = try TonePlan(descriptor: TestCharts.bars([4, 9, 1, 9, 1, 5]), style: style)
    let maximum = try #require(plan.events.first { $0.earcon == .maximum })
    let minimum = try #require(plan.events.first { $0.earcon == .minimum })
    #expect(maximum.pointIndex == 1 && minimum.pointIndex == 2)
    #expect(maximum.start == plan.events.first { $0.pointIndex == 1 && $0.tone != nil }?.start)
    #expect(plan.events.filter { $0.earcon != nil }.count == 2)
    let constant = try TonePlan(descriptor: TestCharts.bars([3, 3, 3]), style: style)
    #expect(constant.events.allSatisfy { $0.earcon == nil })
  }

  @Test func crossingsTickAtTheInterpolatedMoment() throws {
    var style = SonificationStyle()
    style.earcons.enabled = [.crossingUp, .crossingDown]
    var chart = TestCharts.lines([10, 30, 30, 10])
    chart.referenceLines = [ReferenceLine(axis: .y, value: 20, label: "Target")]
    let plan = try TonePlan(descriptor: chart, style: style)
    let ticks = plan.events.filter { $0.earcon != nil }
    #expect(ticks.map(\.earcon) == [.crossingUp, .crossingDown])
    #expect(ticks.map { $0.crossing?.referenceLineIndex } == [0, 0])
    #expect(abs(ticks[0].start - 0.125) < 1e-12 && abs(ticks[1].start - 0.625) < 1e-12)
  }

  @Test func zeroCrossingsTickUnlessTurnedOff() throws {
    var style = SonificationStyle()
    style.earcons.enabled = [.crossingUp, .crossingDown]
    let chart = TestCharts.bars([-2, 2, -2])
    let ticks = try TonePlan(descriptor: chart, style: style).events.compactMap(\.crossing)
    #expect(
      ticks == [.init(value: 0, referenceLineIndex: nil), .init(value: 0, referenceLineIndex: nil)])
    style.earcons.marksZeroCrossings = false
    #expect(try TonePlan(descriptor: chart, style: style).events.allSatisfy { $0.crossing == nil })
  }

  @Test func noTickAcrossAMissingValue() throws {
    var style = SonificationStyle()
    style.earcons.enabled = [.crossingUp, .crossingDown]
    let plan = try TonePlan(descriptor: TestCharts.lines([-1, .nan, 1, -1]), style: style)
    #expect(plan.events.compactMap(\.earcon) == [.crossingDown])
  }

  @Test func aLineCrossedTooOftenGetsNoTicks() throws {
    var style = SonificationStyle()
    style.earcons.enabled = [.crossingUp, .crossingDown]
    let zigzag = (0..<30).map { $0.isMultiple(of: 2) ? -1.0 : 1.0 }
    #expect(
      try TonePlan(descriptor: TestCharts.bars(zigzag), style: style).events.allSatisfy {
        $0.earcon == nil
      })
  }

  @Test(arguments: PointReduction.allCases)
  func aboveTheDensityCapSeriesAreReducedKeepingTheirExtremes(_ method: PointReduction) throws {
    var style = SonificationStyle()
    style.reduction = method
    var values = TestCharts.walk(count: 1_000, seed: 7)
    values[500] = 1_000
    values[501] = -1_000
    let plan = try TonePlan(descriptor: TestCharts.lines(values), style: style)
    let group = try #require(plan.groups.first)
    #expect(plan.isReduced && group.isReduced)
    #expect(group.originalPointCount == 1_000)
    #expect(group.playedPointCount <= 102 && group.playedPointCount >= 50)
    #expect(group.step == style.shortestStep)
    let played = Set(plan.events.compactMap { $0.tone != nil ? $0.pointIndex : nil })
    #expect(played.isSuperset(of: [0, 500, 501, 999]))
    #expect(plan.events.first { $0.earcon == .maximum }?.pointIndex == 500)
    #expect(plan.events.first { $0.earcon == .minimum }?.pointIndex == 501)
    // The density cap holds: onsets at least 50 ms apart.
    let onsets = plan.events.compactMap { $0.tone != nil ? $0.start : nil }
    #expect(zip(onsets.dropFirst(), onsets).allSatisfy { $0 - $1 >= style.shortestStep - 1e-9 })
  }

  @Test func atTheCapNothingIsReduced() throws {
    let plan = try TonePlan(descriptor: TestCharts.lines(TestCharts.walk(count: 100, seed: 1)))
    #expect(!plan.isReduced && plan.groups[0].playedPointCount == 100)
  }

  @Test func scatterPointsPlayInXOrder() throws {
    let series = DataSeries(name: "Dots", isContinuous: false, x: [3, 1, 2], y: [30, 10, 20])
    let chart = TestCharts.chart(kind: .scatter, series: [series], categorical: false)
    let plan = try TonePlan(descriptor: chart, style: Self.plain)
    #expect(plan.events.map(\.pointIndex) == [1, 2, 0])
    #expect(plan.events.map(\.startPan) == [-0.9, 0, 0.9])
  }

  @Test func emptySeriesPlayNothingAndMissingOnesPlayNoise() throws {
    let chart = TestCharts.chart(
      kind: .line,
      series: [
        TestCharts.series([], name: "Empty", continuous: true),
        TestCharts.series([.nan, .nan], name: "Gaps", continuous: true),
      ], categorical: false)
    let plan = try TonePlan(descriptor: chart, style: Self.plain)
    #expect(plan.groups.map(\.seriesName) == ["Gaps"])
    #expect(plan.events.map(\.sound) == [.missingValue, .missingValue])
    #expect(plan.groups[0].missingValueCount == 2 && plan.groups[0].playedPointCount == 0)
    let nothing = try TonePlan(descriptor: TestCharts.bars([]))
    #expect(nothing.events.isEmpty && nothing.duration == 0 && nothing.frameCount == 0)
  }

  @Test func thePlanValidatesItsStyle() {
    var style = SonificationStyle()
    style.highestNote = 40
    #expect(throws: AudioError.self) {
      try TonePlan(descriptor: TestCharts.bars([1, 2, 3]), style: style)
    }
  }

  @Test func framesOfJoinedSegmentsMeetExactly() throws {
    let plan = try TonePlan(descriptor: TestCharts.lines(TestCharts.walk(count: 37, seed: 3)))
    let tones = plan.events.filter { $0.tone != nil }
    for (a, b) in zip(tones, tones.dropFirst()) where b.tone?.joinsPrevious == true {
      #expect(plan.frames(of: a).upperBound == plan.frames(of: b).lowerBound)
    }
  }
}
