import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct ComparisonTests {
  func series(_ name: String, _ y: [Double]) -> DataSeries {
    DataSeries(name: name, isContinuous: true, x: y.indices.map(Double.init), y: y)
  }

  @Test func crossingsNeedToClearTheHysteresisBand() throws {
    let b = series("B", [50, 50, 50, 50, 50, 50, 50, 50])
    // C wobbles around B by less than 2% of the range, then moves ahead for good.
    let c = series("C", [10, 30, 49.9, 50.1, 49.9, 70, 80, 90])
    let comparison = try #require(SeriesComparison([b, c], ordered: true))
    // The lines last cross between x = 4 (B − C = 0.1) and x = 5 (B − C = −20), interpolated.
    #expect(comparison.crossings == [SeriesCrossing(x: 4 + 0.1 / 20.1, ahead: 1, behind: 0, before: 4, after: 5)])
    #expect(comparison.crossingCount == 1)
    // Leads are exact, near-ties too (as the values are read): B leads at 4 positions, C at 4.
    #expect(comparison.leader == 0 && comparison.leaderCount == 4 && comparison.wins == [4, 4])
    #expect(comparison.order == [1, 0])
  }

  /// A crossing is where the drawn lines cross, on the x both series share: not the sample
  /// after it, and not a position only one series has.
  @Test func crossingsAreInterpolatedOnSharedX() throws {
    let a = DataSeries(name: "A", isContinuous: true, x: [0, 10, 20, 30], y: [10, 20, 30, 40])
    // B has a sample at 15 that A lacks; the crossing is between A's and B's shared 10 and 20.
    let b = DataSeries(name: "B", isContinuous: true, x: [0, 10, 15, 20, 30], y: [40, 35, 30, 20, 10])
    let comparison = try #require(SeriesComparison([a, b], ordered: true))
    // Shared x 10: A − B = −15; shared x 20: A − B = 10; zero at 10 + 10 · 15 / 25 = 16.
    #expect(comparison.crossings.map(\.x) == [16])
    #expect(comparison.crossings.first?.ahead == 0)
    #expect(comparison.crossings.first?.before == 10 && comparison.crossings.first?.after == 20)
    // On categories there is nothing between two bars: the first category where the order held.
    let categories = try #require(SeriesComparison([a, b], ordered: true, interpolates: false))
    #expect(categories.crossings == [SeriesCrossing(x: 20, ahead: 0, behind: 1)])
  }

  @Test func leaderCountsAndTheGapTrend() throws {
    let a = series("A", (0..<40).map { 100 + Double($0) * 10 })
    let b = series("B", (0..<40).map { 90 + Double($0) * 2 })
    let comparison = try #require(SeriesComparison([a, b], ordered: true))
    #expect(comparison.leader == 0 && comparison.leaderCount == 40 && comparison.comparedCount == 40)
    #expect(comparison.gap?.direction == .rising)  // widened
    // Below 30 shared points the gap's trend is not told, only its ends.
    let short = try #require(
      SeriesComparison([series("A", Array(a.y.prefix(12))), series("B", Array(b.y.prefix(12)))], ordered: true))
    #expect(short.gap?.direction == TrendDirection.none && short.gap?.first == 10 && short.gap?.last == 98)
    #expect(comparison.movedTogether(policy: .standard) == false)  // differences are constant: r = 0
  }

  @Test func nominalCategoriesHaveWinnersButNoCrossings() throws {
    let a = series("A", [72, 65, 70, 81, 77, 88])
    let b = series("B", [78, 77, 74, 80, 70, 86])
    let comparison = try #require(SeriesComparison([a, b], ordered: false))
    #expect(comparison.crossings.isEmpty)
    #expect(comparison.gap == nil)
    #expect(comparison.winners == [1, 1, 1, 0, 0, 0])
    #expect(comparison.largestDifference == DataPoint(x: 1, y: 12))
  }

  @Test func partToWholeOfAStack() throws {
    let rain = series("Rain", [16, 14, 12])
    let sun = series("Sun", [8, 10, 20])
    let parts = try #require(PartToWhole(stack: [rain, sun], ordered: true))
    #expect(parts.shares.map(\.value) == [42, 38])
    #expect(parts.totals?.y == [24, 24, 32])
    #expect(parts.leaders == [0, 0, 1])
    #expect(abs(parts.shifts[1].points - (62.5 - 100.0 / 3)) < 1e-9)
    #expect(PartToWhole(stack: [series("N", [1, -1])], ordered: true) == nil)
  }

  @Test func sharesAndEvenness() throws {
    let pie = series("Share", [64, 19, 8, 6, 3])
    let parts = try #require(PartToWhole(slices: pie) { "\($0)" })
    #expect(parts.largest == 0 && parts.smallest == 4)
    #expect(abs(parts.topTwoShare - 0.83) < 1e-12)
    #expect(parts.hasMajority(policy: .standard))
    let even = try #require(PartToWhole(slices: series("E", [1, 1, 1, 1])) { "\($0)" })
    #expect(abs(even.evenness - 1) < 1e-12)
  }

  @Test func radarStrengthsAndDominance() {
    let chart = ChartDescriptor(
      title: "", kind: .radar, xAxis: Axis(title: "Skill", type: .categorical, categories: ["S", "T", "P"]),
      yAxis: Axis(title: "", type: .numeric, range: 0...10),
      series: [series("A", [9, 8, 2]), series("B", [5, 6, 1])])
    let radar = RadarAnalysis(chart)
    #expect(radar.series[0]?.strongest == [0])
    #expect(radar.series[0]?.weakest == [2])
    #expect(radar.dominant == 0)
    #expect(radar.biggestDifferences == [0, 1])
  }

  @Test func nominalBarsAreRankedNeverTrended() throws {
    let chart = ChartDescriptor(
      title: "", kind: .bar,
      xAxis: Axis(title: "Country", type: .categorical, categories: ["A", "B", "C", "D", "E", "F", "G", "H"]),
      yAxis: Axis(title: "", type: .numeric), series: [series("P", [1, 2, 3, 4, 5, 6, 7, 8])])
    let analysis = ChartAnalysis(chart)
    #expect(analysis.series[0]?.trend == nil)
    #expect(analysis.series[0]?.percentChange == nil)
    var ordinal = chart
    ordinal.xAxis.isOrdinal = true
    #expect(ChartAnalysis(ordinal).series[0]?.trend?.direction == .rising)
  }

  @Test func sparklineWindowIsAnchoredToNow() throws {
    let day = 86_400.0
    let chart = ChartDescriptor(
      title: "", kind: .sparkline, xAxis: Axis(title: "", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "", type: .numeric),
      series: [
        DataSeries(name: "S", isContinuous: true, x: (0..<10).map { Double($0) * day }, y: (0..<10).map(Double.init))
      ])
    var policy = DescriptionPolicy()
    policy.now = 79 * day
    let window = try #require(ChartAnalysis(chart, policy: policy).sparkline)
    #expect(window.to == 79 * day && window.lastPointAge == 70 * day && window.isStale && window.endPosition == 1)
    let unanchored = try #require(ChartAnalysis(chart).sparkline)
    #expect(unanchored.lastPointAge == nil && !unanchored.isStale && unanchored.to == 9 * day)
  }

  @Test(arguments: 0..<20 as Range<UInt64>) func rollingMeanOfAConstantIsTheConstant(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let window = 1 + random.nextIndex(below: 9)
    let values = (0..<50).map { _ in random.nextUnit() < 0.2 ? Double.nan : 7.25 }
    let rolled = Statistics.rollingMean(values, window: window)
    for value in rolled where value.isFinite { #expect(abs(value - 7.25) < 1e-12) }
  }

  /// Audit 20 §4: a series drawn for the last 4 of 8 positions leads in all 4; the other leads
  /// the first 4 alone. On an ordered axis leads count only where both have data (4 of 4), and
  /// the comparison says so; on nominal categories every position counts as before.
  @Test func leadsCountOnlyWhereEverySeriesHasData() throws {
    let early = series("IBM", [10, 11, 12, 11, 13, 12, 12, 13])
    let late = DataSeries(name: "GOOG", isContinuous: true, x: [4, 5, 6, 7], y: [20, 22, 21, 23])
    let ordered = try #require(SeriesComparison([early, late], ordered: true))
    #expect(ordered.leadsWhereAllHaveData)
    #expect(ordered.leader == 1 && ordered.leaderCount == 4 && ordered.comparedCount == 4 && ordered.wins == [0, 4])
    let nominal = try #require(SeriesComparison([early, late], ordered: false))
    #expect(!nominal.leadsWhereAllHaveData && nominal.comparedCount == 8 && nominal.wins == [4, 4])
    // Full coverage: nothing changes.
    let full = try #require(SeriesComparison([early, series("B", [1, 2, 3, 4, 20, 20, 20, 20])], ordered: true))
    #expect(!full.leadsWhereAllHaveData && full.comparedCount == 8 && full.wins == [4, 4])
  }
}
