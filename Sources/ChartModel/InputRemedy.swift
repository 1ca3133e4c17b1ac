/// What the user can change so that an input is read: the fix an error or a notice suggests, as a
/// value rather than as words.
///
/// Library errors describe a remedy in terms of the importers' options (``CSVOptions``,
/// ``VegaLiteOptions``); a front end that offers those options under its own names (the
/// command line's `--decimal`, `--y`, `--data`) renders the remedy in its own terms instead, so no
/// library message names a command-line flag.
public enum InputRemedy: Sendable, Hashable, CustomStringConvertible {
  /// Read the numbers with this decimal separator (``CSVOptions/decimalSeparator``).
  case useDecimalSeparator(DecimalSeparator)
  /// Name the y column of a long-format table (``CSVOptions/y``), since several hold numbers.
  case chooseYColumn
  /// A long-format table (``CSVOptions/series``) takes exactly one y column.
  case useOneYColumnWithSeries
  /// Choose the table's layout: a series column for long format, or the y columns for wide.
  case chooseLayout
  /// The data is not local: save a copy and read it in place of the spec's data
  /// (``VegaLiteOptions/dataFile``).
  case saveAndGiveDataFile
  /// Give the data file itself (``VegaLiteOptions/dataFile``).
  case giveDataFile
  /// Give the folder that the data URL is relative to (``VegaLiteOptions/baseDirectory``), or the
  /// data file itself.
  case giveBaseFolderOrDataFile

  /// The remedy in the library's terms, as a clause that follows a problem ("set the decimal
  /// separator to ','").
  public var description: String {
    switch self {
    case .useDecimalSeparator(let separator):
      "set the decimal separator to '\(separator.rawValue)'"
    case .chooseYColumn:
      "name the y column"
    case .useOneYColumnWithSeries:
      "long format takes one y column"
    case .chooseLayout:
      "name the series column or the y columns to choose the layout"
    case .saveAndGiveDataFile:
      "save the file and give it as the data file"
    case .giveDataFile:
      "give the file as the data file"
    case .giveBaseFolderOrDataFile:
      "give the folder its URL is relative to as the base folder, or the file itself as the data file"
    }
  }
}

/// The character between the whole and the fractional part of a number.
public enum DecimalSeparator: String, Sendable, Hashable, CaseIterable {
  /// `1234.5`, with `,` (or a space or `'`) grouping thousands: `1,234.5`.
  case point = "."
  /// `1234,5`, with `.` (or a space or `'`) grouping thousands: `1.234,5`.
  case comma = ","
}
