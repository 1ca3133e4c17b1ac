import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Testing

/// A `vconcat` of rows of views side by side is said as the grid Vega draws (issue 15,
/// `vl__test_invalid_default`: "8 charts, one above the other" for 2 rows of 4), from the
/// composition's structure.
@Suite struct VegaLiteGridRowsTests {
  static let values = #"{"values": [{"a": 1, "b": 2}, {"a": 2, "b": 5}, {"a": 3, "b": 4}]}"#
  static let view =
    #"{"mark": "bar", "encoding": {"x": {"field": "a", "type": "ordinal"}, "y": {"field": "b", "type": "quantitative"}}}"#

  static func read(_ rows: [Int]) throws -> ChartSet {
    let parts = rows.map { count in
      count == 1 ? view : #"{"hconcat": [\#(Array(repeating: view, count: count).joined(separator: ", "))]}"#
    }
    let spec = #"{"data": \#(values), "vconcat": [\#(parts.joined(separator: ", "))]}"#
    return try VegaLiteReader.readSet(Array(spec.utf8), source: "spec.vl.json")
  }

  static func orientation(_ set: ChartSet, locale: String = "en") throws -> String {
    let description = try ChartSetDescription(set, locale: locale, localesDirectory: RepositoryPaths.locales)
    return try #require(description.narration.summary.first).display
  }

  @Test(arguments: [
    ([2, 2], "in 2 rows of 2"), ([4, 4], "in 2 rows of 4"), ([3, 1], "in 2 rows of charts side by side"),
  ])
  func rowsOfViewsAreAGrid(rows: [Int], said: String) throws {
    let set = try Self.read(rows)
    #expect(set.rowLengths == rows)
    let sentence = try Self.orientation(set)
    #expect(sentence.contains(said), "\(sentence)")
    #expect(!sentence.contains("one above the other"), "\(sentence)")
  }

  /// One view a row is one above the other, as before.
  @Test func oneViewARowIsAColumn() throws {
    let set = try Self.read([1, 1, 1])
    #expect(set.rowLengths.isEmpty)
    #expect(try Self.orientation(set).contains("one above the other"))
  }

  /// A repeat by column is a row of its fields (`vl__nested_concat_align`).
  @Test func aRepeatByColumnIsARow() throws {
    let repeated =
      #"{"repeat": {"column": ["a", "b"]}, "spec": {"mark": "bar", "encoding": {"x": {"field": {"repeat": "column"}, "bin": true}, "y": {"aggregate": "count"}}}}"#
    let spec = #"{"data": \#(Self.values), "vconcat": [\#(repeated), \#(repeated)]}"#
    let set = try VegaLiteReader.readSet(Array(spec.utf8), source: "spec.vl.json")
    #expect(set.rowLengths == [2, 2])
  }

  /// Every locale says the grid with its own phrase, not the column's.
  @Test(arguments: ["en", "de", "es", "fr", "it", "nl", "pl", "pt", "ar", "hi"])
  func everyLocaleSaysTheGrid(locale: String) throws {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    let column = try book.template("set.orientation.vconcat").source
    let sentence = try Self.orientation(try Self.read([2, 2]), locale: locale)
    let marker =
      column.replacingOccurrences(of: "{charts}", with: "").split(separator: ":").first.map(String.init) ?? column
    #expect(!sentence.contains(marker), "\(locale): \(sentence)")
  }
}
