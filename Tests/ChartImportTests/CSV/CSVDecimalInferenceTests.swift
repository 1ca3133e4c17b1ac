import ChartImport
import ChartModel
import Testing

/// Issue 11 §6: the language of the output never changes how input numbers are read. Without
/// `--decimal` the numbers show their decimal separator (`1.234,5`, `0,25` or `1,234.5`, `12.5`);
/// `1,234` alone decides nothing and reads with the point; `--decimal` still overrides.
@Suite struct CSVDecimalInferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var csv: String
    var y: [Double]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "grouped with a decimal point", csv: "x,y\n1,\"1,234.5\"\n2,\"2,000.25\"\n", y: [1_234.5, 2_000.25]),
    Case(name: "grouped with a decimal comma", csv: "x;y\n1;1.234,5\n2;2.000,25\n", y: [1_234.5, 2_000.25]),
    Case(name: "decimal commas alone", csv: "x;y\n1;1,5\n2;-0,25\n3;12\n", y: [1.5, -0.25, 12]),
    Case(name: "dot groups alone", csv: "x;y\n1;1.234.567\n2;2.000\n", y: [1_234_567, 2_000]),
    Case(
      name: "one comma with three digits decides nothing", csv: "x,y\n1,\"1,234\"\n2,\"2,500\"\n", y: [1_234, 2_500]),
    Case(name: "a comma column with one ambiguous cell", csv: "x;y\n1;1,234\n2;2,5\n", y: [1.234, 2.5]),
    Case(name: "euro amounts with cents", csv: "x;y\n1;\"1.234,50 €\"\n2;3,5 €\n", y: [1_234.5, 3.5]),
  ]

  @Test(arguments: cases) func separatorComesFromTheNumbers(_ test: Case) throws {
    let chart = try CSVTestReading.read(test.csv)
    #expect(chart.series.count == 1)
    #expect(chart.series.first?.y == test.y, "\(chart.series.first?.y ?? [])")
  }

  @Test func anExplicitSeparatorStillDecides() throws {
    let chart = try CSVTestReading.read("x;y\n1;1,234\n2;2,5\n", options: CSVOptions(decimalSeparator: .comma))
    #expect(chart.series.first?.y == [1.234, 2.5])
    let point = try CSVTestReading.read(
      "x,y\n1,\"1,234\"\n2,\"2,500\"\n", options: CSVOptions(decimalSeparator: .comma))
    #expect(point.series.first?.y == [1.234, 2.5])
  }

  /// A date written with dots is no vote for the decimal comma.
  @Test func datesWithDotsDecideNothing() throws {
    let chart = try CSVTestReading.read("d,v\n05.01.2024,1.5\n06.01.2024,2.5\n")
    #expect(chart.series.first?.y == [1.5, 2.5])
  }
}
