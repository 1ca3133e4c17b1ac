import ChartImport
import ChartModel
import Foundation
import Testing

@Suite struct CSVReaderErrorTests {
  /// A bad input and the exact message it must give.
  struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var options = CSVOptions()
    var message: String
    var testDescription: String { name }

    init(_ name: String, _ csv: String, options: CSVOptions = CSVOptions(), _ message: String) {
      self.init(name, bytes: Array(csv.utf8), options: options, message)
    }

    init(_ name: String, bytes: [UInt8], options: CSVOptions = CSVOptions(), _ message: String) {
      self.name = name
      self.bytes = bytes
      self.options = options
      self.message = message
    }
  }

  /// 1,500 rows of numbers with `cell` as y on row 1,500 (line 1,501), after the 1,000 rows the
  /// column types are inferred from.
  static func late(_ cell: String) -> String {
    "x,y\n" + (1..<1_500).map { "\($0),\($0)\n" }.joined() + "1500,\(cell)\n"
  }

  static let cases: [BadInput] = [
    BadInput(
      "empty input", "",
      "t.csv:1: error: the input is empty; a CSV file starts with a header row naming the columns"),
    BadInput(
      "blank lines only", "\n\r\n",
      "t.csv:1: error: the input is empty; a CSV file starts with a header row naming the columns"),
    BadInput(
      "header only", "x,y\n",
      "t.csv:1: error: no numeric data: there are no rows below the header"),
    BadInput(
      "too many fields", "x,y\n1,2\n3,4,5\n",
      "t.csv:3:3: error: this row has 3 fields but the header has 2"),
    BadInput(
      "too few fields", "x,y,z\n1,2,3\n4,5\n",
      "t.csv:3:2: error: this row has 2 fields but the header has 3"),
    BadInput(
      "too few fields after the first rows",
      late("2").replacingOccurrences(of: "1500,2", with: "1500"),
      "t.csv:1501:1: error: this row has 1 field but the header has 2"),
    BadInput(
      "unterminated quote", "x,y\n1,2\n3,\"4\n5,6\n",
      "t.csv:3:2: error: unterminated quoted field: the quote opened here is never closed"),
    BadInput(
      "text after a closing quote", "x,y\n\"1\"2,3\n",
      "t.csv:2:1: error: unexpected '2' after the closing quote of a quoted field; "
        + "a quote inside a quoted field is written twice (\"\")"),
    BadInput(
      "'-inf' in a numeric column", "x,y\n1,2\n2,-inf\n3,4\n",
      "t.csv:3:2: error: 'y': '-inf' is not a finite number"),
    BadInput(
      "'Infinity' after the first rows", late("Infinity"),
      "t.csv:1501:2: error: 'y': 'Infinity' is not a finite number"
    ),
    BadInput(
      "'abc' in a numeric column", "x,y\n1,2\n2,abc\n3,4\n",
      "t.csv:3:2: error: 'y': 'abc' is not a number"),
    BadInput(
      "'abc' after the first rows", late("abc"),
      "t.csv:1501:2: error: 'y': 'abc' is not a number"),
    BadInput(
      "'abc' in a column named by --y", "x,y\n1,abc\n", options: CSVOptions(y: ["y"]),
      "t.csv:2:2: error: 'y': 'abc' is not a number"),
    BadInput(
      "a bad cell on the second line of a record", "x,y\n\"a\nb\",zz\n",
      options: CSVOptions(y: ["y"]),
      "t.csv:3:2: error: 'y': 'zz' is not a number"),
    BadInput(
      "1e400", "x,y\n1,2\n2,1e400\n",
      "t.csv:3:2: error: 'y': '1e400' is out of range; numbers must lie within ±1.8e308"),
    BadInput(
      "1e400 after the first rows", late("-1e400"),
      "t.csv:1501:2: error: 'y': '-1e400' is out of range; numbers must lie within ±1.8e308"),
    BadInput(
      "'NaN' as x", "x,y\n1,2\nNaN,3\n4,5\n",
      "t.csv:3:1: error: 'x': the x value is missing; every row with data needs one"),
    BadInput(
      "missing x", "x,y\n1,2\n,3\n",
      "t.csv:3:1: error: 'x': the x value is missing; every row with data needs one"),
    BadInput(
      "not a date in a date column", "d,v\n2024-01-01,1\n2024-01-02,2\nsoon,3\n",
      "t.csv:4:1: error: 'd': 'soon' is not an ISO 8601 date such as 2024-03-05 or 2024-03-05T10:30Z"
    ),
    BadInput(
      "missing series name", "x,s,y\n1,a,2\n2,,3\n", options: CSVOptions(series: "s"),
      "t.csv:3:2: error: 's': the series name is missing; every row with data needs one"),
    BadInput(
      "unknown --y column", "x,y\n1,2\n", options: CSVOptions(y: ["sales"]),
      "t.csv:1: error: no column named 'sales'; the columns are 'x', 'y'"),
    BadInput(
      "unknown --x column on the header's line", "\n\nx,y\n1,2\n", options: CSVOptions(x: "when"),
      "t.csv:3: error: no column named 'when'; the columns are 'x', 'y'"),
    BadInput(
      "unknown --series column", "x,y\n1,2\n", options: CSVOptions(series: "kind"),
      "t.csv:1: error: no column named 'kind'; the columns are 'x', 'y'"),
    BadInput(
      "no numeric column", "name,city\nann,paris\nbob,rome\n",
      "t.csv:1: error: no numeric data: no column other than the x column 'name' holds numbers; "
        + "the columns are 'name', 'city'"),
    BadInput(
      "decimal commas with --decimal .", "x;y\n1;1,5\n2;2,5\n", options: CSVOptions(decimalSeparator: .point),
      "t.csv:1: error: no numeric data: no column other than the x column 'x' holds numbers; "
        + "the columns are 'x', 'y' ('1,5' is a number only with ',' as the decimal separator); "
        + "set the decimal separator to ','"),
    BadInput(
      "long format without a numeric column", "x,s,t\n1,a,b\n", options: CSVOptions(series: "s"),
      "t.csv:1: error: no numeric data: no column other than the x column 'x' and the series "
        + "column 's' holds numbers; the columns are 'x', 's', 't'"),
    BadInput(
      "a y column without values", "x,y,z\n1,2,\n2,3,\n", options: CSVOptions(y: ["z"]),
      "t.csv:1: error: no numeric data: the y column 'z' has no values"),
    BadInput(
      "long format with two numeric columns", "x,s,a,b\n1,u,2,3\n",
      options: CSVOptions(series: "s"),
      "t.csv:1: error: unsupported: long format with several numeric columns ('a', 'b'); "
        + "name the y column"),
    BadInput(
      "the series column as x", "x,y\n1,2\n", options: CSVOptions(x: "x", series: "x"),
      "t.csv:1: error: unsupported: the series column 'x' is also x"),
    BadInput(
      "invalid UTF-8", bytes: Array("x,y\n1,".utf8) + [0xFF] + Array("\n".utf8),
      "t.csv:2:2: error: invalid UTF-8 (byte 0xFF); save the file as UTF-8"),
    BadInput(
      "UTF-8 cut short at the end", bytes: Array("x,y\n1,2\nab".utf8) + [0xC3],
      "t.csv:3:1: error: invalid UTF-8 (byte 0xC3); save the file as UTF-8"),
    BadInput(
      "an encoded surrogate",
      bytes: Array("x,y\n\"".utf8) + [0xED, 0xA0, 0x80] + Array("\",1\n".utf8),
      "t.csv:2:1: error: invalid UTF-8 (byte 0xED); save the file as UTF-8"),
    BadInput(
      "a quote as the delimiter", "x,y\n1,2\n", options: CSVOptions(delimiter: 0x22),
      "t.csv: error: unsupported: '\"' as the delimiter; use ',', ';' or a tab"),
  ]

  @Test(arguments: cases)
  func reportsTheProblemWhereItIs(_ c: BadInput) {
    #expect(CSVTestReading.error(bytes: c.bytes, options: c.options) == c.message)
  }

  @Test func aFileThatCannotBeOpened() {
    #expect(
      throws: ChartModelError.malformedInput(
        InputLocation(source: "/nonexistent/t.csv"),
        detail: "cannot read the file: No such file or directory")
    ) {
      try CSVReader.read(contentsOf: "/nonexistent/t.csv")
    }
  }

  /// Malformed inputs of every kind never crash: each reads to a chart or a located error.
  @Test func neverCrashesOnMangledInput() {
    let base = Array("d,\"v\",w\r\n2024-01-01,1.5,\"a\"\"b\"\n2024-01-02,,é\n".utf8)
    var failures = 0
    for index in base.indices {
      for replacement: UInt8 in [0x22, 0x2C, 0x0A, 0x0D, 0x80, 0x20, 0x2E, 0x65, 0x00] {
        var mangled = base
        mangled[index] = replacement
        if CSVTestReading.error(bytes: mangled) != nil { failures += 1 }
        if CSVTestReading.error(bytes: Array(mangled[..<index])) != nil { failures += 1 }
      }
    }
    #expect(failures > 0)
  }
}
