/// Everything that can go wrong turning chart facts into sound, or sound into a file.
///
/// Each message starts in lower case (the CLI prefixes `Error: `) and names the culprit.
public enum AudioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A ``SonificationStyle`` setting is out of range; `detail` names the setting, its value and
  /// what would be valid.
  case invalidSonification(String)
  /// The output file could not be written; nothing was left behind.
  case cannotWrite(path: String, detail: String)

  public var description: String {
    switch self {
    case .invalidSonification(let detail): detail
    case .cannotWrite(let path, let detail): "cannot write '\(path)': \(detail)"
    }
  }
}
