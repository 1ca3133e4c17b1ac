import ChartImport
import ChartModel
import Testing

/// A table too wide to describe is refused at its header, by name, before any row is read.
@Suite struct CSVLimitsTests {
  static func table(columns: Int) -> [UInt8] {
    let header = (0..<columns).map { $0 == 0 ? "x" : "c\($0)" }.joined(separator: ",")
    let row = (0..<columns).map { String($0 % 7) }.joined(separator: ",")
    return Array("\(header)\n\(row)\n\(row)\n".utf8)
  }

  @Test func aHundredThousandColumnsAreRefusedAtTheHeader() {
    #expect {
      try CSVReader.read(Self.table(columns: 100_000), source: "wide.csv", options: CSVOptions())
    } throws: { error in
      guard let error = error as? ChartModelError, case .unsupported(let location, let feature, _) = error else {
        return false
      }
      return location.line == 1 && feature.contains("100000 columns") && feature.contains("10000")
    }
  }

  @Test func theWidestTableAllowedIsRead() throws {
    let chart = try CSVReader.read(Self.table(columns: 10_000), source: "wide.csv", options: CSVOptions())
    #expect(chart.series.count == 9_999)
  }
}
