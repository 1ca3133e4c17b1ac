import ChartVoiceTestSupport
import Testing

@testable import ChartNarration

/// Constructions a native editor rewrites, rendered from the phrase files with the arguments the
/// narration passes: the share of a total ("8 of 10 years") in the Romance languages, and a
/// category named after a Polish preposition.
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

  /// Polish names a month or weekday category in the genitive after "względem" and "od"
  /// ("względem stycznia"), not as "kategorii styczeń"; another category keeps "kategorii".
  /// Dutch and German say "at" of values and points and "in" of periods and categories: "bij
  /// alle 9 waarden", "bei jedem der 9 Werte", but "in alle 3 jaar", "in jeder der 4 Kategorien",
  /// whatever the axis (a year axis with irregular steps counts values).
  @Test(arguments: [
    ("nl", "values", "Coal is het grootste deel bij alle 9 waarden."),
    ("nl", "points", "Coal is het grootste deel bij alle 9 punten."),
    ("nl", "year", "Coal is het grootste deel in alle 9 jaar."),
    ("de", "values", "Coal hat bei jedem der 9 Werte den größten Anteil."),
    ("de", "categories", "Coal hat in jeder der 9 Kategorien den größten Anteil."),
  ])
  func valuesAndPointsTakeAt(_ locale: String, _ noun: String, _ expected: String) throws {
    let numbers = try Self.numbers(locale)
    let arguments: [String: PhraseArgument] = [
      "name": PhraseArgument(verbatim: "Coal"), "total": try Self.total(numbers, noun, 9),
      "xKey": PhraseArgument(key: "year"),
    ]
    #expect(try numbers.render("summary.stacked.leadsAll", arguments).display == expected)
  }

  @Test func polishCategoryAfterAPreposition() throws {
    let numbers = try Self.numbers("pl")
    func said(_ id: String, _ x: String) throws -> String {
      try numbers.render(
        id,
        [
          "change": try numbers.count(3), "x": PhraseArgument(verbatim: x), "previous": PhraseArgument(verbatim: x),
          "xKey": PhraseArgument(key: "categorical"),
        ]
      ).display
    }
    #expect(try said("explore.context.up", "styczeń") == "wzrost o 3 względem stycznia")
    #expect(try said("explore.context.risingSince", "środa") == "rośnie od środy")
    #expect(try said("readout.change.down", "grudzień") == "Spadek o 3 względem grudnia.")
    #expect(try said("explore.context.up", "Nord") == "wzrost o 3 względem kategorii Nord")
    // A week after "dla" and "od": "dla tygodnia od 1 kwietnia", not "dla tydzień".
    let week = PhraseArgument(verbatim: "tydzień od 1 kwietnia")
    #expect(try numbers.render("summary.missing", ["list": week]).display == "Brak danych dla tygodnia od 1 kwietnia.")
    #expect(
      try numbers.render("explore.context.risingSince", ["x": week, "xKey": PhraseArgument(key: "week")]).display
        == "rośnie od tygodnia od 1 kwietnia")
  }
}

/// A quarter's name after a preposition, alone or in a list: German "seit dem ersten Quartal",
/// "mehr als im ersten Quartal",
/// "im ersten Quartal 2023 und dritten Quartal 2023"; Polish "względem pierwszego kwartału", "w
/// pierwszym kwartale … i trzecim kwartale …", never the nominative the name has alone.
@Suite struct QuarterCaseTests {
  static func quarter(_ numbers: NumberPhrasing, _ q: Int, _ year: Int) throws -> PhraseArgument {
    NarrationContext.markedQuarter(
      try numbers.render("date.quarter", ["q": PhraseArgument(key: String(q)), "year": numbers.year(year)]).argument)
  }

  static func list(_ numbers: NumberPhrasing, _ first: PhraseArgument, _ second: PhraseArgument) throws
    -> PhraseArgument
  {
    try numbers.render("list.two", ["first": first, "second": second]).argument
  }

