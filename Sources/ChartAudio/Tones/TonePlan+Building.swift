import ChartModel

extension TonePlan {
  /// The most series the audio graph plays, one after another; the legend names the rest's
  /// count (`audio.legend.seriesLimited`).
  public static let maximumSeries = 20

  /// The longest the tones of several series may last in all, in seconds: a series that would
  /// end later is not played (the legend says how many play). The first always plays, however
  /// long its `overviewDuration` (at most two hours, as the options allow). Two hours of 48 kHz
  /// stereo tones are about 5 GB of samples while they are mixed.
  public static let maximumDuration: Double = 7_200

  /// Plans the audio graph of a chart (see ``TonePlan`` for the layout).
  ///
  /// - Parameters:
  ///   - descriptor: the chart; its y-axis range (when declared) fixes the pitch domain, its x
  ///     axis the pan domain, its y reference lines the crossing ticks.
  ///   - style: every setting; validated first.
  /// - Throws: ``AudioError/invalidSonification(_:)`` when the style is invalid.
  /// - Complexity: O(*n* log *n*) for a series not in x order (it is sorted for playback), else
  ///   O(*n*), over all points.
  public init(descriptor: ChartDescriptor, style: SonificationStyle = SonificationStyle())
    throws(AudioError)
  {
    try style.validate()
    let pitch = PitchMapping(descriptor: descriptor, style: style)
    let pan = PanMapping(descriptor: descriptor, style: style)
    var lines: [SoundEvent.Crossing] = descriptor.referenceLines.indices.compactMap { index in
      let line = descriptor.referenceLines[index]
      return line.axis == .y && line.value.isFinite
        ? SoundEvent.Crossing(value: line.value, referenceLineIndex: index) : nil
    }
    if style.earcons.marksZeroCrossings, !lines.contains(where: { $0.value == 0 }) {
      lines.append(SoundEvent.Crossing(value: 0, referenceLineIndex: nil))
    }

    var events: [SoundEvent] = []
    var groups: [ToneGroup] = []
    var cursor = 0.0
    for (index, series) in descriptor.series.enumerated() where !series.isEmpty {
      // The audio grows with every series (10,000 series would be hours of tones and gigabytes
      // of samples): past the limit, the legend says how many play.
      guard groups.count < Self.maximumSeries else { break }
      if !groups.isEmpty { cursor += style.seriesPause }
      var planner = SeriesPlanner(
        series: series, seriesIndex: index, style: style, pitch: pitch, pan: pan, lines: lines)
      let group = planner.plan(from: cursor)
      // Memory grows with the length of the audio: past the limit, no more series.
      guard groups.isEmpty || group.end <= Self.maximumDuration else { break }
      groups.append(group)
      events += planner.events.sorted { $0.start < $1.start }
      cursor = group.end
    }
    self.init(
      style: style, pitch: pitch, pan: pan, events: events, groups: groups, duration: cursor)
  }
}

/// Plans one series: reduction, timing, tones, cues and earcons.
private struct SeriesPlanner {
  let series: DataSeries
  let seriesIndex: Int
  let style: SonificationStyle
  let pitch: PitchMapping
  let pan: PanMapping
  let lines: [SoundEvent.Crossing]
  /// The series' point indices in play order.
  private(set) var played: [Int] = []
  private(set) var events: [SoundEvent] = []

  init(
    series: DataSeries, seriesIndex: Int, style: SonificationStyle, pitch: PitchMapping,
    pan: PanMapping, lines: [SoundEvent.Crossing]
  ) {
    self.series = series
    self.seriesIndex = seriesIndex
    self.style = style
    self.pitch = pitch
    self.pan = pan
    self.lines = lines
  }

  /// Plans the series from `start` seconds and returns its group; ``events`` holds its sounds.
  mutating func plan(from start: Double) -> ToneGroup {
    let isReduced = choosePlayedPoints()
    let timbre = style.timbre(forSeries: seriesIndex)
    let step = style.step(forPointCount: played.count)
    let tone = style.toneDuration(forStep: step)
    let missingCue = min(style.missingCueDuration, tone)
    var cursor = start

    cursor += boundaryCue(.seriesStart, at: cursor)
    let first = cursor
    func onset(_ k: Int) -> Double { first + Double(k) * step }

    for k in played.indices {
      let index = played[k]
      let position = pan.pan(for: series.x[index])
      guard let frequency = pitch.frequency(for: series.y[index]) else {
        add(onset(k), missingCue, index, position, .missingValue)
        continue
      }
      let joinsPrevious = series.isContinuous && k > 0 && !series.y[played[k - 1]].isNaN
      if series.isContinuous, k + 1 < played.count,
        let next = pitch.frequency(for: series.y[played[k + 1]])
      {
        let glide = Tone(
          startFrequency: frequency, endFrequency: next, timbre: timbre,
          joinsPrevious: joinsPrevious, joinsNext: true)
        let endPan = pan.pan(for: series.x[played[k + 1]])
        add(onset(k), step, index, position, .tone(glide), endPan: endPan)
      } else {
        let steady = Tone(startFrequency: frequency, timbre: timbre, joinsPrevious: joinsPrevious)
        add(onset(k), tone, index, position, .tone(steady))
      }
    }
    let missingCount = series.y.reduce(0) { $0 + ($1.isNaN ? 1 : 0) }
    let missingCues = played.reduce(0) { $0 + (series.y[$1].isNaN ? 1 : 0) }
    addExtremes(onset: onset)
    addCrossings(onset: onset, step: step)

    if let last = played.last {
      cursor = onset(played.count - 1) + (series.y[last].isNaN ? missingCue : tone)
    }
    cursor += style.earcons.plays(.seriesEnd) ? style.earcons.boundaryGap : 0
    cursor += boundaryCue(.seriesEnd, at: cursor)

    return ToneGroup(
      seriesIndex: seriesIndex, seriesName: series.name, start: start,
      end: cursor, timbre: timbre,
      isContinuous: series.isContinuous, step: step, toneDuration: tone,
      originalPointCount: series.count, playedPointCount: played.count - missingCues,
      missingValueCount: missingCount, missingCueCount: missingCues, isReduced: isReduced)
  }

