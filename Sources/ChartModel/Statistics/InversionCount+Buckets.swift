internal import ChartSupport

// MARK: - Counting inversions: the bucket stage for long series

extension Statistics {
  /// Sorts `count` keys into `keys` and returns their inversions, by first distributing them
  /// into 256 buckets of ascending key ranges.
  ///
  /// A pair of values in different buckets is an inversion exactly when the earlier one's bucket
  /// is higher (the bucket of a key never decreases as the key grows, and equal keys share a
  /// bucket), so the inversions split into those *between* buckets — the inversions of the
  /// sequence of bucket numbers — and those *within* each bucket, which the merge sort counts.
  ///
  /// 1. A seeded sample of the keys sets the buckets' boundaries (``KeyBuckets``), so they hold
  ///    similar numbers of values.
  /// 2. One pass numbers every key's bucket and counts the bucket sizes.
  /// 3. One pass moves each key to its bucket, keeping series order, and counts how many earlier
  ///    keys lie in a higher bucket. With the bucket number split into a high and a low nibble,
  ///    that count is the earlier keys with a higher high nibble plus those with the same high
  ///    nibble and a higher low one; both are kept, for every possible nibble at once, in
  ///    16-lane vectors that each key updates with one vector addition.
  /// 4. Each bucket is merge sorted on its own, back into `keys`; a bucket of `refiningFrom` keys
  ///    or more is first split again, into 256 equal key ranges (`refineCountingInversions`).
  ///
  /// The bucket stage replaces the top eight levels of the merge sort with two streaming passes,
  /// and the merges left work on buckets that fit in cache. On 10⁷ unordered values the whole
  /// analysis gets about 10 % faster; on values with few distinct levels (rounded or integer
  /// data), whose buckets then hold equal values that need no merging, about 40 %. The second
  /// split replaces up to eight more levels: on the 10⁶ values of a two-decimal random walk the
  /// inversion count takes about half the instructions it took with one.
  ///
  /// - Parameters:
  ///   - keys: Order-preserving keys in series order; sorted on return.
  ///   - spare: Working space for `count` keys.
  ///   - count: At least 2 and below 2³² (the lane counters are 32-bit).
  ///   - refiningFrom: The bucket size from which a bucket is split again; tests lower it.
  ///   - countingBlock: The most keys the counter counts in its 16-bit lanes at a time
  ///     (``BucketInversionCounter``); tests lower it.
  /// - Returns: The number of inversions.
  /// - Complexity: O(*n* log *n*) time; O(*n*) bytes of bucket numbers beyond `spare`.
  static func bucketSortCountingInversions(
    _ keys: UnsafeMutablePointer<UInt64>, _ spare: UnsafeMutablePointer<UInt64>, count: Int,
    refiningFrom refineThreshold: Int = 512, countingBlock block: Int = BucketInversionCounter.largestBlock
  ) -> Int {
    precondition(count >= 2 && count < 1 << 32, "Bucketing needs 2 to 2³² − 1 keys.")
    let buckets = KeyBuckets(sampling: UnsafeBufferPointer(start: keys, count: count))

    // Number every key's bucket and count the bucket sizes.
    let numbers = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    defer { numbers.deallocate() }
    var sizes = [Int](repeating: 0, count: 256)
    sizes.withUnsafeMutableBufferPointer { sizes in
      buckets.withBucketing { bucket in
        for index in 0..<count {
          let number = bucket(keys[index])
          numbers[index] = number
          sizes[Int(number)] &+= 1
        }
      }
    }
    var counter = BucketInversionCounter()
    let starts = BucketInversionCounter.starts(sizes)
    let between = counter.distribute(
      keys, into: spare, count: count, numbers: numbers, starts: starts, block: block)

    // Sort each bucket back into `keys`: large ones split again by key range, others merge sorted.
    var within = 0
    for bucket in 0..<256 where sizes[bucket] > 0 {
      let start = starts[bucket]
      if sizes[bucket] >= refineThreshold {
        within &+= refineCountingInversions(
          spare + start, into: keys + start, count: sizes[bucket], numbers: numbers + start,
          counter: &counter, block: block)
      } else {
        within &+= sortRange(spare, keys, start, starts[bucket + 1], intoFirst: false)
      }
    }
    return between &+ within
  }

