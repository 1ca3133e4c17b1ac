import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 15: the claims checker over every layer chart of the gallery corpus that chartvoice reads
/// since it leaves out text labels, trails, images and curves it cannot compute with a notice, and
/// reads layers with data of their own (the specs of `drawn-layers.json`).
@Suite(
  .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared gallery corpus is not beside the repository"))
struct LayerChartsClaimsTests {
  /// The gallery's layer charts with a layer left out or data of their own, as chartvoice reads them.
  static func described() throws -> [(id: String, chart: ChartDescriptor)] {
    let url = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/drawn-layers.json")
    let names = try JSONDecoder().decode([String: JSONValueIgnored].self, from: Data(contentsOf: url)).keys.sorted()
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    return names.compactMap { name in
      let spec = folder.appendingPathComponent("specs/\(name).vl.json")
      let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: spec.deletingLastPathComponent().path)
      guard let bytes = try? Data(contentsOf: spec),
        let chart = try? VegaLiteReader.read([UInt8](bytes), source: spec.lastPathComponent, options: options)
      else { return nil }
      return (name, chart)
    }
  }

  /// Any JSON value, decoded only to list the keys of the object that holds it.
  struct JSONValueIgnored: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  @Test func everyClaimOfTheNewlyReadLayerChartsIsTrue() throws {
    let charts = try Self.described()
    #expect(charts.count >= 30, "\(charts.count) layer charts described")
    var claims = 0
    for (id, chart) in charts {
      let outcome = try ClaimsRun.check(chart, id: "gallery/\(id)")
      claims += outcome.report.claims.count
      ClaimsRun.expectTrue(outcome, known: [])
    }
    #expect(claims > charts.count, "\(claims) claims checked")
  }
}
