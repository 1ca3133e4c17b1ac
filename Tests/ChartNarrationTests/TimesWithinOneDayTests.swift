import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Times on a chart within one day: the orientation names the day, every place after it is its
/// time alone; the checker reads a time alone as that day's.
@Suite struct TimesWithinOneDayTests {
  static func summary(_ chart: ChartDescriptor) throws -> [String] {
    try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration.summary
      .map { $0[.display] }
  }

  /// latency.csv lies within May 1, 2024: the orientation names the day, and every place after
  /// it is its time alone, in the summary and the readout ("at 10:30", "1 of 60: 10:00").
  @Test func timesWithinOneDayAreSaidAlone() throws {
    let chart = try CSVReader.read(
      contentsOf: RepositoryPaths.fixtures.appendingPathComponent("csv/latency.csv").path, source: "latency.csv")
    let narration = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
    let summary = narration.summary.map { $0[.display] }
    #expect(summary[0].contains("on May 1, 2024, from 10:00 to 10:59"), "\(summary)")
    #expect(!summary.dropFirst().contains { $0.contains("May 1") }, "\(summary)")
    #expect(summary.contains { $0.contains("234.9 ms (p99, at 10:32)") }, "\(summary)")
    let readout = narration.readout.map { $0[.display] }
    #expect(readout.contains("1 of 60: 10:00, 19.5 ms"), "\(readout.prefix(6))")
    let german = try ChartDescription(chart, locale: "de", localesDirectory: RepositoryPaths.locales).narration
    #expect(german.summary.dropFirst().contains { $0[.display].contains("um 10:32 Uhr") }, "\(german.summary)")
  }

  /// Over two days a time names no one day: the date stays, and the checker reads a time alone
  /// as a place only on a chart within one day.
  @Test func timesOverTwoDaysKeepTheirDate() throws {
    let start = CivilDate(year: 2024, month: 5, day: 1, hour: 22).secondsSince1970
    let x = (0..<6).map { start + Double($0) * 3_600 }
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "time", type: .temporal, timeUnit: .hour),
      yAxis: Axis(title: "load", type: .numeric),
      series: [DataSeries(name: "load", isContinuous: true, x: x, y: [3, 5, 4, 6, 9, 7])])
    let summary = try Self.summary(chart)
    #expect(summary.contains { $0.contains("May 2 at 02:00") }, "\(summary)")
    #expect(!ClaimsTruth(chart: chart).place("at 02:00", names: x[4]))
    var oneDay = chart
    oneDay.series = [DataSeries(name: "load", isContinuous: true, x: x.map { $0 - 4 * 3_600 }, y: chart.series[0].y)]
    #expect(ClaimsTruth(chart: oneDay).place("at 22:00", names: oneDay.series[0].x[4]))
    let report = try ClaimsRun.check(chart, id: "two-days").report
    #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report)")
  }
}
