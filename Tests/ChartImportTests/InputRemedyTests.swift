import ChartImport
import ChartModel
import Testing

/// Errors and notices carry what would fix the input as a typed ``InputRemedy``, and say it in the
/// importers' terms: no library message names a command-line flag (issue 14).
@Suite struct InputRemedyTests {
  static let everyRemedy: [InputRemedy] = [
    .useDecimalSeparator(.point), .useDecimalSeparator(.comma), .chooseYColumn,
    .useOneYColumnWithSeries, .chooseLayout, .saveAndGiveDataFile, .giveDataFile,
    .giveBaseFolderOrDataFile,
  ]

  static func csvError(_ text: String, options: CSVOptions = CSVOptions()) -> ChartModelError? {
    do {
      _ = try CSVReader.read(Array(text.utf8), source: "t.csv", options: options)
      return nil
    } catch {
      return error
    }
  }

  static func vegaLiteError(_ spec: String) -> ChartModelError? {
    do {
      _ = try VegaLiteReader.read(Array(spec.utf8), source: "spec.vl.json")
      return nil
    } catch {
      return error
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var error: @Sendable () -> ChartModelError?
    var remedy: InputRemedy
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a decimal comma in a point column",
      error: { csvError("x;y\n1;1.5\n2;2.5\n3;2,5\n") }, remedy: .useDecimalSeparator(.comma)),
    Case(
      name: "decimal commas read with the point",
      error: { csvError("x;y\n1;1,5\n2;2,5\n", options: CSVOptions(decimalSeparator: .point)) },
      remedy: .useDecimalSeparator(.comma)),
    Case(
      name: "long format with two y columns",
      error: { csvError("x,s,a,b\n1,u,2,3\n", options: CSVOptions(y: ["a", "b"], series: "s")) },
      remedy: .useOneYColumnWithSeries),
    Case(
      name: "long format with two numeric columns",
      error: { csvError("x,s,a,b\n1,u,2,3\n", options: CSVOptions(series: "s")) },
      remedy: .chooseYColumn),
    Case(
      name: "a remote URL",
      error: { vegaLiteError(#"{"data": {"url": "https://example.com/a.json"}, "mark": "point"}"#) },
      remedy: .saveAndGiveDataFile),
    Case(
      name: "an absolute path",
      error: { vegaLiteError(#"{"data": {"url": "/etc/passwd"}, "mark": "point"}"#) },
      remedy: .giveDataFile),
    Case(
      name: "a data file that is not there",
      error: { vegaLiteError(#"{"data": {"url": "no-such-file.json"}, "mark": "point"}"#) },
      remedy: .giveBaseFolderOrDataFile),
  ]

  @Test(arguments: cases)
  func errorCarriesItsRemedy(_ example: Case) throws {
    let error = try #require(example.error())
    #expect(error.remedy == example.remedy)
    #expect(error.message == "\(error.problem); \(example.remedy)")
    #expect(!error.description.contains("--"), "\(error)")
  }

  @Test func errorsWithoutARemedySayOnlyTheProblem() throws {
    let error = try #require(Self.csvError("x,y\n1,2\n", options: CSVOptions(x: "when")))
    #expect(error.remedy == nil)
    #expect(error.message == error.problem)
  }

  @Test func longFormatNoticeOffersTheLayoutChoice() throws {
    let chart = try CSVReader.read(
      Array("date,city,t\n2024-01-01,Oslo,1\n2024-01-01,Rome,9\n2024-01-02,Oslo,2\n".utf8),
      source: "t.csv")
    let notice = try #require(chart.notices.first { $0.remedy != nil })
    #expect(notice == .readAsLongFormat(seriesColumn: "city"))
    #expect(notice.remedy == .chooseLayout)
    #expect(notice.description == "\(notice.problem) (\(InputRemedy.chooseLayout))")
    #expect(!notice.description.contains("--"))
  }

  @Test(arguments: everyRemedy)
  func remedyNamesNoFlag(_ remedy: InputRemedy) {
    #expect(!remedy.description.contains("--"))
    #expect(!remedy.description.isEmpty)
  }
}
