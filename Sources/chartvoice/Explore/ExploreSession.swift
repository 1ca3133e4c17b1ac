import ChartAudio
import ChartModel
import ChartNarration
import Foundation

/// One exploration: keys in, announcements out, until `Q`, Alt+q, Ctrl-C, Ctrl-D or the end of
/// input.
///
/// The session owns the position (``Navigator``) and turns each key's command into words from
/// ``ExploreNarration`` and sounds from ``PointSonifier``, which the ``Announcer`` prints, speaks
/// and plays. It knows nothing of terminals: its keys come from a ``KeyReader``.
struct ExploreSession {
  let description: ChartDescription
  let narration: ExploreNarration
  private(set) var sonifier: PointSonifier
  let announcer: Announcer
  /// Whether the status line shows a braille sparkline of the series (`B` toggles it).
  private(set) var showsBraille: Bool
  private(set) var navigator: Navigator
  /// The style the session started with, at normal speed; `q` and `e` change its speed.
  private let normalStyle: SonificationStyle
  private(set) var speed = Speed.normal
  /// The point `m` set.
  private(set) var mark: ValueOrder.Position?
  /// The extreme the last command went to, so that the same key again goes on to the next.
  private var lastExtreme: Extreme?
  /// The value being typed after `g`, until Enter or Escape.
  private(set) var typed: String?
  /// Shift+End's or Shift+Home's tones while they play: the cursor follows them.
  private var range: RangePlay?
  /// `p`'s audio graph while it may still play: `q` and `e` play the rest of it at the new speed.
  private var graph: GraphPlay?

  /// One series' audio graph (`p`), and the player's request that plays it from `start` on.
  struct GraphPlay {
    var series: Int
    /// The series' whole audio graph at the speed it plays at.
    var plan: TonePlan
    /// Seconds into `plan` where the request's tones begin.
    var start: Double
    var request: UInt64

    /// How many of the graph's points (its tones and missing-value cues) have begun after
    /// `seconds` of the request's tones; none has at 0, while the words before them are said.
    func begun(after seconds: Double) -> Int {
      let points = Self.points(of: plan)
      guard seconds > 0 else { return points.prefix { $0.start < start }.count }
      return points.prefix { $0.start <= start + seconds }.count
    }

    /// The rest of the graph in `other`, the same series' graph at another speed: from the
    /// point after the one playing (when `begun` of `plan`'s points have begun) to the end,
    /// moved to start at 0 seconds, and the seconds into `other` where it begins. Before any
    /// point has begun, the whole of it.
    ///
    /// Both plans hold the same points unless one of them was reduced to its density cap; then
    /// the rest begins at the first of `other`'s points further along x (`x`, the series' x
    /// positions) than the one playing.
    func rest(in other: TonePlan, begun: Int, x: [Double]) -> (plan: TonePlan, start: Double) {
      guard begun > 0 else { return (other, 0) }
      let old = Self.points(of: plan)
      let new = Self.points(of: other)
      let next: Int
      if old.count == new.count {
        next = begun
      } else {
        let playing = old[begun - 1].pointIndex.map { x[$0] } ?? -.infinity
        next = new.firstIndex { event in event.pointIndex.map { x[$0] > playing } ?? false } ?? new.count
      }
      let cut = next < new.count ? new[next].start : (new.last?.end ?? 0)
      let events = other.events.filter { $0.start >= cut }.map { event in
        var moved = event
        moved.start -= cut
        return moved
      }
      let groups = other.groups.map { group in
        var moved = group
        moved.start = 0
        moved.end = max(0, group.end - cut)
        return moved
      }
      let plan = TonePlan(
        style: other.style, pitch: other.pitch, pan: other.pan, events: events, groups: groups,
        duration: max(0, other.duration - cut))
      return (plan, cut)
    }

    /// A plan's point sounds — tones and missing-value cues, not earcons — in time order.
    static func points(of plan: TonePlan) -> [SoundEvent] {
      plan.events.filter { event in
        if case .earcon = event.sound { return false }
        return true
      }
    }
  }

