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

  /// A mix's audio with what composing it told.
  public init(audio: PCMBuffer, composition: AudioComposition) {
    self.audio = audio
    cues = composition.cues
    tonedSeriesCount = composition.tonedSeriesCount
    viewTonedSeriesCounts = composition.viewTonedSeriesCounts
  }
}

/// What composing a chart's audio into an ``AudioSequence`` (such as a file being written) tells
/// besides the audio: its captions and the series its tones play.
public struct AudioComposition: Sendable {
  /// A caption per spoken sentence and per tone group.
  public var cues: [AudioCue] = []
  /// As ``ComposedAudio/tonedSeriesCount``.
  public var tonedSeriesCount = 0
  /// As ``ComposedAudio/viewTonedSeriesCounts``.
  public var viewTonedSeriesCounts: [Int] = []

  public init(cues: [AudioCue] = [], tonedSeriesCount: Int = 0, viewTonedSeriesCounts: [Int] = []) {
    self.cues = cues
    self.tonedSeriesCount = tonedSeriesCount
    self.viewTonedSeriesCounts = viewTonedSeriesCounts
  }

  /// What composing `audio` told.
  public init(_ audio: ComposedAudio) {
    self.init(
      cues: audio.cues, tonedSeriesCount: audio.tonedSeriesCount, viewTonedSeriesCounts: audio.viewTonedSeriesCounts)
  }
}

/// Sequences a chart's audio, never overlapping (`sonification.md` §7): the spoken title and
/// orientation, the audio legend, the tones, then the spoken facts (and the readout when asked).
///
///     let audio = try ChartAudioComposer(engine: .shared(), speech: options).compose(description)
///     try WAVWriter.write(audio.audio, to: "chart.wav")
///
/// Each composition also goes into any ``AudioSequence`` as it is made — into a
/// ``WAVStreamWriter``, a file written without the audio ever being whole in memory:
///
///     let format = ChartAudioComposer.format(options)
///     try WAVWriter.write(to: "chart.wav", sampleRate: format.sampleRate,
///                         channelCount: format.channelCount) { wav in
///       _ = try composer.compose(description, options: options, into: &wav)
///     }
public struct ChartAudioComposer: Sendable {
  public let engine: EspeakEngine?
  public var speech: SpeechOptions

  /// - Parameter engine: espeak-ng, or `nil` for tones only.
  public init(engine: EspeakEngine?, speech: SpeechOptions) {
    self.engine = engine
    self.speech = speech
  }

  /// The format of the audio composed with `options`: the style's sample rate; its channels
  /// when tones play, else mono.
  public static func format(_ options: ChartAudioOptions) -> (sampleRate: Int, channelCount: Int) {
    (options.style.sampleRate, options.includesTones ? options.style.channelCount : 1)
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
    var mixer = Self.mixer(options)
    let composition = try compose(description, options: options, into: &mixer)
    return ComposedAudio(audio: mixer.output, composition: composition)
  }

  /// Composes the audio of a description onto the end of `output`, as ``compose(_:options:)``
  /// does in memory; `output` in ``format(_:)``'s format receives the same audio.
  ///
  /// - Throws: as ``compose(_:options:)``.
  /// - Complexity: as ``compose(_:options:)``.
  public func compose<Output: AudioSequence>(
    _ description: ChartDescription, options: ChartAudioOptions = ChartAudioOptions(), into output: inout Output
  ) throws -> AudioComposition {
    let narration = description.narration
    let plan = options.includesTones ? try TonePlan(descriptor: description.chart, style: options.style) : nil
    var session = Session(composer: self, options: options, book: description.book)
    output.reserveCapacity(frames: estimatedFrames(narration, tones: plan.map { [$0] } ?? [], options: options))

    if description.levels.contains(.alt), !description.levels.contains(.summary) {
      try session.speak([narration.alt], into: &output)
    }
    try session.speak(Array(narration.summary.prefix(narration.orientationCount)), into: &output)
    if let plan { try session.play(plan, of: description, legend: options.legend, into: &output) }
    try session.speak(Array(narration.summary.dropFirst(narration.orientationCount)), into: &output)
    try session.speak(narration.readout.map(\.phrase), into: &output)
    // What was left out, last, as in every other output.
    try session.speak(narration.notices, into: &output)
    return AudioComposition(cues: session.cues, tonedSeriesCount: plan?.groups.count ?? 0)
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
    var mixer = Self.mixer(options)
    let composition = try compose(set, options: options, into: &mixer)
    return ComposedAudio(audio: mixer.output, composition: composition)
  }

