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
  /// A ``SonificationStyle`` setting is out of range; `detail` names the setting, its value and
  /// what would be valid.
  case invalidSonification(String)

  public var description: String {
    switch self {
    case .localesNotFound(let searched):
      "cannot find the phrase files (Locales/); looked in "
        + searched.map { "'\($0)'" }.joined(separator: ", ")
        + ". Set CHARTVOICE_LOCALES_DIR or pass --locales-dir to the folder holding en.json"
    case .unknownLocale(let locale, let available):
      "unknown locale '\(locale)'; available: " + available.map { "'\($0)'" }.joined(separator: ", ")
        + ". Run 'chartvoice locales' to list them"
    case .invalidPhraseFile(let path, let detail):
      "\(path): error: \(detail)"
    case .missingPhrase(let id, let locale):
      "the '\(locale)' phrase file has no phrase '\(id)'"
    case .cannotRender(let id, let locale, let detail):
      "cannot render phrase '\(id)' of '\(locale)': \(detail)"
    case .invalidSonification(let detail):
      detail
    }
  }
}
