import ChartModel
internal import ChartSupport
import Foundation

// Vega-Lite's `window` transform.
extension VLTransformRunner {
  mutating func window(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["window", "sort", "groupby", "frame", "ignorePeers"])
    struct Operation {
      let op: String
      let field: VLFieldPath?
      let parameter: Double?
      let name: String
    }
    let windowOps = [
      "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lag", "lead",
      "first_value", "last_value", "nth_value", "prev_value", "next_value",
    ]
    let operations = try transform.required("window").array().map {
      (item) throws(ChartModelError) -> Operation in
      try item.requireObject(allowedKeys: ["op", "field", "param", "as"])
      let opField = try item.required("op")
      let op = try opField.string()
      if !windowOps.contains(op) { _ = try VLEncodingReader.aggregateOp(opField) }
      let field = try item.member("field").map { (f) throws(ChartModelError) in
        try VLEncodingReader.fieldPath(f)
      }
      let name = try item.member("as")?.string() ?? "\(op)_\(field?.name ?? "")"
      return Operation(
        op: op, field: field, parameter: try item.member("param")?.number(), name: name)
    }
    let sort = try SortOrder(transform.member("sort"))
    let groupby =
      try transform.member("groupby")?.array().map { (f) throws(ChartModelError) in
        try VLEncodingReader.fieldPath(f)
      } ?? []
    let frame = try Self.frame(transform.member("frame"), default: (nil, 0))
    let ignorePeers = try transform.member("ignorePeers")?.bool() ?? false
    let usesPeers = !sort.isEmpty && !ignorePeers

    for group in Self.group(records, by: groupby) {
      let order = sort.sortedIndices(records, group.indices)
      let data = order.map { records[$0] }
      let n = data.count
      func peers(_ i: Int, _ j: Int) -> Bool {
        !sort.isEmpty && sort.compare(data[i], data[j]) == 0
      }
      var results = [[VLValue]](repeating: [], count: operations.count)
      for (k, operation) in operations.enumerated() {
        var rank = 1
        var denseRank = 1
        var previous = VLValue.null
        var values: [VLValue] = []
        values.reserveCapacity(n)
        for i in 0..<n {
          var i0 = frame.0.map { max(0, i - abs($0)) } ?? 0
          var i1 = frame.1.map { min(n, i + abs($0) + 1) } ?? n
          if usesPeers {
            while i0 > 0, peers(i0, i0 - 1) { i0 -= 1 }
            while i1 < n, i1 > 0, peers(i1 - 1, i1) { i1 += 1 }
          }
          let field = operation.field
          switch operation.op {
          case "row_number": values.append(.number(Double(i + 1)))
          case "rank":
            if i > 0, !peers(i - 1, i) { rank = i + 1 }
            values.append(.number(Double(rank)))
          case "dense_rank":
            if i > 0, !peers(i - 1, i) { denseRank += 1 }
            values.append(.number(Double(denseRank)))
          case "percent_rank":
            if i > 0, !peers(i - 1, i) { rank = i + 1 }
            values.append(.number(n > 1 ? Double(rank - 1) / Double(n - 1) : 0))
          case "cume_dist", "ntile":
            var last = i
            while last + 1 < n, peers(last, last + 1) { last += 1 }
            let cume = Double(last + 1) / Double(n)
            values.append(
              .number(
                operation.op == "ntile" ? (cume * (operation.parameter ?? 1)).rounded(.up) : cume))
          case "lag", "lead":
            let offset = clampedInt(operation.parameter ?? 1)
            let j = operation.op == "lag" ? i - offset : i + offset
            values.append(j >= 0 && j < n ? (field?.value(in: data[j]) ?? .null) : .null)
          case "first_value": values.append(i0 < i1 ? (field?.value(in: data[i0]) ?? .null) : .null)
          case "last_value":
            values.append(i0 < i1 ? (field?.value(in: data[i1 - 1]) ?? .null) : .null)
          case "nth_value":
            let j = i0 + clampedInt(operation.parameter ?? 1) - 1
            values.append(j < i1 ? (field?.value(in: data[j]) ?? .null) : .null)
          case "prev_value":
            let value = field?.value(in: data[i]) ?? .null
            if value != .null { previous = value }
            values.append(previous)
          case "next_value":
            var j = i
            while j < n, (field?.value(in: data[j]) ?? .null) == .null { j += 1 }
            values.append(j < n ? (field?.value(in: data[j]) ?? .null) : .null)
          default:
            let op = VLAggregateOp(rawValue: operation.op) ?? .count
            let slice = i0 < i1 ? Array(data[i0..<i1]) : []
            values.append(
              op.apply(slice.map { field?.value(in: $0) ?? .bool(true) }, records: slice))
          }
        }
        results[k] = values
      }
      for (position, recordIndex) in order.enumerated() {
        for (k, operation) in operations.enumerated() {
          records[recordIndex][operation.name] = results[k][position]
        }
      }
    }
    for operation in operations { stackLineage[operation.name] = nil }
  }

  /// A window frame `[before, after]`, `null` for unbounded.
  static func frame(_ field: JSONFieldReader?, default fallback: (Int?, Int?))
    throws(ChartModelError) -> (Int?, Int?)
  {
    guard let field else { return fallback }
    let bounds = try field.array()
    guard bounds.count == 2 else { throw field.invalid("expected [before, after]") }
    func bound(_ f: JSONFieldReader) throws(ChartModelError) -> Int? {
      if case .null = f.value.kind { return nil }
      let value = try f.number()
      return clampedInt(value)
    }
    return (try bound(bounds[0]), try bound(bounds[1]))
  }
}
