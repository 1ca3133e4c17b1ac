import ChartAudio
import ChartModel
import ChartSupport
import Testing

@Suite struct WAVEncoderTests {
  @Test func monoGoldenHeaderAndSamples() {
    let buffer = PCMBuffer(sampleRate: 8_000, channelCount: 1, samples: [0, 0.5, -0.5, 1])
    // Hand-computed: RIFF size 36 + 8 data bytes = 44; byte rate 8000 × 1 × 2 = 16000 (0x3E80).
    let expected: [UInt8] = [
      0x52, 0x49, 0x46, 0x46, 0x2C, 0x00, 0x00, 0x00,  // "RIFF", 44
      0x57, 0x41, 0x56, 0x45, 0x66, 0x6D, 0x74, 0x20,  // "WAVE", "fmt "
      0x10, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,  // fmt size 16, PCM 1, 1 channel
      0x40, 0x1F, 0x00, 0x00, 0x80, 0x3E, 0x00, 0x00,  // 8000 Hz, 16000 bytes/s
      0x02, 0x00, 0x10, 0x00,  // block align 2, 16 bits
      0x64, 0x61, 0x74, 0x61, 0x08, 0x00, 0x00, 0x00,  // "data", 8
      0x00, 0x00, 0x00, 0x40, 0x00, 0xC0, 0xFF, 0x7F,  // 0, 16384, -16384, 32767
    ]
    #expect(WAVEncoder.encode(buffer) == expected)
  }

  @Test func stereoGoldenHeaderAndSamples() {
    let buffer = PCMBuffer(sampleRate: 44_100, channelCount: 2, samples: [0.25, -1])
    // Byte rate 44100 × 2 × 2 = 176400 (0x2B110); 0.25 × 32767 = 8191.75 → 8192 (0x2000).
    let expected: [UInt8] = [
      0x52, 0x49, 0x46, 0x46, 0x28, 0x00, 0x00, 0x00,  // "RIFF", 40
      0x57, 0x41, 0x56, 0x45, 0x66, 0x6D, 0x74, 0x20,  // "WAVE", "fmt "
      0x10, 0x00, 0x00, 0x00, 0x01, 0x00, 0x02, 0x00,  // fmt size 16, PCM 1, 2 channels
      0x44, 0xAC, 0x00, 0x00, 0x10, 0xB1, 0x02, 0x00,  // 44100 Hz, 176400 bytes/s
      0x04, 0x00, 0x10, 0x00,  // block align 4, 16 bits
      0x64, 0x61, 0x74, 0x61, 0x04, 0x00, 0x00, 0x00,  // "data", 4
      0x00, 0x20, 0x01, 0x80,  // 8192, -32767
    ]
    #expect(WAVEncoder.encode(buffer) == expected)
  }

  @Test func emptyBufferIsAHeaderWithNoData() {
    let bytes = WAVEncoder.encode(PCMBuffer(sampleRate: 22_050, channelCount: 1))
    #expect(bytes.count == WAVEncoder.headerSize)
    #expect(Array(bytes[40..<44]) == [0, 0, 0, 0])
    #expect(Array(bytes[4..<8]) == [36, 0, 0, 0])
  }

