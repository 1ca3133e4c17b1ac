import ChartModel
internal import ChartSupport

// Vega-Lite's `aggregate` and `joinaggregate` transforms.
extension VLTransformRunner {
  struct AggregateSpec {
    let op: VLAggregateOp
    let field: VLFieldPath?
    let name: String
  }

  static func aggregateSpecs(_ list: JSONFieldReader) throws(ChartModelError) -> [AggregateSpec] {
    try list.array().map { (item) throws(ChartModelError) -> AggregateSpec in
      try item.requireObject(allowedKeys: ["op", "field", "as"])
      let opField = try item.required("op")
      let op = try VLEncodingReader.aggregateOp(opField)
      let field =
        try item.member("field").map { (f) throws(ChartModelError) -> VLFieldPath? in
          let name = try f.string()
          return name == "*" ? nil : try VLEncodingReader.fieldPath(f)
        } ?? nil
      let name = try item.member("as")?.string() ?? "\(op.rawValue)_\(field?.name ?? "*")"
      return AggregateSpec(op: op, field: field, name: name)
    }
  }

  mutating func aggregate(_ transform: JSONFieldReader, join: Bool) throws(ChartModelError) {
    let key = join ? "joinaggregate" : "aggregate"
    try transform.requireObject(allowedKeys: [key, "groupby"])
    let specs = try Self.aggregateSpecs(try transform.required(key))
    let groupby =
      try transform.member("groupby")?.array().map { (f) throws(ChartModelError) in
        try VLEncodingReader.fieldPath(f)
      } ?? []
    for spec in specs {
      if spec.op.addsUp { nonAdditiveFields.remove(spec.name) } else { nonAdditiveFields.insert(spec.name) }
    }
    let groups = Self.group(records, by: groupby)
    if join {
      for group in groups {
        let members = group.indices.map { records[$0] }
        for spec in specs {
          let values = members.map { spec.field?.value(in: $0) ?? .bool(true) }
          let result = spec.op.apply(values, records: members)
          for index in group.indices { records[index][spec.name] = result }
        }
      }
      return
    }
    var output: [VLRecord] = []
    for group in groups {
      var record = VLRecord()
      for (path, value) in zip(groupby, group.key) { record[path.flatName] = value }
      let members = group.indices.map { records[$0] }
      for spec in specs {
        let values = members.map { spec.field?.value(in: $0) ?? .bool(true) }
        record[spec.name] = spec.op.apply(values, records: members)
      }
      output.append(record)
    }
    records = output
    stackLineage = [:]
  }
}
