/// A chart's description as data: what `chartvoice describe --format json` and
/// ``ChartDescriptor/json(locale:levels:pretty:)`` write is this value encoded, member for member
/// and in this order, so an app can take the facts as Swift values instead of parsing the JSON.
/// Every field is documented in `docs/json.md`, under the name the JSON gives it.
///
///     let facts = try ChartDescription(chart, locale: "en").facts
///     let trend = facts.series.first?.statistics.trend.direction   // "rising"
///
/// An optional property that is `nil` writes no member, except where a property's note says it
/// writes `null`. The types are also `Decodable`, from the JSON they write.
public struct DescriptionFacts: Sendable, Hashable, Codable {
  public var title: String
  public var kind: String
  public var locale: String
  public var text: Texts
  public var speech: Texts
  public var readoutDepth: [Int]
  public var xAxis: AxisFacts
  public var yAxis: AxisFacts
  public var stacking: String?
  public var orientation: String?
  public var cells: String?
  public var drawnAs: String?
  /// A histogram's bins' width (``ChartDescriptor/binStep``).
  public var binStep: Double?
  public var buckets: Buckets?
  public var intervals: [Interval]?
  public var boxes: [Box]?
  /// A candlestick chart's four prices at each date (``ChartDescriptor/candles``).
  public var candles: [CandleFacts]?
  public var uncertainty: [Ranges]?
  public var series: [SeriesFacts]
  public var referenceLines: [ReferenceLineFacts]
  public var comparison: Comparison?
  public var correlation: Correlation?
  public var radar: Radar?
  public var shares: [Share]?
  public var evenness: Double?
  public var topTwoShare: Double?
  public var totals: Statistics?
  public var compositionShift: [CompositionShift]?
  public var window: Window?
  /// Written (as `null` when `nil`) whenever ``window`` is.
  public var lastPointAge: LastPointAge?
  public var endPosition: Double?
  public var notices: [Notice]?

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(title, forKey: .title)
    try c.encode(kind, forKey: .kind)
    try c.encode(locale, forKey: .locale)
    try c.encode(text, forKey: .text)
    try c.encode(speech, forKey: .speech)
    try c.encode(readoutDepth, forKey: .readoutDepth)
    try c.encode(xAxis, forKey: .xAxis)
    try c.encode(yAxis, forKey: .yAxis)
    try c.encodeIfPresent(stacking, forKey: .stacking)
    try c.encodeIfPresent(orientation, forKey: .orientation)
    try c.encodeIfPresent(cells, forKey: .cells)
    try c.encodeIfPresent(drawnAs, forKey: .drawnAs)
    try c.encodeIfPresent(binStep, forKey: .binStep)
    try c.encodeIfPresent(buckets, forKey: .buckets)
    try c.encodeIfPresent(intervals, forKey: .intervals)
    try c.encodeIfPresent(boxes, forKey: .boxes)
    try c.encodeIfPresent(candles, forKey: .candles)
    try c.encodeIfPresent(uncertainty, forKey: .uncertainty)
    try c.encode(series, forKey: .series)
    try c.encode(referenceLines, forKey: .referenceLines)
    try c.encodeIfPresent(comparison, forKey: .comparison)
    try c.encodeIfPresent(correlation, forKey: .correlation)
    try c.encodeIfPresent(radar, forKey: .radar)
    try c.encodeIfPresent(shares, forKey: .shares)
    try c.encodeIfPresent(evenness, forKey: .evenness)
    try c.encodeIfPresent(topTwoShare, forKey: .topTwoShare)
    try c.encodeIfPresent(totals, forKey: .totals)
    try c.encodeIfPresent(compositionShift, forKey: .compositionShift)
    if let window {
      try c.encode(window, forKey: .window)
      try c.encode(lastPointAge, forKey: .lastPointAge)
    }
    try c.encodeIfPresent(endPosition, forKey: .endPosition)
    try c.encodeIfPresent(notices, forKey: .notices)
  }
}

extension DescriptionFacts {
  /// An x position: a number, a category name or an ISO 8601 date (``text(_:)``), or `null`
  /// (``missing``) for a category index outside the axis.
  public enum XValue: Sendable, Hashable, Codable {
    case number(Double)
    case text(String)
    case missing

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .missing
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else {
        self = .text(try container.decode(String.self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .number(let number): try container.encode(number)
      case .text(let text): try container.encode(text)
      case .missing: try container.encodeNil()
      }
    }
  }

  /// A data point: its x position and its value.
  public struct Point: Sendable, Hashable, Codable {
    public var x: XValue
    public var y: Double
  }

