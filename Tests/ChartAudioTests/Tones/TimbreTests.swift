import ChartAudio
import ChartVoiceTestSupport
import Testing

@Suite struct TimbreTests {
  struct Spectrum: CustomTestStringConvertible, Sendable {
    var timbre: Timbre
    /// Whether the 2nd and 3rd harmonics should be present.
    var hasEven: Bool
    var hasOdd: Bool
    var testDescription: String { timbre.rawValue }
  }

  /// One 220 Hz tone of each timbre, with its harmonics measured where the waveform is steady.
  @Test(arguments: [
    Spectrum(timbre: .sine, hasEven: false, hasOdd: false),
    Spectrum(timbre: .triangle, hasEven: false, hasOdd: true),
    Spectrum(timbre: .square, hasEven: false, hasOdd: true),
    Spectrum(timbre: .sawtooth, hasEven: true, hasOdd: true),
  ])
  func eachTimbreHasItsHarmonics(_ row: Spectrum) throws {
    var style = SonificationStyle()
    style.timbres = [row.timbre]
    style.channelCount = 1
    style.earcons.enabled = []
    let plan = try TonePlan(descriptor: TestCharts.bars([1]), style: style)
    let event = try #require(plan.events.first)
    let f = try #require(event.tone?.startFrequency)
    let audio = ToneRenderer.render(plan)
    let samples = AudioFeatures.channel(
      audio, 0, frames: AudioFeatures.middle(plan.frames(of: event)))
    let fundamental = AudioFeatures.amplitude(at: f, in: samples, sampleRate: 22_050)
    let second = AudioFeatures.amplitude(at: 2 * f, in: samples, sampleRate: 22_050) / fundamental
    let third = AudioFeatures.amplitude(at: 3 * f, in: samples, sampleRate: 22_050) / fundamental
    #expect((second > 0.05) == row.hasEven, "2nd harmonic at \(second) of the fundamental")
    #expect((third > 0.05) == row.hasOdd, "3rd harmonic at \(third) of the fundamental")
  }

  @Test func rawValuesAreStableNames() {
    #expect(Timbre.allCases.map(\.rawValue) == ["sine", "triangle", "square", "sawtooth"])
  }
}
