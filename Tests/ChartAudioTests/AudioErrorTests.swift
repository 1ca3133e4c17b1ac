import ChartAudio
import ChartVoiceTestSupport
import Testing

@Suite struct AudioErrorTests {
  static let messages: [ErrorMessageCase<AudioError>] = [
    .init(
      error: .cannotWrite(path: "out/a.wav", detail: "the directory 'out' does not exist"),
      message: "cannot write 'out/a.wav': the directory 'out' does not exist"),
    .init(
      error: .invalidSonification("the longest tone must be positive, not -1"),
      message: "the longest tone must be positive, not -1"),
  ]

  @Test(arguments: messages)
  func message(_ testCase: ErrorMessageCase<AudioError>) {
    testCase.check()
  }
}