  @Test func germanQuartersAfterPrepositions() throws {
    let numbers = try NativeWordingTests.numbers("de")
    let first = try Self.quarter(numbers, 1, 2023)
    let third = try Self.quarter(numbers, 3, 2023)
    let categorical = PhraseArgument(key: "categorical")
    #expect(
      try numbers.render("explore.context.risingSince", ["x": first, "xKey": categorical]).speech
        == "steigend seit dem ersten Quartal 2023")
    #expect(
      try numbers.render("explore.context.up", ["x": first, "xKey": categorical, "change": try numbers.count(5)])
        .speech == "5 mehr als im ersten Quartal 2023")
    let both = try Self.list(numbers, first, third)
    #expect(try numbers.render("at.period", ["x": both]).speech == "im ersten Quartal 2023 und dritten Quartal 2023")
    // A list of quarters is marked as one quarter is (``NarrationContext/list(_:total:)``); a
    // quarter's name in an unmarked argument still takes the article its case needs.
    #expect(
      try numbers.render("at.category", ["x": NarrationContext.markedQuarter(both)]).speech
        == "im ersten Quartal 2023 und dritten Quartal 2023")
    #expect(
      try numbers.render("at.category", ["x": both]).speech
        == "bei dem ersten Quartal 2023 und dem dritten Quartal 2023")
    // Display keeps the written form; other names are untouched.
    #expect(try numbers.render("at.period", ["x": both]).display == "im 1. Quartal 2023 und 3. Quartal 2023")
    #expect(try numbers.render("at.category", ["x": PhraseArgument(verbatim: "Nord")]).speech == "bei Nord")
  }

  @Test func polishQuartersAfterPrepositions() throws {
    let numbers = try NativeWordingTests.numbers("pl")
    let first = try Self.quarter(numbers, 1, 2023)
    let third = try Self.quarter(numbers, 3, 2023)
    let categorical = PhraseArgument(key: "categorical")
    let up = try numbers.render(
      "explore.context.up", ["x": first, "xKey": categorical, "change": try numbers.count(5)])
    #expect(up.display == "wzrost o 5 względem I kwartału 2023")
    #expect(up.speech == "wzrost o 5 względem pierwszego kwartału dwa tysiące dwudziestego trzeciego roku")
    let both = try Self.list(numbers, first, third)
    #expect(
      try numbers.render("at.period", ["x": both]).speech
        == "w pierwszym kwartale dwa tysiące dwudziestego trzeciego roku i trzecim kwartale dwa tysiące dwudziestego trzeciego roku"
    )
    let range = try numbers.render("range.fromTo", ["from": first, "to": third])
    #expect(range.display == "od I kwartału 2023 do III kwartału 2023")
  }
}

/// A quarter's name after a preposition takes its article in the languages that need one: Dutch
/// "hoger dan bij het derde kwartaal", Italian "rispetto al terzo trimestre", Portuguese "em
/// relação ao terceiro trimestre", Spanish "respecto al tercer trimestre", French "par rapport
/// au 3e trimestre"; another category keeps the bare preposition.
@Suite struct QuarterArticleTests {
  @Test(arguments: [
    ("nl", "150 hoger dan bij het derde kwartaal van 2023", "150 hoger dan bij Nord"),
    ("it", "150 in più rispetto al terzo trimestre 2023", "150 in più rispetto a Nord"),
    ("pt", "alta de 150 em relação ao terceiro trimestre de 2023", "alta de 150 em relação a Nord"),
    ("es", "sube 150 respecto al tercer trimestre de 2023", "sube 150 respecto a Nord"),
    ("fr", "en hausse de 150 par rapport au troisième trimestre 2023", "en hausse de 150 par rapport à Nord"),
  ])
  func quarterAfterAPreposition(_ locale: String, _ quarter: String, _ category: String) throws {
    let numbers = try NativeWordingTests.numbers(locale)
    let third = try QuarterCaseTests.quarter(numbers, 3, 2023)
    func said(_ x: PhraseArgument) throws -> String {
      try numbers.render(
        "explore.context.up",
        [
          "x": x, "xKey": PhraseArgument(key: "categorical"), "xTime": PhraseArgument(key: "none"),
          "change": try numbers.count(150),
        ]
      ).speech
    }
    #expect(try said(third) == quarter)
    #expect(try said(PhraseArgument(verbatim: "Nord")) == category)
  }

  /// The heading of an explore context: "Pour le 3e trimestre 2023 :", "Per il terzo trimestre 2023:".
  @Test(arguments: [("fr", "Pour le troisième trimestre 2023 : x."), ("it", "Per il terzo trimestre 2023: x.")])
  func exploreHeadingNamesTheQuarter(_ locale: String, _ expected: String) throws {
    let numbers = try NativeWordingTests.numbers(locale)
    let third = try QuarterCaseTests.quarter(numbers, 3, 2023)
    let heading = try numbers.render(
      "explore.context",
      ["x": third, "xKey": PhraseArgument(key: "categorical"), "list": PhraseArgument(verbatim: "x")])
    #expect(heading.speech == expected)
  }

  /// Dutch puts the numeral before the superlative, in words: "De twee grootste segmenten", not
  /// "De grootste 2".
  @Test func dutchNumeralBeforeTheSuperlative() throws {
    let numbers = try NativeWordingTests.numbers("nl")
    let phrase = try numbers.render("summary.pie.topTwo", ["share": try numbers.percent(83)])
    #expect(phrase.display == "De twee grootste segmenten zijn samen goed voor 83%.")
  }
}
