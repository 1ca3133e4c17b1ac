import ChartVoiceTestSupport
import Foundation
import Testing

/// The keys beyond moving — extremes, replay, ranges, speed, axes, go to, marks, toggles, quit —
/// driven through standard input as a script drives them. The values said are checked against
/// the example's data: monthly revenue is 41,200, 39,500, 43,800, 38,800, 46,300, 49,100 dollars
/// from January to June 2024; line-products' Product A rises from 310 to 450, Product C (with a
/// gap in September) from 180 to 360, and Product B stays between 255 and 271.
@Suite struct ExploreKeysTests {
  static let escape = "\u{1B}"

  /// The lines printed after the opening (and the series heading of a chart with several).
  static func said(
    _ keys: String, _ chart: String = ExploreTests.revenue, _ options: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let result = try ExploreTests.explore(
      chart, keys: keys, ["--no-speech", "--no-tones"] + options, sourceLocation: sourceLocation)
    expectSuccess(result, sourceLocation: sourceLocation)
    let lines = ExploreTests.lines(result).map(String.init)
    let skipped = chart == ExploreTests.products ? 3 : 2
    return Array(lines.dropFirst(skipped))
  }

  @Test func bracketsGoToTheHighestThenTheNextHighest() throws {
    #expect(
      try Self.said("]]][") == [
        "Highest value of the series.", "6 of 6, June: $49,100, highest",
        "Rank 2 of 6 in the series, highest first.", "5 of 6, May: $46,300, highest so far",
        "Rank 3 of 6 in the series, highest first.", "3 of 6, March: $43,800, highest so far",
        "Lowest value of the series.", "4 of 6, April: $38,800, lowest",
      ])
  }

  @Test func theOrderWrapsRoundAfterTheLast() throws {
    let lines = try Self.said(String(repeating: "[", count: 7))
    #expect(lines.suffix(2) == ["Lowest value of the series.", "4 of 6, April: $38,800, lowest"])
    #expect(lines[10] == "Rank 6 of 6 in the series, lowest first.")
    #expect(lines[11] == "6 of 6, June: $49,100, highest")
  }

  /// Ctrl+] (0x1D) and `}` go to the chart's highest point, in another series if need be;
  /// `{` to its lowest (Ctrl+[ is Escape at a terminal).
  @Test func acrossAllSeries() throws {
    let products = ExploreTests.products
    #expect(
      try Self.said("j\u{1D}", products) == [
        "Product B: series 2 of 3, 12 months.", "1 of 12, January: 260",
        "Highest value of the chart.", "Product A: series 1 of 3, 12 months.",
        "12 of 12, December: 450, highest",
      ])
    #expect(
      try Self.said("}}", products) == [
        "Highest value of the chart.", "12 of 12, December: 450, highest",
        "Rank 2 of 35 in the chart, highest first.", "11 of 12, November: 436, highest so far",
      ])
    #expect(
      try Self.said("{", products) == [
        "Lowest value of the chart.", "Product C: series 3 of 3, 12 months.",
        "1 of 12, January: 180, lowest",
      ])
  }

  @Test func spaceSaysThePointAgain() throws {
    #expect(
      try Self.said("l ") == ["2 of 6, February: $39,500, lowest so far", "2 of 6, February: $39,500, lowest so far"])
  }

  @Test(arguments: ["[1;2F", "[4;2~", "[8$", "[1;2~"])
  func shiftEndAndShiftHomePlayToTheEnds(_ sequence: String) throws {
    let home = sequence.replacingOccurrences(of: "F", with: "H").replacingOccurrences(of: "4;", with: "1;")
      .replacingOccurrences(of: "8$", with: "7$")
    let keys = "ll" + Self.escape + sequence + Self.escape + (sequence == "[1;2~" ? "[4;2~" : home)
    let lines = try Self.said(keys)
    if sequence == "[1;2~" {
      // 1;2~ is Shift+Home: from the third point back to the first.
      #expect(
        lines.suffix(4) == [
          "From here to the start: 3 tones.", "1 of 6, January: $41,200",
          "From here to the end: 6 tones.", "6 of 6, June: $49,100, highest",
        ])
      return
    }
    #expect(
      lines.suffix(4) == [
        "From here to the end: 4 tones.", "6 of 6, June: $49,100, highest",
        "From here to the start: 6 tones.", "1 of 6, January: $41,200",
      ])
  }

  @Test func qAndESayTheSpeedAndStopAtTheEnds() throws {
    #expect(
      try Self.said("qqqeeee") == [
        "Speed: fast.", "Speed: fastest.", "Already at the fastest speed.", "Speed: fast.",
        "Speed: normal.", "Speed: slow.", "Already at the slowest speed.",
      ])
  }

  @Test func axesTitleAndNote() throws {
    #expect(
      try Self.said("xyTc") == [
        "x axis: month, from January to June.",
        "y axis: revenue in US dollars, from $38,800 to $49,100.",
        "Title: Monthly revenue, first half of 2024",
        "This chart has no note from the author.",
      ])
  }

  struct GoToCase: CustomTestStringConvertible, Sendable {
    var typed: String
    var said: [String]
    var testDescription: String { typed }
  }

  @Test(arguments: [
    GoToCase(typed: "april\n", said: ["4 of 6, April: $38,800, lowest"]),
    GoToCase(typed: "MAY\r", said: ["5 of 6, May: $46,300, highest so far"]),
    // The nearest date: 20 February is nearer 1 March than 1 February.
    GoToCase(typed: "2024-02-20\n", said: ["3 of 6, March: $43,800, highest so far"]),
    GoToCase(typed: "2023\n", said: ["1 of 6, January: $41,200"]),
    GoToCase(typed: "Aprl\n", said: ["4 of 6, April: $38,800, lowest"]),
    GoToCase(typed: "apr\n", said: ["4 of 6, April: $38,800, lowest"]),
    GoToCase(typed: "Ju\n", said: ["6 of 6, June: $49,100, highest"]),
    GoToCase(typed: "Jx\u{7F}une\n", said: ["6 of 6, June: $49,100, highest"]),
    GoToCase(typed: "zzz\n", said: ["Nothing matches “zzz”."]),
    GoToCase(typed: "\n", said: ["Go to cancelled."]),
    GoToCase(typed: "ap\u{1B}", said: ["Go to cancelled."]),
  ])
  func gGoesToTheNearestPoint(_ test: GoToCase) throws {
    #expect(try Self.said("g" + test.typed) == ["Go to: type a value, then Enter."] + test.said)
  }

  /// On a numeric axis the nearest number: the cars' horsepower nearest 100, read from the file.
  @Test func gOnANumericAxisTakesTheNearestNumber() throws {
    let chart = CLI.example("scatter-cars.json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: chart))) as? [String: Any])
    let series = try #require((json["series"] as? [[String: Any]])?.first)
    let points = try #require(series["points"] as? [[String: Int]])
    let nearest = try #require(points.min { abs($0["x"]! - 100) < abs($1["x"]! - 100) })
    let lines = try Self.said("g100\n", chart)
    #expect(lines.count == 2)
    #expect(
      lines.last?.contains("horsepower \(nearest["x"]!), miles per gallon \(nearest["y"]!)") == true,
      "\(lines)")
  }

  @Test func marksAreSetAndFound() throws {
    #expect(try Self.said("M") == ["No mark set; press m to set one."])
    #expect(
      try Self.said("llm$M") == [
        "2 of 6, February: $39,500, lowest so far", "3 of 6, March: $43,800, highest so far",
        "Mark set at March.", "6 of 6, June: $49,100, highest", "3 of 6, March: $43,800, highest so far",
      ])
    #expect(
      try Self.said("mjM", ExploreTests.products).suffix(3) == [
        "1 of 12, January: 260", "Product A: series 1 of 3, 12 months.", "1 of 12, January: 310, lowest",
      ])
  }

  @Test func togglesSaySoAndTheBrailleLineFollows() throws {
    #expect(
      try Self.said("SOBlB") == [
        "No sound in this session: text only.", "No sound in this session: text only.",
        "Braille line on.", "⢤⠦⠾ 2 of 6, February: $39,500, lowest so far", "Braille line off.",
      ])
  }

  @Test(arguments: ["Q", "\u{1B}q", "\u{03}", "\u{04}"])
  func quitKeys(_ key: String) throws {
    #expect(try Self.said("l" + key + "lll") == ["2 of 6, February: $39,500, lowest so far"])
  }

  @Test func theOldKeysHaveNewMeanings() throws {
    let lines = try Self.said("qL")
    #expect(lines.first == "Speed: fast.")
    #expect(lines[1].hasPrefix("In the audio graph, higher pitch means higher revenue"))
  }
}
