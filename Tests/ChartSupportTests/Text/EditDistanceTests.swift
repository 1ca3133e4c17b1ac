import ChartSupport
import Testing

/// The one nearest-match helper behind every "Did you mean …?".
@Suite struct EditDistanceTests {
  @Test func levenshteinDistanceOverCharacters() {
    #expect(editDistance("", "") == 0)
    #expect(editDistance("", "de") == 2)
    #expect(editDistance("de", "") == 2)
    #expect(editDistance("deu", "de") == 1)
    #expect(editDistance("kitten", "sitting") == 3)
    #expect(editDistance("français", "francais") == 1)
    // A decomposed "é" (e + U+0301) is one character, so one substitution away from "e".
    #expect(editDistance("caf\u{0065}\u{0301}", "cafe") == 1)
  }

  @Test func nearestAllowsOneEditForShortWordsAndAThirdForLongOnes() {
    #expect(nearest(to: "jsn", in: ["json", "text"]) == "json")
    #expect(nearest(to: "xy", in: ["json", "text"]) == nil)
    #expect(nearest(to: "--formt".drop { $0 == "-" }.description, in: ["format", "level"]) == "format")
    #expect(nearest(to: "LOCALE", in: ["locale", "level"]) == "locale")
    #expect(nearest(to: "vebrosity", in: ["verbosity"]) == "verbosity")
    #expect(nearest(to: "abcdefgh", in: ["verbosity"]) == nil)
    #expect(nearest(to: "anything", in: []) == nil)
  }
}
