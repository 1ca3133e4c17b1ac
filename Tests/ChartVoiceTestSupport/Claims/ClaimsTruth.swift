import ChartModel
import Foundation

/// What the claims checker holds true: the chart's input data, read straight from the
/// ``ChartDescriptor`` (never from ``ChartAnalysis`` or the facts JSON, which can be wrong in the
/// same way as the text). With a bucket unit, raw events are summed into calendar buckets here,
/// independently of the package's own bucketing.
public struct ClaimsTruth: Sendable {
  public struct Series: Sendable {
    public var name: String
    public var x: [Double]
    public var y: [Double]
    public var count: Int { x.count }
    /// The finite values with their indices.
    public var finite: [(index: Int, y: Double)] {
      y.enumerated().filter { $0.element.isFinite }.map { ($0.offset, $0.element) }
    }
  }

  public var chart: ChartDescriptor
  public var series: [Series]
  /// The raw rows behind error bars or boxes, when the test read them (``CompositeRows``).
  public var rows: CompositeRows?
  /// With a bucket unit: whether the first or the last bucket holds only part of its period.
  public var partialFirst = false
  public var partialLast = false
  /// Whether every position lies within one calendar day (UTC), at least two of them: a time
  /// alone ("at 10:30") names that day's time; on other charts a time names no one day.
  public var positionsInOneDay = false

  public init(chart: ChartDescriptor, bucket: BucketUnit? = nil) {
    var chart = Self.scaledByNames(Self.namingRecurringTimes(chart))
    if chart.yAxis.unit == nil, let unit = Self.timeUnit(of: chart) { chart.yAxis.unit = unit }
    self.chart = chart
    // Series named by identifiers that all end in one unit word (`budget_usd`, `actual_usd`) are
    // named by their other words, as the text names them ("budget").
    let words = chart.series.map { Self.identifierWords($0.name) }
    let units = Set(chart.series.map { $0.name.lowercased().split(separator: "_").last.map(String.init) ?? "" })
    let renamed = chart.series.count > 1 && units.count == 1 && words.allSatisfy { $0 != nil }
    let raw = chart.series.enumerated().map { index, one in
      Series(name: renamed ? words[index] ?? one.name : Self.spokenIdentifier(one.name), x: one.x, y: one.y)
    }
    if let bucket, chart.xAxis.type == .temporal {
      series = Self.bucketed(raw, unit: bucket)
      // A bucket the data covers only in part: the data starts after its first day, or ends
      // before its last.
      let all = raw.flatMap { $0.x }.filter { $0.isFinite }
      if let low = all.min(), let high = all.max() {
        partialFirst = (low / 86_400).rounded(.down) * 86_400 > Self.bucketStart(low, bucket)
        partialLast =
          (high / 86_400).rounded(.down) * 86_400 + 86_400 < Self.nextBucket(Self.bucketStart(high, bucket), bucket)
      }
    } else {
      series = raw
    }
    let xs = series.flatMap(\.x).filter(\.isFinite)
    if let low = xs.min(), let high = xs.max(), chart.xAxis.type == .temporal, low < high {
      positionsInOneDay = (low / 86_400).rounded(.down) == (high / 86_400).rounded(.down)
    }
  }

  /// The chart with its recurring positions (a month of every year, a weekday) named as the
  /// English text says them, from the checker's own table rather than the phrase files: the
  /// categories of an axis of recurring times and the series that are such positions.
  static func namingRecurringTimes(_ chart: ChartDescriptor) -> ChartDescriptor {
    var chart = chart
    if let times = chart.xAxis.recurringTimes, times.count == chart.xAxis.categories.count {
      chart.xAxis.categories = times.map(englishName)
    }
    for index in chart.series.indices {
      if let time = chart.series[index].recurringTime { chart.series[index].name = englishName(time) }
    }
    return chart
  }

  static func englishName(_ time: RecurringTime) -> String {
    let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    switch time.cycle {
    case .monthOfYear: return ClaimsText.months[time.phase - 1]
    case .dayOfWeek: return weekdays[time.phase - 1]
    case .quarterOfYear: return "Q\(time.phase)"
    case .hourOfDay: return "\(time.phase):00"
    case .dayOfMonth: return String(time.phase)
    case .dayOfYear:
      // The day of the leap year 2000, by Foundation's calendar (not the model's arithmetic).
      let start = utc.date(from: DateComponents(year: 2000, month: 1, day: 1))!
      let date = utc.date(byAdding: .day, value: time.phase - 1, to: start)!
      let parts = utc.dateComponents([.month, .day], from: date)
      return "\(ClaimsText.months[parts.month! - 1]) \(parts.day!)"
    }
  }

  // MARK: - Independent calendar buckets (sums; empty buckets are zero)

  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  static func bucketStart(_ x: Double, _ unit: BucketUnit) -> Double {
    let day = (x / 86_400).rounded(.down)
    switch unit {
    case .day: return day * 86_400
    case .week:
      // 1970-01-01 was a Thursday; ISO weeks start on Monday.
      var weekday = (Int(day) + 3) % 7
      if weekday < 0 { weekday += 7 }
      return (day - Double(weekday)) * 86_400
    case .month:
      let parts = utc.dateComponents([.year, .month], from: Date(timeIntervalSince1970: x))
      return utc.date(from: DateComponents(year: parts.year, month: parts.month, day: 1))!.timeIntervalSince1970
    }
  }

  static func nextBucket(_ start: Double, _ unit: BucketUnit) -> Double {
    switch unit {
    case .day: return start + 86_400
    case .week: return start + 7 * 86_400
    case .month:
      return utc.date(byAdding: .month, value: 1, to: Date(timeIntervalSince1970: start))!.timeIntervalSince1970
    }
  }

