import ChartModel
internal import ChartSupport

// Vega-Lite's `calculate` transform.
extension VLTransformRunner {
  mutating func calculate(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["calculate", "as"])
    let field = try transform.required("calculate")
    let expression = try context.expression(try field.string(), at: field)
    let name = try transform.required("as").string()
    for index in records.indices {
      records[index][name] = expression.evaluate(records[index], context: &expressionContext)
    }
    let lineage = stackLineage
    stackLineage[name] = expression.fields.compactMap { lineage[$0] }.first
  }
}
