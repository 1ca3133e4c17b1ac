import ChartModel
internal import ChartSupport
import Foundation

extension VLTransformRunner {
  /// A sort order: fields, each ascending or descending, compared as Vega compares.
  struct SortOrder {
    var fields: [(path: VLFieldPath, descending: Bool)]

    init(_ field: JSONFieldReader?) throws(ChartModelError) {
      fields = []
      guard let field else { return }
      let items: [JSONFieldReader]
      if case .array = field.value.kind { items = try field.array() } else { items = [field] }
      for item in items {
        if case .string = item.value.kind {
          fields.append((try VLEncodingReader.fieldPath(item), false))
          continue
        }
        try item.requireObject(allowedKeys: ["field", "order"])
        let path = try VLEncodingReader.fieldPath(try item.required("field"))
        let order = try item.member("order")?.string() ?? "ascending"
        fields.append((path, order == "descending"))
      }
    }

    var isEmpty: Bool { fields.isEmpty }

    /// -1, 0 or 1.
    func compare(_ a: VLRecord, _ b: VLRecord) -> Int {
      for (path, descending) in fields {
        let order = VLValue.ascending(path.value(in: a), path.value(in: b))
        if order != 0 { return descending ? -order : order }
      }
      return 0
    }

    /// The indices of `records` in this order, ties in input order (a stable sort).
    func sortedIndices(_ records: [VLRecord], _ indices: [Int]) -> [Int] {
      guard !fields.isEmpty else { return indices }
      return indices.enumerated().sorted { x, y in
        let order = compare(records[x.element], records[y.element])
        return order != 0 ? order < 0 : x.offset < y.offset
      }.map(\.element)
    }
  }

  // MARK: - window

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

  /// Impute's `keyvals`: a list, or a `sequence` of numbers.
  static func keyvals(_ field: JSONFieldReader?) throws(ChartModelError) -> [VLValue] {
    guard let field else { return [] }
    if case .array = field.value.kind {
      return try field.array().map { VLDataLoader.value($0.value) }
    }
    return try VLDataLoader.sequence(field).map { $0["data"] ?? .null }
  }

