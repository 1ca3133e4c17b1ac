import ChartImport
import ChartModel
import ChartNarration
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11 §1: what a description says about buckets and ties is what the data holds.
@Suite struct DataHandlingNarrationTests {
  static let day = 86_400.0

  /// Seconds since 1970 of a UTC date.
  static func date(_ year: Int, _ month: Int, _ day: Int) -> Double {
    CivilDate(year: year, month: month, day: day).secondsSince1970
  }

  static func events(_ dates: [Double], _ values: [Double]) -> ChartDescriptor {
    ChartDescriptor(
      title: "", kind: .line, xAxis: Axis(title: "date", type: .temporal, timeUnit: .day),
      yAxis: Axis(title: "steps", type: .numeric),
      series: [DataSeries(name: "steps", isContinuous: true, x: dates, y: values)])
  }

  static func describe(_ chart: ChartDescriptor, locale: String = "en", bucket: BucketUnit? = nil) throws
    -> ChartDescription
  {
    var policy = DescriptionPolicy()
    policy.bucket = bucket
    return try ChartDescription(chart, locale: locale, policy: policy, localesDirectory: RepositoryPaths.locales)
  }

  /// Daily rows from Thursday 4 January to Tuesday 13 February 2024: the first week (from Monday
  /// 1 January) has 4 of its 7 days in the data, the last (from Monday 12 February) 2.
  static func dailyRows() -> ChartDescriptor {
    var generator = SplitMix64(seed: 11)
    let start = date(2024, 1, 4)
    let dates = (0...40).map { start + Double($0) * day }
    return events(dates, dates.map { _ in Double(Int.random(in: 5_000...9_000, using: &generator)) })
  }

  /// Expenses from January 3 to April 1, summed by month: January and April are partial, so
  /// the alt states no change from one to the other ("went from 69.74 to 3"), only the range.
  @Test func anAltNeverGoesFromOrToAPartialBucket() throws {
    let dates = [(1, 3), (1, 3), (1, 15), (2, 2), (2, 20), (3, 5), (3, 6), (4, 1)].map { Self.date(2024, $0.0, $0.1) }
    let chart = Self.events(dates, [12.5, 40, 9.99, 100, 5, 20, 20, 3])
    let narration = try Self.describe(chart, bucket: .month).narration
    let alt = narration.alt[.display]
    #expect(!alt.contains("went from") && alt.contains("between 3 and 105"), "\(alt)")
    let report = try ClaimsRun.check(
      chart, id: "partial-alt",
      policy: {
        var p = DescriptionPolicy()
        p.bucket = .month
        return p
      }()
    ).report
    #expect(report.falseClaims.isEmpty && report.unparsed.isEmpty, "\(report.falseClaims) \(report.unparsed)")
  }

