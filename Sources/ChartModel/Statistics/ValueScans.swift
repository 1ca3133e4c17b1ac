// MARK: - Scans for one value, for the narration

extension Statistics {
  /// How many elements of `values` equal `value` (`==`, so −0 counts as 0 and NaN never
  /// counts), counting no further than `limit`.
  ///
  ///     Statistics.occurrences(of: 2, in: [2, 1, 2, 2], upTo: 2)   // 2
  ///
  /// The narration asks whether an extreme is unique (`upTo: 2`) of a series of millions of
  /// points: blocks of values are compared by their bits (``equalCount(_:from:to:matching:)``),
  /// where a `filter` built an array.
  ///
  /// - Complexity: O(*n*), stopping after the block that holds the `limit`-th occurrence.
  package static func occurrences(of value: Double, in values: [Double], upTo limit: Int = .max) -> Int {
    guard let matching = BitMatch(value) else { return 0 }
    return values.withUnsafeBufferPointer { values in
      var found = 0
      var start = 0
      while start < values.count, found < limit {
        let end = Swift.min(values.count, start &+ 1_024)
        found &+= equalCount(values, from: start, to: end, matching: matching)
        start = end
      }
      return Swift.min(found, limit)
    }
  }

  /// The positions of the elements of `values` that equal `value` (`==`), in order.
  ///
  /// - Complexity: O(*n*): blocks without the value are only counted, by their bits; O(*k*)
  ///   memory for the *k* positions found.
  package static func positions(of value: Double, in values: [Double]) -> [Int] {
    guard let matching = BitMatch(value) else { return [] }
    return values.withUnsafeBufferPointer { values in
      var positions: [Int] = []
      var start = 0
      while start < values.count {
        let end = Swift.min(values.count, start &+ 1_024)
        if equalCount(values, from: start, to: end, matching: matching) > 0 {
          for index in start..<end where values[index] == value { positions.append(index) }
        }
        start = end
      }
      return positions
    }
  }

  /// The bits that decide whether a `Double` equals a value: all of them, or all but the sign
  /// for ±0 (which are equal); `nil` for NaN, which equals nothing.
  private struct BitMatch {
    let target: UInt64
    let mask: UInt64

    init?(_ value: Double) {
      guard !value.isNaN else { return nil }
      mask = value == 0 ? 0x7FFF_FFFF_FFFF_FFFF : ~0
      target = value.bitPattern & mask
    }
  }

  /// How many of `values[start..<end]` equal the matched value: a value is equal when its
  /// masked bits are, and an unequal one has a nonzero difference d, whose `d | −d` has the top
  /// bit set (integer operations the compiler turns into vector ones).
  ///
  /// - Complexity: O(*end* − *start*), branch-free.
  @inline(__always)
  private static func equalCount(
    _ values: UnsafeBufferPointer<Double>, from start: Int, to end: Int, matching: BitMatch
  ) -> Int {
    var differing: UInt64 = 0
    for index in start..<end {
      let difference = (values[index].bitPattern ^ matching.target) & matching.mask
      differing &+= (difference | (0 &- difference)) >> 63
    }
    return end &- start &- Int(differing)
  }

  /// How many elements of `values` are not finite (NaN or ±∞).
  ///
  /// A value is not finite when its exponent bits are all ones: adding one to the exponent field
  /// then carries into the sign bit (integer operations the compiler turns into vector ones).
  ///
  /// - Complexity: O(*n*), branch-free.
  package static func nonFiniteCount(_ values: [Double]) -> Int {
    values.withUnsafeBufferPointer { values in
      let exponent: UInt64 = 0x7FF0_0000_0000_0000
      let unit: UInt64 = 0x0010_0000_0000_0000
      var count: UInt64 = 0
      for index in 0..<values.count { count &+= ((values[index].bitPattern & exponent) &+ unit) >> 63 }
      return Int(count)
    }
  }

  /// Whether some element of `values` is NaN.
  ///
  /// A value is NaN when its bits without the sign exceed those of +∞; adding the difference
  /// between 2⁶³ and +∞'s bits plus one then sets the top bit. Blocks of 1,024 values are
  /// checked with integer operations the compiler turns into vector ones.
  ///
  /// - Complexity: O(*n*), stopping at the block that holds the first NaN.
  package static func containsNaN(_ values: [Double]) -> Bool {
    values.withUnsafeBufferPointer { values in
      let magnitude: UInt64 = 0x7FFF_FFFF_FFFF_FFFF
      let offset: UInt64 = 0x8000_0000_0000_0000 &- 0x7FF0_0000_0000_0001
      var start = 0
      while start < values.count {
        let end = Swift.min(values.count, start &+ 1_024)
        var flags: UInt64 = 0
        for index in start..<end { flags |= (values[index].bitPattern & magnitude) &+ offset }
        if flags >> 63 != 0 { return true }
        start = end
      }
      return false
    }
  }
}
