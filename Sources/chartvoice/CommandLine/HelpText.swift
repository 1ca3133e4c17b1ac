/// Help in swift-argument-parser's shape: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum HelpText {
  /// Column where option descriptions start.
  static let descriptionColumn = 26
  /// Lines are wrapped to this width, whatever the terminal, so help is the same everywhere.
  static let width = 100

  /// The usage line after its 7-column `USAGE: ` or `Usage: ` prefix, wrapped between options so
  /// that `[--y <column> ...]` stays on one line.
  static func usageLine(for spec: CommandSpec) -> String {
    var parts = [spec.commandName]
    parts += spec.arguments.map {
      let name = "<\($0.name)>" + ($0.repeats ? " ..." : "")
      return $0.isOptional ? "[\(name)]" : name
    }
    parts += (spec.options + spec.groups.flatMap(\.options)).map(\.usage)
    return wrap(words: parts, indent: 7, firstIndent: 7)
  }

  static func help(for spec: CommandSpec) -> String {
    var text = "OVERVIEW: \(spec.overview)\n\nUSAGE: \(usageLine(for: spec))\n"
    if !spec.arguments.isEmpty {
      text += "\nARGUMENTS:\n"
      for argument in spec.arguments {
        text += row("<\(argument.name)>" + (argument.repeats ? " ..." : ""), argument.help)
      }
    }
    text += "\nOPTIONS:\n"
    for option in spec.options + [CommandSpec.helpOption] { text += row(option) }
    for group in spec.groups {
      text += "\n\(group.title):\n"
      for option in group.options { text += row(option) }
    }
    if let discussion = spec.discussion {
      text += "\n" + discussion + "\n"
    }
    return text
  }

  static func mainHelp(subcommands: [CommandSpec], version: String) -> String {
    var text = """
      OVERVIEW: Describe charts in words, speech and tones, for people who cannot see them.

      chartvoice reads a chart (its own JSON descriptor, a CSV or TSV table, or a Vega-Lite spec) and
      writes an alt text, a summary and a point-by-point readout, speaks them through espeak-ng into a
      WAV file, plays the data as tones, or lets you explore it point by point.

      USAGE: chartvoice <subcommand>

      OPTIONS:

      """
    text += row("--version", "Show the version (\(version)).")
    text += row("-h, --help", "Show help information.")
    text += "\nSUBCOMMANDS:\n"
    for spec in subcommands {
      text += row(spec.name, spec.overview)
    }
    text += "\n  See 'chartvoice help <subcommand>' for detailed help.\n"
    return text
  }

  /// The three-part usage error; `errorLine` is ``CLIError/line`` (`Error: …`).
  static func usageError(_ errorLine: String, spec: CommandSpec) -> String {
    """
    \(errorLine)
    Usage: \(usageLine(for: spec))
      See '\(spec.commandName) --help' for more information.

    """
  }

  /// An option's row: its synopsis, its help, and its values and default in parentheses.
  private static func row(_ option: OptionSpec) -> String {
    var help = option.help
    var notes: [String] = []
    if let choices = option.choices { notes.append("values: " + choices.joined(separator: ", ")) }
    if let defaultValue = option.defaultValue { notes.append("default: \(defaultValue)") }
    if !notes.isEmpty { help += " (" + notes.joined(separator: "; ") + ")" }
    return row(option.synopsis, help)
  }

  private static func row(_ label: String, _ help: String) -> String {
    let prefix = "  " + label
    if prefix.count < descriptionColumn - 1 {
      let padding = String(repeating: " ", count: descriptionColumn - prefix.count)
      return prefix + padding + wrap(help, indent: descriptionColumn, firstIndent: descriptionColumn) + "\n"
    }
    return prefix + "\n" + String(repeating: " ", count: descriptionColumn)
      + wrap(help, indent: descriptionColumn, firstIndent: descriptionColumn) + "\n"
  }

  /// Wraps words to ``width``; continuation lines are indented by `indent`.
  private static func wrap(_ text: String, indent: Int, firstIndent: Int) -> String {
    wrap(words: text.split(separator: " ", omittingEmptySubsequences: false), indent: indent, firstIndent: firstIndent)
  }

  /// Wraps `words`, each kept whole, to ``width``; the first line starts at column `firstIndent`
  /// and continuation lines are indented by `indent`.
  private static func wrap(words: [some StringProtocol], indent: Int, firstIndent: Int) -> String {
    var lines: [String] = []
    var line = ""
    var lineStart = firstIndent
    for word in words {
      if !line.isEmpty, lineStart + line.count + 1 + word.count > width {
        lines.append(line)
        line = String(word)
        lineStart = indent
      } else {
        line += line.isEmpty ? String(word) : " " + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
  }
}
