import ChartAudio
import ChartModel
import ChartNarration
import ChartSpeech
import ChartSupport
import Foundation

/// `chartvoice speak`: one "audio alt text" — the spoken alt text, a one-sentence audio legend and
/// the tones by default; the summary's title, orientation and facts with `--level summary` — in a
/// WAV or Ogg Opus file (or on standard output).
enum Speak: Subcommand {
  static let rates = SpeechOptions.rateRange

  static let output = TypedOption<String>(
    OptionSpec(
      name: "output", short: "o", valueName: "file",
      help:
        "Where to write the audio: a .wav file, or .opus (or .ogg) for Ogg Opus; '-' writes it to standard output (not to a terminal)."
    ))
  static let audioFormat = TypedOption<AudioFileFormat>.choice(
    OptionSpec(
      name: "audio-format", valueName: "format",
      help: "The audio file's format: wav (uncompressed) or opus (about a fifteenth of the size).",
      defaultValue: "from the output's extension, else wav"))
  static let level = LevelOption.option(defaultValue: "alt")
  static let noTones = Flag(name: "no-tones", help: "Speech only, without the audio graph.")
  static let tonesOnly = Flag(
    name: "tones-only", help: "The audio graph only, without speech (as 'chartvoice sonify').")

  static let spec = CommandSpec(
    name: "speak",
    overview: "Speak a chart's description and play its audio graph into a WAV or Opus file.",
    arguments: [InputOptions.inputs],
    options: [
      output.spec,
      audioFormat.spec,
      AudioOptions.transcript.spec,
      SpeakBatch.outputDirectory.spec,
      SpeakBatch.transcripts.spec,
      BatchRun.keepGoing.spec,
      BatchRun.failFast.spec,
      level.spec,
      legend.spec,
      LevelOption.verbosity.spec,
      LocaleOptions.locale.spec,
      voice.spec,
      rate.spec,
      noTones.spec,
      tonesOnly.spec,
      LocaleOptions.directory.spec,
    ],
    groups: [AudioOptions.group, AnalysisOptions.group] + InputOptions.groups,
    discussion: """
      A composed chart (Vega-Lite concat, repeat or facet) plays its views in turn: the set's
      orientation, then each view's number and label followed by its tones (the legend before the
      first view only), then the set's facts; '--view N' plays view N alone.

      The audio plays, in order: the alt text (with '--level summary', the title and what the chart
      shows), a legend of the audio graph (by default one sentence on what pitch means; with '--legend
      full', also left to right and each sound), the tones, then the summary's facts. Missing values
      sound as a burst of noise; clicks mark the highest and lowest points.

      With '--out-dir', each input is spoken into its own file (<name>.wav, or <name>.opus with
      '--audio-format opus'), the inputs in parallel, and every input is spoken even when some fail
      ('--keep-going'), unless '--fail-fast' is given; outputs whose names would clash keep their
      input's extension (x.csv.wav and x.json.wav).

      EXAMPLES:
        chartvoice speak sales.csv -o sales.wav
        chartvoice speak chart.json --level summary --legend full -o chart.opus --transcript chart.vtt
        chartvoice speak chart.json --no-tones -o - | aplay
        chartvoice speak charts/*.vl.json --out-dir site/audio --audio-format opus --transcripts
      """)

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    if arguments.isSet(noTones), arguments.isSet(tonesOnly) {
      throw CLIError.usage("'--no-tones' and '--tones-only' cannot be used together", command: spec.name)
    }
    try AudioCommand.run(
      arguments, spec: spec, includesSpeech: !arguments.isSet(tonesOnly), includesTones: !arguments.isSet(noTones))
  }
}

extension Speak {
  static let legend = TypedOption<AudioLegendDetail>.choice(
    OptionSpec(
      name: "legend", valueName: "legend", help: "How much of the audio legend to say before the tones.",
      defaultValue: "short"))

  static let voice = TypedOption<String>(
    OptionSpec(
      name: "voice", valueName: "name", help: "An espeak-ng voice; 'chartvoice voices' lists them.",
      defaultValue: "the locale's voice"))
  /// `--rate`: words per minute, within what espeak-ng supports (175 by default).
  static let rate = TypedOption<Int>.integer(
    OptionSpec(
      name: "rate", valueName: "wpm",
      help: "Speaking rate in words per minute, \(rates.lowerBound) to \(rates.upperBound).",
      defaultValue: "175"),
    in: rates)

