import Foundation

/// Renders a plan's sounds into consecutive ranges of frames, carrying each sound's state (its
/// oscillator's phase and sweep, its fades, its pan, its noise) from one range to the next.
///
/// One range covering the whole plan is ``ToneRenderer/render(_:)``; ranges of a few thousand
/// frames let the audio stream without ever being whole in memory. The samples are the same to
/// the bit either way: every sound runs the same recurrences frame after frame, and each frame
/// sums the sounds in the plan's order.
///
/// The phase a joined glide segment starts from is the phase the sound before it in the plan's
/// order (a tone or an earcon; noise leaves it alone) ended on, as when the sounds are rendered
/// whole one after another; should that sound still play past the range the segment starts in,
/// its phase is run on to its end, without its samples, to find it.
struct ToneBlockRenderer {
  private let plan: TonePlan
  private let tables: TableSet
  private let fadeFrames: Int
  private let channels: Int
  /// The next event of the plan to start.
  private var nextEvent = 0
  /// The sounds playing, in the plan's order.
  private var playing: [Sound] = []
  /// The last tone or earcon started: its event, and its final phase once it has ended.
  private var phaseSetter: (event: Int, finalPhase: Double?)?

  init(plan: TonePlan) {
    self.plan = plan
    tables = TableSet(plan: plan)
    fadeFrames = plan.frame(at: plan.style.fadeDuration)
    channels = plan.style.channelCount
  }

  /// Adds the sounds of `frames` into `output`, which holds those frames (interleaved, zero or
  /// already holding what is to sound under them).
  ///
  /// The sounds already playing go first, then those that start in `frames`, each rendered as
  /// it starts: one range over the whole plan renders the sounds wholly one after another.
  ///
  /// - Precondition: each call's frames follow the previous call's, from 0.
  /// - Complexity: O(frames × channels), plus O(1) for each sound that starts.
  mutating func render(_ frames: Range<Int>, into output: UnsafeMutableBufferPointer<Float>) {
    precondition(output.count >= frames.count * channels, "The block is too small for its frames.")
    guard let base = output.baseAddress else { return }
    for index in playing.indices {
      Self.render(&playing[index], in: frames, at: base, channels: channels)
      noteEnd(of: playing[index])
    }
    playing.removeAll { $0.next >= $0.frames.upperBound }
    while var sound = startSound(before: frames.upperBound) {
      Self.render(&sound, in: frames, at: base, channels: channels)
      noteEnd(of: sound)
      if sound.next < sound.frames.upperBound { playing.append(sound) }
    }
  }

  /// Adds the part of `sound` that falls in `frames` into the block at `base`.
  private static func render(
    _ sound: inout Sound, in frames: Range<Int>, at base: UnsafeMutablePointer<Float>, channels: Int
  ) {
    let range = max(sound.next, frames.lowerBound)..<min(sound.frames.upperBound, frames.upperBound)
    guard !range.isEmpty else { return }
    sound.render(range.count, into: base + (range.lowerBound - frames.lowerBound) * channels)
    sound.next = range.upperBound
  }

  /// Notes the phase `sound` ended on, when it has ended and is the last tone or earcon started.
  private mutating func noteEnd(of sound: Sound) {
    if sound.next >= sound.frames.upperBound, phaseSetter?.event == sound.event {
      phaseSetter?.finalPhase = sound.phase
    }
  }

  /// Starts the next sound of the plan when it begins before `frame` (passing over sounds of no
  /// frames), or returns `nil`.
  private mutating func startSound(before frame: Int) -> Sound? {
    let style = plan.style
    while nextEvent < plan.events.count {
      let number = nextEvent
      let event = plan.events[number]
      let whole = plan.frames(of: event)
      let frames = whole.clamped(to: 0..<plan.frameCount)
      // Events are in time order: the first that starts later waits for a later range.
      if !frames.isEmpty, frames.lowerBound >= frame { return nil }
      nextEvent += 1
      guard !frames.isEmpty else { continue }
      // A tone's or an earcon's pan moves across it; a noise burst keeps its first.
      let endPan = event.sound == .missingValue ? event.startPan : event.endPan
      let gains = Gains(channels: channels, from: event.startPan, to: endPan, frames: frames.count)
      let source: Sound.Source
      switch event.sound {
      case .tone(let tone):
        let phase = tone.joinsPrevious ? previousPhase() : 0
        source = .oscillator(
          Oscillator(
            table: tables.table(forEvent: number), phase: phase, from: tone.startFrequency, to: tone.endFrequency,
            frames: frames.count, sampleRate: style.sampleRate, amplitude: style.toneAmplitude, gains: gains,
            envelope: .fade(
              LinearFade(
                frameCount: whole.count, fadeIn: tone.joinsPrevious ? 0 : fadeFrames,
                fadeOut: tone.joinsNext ? 0 : fadeFrames))))
        phaseSetter = (number, nil)
      case .earcon(let earcon):
        let sound = style.earcons.sound(for: earcon)
        source = .oscillator(
          Oscillator(
            table: tables.sine, phase: 0, from: sound.startFrequency, to: sound.endFrequency, frames: frames.count,
            sampleRate: style.sampleRate, amplitude: style.earcons.amplitude, gains: gains,
            envelope: .bell(BellEnvelope(frameCount: whole.count, sampleRate: style.sampleRate, fadeFrames: fadeFrames))
          ))
        phaseSetter = (number, nil)
      case .missingValue:
        source = .noise(
          Noise(
            generator: NoiseGenerator(seed: style.noiseSeed &+ UInt64(number) &* 0x2545_F491_4F6C_DD1D),
            level: Float(style.missingCueAmplitude), gains: gains,
            envelope: LinearFade(frameCount: whole.count, fadeIn: fadeFrames, fadeOut: fadeFrames)))
      }
      return Sound(event: number, frames: frames, next: frames.lowerBound, source: source, channels: channels)
    }
    return nil
  }

