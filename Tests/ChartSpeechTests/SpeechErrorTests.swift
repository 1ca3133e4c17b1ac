import ChartSpeech
import ChartVoiceTestSupport
import Testing

@Suite struct SpeechErrorTests {
  static let messages: [ErrorMessageCase<SpeechError>] = [
    .init(
      error: .unknownVoice("klingon", suggestions: []),
      message: "unknown voice 'klingon'; choose one of the voices espeak-ng has (EspeakEngine.voices() lists them)"),
    .init(
      error: .unknownVoice("deu", suggestions: ["de"]),
      message: "unknown voice 'deu'; did you mean 'de'? "
        + "Choose one of the voices espeak-ng has (EspeakEngine.voices() lists them)"),
    .init(
      error: .unknownVoice("fi-x", suggestions: ["fi", "fa", "fo"]),
      message: "unknown voice 'fi-x'; did you mean 'fi', 'fa' or 'fo'? "
        + "Choose one of the voices espeak-ng has (EspeakEngine.voices() lists them)"),
    .init(
      error: .parameterOutOfRange(name: "rate", value: 500, range: 80...450),
      message: "rate 500 is out of range; use a value from 80 to 450"),
    .init(
      error: .synthesisFailed(detail: "speaking the text: boom (0x1)"),
      message: "speech synthesis failed: speaking the text: boom (0x1)"),
    .init(
      error: .audioDeviceUnavailable(detail: "no such file or directory"),
      message: "no audio device: no such file or directory"),
    .init(
      error: .engineUnavailable(detail: "loading its data: no data (0x2)"),
      message: "espeak-ng is not usable: loading its data: no data (0x2); "
        + "install it with 'apt-get install -y espeak-ng libespeak-ng-dev'"),
  ]

  @Test(arguments: messages)
  func message(_ testCase: ErrorMessageCase<SpeechError>) {
    testCase.check()
  }
}
