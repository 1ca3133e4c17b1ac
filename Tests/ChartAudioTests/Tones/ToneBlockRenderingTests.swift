import ChartAudio
import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// `ToneRenderer.render(_:blockFrames:_:)` streams the tones a block at a time, carrying every
/// sound's state across blocks; its samples must be `render(_:)`'s to the bit, whatever the block
/// size, or a file written in blocks would not be the file written whole.
@Suite struct ToneBlockRenderingTests {
  /// The blocks, joined, how many there were, and whether each held whole frames within the
  /// size asked for.
  static func blocks(_ plan: TonePlan, frames: Int) -> (samples: [Float], count: Int, wellFormed: Bool) {
    let channels = plan.style.channelCount
    var joined: [Float] = []
    var count = 0
    var wellFormed = true
    ToneRenderer.render(plan, blockFrames: frames) { block in
      wellFormed = wellFormed && block.count <= frames * channels && block.count % channels == 0
      joined.append(contentsOf: block)
      count += 1
    }
    return (joined, count, wellFormed)
  }

  /// The first index where two renders differ in their bits (a difference in the last place,
  /// or a NaN, counts), or `nil` when they are the same.
  static func firstDifference(_ a: [Float], _ b: [Float]) -> Int? {
    guard a.count == b.count else { return min(a.count, b.count) }
    return a.indices.first { a[$0].bitPattern != b[$0].bitPattern }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var seed: UInt64
    var continuous: Bool
    var channels: Int
    var blockFrames: Int
    var testDescription: String {
      "seed \(seed), \(continuous ? "glides" : "tones"), \(channels) channel(s), blocks of \(blockFrames)"
    }
  }

  static let cases: [Case] = (0..<12 as Range<UInt64>).map { seed in
    Case(
      seed: seed, continuous: seed % 3 != 0, channels: seed % 4 == 1 ? 1 : 2,
      blockFrames: [3, 7, 256, 1_000, 4_096, 100_000][Int(seed % 6)])
  }

  /// A seeded walk with missing values (noise bursts), crossings of zero and of a reference line
  /// (ticks) and its extremes (clicks): every kind of sound, overlapping at the clicks.
  static func plan(_ row: Case) throws -> TonePlan {
    var generator = SplitMix64(seed: row.seed)
    let count = 40 + Int(generator.next() % 300)
    var values = TestCharts.walk(count: count, seed: row.seed)
    for _ in 0..<(count / 25) { values[Int(generator.next() % UInt64(count))] = .nan }
    let chart = TestCharts.chart(
      kind: row.continuous ? .line : .bar,
      series: [
        TestCharts.series(values, name: "A", continuous: row.continuous),
        TestCharts.series(values.reversed().map { $0 * 0.5 }, name: "B", continuous: row.continuous),
      ],
      categorical: !row.continuous, referenceLines: [ReferenceLine(axis: .y, value: 0.5, label: "target")])
    var style = SonificationStyle()
    style.channelCount = row.channels
    style.sampleRate = row.seed % 5 == 2 ? 44_100 : 22_050
    style.overviewDuration = 2
    return try TonePlan(descriptor: chart, style: style)
  }

  @Test(arguments: cases)
  func blocksJoinIntoTheWholeRender(_ row: Case) throws {
    let plan = try Self.plan(row)
    #expect(plan.events.contains { $0.sound == .missingValue })
    #expect(plan.events.contains { $0.earcon != nil })
    let whole = ToneRenderer.render(plan)
    let (joined, count, wellFormed) = Self.blocks(plan, frames: row.blockFrames)
    #expect(count == (plan.frameCount + row.blockFrames - 1) / row.blockFrames)
    #expect(wellFormed)
    #expect(joined.count == whole.samples.count)
    #expect(Self.firstDifference(joined, whole.samples) == nil)
    // A validated style keeps every plan within its limit: the blocks never needed the whole.
    #expect(ToneRenderer.peakBound(plan) <= plan.style.peakLimit)
  }

  /// The bound is a bound: no rendered sample is above it, and it is not loose by more than the
  /// rounding it allows for when a sound plays alone at its peak.
  @Test(arguments: cases.prefix(6))
  func thePeakBoundHoldsEverySample(_ row: Case) throws {
    let plan = try Self.plan(row)
    let whole = ToneRenderer.render(plan)
    let peak = whole.samples.map(abs).max() ?? 0
    #expect(Double(peak) <= ToneRenderer.peakBound(plan))
    #expect(ToneRenderer.peakBound(plan) >= plan.style.toneAmplitude)
  }

  /// Two loud tones at once exceed the peak limit: `render(_:)` scales the whole audio down, and
  /// the blocks, made from that whole, are the same.
  @Test func aPlanAboveThePeakLimitIsScaledAsAWhole() throws {
    var style = SonificationStyle()
    style.toneAmplitude = 0.6
    style.earcons.amplitude = 0.15
    let tone = Tone(startFrequency: 440, timbre: .sine)
    let events = [
      SoundEvent(start: 0, duration: 0.5, seriesIndex: 0, pointIndex: 0, startPan: -0.5, sound: .tone(tone)),
      SoundEvent(start: 0.1, duration: 0.5, seriesIndex: 1, pointIndex: 0, startPan: 0.5, sound: .tone(tone)),
    ]
    let plan = TonePlan(
      style: style, pitch: try TonePlan(descriptor: TestCharts.bars([1, 2]), style: style).pitch,
      pan: PanMapping(domain: 0...1, width: 0.9), events: events, groups: [], duration: 0.6)
    #expect(ToneRenderer.peakBound(plan) > style.peakLimit)
    let whole = ToneRenderer.render(plan)
    #expect((whole.samples.map(abs).max() ?? 0) <= Float(style.peakLimit) * 1.000_001)
    #expect(Self.firstDifference(Self.blocks(plan, frames: 1_000).samples, whole.samples) == nil)
  }

  /// A joined glide segment that starts while the segment before it still sounds (a hand-built
  /// plan; built plans join end to start) takes the phase that segment ends on, as when each
  /// sound is rendered whole in turn, even when that end lies blocks ahead.
  @Test(arguments: [1, 64, 3_000])
  func aJoinedSegmentTakesThePhaseOfOneStillSounding(blockFrames: Int) throws {
    let style = SonificationStyle()
    let first = Tone(startFrequency: 300, endFrequency: 500, timbre: .sawtooth, joinsNext: true)
    let second = Tone(startFrequency: 500, endFrequency: 350, timbre: .sawtooth, joinsPrevious: true)
    let events = [
      SoundEvent(
        start: 0, duration: 0.4, seriesIndex: 0, pointIndex: 0, startPan: -0.5, endPan: 0, sound: .tone(first)),
      SoundEvent(
        start: 0.25, duration: 0.3, seriesIndex: 0, pointIndex: 1, startPan: 0, endPan: 0.5, sound: .tone(second)),
    ]
    let plan = TonePlan(
      style: style, pitch: try TonePlan(descriptor: TestCharts.bars([1, 2]), style: style).pitch,
      pan: PanMapping(domain: 0...1, width: 0.9), events: events, groups: [], duration: 0.6)
    let whole = ToneRenderer.render(plan)
    #expect(Self.firstDifference(Self.blocks(plan, frames: blockFrames).samples, whole.samples) == nil)
  }
}
