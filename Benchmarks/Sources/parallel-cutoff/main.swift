// The measurement behind `DescriptionPolicy.parallelAnalysisMinimumPoints`: the wall time of
// `ChartAnalysis` of one seeded random walk of each size on one thread and on two (the cutoff
// set to 0, so that every size takes the parallel path), interleaved rounds, the fastest of each.
//
//     swift run -c release parallel-cutoff [--rounds 7]
//
// Prints one `parallel_cutoff_N: …` line a size, then `describe_parallel_cutoff:` with the
// smallest size from which two threads are at least 10 % faster at every larger size, beside the
// policy's default. On a loaded machine the second thread may wait for a core: run it when the
// load is low, or read the ratios at the larger sizes.
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
func walk(_ count: Int) -> ChartDescriptor {
  var state = UInt64(count) &* 0x9E37_79B9_7F4A_7C15 | 1
  var level = 0.0
  let y = (0..<count).map { index -> Double in
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    level += Double((state &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53) - 0.5
    return level + (index > count / 2 ? 5 : 0)
  }
  let series = DataSeries(name: "walk", isContinuous: true, x: (0..<count).map { Double($0) * 86_400 }, y: y)
  return ChartDescriptor(
    title: "", kind: .line, xAxis: Axis(title: "day", type: .temporal, timeUnit: .day),
    yAxis: Axis(title: "value", type: .numeric), series: [series])
}

let sizes = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000]
var faster: [Bool] = []
for size in sizes {
  let chart = walk(size)
  var policies = [DescriptionPolicy(), DescriptionPolicy()]
  policies[1].maxConcurrency = 2
  policies[1].parallelAnalysisMinimumPoints = 0
  var best = [Double.infinity, Double.infinity]
  for _ in 0..<rounds {
    for which in 0..<2 {
      let start = wallSeconds()
      let analysis = ChartAnalysis(chart, policy: policies[which])
      best[which] = min(best[which], wallSeconds() - start)
      precondition(analysis.series.count == 1)
    }
  }
  faster.append(best[1] < 0.9 * best[0])
  print(
    String(
      format: "parallel_cutoff_%d: one thread %.2f ms | two threads %.2f ms | ratio: %.2f×", size, best[0] * 1e3,
      best[1] * 1e3, best[0] / best[1]))
}
let from = sizes.indices.first { index in !faster[index...].contains(false) }
let chosen = DescriptionPolicy().parallelAnalysisMinimumPoints
print(
  "describe_parallel_cutoff: \(from.map { "\(sizes[$0]) points" } ?? "none measured") (two threads ≥ 10 % faster from there on) | policy: \(chosen) points"
)