  /// The texts of the requested tiers in one style (display or speech).
  public struct Texts: Sendable, Hashable, Codable {
    public var alt: String?
    public var summary: String?
    public var readout: [String]?
    public var notices: [String]?
  }

  public struct AxisFacts: Sendable, Hashable, Codable {
    public var title: String
    public var type: String
    public var unit: String?
    public var categories: [String]?
    public var ordinal: Bool?
    public var recurring: String?
    public var phases: [Int]?
    public var timeUnit: String?
    public var range: [XValue]?
    /// `"logarithmic"` for an axis drawn on a log scale; no member for an even one.
    public var scale: String?
  }

  public struct Buckets: Sendable, Hashable, Codable {
    public var unit: String
    public var partial: [XValue]
  }

  public struct Interval: Sendable, Hashable, Codable {
    public var name: String
    public var start: String
    public var end: String
  }

  /// What a box plot (or a strip) draws of one group: the point (series and x) that holds its
  /// median, and its summary (see `BoxSummary`).
  public struct Box: Sendable, Hashable, Codable {
    public var series: String
    public var x: XValue
    public var count: Int
    public var median: Double
    public var lowerQuartile: Double
    public var upperQuartile: Double
    public var lowerWhisker: Double
    public var upperWhisker: Double
    public var outliersBelow: Int
    public var outliersAbove: Int
    public var minimum: Double
    public var maximum: Double
    /// `nil` (no member) for whiskers at the extremes (`min-max`).
    public var whiskerSpan: Double?
  }

  /// What a candlestick chart draws at one date: the point (series and x) that holds its close,
  /// and its four prices (see `Candle`).
  public struct CandleFacts: Sendable, Hashable, Codable {
    public var series: String
    public var x: XValue
    public var open: Double
    public var high: Double
    public var low: Double
    public var close: Double
  }

  /// The uncertainty ranges of one series (error bars, an error band): what their centre and
  /// extent are, and the range at each x that has one.
  public struct Ranges: Sendable, Hashable, Codable {
    public var series: String
    public var centre: String
    public var extent: String
    public var ranges: [RangeAt]
  }

  /// One uncertainty range: its x and its two ends.
  public struct RangeAt: Sendable, Hashable, Codable {
    public var x: XValue
    public var lower: Double
    public var upper: Double
  }

  public struct Recurring: Sendable, Hashable, Codable {
    public var cycle: String
    public var phase: Int
  }

  /// One series: its name, and its ``statistics`` written as members of the same object.
  public struct SeriesFacts: Sendable, Hashable, Codable {
    public var name: String
    public var cumulative: Bool?
    public var recurring: Recurring?
    public var statistics: Statistics

    enum CodingKeys: String, CodingKey { case name, cumulative, recurring }

    public init(name: String, cumulative: Bool?, recurring: Recurring?, statistics: Statistics) {
      self.name = name
      self.cumulative = cumulative
      self.recurring = recurring
      self.statistics = statistics
    }

    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      name = try c.decode(String.self, forKey: .name)
      cumulative = try c.decodeIfPresent(Bool.self, forKey: .cumulative)
      recurring = try c.decodeIfPresent(Recurring.self, forKey: .recurring)
      statistics = try Statistics(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(name, forKey: .name)
      try c.encodeIfPresent(cumulative, forKey: .cumulative)
      try c.encodeIfPresent(recurring, forKey: .recurring)
      try statistics.encode(to: encoder)
    }
  }

