/// Every threshold the analysis uses, in one value, so tests can pin them and callers can tune them.
///
/// The defaults follow `analysis.md`; those marked *default* there are chartvoice's own choices.
public struct DescriptionPolicy: Sendable, Equatable {
  /// Significance level of the two-sided Mann–Kendall tests of gaps and relationships.
  public var trendSignificance: Double = 0.05
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
  /// Above this lag-1 autocorrelation of the Theil–Sen residuals, Mann–Kendall's variance is
  /// inflated by the Hamed–Rao factor for lag 1 (`analysis.md` §1, *default* 0.3).
  public var autocorrelationThreshold: Double = 0.3

  // MARK: Trend calibration (`docs/patterns.md`, "Trend")

  /// A series' trend is claimed ("rose", "tended to rise") only below this p-value of the
  /// autocorrelation-corrected Mann–Kendall test: under 0.05 so that the measured false-claim rate
  /// of 1,000 trendless series stays under 5 % (`TrendCalibrationTests`).
  public var trendClaimSignificance: Double = 0.04
  /// Below this p-value a claimed trend is asserted ("rose"); from it up to
  /// ``trendClaimSignificance`` it is hedged ("tended to rise").
  public var trendAssertionSignificance: Double = 0.01
  /// The residuals are stationary (not a possible random walk) when *n*(1 − ρ̂) exceeds this times
  /// *n*/(*n* + 8): about the 97.5th percentile of the Dickey–Fuller-type statistic of a driftless
  /// random walk about its Theil–Sen line, measured at 8 to 2,000 points.
  public var stationarityScale: Double = 30
  /// A series that could be a random walk is given a trend only when Kendall's |τ| is at least
  /// this plus 1/*n*: above the 97th percentile of |τ| of a driftless random walk.
  public var randomWalkTau: Double = 0.85

  // MARK: Turning points (`docs/patterns.md`, "Peak or valley")

  /// Peaks and valleys are sought in at most this many bucket means of consecutive points.
  public var turningPointBuckets: Int = 200
  /// Each side of a turning point holds at least this many bucket means (the extreme excluded).
  public var turningPointSidePoints: Int = 3
  /// Each side falls from the extreme by at least this share of the range (its outer third's
  /// median against the extreme).
  public var turningPointFall: Double = 0.25
  /// Stationary residuals: each side's trend toward the extreme has an AR(1)-corrected
  /// Mann–Kendall p-value under this.
  public var turningPointSignificance: Double = 0.03
  /// The stationarity test of the two sides' residuals, as ``stationarityScale``.
  public var turningPointStationarityScale: Double = 33
  /// Otherwise both sides' Kendall τ toward the extreme is at least this (above the 97.5th
  /// percentile of a driftless random walk's).
  public var turningPointTau: Double = 0.8

  // MARK: Shape

  /// Above this many finite points, segmentation runs on an LTTB downsample (`analysis.md` §2).
  public var segmentationDownsampleThreshold: Int = 500
  /// How many points the segmentation downsample keeps (the global extremes are re-inserted).
  public var segmentationPoints: Int = 200
  /// Ramer–Douglas–Peucker tolerance on x and y normalised to [0, 1]: 8 % of the y range.
  public var segmentTolerance: Double = 0.08
  /// A segment whose rise or fall is under this share of the y range is flat.
  public var flatSegmentFraction: Double = 0.05
  /// A summary names at most this many segments; beyond, "with several ups and downs".
  public var maximumSegments: Int = 4

  // MARK: Outliers and volatility

