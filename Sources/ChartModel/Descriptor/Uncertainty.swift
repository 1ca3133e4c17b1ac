/// What the centre of an uncertainty range is (see ``UncertaintyRanges``).
public enum RangeCentre: String, Sendable, Hashable, CaseIterable, Codable {
  /// The mean of the values the range summarizes.
  case mean
  /// Their median.
  case median
  /// A value the data gives, with its range beside it (a pre-aggregated error bar).
  case value
}

/// What an uncertainty range spans around its centre (see ``UncertaintyRanges``).
public enum RangeExtent: String, Sendable, Hashable, CaseIterable, Codable {
  /// The mean plus and minus its standard error (the sample standard deviation over √*n*).
  case stderr
  /// The mean plus and minus the sample standard deviation.
  case stdev
  /// A confidence interval.
  case ci
  /// The lower to the upper quartile (the interquartile range).
  case iqr
  /// The smallest to the largest value.
  case minMax = "min-max"
  /// Two ends the data gives (`y` and `y2`, or an error beside a value).
  case given
}

/// The uncertainty ranges of one series: at some of its x positions, a lower and an upper end
/// around the point's value (an error bar, a slice of an error band).
///
/// Ranges are kept by x position, as ``StackPart`` keeps its values, so that sorting or merging
/// a series' points never separates a range from its point.
public struct UncertaintyRanges: Sendable, Hashable {
  /// The series' name, as in ``ChartDescriptor/series``.
  public var series: String
  public var centre: RangeCentre
  public var extent: RangeExtent
  /// Parallel: the x positions, and the range's ends there (`lower <= upper`, both finite).
  public private(set) var x: [Double]
  public private(set) var lower: [Double]
  public private(set) var upper: [Double]

  /// Creates the ranges of a series.
  ///
  /// - Precondition: `x`, `lower` and `upper` have the same length; every end is finite.
  /// - Complexity: O(*n*).
  public init(
    series: String, centre: RangeCentre, extent: RangeExtent, x: [Double], lower: [Double], upper: [Double]
  ) {
    precondition(x.count == lower.count && x.count == upper.count, "A range needs both ends at each x.")
    precondition(lower.allSatisfy(\.isFinite) && upper.allSatisfy(\.isFinite), "A range's ends are finite.")
    self.series = series
    self.centre = centre
    self.extent = extent
    self.x = x
    self.lower = zip(lower, upper).map { Swift.min($0, $1) }
    self.upper = zip(lower, upper).map { Swift.max($0, $1) }
  }

  /// The range at an x position, or `nil` when the series has none there.
  ///
  ///     ranges.range(at: 2)   // (lower: 21, upper: 27)
  ///
  /// - Complexity: O(*n*).
  public func range(at position: Double) -> (lower: Double, upper: Double)? {
    guard let index = x.firstIndex(of: position) else { return nil }
    return (lower[index], upper[index])
  }
}

/// The summary a box plot draws of one group's values: the median, the quartiles (the box), the
/// whiskers' ends, and how many values lie beyond the whiskers (drawn as outliers).
///
/// Quartiles are Vega's: linear interpolation between closest ranks. With a whisker span of
/// *k* (1.5 by default), the whiskers end at the farthest values within *k* interquartile ranges
/// of the box; without one (`min-max`) they end at the smallest and largest values, and no value
/// is an outlier.
public struct BoxSummary: Sendable, Hashable {
  /// The series (as in ``ChartDescriptor/series``) and the x position of the group.
  public var series: String
  public var x: Double
  /// The number of finite values summarized.
  public var count: Int
  public var median: Double
  public var lowerQuartile: Double
  public var upperQuartile: Double
  public var lowerWhisker: Double
  public var upperWhisker: Double
  public var outliersBelow: Int
  public var outliersAbove: Int
  /// The smallest and the largest value, outliers included.
  public var minimum: Double
  public var maximum: Double
  /// The whisker span in interquartile ranges, or `nil` for whiskers at the extremes (`min-max`).
  public var whiskerSpan: Double?

  /// Summarizes one group's values as a box plot draws them.
  ///
  ///     BoxSummary(series: "", x: 0, values: [1, 2, 3, 4, 100], whiskerSpan: 1.5)
  ///     // median 3, quartiles 2 and 4, whiskers 1 and 4, one outlier above
  ///
  /// - Parameters:
  ///   - values: The group's values; NaN and ±∞ are skipped as missing.
  ///   - whiskerSpan: *k* in interquartile ranges (positive), or `nil` for `min-max`.
  /// - Returns: `nil` when no value is finite.
  /// - Complexity: O(*n* log *n*).
  public init?(series: String, x: Double, values: [Double], whiskerSpan: Double?) {
    let sorted = values.filter(\.isFinite).sorted()
    guard !sorted.isEmpty else { return nil }
    self.series = series
    self.x = x
    self.whiskerSpan = whiskerSpan
    count = sorted.count
    minimum = sorted[0]
    maximum = sorted[sorted.count - 1]
    median = Self.quantile(sorted, 0.5)
    lowerQuartile = Self.quantile(sorted, 0.25)
    upperQuartile = Self.quantile(sorted, 0.75)
    guard let span = whiskerSpan else {
      (lowerWhisker, upperWhisker, outliersBelow, outliersAbove) = (sorted[0], sorted[sorted.count - 1], 0, 0)
      return
    }
    let reach = (upperQuartile - lowerQuartile) * span
    let low = lowerQuartile - reach
    let high = upperQuartile + reach
    let inside = sorted.filter { $0 >= low && $0 <= high }
    // The box's ends are within reach, so a value inside always exists unless rounding strays.
    lowerWhisker = inside.first ?? lowerQuartile
    upperWhisker = inside.last ?? upperQuartile
    outliersBelow = sorted.lazy.filter { $0 < low }.count
    outliersAbove = sorted.lazy.filter { $0 > high }.count
  }

  /// A box as summarized elsewhere (chart JSON): each value as given.
  ///
  /// - Complexity: O(1).
  public init(
    series: String, x: Double, count: Int, median: Double, quartiles: (Double, Double),
    whiskers: (Double, Double), outliers: (below: Int, above: Int), extremes: (Double, Double),
    whiskerSpan: Double?
  ) {
    self.series = series
    self.x = x
    self.count = count
    self.median = median
    (lowerQuartile, upperQuartile) = quartiles
    (lowerWhisker, upperWhisker) = whiskers
    (outliersBelow, outliersAbove) = outliers
    (minimum, maximum) = extremes
    self.whiskerSpan = whiskerSpan
  }

  /// The number of values beyond the whiskers.
  public var outliers: Int { outliersBelow + outliersAbove }

  /// The `p`-quantile of ascending values, by linear interpolation between closest ranks (R-7,
  /// as Vega's and d3's `quantileSorted`).
  ///
  ///     BoxSummary.quantile([1, 2, 3, 4], 0.25)   // 1.75
  ///
  /// - Precondition: `sorted` is non-empty and ascending; `p` is in 0...1.
  /// - Complexity: O(1).
  public static func quantile(_ sorted: [Double], _ p: Double) -> Double {
    precondition(!sorted.isEmpty, "Cannot take a quantile of no values.")
    let position = Double(sorted.count - 1) * p
    let index = Int(position.rounded(.down))
    guard index + 1 < sorted.count else { return sorted[index] }
    return sorted[index] + (sorted[index + 1] - sorted[index]) * (position - Double(index))
  }
}
