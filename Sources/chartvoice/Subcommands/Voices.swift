import ChartSpeech
import Foundation

/// `chartvoice voices`: the espeak-ng voices, to choose one with `speak --voice`.
enum Voices: Subcommand {
  static let spec = CommandSpec(
    name: "voices",
    overview: "List the espeak-ng voices that 'speak --voice' accepts.",
    options: [language.spec])

  static let language = TypedOption<String>(
    OptionSpec(name: "language", valueName: "code", help: "Only voices for this language (for example de or pt-br)."))

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let voices: [Voice]
    do {
      voices = try EspeakEngine.shared().voices()
    } catch {
      throw CLIError(error)
    }
    let language = arguments.value(language)?.lowercased()
    let shown = voices.filter { voice in
      guard let language else { return true }
      return voice.languages.contains { $0.lowercased() == language || $0.lowercased().hasPrefix(language + "-") }
    }
    if let language, shown.isEmpty {
      throw CLIError.failure(
        "no espeak-ng voice speaks '\(language)'; run 'chartvoice voices' to list them all")
    }
    var output =
      "NAME".padding(toLength: 28, withPad: " ", startingAt: 0)
      + "IDENTIFIER".padding(toLength: 22, withPad: " ", startingAt: 0) + "LANGUAGES\n"
    for voice in shown {
      output +=
        voice.name.padding(toLength: 28, withPad: " ", startingAt: 0)
        + voice.identifier.padding(toLength: 22, withPad: " ", startingAt: 0)
        + voice.languages.joined(separator: ", ") + "\n"
    }
    try Terminal.write(output)
  }
}
