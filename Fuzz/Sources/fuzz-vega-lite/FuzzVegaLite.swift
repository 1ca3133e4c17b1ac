import ChartImport
import ChartModel
import Foundation
import FuzzSupport

/// The data files a spec may name, in a folder of their own: the fuzzer can reach real reads
/// (`"url": "data.csv"`), while any path outside this base must be refused.
let base: String = {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chartvoice-fuzz-vega-lite")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try? Data("a,b,c\n1,2,x\n2,5,y\n3,3,x\n".utf8).write(to: folder.appendingPathComponent("data.csv"))
  try? Data(#"[{"a": 1, "b": 2}, {"a": 2, "b": 4}]"#.utf8).write(to: folder.appendingPathComponent("data.json"))
  return folder.path
}()

/// Vega-Lite: every spec is described (then goes through the pipeline) or refused with a
/// `ChartModelError`; no network, no path outside the base.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVegaLite(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: count))
  var options = VegaLiteOptions()
  options.baseDirectory = base
  if let chart = try? VegaLiteReader.read(bytes, source: "fuzz.vl.json", options: options) {
    Exercise.chart(chart, input: UnsafeBufferPointer(start: data, count: count))
  }
  return 0
}

@_cdecl("fuzz_vega_lite_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  Exercise.runDriver(argc, argv, fuzzVegaLite)
}
