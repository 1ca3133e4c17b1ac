import ChartImport
import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

@Suite struct CSVReaderTests {
  /// One CSV input and the chart it must give.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var csv: String
    var options = CSVOptions()
    var expected: ChartDescriptor
    var testDescription: String { name }
  }

  // Seconds since 1970 of the dates used below (from `date -u -d … +%s`).
  static let jan = 1_704_067_200.0  // 2024-01-01
  static let feb = 1_706_745_600.0  // 2024-02-01
  static let mar = 1_709_251_200.0  // 2024-03-01
  static let day = 86_400.0

  static func line(_ name: String, x: [Double], y: [Double]) -> DataSeries {
    DataSeries(name: name, isContinuous: true, x: x, y: y)
  }

  static func bars(_ name: String, x: [Double], y: [Double]) -> DataSeries {
    DataSeries(name: name, isContinuous: false, x: x, y: y)
  }

  static func chart(
    _ kind: ChartKind = .line, x: Axis, y: String = "", series: [DataSeries], title: String = "",
    notices: [ChartNotice] = []
  ) -> ChartDescriptor {
    ChartDescriptor(
      title: title, kind: kind, xAxis: x, yAxis: Axis(title: y, type: .numeric), series: series,
      notices: notices)
  }

  static let layouts: [Case] = [
    Case(
      name: "wide: numeric x, a series per numeric column, empty cells missing",
      csv: "x,a,b\n1,10,20\n2,11,\n3,12,22\n",
      expected: chart(
        x: Axis(title: "x", type: .numeric),
        series: [
          line("a", x: [1, 2, 3], y: [10, 11, 12]), line("b", x: [1, 2, 3], y: [20, .nan, 22]),
        ])),
    Case(
      name: "wide: one y column titles the y axis",
      csv: "month,revenue\n2024-01,41200\n2024-02,39500\n",
      expected: chart(
        x: Axis(title: "month", type: .temporal, timeUnit: .month), y: "revenue",
        series: [line("revenue", x: [jan, feb], y: [41200, 39500])])),
    Case(
      name: "wide: categorical x gives bars in input order; text columns are ignored",
      csv: "fruit,colour,count\npear,red,3\napple,green,5\npear,green,2\n",
      expected: chart(
        .bar, x: Axis(title: "fruit", type: .categorical, categories: ["pear", "apple"]),
        y: "count",
        series: [bars("count", x: [0, 1], y: [2.5, 5])],
        notices: [.duplicateX(rows: 1, series: "", example: "pear")])),
    Case(
      name: "--x and --y pick columns by name",
      csv: "a,b,c,d\n1,2,3,4\n5,6,7,8\n",
      options: CSVOptions(x: "c", y: ["d", "a"]),
      expected: chart(
        x: Axis(title: "c", type: .numeric),
        series: [line("d", x: [3, 7], y: [4, 8]), line("a", x: [3, 7], y: [1, 5])])),
    Case(
      name: "--y alone: x is the first other column",
      csv: "a,b,c\n1,2,3\n4,5,6\n",
      options: CSVOptions(y: ["a"]),
      expected: chart(
        x: Axis(title: "b", type: .numeric), y: "a", series: [line("a", x: [2, 5], y: [1, 4])])),
    Case(
      name: "--x alone: every other numeric column is y",
      csv: "a,b,c\n1,2,3\n4,5,6\n",
      options: CSVOptions(x: "b"),
      expected: chart(
        x: Axis(title: "b", type: .numeric),
        series: [line("a", x: [2, 5], y: [1, 4]), line("c", x: [2, 5], y: [3, 6])])),
    Case(
      name: "long: a series per value of --series, in order of first appearance",
      csv:
        "date,region,sales\n2024-01,south,7\n2024-01,north,10\n2024-02,south,\n2024-02,north,12\n",
      options: CSVOptions(series: "region"),
      expected: chart(
        x: Axis(title: "date", type: .temporal, timeUnit: .month), y: "sales",
        series: [
          line("south", x: [jan, feb], y: [7, .nan]), line("north", x: [jan, feb], y: [10, 12]),
        ])),
    Case(
      name: "long: interleaved series find theirs by the cell, quoted or with escaped quotes",
      csv: "k,g,v\n1,a,1\n1,\"b\"\"c\",2\n1,d,3\n2,\"a\",4\n2,\"b\"\"c\",5\n2,d,6\n3,a,7\n3,d,8\n",
      options: CSVOptions(series: "g"),
      expected: chart(
        x: Axis(title: "k", type: .numeric), y: "v",
        series: [
          line("a", x: [1, 2, 3], y: [1, 4, 7]), line("b\"c", x: [1, 2], y: [2, 5]),
          line("d", x: [1, 2, 3], y: [3, 6, 8]),
        ])),
    Case(
      name: "long: series out of turn, one named first in quotes, one whose name begins another's",
      csv: "k,g,v\n1,a,1\n1,b,2\n1,\"c\",3\n2,a,4\n2,c,5\n2,b,6\n3,ab,7\n3,a,8\n3,b,9\n3,c,10\n4,c,11\n4,a,12\n",
      options: CSVOptions(series: "g"),
      expected: chart(
        x: Axis(title: "k", type: .numeric), y: "v",
        series: [
          line("a", x: [1, 2, 3, 4], y: [1, 4, 8, 12]), line("b", x: [1, 2, 3], y: [2, 6, 9]),
          line("c", x: [1, 2, 3, 4], y: [3, 5, 10, 11]), line("ab", x: [3], y: [7]),
        ])),
    Case(
      name: "long: --y chooses among numeric columns",
      csv: "k,g,a,b\n1,u,10,20\n1,v,11,21\n2,u,12,22\n",
      options: CSVOptions(y: ["b"], series: "g"),
      expected: chart(
        x: Axis(title: "k", type: .numeric), y: "b",
        series: [line("u", x: [1, 2], y: [20, 22]), line("v", x: [1], y: [21])])),
    Case(
      name: "long: categorical x shares one list of categories",
      csv: "q,team,score\nQ2,red,1\nQ1,blue,2\nQ1,red,3\n",
      options: CSVOptions(series: "team"),
      expected: chart(
        .bar, x: Axis(title: "q", type: .categorical, categories: ["Q2", "Q1"]), y: "score",
        series: [bars("red", x: [0, 1], y: [1, 3]), bars("blue", x: [1], y: [2])])),
    Case(
      name: "kind and title options",
      csv: "x,y\n2,1\n1,2\n",
      options: CSVOptions(kind: .area, title: "Rain"),
      expected: chart(
        .area, x: Axis(title: "x", type: .numeric), y: "y",
        series: [line("y", x: [1, 2], y: [2, 1])], title: "Rain")),
  ]

  static let ordering: [Case] = [
    Case(
      name: "line: sorted by x, duplicates averaged",
      csv: "x,y\n3,1\n1,2\n2,3\n1,4\n",
      options: CSVOptions(kind: .line),
      expected: chart(
        x: Axis(title: "x", type: .numeric), y: "y",
        series: [line("y", x: [1, 2, 3], y: [3, 3, 1])],
        notices: [.duplicateX(rows: 1, series: "", example: "1")])),
    Case(
      name: "bar on numeric x: sorted",
      csv: "x,y\n2,1\n1,2\n",
      options: CSVOptions(kind: .bar),
      expected: chart(
        .bar, x: Axis(title: "x", type: .numeric), y: "y",
        series: [bars("y", x: [1, 2], y: [2, 1])])),
    Case(
      name: "scatter: read left to right",
      csv: "x,y\n3,1\n1,2\n",
      options: CSVOptions(kind: .scatter),
      expected: chart(
        .scatter, x: Axis(title: "x", type: .numeric), y: "y",
        series: [bars("y", x: [1, 3], y: [2, 1])])),
    Case(
      name: "default: a numeric x out of order is a scatter plot, every row kept",
      csv: "height,weight\n160.6,48.2\n152.9,50.9\n172.9,82\n",
      expected: chart(
        .scatter, x: Axis(title: "height", type: .numeric), y: "weight",
        series: [bars("weight", x: [152.9, 160.6, 172.9], y: [50.9, 48.2, 82])])),
    Case(
      name: "default: long series each in x order stay lines",
      csv: "x,s,y\n1,a,2\n1,b,4\n2,a,3\n2,b,5\n",
      options: CSVOptions(series: "s"),
      expected: chart(
        x: Axis(title: "x", type: .numeric), y: "y",
        series: [line("a", x: [1, 2], y: [2, 3]), line("b", x: [1, 2], y: [4, 5])])),
    Case(
      name: "dates: sorted by time",
      csv: "d,v\n2024-01-03,3\n2024-01-01,1\n2024-01-02,2\n",
      expected: chart(
        x: Axis(title: "d", type: .temporal, timeUnit: .day), y: "v",
        series: [line("v", x: [jan, jan + day, jan + 2 * day], y: [1, 2, 3])])),
  ]

  @Test(arguments: layouts + ordering)
  func reads(_ c: Case) throws {
    #expect(try CSVTestReading.read(c.csv, options: c.options) == c.expected)
  }

  // MARK: - Type inference

  struct Inference: CustomTestStringConvertible, Sendable {
    var cells: [String]
    var type: AxisType
    var positions: [Double]
    var timeUnit: TimeUnit?
    var testDescription: String { cells.joined(separator: " ") }
  }

  static let inference: [Inference] = [
    Inference(
      cells: ["-1.5", "+2", ".5", "5.", "1e3", "2E-2"], type: .numeric,
      positions: [-1.5, 2, 0.5, 5, 1000, 0.02]),
    Inference(cells: ["2020", "2021"], type: .numeric, positions: [2020, 2021]),
    Inference(
      cells: ["2024-01", "2024-02"], type: .temporal, positions: [jan, feb], timeUnit: .month),
    Inference(
      cells: ["2023", "2024-02"], type: .temporal, positions: [jan - 365 * day, feb],
      timeUnit: .month),
    Inference(
      cells: ["2024-01-01", "2024-03-01"], type: .temporal, positions: [jan, mar], timeUnit: .month),
    Inference(
      cells: ["2024-01-02", "2024-01-03"], type: .temporal, positions: [jan + day, jan + 2 * day],
      timeUnit: .day),
    Inference(
      cells: ["2024-01-01T10:30Z", "2024-01-01T11:00Z"], type: .temporal,
      positions: [jan + 37_800, jan + 39_600], timeUnit: .minute),
    Inference(
      cells: ["2024-01-01 10:00:00", "2024-01-01 10:00:01.5"], type: .temporal,
      positions: [jan + 36_000, jan + 36_001.5], timeUnit: .second),
    Inference(
      cells: ["2024-01-01T12:00:00+02:00", "2024-01-01T13:00-0100"], type: .temporal,
      positions: [jan + 36_000, jan + 50_400], timeUnit: .hour),
    Inference(cells: ["Q1", "Q2", "2024"], type: .categorical, positions: [0, 1, 2]),
    // Decimal commas, shown by the numbers themselves (issue 11 §6): no --decimal needed.
    Inference(cells: ["1,5", "2,5"], type: .numeric, positions: [1.5, 2.5]),
    Inference(cells: ["1,5", "2.5"], type: .categorical, positions: [0, 1]),
  ]

  @Test(arguments: inference)
  func infersTheXAxisType(_ c: Inference) throws {
    let rows = c.cells.enumerated().map { "\"\($0.element)\",\($0.offset)" }
    let chart = try CSVTestReading.read(
      "x,y\n" + rows.joined(separator: "\n"), options: CSVOptions(kind: .scatter))
    #expect(chart.xAxis.type == c.type)
    // y holds each row's index, so the sorting of a scatter plot by x does not hide a misread x.
    let byRow = zip(chart.series[0].y, chart.series[0].x).sorted { $0.0 < $1.0 }.map(\.1)
    #expect(byRow == c.positions)
    #expect(chart.xAxis.timeUnit == c.timeUnit)
    if c.type == .categorical { #expect(chart.xAxis.categories == c.cells) }
  }

  @Test func aColumnEmptyAtFirstBecomesASeriesAtItsFirstNumber() throws {
    // The types are inferred from the first 1,000 rows; "late" has no value among them.
    var csv = "x,late,word,none\n"
    for row in 0..<1_500 {
      csv += "\(row),\(row >= 1_200 ? String(row) : ""),\(row >= 1_300 ? "w" : ""),\n"
    }
    let chart = try CSVTestReading.read(csv)
    #expect(chart.series.map(\.name) == ["late"])
    let y = chart.series[0].y
    #expect(y.count == 1_500)
    #expect(y[..<1_200].allSatisfy { $0.isNaN })
    #expect(y[1_200] == 1_200 && y[1_499] == 1_499)
  }

  // MARK: - Cells and dialects

  @Test func quotedFieldsHoldDelimitersQuotesAndLineBreaks() throws {
    let chart = try CSVTestReading.read(
      "\"name\",\"value\"\n\"a, b\",1\n\"say \"\"hi\"\"\",2\n\"two\nlines\",\"3\"\n  \"spaced\" ,4\n"
    )
    #expect(chart.xAxis.categories == ["a, b", "say \"hi\"", "two\nlines", "spaced"])
    #expect(chart.series[0].y == [1, 2, 3, 4])
  }

  @Test func blankLinesRowsOfEmptyCellsAndSpacesAreSkipped() throws {
    let chart = try CSVTestReading.read("\n x , y \n\n 1 , 2 \n,\n2,3")
    #expect(chart.xAxis.title == "x")
    #expect(chart.yAxis.title == "y")
    #expect(chart.series[0].x == [1, 2])
    #expect(chart.series[0].y == [2, 3])
  }

  struct Dialect: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var delimiter: UInt8?
    var testDescription: String { name }
  }

  static let dialects: [Dialect] = [
    Dialect(name: "comma, LF", bytes: Array("x,y\n1,2\n3,4\n".utf8)),
    Dialect(name: "CRLF", bytes: Array("x,y\r\n1,2\r\n3,4\r\n".utf8)),
    Dialect(name: "lone CR", bytes: Array("x,y\r1,2\r3,4".utf8)),
    Dialect(name: "byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("x,y\n1,2\n3,4".utf8)),
    Dialect(name: "tab, sniffed", bytes: Array("x\ty\n1\t2\n3\t4\n".utf8)),
    Dialect(name: "tab, given", bytes: Array("x\ty\n1\t2\n3\t4\n".utf8), delimiter: 0x09),
    Dialect(name: "semicolon", bytes: Array("x;y\n1;2\n3;4\n".utf8)),
    Dialect(
      name: "semicolon with a comma in the header", bytes: Array("x;\"y,z\"\n1;2\n3;4\n".utf8)),
  ]

  @Test(arguments: dialects)
  func readsEachDialect(_ c: Dialect) throws {
    let chart = try CSVTestReading.read(bytes: c.bytes, options: CSVOptions(delimiter: c.delimiter))
    #expect(chart.series.count == 1)
    #expect(chart.series[0].x == [1, 3])
    #expect(chart.series[0].y == [2, 4])
  }

  // MARK: - Fixtures

  static func fixture(_ name: String, options: CSVOptions = CSVOptions()) throws -> ChartDescriptor {
    let bytes = Array(try RepositoryPaths.fixture("csv/\(name)"))
    let whole = try CSVTestReading.read(bytes: bytes, options: options)
    let file = try CSVReader.read(
      contentsOf: RepositoryPaths.fixtures.appendingPathComponent("csv/\(name)").path,
      source: CSVTestReading.source, options: options)
    #expect(file == whole, "reading the file in pieces gives the same chart")
    return whole
  }

  @Test func readsTheBundledExampleLikeItsJSONTwin() throws {
    func example(_ name: String) throws -> [UInt8] {
      Array(try Data(contentsOf: RepositoryPaths.examples.appendingPathComponent(name)))
    }
    let csv = try CSVTestReading.read(bytes: try example("monthly-revenue.csv"))
    let json = try ChartJSONReader.read(try example("monthly-revenue.json"), source: "j.json")
    #expect(csv.kind == json.kind)
    #expect(csv.xAxis.type == json.xAxis.type && csv.xAxis.timeUnit == json.xAxis.timeUnit)
    #expect(csv.series.map(\.x) == json.series.map(\.x))
    #expect(csv.series.map(\.y) == json.series.map(\.y))
  }

  @Test func wideMonthlyFixture() throws {
    #expect(
      try Self.fixture("wide-monthly.csv")
        == Self.chart(
          x: Axis(title: "date", type: .temporal, timeUnit: .month),
          series: [
            Self.line("sales", x: [Self.jan, Self.feb, Self.mar], y: [120, 135, 128]),
            Self.line("costs", x: [Self.jan, Self.feb, Self.mar], y: [80, .nan, 85]),
          ]))
  }

  @Test func longRegionsFixture() throws {
    let chart = try Self.fixture("long-regions.csv", options: CSVOptions(series: "region"))
    let days = [0.0, 1, 2].map { Self.jan + $0 * Self.day }
    #expect(chart.series.map(\.name) == ["north", "south"])
    #expect(chart.series[0] == Self.line("north", x: days, y: [10, 12, 9]))
    #expect(chart.series[1] == Self.line("south", x: Array(days[..<2]), y: [7, .nan]))
    #expect(chart.yAxis.title == "sales")
  }

  @Test func quotedFixtureWithByteOrderMarkAndCRLF() throws {
    let chart = try Self.fixture("quoted-bom-crlf.csv")
    #expect(chart.xAxis.title == "city")
    #expect(chart.xAxis.categories == ["Paris", "Lyon", "Marseille"])
    #expect(chart.series.map(\.name) == ["population"])
    #expect(chart.series[0].y == [2_102_650, 522_250, 873_076])
  }

  @Test func tabFixture() throws {
    let chart = try Self.fixture("tabs.tsv", options: CSVOptions(delimiter: 0x09))
    #expect(chart.xAxis.type == .numeric)
    #expect(
      chart.series[0]
        == Self.line("value", x: [2020, 2021, 2022, 2023], y: [1.5, 2.25, .nan, 3.125]))
  }

  @Test func semicolonFixture() throws {
    let chart = try Self.fixture("semicolon.csv")
    let ten = 1_709_632_800.0  // 2024-03-05T10:00:00Z
    #expect(chart.xAxis.timeUnit == .hour)
    #expect(
      chart.series[0]
        == Self.line("Temperatur", x: [ten, ten + 3_600, ten + 7_200], y: [4.5, 5, 6.25]))
  }
}