  /// Every statistic of a series or of a stack's totals. A series without a value has only the
  /// members up to ``segments`` (``outlierCount`` is `nil`); `min` … `percentChange` and
  /// `cadence` are written as `null` when `nil`.
  public struct Statistics: Sendable, Hashable, Codable {
    public var count: Int
    public var missing: Int
    public var min: Point?
    public var max: Point?
    public var mean: Double?
    public var median: Double?
    public var first: Point?
    public var last: Point?
    public var change: Double?
    public var percentChange: Double?
    public var trend: Trend
    public var outliers: [Outlier]
    public var outlierCount: Int?
    public var gaps: [Gap]
    public var gapCount: Int?
    public var missingPeriods: Int?
    public var cadence: String?
    public var segments: [Segment]
    public var peaks: [Point]?
    public var troughs: [Point]?
    public var segmentsDownsampled: Bool?
    public var steps: [Step]?
    public var signRuns: [SignRun]?
    public var episode: Episode?
    public var season: Season?
    public var jump: Jump?
    public var endSpike: EndSpike?
    public var sharpMove: SharpMove?
    public var zeroRun: ZeroRun?
    public var volatility: Volatility?
    public var rolling: Rolling?

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(count, forKey: .count)
      try c.encode(missing, forKey: .missing)
      try c.encode(min, forKey: .min)
      try c.encode(max, forKey: .max)
      try c.encode(mean, forKey: .mean)
      try c.encode(median, forKey: .median)
      try c.encode(first, forKey: .first)
      try c.encode(last, forKey: .last)
      try c.encode(change, forKey: .change)
      try c.encode(percentChange, forKey: .percentChange)
      try c.encode(trend, forKey: .trend)
      try c.encode(outliers, forKey: .outliers)
      try c.encodeIfPresent(outlierCount, forKey: .outlierCount)
      try c.encode(gaps, forKey: .gaps)
      try c.encodeIfPresent(gapCount, forKey: .gapCount)
      try c.encodeIfPresent(missingPeriods, forKey: .missingPeriods)
      if outlierCount != nil { try c.encode(cadence, forKey: .cadence) }
      try c.encode(segments, forKey: .segments)
      try c.encodeIfPresent(peaks, forKey: .peaks)
      try c.encodeIfPresent(troughs, forKey: .troughs)
      try c.encodeIfPresent(segmentsDownsampled, forKey: .segmentsDownsampled)
      try c.encodeIfPresent(steps, forKey: .steps)
      try c.encodeIfPresent(signRuns, forKey: .signRuns)
      try c.encodeIfPresent(episode, forKey: .episode)
      try c.encodeIfPresent(season, forKey: .season)
      try c.encodeIfPresent(jump, forKey: .jump)
      try c.encodeIfPresent(endSpike, forKey: .endSpike)
      try c.encodeIfPresent(sharpMove, forKey: .sharpMove)
      try c.encodeIfPresent(zeroRun, forKey: .zeroRun)
      try c.encodeIfPresent(volatility, forKey: .volatility)
      try c.encodeIfPresent(rolling, forKey: .rolling)
    }
  }

