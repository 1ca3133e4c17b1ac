import Foundation

// MARK: - The medians of a series' steps, shared by the detectors that need them

/// The median of a series' first differences and the median of their absolute deviations from
/// it (their MAD), computed once for the finite points of one series and read by both the
/// volatility (``Statistics/typicalStep(_:range:stepMedians:)``) and the jump
/// (``Statistics/jumpSizeAndScale(_:policy:stepMedians:)``), which would otherwise each take the same
/// two medians of millions of steps.
///
/// Only the medians read off the differences as they are computed are shared (the values span
/// less than half the largest `Double`); both callers take them by the same method from the same
/// values, so either may compute them and the other reads the same numbers. The first caller
/// computes them while holding the lock; a caller on another thread waits for them.
package final class StepMedians: @unchecked Sendable {
  private let lock = NSLock()
  private var computed: (center: Double, deviation: Double)?

  package init() {}

  /// The medians, computed by `compute` on the first call and kept for the later ones.
  ///
  /// - Complexity: O(1) after the first call; the first costs `compute`.
  package func value(_ compute: () -> (center: Double, deviation: Double)) -> (center: Double, deviation: Double) {
    lock.lock()
    defer { lock.unlock() }
    if let computed { return computed }
    let value = compute()
    computed = value
    return value
  }
}

extension Statistics {
  /// The median of the first differences of `y` and the median of their absolute deviations from
  /// it, both read by the sampled bracket of ``median(ofFinite:)``; `shared` keeps them for the
  /// next caller of the same series.
  ///
  /// - Precondition: Every difference and deviation is finite (the values span less than half
  ///   the largest `Double`).
  /// - Complexity: O(*n*) on the first call for a series, O(1) after.
  static func medianSteps(
    _ y: UnsafeBufferPointer<Double>, sharing shared: StepMedians?
  ) -> (center: Double, deviation: Double) {
    let compute = {
      let center = median(ofFinite: Differences(y))
      return (center, median(ofFinite: Deviations(Differences(y), center: center)))
    }
    return shared.map { $0.value(compute) } ?? compute()
  }
}
