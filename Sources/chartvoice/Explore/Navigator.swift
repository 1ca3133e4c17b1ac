import ChartNarration
import ChartSupport

/// A move through the chart.
enum Move: Equatable, Sendable, CaseIterable {
  case previousPoint, nextPoint
  case firstPoint, lastPoint
  /// Back or forward by a tenth of the series (``Navigator/pageSize(count:)``).
  case pageBack, pageForward
  case previousSeries, nextSeries
}

/// Which extreme `]`, `[`, `}` and `{` go to.
enum Extreme: Equatable, Sendable, CaseIterable {
  case highest, lowest
  /// The highest or lowest of all series.
  case chartHighest, chartLowest

  var isHighest: Bool { self == .highest || self == .chartHighest }
  var isChartWide: Bool { self == .chartHighest || self == .chartLowest }
}

/// What a key asks the explorer to do.
enum ExploreCommand: Equatable, Sendable {
  case move(Move)
  /// `]`, `[` (this series), `}`, `{` or Ctrl+] (all series): the highest or lowest point, then,
  /// pressed again, the next-highest or next-lowest.
  case extreme(Extreme)
  /// `s`, `a`, `p`, `L`, `t`, `?`.
  case summary, altText, play, legend, context, help
  /// Shift+End and Shift+Home: the tones from here to the end or to the start.
  case playToEnd, playToStart
  /// Space: the current point again.
  case replay
  /// `q`, `e`: faster and slower tones (Chart2Music's keys).
  case faster, slower
  /// `x`, `y`: the axis; `T`: the title and the author's summary; `c`: the author's note.
  case xAxis, yAxis, title, caption
  /// `g`: go to the point nearest a typed value.
  case goTo
  /// `m`, `M`: set the mark; jump back to it.
  case setMark, jumpToMark
  /// `S`, `O`, `B`: speech, tones, the braille line on or off.
  case toggleSpeech, toggleTones, toggleBraille
  /// Escape: silence the sound.
  case stop
  /// `Q`, Alt+q (Escape then q), Ctrl-C, Ctrl-D.
  case quit
  /// Enter: nothing (scripts may end lines).
  case ignore
  /// Anything else: the listener is told where help is.
  case unknown

  /// The command of a key: arrows and vi letters move (←/→ or h/l points, ↑/↓ or k/j series,
  /// Home/End or 0/$ the ends, Page Up/Down a tenth); the others follow Chart2Music where it has
  /// the key (`]`, `[`, Ctrl+], Space, Shift+End, Shift+Home, `q`, `e`). Ctrl+[ is the Escape byte
  /// at a terminal, so `{` (Shift+[) goes to the chart's lowest point, and `}` to its highest.
  init(_ key: Key) {
    switch key {
    case .left, .character("h"): self = .move(.previousPoint)
    case .right, .character("l"): self = .move(.nextPoint)
    case .up, .character("k"): self = .move(.previousSeries)
    case .down, .character("j"): self = .move(.nextSeries)
    case .home, .character("0"): self = .move(.firstPoint)
    case .end, .character("$"): self = .move(.lastPoint)
    case .pageUp: self = .move(.pageBack)
    case .pageDown: self = .move(.pageForward)
    case .character("]"): self = .extreme(.highest)
    case .character("["): self = .extreme(.lowest)
    case .character("}"), .control(0x1D): self = .extreme(.chartHighest)
    case .character("{"): self = .extreme(.chartLowest)
    case .shiftEnd: self = .playToEnd
    case .shiftHome: self = .playToStart
    case .character(" "): self = .replay
    // As Chart2Music's own help dialog lists them: Q "Increase playback speed" (key-speed-incr),
    // E "Decrease playback speed"; its speeds are gaps between notes, so `q` shortens them.
    case .character("q"): self = .faster
    case .character("e"): self = .slower
    case .character("s"): self = .summary
    case .character("a"): self = .altText
    case .character("p"): self = .play
    case .character("L"): self = .legend
    case .character("t"): self = .context
    case .character("x"): self = .xAxis
    case .character("y"): self = .yAxis
    case .character("T"): self = .title
    case .character("c"): self = .caption
    case .character("g"): self = .goTo
    case .character("m"): self = .setMark
    case .character("M"): self = .jumpToMark
    case .character("S"): self = .toggleSpeech
    case .character("O"): self = .toggleTones
    case .character("B"): self = .toggleBraille
    case .character("?"): self = .help
    case .character("Q"), .alt("q"), .alt("Q"), .interrupt, .endOfTransmission: self = .quit
    case .escape: self = .stop
    case .enter: self = .ignore
    default: self = .unknown
    }
  }
}

