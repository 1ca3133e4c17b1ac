import ChartVoiceTestSupport
import Foundation
import Testing

/// Every numeric option is range-checked: out of range, not a number or too large to hold is a
/// usage error (64) naming the option and its range, never a trap (issue 13).
@Suite struct NumericOptionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    // 1e18 seconds once trapped converting the overview's tone count to an integer.
    Case(arguments: ["sonify", "--duration", "1e18"], message: "from 1 to 3600"),
    Case(arguments: ["sonify", "--duration", "0.5"], message: "from 1 to 3600"),
    Case(arguments: ["sonify", "--duration", "nan"], message: "from 1 to 3600"),
    Case(arguments: ["sonify", "--duration", "inf"], message: "from 1 to 3600"),
    Case(arguments: ["sonify", "--duration", "-5"], message: "from 1 to 3600"),
    Case(arguments: ["describe", "--max-input-mb", "0"], message: "from 1 to 16384"),
    Case(arguments: ["describe", "--max-input-mb", "-5"], message: "from 1 to 16384"),
    Case(arguments: ["describe", "--max-input-mb", "abc"], message: "from 1 to 16384"),
    Case(arguments: ["describe", "--max-input-mb", "99999999999999999999"], message: "from 1 to 16384"),
    // 2^44 megabytes shifted left by 20 bits once wrapped to a negative byte count.
    Case(arguments: ["describe", "--max-input-mb", "17592186044416"], message: "from 1 to 16384"),
    Case(arguments: ["describe", "--rolling", "99999999999999999999"], message: "1 or more"),
    Case(arguments: ["speak", "--rate", "99999999999999999999"], message: "--rate <wpm>"),
    Case(arguments: ["sonify", "--pitch-range", "C6-C3"], message: "add --invert"),
  ])
  func outOfRangeValuesAreUsageErrors(_ c: Case) throws {
    let directory = try TemporaryDirectory()
    var arguments = c.arguments + [CLI.example("monthly-revenue.json")]
    if arguments[0] != "describe" { arguments += ["-o", "out.wav"] }
    let result = try CLI.run(arguments, in: directory.url)
    #expect(result.status == 64, "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains(c.message), "\(result.stderr.prefix(300))")
    #expect(result.stdout.isEmpty)
    #expect(try directory.contents().isEmpty)
    // No internal property names reach the user.
    for name in ["overviewDuration", "invertsPitch", "maximumTonesPerSecond", "longestStep"] {
      #expect(!result.stderr.contains(name), "\(result.stderr.prefix(300))")
    }
  }

  @Test func valuesInRangeAreAccepted() throws {
    let directory = try TemporaryDirectory()
    let result = try CLI.run(
      ["describe", "--max-input-mb", "16384", "--rolling", "3", CLI.example("monthly-revenue.json")],
      in: directory.url)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    let tones = try CLI.run(
      ["sonify", "--duration", "1", "--speed", "fastest", CLI.example("monthly-revenue.json"), "-o", "t.wav"],
      in: directory.url)
    #expect(tones.status == 0, "\(tones.stderr.prefix(300))")
  }
}
