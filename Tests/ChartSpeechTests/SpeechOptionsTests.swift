import ChartSpeech
import Testing

@Suite struct SpeechOptionsTests {
  @Test func defaultsAreEspeakNGsDefaults() throws {
    let options = SpeechOptions(voice: "en")
    #expect(options.rate == 175)
    #expect(options.pitch == 50)
    #expect(options.volume == 100)
    #expect(options.pitchRange == 50)
    #expect(options.isSSML == false)
    try options.validate()
  }

  @Test func boundsAreAccepted() throws {
    for rate in [80, 450] {
      var options = SpeechOptions(voice: "en", rate: rate)
      options.pitch = rate == 80 ? 0 : 100
      options.volume = rate == 80 ? 0 : 200
      options.pitchRange = rate == 80 ? 0 : 100
      try options.validate()
    }
  }

  struct OutOfRange: CustomTestStringConvertible, Sendable {
    var name: String
    var value: Int
    var range: ClosedRange<Int>
    var apply: @Sendable (inout SpeechOptions) -> Void
    var testDescription: String { "\(name) \(value)" }
  }

  static let outOfRange: [OutOfRange] = [
    .init(name: "rate", value: 79, range: 80...450) { $0.rate = 79 },
    .init(name: "rate", value: 500, range: 80...450) { $0.rate = 500 },
    .init(name: "pitch", value: -1, range: 0...100) { $0.pitch = -1 },
    .init(name: "pitch", value: 101, range: 0...100) { $0.pitch = 101 },
    .init(name: "volume", value: 201, range: 0...200) { $0.volume = 201 },
    .init(name: "pitch range", value: -5, range: 0...100) { $0.pitchRange = -5 },
  ]

  @Test(arguments: outOfRange)
  func outOfRangeSettingsAreErrors(_ testCase: OutOfRange) {
    var options = SpeechOptions(voice: "en")
    testCase.apply(&options)
    #expect(
      throws: SpeechError.parameterOutOfRange(
        name: testCase.name, value: testCase.value, range: testCase.range)
    ) {
      try options.validate()
    }
  }

  @Test func rateIsCheckedFirst() {
    var options = SpeechOptions(voice: "en", rate: 10)
    options.volume = 999
    #expect(throws: SpeechError.parameterOutOfRange(name: "rate", value: 10, range: 80...450)) {
      try options.validate()
    }
  }
}
