import ChartAudio
import ChartModel
import ChartNarration
import ChartSpeech
import Foundation

/// `chartvoice explore`: step through a chart from the keyboard, hearing each point as a tone and
/// a short announcement ("4 of 6, April: 38,800, lowest so far"), as Apple's Audio Graphs and
/// Chart2Music allow in a browser.
enum Explore: Subcommand {
  static let spec = CommandSpec(
    name: "explore",
    overview: "Step through a chart point by point from the keyboard, by ear.",
    arguments: [InputOptions.argument],
    options: [
      speech.spec, noSpeech.spec, noTones.spec, statusLine.spec, braille.spec, LocaleOptions.locale.spec,
      Speak.voice.spec,
      Speak.rate.spec, audioDevice.spec, LocaleOptions.directory.spec,
    ],
    groups: InputOptions.groups,
    discussion: """
      KEYS:
        Left, Right or h, l     The previous and next point.
        Up, Down or k, j        The previous and next series.
        Home, End or 0, $       The first and last point.
        Page Up, Page Down      Back and forward by a tenth of the series.
        ], [                    The highest, the lowest point of the series; again: the next.
        }, { or Ctrl+]          The same across all series (Ctrl+[ is Escape at a terminal).
        g, a value, Enter       The point nearest a date, a category or a number.
        m, M                    Set a mark; go back to it.
        s, a                    The summary; the alt text.
        t                       How the value compares with the ones before it.
        x, y                    The axis: title, unit, range.
        T, c                    The title and the author's summary; the author's note.
        Space                   The current point again.
        p, L                    Play the series as tones; explain the sounds.
        Shift+End, Shift+Home   Tones from here to the end, to the start; other keys stop them.
        q, e                    Faster, slower tones, also while p or Shift+End play.
        S, O, B                 Speech, tones, the braille line on or off.
        Escape                  Stop the sound.
        ?, Q                    Help; quit (as do Alt+q, Ctrl-C, Ctrl-D and the end of input).

      Keys come from the keyboard, or from standard input when it is not a terminal, so a script can
      explore too: printf 'lllQ' | chartvoice explore chart.json prints the fourth point. (A chart
      read from standard input leaves the keys to the terminal.) Each move prints one line; speech
      and tones play when there is an audio device, and otherwise a notice on standard error says
      the session is text only.

      SCREEN READER AND BRAILLE DISPLAY:
        Speech goes through the user's speech-dispatcher when it answers (the user's voice and rate,
        in the description's language, and never over the screen reader), else through espeak-ng.
        When brltty runs with a display, each point's braille sparkline and line go to the display,
        the cursor at the point, and its panning keys move as Left, Right, Up and Down do.

      EXAMPLES:
        chartvoice explore sales.csv
        chartvoice explore chart.json --no-speech --braille
        printf 'lllQ' | chartvoice explore chart.json
      """)

  /// Who speaks: the user's speech-dispatcher, espeak-ng in-process, or nobody.
  enum SpeechEngine: String, CaseIterable, Sendable {
    case dispatcher, espeak, none
  }

  static let speech = TypedOption<SpeechEngine>.choice(
    OptionSpec(
      name: "speech", valueName: "engine",
      help: "Who speaks: the user's speech-dispatcher, espeak-ng, or none.",
      defaultValue: "dispatcher when it answers, else espeak"))
  static let noSpeech = Flag(
    name: "no-speech", help: "Print the announcements without speaking them (as --speech none).")
  static let noTones = Flag(name: "no-tones", help: "Do not play a tone for each point.")
  static let statusLine = Flag(
    name: "status-line",
    help:
      "Show the current point on one line that is rewritten in place, instead of a new line per move (on a terminal only)."
  )
  static let braille = Flag(
    name: "braille",
    help:
      "Show a braille sparkline of the series, the current point marked, before each point (on a terminal, on the status line)."
  )
  static let audioDevice = TypedOption<String>(
    OptionSpec(
      name: "audio-device", valueName: "name", help: "A PulseAudio sink or ALSA device to play through.",
      defaultValue: "the system's default output"))

