import ChartAudio
import ChartVoiceTestSupport
import Foundation
import Testing

/// Ogg Opus files as a player hears them: the exact length of the PCM (so captions stay in
/// step), the pitch and the level of the tones, stereo kept, a fraction of the WAV's size, and
/// nothing left behind when the file cannot be written.
@Suite struct OpusWriterTests {
  /// A tone of `frequency` Hz at amplitude 0.5, `seconds` long, with 10 ms fades.
  static func tone(_ frequency: Double, seconds: Double, rate: Int = 22_050, channels: Int = 1) -> PCMBuffer {
    let frames = Int(seconds * Double(rate))
    let fade = Double(rate) / 100
    var samples: [Float] = []
    samples.reserveCapacity(frames * channels)
    for i in 0..<frames {
      let envelope = min(1, Double(i) / fade, Double(frames - 1 - i) / fade)
      let value = Float(0.5 * envelope * sin(2 * Double.pi * frequency * Double(i) / Double(rate)))
      for channel in 0..<channels { samples.append(channel == 0 ? value : value * 0.25) }
    }
    return PCMBuffer(sampleRate: rate, channelCount: channels, samples: samples)
  }

  func written(_ buffer: PCMBuffer) throws -> Data {
    let scratch = try WAVWriterTests.Scratch()
    let path = scratch.file("tone.opus")
    try OpusWriter.write(buffer, to: path)
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test(arguments: [22_050, 44_100, 48_000])
  func theFileKeepsTheExactLengthAndRate(rate: Int) throws {
    let buffer = Self.tone(440, seconds: 2.345, rate: rate)
    let facts = try OggOpusFacts(try written(buffer))
    #expect(facts.channelCount == 1 && facts.inputSampleRate == rate)
    // The granule position counts 48 kHz samples: exact to one of them.
    #expect(abs(facts.duration - buffer.duration) <= 1.0 / 48_000, "\(facts.duration) s for \(buffer.duration) s")
    #expect(facts.comments.contains("ENCODER=chartvoice"), "\(facts.comments)")
  }

  @Test func aPlayerHearsThePitchAndTheLevel() throws {
    let buffer = Self.tone(440, seconds: 1.5)
    let decoded = try OggOpusDecoder.decode(try written(buffer))
    #expect(abs(decoded.duration - buffer.duration) < 0.001)
    let middle = AudioFeatures.middle(0..<decoded.frameCount)
    let samples = AudioFeatures.channel(decoded, 0, frames: middle)
    let pitch = try #require(AudioFeatures.zeroCrossingFrequency(samples, sampleRate: decoded.sampleRate))
    #expect(abs(pitch - 440) < 2, "\(pitch) Hz")
    // A sine of amplitude 0.5 has an RMS of 0.354; Opus keeps it within a decibel.
    let rms = AudioFeatures.rms(samples)
    #expect(abs(20 * log10(rms / (0.5 / 2.0.squareRoot()))) < 1, "RMS \(rms)")
  }

  @Test func stereoKeepsBothChannelsApart() throws {
    let decoded = try OggOpusDecoder.decode(try written(Self.tone(660, seconds: 1, channels: 2)))
    #expect(decoded.channelCount == 2)
    let middle = AudioFeatures.middle(0..<decoded.frameCount)
    let left = AudioFeatures.rms(AudioFeatures.channel(decoded, 0, frames: middle))
    let right = AudioFeatures.rms(AudioFeatures.channel(decoded, 1, frames: middle))
    // The right channel is a quarter of the left (−12 dB), within 1.5 dB.
    #expect(abs(20 * log10(right / left) + 12) < 1.5, "left \(left), right \(right)")
  }

  @Test func theFileIsAFractionOfTheWAV() throws {
    let buffer = Self.tone(440, seconds: 10)
    let opus = try written(buffer)
    let wavBytes = 44 + buffer.samples.count * 2
    #expect(opus.count * 12 < wavBytes, "\(opus.count) bytes against \(wavBytes)")
  }

  @Test func theSameAudioGivesTheSameBytes() throws {
    let buffer = Self.tone(523.25, seconds: 0.5)
    #expect(try written(buffer) == written(buffer))
  }

  /// Ogg Opus cannot hold an empty stream: empty audio is refused, and nothing is written.
  @Test func emptyAudioIsRefused() throws {
    let scratch = try WAVWriterTests.Scratch()
    #expect(throws: AudioError.cannotWrite(path: scratch.file("empty.opus"), detail: "there is no audio to write")) {
      try OpusWriter.write(PCMBuffer(sampleRate: 22_050, channelCount: 1), to: scratch.file("empty.opus"))
    }
    #expect(try scratch.listing().isEmpty)
  }

  @Test func aMissingDirectoryLeavesNothingBehind() throws {
    let scratch = try WAVWriterTests.Scratch()
    #expect(throws: AudioError.self) {
      try OpusWriter.write(Self.tone(440, seconds: 0.1), to: scratch.file("missing/tone.opus"))
    }
    #expect(try scratch.listing().isEmpty)
  }

  /// Opus takes 8 to 192 kHz: a rate outside is refused by name, and nothing is written.
  @Test(arguments: [4_000, 384_000])
  func aRateOpusCannotTakeIsRefusedByName(rate: Int) throws {
    let scratch = try WAVWriterTests.Scratch()
    let path = scratch.file("odd.opus")
    let odd = PCMBuffer(sampleRate: rate, channelCount: 1, samples: [Float](repeating: 0, count: 600))
    do {
      try OpusWriter.write(odd, to: path)
      Issue.record("\(rate) Hz was written")
    } catch let error as AudioError {
      #expect("\(error)".contains("8 to 192 kHz, not \(rate) Hz"), "\(error)")
    }
    #expect(try scratch.listing().isEmpty)
  }

  @Test func aClosedPipeIsAnError() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    signal(SIGPIPE, SIG_IGN)
    #expect(throws: AudioError.self) {
      try OpusWriter.write(Self.tone(440, seconds: 1), to: pipe.fileHandleForWriting, name: "-")
    }
  }
}
