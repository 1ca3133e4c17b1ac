import ChartAudio
import ChartVoiceTestSupport
import Testing

@Suite struct MixerTests {
  static func constant(_ value: Float, frames: Int, channels: Int = 1, rate: Int = 100) -> PCMBuffer {
    PCMBuffer(
      sampleRate: rate, channelCount: channels,
      samples: [Float](repeating: value, count: frames * channels))
  }

  @Test func appendSequencesAudioAndSilence() {
    var mixer = Mixer(sampleRate: 100, channelCount: 1)
    mixer.append(Self.constant(0.5, frames: 10))
    mixer.appendSilence(seconds: 0.05)
    mixer.append(Self.constant(0.25, frames: 10), gain: 2)
    #expect(mixer.output.frameCount == 25)
    #expect(
      mixer.output.samples[9] == 0.5 && mixer.output.samples[12] == 0
        && mixer.output.samples[24] == 0.5)
    #expect(mixer.duration == 0.25)
  }

  @Test func appendingClampsAndCountsLikeOverlaying() {
    var mixer = Mixer(sampleRate: 100, channelCount: 1)
    mixer.append(PCMBuffer(sampleRate: 100, channelCount: 1, samples: [0.5, -0.75, 0.9]), gain: 2)
    #expect(mixer.output.samples == [1, -1, 1])
    #expect(mixer.clippedSampleCount == 2)
  }

  /// At unity gain one sample beyond ±1 (or NaN) anywhere — in the sixteen-at-a-time check or its
  /// tail — is still clamped and counted; audio within ±1, its ends included, is kept as it is.
  @Test(arguments: [0, 15, 16, 500, 1_001, 1_002], [Float(1.0001), -1.5, .infinity, .nan])
  func atUnityGainEverySampleBeyondOneIsClamped(position: Int, value: Float) {
    var samples: [Float] = (0..<1_003).map { Float($0 % 9) * 0.25 - 1 }  // −1 … 1
    var mixer = Mixer(sampleRate: 100, channelCount: 1)
    mixer.append(PCMBuffer(sampleRate: 100, channelCount: 1, samples: samples))
    #expect(mixer.output.samples == samples)
    #expect(mixer.clippedSampleCount == 0)
    samples[position] = value
    var clamped = Mixer(sampleRate: 100, channelCount: 1)
    clamped.append(PCMBuffer(sampleRate: 100, channelCount: 1, samples: samples))
    samples[position] = value.isNaN ? 0 : min(1, max(-1, value))
    #expect(clamped.output.samples == samples)
    #expect(clamped.clippedSampleCount == (value.isNaN ? 0 : 1))
  }

  /// Long enough for the eight-at-a-time path and its tail: the same as one sample at a time.
  @Test func appendingLongAudioClampsEverySample() {
    let samples: [Float] = (0..<1_003).map { Float($0 % 7) * 0.4 - 1.2 }  // −1.2 … 1.2
    var mixer = Mixer(sampleRate: 100, channelCount: 1)
    mixer.append(PCMBuffer(sampleRate: 100, channelCount: 1, samples: [.nan] + samples + [.nan]), gain: 1.5)
    let expected = [0] + samples.map { min(1, max(-1, $0 * 1.5)) } + [0]
    #expect(mixer.output.samples == expected)
    #expect(mixer.clippedSampleCount == samples.filter { abs($0 * 1.5) > 1 }.count)
  }

  @Test(arguments: [(channels: 1, rate: 100), (channels: 2, rate: 100), (channels: 1, rate: 200)])
  func sixteenBitSpeechIsTheSameAsItsFloatBuffer(_ format: (channels: Int, rate: Int)) {
    let speech: [Int16] = [0, 32_767, -32_767, -32_768, 16_384, -1]
    var direct = Mixer(sampleRate: format.rate, channelCount: format.channels)
    direct.appendSilence(seconds: 0.02)
    speech.withUnsafeBufferPointer { direct.append(int16: $0, sampleRate: 100) }
    var viaBuffer = Mixer(sampleRate: format.rate, channelCount: format.channels)
    viaBuffer.appendSilence(seconds: 0.02)
    viaBuffer.append(
      PCMBuffer(sampleRate: 100, channelCount: 1, samples: speech.map { max(-1, Float($0) / 32_767) }))
    #expect(direct.output == viaBuffer.output)
    #expect(Mixer.sample(fromInt16: 32_767) == 1 && Mixer.sample(fromInt16: -32_768) == -1)
  }

  /// Several of the conversion's blocks, eight lanes at a time and the tails: every 16-bit
  /// value comes out as the one-at-a-time conversion gives it.
  @Test func longSixteenBitSpeechConvertsEverySample() {
    let speech: [Int16] = [-32_768, 32_767, 0, -1] + (0..<10_003).map { Int16(truncatingIfNeeded: $0 &* 7_919) }
    var mixer = Mixer(sampleRate: 100, channelCount: 1)
    speech.withUnsafeBufferPointer { mixer.append(int16: $0, sampleRate: 100) }
    let expected = speech.map(Mixer.sample(fromInt16:))
    #expect(mixer.output.samples.count == expected.count)
    let differing = zip(mixer.output.samples, expected).filter { $0.0 != $0.1 }.count
    #expect(differing == 0, "\(differing) samples differ")
  }

  @Test func reservingCapacityChangesNothingHeard() {
    func build(_ mixer: inout Mixer) {
      mixer.append(Self.constant(0.5, frames: 10))
      mixer.appendSilence(seconds: 0.1)
      mixer.append(Self.constant(-0.25, frames: 5, channels: 2))
    }
    var plain = Mixer(sampleRate: 100, channelCount: 2)
    var reserved = Mixer(sampleRate: 100, channelCount: 2)
    reserved.reserveCapacity(frames: 1_000)
    build(&plain)
    build(&reserved)
    #expect(reserved.output.samples == plain.output.samples)
    #expect(reserved.output.frameCount == 25)
  }

  @Test func overlayAddsAndExtends() {
    var mixer = Mixer(sampleRate: 100, channelCount: 1)
    mixer.append(Self.constant(0.25, frames: 10))
    mixer.overlay(Self.constant(0.5, frames: 10), at: 0.05, gain: 0.5)
    #expect(mixer.output.frameCount == 15)
    #expect(mixer.output.samples[4] == 0.25)
    #expect(mixer.output.samples[5] == 0.5)
    #expect(mixer.output.samples[14] == 0.25)
    #expect(mixer.clippedSampleCount == 0)
  }

  @Test func sumsSaturateAndAreCounted() {
    var mixer = Mixer(sampleRate: 100, channelCount: 1)
    mixer.append(Self.constant(0.75, frames: 4))
    mixer.overlay(Self.constant(0.5, frames: 2), at: 0)
    mixer.overlay(Self.constant(-2, frames: 1), at: 0.03)
    #expect(mixer.output.samples == [1, 1, 0.75, -1])
    #expect(mixer.clippedSampleCount == 3)
  }

  @Test func speechAndTonesMeetInOneStereoFile() throws {
    // Mono speech at 22,050 Hz, then stereo tones at 44,100 Hz, into 44,100 Hz stereo.
    let speech = PCMBufferResamplingTests.sine(
      200, amplitude: 0.8, seconds: 0.5, sampleRate: 22_050)
    var style = SonificationStyle()
    style.sampleRate = 44_100
    let tones = ToneRenderer.render(
      try TonePlan(descriptor: TestCharts.bars([1, 2, 3]), style: style))
    let file = Mixer.sequence(
      [speech, tones, speech], gap: 0.3, sampleRate: 44_100, channelCount: 2)
    #expect(file.sampleRate == 44_100 && file.channelCount == 2)
    let expected = 0.5 + 0.3 + tones.duration + 0.3 + 0.5
    #expect(abs(file.duration - expected) < 2.0 / 44_100)
    #expect(file.peak <= 0.9)
    // Tones under the speech at 0.15, as the design allows, still fit without clipping.
    var mixer = Mixer(sampleRate: 44_100, channelCount: 2)
    mixer.append(speech)
    mixer.overlay(tones, at: 0, gain: 0.5)
    #expect(mixer.clippedSampleCount == 0)
  }
}
