// MARK: - Counting inversions with a merge sort

extension Statistics {
  /// Sorts `values` ascending and returns how many pairs were out of order: the number of
  /// *inversions*, pairs of positions *i* < *j* with `values[i] > values[j]`.
  ///
  ///     var values = [3.0, 1, 2, 2]
  ///     Statistics.sortCountingInversions(&values)   // 3: the 3 before the 1 and both 2s
  ///
  /// Equal values are **not** inversions, which is what the Mann–Kendall S needs:
  /// S = *n*₀ − *T* − 2*Q* with *Q* the inversions and *T* the tied pairs (Knight 1966).
  ///
  /// - Parameters:
  ///   - values: Values without NaN; sorted on return.
  ///   - bucketingFrom: The count from which the bucket stage runs (see the buffer form).
  ///   - refiningFrom: The bucket size from which the bucket stage splits a bucket again.
  ///   - countingBlock: The most keys the bucket stage counts in 16-bit lanes at a time.
  /// - Returns: The number of inversions, at most *n*(*n* − 1)/2.
  /// - Complexity: O(*n* log *n*) time, O(*n*) extra memory.
  package static func sortCountingInversions(
    _ values: inout [Double], bucketingFrom threshold: Int = 1 << 16, refiningFrom refine: Int = 512,
    countingBlock block: Int = 65_535
  ) -> Int {
    var scratch = [Double](repeating: 0, count: values.count)
    return values.withUnsafeMutableBufferPointer { values in
      scratch.withUnsafeMutableBufferPointer { scratch in
        sortCountingInversions(
          values, scratch: scratch, bucketingFrom: threshold, refiningFrom: refine, countingBlock: block)
      }
    }
  }

  /// Sorts a buffer ascending and returns its number of inversions; see the `inout [Double]` form.
  ///
  /// The values are first mapped in place to `UInt64` keys that order like them (integer
  /// comparisons let each merge step update its positions with add-with-carry, about a quarter
  /// fewer instructions than with `Double`s) and mapped back at the end; −0 comes back as +0.
  ///
  /// A top-down merge sort that halves each range (⌊*m*/2⌋ and ⌈*m*/2⌉ values), so every merge
  /// joins runs whose lengths differ by at most one, and ping-pongs between `values` and `scratch`
  /// so no merge copies its inputs first. Depth-first recursion keeps the small merges in cache.
  ///
  /// - Ranges of at most 5 values are sorted by an optimal sorting network, and their inversions
  ///   counted by comparing every pair, without branches; ranges of 6 to 16 values (halving leaves
  ///   8 to 16) by insertion, counting the moves.
  /// - When a value from the right run moves from position *r* to output position *o*, the
  ///   *r* − *o* left-run values it overtakes are exactly its inversions with that run.
  /// - Runs are merged from both ends at once (a "parity merge", as in quadsort): two independent,
  ///   branch-free dependency chains per loop and, because each end takes at most the shorter
  ///   run's length, no bounds checks. The front takes from the right only when strictly smaller,
  ///   the back takes from the left only when strictly greater, so the merge is stable and equal
  ///   values never count.
  /// - A range already in ascending order is not descended into, and adjacent runs already in
  ///   order are copied without merging, so sorted or nearly sorted input (a steadily trending
  ///   series) costs little more than O(*n*). On unordered data the order check stops at the
  ///   first descent.
  ///
  /// From `bucketingFrom` values on (65,536 by default), a bucket stage first distributes the
  /// values into 256 ascending ranges and counts the inversions between them, and the merge sort
  /// runs within each range (see `bucketSortCountingInversions`).
  ///
  /// - Parameters:
  ///   - values: Values without NaN; sorted on return.
  ///   - scratch: At least `values.count` elements of working space; its contents are overwritten.
  ///   - bucketingFrom: The count from which the bucket stage runs; tests lower it to reach the
  ///     bucket stage with small inputs.
  ///   - refiningFrom: The bucket size from which the bucket stage splits a bucket again (see
  ///     `bucketSortCountingInversions`); tests lower it too.
  ///   - countingBlock: The most keys the bucket stage counts in its 16-bit lanes at a time, 1
  ///     to 65,535 (`BucketInversionCounter`); tests lower it to cross blocks with few values.
  /// - Complexity: O(*n* log *n*) time, O(log *n*) stack and *n* bytes beyond `scratch`.
  package static func sortCountingInversions(
    _ values: UnsafeMutableBufferPointer<Double>, scratch: UnsafeMutableBufferPointer<Double>,
    bucketingFrom threshold: Int = 1 << 16, refiningFrom refine: Int = 512, countingBlock block: Int = 65_535
  ) -> Int {
    precondition(scratch.count >= values.count, "The scratch buffer is smaller than the values.")
    guard values.count > 1, let valuesBase = values.baseAddress,
      let scratchBase = scratch.baseAddress
    else { return 0 }
    let count = values.count
    // Work on the same memory as UInt64s; every access below goes through the rebound pointers.
    return valuesBase.withMemoryRebound(to: UInt64.self, capacity: count) { keys in
      scratchBase.withMemoryRebound(to: UInt64.self, capacity: count) { spare in
        for index in 0..<count { keys[index] = orderedKey(ofBits: keys[index]) }
        let inversions: Int
        if isAscending(keys, count) {
          inversions = 0
        } else if count >= threshold, count < 1 << 32 {
          inversions = bucketSortCountingInversions(
            keys, spare, count: count, refiningFrom: refine, countingBlock: block)
        } else {
          inversions = sortRange(keys, spare, 0, count, intoFirst: true)
        }
        for index in 0..<count { keys[index] = bits(ofOrderedKey: keys[index]) }
        return inversions
      }
    }
  }

