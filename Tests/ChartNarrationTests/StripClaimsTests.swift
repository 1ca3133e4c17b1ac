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

  static func check(
    _ name: String, in folder: URL = folder, wrong: (summary: [String], readout: [String])? = nil
  ) throws -> ClaimsReport {
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

  /// Strips of each category (ticks or points along a quantity and a category, jittered or sized
  /// by their count of rows), in both corpora.
  static let groupedSpecs = [
    "corpus/tick_strip", "corpus/tick_strip_with_height", "corpus/tick_strip_tick_band", "corpus/point_2d_array",
    "corpus/point_2d_array_named", "corpus/point_offset_random",
    "gallery/alt__distributions_and_medians_of_likert_scale_ratings", "gallery/vl__layer_likert",
    "gallery/alt__strip_plot",
  ]

  /// Each category's strip is read from its rows: the readout's count, extremes, median and
  /// middle half of every category, and the summary's highest and lowest median, as the checker
  /// recomputes them; no sentence places the categories on a scale of numbers.
  @Test(
    .enabled(if: RepositoryPaths.hasVegaLiteCorpus && RepositoryPaths.hasVegaLiteGalleryCorpus),
    arguments: groupedSpecs)
  func groupedStripClaimsAreTrue(spec: String) throws {
    let parts = spec.split(separator: "/").map(String.init)
    let folder = parts[0] == "gallery" ? RepositoryPaths.vegaLiteGalleryCorpus : RepositoryPaths.vegaLiteCorpus
    let report = try Self.check(parts[1], in: folder)
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    let url = folder.appendingPathComponent("specs/\(parts[1]).vl.json")
    let groups = try #require(CompositeRows.read(spec: url, base: folder)).groups.count
    #expect(groups > 1)
    #expect(report.claims.filter { $0.kind == "strip" && $0.isTrue }.count == groups, "\(report.claims)")
    #expect(report.claims.contains { $0.kind == "box" && $0.isTrue }, "\(report.claims)")
    #expect(!report.classified.contains { $0.0.hasSuffix("unverified") }, "\(report.classified)")
  }

  /// The likert chart: each question's ratings are the rows its circles count, in the drawn
  /// orientation (the questions down the side).
  @Test(.enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus)) func likertRatingsArePerQuestion() throws {
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    let url = folder.appendingPathComponent("specs/vl__layer_likert.vl.json")
    let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: url.deletingLastPathComponent().path)
    let chart = try VegaLiteReader.read([UInt8](try Data(contentsOf: url)), source: "likert", options: options)
    #expect(chart.drawnAs == .strip && chart.orientation == .horizontal)
    #expect(chart.xAxis.type == .categorical && chart.xAxis.categories.count == 7)
    #expect(chart.boxes.count == 7 && chart.boxes.allSatisfy { $0.count == 17 }, "\(chart.boxes)")
    let text = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
    let readout = text.readout.map { $0[.display] }
    #expect(readout.contains { $0.contains("Axis 1 of 2, top to bottom: name") }, "\(readout)")
  }
}