@Suite struct CSVReaderFastPathTests {
  /// Rows read after the first 1,000 give the same values as among them.
  ///
  /// Later rows are mostly read by a fast path that parses plain cells straight from the bytes;
  /// every other row falls back to the general path. Whichever path a row takes, it must read to
  /// the same values it gives among the first rows.
  @Test func readsLaterRowsLikeTheFirst() throws {
    let rows = [
      "1,2.5,a,7", "2,,b,", "3,\"4\",c,1", "4, 5 ,d,2", "5,6e2,\"e,f\",3", "6,-0.125,é,4",
      "7,1e-3,g,\"\"", "8,+9,h,5\r", "9,123456789012345678901,i,6", "10,.5,\"j\nk\",7",
    ]
    var csv = "x,y,label,z\n"
    for copy in 0..<120 {
      for row in rows { csv += "\(copy * 100)" + row.drop { $0 != "," } + "\n" }
    }
    let chart = try CSVTestReading.read(csv, options: CSVOptions(kind: .scatter))
    #expect(chart.series.map(\.name) == ["y", "z"])
    for series in chart.series {
      #expect(series.count == 1_200)
      let first = Array(series.y[..<rows.count])
      for copy in 1..<120 {
        let start = copy * rows.count
        let later = Array(series.y[start..<(start + rows.count)])
        #expect(later.elementsEqual(first) { $0 == $1 || ($0.isNaN && $1.isNaN) }, "copy \(copy)")
      }
    }
  }