  /// A point is an outlier when its robust z (Iglewicz & Hoaglin: 0.6745·(r − median)/MAD) is
  /// larger than this in magnitude.
  public var outlierZ: Double = 3.5
  /// Values that stand out of a ranking and points off a scatter plot's fit: the family-wise
  /// level α of the Bonferroni threshold over the *n* points, z = Φ⁻¹(1 − α/2*n*) × (1 +
  /// ``outlierSmallSampleFactor`` · *n*^−0.8), never below ``outlierZ``. The factor covers the
  /// noise of a median absolute deviation from few values (`OutlierCalibrationTests`: without it,
  /// 10 % of 12 normal values and 100 % of 10,000 had a value that "stood out").
  public var outlierFamilyLevel: Double = 0.03
  public var outlierSmallSampleFactor: Double = 8
  /// Fewer values than this have no outliers among them (a median absolute deviation of a
  /// handful says little of the spread).
  public var minimumPointsForOutliers: Int = 8
  /// The window of the rolling median whose residuals time-series outliers are judged by.
  public var outlierRollingWindow: Int = 5
  /// Above this many finite points, the median and MAD of the outlier residuals are estimated
  /// from a seeded sample of ``robustScaleSamples`` residuals (every point is still tested).
  public var exactRobustScaleLimit: Int = 200_000
  public var robustScaleSamples: Int = 100_000
  /// When MAD is 0, the scale is the mean absolute deviation times this (*unverified* constant).
  public var meanAbsoluteDeviationScale: Double = 1.2533
  /// How many outliers, gaps and crossings the analysis keeps in detail (the counts are exact).
  public var maximumListedItems: Int = 100
  /// Efficiency ratio ≥ this: "steadily"; below ``erraticEfficiency``: "erratically".
  public var steadyEfficiency: Double = 0.7
  public var erraticEfficiency: Double = 0.3
  /// Reversals in under this share of the pairs of consecutive steps: "smooth" (`docs/patterns.md`,
  /// "Volatility").
  public var smoothDirectionChanges: Double = 0.2
  /// Neither smooth nor volatile, with a typical step under this share of the range: "steady"
  /// (never said).
  public var steadyResidualSpread: Double = 0.12

  // MARK: Volatility calibration (`docs/patterns.md`, "Volatility")

  /// "Volatile": the direction reverses more often than a coin flip (a random walk's rate, 1/2)
  /// by at least this many binomial standard errors (one-sided 1 %) …
  public var volatileReversalZ: Double = 2.326
  /// … and the typical step (1.4826 × MAD of the first differences) is at least this share of the
  /// range, so the zigzag is visible on the chart.
  public var volatileNoiseToRange: Double = 0.1

  // MARK: Seasons, steps and sign changes

  /// A season is claimed only below this p-value of the F-test by phase (shared by the candidate
  /// cycles of a cadence), calibrated in `SeasonCalibrationTests` (`docs/patterns.md`).
  public var seasonSignificance: Double = 0.005
  /// … with at least this seasonal strength 1 − Var(R)/Var(S + R) …
  public var minimumSeasonalStrength: Double = 0.3
  /// … a seasonal amplitude (range of the phase means) of at least this share of the y range …
  public var minimumSeasonalAmplitude: Double = 0.1
  /// … at least this many complete cycles of detrended values (so 3 cycles of data) …
  public var minimumSeasonalCycles: Int = 2
  /// … and in at least this share of them the highest and the lowest value within one phase of
  /// the named peak and trough.
  public var minimumSeasonalConsistency: Double = 0.5
  /// A season of days of the month is a spike on one day when that day's mean exceeds every
  /// other day's by at least this share of its height above the median day …
  public var daySpikeSeparation: Double = 0.5
  /// … and the month's highest value is on that very day in at least this share of the months.
  public var daySpikeConsistency: Double = 0.5
  /// A weekly season is "weekdays against the weekend" only when the F-test of Monday to Friday
  /// sharing one level does not reject it at this level (`SeasonWeekPartCalibrationTests`) …
  public var weekPartSignificance: Double = 0.001
  /// … and Saturday and Sunday both lie at least this share of the season's range on the same
  /// side of the weekday level.
  public var minimumWeekPartShare: Double = 0.3
  /// … and the five weekday means span at most this times the nearer weekend day's offset.
  public var maximumWeekdaySpread: Double = 1
  /// A level shift is accepted by binary segmentation when it lowers the squared error, in units
  /// of the noise variance from first differences, by more than this times ln *n* (a BIC-type
  /// penalty, `ChangePoints.swift`), calibrated in `StepCalibrationTests`.
  public var stepPenalty: Double = 2.5
  /// Fewer finite points than this: a step only where the levels hold exactly.
  public var minimumPointsForSteps: Int = 20
  /// Each level of a step holds at least this many points.
  public var minimumStepSegment: Int = 4
  /// Steps are claimed only when the residual SD about the levels is at most this multiple of
  /// the noise scale of the first differences within levels (their root mean square over √2): a
  /// random walk, an AR(1) series or a curve cut into levels leaves residuals far above it.
  public var maximumStepResidualRatio: Double = 1.3
  /// … and when the lag-1 autocorrelation of those residuals, within levels, is at most this (a
  /// wave or a wander cut into levels leaves them smooth).
  public var maximumStepResidualAutocorrelation: Double = 0.3
  /// Every step is at least this many residual SDs …
  public var minimumStepSize: Double = 2
  /// … times √(this many points / *n*) when the series is shorter: 20 to 50 points of a random
  /// walk or an AR(1) series cut into levels look like steps of 2 to 3 SDs far more often than
  /// longer ones (`StepCalibrationTests` at 20, 36 and 100 points).
  public var stepShortSeriesPoints: Int = 100
  /// At most this many steps are described; more found means no step sentence.
  public var maximumSteps: Int = 2
  /// A longer series is searched for steps on the means of this many consecutive buckets, so the
  /// detector's memory is bounded at any length (10 M points: a few megabytes, not gigabytes).
  public var maximumStepPoints: Int = 100_000
  /// A series that changes sign at most this many times says where ("below zero until …").
  public var maximumSignChanges: Int = 2