  /// Tones from point to point of one series, a step apart, and the player's request for them.
  private struct RangePlay {
    var series: Int
    var indices: [Int]
    var step: Double
    var request: UInt64
    /// The point the braille display shows.
    var shown: Int
    /// The point the cursor stays on until the first tone plays, when it is not the first of
    /// `indices` (`q` and `e` go on from the point after the one playing).
    var before: Int? = nil

    /// The point whose tone played last, `seconds` into the tones: the first before any has.
    func point(after seconds: Double) -> Int {
      if seconds <= 0, let before { return before }
      let steps = step > 0 ? Int((seconds / step).rounded(.down)) : indices.count - 1
      return indices[min(max(steps, 0), indices.count - 1)]
    }
  }

  init(
    description: ChartDescription, narration: ExploreNarration, sonifier: PointSonifier,
    announcer: Announcer,
    showsBraille: Bool
  ) throws(CLIError) {
    guard let navigator = Navigator(xColumns: description.chart.series.map(\.x)) else {
      throw CLIError.failure("the chart has no points to explore")
    }
    self.description = description
    self.narration = narration
    self.sonifier = sonifier
    self.announcer = announcer
    self.showsBraille = showsBraille
    self.navigator = navigator
    normalStyle = sonifier.style
  }

  var chart: ChartDescriptor { description.chart }

  private var position: ValueOrder.Position {
    ValueOrder.Position(series: navigator.series, index: navigator.index)
  }

  /// Announces the chart and its first point, then follows the keys until one quits or they end.
  ///
  /// - Throws: A failure when a phrase is missing from the locale's file or output fails.
  mutating func run(keys: inout KeyReader) throws(CLIError) {
    try words {
      let opening = try narration.opening()
      let heading = chart.series.count > 1 ? [try narration.series(navigator.series)] : []
      try showPoint(before: [opening] + heading)
    }
    while true {
      if range != nil, !keys.waitForKey(milliseconds: Self.rangePoll) {
        // The tones ended by themselves: the cursor is at the last point, said now. Until then
        // the braille display follows them.
        if announcer.isIdle { try endRange() } else { try followRange() }
        continue
      }
      guard let key = try keys.next() else { return }
      if typed != nil {
        try type(key)
        continue
      }
      if graph != nil {
        let command = ExploreCommand(key)
        if !announcer.isIdle, command == .faster || command == .slower {
          // `q` and `e` change the speed of `p`'s tones still to come.
          try changeGraphSpeed(faster: command == .faster)
          continue
        }
        // Any other key stops them, then does what it does.
        graph = nil
        if !announcer.isIdle { announcer.stop() }
      }
      if range != nil {
        let playing = !announcer.isIdle
        let command = ExploreCommand(key)
        if playing, command == .faster || command == .slower {
          // `q` and `e` change the speed of the tones still to come.
          try changeRangeSpeed(faster: command == .faster)
          continue
        }
        // Any other key stops Shift+End's or Shift+Home's tones, where the cursor stays, and does
        // nothing else.
        if playing { announcer.stop() }
        try endRange()
        if playing { continue }
      }
      let command = ExploreCommand(key)
      if command == .quit { return }
      try perform(command)
    }
  }