  /// The trend test; `pValue` and `slope` are written as `null` when `nil`, and so is
  /// `modifiedPValue` when the test ran (``s`` is not `nil`).
  public struct Trend: Sendable, Hashable, Codable {
    public var direction: String
    public var pValue: Double?
    public var slope: Double?
    public var slopeUnit: String
    public var slopeSampled: Bool?
    public var s: Int?
    public var variance: Double?
    public var z: Double?
    public var exactPValue: Bool?
    public var autocorrelation: Double?
    public var modifiedPValue: Double?

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(direction, forKey: .direction)
      try c.encode(pValue, forKey: .pValue)
      try c.encode(slope, forKey: .slope)
      try c.encode(slopeUnit, forKey: .slopeUnit)
      try c.encodeIfPresent(slopeSampled, forKey: .slopeSampled)
      try c.encodeIfPresent(s, forKey: .s)
      try c.encodeIfPresent(variance, forKey: .variance)
      try c.encodeIfPresent(z, forKey: .z)
      try c.encodeIfPresent(exactPValue, forKey: .exactPValue)
      try c.encodeIfPresent(autocorrelation, forKey: .autocorrelation)
      // Written with the test (as `null` below the autocorrelation that calls for it).
      if s != nil { try c.encode(modifiedPValue, forKey: .modifiedPValue) }
    }
  }

  public struct Outlier: Sendable, Hashable, Codable {
    public var x: XValue
    public var y: Double
    public var z: Double
  }

  public struct Gap: Sendable, Hashable, Codable {
    public var from: XValue
    public var to: XValue
    public var count: Int
    public var kind: String
  }

  public struct Segment: Sendable, Hashable, Codable {
    public var from: Point
    public var to: Point
    public var direction: String
  }

  public struct Step: Sendable, Hashable, Codable {
    public var before: Point
    public var after: Point
    public var from: Double
    public var to: Double
  }

  public struct SignRun: Sendable, Hashable, Codable {
    public var positive: Bool
    public var first: Point
    public var last: Point
  }

  public struct Episode: Sendable, Hashable, Codable {
    public var start: Point
    public var end: Point
    public var count: Int
    public var level: Double
    public var above: Bool
    public var usual: Double
  }

  /// A seasonal pattern; `peak` and `trough` are written as `null` when `nil`.
  public struct Season: Sendable, Hashable, Codable {
    public var cycle: String
    public var peak: Int?
    public var trough: Int?
    public var strength: Double
    public var pValue: Double
    public var cycles: Int
    public var weekPart: String?
    public var spikeDay: Int?

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(cycle, forKey: .cycle)
      try c.encode(peak, forKey: .peak)
      try c.encode(trough, forKey: .trough)
      try c.encode(strength, forKey: .strength)
      try c.encode(pValue, forKey: .pValue)
      try c.encode(cycles, forKey: .cycles)
      try c.encodeIfPresent(weekPart, forKey: .weekPart)
      try c.encodeIfPresent(spikeDay, forKey: .spikeDay)
    }
  }

  public struct Jump: Sendable, Hashable, Codable {
    public var before: Point
    public var top: Point
    public var last: Point
    public var direction: String
    public var steady: Bool
  }

  /// A first or last value far beyond all the others (``ChartModel/EndSpike``).
  public struct EndSpike: Sendable, Hashable, Codable {
    public var point: Point
    public var neighbour: Point
    public var end: String
    public var side: String
    public var restMin: Point
    public var restMax: Point
    public var restEnd: Point
  }

  /// A crash or a surge over a few steps (``ChartModel/SharpMove``).
  public struct SharpMove: Sendable, Hashable, Codable {
    public var from: Point
    public var to: Point
    public var steps: Int
    public var direction: String
    public var recovery: Point?
  }

  public struct ZeroRun: Sendable, Hashable, Codable {
    public var from: Point
    public var to: Point
    public var count: Int
  }

  public struct Volatility: Sendable, Hashable, Codable {
    public var level: String
    public var efficiencyRatio: Double
    public var residualSpread: Double
    public var directionChanges: Double
    public var autocorrelation: Double
  }

  public struct Rolling: Sendable, Hashable, Codable {
    public var window: Int
    public var first: Point
    public var last: Point
    public var min: Point
    public var max: Point
  }

  /// A reference line and where the data lies against it; `label` is written as `null` when `nil`.
  public struct ReferenceLineFacts: Sendable, Hashable, Codable {
    public var label: String?
    public var axis: String
    public var value: XValue
    public var above: Int
    public var below: Int
    public var on: Int
    public var crossings: [LineCrossing]
    public var crossingCount: Int

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(label, forKey: .label)
      try c.encode(axis, forKey: .axis)
      try c.encode(value, forKey: .value)
      try c.encode(above, forKey: .above)
      try c.encode(below, forKey: .below)
      try c.encode(on, forKey: .on)
      try c.encode(crossings, forKey: .crossings)
      try c.encode(crossingCount, forKey: .crossingCount)
    }
  }

  public struct LineCrossing: Sendable, Hashable, Codable {
    public var x: XValue
    public var series: String
    public var direction: String
  }

  /// How several series compare; `leader` is written as `null` when `nil`.
  public struct Comparison: Sendable, Hashable, Codable {
    public var leader: Leader?
    public var compared: Int
    public var wins: [Wins]
    public var order: [String]
    public var crossings: [SeriesCrossing]
    public var crossingCount: Int
    public var gap: SeriesGap?
    public var levelCorrelation: Double?
    public var differenceCorrelation: Double?
    public var largestDifference: Point?
    public var meanDifference: Double?

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(leader, forKey: .leader)
      try c.encode(compared, forKey: .compared)
      try c.encode(wins, forKey: .wins)
      try c.encode(order, forKey: .order)
      try c.encode(crossings, forKey: .crossings)
      try c.encode(crossingCount, forKey: .crossingCount)
      try c.encodeIfPresent(gap, forKey: .gap)
      try c.encodeIfPresent(levelCorrelation, forKey: .levelCorrelation)
      try c.encodeIfPresent(differenceCorrelation, forKey: .differenceCorrelation)
      try c.encodeIfPresent(largestDifference, forKey: .largestDifference)
      try c.encodeIfPresent(meanDifference, forKey: .meanDifference)
    }
  }

  public struct Leader: Sendable, Hashable, Codable {
    public var name: String
    public var count: Int
    public var tied: [String]
  }

  public struct Wins: Sendable, Hashable, Codable {
    public var name: String
    public var count: Int
  }

  public struct SeriesCrossing: Sendable, Hashable, Codable {
    public var x: XValue
    public var between: [XValue]
    public var ahead: String
    public var behind: String
  }

  public struct SeriesGap: Sendable, Hashable, Codable {
    public var ahead: String
    public var behind: String
    public var direction: String
    public var first: Double
    public var last: Double
    public var pValue: Double
    public var bucketMeans: Int?
  }

  /// The correlation of a scatter plot; `clusters` is written as `null` when `nil`.
  public struct Correlation: Sendable, Hashable, Codable {
    public var pearson: Double
    public var spearman: Double
    public var slope: Double
    public var intercept: Double
    public var count: Int
    public var clusters: Clusters?
    public var xSpread: [XValue]?
    public var ySpread: [Double]?

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(pearson, forKey: .pearson)
      try c.encode(spearman, forKey: .spearman)
      try c.encode(slope, forKey: .slope)
      try c.encode(intercept, forKey: .intercept)
      try c.encode(count, forKey: .count)
      try c.encode(clusters, forKey: .clusters)
      try c.encodeIfPresent(xSpread, forKey: .xSpread)
      try c.encodeIfPresent(ySpread, forKey: .ySpread)
    }
  }

  public struct Clusters: Sendable, Hashable, Codable {
    public var k: Int
    public var silhouette: Double
    public var sampled: Bool
    public var centres: [Centre]
  }

  public struct Centre: Sendable, Hashable, Codable {
    public var x: XValue
    public var y: Double
    public var size: Int
  }

  /// A radar chart's axes; `higherOnEveryAxis` is written as `null` when `nil`.
  public struct Radar: Sendable, Hashable, Codable {
    public var axes: [String]
    public var series: [RadarSeries]
    public var biggestDifferences: [String]
    public var higherOnEveryAxis: String?

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(axes, forKey: .axes)
      try c.encode(series, forKey: .series)
      try c.encode(biggestDifferences, forKey: .biggestDifferences)
      try c.encode(higherOnEveryAxis, forKey: .higherOnEveryAxis)
    }
  }

  public struct RadarSeries: Sendable, Hashable, Codable {
    public var name: String
    public var strongest: [String]
    public var weakest: [String]
    public var variation: Double
  }

  public struct Share: Sendable, Hashable, Codable {
    public var name: String
    public var share: Double
  }

  public struct CompositionShift: Sendable, Hashable, Codable {
    public var name: String
    public var first: Double
    public var last: Double
    public var points: Double
  }

  public struct Window: Sendable, Hashable, Codable {
    public var from: XValue
    public var to: XValue
  }

  public struct LastPointAge: Sendable, Hashable, Codable {
    public var seconds: Double
    public var value: Double
    public var unit: String
    public var stale: Bool
  }

  /// What the importer did to the data or left out: its `kind`, the fields of that kind, and
  /// its English `message`.
  public struct Notice: Sendable, Hashable, Codable {
    public var kind: String
    public var rows: Int?
    public var series: String?
    public var example: String?
    public var seriesColumn: String?
    public var columns: [String]?
    public var units: [String]?
    public var channel: String?
    public var field: String?
    public var layer: Int?
    public var view: Int?
    public var path: String?
    public var mark: String?
    public var reason: String?
    public var message: String
  }
}

