import ChartAudio
import Foundation
import Testing

@Suite struct AudioFileFormatTests {
  @Test(arguments: [
    ("chart.wav", AudioFileFormat.wav), ("CHART.WAV", .wav), ("a/b.wave", .wav),
    ("chart.opus", .opus), ("chart.ogg", .opus), ("chart.OGA", .opus),
  ])
  func theExtensionNamesTheFormat(name: String, format: AudioFileFormat) {
    #expect(AudioFileFormat(fileName: name) == format)
  }

  @Test(arguments: ["-", "chart", "chart.mp3", "wav", ".opus.txt"])
  func otherNamesNameNoFormat(name: String) {
    #expect(AudioFileFormat(fileName: name) == nil)
  }

  /// Each format writes what its writer writes: a RIFF header or an Ogg page.
  @Test func eachFormatWritesItsOwnFile() throws {
    let scratch = try WAVWriterTests.Scratch()
    let tone = OpusWriterTests.tone(440, seconds: 0.2)
    for format in AudioFileFormat.allCases {
      let path = scratch.file("tone.\(format.fileExtension)")
      try format.write(tone, to: path)
      let magic = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4), as: UTF8.self)
      #expect(magic == (format == .wav ? "RIFF" : "OggS"), "\(format): \(magic)")
    }
  }
}
