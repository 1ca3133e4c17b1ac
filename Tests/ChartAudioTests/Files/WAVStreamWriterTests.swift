import ChartAudio
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `WAVStreamWriter` writes a WAV file as its pieces come, as 16-bit samples; given the same
/// pieces, the file must be the one a `Mixer` of floats encodes, sample for sample, or streaming
/// would change what `speak` and `sonify` write.
@Suite struct WAVStreamWriterTests {
  struct ProducerFailure: Error, Equatable {}

  /// The first index where two arrays differ (or the shorter one's end), `nil` when equal: a
  /// failure names a place instead of listing a megabyte.
  func firstDifference<T: Equatable>(_ a: [T], _ b: [T]) -> Int? {
    guard a.count == b.count else { return min(a.count, b.count) }
    return a.indices.first { a[$0] != b[$0] }
  }

  /// A fresh directory per test, removed afterwards.
  typealias Scratch = WAVWriterTests.Scratch

  /// The bytes of a file.
  static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

  /// Seeded speech-like samples, the extremes included.
  static func speech(count: Int, seed: UInt64) -> [Int16] {
    var generator = SplitMix64(seed: seed)
    return [Int16.min, Int16.max, -Int16.max, 0]
      + (0..<count).map { _ in Int16(truncatingIfNeeded: generator.next()) }
  }

  /// Float audio beyond ±1 and with NaN, which the mix clamps and silences.
  static let loud = PCMBuffer(
    sampleRate: 22_050, channelCount: 1, samples: [0.5, 1.5, -2, .nan, -1, 1, 0.25, -0.000_01, 0.999_99])

  static func plan(channels: Int, sampleRate: Int) throws -> TonePlan {
    var style = SonificationStyle()
    style.channelCount = channels
    style.sampleRate = sampleRate
    return try TonePlan(descriptor: TestCharts.lines(TestCharts.walk(count: 30, seed: 5)), style: style)
  }

  /// The same pieces, in the same order, into any sequence.
  static func compose<Output: AudioSequence>(into output: inout Output, tones: TonePlan, speech: [Int16]) {
    output.appendSilence(seconds: 0.01)
    speech.withUnsafeBufferPointer { output.append(int16: $0, sampleRate: 22_050) }
    output.appendSilence(seconds: 0.3)
    output.append(tones: tones)
    speech.prefix(777).withUnsafeBufferPointer { output.append(int16: $0, sampleRate: 22_050) }
    output.appendSilence(seconds: 0)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var channels: Int
    var sampleRate: Int
    var tonesChannels: Int
    var blockFrames: Int
    var testDescription: String {
      "\(channels) channel(s) at \(sampleRate) Hz, tones in \(tonesChannels), blocks of \(blockFrames)"
    }
  }

  static let cases: [Case] = [
    Case(channels: 1, sampleRate: 22_050, tonesChannels: 1, blockFrames: 16_384),
    Case(channels: 1, sampleRate: 22_050, tonesChannels: 2, blockFrames: 5),
    Case(channels: 2, sampleRate: 22_050, tonesChannels: 2, blockFrames: 16_384),
    Case(channels: 2, sampleRate: 22_050, tonesChannels: 2, blockFrames: 1),
    Case(channels: 2, sampleRate: 44_100, tonesChannels: 2, blockFrames: 1_000),
    Case(channels: 1, sampleRate: 44_100, tonesChannels: 1, blockFrames: 333),
  ]