  // MARK: Spikes, dips, episodes and zero runs

  /// Spikes and dips are judged against the median of this many points on each side.
  public var spikeNeighbours: Int = 3
  /// The family level α of the spike detector: a series is tested at *n* − 2 points, each at
  /// α/(*n* − 2) (Bonferroni), so a series without a spike shows one with chance about α or less.
  public var spikeFamilyLevel: Double = 0.05
  /// Fewer finite points than this: no spike or dip is sought. At 3 points the spread rests on
  /// the 2 residuals of the one interior point, and white noise shows a "spike" in 17.5 % of
  /// series; from 4 points every null model stays under 5 %
  /// (`SpikeCalibrationTests.shortSeriesClaimSpikesOnlyWhenCalibrated`).
  public var minimumPointsForSpikes: Int = 4
  /// The smallest spike threshold, in robust residual spreads, however short the series.
  public var spikeMinimumZ: Double = 3.3
  /// A spike returns at once: its residual on the lower side is at least this share of the
  /// other. A jump to a peak followed by a slow fall (3.5% → 14.7% → 13.8% → …) is a step or a
  /// peak, not a spike (`SpikeCalibrationTests`, the jump-then-decline null).
  public var spikeMinimumReturn: Double = 0.5
  /// Fewer finite points than this: no anomalous episode is sought.
  public var minimumPointsForEpisodes: Int = 100
  /// An episode's points (smoothed by a rolling median of 5) lie more than this many robust SDs
  /// (MAD/0.6745 of the values) from the median.
  public var episodeZ: Double = 4
  /// The stated level of an episode ("above −16 °C") is at least this many robust SDs from the
  /// median, or no episode is said.
  public var episodeLevelZ: Double = 2.5
  /// An episode spans at least this many points …
  public var minimumEpisodePoints: Int = 3
  /// … and at most this share of the series (longer, it is a level of its own, not an episode).
  public var maximumEpisodeShare: Double = 0.2
  /// Episodes are sought only in series whose robust SD is at most this multiple of the noise
  /// SD measured on first differences (MAD(Δy)/(0.6745·√2)): a series that wanders (a random
  /// walk, a trend, a step) has no usual level to depart from.
  public var episodeStationarity: Double = 2.5

  // MARK: A jump, then a fall (`Statistics.jump(x:y:policy:)`)

  /// Fewer finite points than this: no jump is sought.
  public var minimumPointsForJump: Int = 8
  /// The family level α of the jump: the largest of the *n* − 1 first differences is tested at
  /// α/(2(*n* − 1)) two-sided (Bonferroni), floored at ``spikeMinimumZ`` robust SDs.
  public var jumpFamilyLevel: Double = 0.05
  /// The jump is at least this share of the series' range (a reader sees it at once).
  public var minimumJumpShare: Double = 0.3
  /// The point after the top is still this share of the jump beyond the point before it.
  public var jumpHold: Double = 0.5
  /// The tail from the top to the end has at least this many points …
  public var minimumJumpTail: Int = 5
  /// … a Mann–Kendall p-value under this …
  public var jumpTailSignificance: Double = 0.05
  /// … Kendall's τ at least this against the jump …
  public var jumpTailTau: Double = 0.6
  /// … and the median of its last third this share of the jump back from the top. The movement
  /// back is "steady" when its efficiency ratio is at least ``steadyEfficiency``.
  public var jumpFallBack: Double = 0.3

  // MARK: A crash or a surge over a few steps (`Statistics.sharpMove(x:y:policy:)`)

