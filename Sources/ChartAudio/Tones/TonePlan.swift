import ChartModel

/// The audio graph of a chart as data: every tone, missing-value cue and earcon with its time,
/// plus one ``ToneGroup`` per series for captions and the legend.
///
///     let plan = try TonePlan(descriptor: chart)              // 20 points, default style
///     plan.duration                                            // 5.4 (seconds, cues included)
///     plan.groups.map(\.seriesName)                            // ["Revenue"]
///     let audio = ToneRenderer.render(plan)                    // stereo PCM at 22,050 Hz
///
/// **x becomes time and stereo position; y becomes pitch** (`sonification.md`). Series play one
/// after another, ``SonificationStyle/seriesPause`` apart, each in x order:
/// 1. a ``Earcon/seriesStart`` cue, then ``EarconStyle/boundaryGap`` of silence;
/// 2. one sound per played point, ``SonificationStyle/step(forPointCount:)`` apart: a tone
///    (discrete series), a glide segment to the next point (continuous series, so the chain sounds
///    as one tone with a break at each missing value), or a noise burst for a missing value;
///    ``Earcon/maximum`` and ``Earcon/minimum`` clicks sound with the series' extremes, and
///    ``Earcon/crossingUp``/``Earcon/crossingDown`` ticks where it crosses a y reference line (or
///    zero), at the linearly interpolated moment;
/// 3. ``EarconStyle/boundaryGap`` of silence, then a ``Earcon/seriesEnd`` cue.
///
/// A series with more points than ``SonificationStyle/maximumTonesPerSeries`` is reduced first
/// (LTTB or min/max buckets, keeping its global extremes), and its group says so. Empty series
/// play nothing and have no group.
///
/// The plan is `Equatable` and `Sendable`, so tests, transcripts and the renderer all read the
/// same value; rendering it is deterministic.
public struct TonePlan: Sendable, Equatable {
  /// The style the plan was made with; the renderer reads its levels, timbres and sample rate.
  public var style: SonificationStyle
  /// How values became pitches.
  public var pitch: PitchMapping
  /// How x positions became pans.
  public var pan: PanMapping
  /// Every sound, ordered by start time (ties keep the order tone, earcons).
  public var events: [SoundEvent]
  /// One group per non-empty series, in play order.
  public var groups: [ToneGroup]
  /// Seconds from the start of the first sound to the end of the last.
  public var duration: Double

  /// A plan from its parts, for tests and custom sequencing; ``init(descriptor:style:)`` builds
  /// the usual one.
  public init(
    style: SonificationStyle, pitch: PitchMapping, pan: PanMapping, events: [SoundEvent],
    groups: [ToneGroup], duration: Double
  ) {
    self.style = style
    self.pitch = pitch
    self.pan = pan
    self.events = events
    self.groups = groups
    self.duration = duration
  }

  /// Whether any series was reduced to respect the density cap (the spoken legend says so).
  public var isReduced: Bool { groups.contains { $0.isReduced } }

  /// The number of frames the rendered audio holds: `duration × sampleRate`, rounded.
  public var frameCount: Int { frame(at: duration) }

  /// The frames an event covers in the rendered audio: from its start to its end, each rounded
  /// to the nearest frame, so joined glide segments meet exactly.
  ///
  /// - Complexity: O(1).
  public func frames(of event: SoundEvent) -> Range<Int> {
    let first = frame(at: event.start)
    return first..<max(first, frame(at: event.end))
  }

  /// The frame at `seconds` from the start, rounded to the nearest.
  ///
  /// - Complexity: O(1).
  public func frame(at seconds: Double) -> Int {
    Int((seconds * Double(style.sampleRate)).rounded())
  }

  /// The events of one series, in time order.
  ///
  /// - Complexity: O(*n*) in the number of events.
  public func events(inSeries index: Int) -> [SoundEvent] {
    events.filter { $0.seriesIndex == index }
  }
}
