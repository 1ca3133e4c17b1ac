import ChartSpeech
import Testing

/// Resolution against a hand-made excerpt of espeak-ng 1.51's voice list (same names, identifiers
/// and language priorities), so it runs without the library.
@Suite struct VoiceCatalogTests {
  static let catalog = VoiceCatalog([
    Voice(name: "German", identifier: "gmw/de", languages: [("de", 5)]),
    Voice(
      name: "English (Great Britain)", identifier: "gmw/en", languages: [("en-gb", 2), ("en", 2)]),
    Voice(
      name: "English (America)", identifier: "gmw/en-US", languages: [("en-us", 2), ("en", 3)]),
    Voice(
      name: "English (Scotland)", identifier: "gmw/en-GB-scotland",
      languages: [("en-gb-scotland", 5), ("en", 4)]),
    Voice(name: "Danish", identifier: "gmq/da", languages: [("da", 5)]),
    Voice(
      name: "Chinese (Mandarin, latin as Pinyin)", identifier: "sit/cmn-Latn-pinyin",
      languages: [("cmn-latn-pinyin", 5), ("zh-cmn", 5), ("zh", 5)]),
    Voice(
      name: "Chinese (Mandarin, latin as English)", identifier: "sit/cmn",
      languages: [("cmn", 5), ("zh-cmn", 5), ("zh", 5)]),
    Voice(
      name: "Chinese (Cantonese)", identifier: "sit/yue",
      languages: [("yue", 5), ("zh-yue", 5), ("zh", 8)]),
    Voice(
      name: "Portuguese (Portugal)", identifier: "roa/pt", languages: [("pt", 5), ("pt-pt", 5)]),
    Voice(
      name: "Portuguese (Brazil)", identifier: "roa/pt-BR", languages: [("pt-br", 5), ("pt", 6)]),
    Voice(name: "german-mbrola-1", identifier: "mb/mb-de1", languages: [("de", 6)]),
  ])

  @Test func sortedByIdentifierWithoutMBROLA() {
    let identifiers = Self.catalog.voices.map(\.identifier)
    #expect(identifiers == identifiers.sorted())
    #expect(!identifiers.contains("mb/mb-de1"))
    #expect(identifiers.count == 10)
  }

  struct Resolution: CustomTestStringConvertible, Sendable {
    var query: String
    var identifier: String
    var testDescription: String { "'\(query)' → \(identifier)" }
  }

  static let resolutions: [Resolution] = [
    .init(query: "de", identifier: "gmw/de"),  // file name
    .init(query: "DE", identifier: "gmw/de"),
    .init(query: " de ", identifier: "gmw/de"),
    .init(query: "gmw/de", identifier: "gmw/de"),  // identifier
    .init(query: "German", identifier: "gmw/de"),  // display name
    .init(query: "en", identifier: "gmw/en"),  // file name, as espeak-ng does
    .init(query: "EN-US", identifier: "gmw/en-US"),
    .init(query: "en_US", identifier: "gmw/en-US"),
    .init(query: "english_(america)", identifier: "gmw/en-US"),  // as `espeak-ng --voices` prints
    .init(query: "en-GB", identifier: "gmw/en"),  // language, priority 2
    .init(query: "en-AU", identifier: "gmw/en"),  // falls back to en
    .init(query: "zh", identifier: "sit/cmn"),  // language: tie at 5, first identifier wins
    .init(query: "zh-TW", identifier: "sit/cmn"),
    .init(query: "zh-Hant-TW", identifier: "sit/cmn"),
    .init(query: "zh-yue", identifier: "sit/yue"),
    .init(query: "pt", identifier: "roa/pt"),
    .init(query: "pt-br", identifier: "roa/pt-BR"),
    .init(query: "pt_BR", identifier: "roa/pt-BR"),
    .init(query: "de-CH", identifier: "gmw/de"),
    .init(query: "de-DE-1996", identifier: "gmw/de"),
  ]

  @Test(arguments: resolutions)
  func resolves(_ testCase: Resolution) throws {
    #expect(try Self.catalog.resolve(testCase.query).identifier == testCase.identifier)
  }

  struct Miss: CustomTestStringConvertible, Sendable {
    var query: String
    var suggestions: [String]
    var testDescription: String { "'\(query)'" }
  }

  static let misses: [Miss] = [
    .init(query: "deu", suggestions: ["de"]),
    .init(query: "Germn", suggestions: ["de"]),
    .init(query: "germ", suggestions: ["de"]),  // a prefix of the display name
    .init(query: "portugese", suggestions: ["pt", "pt-BR"]),
    .init(query: "klingon", suggestions: []),
    .init(query: "xx", suggestions: []),
    .init(query: "mb-de1", suggestions: []),  // MBROLA voices are not offered
    .init(query: "", suggestions: []),
  ]

  @Test(arguments: misses)
  func unknownVoicesSuggestNearMatches(_ testCase: Miss) {
    #expect(throws: SpeechError.unknownVoice(testCase.query, suggestions: testCase.suggestions)) {
      try Self.catalog.resolve(testCase.query)
    }
  }

  @Test func everySuggestionResolves() throws {
    for query in ["deu", "Germn", "portugese", "englsh", "chinese"] {
      for suggestion in Self.catalog.suggestions(for: query) {
        _ = try Self.catalog.resolve(suggestion)
      }
    }
  }

}
