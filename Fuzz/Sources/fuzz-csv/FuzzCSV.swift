import ChartImport
import ChartModel
import FuzzSupport

/// CSV and TSV: the first byte picks options (layout, kind, delimiter, decimal comma) so the fuzzer explores
/// them too; the rest is the table. (Reading in pieces is checked against reading whole by the
/// reader's own tests, which can reach its package-level streaming entry point.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard count > 0 else { return 0 }
  let selector = data[0]
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: count - 1))
  var options = CSVOptions()
  if selector & 1 != 0 { options.kind = ChartKind.allCases[Int(selector >> 1) % ChartKind.allCases.count] }
  if selector & 0x10 != 0 { options.delimiter = UInt8(ascii: "\t") }
  if selector & 0x20 != 0 { options.y = ["b"] }
  if selector & 0x40 != 0 { options.series = "c" }
  if selector & 0x80 != 0 { options.decimalSeparator = .comma }
  if let chart = try? CSVReader.read(bytes, source: "fuzz.csv", options: options) { Exercise.chart(chart, input: UnsafeBufferPointer(start: data, count: count)) }
  return 0
}

@_cdecl("fuzz_csv_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  Exercise.runDriver(argc, argv, fuzzCSV)
}