  /// Sorts the `count` keys at `source` into `destination` and returns their inversions, by
  /// splitting them into 256 buckets of equal key ranges between their smallest and largest key,
  /// then merge sorting each bucket.
  ///
  /// This is the second level of ``bucketSortCountingInversions(_:_:count:refiningFrom:)``: its
  /// buckets each hold a narrow range of values, within which equal key ranges are a good split
  /// (no sample is needed), and it replaces eight more levels of merging with two streaming
  /// passes. Values with few distinct levels (rounded data) mostly end up one level a bucket,
  /// which needs no merging at all. Uneven buckets cost time, never correctness.
  ///
  /// - Parameters:
  ///   - source: The keys in series order; used as working space afterwards.
  ///   - destination: Receives the keys, sorted.
  ///   - numbers: Working space for `count` bucket numbers.
  ///   - block: The counter's block size (``BucketInversionCounter/distribute(_:into:count:numbers:starts:block:)``).
  /// - Complexity: O(*n* log *n*) time, no allocation beyond `counter`'s.
  private static func refineCountingInversions(
    _ source: UnsafeMutablePointer<UInt64>, into destination: UnsafeMutablePointer<UInt64>,
    count: Int, numbers: UnsafeMutablePointer<UInt8>, counter: inout BucketInversionCounter, block: Int
  ) -> Int {
    var smallest = source[0]
    var largest = smallest
    for index in 1..<count {
      smallest = Swift.min(smallest, source[index])
      largest = Swift.max(largest, source[index])
    }
    if smallest == largest {
      // All equal: no inversions.
      destination.update(from: source, count: count)
      return 0
    }
    // The smallest shift that brings the span into 0...255; the bucket never decreases as the
    // key grows, and equal keys share one.
    let span = largest &- smallest
    let shift = UInt64(Swift.max(0, (64 - span.leadingZeroBitCount) - 8))
    var sizes = [Int](repeating: 0, count: 256)
    sizes.withUnsafeMutableBufferPointer { sizes in
      for index in 0..<count {
        let number = UInt8(truncatingIfNeeded: (source[index] &- smallest) &>> shift)
        numbers[index] = number
        sizes[Int(number)] &+= 1
      }
    }
    let starts = BucketInversionCounter.starts(sizes)
    let between = counter.distribute(
      source, into: destination, count: count, numbers: numbers, starts: starts, block: block)
    var within = 0
    for bucket in 0..<256 where sizes[bucket] > 1 {
      within &+= sortRange(destination, source, starts[bucket], starts[bucket + 1], intoFirst: true)
    }
    return between &+ within
  }
}

/// Moves keys into 256 buckets, keeping series order within each, and counts the pairs the move
/// puts in order: an earlier key in a higher bucket than a later one.
///
/// With the bucket number split into a high and a low nibble, the count for a key is the earlier
/// keys with a higher high nibble plus those with the same high nibble and a higher low one; both
/// are kept, for every possible nibble at once, in 16-lane vectors that each key updates with one
/// vector addition. The lanes are 16-bit (half the vector work of 32-bit lanes), so the keys are
/// counted in blocks of at most 65,535: within a block by the lanes, against the earlier blocks
/// once a block, from how many keys of each bucket it held. The counter rows are allocated once
/// and reused by every call.
struct BucketInversionCounter: ~Copyable {
  /// Row `n` < 16: lanes 0..<n are 1, the others 0.
  private let lanesBelow: UnsafeMutablePointer<SIMD16<UInt16>>
  /// Counter rows (16 lanes of UInt16) of the current block: row 16 holds, in lane h, the
  /// block's earlier keys whose high nibble is above h; row h holds, in lane l, the block's
  /// earlier keys with high nibble h and a low nibble above l.
  private let rows: UnsafeMutablePointer<SIMD16<UInt16>>
  /// The same counts, lane by lane, over the blocks before the current one.
  private let earlier: UnsafeMutablePointer<Int>
  private let next: UnsafeMutablePointer<Int>
  /// Where each bucket's next key went when the current block began.
  private let blockStarts: UnsafeMutablePointer<Int>
  /// The most keys a block counts in 16-bit lanes: no lane can overflow.
  static let largestBlock = Int(UInt16.max)

  init() {
    let laneIndices = SIMD16<UInt16>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    lanesBelow = .allocate(capacity: 16)
    for nibble in 0..<16 {
      (lanesBelow + nibble).initialize(
        to: SIMD16().replacing(with: 1, where: laneIndices .< SIMD16(repeating: UInt16(nibble))))
    }
    rows = .allocate(capacity: 17)
    rows.initialize(repeating: SIMD16(), count: 17)
    earlier = .allocate(capacity: 17 * 16)
    earlier.initialize(repeating: 0, count: 17 * 16)
    next = .allocate(capacity: 256)
    next.initialize(repeating: 0, count: 256)
    blockStarts = .allocate(capacity: 256)
    blockStarts.initialize(repeating: 0, count: 256)
  }

  deinit {
    lanesBelow.deallocate()
    rows.deallocate()
    earlier.deallocate()
    next.deallocate()
    blockStarts.deallocate()
  }

  /// Where each bucket starts, and the total count last: 257 entries.
  static func starts(_ sizes: [Int]) -> [Int] {
    var starts = [Int](repeating: 0, count: 257)
    for bucket in 0..<256 { starts[bucket + 1] = starts[bucket] + sizes[bucket] }
    return starts
  }