  /// Starts espeak-ng and finds the voice a `--voice` value names, or else the locale's own.
  ///
  /// - Throws: A usage error for an unknown `--voice`; a failure when the locale's phrase file
  ///   names a voice this espeak-ng lacks (the user typed nothing wrong), or when espeak-ng does
  ///   not start.
  static func voice(
    _ requested: String?, book: PhraseBook, command: String
  ) throws(CLIError) -> (engine: EspeakEngine, voice: Voice) {
    do {
      let engine = try EspeakEngine.shared()
      return (engine, try engine.resolveVoice(requested ?? book.voice))
    } catch let error as SpeechError {
      if case .unknownVoice = error {
        guard requested != nil else {
          throw CLIError.failure(
            "the '\(book.locale)' phrase file names the voice '\(book.voice)', which this espeak-ng "
              + "does not have; choose one with --voice (run 'chartvoice voices' to list them)")
        }
        throw CLIError.usage(error.commandLineText, command: command)
      }
      throw CLIError(error)
    } catch {
      throw CLIError(error)
    }
  }
}

/// `chartvoice sonify`: the audio graph alone.
enum Sonify: Subcommand {
  static let spec = CommandSpec(
    name: "sonify",
    overview: "Play a chart's data as tones (an audio graph) into a WAV or Opus file, without speech.",
    arguments: [InputOptions.argument],
    options: [Speak.output.spec, Speak.audioFormat.spec, AudioOptions.transcript.spec],
    groups: [AudioOptions.group] + InputOptions.groups,
    discussion: """
      Pitch follows the values (higher is higher), time and left-to-right position follow x; several
      series play one after another, each with its own timbre. The views of a composed chart play
      one after another, in reading order; '--view N' plays view N alone.

      EXAMPLES:
        chartvoice sonify sales.csv -o sales-tones.wav
        chartvoice sonify chart.json --pitch-range C4-C6 --duration 8 -o tones.wav
      """)

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    try AudioCommand.run(arguments, spec: spec, includesSpeech: false, includesTones: true)
  }
}

