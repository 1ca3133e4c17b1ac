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

/// Options that belong together, listed in help under their own title ("CSV OPTIONS:"), as
/// swift-argument-parser lists a titled `@OptionGroup`; several commands share a group.
struct OptionGroup: Sendable {
  /// The heading without its colon, in capitals.
  var title: String
  var options: [OptionSpec]
}

/// A subcommand: its name, what it does, and what it accepts.
struct CommandSpec: Sendable {
  var name: String
  var overview: String
  var arguments: [ArgumentSpec] = []
  /// The command's own options, listed under OPTIONS.
  var options: [OptionSpec] = []
  /// Shared options, each group under its title after OPTIONS.
  var groups: [OptionGroup] = []
  /// Extra paragraphs printed after the options (examples, notes).
  var discussion: String?

  /// The full command as typed ("chartvoice describe").
  var commandName: String { name.isEmpty ? "chartvoice" : "chartvoice \(name)" }

  /// The implicit `--help`, last under OPTIONS.
  static let helpOption = OptionSpec(name: "help", short: "h", valueName: nil, help: "Show help information.")

  /// Every option, in the order of the usage line, including the implicit `--help`.
  var allOptions: [OptionSpec] {
    options + groups.flatMap(\.options) + [Self.helpOption]
  }

  func option(named name: String) -> OptionSpec? {
    allOptions.first { $0.name == name }
  }

  func option(short: Character) -> OptionSpec? {
    allOptions.first { $0.short == short }
  }
}
