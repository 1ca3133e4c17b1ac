import ChartVoiceTestSupport
import Foundation
import Testing

/// `chartvoice explore` driven by keys on standard input, as a script drives it.
@Suite struct ExploreTests {
  static let revenue = CLI.example("monthly-revenue.json")
  static let products = CLI.example("line-products.json")
  static let notice = "No audio device; text only."
  static let escape = "\u{1B}"

  /// Runs `explore` on `chart` with `keys` on standard input.
  static func explore(
    _ chart: String = revenue, keys: String, _ options: [String] = ["--no-speech", "--no-tones"],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ExecutableResult {
    try CLI.run(
      ["explore", chart] + options, stdin: Data(keys.utf8), sourceLocation: sourceLocation)
  }

  /// Standard output's lines.
  static func lines(_ result: ExecutableResult) -> [Substring] {
    result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  @Test func lllQAnnouncesTheFourthPointAndQuits() throws {
    let result = try Self.explore(keys: "lllQ")
    expectSuccess(result)
    #expect(
      Self.lines(result) == [
        "Monthly revenue, first half of 2024: Line chart, 6 months. Press ? for help, Q to quit.",
        "1 of 6, January: $41,200",
        "2 of 6, February: $39,500, lowest so far",
        "3 of 6, March: $43,800, highest so far",
        "4 of 6, April: $38,800, lowest",
      ])
  }

  struct KeysCase: CustomTestStringConvertible, Sendable {
    var name: String
    var keys: String
    var lastLine: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    KeysCase(
      name: "arrow keys", keys: "\(escape)[C\(escape)[C\(escape)[CQ",
      lastLine: "4 of 6, April: $38,800, lowest"),
    KeysCase(
      name: "arrows in application mode", keys: "\(escape)OC\(escape)OCQ",
      lastLine: "3 of 6, March: $43,800, highest so far"),
    KeysCase(
      name: "left arrow and h", keys: "lll\(escape)[DhQ",
      lastLine: "2 of 6, February: $39,500, lowest so far"),
    KeysCase(name: "End", keys: "\(escape)[FQ", lastLine: "6 of 6, June: $49,100, highest"),
    KeysCase(name: "End as 4~", keys: "\(escape)[4~Q", lastLine: "6 of 6, June: $49,100, highest"),
    KeysCase(name: "$ then 0", keys: "$0Q", lastLine: "1 of 6, January: $41,200"),
    KeysCase(name: "Home", keys: "ll\(escape)[HQ", lastLine: "1 of 6, January: $41,200"),
    KeysCase(
      name: "Page Down", keys: "\(escape)[6~\(escape)[6~Q",
      lastLine: "3 of 6, March: $43,800, highest so far"),
    KeysCase(
      name: "Page Up", keys: "$\(escape)[5~Q", lastLine: "5 of 6, May: $46,300, highest so far"),
    KeysCase(name: "past the end", keys: "$lQ", lastLine: "Already at the last point."),
    KeysCase(name: "before the start", keys: "hQ", lastLine: "Already at the first point."),
    KeysCase(name: "one series only", keys: "jQ", lastLine: "This chart has only one series."),
    KeysCase(name: "an unknown key", keys: "zQ", lastLine: "Press ? for help."),
    KeysCase(name: "an unknown sequence", keys: "\(escape)[2~Q", lastLine: "Press ? for help."),
    KeysCase(
      name: "the comparison", keys: "$t",
      lastLine: "June: up $2,800 from May; rising since April; rank 1 of 6, highest first."),
    KeysCase(
      name: "the alt text", keys: "a",
      lastLine:
        "Line chart of revenue from January to June 2024: no clear trend, between $38,800 and $49,100."
    ),
    KeysCase(
      name: "Enter does nothing", keys: "l\n\r\n",
      lastLine: "2 of 6, February: $39,500, lowest so far"),
    KeysCase(
      name: "keys after Q are not read", keys: "lQlll",
      lastLine: "2 of 6, February: $39,500, lowest so far"),
    KeysCase(
      name: "Ctrl-C quits", keys: "l\u{03}lll", lastLine: "2 of 6, February: $39,500, lowest so far"),
    KeysCase(
      name: "Ctrl-D quits", keys: "l\u{04}lll", lastLine: "2 of 6, February: $39,500, lowest so far"),
  ])
  func keysMove(_ test: KeysCase) throws {
    let result = try Self.explore(keys: test.keys)
    expectSuccess(result)
    #expect(Self.lines(result).last.map(String.init) == test.lastLine)
  }

