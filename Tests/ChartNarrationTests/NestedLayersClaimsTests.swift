import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 15: the claims checker over the gallery's specs chartvoice reads since it flattens layers
/// that hold layers, reads repeated layers, text tables and labelled points, and the `quantile`
/// and `extent` transforms: zero false claims, in English.
@Suite(
  .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared gallery corpus is not beside the repository"))
struct NestedLayersClaimsTests {
  static let names = [
    "vl__layer_bar_annotations", "vl__line_color_label", "vl__interactive_multi_line_label",
    "vl__interactive_global_development", "vl__interactive_line_hover", "vl__interactive_multi_line_pivot_tooltip",
    "vl__parallel_coordinate", "vl__ternary", "alt__line_chart_with_arrows", "vl__repeat_layer",
    "vl__bar_grouped_repeated", "vl__line_color_halo", "alt__line_chart_with_color_datum", "vl__text_format",
    "vl__text_scatterplot_colored", "vl__bar_simple_extent", "vl__layer_line_exponential",
    "vl__point_quantile_quantile", "alt__scatter_qq", "alt__sorted_error_bars_with_ci",
  ]

  /// Each spec's charts as chartvoice reads them: the views of a set, or the one chart.
  static func described() throws -> [(id: String, chart: ChartDescriptor)] {
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    return try names.flatMap { name in
      let spec = folder.appendingPathComponent("specs/\(name).vl.json")
      let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: spec.deletingLastPathComponent().path)
      let set = try VegaLiteReader.readSet(
        [UInt8](try Data(contentsOf: spec)), source: spec.lastPathComponent, options: options)
      return set.views.enumerated().map { ("gallery/\(name)#\($0.offset + 1)", $0.element.chart) }
    }
  }

  @Test func everyClaimOfTheNewlyReadSpecsIsTrue() throws {
    let charts = try Self.described()
    #expect(charts.count == Self.names.count + 2, "\(charts.count) charts described")
    var claims = 0
    for (id, chart) in charts {
      let outcome = try ClaimsRun.check(chart, id: id)
      claims += outcome.report.claims.count
      ClaimsRun.expectTrue(outcome, known: [])
    }
    #expect(claims > charts.count, "\(claims) claims checked")
  }
}
