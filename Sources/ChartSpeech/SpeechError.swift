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

  /// What would fix the error, as a value a front end can render in its own terms (the command
  /// line names its `voices` command).
  public enum Remedy: Sendable, Equatable, CustomStringConvertible {
    /// Choose one of the voices this espeak-ng has (``EspeakEngine/voices()`` lists them).
    case chooseInstalledVoice

    /// The remedy in the library's terms.
    public var description: String {
      switch self {
      case .chooseInstalledVoice: "choose one of the voices espeak-ng has (EspeakEngine.voices() lists them)"
      }
    }
  }

  /// The fix the error suggests, when there is one.
  public var remedy: Remedy? {
    if case .unknownVoice = self { return .chooseInstalledVoice }
    return nil
  }

  /// What went wrong, without the remedy.
  public var problem: String {
    switch self {
    case .engineUnavailable(let detail):
      "espeak-ng is not usable: \(detail); install it with 'apt-get install -y espeak-ng libespeak-ng-dev'"
    case .unknownVoice(let name, let suggestions):
      suggestions.isEmpty
        ? "unknown voice '\(name)'"
        : "unknown voice '\(name)'; did you mean \(Self.quotedList(suggestions))?"
    case .parameterOutOfRange(let name, let value, let range):
      "\(name) \(value) is out of range; use a value from \(range.lowerBound) to \(range.upperBound)"
    case .synthesisFailed(let detail):
      "speech synthesis failed: \(detail)"
    case .audioDeviceUnavailable(let detail):
      "no audio device: \(detail)"
    }
  }

  /// The problem, followed by its remedy in the library's terms.
  public var description: String {
    guard let remedy else { return problem }
    return problem.hasSuffix("?") ? "\(problem) \(Self.capitalized(remedy.description))" : "\(problem); \(remedy)"
  }

  /// A clause as a sentence of its own: its first letter in upper case.
  package static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  private static func quotedList(_ items: [String]) -> String {
    let quoted = items.map { "'\($0)'" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
