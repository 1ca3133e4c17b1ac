import ChartAudio
import Foundation

/// Measurements of rendered audio, so tests check features (pitch, level, balance, noisiness)
/// and never hashes of samples.
enum AudioFeatures {
  /// One channel of a buffer, over `frames` (all by default).
  static func channel(_ buffer: PCMBuffer, _ channel: Int, frames: Range<Int>? = nil) -> [Float] {
    let range = frames ?? 0..<buffer.frameCount
    return range.map { buffer.samples[$0 * buffer.channelCount + channel] }
  }

  /// The middle `fraction` of a range (to skip fades).
  static func middle(_ frames: Range<Int>, fraction: Double = 0.8) -> Range<Int> {
    let margin = Int(Double(frames.count) * (1 - fraction) / 2)
    return (frames.lowerBound + margin)..<(frames.upperBound - margin)
  }

  /// The fundamental frequency from rising zero crossings, located to a fraction of a sample by
  /// linear interpolation: (crossings − 1) / (time from first to last). `nil` with fewer than 3.
  static func zeroCrossingFrequency(_ samples: [Float], sampleRate: Int) -> Double? {
    var times: [Double] = []
    for i in 1..<max(1, samples.count) where samples[i - 1] < 0 && samples[i] >= 0 {
      let a = Double(samples[i - 1])
      let b = Double(samples[i])
      times.append(Double(i - 1) + (-a) / (b - a))
    }
    guard times.count >= 3, let first = times.first, let last = times.last else { return nil }
    return Double(times.count - 1) / ((last - first) / Double(sampleRate))
  }

  /// Zero crossings (either direction) per sample: near 0.5 for white noise, 2f / rate for a tone.
  static func zeroCrossingRate(_ samples: [Float]) -> Double {
    guard samples.count > 1 else { return 0 }
    var count = 0
    for i in 1..<samples.count where (samples[i - 1] < 0) != (samples[i] < 0) { count += 1 }
    return Double(count) / Double(samples.count - 1)
  }

  /// The amplitude of the component at `frequency` (Goertzel; exact for whole periods, within a
  /// few percent otherwise).
  static func amplitude(at frequency: Double, in samples: [Float], sampleRate: Int) -> Double {
    let omega = 2 * Double.pi * frequency / Double(sampleRate)
    let coefficient = 2 * cos(omega)
    var (s1, s2) = (0.0, 0.0)
    for sample in samples {
      let s0 = Double(sample) + coefficient * s1 - s2
      (s2, s1) = (s1, s0)
    }
    let power = s1 * s1 + s2 * s2 - coefficient * s1 * s2
    return 2 * power.squareRoot() / Double(samples.count)
  }

  static func rms(_ samples: [Float]) -> Double {
    guard !samples.isEmpty else { return 0 }
    return (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count))
      .squareRoot()
  }

  static func mean(_ samples: [Float]) -> Double {
    samples.isEmpty ? 0 : samples.reduce(0.0) { $0 + Double($1) } / Double(samples.count)
  }

  static func peak(_ samples: [Float]) -> Float {
    samples.reduce(0) { max($0, abs($1)) }
  }

  /// Spectral flatness (geometric over arithmetic mean of the power spectrum, bins 1…n/2 − 1) of
  /// the first 512 samples, Hann-windowed: near 0.5 or more for white noise, near 0 for a tone.
  static func spectralFlatness(_ samples: [Float]) -> Double {
    let n = min(512, samples.count)
    guard n >= 64 else { return 0 }
    let windowed = (0..<n).map { i in
      Double(samples[i]) * (0.5 - 0.5 * cos(2 * Double.pi * Double(i) / Double(n - 1)))
    }
    var logSum = 0.0
    var sum = 0.0
    for k in 1..<(n / 2) {
      var (re, im) = (0.0, 0.0)
      for (i, x) in windowed.enumerated() {
        let angle = 2 * Double.pi * Double(k * i) / Double(n)
        re += x * cos(angle)
        im -= x * sin(angle)
      }
      let power = re * re + im * im + 1e-20
      logSum += log(power)
      sum += power
    }
    let bins = Double(n / 2 - 1)
    return exp(logSum / bins) / (sum / bins)
  }

  /// The first and last frames whose sample is not zero, in any channel, within `frames`.
  static func soundingSpan(_ buffer: PCMBuffer, within frames: Range<Int>) -> ClosedRange<Int>? {
    let channels = buffer.channelCount
    let sounding = frames.filter { frame in
      (0..<channels).contains { buffer.samples[frame * channels + $0] != 0 }
    }
    guard let first = sounding.first, let last = sounding.last else { return nil }
    return first...last
  }
}
