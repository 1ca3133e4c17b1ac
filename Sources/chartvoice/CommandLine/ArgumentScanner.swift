import ChartModel
import ChartSupport

/// The result of scanning a command line against a ``CommandSpec``.
struct ParsedArguments: Equatable {
  /// Option values by long name, in the order given.
  var values: [String: [String]] = [:]
  /// Flags given, by long name.
  var flags: Set<String> = []
  var positionals: [String] = []

  func value(_ name: String) -> String? { values[name]?.last }
  func flag(_ name: String) -> Bool { flags.contains(name) }
}

/// Parses arguments the way users of swift-argument-parser tools expect: `--name value`,
/// `--name=value`, `-n value`, `-n=value`; `--` ends options; `-` alone is a positional (standard
/// input or output); a repeating option takes every following value up to the next option.
struct ArgumentScanner {
  let spec: CommandSpec

  func scan(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      // Split "--name=value" and "-n=value".
      var name = argument
      var attached: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      let option: OptionSpec?
      if name.hasPrefix("--") {
        option = spec.option(named: String(name.dropFirst(2)))
      } else if name.count == 2, let short = name.last {
        option = spec.option(short: short)
      } else {
        option = nil
      }
      guard let option else {
        throw unknownOption(name)
      }
      if option.isFlag {
        guard attached == nil else {
          throw CLIError.usage("The flag '\(name)' does not take a value", command: spec.name)
        }
        parsed.flags.insert(option.name)
        continue
      }
      var values: [String] = []
      if let attached {
        values.append(attached)
      } else if index < arguments.count, !isOption(arguments[index]) {
        values.append(arguments[index])
        index += 1
      }
      guard !values.isEmpty else {
        throw CLIError.usage("Missing value for '\(option.synopsis)'", command: spec.name)
      }
      if option.repeats {
        while index < arguments.count, !isOption(arguments[index]), attached == nil,
          spec.arguments.isEmpty || !looksLikeInput(arguments[index])
        {
          values.append(arguments[index])
          index += 1
        }
      }
      for value in values {
        if let choices = option.choices, !choices.contains(value) {
          let list = choices.map { "'\($0)'" }
          let joined = list.count > 1 ? list.dropLast().joined(separator: ", ") + " or " + list.last! : list[0]
          throw CLIError.usage(
            "The value '\(value)' is invalid for '\(option.synopsis)'. Please provide one of \(joined).",
            command: spec.name)
        }
        if let problem = option.check?(value) {
          throw CLIError.usage(
            "The value '\(value)' is invalid for '\(option.synopsis)'\(problem.reason)", command: spec.name)
        }
      }
      if !option.repeats, parsed.values[option.name] != nil {
        throw CLIError.usage("'--\(option.name)' was given more than once", command: spec.name)
      }
      parsed.values[option.name, default: []].append(contentsOf: values)
    }
    if parsed.positionals.count > spec.arguments.count, spec.arguments.last?.repeats != true {
      let extra = parsed.positionals[spec.arguments.count]
      throw CLIError.usage("Unexpected argument '\(extra)'", command: spec.name)
    }
    return parsed
  }

  private func isOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-" && Double(argument) == nil
  }

  /// A value after a repeating option that names a file is the input, not another column.
  private func looksLikeInput(_ argument: String) -> Bool {
    argument.contains("/") || argument.contains(".")
  }

  private func unknownOption(_ name: String) -> CLIError {
    var message = "Unknown option '\(name)'"
    let bare = String(name.drop { $0 == "-" })
    if let best = nearest(to: bare, in: spec.allOptions.map(\.name)) {
      message += ". Did you mean '--\(best)'?"
    }
    return .usage(message, command: spec.name)
  }
}
