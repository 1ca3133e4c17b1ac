// Describes one CSV file the way `chartvoice describe --level alt` plus the summary does — parse,
// analyse, narrate — and prints `name: value unit` lines: the time of each stage by the wall clock
// and the process's CPU time, and the peak memory (maximum resident set size).
//
//     swift run -c release describe-bench data.csv --name 1M [--repeat 3]
//
// With --repeat, the fastest run (by CPU time) is reported; peak memory covers all runs. Run one
// size per process, so the peak memory is that size's.
import ChartImport
import ChartModel
import ChartNarration
import Foundation

let raw = Array(CommandLine.arguments.dropFirst())
var options: [String: String] = [:]
var positionals: [String] = []
var cursor = 0
while cursor < raw.count {
  if raw[cursor].hasPrefix("--"), cursor + 1 < raw.count {
    options[raw[cursor]] = raw[cursor + 1]
    cursor += 2
  } else {
    positionals.append(raw[cursor])
    cursor += 1
  }
}
let name = options["--name"] ?? "file"
let repeats = Int(options["--repeat"] ?? "1") ?? 1
let localesOption = options["--locales"]
guard let path = positionals.first else {
  FileHandle.standardError.write(Data("usage: describe-bench <file.csv> [--name NAME] [--repeat N] [--locales DIR]\n".utf8))
  exit(64)
}

/// CPU time of this process in seconds.
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

func wallSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// The peak resident set size in KiB (Linux reports ru_maxrss in KiB).
func peakKiB() -> Int {
  var usage = rusage()
  getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
  return usage.ru_maxrss
}

struct Timing {
  var wall = 0.0
  var cpu = 0.0
}

func measure<T>(_ timing: inout Timing, _ body: () throws -> T) rethrows -> T {
  let wall = wallSeconds()
  let cpu = cpuSeconds()
  let result = try body()
  timing.wall += wallSeconds() - wall
  timing.cpu += cpuSeconds() - cpu
  return result
}

let baseline = peakKiB()
let book: PhraseBook
do {
  let folder = try LocaleDirectory.find(explicit: localesOption)
  book = try PhraseBook.load(locale: "en", directory: folder)
} catch {
  FileHandle.standardError.write(Data("describe-bench: \(error)\n".utf8))
  exit(1)
}

var best: (parse: Timing, analyze: Timing, narrate: Timing)?
var points = 0
var summary = ""
for _ in 0..<max(1, repeats) {
  var parse = Timing()
  var analyze = Timing()
  var narrate = Timing()
  do {
    let chart = try measure(&parse) { try CSVReader.read(contentsOf: path) }
    points = chart.pointCount
    let analysis = measure(&analyze) { ChartAnalysis(chart) }
    let narration = try measure(&narrate) {
      try Narrator(book: book).narrate(chart, analysis: analysis, levels: [.alt, .summary])
    }
    summary = narration.alt.display
  } catch {
    FileHandle.standardError.write(Data("describe-bench: \(error)\n".utf8))
    exit(1)
  }
  let total = parse.cpu + analyze.cpu + narrate.cpu
  if let current = best, current.parse.cpu + current.analyze.cpu + current.narrate.cpu <= total { continue }
  best = (parse, analyze, narrate)
}
guard let best else { exit(1) }
let peak = peakKiB()
let totalWall = best.parse.wall + best.analyze.wall + best.narrate.wall
let totalCPU = best.parse.cpu + best.analyze.cpu + best.narrate.cpu
print("describe_\(name)_points: \(points) points")
print(String(format: "describe_\(name)_parse_cpu: %.3f s", best.parse.cpu))
print(String(format: "describe_\(name)_analyze_cpu: %.3f s", best.analyze.cpu))
print(String(format: "describe_\(name)_narrate_cpu: %.3f s", best.narrate.cpu))
print(String(format: "describe_\(name)_cpu: %.3f s", totalCPU))
print(String(format: "describe_\(name)_wall: %.3f s", totalWall))
print(String(format: "describe_\(name)_peak_memory: %.1f MiB", Double(peak) / 1024))
print(String(format: "describe_\(name)_peak_memory_per_point: %.1f bytes", Double(peak - baseline) * 1024 / Double(max(points, 1))))
FileHandle.standardError.write(Data("alt text: \(summary)\n".utf8))

// With --breakdown yes: the CPU time of each statistic of the first series, one after another.
if options["--breakdown"] != nil, let series = (try? CSVReader.read(contentsOf: path))?.series.first {
  func time(_ label: String, _ body: () -> Void) {
    let start = cpuSeconds()
    body()
    print(String(format: "breakdown_\(name)_\(label): %.3f s", cpuSeconds() - start))
  }
  var trend: TrendResult?
  time("trend_and_median") { trend = Statistics.trend(x: series.x, y: series.y) }
  time("mean") { _ = Statistics.mean(series.y) }
  time("shape") { _ = Statistics.shape(x: series.x, y: series.y) }
  time("outliers") {
    _ = Statistics.outliers(x: series.x, y: series.y, method: .rollingMedian(window: 5))
  }
  time("gaps") { _ = Statistics.gaps(x: series.x, y: series.y, temporal: true) }
  if let line = trend?.theilSen {
    time("volatility") { _ = Statistics.volatility(x: series.x, y: series.y, line: line) }
  }
  time("series_statistics") { _ = SeriesStatistics(series) }
  // The grouped readout of the whole chart (100 groups above 200 points).
  if let chart = try? CSVReader.read(contentsOf: path) {
    let analysis = ChartAnalysis(chart)
    var lines = 0
    time("readout") { lines = (try? Narrator(book: book).narrate(chart, analysis: analysis, levels: [.readout]))?.readout.count ?? 0 }
    print("breakdown_\(name)_readout_lines: \(lines) lines")
  }
}
