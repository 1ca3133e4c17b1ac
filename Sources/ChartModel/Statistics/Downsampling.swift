/// Choosing which points of a long series to keep, so that it can be drawn or played in fewer.
///
///     let kept = Downsampling.lttb(x: x, y: y, threshold: 100)   // ascending indices into x and y
///
/// Conventions shared by both methods:
/// - **The points are in x order** (callers sort first); the result is a list of *indices* into
///   the input, ascending, so that every column of a series can be reduced the same way.
/// - **The first and last finite points are always kept, and so are the global maximum and
///   minimum** (their first occurrences): neither method guarantees them by itself
///   (`analysis.md` §10). Never compute statistics from the reduced points.
/// - **Missing values (NaN) stay audible as gaps.** They take no part in choosing points; wherever
///   the input has missing values between two kept points (or before the first or after the last),
///   the first missing index there is kept too, so one gap marker stands for each run of gaps
///   that survives. The result can therefore exceed the requested size by the number of such
///   markers and by the two re-inserted extremes.
/// - **Short input is returned whole:** when the input has no more points than asked for, every
///   index is kept; when only its finite points fit, they are all kept and runs of missing values
///   shrink to their markers.
/// - Empty input returns an empty list.
public enum Downsampling {
  /// The indices Largest-Triangle-Three-Buckets keeps (Steinarsson 2013, *Downsampling Time
  /// Series for Visual Representation*, University of Iceland).
  ///
  ///     Downsampling.lttb(x: [0, 1, 2, 3, 4], y: [0, 5, 1, 1, 0], threshold: 3)   // [0, 1, 4]
  ///
  /// The finite points between the first and the last are split into `threshold − 2` buckets of
  /// (nearly) equal counts, the first buckets one point larger when the split is uneven, exactly as
  /// `numpy.array_split` does in the `lttb` Python package, which is this function's test oracle.
  /// From each bucket, in order, the point forming the largest triangle with the previously kept
  /// point and the mean of the next bucket (for the last bucket, the last point) is kept; ties go
  /// to the earlier point.
  ///
  /// - Parameters:
  ///   - x: positions in ascending order; ties are allowed (the oracle needs strictly increasing).
  ///   - y: values, `Double.nan` for missing ones; as many as `x`.
  ///   - threshold: how many finite points LTTB keeps, at least 3. When the series has no more
  ///     points than this, every index is returned.
  ///   - preservingExtremes: whether to re-insert the global maximum and minimum when LTTB drops
  ///     them (the default); `false` gives plain LTTB, for comparison with other implementations.
  /// - Returns: Ascending indices into `x` and `y`: the kept finite points, the extremes, and one
  ///   gap marker per surviving run of missing values (see ``Downsampling``).
  /// - Complexity: O(*n*) time, O(*n*) extra space.
  public static func lttb(
    x: [Double], y: [Double], threshold: Int, preservingExtremes: Bool = true
  ) -> [Int] {
    precondition(x.count == y.count, "LTTB needs as many x values as y values.")
    precondition(
      threshold >= 3, "LTTB keeps at least 3 points (first, one bucket, last); pass 3 or more.")
    guard y.count > threshold else { return Array(y.indices) }
    if !y.contains(where: \.isNaN) {
      return x.withUnsafeBufferPointer { x in
        y.withUnsafeBufferPointer { y in
          lttbWithoutGaps(x: x, y: y, threshold: threshold, preservingExtremes: preservingExtremes)
        }
      }
    }
    let finite = y.indices.filter { !y[$0].isNaN }
    var kept = [Bool](repeating: false, count: y.count)
    guard finite.count > threshold else {
      for index in finite { kept[index] = true }
      return keptIndices(kept, y: y, finite: finite, preservingExtremes: false)
    }
    let bucketCount = threshold - 2
    let interior = finite.count - 2
    let baseSize = interior / bucketCount
    let largerBuckets = interior % bucketCount
    // Bucket b covers positions bucketStart(b) ..< bucketStart(b + 1) of `finite`.
    func bucketStart(_ b: Int) -> Int { 1 + b * baseSize + min(b, largerBuckets) }

    var previous = finite[0]
    kept[previous] = true
    for bucket in 0..<bucketCount {
      // The mean of the next bucket (or the last point), summed in order as numpy does.
      let next =
        bucket < bucketCount - 1
        ? bucketStart(bucket + 1)..<bucketStart(bucket + 2) : (finite.count - 1)..<finite.count
      var cx = 0.0
      var cy = 0.0
      for position in next {
        cx += x[finite[position]]
        cy += y[finite[position]]
      }
      cx /= Double(next.count)
      cy /= Double(next.count)

      let ax = x[previous]
      let ay = y[previous]
      var best = -1.0
      var chosen = finite[bucketStart(bucket)]
      for position in bucketStart(bucket)..<bucketStart(bucket + 1) {
        let index = finite[position]
        // Twice the triangle's area, in the oracle's order of operations.
        let area = abs((ax - cx) * (y[index] - ay) - (ax - x[index]) * (cy - ay))
        if area > best {
          best = area
          chosen = index
        }
      }
      kept[chosen] = true
      previous = chosen
    }
    kept[finite[finite.count - 1]] = true
    return keptIndices(kept, y: y, finite: finite, preservingExtremes: preservingExtremes)
  }

