/// Everything chartvoice knows about a chart: what it is, its axes and its data.
///
/// This is the open, serializable counterpart of Apple's `AXChartDescriptor`. Importers
/// (``ChartJSONReader``, ``CSVReader``) build it; ``ChartAnalysis`` computes facts from it; the
/// narration turns those facts into words.
public struct ChartDescriptor: Sendable, Equatable {
  /// The chart's title as the author wrote it.
  public var title: String
  /// An author-written summary, kept verbatim and never mixed with computed facts.
  public var summary: String?
  /// Author-written context (the "why"), kept verbatim in its own labelled sentence.
  public var context: String?
  public var kind: ChartKind
  public var xAxis: Axis
  public var yAxis: Axis
  public var series: [DataSeries]
  public var referenceLines: [ReferenceLine]
  /// What the importer did to the data or left out, for the user's attention (printed as
  /// warnings); never part of a description.
  public var notices: [ChartNotice]

  public init(
    title: String,
    summary: String? = nil,
    context: String? = nil,
    kind: ChartKind,
    xAxis: Axis,
    yAxis: Axis,
    series: [DataSeries],
    referenceLines: [ReferenceLine] = [],
    notices: [ChartNotice] = []
  ) {
    self.title = title
    self.summary = summary
    self.context = context
    self.kind = kind
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
    self.referenceLines = referenceLines
    self.notices = notices
  }

  /// The total number of points over all series, missing values included.
  public var pointCount: Int { series.reduce(0) { $0 + $1.count } }
}