  @Test func aRisingAltDoesNotEndOnAPartialBucket() throws {
    // October holds two days of data: "rose from 10 to 100" would end on a month cut short.
    let dates = (1...9).map { Self.date(2024, $0, 1) } + [Self.date(2024, 10, 2)]
    let chart = Self.events(dates, [10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    let alt = try Self.describe(chart, bucket: .month).narration.alt[.display]
    #expect(!alt.contains("rose from") && alt.contains("between 10 and 100"), "\(alt)")
  }

  @Test func partialBucketsAreFoundAtBothEnds() throws {
    let weekly = try Self.dailyRows().bucketed(by: .week)
    #expect(weekly.bucketUnit == .week)
    #expect(weekly.partialBuckets == [Self.date(2024, 1, 1), Self.date(2024, 2, 12)])
    // Whole months at both ends: nothing partial.
    let whole = Self.events([Self.date(2024, 1, 1), Self.date(2024, 2, 10), Self.date(2024, 3, 31)], [1, 2, 3])
    #expect(try whole.bucketed(by: .month).partialBuckets.isEmpty)
    // Days are always whole.
    #expect(try Self.dailyRows().bucketed(by: .day).partialBuckets.isEmpty)
  }

  /// The words a locale adds to a partial week: "(partial week)".
  static func partialWeekMarker(_ locale: String) throws -> String {
    let data = try Data(contentsOf: RepositoryPaths.locales.appendingPathComponent("\(locale).json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let phrases = try #require(object["phrases"] as? [String: Any])
    let template = try #require(phrases["bucket.partial.week"] as? String)
    return template.replacingOccurrences(of: "{x}", with: "").trimmingCharacters(in: .whitespaces)
  }

  /// A partial bucket is never an end point of a change: every sentence and readout line naming
  /// the first or last week says the week is partial, and the change is said between full weeks.
  @Test(arguments: ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "hi", "ar"])
  func partialBucketsSaySoWhereverTheyAreNamed(_ locale: String) throws {
    let description = try Self.describe(Self.dailyRows(), locale: locale, bucket: .week)
    let marker = try Self.partialWeekMarker(locale)
    #expect(!marker.isEmpty)
    let readout = description.narration.readout.map { $0[.display] }
    // Points 1 and 7 of 7 are the partial weeks, and every segment ending at one of them.
    let partial = readout.filter { $0.contains(marker) }
    #expect(partial.count >= 2, "\(locale): \(readout)")
    // The summary's change runs between the full weeks, naming no partial one (fx23); a partial
    // week it names carries the marker (below).
    if locale == "en" {
      let summary = description.narration.summaryText(.display)
      #expect(summary.contains("Over the full weeks, it went from"), "\(summary)")
    }
    if locale == "en" {
      let text = [description.narration.alt[.display], description.narration.summaryText(.display)] + readout
      // The chart's span names the weeks, not a change: it needs no word.
      for sentence in text.joined(separator: " ").components(separatedBy: ". ")
      where !sentence.contains("from the week of January 1 to the week of February 12, 2024") {
        for name in ["January 1", "February 12"] where sentence.contains("\(name),") || sentence.contains("\(name) ") {
          #expect(sentence.contains("\(name) (partial week)"), "\(sentence)")
        }
      }
      #expect(readout.contains { $0.hasPrefix("1 of 7: the week of January 1 (partial week), ") })
      #expect(readout.contains { $0.hasPrefix("2 of 7: the week of January 8, ") })
      #expect(readout.contains { $0.hasPrefix("7 of 7: the week of February 12 (partial week), ") })
    }
  }

  /// Every extreme several points share is named, up to three; beyond, counted with its span.
  @Test func tiedExtremesAreAllNamedOrCounted() throws {
    let months = (0..<8).map { Self.date(2021, $0 + 1, 1) }
    var chart = Self.events(months, [0, 0, 1.5, 3, 2, 3, 0.5, 1])
    chart.xAxis.timeUnit = .month
    let few = try Self.describe(chart).narration.summaryText(.display)
    #expect(few.contains("The lowest value was 0 in January and February, and the highest was 3 in April and June."))

    let many = (0..<48).map { Self.date(2021 + $0 / 12, $0 % 12 + 1, 1) }
    let values = (0..<48).map { index -> Double in
      [0, 1, 2, 5, 9, 13, 20, 30, 40, 47].contains(index) ? 0 : Double(index % 7 + 1)
    }
    var long = Self.events(many, values)
    long.xAxis.timeUnit = .month
    let text = try Self.describe(long).narration.summaryText(.display)
    #expect(
      text.contains("The lowest value was 0 (10 of 48 months, scattered from January 2021 to December 2024)"), "\(text)"
    )
  }
}

/// Issue 11 §5: a scatter plot of several colour groups counts every point Vega draws
/// (`drawn_points.py` counted the symbols of vl-convert's scenegraph), not the largest group.
@Suite(
  .enabled(
    if: RepositoryPaths.hasVegaLiteCorpus,
    "the shared Vega-Lite corpus is not beside the repository"))
struct VegaLiteDrawnPointsTests {
  static let expected: [(name: String, points: Int)] = {
    guard let data = try? RepositoryPaths.fixture("vega-lite/drawn-points.tsv") else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst().compactMap { line in
      let cells = line.split(separator: "\t")
      return cells.count == 2 ? Int(cells[1]).map { (String(cells[0]), $0) } : nil
    }
  }()

  @Test func everyDrawnPointIsCounted() throws {
    #expect(Self.expected.count >= 5)
    let corpus = RepositoryPaths.vegaLiteCorpus
    for (name, points) in Self.expected {
      let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent("specs/\(name).vl.json")))
      let chart = try VegaLiteReader.read(bytes, source: name, options: VegaLiteOptions(baseDirectory: corpus.path))
      #expect(chart.series.count > 1, "\(name) has several colour groups")
      #expect(chart.series.reduce(0) { $0 + $1.y.filter { !$0.isNaN }.count } == points, "\(name)")
      let summary = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales)
        .narration.summaryText(.display)
      #expect(summary.contains("(\(points) points)"), "\(name): \(summary)")
    }
  }
}

