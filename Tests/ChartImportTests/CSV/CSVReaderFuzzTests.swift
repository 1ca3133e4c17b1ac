import ChartImport
import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct CSVReaderFuzzTests {
  static let cells = [
    "1", "-2.5", "", "3e2", "NaN", "abc", "\"4\"", " 5 ", "\"a,b\"", "\"x\"\"y\"", "\"p\nq\"",
    "2024-01-02", "2024-01-02T03:04Z", "é", "1e400", "\"", ",", "0x1", ".", "-",
  ]

  /// Random tables of more than 1,000 rows (so later rows take the fast path or fall back), with
  /// random options: each reads to a chart or a located error, never a crash, and the same either
  /// way of reading.
  @Test(arguments: 0..<40 as Range<UInt64>)
  func neverCrashes(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let columns = Int(generator.next() % 4) + 1
    var csv = (0..<columns).map { "c\($0)" }.joined(separator: ",") + "\n"
    let plain = generator.next() % 2 == 0
    for row in 0..<1_100 {
      let mangle = row > 1_000 || !plain
      let fields = (0..<columns).map { column -> String in
        if mangle, generator.next() % 8 == 0 {
          return Self.cells[Int(generator.next() % UInt64(Self.cells.count))]
        }
        return column == 0 ? "\(row)" : "\(Int(generator.next() % 1_000) - 500).25"
      }
      csv += fields.joined(separator: ",") + (generator.next() % 10 == 0 ? "\r\n" : "\n")
    }
    let names = (0..<columns).map { "c\($0)" }
    func pick() -> String? {
      generator.next() % 2 == 0 ? names.randomElement(using: &generator) : nil
    }
    let options = CSVOptions(
      x: pick(), y: [pick(), pick()].compactMap { $0 },
      series: generator.next() % 4 == 0 ? pick() : nil,
      kind: ChartKind.allCases.randomElement(using: &generator))
    if let error = CSVTestReading.error(bytes: Array(csv.utf8), options: options) {
      #expect(error.hasPrefix("t.csv"))
    }
  }
}
