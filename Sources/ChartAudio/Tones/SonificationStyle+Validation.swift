extension SonificationStyle {
  /// Checks every setting, so that a plan built from this style renders cleanly.
  ///
  ///     var style = SonificationStyle()
  ///     style.highestNote = 40
  ///     try style.validate()   // throws: "the pitch range is empty or inverted: …"
  ///
  /// Messages name each setting in words ("the overview's duration"), never by its property name,
  /// since they reach command-line users who never see the Swift API.
  ///
  /// - Throws: ``AudioError/invalidSonification(_:)`` for the first setting out of range,
  ///   naming it, its value and what would be valid: a non-positive duration, an empty, inverted
  ///   or over-6-octave pitch range, a pitch above the Nyquist frequency, an unsupported sample
  ///   rate or channel count, amplitudes that could clip, an empty timbre palette.
  /// - Complexity: O(1).
  public func validate() throws(AudioError) {
    func fail(_ detail: String) -> AudioError { .invalidSonification(detail) }

    // Pitch.
    guard lowestNote.isFinite, highestNote.isFinite, lowestNote >= 0, highestNote <= 127 else {
      throw fail(
        "the pitch range \(number(lowestNote))–\(number(highestNote)) must use MIDI notes 0…127; "
          + "the default is 48–84 (C3–C6)")
    }
    guard lowestNote < highestNote else {
      throw fail(
        "the pitch range is empty or inverted: the lowest note (\(number(lowestNote))) must be "
          + "below the highest (\(number(highestNote))); to make higher values sound lower, "
          + "invert the pitch instead")
    }
    guard highestNote - lowestNote >= 12, highestNote - lowestNote <= 72 else {
      throw fail(
        "the pitch range spans \(number(highestNote - lowestNote)) semitones; choose 1 to 6 "
          + "octaves (12…72 semitones)")
    }
    let nyquist = Double(sampleRate) / 2
    guard PitchMapping.frequency(midiNote: highestNote) < nyquist else {
      throw fail(
        "the highest note (\(number(highestNote))) is above the Nyquist frequency of "
          + "\(sampleRate) Hz audio; lower it or raise the sample rate")
    }

    // Time.
    let durations: [(String, Double)] = [
      ("the overview's duration", overviewDuration),
      ("the most tones per second", maximumTonesPerSecond), ("the longest step", longestStep),
      ("the longest tone", longestTone), ("a tone's share of its step", toneFraction),
      ("the missing-value cue's duration", missingCueDuration),
    ]
    for (name, value) in durations where !(value.isFinite && value > 0) {
      throw fail("\(name) must be positive, not \(number(value))")
    }
    for (name, value) in [("the pause between series", seriesPause), ("the fade", fadeDuration)]
    where !(value.isFinite && value >= 0) {
      throw fail("\(name) must be zero or positive, not \(number(value))")
    }
    guard toneFraction <= 1 else {
      throw fail(
        "a tone's share of its step must be more than 0 and at most 1, not "
          + number(toneFraction)
      )
    }
    guard longestStep >= shortestStep else {
      throw fail(
        "the longest step (\(number(longestStep)) s) is shorter than the density cap's step of "
          + "\(number(shortestStep)) s (\(number(maximumTonesPerSecond)) tones per second); "
          + "lengthen it or allow more tones per second")
    }
    guard maximumTonesPerSeries >= 3 else {
      throw fail(
        "an overview of \(number(overviewDuration)) s at \(number(maximumTonesPerSecond)) tones "
          + "per second holds fewer than 3 tones; lengthen the overview")
    }
    let shortestTone = toneDuration(forStep: shortestStep)
    guard 2 * fadeDuration <= shortestTone else {
      throw fail(
        "the fade (\(number(fadeDuration)) s) is more than half the shortest tone "
          + "(\(number(shortestTone)) s); shorten the fades or lengthen the tones")
    }

    // Level and space.
    for (name, value) in [
      ("the tone amplitude", toneAmplitude), ("the peak limit", peakLimit),
      ("the missing-value cue's amplitude", missingCueAmplitude),
      ("the earcons' amplitude", earcons.amplitude),
    ] where !(value.isFinite && value > 0 && value <= 1) {
      throw fail("\(name) must be more than 0 and at most 1, not \(number(value))")
    }
    let loudest = max(toneAmplitude, missingCueAmplitude) + 2 * earcons.amplitude
    guard loudest <= peakLimit else {
      throw fail(
        "a tone (\(number(max(toneAmplitude, missingCueAmplitude)))) under two earcons "
          + "(\(number(earcons.amplitude)) each) could reach \(number(loudest)), above the peak limit "
          + "\(number(peakLimit)); lower the amplitudes")
    }
    guard panWidth.isFinite, (0...1).contains(panWidth) else {
      throw fail(
        "the stereo width must be in 0…1 (0.9 keeps off the hard edges), not \(number(panWidth))")
    }
    guard channelCount == 1 || channelCount == 2 else {
      throw fail("the channel count must be 1 (mono) or 2 (stereo), not \(channelCount)")
    }
    guard Self.supportedSampleRates.contains(sampleRate) else {
      throw fail(
        "the sample rate \(sampleRate) Hz is not supported; choose one of "
          + Self.supportedSampleRates.map(String.init).joined(separator: ", "))
    }

    // Timbre.
    guard !timbres.isEmpty else {
      throw fail(
        "the timbre palette is empty; list at least one of sine, triangle, square, sawtooth")
    }
    guard (1...64).contains(partialCount) else {
      throw fail("the number of partials must be in 1…64, not \(partialCount)")
    }

    // Earcons.
    guard earcons.boundaryGap.isFinite, earcons.boundaryGap >= 0 else {
      throw fail(
        "the gap before a boundary earcon must be zero or positive, not "
          + number(earcons.boundaryGap))
    }
    guard earcons.maximumCrossings >= 0 else {
      throw fail(
        "the most crossing earcons must be zero or positive, not \(earcons.maximumCrossings)")
    }
    for earcon in Earcon.allCases {
      let sound = earcons.sound(for: earcon)
      guard sound.duration.isFinite, sound.duration > 0, sound.duration <= 0.15 else {
        throw fail(
          "the \(earcon.spokenName) earcon lasts \(number(sound.duration)) s; earcons take "
            + "0 < duration ≤ 0.15 s")
      }
      for frequency in [sound.startFrequency, sound.endFrequency]
      where !(frequency.isFinite && frequency > 20 && frequency < nyquist) {
        throw fail(
          "the \(earcon.spokenName) earcon's frequency \(number(frequency)) Hz must be between "
            + "20 Hz and the Nyquist frequency, \(number(nyquist)) Hz")
      }
    }
  }
}

extension Earcon {
  /// The earcon as a message names it: "series end", not the case name `seriesEnd`.
  ///
  /// - Complexity: O(1).
  fileprivate var spokenName: String {
    switch self {
    case .seriesStart: "series start"
    case .seriesEnd: "series end"
    case .maximum: "maximum"
    case .minimum: "minimum"
    case .crossingUp: "upward crossing"
    case .crossingDown: "downward crossing"
    }
  }
}

/// A number as a message shows it: integers without a fraction, others as Swift prints them.
private func number(_ value: Double) -> String {
  value.isFinite && value == value.rounded() && abs(value) < 1e15
    ? String(Int(value)) : String(value)
}
