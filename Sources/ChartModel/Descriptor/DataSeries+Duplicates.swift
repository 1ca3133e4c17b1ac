extension DataSeries {
  /// Whether two points share an x position (several rows per year, a layered Vega-Lite line
  /// over raw records): such points are not one per period, so they are counted as "values".
  ///
  ///     DataSeries(name: "a", isContinuous: true, x: [1, 2, 2], y: [5, 6, 7]).hasRepeatedX   // true
  ///
  /// Sorted positions (the common case, and a series of millions of points) are checked by one
  /// branch-free pass over blocks of neighbours, which stops at the first equal pair; two equal
  /// neighbours are a repeat whatever the order. Positions that decrease somewhere are checked
  /// with a set.
  ///
  /// - Complexity: O(*n*) when sorted by x, else O(*n*) expected with a set of the positions.
  public var hasRepeatedX: Bool {
    guard let found = x.withUnsafeBufferPointer({ Self.firstNeighbourBlock($0, stoppingAtEqual: true) }) else {
      return false
    }
    if found.equal { return true }
    var seen = Set<Double>()
    return x.contains { !seen.insert($0).inserted }
  }

  /// The first block of 1,024 neighbour pairs `x[i − 1]`, `x[i]` that holds a descent (`x[i]` below
  /// `x[i − 1]`) or, when `stoppingAtEqual`, an equal pair (`==`, so ±0 are equal and NaN never
  /// is): the index of its first `i`, and whether it holds an equal pair; `nil` when none does.
  /// Each block is compared without branches; the scan stops after the block it returns.
  ///
  /// Sorted positions (the common case, and a series of millions of points) are checked in one
  /// streaming pass instead of a loop that branches on every pair.
  ///
  /// - Complexity: O(*n*).
  package static func firstNeighbourBlock(
    _ x: UnsafeBufferPointer<Double>, stoppingAtEqual: Bool
  ) -> (start: Int, equal: Bool)? {
    var start = 1
    while start < x.count {
      let end = Swift.min(x.count, start &+ 1_024)
      var equal: UInt8 = 0
      var below: UInt8 = 0
      for index in start..<end {
        let (previous, current) = (x[index &- 1], x[index])
        // A `Bool` is the byte 0 or 1: or-ed as bytes, the comparisons need no branch.
        equal |= unsafeBitCast(current == previous, to: UInt8.self)
        below |= unsafeBitCast(current < previous, to: UInt8.self)
      }
      if below != 0 || (stoppingAtEqual && equal != 0) { return (start, equal != 0) }
      start = end
    }
    return nil
  }

  /// Merges the points that share an x position into one, whose y is the mean of their y values
  /// (missing values left out; missing when all are).
  ///
  ///     // x: [1, 2, 2, 3], y: [10, 20, 40, 5]  →  x: [1, 2, 3], y: [10, 30, 5]
  ///
  /// The mean, not the sum, because the rows may hold rates or levels as well as amounts. A NaN
  /// position equals no other and is kept as it is.
  ///
  /// - Precondition: the points are sorted by x (``isSortedByX``), so that equal positions are
  ///   neighbours.
  /// - Returns: How many points were merged into an earlier one, and the first position repeated;
  ///   `(0, nil)` when every position is distinct (the columns are then left untouched).
  /// - Complexity: O(*n*).
  public mutating func mergeDuplicateX() -> (merged: Int, firstRepeated: Double?) {
    var firstRepeat: Int?
    // One pass finds the first repeat and checks the order on the way.
    x.withUnsafeBufferPointer { x in
      // Blocks without a repeat or a descent are passed over by the branch-free scan.
      guard let block = Self.firstNeighbourBlock(x, stoppingAtEqual: true) else { return }
      var index = block.start
      while index < x.count {
        let previous = x[index - 1]
        let current = x[index]
        if current <= previous {
          precondition(current == previous, "Sort the points by x before merging duplicates.")
          firstRepeat = index
          return
        }
        index += 1
      }
    }
    guard let start = firstRepeat else { return (0, nil) }
    var newX = Array(x[..<(start - 1)])
    var newY = Array(y[..<(start - 1)])
    newX.reserveCapacity(x.count)
    newY.reserveCapacity(y.count)
    var index = start - 1
    var merged = 0
    while index < x.count {
      let position = x[index]
      var sum = 0.0
      var count = 0
      var end = index
      // At least the point itself: a NaN position equals nothing, itself included, and must
      // still be passed.
      repeat {
        if !y[end].isNaN {
          sum += y[end]
          count += 1
        }
        end += 1
      } while end < x.count && x[end] == position
      merged += end - index - 1
      newX.append(position)
      newY.append(count == 0 ? .nan : sum / Double(count))
      index = end
    }
    setColumns(x: newX, y: newY)
    return (merged, x[start - 1])
  }
}
