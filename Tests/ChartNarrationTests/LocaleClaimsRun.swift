import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation

/// Describes a chart in English and in every other locale, and reads each locale's display and
/// speech text back with the ``LocaleClaimsChecker`` (numbers only the English checker accepts,
/// dates, names).
enum LocaleClaimsRun {
  /// Every locale but English.
  static let locales = NarrationGoldenTests.locales.filter { $0 != "en" }

  struct Outcome {
    var id: String
    var locale: String
    var report: ClaimsReport
  }

  static func check(
    _ chart: ChartDescriptor, id: String, policy: DescriptionPolicy = DescriptionPolicy(), locales: [String] = locales
  ) throws -> [Outcome] {
    let english = try ChartDescription(chart, locale: "en", policy: policy, localesDirectory: RepositoryPaths.locales)
    // The names the narration uses: a unit in a column's name (`height_cm`) is the axis unit.
    let truth = ClaimsTruth(chart: chart.withReadableNames, bucket: policy.bucket)
    let narration = english.narration
    let texts =
      [narration.alt[.display]] + narration.summary.map { $0[.display] } + narration.readout.map { $0[.display] }
    let englishReport = ClaimsChecker(truth: truth).check(
      alt: narration.alt[.display], summary: narration.summary.map { $0[.display] },
      readout: narration.readout.map { $0[.display] })
    return try locales.map { locale in
      let description = try ChartDescription(
        chart, locale: locale, policy: policy, localesDirectory: RepositoryPaths.locales)
      let vocabulary = try LocaleVocabulary.of(locale).orThrow("no vocabulary for \(locale)")
      let checker = LocaleClaimsChecker(
        truth: truth, vocabulary: vocabulary, english: texts, englishReport: englishReport)
      let spelled = SpelledNumbers(description.book)
      let local = description.narration
      let display = [local.alt[.display]] + local.summary.map { $0[.display] } + local.readout.map { $0[.display] }
      let speech = ([local.alt[.speech]] + local.summary.map { $0[.speech] } + local.readout.map { $0[.speech] })
        .map(spelled.digits)
      return Outcome(id: id, locale: locale, report: checker.check(display + speech))
    }
  }

  /// The bench-truth line over the golden inputs and the generated charts:
  /// "other locales: false claims K of N".
  static func figure(_ inputs: [(id: String, chart: ChartDescriptor, policy: DescriptionPolicy)]) -> (
    line: String, detail: String
  ) {
    var total = ClaimsReport()
    var detail = ""
    for input in inputs {
      guard let outcomes = try? check(input.chart, id: input.id, policy: input.policy) else { continue }
      for outcome in outcomes {
        total.merge(outcome.report)
        for claim in outcome.report.falseClaims { detail += "\(outcome.locale) \(input.id): \(claim)\n" }
      }
    }
    return ("other locales: false claims \(total.falseClaims.count) of \(total.claims.count)", detail)
  }
}

extension Optional {
  fileprivate func orThrow(_ message: String) throws -> Wrapped {
    guard let self else { throw LocaleClaimsRunError(message: message) }
    return self
  }
}

struct LocaleClaimsRunError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
