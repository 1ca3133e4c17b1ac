import ChartModel
import Testing

@testable import ChartImport

/// A long table's series columns are sized once, after the first rows, from the input's length:
/// each series its share of the rows to come, so that they grow without copying; and the table
/// reads to the same chart however its rows arrive.
@Suite struct CSVLongSizingTests {
  /// `rows` rows of `x,series,value`, four series: interleaved (a row each per x) or grouped.
  static func longTable(rows: Int, interleaved: Bool) -> [UInt8] {
    let names = ["north", "east", "south", "west"]
    var text = "x,series,value\n"
    for row in 0..<rows {
      let series = interleaved ? row % 4 : row * 4 / rows
      let x = interleaved ? row / 4 : row % (rows / 4)
      text += "\(1_000 + x),\(names[series]),\(Double(row % 97) / 4)\n"
    }
    return Array(text.utf8)
  }

  /// Reads `bytes` (not final) as the start of an input of `expectedBytes`, returning the reader.
  /// The series column is named: a table whose first rows are one series is not taken for long.
  static func ingest(_ bytes: [UInt8], expectedBytes: Int) throws -> CSVIngest {
    var ingest = CSVIngest(source: "long.csv", options: CSVOptions(series: "series"), expectedByteCount: expectedBytes)
    _ = try bytes.withUnsafeBufferPointer { try ingest.consume($0, isFinal: false) }
    return ingest
  }

  @Test func interleavedSeriesEachGetTheirShareOfTheRowsToCome() throws {
    let bytes = Self.longTable(rows: 1_200, interleaved: true)
    // The first bytes of an input 100 times as long: about 120,000 rows, 30,000 a series.
    let ingest = try Self.ingest(bytes, expectedBytes: bytes.count * 100)
    #expect(ingest.isReadingRows)
    let capacities = ingest.longSeriesCapacities
    #expect(capacities.count == 4)
    for capacity in capacities { #expect(capacity >= 30_000, "\(capacities)") }
  }

  @Test func aSeriesThatFilledTheFirstRowsGetsAllOfThem() throws {
    let bytes = Self.longTable(rows: 8_000, interleaved: false)
    let ingest = try Self.ingest(bytes, expectedBytes: bytes.count * 10)
    // The first 1,000 rows are all "north": it gets the 80,000 rows to come; the others grow.
    let capacities = ingest.longSeriesCapacities
    #expect(capacities.count == 4)
    #expect(capacities.first.map { $0 >= 80_000 } == true, "\(capacities)")
  }

  @Test(arguments: [true, false])
  func theChartIsTheSameWithAndWithoutTheLengthKnown(interleaved: Bool) throws {
    let bytes = Self.longTable(rows: 4_000, interleaved: interleaved)
    var sized = CSVIngest(source: "long.csv", options: CSVOptions(series: "series"), expectedByteCount: bytes.count)
    var unsized = CSVIngest(source: "long.csv", options: CSVOptions(series: "series"), expectedByteCount: nil)
    _ = try bytes.withUnsafeBufferPointer { try sized.consume($0, isFinal: true) }
    _ = try bytes.withUnsafeBufferPointer { try unsized.consume($0, isFinal: true) }
    let a = try sized.finish()
    let b = try unsized.finish()
    #expect(a.series.map(\.name) == ["north", "east", "south", "west"])
    #expect(a.series.map(\.x) == b.series.map(\.x))
    #expect(a.series.map(\.y) == b.series.map(\.y))
    #expect(a.series.map(\.x.count) == [1_000, 1_000, 1_000, 1_000])
  }
}