/// Issue 11 §5: no sentence contradicts its own numbers: "fell from 31 to about 33".
@Suite struct DirectionAgreesWithNumbersTests {
  /// The first two numbers after a direction word ("fell from 31 … to about 33").
  static func claims(in text: String) -> [(word: String, from: Double, to: Double)] {
    let pattern =
      #/(rose|climbed|fell|dropped) from (?:about )?\$?(-?[\d,.]+)[^,;:]*? to (?:a peak of |a low of )?(?:about )?\$?(-?[\d,.]+)/#
    return text.matches(of: pattern).compactMap { match in
      let number = { (text: Substring) in
        Double(text.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: CharacterSet(charactersIn: ".")))
      }
      guard let from = number(match.output.2), let to = number(match.output.3) else { return nil }
      return (String(match.output.1), from, to)
    }
  }

  @Test func aFallFromAnEarlyLowIsNotAFall() throws {
    let values: [Double] = [31, 50, 44, 49, 42, 47, 40, 45, 38, 43, 36, 41, 34, 39, 32.6]
    let chart = TestCharts.chart(
      kind: .line, series: [TestCharts.series(values, name: "Value", continuous: true)], categorical: false)
    let alt = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration.alt[
      .display]
    #expect(!alt.contains("fell"), "\(alt)")
    #expect(Self.claims(in: alt).isEmpty)
  }

  @Test func directionWordsAgreeWithTheirNumbers() throws {
    var claims = 0
    for seed in 0..<40 { claims += try Self.check(seed: seed) }
    // A random walk is rarely given a trend or a turning point (they are calibrated against
    // walks), so most of these descriptions say only where the walk went.
    #expect(claims >= 8, "only \(claims) direction claims were read")
  }

  /// Checks one seeded random walk's description; returns how many claims it read.
  static func check(seed: Int) throws -> Int {
    var generator = SplitMix64(seed: UInt64(seed) &* 7_919 &+ 3)
    let count = Int.random(in: 6...40, using: &generator)
    var level = Double.random(in: 10...100, using: &generator)
    let drift = Double.random(in: -2...2, using: &generator)
    let values = (0..<count).map { _ -> Double in
      level += drift + Double.random(in: -6...6, using: &generator)
      return (level * 10).rounded() / 10
    }
    let chart = TestCharts.chart(
      kind: .line, series: [TestCharts.series(values, name: "Value", continuous: true)], categorical: false)
    let narration = try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration
    let text = [narration.alt[.display], narration.summaryText(.display)] + narration.readout.map { $0[.display] }
    var read = 0
    for line in text {
      for claim in Self.claims(in: line) {
        read += 1
        let rises = ["rose", "climbed"].contains(claim.word)
        #expect(rises ? claim.to > claim.from : claim.to < claim.from, "\(line)")
      }
    }
    return read
  }
}

