import ChartNarration

/// A stretch of the composed audio and the words spoken in it, for time-aligned transcripts.
public struct AudioCue: Sendable, Equatable {
  /// Start, in seconds from the beginning of the audio.
  public var start: Double
  /// End, in seconds.
  public var end: Double
  public var text: String

  public init(start: Double, end: Double, text: String) {
    self.start = start
    self.end = end
    self.text = text
  }
}

/// Speaks sections of sentences one after another into one buffer: each sentence synthesised on
/// its own (so each gets a cue), a pause between sections, never overlapping.
public struct SpeechComposer: Sendable {
  public let engine: EspeakEngine
  public var options: SpeechOptions
  /// Silence between sections, in seconds.
  public var sectionPause: Double = 0.6

  public init(engine: EspeakEngine, options: SpeechOptions) {
    self.engine = engine
    self.options = options
  }

  /// Synthesises every sentence, in order.
  ///
  /// - Returns: mono audio at the engine's sample rate, and one cue per sentence.
  /// - Throws: ``SpeechError`` from the engine (an unknown voice, a synthesis failure).
  /// - Complexity: O(*w*) in the number of words; espeak-ng runs at about 1,200× real time.
  public func compose(sections: [[String]]) throws -> (audio: PCMBuffer, cues: [AudioCue]) {
    var audio = PCMBuffer(sampleRate: engine.sampleRate, channelCount: 1)
    var cues: [AudioCue] = []
    for (index, section) in sections.enumerated() where !section.isEmpty {
      if index > 0, audio.frameCount > 0 { audio.appendSilence(seconds: sectionPause) }
      for sentence in section where !sentence.isEmpty {
        let start = audio.duration
        audio.append(try engine.synthesize(sentence, options: options))
        cues.append(AudioCue(start: start, end: audio.duration, text: sentence))
      }
    }
    return (audio, cues)
  }
}
