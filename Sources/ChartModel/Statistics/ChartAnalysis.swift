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
    self.init(
      series: chart.series.map { SeriesStatistics($0, policy: policy) },
      referenceLines: chart.referenceLines.map {
        ReferenceLineStatistics($0, series: chart.series)
      })
  }
}
