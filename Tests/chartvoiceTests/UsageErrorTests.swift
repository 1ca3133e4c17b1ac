import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Usage errors exit 64 and print swift-argument-parser's three parts on standard error, with
/// nothing on standard output.
@Suite struct UsageErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    /// The subcommand whose usage line is shown ("" for `chartvoice` itself).
    var command: String
    /// The message after `Error: `, exactly.
    var message: String
    var testDescription: String { name }
  }

  static let revenueJSON = CLI.example("monthly-revenue.json")
  static let revenueCSV = CLI.example("monthly-revenue.csv")

  static let cases: [Case] = [
    Case(
      name: "unknown option, with a suggestion",
      arguments: ["describe", "--formt", "json", revenueJSON],
      command: "describe", message: "Unknown option '--formt'. Did you mean '--format'?"),
    Case(
      name: "unknown option of speak",
      arguments: ["speak", "--rat", "200", revenueJSON, "-o", "x.wav"],
      command: "speak", message: "Unknown option '--rat'. Did you mean '--rate'?"),
    Case(
      name: "unknown option before any subcommand", arguments: ["--verison"],
      command: "", message: "Unknown option '--verison'. Did you mean '--version'?"),
    Case(
      name: "unknown subcommand, with a suggestion", arguments: ["descrbe", revenueJSON],
      command: "", message: "Unknown subcommand 'descrbe'. Did you mean 'describe'?"),
    Case(
      name: "unknown subcommand after help", arguments: ["help", "speek"],
      command: "", message: "Unknown subcommand 'speek'. Did you mean 'speak'?"),
    Case(
      name: "missing option value", arguments: ["describe", revenueJSON, "--format"],
      command: "describe", message: "Missing value for '-f, --format <format>'"),
    Case(
      name: "missing value before another option",
      arguments: ["describe", "--locale", "--format", "json"],
      command: "describe", message: "Missing value for '--locale <locale>'"),
    Case(
      name: "invalid --format", arguments: ["describe", "--format", "png", revenueJSON],
      command: "describe",
      message:
        "The value 'png' is invalid for '-f, --format <format>'. Please provide one of 'text', 'json', 'ssml', 'markdown' or 'html'."
    ),
    Case(
      name: "invalid --level", arguments: ["describe", "--level=everything", revenueJSON],
      command: "describe",
      message:
        "The value 'everything' is invalid for '-l, --level <level>'. Please provide one of 'alt', 'summary', 'readout' or 'all'."
    ),
    Case(
      name: "invalid --kind", arguments: ["describe", revenueCSV, "--kind", "donut"],
      command: "describe",
      message:
        "The value 'donut' is invalid for '--kind <kind>'. Please provide one of 'line', 'bar', 'area', 'scatter', 'radar', 'sparkline' or 'pie'."
    ),
    Case(
      name: "invalid --input-format",
      arguments: ["describe", revenueCSV, "--input-format", "xlsx"],
      command: "describe",
      message:
        "The value 'xlsx' is invalid for '--input-format <input-format>'. Please provide one of 'json', 'vega-lite', 'csv' or 'tsv'."
    ),
    Case(
      name: "--rate 10", arguments: ["speak", revenueJSON, "--rate", "10", "-o", "x.wav"],
      command: "speak",
      message:
        "The value '10' is invalid for '--rate <wpm>'. Please provide a whole number from 80 to 450."
    ),
    Case(
      name: "--rate not a number",
      arguments: ["speak", revenueJSON, "--rate", "fast", "-o", "x.wav"],
      command: "speak",
      message:
        "The value 'fast' is invalid for '--rate <wpm>'. Please provide a whole number from 80 to 450."
    ),
    Case(
      name: "unknown --locale lists the available ones",
      arguments: ["describe", revenueJSON, "--locale", "xx"],
      command: "describe",
      message: "Unknown locale 'xx'. Available: "
        + LocaleDirectory.locales(in: RepositoryPaths.locales).joined(separator: ", ")),
    Case(
      name: "extra positional argument", arguments: ["sonify", revenueJSON, revenueCSV, "-o", "x.wav"],
      command: "sonify", message: "Unexpected argument '\(revenueCSV)'"),
    Case(
      name: "several inputs without --out-dir", arguments: ["describe", revenueJSON, revenueCSV],
      command: "describe", message: "2 inputs need '--out-dir <dir>' to write one description each"),
    Case(
      name: "positional argument to locales", arguments: ["locales", "en"],
      command: "locales", message: "Unexpected argument 'en'"),
    Case(
      name: "option given twice",
      arguments: ["describe", revenueJSON, "-f", "json", "--format", "text"],
      command: "describe", message: "'--format' was given more than once"),
    Case(
      name: "a flag with a value", arguments: ["describe", "--help=yes"],
      command: "describe", message: "The flag '--help' does not take a value"),
    Case(
      name: "--x on chart JSON", arguments: ["describe", revenueJSON, "--x", "month"],
      command: "describe",
      message: "'--x' applies to CSV and TSV input only; '\(revenueJSON)' is chart JSON"),
    Case(
      name: "--y on chart JSON", arguments: ["describe", "--y", "revenue", "--", revenueJSON],
      command: "describe",
      message: "'--y' applies to CSV and TSV input only; '\(revenueJSON)' is chart JSON"),
    Case(
      name: "--title on chart JSON given to speak",
      arguments: ["speak", revenueJSON, "--title", "T", "-o", "x.wav"],
      command: "speak",
      message: "'--title' applies to CSV and TSV input only; '\(revenueJSON)' is chart JSON"),
  ]

  @Test(arguments: cases)
  func usageError(_ testCase: Case) throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(testCase.arguments, in: directory.url)
    let message = expectUsageError(result, command: testCase.command)
    #expect(message == testCase.message)
    #expect(try directory.contents().isEmpty, "a usage error wrote a file")
  }

  @Test func csvFlagsOnJSONFromStandardInput() throws {
    let result = try CLI.run(
      ["describe", "-", "--series", "region"], stdin: try CLI.exampleData("monthly-revenue.json"))
    let message = expectUsageError(result, command: "describe")
    #expect(message == "'--series' applies to CSV and TSV input only; '<stdin>' is chart JSON")
  }

  @Test(.tags(.espeak), .enabled(if: CLI.espeakIsAvailable, "espeak-ng is not installed"))
  func unknownVoicePointsToTheVoicesCommand() throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(
      ["speak", Self.revenueJSON, "--voice", "nosuchvoice", "-o", "x.wav"], in: directory.url)
    let message = expectUsageError(result, command: "speak")
    #expect(message.contains("'nosuchvoice'"))
    #expect(message.contains("'chartvoice voices'"))
    #expect(try directory.contents().isEmpty)
  }

  // MARK: - Terminals

  /// `speak` without `-o` would send audio to the terminal; it refuses before doing any work.
  @Test func speakWithoutOutputToATerminalIsRefused() throws {
    let terminal = try PseudoTerminal()
    let result = try CLI.run(["speak", Self.revenueJSON], stdout: terminal.child)
    terminal.closeChild()
    let message = expectUsageError(result, command: "speak")
    #expect(
      message
        == "Missing '-o <file>': give an audio file to write (.wav or .opus), or '-o -' to send the audio to a pipe")
    #expect(terminal.drain().isEmpty, "wrote to the terminal")
  }

  @Test func speakToStandardOutputThatIsATerminalIsRefused() throws {
    let terminal = try PseudoTerminal()
    let result = try CLI.run(["speak", Self.revenueJSON, "-o", "-"], stdout: terminal.child)
    terminal.closeChild()
    let message = expectUsageError(result, command: "speak")
    #expect(
      message
        == "Refusing to write audio to a terminal; redirect standard output or give '-o <file>'"
    )
    #expect(terminal.drain().isEmpty, "wrote to the terminal")
  }

  /// With no input and standard input a terminal, `describe` says what is missing instead of
  /// waiting for typing.
  @Test(arguments: [["describe"], ["describe", "-"]])
  func noInputFromATerminalIsAUsageError(_ arguments: [String]) throws {
    let terminal = try PseudoTerminal()
    let result = try RunExecutable.chartvoice(arguments, stdinHandle: terminal.child, timeout: 20)
    terminal.closeChild()
    #expect(!result.timedOut, "waited on the terminal")
    let message = expectUsageError(result, command: "describe")
    #expect(message.hasPrefix("Missing expected argument '<input>'"))
  }
}
