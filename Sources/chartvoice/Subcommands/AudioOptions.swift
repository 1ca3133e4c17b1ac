import ChartAudio
import ChartNarration

/// The audio-graph options shared by `speak` and `sonify`.
enum AudioOptions {
  static let group = OptionGroup(
    title: "AUDIO GRAPH OPTIONS",
    options: [
      pitchRange.spec,
      duration.spec,
      speed.spec, invert.spec, logarithmic.spec, sampleRate.spec, mono.spec,
    ])

  static let speed = TypedOption<Speed>.choice(
    OptionSpec(
      name: "speed", valueName: "speed",
      help:
        "How fast the tones step: the longest step between two points and the overview's length scale together (slow 500 ms and twice the duration, normal 250 ms, fast 100 ms and half, fastest 50 ms and a quarter).",
      defaultValue: "normal"))
  static let invert = Flag(name: "invert", help: "Higher values sound lower.")
  static let logarithmic = Flag(name: "log", help: "Pitch follows the logarithm of the values (positive values only).")
  static let sampleRate = TypedOption<Int>(
    OptionSpec(
      name: "sample-rate", valueName: "hz", help: "The audio's sample rate (Opus files play at 48 kHz and record it).",
      choices: ["22050", "44100", "48000"],
      defaultValue: "22050")
  ) { text throws(InvalidOptionValue) in
    // The scanner has already refused anything but the choices.
    guard let rate = Int(text) else { throw .expected("a sample rate in hertz") }
    return rate
  }
  static let mono = Flag(name: "mono", help: "One channel; x is then not heard as left to right.")

  /// `--transcript`: an output of `speak` and `sonify` beside the WAV file.
  static let transcript = TypedOption<String>(
    OptionSpec(
      name: "transcript", valueName: "file",
      help: "Also write a WebVTT transcript: one caption per spoken sentence and per series of tones."))

  /// The range `--duration` accepts, in seconds: at the fastest speed (a quarter of it) the
  /// shortest still holds a few tones, and the longest is an hour of tones a series.
  static let durations: ClosedRange<Double> = 1...3_600

  /// `--pitch-range`: the MIDI notes of the lowest and highest values, lowest first.
  static let pitchRange = TypedOption<ClosedRange<Double>>(
    OptionSpec(
      name: "pitch-range", valueName: "low-high",
      help: "The notes the lowest and highest values sound at, as names or MIDI numbers.", defaultValue: "C3-C6")
  ) { text throws(InvalidOptionValue) in
    let parts = text.split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2, let low = NoteName.midiNote(parts[0]), let high = NoteName.midiNote(parts[1]) else {
      throw .expected("two notes such as C3-C6 or 48-84")
    }
    guard low < high else {
      throw InvalidOptionValue(
        reason: ": the lowest note must come first; to make higher values sound lower, add --invert.")
    }
    return low...high
  }

  /// `--duration`: about how long the tones of one series last, in seconds.
  static let duration = TypedOption<Double>(
    OptionSpec(
      name: "duration", valueName: "seconds", help: "About how long the tones of one series last.", defaultValue: "5")
  ) { text throws(InvalidOptionValue) in
    guard let seconds = Double(text), durations.contains(seconds) else {
      throw .expected(
        "a number of seconds from \(Int(durations.lowerBound)) to \(Int(durations.upperBound))")
    }
    return seconds
  }

  /// The sonification style the options describe.
  static func style(_ arguments: ParsedArguments, command: String) throws(CLIError) -> SonificationStyle {
    var style = SonificationStyle()
    if let notes = arguments.value(pitchRange) {
      style.lowestNote = notes.lowerBound
      style.highestNote = notes.upperBound
    }
    if let seconds = arguments.value(duration) { style.overviewDuration = seconds }
    if let speed = arguments.value(speed) { style = speed.applied(to: style) }
    style.invertsPitch = arguments.isSet(invert)
    style.isLogarithmic = arguments.isSet(logarithmic)
    if let rate = arguments.value(sampleRate) { style.sampleRate = rate }
    if arguments.isSet(mono) { style.channelCount = 1 }
    do {
      try style.validate()
    } catch {
      throw CLIError.usage("\(error)", command: command)
    }
    return style
  }
}

/// Speed presets of the audio graph (`sonification.md` §2: steps of 1000, 250, 100 and 50 ms as
/// Chart2Music offers them; "slow" here is 500 ms so a short series is not drawn out past recall).
enum Speed: String, CaseIterable {
  case slow
  case normal
  case fast
  case fastest

  /// The longest time from one tone's start to the next.
  var longestStep: Double {
    switch self {
    case .slow: 0.5
    case .normal: 0.25
    case .fast: 0.1
    case .fastest: 0.05
    }
  }

  /// `style` at this speed: its step, its tones no longer than the step allows, its overview
  /// scaled.
  func applied(to style: SonificationStyle) -> SonificationStyle {
    var style = style
    style.longestStep = longestStep
    style.longestTone = min(style.longestTone, longestStep * style.toneFraction)
    style.overviewDuration *= durationScale
    return style
  }

  /// How the length of a long series' overview scales.
  var durationScale: Double {
    switch self {
    case .slow: 2
    case .normal: 1
    case .fast: 0.5
    case .fastest: 0.25
    }
  }
}
