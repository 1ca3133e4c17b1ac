import ChartModel
internal import ChartSupport
import Foundation

// Vega-Lite's `quantile` and `extent` transforms.
extension VLTransformRunner {
  /// Vega's `quantile`: per group, one record per probability with the probability under `as[0]`
  /// (`prob`) and the field's quantile under `as[1]` (`value`), and the group's fields. The
  /// probabilities are `probs`, else `step / 2, 3 · step / 2, …` below 1 (`step` 0.01 by
  /// default), as Vega ranges them; each quantile interpolates linearly between the sorted valid
  /// values (d3's `quantile`, R's type 7). A group without a valid value gives no record.
  mutating func quantile(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["quantile", "groupby", "probs", "step", "as"])
    let field = try VLEncodingReader.fieldPath(try transform.required("quantile"))
    let groupby =
      try transform.member("groupby")?.array().map { (f) throws(ChartModelError) in
        try VLEncodingReader.fieldPath(f)
      } ?? []
    let names =
      try transform.member("as")?.array().map { (f) throws(ChartModelError) in try f.string() } ?? [
        "prob", "value",
      ]
    guard names.count == 2 else {
      throw transform.invalid("'as' takes two names: the probability and the value")
    }
    let probabilities: [Double]
    if let probs = transform.member("probs") {
      probabilities = try probs.array().map { (p) throws(ChartModelError) in try p.number() }
    } else {
      let stepField = transform.member("step")
      let step = try stepField?.number() ?? 0.01
      guard step > 0, (1 - step / 2) / step <= Double(Self.maximumValues) else {
        throw (stepField ?? transform).invalid("the step must be a positive number of at most a million steps")
      }
      // d3's range(step / 2, 1 - ε, step): start + i · step for i below ⌈(stop − start) / step⌉.
      let count = Int(((1 - 1e-14 - step / 2) / step).rounded(.up))
      probabilities = (0..<max(0, count)).map { step / 2 + Double($0) * step }
    }
    var output: [VLRecord] = []
    for group in Self.group(records, by: groupby) {
      let values = group.indices.compactMap { index -> Double? in
        let value = field.value(in: records[index])
        guard value != .null else { return nil }
        let number = value.number
        return number.isNaN ? nil : number
      }.sorted()
      guard !values.isEmpty else { continue }
      for p in probabilities {
        var record = VLRecord()
        for (path, value) in zip(groupby, group.key) { record[path.flatName] = value }
        record[names[0]] = .number(p)
        record[names[1]] = .number(Self.quantile(sorted: values, p))
        output.append(record)
      }
    }
    records = output
  }

  /// d3's `quantile` of sorted values: linear between the two values around (n − 1) · p.
  static func quantile(sorted values: [Double], _ p: Double) -> Double {
    guard let first = values.first, let last = values.last, !p.isNaN else { return .nan }
    if p <= 0 || values.count < 2 { return first }
    if p >= 1 { return last }
    let i = Double(values.count - 1) * p
    let i0 = Int(i.rounded(.down))
    return values[i0] + (values[i0 + 1] - values[i0]) * (i - Double(i0))
  }

  /// Vega's `extent`: the least and greatest valid value of a field, as the array `[min, max]`
  /// bound to the parameter `param` for the expressions that follow.
  mutating func extent(_ transform: JSONFieldReader) throws(ChartModelError) {
    try transform.requireObject(allowedKeys: ["extent", "param"])
    let field = try VLEncodingReader.fieldPath(try transform.required("extent"))
    let param = try transform.required("param").string()
    var low = Double.infinity
    var high = -Double.infinity
    for record in records {
      let value = field.value(in: record)
      guard value != .null else { continue }
      let number = value.number
      guard !number.isNaN else { continue }
      low = min(low, number)
      high = max(high, number)
    }
    let bounds: VLValue = low <= high ? .array([.number(low), .number(high)]) : .array([.null, .null])
    context.variables[param] = bounds
    expressionContext.variables[param] = bounds
  }
}