  // MARK: - impute

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
    for group in groups {
      let present = Set(group.indices.map { key.value(in: records[$0]).groupKey })
      for k in allKeys where !present.contains(k) {
        var record = VLRecord()
        for (path, v) in zip(groupby, group.key) { record[path.flatName] = v }
        record[key.flatName] = k
        record[field.flatName] = op == nil ? value : .null
        added.append(record)
      }
    }
    records.append(contentsOf: added)
    guard let op else { return }
    // The window of VL's compiled impute: sorted by key, over the frame, filling nulls.
    for group in Self.group(records, by: groupby) {
      let order = group.indices.sorted {
        let c = VLValue.ascending(key.value(in: records[$0]), key.value(in: records[$1]))
        return c != 0 ? c < 0 : $0 < $1
      }
      let values = order.map { field.value(in: records[$0]) }
      let n = order.count
      var filled: [VLValue] = values
      for i in 0..<n where values[i] == .null {
        let i0 = frame.0.map { max(0, i - abs($0)) } ?? 0
        let i1 = frame.1.map { min(n, i + abs($0) + 1) } ?? n
        filled[i] = op.apply(Array(values[i0..<max(i0, i1)]))
      }
      for (position, index) in order.enumerated() {
        records[index][field.flatName] = filled[position]
      }
    }
  }

  // MARK: - stack

  mutating func stack(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["stack", "groupby", "offset", "sort", "as"])
    let field = try VLEncodingReader.fieldPath(try transform.required("stack"))
    let groupby =
      try transform.member("groupby")?.array().map { (f) throws(ChartModelError) in
        try VLEncodingReader.fieldPath(f)
      } ?? []
    let offset = try transform.member("offset")?.string() ?? "zero"
    guard ["zero", "center", "normalize"].contains(offset) else {
      throw transform.invalid("'\(offset)' is not a stack offset: use zero, center or normalize")
    }
    let sort = try SortOrder(transform.member("sort"))
    var names = ["y0", "y1"]
    if let asField = transform.member("as") {
      if case .array = asField.value.kind {
        names = try asField.array().map { (f) throws(ChartModelError) in try f.string() }
      } else {
        let name = try asField.string()
        names = [name, name + "_end"]
      }
      guard names.count == 2 else { throw asField.invalid("expected [start, end] names") }
    }
    let groups = Self.group(records, by: groupby)
    let sums = groups.map { group in
      group.indices.reduce(0.0) { $0 + abs(field.value(in: records[$1]).number.nanToZero) }
    }
    let maximum = sums.max() ?? 0
    for (group, sum) in zip(groups, sums) {
      let order = sort.sortedIndices(records, group.indices)
      var positive = offset == "center" ? (maximum - sum) / 2 : 0
      var negative = 0.0
      for index in order {
        let v = field.value(in: records[index]).number.nanToZero
        let start: Double
        let end: Double
        if offset == "normalize" {
          start = positive
          positive += sum == 0 ? 0 : abs(v) / sum
          end = positive
        } else if v < 0, offset == "zero" {
          start = negative
          negative += v
          end = negative
        } else {
          start = positive
          positive += offset == "center" ? abs(v) : v
          end = positive
        }
        records[index][names[0]] = .number(start)
        records[index][names[1]] = .number(end)
      }
    }
    let origin = VLStackOrigin(field: field, normalized: offset == "normalize")
    stackLineage[names[0]] = origin
    stackLineage[names[1]] = origin
  }

  // MARK: - density

  /// Vega's `kde`: a Gaussian kernel density estimate per group, sampled adaptively (or at
  /// `steps` even points) over the extent; the bandwidth by Scott's rule when not given.
  mutating func density(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: [
      "density", "groupby", "cumulative", "counts", "bandwidth", "extent", "minsteps", "maxsteps",
      "steps", "as",
    ])
    let field = try VLEncodingReader.fieldPath(try transform.required("density"))
    let groupby =
      try transform.member("groupby")?.array().map { (f) throws(ChartModelError) in
        try VLEncodingReader.fieldPath(f)
      } ?? []
    let cumulative = try transform.member("cumulative")?.bool() ?? false
    let counts = try transform.member("counts")?.bool() ?? false
    let bandwidth = try transform.member("bandwidth")?.number() ?? 0
    var extent: (Double, Double)?
    if let extentField = transform.member("extent") {
      let bounds = try extentField.array().map { (f) throws(ChartModelError) in try f.number() }
      guard bounds.count == 2 else { throw extentField.invalid("expected [min, max]") }
      extent = (bounds[0], bounds[1])
    }
    let steps = try transform.member("steps")?.number()
    let minimum = try transform.member("minsteps")?.number() ?? 25
    let maximum = try transform.member("maxsteps")?.number() ?? 200
    let minsteps = clampedInt(steps ?? minimum)
    let maxsteps = clampedInt(steps ?? maximum)
    let names =
      try transform.member("as")?.array().map { (f) throws(ChartModelError) in try f.string() } ?? [
        "value", "density",
      ]
    guard names.count == 2 else {
      throw transform.invalid("'as' takes two names: the value and the density")
    }
    guard minsteps >= 1, minsteps <= 100_000, maxsteps <= 100_000 else {
      throw transform.invalid("the number of steps must be 1 to 100,000")
    }

    var output: [VLRecord] = []
    for group in Self.group(records, by: groupby) {
      // Vega's support keeps null as 0 (JavaScript arithmetic) and a missing field as NaN.
      let support = group.indices.map { index -> Double in
        let record = records[index]
        return field.exists(in: record) ? field.value(in: record).number : .nan
      }
      let valid = group.indices.compactMap { index -> Double? in
        let value = field.value(in: records[index])
        return value == .null || value.number.isNaN ? nil : value.number
      }.sorted()
      guard let low = valid.first, let high = valid.last else { continue }
      let domain = extent ?? (low, high)
      var h = bandwidth
      if h == 0 { h = Self.scottBandwidth(sorted: valid, count: support.count) }
      let n = Double(support.count)
      let scale = counts ? n : 1
      let f: (Double) -> Double = { x in
        var y = 0.0
        if cumulative {
          for s in support { y += 0.5 * (1 + erf((x - s) / h / 2.0.squareRoot())) }
          return y / n
        }
        for s in support {
          let z = (x - s) / h
          y += exp(-z * z / 2) / (2 * Double.pi).squareRoot()
        }
        return y / h / n
      }
      for (x, y) in Self.sampleCurve(f, domain: domain, minSteps: minsteps, maxSteps: maxsteps) {
        var record = VLRecord()
        for (path, value) in zip(groupby, group.key) { record[path.flatName] = value }
        record[names[0]] = .number(x)
        record[names[1]] = .number(y * scale)
        output.append(record)
      }
    }
    records = output
    stackLineage = [:]
  }

  /// Scott's rule as Vega estimates it: 1.06 × min(σ, IQR / 1.34) × n^(−1/5), where σ is the
  /// sample standard deviation of the valid values and `count` counts every value.
  static func scottBandwidth(sorted valid: [Double], count: Int) -> Double {
    let n = Double(valid.count)
    var deviation = Double.nan
    if n > 1 {
      let mean = VLAggregateOp.sum(valid) / n
      deviation = (VLAggregateOp.sum(valid.map { ($0 - mean) * ($0 - mean) }) / (n - 1))
        .squareRoot()
    }
    let q1 = VLAggregateOp.quantile(sorted: valid, 0.25)
    let q3 = VLAggregateOp.quantile(sorted: valid, 0.75)
    let h = (q3 - q1) / 1.34
    var v = Swift.min(deviation, h)
    if v.isNaN || v == 0 { v = deviation }
    if v.isNaN || v == 0 { v = abs(q1) }
    if v.isNaN || v == 0 { v = 1 }
    return 1.06 * v * pow(Double(count), -0.2)
  }

  /// `vega-statistics`' `sampleCurve`: `minSteps` even samples, each interval split while the
  /// curve bends by more than 0.1° and the pieces stay wider than the extent / `maxSteps`.
  static func sampleCurve(
    _ f: (Double) -> Double, domain: (Double, Double), minSteps: Int, maxSteps requested: Int
  ) -> [(Double, Double)] {
    let minimumRadians = 0.1 * Double.pi / 180
    let maxSteps = Swift.max(minSteps, requested)
    let (minX, maxX) = domain
    let span = maxX - minX
    let stop = span / Double(maxSteps)
    var previous = [(minX, f(minX))]
    if minSteps == maxSteps {
      for i in 1..<Swift.max(1, maxSteps) {
        let x = minX + Double(i) / Double(minSteps) * span
        previous.append((x, f(x)))
      }
      previous.append((maxX, f(maxX)))
      return previous
    }
    var next = [(maxX, f(maxX))]
    var i = minSteps - 1
    while i > 0 {
      let x = minX + Double(i) / Double(minSteps) * span
      next.append((x, f(x)))
      i -= 1
    }
    func angle(_ p: (Double, Double), _ q: (Double, Double), _ r: (Double, Double)) -> Double {
      abs(atan2(r.1 - p.1, r.0 - p.0) - atan2(q.1 - p.1, q.0 - p.0))
    }
    var p0 = previous[0]
    var guardCount = 0
    while let p1 = next.last, guardCount < 1_000_000 {
      guardCount += 1
      let mx = (p0.0 + p1.0) / 2
      let pm = (mx, f(mx))
      if pm.0 - p0.0 >= stop, angle(p0, pm, p1) > minimumRadians {
        next.append(pm)
      } else {
        p0 = p1
        previous.append(p1)
        next.removeLast()
      }
    }
    return previous
  }
}

extension Double {
  /// NaN as 0, as JavaScript's `+v || 0`.
  var nanToZero: Double { isNaN ? 0 : self }
}
