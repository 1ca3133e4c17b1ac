import ChartModel
internal import ChartSupport

// Vega-Lite's `pivot` transform.
extension VLTransformRunner {
  /// Vega's `pivot`: one record per `groupby` group, with a field per key (``pivotKeys(_:limit:)``)
  /// holding `op` of the `value`s of the group's records with that key; a `sum` of no record is
  /// `null`, as Vega draws no mark for it (a line's gap).
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
    // A cell without a record is missing, as Vega draws it (no mark), not a sum of nothing.
    let empty = op == .sum ? .null : op.apply([], records: [])
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
}
