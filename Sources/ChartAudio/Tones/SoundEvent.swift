/// One sound of a ``TonePlan``: when it starts, how long it lasts, where it sits in the stereo
/// field, and what it is.
///
/// Times are seconds from the start of the plan; pans are −1 (left) … +1 (right), moving linearly
/// from ``startPan`` to ``endPan`` over the sound.
public struct SoundEvent: Sendable, Equatable {
  /// What a sound is.
  public enum Sound: Sendable, Equatable {
    /// A data tone: one point of a discrete series, or one segment of a continuous glide.
    case tone(Tone)
    /// A short noise burst where a value is missing.
    case missingValue
    /// A landmark cue.
    case earcon(Earcon)
  }

  /// The line a ``Earcon/crossingUp`` or ``Earcon/crossingDown`` tick marks.
  public struct Crossing: Sendable, Equatable {
    /// The value crossed.
    public var value: Double
    /// The index of the line in ``ChartDescriptor/referenceLines``; `nil` for the zero line.
    public var referenceLineIndex: Int?

    public init(value: Double, referenceLineIndex: Int?) {
      self.value = value
      self.referenceLineIndex = referenceLineIndex
    }
  }

  /// Seconds from the start of the plan.
  public var start: Double
  /// Seconds.
  public var duration: Double
  /// The series the sound belongs to (index into ``ChartDescriptor/series``).
  public var seriesIndex: Int
  /// The point it stands for (index into the series' columns): the point of a tone, the first
  /// missing point of a missing-value cue, the extreme of a ``Earcon/maximum`` or
  /// ``Earcon/minimum``; `nil` for boundary cues and crossings.
  public var pointIndex: Int?
  public var startPan: Double
  public var endPan: Double
  public var sound: Sound
  /// For crossing ticks, the line crossed; otherwise `nil`.
  public var crossing: Crossing?

  public init(
    start: Double, duration: Double, seriesIndex: Int, pointIndex: Int?, startPan: Double,
    endPan: Double? = nil, sound: Sound, crossing: Crossing? = nil
  ) {
    self.start = start
    self.duration = duration
    self.seriesIndex = seriesIndex
    self.pointIndex = pointIndex
    self.startPan = startPan
    self.endPan = endPan ?? startPan
    self.sound = sound
    self.crossing = crossing
  }

  /// Seconds from the start of the plan to the end of the sound.
  public var end: Double { start + duration }

  /// The tone, when this is a data tone.
  public var tone: Tone? {
    if case .tone(let tone) = sound { tone } else { nil }
  }

  /// The earcon, when this is one.
  public var earcon: Earcon? {
    if case .earcon(let earcon) = sound { earcon } else { nil }
  }
}

/// A data tone: a steady pitch, or a glide from one pitch to another in semitone space.
///
/// A continuous series plays as a chain of glides, one per point, each joined to the next with
/// continuous phase and no fade, so the chain sounds as one gliding tone; a missing value breaks
/// the chain.
public struct Tone: Sendable, Equatable {
  /// Hz at the onset: the pitch of the tone's point.
  public var startFrequency: Double
  /// Hz at the end: the next point's pitch for a glide segment, else ``startFrequency``.
  public var endFrequency: Double
  public var timbre: Timbre
  /// Whether the tone continues the previous tone (no fade-in; phase carries on).
  public var joinsPrevious: Bool
  /// Whether the next tone continues this one (no fade-out).
  public var joinsNext: Bool

  public init(
    startFrequency: Double, endFrequency: Double? = nil, timbre: Timbre,
    joinsPrevious: Bool = false, joinsNext: Bool = false
  ) {
    self.startFrequency = startFrequency
    self.endFrequency = endFrequency ?? startFrequency
    self.timbre = timbre
    self.joinsPrevious = joinsPrevious
    self.joinsNext = joinsNext
  }
}