  /// Composes the audio of a set of charts onto the end of `output`, as
  /// the in-memory composition of a set does.
  ///
  /// - Throws: as ``compose(_:options:)``.
  /// - Complexity: O(*w* + *t*) in the words spoken and the samples of every view's tones.
  public func compose<Output: AudioSequence>(
    _ set: ChartSetDescription, options: ChartAudioOptions = ChartAudioOptions(), into output: inout Output
  ) throws -> AudioComposition {
    let narration = set.narration
    let plans =
      options.includesTones
      ? try set.views.map { try TonePlan(descriptor: $0.chart, style: options.style) } : []
    var session = Session(composer: self, options: options, book: set.book)
    output.reserveCapacity(frames: estimatedFrames(narration, tones: plans, options: options))

    if set.levels.contains(.alt), !set.levels.contains(.summary) {
      try session.speak([narration.alt], into: &output)
    }
    try session.speak(Array(narration.summary.prefix(narration.orientationCount)), into: &output)
    for (index, view) in set.views.enumerated() {
      try session.speak([try set.spokenIntroduction(ofView: index)], into: &output)
      if plans.indices.contains(index) {
        try session.play(plans[index], of: view, legend: index == 0 ? options.legend : nil, into: &output)
      }
    }
    try session.speak(Array(narration.summary.dropFirst(narration.orientationCount)), into: &output)
    try session.speak(narration.readout.map(\.phrase), into: &output)
    // What was left out, last, as in every other output.
    try session.speak(narration.notices, into: &output)
    let counts = plans.map(\.groups.count)
    return AudioComposition(cues: session.cues, tonedSeriesCount: counts.reduce(0, +), viewTonedSeriesCounts: counts)
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
    options.includesTones = true
    var mixer = Self.mixer(options)
    let composition = try composeTones(charts, isSet: isSet, book: book, policy: policy, options: options, into: &mixer)
    return ComposedAudio(audio: mixer.output, composition: composition)
  }

  /// Composes the tones alone onto the end of `output`, as
  /// ``composeTones(_:isSet:book:policy:options:)`` does in memory; `output` in ``format(_:)``'s
  /// format (with tones) receives the same audio.
  ///
  /// - Throws: as ``composeTones(_:isSet:book:policy:options:)``.
  /// - Complexity: O(*n* + *t*) in the points and the samples of the tones.
  public func composeTones<Output: AudioSequence>(
    _ charts: [ChartDescriptor], isSet: Bool, book: PhraseBook?, policy: DescriptionPolicy = .standard,
    options: ChartAudioOptions = ChartAudioOptions(), into output: inout Output
  ) throws -> AudioComposition {
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
      // One chart's tones become a mix as they are (``Mixer/append(_:gain:)``): nothing to
      // make room for.
      let empty = Narration(locale: "", alt: Phrase(display: "", speech: ""), summary: [], readout: [])
      output.reserveCapacity(frames: estimatedFrames(empty, tones: plans, options: options))
    }
    for (chart, plan) in zip(prepared, plans) {
      try session.play(plan, chart: chart, analysis: nil, legend: nil, into: &output)
    }
    let counts = plans.map(\.groups.count)
    return AudioComposition(
      cues: session.cues, tonedSeriesCount: counts.reduce(0, +), viewTonedSeriesCounts: isSet ? counts : [])
  }

  /// An empty mix in the format of `options`.
  private static func mixer(_ options: ChartAudioOptions) -> Mixer {
    let format = format(options)
    return Mixer(sampleRate: format.sampleRate, channelCount: format.channelCount)
  }

  /// The captions of the audio being composed, and what composes it.
  private struct Session {
    let composer: ChartAudioComposer
    let options: ChartAudioOptions
    /// The captions' narrator; `nil` for no captions.
    let narrator: Narrator?
    var cues: [AudioCue] = []

    init(composer: ChartAudioComposer, options: ChartAudioOptions, book: PhraseBook?) {
      self.composer = composer
      self.options = options
      narrator = book.map { Narrator(book: $0) }
    }

    /// Speaks sentences, after a pause when something came before.
    mutating func speak<Output: AudioSequence>(_ sentences: [Phrase], into output: inout Output) throws {
      guard options.includesSpeech, let engine = composer.engine, !sentences.isEmpty else { return }
      if output.duration > 0 { output.appendSilence(seconds: options.pause) }
      for sentence in sentences where !sentence.speech.isEmpty {
        let start = output.duration
        try engine.synthesize(sentence.speech, options: composer.speech, appendingTo: &output)
        cues.append(AudioCue(start: start, end: output.duration, text: sentence.display))
      }
    }

    /// Plays a chart's tones, with a caption per tone group, after its audio legend when `legend`
    /// is given.
    mutating func play<Output: AudioSequence>(
      _ plan: TonePlan, of description: ChartDescription, legend: AudioLegendDetail?, into output: inout Output
    ) throws {
      try play(plan, chart: description.chart, analysis: description.analysis, legend: legend, into: &output)
    }

    /// Plays a chart's tones; the legend needs the chart's analysis, and is said only with one.
    mutating func play<Output: AudioSequence>(
      _ plan: TonePlan, chart: ChartDescriptor, analysis: ChartAnalysis?, legend: AudioLegendDetail?,
      into output: inout Output
    ) throws {
      if let legend, let analysis, let narrator {
        let audioLegend = AudioLegend(plan: plan, descriptor: chart)
        switch legend {
        case .short:
          try speak(try narrator.legendSentence(audioLegend, chart: chart, analysis: analysis), into: &output)
        case .full:
          try speak(try narrator.legendSentences(audioLegend, chart: chart, analysis: analysis), into: &output)
        }
      }
      if output.duration > 0 { output.appendSilence(seconds: options.pause) }
      let start = output.duration
      output.append(tones: plan)
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
