/// What a command accepts, declared once: the scanner parses with it and the help text is
/// generated from it, so the two cannot disagree.
struct OptionSpec: Sendable {
  /// Long name without dashes ("format").
  var name: String
  /// Short name without the dash ("f"), when there is one.
  var short: Character?
  /// The value's placeholder ("format"); `nil` for a flag that takes no value.
  var valueName: String?
  var help: String
  /// The allowed values, listed in help and checked by the scanner.
  var choices: [String]?
  /// The default, shown in help.
  var defaultValue: String?
  /// Whether the option may be given more than once (or with several values, as `--y a b`).
  var repeats = false
  /// Checks a value beyond its choices (a number's range, a date's form); `nil` takes any text.
  /// ``TypedOption`` sets it from the function that reads the value, so the scanner refuses what
  /// the command could not read.
  var check: (@Sendable (String) -> InvalidOptionValue?)? = nil

  var isFlag: Bool { valueName == nil }

  /// `-f, --format <format>` or `--no-tones`.
  var synopsis: String {
    var text = short.map { "-\($0), " } ?? ""
    text += "--\(name)"
    if let valueName { text += " <\(valueName)>" + (repeats ? " ..." : "") }
    return text
  }

  /// `[--format <format>]` for the usage line.
  var usage: String {
    var text = "--\(name)"
    if let valueName { text += " <\(valueName)>" + (repeats ? " ..." : "") }
    return "[\(text)]"
  }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
  var name: String
  var help: String
  var isOptional = true
  /// Whether it may be given several times (only the last argument): `[<input> ...]`.
  var repeats = false
}

/// A subcommand: its name, what it does, and what it accepts.
struct CommandSpec: Sendable {
  var name: String
  var overview: String
  var arguments: [ArgumentSpec] = []
  var options: [OptionSpec] = []
  /// Extra paragraphs printed after the options (examples, notes).
  var discussion: String?

  /// The full command as typed ("chartvoice describe").
  var commandName: String { name.isEmpty ? "chartvoice" : "chartvoice \(name)" }

  /// Every option, including the implicit `--help`.
  var allOptions: [OptionSpec] {
    options + [OptionSpec(name: "help", short: "h", valueName: nil, help: "Show help information.")]
  }

  func option(named name: String) -> OptionSpec? {
    allOptions.first { $0.name == name }
  }

  func option(short: Character) -> OptionSpec? {
    allOptions.first { $0.short == short }
  }
}
