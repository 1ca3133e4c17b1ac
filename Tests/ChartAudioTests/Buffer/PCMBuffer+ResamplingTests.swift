import ChartAudio
import Foundation
import Testing

@Suite struct PCMBufferResamplingTests {
  static func sine(
    _ frequency: Double, amplitude: Double = 0.5, seconds: Double = 0.5, sampleRate: Int
  ) -> PCMBuffer {
    let count = Int(seconds * Double(sampleRate))
    let samples = (0..<count).map {
      Float(amplitude * sin(2 * Double.pi * frequency * Double($0) / Double(sampleRate)))
    }
    return PCMBuffer(sampleRate: sampleRate, channelCount: 1, samples: samples)
  }

  struct RateCase: CustomTestStringConvertible, Sendable {
    var from: Int
    var to: Int
    var testDescription: String { "\(from) → \(to)" }
  }

  @Test(arguments: [
    RateCase(from: 22_050, to: 44_100), RateCase(from: 44_100, to: 22_050),
    RateCase(from: 22_050, to: 48_000), RateCase(from: 48_000, to: 44_100),
    RateCase(from: 22_050, to: 44_101),  // more phases than the table: interpolated
  ])
  func aOneKilohertzSineKeepsItsFrequencyAndAmplitude(_ row: RateCase) throws {
    let input = Self.sine(1_000, sampleRate: row.from)
    let output = input.resampled(to: row.to)
    #expect(output.sampleRate == row.to)
    #expect(
      abs(Double(output.frameCount) - Double(input.frameCount) * Double(row.to) / Double(row.from))
        <= 1)
    // Away from the edges, where the filter reads silence beyond the input.
    let margin = row.to / 50
    let body = Array(output.samples[margin..<(output.samples.count - margin)])
    let frequency = try #require(AudioFeatures.zeroCrossingFrequency(body, sampleRate: row.to))
    #expect(abs(frequency / 1_000 - 1) < 0.01)
    let amplitude = AudioFeatures.amplitude(at: 1_000, in: body, sampleRate: row.to)
    #expect(abs(amplitude / 0.5 - 1) < 0.01)
    #expect(abs(Double(AudioFeatures.peak(body)) / 0.5 - 1) < 0.01)
  }

  @Test func upsamplingLeavesNoImage() {
    let output = Self.sine(1_000, sampleRate: 22_050).resampled(to: 44_100)
    let body = Array(output.samples[882..<(output.samples.count - 882)])
    // Naive sample-and-hold or zero-stuffing would leave an image at 22,050 − 1,000 Hz.
    let image = AudioFeatures.amplitude(at: 21_050, in: body, sampleRate: 44_100)
    #expect(image < 0.5e-3)  // below −60 dB of the tone
  }

  @Test func downsamplingDoesNotAlias() {
    // 15 kHz cannot exist at 22,050 Hz; it must vanish rather than fold to 7,050 Hz.
    let output = Self.sine(15_000, sampleRate: 44_100).resampled(to: 22_050)
    let body = Array(output.samples[441..<(output.samples.count - 441)])
    #expect(AudioFeatures.amplitude(at: 7_050, in: body, sampleRate: 22_050) < 0.5e-3)
    #expect(AudioFeatures.rms(body) < 1e-3)
  }

  @Test func anImpulseStaysInPlace() {
    var samples = [Float](repeating: 0, count: 200)
    samples[100] = 1
    let output = PCMBuffer(sampleRate: 22_050, channelCount: 1, samples: samples).resampled(
      to: 44_100)
    let loudest = output.samples.indices.max { abs(output.samples[$0]) < abs(output.samples[$1]) }
    #expect(loudest == 200)
  }

  @Test func stereoChannelsStaySeparate() {
    let left = Self.sine(500, sampleRate: 22_050).samples
    var interleaved = [Float](repeating: 0, count: left.count * 2)
    for (frame, sample) in left.enumerated() { interleaved[2 * frame] = sample }
    let output = PCMBuffer(sampleRate: 22_050, channelCount: 2, samples: interleaved).resampled(
      to: 44_100)
    #expect(AudioFeatures.rms(AudioFeatures.channel(output, 0)) > 0.3)
    #expect(AudioFeatures.rms(AudioFeatures.channel(output, 1)) == 0)
  }

  @Test func theSameRateAndEmptyBuffersPassThrough() {
    let buffer = Self.sine(440, seconds: 0.01, sampleRate: 22_050)
    #expect(buffer.resampled(to: 22_050) == buffer)
    #expect(PCMBuffer(sampleRate: 22_050, channelCount: 2).resampled(to: 44_100).frameCount == 0)
  }
}
