import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 15: the claims checker over every map of the gallery corpus that chartvoice describes as a
/// single chart (a choropleth, points ranked by their value); the sets of maps are checked with
/// the other sets in ``ChartSetClaimsTests``.
@Suite(
  .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared gallery corpus is not beside the repository"))
struct MapClaimsTests {
  static func maps() throws -> [(id: String, chart: ChartDescriptor)] {
    try ClaimsRun.gallerySpecs { name, bytes, options in
      guard let chart = try? VegaLiteReader.read(bytes, source: name, options: options),
        chart.cells == .regions || chart.cells == .points
      else { return nil }
      return chart
    }.map { ($0.id, $0.kept) }
  }

  @Test func everyClaimOfEveryMapIsTrue() throws {
    let charts = try Self.maps()
    #expect(charts.count >= 8, "\(charts.count) maps described")
    var claims = 0
    for (id, chart) in charts {
      let outcome = try ClaimsRun.check(chart, id: "gallery/\(id)")
      claims += outcome.report.claims.count
      ClaimsRun.expectTrue(outcome, known: [])
      // Named as drawn: a map, never a bar chart.
      let alt = try ChartDescription(chart, locale: "en", levels: [.alt], localesDirectory: RepositoryPaths.locales)
        .narration.alt.display
      #expect(alt.hasPrefix("Choropleth map") || alt.hasPrefix("Map of points"), "\(id): \(alt)")
    }
    #expect(claims > charts.count, "\(claims) claims checked in \(charts.count) maps")
  }
}
