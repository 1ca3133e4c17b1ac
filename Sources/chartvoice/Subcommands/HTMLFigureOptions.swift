import ChartNarration

/// `describe --format html`'s options: the heading level and what the figure links to.
enum HTMLFigureOptions {
  static let group = OptionGroup(
    title: "HTML OPTIONS", options: [headingLevel.spec, image.spec, audio.spec, captions.spec])

  static let headingLevel = TypedOption<Int>.integer(
    OptionSpec(
      name: "heading-level", valueName: "n",
      help: "The level of the figure's heading, 1 to 6 (<h1> to <h6>); a set's views take the level below.",
      defaultValue: "2"),
    in: HTMLOptions.headingLevels)
  static let image = TypedOption<String>(
    OptionSpec(
      name: "image", valueName: "src",
      help: "An image of the chart, as the page links it: an <img> whose alt is the alt text."))
  static let audio = TypedOption<String>(
    OptionSpec(
      name: "audio", valueName: "src",
      help: "The audio 'chartvoice speak -o' wrote, as the page links it: an <audio controls> element."))
  static let captions = TypedOption<String>(
    OptionSpec(
      name: "captions", valueName: "src",
      help: "The WebVTT transcript 'chartvoice speak --transcript' wrote: the audio's captions track."))

  /// The options given, checked against the format and the batch mode.
  ///
  /// - Throws: A usage error for an HTML option without `--format html`, `--captions` without
  ///   `--audio`, or a file named for every input of `--out-dir`.
  static func options(_ arguments: ParsedArguments, format: Describe.Format, batch: Bool) throws(CLIError)
    -> HTMLOptions
  {
    let command = Describe.spec.name
    let given = group.options.filter { arguments.isGiven($0) }.map { "--\($0.name)" }
    if format != .html, let first = given.first {
      throw CLIError.usage("'\(first)' is an option of '--format html'", command: command)
    }
    if arguments.value(captions) != nil, arguments.value(audio) == nil {
      throw CLIError.usage("'--captions' is the captions track of '--audio <src>'; give both", command: command)
    }
    if batch, let file = given.first(where: { $0 != "--\(headingLevel.spec.name)" }) {
      throw CLIError.usage(
        "'\(file)' names one file, so it cannot be used with '--out-dir'; describe each chart on its own",
        command: command)
    }
    return HTMLOptions(
      headingLevel: arguments.valueOrDefault(headingLevel), image: arguments.value(image),
      audio: arguments.value(audio), captions: arguments.value(captions))
  }
}
