import ChartModel
import ChartNarration
import ChartSpeech
import Foundation

/// `chartvoice speak`: the description spoken by espeak-ng into a WAV file (or standard output).
enum Speak: Subcommand {
  static let rates = 80...450

  static let spec = CommandSpec(
    name: "speak",
    overview: "Speak a chart's description into a WAV file.",
    arguments: [InputOptions.argument],
    options: [
      OptionSpec(
        name: "output", short: "o", valueName: "file",
        help: "Where to write the WAV audio; '-' writes it to standard output (not to a terminal)."),
      LevelOption.spec(defaultValue: "summary"),
      LocaleOptions.locale,
      OptionSpec(
        name: "voice", valueName: "name",
        help: "An espeak-ng voice ('chartvoice voices' lists them) (default: the locale's voice)."),
      OptionSpec(
        name: "rate", valueName: "wpm", help: "Speaking rate in words per minute, \(rates.lowerBound) to \(rates.upperBound).",
        defaultValue: "175"),
      LocaleOptions.directory,
    ] + InputOptions.specs,
    discussion: """
      EXAMPLES:
        chartvoice speak sales.csv -o sales.wav
        chartvoice speak chart.json --level all --rate 220 -o chart.wav
        chartvoice speak chart.json -o - | aplay
      """)

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let rateText = arguments.value("rate") ?? "175"
    guard let rate = Int(rateText), rates.contains(rate) else {
      throw CLIError.usage(
        "The value '\(rateText)' is invalid for '--rate <wpm>'. Please provide a whole number from \(rates.lowerBound) to \(rates.upperBound).",
        command: spec.name)
    }
    let output = arguments.value("output")
    if output == nil || output == "-", Terminal.isTerminal(STDOUT_FILENO) {
      throw CLIError.usage(
        output == nil
          ? "Missing '-o <file>': give a WAV file to write, or '-o -' to send the audio to a pipe"
          : "Refusing to write WAV audio to a terminal; redirect standard output or give '-o <file>'",
        command: spec.name)
    }
    let levelName = arguments.value("level") ?? "summary"
    let levels = LevelOption.levels(levelName)
    let book = try LocaleOptions.phraseBook(arguments, command: spec.name)
    let chart = try InputOptions.loadChart(arguments, command: spec.name, book: book)

    let engine: EspeakEngine
    let voice: Voice
    do {
      engine = try EspeakEngine.shared()
      voice = try engine.resolveVoice(arguments.value("voice") ?? book.voice)
    } catch let error as SpeechError {
      if case .unknownVoice = error { throw CLIError.usage("\(error)", command: spec.name) }
      throw CLIError.failure("Error: \(error)")
    } catch {
      throw CLIError.failure("Error: \(error)")
    }

    let description: ChartDescription
    do {
      description = try ChartDescription(chart, book: book, levels: levels)
    } catch {
      throw CLIError.failure("Error: \(error)")
    }
    var sections: [[String]] = []
    if levels.contains(.alt), levels.count == 1 { sections.append([description.narration.alt.speech]) }
    if levels.contains(.summary) { sections.append(description.narration.summary.map(\.speech)) }
    if levels.contains(.readout) { sections.append(description.narration.readout.map(\.speech)) }

    var options = SpeechOptions(voice: voice.identifier, rate: rate)
    options.voice = voice.identifier
    let audio: PCMBuffer
    do {
      audio = try SpeechComposer(engine: engine, options: options).compose(sections: sections).audio
    } catch {
      throw CLIError.failure("Error: \(error)")
    }

    do {
      if let output, output != "-" {
        try WAVWriter.write(audio, to: output)
        Terminal.writeError(
          "Wrote \(output): \(String(format: "%.1f", audio.duration)) seconds of speech (\(voice.name)).\n")
      } else {
        Terminal.write(Data(WAVEncoder.encode(audio)))
      }
    } catch {
      throw CLIError.failure("Error: \(error)")
    }
  }
}
