import ChartModel
import ChartNarration
import Foundation

/// `chartvoice describe`: the alt text, summary and readout as text, JSON or SSML.
enum Describe: Subcommand {
  enum Format: String, CaseIterable, Sendable {
    case text
    case json
    case ssml
    case markdown

    /// The extension of the files batch mode writes.
    var fileExtension: String {
      switch self {
      case .text: "txt"
      case .json: "json"
      case .ssml: "ssml"
      case .markdown: "md"
      }
    }
  }

  static let spec = CommandSpec(
    name: "describe",
    overview: "Print the alt text, summary and readout of a chart, or write them for many charts.",
    arguments: [InputOptions.inputs],
    options: [
      OptionSpec(
        name: "format", short: "f", valueName: "format", help: "The output format.",
        choices: Format.allCases.map(\.rawValue), defaultValue: "text"),
      LevelOption.spec(defaultValue: "all"),
      LevelOption.verbosity,
      LocaleOptions.locale,
      LocaleOptions.directory,
      OptionSpec(
        name: "out-dir", valueName: "dir",
        help: "Write one description per input into this folder (<name>.txt, .json, .ssml or .md), describing the inputs in parallel; needed for several inputs."),
    ],
    groups: [AnalysisOptions.group] + InputOptions.groups,
    discussion: """
      EXAMPLES:
        chartvoice describe sales.csv
        chartvoice describe chart.json --level alt
        chartvoice describe chart.json --format json --locale en
        chartvoice describe cars.vl.json --base ../data
        chartvoice describe runs.csv --bucket week --rolling 4
        chartvoice describe visits.json --now 2024-07-01
        cat sales.csv | chartvoice describe - --x month --y revenue
        chartvoice describe charts/*.vl.json tables/*.csv --out-dir site/alt --format markdown
      """)

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let levels = LevelOption.levels(arguments.value("level") ?? "all")
    let book = try LocaleOptions.phraseBook(arguments, command: spec.name)
    let format = Format(rawValue: arguments.value("format") ?? "text") ?? .text
    let policy = try AnalysisOptions.policy(arguments, command: spec.name)
    if let directory = arguments.value("out-dir") {
      try DescribeBatch(
        inputs: arguments.positionals, directory: directory,
        settings: try InputOptions.settings(arguments, book: book, command: spec.name), book: book, levels: levels, format: format,
        policy: policy, verbosity: LevelOption.verbosity(arguments)
      ).run()
      return
    }
    if arguments.positionals.count > 1 {
      throw CLIError.usage(
        "\(arguments.positionals.count) inputs need '--out-dir <dir>' to write one description each",
        command: spec.name)
    }
    let chart = try InputOptions.loadChart(arguments, command: spec.name, book: book)
    try Terminal.write(
      try render(chart, book: book, levels: levels, format: format, policy: policy, verbosity: LevelOption.verbosity(arguments)))
  }

  /// A chart's description in `format`.
  static func render(
    _ chart: ChartDescriptor, book: PhraseBook, levels: Set<NarrationLevel>, format: Format,
    policy: DescriptionPolicy, verbosity: ReadoutVerbosity = .terse
  ) throws(CLIError) -> String {
    try AnalysisOptions.validate(chart, policy: policy, command: spec.name)
    do {
      let description = try ChartDescription(chart, book: book, levels: levels, policy: policy, verbosity: verbosity)
      switch format {
      case .text: return try description.text(.display)
      case .json: return description.json().serialized(pretty: true) + "\n"
      case .ssml: return description.ssml()
      case .markdown: return try description.markdown(.display)
      }
    } catch {
      throw CLIError(error)
    }
  }
}

/// `--level`, shared by describe and speak.
enum LevelOption {
  static func spec(defaultValue: String) -> OptionSpec {
    OptionSpec(
      name: "level", short: "l", valueName: "level", help: "What to describe.",
      choices: ["alt", "summary", "readout", "all"], defaultValue: defaultValue)
  }

  static let verbosity = OptionSpec(
    name: "verbosity", valueName: "verbosity",
    help: "How much each readout point says: 'terse' (4 of 6: April, 38,800) or 'verbose' (with the axis names, the unit, extremes and the change from the point before).",
    choices: ReadoutVerbosity.allCases.map(\.rawValue), defaultValue: "terse")

  static func verbosity(_ arguments: ParsedArguments) -> ReadoutVerbosity {
    arguments.value("verbosity").flatMap(ReadoutVerbosity.init(rawValue:)) ?? .terse
  }

  static func levels(_ value: String) -> Set<NarrationLevel> {
    value == "all" ? Set(NarrationLevel.allCases) : Set([NarrationLevel(rawValue: value) ?? .summary])
  }
}

/// `--locale` and `--locales-dir`, shared by every command that narrates.
enum LocaleOptions {
  static let locale = OptionSpec(
    name: "locale", valueName: "locale", help: "The language of the description; 'chartvoice locales' lists them.",
    defaultValue: "en")
  static let directory = OptionSpec(
    name: "locales-dir", valueName: "dir",
    help: "The folder of phrase files (default: the one installed with chartvoice, or $\(LocaleDirectory.environmentVariable)).")

  static func phraseBook(_ arguments: ParsedArguments, command: String) throws(CLIError) -> PhraseBook {
    let locale = arguments.value("locale") ?? "en"
    do {
      let folder = try LocaleDirectory.find(explicit: arguments.value("locales-dir"))
      return try PhraseBook.load(locale: locale, directory: folder)
    } catch .unknownLocale(let name, let available) {
      var message = "Unknown locale '\(name)'. Available: " + available.joined(separator: ", ")
      if let best = nearest(to: name, in: available) { message += ". Did you mean '\(best)'?" }
      throw CLIError.usage(message, command: command)
    } catch {
      throw CLIError(error)
    }
  }
}