  static func bucketed(_ raw: [Series], unit: BucketUnit) -> [Series] {
    let all = raw.flatMap { $0.x }.filter { $0.isFinite }
    guard let low = all.min(), let high = all.max() else { return raw }
    var starts: [Double] = []
    var start = bucketStart(low, unit)
    let last = bucketStart(high, unit)
    while start <= last {
      starts.append(start)
      start = nextBucket(start, unit)
    }
    return raw.map { one in
      var sums = [Double](repeating: 0, count: starts.count)
      for (x, y) in zip(one.x, one.y) where y.isFinite {
        let bucket = bucketStart(x, unit)
        if let index = starts.firstIndex(of: bucket) { sums[index] += y }
      }
      return Series(name: one.name, x: starts, y: sums)
    }
  }

  // MARK: - Questions about the data

  /// Every finite point, as (series, index, value).
  public var points: [(series: Int, index: Int, y: Double)] {
    series.enumerated().flatMap { s, one in one.finite.map { (s, $0.index, $0.y) } }
  }

  /// The series named `name` (exact, then case-insensitive).
  public func seriesIndex(named name: String) -> Int? {
    series.firstIndex { $0.name == name }
      ?? series.firstIndex { $0.name.lowercased() == name.lowercased() }
  }

  /// A column identifier as the text says it, its words apart (`p99_ms` → "p99 ms"); any other
  /// name (with a space, or no underscore) as written.
  static func spokenIdentifier(_ raw: String) -> String {
    guard raw.contains("_"), raw.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return raw }
    return raw.split(separator: "_").joined(separator: " ")
  }

  /// The checker's own reading of a column identifier with a unit as its last word
  /// (`budget_usd` → "budget"), so that a series is found by the name the text gives it; `nil`
  /// for any other name.
  static func identifierWords(_ raw: String) -> String? {
    let units: Set<String> = [
      "usd", "eur", "gbp", "kg", "km", "cm", "mm", "pct", "percent", "mw", "twh", "gwh", "mwh", "kwh", "wh", "gw", "kw",
      "ms", "s", "sec", "musd", "meur", "mgbp", "kusd", "keur", "kgbp", "bnusd", "bneur",
    ]
    let words = raw.lowercased().split(separator: "_").map(String.init)
    guard words.count > 1, !raw.contains(" "), let last = words.last, units.contains(last) else { return nil }
    return words.dropLast().joined(separator: " ")
  }

  /// The checker's own reading of a time unit that ends the value column's identifier, or every
  /// series' (`p50_ms`, `p99_ms`: milliseconds; `duration_s`: seconds), so that "78.4 ms" is read
  /// as 78.4.
  static func timeUnit(of chart: ChartDescriptor) -> String? {
    let symbols = ["ms": "ms", "s": "s", "sec": "s"]
    func unit(_ raw: String) -> String? {
      let words = raw.lowercased().split(separator: "_").map(String.init)
      guard words.count > 1, !raw.contains(" "), let last = words.last else { return nil }
      return symbols[last]
    }
    if !chart.yAxis.title.isEmpty { return unit(chart.yAxis.title) }
    let units = chart.series.map { unit($0.name) }
    guard let first = units.first, let found = first, units.allSatisfy({ $0 == found }) else { return nil }
    return found
  }

  /// The distinct x positions over all series, in order.
  public var positions: [Double] {
    Array(Set(series.flatMap { one in one.finite.map { one.x[$0.index] } })).sorted()
  }

  public func value(series s: Int, at x: Double) -> Double? {
    guard let index = series[s].x.firstIndex(of: x) else { return nil }
    let y = series[s].y[index]
    return y.isFinite ? y : nil
  }

  /// Each position's stack total (the sum of every series there).
  public var totals: [(x: Double, total: Double)] {
    positions.map { x in (x, series.indices.compactMap { value(series: $0, at: x) }.reduce(0, +)) }
  }

  /// The intervals of the chart (``ChartDescriptor/intervals``): per pair, each x with its start and end.
  public struct Interval: Sendable {
    public var group: String
    public var x: Double
    public var start: Double
    public var end: Double
    public var width: Double { abs(end - start) }
  }

  public var intervalSets: [[Interval]] { intervalSlots.map { $0.compactMap { $0 } } }

  /// Per pair, the interval at each index of its start series (`nil` where an end is missing),
  /// so that "5 of 11" counts the readout's positions.
  public var intervalSlots: [[Interval?]] {
    chart.intervals.compactMap { pair in
      guard series.indices.contains(pair.start), series.indices.contains(pair.end) else { return nil }
      let a = series[pair.start]
      let b = series[pair.end]
      // Ends drawn at the same positions pair by index: several bars may share one category.
      let byIndex = a.x == b.x
      return a.x.indices.map { i -> Interval? in
        let end = byIndex ? (b.y[i].isFinite ? b.y[i] : nil) : value(series: pair.end, at: a.x[i])
        guard let end, a.y[i].isFinite else { return nil }
        return Interval(group: pair.name, x: a.x[i], start: a.y[i], end: end)
      }
    }
  }

  /// Whether `text` ("A", "Group, A") names the interval.
  public func names(_ text: String, interval: Interval) -> Bool {
    if place(text, names: interval.x) { return true }
    let prefix = interval.group + ", "
    return !interval.group.isEmpty && text.hasPrefix(prefix)
      && place(String(text.dropFirst(prefix.count)), names: interval.x)
  }

  public var isCategorical: Bool { chart.xAxis.type == .categorical }

  /// The category a position names (categorical axes).
  public func category(at x: Double) -> String? {
    let index = Int(x)
    guard isCategorical, chart.xAxis.categories.indices.contains(index) else { return nil }
    return chart.xAxis.categories[index]
  }
}
