import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11 §4 and §5: stacked, grouped and overlapping bars are named as Vega draws them.
@Suite struct StackingNarrationTests {
  static func chart(_ stacking: Stacking) -> ChartDescriptor {
    ChartDescriptor(
      title: "", kind: .bar, xAxis: Axis(title: "quarter", type: .categorical, categories: ["Q1", "Q2", "Q3"]),
      yAxis: Axis(title: "sales", type: .numeric),
      series: [
        DataSeries(name: "north", isContinuous: false, x: [0, 1, 2], y: [10, 25, 45]),
        DataSeries(name: "south", isContinuous: false, x: [0, 1, 2], y: [30, 20, 15]),
      ],
      stacking: stacking)
  }

  /// Bars drawn over one another (`stack: null`) are neither "grouped" nor "stacked", in every
  /// locale, and have no totals or shares.
  @Test(arguments: LocaleDirectory.locales(in: RepositoryPaths.locales))
  func overlappingBarsAreNamedSo(_ locale: String) throws {
    let description = try ChartDescription(
      Self.chart(.overlaid), locale: locale, localesDirectory: RepositoryPaths.locales)
    let grouped = try ChartDescription(Self.chart(.none), locale: locale, localesDirectory: RepositoryPaths.locales)
    let alt = description.narration.alt[.display]
    #expect(alt != grouped.narration.alt[.display], "\(locale): \(alt)")
    #expect(description.analysis.partToWhole == nil)
    if locale == "en" {
      #expect(alt.hasPrefix("Overlapping bar chart"), "\(alt)")
      let summary = description.narration.summary.map { $0[.display] }
      #expect(
        !summary.contains { $0.contains("total") || $0.contains("grouped") || $0.contains("stacked") }, "\(summary)")
      let report = try ClaimsRun.check(Self.chart(.overlaid), id: "overlaid").report
      #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report.falseClaims) \(report.unparsed)")
    }
  }

  /// A 100% stack's value axis is the whole of each stack, 0% to 100%, not the span of the
  /// parts' shares (25% to 75% here).
  @Test func aNormalizedStacksAxisSpansTheWholeStack() throws {
    var chart = Self.chart(.normalized)
    chart.yAxis.unit = "%"
    chart.series[0].setColumns(x: [0, 1, 2], y: [25, 50, 75])
    chart.series[1].setColumns(x: [0, 1, 2], y: [75, 50, 25])
    let description = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    let readout = description.narration.readout.map { $0[.display] }
    #expect(readout.contains { $0.contains("Axis 2 of 2") && $0.hasSuffix("from 0% to 100%.") }, "\(readout)")
    let report = try ClaimsRun.check(chart, id: "normalized").report
    #expect(report.unparsed.isEmpty, "\(report.unparsed)")
  }
}
