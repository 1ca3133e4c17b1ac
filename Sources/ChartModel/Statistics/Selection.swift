// MARK: - Selection: the k-th smallest value

extension Statistics {
  /// Reorders `values` so that `values[k]` is the `k`-th smallest (0-based), everything before it
  /// is ≤ it and everything after it is ≥ it.
  ///
  ///     var values = [5.0, 1, 4, 2, 3]
  ///     values.withUnsafeMutableBufferPointer { Statistics.selectRank(1, in: $0) }
  ///     values[1]   // 2.0
  ///
  /// Quickselect with Hoare's partition, which splits runs of equal values evenly, a
  /// median-of-three pivot, insertion sort below 16 values, and a sort of the remaining range
  /// after 2·log₂ *n* partitions (introselect's guard against adversarial inputs).
  ///
  /// - Parameters:
  ///   - k: The 0-based rank to place; must be a valid index.
  ///   - values: Values without NaN (NaN breaks the ordering).
  /// - Complexity: O(*n*) expected, O(*n* log *n*) worst case; O(1) extra memory.
  package static func selectRank(_ k: Int, in values: UnsafeMutableBufferPointer<Double>) {
    precondition(values.indices.contains(k), "Cannot select rank \(k) of \(values.count) values.")
    guard let base = values.baseAddress else { return }
    var low = 0
    var high = values.count - 1
    var partitionsLeft = 2 * (Int.bitWidth - values.count.leadingZeroBitCount)
    while high - low >= 16 {
      if partitionsLeft == 0 {
        var remaining = UnsafeMutableBufferPointer(rebasing: values[low...high])
        remaining.sort()
        return
      }
      partitionsLeft -= 1
      moveMedianOfThree(base, low, low + (high - low) / 2, high)
      let split = hoarePartition(base, low, high)
      if k <= split { high = split } else { low = split + 1 }
    }
    insertionSort(base, low, high)
  }

  /// Swaps the median of `base[a]`, `base[b]`, `base[c]` into `base[a]`.
  ///
  /// - Complexity: O(1).
  private static func moveMedianOfThree(
    _ base: UnsafeMutablePointer<Double>, _ a: Int, _ b: Int, _ c: Int
  ) {
    let x = base[a]
    let y = base[b]
    let z = base[c]
    if (y <= x) == (x <= z) { return }  // x is between y and z
    if (x <= y) == (y <= z) { base.swapAt(a, b) } else { base.swapAt(a, c) }
  }

  /// Partitions `base[low...high]` around the pivot `base[low]`; returns `split` with
  /// `low ≤ split < high`, everything in `low...split` ≤ the pivot ≤ everything after.
  ///
  /// - Complexity: O(*high − low*).
  private static func hoarePartition(
    _ base: UnsafeMutablePointer<Double>, _ low: Int, _ high: Int
  ) -> Int {
    let pivot = base[low]
    var i = low - 1
    var j = high + 1
    while true {
      repeat { j -= 1 } while base[j] > pivot
      repeat { i += 1 } while base[i] < pivot
      guard i < j else { return j }
      base.swapAt(i, j)
    }
  }

  /// Sorts `base[low...high]` ascending.
  ///
  /// - Complexity: O(*m*²) for *m* values; used for *m* < 16.
  private static func insertionSort(_ base: UnsafeMutablePointer<Double>, _ low: Int, _ high: Int) {
    guard high > low else { return }
    for index in (low + 1)...high {
      let value = base[index]
      var hole = index
      while hole > low, base[hole - 1] > value {
        base[hole] = base[hole - 1]
        hole -= 1
      }
      base[hole] = value
    }
  }
}

extension UnsafeMutablePointer where Pointee == Double {
  /// Exchanges the values at two offsets.
  fileprivate func swapAt(_ i: Int, _ j: Int) {
    let value = self[i]
    self[i] = self[j]
    self[j] = value
  }
}