  /// Moves the `count` keys at `source` to their buckets in `destination` (bucket *b* starts at
  /// `starts[b]`), keeping their order within a bucket, and returns the pairs of keys whose
  /// earlier one is in a higher bucket.
  ///
  /// - Parameter block: The most keys counted in the 16-bit lanes at a time, 1 to
  ///   ``largestBlock``; tests lower it to cross blocks with few keys.
  /// - Complexity: O(*n*).
  mutating func distribute(
    _ source: UnsafeMutablePointer<UInt64>, into destination: UnsafeMutablePointer<UInt64>,
    count: Int, numbers: UnsafePointer<UInt8>, starts: [Int], block: Int = largestBlock
  ) -> Int {
    precondition(block >= 1 && block <= Self.largestBlock, "A block holds 1 to 65,535 keys.")
    for bucket in 0..<256 { next[bucket] = starts[bucket] }
    let lanes = UnsafeRawPointer(rows)
    let highRow = 16
    var between = 0
    var blockStart = 0
    while blockStart < count {
      let blockEnd = Swift.min(count, blockStart &+ block)
      if blockStart > 0 {
        // The keys of the blocks before: add their counts to the totals, lane by lane.
        blockStarts.update(from: next, count: 256)
        for row in 0..<17 {
          let counts = rows[row]
          for lane in 0..<16 { earlier[row &* 16 &+ lane] &+= Int(counts[lane]) }
        }
      }
      rows.update(repeating: SIMD16(), count: 17)
      for index in blockStart..<blockEnd {
        let bucket = Int(numbers[index])
        let high = bucket &>> 4
        let low = bucket & 15
        let aboveHigh = lanes.load(fromByteOffset: (highRow &* 16 &+ high) &* 2, as: UInt16.self)
        let aboveLow = lanes.load(fromByteOffset: (high &* 16 &+ low) &* 2, as: UInt16.self)
        between &+= Int(aboveHigh) &+ Int(aboveLow)
        rows[highRow] &+= lanesBelow[high]
        rows[high] &+= lanesBelow[low]
        destination[next[bucket]] = source[index]
        next[bucket] &+= 1
      }
      if blockStart > 0 {
        // Each of this block's keys against the earlier blocks' keys in higher buckets.
        for bucket in 0..<256 {
          let keys = next[bucket] &- blockStarts[bucket]
          guard keys > 0 else { continue }
          let high = bucket &>> 4
          between &+= keys &* (earlier[highRow &* 16 &+ high] &+ earlier[high &* 16 &+ (bucket & 15)])
        }
      }
      blockStart = blockEnd
    }
    if count > block { earlier.update(repeating: 0, count: 17 * 16) }
    return between
  }
}

/// 256 ranges of keys, in ascending order, that split a sample of the keys evenly.
///
/// A key's *fine bin* is its offset from the smallest sampled key, shifted right until the
/// sampled span fits in 16 bits (keys outside the span go to the first or last bin); a table
/// maps each of the 65,536 fine bins to a bucket so that each bucket covers about 1/256 of the
/// sample. Both steps never decrease as the key grows, so neither does the bucket. A sample
/// concentrated in a few fine bins (many equal values) gives uneven buckets, which costs time
/// but never correctness.
struct KeyBuckets {
  private let origin: UInt64
  private let shift: UInt64
  private let table: [UInt8]

  /// Sets the ranges from 4,096 keys drawn with a fixed seed.
  ///
  /// - Complexity: O(1) in the number of keys (a fixed sample and a 64 KB table).
  init(sampling keys: UnsafeBufferPointer<UInt64>) {
    precondition(!keys.isEmpty, "Cannot bucket no keys.")
    var generator = SplitMix64(seed: 0xB0C_E75)
    let sample = (0..<4_096).map { _ in keys[generator.nextIndex(below: keys.count)] }.sorted()
    origin = sample[0]
    let span = sample[sample.count - 1] &- origin
    shift = UInt64(Swift.max(0, (64 - span.leadingZeroBitCount) - 16))
    var table = [UInt8](repeating: 0, count: 1 << 16)
    var sampled = 0  // sample keys in earlier fine bins
    for bin in 0..<(1 << 16) {
      while sampled < sample.count, Int(Self.fineBin(sample[sampled], origin, shift)) < bin {
        sampled += 1
      }
      table[bin] = UInt8(Swift.min(255, sampled * 256 / sample.count))
    }
    self.table = table
  }

  /// Calls `body` with a function from a key to its bucket, 0 to 255.
  ///
  /// - Complexity: O(1) plus `body`; the function is O(1).
  func withBucketing<Result>(_ body: ((UInt64) -> UInt8) throws -> Result) rethrows -> Result {
    let origin = origin
    let shift = shift
    return try table.withUnsafeBufferPointer { table in
      try body { key in table[Int(Self.fineBin(key, origin, shift))] }
    }
  }

  /// The key's offset from `origin` shifted right by `shift`, clamped to 0…65,535.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  private static func fineBin(_ key: UInt64, _ origin: UInt64, _ shift: UInt64) -> UInt64 {
    key < origin ? 0 : Swift.min((key &- origin) &>> shift, 0xFFFF)
  }
}