  /// Sorts the points into x order (stably) and reduces them above the density cap; returns
  /// whether any point was dropped.
  private mutating func choosePlayedPoints() -> Bool {
    let cap = style.maximumTonesPerSeries
    // In x order already (the usual case), the columns are reduced as they are, without copies.
    if series.isSortedByX {
      guard series.count > cap else {
        played = Array(series.x.indices)
        return false
      }
      played = reduce(x: series.x, y: series.y, cap: cap)
      return played.count < series.count
    }
    let order = series.x.indices.sorted {
      series.x[$0] < series.x[$1] || (series.x[$0] == series.x[$1] && $0 < $1)
    }
    guard order.count > cap else {
      played = order
      return false
    }
    let kept = reduce(x: order.map { series.x[$0] }, y: order.map { series.y[$0] }, cap: cap)
    played = kept.map { order[$0] }
    return played.count < order.count
  }

  /// The indices the style's reduction keeps of columns in x order.
  private func reduce(x: [Double], y: [Double], cap: Int) -> [Int] {
    switch style.reduction {
    case .lttb: Downsampling.lttb(x: x, y: y, threshold: cap)
    case .minMaxBuckets: Downsampling.minMaxBuckets(x: x, y: y, bucketCount: max(1, cap / 2))
    }
  }

  /// Adds a boundary cue at `time` when it plays; returns the seconds it takes with its gap.
  private mutating func boundaryCue(_ earcon: Earcon, at time: Double) -> Double {
    guard style.earcons.plays(earcon) else { return 0 }
    let sound = style.earcons.sound(for: earcon)
    add(time, sound.duration, nil, 0, .earcon(earcon))
    return earcon == .seriesStart ? sound.duration + style.earcons.boundaryGap : sound.duration
  }

  /// Clicks at the first played occurrence of the series' maximum and minimum, unless the series
  /// is constant or has fewer than two values.
  private mutating func addExtremes(onset: (Int) -> Double) {
    var highest: Int?
    var lowest: Int?
    for k in played.indices where !series.y[played[k]].isNaN {
      let value = series.y[played[k]]
      if highest.map({ value > series.y[played[$0]] }) ?? true { highest = k }
      if lowest.map({ value < series.y[played[$0]] }) ?? true { lowest = k }
    }
    guard let highest, let lowest, series.y[played[highest]] > series.y[played[lowest]] else {
      return
    }
    for (earcon, k) in [(Earcon.maximum, highest), (.minimum, lowest)]
    where style.earcons.plays(earcon) {
      let index = played[k]
      add(
        onset(k), style.earcons.sound(for: earcon).duration, index, pan.pan(for: series.x[index]),
        .earcon(earcon))
    }
  }

  /// Ticks where consecutive played values cross a line (a value equal to the line counts as
  /// above it); none across a missing value, and none for a line crossed more often than
  /// ``EarconStyle/maximumCrossings``.
  private mutating func addCrossings(onset: (Int) -> Double, step: Double) {
    let plays = style.earcons.plays(.crossingUp) || style.earcons.plays(.crossingDown)
    guard plays, played.count > 1 else { return }
    for line in lines {
      var ticks: [SoundEvent] = []
      for k in 1..<played.count {
        let a = series.y[played[k - 1]]
        let b = series.y[played[k]]
        guard !a.isNaN, !b.isNaN, (a >= line.value) != (b >= line.value) else { continue }
        let earcon: Earcon = b >= line.value ? .crossingUp : .crossingDown
        guard style.earcons.plays(earcon) else { continue }
        let fraction = (line.value - a) / (b - a)
        let panA = pan.pan(for: series.x[played[k - 1]])
        let panB = pan.pan(for: series.x[played[k]])
        ticks.append(
          SoundEvent(
            start: onset(k - 1) + fraction * step,
            duration: style.earcons.sound(for: earcon).duration,
            seriesIndex: seriesIndex, pointIndex: nil, startPan: panA + fraction * (panB - panA),
            sound: .earcon(earcon), crossing: line))
      }
      if ticks.count <= style.earcons.maximumCrossings { events += ticks }
    }
  }

  private mutating func add(
    _ start: Double, _ duration: Double, _ pointIndex: Int?, _ pan: Double,
    _ sound: SoundEvent.Sound, endPan: Double? = nil
  ) {
    events.append(
      SoundEvent(
        start: start, duration: duration, seriesIndex: seriesIndex, pointIndex: pointIndex,
        startPan: pan, endPan: endPan, sound: sound))
  }
}
