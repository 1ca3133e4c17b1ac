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
  /// For a set of charts, how many series each view's tones play, in reading order; empty for
  /// one chart.
  public var viewTonedSeriesCounts: [Int] = []
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
    let plan = options.includesTones ? try TonePlan(descriptor: description.chart, style: options.style) : nil
    var session = Session(composer: self, options: options, book: description.book)
    session.mixer.reserveCapacity(frames: estimatedFrames(narration, tones: plan.map { [$0] } ?? [], options: options))

    if description.levels.contains(.alt), !description.levels.contains(.summary) {
      try session.speak([narration.alt])
    }
    try session.speak(Array(narration.summary.prefix(narration.orientationCount)))
    if let plan { try session.play(plan, of: description, legend: options.legend) }
    try session.speak(Array(narration.summary.dropFirst(narration.orientationCount)))
    try session.speak(narration.readout.map(\.phrase))
    // What was left out, last, as in every other output.
    try session.speak(narration.notices)
    return ComposedAudio(audio: session.mixer.output, cues: session.cues, tonedSeriesCount: plan?.groups.count ?? 0)
  }

  /// Composes the audio of a set of charts: the set's alt text or orientation, then each view in
  /// turn (its number and label spoken, then its tones; the audio legend before the first view's
  /// tones only, since every view sounds alike), then the set's facts, then its readout when asked.
  ///
  /// - Throws: as ``compose(_:options:)``.
  /// - Complexity: O(*w* + *t*) in the words spoken and the samples of every view's tones.
  public func compose(_ set: ChartSetDescription, options: ChartAudioOptions = ChartAudioOptions()) throws
    -> ComposedAudio
  {
    let narration = set.narration
    let plans =
      options.includesTones
      ? try set.views.map { try TonePlan(descriptor: $0.chart, style: options.style) } : []
    var session = Session(composer: self, options: options, book: set.book)
    session.mixer.reserveCapacity(frames: estimatedFrames(narration, tones: plans, options: options))

    if set.levels.contains(.alt), !set.levels.contains(.summary) {
      try session.speak([narration.alt])
    }
    try session.speak(Array(narration.summary.prefix(narration.orientationCount)))
    for (index, view) in set.views.enumerated() {
      try session.speak([try set.spokenIntroduction(ofView: index)])
      if plans.indices.contains(index) {
        try session.play(plans[index], of: view, legend: index == 0 ? options.legend : nil)
      }
    }
    try session.speak(Array(narration.summary.dropFirst(narration.orientationCount)))
    try session.speak(narration.readout.map(\.phrase))
    // What was left out, last, as in every other output.
    try session.speak(narration.notices)
    let counts = plans.map(\.groups.count)
    return ComposedAudio(
      audio: session.mixer.output, cues: session.cues, tonedSeriesCount: counts.reduce(0, +),
      viewTonedSeriesCounts: counts)
  }

  /// Composes the tones alone of one chart or of a set's views (in reading order), as
  /// ``compose(_:options:)`` does with `includesSpeech` off, but without analysing or narrating
  /// the charts: the tones and their captions need only the charts as a description holds them
  /// (``ChartDescription/prepared(_:book:policy:)``), and the tones alone not even their names
  /// (``ChartDescription/bucketed(_:policy:)``).
  ///
  /// - Parameters:
  ///   - charts: One chart, or a set's views.
  ///   - isSet: Whether `charts` are a set's views (``ComposedAudio/viewTonedSeriesCounts`` is
  ///     then filled).
  ///   - book: The phrase book of the captions; `nil` for none (``ComposedAudio/cues`` is then
  ///     empty, and the audio the same).
  ///   - policy: Supplies the bucket the charts are described by.
  /// - Throws: ``AudioError`` for a bad style, ``NarrationError`` for a missing phrase.
  /// - Complexity: O(*n* + *t*) in the points and the samples of the tones.
  public func composeTones(
    _ charts: [ChartDescriptor], isSet: Bool, book: PhraseBook?, policy: DescriptionPolicy = .standard,
    options: ChartAudioOptions = ChartAudioOptions()
  ) throws -> ComposedAudio {
    var options = options
    options.includesSpeech = false
    options.includesTones = true
    let prepared = try charts.map { chart in
      try book.map { try ChartDescription.prepared(chart, book: $0, policy: policy) }
        ?? ChartDescription.bucketed(chart, policy: policy)
    }
    let plans = try prepared.map { try TonePlan(descriptor: $0, style: options.style) }
    var session = Session(composer: self, options: options, book: book)
    if plans.count > 1 {
      // One chart's tones become the mix as they are (``Mixer/append(_:gain:)``): nothing to
      // make room for.
      let empty = Narration(locale: "", alt: Phrase(display: "", speech: ""), summary: [], readout: [])
      session.mixer.reserveCapacity(frames: estimatedFrames(empty, tones: plans, options: options))
    }
    for (chart, plan) in zip(prepared, plans) { try session.play(plan, chart: chart, analysis: nil, legend: nil) }
    let counts = plans.map(\.groups.count)
    return ComposedAudio(
      audio: session.mixer.output, cues: session.cues, tonedSeriesCount: counts.reduce(0, +),
      viewTonedSeriesCounts: isSet ? counts : [])
  }

  /// The audio being composed: the mix and its captions so far.
  private struct Session {
    let composer: ChartAudioComposer
    let options: ChartAudioOptions
    /// The captions' narrator; `nil` for no captions.
    let narrator: Narrator?
    var mixer: Mixer
    var cues: [AudioCue] = []

    init(composer: ChartAudioComposer, options: ChartAudioOptions, book: PhraseBook?) {
      self.composer = composer
      self.options = options
      narrator = book.map { Narrator(book: $0) }
      mixer = Mixer(
        sampleRate: options.style.sampleRate, channelCount: options.includesTones ? options.style.channelCount : 1)
    }

    /// Speaks sentences, after a pause when something came before.
    mutating func speak(_ sentences: [Phrase]) throws {
      guard options.includesSpeech, let engine = composer.engine, !sentences.isEmpty else { return }
      if mixer.duration > 0 { mixer.appendSilence(seconds: options.pause) }
      for sentence in sentences where !sentence.speech.isEmpty {
        let start = mixer.duration
        try engine.synthesize(sentence.speech, options: composer.speech, appendingTo: &mixer)
        cues.append(AudioCue(start: start, end: mixer.duration, text: sentence.display))
      }
    }

    /// Plays a chart's tones, with a caption per tone group, after its audio legend when `legend`
    /// is given.
    mutating func play(_ plan: TonePlan, of description: ChartDescription, legend: AudioLegendDetail?) throws {
      try play(plan, chart: description.chart, analysis: description.analysis, legend: legend)
    }

    /// Plays a chart's tones; the legend needs the chart's analysis, and is said only with one.
    mutating func play(
      _ plan: TonePlan, chart: ChartDescriptor, analysis: ChartAnalysis?, legend: AudioLegendDetail?
    ) throws {
      if let legend, let analysis, let narrator {
        let audioLegend = AudioLegend(plan: plan, descriptor: chart)
        switch legend {
        case .short: try speak(try narrator.legendSentence(audioLegend, chart: chart, analysis: analysis))
        case .full: try speak(try narrator.legendSentences(audioLegend, chart: chart, analysis: analysis))
        }
      }
      if mixer.duration > 0 { mixer.appendSilence(seconds: options.pause) }
      let start = mixer.duration
      mixer.append(ToneRenderer.render(plan))
      guard let narrator else { return }
      for group in plan.groups {
        cues.append(
          AudioCue(
            start: start + group.start, end: start + group.end,
            text: try narrator.toneCaption(group, chart: chart).display))
      }
    }
  }

  /// Generously more frames than the audio will take, so that the mix is allocated once and
  /// never copies itself as it grows. Too many costs nothing: the pages of a large allocation are
  /// only touched when written. Too few costs only the copies this avoids.
  ///
  /// Speech is counted at a quarter of a second per character at 175 words a minute, about
  /// twice what espeak-ng takes for chart text (numbers read out make it slower than prose).
  private func estimatedFrames(
    _ narration: Narration, tones: [TonePlan], options: ChartAudioOptions
  ) -> Int {
    var seconds = 0.0
    if options.includesSpeech, engine != nil {
      let sentences = [narration.alt] + narration.summary + narration.readout.map(\.phrase) + narration.notices
      let characters = sentences.reduce(0) { $0 + $1.speech.utf8.count } + 500  // + the legend
      seconds += Double(characters) * 0.25 * 175 / Double(max(speech.rate, 1))
      seconds += Double(sentences.count + 4) * options.pause
    }
    for plan in tones { seconds += plan.duration + 2 * options.pause }
    // A set's spoken view numbers and its legend.
    if options.includesSpeech, engine != nil { seconds += Double(tones.count) * 3 }
    return Int((seconds * Double(options.style.sampleRate)).rounded(.up))
  }
}