/// What `speak` and `sonify` share: read, describe, compose, write.
enum AudioCommand {
  static func run(
    _ arguments: ParsedArguments, spec: CommandSpec, includesSpeech: Bool, includesTones: Bool
  ) throws(CLIError) {
    let output = arguments.value(Speak.output)
    let directory = spec.name == Speak.spec.name ? arguments.value(SpeakBatch.outputDirectory) : nil
    try BatchRun.checkFlags(arguments, batch: directory != nil, command: spec.name)
    if directory == nil, arguments.isSet(SpeakBatch.transcripts) {
      throw CLIError.usage(
        "'--transcripts' is an option of '--out-dir <dir>'; give one file with '--transcript <file>'",
        command: spec.name)
    }
    if let directory {
      if output != nil {
        throw CLIError.usage("'-o' and '--out-dir' cannot be used together", command: spec.name)
      }
      if arguments.value(AudioOptions.transcript) != nil {
        throw CLIError.usage(
          "with '--out-dir', '--transcripts' writes each input's transcript beside its audio; "
            + "'--transcript <file>' names one file",
          command: spec.name)
      }
      let job = try AudioJob(
        arguments, spec: spec, includesSpeech: includesSpeech, includesTones: includesTones)
      try SpeakBatch(
        inputs: arguments.positionals, directory: directory,
        settings: try InputOptions.settings(arguments, command: spec.name), job: job,
        format: arguments.value(Speak.audioFormat) ?? .wav,
        writesTranscripts: arguments.isSet(SpeakBatch.transcripts), view: arguments.value(InputOptions.view),
        failFast: arguments.isSet(BatchRun.failFast)
      ).run()
      return
    }
    if arguments.positionals.count > 1 {
      throw CLIError.usage(
        "\(arguments.positionals.count) inputs need '--out-dir <dir>' to write one audio file each",
        command: spec.name)
    }
    if output == nil || output == "-", Terminal.isTerminal(STDOUT_FILENO) {
      throw CLIError.usage(
        output == nil
          ? "Missing '-o <file>': give an audio file to write (.wav or .opus), or '-o -' to send the audio to a pipe"
          : "Refusing to write audio to a terminal; redirect standard output or give '-o <file>'",
        command: spec.name)
    }
    let format = try audioFormat(arguments, output: output, command: spec.name)
    if let output, output != "-", let transcript = arguments.value(AudioOptions.transcript),
      AudioCommand.sameFile(output, transcript)
    {
      throw CLIError.usage(
        "'-o \(output)' and '--transcript \(transcript)' name the same file; give two files", command: spec.name)
    }
    // Neither output may replace an input: the chart, or the data file that stands in for its data.
    let inputs = [arguments.positionals.first, arguments.value(InputOptions.data)].compactMap { $0 }
    let outputs = [(output, "-o"), (arguments.value(AudioOptions.transcript), "--transcript")]
    for case (let path?, let flag) in outputs where path != "-" {
      if let input = inputs.first(where: { $0 != "-" && AudioCommand.sameFile($0, path) }) {
        throw CLIError.usage(
          "'\(flag) \(path)' would overwrite the input '\(input)'; give another file", command: spec.name)
      }
    }
    let job = try AudioJob(arguments, spec: spec, includesSpeech: includesSpeech, includesTones: includesTones)
    let set = try InputOptions.loadChartSet(arguments, command: spec.name)
    let transcript = arguments.value(AudioOptions.transcript)
    if let output, output != "-" {
      let (composition, duration) = try job.composeAndWrite(set, format: format, to: output, transcript: transcript)
      for note in job.tonedSeriesNotes(set, composition: composition) { Terminal.writeError("Note: \(note).\n") }
      Terminal.writeError(job.writtenLine(output, duration: duration))
    } else {
      let composition = try job.composeAndWrite(set, format: format, to: FileHandle.standardOutput)
      do {
        if let transcript { try AtomicFile.write(WebVTT.document(composition.cues), to: transcript) }
      } catch {
        throw CLIError(error)
      }
    }
  }
}

/// How `speak` and `sonify` turn a chart into audio, settled once from the arguments (and shared
/// by the inputs of a batch).
struct AudioJob: Sendable {
  var command: String
  var options = ChartAudioOptions()
  var levels: Set<NarrationLevel>
  /// The phrases of the words and captions; `nil` for tones without captions (no transcript).
  var book: PhraseBook?
  var policy: DescriptionPolicy
  var verbosity: ReadoutVerbosity
  var speech: SpeechOptions
  /// The engine, when the audio holds speech.
  var engine: EspeakEngine?
  /// The voice's name, for the line that says what was written ("" without speech).
  var voiceName = ""

  /// - Throws: A usage error for an option out of range or an unknown voice; a failure when the
  ///   phrase file cannot be read or espeak-ng does not start.
  init(
    _ arguments: ParsedArguments, spec: CommandSpec, includesSpeech: Bool, includesTones: Bool
  ) throws(CLIError) {
    command = spec.name
    options.includesSpeech = includesSpeech
    options.includesTones = includesTones
    options.style = try AudioOptions.style(arguments, command: spec.name)
    // sonify has no --level: it says nothing, so any tier will do.
    levels = spec.name == Speak.spec.name ? arguments.valueOrDefault(Speak.level) : [.alt]
    if let legend = arguments.value(Speak.legend) { options.legend = legend }
    // Tones alone say nothing but their captions, which only a transcript shows: without one
    // (and without a --locale or --locales-dir to check) no phrase file is read; with one, the
    // captions' few phrases are parsed when used.
    let captions = arguments.value(AudioOptions.transcript) != nil || arguments.isSet(SpeakBatch.transcripts)
    let named = arguments.value(LocaleOptions.locale) != nil || arguments.value(LocaleOptions.directory) != nil
    let book =
      includesSpeech || captions || named
      ? try LocaleOptions.phraseBook(
        arguments, command: spec.name, loading: includesSpeech ? .checkingEveryPhrase : .onDemand) : nil
    self.book = book
    // sonify describes nothing: the analysis options are speak's.
    policy =
      spec.name == Speak.spec.name ? try AnalysisOptions.policy(arguments, command: spec.name) : DescriptionPolicy()
    policy.maxConcurrency = JobsOption.threads(arguments)
    verbosity = arguments.valueOrDefault(LevelOption.verbosity)
    // Without a book nothing is spoken: no voice is needed.
    speech = SpeechOptions(voice: book?.voice ?? "", rate: arguments.value(Speak.rate) ?? 175)
    if includesSpeech, let book {
      let (shared, voice) = try Speak.voice(arguments.value(Speak.voice), book: book, command: spec.name)
      speech.voice = voice.identifier
      voiceName = voice.name
      engine = shared
    }
  }

