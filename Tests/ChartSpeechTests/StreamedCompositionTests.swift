import ChartAudio
import ChartImport
import ChartModel
import ChartNarration
import ChartSpeech
import ChartVoiceTestSupport
import Foundation
import Testing

/// `speak` and `sonify` compose straight into the WAV file (`WAVStreamWriter`): the file must be
/// the one the in-memory mix encodes (to the byte for tones; in its features for speech, which
/// espeak-ng does not repeat exactly), with the same captions, for speech alone, speech with
/// tones, tones alone and a set of charts.
@Suite(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable))
struct StreamedCompositionTests {
  static func description(_ levels: Set<NarrationLevel>) throws -> ChartDescription {
    let url = RepositoryPaths.examples.appendingPathComponent("line-products.json")
    let chart = try ChartJSONReader.read(Array(try Data(contentsOf: url)), source: "line-products.json")
    return try ChartDescription(chart, locale: "en", levels: levels, localesDirectory: RepositoryPaths.locales)
  }

  static func composer() throws -> ChartAudioComposer {
    ChartAudioComposer(engine: try EspeakEngine.shared(), speech: SpeechOptions(voice: "en-us"))
  }

  /// The file written while composing, and what the composition told.
  static func streamed(
    _ options: ChartAudioOptions, _ compose: (inout WAVStreamWriter) throws -> AudioComposition
  ) throws -> (bytes: [UInt8], composition: AudioComposition, duration: Double) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("chartvoice-\(UUID().uuidString).wav").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let format = ChartAudioComposer.format(options)
    var composition = AudioComposition()
    var duration = 0.0
    try WAVWriter.write(to: path, sampleRate: format.sampleRate, channelCount: format.channelCount) { wav in
      composition = try compose(&wav)
      duration = wav.duration
    }
    return ([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), composition, duration)
  }

  /// Tones are deterministic: the streamed file is the mixed one, byte for byte.
  static func expectSameBytes(
    _ streamed: (bytes: [UInt8], composition: AudioComposition, duration: Double), _ mixed: ComposedAudio
  ) {
    // Compared to a Bool first, so that a failure does not list a megabyte.
    let same = streamed.bytes == WAVEncoder.encode(mixed.audio)
    #expect(same)
    #expect(streamed.duration == mixed.audio.duration)
    #expect(streamed.composition.cues == mixed.cues)
    #expect(streamed.composition.tonedSeriesCount == mixed.tonedSeriesCount)
    #expect(streamed.composition.viewTonedSeriesCounts == mixed.viewTonedSeriesCounts)
  }

  /// Speech is not: espeak-ng's first sentence in a process, and so every later time, differs
  /// by some samples from call to call. The streamed file has the mix's format and header
  /// lengths, the same captions at the same times and the same length (within 1%), and the
  /// same loudness (RMS within 5%).
  static func expectSameFeatures(
    _ streamed: (bytes: [UInt8], composition: AudioComposition, duration: Double), _ mixed: ComposedAudio
  ) {
    let bytes = streamed.bytes
    func field(_ offset: Int, _ width: Int) -> Int {
      (0..<width).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    #expect(bytes.count > WAVEncoder.headerSize)
    #expect(field(22, 2) == mixed.audio.channelCount)
    #expect(field(24, 4) == mixed.audio.sampleRate)
    #expect(field(40, 4) == bytes.count - WAVEncoder.headerSize)
    #expect(field(4, 4) == bytes.count - 8)
    let frames = (bytes.count - WAVEncoder.headerSize) / (2 * mixed.audio.channelCount)
    #expect(abs(Double(frames) / Double(mixed.audio.sampleRate) - streamed.duration) < 1e-9)
    #expect(abs(streamed.duration - mixed.audio.duration) < 0.01 * mixed.audio.duration)
    #expect(streamed.composition.cues.map(\.text) == mixed.cues.map(\.text))
    for (cue, expected) in zip(streamed.composition.cues, mixed.cues) {
      #expect(abs(cue.start - expected.start) < 0.01 * expected.start + 0.05, "\(cue.text)")
      #expect(abs(cue.end - expected.end) < 0.01 * expected.end + 0.05, "\(cue.text)")
    }
    #expect(streamed.composition.tonedSeriesCount == mixed.tonedSeriesCount)
    #expect(streamed.composition.viewTonedSeriesCounts == mixed.viewTonedSeriesCounts)
    var squares = 0.0
    for offset in stride(from: WAVEncoder.headerSize, to: bytes.count - 1, by: 2) {
      let sample = Double(Int16(bitPattern: UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8)) / 32_767
      squares += sample * sample
    }
    let rms = (squares / Double(max(1, frames * mixed.audio.channelCount))).squareRoot()
    let expected = (mixed.audio.samples.reduce(0) { $0 + Double($1) * Double($1) } / Double(mixed.audio.samples.count))
      .squareRoot()
    #expect(rms > 0.01)
    #expect(abs(rms - expected) < 0.05 * expected)
  }

  @Test(arguments: [false, true])
  func speechIsTheMixedFile(withTones: Bool) throws {
    let description = try Self.description([.summary, .readout])
    var options = ChartAudioOptions()
    options.includesTones = withTones
    let mixed = try Self.composer().compose(description, options: options)
    let streamed = try Self.streamed(options) { try Self.composer().compose(description, options: options, into: &$0) }
    Self.expectSameFeatures(streamed, mixed)
    #expect(mixed.audio.channelCount == (withTones ? 2 : 1))
    #expect(mixed.audio.duration > 10)
  }

  @Test func tonesAloneAreTheMixedFile() throws {
    let description = try Self.description([.alt])
    var options = ChartAudioOptions()
    options.includesSpeech = false
    let composer = try Self.composer()
    let mixed = try composer.composeTones([description.chart], isSet: false, book: description.book, options: options)
    let streamed = try Self.streamed(options) {
      try composer.composeTones([description.chart], isSet: false, book: description.book, options: options, into: &$0)
    }
    Self.expectSameBytes(streamed, mixed)
    #expect(!mixed.cues.isEmpty)
  }

  @Test func aSetIsTheMixedFile() throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/composed/facet-temperature.vl.json")
    let set = try VegaLiteReader.readSet([UInt8](try Data(contentsOf: url)), source: url.lastPathComponent)
    let description = try ChartSetDescription(
      set, locale: "en", levels: [.summary], localesDirectory: RepositoryPaths.locales)
    let options = ChartAudioOptions()
    let mixed = try Self.composer().compose(description, options: options)
    let streamed = try Self.streamed(options) { try Self.composer().compose(description, options: options, into: &$0) }
    Self.expectSameFeatures(streamed, mixed)
    #expect(mixed.viewTonedSeriesCounts.count == description.views.count)
  }

  /// espeak-ng's samples go through one buffer that every synthesis reuses: a short text after a
  /// long one is only itself, as spoken alone.
  @Test func aShortTextAfterALongOneIsOnlyItself() throws {
    let engine = try EspeakEngine.shared()
    let options = SpeechOptions(voice: "en-us")
    let long = "Sales rose from twelve to forty thousand dollars over the year, then fell back in December."
    let short = "Yes."
    let alone = try engine.synthesize(short, options: options)
    var mixer = Mixer(sampleRate: engine.sampleRate, channelCount: 1)
    try engine.synthesize(long, options: options, appendingTo: &mixer)
    let afterLong = mixer.frameCount
    try engine.synthesize(short, options: options, appendingTo: &mixer)
    #expect(afterLong > 3 * alone.frameCount)
    // Durations, not bytes: espeak-ng's output differs by some samples from call to call (up to
    // 12 ms seen); a stale buffer would add the long text's seconds.
    #expect(abs(Double(mixer.frameCount - afterLong) - Double(alone.frameCount)) < 0.1 * Double(engine.sampleRate))
  }
}
