import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Series that real Vega-Lite specs split by a binned field, and series of one point (issue 15):
/// each named and said as the chart shows it.
@Suite struct BinnedAndSinglePointSeriesTests {
  static func readReal(_ name: String) throws -> ChartDescriptor {
    let folder = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/real")
    let spec = folder.appendingPathComponent("\(name).vl.json")
    let options = VegaLiteOptions(
      baseDirectory: RepositoryPaths.vegaLiteGalleryCorpus.path, specDirectory: folder.path)
    return try VegaLiteReader.read(
      [UInt8](try Data(contentsOf: spec)), source: spec.lastPathComponent, options: options)
  }

  /// Bars coloured by binned miles per gallon: each part is a bin, named by its start and end as
  /// the legend spans it ("20 – 30", Vega's legend ticks at 10, 20, 30 and 40), never by its
  /// start alone ("20 is the largest part"); a row without a value stays "null".
  @Test(
    .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus),
    arguments: ["tutorial_binning_origin_count_by_mpg_bin", "tutorial_binning_origin_count_normalized"])
  func aBinnedColourNamesItsSeriesByTheirBins(spec: String) throws {
    let chart = try Self.readReal(spec)
    #expect(chart.series.map(\.name) == ["null", "0 – 10", "10 – 20", "20 – 30", "30 – 40", "40 – 50"])
    let text = try VegaLiteMisreadKindsTests.described(chart)
    #expect(text.alt.contains(": 20 – 30 "), "\(text.alt)")
    for bare in [". 20 is", ". 10 is", ". 20 has", ": 20 is"] {
      #expect(!text.summary.contains(bare) && !text.alt.contains(bare), "\(text.summary)")
    }
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: spec), known: [])
  }

  /// A bin's name is written with a dash ("20 – 30"), which espeak-ng does not say: speech says
  /// the range as the locale says one ("20 to 30", "20 bis 30"), the display keeps the dash.
  @Test(arguments: [("en", "20 to 30"), ("de", "20 bis 30"), ("fr", "20 à 30"), ("hi", "20 से 30")])
  func aBinsNameIsSaidAsARange(locale: String, said: String) throws {
    var chart = TestCharts.bars([4, 9, 2])
    chart.xAxis.categories = ["10 – 20", "20 – 30", "30 – 40"]
    let description = try ChartDescription(chart, locale: locale, localesDirectory: RepositoryPaths.locales)
    let alt = description.narration.alt
    #expect(alt.display.contains("20 – 30"), "\(alt.display)")
    #expect(alt.speech.contains(said) && !alt.speech.contains("–"), "\(alt.speech)")
  }

  /// A heat map of 20 rows of Rotten Tomatoes bins names no row in a clause of its own, so no
  /// row is "other": "The other 18 series stayed between 1 and 23" counted the top and the bottom
  /// as said when they were not.
  @Test(.enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus)) func noSeriesIsOtherWhenNoneWasNamed() throws {
    let gallery = RepositoryPaths.vegaLiteGalleryCorpus
    let spec = gallery.appendingPathComponent("specs/alt__histogram_heatmap.vl.json")
    let chart = try VegaLiteReader.read(
      [UInt8](try Data(contentsOf: spec)), source: spec.lastPathComponent,
      options: VegaLiteOptions(baseDirectory: gallery.path, specDirectory: spec.deletingLastPathComponent().path))
    #expect(chart.series.count == 20)
    let text = try VegaLiteMisreadKindsTests.described(chart)
    #expect(!text.summary.contains("The other"), "\(text.summary)")
    #expect(text.summary.contains("Across all series, the highest value was 24"), "\(text.summary)")
  }

  /// A heat map (and a bubble chart) of IMDB rating bins by Rotten Tomatoes bins: a row is a bin
  /// of IMDB ratings, "7.5 – 8", not "7.5".
  @Test(
    .enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus),
    arguments: ["scipy2024_transform_ratings_heatmap", "scipy2024_transform_ratings_binned_size"])
  func aBinnedYNamesItsRowsByTheirBins(spec: String) throws {
    let chart = try Self.readReal(spec)
    #expect(chart.series.contains { $0.name == "7.5 – 8" }, "\(chart.series.map(\.name))")
    #expect(chart.series.allSatisfy { $0.name.contains(" – ") }, "\(chart.series.map(\.name))")
    let text = try VegaLiteMisreadKindsTests.described(chart)
    #expect(text.summary.contains(". 7.5 – 8 stands apart"), "\(text.summary)")
    #expect(!text.summary.contains(". 7.5 stands apart"), "\(text.summary)")
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: spec), known: [])
  }

  /// A series of one point among longer ones has no movement: its value and place are said
  /// ("B has one value: 2 in 2021"), never "B went from 2 to 2"; the checker reads it back, and
  /// finds a wrong value false.
  @Test func aOnePointSeriesSaysItsValue() throws {
    let years = (2018...2023).map { Double(CivilDate(year: $0, month: 1, day: 1).secondsSince1970) }
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "year", type: .temporal, timeUnit: .year),
      yAxis: Axis(title: "sales", type: .numeric),
      series: [
        DataSeries(name: "A", isContinuous: true, x: years, y: [1, 3, 5, 4, 6, 8]),
        DataSeries(name: "B", isContinuous: true, x: [years[3]], y: [2]),
        DataSeries(name: "C", isContinuous: true, x: years, y: [9, 7, 6, 6, 4, 3]),
      ])
    let text = try VegaLiteMisreadKindsTests.described(chart)
    #expect(text.summary.contains("B has one value: 2 in 2021."), "\(text.summary)")
    #expect(!text.summary.contains("B went from"), "\(text.summary)")
    let report = try ClaimsRun.check(chart, id: "one-point").report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    #expect(report.claims.contains { $0.kind == "single" && $0.isTrue && $0.sentence.hasPrefix("B ") })
    let wrong = ClaimsChecker(truth: ClaimsTruth(chart: chart)).check(
      alt: "", summary: ["B has one value: 3 in 2021.", "A has one value: 1 in 2018."], readout: [])
    #expect(wrong.falseClaims.count == 2, "\(wrong.claims)")
  }
}
