import ChartImport
import ChartModel
import Foundation
import Testing

/// A file read in chunks on several threads gives the chart, or the error, that reading it in
/// order gives: whatever the quotes, line endings, marks, ragged rows, series or categories after
/// the first rows (issue 18).
@Suite struct CSVChunkTests {
  /// `rows` data rows, the `row` function writing each (its index in); the header first.
  private static func table(_ header: String, rows: Int, newline: String = "\n", _ row: (Int) -> String) -> String {
    ([header] + (0..<rows).map(row)).joined(separator: newline) + newline
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var options = CSVOptions()
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "plain wide", text: table("x,a,b", rows: 6_000) { "\($0),\($0 % 17).5,\(-$0)" }),
    Case(name: "CRLF", text: table("x,a", rows: 6_000, newline: "\r\n") { "\($0),\($0 % 13)" }),
    Case(name: "CR alone", text: table("x,a", rows: 3_000, newline: "\r") { "\($0),\($0 % 13)" }),
    Case(name: "byte order mark", text: "\u{FEFF}" + table("x;a", rows: 5_000) { "\($0);\($0 % 11),25" }),
    Case(
      name: "quoted line breaks late",
      text: table("x,a,note", rows: 6_000) { $0 == 4_500 ? "\($0),1,\"two\nlines, quoted\"" : "\($0),\($0 % 7),n" }),
    Case(
      name: "quoted numbers everywhere",
      text: table("x,a", rows: 5_000) { "\"\($0)\",\"\($0 % 9)\"" }),
    Case(name: "ragged row late", text: table("x,a,b", rows: 6_000) { $0 == 5_100 ? "\($0),1" : "\($0),1,2" }),
    Case(name: "bad number late", text: table("x,a", rows: 6_000) { $0 == 3_333 ? "\($0),abc" : "\($0),\($0)" }),
    Case(name: "blank lines", text: table("x,a", rows: 6_000) { $0 % 500 == 0 ? "" : "\($0),\($0 % 5)" }),
    Case(
      name: "long format",
      text: table("day,region,sales", rows: 8_000) {
        "2024-01-\(String(format: "%02d", 1 + $0 / 4 % 28))T\(String(format: "%02d", $0 / 112 % 24)):00,\(["n", "s", "e", "w"][$0 % 4]),\($0 % 100)"
      }),
    Case(
      name: "long format, a series first met late",
      text: table("x,region,sales", rows: 8_000) {
        "\($0 / 3),\($0 > 7_000 && $0 % 3 == 0 ? "late" : "r\($0 % 3)"),\($0)"
      },
      options: CSVOptions(series: "region")),
    Case(
      name: "a column empty at first, numbers late",
      text: table("x,a,b", rows: 6_000) { "\($0),\($0),\($0 > 4_000 ? "\($0 % 3)" : "")" }),
    Case(
      name: "categories first met late",
      text: table("name,a", rows: 5_000) { "c\($0 < 2_000 ? $0 % 50 : $0),\($0 % 19)" }),
    Case(
      name: "a currency late", text: table("x,a", rows: 6_000) { $0 > 4_000 ? "\($0),$\($0 % 10)" : "\($0),\($0 % 10)" }
    ),
    Case(name: "repeated x merged", text: table("x,a", rows: 6_000) { "\($0 / 2),\($0 % 10)" }),
    Case(name: "no rows after the first", text: table("x,a", rows: 900) { "\($0),\($0)" }),
    // The merge appends each numeric column on a thread of its own; a text column has none.
    Case(
      name: "a text column between numbers",
      text: table("x,a,label,b,c", rows: 6_000) { "\($0),\($0 % 3),n\($0 % 5),\($0 * 2),-\($0 % 11).25" }),
  ]

  /// Reads `text` from a file in order and in chunks on `threads` threads (cut whatever its size).
  private func both(_ c: Case, threads: Int) throws -> (
    order: Result<ChartDescriptor, ChartModelError>, chunks: Result<ChartDescriptor, ChartModelError>
  ) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("chunks-\(UUID().uuidString).csv").path
    try Data(c.text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = c.options
    let order = Result { () throws(ChartModelError) in
      try CSVReader.read(contentsOf: path, source: "t.csv", options: options)
    }
    options.maxConcurrency = threads
    let chunks = Result { () throws(ChartModelError) in
      try CSVReader.read(contentsOf: path, source: "t.csv", options: options, chunkingFrom: 0)
    }
    return (order, chunks)
  }

  @Test(arguments: cases, [2, 3, 5])
  func chunksReadAsTheWholeFile(_ c: Case, threads: Int) throws {
    let (order, chunks) = try both(c, threads: threads)
    #expect(chunks == order)
    // The same as the bytes read in memory, in one piece.
    let memory = Result { () throws(ChartModelError) in
      try CSVReader.read(Array(c.text.utf8), source: "t.csv", options: c.options)
    }
    #expect(order == memory)
  }

  @Test func errorsNameTheLineOfTheOrderedRead() throws {
    for name in ["ragged row late", "bad number late"] {
      let c = try #require(Self.cases.first { $0.name == name })
      let (order, chunks) = try both(c, threads: 3)
      guard case .failure(let error) = chunks else {
        Issue.record("\(name) read without an error")
        continue
      }
      #expect(chunks == order)
      #expect(String(describing: error).contains(name == "ragged row late" ? "t.csv:5102:" : "t.csv:3335:"))
    }
  }

  /// A clean file as large as the CLI cuts is really read in chunks on the other threads, and
  /// a file of quoted fields falls back to the read in order: a read that always fell back would
  /// give the same charts, so the count of chunks kept is what tells them apart.
  @Test func aLargeCleanFileIsReadInChunksAndAQuotedOneFallsBack() throws {
    let rows = CSVReader.minimumChunkedBytes / 8
    let clean = Self.table("x,a", rows: rows) { "\($0),\($0 % 97)" }
    let quoted = Self.table("x,a", rows: rows) { "\"\($0)\",\($0 % 97)" }
    // Each file is written once and read in order once, on one thread (`CSVReader.read`'s
    // default), which cuts nothing; each chunked read of it must give that read's chart.
    for (text, chunked) in [(clean, [(3, 2), (2, 1)]), (quoted, [(3, 0)])] {
      #expect(text.utf8.count >= CSVReader.minimumChunkedBytes)
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("chunks-\(UUID().uuidString).csv").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      defer { try? FileManager.default.removeItem(atPath: path) }
      let (inOrder, keptInOrder) = try CSVReader.readCountingChunks(
        contentsOf: path, source: "t.csv", options: CSVOptions(), chunkingFrom: CSVReader.minimumChunkedBytes)
      #expect(keptInOrder == 0, "1 thread")
      for (threads, expected) in chunked {
        var options = CSVOptions()
        options.maxConcurrency = threads
        let (chart, kept) = try CSVReader.readCountingChunks(
          contentsOf: path, source: "t.csv", options: options, chunkingFrom: CSVReader.minimumChunkedBytes)
        #expect(kept == expected, "\(threads) threads")
        #expect(chart == inOrder)
      }
    }
  }
}
