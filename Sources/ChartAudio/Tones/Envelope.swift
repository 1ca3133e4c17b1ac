import Foundation

/// The gain of a sound over its frames, read once per frame in order.
protocol Envelope {
  /// The gain of the next frame, 0…1.
  mutating func next() -> Float
}

/// Linear fades in and out (`sonification.md` §2: 10 ms, no clicks): the first frame of a fade-in
/// and the last frame of a fade-out are exactly 0.
///
///     var fade = LinearFade(frameCount: 5, fadeIn: 2, fadeOut: 2)
///     (0..<5).map { _ in fade.next() }   // [0, 0.5, 1, 0.5, 0]
struct LinearFade: Envelope {
  private let frameCount: Int
  private let fadeIn: Int
  private let fadeOut: Int
  private var frame = 0

  /// - Parameters: fadeIn and fadeOut are frame counts, each shortened to half the sound; 0 means
  ///   no fade at that end (a glide segment joined to its neighbour).
  init(frameCount: Int, fadeIn: Int, fadeOut: Int) {
    self.frameCount = frameCount
    self.fadeIn = min(fadeIn, frameCount / 2)
    self.fadeOut = min(fadeOut, frameCount / 2)
  }

  @inline(__always)
  mutating func next() -> Float {
    // Frame counts are far from Int's bounds: wrapping arithmetic, without overflow checks.
    defer { frame &+= 1 }
    if frame < fadeIn { return Float(frame) / Float(fadeIn) }
    let remaining = frameCount &- 1 &- frame
    if remaining < fadeOut { return Float(remaining) / Float(fadeOut) }
    return 1
  }
}

/// A percussive "bell" for earcons: a 1 ms linear attack, an exponential decay to about 2 % over
/// the sound, and a short linear fade to exactly 0 at the end.
struct BellEnvelope: Envelope {
  private var fade: LinearFade
  private var level: Float = 1
  private let decay: Float

  init(frameCount: Int, sampleRate: Int, fadeFrames: Int) {
    let attack = max(1, min(sampleRate / 1_000, frameCount / 4))
    fade = LinearFade(
      frameCount: frameCount, fadeIn: attack, fadeOut: min(fadeFrames, frameCount / 4))
    // e^(−4) ≈ 0.018 after `frameCount` frames.
    decay = Float(exp(-4 / Double(max(1, frameCount))))
  }

  @inline(__always)
  mutating func next() -> Float {
    defer { level *= decay }
    return level * fade.next()
  }
}
