/// Somewhere that speaks text itself, instead of chartvoice synthesising it with espeak-ng: the
/// user's speech-dispatcher (``SpeechDispatcher``), or a test's recorder.
public protocol SpeechOutput: AnyObject, Sendable {
  /// Says `text` in `language` (an ISO 639 code), interrupting what this output said before.
  func say(_ text: String, language: String) throws(SpeechError)
  /// Says `text` as ``say(_:language:)`` does, and returns a number for ``hasEnded(_:)``, or
  /// `nil` when this output cannot tell when its words end.
  func sayTracked(_ text: String, language: String) throws(SpeechError) -> Int?
  /// Whether message `message` of ``sayTracked(_:language:)`` has been spoken to its end or
  /// cancelled.
  func hasEnded(_ message: Int) -> Bool
  /// Stops what this output is saying.
  func cancel()
  /// Ends the output; later calls do nothing.
  func close()
}

extension SpeechOutput {
  /// An output that cannot tell when its words end: it says them, untracked.
  public func sayTracked(_ text: String, language: String) throws(SpeechError) -> Int? {
    try say(text, language: language)
    return nil
  }

  public func hasEnded(_ message: Int) -> Bool { true }
}

extension SpeechDispatcher: SpeechOutput {}
