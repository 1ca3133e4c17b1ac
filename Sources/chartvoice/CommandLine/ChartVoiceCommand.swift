import ChartModel
import ChartNarration
import ChartSpeech
import ChartSupport
import Foundation

/// The `chartvoice` command: dispatches to a subcommand and turns errors into messages and exit
/// codes (0 success, 1 failure, 64 usage error).
enum ChartVoiceCommand {
  static let version = "0.1.0"

  static var subcommands: [any Subcommand.Type] {
    [Describe.self, Speak.self, Sonify.self, Explore.self, Voices.self, Locales.self]
  }

  /// What a command line asks for, read and checked but not yet done.
  enum Invocation {
    /// Print help or the version on standard output.
    case show(String)
    /// Run a subcommand with its parsed arguments.
    case run(any Subcommand.Type, ParsedArguments)
  }

  /// Runs a command line and returns the process's exit code; errors are printed here.
  static func run(_ arguments: [String]) -> ExitCode {
    guard !arguments.isEmpty else {
      Terminal.writeError(HelpText.mainHelp(subcommands: subcommands.map { $0.spec }, version: version))
      return .usage
    }
    let invocation: Invocation
    do {
      invocation = try parse(arguments)
    } catch {
      return report(error)
    }
    switch invocation {
    case .show(let text):
      return show(text)
    case .run(let command, let parsed):
      do {
        try command.run(parsed)
        return .success
      } catch {
        return report(error, spec: command.spec)
      }
    }
  }

  /// Reads a (non-empty) command line: the subcommand, its options and arguments, every value
  /// checked. Nothing is read, written or played, so any command line can be parsed safely (the
  /// option-parser fuzz target does).
  ///
  /// - Throws: A usage error for an unknown subcommand or option, or an invalid value.
  static func parse(_ arguments: [String]) throws(CLIError) -> Invocation {
    let first = arguments.first ?? "--help"
    switch first {
    case "-h", "--help":
      return .show(HelpText.mainHelp(subcommands: subcommands.map { $0.spec }, version: version))
    case "--version":
      return .show(version + "\n")
    case "help":
      guard let name = arguments.dropFirst().first else {
        return .show(HelpText.mainHelp(subcommands: subcommands.map { $0.spec }, version: version))
      }
      guard let command = subcommands.first(where: { $0.spec.name == name }) else {
        throw unknownSubcommand(name)
      }
      return .show(HelpText.help(for: command.spec))
    default:
      if first.hasPrefix("-"), first != "-" {
        throw unknownOption(first)
      }
      guard let command = subcommands.first(where: { $0.spec.name == first }) else {
        throw unknownSubcommand(first)
      }
      let parsed = try ArgumentScanner(spec: command.spec).scan(Array(arguments.dropFirst()))
      if parsed.isGiven(CommandSpec.helpOption) { return .show(HelpText.help(for: command.spec)) }
      return .run(command, parsed)
    }
  }

  /// Prints help or the version on standard output.
  static func show(_ text: String) -> ExitCode {
    do {
      try Terminal.write(text)
      return .success
    } catch {
      return report(error)
    }
  }

  static func unknownSubcommand(_ name: String) -> CLIError {
    var message = "Unknown subcommand '\(name)'"
    if let best = nearest(to: name, in: subcommands.map { $0.spec.name }) {
      message += ". Did you mean '\(best)'?"
    }
    return .usage(message, command: "")
  }

  /// An option before any subcommand other than `--help` and `--version`.
  static func unknownOption(_ name: String) -> CLIError {
    var message = "Unknown option '\(name)'"
    if let best = nearest(to: String(name.drop { $0 == "-" }), in: ["help", "version"]) {
      message += ". Did you mean '--\(best)'?"
    }
    return .usage(message, command: "")
  }

  /// `chartvoice` itself, for the usage line of its errors: the same `chartvoice <subcommand>`
  /// as its help.
  static var mainSpec: CommandSpec {
    CommandSpec(
      name: "", overview: "Describe charts in words and speech.",
      arguments: [ArgumentSpec(name: "subcommand", help: "The subcommand to run.", isOptional: false)])
  }

  /// Prints an error in the shape its kind needs and returns the exit code.
  static func report(_ error: CLIError, spec: CommandSpec? = nil) -> ExitCode {
    switch error {
    case .usage(_, let command):
      let usageSpec = spec ?? subcommands.first { $0.spec.name == command }?.spec ?? mainSpec
      Terminal.writeError(HelpText.usageError(error.line, spec: usageSpec))
      return .usage
    case .failure, .located:
      Terminal.writeError(error.line + "\n")
      return .failure
    }
  }
}
