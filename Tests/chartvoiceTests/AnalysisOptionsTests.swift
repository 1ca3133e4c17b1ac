import ChartVoiceTestSupport
import Foundation
import Testing

/// `--bucket`, `--rolling` and `--now`, end to end.
@Suite struct AnalysisOptionsTests {
  static let fixtures = RepositoryPaths.fixtures.appendingPathComponent("charts")

  @Test(arguments: [
    (
      ["--rolling", "0"],
      "The value '0' is invalid for '--rolling <n>'. Please provide a whole number of points, 1 or more."
    ),
    (
      ["--now", "yesterday"],
      "The value 'yesterday' is invalid for '--now <iso8601>'. Please provide an ISO 8601 date such as 2024-05-20 or 2024-05-20T12:00:00Z."
    ),
    (
      ["--bucket", "fortnight"],
      "The value 'fortnight' is invalid for '--bucket <unit>'. Please provide one of 'day', 'week' or 'month'."
    ),
  ])
  func invalidValuesAreUsageErrors(_ options: [String], _ message: String) throws {
    let result = try CLI.run(["describe", CLI.example("monthly-revenue.json")] + options)
    #expect(expectUsageError(result, command: "describe") == message)
  }

  @Test func bucketsNeedDates() throws {
    let result = try CLI.run(["describe", CLI.example("bar-population.json"), "--bucket", "week"])
    #expect(
      expectUsageError(result, command: "describe")
        == "'--bucket week' needs dates on the x axis; this chart's x axis is categorical")
  }

  @Test func nowMakesAStaleSparklineSaySo() throws {
    let chart = Self.fixtures.appendingPathComponent("sparkline-stale.json").path
    let result = try CLI.run(["describe", chart, "--level", "alt", "--now", "2024-05-01"])
    #expect(result.status == 0)
    #expect(result.stdoutText.contains("the latest value is 101 days old"))
    let json = try CLI.run(["describe", chart, "--format", "json", "--now", "2024-05-01"])
    let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
    let age = try #require(object["lastPointAge"] as? [String: Any])
    #expect(age["value"] as? Double == 101 && age["unit"] as? String == "day" && age["stale"] as? Bool == true)
    #expect((object["window"] as? [String: Any])?["to"] as? String == "2024-05-01")
  }

  @Test func bucketsAndRollingMeanReachTheJSON() throws {
    let chart = Self.fixtures.appendingPathComponent("events-weekly-buckets.json").path
    let result = try CLI.run(["describe", chart, "--format", "json", "--bucket", "week", "--rolling", "3"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let series = try #require((object["series"] as? [[String: Any]])?.first)
    #expect(series["cadence"] as? String == "week")
    #expect((series["trend"] as? [String: Any])?["slopeUnit"] as? String == "week")
    #expect((series["rolling"] as? [String: Any])?["window"] as? Double == 3)
    #expect(series["count"] as? Double == 9)
    // The last week has fewer than 7 days of data: the JSON says so.
    let buckets = try #require(object["buckets"] as? [String: Any])
    #expect(buckets["unit"] as? String == "week")
    #expect(buckets["partial"] as? [String] == ["2024-04-29"])
  }

  @Test func aLongReadoutIsGrouped() throws {
    let directory = try TemporaryDirectory()
    var csv = "x,y\n"
    for index in 0..<5_000 { csv += "\(index),\(index % 97)\n" }
    let file = directory.url.appendingPathComponent("long.csv")
    try csv.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.run(["describe", file.path, "--level", "readout"])
    #expect(result.status == 0)
    let lines = result.stdoutText.split(separator: "\n")
    // The chart, its two axes, the series, then its 100 groups.
    #expect(lines.count == 104)
    #expect(lines[3] == "  Series 1 of 1: y, 5,000 points, read in 100 groups.")
    #expect(lines[4] == "    1 to 50 of 5,000: 0 to 49, between 0 and 49")
  }

  /// Three expenses on one day are three expenses: `--bucket month` sums every raw row into its
  /// month, never the mean of the rows that share a date, and no notice says rows were averaged.
  @Test func bucketsSumEveryRawRowOfACSV() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("expenses.csv")
    let rows = [
      ("2024-01-03", 10), ("2024-01-03", 20), ("2024-01-03", 30), ("2024-01-15", 5),
      ("2024-02-02", 40), ("2024-02-20", 4), ("2024-03-05", 12), ("2024-03-05", 12),
      ("2024-03-06", 12), ("2024-03-31", 3), ("2024-03-31", 3),
    ]
    var csv = "date,amount\n"
    var sums: [String: Int] = [:]
    for (date, amount) in rows {
      csv += "\(date),\(amount)\n"
      sums[String(date.prefix(7)), default: 0] += amount
    }
    try csv.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.run(["describe", file.path, "--format", "json", "--bucket", "month"])
    #expect(result.status == 0)
    #expect(!result.stderr.contains("mean"), "no row was averaged: \(result.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let series = try #require((object["series"] as? [[String: Any]])?.first)
    let lowest = try #require(series["min"] as? [String: Any])
    let highest = try #require(series["max"] as? [String: Any])
    // January 65, February 44, March 42: the lowest month is March, the highest January.
    #expect(lowest["y"] as? Double == Double(sums["2024-03"]!))
    #expect((lowest["x"] as? String)?.hasPrefix("2024-03") == true)
    #expect(highest["y"] as? Double == Double(sums["2024-01"]!))
    #expect(series["count"] as? Double == 3)
  }

  /// A declared x range is the axis in the readout and the window in the JSON, not the points' span.
  @Test func aDeclaredXRangeIsTheAxis() throws {
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("visits.json")
    var points: [String] = []
    for day in 1...14 { points.append(#"{ "x": "2024-05-\#(day < 10 ? "0" : "")\#(day)", "y": \#(40 + day % 5) }"#) }
    let json = #"""
      { "title": "Visits, last 91 days", "kind": "sparkline",
        "xAxis": { "title": "Day", "type": "temporal", "range": ["2024-02-14", "2024-05-14"] },
        "yAxis": { "title": "Visits", "type": "numeric" },
        "series": [ { "name": "Visits", "points": [\#(points.joined(separator: ","))] } ] }
      """#
    try json.write(to: file, atomically: true, encoding: .utf8)
    let readout = try CLI.run(["describe", file.path, "--level", "readout", "--now", "2024-05-14"])
    #expect(readout.status == 0)
    #expect(readout.stdoutText.contains("Axis 1 of 2, left to right: Day, from February 14 to May 14, 2024."))
    let result = try CLI.run(["describe", file.path, "--format", "json", "--now", "2024-05-14"])
    let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let window = try #require(object["window"] as? [String: Any])
    #expect(window["from"] as? String == "2024-02-14" && window["to"] as? String == "2024-05-14")
    let axis = try #require(object["xAxis"] as? [String: Any])
    #expect(axis["range"] as? [String] == ["2024-02-14", "2024-05-14"])
  }
}
