import ChartVoiceTestSupport
import Foundation
import Testing

/// `--help`, `-h` and `help <subcommand>` print the same text, exit 0 and match the goldens in
/// `Golden/help/`.
@Suite struct HelpTests {
  static let subcommands = ["describe", "speak", "sonify", "explore", "voices", "locales"]

  /// Runs each spelling of a help request, expects exit 0 and the same text from all, and
  /// compares that text with `Golden/help/<name>.txt`.
  func expectSameHelp(
    _ spellings: [[String]], golden name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var outputs: [String] = []
    for arguments in spellings {
      let result = try CLI.run(arguments, sourceLocation: sourceLocation)
      expectSuccess(result, sourceLocation: sourceLocation)
      outputs.append(result.stdoutText)
    }
    #expect(
      Set(outputs).count == 1, "the spellings print different help", sourceLocation: sourceLocation)
    Golden.check(outputs[0], against: "help/\(name).txt", sourceLocation: sourceLocation)
  }

  @Test func mainHelpIsTheSameEveryWayAndMatchesTheGolden() throws {
    try expectSameHelp([["--help"], ["-h"], ["help"]], golden: "chartvoice")
  }

  @Test(arguments: subcommands)
  func subcommandHelpIsTheSameEveryWayAndMatchesTheGolden(_ subcommand: String) throws {
    try expectSameHelp(
      [[subcommand, "--help"], [subcommand, "-h"], ["help", subcommand]], golden: subcommand)
  }

  @Test(arguments: [nil] + subcommands)
  func helpHasArgumentParsersShape(_ subcommand: String?) throws {
    let result = try CLI.run(subcommand.map { [$0, "--help"] } ?? ["--help"])
    let text = result.stdoutText
    #expect(text.hasPrefix("OVERVIEW: "))
    #expect(text.contains("\nUSAGE: chartvoice" + (subcommand.map { " " + $0 } ?? "")))
    #expect(text.contains("\nOPTIONS:\n"))
    #expect(text.contains("  -h, --help "))
    if subcommand == nil { #expect(text.contains("\nSUBCOMMANDS:\n")) }
    if subcommand == "describe" || subcommand == "speak" || subcommand == "explore" {
      #expect(text.contains("\nARGUMENTS:\n"))
    }
    for line in text.split(separator: "\n") {
      #expect(line.count <= 100, "line of \(line.count) characters: \(line)")
    }
  }

  @Test func helpWinsOverOtherArguments() throws {
    let result = try CLI.run(["describe", "--format", "json", "--help"])
    expectSuccess(result)
    #expect(result.stdoutText.hasPrefix("OVERVIEW: Print the alt text"))
  }

  @Test func versionPrintsTheVersionAndExitsZero() throws {
    let result = try CLI.run(["--version"])
    expectSuccess(result)
    let version = result.stdoutText.trimmingCharacters(in: .newlines)
    #expect(version.split(separator: ".").count == 3, "'\(version)' is not a semantic version")
    #expect(version.allSatisfy { $0.isNumber || $0 == "." })
  }

  @Test func noArgumentsPrintsHelpOnStandardErrorAndExits64() throws {
    let result = try CLI.run([])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("OVERVIEW: "))
  }
}
