import ChartModel
import ChartNarration
import Testing

@testable import chartvoice

/// The command line says a library error's typed remedy as the flag to pass, and every flag it
/// names is one that `describe` accepts.
@Suite struct RemedyAdviceTests {
  static let everyRemedy: [InputRemedy] = [
    .useDecimalSeparator(.point), .useDecimalSeparator(.comma), .chooseYColumn,
    .useOneYColumnWithSeries, .chooseLayout, .saveAndGiveDataFile, .giveDataFile,
    .giveBaseFolderOrDataFile,
  ]

  /// The `--name` words of a text.
  static func flags(in text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "," }).filter { $0.hasPrefix("--") }
      .map { String($0.dropFirst(2)) }
  }

  @Test(arguments: everyRemedy)
  func adviceNamesAnOptionOfDescribe(_ remedy: InputRemedy) {
    let names = Set(Describe.spec.allOptions.map(\.name))
    let named = Self.flags(in: remedy.advice)
    #expect(!named.isEmpty, "\(remedy.advice)")
    for flag in named { #expect(names.contains(flag), "--\(flag) in '\(remedy.advice)'") }
  }

  @Test func locatedErrorEndsWithTheFlag() {
    let error = ChartModelError.invalidValue(
      InputLocation(source: "t.csv", line: 4, column: 2), field: "y",
      detail: "'2,5' is not a number with '.' as the decimal separator",
      remedy: .useDecimalSeparator(.comma))
    #expect(
      CLIError(error)
        == .located(
          "t.csv:4:2: error: 'y': '2,5' is not a number with '.' as the decimal separator; "
            + "use --decimal ,"))
  }

  @Test func narrationRemediesNameTheOptionOrCommand() {
    let missing = CLIError(NarrationError.localesNotFound(searched: ["/a"]))
    #expect(missing.line.hasSuffix("pass --locales-dir to the folder holding en.json"))
    #expect(!"\(NarrationError.localesNotFound(searched: ["/a"]))".contains("--"))
    let unknown = CLIError(NarrationError.unknownLocale("xx", available: ["en"]))
    #expect(unknown.line == "Error: unknown locale 'xx'; available: 'en'. Run 'chartvoice locales' to list them")
  }

  @Test func noticeEndsWithTheLayoutFlags() {
    let notice = ChartNotice.readAsLongFormat(seriesColumn: "city")
    #expect(
      notice.commandLineText
        == "read in long format, one series per value of 'city' (choose the layout with --series or --y)")
  }
}
