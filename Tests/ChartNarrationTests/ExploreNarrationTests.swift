import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// What `chartvoice explore` says: goldens of every announcement for every fixture and locale,
/// and the facts behind the flags and comparisons.
/// Re-record with `CHARTVOICE_RECORD_GOLDENS=1 swift test --filter ExploreNarrationTests`.
@Suite struct ExploreNarrationTests {
  static let goldenFolder = NarrationGoldenTests.goldenFolder.appendingPathComponent("explore")

  /// Everything an exploration can say about a chart, in both styles.
  static func transcript(_ explore: ExploreNarration) throws -> String {
    var text = ""
    for style in TextStyle.allCases {
      text += "## opening (\(style.rawValue))\n\(try explore.opening()[style])\n\n"
      for series in explore.chart.series.indices {
        text +=
          "## series \(series + 1) (\(style.rawValue))\n\(try explore.series(series)[style])\n"
        for index in explore.chart.series[series].x.indices {
          text += try explore.point(index, inSeries: series)[style] + "\n"
          text += "  t: " + (try explore.comparison(of: index, inSeries: series)[style]) + "\n"
        }
        text += "\n"
      }
      text += "## keys (\(style.rawValue))\n"
      text += try keyAnswers(explore).map { $0[style] }.joined(separator: "\n") + "\n\n"
      text += "## messages (\(style.rawValue))\n"
      text +=
        try ExploreMessage.allCases.map { message throws in try explore.message(message)[style] }
        .joined(separator: "\n") + "\n\n"
      text += "## help (\(style.rawValue))\n"
      text += try explore.help().map { $0[style] }.joined(separator: "\n") + "\n\n"
    }
    return text
  }

  /// What the keys beyond moving say: `x`, `y`, `T`, `c`; `]`, `[`, `}`, `{` twice each (the
  /// line before the point); `m` on the first point; Shift+End and Shift+Home from the first
  /// point; `q` and `e` through the speeds; `g` with a value that matches nothing.
  static func keyAnswers(_ explore: ExploreNarration) throws -> [Phrase] {
    var lines = [try explore.axis(.x), try explore.axis(.y)]
    lines += try explore.titleAndSummary()
    lines.append(try explore.caption())
    for (series, highest) in [(0, true), (0, false), (nil, true), (nil, false)] as [(Int?, Bool)] {
      let order = ValueOrder(chart: explore.chart, series: series, highestFirst: highest)
      var position: ValueOrder.Position?
      for _ in 0..<min(2, order.positions.count) {
        position = order.next(after: position)
        let at = try #require(position)
        lines.append(try explore.extreme(at, highest: highest, acrossChart: series == nil))
        lines.append(try explore.point(at.index, inSeries: at.series))
      }
    }
    lines.append(try explore.markSet(0, inSeries: 0))
    lines.append(try explore.playRange(toEnd: true, count: explore.chart.series[0].count))
    lines.append(try explore.playRange(toEnd: false, count: 1))
    for speed in ["slow", "normal", "fast", "fastest"] { lines.append(try explore.speed(speed)) }
    lines.append(try explore.noMatch("zzz"))
    return lines
  }

  static func exploration(_ chart: ChartDescriptor, locale: String = "en") throws
    -> ExploreNarration
  {
    let book = try PhraseBook.load(locale: locale, directory: RepositoryPaths.locales)
    return ExploreNarration(chart: chart, analysis: ChartAnalysis(chart), book: book)
  }

  @Test(arguments: NarrationGoldenTests.fixtures, NarrationGoldenTests.locales)
  func matchesGolden(fixture: URL, locale: String) throws {
    let chart = try NarrationGoldenTests.loadChart(fixture)
    let name = fixture.deletingPathExtension().lastPathComponent
    Golden.check(
      try Self.transcript(try Self.exploration(chart, locale: locale)),
      against: Self.goldenFolder.appendingPathComponent(locale).appendingPathComponent(
        name + ".txt"))
  }

