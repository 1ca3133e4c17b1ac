import ChartImport
import ChartModel
import Foundation
import FuzzSupport

/// The Vega-Lite expression language alone: the input is an expression (up to 1 MB, so long
/// chains and deep nesting are reached), placed in a `calculate` and a `filter` over a few
/// records of every value type. It must evaluate or be refused with a `ChartModelError`; a
/// stack overflow, trap or hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  guard let quoted = try? JSONSerialization.data(withJSONObject: [source], options: [.fragmentsAllowed]),
    let literal = String(data: quoted, encoding: .utf8).map({ String($0.dropFirst().dropLast()) })
  else { return 0 }
  let spec = """
    {"params": [{"name": "p", "value": 3}],
     "data": {"values": [{"a": 1, "b": "x", "c": true, "d": null, "e": [1, 2], "f": {"g": 2}, "t": "2024-03-01"},
                         {"a": -2.5, "b": "", "c": false, "d": 0, "e": [], "f": {}, "t": "2024-04-01"}]},
     "transform": [{"calculate": \(literal), "as": "v"}, {"filter": \(literal)}],
     "mark": "point",
     "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "v", "type": "quantitative"}}}
    """
  _ = try? VegaLiteReader.read(Array(spec.utf8), source: "fuzz.vl.json")
  return 0
}

@_cdecl("fuzz_expression_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
  Exercise.runDriver(argc, argv, fuzzExpression)
}
