import ChartAudio
import Testing

@Suite struct PCMBufferTests {
  @Test func silenceAddsWholeFrames() {
    var buffer = PCMBuffer(sampleRate: 22_050, channelCount: 2)
    buffer.appendSilence(seconds: 0.5)
    #expect(buffer.frameCount == 11_025)
    #expect(buffer.samples.count == 22_050)
    #expect(abs(buffer.duration - 0.5) < 1e-9)
  }
}