  /// The phase the last tone or earcon started ended on (0 before any).
  private func previousPhase() -> Double {
    guard let setter = phaseSetter else { return 0 }
    if let phase = setter.finalPhase { return phase }
    guard let sound = playing.first(where: { $0.event == setter.event }) else { return 0 }
    return sound.finalPhase()
  }
}

/// One sound as it plays: where it is, and what makes its samples.
private struct Sound {
  enum Source {
    case oscillator(Oscillator)
    case noise(Noise)
  }

  let event: Int
  /// Its frames in the audio.
  let frames: Range<Int>
  /// The first of its frames not rendered yet.
  var next: Int
  var source: Source
  let channels: Int

  /// The oscillator's phase now (0 for noise).
  var phase: Double {
    if case .oscillator(let oscillator) = source { oscillator.phase } else { 0 }
  }

  /// The phase the oscillator will end on, run on over the frames not rendered yet.
  func finalPhase() -> Double {
    guard case .oscillator(var oscillator) = source else { return 0 }
    oscillator.advance(frames.upperBound - next)
    return oscillator.phase
  }

  /// Adds the next `count` frames of the sound, starting at `target`.
  mutating func render(_ count: Int, into target: UnsafeMutablePointer<Float>) {
    switch source {
    case .oscillator(var oscillator):
      oscillator.render(count, channels: channels, into: target)
      source = .oscillator(oscillator)
    case .noise(var noise):
      noise.render(count, channels: channels, into: target)
      source = .noise(noise)
    }
  }
}

/// The gain of a sound over its frames: a tone's linear fades or an earcon's bell.
private enum SoundEnvelope {
  case fade(LinearFade)
  case bell(BellEnvelope)
}

/// A wavetable oscillator sweeping exponentially from one frequency to another.
private struct Oscillator {
  let table: [Float]
  /// Cycles, 0 ≤ phase < 1.
  var phase: Double
  /// Cycles a frame, multiplied by `ratio` every frame.
  var increment: Double
  let ratio: Double
  let level: Float
  var gains: Gains
  var envelope: SoundEnvelope

  init(
    table: [Float], phase: Double, from: Double, to: Double, frames: Int, sampleRate: Int, amplitude: Double,
    gains: Gains, envelope: SoundEnvelope
  ) {
    self.table = table
    self.phase = phase
    increment = from / Double(sampleRate)
    ratio = from == to ? 1 : pow(to / from, 1 / Double(frames))
    level = Float(amplitude)
    self.gains = gains
    self.envelope = envelope
  }

  /// Adds `count` frames at `target`.
  mutating func render(_ count: Int, channels: Int, into target: UnsafeMutablePointer<Float>) {
    switch envelope {
    case .fade(var fade):
      render(count, channels: channels, into: target, envelope: &fade)
      envelope = .fade(fade)
    case .bell(var bell):
      render(count, channels: channels, into: target, envelope: &bell)
      envelope = .bell(bell)
    }
  }

  private mutating func render<E: Envelope>(
    _ count: Int, channels: Int, into target: UnsafeMutablePointer<Float>, envelope: inout E
  ) {
    var phase = self.phase
    var increment = self.increment
    let ratio = self.ratio
    let level = level
    var gains = gains
    table.withUnsafeBufferPointer { table in
      // Stereo, the default, in a loop of its own: the same sums, without a channel test a frame.
      if channels == 2 {
        for frame in 0..<count {
          let value = Wavetable.value(table, phase: phase) * level * envelope.next()
          gains.addStereo(value, into: target + (frame &* 2))
          phase += increment
          if phase >= 1 { phase -= 1 }
          increment *= ratio
        }
      } else {
        for frame in 0..<count {
          let value = Wavetable.value(table, phase: phase) * level * envelope.next()
          gains.add(value, into: target, frame: frame)
          phase += increment
          if phase >= 1 { phase -= 1 }
          increment *= ratio
        }
      }
    }
    self.phase = phase
    self.increment = increment
    self.gains = gains
  }

  /// Moves the phase on by `count` frames, as rendering them would, without their samples.
  mutating func advance(_ count: Int) {
    for _ in 0..<max(0, count) {
      phase += increment
      if phase >= 1 { phase -= 1 }
      increment *= ratio
    }
  }
}

/// Seeded white noise at one pan.
private struct Noise {
  var generator: NoiseGenerator
  let level: Float
  var gains: Gains
  var envelope: LinearFade

  /// Adds `count` frames at `target`.
  mutating func render(_ count: Int, channels: Int, into target: UnsafeMutablePointer<Float>) {
    for frame in 0..<count {
      gains.add(generator.next() * level * envelope.next(), into: target, frame: frame)
    }
  }
}

/// Channel gains moving linearly from one pan to another over a sound.
struct Gains {
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

  /// Adds `value` to frame `frame` after `target`, and moves the gains on.
  @inline(__always)
  mutating func add(_ value: Float, into target: UnsafeMutablePointer<Float>, frame: Int) {
    if channels == 2 {
      addStereo(value, into: target + (frame &* 2))
    } else {
      target[frame] += value
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
