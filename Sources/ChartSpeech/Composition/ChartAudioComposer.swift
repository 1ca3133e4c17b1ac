import ChartAudio
import ChartModel
import ChartNarration

/// What goes into a chart's audio.
public struct ChartAudioOptions: Sendable, Equatable {
  /// Speak the description (and the audio legend, when tones play).
  public var includesSpeech = true
  /// Play the audio graph.
  public var includesTones = true
  /// Pitch range, timing, sample rate and channels of the tones; the file takes its rate.
  public var style = SonificationStyle()
  /// Silence around the tones and between spoken sections, in seconds.
  public var pause: Double = 0.3
  /// How much of the audio legend is said before the tones: one short sentence by default.
  public var legend: AudioLegendDetail = .short

  public init() {}
}

/// How much of the audio legend `speak` says (issue 12 §2: one short sentence by default).
public enum AudioLegendDetail: String, Sendable, Equatable, CaseIterable {
  /// What pitch means, in one sentence (``Narrator/legendSentence(_:chart:analysis:)``).
  case short
  /// Pitch and its range, left to right, each series' timbre and every earcon.
  case full
}

/// A chart's "audio alt text": audio and a caption per spoken sentence and per tone group.
public struct ComposedAudio: Sendable {
  public var audio: PCMBuffer
  public var cues: [AudioCue]
  /// How many series the tones play (``TonePlan/maximumSeries`` and
  /// ``TonePlan/maximumDuration`` bound them); 0 without tones.
  public var tonedSeriesCount = 0
}

/// Sequences a chart's audio, never overlapping (`sonification.md` §7): the spoken title and
/// orientation, the audio legend, the tones, then the spoken facts (and the readout when asked).
///
///     let audio = try ChartAudioComposer(engine: .shared(), speech: options).compose(description)
///     try WAVWriter.write(audio.audio, to: "chart.wav")
public struct ChartAudioComposer: Sendable {
  public let engine: EspeakEngine?
  public var speech: SpeechOptions

  /// - Parameter engine: espeak-ng, or `nil` for tones only.
  public init(engine: EspeakEngine?, speech: SpeechOptions) {
    self.engine = engine
    self.speech = speech
  }

  /// Composes the audio of a description.
  ///
  /// - Returns: stereo audio when tones play (mono speech sits in the centre), else mono; at the
  ///   style's sample rate (espeak-ng's 22,050 Hz speech is resampled cleanly when it differs).
  /// - Throws: ``SpeechError`` from espeak-ng, ``AudioError`` for a bad style, ``NarrationError`` for a missing
  ///   phrase.
  /// - Complexity: O(*w* + *t*): linear in the words spoken and the samples of tones.
  public func compose(_ description: ChartDescription, options: ChartAudioOptions = ChartAudioOptions()) throws
    -> ComposedAudio
  {
    let narration = description.narration
    let narrator = Narrator(book: description.book)
    let channels = options.includesTones ? options.style.channelCount : 1
    let plan = options.includesTones ? try TonePlan(descriptor: description.chart, style: options.style) : nil
    var mixer = Mixer(sampleRate: options.style.sampleRate, channelCount: channels)
    mixer.reserveCapacity(frames: estimatedFrames(narration, tones: plan, options: options))
    var cues: [AudioCue] = []

    func speak(_ sentences: [Phrase]) throws {
      guard options.includesSpeech, let engine, !sentences.isEmpty else { return }
      if mixer.duration > 0 { mixer.appendSilence(seconds: options.pause) }
      for sentence in sentences where !sentence.speech.isEmpty {
        let start = mixer.duration
        try engine.synthesize(sentence.speech, options: speech, appendingTo: &mixer)
        cues.append(AudioCue(start: start, end: mixer.duration, text: sentence.display))
      }
    }

    if description.levels.contains(.alt), !description.levels.contains(.summary) {
      try speak([narration.alt])
    }
    try speak(Array(narration.summary.prefix(narration.orientationCount)))
    if let plan {
      let legend = AudioLegend(plan: plan, descriptor: description.chart)
      switch options.legend {
      case .short:
        try speak(try narrator.legendSentence(legend, chart: description.chart, analysis: description.analysis))
      case .full:
        try speak(try narrator.legendSentences(legend, chart: description.chart, analysis: description.analysis))
      }
      if mixer.duration > 0 { mixer.appendSilence(seconds: options.pause) }
      let start = mixer.duration
      mixer.append(ToneRenderer.render(plan))
      for group in plan.groups {
        cues.append(
          AudioCue(
            start: start + group.start, end: start + group.end,
            text: try narrator.toneCaption(group, chart: description.chart).display))
      }
    }
    try speak(Array(narration.summary.dropFirst(narration.orientationCount)))
    try speak(narration.readout.map(\.phrase))
    return ComposedAudio(audio: mixer.output, cues: cues, tonedSeriesCount: plan?.groups.count ?? 0)
  }

  /// Generously more frames than the audio will take, so that the mix is allocated once and
  /// never copies itself as it grows. Too many costs nothing: the pages of a large allocation are
  /// only touched when written. Too few costs only the copies this avoids.
  ///
  /// Speech is counted at a quarter of a second per character at 175 words a minute, about
  /// twice what espeak-ng takes for chart text (numbers read out make it slower than prose).
  private func estimatedFrames(
    _ narration: Narration, tones: TonePlan?, options: ChartAudioOptions
  ) -> Int {
    var seconds = 0.0
    if options.includesSpeech, engine != nil {
      let sentences = [narration.alt] + narration.summary + narration.readout.map(\.phrase)
      let characters = sentences.reduce(0) { $0 + $1.speech.utf8.count } + 500  // + the legend
      seconds += Double(characters) * 0.25 * 175 / Double(max(speech.rate, 1))
      seconds += Double(sentences.count + 4) * options.pause
    }
    if let tones { seconds += tones.duration + 2 * options.pause }
    return Int((seconds * Double(options.style.sampleRate)).rounded(.up))
  }
}
