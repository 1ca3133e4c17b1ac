// MARK: - Counting inversions with half the working space

extension Statistics {
  /// The count from which the Mann–Kendall test of a series sorts it in two halves with a
  /// working buffer of half its size (see ``sortCountingInversionsInHalves(_:scratch:)``).
  ///
  /// Below it the whole-size buffer is small and one sort is quicker; above it the half buffer
  /// is what lowers the peak memory of a large series (40 MB less at 10⁷ points).
  static let halvedInversionCountFrom = 1 << 20

  /// Sorts `values` ascending and returns their inversions, as
  /// ``sortCountingInversions(_:scratch:bucketingFrom:refiningFrom:countingBlock:)`` does, with a
  /// working buffer of only ⌈*n*/2⌉ values.
  ///
  /// Each half is sorted on its own (counting the inversions within it) with `scratch` as the
  /// working space; the first half is then copied into `scratch` and merged with the second
  /// into `values` from the front. A value of the second half placed while *k* values of the
  /// first half remain is smaller than all of them: *k* more inversions. Ties take the first
  /// half's value first and are not inversions, as in the whole sort. The writes never
  /// overtake the second half's unread values (the output position is the first half's taken
  /// count plus the second half's, below the second half's next index).
  ///
  /// - Parameters:
  ///   - values: Values without NaN; sorted on return (−0 as +0).
  ///   - scratch: At least ⌈`values.count`/2⌉ elements of working space; overwritten.
  /// - Returns: The number of inversions, exactly as the whole sort counts them.
  /// - Complexity: O(*n* log *n*) time, one more streaming merge than the whole sort.
  package static func sortCountingInversionsInHalves(
    _ values: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>,
    bucketingFrom threshold: Int = 1 << 16
  ) -> Int {
    let count = values.count
    let half = count / 2
    precondition(scratch.count >= count - half, "The scratch buffer is smaller than half the values.")
    guard half > 0, let base = values.baseAddress, let spare = scratch.baseAddress else { return 0 }
    var inversions = sortCountingInversions(
      UnsafeMutableBufferPointer(start: base, count: half), scratch: scratch, bucketingFrom: threshold)
    inversions += sortCountingInversions(
      UnsafeMutableBufferPointer(start: base + half, count: count - half), scratch: scratch,
      bucketingFrom: threshold)
    // Already in order across the halves (a steadily rising series): nothing to merge.
    guard base[half - 1] > base[half] else { return inversions }
    spare.update(from: base, count: half)
    var left = 0
    var right = half
    var output = 0
    while left < half, right < count {
      let a = spare[left]
      let b = base[right]
      let takesRight = b < a
      base[output] = takesRight ? b : a
      inversions &+= takesRight ? half &- left : 0
      right &+= takesRight ? 1 : 0
      left &+= takesRight ? 0 : 1
      output &+= 1
    }
    // What is left of the second half is already in place; the rest of the first half follows.
    if left < half { (base + output).update(from: spare + left, count: half - left) }
    return inversions
  }
}
