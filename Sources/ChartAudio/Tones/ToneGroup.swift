/// One series' stretch of a ``TonePlan``: what the captions and the legend say about it.
///
/// A WebVTT transcript makes one cue of each group, from ``start`` to ``end``.
public struct ToneGroup: Sendable, Equatable {
  /// Index into ``ChartDescriptor/series``.
  public var seriesIndex: Int
  /// The series' name as the data gives it.
  public var seriesName: String
  /// Seconds from the plan's start to the group's first sound (its start cue, else its first
  /// tone).
  public var start: Double
  /// Seconds from the plan's start to the end of the group's last sound.
  public var end: Double
  public var timbre: Timbre
  /// Whether the series plays as a glide rather than separate tones.
  public var isContinuous: Bool
  /// Seconds from one point's onset to the next.
  public var step: Double
  /// Seconds each separate tone lasts (a glide holds its last point this long).
  public var toneDuration: Double
  /// Points in the series, missing ones included.
  public var originalPointCount: Int
  /// Points played as tones.
  public var playedPointCount: Int
  /// Missing values in the series.
  public var missingValueCount: Int
  /// Noise bursts played (after reduction, one stands for each surviving run of missing values).
  public var missingCueCount: Int
  /// Whether the series had more points than the density cap allows and was reduced.
  public var isReduced: Bool

  public init(
    seriesIndex: Int, seriesName: String, start: Double, end: Double, timbre: Timbre,
    isContinuous: Bool, step: Double, toneDuration: Double, originalPointCount: Int,
    playedPointCount: Int, missingValueCount: Int, missingCueCount: Int, isReduced: Bool
  ) {
    self.seriesIndex = seriesIndex
    self.seriesName = seriesName
    self.start = start
    self.end = end
    self.timbre = timbre
    self.isContinuous = isContinuous
    self.step = step
    self.toneDuration = toneDuration
    self.originalPointCount = originalPointCount
    self.playedPointCount = playedPointCount
    self.missingValueCount = missingValueCount
    self.missingCueCount = missingCueCount
    self.isReduced = isReduced
  }

  /// Seconds.
  public var duration: Double { end - start }
}