  /// A `UInt64` that orders like the `Double` with bit pattern `bits`: the sign bit flipped for
  /// positive values, every bit flipped for negative ones (so larger magnitudes sort lower).
  /// −0 becomes +0 first, so the two zeros, which compare equal, get one key.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func orderedKey(ofBits bits: UInt64) -> UInt64 {
    let canonical = (Double(bitPattern: bits) + 0).bitPattern
    let negativeMask = UInt64(bitPattern: Int64(bitPattern: canonical) >> 63)
    return canonical ^ (negativeMask | 0x8000_0000_0000_0000)
  }

  /// The bit pattern of the `Double` an ``orderedKey(ofBits:)`` came from (+0 for −0).
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func bits(ofOrderedKey key: UInt64) -> UInt64 {
    let wasNegativeMask = (key >> 63) &- 1  // all ones when the top bit is clear
    return key ^ (wasNegativeMask | 0x8000_0000_0000_0000)
  }

  /// Sorts `first[low..<high]` into `first` (when `intoFirst`) or into `second[low..<high]`,
  /// using the other buffer's range as working space, and returns the inversions.
  ///
  /// - Complexity: O(*m* log *m*) for *m* = `high - low`.
  static func sortRange(
    _ first: UnsafeMutablePointer<UInt64>, _ second: UnsafeMutablePointer<UInt64>,
    _ low: Int, _ high: Int, intoFirst: Bool
  ) -> Int {
    let count = high - low
    if count <= insertionSortLimit {
      let inversions =
        count <= 5
        ? sortSmallCountingInversions(first + low, count) : insertionSortCountingInversions(first + low, count)
      if !intoFirst {
        // A few values: a loop beats calling memmove.
        for index in low..<high { second[index] = first[index] }
      }
      return inversions
    }
    if isAscending(first + low, count) {
      // Already in order (a steady trend): no inversions, and no need to descend.
      if !intoFirst { (second + low).update(from: first + low, count: count) }
      return 0
    }
    let middle = low + count / 2
    var inversions = sortRange(first, second, low, middle, intoFirst: !intoFirst)
    inversions += sortRange(first, second, middle, high, intoFirst: !intoFirst)
    let (source, destination) = intoFirst ? (second, first) : (first, second)
    if source[middle - 1] <= source[middle] {
      (destination + low).update(from: source + low, count: count)
    } else {
      inversions += parityMergeCountingInversions(source, low, middle, high, into: destination)
    }
    return inversions
  }

  /// The longest range ``sortRange(_:_:_:_:intoFirst:)`` sorts by insertion rather than halving:
  /// a few values, whose shifts cost fewer instructions than two more levels of merging and their
  /// calls. The buckets of the bucket stage are mostly this short.
  static let insertionSortLimit = 16

  /// Sorts the `count` values at `base` by insertion and returns their inversions: each value
  /// moves past exactly the earlier values greater than it (never past an equal one), so the
  /// moves are the inversions.
  ///
  /// - Complexity: O(*count*²); for the short ranges it is used on.
  private static func insertionSortCountingInversions(
    _ base: UnsafeMutablePointer<UInt64>, _ count: Int
  ) -> Int {
    var inversions = 0
    var index = 1
    while index < count {
      let value = base[index]
      var slot = index
      while slot > 0, base[slot &- 1] > value {
        base[slot] = base[slot &- 1]
        slot &-= 1
      }
      base[slot] = value
      inversions &+= index &- slot
      index &+= 1
    }
    return inversions
  }

  /// Whether the `count` values at `base` never decrease; stops at the first descent, so on
  /// unordered data it costs a few comparisons.
  ///
  /// - Complexity: O(*count*).
  static func isAscending(_ base: UnsafeMutablePointer<UInt64>, _ count: Int) -> Bool {
    var index = 1
    while index < count {
      if base[index] < base[index - 1] { return false }
      index += 1
    }
    return true
  }

  /// Sorts the `count` (at most 5) values at `base` with an optimal sorting network and returns
  /// their inversions, found by comparing every pair: no branches on the data.
  ///
  /// - Complexity: O(1); at most 9 compare-exchanges and 10 comparisons.
  private static func sortSmallCountingInversions(
    _ base: UnsafeMutablePointer<UInt64>, _ count: Int
  ) -> Int {
    precondition(count <= 5, "Sorting networks here hold at most 5 values.")
    switch count {
    case 2:
      var (a, b) = (base[0], base[1])
      let inversions = above(a, b)
      order(&a, &b)
      (base[0], base[1]) = (a, b)
      return inversions
    case 3:
      var (a, b, c) = (base[0], base[1], base[2])
      let inversions = above(a, b) &+ above(a, c) &+ above(b, c)
      order(&b, &c)
      order(&a, &c)
      order(&a, &b)
      (base[0], base[1], base[2]) = (a, b, c)
      return inversions
    case 4:
      var (a, b, c, d) = (base[0], base[1], base[2], base[3])
      let inversions =
        above(a, b) &+ above(a, c) &+ above(a, d) &+ above(b, c) &+ above(b, d) &+ above(c, d)
      order(&a, &b)
      order(&c, &d)
      order(&a, &c)
      order(&b, &d)
      order(&b, &c)
      (base[0], base[1], base[2], base[3]) = (a, b, c, d)
      return inversions
    case 5:
      var (a, b, c, d, e) = (base[0], base[1], base[2], base[3], base[4])
      let inversions =
        above(a, b) &+ above(a, c) &+ above(a, d) &+ above(a, e) &+ above(b, c) &+ above(b, d)
        &+ above(b, e) &+ above(c, d) &+ above(c, e) &+ above(d, e)
      order(&a, &b)
      order(&d, &e)
      order(&c, &e)
      order(&c, &d)
      order(&a, &d)
      order(&a, &c)
      order(&b, &e)
      order(&b, &d)
      order(&b, &c)
      (base[0], base[1], base[2], base[3], base[4]) = (a, b, c, d, e)
      return inversions
    default:
      return 0  // 0 or 1 value
    }
  }

  /// 1 when `x > y`, else 0.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func above(_ x: UInt64, _ y: UInt64) -> Int {
    x > y ? 1 : 0
  }

  /// Puts the smaller of two values first.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func order(_ x: inout UInt64, _ y: inout UInt64) {
    let smaller = Swift.min(x, y)
    y = Swift.max(x, y)
    x = smaller
  }

  /// Merges the sorted runs `source[low..<middle]` and `source[middle..<high]`, whose lengths
  /// are *L* and *L* or *L* + 1, into `destination[low..<high]` from both ends at once and returns
  /// the inversions between them.
  ///
  /// Each end takes *L* values; after *t* < *L* steps an end has taken *t* values, so it cannot
  /// have run past either run. With runs of *L* and *L* + 1 one value is left over, at the one
  /// position neither end wrote.
  ///
  /// Instead of adding each right-run value's overtaken count as it moves, each end adds its
  /// right-run position to a running total at every step; the inversions — Σ (source −
  /// destination position) over the right-run values — are recovered from the totals after the
  /// loop. Each end tracks only its output and right-run positions (the left-run position
  /// follows from them), few enough variables to stay in registers; with integer keys each
  /// position update is a single add-with-carry.
  ///
  /// - Complexity: O(*high − low*), branch-free.
  private static func parityMergeCountingInversions(
    _ source: UnsafeMutablePointer<UInt64>, _ low: Int, _ middle: Int, _ high: Int,
    into destination: UnsafeMutablePointer<UInt64>
  ) -> Int {
    let steps = middle &- low
    // Front: the left position is middle + (frontOutput − frontRight).
    let frontLeftBase = source + middle
    var frontOutput = low
    var frontRight = middle
    var frontTotal = 0  // Σ of frontRight over the steps
    // Back: the left position is (middle − 1) + (backOutput − backRight).
    let backLeftBase = source + (middle &- 1)
    var backOutput = high &- 1
    var backRight = high &- 1
    var backTotal = 0  // Σ of backRight over the steps
    for _ in 0..<steps {
      frontTotal &+= frontRight
      let left = frontLeftBase[frontOutput &- frontRight]
      let right = source[frontRight]
      let takeRight = right < left
      destination[frontOutput] = takeRight ? right : left
      frontRight &+= takeRight ? 1 : 0
      frontOutput &+= 1

      backTotal &+= backRight
      let lastLeft = backLeftBase[backOutput &- backRight]
      let lastRight = source[backRight]
      let takeLeft = lastRight < lastLeft
      destination[backOutput] = takeLeft ? lastLeft : lastRight
      backRight &-= takeLeft ? 0 : 1
      backOutput &-= 1
    }

    // Σ over right-run values of their destination positions, end by end: a right value taken at
    // step t from the front lands at low + t, and frontTotal = steps·middle + Σ (steps − 1 − t).
    let frontTaken = frontRight &- middle
    let frontTakenSteps = frontTaken &* (steps &- 1) &- (frontTotal &- steps &* middle)
    var rightDestinations = frontTaken &* low &+ frontTakenSteps
    let backTaken = (high &- 1) &- backRight
    let backTakenSteps = backTaken &* (steps &- 1) &- (steps &* (high &- 1) &- backTotal)
    rightDestinations &+= backTaken &* (high &- 1) &- backTakenSteps
    if frontOutput == backOutput {
      if frontRight == backRight {
        destination[frontOutput] = source[frontRight]
        rightDestinations &+= frontOutput
      } else {
        destination[frontOutput] = frontLeftBase[frontOutput &- frontRight]
      }
    }
    let rightSources = (middle &+ high &- 1) &* (high &- middle) / 2
    return rightSources &- rightDestinations
  }
}
