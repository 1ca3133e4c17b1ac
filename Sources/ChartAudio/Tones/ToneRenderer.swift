import Foundation

/// Renders a ``TonePlan`` to audio: band-limited tones, glides, noise bursts and earcons.
///
///     let audio = ToneRenderer.render(try TonePlan(descriptor: chart))
///     audio.sampleRate     // 22050
///     audio.channelCount   // 2
///
/// Guarantees, for a plan built from a validated style:
/// - **Timing:** `plan.frameCount` frames; each sound covers exactly ``TonePlan/frames(of:)``.
/// - **Pitch:** tones sound at the planned frequencies; glides move exponentially in frequency
///   (linearly in semitones) with continuous phase across joined segments.
/// - **No clicks:** linear fades of ``SonificationStyle/fadeDuration`` at both ends of each tone
///   and noise burst (none where glide segments join); earcons decay to 0.
/// - **Band-limited:** each glide or tone uses the timbre's partials below 95 % of the Nyquist
///   frequency at its highest pitch (at most ``SonificationStyle/partialCount``).
/// - **Space:** equal-power pan (left = cos θ, right = sin θ, θ = (pan + 1) π/4), gains moving
///   linearly across a glide segment; mono output takes the signal at unity gain.
/// - **Headroom:** no sample exceeds ``SonificationStyle/peakLimit`` in magnitude (the validated
///   amplitudes guarantee it; a final check scales the whole buffer down should a hand-built plan
///   overlap more sounds).
/// - **Deterministic:** the noise is seeded from ``SonificationStyle/noiseSeed``; equal plans
///   render to equal samples.
public enum ToneRenderer {
  /// Renders `plan` at its style's sample rate and channel count.
  ///
  /// - Complexity: O(*f* × *c*) for *f* frames and *c* channels, plus O(4,096 × partials) per
  ///   distinct timbre used. Well above 1,000× real time in release builds.
  public static func render(_ plan: TonePlan) -> PCMBuffer {
    let style = plan.style
    let channels = style.channelCount
    var samples = [Float](repeating: 0, count: plan.frameCount * channels)
    let tables = TableSet(plan: plan)
    let fadeFrames = plan.frame(at: style.fadeDuration)
    samples.withUnsafeMutableBufferPointer { output in
      var voice = Voice(output: output, channels: channels, sampleRate: style.sampleRate)
      for (number, event) in plan.events.enumerated() {
        let frames = plan.frames(of: event)
        let clipped = frames.clamped(to: 0..<plan.frameCount)
        guard !clipped.isEmpty else { continue }
        switch event.sound {
        case .tone(let tone):
          if !tone.joinsPrevious { voice.phase = 0 }
          var envelope = LinearFade(
            frameCount: frames.count, fadeIn: tone.joinsPrevious ? 0 : fadeFrames,
            fadeOut: tone.joinsNext ? 0 : fadeFrames)
          tables.table(forEvent: number).withUnsafeBufferPointer { table in
            voice.oscillate(
              frames: clipped, table: table, from: tone.startFrequency, to: tone.endFrequency,
              amplitude: style.toneAmplitude, pan: (event.startPan, event.endPan),
              envelope: &envelope)
          }
        case .earcon(let earcon):
          let sound = style.earcons.sound(for: earcon)
          var envelope = BellEnvelope(
            frameCount: frames.count, sampleRate: style.sampleRate, fadeFrames: fadeFrames)
          voice.phase = 0
          tables.sine.withUnsafeBufferPointer { table in
            voice.oscillate(
              frames: clipped, table: table, from: sound.startFrequency, to: sound.endFrequency,
              amplitude: style.earcons.amplitude, pan: (event.startPan, event.endPan),
              envelope: &envelope)
          }
        case .missingValue:
          var envelope = LinearFade(
            frameCount: frames.count, fadeIn: fadeFrames, fadeOut: fadeFrames)
          var noise = NoiseGenerator(
            seed: style.noiseSeed &+ UInt64(number) &* 0x2545_F491_4F6C_DD1D)
          voice.noise(
            frames: clipped, generator: &noise, amplitude: style.missingCueAmplitude,
            pan: event.startPan, envelope: &envelope)
        }
      }
    }
    limitPeak(&samples, to: Float(style.peakLimit))
    return PCMBuffer(sampleRate: style.sampleRate, channelCount: channels, samples: samples)
  }

  /// Scales `samples` down when their peak exceeds `limit` (never for a validated plan).
  private static func limitPeak(_ samples: inout [Float], to limit: Float) {
    let peak = samples.withUnsafeBufferPointer(peakMagnitude)
    guard peak > limit else { return }
    let scale = limit / peak
    for i in samples.indices { samples[i] *= scale }
  }
}

/// The largest |sample| (0 for none); NaN samples are passed over, as `max` passes them over.
///
/// Sixteen lanes at a time: the largest magnitude does not depend on the order it is looked for in.
///
/// - Complexity: O(*n*).
package func peakMagnitude(_ samples: UnsafeBufferPointer<Float>) -> Float {
  guard let base = samples.baseAddress else { return 0 }
  var lanes = SIMD16<Float>(repeating: 0)
  var index = 0
  while index + 16 <= samples.count {
    let block = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<Float>.self)
    let bits = unsafeBitCast(block, to: SIMD16<UInt32>.self) & SIMD16(repeating: 0x7FFF_FFFF)
    let magnitudes = unsafeBitCast(bits, to: SIMD16<Float>.self)
    // A NaN lane compares false and keeps the lane's value, as `max(peak, .nan)` keeps `peak`.
    lanes.replace(with: magnitudes, where: magnitudes .> lanes)
    index += 16
  }
  var peak = lanes.max()
  while index < samples.count {
    peak = max(peak, abs(samples[index]))
    index += 1
  }
  return peak
}

