import ChartNarration
import ChartSupport
import Testing

@testable import chartvoice

/// The explorer's position and its moves: bounds, pages, series changes.
@Suite struct NavigatorTests {
  static let six: [Double] = [0, 1, 2, 3, 4, 5]

  func navigator(_ columns: [[Double]], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Navigator
  {
    try #require(Navigator(xColumns: columns), sourceLocation: sourceLocation)
  }

  @Test func startsAtTheFirstPointOfTheFirstSeriesWithPoints() throws {
    let navigator = try navigator([[], [], [3, 4]])
    #expect(navigator.series == 2)
    #expect(navigator.index == 0)
    #expect(Navigator(xColumns: []) == nil)
    #expect(Navigator(xColumns: [[], []]) == nil)
  }

  @Test func stepsWithinTheSeriesAndStopsAtItsEnds() throws {
    var navigator = try navigator([Self.six])
    #expect(navigator.perform(.previousPoint) == .edge(.firstPoint))
    #expect(navigator.index == 0)
    for expected in 1...5 {
      #expect(navigator.perform(.nextPoint) == .point)
      #expect(navigator.index == expected)
    }
    #expect(navigator.perform(.nextPoint) == .edge(.lastPoint))
    #expect(navigator.index == 5)
    #expect(navigator.perform(.previousPoint) == .point)
    #expect(navigator.index == 4)
  }

  @Test func homeAndEndAlwaysLand() throws {
    var navigator = try navigator([Self.six])
    #expect(navigator.perform(.firstPoint) == .point)
    #expect(navigator.index == 0)
    #expect(navigator.perform(.lastPoint) == .point)
    #expect(navigator.index == 5)
    #expect(navigator.perform(.lastPoint) == .point)
    #expect(navigator.index == 5)
  }

  @Test(arguments: [(1, 1), (6, 1), (9, 1), (14, 1), (15, 2), (20, 2), (100, 10), (1_000, 100)])
  func aPageIsATenthOfTheSeries(count: Int, page: Int) {
    #expect(Navigator.pageSize(count: count) == page)
  }

  @Test func pagesMoveByATenthAndStopAtTheEnds() throws {
    var navigator = try navigator([(0..<100).map(Double.init)])
    #expect(navigator.perform(.pageForward) == .point)
    #expect(navigator.index == 10)
    #expect(navigator.perform(.pageBack) == .point)
    #expect(navigator.index == 0)
    #expect(navigator.perform(.pageBack) == .edge(.firstPoint))
    _ = navigator.perform(.lastPoint)
    _ = navigator.perform(.previousPoint)
    _ = navigator.perform(.previousPoint)
    #expect(navigator.index == 97)
    #expect(navigator.perform(.pageForward) == .point)
    #expect(navigator.index == 99)
    #expect(navigator.perform(.pageForward) == .edge(.lastPoint))
  }

  @Test func oneSeriesHasNoOther() throws {
    var navigator = try navigator([Self.six])
    #expect(navigator.perform(.nextSeries) == .edge(.onlySeries))
    #expect(navigator.perform(.previousSeries) == .edge(.onlySeries))
    #expect(navigator.series == 0)
  }

  @Test func alignedSeriesKeepTheIndex() throws {
    var navigator = try navigator([Self.six, Self.six, Self.six])
    _ = navigator.perform(.nextPoint)
    _ = navigator.perform(.nextPoint)
    #expect(navigator.perform(.nextSeries) == .series)
    #expect((navigator.series, navigator.index) == (1, 2))
    #expect(navigator.perform(.nextSeries) == .series)
    #expect((navigator.series, navigator.index) == (2, 2))
    #expect(navigator.perform(.nextSeries) == .edge(.lastSeries))
    #expect((navigator.series, navigator.index) == (2, 2))
    #expect(navigator.perform(.previousSeries) == .series)
    #expect(navigator.perform(.previousSeries) == .series)
    #expect(navigator.perform(.previousSeries) == .edge(.firstSeries))
    #expect((navigator.series, navigator.index) == (0, 2))
  }

  @Test func otherSeriesKeepTheNearestX() throws {
    // Series 1 covers only x 3…5; series 2 has its own spacing.
    var navigator = try navigator([Self.six, [3, 4, 5], [0, 2.4, 2.6, 10]])
    _ = navigator.perform(.lastPoint)  // x = 5
    #expect(navigator.perform(.nextSeries) == .series)
    #expect((navigator.series, navigator.index) == (1, 2))  // x = 5
    _ = navigator.perform(.firstPoint)  // x = 3
    #expect(navigator.perform(.nextSeries) == .series)
    #expect((navigator.series, navigator.index) == (2, 2))  // x = 2.6 is nearest 3
    _ = navigator.perform(.previousPoint)  // x = 2.4
    #expect(navigator.perform(.previousSeries) == .series)
    #expect((navigator.series, navigator.index) == (1, 0))  // x = 3
    #expect(navigator.perform(.previousSeries) == .series)
    #expect((navigator.series, navigator.index) == (0, 3))  // x = 3
  }

  @Test func tiesGoToTheEarlierPoint() {
    #expect(Navigator.nearest(to: 1.5, in: [1, 2]) == 0)
    #expect(Navigator.nearest(to: 7, in: [7, 7, 7]) == 0)
  }

  @Test func emptySeriesAreSkipped() throws {
    var navigator = try navigator([Self.six, [], Self.six])
    #expect(navigator.perform(.nextSeries) == .series)
    #expect(navigator.series == 2)
    #expect(navigator.perform(.nextSeries) == .edge(.lastSeries))
    #expect(navigator.perform(.previousSeries) == .series)
    #expect(navigator.series == 0)
  }

  /// Any sequence of moves keeps the position valid.
  @Test(arguments: 0..<50 as Range<UInt64>) func randomMovesStayInBounds(seed: UInt64) throws {
    let columns: [[Double]] = [Self.six, [], [1, 2], (0..<23).map(Double.init), [4]]
    var navigator = try navigator(columns)
    var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    for _ in 0..<200 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      let move = Move.allCases[Int(state % UInt64(Move.allCases.count))]
      _ = navigator.perform(move)
      #expect(columns[navigator.series].indices.contains(navigator.index), "after \(move)")
    }
  }

