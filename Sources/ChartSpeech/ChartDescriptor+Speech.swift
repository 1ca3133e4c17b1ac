import ChartAudio
import ChartModel
import ChartNarration
import Foundation

extension ChartDescriptor {
  /// Speaks the chart into an audio file, as `chartvoice speak` does by default: the spoken alt
  /// text, a one-sentence audio legend and the tones, in the voice the locale's phrase file names,
  /// at 175 words a minute. The file's extension chooses its format: `.opus` (or `.ogg`) for Ogg
  /// Opus, anything else WAV.
  ///
  ///     try chart.speak(to: URL(fileURLWithPath: "sales.opus"), locale: "de")
  ///
  /// espeak-ng is started once for the process and every call to it is serialized by one lock, so
  /// charts may be spoken from several tasks at once; they then take turns in the synthesizer.
  ///
  /// - Parameters:
  ///   - url: a file URL; the file is written atomically (nothing is left behind on failure).
  ///   - locale: the language of the words and the voice that reads them.
  ///   - levels: the tiers to say: the alt text by default; with the summary, its title and
  ///     orientation before the tones and its facts after them; with the readout, every point.
  ///   - options: speech, tones, legend and pause (``ChartAudioOptions``).
  ///   - now: the present, for a sparkline's recency.
  ///   - localesDirectory: where the phrase files are; `nil` finds the installed ones.
  /// - Returns: the audio and its captions (``WebVTT/document(_:)`` writes them as WebVTT).
  /// - Throws: ``ChartModel/ChartBuildError`` for a chart that cannot be described as given,
  ///   ``NarrationError`` for an unknown locale, ``SpeechError`` when espeak-ng or the locale's
  ///   voice is missing, ``ChartAudio/AudioError`` when the file cannot be written.
  /// - Complexity: O(*w* + *t*) in the words spoken and the samples of tones.
  @discardableResult
  public func speak(
    to url: URL, locale: String = "en", levels: Set<NarrationLevel> = [.alt],
    options: ChartAudioOptions = ChartAudioOptions(), now: Date = Date(), localesDirectory: URL? = nil
  ) throws -> ComposedAudio {
    let description = try described(locale: locale, levels: levels, now: now, localesDirectory: localesDirectory)
    var engine: EspeakEngine?
    var speech = SpeechOptions(voice: description.book.voice)
    if options.includesSpeech {
      let shared = try EspeakEngine.shared()
      speech.voice = try shared.resolveVoice(description.book.voice).identifier
      engine = shared
    }
    let audio = try ChartAudioComposer(engine: engine, speech: speech).compose(description, options: options)
    try (AudioFileFormat(fileName: url.path) ?? .wav).write(audio.audio, to: url.path)
    return audio
  }
}
