extension DataSeries {
  /// Whether two points share an x position (several rows per year, a layered Vega-Lite line
  /// over raw records): such points are not one per period, so they are counted as "values".
  ///
  ///     DataSeries(name: "a", isContinuous: true, x: [1, 2, 2], y: [5, 6, 7]).hasRepeatedX   // true
  ///
  /// - Complexity: O(*n*) when sorted by x, else O(*n*) expected with a set of the positions.
  public var hasRepeatedX: Bool {
    if isSortedByX { return zip(x, x.dropFirst()).contains { $0 == $1 } }
    var seen = Set<Double>()
    return x.contains { !seen.insert($0).inserted }
  }

  /// Merges the points that share an x position into one, whose y is the mean of their y values
  /// (missing values left out; missing when all are).
  ///
  ///     // x: [1, 2, 2, 3], y: [10, 20, 40, 5]  →  x: [1, 2, 3], y: [10, 30, 5]
  ///
  /// The mean, not the sum, because the rows may hold rates or levels as well as amounts.
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
      var index = 1
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
      while end < x.count, x[end] == position {
        if !y[end].isNaN {
          sum += y[end]
          count += 1
        }
        end += 1
      }
      merged += end - index - 1
      newX.append(position)
      newY.append(count == 0 ? .nan : sum / Double(count))
      index = end
    }
    setColumns(x: newX, y: newY)
    return (merged, x[start - 1])
  }
}
