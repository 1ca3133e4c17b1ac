import ChartModel
import ChartNarration
import Foundation

/// `chartvoice describe`: the alt text, summary and readout as text, JSON or SSML.
enum Describe: Subcommand {
  enum Format: String, CaseIterable {
    case text
    case json
    case ssml
  }

  static let spec = CommandSpec(
    name: "describe",
    overview: "Print the alt text, summary and readout of a chart.",
    arguments: [InputOptions.argument],
    options: [
      OptionSpec(
        name: "format", short: "f", valueName: "format", help: "The output format.",
        choices: Format.allCases.map(\.rawValue), defaultValue: "text"),
      LevelOption.spec(defaultValue: "all"),
      LocaleOptions.locale,
      LocaleOptions.directory,
    ] + AnalysisOptions.specs + InputOptions.specs,
    discussion: """
      EXAMPLES:
        chartvoice describe sales.csv
        chartvoice describe chart.json --level alt
        chartvoice describe chart.json --format json --locale en
        chartvoice describe runs.csv --bucket week --rolling 4
        chartvoice describe visits.json --now 2024-07-01
        cat sales.csv | chartvoice describe - --x month --y revenue
      """)

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let levels = LevelOption.levels(arguments.value("level") ?? "all")
    let book = try LocaleOptions.phraseBook(arguments, command: spec.name)
    let chart = try InputOptions.loadChart(arguments, command: spec.name)
    let policy = try AnalysisOptions.policy(arguments, command: spec.name)
    try AnalysisOptions.validate(chart, policy: policy, command: spec.name)
    let description: ChartDescription
    do {
      description = try ChartDescription(chart, book: book, levels: levels, policy: policy)
    } catch {
      throw CLIError.failure("Error: \(error)")
    }
    switch Format(rawValue: arguments.value("format") ?? "text") ?? .text {
    case .text:
      let text: String
      do {
        text = try description.text(.display)
      } catch {
        throw CLIError.failure("Error: \(error)")
      }
      try Terminal.write(text)
    case .json:
      try Terminal.write(description.json().serialized(pretty: true) + "\n")
    case .ssml:
      try Terminal.write(description.ssml())
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
      throw CLIError.failure("Error: \(error)")
    }
  }
}
