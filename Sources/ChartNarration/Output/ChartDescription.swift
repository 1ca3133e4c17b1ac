import ChartModel
internal import ChartSupport
import Foundation

/// A chart described: its data, the facts computed from it and the words that say them.
///
///     let description = try ChartDescription(chart, locale: "en")
///     print(description.narration.alt.display)
///     print(description.json().serialized(pretty: true))
///
/// This is the library's one-call entry point and what `chartvoice describe` prints.
public struct ChartDescription: Sendable {
  public var chart: ChartDescriptor
  public var analysis: ChartAnalysis
  public var narration: Narration
  /// The tiers the narration holds.
  public var levels: Set<NarrationLevel>
  /// The phrase book the words came from.
  public let book: PhraseBook

  /// Analyses and narrates a chart.
  ///
  /// - Parameters:
  ///   - locale: a locale with a phrase file ("en"); see ``LocaleDirectory``.
  ///   - levels: the tiers to produce.
  ///   - verbosity: how much each readout point says.
  ///   - localesDirectory: where the phrase files are; `nil` searches the usual places.
  /// - Throws: ``NarrationError`` for an unknown locale or an incomplete phrase file.
  public init(
    _ chart: ChartDescriptor, locale: String = "en", levels: Set<NarrationLevel> = Set(NarrationLevel.allCases),
    policy: DescriptionPolicy = .standard, verbosity: ReadoutVerbosity = .terse, localesDirectory: URL? = nil
  ) throws(NarrationError) {
    let book = try PhraseBook.load(locale: locale, directory: localesDirectory)
    try self.init(chart, book: book, levels: levels, policy: policy, verbosity: verbosity)
  }

  /// Analyses and narrates a chart with a phrase book already loaded.
  ///
  /// With `policy.bucket` set and dates on the x axis, the chart is first bucketed
  /// (``ChartModel/ChartDescriptor/bucketed(by:source:)``) and ``chart`` holds the buckets.
  public init(
    _ chart: ChartDescriptor, book: PhraseBook, levels: Set<NarrationLevel> = Set(NarrationLevel.allCases),
    policy: DescriptionPolicy = .standard, verbosity: ReadoutVerbosity = .terse
  ) throws(NarrationError) {
    let prepared = try StageProfile.stage("prepare") { () throws(NarrationError) in
      try Self.prepared(chart, book: book, policy: policy)
    }
    self.chart = prepared
    self.levels = levels
    self.book = book
    let analysis = StageProfile.stage("analyse") { ChartAnalysis(prepared, policy: policy) }
    self.analysis = analysis
    narration = try StageProfile.stage("narrate") { () throws(NarrationError) in
      try Narrator(book: book, policy: policy, verbosity: verbosity).narrate(
        prepared, analysis: analysis, levels: levels)
    }
  }

  /// The chart bucketed as ``prepared(_:book:policy:)`` buckets it, its names as they are: the
  /// values and positions a description holds, for what needs no words (tones without captions).
  ///
  /// - Complexity: O(*n*) in the points.
  public static func bucketed(_ chart: ChartDescriptor, policy: DescriptionPolicy = .standard) -> ChartDescriptor {
    // Buckets apply to dates only; elsewhere the policy's bucket is ignored (the CLI refuses it).
    policy.bucket.flatMap { try? chart.bucketed(by: $0) } ?? chart
  }

  /// The chart as a description holds it (``chart``), without analysing or narrating it: with
  /// `policy.bucket` set and dates on the x axis, bucketed; column identifiers as words; the
  /// months and weekdays of a recurring cycle named in the book's language.
  ///
  /// - Throws: ``NarrationError`` when the phrase book lacks a phrase.
  /// - Complexity: O(*n*) in the points.
  public static func prepared(
    _ chart: ChartDescriptor, book: PhraseBook, policy: DescriptionPolicy = .standard
  ) throws(NarrationError) -> ChartDescriptor {
    // Column identifiers as words, in the text, the speech and the audio legend alike; months
    // and weekdays of a recurring cycle by their names in the output language.
    return try Self.bucketed(chart, policy: policy).withReadableNames.namingRecurringTimes(
      DatePhrasing(numbers: NumberPhrasing(book: book)))
  }
}
