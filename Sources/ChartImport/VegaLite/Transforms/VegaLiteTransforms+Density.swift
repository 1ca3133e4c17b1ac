import ChartModel
internal import ChartSupport
import Foundation

// Vega-Lite's `density` transform.
extension VLTransformRunner {
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
