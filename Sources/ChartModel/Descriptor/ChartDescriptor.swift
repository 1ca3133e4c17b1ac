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
  /// How several series of a bar or area chart are drawn: side by side or overlaid (``Stacking/none``),
  /// on top of each other (``Stacking/stacked``), as shares of each category's total
  /// (``Stacking/normalized``), or around a centre line (``Stacking/centered``, a streamgraph).
  ///
  /// Importers map Vega-Lite's `stack` (`true`/`"zero"` → `stacked`, `"normalize"` →
  /// `normalized`, `"center"` → `centered`, `null`/`false` → `overlaid` for bars that share a
  /// category, else `none`) to it.
  public var stacking: Stacking
  /// Which way the bars run. Only the L1 wording changes ("horizontal bar chart"); the content
  /// follows the simple, grouped or stacked plan. Vega-Lite: a bar mark with the categories on `y`
  /// and the values on `x` is ``Orientation/horizontal``.
  public var orientation: Orientation
  /// The calendar period the points are sums of, when ``bucketed(by:source:)`` made them (`--bucket`).
  public var bucketUnit: BucketUnit?
  /// The x positions of the buckets the data covers only in part: the first bucket when the
  /// data starts after its first day, the last when the data ends before its last day (a week
  /// with 3 of its 7 days in the data, a month cut short). Their sums are not comparable with
  /// whole buckets, so the narration says "partial" wherever it names them.
  public var partialBuckets: Set<Double> = []
  /// Series that are the two ends of intervals drawn between them (Vega-Lite `x`/`x2` or
  /// `y`/`y2`: a Gantt chart's tasks, a range's low and high, a band): each pair's start and end
  /// series share their x positions, and each point is one interval, never two values.
  public var intervals: [IntervalPair] = []

  public init(
    title: String,
    summary: String? = nil,
    context: String? = nil,
    kind: ChartKind,
    xAxis: Axis,
    yAxis: Axis,
    series: [DataSeries],
    referenceLines: [ReferenceLine] = [],
    notices: [ChartNotice] = [],
    stacking: Stacking = .none,
    orientation: Orientation = .vertical
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
    self.stacking = stacking
    self.orientation = orientation
  }

  /// The total number of points over all series, missing values included.
  public var pointCount: Int { series.reduce(0) { $0 + $1.count } }
}

/// How the series of a bar or area chart are combined (see ``ChartDescriptor/stacking``).
public enum Stacking: String, Sendable, Hashable, CaseIterable, Codable {
  /// Series side by side (grouped bars) or overlaid (lines, areas).
  case none
  /// Series on top of each other; each category's total is the sum of its parts.
  case stacked
  /// Stacked and scaled to 100 % per category: only shares are meaningful, never amounts.
  case normalized
  /// Stacked around a centre line (a streamgraph): totals and components, never baseline heights.
  case centered
  /// Bars of several series drawn over one another in one place, each from zero (Vega-Lite
  /// `stack: null` or `false`): compared as groups are, but neither side by side nor stacked.
  case overlaid

  /// Whether the series are drawn on top of each other, so that they have totals and shares.
  ///
  /// - Complexity: O(1).
  public var isStacked: Bool { self == .stacked || self == .normalized || self == .centered }
}

/// Which way the bars of a bar chart run (see ``ChartDescriptor/orientation``).
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
  /// Categories along the bottom, bars rising.
  case vertical
  /// Categories down the side, bars running left to right; read top to bottom.
  case horizontal
}

/// Two series of a chart that are the ends of one set of intervals (see ``ChartDescriptor/intervals``).
public struct IntervalPair: Sendable, Hashable {
  /// What the intervals are of: the colour group's name, or empty for the chart's only set.
  public var name: String
  /// The indices (into the chart's series) of the start and the end series.
  public var start: Int
  public var end: Int

  public init(name: String, start: Int, end: Int) {
    self.name = name
    self.start = start
    self.end = end
  }
}
