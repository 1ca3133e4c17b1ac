/// The statistics behind chartvoice's descriptions, as static functions on plain numbers.
///
///     Statistics.mean([1, 2, .nan, 6])        // 3.0
///     Statistics.median([5, 1, 3])            // 3.0
///     Statistics.mannKendall([1, 2, 3, 4, 5])?.s   // 10
///
/// Conventions shared by every function here (see `analysis.md` §1):
/// - **Non-finite values are missing.** NaN (and, should one slip in, ±∞) is skipped; with no
///   finite value left a function returns `nil`, never NaN and never a trap.
/// - **Series order is time order.** Order-dependent statistics (Mann–Kendall) take the values in
///   the order given; x-dependent ones (Theil–Sen) use the x positions.
/// - **Each function has an `[Double]` and an `UnsafeBufferPointer<Double>` form**, so callers
///   holding a ten-million-point column avoid copies they do not need.
/// - **Deterministic.** Sampled estimates use a seeded `SplitMix64`; results are identical from
///   run to run.
///
/// ``SeriesStatistics`` and ``ChartAnalysis`` combine them for whole series and charts, sharing
/// one sort between the median and the Mann–Kendall test.
public enum Statistics {}