  /// The format of the audio: the style's rate, in stereo (or the style's channels) when tones
  /// play, else mono.
  var sampleFormat: (sampleRate: Int, channelCount: Int) {
    var options = options
    // Without speech only the tones are composed.
    if !options.includesSpeech || book == nil { options.includesTones = true }
    return ChartAudioComposer.format(options)
  }

  /// The audio of a chart or a composed chart in memory (see ``compose(_:into:)``).
  ///
  /// - Precondition: ``validate(_:)`` accepted `set`.
  /// - Throws: as ``compose(_:into:)``.
  func compose(_ set: ChartSet) throws(CLIError) -> ComposedAudio {
    var mixer = Mixer(sampleRate: sampleFormat.sampleRate, channelCount: sampleFormat.channelCount)
    let composition = try compose(set, into: &mixer)
    return ComposedAudio(audio: mixer.output, composition: composition)
  }

  /// The audio of a chart or a composed chart onto the end of `output`: a set plays its
  /// orientation, then each view's number and tones in turn, then its facts.
  ///
  /// - Precondition: ``validate(_:)`` accepted `set`.
  /// - Throws: A failure when a phrase is missing or espeak-ng fails.
  func compose<Output: AudioSequence>(_ set: ChartSet, into output: inout Output) throws(CLIError)
    -> AudioComposition
  {
    do {
      let composer = ChartAudioComposer(engine: engine, speech: speech)
      guard options.includesSpeech, let book else {
        // Tones only: nothing is said, so nothing is analysed or narrated.
        return try composer.composeTones(
          set.views.map(\.chart), isSet: set.isComposed, book: book, policy: policy, options: options, into: &output)
      }
      if set.isComposed {
        let description = try ChartSetDescription(set, book: book, levels: levels, policy: policy, verbosity: verbosity)
        return try composer.compose(description, options: options, into: &output)
      }
      let description = try ChartDescription(
        set.views[0].chart, book: book, levels: levels, policy: policy, verbosity: verbosity)
      return try composer.compose(description, options: options, into: &output)
    } catch {
      throw CLIError(error)
    }
  }

  /// Checks the analysis options against every view (before any file is touched).
  ///
  /// - Throws: A usage error when they do not fit a chart.
  func validate(_ set: ChartSet) throws(CLIError) {
    for view in set.views { try AnalysisOptions.validate(view.chart, policy: policy, command: command) }
  }

  /// Composes the audio and writes the audio file, then the transcript when one is asked for:
  /// both files or neither (a transcript that cannot be written takes back the audio just
  /// written). A WAV file is written as its audio is composed (``WAVWriter``'s streaming
  /// write), never whole in memory; an Opus file is composed first.
  ///
  /// - Returns: What the composition told, and the audio's length in seconds.
  /// - Throws: A usage error when the analysis options do not fit a chart (before any file is
  ///   touched); as ``compose(_:into:)``; a failure when a file cannot be written.
  func composeAndWrite(_ set: ChartSet, format: AudioFileFormat, to output: String, transcript: String?)
    throws(CLIError) -> (composition: AudioComposition, duration: Double)
  {
    try validate(set)
    var composition = AudioComposition()
    var duration = 0.0
    do {
      switch format {
      case .wav:
        try WAVWriter.write(to: output, sampleRate: sampleFormat.sampleRate, channelCount: sampleFormat.channelCount) {
          wav in
          composition = try compose(set, into: &wav)
          duration = wav.duration
        }
      case .opus:
        let audio = try compose(set)
        try format.write(audio.audio, to: output)
        composition = AudioComposition(audio)
        duration = audio.audio.duration
      }
      if let transcript {
        do {
          try AtomicFile.write(WebVTT.document(composition.cues), to: transcript)
        } catch {
          // Never a device or pipe, which holds no file.
          var info = stat()
          if lstat(output, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(output) }
          throw error
        }
      }
    } catch {
      throw CLIError(error)
    }
    return (composition, duration)
  }

