import ChartModel

/// Turns a chart and its analysis into an alt text, a summary and a readout, in one locale.
///
///     let book = try PhraseBook.load(locale: "en")
///     let narration = try Narrator(book: book).narrate(chart, analysis: ChartAnalysis(chart))
///     print(narration.alt.display)
///
/// Every number, date and name comes from the chart or its analysis; every word comes from the
/// phrase book. Directions are claimed only as the trend test allows (``TrendWording``), and
/// author text is kept verbatim in sentences of its own.
public struct Narrator: Sendable {
  public let book: PhraseBook
  public let policy: DescriptionPolicy
  /// How much each readout point says.
  public let verbosity: ReadoutVerbosity

  public init(book: PhraseBook, policy: DescriptionPolicy = .standard, verbosity: ReadoutVerbosity = .terse) {
    self.book = book
    self.policy = policy
    self.verbosity = verbosity
  }

  /// Describes a chart.
  ///
  /// - Parameter levels: the tiers to produce; the readout of a long series is costly, so it is
  ///   left empty unless asked for.
  /// - Throws: ``NarrationError`` when the phrase book lacks a phrase the chart needs.
  /// - Complexity: O(*n*) in the number of points for the readout, O(*s*) in the number of series
  ///   otherwise (the analysis has done the O(*n* log *n*) work).
  public func narrate(
    _ chart: ChartDescriptor, analysis: ChartAnalysis,
    levels: Set<NarrationLevel> = Set(NarrationLevel.allCases)
  ) throws(NarrationError) -> Narration {
    let chart = try chart.withReadableNames.namingRecurringTimes(DatePhrasing(numbers: NumberPhrasing(book: book)))
    let context = NarrationContext(chart: chart, analysis: analysis, book: book, policy: policy)
    let plan = ContentPlan(chart: chart, analysis: analysis)
    var readoutContext = context
    readoutContext.statesXExactly = true
    let summary = levels.contains(.summary) ? try plan.summary(context) : (sentences: [], orientationCount: 0)
    return Narration(
      locale: book.locale,
      alt: levels.contains(.alt) ? capitalised(try plan.alt(context)) : Phrase(display: "", speech: ""),
      summary: summary.sentences.map(capitalised),
      readout: levels.contains(.readout) ? try Readout(context: readoutContext, verbosity: verbosity).lines() : [],
      orientationCount: summary.orientationCount,
      notices: try context.noticeSentences().map(capitalised))
  }
}

extension Narrator {
  /// Whether the locale's script has letter case (its month names do): Latin, yes; Devanagari and
  /// Arabic, no, and a Latin name inside such a sentence stays as the data writes it.
  var scriptHasCase: Bool { book.monthNames.first?.first.map { $0.isUppercase || $0.isLowercase } ?? false }

  func capitalised(_ phrase: Phrase) -> Phrase { scriptHasCase ? phrase.startingWithCapital : phrase }
}

extension Phrase {
  /// The sentence with a capital first letter, whatever the case of the data it starts with
  /// ("revenue rose …" from a series named "revenue" reads "Revenue rose …"). A first word that
  /// already mixes cases ("iPhone", "eBay") is a name and stays as written; scripts without case
  /// are unchanged.
  var startingWithCapital: Phrase {
    Phrase(display: display.startingWithCapital, speech: speech.startingWithCapital, id: id)
  }
}

extension String {
  var startingWithCapital: String {
    guard let first = first, first.isLowercase else { return self }
    let word = prefix { !$0.isWhitespace }
    if word.dropFirst().contains(where: \.isUppercase) { return self }
    return first.uppercased() + dropFirst()
  }
}
