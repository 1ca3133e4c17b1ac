import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@testable import chartvoice

/// A seeded fuzz of the option parser and the option readers behind it (issue 13): random
/// command lines built from every command's options, hostile values (`1e18`, `-5`, `nan`, huge
/// integers, control characters, `=`, `--`) and junk never trap; each either parses or is a
/// `CLIError`, and a usage error's message is one visible line per part.
@Suite struct OptionParserFuzzTests {
  static let values = [
    "1e18", "-1e18", "1e400", "nan", "inf", "-5", "0", "-0", "1", "3", "abc", "", "=", "--", "-",
    "99999999999999999999", "17592186044416", "C3-C6", "C6-C3", "Q9-C1", "0-127", "-1-200",
    "22050", "fast", "all", "summary", "json", "text", "\u{1B}[2J", "a\rb", "x.csv", "/dev/null",
    "2024-05-20", "en", "zz", "\u{0}", "ü", String(repeating: "9", count: 400),
  ]

  static let commands: [CommandSpec] = [Describe.spec, Speak.spec, Sonify.spec, Explore.spec]

  static func commandLine(_ spec: CommandSpec, _ random: inout SplitMix64) -> [String] {
    let names = spec.allOptions.filter { $0.name != "help" }
    var arguments: [String] = []
    for _ in 0..<(1 + Int(random.next() % 6)) {
      switch random.next() % 5 {
      case 0, 1:
        let option = names[Int(random.next() % UInt64(names.count))]
        arguments.append("--" + option.name)
        if option.valueName != nil || random.next() % 4 == 0 {
          arguments.append(values[Int(random.next() % UInt64(values.count))])
        }
      case 2:
        let option = names[Int(random.next() % UInt64(names.count))]
        arguments.append("--\(option.name)=" + values[Int(random.next() % UInt64(values.count))])
      case 3:
        if let short = names.compactMap(\.short).randomElement(using: &random) {
          arguments.append("-\(short)")
        }
      default:
        arguments.append(values[Int(random.next() % UInt64(values.count))])
      }
    }
    return arguments
  }

  @Test func randomCommandLinesParseOrAreUsageErrors() throws {
    var random = SplitMix64(seed: 0x13_13)
    var parsedCount = 0
    var refusedCount = 0
    for round in 0..<4_000 {
      let spec = Self.commands[round % Self.commands.count]
      let arguments = Self.commandLine(spec, &random)
      do {
        let parsed = try ArgumentScanner(spec: spec).scan(arguments)
        // The readers of the numeric and structured options, as the commands call them.
        _ = try InputOptions.settings(parsed, command: spec.name)
        if spec.name != Describe.spec.name {
          _ = try AudioOptions.style(parsed, command: spec.name)
          _ = parsed.value(Speak.rate)
        }
        if spec.name != Explore.spec.name, spec.name != Sonify.spec.name {
          _ = try AnalysisOptions.policy(parsed, command: spec.name)
        }
        parsedCount += 1
      } catch {
        refusedCount += 1
        if case .usage(let message, _) = error {
          #expect(!message.isEmpty, "\(arguments)")
        }
        #expect(!error.line.contains("\n") && !error.line.contains("\u{1B}"), "\(arguments)")
      }
    }
    // The generator reaches both outcomes.
    #expect(parsedCount > 100 && refusedCount > 100, "\(parsedCount) parsed, \(refusedCount) refused")
  }

  /// The kept inputs of the `fuzz-options` libFuzzer target (NUL-separated words) parse or are
  /// one-line errors, as the target requires.
  @Test func keptFuzzInputsParseOrAreOneLineErrors() throws {
    let folder = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/fuzz/options")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count >= 5)
    for name in names {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let words = String(decoding: data, as: UTF8.self)
        .split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
      do {
        if case .run(let command, let parsed) = try ChartVoiceCommand.parse(words) {
          _ = try InputOptions.settings(parsed, command: command.spec.name)
        }
      } catch {
        #expect(
          !error.line.unicodeScalars.contains { VisibleText.isControl($0) && $0 != "\t" }, "\(name): \(error.line)")
      }
    }
  }

  @Test func anErrorQuotingAControlCharacterStaysOneVisibleLine() throws {
    #expect(throws: CLIError.self) { try ChartVoiceCommand.parse(["describe", "--y\n\u{1B}[2J"]) }
    do {
      _ = try ChartVoiceCommand.parse(["describe", "--rolling", "4\n\u{1B}[2J"])
      Issue.record("an invalid --rolling was accepted")
    } catch {
      #expect(
        error.line
          == "Error: The value '4\\u000A\\u001B[2J' is invalid for '--rolling <n>'. Please provide a "
          + "whole number of points, 1 or more.")
    }
  }

  @Test func parsingDoesNothingButRead() throws {
    guard
      case .run(let command, let parsed) = try ChartVoiceCommand.parse(
        ["speak", "in.csv", "-o", "out.wav", "--rate", "200"])
    else {
      Issue.record("speak was not parsed as a command to run")
      return
    }
    #expect(command.spec.name == "speak")
    #expect(parsed.value(Speak.rate) == 200)
    #expect(!FileManager.default.fileExists(atPath: "out.wav"))
    guard case .show(let help) = try ChartVoiceCommand.parse(["describe", "--help"]) else {
      Issue.record("--help was not parsed as help")
      return
    }
    #expect(help.hasPrefix("OVERVIEW: Print the alt text"))
  }
}
