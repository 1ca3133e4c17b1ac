/// Every threshold the analysis uses, in one value, so tests can pin them and callers can tune them.
///
/// The defaults follow `analysis.md`; those marked *default* there are chartvoice's own choices.
public struct DescriptionPolicy: Sendable, Equatable {
  /// Significance level of the two-sided Mann–Kendall trend test.
  public var trendSignificance: Double = 0.05
  /// Below this p-value (and at or above ``trendSignificance``) a direction is only hedged:
  /// "tended to rise".
  public var tendencySignificance: Double = 0.10
  /// A significant trend over fewer finite points than this is hedged, not asserted.
  public var minimumPointsForAssertion: Int = 8
  /// Fewer finite points than this: no trend test, only "went from X to Y".
  public var minimumPointsForTrendTest: Int = 5
  /// Up to this many points Mann–Kendall's p-value uses the exact distribution of S (no ties).
  public var exactMannKendallLimit: Int = 10
  /// Up to this many points the Theil–Sen slope is the exact median of all pairwise slopes;
  /// above it, the median of a seeded random sample of ``theilSenSamplePairs`` pairs.
  public var exactTheilSenLimit: Int = 2_000
  /// How many pairs the sampled Theil–Sen slope draws.
  public var theilSenSamplePairs: Int = 200_000
  /// Seed of the sampled Theil–Sen slope, so a description is reproducible.
  public var theilSenSeed: UInt64 = 0x5EED_C4A7_0001

  public init() {}

  /// The defaults.
  public static let standard = DescriptionPolicy()
}
