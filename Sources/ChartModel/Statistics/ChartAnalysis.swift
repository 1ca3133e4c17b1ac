internal import ChartSupport
import Foundation

// MARK: - The analysis of a whole chart

/// Every computed fact about a chart that the narration draws on.
///
///     let analysis = ChartAnalysis(chart)
///     analysis.series[0]?.trend?.direction   // .rising
///     analysis.referenceLines[0].above       // 9
///
/// Computed from the data only (the author's summary and context are never mixed in), and
/// deterministic: the same chart and policy give an equal value.
public struct ChartAnalysis: Sendable, Equatable {
  /// The statistics of each series, parallel to `chart.series`; `nil` for a series with no
  /// finite value.
  public var series: [SeriesStatistics?]
  /// The point counts around each reference line, parallel to `chart.referenceLines`.
  public var referenceLines: [ReferenceLineStatistics]
  /// Several unstacked series (not scatter, pie or radar): leaders, crossings, the gap trend.
  public var comparison: SeriesComparison?
  /// A scatter plot's points, of every series together: Pearson, Spearman and the least-squares
  /// line.
  public var correlation: CorrelationResult?
  /// A scatter plot of several series (colour groups): each series' own correlation, parallel to
  /// `chart.series`; empty for one series.
  public var groupCorrelations: [CorrelationResult?] = []
  /// A scatter plot's "most points lie between": the policy's quantiles of x and of y.
  public var xSpread: ClosedRange<Double>?
  public var ySpread: ClosedRange<Double>?
  /// A scatter plot's clusters, when they pass the test (see ``Statistics/clusters(x:y:policy:)``).
  public var clusters: ClusterResult?
  /// Pies (the slices) and stacked bars or areas (the components).
  public var partToWhole: PartToWhole?
  /// Stacks: the statistics of the totals per category, as one series.
  public var totals: SeriesStatistics?
  /// Radar charts.
  public var radar: RadarAnalysis?
  /// Sparklines: the window anchored to now.
  public var sparkline: SparklineWindow?

  /// Creates an analysis from its parts.
  ///
  /// - Complexity: O(1).
  public init(series: [SeriesStatistics?], referenceLines: [ReferenceLineStatistics]) {
    self.series = series
    self.referenceLines = referenceLines
  }

  /// Analyses a chart.
  ///
  /// - Parameters:
  ///   - chart: Any chart; series may be empty or all missing.
  ///   - policy: The thresholds of the analysis.
  /// - Complexity: O(*N* log *N*) time and O(*N*) extra memory for *N* points in the largest
  ///   series, plus O(*N*) per reference line; see ``SeriesStatistics/init(_:policy:)``.
  public init(_ chart: ChartDescriptor, policy: DescriptionPolicy = .standard) {
    let role = Self.role(of: chart)
    // A scatter plot's points are observations, not a series sampled at a cadence: a week with
    // no foggy day or no film released is no stretch without data.
    let temporal = chart.xAxis.type == .temporal && chart.kind != .scatter
    self.init(
      series: Self.seriesStatistics(chart.series, role: role, temporal: temporal, policy: policy),
      referenceLines: chart.referenceLines.map {
        ReferenceLineStatistics($0, series: chart.series, maximumListed: policy.maximumListedItems)
      })
    let ordered = chart.xAxis.isOrdered
    let described = zip(chart.series, series).filter { $0.1 != nil }.count
    switch chart.kind {
    case .scatter:
      // Over categories, x positions are indices, not values: no correlation, cluster or spread.
      // The relationship is the one drawn: on a logarithmic axis, of the values' logarithms.
      let x = { (series: DataSeries) in Self.drawn(series.x, on: chart.xAxis) }
      let y = { (series: DataSeries) in Self.drawn(series.y, on: chart.yAxis) }
      if chart.series.count > 1, chart.xAxis.type != .categorical {
        correlation = Statistics.correlation(x: chart.series.flatMap(x), y: chart.series.flatMap(y))
        groupCorrelations = chart.series.map { Statistics.correlation(x: x($0), y: y($0)) }
      }
      if let first = chart.series.first, chart.xAxis.type != .categorical {
        if chart.series.count == 1 { correlation = Statistics.correlation(x: x(first), y: y(first)) }
        // Clusters are found by distances along even steps, which a logarithmic axis does not draw.
        if !chart.hasLogarithmicAxis { clusters = Statistics.clusters(x: first.x, y: first.y, policy: policy) }
        let finite = zip(first.x, first.y).filter { $0.0.isFinite && $0.1.isFinite }
        let q = policy.spreadQuantiles
        // Only a numeric x has a spread in its own numbers (dates and categories are no quantities).
        if chart.xAxis.type == .numeric, let xl = Statistics.quantile(finite.map(\.0), q.lowerBound),
          let xh = Statistics.quantile(finite.map(\.0), q.upperBound),
          let yl = Statistics.quantile(finite.map(\.1), q.lowerBound),
          let yh = Statistics.quantile(finite.map(\.1), q.upperBound)
        {
          xSpread = xl...xh
          ySpread = yl...yh
        }
      }
    case .pie:
      if let first = chart.series.first {
        partToWhole = PartToWhole(slices: first) { x in Self.name(of: x, on: chart.xAxis) }
      }
    case .radar:
      radar = RadarAnalysis(chart)
    case .line, .area, .bar, .sparkline:
      if chart.stacking.isStacked, described >= 1, chart.series.count >= 2 {
        partToWhole = PartToWhole(stack: chart.series, ordered: ordered, policy: policy)
        if let totals = partToWhole?.totals {
          self.totals = SeriesStatistics(totals, role: role, temporal: temporal, policy: policy)
        }
      } else if described >= 2 {
        comparison = SeriesComparison(
          chart.series, ordered: ordered, interpolates: chart.xAxis.type != .categorical, policy: policy)
      } else if role == .ranking, chart.yAxis.valuesAreAdditive,
        chart.xAxis.type != .categorical || !chart.xAxis.goesRoundACycle || chart.yAxis.isAdditive == true,
        let first = chart.series.first
      {
        // A simple bar chart of categories: each bar's share of the total, only when the values
        // add up to one (sums and counts; never means, medians or rates). Months or weekdays of
        // a cycle often hold means (a July's mean temperature), so only declared sums there.
        partToWhole = PartToWhole(slices: first) { x in Self.name(of: x, on: chart.xAxis) }
      }
      if chart.kind == .sparkline, let first = series.compactMap({ $0 }).first {
        sparkline = SparklineWindow(first, axis: chart.xAxis, policy: policy)
      }
    }
  }

