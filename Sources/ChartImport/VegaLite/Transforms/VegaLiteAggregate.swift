import ChartModel

/// Vega's aggregate operations, with its handling of invalid values: `count` counts every record;
/// the statistics skip `null` and NaN; `min`, `max`, `mean` of no valid value are `null`; `sum` of
/// none is 0.
enum VLAggregateOp: String, Sendable, Hashable, CaseIterable {
  case count, valid, missing, distinct, sum, product, mean, average, variance, variancep, stdev
  case stdevp, stderr, median, q1, q3, min, max, argmin, argmax

  /// Operations Vega has that chartvoice does not compute, with the reason.
  static let refused: [String: String] = [
    "ci0": "a bootstrap confidence interval is random",
    "ci1": "a bootstrap confidence interval is random",
    "values": "it yields arrays, not numbers", "exponential": "not supported",
    "exponentialb": "not supported",
  ]

  /// Whether the results of several groups add up to the whole's (a sum or a count), so that
  /// a group's share of the total means something; a mean, median or extreme does not.
  var addsUp: Bool { self == .sum || self == .count || self == .valid || self == .missing }

  /// Whether the result is a count (so a chart of it has no unit of the field).
  var isCount: Bool { self == .count || self == .valid || self == .missing || self == .distinct }

  /// The aggregate of `values`; for `argmin` and `argmax`, the record holding the extreme value.
  ///
  /// - Complexity: O(*n*), O(*n* log *n*) for the quantiles.
  func apply(_ values: [VLValue], records: [VLRecord] = []) -> VLValue {
    switch self {
    case .count:
      return .number(Double(values.count))
    case .valid:
      return .number(Double(values.lazy.filter(\.isValid).count))
    case .missing:
      return .number(Double(values.lazy.filter { $0 == .null }.count))
    case .distinct:
      return .number(Double(Set(values.map(\.groupKey)).count))
    case .min, .max:
      var best: VLValue?
      for value in values where value.isValid {
        guard let current = best else {
          best = value
          continue
        }
        let order = VLValue.ascending(value, current)
        if self == .min ? order < 0 : order > 0 { best = value }
      }
      return best ?? .null
    case .argmin, .argmax:
      var best: (value: VLValue, index: Int)?
      for (index, value) in values.enumerated() where value.isValid {
        guard let current = best else {
          best = (value, index)
          continue
        }
        let order = VLValue.ascending(value, current.value)
        if self == .argmin ? order < 0 : order > 0 { best = (value, index) }
      }
      guard let best, records.indices.contains(best.index) else { return .null }
      return .object(records[best.index].fields)
    default:
      break
    }
    let numbers = values.lazy.filter(\.isValid).map(\.number)
    let n = Double(numbers.count)
    switch self {
    case .sum:
      return .number(Self.sum(numbers))
    case .product:
      return .number(numbers.reduce(1, *))
    case .mean, .average:
      return n == 0 ? .null : .number(Self.sum(numbers) / n)
    case .variance, .variancep, .stdev, .stdevp, .stderr:
      guard n > (self == .variancep || self == .stdevp ? 0 : 1) else { return .null }
      let mean = Self.sum(numbers) / n
      let squares = Self.sum(numbers.map { ($0 - mean) * ($0 - mean) })
      switch self {
      case .variance: return .number(squares / (n - 1))
      case .variancep: return .number(squares / n)
      case .stdev: return .number((squares / (n - 1)).squareRoot())
      case .stdevp: return .number((squares / n).squareRoot())
      default: return .number((squares / (n - 1) / n).squareRoot())
      }
    case .median, .q1, .q3:
      let sorted = numbers.filter { !$0.isNaN }.sorted()
      guard !sorted.isEmpty else { return .null }
      let p = self == .median ? 0.5 : self == .q1 ? 0.25 : 0.75
      return .number(Self.quantile(sorted: sorted, p))
    default:
      return .null
    }
  }

  /// A sum in the order given, as Vega adds (so results match it to the last bit where possible).
  static func sum(_ numbers: some Sequence<Double>) -> Double {
    var total = 0.0
    for value in numbers { total += value }
    return total
  }

  /// The `p`-quantile of sorted numbers by linear interpolation between closest ranks (R-7, as
  /// d3's `quantileSorted`).
  static func quantile(sorted: [Double], _ p: Double) -> Double {
    let n = sorted.count
    guard n > 1 else { return sorted[0] }
    let i = Double(n - 1) * p
    let i0 = Int(i.rounded(.down))
    let low = sorted[i0]
    guard i0 + 1 < n else { return low }
    return low + (sorted[i0 + 1] - low) * (i - Double(i0))
  }
}
