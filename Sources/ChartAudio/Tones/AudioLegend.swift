import ChartModel

/// What a listener needs to know before the tones play, as facts: the spoken legend's phrases
/// (in `Locales/*.json`, never in Swift) turn them into "Higher pitch means higher revenue, from
/// 12 thousand to 34 thousand dollars. Left to right is January to December. A click marks the
/// highest point. A noise burst marks missing data." (`sonification.md` §7).
///
///     let legend = AudioLegend(plan: plan, descriptor: chart)
///     legend.valueAtLowestPitch    // 12000
///     legend.earcons               // [.seriesStart, .seriesEnd, .maximum, .minimum]
public struct AudioLegend: Sendable, Equatable {
  /// The y axis' title, the measure pitch stands for ("Revenue").
  public var measureTitle: String
  /// The y axis' unit, when it has one ("USD").
  public var measureUnit: String?
  /// The value that sounds at the lowest pitch (the domain's top when inverted); `nil` without
  /// finite values.
  public var valueAtLowestPitch: Double?
  /// The value that sounds at the highest pitch.
  public var valueAtHighestPitch: Double?
  /// Hz of the lowest and highest pitch a value can take.
  public var lowestFrequency: Double
  public var highestFrequency: Double
  /// Whether higher values sound lower.
  public var isInverted: Bool
  /// Whether pitch follows the logarithm of the value.
  public var isLogarithmic: Bool
  /// The x axis' title ("Month").
  public var xTitle: String
  /// The x value at the far left and far right (first and last category, earliest and latest
  /// date); `nil` without data.
  public var xStart: XValue?
  public var xEnd: XValue?
  /// Whether x is heard as stereo position (stereo output and more than one x position).
  public var pansByX: Bool
  /// One group per series that plays, in order: its name, timbre, continuity, counts, whether
  /// it was reduced.
  public var series: [ToneGroup]
  /// The earcons the plan uses, in ``Earcon`` declaration order; each needs a sentence.
  public var earcons: [Earcon]
  /// The reference lines that get crossing ticks (indices into
  /// ``ChartDescriptor/referenceLines``).
  public var crossedReferenceLines: [Int]
  /// Whether the zero line gets crossing ticks.
  public var marksZeroCrossings: Bool
  /// Whether noise bursts mark missing values.
  public var hasMissingValueCues: Bool
  /// Whether any series was reduced (the legend then says the tones are a summary).
  public var isReduced: Bool

  /// The legend of `plan`, which was made from `descriptor`.
  ///
  /// - Complexity: O(*e*) in the plan's events.
  public init(plan: TonePlan, descriptor: ChartDescriptor) {
    measureTitle = descriptor.yAxis.title
    measureUnit = descriptor.yAxis.unit
    let domain = plan.pitch.domain
    valueAtLowestPitch = plan.pitch.isInverted ? domain?.upperBound : domain?.lowerBound
    valueAtHighestPitch = plan.pitch.isInverted ? domain?.lowerBound : domain?.upperBound
    lowestFrequency = PitchMapping.frequency(midiNote: plan.pitch.lowestNote)
    highestFrequency = PitchMapping.frequency(midiNote: plan.pitch.highestNote)
    isInverted = plan.pitch.isInverted
    isLogarithmic = plan.pitch.isLogarithmic

    let axis = descriptor.xAxis
    xTitle = axis.title
    func value(at position: Double?) -> XValue? {
      guard let position else { return nil }
      if axis.type == .categorical, !axis.categories.indices.contains(Int(position)) { return nil }
      return axis.value(at: position)
    }
    xStart = value(at: plan.pan.domain?.lowerBound)
    xEnd = value(at: plan.pan.domain?.upperBound)
    pansByX =
      plan.style.channelCount == 2 && plan.pan.width > 0
      && plan.pan.domain.map { $0.lowerBound < $0.upperBound } ?? false
    series = plan.groups

    var used = Set<Earcon>()
    var lines = Set<Int>()
    var zero = false
    var missing = false
    for event in plan.events {
      switch event.sound {
      case .earcon(let earcon): used.insert(earcon)
      case .missingValue: missing = true
      case .tone: break
      }
      if let crossing = event.crossing {
        if let index = crossing.referenceLineIndex { lines.insert(index) } else { zero = true }
      }
    }
    earcons = Earcon.allCases.filter(used.contains)
    crossedReferenceLines = lines.sorted()
    marksZeroCrossings = zero
    hasMissingValueCues = missing
    isReduced = plan.isReduced
  }
}
