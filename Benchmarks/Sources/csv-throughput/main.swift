// Reads a CSV file with CSVReader and prints the throughput and the peak memory.
//
//     swift run -c release csv-throughput data.csv [--in-memory] [--report]
//
// `--report` prints two `key value` lines for scripts (`scripts/bench.sh`): the throughput by CPU
// time in MB/s, and the peak resident memory in KiB (`getrusage`'s maximum resident set size).
import ChartImport
import ChartModel
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
  FileHandle.standardError.write(
    Data("usage: csv-throughput <file.csv> [--in-memory] [--report]\n".utf8))
  exit(64)
}
let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
/// CPU time of this process in seconds: on a shared machine it measures the work, where the wall
/// clock also measures the neighbours.
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

let clock = ContinuousClock()
let start = clock.now
let cpuStart = cpuSeconds()
let chart: ChartDescriptor
do {
  if arguments.contains("--in-memory") {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    chart = try CSVReader.read(bytes, source: path)
  } else {
    chart = try CSVReader.read(contentsOf: path)
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
let elapsed = clock.now - start
let cpu = cpuSeconds() - cpuStart
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
let megabytes = Double(size) / 1e6
print(
  "\(chart.pointCount) points in \(chart.series.count) series, x \(chart.xAxis.type.rawValue)"
    + (chart.xAxis.timeUnit.map { " (\($0.rawValue))" } ?? ""))
print(
  String(
    format: "%.1f MB in %.3f s wall, %.3f s CPU: %.1f MB/s wall, %.1f MB/s CPU",
    megabytes, seconds, cpu, megabytes / seconds, megabytes / cpu))

var usage = rusage()
getrusage(RUSAGE_SELF.rawValue, &usage)
if arguments.contains("--report") {
  print(String(format: "mb_per_s_cpu %.1f", megabytes / cpu))
  print("peak_rss_kib \(usage.ru_maxrss)")
} else {
  print("peak memory (maximum resident set size): \(usage.ru_maxrss) KiB")
}