  /// Fewer finite points than this: no sharp move is sought.
  public var minimumPointsForSharpMove: Int = 30
  /// More finite points than this: no sharp move is sought (a move over a few of so many points
  /// is a few pixels wide, and the windows' scan would cost a copy of the differences).
  public var maximumPointsForSharpMove: Int = 100_000
  /// A move spans 2 steps up to this share of the points …
  public var sharpMoveStepShare: Double = 0.1
  /// … and at most this many steps.
  public var sharpMoveMaximumSteps: Int = 5
  /// The family level α of the sharp move: the largest window z is tested at α/(2*n*(*K* − 1))
  /// two-sided (Bonferroni over the windows; `SharpMoveCalibrationTests`) …
  public var sharpMoveFamilyLevel: Double = 0.01
  /// … widened by 1 + *c*·*n*^−0.8 (the MAD of few steps is uncertain).
  public var sharpMoveSmallSampleFactor: Double = 3
  /// The move is at least this share of the series' range …
  public var minimumSharpMoveShare: Double = 0.3
  /// … no single step of it carries more than this share of it …
  public var sharpMoveLargestStepShare: Double = 0.7
  /// … and its mean step is at least this multiple of the median step just before it and just
  /// after it (a steady fall goes on at its pace on both sides).
  public var sharpMoveNeighbourRatio: Double = 3
  /// The steps on each side whose median that is.
  public var sharpMoveNeighbourSteps: Int = 5
  /// The values "recovered" after a fall when the last one came back at least this share of it
  /// (and none went lower): a fact of the data, not a test.
  public var sharpMoveRecovery: Double = 0.25

  // MARK: A first or last value far outside the rest (`Statistics.endSpike(x:y:policy:)`)

  /// Fewer finite points than this: no end value is tested against the rest.
  public var minimumPointsForEndSpike: Int = 6
  /// The end value lies beyond the range of the other values by at least this multiple of that
  /// range: the step to it is larger than all the change of the rest together …
  public var endSpikeRangeFactor: Double = 1.0
  /// … and the step to it is at least this many robust SDs of the other steps
  /// (MAD(Δy)/0.6745) from their median (`EndSpikeCalibrationTests`).
  public var endSpikeZ: Double = 5.0

  // MARK: Empty periods (`Statistics.zeroRun(x:y:policy:)`)

  /// Fewer finite points than this: no run of zeros is sought.
  public var minimumPointsForZeroRun: Int = 8
  /// A run of zeros has at least this many points …
  public var minimumZeroRun: Int = 2
  /// … and at most this share of the series.
  public var maximumZeroRunShare: Double = 1.0 / 3
  /// Zeros outside the run are at most this share of the other points, overall and nearby.
  public var maximumOtherZeroShare: Double = 0.1
  /// The chance of so long a run under the null (independent zeros, or a Markov chain of them)
  /// is under this.
  public var zeroRunSignificance: Double = 0.05

  // MARK: Gaps and recency

  /// A step longer than this many cadence periods leaves periods with no data.
  public var gapFactor: Double = 1.5
  /// A daily series with no weekend point over at least this many whole weekends has points on
  /// weekdays only: its weekends are not gaps (`WeekdayCalibrationTests`).
  public var minimumWeekendsForWeekdays: Int = 3
  /// A sparkline whose last point is older than this many cadence periods before `now` is stale.
  public var staleFactor: Double = 1.5

  // MARK: Several series

  /// Crossings ignore stretches where two series are closer than this share of the range.
  public var crossingHysteresis: Double = 0.02
  /// "Moved closely together": Pearson r on levels at least this …
  public var coMovementLevels: Double = 0.6
  /// … and on first differences at least this, over at least ``minimumPointsForCoMovement`` x.
  public var coMovementDifferences: Double = 0.3
  public var minimumPointsForCoMovement: Int = 5
  /// … and the steps' correlation significant at this one-sided level, so that two series
  /// that merely trend the same way are not said to move together (`CoMovementCalibrationTests`).
  public var coMovementSignificance: Double = 0.01
  /// More series than this: name the top, the bottom and the outliers; group the rest.
  public var maximumNamedSeries: Int = 5
  /// At most this many ranges (a Gantt chart's tasks) are listed one by one in the summary; more
  /// are summed up by the widest, the narrowest and what they cover together, so that the
  /// summary's length follows what there is to say, not the number of bars (a candlestick chart
  /// of 44 days was one sentence of 44 ranges).
  public var maximumListedRanges: Int = 6
  /// Above this many aligned points, the gap trend is tested on bucket means.
  public var gapTrendBucketThreshold: Int = 100_000
  /// How many bucket means the gap trend then uses.
  public var gapTrendBuckets: Int = 2_000

