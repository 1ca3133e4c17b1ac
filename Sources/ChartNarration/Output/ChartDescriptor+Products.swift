import ChartModel
import Foundation

extension ChartDescriptor {
  /// The chart described as text, with what `chartvoice describe` prints by default: the alt
  /// text, the summary and the readout under their headings, in the locale's language.
  ///
  ///     print(try chart.describe(locale: "de"))
  ///
  /// - Parameters:
  ///   - locale: a locale with a phrase file ("en", "de", "pt-BR"); see ``LocaleDirectory``.
  ///   - levels: the tiers to say; one tier prints alone, without a heading.
  ///   - verbosity: how much each readout point says.
  ///   - now: the present, for a sparkline's recency.
  ///   - localesDirectory: where the phrase files are; `nil` finds the installed ones.
  /// - Throws: ``ChartModel/ChartBuildError`` for a chart that cannot be described as given (a
  ///   point that names no category), ``NarrationError`` for an unknown locale or a broken phrase
  ///   file.
  /// - Complexity: O(*n* log *n*) in the points.
  public func describe(
    locale: String = "en", levels: Set<NarrationLevel> = Set(NarrationLevel.allCases),
    verbosity: ReadoutVerbosity = .terse, now: Date = Date(), localesDirectory: URL? = nil
  ) throws -> String {
    try described(locale: locale, levels: levels, verbosity: verbosity, now: now, localesDirectory: localesDirectory)
      .text(.display)
  }

  /// The chart's description as JSON, byte for byte what `chartvoice describe --format json`
  /// writes: every tier's display and speech text and every computed fact (`docs/chart-json.md`
  /// and the README name the fields).
  ///
  ///     let facts = try JSONSerialization.jsonObject(with: try chart.json()) as? [String: Any]
  ///
  /// - Parameters: as ``describe(locale:levels:verbosity:now:localesDirectory:)``.
  /// - Throws: as ``describe(locale:levels:verbosity:now:localesDirectory:)``.
  /// - Complexity: O(*n* log *n*) in the points.
  public func json(
    locale: String = "en", levels: Set<NarrationLevel> = Set(NarrationLevel.allCases),
    verbosity: ReadoutVerbosity = .terse, now: Date = Date(), localesDirectory: URL? = nil
  ) throws -> Data {
    let description = try described(
      locale: locale, levels: levels, verbosity: verbosity, now: now, localesDirectory: localesDirectory)
    return Data((description.jsonText(pretty: true) + "\n").utf8)
  }

  /// The chart checked (``ChartModel/ChartDescriptor/validate()``) and described with the
  /// command line's defaults: the standard policy, the present as now.
  ///
  /// - Throws: as ``describe(locale:levels:verbosity:now:localesDirectory:)``.
  /// - Complexity: O(*n* log *n*) in the points.
  public func described(
    locale: String = "en", levels: Set<NarrationLevel> = Set(NarrationLevel.allCases),
    verbosity: ReadoutVerbosity = .terse, now: Date = Date(), localesDirectory: URL? = nil
  ) throws -> ChartDescription {
    try validate()
    var policy = DescriptionPolicy()
    policy.now = now.timeIntervalSince1970
    return try ChartDescription(
      self, locale: locale, levels: levels, policy: policy, verbosity: verbosity, localesDirectory: localesDirectory)
  }
}
