// The measurement behind `DescriptionPolicy.parallelAnalysisMinimumPoints`: the statistics of one
// seeded random walk of each size on one thread and on two (the cutoff set to 0, so that every
// size takes the parallel path), interleaved rounds, the fastest of each.
//
//     swift run -c release parallel-cutoff [--rounds 7]
//
// Two figures a size. The wall clock, which on a loaded machine also measures the neighbours (the
// second thread waits for a core). And the **critical path by CPU**, which does not: each size
// runs in a child process with `CHARTVOICE_PROFILE=1`, whose report gives, for each
// `series statistics` stage, the CPU time of the longest chain of work that must run in order
// (the calling thread's, each parallel region counted as its slowest branch). Two threads win
// where that path is shorter than the one thread's CPU time: the wall time they would take with
// a core each. Prints one `parallel_cutoff_N: …` line a size, then `describe_parallel_cutoff:`
// with the smallest size from which two threads are at least 10 % faster by the critical path
// at every larger size, and the same by the wall clock, beside the policy's default.
import ChartModel
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 7

func wallSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
}

/// A random walk with a step, x one day apart (xorshift64*, seeded by the size).
func walk(_ count: Int) -> DataSeries {
  var state = UInt64(count) &* 0x9E37_79B9_7F4A_7C15 | 1
  var level = 0.0
  let y = (0..<count).map { index -> Double in
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    level += Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53) - 0.5
    return level + (index > count / 2 ? 5 : 0)
  }
  return DataSeries(name: "walk", isContinuous: true, x: (0..<count).map { Double($0) * 86_400 }, y: y)
}

/// The child: `--measure N` computes the statistics of the walk of N points `rounds` times on one
/// thread and on two, alternately, and prints the fastest wall clock of each on standard output
/// (its profile follows on standard error at exit).
if let index = arguments.firstIndex(of: "--measure"), let size = Int(arguments[index + 1]) {
  let series = walk(size)
  var policies = [DescriptionPolicy(), DescriptionPolicy()]
  policies[1].maxConcurrency = 2
  policies[1].parallelAnalysisMinimumPoints = 0
  var best = [Double.infinity, Double.infinity]
  for _ in 0..<rounds {
    for which in 0..<2 {
      let start = wallSeconds()
      let statistics = SeriesStatistics(series, role: .trend, temporal: true, policy: policies[which])
      best[which] = min(best[which], wallSeconds() - start)
      precondition(statistics != nil)
    }
  }
  print("\(best[0]) \(best[1])")
  exit(0)
}

/// Runs the child for `size`; the fastest wall clocks and critical paths, one thread and two.
func measure(_ size: Int) -> (wall: [Double], path: [Double]) {
  let child = Process()
  child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  child.arguments = ["--measure", "\(size)", "--rounds", "\(rounds)"]
  child.environment = ProcessInfo.processInfo.environment.merging(["CHARTVOICE_PROFILE": "1"]) { $1 }
  let output = Pipe()
  let errors = Pipe()
  child.standardOutput = output
  child.standardError = errors
  do { try child.run() } catch { fatalError("parallel-cutoff: cannot start the child: \(error)") }
  let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  let profile = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  child.waitUntilExit()
  let wall = printed.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
  // "profile: series statistics: wall …, thread CPU … ms, critical path CPU 1.234 ms, thread 0",
  // one a run, in the order they ran: one thread, two threads, one thread, …
  let paths = profile.split(separator: "\n").filter { $0.hasPrefix("profile: series statistics:") }.compactMap {
    line -> Double? in
    guard let range = line.range(of: "critical path CPU ") else { return nil }
    return Double(line[range.upperBound...].prefix { $0 == "." || $0.isNumber }).map { $0 / 1e3 }
  }
  guard wall.count == 2, paths.count == 2 * rounds else {
    fatalError("parallel-cutoff: the child for \(size) points printed \(wall.count) times and \(paths.count) paths")
  }
  let one = stride(from: 0, to: paths.count, by: 2).map { paths[$0] }.min() ?? .infinity
  let two = stride(from: 1, to: paths.count, by: 2).map { paths[$0] }.min() ?? .infinity
  return (wall, [one, two])
}

let sizes = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000]
var fasterByPath: [Bool] = []
var fasterByWall: [Bool] = []
for size in sizes {
  let (wall, path) = measure(size)
  fasterByPath.append(path[1] < 0.9 * path[0])
  fasterByWall.append(wall[1] < 0.9 * wall[0])
  print(
    String(
      format:
        "parallel_cutoff_%d: critical path CPU: one thread %.3f ms | two threads %.3f ms | ratio: %.2f× | wall: %.3f ms | %.3f ms | ratio: %.2f×",
      size, path[0] * 1e3, path[1] * 1e3, path[0] / path[1], wall[0] * 1e3, wall[1] * 1e3, wall[0] / wall[1]))
}
func from(_ faster: [Bool]) -> String {
  sizes.indices.first { index in !faster[index...].contains(false) }.map { "\(sizes[$0]) points" } ?? "none measured"
}
let chosen = DescriptionPolicy().parallelAnalysisMinimumPoints
print(
  "describe_parallel_cutoff: \(from(fasterByPath)) by the critical path, \(from(fasterByWall)) by the wall clock (two threads ≥ 10 % faster from there on) | policy: \(chosen) points"
)
