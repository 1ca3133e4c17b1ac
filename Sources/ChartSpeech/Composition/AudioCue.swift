/// A stretch of composed audio and what it says, for time-aligned transcripts.
public struct AudioCue: Sendable, Equatable {
  /// Start, in seconds from the beginning of the audio.
  public var start: Double
  /// End, in seconds.
  public var end: Double
  /// The caption: a sentence's display text, or a tone group's caption.
  public var text: String

  public init(start: Double, end: Double, text: String) {
    self.start = start
    self.end = end
    self.text = text
  }
}
