import ChartModel
internal import ChartSupport
import Foundation

/// Vega-Lite's `bin` parameters, and the bins Vega computes from them and the data's extent
/// (`vega-statistics`' `bin` and the `Bin` transform): "nice" steps of 1, 2 or 5 times a power of
/// ten, at most `maxbins` bins (10 on positions, 6 on colour and size).
struct VLBinParameters: Sendable, Hashable {
  var maxbins: Double
  var base: Double = 10
  var divide: [Double] = [5, 2]
  var extent: (Double, Double)?
  var step: Double?
  var steps: [Double]?
  var minstep: Double = 0
  var nice = true
  var anchor: Double?
  /// The data is already binned (`"bin": "binned"`): the field holds bin starts.
  var isBinned = false

  static func == (a: VLBinParameters, b: VLBinParameters) -> Bool {
    a.maxbins == b.maxbins && a.base == b.base && a.divide == b.divide && a.extent?.0 == b.extent?.0
      && a.extent?.1 == b.extent?.1 && a.step == b.step && a.steps == b.steps
      && a.minstep == b.minstep
      && a.nice == b.nice && a.anchor == b.anchor && a.isBinned == b.isBinned
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(maxbins)
    hasher.combine(step)
    hasher.combine(isBinned)
  }

  /// Reads `true`, `"binned"` or a parameter object.
  init(_ field: JSONFieldReader, defaultMaxBins: Double) throws(ChartModelError) {
    maxbins = defaultMaxBins
    switch field.value.kind {
    case .bool(true):
      return
    case .string("binned"):
      isBinned = true
    case .object:
      try field.requireObject(allowedKeys: [
        "maxbins", "base", "divide", "extent", "step", "steps", "minstep", "nice", "anchor",
        "binned",
      ])
      if let value = try field.member("maxbins")?.number() { maxbins = value }
      if let value = try field.member("base")?.number() { base = value }
      if let list = field.member("divide") {
        divide = try list.array().map { (f) throws(ChartModelError) in try f.number() }
      }
      if let extentField = field.member("extent") {
        guard case .array = extentField.value.kind else {
          throw ChartModelError.unsupported(
            extentField.location, feature: "a bin extent from a parameter")
        }
        let bounds = try extentField.array().map { (f) throws(ChartModelError) in try f.number() }
        guard bounds.count == 2 else { throw extentField.invalid("expected [min, max]") }
        extent = (bounds[0], bounds[1])
      }
      step = try field.member("step")?.number()
      if let list = field.member("steps") {
        steps = try list.array().map { (f) throws(ChartModelError) in try f.number() }
      }
      if let value = try field.member("minstep")?.number() { minstep = value }
      if let value = try field.member("nice")?.bool() { nice = value }
      anchor = try field.member("anchor")?.number()
      isBinned = try field.member("binned")?.bool() ?? false
      guard maxbins >= 1, base > 1, step.map({ $0 > 0 }) ?? true else {
        throw field.invalid("the bin parameters must be positive (maxbins ≥ 1, base > 1, step > 0)")
      }
    default:
      throw field.invalid(
        "expected true, \"binned\" or bin parameters, found \(field.value.typeDescription)")
    }
  }

  /// The bins for values whose valid numbers span the data's extent (unless ``extent`` is set).
  func bins(for values: [VLValue]) -> VLBins {
    var low = Double.infinity
    var high = -Double.infinity
    if let extent {
      (low, high) = extent
    } else {
      for value in values where value.isValid {
        let number = value.number
        guard !number.isNaN else { continue }
        low = min(low, number)
        high = max(high, number)
      }
    }
    guard low.isFinite, high.isFinite else { return VLBins(start: 0, stop: 1, step: 1) }
    return bins(extent: (low, high))
  }

  /// `vega-statistics`' `bin` and the `Bin` transform's start and stop.
  func bins(extent: (Double, Double)) -> VLBins {
    var (minimum, maximum) = extent
    let logb = log(base)
    let span = maximum - minimum != 0 ? maximum - minimum : (abs(minimum) != 0 ? abs(minimum) : 1)
    var step: Double
    if let fixed = self.step {
      step = fixed
    } else if let steps, !steps.isEmpty {
      let v = span / maxbins
      var i = 0
      while i < steps.count, steps[i] < v { i += 1 }
      step = steps[max(0, i - 1)]
    } else {
      let level = (log(maxbins) / logb).rounded(.up)
      // JavaScript's Math.round rounds halves up.
      step = max(minstep, pow(base, (log(span) / logb + 0.5).rounded(.down) - level))
      var guardCount = 0
      while (span / step).rounded(.up) > maxbins, guardCount < 400 {
        step *= base
        guardCount += 1
      }
      for divisor in divide {
        let v = step / divisor
        if v >= minstep, span / v <= maxbins { step = v }
      }
    }
    guard step > 0, step.isFinite, span.isFinite, (span / step) < 1e7 else {
      return VLBins(start: minimum, stop: minimum + 1, step: 1)
    }
    let v = log(step)
    let precision = v >= 0 ? 0 : Double(Int(-v / logb)) + 1
    let eps = pow(base, -precision - 1)
    if nice {
      let floorValue = (minimum / step + eps).rounded(.down) * step
      minimum = minimum < floorValue ? floorValue - step : floorValue
      maximum = (maximum / step).rounded(.up) * step
    }
    let stopValue = maximum == minimum ? minimum + step : maximum
    var start = minimum
    var stop = start + ((stopValue - start) / step).rounded(.up) * step
    if let anchor {
      let d = anchor - (start + step * ((anchor - start) / step).rounded(.down))
      start += d
      stop += d
    }
    return VLBins(start: start, stop: stop, step: step)
  }
}

/// Bins of one field: `[start, start + step)`, … up to `stop`.
struct VLBins: Sendable, Hashable {
  let start: Double
  let stop: Double
  let step: Double

  /// The start of the bin holding a value, as Vega's `Bin` computes it; `nil` for invalid values,
  /// ±∞ outside `[start, stop]`.
  func start(of value: VLValue) -> Double? {
    guard value != .null else { return nil }
    let number = value.number
    guard !number.isNaN else { return nil }
    if number < start { return -.infinity }
    if number > stop { return .infinity }
    let clamped = max(start, min(number, stop - step))
    return start + step * (1e-14 + (clamped - start) / step).rounded(.down)
  }

  /// The end of the bin that starts at `binStart`, with Vega's arithmetic.
  func end(ofStart binStart: Double) -> Double {
    start + step * (1 + (binStart - start) / step)
  }
}