/// The explorer's position — a series and a point in it — and the rules for moving it.
///
///     var navigator = Navigator(xColumns: [[1, 2, 3], [1, 2, 3]])!
///     navigator.perform(.nextPoint)     // .point: now at series 0, index 1
///     navigator.perform(.nextSeries)    // .series: series 1, index 1 (the same x)
///     navigator.perform(.nextSeries)    // .edge(.lastSeries): unchanged
///
/// Series without points are skipped. Moving to another series keeps the x position: the new
/// index is the point whose x is nearest the current one (the first on ties), so aligned series
/// keep their index and shorter ones stop at their end. A move that cannot happen leaves the
/// position as it was and reports the edge. Home and End always land (they repeat the point when
/// already there), as do Page Up/Down unless already at that end.
struct Navigator: Equatable {
  /// What a move did.
  enum Outcome: Equatable {
    /// Moved within the series (or stayed, for Home/End at that end).
    case point
    /// Moved to another series.
    case series
    /// Could not move.
    case edge(ExploreMessage)
  }

  /// The x positions of each series' points, in reading order.
  private let xColumns: [[Double]]
  /// The series with points, in chart order.
  private let navigable: [Int]
  private(set) var series: Int
  private(set) var index: Int

  /// Starts at the first point of the first series that has points; `nil` when none has.
  init?(xColumns: [[Double]]) {
    navigable = xColumns.indices.filter { !xColumns[$0].isEmpty }
    guard let first = navigable.first else { return nil }
    self.xColumns = xColumns
    series = first
    index = 0
  }

  /// The number of points a page moves: a tenth of the series, rounded, at least 1.
  ///
  ///     Navigator.pageSize(count: 6)     // 1
  ///     Navigator.pageSize(count: 15)    // 2
  ///     Navigator.pageSize(count: 100)   // 10
  static func pageSize(count: Int) -> Int {
    max(1, Int((Double(count) / 10).rounded()))
  }

  private var count: Int { xColumns[series].count }

  /// Performs a move.
  ///
  /// - Complexity: O(1) within a series; O(*n*) in the new series' length when changing series.
  mutating func perform(_ move: Move) -> Outcome {
    switch move {
    case .previousPoint: return step(by: -1)
    case .nextPoint: return step(by: 1)
    case .pageBack: return step(by: -Self.pageSize(count: count))
    case .pageForward: return step(by: Self.pageSize(count: count))
    case .firstPoint:
      index = 0
      return .point
    case .lastPoint:
      index = count - 1
      return .point
    case .previousSeries: return switchSeries(forward: false)
    case .nextSeries: return switchSeries(forward: true)
    }
  }

  /// Moves to a point of a series with points; returns whether the series changed.
  ///
  /// - Precondition: the series has the point.
  mutating func jump(toSeries target: Int, index newIndex: Int) -> Bool {
    precondition(xColumns[target].indices.contains(newIndex), "no such point")
    let changed = target != series
    series = target
    index = newIndex
    return changed
  }

  /// Moves by `offset` points, stopping at the ends; an edge only when already there.
  private mutating func step(by offset: Int) -> Outcome {
    let target = min(max(index + offset, 0), count - 1)
    guard target != index else { return .edge(offset < 0 ? .firstPoint : .lastPoint) }
    index = target
    return .point
  }

  private mutating func switchSeries(forward: Bool) -> Outcome {
    guard navigable.count > 1 else { return .edge(.onlySeries) }
    let position = navigable.firstIndex(of: series) ?? 0
    let next = position + (forward ? 1 : -1)
    guard navigable.indices.contains(next) else {
      return .edge(forward ? .lastSeries : .firstSeries)
    }
    let x = xColumns[series][index]
    series = navigable[next]
    index = Self.nearest(to: x, in: xColumns[series])
    return .series
  }

  /// The index of the value nearest `x` (the first on ties).
  static func nearest(to x: Double, in column: [Double]) -> Int {
    var best = 0
    var bestDistance = Double.infinity
    for (index, value) in column.enumerated() {
      let distance = abs(value - x)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }
}
