import ChartModel
internal import ChartSupport

// Vega-Lite's `fold` transform.
extension VLTransformRunner {
  /// Vega's `fold`: one record per source record and folded field, with the field's name under
  /// `key` and its value under `value` (or the names in `as`), and every field of the source.
  ///
  /// - Complexity: O(*r* · (*w* + *k*)) time and memory for *r* records of *w* fields folded over
  ///   *k* fields: each folded record shares its source's fields (``VLRecord/sharing(_:with:)``).
  mutating func fold(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["fold", "as"])
    let fields = try transform.required("fold").array().map { (f) throws(ChartModelError) in
      try f.string()
    }
    let names =
      try transform.member("as")?.array().map { (f) throws(ChartModelError) in try f.string() } ?? [
        "key", "value",
      ]
    guard names.count == 2 else {
      throw transform.invalid("'as' takes two names: the key and the value")
    }
    // Every folded record shares its source's fields (one dictionary per source record) and
    // owns only the key and the value: memory and time linear in records + rows, so only the
    // rows are bounded.
    let (rows, overflow) = records.count.multipliedReportingOverflow(by: fields.count)
    guard !overflow, rows <= Self.maximumValues / 2 else {
      throw transform.invalid(
        "folding \(fields.count) fields of \(records.count) records makes more than "
          + "\(Self.maximumValues / 2) records")
    }
    let paths = fields.map { VLFieldPath($0) ?? VLFieldPath(plain: $0) }
    var folded: [VLRecord] = []
    folded.reserveCapacity(rows)
    for record in records {
      let base = record.fields
      for (field, path) in zip(fields, paths) {
        folded.append(
          VLRecord.sharing([names[0]: .string(field), names[1]: path.value(in: record)], with: base))
      }
    }
    records = folded
  }
}