  static func run(_ arguments: ParsedArguments) throws(CLIError) {
    let engine: SpeechEngine? = arguments.isSet(noSpeech) ? SpeechEngine.none : arguments.value(speech)
    let speaks = engine != SpeechEngine.none
    let tones = !arguments.isSet(noTones)
    let rate = arguments.value(Speak.rate) ?? 175
    let book = try LocaleOptions.phraseBook(arguments, command: spec.name)
    let chartFromStandardInput = (arguments.positionals.first ?? "-") == "-"
    let chart = try InputOptions.loadChart(arguments, command: spec.name)
    let keys = try keySource(chartFromStandardInput: chartFromStandardInput)
    defer { if keys != STDIN_FILENO { close(keys) } }

    let description: ChartDescription
    let sonifier: PointSonifier
    do {
      var policy = DescriptionPolicy()
      policy.maxConcurrency = JobsOption.threads(arguments)
      description = try ChartDescription(chart, book: book, levels: [.alt, .summary], policy: policy)
      sonifier = try PointSonifier(descriptor: chart)
    } catch {
      throw CLIError(error)
    }

    // A line rewritten in place needs a terminal: into a pipe or a file, `\r` and clear-line
    // would be raw bytes, so each point gets its own line there.
    var options = Announcer.Options(
      statusLine: (arguments.isSet(statusLine) || arguments.isSet(braille)) && Terminal.isTerminal(STDOUT_FILENO),
      tones: tones)
    // The user's speech-dispatcher speaks unless espeak-ng or silence is asked for; when it does
    // not answer, espeak-ng does (with a notice only when it was asked for by name).
    let dispatcher: SpeechDispatcher? =
      speaks && engine != .espeak
      ? SpeechDispatcher.connect(
        settings: SpeechDispatcher.Settings(
          voice: arguments.value(Speak.voice), rate: arguments.value(Speak.rate)))
      : nil
    // An unknown --voice is a usage error for espeak-ng on every machine, with or without audio.
    // The settings are kept with --no-speech too, so that `S` can turn speech on.
    var speech = SpeechOptions(voice: book.voice, rate: rate)
    if dispatcher == nil, let name = arguments.value(Speak.voice) {
      speech.voice = try Speak.voice(name, book: book, command: spec.name).voice.identifier
    }
    options.speech = speech
    options.speaks = speaks
    // With neither espeak-ng's speech nor tones, the audio device is never opened.
    var player: AudioPlayer?
    var hasNoDevice = false
    if (speaks && dispatcher == nil) || tones {
      do {
        player = try AudioPlayer.open(
          device: arguments.value(audioDevice), sampleRate: sonifier.style.sampleRate,
          channelCount: sonifier.style.channelCount)
      } catch {
        hasNoDevice = true
      }
    }
    let narration = ExploreNarration(chart: description.chart, analysis: description.analysis, book: book)
    let notice: Phrase
    do {
      notice = try narration.message(.noAudio)
      // One notice at most: without a device, "text only" says more than who would have spoken.
      if engine == .dispatcher, dispatcher == nil, !hasNoDevice {
        Terminal.writeError(Announcer.visible(try narration.message(.noDispatcher)) + "\n")
      }
    } catch {
      throw CLIError(error)
    }
    // The user's braille display, when brltty runs with one; given back on every way out.
    let display = BrailleDisplay.connect()
    defer { display?.close() }
    let announcer = Announcer(
      options: options, player: player, noAudioNotice: notice, speechOutput: dispatcher,
      language: book.locale, braille: display)
    defer { announcer.finish() }
    if hasNoDevice { announcer.noteNoAudio() }

    var session = try ExploreSession(
      description: description, narration: narration, sonifier: sonifier, announcer: announcer,
      showsBraille: arguments.isSet(braille))
    // The display's panning keys join the keyboard's.
    var reader = KeyReader(descriptor: display?.mergingKeys(with: keys) ?? keys)
    if Terminal.isTerminal(keys) {
      let terminal = try RawTerminal(descriptor: keys)
      defer { terminal.restore() }
      try session.run(keys: &reader)
    } else {
      try session.run(keys: &reader)
    }
  }

  /// Where keys come from: standard input, or — when the chart itself came through standard
  /// input — the controlling terminal.
  ///
  /// - Throws: A usage error when the chart took standard input and there is no terminal.
  static func keySource(chartFromStandardInput: Bool) throws(CLIError) -> Int32 {
    guard chartFromStandardInput else { return STDIN_FILENO }
    let terminal = open("/dev/tty", O_RDONLY | O_CLOEXEC)
    guard terminal >= 0 else {
      throw CLIError.usage(
        "The chart came through standard input, so keys must come from a terminal, and there is none; give the chart as a file",
        command: spec.name)
    }
    return terminal
  }
}
