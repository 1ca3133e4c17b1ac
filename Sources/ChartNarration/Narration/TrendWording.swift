import ChartModel

/// What may be said about a series' direction, from the trend test and the hedge ladder of
/// `analysis.md` §1: assert only with p < α and enough points; "tended to" for weaker evidence;
/// otherwise "no clear trend".
enum TrendWording: Equatable {
  case rising
  case falling
  case tendRise
  case tendFall
  /// No clear trend; `isLevel` when the range is under 10% of the mean's magnitude.
  case none(isLevel: Bool)
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
    let test = trend.mannKendall
    let up = test.s > 0
    if trend.pValue < policy.trendSignificance, test.s != 0 {
      if statistics.count >= policy.minimumPointsForAssertion {
        self = up ? .rising : .falling
      } else {
        self = up ? .tendRise : .tendFall
      }
    } else if trend.pValue < policy.tendencySignificance, test.s != 0 {
      self = up ? .tendRise : .tendFall
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
    case .constant: "constant"
    case .tooFew: "fewPoints"
    }
  }
}