  struct KeyCase: CustomTestStringConvertible, Sendable {
    var key: Key
    var command: ExploreCommand
    var testDescription: String { "\(key)" }
  }

  @Test(arguments: [
    KeyCase(key: .left, command: .move(.previousPoint)),
    KeyCase(key: .character("h"), command: .move(.previousPoint)),
    KeyCase(key: .right, command: .move(.nextPoint)),
    KeyCase(key: .character("l"), command: .move(.nextPoint)),
    KeyCase(key: .up, command: .move(.previousSeries)),
    KeyCase(key: .character("k"), command: .move(.previousSeries)),
    KeyCase(key: .down, command: .move(.nextSeries)),
    KeyCase(key: .character("j"), command: .move(.nextSeries)),
    KeyCase(key: .home, command: .move(.firstPoint)),
    KeyCase(key: .character("0"), command: .move(.firstPoint)),
    KeyCase(key: .end, command: .move(.lastPoint)),
    KeyCase(key: .character("$"), command: .move(.lastPoint)),
    KeyCase(key: .pageUp, command: .move(.pageBack)),
    KeyCase(key: .pageDown, command: .move(.pageForward)),
    KeyCase(key: .character("s"), command: .summary),
    KeyCase(key: .character("a"), command: .altText),
    KeyCase(key: .character("p"), command: .play), KeyCase(key: .character("L"), command: .legend),
    KeyCase(key: .character("t"), command: .context), KeyCase(key: .character("?"), command: .help),
    KeyCase(key: .character("]"), command: .extreme(.highest)),
    KeyCase(key: .character("["), command: .extreme(.lowest)),
    KeyCase(key: .character("}"), command: .extreme(.chartHighest)),
    KeyCase(key: .control(0x1D), command: .extreme(.chartHighest)),
    KeyCase(key: .character("{"), command: .extreme(.chartLowest)),
    KeyCase(key: .character(" "), command: .replay), KeyCase(key: .shiftEnd, command: .playToEnd),
    KeyCase(key: .shiftHome, command: .playToStart), KeyCase(key: .character("q"), command: .faster),
    KeyCase(key: .character("e"), command: .slower), KeyCase(key: .character("x"), command: .xAxis),
    KeyCase(key: .character("y"), command: .yAxis), KeyCase(key: .character("T"), command: .title),
    KeyCase(key: .character("c"), command: .caption), KeyCase(key: .character("g"), command: .goTo),
    KeyCase(key: .character("m"), command: .setMark),
    KeyCase(key: .character("M"), command: .jumpToMark),
    KeyCase(key: .character("S"), command: .toggleSpeech),
    KeyCase(key: .character("O"), command: .toggleTones),
    KeyCase(key: .character("B"), command: .toggleBraille),
    KeyCase(key: .character("Q"), command: .quit), KeyCase(key: .alt("q"), command: .quit),
    KeyCase(key: .interrupt, command: .quit),
    KeyCase(key: .endOfTransmission, command: .quit), KeyCase(key: .escape, command: .stop),
    KeyCase(key: .enter, command: .ignore), KeyCase(key: .character("z"), command: .unknown),
    KeyCase(key: .alt("x"), command: .unknown),
    KeyCase(key: .control(0x1A), command: .unknown),
    KeyCase(key: .unknown([0x1B, 0x4F, 0x50]), command: .unknown),
  ])
  func keysMapToCommands(_ test: KeyCase) {
    #expect(ExploreCommand(test.key) == test.command)
  }
}