/// A set of views (facets, concatenations, layers) as data: what ``ChartSetDescription/jsonText(pretty:)``
/// writes is this value encoded (`docs/json.md`).
public struct ChartSetFacts: Sendable, Hashable, Codable {
  public var title: String
  public var composition: String
  public var locale: String
  public var text: DescriptionFacts.Texts
  public var speech: DescriptionFacts.Texts
  public var readoutDepth: [Int]
  public var facetFields: [String]
  public var sharedScales: [String]
  public var comparison: Comparison?
  public var views: [View]
  public var notices: [DescriptionFacts.Notice]?

  /// How the views compare on their shared measure; views are numbered from 1, and `unit` is
  /// written as `null` when `nil`.
  public struct Comparison: Sendable, Hashable, Codable {
    public var measure: String
    public var unit: String?
    public var views: [Int]
    public var means: [Double]
    public var highest: [Int]
    public var lowest: [Int]
    public var rising: [Int]
    public var falling: [Int]
    public var steady: [Int]

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(measure, forKey: .measure)
      try c.encode(unit, forKey: .unit)
      try c.encode(views, forKey: .views)
      try c.encode(means, forKey: .means)
      try c.encode(highest, forKey: .highest)
      try c.encode(lowest, forKey: .lowest)
      try c.encode(rising, forKey: .rising)
      try c.encode(falling, forKey: .falling)
      try c.encode(steady, forKey: .steady)
    }
  }

  /// One view: its `label` and `path`, and its ``description`` written as members of the same
  /// object.
  public struct View: Sendable, Hashable, Codable {
    public var label: String
    public var path: String
    public var description: DescriptionFacts

    enum CodingKeys: String, CodingKey { case label, path }

    public init(label: String, path: String, description: DescriptionFacts) {
      self.label = label
      self.path = path
      self.description = description
    }

    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      label = try c.decode(String.self, forKey: .label)
      path = try c.decode(String.self, forKey: .path)
      description = try DescriptionFacts(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(label, forKey: .label)
      try c.encode(path, forKey: .path)
      try description.encode(to: encoder)
    }
  }
}
