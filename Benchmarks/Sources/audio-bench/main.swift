// audio-bench: how fast the audio graph renders, as a multiple of real time.
//
//     audio-bench [--points N] [--repeat N]
//
// Plans and renders the tones of a 1,000-point random walk (reduced to the density cap, about
// five seconds of stereo audio) at 22,050 and at 44,100 Hz, the fastest of --repeat runs, and
// prints `name: value unit` lines.
import ChartAudio
import ChartModel
import ChartNarration
import Foundation

var points = 1_000
var repeats = 5
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--points": points = Int(arguments.next() ?? "") ?? points
  case "--repeat": repeats = Int(arguments.next() ?? "") ?? repeats
  default:
    FileHandle.standardError.write(Data("usage: audio-bench [--points N] [--repeat N]\n".utf8))
    exit(64)
  }
}

// A seeded random walk, so every run renders the same audio.
var state: UInt64 = 0x5EED
var y = 100.0
var values: [Double] = []
for _ in 0..<points {
  state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
  y += Double(Int64(bitPattern: state >> 11) % 2_001) / 1_000 - 1
  values.append(y)
}
let chart = ChartDescriptor(
  title: "Walk", kind: .line, xAxis: Axis(title: "Step", type: .numeric),
  yAxis: Axis(title: "Value", type: .numeric),
  series: [DataSeries(name: "Walk", isContinuous: true, x: values.indices.map(Double.init), y: values)])

func cpuSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

for rate in [22_050, 44_100] {
  var style = SonificationStyle()
  style.sampleRate = rate
  var best = Double.infinity
  var audioSeconds = 0.0
  for _ in 0..<max(1, repeats) {
    let start = cpuSeconds()
    let plan = try TonePlan(descriptor: chart, style: style)
    let audio = ToneRenderer.render(plan)
    best = min(best, cpuSeconds() - start)
    audioSeconds = audio.duration
  }
  let name = rate == 22_050 ? "audio_render_speed" : "audio_render_speed_44k"
  print("\(name): \(Int((audioSeconds / max(best, 1e-6)).rounded())) x real time")
  print("\(name)_audio: \(String(format: "%.2f", audioSeconds)) s of stereo audio from \(points) points")
}