  @Test(arguments: cases)
  func aFileIsTheMixersFileToTheBit(_ row: Case) throws {
    let scratch = try Scratch()
    let tones = try Self.plan(channels: row.tonesChannels, sampleRate: row.sampleRate)
    let speech = Self.speech(count: 5_000, seed: UInt64(row.blockFrames))
    var mixer = Mixer(sampleRate: row.sampleRate, channelCount: row.channels)
    Self.compose(into: &mixer, tones: tones, speech: speech)
    mixer.append(Self.loud)

    let descriptor = open(scratch.file("out.wav"), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    #expect(descriptor >= 0)
    var stream = WAVStreamWriter(
      descriptor: descriptor, sampleRate: row.sampleRate, channelCount: row.channels, blockFrames: row.blockFrames)
    Self.compose(into: &stream, tones: tones, speech: speech)
    stream.append(Self.loud)
    #expect(stream.frameCount == mixer.frameCount)
    #expect(stream.duration == mixer.duration)
    #expect(stream.finish() == nil)
    close(descriptor)

    let expected = WAVEncoder.encode(mixer.output)
    let written = try Self.bytes(scratch.file("out.wav"))
    #expect(written.count == expected.count)
    #expect(firstDifference(written, expected) == nil)
  }

  /// Every 16-bit value espeak-ng can give, through both paths: each is itself, but −32,768.
  @Test func everySpeechSampleComesBackAsTheMixQuantisesIt() throws {
    let scratch = try Scratch()
    let all = (Int(Int16.min)...Int(Int16.max)).map { Int16($0) }
    try WAVWriter.write(to: scratch.file("all.wav"), sampleRate: 22_050, channelCount: 1) { wav in
      all.withUnsafeBufferPointer { wav.append(int16: $0, sampleRate: 22_050) }
    }
    let data = try Self.bytes(scratch.file("all.wav")).dropFirst(WAVEncoder.headerSize)
    let values = stride(from: data.startIndex, to: data.endIndex, by: 2).map {
      Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8)
    }
    #expect(firstDifference(values, all.map { WAVEncoder.quantize(Mixer.sample(fromInt16: $0)) }) == nil)
    #expect(values.first == -32_767)
    #expect(firstDifference(Array(values.dropFirst()), Array(all.dropFirst())) == nil)
  }

  /// A pipe cannot take the header's lengths afterwards: nothing goes out before `finish()`,
  /// then the whole file.
  @Test func aPipeGetsTheWholeFileOnlyAtTheEnd() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(fcntl(ends[0], F_SETFL, O_NONBLOCK) == 0)
    let speech = Self.speech(count: 3_000, seed: 9)
    var stream = WAVStreamWriter(descriptor: ends[1], sampleRate: 22_050, channelCount: 1, blockFrames: 100)
    speech.withUnsafeBufferPointer { stream.append(int16: $0, sampleRate: 22_050) }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    #expect(read(ends[0], &buffer, buffer.count) == -1)
    #expect(stream.finish() == nil)
    let count = read(ends[0], &buffer, buffer.count)
    var mixer = Mixer(sampleRate: 22_050, channelCount: 1)
    speech.withUnsafeBufferPointer { mixer.append(int16: $0, sampleRate: 22_050) }
    #expect(firstDifference(Array(buffer.prefix(max(0, count))), WAVEncoder.encode(mixer.output)) == nil)
  }

  /// What the producer throws comes out as it is; the target keeps its old contents and no
  /// temporary file is left.
  @Test func aFailingProducerLeavesTheOldFile() throws {
    let scratch = try Scratch()
    let target = scratch.file("chart.wav")
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    let speech = Self.speech(count: 50_000, seed: 3)
    #expect(throws: ProducerFailure()) {
      try WAVWriter.write(to: target, sampleRate: 22_050, channelCount: 2) { wav in
        speech.withUnsafeBufferPointer { wav.append(int16: $0, sampleRate: 22_050) }
        throw ProducerFailure()
      }
    }
    #expect(try Self.bytes(scratch.file("chart.wav")) == Array("old".utf8))
    #expect(try scratch.listing() == ["chart.wav"])
  }

  /// A streamed file replaces the old one whole, with the true lengths in its header.
  @Test func aStreamedFileReplacesTheOldOne() throws {
    let scratch = try Scratch()
    let target = scratch.file("chart.wav")
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    let tones = try Self.plan(channels: 2, sampleRate: 22_050)
    try WAVWriter.write(to: target, sampleRate: 22_050, channelCount: 2) { wav in wav.append(tones: tones) }
    let expected = WAVEncoder.encode(ToneRenderer.render(tones))
    #expect(firstDifference(try Self.bytes(scratch.file("chart.wav")), expected) == nil)
    #expect(try scratch.listing() == ["chart.wav"])
  }
}
