import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// A scale word carries over a range when it is heard: "between 1 and 3 million" is one million
/// to three million to a listener. The narration never says such a range, and the claims checker
/// counts one as false.
@Suite struct ScaleCarryOverTests {
  /// Ten yearly series of deaths without a trend; the eight in the middle run from 1 to 3 million
  /// (the shape of the natural disasters chart of the gallery corpus).
  static func disasters() -> ChartDescriptor {
    var generator = SplitMix64(seed: 31)
    let xs = (1900...1939).map(Double.init)
    let series = (0..<10).map { index -> DataSeries in
      var y = xs.map { _ in Double(Int.random(in: 10...900, using: &generator)) }
      if index == 1 { y[7] = 1 }
      if index == 2 { y[20] = 3_000_000 }
      if index == 0 { y = y.map { $0 * 10_000 } }
      return DataSeries(name: "Kind \(index)", isContinuous: false, x: xs, y: y)
    }
    return ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "Year", type: .numeric),
      yAxis: Axis(title: "deaths", type: .numeric), series: series)
  }

  /// Room for every fact: Kind 2's spike to 3 million is named too, and the default five facts
  /// would leave out the other series, which this suite is about.
  static var roomy: DescriptionPolicy {
    var policy = DescriptionPolicy()
    policy.maximumSummaryFacts = 8
    return policy
  }

  @Test func theOtherSeriesAreBoundedByTheirTopAlone() throws {
    let chart = Self.disasters()
    let narration = try ChartDescription(
      chart, locale: "en", policy: Self.roomy, localesDirectory: RepositoryPaths.locales
    ).narration
    let summary = narration.summary.map(\.display)
    #expect(summary.contains { $0.contains("stayed at or below 3 million") }, "\(summary)")
    #expect(!summary.contains { $0.contains("between 1 and") }, "\(summary)")
    let report = try ClaimsRun.check(chart, id: "disasters", policy: Self.roomy).report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
    #expect(report.unparsed.isEmpty, "\(report.unparsed)")
    #expect(report.claims.contains { $0.kind == "others-at-most" && $0.isTrue })
    // Said too low, the bound is false.
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: chart))
    let low = checker.check(alt: "", summary: ["The other 8 series stayed at or below 500."], readout: [])
    #expect(low.falseClaims.map(\.kind) == ["others-at-most"], "\(low.claims)")
  }

  /// Every locale says the bound with its own words and the top value.
  @Test(arguments: ["de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func everyLocaleSaysTheTop(locale: String) throws {
    let chart = Self.disasters()
    let narration = try ChartDescription(
      chart, locale: locale, policy: Self.roomy, localesDirectory: RepositoryPaths.locales
    ).narration
    let english = try ChartDescription(
      chart, locale: "en", policy: Self.roomy, localesDirectory: RepositoryPaths.locales
    ).narration
    #expect(narration.summary.count == english.summary.count)
    let index = try #require(english.summary.firstIndex { $0.display.contains("at or below") })
    #expect(narration.summary[index].display.contains("3"), "\(narration.summary[index].display)")
  }

  /// A rise from 30 to 9.51 million is not said "from 30 to about 9.51 million" (heard as thirty
  /// million): the large value is written in digits.
  @Test func aRiseFromASmallNumberWritesTheLargeOneInDigits() throws {
    let xs = (1900...1910).map(Double.init)
    let ys = [30, 900, 12_000, 80_000, 300_000, 900_000, 2_000_000, 4_000_000, 6_000_000, 8_000_000, 9_510_000.0]
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "year", type: .numeric),
      yAxis: Axis(title: "cumulative deaths", type: .numeric),
      series: [DataSeries(name: "deaths", isContinuous: true, x: xs, y: ys)])
    let narration = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
    let texts = [narration.alt.display] + narration.summary.map(\.display)
    #expect(texts.contains { $0.contains("from 30 to 9,510,000") }, "\(texts)")
    let report = try ClaimsRun.check(chart, id: "cumulative").report
    #expect(report.falseClaims.isEmpty, "\(report.falseClaims)")
  }

  static func sharedScaleClaims(_ sentence: String) -> [CheckedClaim] {
    let checker = ClaimsChecker(truth: ClaimsTruth(chart: disasters()))
    return checker.check(alt: "", summary: [sentence], readout: []).claims.filter { $0.kind == "shared-scale" }
  }

  @Test func theCheckerHearsTheScaleCarryOver() {
    #expect(Self.sharedScaleClaims("The other 8 series stayed between 1 and 3 million.").count == 1)
    #expect(Self.sharedScaleClaims("Kind 3 rose from 2.5 to about 1.2 billion.").count == 1)
    #expect(Self.sharedScaleClaims("The other 8 series stayed between 0 and 3 million.").isEmpty)
    #expect(Self.sharedScaleClaims("The other 8 series stayed between 250,000 and 3 million.").isEmpty)
    #expect(Self.sharedScaleClaims("Kind 3 rose from $1 to $3 million.").isEmpty)
    #expect(Self.sharedScaleClaims("The other 8 series stayed between 1 million and 3 million.").isEmpty)
  }
}
