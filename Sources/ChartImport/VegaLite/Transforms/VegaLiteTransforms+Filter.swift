import ChartModel
internal import ChartSupport

// Vega-Lite's `filter` transform.
extension VLTransformRunner {
  mutating func filter(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["filter"])
    let predicate = try VLPredicate(try transform.required("filter"), context: context)
    var kept: [VLRecord] = []
    kept.reserveCapacity(records.count)
    for record in records where predicate.test(record, context: &expressionContext) {
      kept.append(record)
    }
    records = kept
  }
}
