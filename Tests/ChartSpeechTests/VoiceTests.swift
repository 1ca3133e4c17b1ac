import ChartSpeech
import Testing

@Suite struct VoiceTests {
  @Test func languagesAreSortedByPriorityKeepingTies() {
    let voice = Voice(
      name: "English (Lancaster)", identifier: "gmw/en-GB-x-gbclan",
      languages: [("en-gb-x-gbclan", 5), ("en-gb", 3), ("en", 5)], gender: .male)
    #expect(voice.languages == ["en-gb", "en-gb-x-gbclan", "en"])
    #expect(voice.languagePriorities == [3, 5, 5])
    #expect(voice.priority(for: "EN-GB") == 3)
    #expect(voice.priority(for: "en") == 5)
    #expect(voice.priority(for: "de") == nil)
  }

  @Test func fileNameIsTheLastPathComponent() {
    #expect(Voice(name: "German", identifier: "gmw/de", languages: []).fileName == "de")
    #expect(Voice(name: "Odd", identifier: "plain", languages: []).fileName == "plain")
  }

  @Test func mbrolaVoicesAreRecognised() {
    #expect(Voice(name: "german-mbrola-1", identifier: "mb/mb-de1", languages: []).isMBROLA)
    #expect(!Voice(name: "German", identifier: "gmw/de", languages: []).isMBROLA)
  }
}
