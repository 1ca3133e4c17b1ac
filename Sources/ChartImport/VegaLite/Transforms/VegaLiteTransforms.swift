import ChartModel
internal import ChartSupport

/// Runs a Vega-Lite `transform` array over records, as Vega would: `filter`, `calculate`, `fold`,
/// `aggregate`, `joinaggregate`, `timeUnit`, `bin`, `window`, `impute`, `pivot`, `flatten`,
/// `lookup`, `stack` and `density`. Any other transform is refused by name
/// (`unsupported: transform 'regression'`), never skipped.
struct VLTransformRunner {
  let context: VLContext
  var records: [VLRecord]
  var expressionContext: VLExpressionContext
  /// For each field a `stack` transform produced (or a `calculate` derived from one), that
  /// transform's stacked field and offset, so that bars drawn from `y` to `y2` can be described
  /// by the quantity they stack.
  var stackLineage: [String: VLStackOrigin] = [:]

  init(context: VLContext, records: [VLRecord]) {
    self.context = context
    self.records = records
    expressionContext = context.expressionContext
  }

  static let names = [
    "filter", "calculate", "fold", "aggregate", "joinaggregate", "timeUnit", "bin", "window",
    "impute", "pivot", "flatten", "lookup", "stack", "density",
  ]
  static let refused = ["regression", "loess", "quantile", "sample", "extent"]

  /// Applies every transform in order.
  mutating func run(_ transforms: JSONFieldReader?) throws(ChartModelError) {
    guard let transforms else { return }
    for transform in try transforms.array() {
      try apply(transform)
    }
  }

  mutating func apply(_ transform: JSONFieldReader) throws(ChartModelError) {
    guard case .object(let members) = transform.value.kind else {
      throw transform.invalid(
        "expected a transform object, found \(transform.value.typeDescription)")
    }
    guard
      let kind = members.first(where: {
        Self.names.contains($0.key) || Self.refused.contains($0.key)
      })?.key
    else {
      let first = members.first?.key ?? "(empty)"
      throw ChartModelError.unsupported(transform.location, feature: "transform '\(first)'")
    }
    if Self.refused.contains(kind) {
      throw ChartModelError.unsupported(transform.location, feature: "transform '\(kind)'")
    }
    switch kind {
    case "filter": try filter(transform)
    case "calculate": try calculate(transform)
    case "fold": try fold(transform)
    case "aggregate": try aggregate(transform, join: false)
    case "joinaggregate": try aggregate(transform, join: true)
    case "timeUnit": try timeUnit(transform)
    case "bin": try bin(transform)
    case "window": try window(transform)
    case "impute": try impute(transform)
    case "pivot": try pivot(transform)
    case "flatten": try flatten(transform)
    case "lookup": try lookup(transform)
    case "stack": try stack(transform)
    case "density": try density(transform)
    default: break
    }
  }

  // MARK: - Row-wise transforms

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

  // MARK: - Grouping transforms

  /// Groups records by the values of `fields`, keeping the order of first appearance.
  static func group(_ records: [VLRecord], by fields: [VLFieldPath]) -> [(
    key: [VLValue], indices: [Int]
  )] {
    var order: [[VLValue]] = []
    var groups: [[VLValue]: [Int]] = [:]
    for (index, record) in records.enumerated() {
      let key = fields.map { $0.value(in: record).groupKey }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(index)
    }
    return order.map { ($0, groups[$0] ?? []) }
  }

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

