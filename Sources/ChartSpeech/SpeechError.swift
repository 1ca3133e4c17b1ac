/// Everything that can go wrong turning text into speech or playing it (files are ChartAudio's
/// ``ChartAudio/AudioError``).
///
/// Each message starts in lower case (the CLI prefixes `Error: `), quotes the culprit and says what
/// to do about it.
public enum SpeechError: Error, Sendable, Equatable, CustomStringConvertible {
  /// espeak-ng could not start (its data files are missing or unusable).
  case engineUnavailable(detail: String)
  /// No espeak-ng voice has this name, file name or language; `suggestions` holds near matches.
  case unknownVoice(String, suggestions: [String])
  /// A speech parameter is outside the range espeak-ng supports.
  ///
  /// espeak-ng itself accepts any value without complaint (rate 500, volume 300), so the range is
  /// checked here.
  case parameterOutOfRange(name: String, value: Int, range: ClosedRange<Int>)
  /// espeak-ng reported a failure while selecting a voice or synthesising.
  case synthesisFailed(detail: String)
  /// No audio output could be opened (a headless machine, no sound server, an unknown device
  /// name), or one stopped working.
  case audioDeviceUnavailable(detail: String)

  public var description: String {
    switch self {
    case .engineUnavailable(let detail):
      "espeak-ng is not usable: \(detail); install it with 'apt-get install -y espeak-ng libespeak-ng-dev'"
    case .unknownVoice(let name, let suggestions):
      suggestions.isEmpty
        ? "unknown voice '\(name)'; run \(Self.listVoices)"
        : "unknown voice '\(name)'; did you mean \(Self.quotedList(suggestions))? Run \(Self.listVoices)"
    case .parameterOutOfRange(let name, let value, let range):
      "\(name) \(value) is out of range; use a value from \(range.lowerBound) to \(range.upperBound)"
    case .synthesisFailed(let detail):
      "speech synthesis failed: \(detail)"
    case .audioDeviceUnavailable(let detail):
      "no audio device: \(detail)"
    }
  }

  private static let listVoices = "'chartvoice voices' to list the available voices"

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  private static func quotedList(_ items: [String]) -> String {
    let quoted = items.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
