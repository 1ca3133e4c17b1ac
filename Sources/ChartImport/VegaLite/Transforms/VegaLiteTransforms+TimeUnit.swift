import ChartModel
internal import ChartSupport

// Vega-Lite's `timeUnit` transform.
extension VLTransformRunner {
  mutating func timeUnit(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["timeUnit", "field", "as"])
    let unit = try VLEncodingReader.timeUnit(try transform.required("timeUnit"))
    let path = try VLEncodingReader.fieldPath(try transform.required("field"))
    let name = try transform.required("as").string()
    for index in records.indices {
      let value = path.value(in: records[index])
      if let seconds = VLDates.instant(of: value) {
        records[index][name] = .date(unit.isBinned ? seconds : unit.floor(seconds))
      } else {
        records[index][name] = .null
      }
    }
  }
}
