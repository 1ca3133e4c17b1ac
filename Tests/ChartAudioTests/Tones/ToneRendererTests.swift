import ChartAudio
import ChartModel
import ChartVoiceTestSupport
import Testing

@Suite struct ToneRendererTests {
  static func style(
    timbre: Timbre = .triangle, sampleRate: Int = 22_050, channels: Int = 1, earcons: Bool = false
  ) -> SonificationStyle {
    var style = SonificationStyle()
    style.timbres = [timbre]
    style.sampleRate = sampleRate
    style.channelCount = channels
    if !earcons { style.earcons.enabled = [] }
    return style
  }

  struct PitchCase: CustomTestStringConvertible, Sendable {
    var timbre: Timbre
    var sampleRate: Int
    var inverted: Bool
    var testDescription: String { "\(timbre) at \(sampleRate) Hz\(inverted ? ", inverted" : "")" }
  }

  static let pitchCases: [PitchCase] =
    Timbre.allCases.flatMap { timbre in
      [22_050, 44_100].map { PitchCase(timbre: timbre, sampleRate: $0, inverted: false) }
    } + [PitchCase(timbre: .square, sampleRate: 22_050, inverted: true)]

  @Test(arguments: pitchCases)
  func eachToneSoundsAtItsPlannedPitch(_ row: PitchCase) throws {
    var style = Self.style(timbre: row.timbre, sampleRate: row.sampleRate)
    style.invertsPitch = row.inverted
    let values: [Double] = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    let plan = try TonePlan(descriptor: TestCharts.bars(values), style: style)
    let audio = ToneRenderer.render(plan)
    var measured: [Double] = []
    for event in plan.events {
      let tone = try #require(event.tone)
      let samples = AudioFeatures.channel(
        audio, 0, frames: AudioFeatures.middle(plan.frames(of: event)))
      let frequency = try #require(
        AudioFeatures.zeroCrossingFrequency(samples, sampleRate: row.sampleRate))
      #expect(
        abs(frequency / tone.startFrequency - 1) < 0.01,
        "point \(event.pointIndex ?? -1): \(frequency) Hz")
      measured.append(frequency)
    }
    let rising = zip(measured.dropFirst(), measured).allSatisfy { $0 > $1 }
    let falling = zip(measured.dropFirst(), measured).allSatisfy { $0 < $1 }
    #expect(row.inverted ? falling : rising)
  }

  @Test(arguments: [22_050, 44_100])
  func sampleCountsMatchThePlannedDurations(sampleRate: Int) throws {
    let plan = try TonePlan(
      descriptor: TestCharts.bars([5, 1, 4, 2, 3]), style: Self.style(sampleRate: sampleRate))
    let audio = ToneRenderer.render(plan)
    #expect(audio.sampleRate == sampleRate && audio.channelCount == 1)
    #expect(audio.frameCount == Int((plan.duration * Double(sampleRate)).rounded()))
    for event in plan.events {
      let frames = plan.frames(of: event)
      let widened = max(0, frames.lowerBound - 2)..<min(audio.frameCount, frames.upperBound + 2)
      let span = try #require(AudioFeatures.soundingSpan(audio, within: widened))
      // Faded ends are exactly 0, so the sounding span is the planned frames less those two.
      #expect(abs(Double(span.count + 2) - event.duration * Double(sampleRate)) <= 1)
    }
  }

  @Test func panMovesFromLeftToRight() throws {
    let plan = try TonePlan(
      descriptor: TestCharts.bars([3, 3, 3, 3, 3]), style: Self.style(channels: 2))
    let audio = ToneRenderer.render(plan)
    let balances = plan.events.map { event -> Double in
      let frames = AudioFeatures.middle(plan.frames(of: event))
      let left = AudioFeatures.rms(AudioFeatures.channel(audio, 0, frames: frames))
      let right = AudioFeatures.rms(AudioFeatures.channel(audio, 1, frames: frames))
      return right / (left + right)
    }
    #expect(zip(balances.dropFirst(), balances).allSatisfy { $0 > $1 })
    #expect(balances[0] < 0.1 && balances[4] > 0.9)
    #expect(abs(balances[2] - 0.5) < 1e-3)
    // Equal power: at pan ±0.9 the far channel is at sin(0.05 π / 2) of the near one's level.
    let first = AudioFeatures.middle(plan.frames(of: plan.events[0]))
    let ratio =
      AudioFeatures.rms(AudioFeatures.channel(audio, 1, frames: first))
      / AudioFeatures.rms(AudioFeatures.channel(audio, 0, frames: first))
    #expect(abs(ratio - 0.078_73) < 0.002)
  }

  @Test func missingValuesSoundAsNoiseNotSilence() throws {
    let plan = try TonePlan(descriptor: TestCharts.bars([1, .nan, 3]), style: Self.style())
    let audio = ToneRenderer.render(plan)
    let cue = try #require(plan.events.first { $0.sound == .missingValue })
    let noise = AudioFeatures.channel(audio, 0, frames: AudioFeatures.middle(plan.frames(of: cue)))
    let tone = AudioFeatures.channel(
      audio, 0, frames: AudioFeatures.middle(plan.frames(of: plan.events[0])))
    #expect(AudioFeatures.rms(noise) > 0.05)
    #expect(AudioFeatures.zeroCrossingRate(noise) > 0.3)
    #expect(AudioFeatures.zeroCrossingRate(tone) < 0.05)
    #expect(AudioFeatures.spectralFlatness(noise) > 0.3)
    #expect(AudioFeatures.spectralFlatness(tone) < 0.05)
  }

  @Test(arguments: 0..<4 as Range<UInt64>)
  func nothingClipsAndThereIsNoDCOffset(seed: UInt64) throws {
    // Three series with gaps, crossings of a reference line and zero, and every earcon.
    var walks = (0..<3).map {
      TestCharts.walk(count: 10 + Int(seed) * 5, seed: seed &* 3 &+ UInt64($0))
    }
    walks[1][5] = .nan
    walks[2][7] = .nan
    var chart = TestCharts.lines(walks[0], walks[1], walks[2])
    chart.referenceLines = [ReferenceLine(axis: .y, value: 1)]
    let plan = try TonePlan(
      descriptor: chart, style: Self.style(timbre: .sawtooth, channels: 2, earcons: true))
    let audio = ToneRenderer.render(plan)
    #expect(audio.peak <= 0.9)
    #expect(audio.peak > 0.1)
    for channel in 0..<2 {
      let samples = AudioFeatures.channel(audio, channel)
      #expect(abs(AudioFeatures.mean(samples)) < 0.002)
    }
  }

  @Test(arguments: Timbre.allCases)
  func tonesStartAndEndAtZeroWithLinearFades(_ timbre: Timbre) throws {
    let plan = try TonePlan(
      descriptor: TestCharts.bars([1, 9, 4]), style: Self.style(timbre: timbre))
    let audio = ToneRenderer.render(plan)
    let fade = plan.frame(at: plan.style.fadeDuration)
    for event in plan.events {
      let frames = plan.frames(of: event)
      let samples = AudioFeatures.channel(audio, 0, frames: frames)
      #expect(samples.first == 0 && samples.last == 0)
      // The first 2 ms stay well under the level the fade reaches.
      let onset = AudioFeatures.peak(Array(samples.prefix(fade / 5)))
      let body = AudioFeatures.peak(Array(samples[fade..<(samples.count - fade)]))
      #expect(onset < body * 0.25)
      #expect(abs(body - Float(plan.style.toneAmplitude)) < 0.01)
    }
  }

  @Test func glidesArePhaseContinuousAndFollowTheData() throws {
    let values = (0..<12).map { Double($0) }
    let plan = try TonePlan(descriptor: TestCharts.lines(values), style: Self.style(timbre: .sine))
    let audio = ToneRenderer.render(plan)
    let samples = AudioFeatures.channel(audio, 0)
    // No jump bigger than a 1,046.5 Hz sine at this level can make in one sample.
    let largest = zip(samples.dropFirst(), samples).map { abs($0 - $1) }.max() ?? 0
    let bound = Float(2 * Double.pi * 1_046.5 * plan.style.toneAmplitude / 22_050)
    #expect(largest <= bound * 1.05)
    // Pitch rises from segment to segment and matches the glide's mean pitch.
    var previous = 0.0
    for event in plan.events {
      let tone = try #require(event.tone)
      let samples = AudioFeatures.channel(
        audio, 0, frames: AudioFeatures.middle(plan.frames(of: event)))
      let frequency = try #require(AudioFeatures.zeroCrossingFrequency(samples, sampleRate: 22_050))
      let low = min(tone.startFrequency, tone.endFrequency) * 0.99
      let high = max(tone.startFrequency, tone.endFrequency) * 1.01
      #expect(frequency >= low && frequency <= high)
      #expect(frequency > previous)
      previous = frequency
    }
  }

  @Test func earconsAreQuieterThanTones() throws {
    let plan = try TonePlan(
      descriptor: TestCharts.bars([1, 2, 3]), style: Self.style(earcons: true))
    let audio = ToneRenderer.render(plan)
    for event in plan.events where event.earcon == .seriesStart || event.earcon == .seriesEnd {
      let samples = AudioFeatures.channel(audio, 0, frames: plan.frames(of: event))
      #expect(AudioFeatures.peak(samples) <= Float(plan.style.earcons.amplitude) + 1e-6)
      #expect(AudioFeatures.peak(samples) > 0.05)
      #expect(samples.last == 0)
    }
  }

  @Test func squareAndSawtoothStayBelowNyquist() throws {
    // At C6 with 8 partials the square's 11th harmonic and above would alias at 22,050 Hz.
    let plan = try TonePlan(
      descriptor: TestCharts.bars([0, 1]), style: Self.style(timbre: .square))
    let audio = ToneRenderer.render(plan)
    let top = plan.events[1]
    let samples = AudioFeatures.channel(
      audio, 0, frames: AudioFeatures.middle(plan.frames(of: top)))
    let f = try #require(top.tone?.startFrequency)
    #expect(AudioFeatures.amplitude(at: 9 * f, in: samples, sampleRate: 22_050) > 0.005)
    // An aliased 11th harmonic would sound at 22,050 − 11 f.
    #expect(AudioFeatures.amplitude(at: 22_050 - 11 * f, in: samples, sampleRate: 22_050) < 0.002)
  }

  @Test func renderingIsDeterministicAndSeeded() throws {
    let chart = TestCharts.bars([1, .nan, 3, .nan])
    let plan = try TonePlan(descriptor: chart, style: Self.style())
    #expect(ToneRenderer.render(plan) == ToneRenderer.render(plan))
    var reseeded = Self.style()
    reseeded.noiseSeed = 99
    #expect(
      ToneRenderer.render(try TonePlan(descriptor: chart, style: reseeded))
        != ToneRenderer.render(plan))
  }

  @Test func anEmptyPlanRendersNothing() throws {
    let audio = ToneRenderer.render(try TonePlan(descriptor: TestCharts.bars([])))
    #expect(audio.frameCount == 0 && audio.channelCount == 2)
  }
}