  /// Carries out one command.
  mutating func perform(_ command: ExploreCommand) throws(CLIError) {
    if case .extreme = command {} else { lastExtreme = nil }
    try words {
      switch command {
      case .move(let move):
        switch navigator.perform(move) {
        case .point: try showPoint()
        case .series: try showPoint(before: [try narration.series(navigator.series)])
        case .edge(let edge): try announcer.say([try narration.message(edge)])
        }
      case .extreme(let extreme):
        try goToExtreme(extreme)
      case .summary:
        try announcer.say(description.narration.summary)
      case .altText:
        try announcer.say([description.narration.alt])
      case .context:
        try announcer.say([
          try narration.comparison(of: navigator.index, inSeries: navigator.series)
        ])
      case .help:
        try announcer.say(try narration.help())
      case .legend:
        let plan = try TonePlan(descriptor: chart, style: sonifier.style)
        let legend = AudioLegend(plan: plan, descriptor: chart)
        try announcer.say(
          try Narrator(book: description.book).legendSentences(
            legend, chart: chart, analysis: description.analysis))
      case .play:
        // The caption ("Audio graph of Revenue: 6 tones."), spoken, then the tones.
        let plan = try sonifier.plan(series: navigator.series)
        let narrator = Narrator(book: description.book)
        let request = try announcer.say(
          try plan.groups.map { group throws(NarrationError) in
            try narrator.toneCaption(group, chart: chart)
          },
          then: announcer.playsTones ? ToneRenderer.render(plan) : nil)
        if announcer.playsTones, let request {
          graph = GraphPlay(series: navigator.series, plan: plan, start: 0, request: request)
        }
      case .playToEnd, .playToStart:
        try playRange(toEnd: command == .playToEnd)
      case .replay:
        try showPoint()
      case .faster, .slower:
        try changeSpeed(faster: command == .faster)
      case .xAxis:
        try announcer.say([try narration.axis(.x)])
      case .yAxis:
        try announcer.say([try narration.axis(.y)])
      case .title:
        try announcer.say(try narration.titleAndSummary())
      case .caption:
        try announcer.say([try narration.caption()])
      case .goTo:
        typed = ""
        try announcer.say([try narration.message(.goToPrompt)])
      case .setMark:
        mark = position
        try announcer.say([try narration.markSet(navigator.index, inSeries: navigator.series)])
      case .jumpToMark:
        guard let mark else {
          try announcer.say([try narration.message(.noMark)])
          return
        }
        try jump(to: mark)
      case .toggleSpeech, .toggleTones:
        guard announcer.hasSound else {
          try announcer.say([try narration.message(.noSound)])
          return
        }
        // speech-dispatcher speaks, but no device plays tones: `O` cannot turn them on.
        guard command == .toggleSpeech || announcer.hasDevice else {
          try announcer.say([try narration.message(.noTones)])
          return
        }
        if command == .toggleSpeech {
          // Said before speech goes off, and after it comes on, so that it is heard either way.
          if announcer.speaks {
            try announcer.say([try narration.message(.speechOff)])
            _ = announcer.toggleSpeech()
          } else {
            _ = announcer.toggleSpeech()
            try announcer.say([try narration.message(.speechOn)])
          }
        } else {
          let on = announcer.toggleTones()
          try announcer.say([try narration.message(on ? .tonesOn : .tonesOff)])
        }
      case .toggleBraille:
        showsBraille.toggle()
        try announcer.say([try narration.message(showsBraille ? .brailleOn : .brailleOff)])
      case .stop:
        announcer.stop()
      case .unknown:
        try announcer.say([try narration.message(.unknownKey)])
      case .ignore, .quit:
        break
      }
    }
  }

  /// `]`, `[`, `}`, `{`: the highest or lowest point, or, when the same key brought the listener
  /// here, the next in that order.
  private mutating func goToExtreme(_ extreme: Extreme) throws(CLIError) {
    let order = ValueOrder(
      chart: chart, series: extreme.isChartWide ? nil : navigator.series,
      highestFirst: extreme.isHighest)
    let target = order.next(after: lastExtreme == extreme ? position : nil)
    guard let target else {
      lastExtreme = nil
      try words { try announcer.say([try narration.message(.noValues)]) }
      return
    }
    lastExtreme = extreme
    try words {
      let line = try narration.extreme(
        target, highest: extreme.isHighest, acrossChart: extreme.isChartWide)
      try jump(to: target, saying: [line])
    }
  }

  /// Moves to `target` and announces it, after `lines` and the series heading when the series
  /// changes.
  private mutating func jump(to target: ValueOrder.Position, saying lines: [Phrase] = [])
    throws(CLIError)
  {
    try words {
      let changesSeries = navigator.jump(toSeries: target.series, index: target.index)
      let heading = changesSeries ? [try narration.series(target.series)] : []
      try showPoint(before: lines + heading)
    }
  }

