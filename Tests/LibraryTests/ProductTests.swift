import ChartAudio
import ChartImport
import ChartModel
import ChartNarration
import ChartSpeech
import ChartVoiceTestSupport
import Foundation
import Testing

/// One call per product gives what the command gives by default for the same input.
@Suite struct ProductTests {
  static let examples = Library.chartJSONFiles.filter {
    $0.deletingLastPathComponent().lastPathComponent == "Examples"
  }

  static func chart(_ url: URL) throws -> ChartDescriptor {
    try ChartJSONReader.read(Array(try Data(contentsOf: url)), source: url.lastPathComponent)
  }

  @Test(arguments: examples, ["en", "de", "ar"])
  func describeIsWhatTheCommandPrints(_ url: URL, _ locale: String) throws {
    let command = try Library.cli(["describe", url.path, "--locale", locale])
    #expect(try Self.chart(url).describe(locale: locale) == command.stdoutText)
  }

  /// The same bytes; the present is fixed on both sides, since a sparkline's facts say its age.
  @Test(arguments: examples)
  func jsonIsWhatTheCommandPrints(_ url: URL) throws {
    let command = try Library.cli(["describe", url.path, "--format", "json", "--now", "2024-07-01T12:00:00Z"])
    let now = Date(timeIntervalSince1970: ISO8601.parse("2024-07-01T12:00:00Z", allowingBareYear: false)!)
    #expect(try Self.chart(url).json(now: now) == command.stdout)
  }

  @Test func oneTierPrintsAlone() throws {
    let url = RepositoryPaths.examples.appendingPathComponent("monthly-revenue.json")
    let command = try Library.cli(["describe", url.path, "--level", "alt", "--locale", "fr"])
    let alt = try Self.chart(url).describe(locale: "fr", levels: [.alt])
    #expect(alt == command.stdoutText)
    #expect(!alt.contains("\n\n"))
  }

  /// The captions of a WebVTT document, without their timings.
  static func captionTexts(_ vtt: String) -> [String] {
    vtt.components(separatedBy: "\n\n").dropFirst().map { cue in
      cue.split(separator: "\n").dropFirst(2).joined(separator: "\n")
    }
  }

  /// The channel count and sample rate of a WAV file's header.
  static func format(_ wav: Data) -> (channels: Int, rate: Int) {
    let bytes = [UInt8](wav)
    return (Int(bytes[22]) | Int(bytes[23]) << 8, Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16)
  }

  /// `speak(to:)` writes what `chartvoice speak` writes with no options: the same words in the same
  /// order (the alt text, the legend, the tones), in the locale's voice, at the same rate and
  /// layout; espeak-ng's timing varies a little between runs, so durations agree within 0.5 s.
  @Test(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable), arguments: ["en", "de"])
  func speakWritesWhatTheCommandWrites(_ locale: String) throws {
    let url = RepositoryPaths.examples.appendingPathComponent("monthly-revenue.json")
    let folder = try Library.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let commandWAV = folder.appendingPathComponent("command.wav")
    let commandVTT = folder.appendingPathComponent("command.vtt")
    let command = try Library.cli([
      "speak", url.path, "--locale", locale, "-o", commandWAV.path, "--transcript", commandVTT.path,
    ])
    let libraryWAV = folder.appendingPathComponent("library.wav")
    let audio = try Self.chart(url).speak(to: libraryWAV, locale: locale)

    let captions = Self.captionTexts(WebVTT.document(audio.cues))
    #expect(captions == Self.captionTexts(try String(contentsOf: commandVTT, encoding: .utf8)))
    #expect(captions.count >= 3)
    let commandData = try Data(contentsOf: commandWAV)
    let libraryData = try Data(contentsOf: libraryWAV)
    #expect(Self.format(libraryData) == Self.format(commandData))
    let commandSeconds =
      Double(commandData.count - 44) / Double(2 * Self.format(commandData).channels * Self.format(commandData).rate)
    #expect(abs(audio.audio.duration - commandSeconds) < 0.5)
    // The voice the command names on standard error is the locale's.
    let voice = try EspeakEngine.shared().resolveVoice(try PhraseBook.load(locale: locale, directory: nil).voice)
    #expect(command.stderr.contains("(\(voice.name))"))
  }

  /// The file's extension chooses its format, as `-o` does.
  @Test(.tags(.espeak), .enabled(if: EspeakEngine.isAvailable))
  func anOpusFileIsOggOpus() throws {
    let folder = try Library.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("chart.opus")
    var options = ChartAudioOptions()
    options.includesSpeech = false
    try Self.chart(RepositoryPaths.examples.appendingPathComponent("bar-population.json"))
      .speak(to: file, options: options)
    #expect(try Data(contentsOf: file).prefix(4) == Data("OggS".utf8))
  }
}
