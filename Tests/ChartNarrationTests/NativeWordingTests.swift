import ChartVoiceTestSupport
import Testing

@testable import ChartNarration

/// Constructions a native editor rewrites, rendered from the phrase files with the arguments the
/// narration passes: the share of a total ("8 of 10 years") in the Romance languages.
@Suite struct NativeWordingTests {
  static func numbers(_ locale: String) throws -> NumberPhrasing {
    NumberPhrasing(book: try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales))
  }

  /// A count phrase keyed by its noun, as ``NarrationContext`` passes `total`.
  static func total(_ numbers: NumberPhrasing, _ noun: String, _ n: Int) throws -> PhraseArgument {
    var argument = try numbers.render("count.\(noun)", ["n": try numbers.count(n)]).argument
    argument.display.selectKey = noun
    argument.speech.selectKey = noun
    return argument
  }

  /// French writes "8 des 10 années" (not "des 10 ans"), Spanish "8 de los 10 años", Portuguese
  /// "8 dos 10 anos", with the article in the noun's gender ("de las 4 categorías").
  @Test(arguments: [
    ("fr", "year", "Dakar a été en tête pendant 8 des 10 années."),
    ("fr", "categories", "Dakar a été en tête dans 8 des 10 catégories."),
    ("es", "year", "Dakar tuvo el valor más alto en 8 de los 10 años."),
    ("es", "categories", "Dakar tuvo el valor más alto en 8 de las 10 categorías."),
    ("pt", "year", "Dakar teve o valor mais alto em 8 dos 10 anos."),
    ("pt", "categories", "Dakar teve o valor mais alto em 8 das 10 categorias."),
  ])
  func shareOfATotal(_ locale: String, _ noun: String, _ expected: String) throws {
    let numbers = try Self.numbers(locale)
    let arguments: [String: PhraseArgument] = [
      "leader": PhraseArgument(verbatim: "Dakar"), "lead": try numbers.count(8),
      "total": try Self.total(numbers, noun, 10),
      "xKey": PhraseArgument(key: noun == "year" ? "year" : "categorical"),
    ]
    let phrase = try numbers.render("summary.leader", arguments)
    #expect(phrase.display == expected)
    #expect(phrase.speech == expected)
  }
}
