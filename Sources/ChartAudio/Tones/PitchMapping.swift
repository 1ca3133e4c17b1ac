import ChartModel
import Foundation

/// From a value to a pitch: y → MIDI note → Hz, linear in semitones (`sonification.md` §1).
///
///     let mapping = PitchMapping(domain: 0...100, style: SonificationStyle())
///     mapping.note(for: 0)        // 48 (C3)
///     mapping.note(for: 50)       // 66
///     mapping.frequency(for: 100) // 1046.50… (C6)
///
/// The formula: `t = (y − low) / (high − low)`, clamped to 0…1 (on log10 of the values for a
/// logarithmic axis); `note = lowestNote + t × (highestNote − lowestNote)`, or
/// `highestNote − t × …` when inverted; `hz = 440 · 2^((note − 69) / 12)`.
///
/// Edge cases: a missing value (NaN) has no pitch (`nil`); a one-value domain (a constant series)
/// sounds at mid-range; values outside the domain sound at its nearest end; on a logarithmic
/// mapping values ≤ 0 sound at the low end.
public struct PitchMapping: Sendable, Equatable {
  /// The values mapped to the ends of the pitch range (`nil` when there are no finite values).
  public var domain: ClosedRange<Double>?
  /// The MIDI note of the domain's lower end (the upper end's when inverted).
  public var lowestNote: Double
  /// The MIDI note of the domain's upper end (the lower end's when inverted).
  public var highestNote: Double
  public var isInverted: Bool
  public var isLogarithmic: Bool
  public var snapsToSemitones: Bool

  /// A mapping of `domain` onto the style's pitch range.
  ///
  /// - Parameter domain: the values at the ends of the range; on a logarithmic mapping only
  ///   positive bounds are meaningful (a lower bound ≤ 0 is raised to the upper bound ÷ 10⁶).
  public init(domain: ClosedRange<Double>?, style: SonificationStyle) {
    lowestNote = style.lowestNote
    highestNote = style.highestNote
    isInverted = style.invertsPitch
    isLogarithmic = style.isLogarithmic
    snapsToSemitones = style.snapsToSemitones
    if let domain, isLogarithmic, domain.lowerBound <= 0 {
      self.domain = domain.upperBound > 0 ? domain.upperBound / 1e6...domain.upperBound : nil
    } else {
      self.domain = domain
    }
  }

  /// The mapping for a chart: the declared y-axis range when there is one, so that equal values
  /// sound equal across charts sharing an axis; otherwise the minimum and maximum over all series
  /// (positive values only on a logarithmic mapping).
  ///
  /// - Complexity: O(*n*) over all points when the axis declares no range, else O(1).
  public init(descriptor: ChartDescriptor, style: SonificationStyle) {
    // A chart drawn on a logarithmic value axis sounds as it is drawn.
    var style = style
    if descriptor.yAxis.scale == .logarithmic { style.isLogarithmic = true }
    if let declared = descriptor.yAxis.range {
      self.init(domain: declared, style: style)
      return
    }
    var low = Double.infinity
    var high = -Double.infinity
    for series in descriptor.series {
      for value in series.y where value.isFinite && (!style.isLogarithmic || value > 0) {
        low = min(low, value)
        high = max(high, value)
      }
    }
    self.init(domain: low <= high ? low...high : nil, style: style)
  }

  /// Where `value` falls in the domain, 0…1 (0.5 for a one-value domain); `nil` for NaN.
  ///
  /// - Complexity: O(1).
  public func position(of value: Double) -> Double? {
    guard !value.isNaN, let domain else { return nil }
    guard domain.lowerBound < domain.upperBound else { return 0.5 }
    let t: Double
    if isLogarithmic {
      guard value > 0 else { return 0 }
      let low = log10(domain.lowerBound)
      t = (log10(value) - low) / (log10(domain.upperBound) - low)
    } else {
      t = (value - domain.lowerBound) / (domain.upperBound - domain.lowerBound)
    }
    return min(1, max(0, t))
  }

  /// The MIDI note of `value` (fractional unless snapping); `nil` for a missing value.
  ///
  /// - Complexity: O(1).
  public func note(for value: Double) -> Double? {
    guard let t = position(of: value) else { return nil }
    let span = highestNote - lowestNote
    let note = isInverted ? highestNote - t * span : lowestNote + t * span
    return snapsToSemitones ? note.rounded() : note
  }

  /// The frequency of `value` in Hz; `nil` for a missing value.
  ///
  /// - Complexity: O(1).
  public func frequency(for value: Double) -> Double? {
    note(for: value).map(Self.frequency(midiNote:))
  }

  /// Equal temperament at A4 = 440 Hz: `440 · 2^((note − 69) / 12)`.
  ///
  ///     PitchMapping.frequency(midiNote: 69)   // 440
  ///     PitchMapping.frequency(midiNote: 48)   // 130.81…
  ///
  /// - Complexity: O(1).
  public static func frequency(midiNote: Double) -> Double {
    440 * exp2((midiNote - 69) / 12)
  }

  /// The MIDI note of a frequency: `69 + 12 · log2(hz / 440)`.
  ///
  /// - Complexity: O(1).
  public static func midiNote(frequency: Double) -> Double {
    69 + 12 * log2(frequency / 440)
  }
}
