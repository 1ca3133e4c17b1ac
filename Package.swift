// swift-tools-version:6.0
// chartvoice: chart data → words, tones and speech.
//
// The data flows one way, and so do the dependencies (docs/architecture.md):
//   bytes → ChartImport → ChartModel → ChartNarration / ChartAudio → ChartSpeech → chartvoice (CLI)
// all on ChartSupport, a hidden target of shared helpers with no product. C libraries come from
// Debian packages, each wrapped by one Swift file: ChartSpeech opens espeak-ng (CEspeakNG),
// pcaudiolib (playback, CPCAudio) and libspeechd (the user's speech-dispatcher, CSpeechd) on first
// use; ChartAudio links libopusenc (Ogg Opus files, COpusEnc); the command opens BrlAPI (brltty's
// braille display, CBrlAPI) on first use.
import PackageDescription

let package = Package(
  name: "chartvoice",
  products: [
    .library(name: "ChartImport", targets: ["ChartImport"]),
    .library(name: "ChartModel", targets: ["ChartModel"]),
    .library(name: "ChartAudio", targets: ["ChartAudio"]),
    .library(name: "ChartNarration", targets: ["ChartNarration"]),
    .library(name: "ChartSpeech", targets: ["ChartSpeech"]),
    .executable(name: "chartvoice", targets: ["chartvoice"]),
    // The braille display's C module, a product only so that Fuzz/ can compile the CLI's sources.
    .library(name: "CBrlAPI", targets: ["CBrlAPI"]),
  ],
  targets: [
    // MARK: - System library (Debian: libespeak-ng-dev)
    // The C libraries of speech, playback and braille are opened on first use (each shim.h has
    // its loader), not linked: `describe` and `sonify` load none of them. So these targets give
    // headers only, and no pkg-config name (its flags would link the library).
    .systemLibrary(name: "CEspeakNG", providers: [.apt(["libespeak-ng-dev"])]),
    // MARK: - System library (Debian: libpcaudio-dev; no pkg-config file)
    .systemLibrary(name: "CPCAudio", providers: [.apt(["libpcaudio-dev"])]),
    // MARK: - System library (Debian: libopusenc-dev, which brings libopus-dev)
    .systemLibrary(
      name: "COpusEnc",
      pkgConfig: "libopusenc",
      providers: [.apt(["libopusenc-dev"])]
    ),
    // MARK: - System library (Debian: libspeechd-dev): speech through the user's speech-dispatcher
    .systemLibrary(name: "CSpeechd", providers: [.apt(["libspeechd-dev"])]),
    // MARK: - System library (Debian: libbrlapi-dev; no pkg-config file): the braille display
    .systemLibrary(name: "CBrlAPI", providers: [.apt(["libbrlapi-dev"])]),
    // The tests' Opus decoder, to measure what a player hears in the files chartvoice writes.
    .systemLibrary(
      name: "COpus",
      path: "Tests/COpus",
      pkgConfig: "opus",
      providers: [.apt(["libopus-dev"])]
    ),

    // MARK: - The ground floor: helpers every stage shares (JSON, edit distance, seeded random
    // numbers, atomic files). No product: users never see it, and the modules import it
    // `internal` or `package`, so no public API shows its types.
    .target(name: "ChartSupport"),

    // MARK: - The pipeline: readers, facts, sound, words, speech, the command line
    .target(name: "ChartImport", dependencies: ["ChartModel", "ChartSupport"]),
    .target(name: "ChartModel", dependencies: ["ChartSupport"]),
    .target(name: "ChartAudio", dependencies: ["ChartModel", "ChartSupport", "COpusEnc"]),
    .target(
      name: "ChartNarration",
      dependencies: ["ChartModel", "ChartAudio", "ChartSupport"],
      // The top-level phrase files, bundled so an installed binary can find them.
      resources: [.copy("../../Locales")]
    ),
    .target(
      name: "ChartSpeech",
      dependencies: [
        "ChartNarration", "ChartAudio", "ChartSupport", "CEspeakNG", "CPCAudio", "CSpeechd",
      ]
    ),
    .executableTarget(
      name: "chartvoice",
      dependencies: [
        "ChartSpeech", "ChartNarration", "ChartAudio", "ChartImport", "ChartModel", "ChartSupport",
        "CBrlAPI",
      ]
    ),

    // MARK: - Tests: one target per module, and the support they share
    .target(
      name: "ChartVoiceTestSupport",
      dependencies: ["ChartModel", "ChartSupport"],
      path: "Tests/ChartVoiceTestSupport"
    ),
    .testTarget(
      name: "ChartSupportTests",
      dependencies: ["ChartSupport", "ChartVoiceTestSupport"]
    ),
    .testTarget(
      name: "ChartImportTests",
      dependencies: ["ChartImport", "ChartModel", "ChartSupport", "ChartVoiceTestSupport"]
    ),
    .testTarget(
      name: "ChartModelTests",
      dependencies: ["ChartModel", "ChartSupport", "ChartVoiceTestSupport"]
    ),
    .testTarget(
      name: "ChartAudioTests",
      dependencies: ["ChartAudio", "ChartSupport", "ChartVoiceTestSupport", "COpus"]
    ),
    .testTarget(
      name: "ChartNarrationTests",
      dependencies: ["ChartNarration", "ChartAudio", "ChartImport", "ChartSupport", "ChartVoiceTestSupport"],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "ChartSpeechTests",
      dependencies: ["ChartSpeech", "ChartAudio", "ChartImport", "ChartSupport", "ChartVoiceTestSupport"]
    ),
    // The library as an app uses it: charts built from code, the one-call products compared with
    // the command line's, Codable and the AXChartDescriptor bridge, and docs/library.md's examples.
    .testTarget(
      name: "LibraryTests",
      dependencies: [
        "ChartModel", "ChartImport", "ChartNarration", "ChartAudio", "ChartSpeech", "ChartSupport",
        "ChartVoiceTestSupport",
      ]
    ),
    .testTarget(
      name: "chartvoiceTests",
      dependencies: ["chartvoice", "ChartAudio", "ChartImport", "ChartSupport", "ChartVoiceTestSupport"],
      exclude: ["Golden"]
    ),
  ]
)
