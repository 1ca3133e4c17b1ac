import ChartModel
internal import ChartSupport
import Foundation

// Vega-Lite's `impute` transform.
extension VLTransformRunner {
  /// Impute's `keyvals`: a list, or a `sequence` of numbers.
  static func keyvals(_ field: JSONFieldReader?) throws(ChartModelError) -> [VLValue] {
    guard let field else { return [] }
    if case .array = field.value.kind {
      return try field.array().map { VLDataLoader.value($0.value) }
    }
    return try VLDataLoader.sequence(field).map { $0["data"] ?? .null }
  }

  mutating func impute(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: [
      "impute", "key", "keyvals", "groupby", "frame", "method", "value",
    ])
    let field = try VLEncodingReader.fieldPath(try transform.required("impute"))
    let key = try VLEncodingReader.fieldPath(try transform.required("key"))
    let groupby =
      try transform.member("groupby")?.array().map { (f) throws(ChartModelError) in
        try VLEncodingReader.fieldPath(f)
      } ?? []
    let method = try transform.member("method")?.string() ?? "value"
    let value = transform.member("value").map { VLDataLoader.value($0.value) } ?? .null
    let frame = try Self.frame(transform.member("frame"), default: (nil, nil))
    let keyvals = try Self.keyvals(transform.member("keyvals"))
    try imputeRecords(
      field: field, key: key, keyvals: keyvals, groupby: groupby, method: method, value: value,
      frame: frame,
      at: transform)
  }

  /// Adds a record for every key a group lacks (the keys of all groups and `keyvals`), with the
  /// field set to `value` (method `value`), or to the `method` aggregate of the group's values
  /// within `frame` around it (sorted by key), which then also fills the group's `null` values.
  mutating func imputeRecords(
    field: VLFieldPath, key: VLFieldPath, keyvals: [VLValue], groupby: [VLFieldPath],
    method: String,
    value: VLValue, frame: (Int?, Int?), at location: JSONFieldReader
  ) throws(ChartModelError) {
    let op: VLAggregateOp?
    switch method {
    case "value": op = nil
    case "mean", "median", "max", "min": op = VLAggregateOp(rawValue: method)
    default:
      throw location.invalid(
        "'\(method)' is not an impute method: use value, mean, median, max or min")
    }
    var allKeys: [VLValue] = []
    var seenKeys = Set<VLValue>()
    for record in records {
      let k = key.value(in: record).groupKey
      if seenKeys.insert(k).inserted { allKeys.append(k) }
    }
    for k in keyvals where seenKeys.insert(k.groupKey).inserted { allKeys.append(k.groupKey) }
    var added: [VLRecord] = []
    let groups = Self.group(records, by: groupby)
    // Count the records to add before making any: groups times keys can be vast.
    let presentKeys = groups.map { group in
      Set(group.indices.map { key.value(in: records[$0]).groupKey })
    }
    let adding = presentKeys.reduce(0) { $0 + (allKeys.count - $1.count) }
    guard adding <= VLDataLoader.maximumSequenceLength else {
      throw location.invalid(
        "imputing \(allKeys.count) keys in \(groups.count) groups adds more than "
          + "\(VLDataLoader.maximumSequenceLength) records")
    }
    added.reserveCapacity(adding)
    for (group, present) in zip(groups, presentKeys) {
      for k in allKeys where !present.contains(k) {
        var record = VLRecord()
        for (path, v) in zip(groupby, group.key) { record[path.flatName] = v }
        record[key.flatName] = k
        record[field.flatName] = op == nil ? value : .null
        added.append(record)
      }
    }
    records.append(contentsOf: added)
    let missing = records.count { !field.value(in: $0).isValid }
    defer {
      // The values filled in: the rows added with a value, and the nulls a method replaced.
      let filled =
        op == nil ? (value.isValid ? added.count : 0) : missing - records.count { !field.value(in: $0).isValid }
      if filled > 0 { imputed.append((filled, field.flatName, method)) }
    }
    guard let op else { return }
    // The window of VL's compiled impute: sorted by key, over the frame, filling nulls.
    var work = 0
    for group in Self.group(records, by: groupby) {
      let order = group.indices.sorted {
        let c = VLValue.ascending(key.value(in: records[$0]), key.value(in: records[$1]))
        return c != 0 ? c < 0 : $0 < $1
      }
      let values = order.map { field.value(in: records[$0]) }
      let n = order.count
      var filled: [VLValue] = values
      let nulls = (0..<n).filter { values[$0] == .null }
      let frames = nulls.map { i in
        (frame.0.map { max(0, i - abs($0)) } ?? 0, frame.1.map { min(n, i + abs($0) + 1) } ?? n)
      }
      work += Self.valuesRead(frames, running: false)
      guard work <= Self.maximumValues else {
        throw location.invalid(
          "the impute frames hold more than \(Self.maximumValues) values in all; narrow the frame")
      }
      var last: (frame: (Int, Int), value: VLValue)?
      for (i, (i0, i1)) in zip(nulls, frames) {
        // One unbounded frame (the default) is the whole group for every row: computed once.
        if let last, last.frame == (i0, i1) {
          filled[i] = last.value
          continue
        }
        filled[i] = op.apply(Array(values[i0..<max(i0, i1)]))
        last = ((i0, i1), filled[i])
      }
      for (position, index) in order.enumerated() {
        records[index][field.flatName] = filled[position]
      }
    }
  }
}
