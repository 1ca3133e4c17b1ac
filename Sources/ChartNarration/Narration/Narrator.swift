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
    let context = NarrationContext(chart: chart, analysis: analysis, book: book, policy: policy)
    let plan = ContentPlan(chart: chart, analysis: analysis)
    let summary = levels.contains(.summary) ? try plan.summary(context) : (sentences: [], orientationCount: 0)
    return Narration(
      locale: book.locale,
      alt: levels.contains(.alt) ? try plan.alt(context) : Phrase(display: "", speech: ""),
      summary: summary.sentences,
      readout: levels.contains(.readout) ? try Readout(context: context, verbosity: verbosity).lines() : [],
      orientationCount: summary.orientationCount)
  }
}
