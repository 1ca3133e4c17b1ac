import ChartModel
internal import ChartSupport

// Vega-Lite's `lookup` transform.
extension VLTransformRunner {
  mutating func lookup(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["lookup", "from", "as", "default"])
    let key = try VLEncodingReader.fieldPath(try transform.required("lookup"))
    let from = try transform.required("from")
    try from.requireObject(allowedKeys: ["data", "key", "fields", "param"])
    if from.member("param") != nil {
      throw ChartModelError.unsupported(
        from.location, feature: "a lookup from a selection parameter")
    }
    let secondary = try context.loader.load(try from.required("data"), allowOverride: false)
    let foreignKey = try VLEncodingReader.fieldPath(try from.required("key"))
    let fields = try from.member("fields")?.array().map { (f) throws(ChartModelError) in
      try f.string()
    }
    let asField = transform.member("as")
    var names: [String] = []
    if let asField {
      if case .array = asField.value.kind {
        names = try asField.array().map { (f) throws(ChartModelError) in try f.string() }
      } else {
        names = [try asField.string()]
      }
    }
    let fallback = transform.member("default").map { VLDataLoader.value($0.value) } ?? .null
    var index: [VLValue: VLRecord] = [:]
    for record in secondary {
      let value = foreignKey.value(in: record).groupKey
      if index[value] == nil { index[value] = record }
    }
    for position in records.indices {
      let match = index[key.value(in: records[position]).groupKey]
      if let fields {
        for (offset, field) in fields.enumerated() {
          let name = offset < names.count ? names[offset] : field
          records[position][name] =
            match.map { (VLFieldPath(field) ?? VLFieldPath(plain: field)).value(in: $0) }
            ?? fallback
        }
      } else {
        let name = names.first ?? "lookup"
        records[position][name] = match.map { VLValue.object($0.fields) } ?? fallback
      }
    }
  }
}
