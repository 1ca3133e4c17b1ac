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
    for operation in operations {
      if ["sum", "count"].contains(operation.op) {
        nonAdditiveFields.remove(operation.name)
      } else {
        nonAdditiveFields.insert(operation.name)
      }
    }
    for operation in operations where !sort.isEmpty {
      let running = ["sum", "count"].contains(operation.op) && frame.0 == nil && frame.1 == 0
      if operation.op == "cume_dist" || running { cumulativeFields.insert(operation.name) }
    }

    // The values the frames' aggregates read, over all rows: counted before any is read, and
    // bounded like a pivot's output.
    var work = 0
    for group in Self.group(records, by: groupby) {
      let order = sort.sortedIndices(records, group.indices)
      let data = order.map { records[$0] }
      let n = data.count
      func peers(_ i: Int, _ j: Int) -> Bool {
        !sort.isEmpty && sort.compare(data[i], data[j]) == 0
      }
      // Each row's run of peers (rows the sort does not tell apart), found in one pass, so that
      // widening a frame to its peers costs nothing per row.
      var runStart = Array(0..<n)
      var runEnd = Array(0..<n)
      if !sort.isEmpty, n > 1 {
        for i in 1..<n where peers(i - 1, i) { runStart[i] = runStart[i - 1] }
        for i in stride(from: n - 2, through: 0, by: -1) where peers(i, i + 1) {
          runEnd[i] = runEnd[i + 1]
        }
      }
      let frames = (0..<n).map { i in
        var i0 = frame.0.map { max(0, i - abs($0)) } ?? 0
        var i1 = frame.1.map { min(n, i + abs($0) + 1) } ?? n
        if usesPeers {
          if i0 > 0, i0 < n { i0 = runStart[i0] }
          if i1 > 0, i1 < n { i1 = runEnd[i1 - 1] + 1 }
        }
        return (i0, i1)
      }
      for operation in operations where !windowOps.contains(operation.op) {
        let op = VLAggregateOp(rawValue: operation.op) ?? .count
        work += Self.valuesRead(frames, running: RunningAggregate.operations.contains(op))
        guard work <= Self.maximumValues else {
          throw transform.invalid(
            "the window's frames hold more than \(Self.maximumValues) values in all; "
              + "narrow the frame")
        }
      }
      var results = [[VLValue]](repeating: [], count: operations.count)
      for (k, operation) in operations.enumerated() {
        var rank = 1
        var denseRank = 1
        var previous = VLValue.null
        var nextValid = 0
        var running = RunningAggregate()
        var lastFrame: (Int, Int)?
        var values: [VLValue] = []
        values.reserveCapacity(n)
        for i in 0..<n {
          let (i0, i1) = frames[i]
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
            let cume = Double(runEnd[i] + 1) / Double(n)
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
            // The next non-null value at or after row i: its row only moves forward.
            var j = max(i, nextValid)
            while j < n, (field?.value(in: data[j]) ?? .null) == .null { j += 1 }
            nextValid = j
            values.append(j < n ? (field?.value(in: data[j]) ?? .null) : .null)
          default:
            let op = VLAggregateOp(rawValue: operation.op) ?? .count
            if let lastFrame, lastFrame == (i0, i1), let last = values.last {
              values.append(last)  // the same rows: the same value
              continue
            }
            lastFrame = (i0, i1)
            let value = { (row: Int) in field?.value(in: data[row]) ?? .bool(true) }
            if let result = running.extend(to: (i0, i1), op: op, value: value) {
              values.append(result)
            } else {
              let slice = i0 < i1 ? Array(data[i0..<i1]) : []
              values.append(op.apply(slice.map { field?.value(in: $0) ?? .bool(true) }, records: slice))
            }
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
    frameValuesRead += work
    for operation in operations { stackLineage[operation.name] = nil }
  }

  /// The values aggregates over `frames` read, one frame per row in order: a frame equal to the
  /// one before reads nothing (its value is reused), and with `running`
  /// (``RunningAggregate``) a frame that keeps its first row reads only the rows it gained.
  static func valuesRead(_ frames: [(Int, Int)], running: Bool) -> Int {
    var reads = 0
    var previous: (Int, Int)?
    for frame in frames {
      defer { previous = frame }
      if let previous, previous == frame { continue }
      let end = max(frame.0, frame.1)
      if running, let previous, previous.0 == frame.0, max(previous.0, previous.1) <= end {
        reads += end - max(previous.0, previous.1)
      } else {
        reads += end - frame.0
      }
    }
    return reads
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

/// The count, valid and missing counts, sum and mean of a window frame that keeps its first row
/// and grows (Vega-Lite's default frame, `[null, 0]`, and `[null, null]`), added up in row
/// order exactly as ``VLAggregateOp/apply(_:records:)`` adds them: the same values in one pass
/// over the rows instead of one pass per row.
struct RunningAggregate {
  static let operations: Set<VLAggregateOp> = [.count, .valid, .missing, .sum, .mean, .average]
  private var frame: (start: Int, end: Int)?
  private var count = 0
  private var valid = 0
  private var missing = 0
  private var sum = 0.0

  /// The aggregate over rows `frame.0 ..< frame.1`, adding only the rows the frame gained
  /// (starting afresh when its first row moved or it shrank); `nil` for an operation it does
  /// not keep.
  mutating func extend(
    to frame: (Int, Int), op: VLAggregateOp, value: (Int) -> VLValue
  ) -> VLValue? {
    guard Self.operations.contains(op) else { return nil }
    let end = max(frame.0, frame.1)
    if self.frame == nil || self.frame?.start != frame.0 || (self.frame?.end ?? 0) > end {
      self = RunningAggregate()
      self.frame = (frame.0, frame.0)
    }
    for row in (self.frame?.end ?? end)..<end {
      let item = value(row)
      count += 1
      if item.isValid {
        valid += 1
        sum += item.number
      }
      if item == .null { missing += 1 }
    }
    self.frame = (frame.0, end)
    switch op {
    case .count: return .number(Double(count))
    case .valid: return .number(Double(valid))
    case .missing: return .number(Double(missing))
    case .sum: return .number(sum)
    default: return valid == 0 ? .null : .number(sum / Double(valid))
    }
  }
}