  @Test func theEndOfInputQuitsWithExitZero() throws {
    let result = try Self.explore(keys: "ll")
    expectSuccess(result)
    #expect(Self.lines(result).last == "3 of 6, March: $43,800, highest so far")
    let nothing = try Self.explore(keys: "")
    expectSuccess(nothing)
    #expect(Self.lines(nothing).count == 2)
  }

  @Test func anEscapeAtTheEndOfInputIsTheEscapeKey() throws {
    let result = try Self.explore(keys: "l\(Self.escape)")
    expectSuccess(result)
    #expect(Self.lines(result).last == "2 of 6, February: $39,500, lowest so far")
  }

  @Test func seriesChangeKeepsTheMonthAndSaysTheSeries() throws {
    let result = try Self.explore(
      Self.products, keys: "lllj\(Self.escape)[Bjk\(Self.escape)[A\(Self.escape)[AQ")
    expectSuccess(result)
    #expect(
      Self.lines(result) == [
        "Monthly sales of three products in 2023: Line chart, 3 series. Press ? for help, Q to quit.",
        "Product A: series 1 of 3, 12 months.",
        "1 of 12, January: 310, lowest",
        "2 of 12, February: 325, highest so far",
        "3 of 12, March: 340, highest so far",
        "4 of 12, April: 352, highest so far",
        "Product B: series 2 of 3, 12 months.",
        "4 of 12, April: 262",
        "Product C: series 3 of 3, 12 months.",
        "4 of 12, April: 230, highest so far",
        "Already at the last series.",
        "Product B: series 2 of 3, 12 months.",
        "4 of 12, April: 262",
        "Product A: series 1 of 3, 12 months.",
        "4 of 12, April: 352, highest so far",
        "Already at the first series.",
      ])
  }

  @Test func missingValuesAreNoData() throws {
    let chart = RepositoryPaths.fixtures.appendingPathComponent("charts/mostly-missing.json").path
    let result = try Self.explore(chart, keys: "lt")
    expectSuccess(result)
    #expect(
      Array(Self.lines(result).suffix(2)) == [
        "2 of 7, 01:00: no data", "01:00: no data, so nothing to compare.",
      ])
  }

  @Test func helpSummaryLegendAndTonesPrintTheirLines() throws {
    let help = try Self.explore(keys: "?")
    #expect(Self.lines(help).count == 2 + 13)
    #expect(Self.lines(help)[2] == "Keys:")
    #expect(Self.lines(help).last == "?: this help. Q: quit.")

    let summary = try Self.explore(keys: "s")
    let described = try CLI.run(["describe", Self.revenue, "--level", "summary"])
    #expect(Self.lines(summary).dropFirst(2).joined(separator: " ") + "\n" == described.stdoutText)

    let legend = try Self.explore(keys: "L")
    #expect(
      Self.lines(legend)[2].hasPrefix("In the audio graph, higher pitch means higher revenue"))

    let tones = try Self.explore(Self.products, keys: "jp")
    #expect(Self.lines(tones).last == "Audio graph of Product B: 12 tones.")
  }

  /// Into a pipe there is no status line: never `\r` and clear-line, one line per point as
  /// without the option (a terminal rewrites it in place: `ExploreTerminalTests`).
  @Test func theStatusLineIsOnlyForATerminal() throws {
    let result = try Self.explore(keys: "llhhhQ", ["--no-speech", "--no-tones", "--status-line"])
    expectSuccess(result)
    let plain = try Self.explore(keys: "llhhhQ", ["--no-speech", "--no-tones"])
    #expect(!result.stdoutText.contains("\r") && !result.stdoutText.contains("\u{1B}"))
    #expect(result.stdoutText == plain.stdoutText)
    #expect(result.stdoutText.contains("Already at the first point.\n"))
  }

  /// Into a pipe the braille sparkline starts each point's line.
  @Test func brailleStartsEachPointLineInAPipe() throws {
    let result = try Self.explore(keys: "lQ", ["--no-speech", "--no-tones", "--braille"])
    expectSuccess(result)
    #expect(!result.stdoutText.contains("\r") && !result.stdoutText.contains("\u{1B}"))
    #expect(
      result.stdoutText.hasSuffix("⡤⠦⠾ 1 of 6, January: $41,200\n⢤⠦⠾ 2 of 6, February: $39,500, lowest so far\n"),
      "\(result.stdoutText)")
  }

  /// A candlestick chart's step says the close, then the day's four prices.
  @Test func aCandlestickStepSaysItsFourPrices() throws {
    let chart = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/candlestick/ohlc-week.vl.json").path
    let result = try Self.explore(chart, keys: "lQ")
    expectSuccess(result)
    #expect(
      Self.lines(result).last
        == "2 of 6, June 2: 29.63, lowest so far. Opened 30.04, high 30.13, low 28.3, closed 29.63.")
  }

  @Test func csvInputWorksAsInDescribe() throws {
    let result = try Self.explore(CLI.example("monthly-revenue.csv"), keys: "$")
    expectSuccess(result)
    #expect(Self.lines(result).last?.hasPrefix("6 of 6, ") == true)
  }

  // MARK: - Audio

  @Test func withoutSpeechAndTonesTheDeviceIsNeverOpened() throws {
    // On a machine without audio, opening the device would print the notice.
    let result = try Self.explore(
      keys: "lllQ",
      ["--no-speech", "--no-tones", "--audio-device", "chartvoice-test-no-such-device"])
    expectSuccess(result)
  }

  @Test(arguments: [["--no-speech"], ["--no-tones"], []])
  func anUnusableDeviceGivesTheNoticeOnceAndTextOnly(_ options: [String]) throws {
    let result = try Self.explore(
      keys: "lllllhhhh?sapLtjQ", options + ["--audio-device", "chartvoice-test-no-such-device"])
    #expect(result.status == 0)
    #expect(result.stderr == Self.notice + "\n")
    #expect(Self.lines(result).count > 15)
  }

  /// On a machine without audio (this one, CI), the default device fails quietly: no ALSA
  /// messages, only the notice.
  @Test(.enabled(if: !AudioHardware.isPresent)) func aHeadlessMachineGivesTheNoticeOnce() throws {
    let result = try Self.explore(keys: "lllQ", [])
    #expect(result.status == 0)
    #expect(result.stderr == Self.notice + "\n")
    #expect(Self.lines(result).last == "4 of 6, April: $38,800, lowest")
  }

  // MARK: - Errors

  @Test func badOptionsAreUsageErrors() throws {
    expectUsageError(try Self.explore(keys: "Q", ["--rate", "5"]), command: "explore")
    expectUsageError(try Self.explore(keys: "Q", ["--no-speech", "--bogus"]), command: "explore")
    expectUsageError(try Self.explore(keys: "Q", ["--voice", "zzzq"]), command: "explore")
  }

  @Test func badInputIsAFailure() throws {
    let message = expectFailure(try Self.explore("missing.json", keys: "Q"))
    #expect(message == "Error: cannot read 'missing.json': no such file")
  }

  /// With the chart on standard input, keys must come from the terminal; without one (`setsid`
  /// leaves the process without a controlling terminal) that is a usage error, not a hang.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid")))
  func aChartOnStandardInputNeedsATerminalForKeys() throws {
    let result = try CLI.run(
      [
        "--wait", try RunExecutable.chartvoiceURL().path, "explore", "-", "--no-speech",
        "--no-tones",
      ],
      stdin: try CLI.exampleData("monthly-revenue.json"),
      executable: URL(fileURLWithPath: "/usr/bin/setsid"))
    let message = expectUsageError(result, command: "explore")
    #expect(message.contains("keys must come from a terminal"))
  }
}
