import ChartVoiceTestSupport
import Foundation
import Testing

@testable import chartvoice

/// The C libraries of speech, playback and braille are opened on first use, not linked (issue 18):
/// `describe` and `sonify` load none of them nor their dependencies. The dynamic loader names
/// every object it maps under `LD_DEBUG=files`.
@Suite struct LibraryLoadingTests {
  /// Files of the speech, playback and braille libraries, and of what they bring (PulseAudio,
  /// ALSA, glib).
  static let speechLibraries = [
    "libespeak-ng.so", "libpcaudio.so", "libspeechd.so", "libbrlapi.so", "libpulse", "libasound.so",
    "libglib-2.0.so",
  ]

  /// The objects the dynamic loader maps for `chartvoice arguments` (its `file=NAME [0];
  /// generating link map` lines).
  static func loadedObjects(_ arguments: [String], in directory: TemporaryDirectory) throws -> [String] {
    let result = try CLI.run(arguments, in: directory.url, environment: ["LD_DEBUG": "files"])
    #expect(result.status == 0, "\(result.stderrLines.filter { !$0.contains("file=") }.prefix(3))")
    return result.stderrLines.filter { $0.contains("generating link map") }.compactMap { line in
      guard let start = line.range(of: "file=") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != " " })
    }
  }

  /// 200 points of a saw-toothed rise.
  static let walk =
    "x,y\n" + (0..<200).map { "\($0),\(Double($0 % 17) * 1.5 + Double($0) / 10)" }.joined(separator: "\n")

  @Test(arguments: [
    ["describe", "walk.csv"],
    ["describe", "walk.csv", "--format", "json"],
    ["sonify", "walk.csv", "--duration", "2", "-o", "tones.wav"],
  ])
  func describeAndSonifyLoadNoSpeechLibrary(_ arguments: [String]) throws {
    let directory = try TemporaryDirectory()
    try directory.write("walk.csv", Self.walk)
    let loaded = try Self.loadedObjects(arguments, in: directory)
    #expect(!loaded.isEmpty, "LD_DEBUG=files printed no object; the check would be blind")
    let speech = loaded.filter { object in Self.speechLibraries.contains { object.contains($0) } }
    #expect(speech.isEmpty, "'chartvoice \(arguments.joined(separator: " "))' loaded \(speech)")
  }

  /// The same check sees espeak-ng when a command speaks.
  @Test(.tags(.espeak), .enabled(if: CLI.espeakIsAvailable, "espeak-ng is not installed"))
  func speakingLoadsEspeakNG() throws {
    let directory = try TemporaryDirectory()
    try directory.write("walk.csv", Self.walk)
    let loaded = try Self.loadedObjects(["speak", "walk.csv", "--level", "alt", "-o", "alt.wav"], in: directory)
    #expect(loaded.contains { $0.hasPrefix("libespeak-ng.so") }, "\(loaded)")
  }

  @Test func aMissingBrailleLibraryIsNamed() {
    let missing = #expect(throws: BrailleDisplay.LoadFailure.self) {
      try BrailleDisplay.load("libbrlapi-missing.so.0.8")
    }
    #expect(missing?.description.hasPrefix("libbrlapi-missing.so.0.8: cannot open shared object file") == true)
    // A library without BrlAPI's functions: the first one missing is named.
    let lacking = #expect(throws: BrailleDisplay.LoadFailure.self) { try BrailleDisplay.load("libm.so.6") }
    #expect(lacking?.description.hasSuffix("libm.so.6: undefined symbol: brlapi_setExceptionHandler") == true)
  }
}
