/// A short landmark sound layered on the audio graph: where a series starts and ends, its highest
/// and lowest points, and where it crosses a reference line (`sonification.md` §6).
///
/// Earcons are quieter than data tones, at most 150 ms long, and each has its own decaying
/// "bell" envelope, so none is mistaken for a data point. ``AudioLegend`` lists those a plan uses,
/// so the spoken legend can explain them.
public enum Earcon: String, Sendable, Hashable, CaseIterable, Codable {
  /// Before a series' first tone.
  case seriesStart
  /// After a series' last tone: a short "complete" tone.
  case seriesEnd
  /// A click at the series' highest value.
  case maximum
  /// A click at the series' lowest value.
  case minimum
  /// A rising tick where the series crosses a reference line (or zero) upwards.
  case crossingUp
  /// A falling tick where the series crosses a reference line (or zero) downwards.
  case crossingDown
}

/// One earcon's sound: a sweep from one frequency to another under a fast-attack, exponentially
/// decaying envelope.
public struct EarconSound: Sendable, Equatable {
  /// Hz at the onset.
  public var startFrequency: Double
  /// Hz at the end; equal to ``startFrequency`` for a steady click.
  public var endFrequency: Double
  /// Seconds, at most 0.15.
  public var duration: Double

  public init(startFrequency: Double, endFrequency: Double? = nil, duration: Double) {
    self.startFrequency = startFrequency
    self.endFrequency = endFrequency ?? startFrequency
    self.duration = duration
  }
}

/// The earcon settings of a ``SonificationStyle``.
///
/// The default clicks and ticks sit above the default pitch range (C6 = 1,046.5 Hz), so they never
/// sound like data; the boundary cues play outside the tones, before and after each series.
public struct EarconStyle: Sendable, Equatable {
  /// Which earcons play; an empty set turns them all off.
  public var enabled: Set<Earcon> = Set(Earcon.allCases)
  /// Peak amplitude (0…1), below ``SonificationStyle/toneAmplitude``.
  public var amplitude: Double = 0.15
  /// Seconds of silence between the start cue and the first tone, and between the last tone and
  /// the end cue.
  public var boundaryGap: Double = 0.1
  /// Whether a series crossing zero ticks as if a reference line were drawn at 0.
  public var marksZeroCrossings: Bool = true
  /// A series that crosses one line more often than this gets no crossing ticks for that line: a
  /// stream of ticks would drown the data ("few per overview").
  public var maximumCrossings: Int = 8

  /// A soft D6 bell.
  public var seriesStart = EarconSound(startFrequency: 1_174.66, duration: 0.1)
  /// MAIDR's 880 Hz "complete" tone.
  public var seriesEnd = EarconSound(startFrequency: 880, duration: 0.15)
  /// A high click, E7.
  public var maximum = EarconSound(startFrequency: 2_637.02, duration: 0.04)
  /// A lower click, A6.
  public var minimum = EarconSound(startFrequency: 1_760, duration: 0.04)
  /// A rising chirp.
  public var crossingUp = EarconSound(startFrequency: 1_500, endFrequency: 3_000, duration: 0.03)
  /// A falling chirp.
  public var crossingDown = EarconSound(startFrequency: 3_000, endFrequency: 1_500, duration: 0.03)

  public init() {}

  /// The sound of one earcon.
  ///
  /// - Complexity: O(1).
  public func sound(for earcon: Earcon) -> EarconSound {
    switch earcon {
    case .seriesStart: seriesStart
    case .seriesEnd: seriesEnd
    case .maximum: maximum
    case .minimum: minimum
    case .crossingUp: crossingUp
    case .crossingDown: crossingDown
    }
  }

  /// Whether `earcon` plays.
  public func plays(_ earcon: Earcon) -> Bool { enabled.contains(earcon) }
}
