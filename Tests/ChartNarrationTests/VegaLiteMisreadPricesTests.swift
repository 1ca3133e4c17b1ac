import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// More charts of the shared corpora that were described wrongly (issue 15): candlesticks read as
/// bars of open–close ranges, heat lanes read with internal field names, counts binned in the data
/// read as a trend, and fields named raw in a set's sentences.
@Suite(.enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared corpora are not beside the repository"))
struct VegaLiteMisreadPricesTests {
  /// The refusal a spec of a corpus meets, or `nil` when it is read.
  static func refusal(_ name: String, gallery: Bool) -> String? {
    do {
      _ = try VegaLiteMisreadKindsTests.read(name, gallery: gallery)
      return nil
    } catch {
      guard case .unsupported(_, let feature, _) = error as? ChartModelError else { return "\(error)" }
      return feature
    }
  }

  /// `layer_candlestick` and Altair's `candlestick_chart`: a rule from the low to the high and a
  /// bar from the open to the close per date. Read as the bars alone they were a "bar chart" of
  /// open–close ranges that left the highs and lows out; they are a line of the closes, each
  /// date's four prices its candle, named a candlestick chart.
  @Test(arguments: ["vl__layer_candlestick", "alt__candlestick_chart"])
  func aCandlestickChartIsReadWithItsFourPrices(name: String) throws {
    let chart = try VegaLiteMisreadKindsTests.read(name, gallery: true)
    #expect(chart.kind == .line)
    #expect(chart.candles.count == 44)
    let closes = chart.candles.map { $0.close }
    let ordered = chart.candles.allSatisfy { $0.isOrdered }
    #expect(closes == chart.series[0].y)
    #expect(ordered)
    let description = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    #expect(description.narration.alt[.display].hasPrefix("Candlestick chart of price"))
  }

  /// A layer of a bar of two ends and a rule of two others whose fields are no prices is still
  /// read, and so are lines of the four prices.
  @Test func rangesOfOtherFieldsAreNoCandlesticks() throws {
    let spec = """
      {"data": {"values": [{"d": "A", "lo": 1, "hi": 9, "a": 3, "b": 6}, {"d": "B", "lo": 2, "hi": 8, "a": 4, "b": 5}]},
       "encoding": {"x": {"field": "d", "type": "nominal"}, "y": {"type": "quantitative"}},
       "layer": [{"mark": "rule", "encoding": {"y": {"field": "lo"}, "y2": {"field": "hi"}}},
                 {"mark": "bar", "encoding": {"y": {"field": "a"}, "y2": {"field": "b"}}}]}
      """
    let chart = try VegaLiteReader.read(Array(spec.utf8), source: "ranges.vl.json")
    #expect(chart.kind == .bar)
    // Lines of the four prices, each a line of its own, draw no candlesticks.
    let lines = """
      {"data": {"values": [{"d": "2020-01-01", "open": 1, "high": 9, "low": 0, "close": 6},
        {"d": "2020-01-02", "open": 6, "high": 8, "low": 5, "close": 7}]},
       "encoding": {"x": {"field": "d", "type": "temporal"}},
       "layer": [{"mark": "line", "encoding": {"y": {"field": "open", "type": "quantitative"}}},
                 {"mark": "line", "encoding": {"y": {"field": "high", "type": "quantitative"}}},
                 {"mark": "line", "encoding": {"y": {"field": "low", "type": "quantitative"}}},
                 {"mark": "line", "encoding": {"y": {"field": "close", "type": "quantitative"}}}]}
      """
    #expect(throws: Never.self) { try VegaLiteReader.read(Array(lines.utf8), source: "prices.vl.json") }
  }

  /// `bar_heatlane` and Altair's `heat_lane`: bars of horsepower bins, each as tall as its binned
  /// count and centred on a line. Read as horizontal bars by "y" they named a series "120" and
  /// said `bin_Horsepower_end`; a heat lane is a histogram drawn as lanes (Vega draws ten lanes,
  /// one a bin of 20 horsepower), read as one: the count per bin, with no internal field name.
  @Test(arguments: ["vl__bar_heatlane", "alt__heat_lane"])
  func aHeatLaneIsReadAsTheHistogramItDraws(name: String) throws {
    let chart = try VegaLiteMisreadKindsTests.read(name, gallery: true)
    #expect(chart.drawnAs == .histogram)
    #expect(chart.binStep == 20)
    let counts = chart.series.map { $0.y }
    #expect(counts == [[16, 97, 113, 63, 22, 47, 20, 11, 6, 5]])
    let text = try VegaLiteMisreadKindsTests.described(chart)
    let all = [text.alt, text.summary, text.readout].joined(separator: "\n")
    #expect(text.alt.hasPrefix("Histogram of horsepower: 400 values"), "\(text.alt)")
    #expect(!all.contains("bin_") && !all.contains("max_bin"), "\(all)")
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: name), known: [])
    for local in try LocaleClaimsRun.check(chart, id: name) {
      #expect(local.report.falseClaims.isEmpty, "\(local.locale): \(local.report.falseClaims)")
    }
  }

  /// `bar_binned_data`: counts already binned in the data (`bin: {"binned": true}`, x to x2) are
  /// a histogram, said as one ("Histogram of …", the bin with the most), never as a trend that
  /// climbs to a peak over the bins.
  @Test func countsBinnedInTheDataAreAHistogram() throws {
    let chart = try VegaLiteMisreadKindsTests.read("bar_binned_data", gallery: false)
    #expect(chart.drawnAs == .histogram)
    #expect(chart.binStep == 2)
    let series = try #require(chart.series.first)
    let total = Int(series.y.reduce(0, +))
    let text = try VegaLiteMisreadKindsTests.described(chart)
    #expect(text.alt.hasPrefix("Histogram of bin start: \(total) values from 8 to 24"), "\(text.alt)")
    #expect(text.summary.contains("The most values, 127, are in the bin from 14 to 16."), "\(text.summary)")
    for trend in ["climbed", "peak", "dropped", "Segment"] {
      #expect(!(text.alt + text.summary + text.readout).contains(trend), "\(trend)")
    }
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "bar_binned_data"), known: [])
  }

  /// `histogram_bin_transform`: a bin transform, then bars of the count from each bin's start to
  /// its end. The rows without a rating fall in no bin (Vega draws 9 bars of 2,988 movies): still
  /// a histogram, not a trend that rises to a peak.
  @Test func countsOfBinsFromATransformAreAHistogram() throws {
    let chart = try VegaLiteMisreadKindsTests.read("histogram_bin_transform", gallery: false)
    #expect(chart.drawnAs == .histogram)
    #expect(chart.binStep == 1)
    let text = try VegaLiteMisreadKindsTests.described(chart)
    #expect(text.alt.hasPrefix("Histogram of IMDB Rating (binned): 2,988 values"), "\(text.alt)")
    #expect(!text.alt.contains("peak"), "\(text.alt)")
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "histogram_bin_transform"), known: [])
  }

  /// Binned edges whose measure is not a count (a mean per bin) are no histogram: the bars are
  /// values, not how many values fall in each bin.
  @Test func binnedEdgesOfAMeanAreNoHistogram() throws {
    let spec = """
      {"data": {"values": [{"s": 0, "e": 5, "mean": 3}, {"s": 5, "e": 10, "mean": 7}, {"s": 10, "e": 15, "mean": 4}]},
       "mark": "bar", "encoding": {"x": {"field": "s", "bin": "binned", "type": "quantitative"},
       "x2": {"field": "e"}, "y": {"field": "mean", "type": "quantitative"}}}
      """
    let chart = try VegaLiteReader.read(Array(spec.utf8), source: "means.vl.json")
    #expect(chart.drawnAs == nil)
  }

  /// `histogram_ordinal`: the movies without a rating make a bin of nulls that Vega draws; the
  /// description says they are not described, in every output (a notice).
  @Test func theNullBinOfAHistogramIsANotice() throws {
    let chart = try VegaLiteMisreadKindsTests.read("histogram_ordinal", gallery: false)
    #expect(chart.notices.contains { if case .invalidRowsDrawn = $0 { true } else { false } }, "\(chart.notices)")
  }

  /// A facet by a field named as an identifier (`Weight_in_lbs`) is said in words, as axes are.
  @Test func aSetNamesItsFacetFieldInWords() throws {
    let spec = """
      {"data": {"url": "data/cars.json"}, "mark": "point",
       "encoding": {"x": {"field": "Horsepower", "type": "quantitative"},
        "y": {"field": "Miles_per_Gallon", "type": "quantitative"},
        "facet": {"field": "Weight_in_lbs", "bin": {"maxbins": 4}, "columns": 3}}}
      """
    let alt = try DrawnKindOutputTests.setAlt(spec, base: RepositoryPaths.vegaLiteGalleryCorpus.path)
    #expect(alt.contains("one per weight in lbs"), "\(alt)")
    #expect(!alt.contains("_"), "\(alt)")
  }

  /// A repeat of fields named as identifiers names each view in words, a row and a column too.
  @Test func aRepeatNamesItsFieldsInWords() throws {
    let spec = """
      {"data": {"url": "data/cars.json"}, "repeat": ["Miles_per_Gallon", "Weight_in_lbs"],
       "spec": {"mark": "point", "encoding": {"x": {"field": "Horsepower", "type": "quantitative"},
        "y": {"field": {"repeat": "repeat"}, "type": "quantitative"}}}}
      """
    let alt = try DrawnKindOutputTests.setAlt(spec, base: RepositoryPaths.vegaLiteGalleryCorpus.path)
    #expect(alt.contains("Miles per Gallon"), "\(alt)")
    #expect(!alt.contains("_"), "\(alt)")
    let grid = """
      {"data": {"url": "data/cars.json"}, "repeat": {"row": ["Miles_per_Gallon"], "column": ["Weight_in_lbs", "Horsepower"]},
       "spec": {"mark": "point", "encoding": {"x": {"field": {"repeat": "column"}, "type": "quantitative"},
        "y": {"field": {"repeat": "row"}, "type": "quantitative"}}}}
      """
    let gridAlt = try DrawnKindOutputTests.setAlt(grid, base: RepositoryPaths.vegaLiteGalleryCorpus.path)
    #expect(gridAlt.contains("Weight in lbs"), "\(gridAlt)")
    #expect(!gridAlt.contains("_"), "\(gridAlt)")
  }
}