/// The gains of the left and right channels at `pan` (−1…1), equal power.
///
///     equalPowerGains(0)   // (0.7071, 0.7071)
func equalPowerGains(_ pan: Double) -> (left: Float, right: Float) {
  let angle = (min(1, max(-1, pan)) + 1) * Double.pi / 4
  return (Float(cos(angle)), Float(sin(angle)))
}

/// Writes sounds into the output, carrying an oscillator's phase from one glide segment to the
/// next.
private struct Voice {
  let output: UnsafeMutableBufferPointer<Float>
  let channels: Int
  let sampleRate: Int
  /// Cycles, 0 ≤ phase < 1.
  var phase = 0.0

  init(output: UnsafeMutableBufferPointer<Float>, channels: Int, sampleRate: Int) {
    self.output = output
    self.channels = channels
    self.sampleRate = sampleRate
  }

  /// Adds a wavetable oscillator sweeping exponentially from `from` to `to` Hz over `frames`.
  mutating func oscillate<E: Envelope>(
    frames: Range<Int>, table: UnsafeBufferPointer<Float>, from: Double, to: Double,
    amplitude: Double, pan: (start: Double, end: Double), envelope: inout E
  ) {
    let count = frames.count
    var increment = from / Double(sampleRate)
    let ratio = from == to ? 1 : pow(to / from, 1 / Double(count))
    var gains = Gains(channels: channels, from: pan.start, to: pan.end, frames: count)
    var phase = self.phase
    let level = Float(amplitude)
    // Stereo, the default, in a loop of its own: the same sums, without a channel test a frame.
    if channels == 2, let base = output.baseAddress {
      for frame in frames {
        let value = Wavetable.value(table, phase: phase) * level * envelope.next()
        gains.addStereo(value, into: base + (frame &* 2))
        phase += increment
        if phase >= 1 { phase -= 1 }
        increment *= ratio
      }
    } else {
      for frame in frames {
        let value = Wavetable.value(table, phase: phase) * level * envelope.next()
        gains.add(value, into: output, frame: frame)
        phase += increment
        if phase >= 1 { phase -= 1 }
        increment *= ratio
      }
    }
    self.phase = phase
  }

  /// Adds seeded white noise over `frames`.
  func noise<E: Envelope>(
    frames: Range<Int>, generator: inout NoiseGenerator, amplitude: Double, pan: Double,
    envelope: inout E
  ) {
    var gains = Gains(channels: channels, from: pan, to: pan, frames: frames.count)
    let level = Float(amplitude)
    for frame in frames {
      gains.add(generator.next() * level * envelope.next(), into: output, frame: frame)
    }
  }
}

/// Channel gains moving linearly from one pan to another over a sound.
private struct Gains {
  let channels: Int
  var left: Float
  var right: Float
  let leftStep: Float
  let rightStep: Float

  init(channels: Int, from: Double, to: Double, frames: Int) {
    self.channels = channels
    guard channels == 2 else {
      (left, right, leftStep, rightStep) = (1, 0, 0, 0)
      return
    }
    let start = equalPowerGains(from)
    let end = equalPowerGains(to)
    let count = Float(max(1, frames))
    (left, right) = start
    leftStep = (end.left - start.left) / count
    rightStep = (end.right - start.right) / count
  }

  @inline(__always)
  mutating func add(_ value: Float, into output: UnsafeMutableBufferPointer<Float>, frame: Int) {
    if channels == 2 {
      addStereo(value, into: output.baseAddress! + (frame &* 2))
    } else {
      output[frame] += value
    }
  }

  /// Adds `value` to the frame of two samples at `pair`, left then right, and moves the gains on.
  @inline(__always)
  mutating func addStereo(_ value: Float, into pair: UnsafeMutablePointer<Float>) {
    pair[0] += value * left
    pair[1] += value * right
    left += leftStep
    right += rightStep
  }
}

/// The wavetables a plan needs: one per timbre and partial count, chosen per glide (a chain of
/// joined tones keeps one table, so its timbre never changes mid-glide).
private struct TableSet {
  private var tables: [String: [Float]] = [:]
  private var keyOfEvent: [Int: String] = [:]
  let sine: [Float]

  init(plan: TonePlan) {
    let style = plan.style
    sine = Wavetable(timbre: .sine, partialCount: 1).samples
    let limit = 0.95 * Double(style.sampleRate) / 2
    var run: [Int] = []
    var highest = 0.0
    for (number, event) in plan.events.enumerated() {
      guard let tone = event.tone else { continue }
      if !tone.joinsPrevious {
        run = []
        highest = 0
      }
      run.append(number)
      highest = max(highest, tone.startFrequency, tone.endFrequency)
      guard !tone.joinsNext else { continue }
      let partials = tone.timbre.partials(style.partialCount)
      let count = max(1, partials.prefix { Double($0.harmonic) * highest < limit }.count)
      let key = "\(tone.timbre.rawValue)/\(count)"
      if tables[key] == nil {
        tables[key] = Wavetable(timbre: tone.timbre, partialCount: count).samples
      }
      for member in run { keyOfEvent[member] = key }
    }
  }

  func table(forEvent number: Int) -> [Float] {
    keyOfEvent[number].flatMap { tables[$0] } ?? sine
  }
}
