/// How to reduce a series that has more points than the density cap allows.
public enum PointReduction: String, Sendable, Hashable, CaseIterable, Codable {
  /// Largest-Triangle-Three-Buckets (``Downsampling/lttb(x:y:threshold:preservingExtremes:)``).
  case lttb
  /// Each equal-width x bucket plays its minimum and maximum in x order
  /// (``Downsampling/minMaxBuckets(x:y:bucketCount:)``), as Highcharts does.
  case minMaxBuckets
}

/// Every setting of the audio graph, in one value: pitch, timing, level, space, timbre, and cues.
///
///     var style = SonificationStyle()
///     style.lowestNote = 57            // A3 …
///     style.highestNote = 81           // … to A5
///     try style.validate()
///
/// The defaults follow `sonification.md`: y maps to MIDI notes 48–84 (C3–C6) in semitone space;
/// one series lasts about 5 s, at most 20 tones a second and at least 250 ms a step; tones are
/// 80 % of a step, at most 225 ms, with 10 ms linear fades; series play one after another, 700 ms
/// apart; x pans over ±0.9; missing values sound as a short noise burst; landmarks get earcons.
///
/// ``TonePlan`` and ``ToneRenderer`` read nothing else, so two plans with equal styles and
/// descriptors are equal, and so is their audio.
public struct SonificationStyle: Sendable, Equatable {
  // MARK: - Pitch

  /// The MIDI note of the lowest value (48 = C3 ≈ 130.8 Hz). Keep it at or above about 130 Hz so
  /// tones stay clear of espeak-ng's voice (`sonification.md` §1). Fractions are allowed.
  public var lowestNote: Double = 48
  /// The MIDI note of the highest value (84 = C6 ≈ 1,046.5 Hz); 1 to 6 octaves above
  /// ``lowestNote``.
  public var highestNote: Double = 84
  /// Whether higher values sound *lower* (inverted polarity).
  public var invertsPitch: Bool = false
  /// Whether pitch follows log10 of the value (for a logarithmic y axis); values ≤ 0 then sound
  /// at the lowest value's pitch.
  public var isLogarithmic: Bool = false
  /// Whether pitches are rounded to whole semitones (as Chart2Music does); continuous by default.
  public var snapsToSemitones: Bool = false

  // MARK: - Time

  /// Seconds one series should take when its points allow (`5 s / n` per step, within
  /// ``shortestStep`` … ``longestStep``).
  public var overviewDuration: Double = 5
  /// The density cap: above `overviewDuration × maximumTonesPerSecond` points a series is reduced.
  public var maximumTonesPerSecond: Double = 20
  /// The slowest step, onset to onset, in seconds: few points are not stretched beyond it.
  public var longestStep: Double = 0.25
  /// The longest tone, in seconds.
  public var longestTone: Double = 0.225
  /// A tone's share of its step (0…1]: `tone = min(longestTone, toneFraction × step)`.
  public var toneFraction: Double = 0.8
  /// Seconds of silence between one series and the next.
  public var seriesPause: Double = 0.7
  /// Seconds of the linear fade at each end of a tone (and of a missing-value cue), so nothing
  /// clicks.
  public var fadeDuration: Double = 0.01
  /// How series above the density cap are reduced.
  public var reduction: PointReduction = .lttb

  // MARK: - Level and space

  /// The peak amplitude of a data tone (0…1].
  public var toneAmplitude: Double = 0.3
  /// No rendered sample exceeds this (headroom below 1.0 before quantisation).
  public var peakLimit: Double = 0.9
  /// Pan of the first and last x position, ± this (0…1); a single position plays centred.
  public var panWidth: Double = 0.9
  /// 2 (stereo, panned by x with an equal-power law) or 1 (mono).
  public var channelCount: Int = 2
  /// Frames per second; one of ``supportedSampleRates``. 22,050 matches espeak-ng.
  public var sampleRate: Int = 22_050

  // MARK: - Timbre

  /// The timbre of each series in turn; series beyond the palette reuse it from the start.
  public var timbres: [Timbre] = [.triangle, .square, .sawtooth, .sine]
  /// At most this many partials per tone (Sonifier's square has 8); fewer when higher ones would
  /// pass the Nyquist frequency.
  public var partialCount: Int = 8

  // MARK: - Missing values

  /// Seconds of the noise burst that marks a missing value (shortened to the tone length).
  public var missingCueDuration: Double = 0.12
  /// Peak amplitude of the noise burst.
  public var missingCueAmplitude: Double = 0.2
  /// Seed of the noise, so rendering is deterministic.
  public var noiseSeed: UInt64 = 0x0C4A_27F0_1CE0_0001

  // MARK: - Earcons

  /// Landmark sounds: series boundaries, extremes, reference-line crossings.
  public var earcons = EarconStyle()

  /// The defaults.
  public init() {}

  /// The sample rates a plan can be rendered at.
  public static let supportedSampleRates = [22_050, 44_100, 48_000]

  // MARK: - Derived timing

  /// The shortest step, `1 / maximumTonesPerSecond` (50 ms by default).
  public var shortestStep: Double { 1 / maximumTonesPerSecond }

  /// The most points one series plays before it is reduced: `overviewDuration ×
  /// maximumTonesPerSecond`, rounded down (100 by default).
  public var maximumTonesPerSeries: Int {
    Int((overviewDuration * maximumTonesPerSecond).rounded(.down))
  }

  /// Seconds from one tone's onset to the next for a series of `count` played points:
  /// `clamp(overviewDuration / count, shortestStep, longestStep)`.
  ///
  ///     SonificationStyle().step(forPointCount: 20)   // 0.25
  ///     SonificationStyle().step(forPointCount: 40)   // 0.125
  ///
  /// - Complexity: O(1).
  public func step(forPointCount count: Int) -> Double {
    min(longestStep, max(shortestStep, overviewDuration / Double(max(1, count))))
  }

  /// The length of a tone at `step`: `min(longestTone, toneFraction × step)`.
  ///
  /// - Complexity: O(1).
  public func toneDuration(forStep step: Double) -> Double {
    min(longestTone, toneFraction * step)
  }

  /// The timbre of the series at `index`.
  ///
  /// - Complexity: O(1).
  public func timbre(forSeries index: Int) -> Timbre {
    timbres.isEmpty ? .triangle : timbres[index % timbres.count]
  }
}
