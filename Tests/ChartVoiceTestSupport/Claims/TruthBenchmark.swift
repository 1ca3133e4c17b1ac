import ChartModel
import ChartSupport
import Foundation

/// A seeded generator of charts with known truth for the claims checker: every chart kind, with
/// ties, negatives and zero crossings, tiny (1e-6) and huge (1e12) magnitudes, years on a numeric
/// axis, quarter and month-name categories, raw events for `--bucket` (partial first and last
/// buckets), several series that cross, percent and currency quantities.
///
///     let charts = TruthBenchmark.charts()          // 330 charts, the same on every run
///     let fast = TruthBenchmark.charts().prefix(66)  // the fast subset: every kind, every variant
///
/// Each chart's id names its kind, variant and index ("stacked/ties/47"): the truth is the
/// chart itself (its series values), so the id is enough to regenerate and debug one.
public enum TruthBenchmark {
  public struct Chart: Sendable {
    public var id: String
    public var chart: ChartDescriptor
    public var bucket: BucketUnit?
  }

  public enum Kind: String, CaseIterable, Sendable {
    case line, bar, horizontal, grouped, stacked, normalized, area, scatter, pie, radar, sparkline
  }

  public enum Variant: String, CaseIterable, Sendable {
    case plain, ties, negative, tiny, huge, percent, currency, years, months, events
  }

  static let monthShort = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
  static let monthLong = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let names = ["North", "South", "East", "West", "Central", "Coast", "Hills", "Valley", "Harbour", "Airport"]
  static let seriesNames = ["Alpha", "Beta", "Gamma", "Delta"]
  static let spokes = ["Speed", "Power", "Range", "Control", "Focus", "Stamina", "Vision"]