  // MARK: Leader change (calibrated: LeaderChangeCalibrationTests)

  /// "B overtook A in May and led from then on" only below this p-value of the shift in B − A
  /// at the takeover (*default*, with the run lengths below: ≤ 5 % false claims measured).
  public var leaderChangeSignificance: Double = 0.001
  /// Fewer positions compared than this: no leader change is claimed.
  public var minimumPointsForLeaderChange: Int = 8
  /// Before and after the takeover, each side covers at least this many positions …
  public var leaderChangeMinimumRun: Int = 4
  /// … and at least this share of all positions compared.
  public var leaderChangeMinimumShare: Double = 0.2
  /// Before the takeover, the overtaken series led at more than this share of the positions.
  public var leaderChangeHeadShare: Double = 0.5
  /// A side of the takeover with at least this many points has its noise measured about a
  /// straight line, a shorter one about its mean.
  public var leaderChangeLineFit: Int = 8

  // MARK: Gap between two series (calibrated: GapCalibrationTests)

  /// "The gap widened/narrowed" only below this p-value (*default*: under 0.05, so that measured
  /// false claims on independent series stay under 5 %).
  public var gapTrendSignificance: Double = 0.03
  /// Above this lag-1 autocorrelation of the gap's residuals about its line, the gap is tested as
  /// a random walk (a t-test of its mean step) instead of by Mann–Kendall.
  public var gapWalkAutocorrelation: Double = 0.3
  /// Fewer shared x positions than this: no gap trend is claimed (with a dozen points a random
  /// walk's gap cannot be told from a widening one: 40 % false claims at 12 points).
  public var minimumPointsForGapTrend: Int = 30

  // MARK: Part to whole

  /// A share above this is "a majority".
  public var majorityShare: Double = 0.5
  /// Shares in this band are "about half".
  public var aboutHalfBand: ClosedRange<Double> = 0.45...0.55
  /// Largest/smallest ratio below this: a pie's slices are "roughly equal" and a ranking's
  /// values "fairly evenly spread" (*default*; measured: EvenSpreadCalibrationTests). One
  /// definition for both, and one a listener would agree with and the data can show: the largest
  /// is less than 20% above the smallest, so every value lies within about ±9% of the midpoint of
  /// the two. Normalised entropy, used before, is no such measure: bars of 71, 62, 48 and 23
  /// (the largest three times the smallest) have an entropy of 0.95 of the maximum.
  public var equalSharesRatio: Double = 1.2
  /// Normalised entropy below this: "dominated by a few".
  public var dominatedEvenness: Double = 0.5

  // MARK: Composition: the part that became the largest (calibrated: LargestPartCalibrationTests)

  /// "X became the largest part": the share difference between the new and the first largest
  /// part must lie beyond this many noise SDs (from second differences) at both ends.
  public var largestPartChangeZ: Double = 3
  /// Fewer positions with a positive total than this: no leader change is claimed.
  public var minimumPositionsForLargestPartChange: Int = 4
  /// The new largest part must lead at this many positions at the end at least ("became" is
  /// a change that lasts).
  public var minimumLargestPartRun: Int = 2
  /// A stack whose first or last total is below this share of its largest total gets no
  /// composition shift and no new largest part: shares of a sliver are mostly noise.
  public var minimumEndTotalShare: Double = 0.1

  // MARK: Scatter and radar

  /// The lower bounds of |r| for "weak", "moderate", "strong" and "very strong" (Evans 1996,
  /// *secondary*); below the first, "very weak or no clear".
  public var correlationBands: [Double] = [0.2, 0.4, 0.6, 0.8]
  /// |Spearman − Pearson| above this: "related, but not in a straight line".
  public var rankDivergence: Double = 0.1
  /// Fewer points than this (or p ≥ ``trendSignificance``): "with so few points the pattern is
  /// uncertain".
  public var minimumPointsForCertainRelationship: Int = 10
  /// "Most points lie between" the percentiles at these fractions.
  public var spreadQuantiles: ClosedRange<Double> = 0.1...0.9
  /// Every cluster holds at least this share of the points.
  public var minimumClusterShare: Double = 0.05
  /// Fewer points than this are never said to form clusters (*default*: a dozen points split
  /// into two groups proves little).
  public var minimumPointsForClusters: Int = 20
  /// An axis with fewer distinct values than this (a count of cylinders, a rating from 1 to 5)
  /// stacks the points in columns or rows: those are the axis's grid, not clusters, so none are
  /// sought (*default*: 12).
  public var minimumDistinctValuesForClusters: Int = 12
  /// Above this many points, clusters are sought in a seeded sample of this many.
  public var clusterSampleLimit: Int = 2_000

