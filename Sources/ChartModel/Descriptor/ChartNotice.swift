/// Something an importer did to the data, or left out of it, that the user should know about,
/// though the chart could be read: rows merged, a channel not described.
///
/// Notices are diagnostics, like a compiler's warnings: the command line prints them on standard
/// error (`sales.csv: warning: …`), and every description ends with them in its own language
/// ("Not described: the size channel (population)."), so that nothing is left out silently. Their
/// ``description`` is the English diagnostic; descriptions take their words from the phrase files.
public enum ChartNotice: Sendable, Hashable, CustomStringConvertible {
  /// Rows repeated an x value of their series; each x now holds the mean of its rows' y values
  /// (missing values left out). `rows` counts the rows merged into an earlier one; `example` is
  /// the first repeated x value as the input wrote it, and `series` the series it is in.
  case duplicateX(rows: Int, series: String, example: String)
  /// A table was read in long format, one series per value of a column, though no option said so:
  /// its x values repeat, and one other column holds text and one numbers.
  case readAsLongFormat(seriesColumn: String)
  /// The y columns carry different units, so the y axis has none.
  case unitsDiffer(columns: [String], units: [String])
  /// An encoding channel that the description does not include (a colour scale of a third
  /// quantity, bubble sizes, a jitter offset).
  case channelNotDescribed(channel: String, field: String)
  /// A layer of the chart that the description does not include (`index` counts from 0, as the
  /// spec's `layer` array does).
  case layerNotDescribed(index: Int, mark: String, reason: LayerOmission)
  /// Rows without a valid value for a position were left out, as the chart leaves them out.
  case invalidRowsDropped(count: Int, field: String)
  /// Rows without a valid value for a position were left out of the description, though the chart
  /// draws them: as a bin of their own (an ordinal bin's `null`), or at zero (`invalid: null`).
  case invalidRowsDrawn(count: Int, field: String)
  /// A view of a composed chart (``ChartSet``) that the description does not include: `number`
  /// is its place in reading order (1-based), `path` where it is in the spec.
  case viewNotDescribed(number: Int, path: String, reason: String)
  /// Points of `field` the data lacks, filled in by the chart (Vega-Lite's `impute`) with
  /// `method` (`mean`, `median`, `max`, `min`, or `value`: a set value): drawn, and described
  /// as drawn, but not the data's.
  case valuesImputed(count: Int, field: String, method: String)

  /// The change of options that would read the input differently, when the user may want one.
  public var remedy: InputRemedy? {
    switch self {
    case .readAsLongFormat: .chooseLayout
    case .duplicateX, .unitsDiffer, .channelNotDescribed, .layerNotDescribed, .invalidRowsDropped, .invalidRowsDrawn,
      .viewNotDescribed, .valuesImputed:
      nil
    }
  }

  /// What was done, followed by its ``remedy`` in the importers' terms.
  public var description: String {
    guard let remedy else { return problem }
    return "\(problem) (\(remedy))"
  }

  /// What was done, without the remedy.
  public var problem: String {
    switch self {
    case .duplicateX(let rows, let series, let example):
      let name = series.isEmpty ? "" : " in '\(series)'"
      return "\(rows) \(rows == 1 ? "row repeats" : "rows repeat") an x value\(name) (first '\(example)'); "
        + "each x holds the mean of its rows"
    case .readAsLongFormat(let column):
      return "read in long format, one series per value of '\(column)'"
    case .unitsDiffer(let columns, let units):
      let pairs = zip(columns, units).map { "'\($0)' in \($1)" }.joined(separator: ", ")
      return "the y columns have different units (\(pairs)); the y axis has no unit"
    case .channelNotDescribed(let channel, let field):
      return "the '\(channel)' channel ('\(field)') is not part of the description"
    case .layerNotDescribed(let index, let mark, let reason):
      // Counted from 1, as the description's own notice and a view's say it.
      return "layer \(index + 1) ('\(mark)') is not part of the description: \(reason)"
    case .invalidRowsDropped(let count, let field):
      return "\(count) row\(count == 1 ? "" : "s") without a valid '\(field)' left out, "
        + "as the chart leaves them out"
    case .invalidRowsDrawn(let count, let field):
      return "\(count) row\(count == 1 ? "" : "s") without a valid '\(field)' not described, "
        + "though the chart draws \(count == 1 ? "it" : "them")"
    case .viewNotDescribed(let number, let path, let reason):
      return "view \(number) ('\(path)') is not part of the description: \(reason)"
    case .valuesImputed(let count, let field, let method):
      return "\(count) value\(count == 1 ? "" : "s") of '\(field)' filled in by the chart's impute ('\(method)'), "
        + "not given by the data"
    }
  }
}

/// Why a layer of a chart is not part of its description (see ``ChartNotice/layerNotDescribed(index:mark:reason:)``).
public enum LayerOmission: Sendable, Hashable, CustomStringConvertible {
  /// The description follows another layer (its index), drawn from other fields or marks.
  case followsLayer(Int)
  /// A rule layer whose rules vary from mark to mark, so they are no reference lines.
  case rulesNotReferenceLines
  /// Text labels of values the described layer holds (bar values written over the bars).
  case labels
  /// The layer holds what chartvoice does not describe (the English reason, a diagnostic: "the
  /// mark 'errorbar'", "transform 'loess'"); the rest of the chart is described.
  case unsupported(String)
  /// Error bars or bands whose ranges match no point of the described layer (its index).
  case matchesNoPoint(Int)
  /// Error bars or bands of a bootstrap confidence interval (`extent: "ci"`): random from one
  /// drawing to the next, so only their centres are described.
  case randomInterval

  public var description: String {
    switch self {
    case .followsLayer(let index): "the description follows layer \(index + 1)"
    case .rulesNotReferenceLines: "its rules are not reference lines"
    case .labels: "its text labels repeat values the chart holds"
    case .unsupported(let feature): "unsupported: \(feature)"
    case .matchesNoPoint(let index): "its ranges match no point of layer \(index + 1)"
    case .randomInterval: "its extent 'ci' is a bootstrap confidence interval, which is random"
    }
  }
}
