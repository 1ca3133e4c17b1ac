import Foundation

/// How the values along an axis are measured.
public enum AxisType: String, Sendable, Hashable, CaseIterable, Codable {
  /// Real numbers: positions are the values themselves.
  case numeric
  /// Named categories: positions are indices into ``Axis/categories``.
  case categorical
  /// Dates and times: positions are seconds since 1970-01-01T00:00:00Z.
  case temporal
}

/// How an axis spaces its values (see ``Axis/scale``).
public enum AxisScale: String, Sendable, Hashable, CaseIterable, Codable {
  /// Equal steps for equal differences.
  case linear
  /// Equal steps for equal ratios (1, 10, 100).
  case logarithmic
}

/// The finest calendar field that the dates on a temporal axis use.
///
/// Importers infer it from the data (every date on the first of a month means ``month``), so that
/// descriptions say "April 2024" rather than "1 April 2024, midnight".
public enum TimeUnit: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
  case year
  case month
  case day
  case hour
  case minute
  case second

  /// The average length of one unit in seconds (a month is 1/12 of a Gregorian year).
  public var approximateSeconds: Double {
    switch self {
    case .year: 31_556_952
    case .month: 2_629_746
    case .day: 86_400
    case .hour: 3_600
    case .minute: 60
    case .second: 1
    }
  }

  public static func < (lhs: TimeUnit, rhs: TimeUnit) -> Bool {
    lhs.rank < rhs.rank
  }

  /// The position in ``allCases``, coarsest first.
  private var rank: Int {
    switch self {
    case .year: 0
    case .month: 1
    case .day: 2
    case .hour: 3
    case .minute: 4
    case .second: 5
    }
  }
}

/// One axis of a chart: its title, how it measures, and what it covers.
///
/// Every x value in a ``DataSeries`` is stored as a *position*: the number itself on a numeric axis,
/// seconds since 1970 (UTC) on a temporal axis, and the index into ``categories`` on a categorical
/// axis. ``value(at:)`` turns a position back into what the input said.
public struct Axis: Sendable, Equatable {
  /// What the axis measures, as the author wrote it ("Revenue").
  public var title: String
  public var type: AxisType
  /// The unit of the values, as written by the author ("USD", "mm", "%"); `nil` when unitless.
  public var unit: String?
  /// The categories in display order. Non-empty exactly when ``type`` is categorical and the chart
  /// has data.
  public var categories: [String] {
    didSet { timeCategories = CategoryTime(categories, recurring: recurringTimes) }
  }
  /// For categories that are positions in a recurring calendar cycle (months of the year,
  /// weekdays, quarters, hours of the day, as Vega-Lite's `month`, `day`, `quarter` and `hours`
  /// time units give them): each category's position, parallel to ``categories``, whose names are
  /// then only language-free labels ("3"); the narration names the positions in the output
  /// language ("March", "März"). `nil` for other categories.
  public var recurringTimes: [RecurringTime]? {
    didSet { timeCategories = CategoryTime(categories, recurring: recurringTimes) }
  }
  /// The categories read as periods of time (months, weekdays, quarters, years), when they all
  /// are, in calendar order: such an axis is ordered whatever ``isOrdinal`` says. Typed
  /// ``recurringTimes`` are read from their positions, other categories from their names.
  public private(set) var timeCategories: CategoryTime?
  /// The declared extent of the axis, in positions; `nil` when the chart lets the data decide.
  public var range: ClosedRange<Double>?
  /// For temporal axes, the finest calendar field the dates use; `nil` for other axes.
  public var timeUnit: TimeUnit?
  /// Whether the categories of a categorical axis are *ordered* ("Q1" … "Q4", "small", "medium",
  /// "large"): an ordinal axis is described like time, with a trend and a shape; a nominal one
  /// (countries, products) is ranked and never trended. Ignored on numeric and temporal axes,
  /// which are ordered anyway. Vega-Lite's `"type": "ordinal"` maps to `true`, `"nominal"` to
  /// `false`.
  public var isOrdinal: Bool
  /// For a value axis, whether its values add up to a whole (sums, counts), so that a bar's
  /// share of the total means something; `false` for means, medians, rates and percentages
  /// that do not add up (shares of respondents who could pick several answers); `nil` when the
  /// input does not say, and then ``valuesAreAdditive`` decides from the unit.
  public var isAdditive: Bool?
  /// How positions along a numeric axis are drawn: evenly (``AxisScale/linear``) or by their
  /// logarithm (``AxisScale/logarithmic``, as Apple's `AXNumericDataAxisDescriptor.scaleType`
  /// says). The facts do not change; the readout says a logarithmic scale, and the tones follow it.
  public var scale: AxisScale = .linear
  /// The decimal places the axis labels its values with, when the input fixes them (a
  /// Vega-Lite `axis.format` of `".1~%"` labels 3.94089% as 3.9%: 1); a readout then says a
  /// value to that place ("about 3.9%"). `nil` when the input does not say.
  public var labelDecimals: Int?