  /// Vega's `pivot`: one record per `groupby` group, with a field per key (``pivotKeys(_:limit:)``)
  /// holding `op` of the `value`s of the group's records with that key.
  ///
  /// - Complexity: O(*n* + *k* log *k*) time and memory for *n* records of *k* keys: one pass puts
  ///   each record in its group's cell, each record stores only its group's non-empty cells, and
  ///   the empty ones (the same `op` of nothing for every group) live in one dictionary that
  ///   every record shares (``VLRecord/sharing(_:with:)``).
  mutating func pivot(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["pivot", "value", "groupby", "limit", "op"])
    let pivot = try VLEncodingReader.fieldPath(try transform.required("pivot"))
    let valueField = try VLEncodingReader.fieldPath(try transform.required("value"))
    let groupby =
      try transform.member("groupby")?.array().map { (f) throws(ChartModelError) in
        try VLEncodingReader.fieldPath(f)
      } ?? []
    let op =
      try transform.member("op").map { (f) throws(ChartModelError) in
        try VLEncodingReader.aggregateOp(f)
      } ?? .sum
    let limit = clampedInt(try transform.member("limit")?.number() ?? 0)
    let keys = Self.pivotKeys(records.lazy.map { pivot.value(in: $0).groupKey }, limit: limit)
    let groups = Self.group(records, by: groupby)
    guard groups.count <= Self.maximumValues / max(1, keys.count + groupby.count) else {
      throw transform.invalid(
        "the pivot makes \(groups.count) rows of \(keys.count) columns, more than "
          + "\(Self.maximumValues) values")
    }
    var column: [VLValue: String] = Dictionary(minimumCapacity: keys.count)
    for key in keys { column[key] = key.text }
    let empty = op.apply([], records: [])
    let emptyCells = Dictionary(uniqueKeysWithValues: keys.lazy.map { ($0.text, empty) })
    // A column named like a groupby field overwrites it, even when the cell is empty.
    let hiddenGroupFields = Set(groupby.map(\.flatName)).filter { emptyCells[$0] != nil }
    var output: [VLRecord] = []
    output.reserveCapacity(groups.count)
    for group in groups {
      var cells: [String: [VLRecord]] = [:]
      for index in group.indices {
        guard let name = column[pivot.value(in: records[index]).groupKey] else { continue }
        cells[name, default: []].append(records[index])
      }
      var own: [String: VLValue] = Dictionary(minimumCapacity: groupby.count + cells.count)
      for (path, value) in zip(groupby, group.key) { own[path.flatName] = value }
      for name in hiddenGroupFields { own[name] = empty }
      for (name, matching) in cells {
        own[name] = op.apply(matching.map { valueField.value(in: $0) }, records: matching)
      }
      output.append(VLRecord.sharing(own, with: emptyCells))
    }
    records = output
  }

  /// A pivot's keys as Vega makes them: the distinct values, one per name (of `1` and `"1"` the
  /// first seen, as a JavaScript object's keys), in ascending order with ties in the order first
  /// seen (JavaScript's sort is stable), the first `limit` when it is positive.
  static func pivotKeys(_ values: some Sequence<VLValue>, limit: Int) -> [VLValue] {
    var seen: Set<VLValue> = []
    var names: Set<String> = []
    var keys: [VLValue] = []
    for value in values where seen.insert(value).inserted && names.insert(value.text).inserted {
      keys.append(value)
    }
    let sorted = keys.indices.sorted { a, b in
      let order = VLValue.ascending(keys[a], keys[b])
      return order == 0 ? a < b : order < 0
    }.map { keys[$0] }
    return limit > 0 ? Array(sorted.prefix(limit)) : sorted
  }

  /// The most values a `pivot` may make (rows times columns); a `fold` may make half as many
  /// records (each holds a key and a value of its own and shares the rest with its source).
  static let maximumValues = 10_000_000
}

/// Where a field drawn as a range comes from: a `stack` transform's field and offset.
struct VLStackOrigin: Hashable {
  let field: VLFieldPath
  let normalized: Bool
}

/// A context shared by everything that reads one spec: options, parameters and the data loader.
struct VLContext {
  let options: VegaLiteOptions
  let loader: VLDataLoader
  /// Parameters with a value (`{"name": "cutoff", "value": 5}`), usable in expressions.
  let variables: [String: VLValue]
  /// Selection parameters, with their initial value.
  let selections: [String: VLSelection]

  var expressionContext: VLExpressionContext {
    VLExpressionContext(variables: variables)
  }

  /// Parses an expression found at `field`, turning its problems into located errors.
  func expression(_ text: String, at field: JSONFieldReader) throws(ChartModelError) -> VLExpression
  {
    do {
      return try VLExpression(text, variables: Set(variables.keys))
    } catch {
      switch error {
      case .unsupported(let what):
        throw ChartModelError.unsupported(
          field.location, feature: "\(what) in the expression \"\(InputQuote.cut(text))\"")
      case .syntax(let detail):
        throw field.invalid(
          "the expression \"\(InputQuote.cut(text))\" cannot be read: \(InputQuote.cut(detail))")
      }
    }
  }
}
