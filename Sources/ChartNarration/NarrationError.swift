/// Everything that can go wrong turning chart facts into words.
public enum NarrationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The phrase files could not be found anywhere chartvoice looks.
  case localesNotFound(searched: [String])
  /// No phrase file exists for the requested locale.
  case unknownLocale(String, available: [String])
  /// A phrase file is unreadable or malformed; `detail` names the place.
  case invalidPhraseFile(path: String, detail: String)
  /// A phrase file lacks a phrase the narration needs.
  case missingPhrase(id: String, locale: String)
  /// A phrase could not be rendered with the facts given (a placeholder it uses has no value).
  case cannotRender(id: String, locale: String, detail: String)

  /// What the user can do about an error, as a value, so that a front end can say it in its own
  /// terms (a command-line flag) while ``description`` says it in the library's.
  public enum Remedy: Sendable, Hashable, CustomStringConvertible {
    /// Name the folder of phrase files (the one holding `en.json`).
    case giveLocalesFolder
    /// Choose one of the locales that have a phrase file.
    case chooseAvailableLocale

    /// The remedy as a sentence in the library's terms.
    public var description: String {
      switch self {
      case .giveLocalesFolder:
        "Give the folder holding en.json as the locales folder, or set CHARTVOICE_LOCALES_DIR to it"
      case .chooseAvailableLocale: "Choose one of them"
      }
    }
  }

  /// What the user can do about the error, when there is something.
  public var remedy: Remedy? {
    switch self {
    case .localesNotFound: .giveLocalesFolder
    case .unknownLocale: .chooseAvailableLocale
    case .invalidPhraseFile, .missingPhrase, .cannotRender: nil
    }
  }

  /// The problem, followed by its ``remedy`` in the library's terms.
  public var description: String {
    guard let remedy else { return problem }
    return "\(problem). \(remedy)"
  }

  /// The problem without its remedy.
  public var problem: String {
    switch self {
    case .localesNotFound(let searched):
      "cannot find the phrase files (Locales/); looked in "
        + searched.map { "'\($0)'" }.joined(separator: ", ")
    case .unknownLocale(let locale, let available):
      "unknown locale '\(locale)'; available: " + available.map { "'\($0)'" }.joined(separator: ", ")
    case .invalidPhraseFile(let path, let detail):
      "\(path): error: \(detail)"
    case .missingPhrase(let id, let locale):
      "the '\(locale)' phrase file has no phrase '\(id)'"
    case .cannotRender(let id, let locale, let detail):
      "cannot render phrase '\(id)' of '\(locale)': \(detail)"
    }
  }
}
