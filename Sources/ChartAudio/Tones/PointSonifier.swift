import ChartModel

/// The sounds of an exploration: one point's tone as the listener steps onto it, and one series'
/// audio graph on request — with the same pitch, pan and timbre as the chart's whole audio graph,
/// so a value sounds the same whichever way it is heard.
///
///     let sonifier = try PointSonifier(descriptor: chart)
///     let tone = ToneRenderer.render(sonifier.plan(point: 3, inSeries: 0))   // ≈ 0.23 s
///     let graph = ToneRenderer.render(try sonifier.plan(series: 0))
///
/// A point plays as one steady tone of ``SonificationStyle/longestTone`` in its series' timbre,
/// panned by x; a missing value as the noise burst; a value equal to its series' maximum or
/// minimum adds that earcon's click (the announcement says "highest" or "lowest" at the same
/// points).
public struct PointSonifier: Sendable {
  public let descriptor: ChartDescriptor
  public let style: SonificationStyle
  /// The chart's mapping from values to pitches (declared y range, else every series' extremes).
  public let pitch: PitchMapping
  /// The chart's mapping from x to stereo position.
  public let pan: PanMapping
  /// Each series' smallest and largest value; `nil` without finite values.
  private let extremes: [ClosedRange<Double>?]

  /// Prepares the mappings once.
  ///
  /// - Throws: ``AudioError/invalidSonification(_:)`` when the style is invalid.
  /// - Complexity: O(*N*) over all points.
  public init(descriptor: ChartDescriptor, style: SonificationStyle = SonificationStyle())
    throws(AudioError)
  {
    try style.validate()
    self.descriptor = descriptor
    self.style = style
    pitch = PitchMapping(descriptor: descriptor, style: style)
    pan = PanMapping(descriptor: descriptor, style: style)
    extremes = descriptor.series.map { series in
      var low = Double.infinity
      var high = -Double.infinity
      for value in series.y where value.isFinite {
        low = min(low, value)
        high = max(high, value)
      }
      return low <= high ? low...high : nil
    }
  }

  /// The sound of one point, starting at 0 seconds.
  ///
  /// - Precondition: both indices are valid.
  /// - Complexity: O(1).
  public func plan(point index: Int, inSeries seriesIndex: Int) -> TonePlan {
    let series = descriptor.series[seriesIndex]
    let y = series.y[index]
    let position = pan.pan(for: series.x[index])
    var events: [SoundEvent] = []
    if let frequency = pitch.frequency(for: y) {
      let tone = Tone(startFrequency: frequency, timbre: style.timbre(forSeries: seriesIndex))
      events.append(
        SoundEvent(
          start: 0, duration: style.longestTone, seriesIndex: seriesIndex, pointIndex: index,
          startPan: position, sound: .tone(tone)))
      if let range = extremes[seriesIndex], range.lowerBound < range.upperBound {
        for (earcon, value) in [(Earcon.maximum, range.upperBound), (.minimum, range.lowerBound)]
        where y == value && style.earcons.plays(earcon) {
          events.append(
            SoundEvent(
              start: 0, duration: style.earcons.sound(for: earcon).duration,
              seriesIndex: seriesIndex,
              pointIndex: index, startPan: position, sound: .earcon(earcon)))
        }
      }
    } else {
      events.append(
        SoundEvent(
          start: 0, duration: style.missingCueDuration, seriesIndex: seriesIndex, pointIndex: index,
          startPan: position, sound: .missingValue))
    }
    return TonePlan(
      style: style, pitch: pitch, pan: pan, events: events, groups: [],
      duration: events.map(\.end).max() ?? 0)
  }

  /// The points `indices` of a series one after another, in the order given, one
  /// ``SonificationStyle/longestStep`` apart: each sounds as ``plan(point:inSeries:)`` does.
  ///
  /// - Precondition: the indices are valid.
  /// - Complexity: O(*k*) in the points.
  public func plan(points indices: [Int], inSeries seriesIndex: Int) -> TonePlan {
    var events: [SoundEvent] = []
    for (step, index) in indices.enumerated() {
      let start = Double(step) * style.longestStep
      events += plan(point: index, inSeries: seriesIndex).events.map { event in
        var moved = event
        moved.start += start
        return moved
      }
    }
    return TonePlan(
      style: style, pitch: pitch, pan: pan, events: events, groups: [],
      duration: events.map(\.end).max() ?? 0)
  }

  /// One series' part of the chart's audio graph (``TonePlan/init(descriptor:style:)``), moved to
  /// start at 0 seconds; empty for a series without points.
  ///
  /// - Precondition: `seriesIndex` is valid.
  /// - Complexity: that of planning the whole chart, O(*N*) over all points in x order.
  public func plan(series seriesIndex: Int) throws(AudioError) -> TonePlan {
    let whole = try TonePlan(descriptor: descriptor, style: style)
    guard var group = whole.groups.first(where: { $0.seriesIndex == seriesIndex }) else {
      return TonePlan(style: style, pitch: pitch, pan: pan, events: [], groups: [], duration: 0)
    }
    let offset = group.start
    let events = whole.events(inSeries: seriesIndex).map { event in
      var moved = event
      moved.start -= offset
      return moved
    }
    group.start = 0
    group.end -= offset
    return TonePlan(
      style: style, pitch: whole.pitch, pan: whole.pan, events: events, groups: [group],
      duration: group.end)
  }
}
