import ChartModel
import ChartNarration
import ChartSupport
import Foundation

/// `chartvoice describe`: the alt text, summary and readout as text, Markdown, HTML, JSON or SSML.
enum Describe: Subcommand {
  enum Format: String, CaseIterable, Sendable {
    case text
    case json
    case ssml
    case markdown
    case html

    /// The extension of the files batch mode writes.
    var fileExtension: String {
      switch self {
      case .text: "txt"
      case .json: "json"
      case .ssml: "ssml"
      case .markdown: "md"
      case .html: "html"
      }
    }
  }

  static let spec = CommandSpec(
    name: "describe",
    overview: "Print the alt text, summary and readout of a chart, or write them for many charts.",
    arguments: [InputOptions.inputs],
    options: [
      format.spec,
      level.spec,
      LevelOption.verbosity.spec,
      LocaleOptions.locale.spec,
      LocaleOptions.directory.spec,
      outputDirectory.spec,
      BatchRun.keepGoing.spec,
      BatchRun.failFast.spec,
    ],
    groups: [HTMLFigureOptions.group, AnalysisOptions.group] + InputOptions.groups,
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
        chartvoice describe sales.csv --format html --audio sales.wav --captions sales.vtt

      '--format html' writes one <figure>: the alt text as its aria-label, the summary as its
      caption, the data as a table in a <details> readout, and the audio with its captions when
      given (see docs/publishing.md).

      With '--out-dir', every input is described even when some fail ('--keep-going'), unless
      '--fail-fast' is given; outputs whose names would clash keep their input's extension
      (x.csv.json and x.json.json).
      """)

  static let format = TypedOption<Format>.choice(
    OptionSpec(name: "format", short: "f", valueName: "format", help: "The output format.", defaultValue: "text"))
  static let level = LevelOption.option(defaultValue: "all")
  static let outputDirectory = TypedOption<String>(
    OptionSpec(
      name: "out-dir", valueName: "dir",
      help:
        "Write one description per input into this folder (<name>.txt, .json, .ssml, .md or .html), describing the inputs in parallel; needed for several inputs."
    ))

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let levels = arguments.valueOrDefault(level)
    let book = try LocaleOptions.phraseBook(arguments, command: spec.name)
    let format = arguments.valueOrDefault(format)
    let policy = try AnalysisOptions.policy(arguments, command: spec.name)
    let batch = arguments.value(outputDirectory) != nil
    let html = try HTMLFigureOptions.options(arguments, format: format, batch: batch)
    try BatchRun.checkFlags(arguments, batch: batch, command: spec.name)
    if let directory = arguments.value(outputDirectory) {
      try DescribeBatch(
        inputs: arguments.positionals, directory: directory,
        settings: try InputOptions.settings(arguments, command: spec.name), book: book, levels: levels, format: format,
        policy: policy, verbosity: arguments.valueOrDefault(LevelOption.verbosity),
        view: arguments.value(InputOptions.view), html: html, failFast: arguments.isSet(BatchRun.failFast)
      ).run()
      return
    }
    if arguments.positionals.count > 1 {
      throw CLIError.usage(
        "\(arguments.positionals.count) inputs need '--out-dir <dir>' to write one description each",
        command: spec.name)
    }
    let set = try StageProfile.stage("read") { () throws(CLIError) in
      try InputOptions.loadChartSet(arguments, command: spec.name)
    }
    let text = try StageProfile.stage("describe") { () throws(CLIError) in
      try render(
        set, book: book, levels: levels, format: format, policy: policy,
        verbosity: arguments.valueOrDefault(LevelOption.verbosity), html: html)
    }
    try Terminal.write(text)
  }

  /// A chart's description in `format`, or a composed chart's: the set's alt text, summary and a
  /// readout node per view (JSON: each view's description in `views`).
  static func render(
    _ set: ChartSet, book: PhraseBook, levels: Set<NarrationLevel>, format: Format,
    policy: DescriptionPolicy, verbosity: ReadoutVerbosity = .terse, html: HTMLOptions = HTMLOptions()
  ) throws(CLIError) -> String {
    guard set.isComposed else {
      return try render(
        set.views[0].chart, book: book, levels: levels, format: format, policy: policy, verbosity: verbosity,
        html: html)
    }
    for view in set.views { try AnalysisOptions.validate(view.chart, policy: policy, command: spec.name) }
    do {
      return try output(
        try ChartSetDescription(set, book: book, levels: levels, policy: policy, verbosity: verbosity), format: format,
        html: html)
    } catch {
      throw CLIError(error)
    }
  }

  /// A chart's description in `format`.
  static func render(
    _ chart: ChartDescriptor, book: PhraseBook, levels: Set<NarrationLevel>, format: Format,
    policy: DescriptionPolicy, verbosity: ReadoutVerbosity = .terse, html: HTMLOptions = HTMLOptions()
  ) throws(CLIError) -> String {
    try AnalysisOptions.validate(chart, policy: policy, command: spec.name)
    do {
      return try output(
        try ChartDescription(chart, book: book, levels: levels, policy: policy, verbosity: verbosity), format: format,
        html: html)
    } catch {
      throw CLIError(error)
    }
  }

  /// A description written in `format`.
  static func output(
    _ description: some DescriptionOutput, format: Format, html: HTMLOptions = HTMLOptions()
  ) throws(NarrationError) -> String {
    switch format {
    case .text: try description.text(.display)
    case .json: description.jsonText(pretty: true) + "\n"
    case .ssml: description.ssml()
    case .markdown: try description.markdown(.display)
    case .html: try description.html(html)
    }
  }
}

/// `--level` and `--verbosity`, shared by describe and speak.
enum LevelOption {
  /// `--level`: one tier, or "all"; each command has its own default.
  static func option(defaultValue: String) -> TypedOption<Set<NarrationLevel>> {
    TypedOption(
      OptionSpec(
        name: "level", short: "l", valueName: "level", help: "What to describe.",
        choices: NarrationLevel.allCases.map(\.rawValue) + ["all"], defaultValue: defaultValue)
    ) { text throws(InvalidOptionValue) in
      if text == "all" { return Set(NarrationLevel.allCases) }
      guard let level = NarrationLevel(rawValue: text) else { throw .expected("a tier or all") }
      return [level]
    }
  }

  static let verbosity = TypedOption<ReadoutVerbosity>.choice(
    OptionSpec(
      name: "verbosity", valueName: "verbosity",
      help:
        "How much each readout point says: 'terse' (4 of 6: April, 38,800) or 'verbose' (with the axis names, the unit, extremes and the change from the point before).",
      defaultValue: "terse"))
}

/// `--locale` and `--locales-dir`, shared by every command that narrates.
enum LocaleOptions {
  static let locale = TypedOption<String>(
    OptionSpec(
      name: "locale", valueName: "locale", help: "The language of the description; 'chartvoice locales' lists them.",
      defaultValue: "en"))
  static let directory = TypedOption<String>(
    OptionSpec(
      name: "locales-dir", valueName: "dir",
      help:
        "The folder of phrase files (default: the one installed with chartvoice, or $\(LocaleDirectory.environmentVariable))."
    ))

  /// The phrase book `--locale` names; `loading` says when its templates are parsed.
  static func phraseBook(
    _ arguments: ParsedArguments, command: String, loading: PhraseLoading = .checkingEveryPhrase
  ) throws(CLIError) -> PhraseBook {
    let locale = arguments.valueOrDefault(self.locale)
    do {
      let folder = try LocaleDirectory.find(explicit: arguments.value(directory))
      return try PhraseBook.load(locale: locale, directory: folder, loading: loading)
    } catch .unknownLocale(let name, let available) {
      var message = "Unknown locale '\(name)'. Available: " + available.joined(separator: ", ")
      if let best = nearest(to: name, in: available) { message += ". Did you mean '\(best)'?" }
      throw CLIError.usage(message, command: command)
    } catch {
      throw CLIError(error)
    }
  }
}