  /// The statistics of each series: of several large series, as many at once as the policy's
  /// ``DescriptionPolicy/maxConcurrency`` allows (each then on one thread); else one after the
  /// other, each free to use the threads itself.
  ///
  /// - Complexity: That of ``SeriesStatistics/init(_:role:temporal:policy:)`` for each series.
  static func seriesStatistics(
    _ series: [DataSeries], role: SeriesRole, temporal: Bool, policy: DescriptionPolicy
  ) -> [SeriesStatistics?] {
    let points = series.reduce(0) { $0 + $1.y.count }
    guard policy.maxConcurrency > 1, series.count >= policy.maxConcurrency,
      points >= policy.parallelAnalysisMinimumPoints
    else {
      return series.map { SeriesStatistics($0, role: role, temporal: temporal, policy: policy) }
    }
    let each = {
      var each = policy
      each.maxConcurrency = 1
      return each
    }()
    return Parallel.map(series.count, threads: policy.maxConcurrency) { index in
      SeriesStatistics(series[index], role: role, temporal: temporal, policy: each)
    }
  }

  /// How a chart's series are described: scatter plots as relationships; pies, radar charts and
  /// bars over nominal categories ranked; everything over an ordered x trended. (Categories that
  /// go round a whole cycle, Monday to Sunday, are ordered: their shape, a peak in July, is
  /// told; the narration says no start and end of them.)
  ///
  /// - Complexity: O(1).
  public static func role(of chart: ChartDescriptor) -> SeriesRole {
    switch chart.kind {
    case .scatter: .relationship
    case .pie, .radar: .ranking
    case .line, .area, .bar, .sparkline: chart.xAxis.isOrdered ? .trend : .ranking
    }
  }

  /// The values as an axis draws them: their base-10 logarithms on a logarithmic axis (NaN for
  /// a value at or below zero, which such an axis cannot draw), else the values themselves.
  ///
  /// - Complexity: O(*n*).
  public static func drawn(_ values: [Double], on axis: Axis) -> [Double] {
    axis.scale == .logarithmic ? values.map { $0 > 0 ? log10($0) : .nan } : values
  }

  /// A category's name, a number or an ISO date for an x position, as shares name their parts.
  static func name(of position: Double, on axis: Axis) -> String {
    switch axis.type {
    case .categorical:
      let index = Int(position)
      return axis.categories.indices.contains(index) ? axis.categories[index] : ""
    case .numeric:
      return position == position.rounded() && abs(position) < 1e15 ? String(Int(position)) : String(position)
    case .temporal:
      return ISO8601.format(position, unit: axis.timeUnit ?? .day)
    }
  }
}
