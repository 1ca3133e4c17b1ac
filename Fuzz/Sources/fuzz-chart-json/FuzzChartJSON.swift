import ChartImport
import ChartModel
import FuzzSupport

/// Chart JSON: every input reads as a chart (and then goes through the pipeline) or fails with a
/// `ChartModelError`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChartJSON(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  if let chart = try? ChartJSONReader.read(bytes, source: "fuzz.json") { Exercise.chart(chart, input: UnsafeBufferPointer(start: data, count: count)) }
  return 0
}

/// SwiftPM names an executable's entry point after its module; hand control to libFuzzer.
@_cdecl("fuzz_chart_json_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  Exercise.runDriver(argc, argv, fuzzChartJSON)
}
