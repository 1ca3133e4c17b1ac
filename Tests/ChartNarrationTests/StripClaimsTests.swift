import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Strips of the first corpus (issue 15: ticks, points or bars along one quantity alone), described
/// in English and read back by the claims checker against the values it reads from the spec's data
/// itself (``CompositeRows``): how many, least, greatest, median and the middle half, in the alt,
/// the summary and the readout.
@Suite struct StripClaimsTests {
  static let folder = RepositoryPaths.vegaLiteCorpus
  static let specs = [
    "tick_dot", "tick_dot_thickness", "tick_sort", "tick_strip_1D_with_height", "point_1d", "embedded_csv",
    "bar_1d_dimension_only",
  ]

  static func check(_ name: String, wrong: (summary: [String], readout: [String])? = nil) throws -> ClaimsReport {
    let url = folder.appendingPathComponent("specs/\(name).vl.json")
    let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: url.deletingLastPathComponent().path)
    let chart = try VegaLiteReader.read([UInt8](try Data(contentsOf: url)), source: name, options: options)
    #expect(chart.drawnAs == .strip, "\(name)")
    var truth = ClaimsTruth(chart: chart)
    truth.rows = try #require(CompositeRows.read(spec: url, base: folder), "\(name): no rows")
    if let wrong {
      return ClaimsChecker(truth: truth).check(alt: "", summary: wrong.summary, readout: wrong.readout)
    }
    let narration = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
    return ClaimsChecker(truth: truth).check(
      alt: narration.alt[.display], summary: narration.summary.map { $0[.display] },
      readout: narration.readout.map { $0[.display] })
  }

  @Test(.enabled(if: RepositoryPaths.hasVegaLiteCorpus), arguments: specs)
  func stripClaimsAreTrue(spec: String) throws {
    let report = try Self.check(spec)
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    // The alt, the summary and the readout each say the distribution, and the checker read it.
    #expect(report.claims.filter { $0.kind == "strip" && $0.isTrue }.count == 3, "\(report.claims)")
    #expect(!report.unparsed.contains { $0.contains(" values from ") }, "\(report.unparsed)")
  }

  /// A wrong count, extreme, median or middle half is caught.
  @Test(.enabled(if: RepositoryPaths.hasVegaLiteCorpus)) func wrongStripsAreFalse() throws {
    // embedded_csv: 1 2 3 4, median 2.5, quartiles 1.75 and 3.25.
    let right = "4 values from 1 to 4; median 2.5; the middle half from 1.75 to 3.25."
    let report = try Self.check(
      "embedded_csv",
      wrong: (
        [
          right, "5 values from 1 to 4; median 2.5; the middle half from 1.75 to 3.25.",
          "4 values from 1 to 5; median 2.5; the middle half from 1.75 to 3.25.",
          "4 values from 1 to 4; median 3; the middle half from 1.75 to 3.25.",
          "4 values from 1 to 4; median 2.5; the middle half from 2 to 3.",
        ],
        ["1 of 1: a, 2.5", "4 values from 1 to 4; median 2.5; the middle half from 1.75 to 3.5."]
      ))
    #expect(report.claims.filter { $0.kind == "strip" }.count == 6, "\(report.claims) \(report.unparsed)")
    #expect(report.falseClaims.count == 5, "\(report.falseClaims)")
  }
}
