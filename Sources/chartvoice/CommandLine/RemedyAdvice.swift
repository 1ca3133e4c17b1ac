import ChartModel
import ChartNarration
import ChartSpeech

// The libraries say what would fix an input as a typed remedy, in their own terms; this is the one
// place that says it in the command line's: the flag to pass.

extension InputRemedy {
  /// The remedy as the flag that applies it ("use --decimal ,").
  var advice: String {
    switch self {
    case .useDecimalSeparator(let separator): "use --decimal \(separator.rawValue)"
    case .chooseYColumn: "choose the y column with --y"
    case .useOneYColumnWithSeries: "--series takes one --y"
    case .chooseLayout: "choose the layout with --series or --y"
    case .saveAndGiveDataFile: "save the file and give it with --data FILE"
    case .giveDataFile: "give the file with --data FILE"
    case .giveBaseFolderOrDataFile:
      "give the folder its URL is relative to with --base DIR, or the file itself with --data FILE"
    }
  }
}

extension NarrationError.Remedy {
  /// The remedy as a sentence naming the option or command that applies it.
  var advice: String {
    switch self {
    case .giveLocalesFolder:
      "Set CHARTVOICE_LOCALES_DIR or pass --locales-dir to the folder holding en.json"
    case .chooseAvailableLocale: "Run 'chartvoice locales' to list them"
    }
  }
}

extension SpeechError {
  /// The error with its remedy as the command that applies it ("run 'chartvoice voices' …").
  var commandLineText: String {
    guard remedy == .chooseInstalledVoice else { return description }
    let advice = "run 'chartvoice voices' to list the available voices"
    return problem.hasSuffix("?")
      ? "\(problem) \(advice.prefix(1).uppercased() + advice.dropFirst())" : "\(problem); \(advice)"
  }
}

extension ChartModelError {
  /// The one-line error in compiler style, with its remedy as flag advice.
  var commandLineText: String {
    let text = "\(location): error: \(problem)"
    guard let remedy else { return text }
    return "\(text); \(remedy.advice)"
  }
}

extension ChartNotice {
  /// The notice with its remedy as flag advice, for a `warning:` line.
  var commandLineText: String {
    guard let remedy else { return problem }
    return "\(problem) (\(remedy.advice))"
  }
}

extension CLIError {
  /// The error a library call threw, as the command line reports it: an input's problem at its
  /// place, any other as a failure; remedies as the flags to pass.
  init(_ error: any Error) {
    switch error {
    case let error as CLIError:
      self = error
    case let error as ChartModelError:
      self = .located(error.commandLineText)
    case let error as NarrationError:
      self = .failure(error.remedy.map { "\(error.problem). \($0.advice)" } ?? "\(error)")
    case let error as SpeechError:
      self = .failure(error.commandLineText)
    default:
      self = .failure("\(error)")
    }
  }
}