  /// `count` charts (at least 300 by default), cycling through every kind and variant.
  public static func charts(count: Int = 330, seed: UInt64 = 0x7_2075_7448) -> [Chart] {
    (0..<count).map { index in
      let kind = Kind.allCases[index % Kind.allCases.count]
      let variant = Variant.allCases[(index / Kind.allCases.count) % Variant.allCases.count]
      var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9)
      return make(kind: kind, variant: variant, index: index, random: &random)
    }
  }

  /// A value on the variant's scale, written with the variant's decimals so that its exact
  /// value has a short decimal form.
  static func value(_ variant: Variant, _ random: inout SplitMix64, level: Double) -> Double {
    switch variant {
    case .ties: return Double(random.nextIndex(below: 4)) * 5 + 10
    case .negative: return Double(Int((level - 50 + random.nextNormal() * 20).rounded()))
    case .tiny: return Double(Int((level + random.nextNormal() * 10).rounded()) + 20) / 1e7
    case .huge: return Double(Int((level + random.nextNormal() * 10).rounded()) + 20) * 1e10
    case .percent: return (max(0.5, min(99.5, level / 2 + random.nextNormal() * 5)) * 10).rounded() / 10
    case .currency: return ((level * 10 + random.nextNormal() * 40) * 100).rounded() / 100
    default: return Double(Int((level + random.nextNormal() * 12).rounded()) + 30)
    }
  }

  static func unit(_ variant: Variant) -> String? {
    switch variant {
    case .percent: "%"
    case .currency: "USD"
    case .events: "km"
    default: nil
    }
  }

  static func make(kind: Kind, variant: Variant, index: Int, random: inout SplitMix64) -> Chart {
    let id = "\(kind.rawValue)/\(variant.rawValue)/\(index)"
    let title = "Benchmark \(index)"
    let yAxis = Axis(title: variant == .percent ? "Share" : "Amount", type: .numeric, unit: unit(variant))
    let seriesCount: Int
    switch kind {
    case .grouped, .stacked, .normalized: seriesCount = 2 + random.nextIndex(below: 2)
    case .radar: seriesCount = 1 + random.nextIndex(below: 2)
    case .line, .area: seriesCount = variant == .events ? 1 : 1 + random.nextIndex(below: 3)
    default: seriesCount = 1
    }
    // Categories or positions.
    var xAxis: Axis
    var positions: [Double]
    var bucket: BucketUnit? = nil
    let count = 4 + random.nextIndex(below: kind == .pie ? 4 : 9)
    let categorical = [.bar, .horizontal, .grouped, .stacked, .normalized, .pie, .radar].contains(kind)
    if kind == .radar {
      let n = 5 + random.nextIndex(below: 3)
      xAxis = Axis(title: "Skill", type: .categorical, categories: Array(spokes.prefix(n)))
      positions = (0..<n).map(Double.init)
    } else if categorical {
      var categories: [String]
      var ordinal = false
      switch variant {
      case .years:
        // Quarters as categories.
        categories = (0..<count).map { "Q\($0 % 4 + 1) \(2021 + $0 / 4)" }
        ordinal = true
      case .months:
        categories = Array((random.nextIndex(below: 2) == 0 ? monthShort : monthLong).prefix(min(count, 12)))
        ordinal = true
      default:
        categories = Array(names.prefix(count))
      }
      xAxis = Axis(
        title: variant == .years ? "Quarter" : variant == .months ? "Month" : "Region", type: .categorical,
        categories: categories, isOrdinal: ordinal)
      positions = categories.indices.map(Double.init)
    } else if kind == .scatter {
      xAxis = Axis(title: "Weight", type: .numeric)
      positions = []
    } else if variant == .years {
      let start = 1990 + Double(random.nextIndex(below: 20))
      xAxis = Axis(title: "Year", type: .numeric)
      positions = (0..<count).map { start + Double($0) }
    } else if variant == .events {
      xAxis = Axis(title: "Day", type: .temporal, timeUnit: .day)
      positions = []
      bucket = random.nextIndex(below: 2) == 0 ? .week : .month
    } else {
      // Monthly dates, starting mid-year so that ranges cross a new year.
      xAxis = Axis(title: "Month", type: .temporal, timeUnit: .month)
      let start = 2018 * 12 + random.nextIndex(below: 36)
      positions = (0..<count).map { offset in
        let month = start + offset
        return Self.utcDate(year: month / 12, month: month % 12 + 1, day: 1)
      }
    }

    var series: [DataSeries] = []
    let slope = random.nextNormal() * 6
    for s in 0..<seriesCount {
      let name = seriesCount == 1 ? yAxis.title : seriesNames[s]
      if kind == .scatter {
        let n = 12 + random.nextIndex(below: 30)
        let xs = (0..<n).map { _ in Double(Int(50 + random.nextUnit() * 150)) }
        let ys = xs.map { x in value(variant, &random, level: 60 - 0.2 * x) }
        let order = xs.indices.sorted { xs[$0] < xs[$1] }
        series.append(DataSeries(name: name, isContinuous: false, x: order.map { xs[$0] }, y: order.map { ys[$0] }))
        continue
      }
      if variant == .events, xAxis.type == .temporal {
        // Raw events: 1–3 a day on some days over 40–120 days, from a Wednesday (a partial week).
        let start = Self.utcDate(
          year: 2024, month: 1 + random.nextIndex(below: 10), day: 3 + random.nextIndex(below: 20))
        let days = 40 + random.nextIndex(below: 80)
        var xs: [Double] = []
        var ys: [Double] = []
        for day in 0..<days where random.nextIndex(below: 3) != 0 {
          for _ in 0..<(1 + random.nextIndex(below: 3)) {
            xs.append(start + Double(day) * 86_400 + Double(random.nextIndex(below: 20)) * 3_600)
            ys.append(Double(1 + random.nextIndex(below: 150)) / 10)
          }
        }
        let order = xs.indices.sorted { xs[$0] < xs[$1] }
        series.append(DataSeries(name: name, isContinuous: true, x: order.map { xs[$0] }, y: order.map { ys[$0] }))
        continue
      }
      let offset = Double(s) * 15 - 10
      let ys = positions.indices.map { i in
        // Series that cross: opposite slopes around a shared middle.
        let level = 50 + offset + (s % 2 == 0 ? slope : -slope) * Double(i)
        return value(variant, &random, level: kind == .pie ? abs(level) + 10 : level)
      }
      let clean = (kind == .pie || kind == .stacked || kind == .normalized) ? ys.map { abs($0) == 0 ? 1 : abs($0) } : ys
      series.append(DataSeries(name: name, isContinuous: !categorical, x: positions, y: clean))
    }

    let chartKind: ChartKind
    var stacking = Stacking.none
    var orientation = Orientation.vertical
    switch kind {
    case .line: chartKind = .line
    case .bar, .grouped: chartKind = .bar
    case .horizontal:
      chartKind = .bar
      orientation = .horizontal
    case .stacked:
      chartKind = .bar
      stacking = .stacked
    case .normalized:
      chartKind = .bar
      stacking = .normalized
    case .area: chartKind = .area
    case .scatter: chartKind = .scatter
    case .pie: chartKind = .pie
    case .radar: chartKind = .radar
    case .sparkline: chartKind = .sparkline
    }
    var references: [ReferenceLine] = []
    if [.line, .bar, .area].contains(kind), variant == .negative || variant == .plain || variant == .currency {
      let all = series.flatMap(\.y).sorted()
      if !all.isEmpty {
        references.append(
          ReferenceLine(
            axis: .y, value: variant == .negative ? 0 : all[all.count / 2], label: variant == .negative ? nil : "Target"
          ))
      }
    }
    let chart = ChartDescriptor(
      title: title, kind: chartKind, xAxis: xAxis, yAxis: yAxis, series: series, referenceLines: references,
      stacking: stacking, orientation: orientation)
    return Chart(id: id, chart: chart, bucket: bucket)
  }

  static func utcDate(year: Int, month: Int, day: Int) -> Double {
    ClaimsTruth.utc.date(from: DateComponents(year: year, month: month, day: day))!.timeIntervalSince1970
  }
}