  // MARK: Clusters and relationships (calibrated: ClusterCalibrationTests,
  // RelationshipCalibrationTests)

  /// Scatter clusters are told only when, for every pair of clusters, the best two-group split
  /// of their points projected on the line between the centres explains at least this share of
  /// that projection's variance, plus ``clusterSplitSmallSample``/√*m* for the pair's *m*
  /// points (*default*, calibrated against one Gaussian, uniform or linear cloud: ≤ 1 % false
  /// clusters).
  public var clusterSplitRatio: Double = 0.77
  public var clusterSplitSmallSample: Double = 0.7
  /// k-means runs from this many seeded k-means++ starts and keeps the tightest.
  public var clusterRestarts: Int = 5
  /// A scatter plot's x and y are said to be related only when Pearson's r or Spearman's ρ has
  /// a two-sided p-value below half of this (Bonferroni over the two; *default*: 0.03, so that
  /// measured false claims on independent x and y stay under 5 %, with power ≥ 90 % at r = 0.5
  /// from 50 points); otherwise "no clear relationship".
  public var relationshipSignificance: Double = 0.03
  /// Radar balance by coefficient of variation: below the first "well balanced", above the second
  /// "lopsided".
  public var radarBalance: ClosedRange<Double> = 0.15...0.4

  // MARK: Salience and budgets

  /// The summary says the orientation and at most this many facts, most salient first (issue 12
  /// §2, `content.md` §2); exceptions (missing data) count within it.
  public var maximumSummaryFacts: Int = 5
  /// A sparkline's summary: at most this many facts (`content.md` §3: "alt text only, plus an
  /// optional one-sentence summary"; the second is its recency or an exception).
  public var maximumSparklineFacts: Int = 2
  /// The alt text's budget in characters (grapheme clusters): longer, it drops clauses (the
  /// shape for the trend, a second clause after a semicolon) until it fits.
  public var maximumAltCharacters: Int = 150

  // MARK: Readout

  /// A readout lists every point of a series up to this many; above, it reads the series in
  /// ``readoutGroups`` groups of consecutive points (`content.md` §2: "group before listing").
  public var readoutGroupThreshold: Int = 200
  public var readoutGroups: Int = 100

  // MARK: Options

  /// A centred rolling mean of this many points (shrinking at the edges) is described as a trend
  /// line (`--rolling N`); `nil` for none.
  public var rollingWindow: Int?
  /// Raw events are summed into these calendar buckets before the analysis, empty buckets as zero
  /// (`--bucket`); `nil` keeps the data as given.
  public var bucket: BucketUnit?
  /// The present, in seconds since 1970 UTC, for the recency of sparklines (`--now`); `nil`
  /// judges no recency and ends the window at the last point.
  public var now: Double?

  // MARK: Threads (never a fact: the analysis is the same on any number of them)

  /// How many threads the analysis may use: the calling one and up to `maxConcurrency − 1` it
  /// starts for the call (`--jobs`). 1, the default, starts none.
  public var maxConcurrency: Int = 1
  /// A series of at least this many points has its statistics computed in independent pieces on
  /// up to ``maxConcurrency`` threads (several series of this many points in all, a series a
  /// thread); smaller ones on the calling thread, where starting a thread would cost more than
  /// it saves. Measured by `parallel-cutoff` (`Benchmarks/`, part of `make bench`) on a seeded
  /// random walk, two threads against one: from 5,000 points on, two threads shortened the
  /// critical path by CPU by at least 10 % at every size in both of two runs (1.25× and 1.28× at
  /// 5,000, 1.34× and 1.36× at 10,000, 1.5–2.2× from 50,000 to 500,000; 1.05× and 1.07× at
  /// 2,000), load average 8–13 on 2 cores; an idle machine's wall clock gave the same 5,000.
  public var parallelAnalysisMinimumPoints: Int = 5_000

  public init() {}

  /// The defaults.
  public static let standard = DescriptionPolicy()
}
