/// Somewhere that speaks text itself, instead of chartvoice synthesising it with espeak-ng: the
/// user's speech-dispatcher (``SpeechDispatcher``), or a test's recorder.
public protocol SpeechOutput: AnyObject, Sendable {
  /// Says `text` in `language` (an ISO 639 code), interrupting what this output said before.
  func say(_ text: String, language: String) throws(SpeechError)
  /// Stops what this output is saying.
  func cancel()
  /// Ends the output; later calls do nothing.
  func close()
}

extension SpeechDispatcher: SpeechOutput {}
