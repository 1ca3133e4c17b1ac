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
    var samples = [Float](repeating: 0, count: plan.frameCount * style.channelCount)
    var renderer = ToneBlockRenderer(plan: plan)
    samples.withUnsafeMutableBufferPointer { output in renderer.render(0..<plan.frameCount, into: output) }
    limitPeak(&samples, to: Float(style.peakLimit))
    return PCMBuffer(sampleRate: style.sampleRate, channelCount: style.channelCount, samples: samples)
  }

  /// Renders `plan` a block of frames at a time into one buffer that is reused, handing each
  /// block to `consume` as soon as it is ready: the samples are ``render(_:)``'s, in order, to
  /// the bit, but the whole audio is never in memory at once.
  ///
  ///     ToneRenderer.render(plan, blockFrames: 4_096) { block in
  ///       WAVEncoder.quantize(block, into: int16s)   // interleaved, `channelCount` a frame
  ///     }
  ///
  /// A plan whose sounds could overlap beyond the peak limit (``peakBound(_:)``; never one built
  /// from a validated style) is rendered whole first, since ``render(_:)`` then scales the
  /// whole audio down, and handed over in blocks of it.
  ///
  /// - Parameters:
  ///   - blockFrames: Frames per block (at least 1); the last block may be shorter.
  ///   - consume: Takes one block of interleaved samples, valid only during the call.
  /// - Complexity: as ``render(_:)``, in O(`blockFrames` × channels) memory.
  public static func render(
    _ plan: TonePlan, blockFrames: Int, _ consume: (UnsafeBufferPointer<Float>) throws -> Void
  ) rethrows {
    let channels = plan.style.channelCount
    let blockFrames = max(1, blockFrames)
    guard peakBound(plan) <= plan.style.peakLimit else {
      let whole = render(plan)
      try whole.samples.withUnsafeBufferPointer { samples in
        var start = 0
        while start < samples.count {
          let end = min(samples.count, start + blockFrames * channels)
          try consume(UnsafeBufferPointer(rebasing: samples[start..<end]))
          start = end
        }
      }
      return
    }
    var renderer = ToneBlockRenderer(plan: plan)
    var block = [Float](repeating: 0, count: min(blockFrames, plan.frameCount) * channels)
    try block.withUnsafeMutableBufferPointer { block in
      var start = 0
      while start < plan.frameCount {
        let end = min(plan.frameCount, start + blockFrames)
        let samples = UnsafeMutableBufferPointer(rebasing: block[..<((end - start) * channels)])
        samples.update(repeating: 0)
        renderer.render(start..<end, into: samples)
        try consume(UnsafeBufferPointer(samples))
        start = end
      }
    }
  }

  /// A bound on the magnitude of any sample of `plan`'s audio before the peak limit: the largest
  /// sum of the amplitudes of the sounds that play at one time, each a little raised for the
  /// rounding of its wavetable and of its pan's gains, which move by a step a frame.
  ///
  /// Every sample is a sum of one term per sound playing, each at most the sound's amplitude
  /// (wavetables peak at 1; fades, bells and equal-power gains stay within 1).
  ///
  /// - Complexity: O(*e* × *a*) for *e* events and at most *a* playing at once.
  public static func peakBound(_ plan: TonePlan) -> Double {
    let style = plan.style
    var playing: [(end: Int, amplitude: Double)] = []
    var bound = 0.0
    for event in plan.events {
      let frames = plan.frames(of: event).clamped(to: 0..<plan.frameCount)
      guard !frames.isEmpty else { continue }
      // Ranges are half-open: a sound that ends where this one starts no longer plays.
      playing.removeAll { $0.end <= frames.lowerBound }
      let amplitude: Double =
        switch event.sound {
        case .tone: style.toneAmplitude
        case .earcon: style.earcons.amplitude
        case .missingValue: style.missingCueAmplitude
        }
      // Float rounding: a few units in the last place of the product, and one half-unit a frame
      // in the gains' running sums.
      let raised = amplitude * (1 + 1e-5 + Double(frames.count) * 0x1p-23)
      playing.append((frames.upperBound, raised))
      bound = max(bound, playing.reduce(0) { $0 + $1.amplitude })
    }
    return bound
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

/// The wavetables a plan needs: one per timbre and partial count, chosen per glide (a chain of
/// joined tones keeps one table, so its timbre never changes mid-glide).
struct TableSet {
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
