import ChartModel
import ChartSupport
import Foundation

/// Seeded charts with known planted patterns, and as many null charts with none, for the truth
/// benchmark's figures (issue 12 §3): "planted patterns stated k of n" and "patterns claimed where
/// none was planted m of n".
///
///     let charts = PlantedPatterns.charts(perKind: 40)   // 15 patterns and 4 nulls, 40 of each
///     charts[0].planted                                   // "trend"
///
/// A pattern counts as stated when the claims checker reports a true claim of its kind string
/// ("trend", "spike", "season", …) for the chart. Each pattern is planted large, well above the
/// noise, so that a sighted reader sees it at once:
/// - **trend**: 36 months, slope 3 a month over noise SD 5 (a rise of 105, 21 SDs);
/// - **peak** / **valley**: 36 months, a straight rise of ±60 to an apex in the middle half and a
///   straight fall back, over noise SD 2 (30 noise SDs): the shape `ShapeCalibrationTests` plants
///   (5 SDs found at 50 points, 12 at 12). A narrow bump on a flat line is not that shape: its flat
///   sides test as noise, and it is left to the extremes sentence;
/// - **spike** / **dip**: 30 days at 100 ± 2, one interior day at ±40;
/// - **season**: 5 years of months, a sine of amplitude 20 peaking in July, noise SD 3;
/// - **step**: 36 months at 5.25, cut to 4.25 at a random month in the middle half, noise SD 0.02
///   (50 noise SDs; `StepCalibrationTests` finds 5 SDs at 36 points);
/// - **sign-change**: 12 quarters rising steadily from −30 to +30, noise SD 1 (one crossing);
/// - **episode**: 10,000 minutes at −18 ± 0.3 °C with 540 minutes at −10 (a nine-hour failure);
/// - **cluster**: a scatter of two round blobs of 60 points, 10 SDs apart;
/// - **leader-change**: two monthly series that cross once, mid-way, by 40 over noise SD 2;
/// - **largest-part**: a stack of three parts over 12 years, one growing from 10 to 60 to lead;
/// - **jump**: 36 months near 4 (noise SD 0.1), a jump of 10 at a random month of the first
///   half, then a straight fall to about 6 by the last month (unemployment in 2020);
/// - **zeros**: 52 weekly counts of 2 to 6, with 2 or 3 empty weeks in a row somewhere inside;
/// - **day-spike**: a year of days at 100 ± 5, 40 higher on one day (1 to 28) of each month;
/// - **sharp-move**: 60 days of a random walk (steps SD 0.8) from 100, a fall of 40 over 4 days
///   at a random day of the middle half, then a straight recovery of 15 by the last day (a share
///   price's crash).
///
/// The nulls are 48-month series of white noise, a random walk, AR(1) with φ = 0.7 and a smooth
/// monotone curve (``NullModel``), scaled to 100 + 10·y. A null chart plants nothing, but some
/// claims are true of it by the very definitions the detectors are calibrated with
/// (`docs/patterns.md`); ``Chart/allows(_:)`` lets exactly those through, and only when the
/// claims checker finds them true of the data:
/// - a **trend** and "**smooth**" on the smooth monotone curve (it is the planted case of both);
/// - "**volatile**" on white noise (the planted case of "volatile": its direction changes exceed
///   a coin flip's) and on AR(1) (neither a null nor a planted case of "volatile": it reverses in
///   about 55 % of steps, more than a coin flip);
/// - a **sign change** on any null (a fact of the data, exact, no inference).
/// Every other pattern claim, and every false claim, is a pattern claimed where none was planted:
/// "volatile" on a random walk (its null), "smooth" on noise, a trend, peak, step, spike or
/// season on any null but those above.
package enum PlantedPatterns {
  package struct Chart: Sendable {
    package var id: String
    package var chart: ChartDescriptor
    /// The kind string of the planted pattern; `nil` for a null chart.
    package var planted: String?
    /// The null model's name for a null chart.
    package var null: String?

    /// Whether `claim`, made of this null chart, is one its null model truthfully carries (see
    /// ``PlantedPatterns``): never a false claim, and only the kinds listed there.
    ///
    /// - Complexity: O(*s*) in the claim's sentence.
    package func allows(_ claim: CheckedClaim) -> Bool {
      guard claim.isTrue, let null else { return false }
      switch (claim.kind, NullModel(rawValue: null)) {
      case ("sign-change", _): return true
      case ("trend", .smoothMonotone): return true
      case ("volatility", .smoothMonotone): return PlantedPatterns.saysSmooth(claim)
      case ("volatility", .whiteNoise), ("volatility", .autoregressive): return !PlantedPatterns.saysSmooth(claim)
      default: return false
      }
    }
  }

  /// Whether a "volatility" claim says the values change smoothly (the claims checker's "smooth"
  /// sentence) rather than that they are volatile.
  ///
  /// - Complexity: O(*s*) in the sentence.
  static func saysSmooth(_ claim: CheckedClaim) -> Bool { claim.sentence.contains("change smoothly") }

  /// The planted patterns, by the claims checker's kind strings.
  package static let patterns = [
    "trend", "peak", "valley", "spike", "dip", "season", "step", "sign-change", "episode", "cluster",
    "leader-change", "largest-part", "jump", "zeros", "day-spike", "sharp-move",
  ]

  /// The null models: no pattern planted.
  package static let nulls: [NullModel] = [.whiteNoise, .randomWalk, .autoregressive, .smoothMonotone]

  /// The claim kinds that state a pattern (a claim of one on a null chart is a pattern claimed
  /// where none was planted); "latest-value" and "no-relationship" state none.
  package static let patternKinds: Set<String> = [
    "trend", "peak", "valley", "spike", "dip", "volatility", "season", "step", "sign-change", "episode",
    "cluster", "leader-change", "gap-reversed", "largest-part", "jump", "zeros", "day-spike", "sharp-move",
  ]

  /// `perKind` charts of each planted pattern and of each null model, the same on every run.
  ///
  /// - Complexity: O(*k* · *n*) in the charts and their points (the episode charts have 10,000).
  package static func charts(perKind: Int = 40, seed: UInt64 = 0x5A11_E9CE) -> [Chart] {
    var charts: [Chart] = []
    for (p, pattern) in patterns.enumerated() {
      for index in 0..<perKind {
        var random = SplitMix64(seed: seed &+ UInt64(p * 1_000 + index) &* 0x9E37_79B9)
        charts.append(
          Chart(id: "planted/\(pattern)/\(index)", chart: make(pattern, &random), planted: pattern, null: nil))
      }
    }
    for (m, model) in nulls.enumerated() {
      for index in 0..<perKind {
        var random = SplitMix64(seed: seed &+ UInt64(50_000 + m * 1_000 + index) &* 0x9E37_79B9)
        let y = model.series(count: 48, using: &random).map { ((100 + 10 * $0) * 100).rounded() / 100 }
        let chart = monthly("Null \(index)", "Amount", [("Amount", y)])
        charts.append(Chart(id: "null/\(model.rawValue)/\(index)", chart: chart, planted: nil, null: model.rawValue))
      }
    }
    return charts
  }

  /// A few charts of each kind, for `make test`.
  package static func fast(perKind: Int = 2) -> [Chart] { charts(perKind: perKind) }

  // MARK: - Makers

  static func months(_ count: Int, from year: Int = 2020) -> [Double] {
    (0..<count).map { CivilDate(year: year + $0 / 12, month: $0 % 12 + 1, day: 1).secondsSince1970 }
  }

  static func monthly(_ title: String, _ measure: String, _ series: [(String, [Double])], kind: ChartKind = .line)
    -> ChartDescriptor
  {
    let x = months(series[0].1.count)
    return ChartDescriptor(
      title: title, kind: kind, xAxis: Axis(title: "Month", type: .temporal, timeUnit: .month),
      yAxis: Axis(title: measure, type: .numeric),
      series: series.map { DataSeries(name: $0.0, isContinuous: true, x: x, y: $0.1) })
  }

  /// A value with two decimals, so that its exact form is short.
  static func r(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  static func make(_ pattern: String, _ random: inout SplitMix64) -> ChartDescriptor {
    switch pattern {
    case "trend":
      let y = (0..<36).map { r(100 + 3 * Double($0) + 5 * random.nextNormal()) }
      return monthly("Sales", "Sales", [("Sales", y)])
    case "peak", "valley":
      let sign = pattern == "peak" ? 1.0 : -1.0
      // The calibrated shape (`ShapeCalibrationTests`): a straight rise to the apex and a
      // straight fall back, not a narrow bump on a flat line (whose flat sides test as noise).
      let apex = Double(9 + random.nextIndex(below: 18))
      let y = (0..<36).map { t in
        let height = Double(t) <= apex ? Double(t) / apex : (35 - Double(t)) / (35 - apex)
        return r(100 + sign * 60 * height + 2 * random.nextNormal())
      }
      return monthly("Visitors", "Visitors", [("Visitors", y)])
    case "spike", "dip":
      let at = 5 + random.nextIndex(below: 20)
      let y = (0..<30).map { t in r(100 + 2 * random.nextNormal() + (t == at ? (pattern == "spike" ? 40 : -40) : 0)) }
      let x = (0..<30).map { CivilDate(year: 2024, month: 4, day: 1).secondsSince1970 + 86_400 * Double($0) }
      return ChartDescriptor(
        title: "Requests", kind: .line, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
        yAxis: Axis(title: "Requests", type: .numeric),
        series: [DataSeries(name: "Requests", isContinuous: true, x: x, y: y)])
    case "season":
      let y = (0..<60).map { t in r(100 + 20 * cos(2 * Double.pi * Double(t % 12 - 6) / 12) + 3 * random.nextNormal()) }
      return monthly("Visitors", "Visitors", [("Visitors", y)])
    case "step":
      let at = 9 + random.nextIndex(below: 18)
      let y = (0..<36).map { t in (((t < at ? 5.25 : 4.25) + 0.02 * random.nextNormal()) * 1_000).rounded() / 1_000 }
      return monthly("Policy rate", "Rate", [("Rate", y)])
    case "sign-change":
      let y = (0..<12).map { t in r(-30 + 60 * Double(t) / 11 + random.nextNormal()) }
      let quarters = (0..<12).map { "Q\($0 % 4 + 1) \(2021 + $0 / 4)" }
      return ChartDescriptor(
        title: "Profit", kind: .bar,
        xAxis: Axis(title: "Quarter", type: .categorical, categories: quarters, isOrdinal: true),
        yAxis: Axis(title: "Profit", type: .numeric, unit: "USD"),
        series: [DataSeries(name: "Profit", isContinuous: false, x: quarters.indices.map(Double.init), y: y)])
    case "episode":
      let start = 2_000 + random.nextIndex(below: 6_000)
      let y = (0..<10_000).map { t in
        r((start..<start + 540).contains(t) ? -10 + 0.3 * random.nextNormal() : -18 + 0.3 * random.nextNormal())
      }
      let base = CivilDate(year: 2024, month: 2, day: 4).secondsSince1970
      let x = (0..<10_000).map { base + 60 * Double($0) }
      return ChartDescriptor(
        title: "Freezer temperature", kind: .line, xAxis: Axis(title: "Time", type: .temporal, timeUnit: .minute),
        yAxis: Axis(title: "Temperature", type: .numeric, unit: "°C"),
        series: [DataSeries(name: "Temperature", isContinuous: true, x: x, y: y)])
    case "cluster":
      var x: [Double] = []
      var y: [Double] = []
      for blob in 0..<2 {
        for _ in 0..<60 {
          x.append(r(Double(blob) * 10 + random.nextNormal()))
          y.append(r(Double(blob) * 10 + random.nextNormal()))
        }
      }
      return ChartDescriptor(
        title: "Samples", kind: .scatter, xAxis: Axis(title: "Width", type: .numeric),
        yAxis: Axis(title: "Height", type: .numeric),
        series: [DataSeries(name: "Samples", isContinuous: false, x: x, y: y)])
    case "leader-change":
      let a = (0..<24).map { t in r(120 - 40 * Double(t) / 23 + 2 * random.nextNormal()) }
      let b = (0..<24).map { t in r(80 + 40 * Double(t) / 23 + 2 * random.nextNormal()) }
      return monthly("Subscribers", "Subscribers", [("Service A", a), ("Service B", b)])
    case "jump":
      let at = 3 + random.nextIndex(below: 15)
      let y = (0..<36).map { t -> Double in
        let level = t < at ? 4 : 14 - 8 * Double(t - at) / Double(35 - at)
        return r(level + 0.1 * random.nextNormal())
      }
      return monthly("Unemployment", "Rate", [("Rate", y)])
    case "zeros":
      let length = 2 + random.nextIndex(below: 2)
      let at = 4 + random.nextIndex(below: 44)
      let y = (0..<52).map { t in (at..<at + length).contains(t) ? 0 : Double(2 + random.nextIndex(below: 5)) }
      let x = (0..<52).map { CivilDate(year: 2024, month: 1, day: 1).secondsSince1970 + 7 * 86_400 * Double($0) }
      return ChartDescriptor(
        title: "Training", kind: .bar, xAxis: Axis(title: "Week", type: .temporal, timeUnit: .day),
        yAxis: Axis(title: "Sessions", type: .numeric),
        series: [DataSeries(name: "Sessions", isContinuous: false, x: x, y: y)])
    case "day-spike":
      let day = 1 + random.nextIndex(below: 28)
      let x = (0..<365).map { CivilDate(year: 2023, month: 1, day: 1).secondsSince1970 + 86_400 * Double($0) }
      let y = x.map { r(100 + 5 * random.nextNormal() + (CivilDate(secondsSince1970: $0).day == day ? 40 : 0)) }
      return ChartDescriptor(
        title: "Payments", kind: .line, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
        yAxis: Axis(title: "Payments", type: .numeric),
        series: [DataSeries(name: "Payments", isContinuous: true, x: x, y: y)])
    case "sharp-move":
      let at = 15 + random.nextIndex(below: 25)
      var level = 100.0
      let y = (0..<60).map { t -> Double in
        level += 0.8 * random.nextNormal()
        let fall = 40 * Double(min(max(t - at, 0), 4)) / 4
        let back = t > at + 4 ? 15 * Double(t - at - 4) / Double(59 - at - 4) : 0
        return r(level - fall + back)
      }
      let x = (0..<60).map { CivilDate(year: 2024, month: 1, day: 1).secondsSince1970 + 86_400 * Double($0) }
      return ChartDescriptor(
        title: "Share price", kind: .line, xAxis: Axis(title: "Day", type: .temporal, timeUnit: .day),
        yAxis: Axis(title: "Price", type: .numeric, unit: "USD"),
        series: [DataSeries(name: "Price", isContinuous: true, x: x, y: y)])
    default:  // "largest-part"
      let years = (0..<12).map { CivilDate(year: 2010 + $0, month: 1, day: 1).secondsSince1970 }
      let parts: [(String, (Double) -> Double)] = [
        ("Coal", { 50 - 20 * $0 }), ("Gas", { _ in 30 }), ("Wind", { 10 + 50 * $0 }),
      ]
      let series = parts.map { name, level in
        DataSeries(
          name: name, isContinuous: true, x: years,
          y: (0..<12).map { t in r(level(Double(t) / 11) + random.nextNormal()) })
      }
      return ChartDescriptor(
        title: "Generation", kind: .area, xAxis: Axis(title: "Year", type: .temporal, timeUnit: .year),
        yAxis: Axis(title: "Generation", type: .numeric, unit: "TWh"), series: series, stacking: .stacked)
    }
  }
}