  public init(
    title: String,
    type: AxisType,
    unit: String? = nil,
    categories: [String] = [],
    range: ClosedRange<Double>? = nil,
    timeUnit: TimeUnit? = nil,
    isOrdinal: Bool = false,
    isAdditive: Bool? = nil
  ) {
    self.title = title
    self.type = type
    self.unit = unit
    self.categories = categories
    self.recurringTimes = nil
    self.timeCategories = CategoryTime(categories)
    self.range = range
    self.timeUnit = timeUnit
    self.isOrdinal = isOrdinal
    self.isAdditive = isAdditive
  }

  /// A categorical axis of positions in a recurring cycle, each labelled by its number (see
  /// ``recurringTimes``).
  ///
  ///     Axis(title: "Month", recurring: [3, 4, 5].compactMap { RecurringTime(.monthOfYear, $0) })
  ///
  /// - Complexity: O(*n*) in the positions.
  public init(title: String, recurring times: [RecurringTime], isAdditive: Bool? = nil) {
    self.init(title: title, type: .categorical, categories: times.map(\.description), isAdditive: isAdditive)
    // Observers do not run in an initializer.
    recurringTimes = times
    timeCategories = CategoryTime(categories, recurring: times)
  }

  /// Whether the values add up to a whole: as declared, else anything but percentages and
  /// quantities whose title names a statistic or a rate (``titleNamesANonAdditiveQuantity``).
  ///
  /// - Complexity: O(*t*) in the length of the title.
  public var valuesAreAdditive: Bool { isAdditive ?? (unit != "%" && !titleNamesANonAdditiveQuantity) }

  /// Whether a word of the title names a quantity whose values do not add up to a total: a
  /// statistic ("Mean acc", "median_income"), a score or rating ("IMDB Rating"), a rate, ratio
  /// or anything "per" something, a price, or a property of each thing measured (age, height,
  /// temperature). Such a bar's "share of the total" means nothing, so none is said. Words are
  /// split at anything but letters and digits and at lower-to-upper case changes ("avgPrice").
  /// English words only: a title in another language falls back to the unit.
  ///
  /// - Complexity: O(*t*) in the length of the title.
  public var titleNamesANonAdditiveQuantity: Bool {
    Self.words(of: title).contains { Self.nonAdditiveWords.contains($0) }
  }

  /// Title words of quantities that do not add up across categories.
  static let nonAdditiveWords: Set<String> = [
    "mean", "average", "avg", "median", "rating", "ratings", "score", "scores", "rate", "rates",
    "ratio", "index", "per", "percent", "percentage", "pct", "share", "rank", "price", "prices",
    "temperature", "temp", "age", "height", "weight", "length", "speed", "density", "humidity",
    "pressure", "latitude", "longitude", "elevation", "altitude", "grade", "gpa",
  ]

  /// The lowercased words of a title.
  static func words(of title: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in title {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        previousIsLower = false
        continue
      }
      if character.isUppercase, previousIsLower {
        words.append(current.lowercased())
        current = ""
      }
      current.append(character)
      previousIsLower = character.isLowercase
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// Whether positions along the axis have an order that a trend can follow: numeric and temporal
  /// axes, ordinal categories, and categories that are periods of time ("Jan" … "Jun", "Q1" …
  /// "Q4").
  ///
  /// - Complexity: O(1).
  public var isOrdered: Bool { type != .categorical || isOrdinal || timeCategories != nil }

  /// Whether the axis goes round a cycle: months of the year, days of the week, hours of the day
  /// (typed ``recurringTimes``, or category labels of those kinds). Its first and last positions
  /// are neighbours, not a start and an end: December to January is one step, so a change
  /// "from January to December" says nothing of the months between.
  ///
  /// - Complexity: O(1).
  public var isCyclic: Bool {
    if recurringTimes != nil { return true }
    switch timeCategories?.kind {
    case .month, .weekday, .hourOfDay: return true
    default: return false
    }
  }

  /// Whether the axis goes round a whole cycle, so that its last position is the one before
  /// its first (December before January, June before July of a fiscal year, Sunday before
  /// Monday): then its first and last positions are neighbours, no start and end. Months of the
  /// year that stop short of a full cycle (January to June) have a start and an end.
  ///
  /// - Complexity: O(1).
  public var goesRoundACycle: Bool {
    guard isCyclic else { return false }
    let first: Int
    let last: Int
    let length: Int
    if let times = recurringTimes, let start = times.first, let end = times.last {
      (first, last, length) = (start.phase, end.phase, start.cycle.phaseCount)
    } else if let time = timeCategories, let start = time.indices.first, let end = time.indices.last {
      switch time.kind {
      case .month: length = 12
      case .weekday: length = 7
      case .hourOfDay: length = 24
      default: return true
      }
      (first, last) = (start, end)
    } else {
      return true
    }
    return ((last - first + 1) % length + length) % length == 0
  }

  /// The input value at a position on this axis.
  ///
  /// - Precondition: on a categorical axis, `position` is a valid index into ``categories``.
  /// - Complexity: O(1).
  public func value(at position: Double) -> XValue {
    switch type {
    case .numeric:
      return .number(position)
    case .temporal:
      return .date(Date(timeIntervalSince1970: position))
    case .categorical:
      let index = Int(position)
      precondition(
        categories.indices.contains(index), "Category position \(index) is outside the axis.")
      return .category(categories[index])
    }
  }
}

/// An x value as the input gave it: a number, a category name or a point in time.
public enum XValue: Sendable, Hashable {
  case number(Double)
  case category(String)
  case date(Date)
}
