import ChartVoiceTestSupport
import Testing

@testable import ChartSpeech

/// espeak-ng, pcaudiolib and libspeechd are opened on first use, not linked (issue 18). When one
/// cannot be opened, or lacks a function, the error says which file.
@Suite struct LibraryLoadTests {
  @Test func aMissingEspeakNGIsNamed() {
    let error = #expect(throws: SpeechError.self) { try EspeakEngine.load("libespeak-ng-missing.so.1") }
    #expect(
      error?.description
        == "espeak-ng is not usable: libespeak-ng-missing.so.1: cannot open shared object file: "
        + "No such file or directory; install it with 'apt-get install -y espeak-ng libespeak-ng-dev'")
  }

  @Test func aMissingPCAudioIsNamed() {
    let error = #expect(throws: SpeechError.self) { try AudioDevice.load("libpcaudio-missing.so.0") }
    #expect(
      error?.description
        == "no audio device: libpcaudio-missing.so.0: cannot open shared object file: No such file or directory")
  }

  @Test func aMissingSpeechdIsNamed() {
    let error = #expect(throws: SpeechError.self) { try SpeechDispatcher.load("libspeechd-missing.so.2") }
    #expect(
      error?.description
        == "speech synthesis failed: libspeechd-missing.so.2: cannot open shared object file: No such file or directory"
    )
  }

  /// A library that opens but lacks the functions: the first missing one is named, with the file.
  @Test func aLibraryWithoutTheFunctionsIsNamed() {
    let espeak = #expect(throws: SpeechError.self) { try EspeakEngine.load("libm.so.6") }
    #expect(espeak?.description.contains("libm.so.6: undefined symbol: espeak_ng_InitializePath") == true)
    let pcaudio = #expect(throws: SpeechError.self) { try AudioDevice.load("libm.so.6") }
    #expect(pcaudio?.description.hasSuffix("libm.so.6: undefined symbol: create_audio_device_object") == true)
    let speechd = #expect(throws: SpeechError.self) { try SpeechDispatcher.load("libm.so.6") }
    #expect(speechd?.description.hasSuffix("libm.so.6: undefined symbol: spd_open2") == true)
  }

  /// The real files load: the names chartvoice opens are the installed sonames.
  @Test(.enabled(if: EspeakEngine.isAvailable, "espeak-ng is not installed"))
  func theInstalledLibrariesLoad() throws {
    try EspeakEngine.load(EspeakEngine.file)
    try AudioDevice.load(AudioDevice.file)
    try SpeechDispatcher.load(SpeechDispatcher.file)
  }
}