  /// ``lttb(x:y:threshold:preservingExtremes:)`` for a series with no missing value: the same
  /// indices, without the index and flag columns the general case needs (a ten-million-point
  /// series reduces in two streaming passes).
  ///
  /// - Complexity: O(*n*) time, O(`threshold`) extra space.
  static func lttbWithoutGaps(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, threshold: Int, preservingExtremes: Bool
  ) -> [Int] {
    let n = y.count
    let bucketCount = threshold - 2
    let interior = n - 2
    let baseSize = interior / bucketCount
    let largerBuckets = interior % bucketCount
    func bucketStart(_ b: Int) -> Int { 1 + b * baseSize + min(b, largerBuckets) }
    var result: [Int] = [0]
    result.reserveCapacity(threshold + 2)
    var previous = 0
    for bucket in 0..<bucketCount {
      let next = bucket < bucketCount - 1 ? bucketStart(bucket + 1)..<bucketStart(bucket + 2) : (n - 1)..<n
      var cx = 0.0
      var cy = 0.0
      for index in next {
        cx += x[index]
        cy += y[index]
      }
      cx /= Double(next.count)
      cy /= Double(next.count)
      let ax = x[previous]
      let ay = y[previous]
      var best = -1.0
      var chosen = bucketStart(bucket)
      for index in bucketStart(bucket)..<bucketStart(bucket + 1) {
        let area = abs((ax - cx) * (y[index] - ay) - (ax - x[index]) * (cy - ay))
        if area > best {
          best = area
          chosen = index
        }
      }
      result.append(chosen)
      previous = chosen
    }
    result.append(n - 1)
    guard preservingExtremes else { return result }
    var lowest = 0
    var highest = 0
    for index in 1..<n {
      lowest = y[index] < y[lowest] ? index : lowest
      highest = y[index] > y[highest] ? index : highest
    }
    for extreme in [lowest, highest] where !result.contains(extreme) {
      result.insert(extreme, at: result.firstIndex { $0 > extreme } ?? result.count)
    }
    return result
  }

  /// The indices of the minimum and maximum of each of `bucketCount` equal-width x buckets, in x
  /// order (Highcharts' audio reduction plays each bucket's min and max in x order).
  ///
  ///     Downsampling.minMaxBuckets(x: [0, 1, 2, 3], y: [3, 1, 4, 1], bucketCount: 1)
  ///     // [0, 1, 2, 3]
  ///
  /// Buckets split the x range of the finite points into equal widths, so a dense stretch gives
  /// up as many points as a sparse one. Within a bucket the first occurrence of its minimum and of
  /// its maximum are kept (one index when they coincide); the first and last finite points are
  /// added. The global extremes are always among the kept points.
  ///
  /// - Parameters:
  ///   - x: positions in ascending order; ties are allowed.
  ///   - y: values, `Double.nan` for missing ones; as many as `x`.
  ///   - bucketCount: how many buckets, at least 1. When the series has no more than
  ///     `2 × bucketCount` points, every index is returned.
  /// - Returns: Ascending indices into `x` and `y`: at most `2 × bucketCount + 2` finite points,
  ///   plus gap markers (see ``Downsampling``).
  /// - Complexity: O(*n*) time, O(*n* + `bucketCount`) extra space.
  public static func minMaxBuckets(x: [Double], y: [Double], bucketCount: Int) -> [Int] {
    precondition(x.count == y.count, "Min/max buckets need as many x values as y values.")
    precondition(bucketCount >= 1, "Min/max buckets need at least one bucket.")
    guard y.count > 2 * bucketCount else { return Array(y.indices) }
    let finite = y.indices.filter { !y[$0].isNaN }
    var kept = [Bool](repeating: false, count: y.count)
    guard finite.count > 2 * bucketCount else {
      for index in finite { kept[index] = true }
      return keptIndices(kept, y: y, finite: finite, preservingExtremes: false)
    }
    let low = x[finite[0]]
    let width = x[finite[finite.count - 1]] - low
    var minimum = [Int](repeating: -1, count: bucketCount)
    var maximum = [Int](repeating: -1, count: bucketCount)
    for index in finite {
      let fraction = width > 0 ? (x[index] - low) / width : 0
      let bucket = min(bucketCount - 1, max(0, Int(fraction * Double(bucketCount))))
      if minimum[bucket] < 0 || y[index] < y[minimum[bucket]] { minimum[bucket] = index }
      if maximum[bucket] < 0 || y[index] > y[maximum[bucket]] { maximum[bucket] = index }
    }
    kept[finite[0]] = true
    kept[finite[finite.count - 1]] = true
    for bucket in 0..<bucketCount where minimum[bucket] >= 0 {
      kept[minimum[bucket]] = true
      kept[maximum[bucket]] = true
    }
    return keptIndices(kept, y: y, finite: finite, preservingExtremes: false)
  }

  /// The marked indices in ascending order, with the global extremes re-inserted when asked and
  /// one marker per run of missing values between kept points.
  private static func keptIndices(
    _ kept: [Bool], y: [Double], finite: [Int], preservingExtremes: Bool
  ) -> [Int] {
    var kept = kept
    if preservingExtremes, !finite.isEmpty {
      var lowest = finite[0]
      var highest = finite[0]
      for index in finite {
        if y[index] < y[lowest] { lowest = index }
        if y[index] > y[highest] { highest = index }
      }
      kept[lowest] = true
      kept[highest] = true
    }
    var result: [Int] = []
    var markedGap = false
    for index in y.indices {
      if kept[index] {
        result.append(index)
        markedGap = false
      } else if y[index].isNaN, !markedGap {
        result.append(index)
        markedGap = true
      }
    }
    return result
  }
}
