import ChartModel
internal import ChartSupport
import Foundation

// Vega-Lite's `stack` transform.
extension VLTransformRunner {
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
}

extension Double {
  /// NaN as 0, as JavaScript's `+v || 0`.
  var nanToZero: Double { isNaN ? 0 : self }
}
