import ChartAudio
import Testing

@Suite struct PCMBufferChannelsTests {
  @Test func monoBecomesCentredStereoAtUnityGain() {
    let mono = PCMBuffer(sampleRate: 22_050, channelCount: 1, samples: [0.5, -0.25, 0])
    let stereo = mono.convertedToStereo()
    #expect(stereo.channelCount == 2 && stereo.frameCount == 3)
    #expect(stereo.samples == [0.5, 0.5, -0.25, -0.25, 0, 0])
    #expect(stereo.convertedToStereo() == stereo)
  }

  @Test func stereoBecomesMonoByAveraging() {
    let stereo = PCMBuffer(sampleRate: 22_050, channelCount: 2, samples: [0.5, 0.5, 1, 0])
    #expect(stereo.convertedToMono().samples == [0.5, 0.5])
    #expect(stereo.converted(toChannelCount: 2) == stereo)
  }

  @Test func conversionChangesChannelsAndRate() {
    let mono = PCMBuffer(
      sampleRate: 22_050, channelCount: 1, samples: [Float](repeating: 0.1, count: 2_205))
    let converted = mono.converted(sampleRate: 44_100, channelCount: 2)
    #expect(converted.sampleRate == 44_100 && converted.channelCount == 2)
    #expect(converted.frameCount == 4_410)
  }

  @Test func peakIsTheLargestMagnitude() {
    #expect(PCMBuffer(sampleRate: 8_000, channelCount: 1, samples: [0.1, -0.7, 0.3]).peak == 0.7)
    #expect(PCMBuffer(sampleRate: 8_000, channelCount: 1).peak == 0)
  }
}