  /// Composes the audio and writes it to an open handle such as standard output: a WAV stream
  /// is held as 16-bit samples until complete, so a failure writes nothing.
  ///
  /// - Throws: as ``composeAndWrite(_:format:to:transcript:)``.
  func composeAndWrite(_ set: ChartSet, format: AudioFileFormat, to handle: FileHandle) throws(CLIError)
    -> AudioComposition
  {
    try validate(set)
    var composition = AudioComposition()
    do {
      switch format {
      case .wav:
        try WAVWriter.write(
          to: handle, sampleRate: sampleFormat.sampleRate, channelCount: sampleFormat.channelCount
        ) { wav in composition = try compose(set, into: &wav) }
      case .opus:
        let audio = try compose(set)
        try format.write(audio.audio, to: handle)
        composition = AudioComposition(audio)
      }
    } catch {
      throw CLIError(error)
    }
    return composition
  }

  /// "the tones play the first 8 of the chart's 12 series", for each view whose series are not
  /// all heard.
  func tonedSeriesNotes(_ set: ChartSet, composition audio: AudioComposition) -> [String] {
    guard options.includesTones else { return [] }
    var notes: [String] = []
    for (index, view) in set.views.enumerated() {
      let played = view.chart.series.filter { !$0.isEmpty }.count
      let toned =
        audio.viewTonedSeriesCounts.indices.contains(index)
        ? audio.viewTonedSeriesCounts[index] : audio.tonedSeriesCount
      if played > toned {
        let whose = set.isComposed ? "view \(index + 1)'s" : "the chart's"
        notes.append("the tones play the first \(toned) of \(whose) \(played) series")
      }
    }
    return notes
  }

  /// "Wrote sales.wav: 12.5 seconds of speech and tones (English)."
  func writtenLine(_ output: String, duration: Double) -> String {
    let what =
      options.includesSpeech ? (options.includesTones ? "speech and tones" : "speech") : "tones"
    return "Wrote \(output): \(String(format: "%.1f", duration)) seconds of \(what)"
      + (voiceName.isEmpty ? "" : " (\(voiceName))") + ".\n"
  }
}

extension AudioCommand {
  /// The format `--audio-format` names, else the one the output's extension names, else WAV.
  ///
  /// - Throws: A usage error when the two disagree (`-o chart.wav --audio-format opus`).
  static func audioFormat(_ arguments: ParsedArguments, output: String?, command: String) throws(CLIError)
    -> AudioFileFormat
  {
    let named = output.flatMap { $0 == "-" ? nil : AudioFileFormat(fileName: $0) }
    guard let chosen = arguments.value(Speak.audioFormat) else { return named ?? .wav }
    if let named, let output, named != chosen {
      throw CLIError.usage(
        "'-o \(output)' names a \(named.rawValue) file but '--audio-format' is \(chosen.rawValue); "
          + "give the file the extension .\(chosen.fileExtension)",
        command: command)
    }
    return chosen
  }

  /// Whether two paths name one file: the same text, or the same existing file (through links).
  /// A character device (`/dev/null`) is no file: it takes both, as two shell redirects to it
  /// would.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    let aExists = stat(a, &first) == 0
    if aExists, first.st_mode & S_IFMT == S_IFCHR { return false }
    if URL(fileURLWithPath: a).standardizedFileURL == URL(fileURLWithPath: b).standardizedFileURL {
      return true
    }
    return aExists && stat(b, &second) == 0 && first.st_dev == second.st_dev
      && first.st_ino == second.st_ino
  }
}
