import ChartModel
import Foundation

// MARK: - Trend, peak/valley and volatility claims, checked against the data

extension ClaimsChecker {
  /// Reads the trend, peak/valley and volatility sentences and checks each against the data:
  /// kinds "trend", "peak", "valley" and "volatility". Returns `true` when the clause is fully
  /// read (the caller stops); `false` when other checks still read it (an alt "rose from A to B",
  /// a shape clause), after appending the pattern claims it carries.
  ///
  /// - Complexity: O(*n*) per claim on at most ``trendCheckPoints`` points, O(*n*) otherwise.
  func trendClaims(_ text: String, sentence: String, into report: inout ClaimsReport) -> Bool {
    // With no slope on a logarithmic axis: "Overall, people rose".
    if let m = text.firstMatch(#"^Overall, .+ (rose|fell)(?:, by about .+ on average)?$"#) {
      report.claims.append(trendClaim(rising: m[1] == "rose", series: 0, sentence))
      return true
    }
    // "The y axis is logarithmic": the x axis when it is titled so, else the value axis.
    if let m = text.firstMatch(#"^The (.+) axis is logarithmic$"#) {
      let x = truth.chart.xAxis
      let isX = !x.title.isEmpty && x.title.lowercased() == m[1].lowercased()
      let axis = isX ? x : truth.chart.yAxis
      report.claims.append(
        claim("axis-scale", sentence, axis.scale == .logarithmic, "the \(isX ? "x" : "value") axis is \(axis.scale)"))
      return true
    }
    if let m = text.firstMatch(#"^.+ tended to (rise|fall), but the trend is not clear enough to be sure$"#) {
      report.claims.append(trendClaim(rising: m[1] == "rise", series: 0, sentence))
      return true
    }
    if let m = text.firstMatch(#"^(?:(.+) )?(rose|fell|tended to rise,|tended to fall,) from .+ to .+$"#) {
      let series = m[1].isEmpty ? (truth.series.count == 1 ? 0 : nil) : truth.seriesIndex(named: m[1])
      if let series {
        report.claims.append(
          trendClaim(rising: m[2].hasPrefix("rose") || m[2].hasSuffix("rise,"), series: series, sentence))
      }
      return false
    }
    if text == "The values are volatile, changing direction often" {
      let (share, step) = movement(series: 0)
      report.claims.append(
        claim(
          "volatility", sentence, share >= 0.5 && step >= 0.05,
          "the direction reverses in \(Int((100 * share).rounded()))% of steps, the median step is \(Int((100 * step).rounded()))% of the range"
        ))
      return true
    }
    if text == "The values change smoothly, with few reversals" {
      let (share, _) = movement(series: 0)
      report.claims.append(
        claim(
          "volatility", sentence, share <= 0.25, "the direction reverses in \(Int((100 * share).rounded()))% of steps"))
      return true
    }
    for (kind, word) in [("peak", "a peak of"), ("valley", "a low of")] {
      if let m = text.firstMatch("to \(word) \(n) (?:in|on|for|at) ") {
        report.claims.append(turningClaim(kind, stated: m[1], sentence))
      }
    }
    return false
  }

  /// The most points a trend check reads: longer series are read at an even stride.
  static let trendCheckPoints = 2_000

  /// The finite values of series `s` in order, strided down to ``trendCheckPoints``.
  func checkedValues(series s: Int) -> [Double] {
    guard truth.series.indices.contains(s) else { return [] }
    let values = truth.series[s].finite.map(\.y)
    let stride = Swift.max(1, values.count / Self.trendCheckPoints)
    return Swift.stride(from: 0, to: values.count, by: stride).map { values[$0] }
  }

  /// A claimed rise (fall): the Theil–Sen slope over positions is positive (negative) and the
  /// last third's median exceeds (is below) the first third's.
  func trendClaim(rising: Bool, series s: Int, _ sentence: String) -> CheckedClaim {
    let y = checkedValues(series: s)
    guard y.count >= 3, let line = Statistics.theilSen(x: y.indices.map(Double.init), y: y) else {
      return claim("trend", sentence, false, "too few values for a trend")
    }
    let third = Swift.max(1, y.count / 3)
    let first = Statistics.median(Array(y.prefix(third))) ?? 0
    let last = Statistics.median(Array(y.suffix(third))) ?? 0
    let sign: Double = rising ? 1 : -1
    return claim(
      "trend", sentence, sign * line.slope > 0 && sign * (last - first) > 0,
      "claimed \(rising ? "rise" : "fall"), but the slope is \(show(line.slope)) and the thirds' medians go from \(show(first)) to \(show(last))"
    )
  }

  /// A peak (valley) of `stated`: it states the series' maximum (minimum), and the data on both
  /// sides of it come down (up) by at least a fifth of the range.
  func turningClaim(_ kind: String, stated: String, _ sentence: String) -> CheckedClaim {
    let isPeak = kind == "peak"
    let y = truth.series.first?.finite.map(\.y) ?? []
    guard let value = num(stated), let low = y.min(), let high = y.max(),
      let at = isPeak ? y.firstIndex(of: high) : y.firstIndex(of: low)
    else { return claim(kind, sentence, false, "no data for a \(kind)") }
    let extreme = isPeak ? high : low
    let range = high - low
    let sign: Double = isPeak ? 1 : -1
    let before = y[..<at].map { sign * (extreme - $0) }.max() ?? 0
    let after = y[(at + 1)...].map { sign * (extreme - $0) }.max() ?? 0
    let isExtreme = value.states(extreme) || (value.hedged && value.rounds(extreme))
    return claim(
      kind, sentence, isExtreme && before >= 0.2 * range && after >= 0.2 * range,
      "the \(isPeak ? "maximum" : "minimum") is \(show(extreme)) (stated \(stated)); the data move \(show(before)) before it and \(show(after)) after it, of a range of \(show(range))"
    )
  }

  /// The share of reversals among consecutive non-zero steps of series `s`, and the median
  /// absolute step as a share of the range.
  func movement(series s: Int) -> (reversals: Double, step: Double) {
    let y = truth.series.indices.contains(s) ? truth.series[s].finite.map(\.y) : []
    let steps = zip(y.dropFirst(), y).map { $0 - $1 }.filter { $0 != 0 }
    guard steps.count >= 2, let low = y.min(), let high = y.max(), high > low else { return (0, 0) }
    let reversals = zip(steps.dropFirst(), steps).filter { ($0 > 0) != ($1 > 0) }.count
    let median = Statistics.median(steps.map(abs)) ?? 0
    return (Double(reversals) / Double(steps.count - 1), median / (high - low))
  }
}