/// Issue 11 §5: bars and bands drawn from `x` to `x2` (or `y` to `y2`) are intervals, one a mark,
/// never two series called "start" and "end".
@Suite struct IntervalNarrationTests {
  static let gantt = #"""
    { "data": { "values": [
        {"task": "A", "start": 1, "end": 3}, {"task": "B", "start": 3, "end": 8},
        {"task": "C", "start": 8, "end": 10}, {"task": "D", "start": 9, "end": 10} ] },
      "mark": "bar",
      "encoding": { "y": {"field": "task", "type": "ordinal"},
        "x": {"field": "start", "type": "quantitative"}, "x2": {"field": "end"} } }
    """#

  static let band = #"""
    { "data": { "values": [
        {"day": "2024-01-01", "high": 12.8, "low": -3.2, "city": "Oslo"},
        {"day": "2024-01-02", "high": 10.6, "low": -1.1, "city": "Oslo"},
        {"day": "2024-01-01", "high": 15, "low": 5, "city": "Rome"},
        {"day": "2024-01-02", "high": 16, "low": 4, "city": "Rome"} ] },
      "mark": "area",
      "encoding": { "x": {"field": "day", "type": "temporal"},
        "y": {"field": "high", "type": "quantitative"}, "y2": {"field": "low"},
        "color": {"field": "city", "type": "nominal"} } }
    """#

  static func describe(_ spec: String) throws -> (ChartDescriptor, Narration) {
    let chart = try VegaLiteReader.read(Array(spec.utf8), source: "spec.vl.json")
    return (chart, try ChartDescription(chart, locale: "en", localesDirectory: RepositoryPaths.locales).narration)
  }

  @Test func aGanttChartIsIntervals() throws {
    let (chart, narration) = try Self.describe(Self.gantt)
    #expect(chart.intervals == [IntervalPair(name: "", start: 0, end: 1)])
    // Tasks on y and the ranges along x: Vega draws horizontal bars.
    #expect(
      narration.alt[.display]
        == "Horizontal bar chart of values by task: 4 ranges, A from 1 to 3, B from 3 to 8, C from 8 to 10 and D from 9 to 10."
    )
    let summary = narration.summaryText(.display)
    #expect(
      summary.contains("The ranges: A from 1 to 3, B from 3 to 8, C from 8 to 10 and D from 9 to 10."), "\(summary)")
    #expect(summary.contains("The widest range is B (5), the narrowest D (1)."), "\(summary)")
    #expect(summary.contains("Together they run from 1 to 10."))
    let readout = narration.readout.map { $0[.display] }
    #expect(readout.contains("1 of 4: A, from 1 to 3") && readout.contains("4 of 4: D, from 9 to 10"), "\(readout)")
    let all = ([narration.alt[.display], summary] + readout).joined(separator: "\n")
    #expect(!all.contains("start") && !all.contains("end") && !all.contains("Grouped"), "\(all)")
  }

  @Test func aBandOfSeveralGroupsReadsLowToHigh() throws {
    let (chart, narration) = try Self.describe(Self.band)
    #expect(chart.intervals.map(\.name) == ["Oslo", "Rome"])
    let alt = narration.alt[.display]
    #expect(alt.contains("4 ranges, Oslo, January 1 from -3.2 to 12.8"), "\(alt)")
    let summary = narration.summaryText(.display)
    #expect(
      summary.contains("The widest range is Oslo, January 1 (16), the narrowest Rome, January 1 (10)."), "\(summary)")
    #expect(summary.contains("Together they run from -3.2 to 16."), "\(summary)")
    let readout = narration.readout.map { $0[.display] }
    #expect(readout.first == "Area chart, 2 series.")
    #expect(
      readout.contains("  Series 2 of 2: Rome, 2 days.") || readout.contains { $0.contains("Rome, 2 days") },
      "\(readout)")
  }
}