  @Test func theIssuesExampleReadsAsPromised() throws {
    let chart = try NarrationGoldenTests.loadChart(
      RepositoryPaths.examples.appendingPathComponent("monthly-revenue.json"))
    let explore = try Self.exploration(chart)
    #expect(try explore.point(3, inSeries: 0).display == "4 of 6, April: $38,800, lowest")
    #expect(try explore.point(3, inSeries: 0).speech == "4 of 6, April: 38800 dollars, lowest")
    #expect(try explore.point(4, inSeries: 0).display == "5 of 6, May: $46,300, highest so far")
    #expect(
      try explore.comparison(of: 4, inSeries: 0).display
        == "May: up $7,500 from April; rank 2 of 6, highest first.")
  }

  struct StandingCase: CustomTestStringConvertible, Sendable {
    var values: [Double]
    /// The standing of each point.
    var standings: [PointStanding?]
    var testDescription: String {
      values.map { $0.isNaN ? "–" : "\(Int($0))" }.joined(separator: " ")
    }
  }

  @Test(arguments: [
    StandingCase(
      values: [5, 3, 8, 1, 6, 7], standings: [nil, .lowestSoFar, .highest, .lowest, nil, nil]),
    StandingCase(
      values: [2, 4, 6, 9], standings: [.lowest, .highestSoFar, .highestSoFar, .highest]),
    StandingCase(values: [4, 4, 4], standings: [nil, nil, nil]),  // constant: nothing stands out
    StandingCase(values: [3, .nan, 5, 4, 1], standings: [nil, nil, .highest, nil, .lowest]),
    StandingCase(
      values: [.nan, 3, 4, 2, 2.5, 5], standings: [nil, nil, .highestSoFar, .lowest, nil, .highest]),
    StandingCase(values: [9, 9, 1], standings: [.highest, .highest, .lowest]),  // ties share the flag
    StandingCase(values: [5, 7, 7, 8], standings: [.lowest, .highestSoFar, nil, .highest]),  // equal is not above
    StandingCase(values: [6], standings: [nil]),
  ])
  func standingComesFromTheValuesBefore(_ test: StandingCase) throws {
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "Step", type: .numeric),
      yAxis: Axis(title: "Value", type: .numeric),
      series: [
        DataSeries(
          name: "S", isContinuous: true, x: test.values.indices.map(Double.init), y: test.values)
      ])
    let explore = try Self.exploration(chart)
    #expect(test.values.indices.map { explore.standing(of: $0, inSeries: 0) } == test.standings)
  }

  struct ComparisonCase: CustomTestStringConvertible, Sendable {
    var values: [Double]
    var index: Int
    var expected: String
    var testDescription: String { expected }
  }

  @Test(arguments: [
    ComparisonCase(
      values: [1, 2, 3, 4], index: 3,
      expected: "3: up 1 from 2; rising since 0; rank 1 of 4, highest first."),
    ComparisonCase(
      values: [1, 2, 3, 4], index: 1, expected: "1: up 1 from 0; rank 3 of 4, highest first."),
    ComparisonCase(
      values: [4, 3, 2.5], index: 2,
      expected: "2: down 0.5 from 1; falling since 0; rank 3 of 3, highest first."),
    ComparisonCase(
      values: [5, 1, 1, 1], index: 3,
      expected: "3: the same as 2; unchanged since 1; rank 2 of 4, highest first."),
    // A run stops at a change of direction …
    ComparisonCase(
      values: [9, 1, 2, 3], index: 3,
      expected: "3: up 1 from 2; rising since 1; rank 2 of 4, highest first."),
    // … and at a gap, and the change is from the last value before the gap, named.
    ComparisonCase(
      values: [1, 2, .nan, 5], index: 3, expected: "3: up 3 from 1; rank 1 of 3, highest first."),
    ComparisonCase(
      values: [.nan, 7, 3], index: 1, expected: "1: the first value; rank 1 of 2, highest first."),
    ComparisonCase(values: [1, .nan, 3], index: 1, expected: "1: no data, so nothing to compare."),
    ComparisonCase(
      values: [0.1, 0.3], index: 1, expected: "1: up 0.2 from 0; rank 1 of 2, highest first."),
    ComparisonCase(values: [42], index: 0, expected: "0: the first value."),
  ])
  func comparisonSaysOnlyWhatTheValuesShow(_ test: ComparisonCase) throws {
    let chart = ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "", type: .numeric),
      yAxis: Axis(title: "Value", type: .numeric),
      series: [
        DataSeries(
          name: "S", isContinuous: true, x: test.values.indices.map(Double.init), y: test.values)
      ])
    #expect(
      try Self.exploration(chart).comparison(of: test.index, inSeries: 0).display == test.expected)
  }

  @Test func aMissingPhraseIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "explore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var text = String(
      decoding: try Data(contentsOf: RepositoryPaths.locales.appendingPathComponent("en.json")),
      as: UTF8.self)
    text = text.replacingOccurrences(of: #""explore.context.rank": "#, with: #""unused.rank": "#)
    try Data(text.utf8).write(to: folder.appendingPathComponent("en.json"))
    let book = try PhraseBook.load(locale: "en", directory: folder)
    let chart = TestCharts.lines([1, 2])
    let explore = ExploreNarration(chart: chart, analysis: ChartAnalysis(chart), book: book)
    #expect(throws: NarrationError.missingPhrase(id: "explore.context.rank", locale: "en")) {
      try explore.comparison(of: 1, inSeries: 0)
    }
  }

  /// `]` and `[` (and `}`, `{`) step through the values best first, ties in series then x order,
  /// and say a rank that counts the better values — checked against the data of every fixture.
  @Test(arguments: NarrationGoldenTests.fixtures)
  func extremesFollowTheValues(fixture: URL) throws {
    let chart = try NarrationGoldenTests.loadChart(fixture)
    let explore = try Self.exploration(chart)
    for (series, highest) in [(0, true), (0, false), (nil, true), (nil, false)] as [(Int?, Bool)] {
      let taken = series.map { [$0] } ?? Array(chart.series.indices)
      var expected: [(series: Int, index: Int, y: Double)] = []
      for s in taken {
        for (index, y) in chart.series[s].y.enumerated() where !y.isNaN { expected.append((s, index, y)) }
      }
      let order = ValueOrder(chart: chart, series: series, highestFirst: highest)
      #expect(order.positions.count == expected.count)
      let values = order.positions.map { chart.series[$0.series].y[$0.index] }
      for (a, b) in zip(order.positions, order.positions.dropFirst()) {
        let (ya, yb) = (chart.series[a.series].y[a.index], chart.series[b.series].y[b.index])
        #expect(highest ? ya >= yb : ya <= yb)
        if ya == yb { #expect((a.series, a.index) < (b.series, b.index)) }
      }
      for position in order.positions.prefix(3) {
        let y = chart.series[position.series].y[position.index]
        let better = values.filter { highest ? $0 > y : $0 < y }.count
        let scope = series == nil ? "chart" : "series"
        let said = try explore.extreme(position, highest: highest, acrossChart: series == nil).display
        #expect(
          said
            == (better == 0
              ? "\(highest ? "Highest" : "Lowest") value of the \(scope)."
              : "Rank \(better + 1) of \(values.count) in the \(scope), \(highest ? "highest" : "lowest") first."),
          "\(fixture.lastPathComponent)")
      }
    }
  }

  /// A pie slice's share is its value over the total; "so far" is said only along an ordered x.
  @Test(arguments: NarrationGoldenTests.fixtures)
  func sharesAndSoFarAreTrue(fixture: URL) throws {
    let chart = try NarrationGoldenTests.loadChart(fixture)
    let explore = try Self.exploration(chart)
    for (s, series) in chart.series.enumerated() {
      let total = series.y.reduce(0, +)
      let inOrder = zip(series.x, series.x.dropFirst()).allSatisfy { $0 <= $1 }
      for index in series.y.indices {
        let line = try explore.point(index, inSeries: s).display
        let inPercent = chart.yAxis.unit == "%" && abs(total - 100) < 0.5
        if chart.kind == .pie, series.y.allSatisfy({ $0 >= 0 }), total > 0, !inPercent {
          let percent = 100 * series.y[index] / total
          if percent >= 10 { #expect(line.contains("\(Int(percent.rounded()))% of the total"), "\(line)") }
        } else {
          #expect(!line.contains("of the total"))
        }
        if line.contains("so far") {
          #expect(chart.kind != .pie && chart.xAxis.isOrdered && inOrder, "\(fixture.lastPathComponent): \(line)")
        }
      }
    }
  }

  @Test func aScatterPointNamesBothAxesAndPieSlicesTheirShare() throws {
    let chart = ChartDescriptor(
      title: "", kind: .scatter, xAxis: Axis(title: "Weight", type: .numeric, unit: "kg"),
      yAxis: Axis(title: "Length", type: .numeric, unit: "cm"),
      series: [DataSeries(name: "S", isContinuous: false, x: [46, 50, 40], y: [41, 30, 35])])
    let explore = try Self.exploration(chart)
    #expect(try explore.point(0, inSeries: 0).display == "1 of 3, weight 46 kg, length 41 cm, highest")
    // x does not increase along the series, so nothing is "so far".
    #expect(try explore.point(2, inSeries: 0).display == "3 of 3, weight 40 kg, length 35 cm")
    var pie = chart
    pie.kind = .pie
    pie.xAxis = Axis(title: "Browser", type: .categorical, categories: ["A", "B", "C"])
    pie.yAxis = Axis(title: "Users", type: .numeric)
    pie.series = [DataSeries(name: "S", isContinuous: false, x: [0, 1, 2], y: [50, 30, 20])]
    let slices = try Self.exploration(pie)
    #expect(try slices.point(0, inSeries: 0).display == "1 of 3, A: 50, 50% of the total, highest")
    #expect(try slices.point(1, inSeries: 0).display == "2 of 3, B: 30, 30% of the total")
  }
}
