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
  /// Stacks inside groups (a Vega-Lite bar with an `xOffset` or `yOffset` and a colour): each
  /// series is one group, read by its stacks' totals, and these are the coloured parts of those
  /// stacks, one entry a group and part. Empty for every other chart.
  public var stackParts: [StackPart] = []
  /// How the values are drawn when both axes hold categories (a grid of cells): as each cell's
  /// colour (a heat map) or as the size of a dot in it (a bubble grid). `nil` when the values are
  /// positions along an axis (bars, lines, points), as in most charts. The facts do not change;
  /// the chart's name does, as a sighted reader names what is drawn.
  public var cells: CellEncoding?
  /// What draws the values when the kind alone would name it wrongly: arcs whose radius is the
  /// value (a radar's data drawn as a polar area chart), or a band of ranges with no line through
  /// their centres. `nil` for every other chart; the facts do not change, only the chart's name.
  public var drawnAs: DrawnMarks?
  /// Uncertainty ranges drawn around the points of some series (Vega-Lite error bars and error
  /// bands): one entry a series that has them. Empty for every other chart.
  public var uncertainty: [UncertaintyRanges] = []
  /// What a box plot draws of each group (Vega-Lite `boxplot`): one entry a box, whose series
  /// and x position name the point that holds its median. Empty for every other chart.
  public var boxes: [BoxSummary] = []
  /// What a candlestick chart draws at each date: the open, high, low and close, whose closes
  /// are the series' points. Empty for every other chart.
  public var candles: [Candle] = []
  /// The width of each bin of a histogram (``DrawnMarks/histogram``), whose points are at the
  /// bins' starts; `nil` for every other chart.
  public var binStep: Double?
  /// Whether the values are cumulative along x (a running total, an empirical cumulative
  /// distribution: Vega-Lite's `window` with `cume_dist`, or a running `sum` or `count`), so that
  /// a series of them that never falls rises by construction: its rise is no finding.
  public var isCumulative = false

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

  /// Whether either axis is drawn on a logarithmic scale, where even steps along it are ratios:
  /// slopes, clusters and fits of the values as numbers do not describe what is drawn.
  public var hasLogarithmicAxis: Bool { xAxis.scale == .logarithmic || yAxis.scale == .logarithmic }
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

/// How the values of a grid of categories are drawn (see ``ChartDescriptor/cells``).
public enum CellEncoding: String, Sendable, Hashable, CaseIterable, Codable {
  /// Each cell's colour or opacity: a heat map.
  case colour
  /// The size of a dot in each cell: a bubble grid (a punch card).
  case size
  /// Each region's colour on a map: a choropleth. Its categories are the regions, ranked by value.
  case regions
  /// The colour or size of a point at each place on a map. Its categories are the places.
  case points
  /// The number written in each cell: a table (rows and columns of text).
  case text
}

/// What draws a chart's values when its kind does not (see ``ChartDescriptor/drawnAs``).
public enum DrawnMarks: String, Sendable, Hashable, CaseIterable, Codable {
  /// Arcs of equal angle whose radius is the value: a polar area chart (Vega-Lite's `arc` with a
  /// `radius`), read as a radar.
  case arcs
  /// A band from each range's lower to its upper end, with no line or point at its centres
  /// (Vega-Lite's `errorband` alone), read as a line of the centres.
  case band
  /// Ticks, points or bars along one quantity alone, one a value (Vega-Lite's `tick_dot`), read as
  /// the distribution of the values: the chart's one box (``ChartDescriptor/boxes``), whose
  /// whiskers are the extremes.
  case strip
  /// One mark a row in a grid of two discrete axes (an isotype chart, a Wilkinson dot plot), read
  /// as the bars of the count of marks per category.
  case units
  /// Points at categories with a range drawn through each (Vega-Lite's `errorbar`, or rules from
  /// one aggregate to another), read as the bars of the points' values: an error bar plot.
  case errorBars
  /// Bars of the number of values in each bin of one quantity (Vega-Lite's `bin` on x with a
  /// `count` on y): a histogram, read as a distribution (how many values, the bins' extent, the
  /// bin with the most), never as a series that rises or falls over the bins. Its bins' width is
  /// ``ChartDescriptor/binStep``.
  case histogram
  /// Points at categories, one a value (Vega-Lite's `point`, `circle` or `square` over a discrete
  /// axis: a Cleveland dot plot), read as the bars of the points' values.
  case dots
}

/// Which way the bars of a bar chart run (see ``ChartDescriptor/orientation``).
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
  /// Categories along the bottom, bars rising.
  case vertical
  /// Categories down the side, bars running left to right; read top to bottom.
  case horizontal
}

/// One coloured part of the stacks of one group (see ``ChartDescriptor/stackParts``): its value in
/// the group's stack at each x where it is drawn.
public struct StackPart: Sendable, Hashable {
  /// The group's series name (as in ``ChartDescriptor/series``) and the part's name.
  public var group: String
  public var name: String
  /// Parallel: the x positions (as the chart's series give them) and the part's values there.
  public var x: [Double]
  public var y: [Double]

  /// Creates a part.
  ///
  /// - Complexity: O(1).
  public init(group: String, name: String, x: [Double], y: [Double]) {
    self.group = group
    self.name = name
    self.x = x
    self.y = y
  }
}

extension ChartDescriptor {
  /// Stacks inside groups from their parts: one bar series a group (in the order the groups
  /// first appear), its value at each x the sum of its parts' finite values there (NaN where
  /// none has one), and each part kept as a ``StackPart``.
  ///
  /// - Parameters:
  ///   - parts: The parts, each a series of one group's stacks.
  ///   - groups: Each part's group name, parallel to `parts`.
  /// - Complexity: O(*n* log *n*) in the points.
  public static func stacksInGroups(_ parts: [DataSeries], groups: [String]) -> (
    series: [DataSeries], parts: [StackPart]
  ) {
    var order: [String] = []
    for group in groups where !order.contains(group) { order.append(group) }
    let series = order.map { group in
      var sums: [Double: Double] = [:]
      for (part, name) in zip(parts, groups) where name == group {
        for (x, y) in zip(part.x, part.y) {
          let sum = sums[x] ?? .nan
          sums[x] = y.isFinite ? (sum.isNaN ? y : sum + y) : sum
        }
      }
      let x = sums.keys.sorted()
      return DataSeries(name: group, isContinuous: false, x: x, y: x.map { sums[$0]! })
    }
    let stackParts = zip(parts, groups).map { part, group in
      StackPart(group: group, name: part.name, x: part.x, y: part.y)
    }
    return (series, stackParts)
  }
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
