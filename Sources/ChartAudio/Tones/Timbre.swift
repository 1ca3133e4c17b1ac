/// The waveform of a series' tones; each series gets its own, so listeners can tell them apart.
///
/// Every timbre is band-limited: the renderer sums at most ``SonificationStyle/partialCount``
/// partials, and only those below the Nyquist frequency, so nothing aliases at 22,050 Hz.
public enum Timbre: String, Sendable, Hashable, CaseIterable, Codable {
  /// A pure tone: the fundamental only. Good for continuous glides.
  case sine
  /// Odd harmonics falling as 1/*k*²: soft, nearly a sine, but distinct. Good for both glides and
  /// separate tones.
  case triangle
  /// Odd harmonics falling as 1/*k*: hollow and buzzy. Screen-reader users preferred distinct
  /// square tones for discrete points (`sonification.md` §4).
  case square
  /// Every harmonic falling as 1/*k*: bright and brassy.
  case sawtooth

  /// The harmonic numbers and amplitudes of the first `count` partials, in ascending order.
  ///
  ///     Timbre.square.partials(3)   // [(1, 1), (3, 1/3), (5, 1/5)]
  ///
  /// Signs make the sum start at zero with a rising slope, so a tone can begin at phase 0 without
  /// a click: the triangle alternates its partials' signs.
  ///
  /// - Complexity: O(`count`).
  func partials(_ count: Int) -> [(harmonic: Int, amplitude: Double)] {
    var result: [(harmonic: Int, amplitude: Double)] = []
    for i in 0..<(self == .sine ? 1 : max(1, count)) {
      switch self {
      case .sine:
        result.append((harmonic: 1, amplitude: 1))
      case .triangle:
        let k = 2 * i + 1
        let sign: Double = i.isMultiple(of: 2) ? 1 : -1
        result.append((harmonic: k, amplitude: sign / Double(k * k)))
      case .square:
        let k = 2 * i + 1
        result.append((harmonic: k, amplitude: 1 / Double(k)))
      case .sawtooth:
        let k = i + 1
        result.append((harmonic: k, amplitude: 1 / Double(k)))
      }
    }
    return result
  }
}
