import ChartImport
import ChartModel
import ChartVoiceTestSupport
import Foundation
import Testing

/// CSV as spreadsheets export it: missing-value markers, decimal commas, thousands separators,
/// currency and percent signs, other date forms, repeated x values.
@Suite struct CSVMessyInputTests {
  static let jan15 = 1_705_276_800.0  // 2024-01-15
  static let day = 86_400.0

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var csv: String
    var options = CSVOptions()
    var x: [Double]
    var y: [[Double]]
    var unit: String? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "missing-value markers in any case",
      csv: "x,y\n1,NA\n2,n/a\n3,#N/A\n4,null\n5,NaN\n6,None\n7,-\n8,\n9,3\n",
      x: Array(1...9).map(Double.init), y: [Array(repeating: .nan, count: 8) + [3]]),
    Case(
      name: "markers after the first rows",
      csv: "x,y\n" + (1...1_500).map { "\($0),\($0 % 500 == 0 ? "NA" : "1")\n" }.joined(),
      x: Array(1...1_500).map(Double.init),
      y: [(1...1_500).map { $0 % 500 == 0 ? .nan : 1 }]),
    Case(
      name: "thousands separators with a decimal point",
      csv: "x;y\n1;1,234.5\n2;\"12,345,678\"\n3;1 000\n4;1'500.25\n5;-2,000\n",
      x: [1, 2, 3, 4, 5], y: [[1_234.5, 12_345_678, 1_000, 1_500.25, -2_000]]),
    Case(
      name: "decimal commas and dot grouping with --decimal ,",
      csv: "x;y\n1;1,5\n2;-0,25\n3;1.234,5\n4;12\n5;\"1.000.000\"\n",
      options: CSVOptions(decimalSeparator: .comma),
      x: [1, 2, 3, 4, 5], y: [[1.5, -0.25, 1_234.5, 12, 1_000_000]]),
    Case(
      name: "dollar signs become the unit",
      csv: "x,y\n1,$12\n2,\"$1,200.50\"\n3,-$3\n4,$-4\n5,\n",
      x: [1, 2, 3, 4, 5], y: [[12, 1_200.5, -3, -4, .nan]], unit: "USD"),
    Case(
      name: "euro and pound signs before or after",
      csv: "x;e\n1;12 €\n2;€3,5\n", options: CSVOptions(decimalSeparator: .comma),
      x: [1, 2], y: [[12, 3.5]], unit: "EUR"),
    Case(
      name: "pounds", csv: "x,p\n1,£3.50\n2,4\n", x: [1, 2], y: [[3.5, 4]], unit: "GBP"),
    Case(
      name: "percent signs keep the number as written",
      csv: "x,share\n1,12.5%\n2,50 %\n3,NA\n", x: [1, 2, 3], y: [[12.5, 50, .nan]], unit: "%"),
    Case(
      name: "M/d/yyyy dates",
      csv: "date,v\n1/15/2024,1\n01/16/2024,2\n1/17/2024 13:30,3\n",
      x: [jan15, jan15 + day, jan15 + 2 * day + 13.5 * 3_600], y: [[1, 2, 3]]),
    Case(
      name: "d.M.yyyy dates",
      csv: "date;v\n15.1.2024;1\n16.01.2024;2\n", x: [jan15, jan15 + day], y: [[1, 2]]),
    Case(
      name: "yyyy/MM/dd dates",
      csv: "date,v\n2024/01/15,1\n2024/01/16 06:00:00,2\n",
      x: [jan15, jan15 + day + 6 * 3_600], y: [[1, 2]]),
    Case(
      name: "yyyy-MM months", csv: "month,v\n2024-02,2\n2024-01,1\n",
      x: [1_704_067_200, 1_706_745_600], y: [[1, 2]]),
    // 1 January, 1 April, 1 July and 1 October 2024.
    Case(
      name: "quarters as statistics offices write them",
      csv: "quarter,v\n2024-Q1,1\n2024 Q2,2\n2024q3,3\nQ4 2024,4\n",
      x: [1_704_067_200, 1_711_929_600, 1_719_792_000, 1_727_740_800], y: [[1, 2, 3, 4]]),
  ]

  @Test(arguments: cases)
  func reads(_ c: Case) throws {
    let chart = try CSVTestReading.read(c.csv, options: c.options)
    #expect(chart.series.count == c.y.count)
    for (series, expected) in zip(chart.series, c.y) {
      #expect(series.x == c.x)
      #expect(
        series.y.elementsEqual(expected) { $0 == $1 || ($0.isNaN && $1.isNaN) }, "\(series.y)")
    }
    #expect(chart.yAxis.unit == c.unit)
  }

  @Test func spreadsheetExportFixture() throws {
    let bytes = [UInt8](try RepositoryPaths.fixture("csv/spreadsheet-de.csv"))
    let chart = try CSVTestReading.read(
      bytes: bytes, options: CSVOptions(y: ["Umsatz"], decimalSeparator: .comma))
    #expect(chart.xAxis.type == .temporal)
    #expect(chart.xAxis.title == "Monat")
    #expect(chart.yAxis.unit == "EUR")
    let series = chart.series[0]
    #expect(series.x == [Self.jan15, Self.jan15 + 31 * Self.day, Self.jan15 + 60 * Self.day])
    // 15 February appears twice: 2,000 and 1,000 average to 1,500; March is missing.
    #expect(series.y[0] == 1_234.5 && series.y[1] == 1_500 && series.y[2].isNaN)
    #expect(chart.notices == [.duplicateX(rows: 1, series: "", example: "2024-02-15")])
  }

  @Test func duplicatesInSeveralSeriesNameTheFirst() throws {
    // A line (x out of order is a scatter plot by default, whose rows are all kept).
    let chart = try CSVTestReading.read("x,a,b\n1,1,2\n2,3,4\n2,5,NA\n1,7,8\n", options: CSVOptions(kind: .line))
    #expect(chart.series[0].x == [1, 2] && chart.series[0].y == [4, 4])
    #expect(chart.series[1].y == [5, 4], "the marker is left out of the mean")
    #expect(chart.notices == [.duplicateX(rows: 4, series: "a", example: "1")])
    #expect(
      chart.notices[0].description
        == "4 rows repeat an x value in 'a' (first '1'); each x holds the mean of its rows")
  }

  @Test func aLongTableIsReadAsLongWithANotice() throws {
    let chart = try CSVTestReading.read(
      "date,region,sales\n2024-01,North,10\n2024-01,South,7\n2024-02,North,12\n2024-02,South,NA\n")
    #expect(chart.series.map(\.name) == ["North", "South"])
    #expect(chart.series[0].y == [10, 12])
    #expect(chart.notices == [.readAsLongFormat(seriesColumn: "region")])
    // Options decide: --y keeps the wide reading (and averages the repeated dates).
    let wide = try CSVTestReading.read(
      "date,region,sales\n2024-01,North,10\n2024-01,South,7\n", options: CSVOptions(y: ["sales"]))
    #expect(wide.series.count == 1)
    #expect(wide.series[0].y == [8.5])
  }

  @Test func scatterPlotsKeepRepeatedX() throws {
    let chart = try CSVTestReading.read("x,y\n1,1\n1,2\n", options: CSVOptions(kind: .scatter))
    #expect(chart.series[0].count == 2)
    #expect(chart.notices.isEmpty)
  }

  @Test func differentUnitsLeaveTheAxisWithoutOne() throws {
    let chart = try CSVTestReading.read("x,price,share\n1,$5,10%\n2,$6,20%\n")
    #expect(chart.yAxis.unit == nil)
    #expect(chart.notices == [.unitsDiffer(columns: ["price", "share"], units: ["USD", "%"])])
  }

  @Test func aColumnOfMarkersOnlyIsLeftOut() throws {
    let chart = try CSVTestReading.read("x,a,b\n1,NA,1\n2,-,2\n")
    #expect(chart.series.map(\.name) == ["b"])
  }

  struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var csv: String
    var options = CSVOptions()
    var message: String
    var testDescription: String { name }
  }

  static let badInputs: [BadInput] = [
    BadInput(
      name: "two currencies in one column", csv: "x,y\n1,$5\n2,€6\n",
      message: "t.csv:3:2: error: 'y': '€6' is in €, but the column's earlier values are in $"),
    BadInput(
      name: "a decimal comma in a point column", csv: "x;y\n1;1.5\n2;2.5\n3;2,5\n",
      message: "t.csv:4:2: error: 'y': '2,5' is not a number with '.' as the decimal separator; "
        + "set the decimal separator to ','"),
    BadInput(
      name: "a decimal point in a comma column", csv: "x;y\n1;1,5\n2;2,5\n3;2.5\n",
      options: CSVOptions(decimalSeparator: .comma),
      message: "t.csv:4:2: error: 'y': '2.5' is not a number with ',' as the decimal separator; "
        + "set the decimal separator to '.'"),
    BadInput(
      name: "groups of the wrong size", csv: "x;y\n1;1\n2;2\n3;1,23\n", options: CSVOptions(decimalSeparator: .point),
      message: "t.csv:4:2: error: 'y': '1,23' is not a number with '.' as the decimal separator; "
        + "set the decimal separator to ','"),
    BadInput(
      name: "a date in another form", csv: "d,v\n1/15/2024,1\n1/16/2024,2\n17.1.2024,3\n",
      message: "t.csv:4:1: error: 'd': '17.1.2024' is not a date like the column's others, "
        + "such as 3/15/2024 (M/d/yyyy)"),
    BadInput(
      name: "a fifth quarter", csv: "q,v\n2024-Q3,1\n2024-Q4,2\n2024-Q5,3\n",
      message: "t.csv:4:1: error: 'q': '2024-Q5' is not a date like the column's others, "
        + "such as 2024-Q1 or Q1 2024"),
    BadInput(
      name: "a day that does not exist", csv: "d,v\n2/28/2023,1\n2/29/2023,2\n3/1/2023,3\n",
      message: "t.csv:3:1: error: 'd': '2/29/2023' is not a date like the column's others, "
        + "such as 3/15/2024 (M/d/yyyy)"),
  ]

  @Test(arguments: badInputs)
  func reportsTheLineAndColumn(_ c: BadInput) {
    #expect(CSVTestReading.error(bytes: Array(c.csv.utf8), options: c.options) == c.message)
  }
}
