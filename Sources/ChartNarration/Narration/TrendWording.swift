import ChartModel

/// What may be said about a series' direction, from the calibrated trend test
/// (``Statistics/trend(x:y:policy:)``): a claimed trend is asserted when its p-value is under
/// ``DescriptionPolicy/trendAssertionSignificance`` over enough points, hedged ("tended to") when
/// it lies between that and ``DescriptionPolicy/trendClaimSignificance``; an unclaimed trend is
/// "no clear trend". The wording never hedges a p-value under the assertion level.
enum TrendWording: Equatable {
  case rising
  case falling
  case tendRise
  case tendFall
  /// No clear trend; `isLevel` when the range is under 10% of the mean's magnitude.
  case none(isLevel: Bool)
  /// No claimed trend, though the plain Mann–Kendall test would call one: a series that could be
  /// a random walk that wandered. Said factually (where it went), never "no clear trend".
  case unclear
  case constant
  /// Too few points to test.
  case tooFew

  init(_ statistics: SeriesStatistics, policy: DescriptionPolicy) {
    if statistics.isConstant, statistics.count >= 2 {
      self = .constant
      return
    }
    guard let trend = statistics.trend else {
      self = .tooFew
      return
    }
    if trend.direction != .none {
      let up = trend.direction == .rising
      if trend.pValue < policy.trendAssertionSignificance, statistics.count >= policy.minimumPointsForAssertion {
        self = up ? .rising : .falling
      } else {
        self = up ? .tendRise : .tendFall
      }
    } else if trend.mannKendall.s != 0, trend.mannKendall.pValue < policy.trendClaimSignificance {
      self = .unclear
    } else {
      let range = statistics.max.y - statistics.min.y
      self = .none(isLevel: abs(statistics.mean) > 0 && range < 0.1 * abs(statistics.mean))
    }
  }

  /// The phrase id suffix shared by alt text and summary phrases.
  var key: String {
    switch self {
    case .rising: "rising"
    case .falling: "falling"
    case .tendRise: "tendRise"
    case .tendFall: "tendFall"
    case .none: "none"
    case .unclear: "fewPoints"
    case .constant: "constant"
    case .tooFew: "fewPoints"
    }
  }
}
