import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The planted benchmark's charts (``PlantedPatterns``): what each planted shape is, what the
/// description says of it, and which claims a null chart may carry.
@Suite struct PlantedPatternsTests {
  /// The English alt text and summary of a planted chart, and the checker's verdicts on them.
  static func described(_ chart: PlantedPatterns.Chart) throws -> (text: [String], report: ClaimsReport) {
    let description = try ChartDescription(
      chart.chart, locale: "en", levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
    let alt = description.narration.alt.display
    let summary = description.narration.summary.map(\.display)
    let report = ClaimsChecker(truth: ClaimsTruth(chart: chart.chart)).check(alt: alt, summary: summary, readout: [])
    return ([alt] + summary, report)
  }
}

extension PlantedPatternsTests {
  /// `CHARTVOICE_PLANTED_DUMP=<pattern or null model>` (e.g. `peak`, `whiteNoise`): the text and
  /// verdicts of its 40 benchmark charts, into /tmp/planted-<name>.txt.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CHARTVOICE_PLANTED_DUMP"] != nil))
  func dump() throws {
    let name = ProcessInfo.processInfo.environment["CHARTVOICE_PLANTED_DUMP"]!
    var text = ""
    for chart in PlantedPatterns.charts(perKind: 40) where chart.planted == name || chart.null == name {
      let (lines, report) = try Self.described(chart)
      text += "\(chart.id)\n" + lines.joined(separator: "\n") + "\n"
      for series in chart.chart.series where chart.chart.series.count * series.y.count <= 200 {
        text += "  y: " + series.y.map { "\($0)" }.joined(separator: " ") + "\n"
      }
      text += report.claims.map { "  \($0)" }.joined(separator: "\n") + "\n"
      text += report.unparsed.map { "  UNPARSED \($0)" }.joined(separator: "\n") + "\n"
    }
    try text.write(toFile: "/tmp/planted-\(name).txt", atomically: true, encoding: .utf8)
  }
}

extension PlantedPatternsTests {
  /// `CHARTVOICE_PLANTED_FIGURES=<file>`: the planted benchmark's figures alone (as `make
  /// bench-truth` prints them, without the rest of the truth benchmark).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CHARTVOICE_PLANTED_FIGURES"] != nil))
  func figures() throws {
    let output = ProcessInfo.processInfo.environment["CHARTVOICE_PLANTED_FIGURES"]!
    let lines = try TruthBenchmarkTests.plantedFigures(PlantedPatterns.charts(perKind: 40)).lines
    try (lines.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
  }
}

extension PlantedPatternsTests {
  static let charts = PlantedPatterns.charts(perKind: 6)

  static func chart(_ id: String) throws -> PlantedPatterns.Chart {
    try #require(charts.first { $0.id == id })
  }

  /// The step is planted at the stated levels, 5.25 then 4.25, with noise of SD 0.02 (it once
  /// rounded the noise alone, so the chart showed no step at all).
  @Test func theStepChartHoldsItsTwoLevels() throws {
    for chart in Self.charts where chart.planted == "step" {
      let y = chart.chart.series[0].y
      #expect(y.first.map { abs($0 - 5.25) < 0.1 } == true, "\(chart.id) starts at \(y.first ?? .nan)")
      #expect(y.last.map { abs($0 - 4.25) < 0.1 } == true, "\(chart.id) ends at \(y.last ?? .nan)")
      #expect(y.allSatisfy { abs($0 - 5.25) < 0.1 || abs($0 - 4.25) < 0.1 })
    }
  }

  /// A planted peak, valley, step or crash is stated: the checker finds a true claim of its kind.
  @Test(arguments: ["peak", "valley", "step", "sharp-move"])
  func aPlantedShapeIsStated(_ pattern: String) throws {
    for chart in Self.charts where chart.planted == pattern {
      let (text, report) = try Self.described(chart)
      #expect(
        report.claims.contains { $0.kind == pattern && $0.isTrue },
        "\(chart.id) does not state its \(pattern):\n\(text.joined(separator: "\n"))")
    }
  }

  /// What a null chart may truthfully carry follows the calibrated definitions: "volatile" on
  /// white noise and AR(1), "smooth" and a trend on the smooth curve, and no other.
  @Test func aNullChartAllowsOnlyWhatItsModelCarries() throws {
    func allowed(_ id: String, _ sentence: String) throws -> [Bool] {
      let chart = try Self.chart(id)
      let report = ClaimsChecker(truth: ClaimsTruth(chart: chart.chart)).check(
        alt: "", summary: [sentence], readout: [])
      return report.claims.map { chart.allows($0) }
    }
    let volatile = "The values are volatile, changing direction often."
    let smooth = "The values change smoothly, with few reversals."
    #expect(try allowed("null/smoothMonotone/0", smooth) == [true])
    #expect(try allowed("null/whiteNoise/1", smooth) == [false], "a false claim is never allowed")
    #expect(try allowed("null/randomWalk/0", volatile) == [false], "a random walk is the null of volatile")
    #expect(try allowed("null/smoothMonotone/0", volatile) == [false])
    let noise = try Self.chart("null/whiteNoise/1")
    let (_, report) = try Self.described(noise)
    let volatility = report.claims.filter { $0.kind == "volatility" }
    #expect(!volatility.isEmpty && volatility.allSatisfy { noise.allows($0) }, "white noise is volatile")
    let smoothChart = try Self.chart("null/smoothMonotone/0")
    let (_, smoothReport) = try Self.described(smoothChart)
    let trends = smoothReport.claims.filter { $0.kind == "trend" }
    #expect(!trends.isEmpty && trends.allSatisfy { smoothChart.allows($0) })
    let walk = try Self.chart("null/randomWalk/0")
    #expect(trends.allSatisfy { !walk.allows($0) }, "a trend is allowed on the smooth curve only")
  }
}
