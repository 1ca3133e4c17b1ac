import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// `--jobs N`: a bad count is a usage error of one line; any count gives the same facts, to the
/// byte, as one thread (issue 18).
@Suite struct JobsOptionTests {
  @Test(arguments: [
    ["describe", "--jobs", "0"], ["describe", "--jobs", "-1"], ["describe", "-j", "two"],
    ["describe", "--jobs", "1025"], ["describe", "--jobs", "99999999999999999999"], ["describe", "--jobs", "1.5"],
    ["sonify", "--jobs", "0"], ["speak", "--jobs", "0"], ["explore", "--jobs", "0"],
  ])
  func aBadCountIsAUsageErrorOfOneLine(arguments: [String]) throws {
    let directory = try TemporaryDirectory()
    var arguments = arguments + [CLI.example("monthly-revenue.json")]
    if arguments[0] == "sonify" || arguments[0] == "speak" { arguments += ["-o", "out.wav"] }
    let result = try CLI.run(arguments, in: directory.url)
    #expect(result.status == 64, "\(result.stderr.prefix(300))")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.first?.contains("--jobs <n>") == true, "\(result.stderr.prefix(300))")
    #expect(lines.first?.contains("a whole number of threads from 1 to 1024") == true, "\(result.stderr.prefix(300))")
    #expect(result.stdout.isEmpty)
    #expect(try directory.contents().isEmpty)
  }

  /// A seeded random walk of `rows` rows with a season, a step and spikes; with `series`, in long
  /// format (one row per date and series).
  private func table(rows: Int, seed: UInt64, series: [String] = []) -> String {
    var random = SplitMix64(seed: seed)
    var lines = [series.isEmpty ? "day,value,other" : "day,region,value"]
    lines.reserveCapacity(rows + 1)
    var level = 100.0
    let start = 1_577_836_800  // 2020-01-01
    let formatter = ISO8601DateFormatter()  // UTC
    for row in 0..<rows {
      level += Double(random.nextIndex(below: 2_001)) / 1_000 - 0.999
      let spike = random.nextIndex(below: 700) == 0 ? 60.0 : 0
      let value = level + 4 * sin(Double(row) * 2 * .pi / 24) + (row > rows / 3 ? 15 : 0) + spike
      let minute = formatter.string(
        from: Date(timeIntervalSince1970: Double(start + (series.isEmpty ? row : row / series.count) * 3_600)))
      if series.isEmpty {
        let other = random.nextIndex(below: 50) == 0 ? "" : String(format: "%.2f", value * 0.5 + Double(row % 7))
        lines.append("\(minute),\(String(format: "%.3f", value)),\(other)")
      } else {
        lines.append("\(minute),\(series[row % series.count]),\(String(format: "%.3f", value))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(arguments: [
    (name: "wide", rows: 60_000, series: [String]()),
    (name: "long", rows: 64_000, series: ["north", "south", "east", "west"]),
  ])
  func everyCountGivesTheFactsOfOneThread(name: String, rows: Int, series: [String]) throws {
    let directory = try TemporaryDirectory()
    try directory.write("\(name).csv", table(rows: rows, seed: UInt64(rows), series: series))
    let input = directory.path("\(name).csv")
    let one = try CLI.run(["describe", input, "--format", "json", "--jobs", "1"], timeout: 300)
    #expect(one.status == 0, "\(one.stderr.prefix(300))")
    #expect(one.stdoutText.contains("\"trend\""))
    for jobs in [["--jobs", "2"], ["-j", "3"], []] {
      let other = try CLI.run(["describe", input, "--format", "json"] + jobs, timeout: 300)
      #expect(other.status == 0, "\(other.stderr.prefix(300))")
      #expect(other.stdout == one.stdout, "\(jobs) differs from --jobs 1")
    }
  }

  @Test func aBatchWritesTheSameFilesOnAnyCount() throws {
    let directory = try TemporaryDirectory()
    let inputs = ["monthly-revenue.json", "line-products.json", "bar-population.json"].map(CLI.example)
    var outputs: [[String: Data]] = []
    for jobs in ["1", "2", "5"] {
      let folder = directory.path("out-\(jobs)")
      let result = try CLI.run(["describe"] + inputs + ["--out-dir", folder, "--format", "json", "--jobs", jobs])
      #expect(result.status == 0, "\(result.stderr.prefix(300))")
      let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      #expect(names.count == inputs.count)
      outputs.append(
        try Dictionary(
          uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0))) }))
    }
    #expect(outputs[1] == outputs[0])
    #expect(outputs[2] == outputs[0])
  }

  @Test(arguments: ["describe", "speak", "sonify", "explore"])
  func helpListsJobsUnderItsGroup(command: String) throws {
    let text = try CLI.run([command, "--help"]).stdoutText
    let group = try #require(text.range(of: "PERFORMANCE OPTIONS:"))
    #expect(text[group.upperBound...].contains("-j, --jobs <n>"))
  }
}
