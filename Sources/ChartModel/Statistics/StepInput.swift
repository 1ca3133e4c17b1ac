/// The values the step detector searches: the finite points of a series, or, past a limit, the
/// means of that many consecutive buckets of them (``Statistics/steps(x:y:policy:)``).
///
///     let input = StepInput(x: x, y: y, limit: 100_000)   // 10 M points → 100,000 means
///     input.values.count                                   // 100,000
///
/// For each searched value it keeps the index of the first and of the last raw point it stands
/// for, so a step found between two values is placed between two real points.
struct StepInput {
  /// The finite values, or the mean of each bucket of them.
  var values: [Double]
  /// The index in `y` of the first finite point of each value (the point itself, unbucketed).
  var first: [Int]
  /// The index in `y` of the last finite point of each value.
  var last: [Int]

  /// Reads the finite points (finite x and y) of a series, bucketing them when there are more
  /// than `limit`.
  ///
  /// - Complexity: O(*n*) time; O(min(*n*, `limit`)) memory besides the input.
  init(x: [Double], y: [Double], limit: Int) {
    if x.count == y.count, let allFinite = Self.allFinite(x: x, y: y, limit: limit) {
      self = allFinite
      return
    }
    var count = 0
    for index in y.indices where y[index].isFinite && x[index].isFinite { count += 1 }
    let buckets = Swift.min(count, Swift.max(1, limit))
    values = []
    first = []
    last = []
    values.reserveCapacity(buckets)
    first.reserveCapacity(buckets)
    last.reserveCapacity(buckets)
    guard count > 0 else { return }
    // Bucket b holds the finite points b·count/buckets ..< (b+1)·count/buckets (sizes differ by
    // at most one); unbucketed, every bucket holds one point.
    var seen = 0
    var bucket = 0
    var end = Self.boundary(1, count: count, buckets: buckets)
    var sum = 0.0
    var size = 0
    for index in y.indices where y[index].isFinite && x[index].isFinite {
      if size == 0 { first.append(index) }
      sum += y[index]
      size += 1
      seen += 1
      if seen == end {
        values.append(size == 1 ? sum : sum / Double(size))
        last.append(index)
        bucket += 1
        end = Self.boundary(bucket + 1, count: count, buckets: buckets)
        sum = 0
        size = 0
      }
    }
  }

  /// The number of finite points in buckets `0..<b`.
  ///
  /// - Complexity: O(1).
  /// The buckets of a series whose points are all finite, each summed by a loop over its range
  /// (in the same order, so to the same sums as the general loop); `nil` when some point is not
  /// finite.
  ///
  /// - Complexity: O(*n*).
  private static func allFinite(x: [Double], y: [Double], limit: Int) -> StepInput? {
    y.withUnsafeBufferPointer { y -> StepInput? in
      let isFinite = x.withUnsafeBufferPointer { x in Statistics.firstNotFinite(x: x, y: y) == nil }
      guard isFinite else { return nil }
      let count = y.count
      let buckets = Swift.min(count, Swift.max(1, limit))
      var values: [Double] = []
      var first: [Int] = []
      var last: [Int] = []
      values.reserveCapacity(buckets)
      first.reserveCapacity(buckets)
      last.reserveCapacity(buckets)
      var start = 0
      for bucket in 0..<buckets {
        let end = boundary(bucket + 1, count: count, buckets: buckets)
        var sum = 0.0
        for index in start..<end { sum += y[index] }
        let size = end - start
        values.append(size == 1 ? sum : sum / Double(size))
        first.append(start)
        last.append(end - 1)
        start = end
      }
      return StepInput(values: values, first: first, last: last)
    }
  }

  private init(values: [Double], first: [Int], last: [Int]) {
    self.values = values
    self.first = first
    self.last = last
  }

  private static func boundary(_ b: Int, count: Int, buckets: Int) -> Int {
    let (product, overflow) = b.multipliedReportingOverflow(by: count)
    return overflow ? Int((Double(b) * Double(count) / Double(buckets)).rounded(.down)) : product / buckets
  }
}
