import ChartModel
internal import ChartSupport

// Vega-Lite's `flatten` transform.
extension VLTransformRunner {
  mutating func flatten(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["flatten", "as"])
    let fields = try transform.required("flatten").array().map { (f) throws(ChartModelError) in
      try f.string()
    }
    let names =
      try transform.member("as")?.array().map { (f) throws(ChartModelError) in try f.string() }
      ?? fields
    var flattened: [VLRecord] = []
    for record in records {
      let arrays = fields.map { field -> [VLValue] in
        if case .array(let values) = (VLFieldPath(field) ?? VLFieldPath(plain: field)).value(
          in: record)
        {
          return values
        }
        return []
      }
      let count = arrays.map(\.count).max() ?? 0
      for row in 0..<count {
        var copy = record
        for (index, name) in names.enumerated() where index < arrays.count {
          copy[name] = arrays[index].indices.contains(row) ? arrays[index][row] : .null
        }
        flattened.append(copy)
      }
    }
    records = flattened
  }
}
