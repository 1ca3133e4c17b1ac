import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Charts of the shared corpora that were described, but wrongly (issue 15, a reader's audit):
/// each read from its spec, described in English, the sentence that was wrong checked, and every
/// claim of the description read back by the claims checker.
@Suite(.enabled(if: RepositoryPaths.hasVegaLiteGalleryCorpus, "the shared corpora are not beside the repository"))
struct VegaLiteMisreadKindsTests {
  /// A spec of the first corpus (`gallery: false`) or of the gallery corpus, read as the CLI reads
  /// it with `--base` set to its corpus.
  static func read(_ name: String, gallery: Bool) throws -> ChartDescriptor {
    let folder = gallery ? RepositoryPaths.vegaLiteGalleryCorpus : RepositoryPaths.vegaLiteCorpus
    let spec = folder.appendingPathComponent("specs/\(name).vl.json")
    let options = VegaLiteOptions(baseDirectory: folder.path, specDirectory: spec.deletingLastPathComponent().path)
    return try VegaLiteReader.read(
      [UInt8](try Data(contentsOf: spec)), source: spec.lastPathComponent, options: options)
  }

  /// The English alt text, summary and readout, each as one string.
  static func described(_ chart: ChartDescriptor) throws -> (alt: String, summary: String, readout: String) {
    let narration = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
    return (
      narration.alt[.display], narration.summary.map { $0[.display] }.joined(separator: " "),
      narration.readout.map { $0[.display] }.joined(separator: "\n")
    )
  }

  /// `point_log`: y on a log scale, where the points lie on a straight line. The axis is said to
  /// be logarithmic, the relationship is the one drawn (r of the logarithms), and nothing that
  /// holds only on even steps is said: no slope per step, no curve, no point far from a line fitted
  /// to the values as numbers.
  @Test func aLogarithmicAxisIsSaidAndReadAsDrawn() throws {
    let chart = try Self.read("point_log", gallery: false)
    #expect(chart.yAxis.scale == .logarithmic)
    let text = try Self.described(chart)
    #expect(text.summary.contains("The y axis is logarithmic."), "\(text.summary)")
    #expect(text.summary.contains("positive relationship (r = 1)"), "\(text.summary)")
    for linearOnly in ["for each additional", "not a straight line", "far from the overall pattern"] {
      #expect(!text.summary.contains(linearOnly), "\(text.summary)")
    }
    #expect(text.readout.contains("Logarithmic scale."))
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "point_log"), known: [])
  }

  /// `alt__line_with_log_scale`: a line over a log y rises, but by no amount per year: on its
  /// axis equal steps are ratios.
  @Test func aTrendOnALogarithmicAxisHasNoSlopePerStep() throws {
    let chart = try Self.read("alt__line_with_log_scale", gallery: true)
    let text = try Self.described(chart)
    #expect(text.summary.contains("rose."), "\(text.summary)")
    #expect(!text.summary.contains("per step"), "\(text.summary)")
    #expect(text.summary.contains("axis is logarithmic."), "\(text.summary)")
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "alt__line_with_log_scale"), known: [])
  }

  /// `histogram` (first corpus) and `alt__simple_histogram` (gallery): the count of movies in
  /// bins of their rating. Named a histogram, read as a distribution (how many values, the bins'
  /// extent, the bin with the most), never as values that rise to a peak and fall over the bins.
  @Test(arguments: [("histogram", false), ("alt__simple_histogram", true)])
  func aHistogramIsReadAsADistribution(name: String, gallery: Bool) throws {
    let chart = try Self.read(name, gallery: gallery)
    #expect(chart.drawnAs == .histogram)
    let step = try #require(chart.binStep)
    let series = try #require(chart.series.first)
    let total = Int(series.y.filter(\.isFinite).reduce(0, +))
    let top = try #require(series.y.max())
    let topAt = try #require(zip(series.x, series.y).first { $0.1 == top }?.0)
    let text = try Self.described(chart)
    #expect(
      text.alt.hasPrefix(
        "Histogram of IMDB Rating: \(total.formatted(.number.locale(Locale(identifier: "en")))) values"), "\(text.alt)")
    #expect(
      text.summary.contains(
        "The most values, \(Int(top)), are in the bin from \(Int(topAt)) to \(Int(topAt + step))."),
      "\(text.summary)")
    for trend in ["rose", "fell", "climbed", "dropped", "peak", "Segment"] {
      #expect(!(text.alt + text.summary + text.readout).contains(trend), "\(trend)")
    }
    let outcome = try ClaimsRun.check(chart, id: name)
    ClaimsRun.expectTrue(outcome, known: [])
    #expect(Set(outcome.report.claims.filter(\.isTrue).map(\.kind)).isSuperset(of: ["histogram", "histogram-most"]))
  }

  /// `histogram_bin_transform`: counts of a bin transform, whose measure has neither a field nor a
  /// title. Its readout names the series as the axis is named ("values"), never with an empty
  /// name ("Series 1 of 1: , 9 points.").
  @Test func anUntitledHistogramSeriesIsNamedInTheReadout() throws {
    let chart = try Self.read("histogram_bin_transform", gallery: false)
    #expect(chart.drawnAs == .histogram)
    #expect(chart.series.first?.name == "")
    let readout = try Self.described(chart).readout
    #expect(readout.contains("Series 1 of 1: values, 9 points."), "\(readout)")
    #expect(!readout.contains(": ,"), "\(readout)")
  }

  /// The checker finds a wrong bin, a wrong count and a tie said to be one bin false.
  @Test func theCheckerCatchesAWrongHistogramSentence() throws {
    let chart = try Self.read("histogram", gallery: false)
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    let wrong = checker.check(
      alt: "Histogram of IMDB Rating: 2,987 values from 1 to 10.",
      summary: [
        "The most values, 985, are in the bin from 5 to 6.", "The most values, 984, are in the bin from 6 to 7.",
      ],
      readout: [])
    #expect(wrong.falseClaims.count == 3, "\(wrong.claims) \(wrong.unparsed)")
  }

  /// A set of error bar plots is named so, never "charts".
  @Test func aSetOfErrorBarPlotsIsNamedSo() throws {
    let spec = """
      {"data": {"url": "data/barley.json"}, "facet": {"field": "year", "type": "ordinal"},
       "spec": {"encoding": {"y": {"field": "variety", "type": "ordinal"}},
        "layer": [{"mark": "point", "encoding": {"x": {"aggregate": "mean", "field": "yield", "type": "quantitative"}}},
                  {"mark": {"type": "errorbar", "extent": "stdev"},
                   "encoding": {"x": {"field": "yield", "type": "quantitative"}}}]}}
      """
    let alt = try DrawnKindOutputTests.setAlt(spec, base: RepositoryPaths.vegaLiteGalleryCorpus.path)
    #expect(alt.hasPrefix("2 error bar plots"), "\(alt)")
  }

  /// An empirical cumulative distribution (`cume_dist`) and a running count, each along its sort:
  /// the curve climbs by construction, so neither its rise per step nor its smoothness is said as
  /// a finding.
  @Test(arguments: ["alt__empirical_cumulative_distribution_function", "alt__cumulative_count_chart"])
  func aCumulativeCurveIsNotSaidToRise(name: String) throws {
    let chart = try Self.read(name, gallery: true)
    #expect(chart.isCumulative)
    let text = try Self.described(chart)
    for finding in ["on average", "change smoothly", "Overall,"] {
      #expect(!text.summary.contains(finding), "\(text.summary)")
    }
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: name), known: [])
  }

  /// Every spec of both corpora read as a histogram, a cumulative curve or over a logarithmic
  /// axis, described in English: the checker finds no false claim.
  @Test func everyNewlyReadKindOfBothCorporaIsDescribedTruly() throws {
    var checked: [String: Int] = [:]
    for gallery in [false, true] {
      let folder = gallery ? RepositoryPaths.vegaLiteGalleryCorpus : RepositoryPaths.vegaLiteCorpus
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("specs").path)
      for name in names.sorted() where name.hasSuffix(".vl.json") {
        let text = try String(contentsOf: folder.appendingPathComponent("specs/\(name)"), encoding: .utf8)
        guard ["\"bin\"", "\"window\"", "\"log\""].contains(where: text.contains),
          let chart = try? Self.read(String(name.dropLast(".vl.json".count)), gallery: gallery)
        else { continue }
        let kind =
          chart.drawnAs == .histogram
          ? "histogram" : chart.isCumulative ? "cumulative" : chart.hasLogarithmicAxis ? "logarithmic" : nil
        guard let kind else { continue }
        checked[kind, default: 0] += 1
        ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: name), known: [])
      }
    }
    #expect(checked["histogram", default: 0] >= 10, "\(checked)")
    #expect(checked["cumulative", default: 0] >= 3, "\(checked)")
    #expect(checked["logarithmic", default: 0] >= 3, "\(checked)")
  }

  /// `histogram_rel_freq`: the share of cars in each bin of 20 horsepower (its axis labels them
  /// `.1~%`). It is a histogram, said as the others are (no trend over the bins), its values the
  /// percentages the axis shows: 27.8%, never "about 0.278".
  @Test func aRelativeFrequencyHistogramIsSaidInPercent() throws {
    let chart = try Self.read("histogram_rel_freq", gallery: false)
    #expect(chart.drawnAs == .histogram && chart.binStep == 20 && chart.yAxis.unit == "%")
    let text = try Self.described(chart)
    #expect(text.summary.contains(": shares of all values in bins of 20 from 40 to 240."), "\(text.summary)")
    #expect(text.summary.contains("27.8%, are in the bin from 80 to 100"), "\(text.summary)")
    for trend in ["started at", "ended at", "0.0394", "0.278"] {
      #expect(!text.summary.contains(trend), "\(text.summary)")
    }
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "histogram_rel_freq"), known: [])
  }

  /// Its readout says each computed share to the place its axis format (`.1~%`) labels it
  /// ("about 3.9%", "about 27.8%"), never to six digits ("about 3.94089%") nor three
  /// significant ("about 3.94%") that the axis does not show; the axis line too, and the
  /// checker still reads every point back true.
  @Test func aRelativeFrequencyReadoutSaysSharesAsTheAxisLabelsThem() throws {
    let chart = try Self.read("histogram_rel_freq", gallery: false)
    #expect(chart.yAxis.labelDecimals == 1)
    let text = try Self.described(chart)
    #expect(text.readout.contains("1 of 10: 40, about 3.9%\n"), "\(text.readout)")
    #expect(text.readout.contains("3 of 10: 80, about 27.8%\n"), "\(text.readout)")
    #expect(text.readout.contains("from about 1.2% to about 27.8%"), "\(text.readout)")
    #expect(!text.readout.contains("3.94") && !text.readout.contains("27.8325"), "\(text.readout)")
    let report = try ClaimsRun.check(chart, id: "histogram_rel_freq").report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    #expect(report.claims.filter { $0.kind == "point" && $0.isTrue }.count >= 10, "\(report.claims)")
  }

  /// An axis that formats fractions as percentages (`"format": "%"`, `".0%"`, `"p"`) has its values
  /// said as it shows them; another format, or a `formatType` other than `number`, leaves them.
  /// A `%` format with a precision gives the labels' decimal places (`.1~%`: 1); `p` counts
  /// significant digits and no precision gives none.
  @Test(arguments: [
    ("%", "%", nil), (".0%", "%", 0), (".1~%", "%", 1), (".2p", "%", nil), ("~s", nil, nil), (".2f", nil, nil),
    ("%Y", nil, nil),
  ])
  func aPercentAxisFormatIsHonoured(format: String, unit: String?, decimals: Int?) throws {
    let spec = """
      {"data": {"values": [{"k": "a", "v": 0.25}, {"k": "b", "v": 0.5}, {"k": "c", "v": 0.125}]},
       "mark": "bar", "encoding": {"x": {"field": "k", "type": "nominal"},
        "y": {"field": "v", "type": "quantitative", "axis": {"format": "\(format)"}}}}
      """
    let chart = try VegaLiteReader.read(Array(spec.utf8), source: "percent.vl.json")
    #expect(chart.yAxis.unit == unit)
    #expect(chart.yAxis.labelDecimals == decimals)
    #expect(chart.series[0].y == (unit == nil ? [0.25, 0.5, 0.125] : [25, 50, 12.5]))
    let timeFormatted = spec.replacingOccurrences(of: "\"axis\": {", with: "\"axis\": {\"formatType\": \"time\", ")
    #expect(try VegaLiteReader.read(Array(timeFormatted.utf8), source: "time.vl.json").yAxis.unit == nil)
  }

  /// `alt__scatter_matrix`: a repeat of a row and a column of fields, each view named by the
  /// field plotted against the other, the set said as one view per pair of fields, and no mean
  /// of one field compared across views that draw the same rows' values of it.
  @Test func aScatterMatrixNamesEachViewByItsPair() throws {
    let folder = RepositoryPaths.vegaLiteGalleryCorpus
    let spec = folder.appendingPathComponent("specs/alt__scatter_matrix.vl.json")
    let set = try VegaLiteReader.readSet(
      [UInt8](try Data(contentsOf: spec)), source: spec.lastPathComponent,
      options: VegaLiteOptions(baseDirectory: folder.path, specDirectory: folder.appendingPathComponent("specs").path))
    let description = try ChartSetDescription(set, locale: "en", localesDirectory: RepositoryPaths.locales)
    #expect(description.set.views[0].label == "Horsepower against Miles per Gallon")
    #expect(Set(description.set.views.map(\.label)).count == 9)
    #expect(description.comparison == nil)
    let summary = description.narration.summary.map { $0[.display] }
    #expect(summary.first?.hasPrefix("9 scatter plots, one for each pair of fields: Horsepower against") == true)
    #expect(!summary.joined().contains("On average"), "\(summary)")
    let report = SetClaimsChecker(set: description.set).check(
      alt: description.narration.alt[.display], summary: summary)
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
  }

  /// Groups each at their own positions of a numeric x (a stacked histogram's origins, each in
  /// its own bins) cover every position any of them is at: "(3 points)", never the most one
  /// group has.
  @Test func seriesAtTheirOwnPositionsAreCountedByEveryPosition() throws {
    let spec = """
      {"data": {"values": [{"x": 1, "g": "A", "v": 4}, {"x": 2, "g": "A", "v": 5}, {"x": 3, "g": "B", "v": 2}]},
       "mark": "bar", "encoding": {"x": {"field": "x", "type": "quantitative"},
        "y": {"field": "v", "type": "quantitative"}, "color": {"field": "g", "type": "nominal"}}}
      """
    let chart = try VegaLiteReader.read(Array(spec.utf8), source: "positions.vl.json")
    let summary = try Self.described(chart).summary
    #expect(summary.contains("(3 points)"), "\(summary)")
    ClaimsRun.expectTrue(try ClaimsRun.check(chart, id: "positions"), known: [])
  }
}
