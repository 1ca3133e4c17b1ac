import ChartModel
internal import ChartSupport

// Vega-Lite's `bin` transform.
extension VLTransformRunner {
  mutating func bin(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["bin", "field", "as"])
    let path = try VLEncodingReader.fieldPath(try transform.required("field"))
    let asField = try transform.required("as")
    let names: [String]
    if case .array = asField.value.kind {
      names = try asField.array().map { (f) throws(ChartModelError) in try f.string() }
      guard names.count == 2 else { throw asField.invalid("expected [start, end] names") }
    } else {
      let name = try asField.string()
      names = [name, name + "_end"]
    }
    let parameters = try VLBinParameters(try transform.required("bin"), defaultMaxBins: 10)
    let bins = parameters.bins(for: records.map { path.value(in: $0) })
    for index in records.indices {
      let start = bins.start(of: path.value(in: records[index]))
      records[index][names[0]] = start.map(VLValue.number) ?? .null
      records[index][names[1]] = start.map { .number(bins.end(ofStart: $0)) } ?? .null
    }
  }
}
