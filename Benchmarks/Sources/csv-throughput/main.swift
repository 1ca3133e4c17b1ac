// Reads a CSV file with CSVReader and prints the throughput.
//
//     swift run -c release csv-throughput data.csv [--in-memory]
//
// Run it under `/usr/bin/time -v` for the peak memory (maximum resident set size).
import ChartModel
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let path = arguments.first else {
  FileHandle.standardError.write(Data("usage: csv-throughput <file.csv> [--in-memory]\n".utf8))
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