  /// How often (ms) the keys are polled while Shift+End's tones play, to notice their end.
  static let rangePoll: Int32 = 20

  /// Shift+End, Shift+Home: the tones of the points from here to the end (or the start) play and
  /// the cursor moves with them, on the braille display too; when they end, or a key stops them,
  /// the point the cursor is on is said. Without tones the cursor goes there at once.
  private mutating func playRange(toEnd: Bool) throws(CLIError) {
    let here = navigator.index
    let last = chart.series[navigator.series].count - 1
    let indices = toEnd ? Array(here...last) : Array((0...here).reversed())
    let heading = try words { try narration.playRange(toEnd: toEnd, count: indices.count) }
    guard announcer.playsTones else {
      _ = navigator.perform(toEnd ? .lastPoint : .firstPoint)
      try showPoint(before: [heading])
      return
    }
    let plan = sonifier.plan(points: indices, inSeries: navigator.series)
    let request = announcer.play(tones: ToneRenderer.render(plan))
    if let request {
      range = RangePlay(
        series: navigator.series, indices: indices, step: sonifier.style.longestStep, request: request,
        shown: here)
    }
    try announcer.print([heading])
  }

  /// Ends Shift+End's or Shift+Home's tones: the cursor goes to the point whose tone played
  /// last, and the point is said (without its tone, just heard).
  private mutating func endRange() throws(CLIError) {
    guard let range else { return }
    self.range = nil
    let index = range.point(after: announcer.playedSeconds(of: range.request))
    _ = navigator.jump(toSeries: range.series, index: index)
    try showPoint(sounding: false)
  }

  /// While Shift+End's or Shift+Home's tones play, the braille display shows the point whose tone
  /// played last, its line and its cursor, as the tones reach each point.
  private mutating func followRange() throws(CLIError) {
    guard var range, announcer.braille != nil else { return }
    let index = range.point(after: announcer.playedSeconds(of: range.request))
    guard index != range.shown else { return }
    range.shown = index
    self.range = range
    try showOnDisplay(index, inSeries: range.series)
  }

  /// `q` and `e`: one step of `--speed` faster or slower, said aloud.
  private mutating func changeSpeed(faster: Bool) throws(CLIError) {
    let words = try stepSpeed(faster: faster)
    try announcer.say([words])
  }

  /// `q` and `e` while Shift+End's or Shift+Home's tones play: the new speed is said, then the
  /// tones go on at it from the point after the one playing, the cursor moving with them. At the
  /// last point the tones end there, and the point is said after the speed.
  private mutating func changeRangeSpeed(faster: Bool) throws(CLIError) {
    guard var range else { return }
    let index = range.point(after: announcer.playedSeconds(of: range.request))
    let phrase = try stepSpeed(faster: faster)
    // The points after the one playing (all of them while the cursor waits before the first).
    let rest = range.indices.firstIndex(of: index).map { Array(range.indices[($0 + 1)...]) } ?? range.indices
    var request: UInt64?
    if !rest.isEmpty {
      let tones = ToneRenderer.render(sonifier.plan(points: rest, inSeries: range.series))
      request = try announcer.say([phrase], then: tones)
    }
    guard let request else {
      announcer.stop()
      self.range = nil
      _ = navigator.jump(toSeries: range.series, index: index)
      try showPoint(before: [phrase], sounding: false)
      return
    }
    range.indices = rest
    range.step = sonifier.style.longestStep
    range.request = request
    range.before = index
    self.range = range
  }