  @Test func readsDatesAndRaggedRowsLaterLikeTheFirst() throws {
    var csv = "when,v\n"
    for day in 0..<1_100 { csv += "2024-01-01T00:\(String(format: "%02d", day % 60))Z,\(day)\n" }
    let chart = try CSVTestReading.read(
      csv + "2024-01-02T00:00Z,1\n", options: CSVOptions(kind: .scatter))
    #expect(chart.xAxis.timeUnit == .minute)
    #expect(chart.series[0].count == 1_101)
    #expect(
      CSVTestReading.error(bytes: Array((csv + "2024-01-02T00:00Z,1,2\n").utf8))
        == "t.csv:1102:3: error: this row has 3 fields but the header has 2")
  }

  /// Two columns, x then y, take a loop of their own after the first rows: whatever the x cells
  /// (ISO 8601 layouts the loop reads by fixed offsets, those it leaves to the general path, and
  /// numbers) and the y cells, with any delimiter, rows read after the first 1,000 give the same
  /// chart as the same rows among them.
  @Test(arguments: [",", ";", "\t", "|", " "])
  func readsTwoColumnTablesLaterLikeTheFirst(delimiter: String) throws {
    let layouts = [
      "D", "DTH:M", "D H:M", "DtH:M", "DTH:M:S", "DTH:MZ", "DTH:M:SZ", "DTH:M+01:00", "DTH:M:S.5",
      "\"DTH:M\"", "D H:M:S", "DTH:Mz",
    ]
    let values = [
      "49.99", "-3", "5.", ".5", "", "\"4\"", " 5", "1e3", "+2", "0.000", "-0",
      "12345678901234567890", "NA", "0.1", "123456.789012", "-.25",
    ]
    var generator = SplitMix64(seed: 11)
    func pick(_ list: [String]) -> String {
      var choice: String
      repeat {
        choice = list[Int(generator.next() % UInt64(list.count))]
      } while choice.contains(delimiter)
      return choice
    }
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let start = CivilDate.days(fromCivil: 2024, 1, 1)
    var dated: [String] = []
    var numbered: [String] = []
    for row in 0..<120 {
      let (y, m, d) = CivilDate.civil(fromDays: start + row)
      let date = "\(y)-\(two(m))-\(two(d))"
      let time = pick(layouts)
        .replacingOccurrences(of: "D", with: date)
        .replacingOccurrences(of: "H", with: two(Int(generator.next() % 24)))
        .replacingOccurrences(of: "M", with: two(Int(generator.next() % 60)))
        .replacingOccurrences(of: "S", with: two(Int(generator.next() % 60)))
      let value = pick(values)
      let end = generator.next() % 5 == 0 ? "\r\n" : "\n"
      dated.append(time + delimiter + value + end)
      numbered.append("\(10_000 + row)" + delimiter + value + end)
    }
    for (kind, rows) in [("dates", dated), ("numbers", numbered)] {
      // 1,000 earlier rows, all before the rows under test.
      let filler = (0..<1_000).map { index in
        let x =
          kind == "dates" ? "2023-12-31T\(two(index / 60 % 24)):\(two(index % 60)):\(two(index / 1_440))" : "\(index)"
        return x + delimiter + "\(index % 7).25\n"
      }
      let header = "x" + delimiter + "y\n"
      let options = CSVOptions(delimiter: delimiter.utf8.first)
      let late = try CSVTestReading.read(header + filler.joined() + rows.joined(), options: options)
      let early = try CSVTestReading.read(header + rows.joined() + filler.joined(), options: options)
      #expect(late.series.count == 1 && early.series.count == 1, "\(kind)")
      guard let lateSeries = late.series.first, let earlySeries = early.series.first else { continue }
      #expect(lateSeries.x == earlySeries.x, "\(kind)")
      #expect(
        lateSeries.y.elementsEqual(earlySeries.y) { $0 == $1 || ($0.isNaN && $1.isNaN) }, "\(kind)")
    }
  }

  /// Long tables (`x,series,note,value`) take a fast path of their own after the first rows: plain
  /// rows of known series, empty values and line breaks of both kinds, with every other row
  /// (quoted or spaced cells, a new series, non-ASCII names, missing-value markers) left to the
  /// general path. Rows read after the first 1,000 give each series the same points as among them.
  @Test(arguments: ["numbers", "dates"])
  func readsLongTablesLaterLikeTheFirst(kind: String) throws {
    let rows = [
      "north,n,1.5\n", "east,n,\n", "\"south\",n,2\n", "west ,n,3\n", " west,n,3.5\n",
      "new one,n,4\n", "é,n,5\n", "north,n,NA\n", "east,n,6\r\n", "north,\"q,r\",7\n",
      "\"a\"\"b\",n,8\n", "a\"b,n,9\n", "new one,n,-0.25\n", "south,n,1e3\n", "west,n,+2\n",
    ]
    func x(_ index: Int) -> String {
      guard kind == "dates" else { return "\(10_000 + index)" }
      let seconds = 1_704_067_200 + index * 60
      let (y, m, d) = CivilDate.civil(fromDays: seconds / 86_400)
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      return "\(y)-\(two(m))-\(two(d))T\(two(seconds / 3_600 % 24)):\(two(seconds / 60 % 60))"
    }
    let names = ["north", "east", "south", "west"]
    // 1,000 filler rows before the rows under test, or after them; x grows down the file.
    func filler(from start: Int) -> String {
      (0..<1_000).map { "\(x(start + $0)),\(names[$0 % 4]),n,\($0 % 7).25\n" }.joined()
    }
    let tested = (0..<(8 * rows.count)).map { "\(x(1_000 + $0)),\(rows[$0 % rows.count])" }.joined()
    let header = "x,series,note,value\n"
    let options = CSVOptions(series: "series")
    let late = try CSVTestReading.read(header + filler(from: 0) + tested, options: options)
    let early = try CSVTestReading.read(header + tested + filler(from: 2_000), options: options)
    #expect(Set(late.series.map(\.name)) == ["north", "east", "south", "west", "new one", "é", "a\"b"])
    #expect(Set(late.series.map(\.name)) == Set(early.series.map(\.name)))
    for lateSeries in late.series {
      guard let earlySeries = early.series.first(where: { $0.name == lateSeries.name }) else { continue }
      #expect(lateSeries.count == earlySeries.count, "\(lateSeries.name)")
      // The filler's points come first in `late` and last in `early`.
      let fillerCount = names.contains(lateSeries.name) ? 250 : 0
      let count = earlySeries.count - fillerCount
      #expect(count > 0, "\(lateSeries.name)")
      #expect(Array(lateSeries.x.suffix(count)) == Array(earlySeries.x.prefix(count)), "\(lateSeries.name)")
      #expect(
        lateSeries.y.suffix(count).elementsEqual(earlySeries.y.prefix(count)) { $0 == $1 || ($0.isNaN && $1.isNaN) },
        "\(lateSeries.name)")
    }
  }

  /// Rows that only the general path reads, after a run of rows the two-column loop read, keep
  /// their line numbers in messages.
  @Test func reportsLinesAfterTheTwoColumnLoop() {
    var csv = "when,v\n"
    for minute in 0..<1_200 {
      csv +=
        "2024-01-01T\(minute / 60 < 10 ? "0" : "")\(minute / 60):\(minute % 60 < 10 ? "0" : "")\(minute % 60),1.5\n"
    }
    #expect(
      CSVTestReading.error(bytes: Array((csv + "2024-01-02T00:00,\"1\"\n2024-01-02T00:01,x\n").utf8))
        == "t.csv:1203:2: error: 'v': 'x' is not a number")
  }

  @Test func readsAColumnTwiceAfterTheFirstRows() throws {
    let csv = "a,b\n" + (0..<1_200).map { "\($0),\($0 * 2)\n" }.joined()
    let same = try CSVTestReading.read(csv, options: CSVOptions(x: "a", y: ["a"]))
    #expect(same.series.map(\.count) == [1_200])
    #expect(same.series[0].y == same.series[0].x)
    let twice = try CSVTestReading.read(csv, options: CSVOptions(y: ["b", "b"]))
    #expect(twice.series.map(\.name) == ["b", "b"])
    #expect(twice.series[1].y.last == 2_398)
  }
}