  @Test func sizeIsHeaderPlusTwoBytesPerSample() {
    var buffer = PCMBuffer(sampleRate: 22_050, channelCount: 2)
    buffer.appendSilence(seconds: 1)
    let bytes = WAVEncoder.encode(buffer)
    #expect(bytes.count == 44 + 2 * 44_100)
    #expect(
      Array(bytes[0..<44])
        == WAVEncoder.header(sampleRate: 22_050, channelCount: 2, frameCount: 22_050))
  }

  struct QuantisationCase: CustomTestStringConvertible, Sendable {
    var sample: Float
    var expected: Int16
    var why: String
    var testDescription: String { "\(sample) → \(expected) (\(why))" }
  }

  static let quantisationCases: [QuantisationCase] = [
    .init(sample: 0, expected: 0, why: "silence"),
    .init(sample: 1, expected: 32_767, why: "full scale"),
    .init(sample: -1, expected: -32_767, why: "symmetric full scale"),
    .init(sample: 1.5, expected: 32_767, why: "clamped to 1"),
    .init(sample: -1.5, expected: -32_767, why: "clamped to −1; −32768 never produced"),
    .init(sample: .infinity, expected: 32_767, why: "clamped"),
    .init(sample: -.infinity, expected: -32_767, why: "clamped"),
    .init(sample: .nan, expected: 0, why: "NaN is silence"),
    .init(sample: 0.5, expected: 16_384, why: "16383.5 rounds half away from zero"),
    .init(sample: -0.5, expected: -16_384, why: "−16383.5 rounds half away from zero"),
    .init(sample: 0.25, expected: 8_192, why: "8191.75 rounds to nearest"),
    .init(sample: 16_383.4 / 32_767, expected: 16_383, why: "below the half rounds down"),
    .init(sample: 1 / 32_767, expected: 1, why: "one step"),
    .init(sample: 0.4 / 32_767, expected: 0, why: "less than half a step"),
  ]

  @Test(arguments: quantisationCases)
  func quantisation(_ testCase: QuantisationCase) {
    #expect(WAVEncoder.quantize(testCase.sample) == testCase.expected)
  }

  /// The branch-free rounding agrees with Foundation's, on random samples and on every tie.
  @Test func quantisationMatchesRoundingHalfAwayFromZero() {
    func reference(_ sample: Float) -> Int16 {
      guard !sample.isNaN else { return 0 }
      return Int16((Double(min(max(sample, -1), 1)) * 32_767).rounded(.toNearestOrAwayFromZero))
    }
    var random = SplitMix64(seed: 2024)
    var samples = (0..<100_000).map { _ in Float.random(in: -1.2...1.2, using: &random) }
    // Ties: halves of 16,384 (= 32,767 × 0.5 + 0.5) … and samples one ulp either side.
    for sample: Float in [0.5, -0.5, 0.25, -0.25, 0.125, -0.125, 1 / 65_534, -1 / 65_534] {
      samples += [sample, sample.nextUp, sample.nextDown]
    }
    samples += [.nan, .infinity, -.infinity, 0, -0, 1, -1]
    let mismatches = samples.filter { WAVEncoder.quantize($0) != reference($0) }
    #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    // The encoder's eight-at-a-time path, and its tail, give the same values.
    let bytes = WAVEncoder.encode(PCMBuffer(sampleRate: 8_000, channelCount: 1, samples: samples))
    let decoded = stride(from: 44, to: bytes.count, by: 2).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
    let encodedMismatches = zip(decoded, samples).filter { $0.0 != reference($0.1) }
    #expect(decoded.count == samples.count)
    #expect(encodedMismatches.isEmpty, "\(encodedMismatches.count) encoded samples differ")
  }

  @Test func encodingInChunksGivesTheSameBytes() {
    let buffer = PCMBuffer(
      sampleRate: 8_000, channelCount: 2, samples: (0..<22).map { Float($0) / 22 - 0.5 })
    var pieces: [[UInt8]] = []
    let finished = WAVEncoder.encode(buffer, chunkSamples: 4) { chunk in
      pieces.append(Array(chunk))
      return true
    }
    #expect(finished)
    #expect(pieces.map(\.count) == [44, 8, 8, 8, 8, 8, 4])
    #expect(pieces.flatMap { $0 } == WAVEncoder.encode(buffer))
    var calls = 0
    let stopped = WAVEncoder.encode(buffer, chunkSamples: 4) { _ in
      calls += 1
      return calls < 2
    }
    #expect(!stopped && calls == 2)
  }

  @Test func quantisationHappensOnceWhenEncoding() {
    let samples: [Float] = [0.5, -0.5, 1.5, -1.5, 0.25]
    let bytes = WAVEncoder.encode(PCMBuffer(sampleRate: 8_000, channelCount: 1, samples: samples))
    let decoded = stride(from: 44, to: bytes.count, by: 2).map {
      Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
    }
    #expect(decoded == samples.map(WAVEncoder.quantize))
  }
}