  /// `q` and `e` while `p`'s tones play (or their caption is said): the new speed is said, then
  /// the rest of the series' tones play at it, from the point after the one playing (all of
  /// them when none has played yet). After the last point, only the speed is said.
  private mutating func changeGraphSpeed(faster: Bool) throws(CLIError) {
    guard let graph else { return }
    let begun = graph.begun(after: announcer.playedSeconds(of: graph.request))
    let phrase = try stepSpeed(faster: faster)
    let whole = try words { try sonifier.plan(series: graph.series) }
    let rest = graph.rest(in: whole, begun: begun, x: chart.series[graph.series].x)
    self.graph = nil
    guard !GraphPlay.points(of: rest.plan).isEmpty else {
      announcer.stop()
      try announcer.say([phrase])
      return
    }
    if let request = try announcer.say([phrase], then: ToneRenderer.render(rest.plan)) {
      self.graph = GraphPlay(series: graph.series, plan: whole, start: rest.start, request: request)
    }
  }

  /// One step of `--speed` faster or slower: the words that say the new speed, or that there is
  /// none further that way.
  private mutating func stepSpeed(faster: Bool) throws(CLIError) -> Phrase {
    let speeds = Speed.allCases
    let at = speeds.firstIndex(of: speed) ?? 0
    let next = at + (faster ? 1 : -1)
    return try words {
      guard speeds.indices.contains(next) else {
        return try narration.message(faster ? .fastestSpeed : .slowestSpeed)
      }
      speed = speeds[next]
      sonifier = try PointSonifier(descriptor: chart, style: speed.applied(to: normalStyle))
      return try narration.speed(speed.rawValue)
    }
  }

  /// A key while a value is typed after `g`: text is added, Backspace removes the last
  /// character, Escape cancels, Enter goes to the nearest point.
  private mutating func type(_ key: Key) throws(CLIError) {
    switch key {
    case .character(let character):
      typed?.append(character)
    case .control(0x08), .control(0x7F):
      _ = typed?.popLast()
    case .enter:
      let text = (typed ?? "").trimmingCharacters(in: .whitespaces)
      typed = nil
      try words {
        guard !text.isEmpty else {
          try announcer.say([try narration.message(.goToCancelled)])
          return
        }
        guard let index = try PointFinder(narration: narration, series: navigator.series).find(text)
        else {
          try announcer.say([try narration.noMatch(text)])
          return
        }
        try jump(to: ValueOrder.Position(series: navigator.series, index: index))
      }
    case .interrupt, .endOfTransmission, .escape:
      typed = nil
      try words { try announcer.say([try narration.message(.goToCancelled)]) }
    default:
      break
    }
  }

  /// Announces the current point (after `before`), with its tone unless not `sounding`, and the
  /// braille sparkline.
  private func showPoint(before: [Phrase] = [], sounding: Bool = true) throws(CLIError) {
    try words {
      let (series, index) = (navigator.series, navigator.index)
      let point = try narration.point(index, inSeries: series)
      let tone =
        sounding && announcer.playsTones
        ? ToneRenderer.render(sonifier.plan(point: index, inSeries: series)) : nil
      let sparkline = showsBraille ? BrailleSparkline.render(chart.series[series].y, cursor: index) : nil
      try announcer.show(point: point, sparkline: sparkline, before: before, tone: tone)
      try showOnDisplay(index, inSeries: series, point: point)
    }
  }

  /// Shows point `index` of series `series` (whose announcement is `point`, when made) on the
  /// braille display, when there is one: the series' sparkline, the cursor at the point, and
  /// the point's line.
  private func showOnDisplay(_ index: Int, inSeries series: Int, point: Phrase? = nil) throws(CLIError) {
    guard announcer.braille != nil else { return }
    try words {
      let point = try point ?? narration.point(index, inSeries: series)
      announcer.showOnDisplay(
        point: point, sparkline: BrailleSparkline.render(chart.series[series].y, cursor: index))
    }
  }

  /// Runs `body`, turning a missing or broken phrase into a one-line failure.
  private func words<Value>(_ body: () throws -> Value) throws(CLIError) -> Value {
    do {
      return try body()
    } catch let error as CLIError {
      throw error
    } catch {
      throw CLIError(error)
    }
  }
}
