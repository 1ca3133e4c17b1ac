import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11: single-series sentences that contradicted their own numbers or the data, one test
/// per class of error (each failed before its fix).
@Suite struct TruthSingleNarrationTests {
  static func describe(_ chart: ChartDescriptor, bucket: BucketUnit? = nil) throws -> ChartDescription {
    var policy = DescriptionPolicy()
    policy.bucket = bucket
    return try ChartDescription(chart, locale: "en", policy: policy, localesDirectory: RepositoryPaths.locales)
  }

  /// Two lines over 12 months: A rises steadily; B falls steadily from its second month on, but
  /// ends (11) above where it started (10).
  static let fallAboveStart = ChartDescriptor(
    title: "", kind: .line,
    xAxis: Axis(title: "Month", type: .numeric),
    yAxis: Axis(title: "Value", type: .numeric),
    series: [
      DataSeries(name: "A", isContinuous: true, x: (1...12).map(Double.init), y: (1...12).map { Double($0) * 3 }),
      DataSeries(
        name: "B", isContinuous: true, x: (1...12).map(Double.init),
        y: [10, 40, 37, 34, 31, 28, 25, 22, 19, 16, 13, 11]),
    ])

  /// "Japan fell from 31 to 32.7": a trend word never contradicts the two values it gives.
  @Test func aSeriesClauseNeverContradictsItsOwnNumbers() throws {
    let description = try Self.describe(Self.fallAboveStart)
    let summary = description.narration.summary.map { $0[.display] }
    #expect(!summary.contains { $0.hasPrefix("B fell from") || $0.hasPrefix("B tended to fall") }, "\(summary)")
    // Nor "B went from 10 to 11": its peak of 40 dwarfs both ends, which would hide it.
    #expect(!summary.contains("B went from 10 to 11."), "\(summary)")
    let outcome = try ClaimsRun.check(Self.fallAboveStart, id: "fallAboveStart")
    #expect(!outcome.report.falseClaims.contains { $0.kind == "direction" }, "\(outcome.report.falseClaims)")
  }

  /// Daily visits that rise about 5 a day, 40% lower at weekends, from a Monday to a Sunday:
  /// the last value is below the first although the visits clearly rose. The alt says the
  /// rise and the range, never "went from 989 to 816", which the ear takes for a fall.
  @Test func anAltGivesAClearTrendWhoseEndsContradictIt() throws {
    let day = 86_400.0
    let monday = CivilDate(year: 2024, month: 3, day: 4).secondsSince1970
    var generator = SplitMix64(seed: 11)
    let x = (0..<70).map { monday + Double($0) * day }
    let y = x.indices.map { index in
      (1_000 + 5 * Double(index)) * (index % 7 >= 5 ? 0.6 : 1) + 40 * (generator.nextUnit() - 0.5)
    }
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "date", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "visits", type: .numeric),
      series: [DataSeries(name: "visits", isContinuous: true, x: x, y: y)])
    #expect(y[69] < y[0])
    let alt = try Self.describe(chart).narration.alt[.display]
    #expect(alt.contains(": rose overall, with values between "), "\(alt)")
    let outcome = try ClaimsRun.check(chart, id: "weekendEnd")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
  }

  /// A line from 100 to 119.17: the 19.17% rise is "up about 19%", never an unhedged "up 19%".
  @Test func aRoundedPercentChangeIsHedged() throws {
    func line(_ last: Double) -> ChartDescriptor {
      ChartDescriptor(
        title: "", kind: .line, xAxis: Axis(title: "Step", type: .numeric), yAxis: Axis(title: "Level", type: .numeric),
        series: [
          DataSeries(
            name: "Level", isContinuous: true, x: (1...8).map(Double.init),
            y: [100, 104, 103, 108, 111, 110, 115, last])
        ])
    }
    let text = try Self.describe(line(119.17)).narration.summary.map { $0[.display] }.joined(separator: " ")
    #expect(text.contains("up about 19%"), "\(text)")
    #expect(!text.contains("up 19%"), "\(text)")
    // An exact percentage stays unhedged: 100 to 125 is up 25%.
    let exactText = try Self.describe(line(125)).narration.summary.map { $0[.display] }.joined(separator: " ")
    #expect(exactText.contains("up 25%"), "\(exactText)")
  }

  /// A sparkline over daily rows from 10 January to 20 April 2024, bucketed by month: January
  /// and April are partial, so the alt gives no net change between them.
  @Test func aSparklineDoesNotChangeFromAPartialBucket() throws {
    let day = 86_400.0
    let start = CivilDate(year: 2024, month: 1, day: 10).secondsSince1970
    let dates = (0...100).map { start + Double($0) * day }
    var generator = SplitMix64(seed: 7)
    let values = dates.indices.map { Double($0) + 20 * generator.nextUnit() }
    let chart = ChartDescriptor(
      title: "", kind: .sparkline, xAxis: Axis(title: "date", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "distance", type: .numeric, unit: "km"),
      series: [DataSeries(name: "distance", isContinuous: true, x: dates, y: values)])
    let description = try Self.describe(chart, bucket: .month)
    let alt = description.narration.alt[.display]
    #expect(!alt.contains(": up ") && !alt.contains(": down ") && !alt.contains("no net change"), "\(alt)")
    #expect(alt.contains("ending"), "\(alt)")
    var policy = DescriptionPolicy()
    policy.bucket = .month
    let outcome = try ClaimsRun.check(chart, id: "partialSparkline", policy: policy)
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
  }

  /// A density of 301 points (a bell of height 0.002 with tails near 1e-12) is read in groups:
  /// each bound a range end at the series' scale, at most four significant digits, and two
  /// different bounds never written the same ("between about 0 and about 0").
  @Test func groupBoundsAreReadableAndDistinct() throws {
    let xs = (0...300).map(Double.init)
    let ys = xs.map { 0.002 * exp(-pow(($0 - 150) / 30, 2) / 2) }
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "mass", type: .numeric), yAxis: Axis(title: "density", type: .numeric),
      series: [DataSeries(name: "density", isContinuous: true, x: xs, y: ys)])
    let readout = try Self.describe(chart).narration.readout.map { $0[.display] }
    let groups = readout.filter { $0.contains(" of 301: ") && $0.contains("between") }
    #expect(groups.count == 100, "\(readout.prefix(6))")
    for line in groups {
      let bounds = line.matches(#"between (about )?([\d.]+) and (about )?([\d.]+)$"#)
      guard let m = bounds.first else {
        Issue.record("not a range: \(line)")
        continue
      }
      for text in [m[2], m[4]] {
        let significant = text.filter(\.isNumber).drop { $0 == "0" }
        #expect(significant.count <= 4, "\(line)")
      }
      #expect(m[2] != m[4], "\(line)")
    }
    let outcome = try ClaimsRun.check(chart, id: "density")
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
  }
}
