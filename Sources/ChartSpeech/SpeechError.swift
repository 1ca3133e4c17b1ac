/// Everything that can go wrong turning text into sound or sound into a file.
public enum SpeechError: Error, Sendable, Equatable, CustomStringConvertible {
  /// espeak-ng could not start (its data files are missing or unusable).
  case engineUnavailable(detail: String)
  /// No espeak-ng voice has this name or language.
  case unknownVoice(String)
  /// espeak-ng reported a failure while synthesising.
  case synthesisFailed(detail: String)
  /// The output file could not be written; nothing was left behind.
  case cannotWrite(path: String, detail: String)

  public var description: String {
    switch self {
    case .engineUnavailable(let detail):
      "espeak-ng is not usable: \(detail). Install it with 'apt-get install -y espeak-ng libespeak-ng-dev'."
    case .unknownVoice(let name):
      "unknown voice '\(name)'; run 'chartvoice voices' to list the available voices"
    case .synthesisFailed(let detail):
      "speech synthesis failed: \(detail)"
    case .cannotWrite(let path, let detail):
      "cannot write '\(path)': \(detail)"
    }
  }
}
