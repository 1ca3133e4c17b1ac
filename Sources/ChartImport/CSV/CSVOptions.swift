import ChartModel

/// How ``CSVReader`` turns a table into a chart: the columns to plot, the kind and the title.
///
/// Each property matches a command-line option of `chartvoice`.
///
/// With the defaults, the first column is x and every other numeric column is a y series (wide
/// format). Naming a ``series`` column reads long format instead: one series per distinct value of
/// that column. Names must match the header's exactly (spaces around a header cell are not part
/// of its name); a name the header holds twice means its first column.
public struct CSVOptions: Sendable, Equatable {
  /// `--x COL`: the x column's name; `nil` for the first column that is neither a y nor the series
  /// column.
  public var x: String?
  /// `--y COL` (repeatable): the y columns' names; empty for every numeric column other than x and
  /// the series column.
  public var y: [String]
  /// `--series COL`: long format, one series per distinct value of this column, in order of first
  /// appearance, with y from the single ``y`` column or else the only other numeric column.
  public var series: String?
  /// `--kind`: the chart's kind; `nil` for `.line` on a numeric or temporal x axis and `.bar` on a
  /// categorical one.
  public var kind: ChartKind?
  /// `--title`: the chart's title; `nil` leaves it empty for the narration to build.
  public var title: String?
  /// The field delimiter byte; `nil` to choose comma, tab or semicolon from the header line.
  public var delimiter: UInt8?
  /// `--decimal`: the decimal separator of the numbers, `.` or `,`. Thousands separators are the
  /// other one (or a space, or `'`). `nil` (the default) infers it from the numbers themselves
  /// (`1.234,5` and `0,25` are decimal commas, `1,234.5` and `12.5` decimal points), with `.`
  /// when nothing decides, so the language of the output never changes how numbers are read.
  public var decimalSeparator: DecimalSeparator?
  /// Whether rows that repeat an x value of their series become one point holding their mean
  /// (the default). `--bucket` turns it off: raw events are summed into their calendar bucket,
  /// so every row must reach the bucketing as it was written (three expenses on one day are
  /// three expenses, not their mean).
  public var mergesRepeatedX: Bool
  /// `--x-recurring`: the x values are positions in this calendar cycle (month numbers 1 … 12,
  /// weekdays 1 = Monday … 7 = Sunday, quarters 1 … 4, hours 0 … 23, days of the month), so the x
  /// axis holds ``ChartModel/Axis/recurringTimes`` that the narration names in its language;
  /// `nil` (the default) reads numbers as numbers.
  public var xRecurring: SeasonalCycle?
  /// `--jobs`: how many threads may read a large file (``CSVReader/read(contentsOf:source:options:)``
  /// cuts it into chunks of rows read side by side, with the same result); 1, the default, reads
  /// it in order on the calling thread.
  public var maxConcurrency: Int = 1

  public init(
    x: String? = nil,
    y: [String] = [],
    series: String? = nil,
    kind: ChartKind? = nil,
    title: String? = nil,
    delimiter: UInt8? = nil,
    decimalSeparator: DecimalSeparator? = nil,
    mergesRepeatedX: Bool = true,
    xRecurring: SeasonalCycle? = nil
  ) {
    self.x = x
    self.y = y
    self.series = series
    self.kind = kind
    self.title = title
    self.delimiter = delimiter
    self.decimalSeparator = decimalSeparator
    self.mergesRepeatedX = mergesRepeatedX
    self.xRecurring = xRecurring
  }
}
