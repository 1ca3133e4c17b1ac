package import ChartSupport

// MARK: - k-means: farthest-point and seeded k-means++ starts, silhouettes

extension Statistics {
  /// The farthest-point seeds of k-means: indices into `points`.
  ///
  /// - Complexity: O(*n*·*k*).
  package static func farthestPointSeeds(_ points: [(Double, Double)], k: Int) -> [Int] {
    let n = Double(points.count)
    let mean = (points.reduce(0) { $0 + $1.0 } / n, points.reduce(0) { $0 + $1.1 } / n)
    func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
      (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)
    }
    var seeds = [
      points.indices.max {
        distance(points[$0], mean) < distance(points[$1], mean)
          || (distance(points[$0], mean) == distance(points[$1], mean) && $0 > $1)
      } ?? 0
    ]
    var nearest = points.map { distance($0, points[seeds[0]]) }
    while seeds.count < k {
      let next = nearest.indices.max { nearest[$0] < nearest[$1] || (nearest[$0] == nearest[$1] && $0 > $1) } ?? 0
      seeds.append(next)
      for index in points.indices { nearest[index] = Swift.min(nearest[index], distance(points[index], points[next])) }
    }
    return seeds
  }

  /// Lloyd's k-means from farthest-point seeds, until no label changes (at most 300 rounds):
  /// each point's cluster label, 0 ..< k (the nearest centre, the first on ties).
  ///
  /// - Complexity: O(*n*·*k*) per round.
  package static func kMeans(_ points: [(Double, Double)], k: Int) -> [Int] {
    lloyd(points, from: farthestPointSeeds(points, k: k).map { points[$0] }, rounds: 300).labels
  }

  /// Lloyd's iterations from `centres` until no label changes (at most `rounds`): each point's
  /// label (the nearest centre, the first on ties) and the final centres.
  ///
  /// - Complexity: O(*n*·*k*) per round.
  static func lloyd(
    _ points: [(Double, Double)], from start: [(Double, Double)], rounds: Int
  ) -> (labels: [Int], centres: [(Double, Double)]) {
    var centres = start
    let k = centres.count
    var labels = [Int](repeating: -1, count: points.count)
    // Index loops over buffers, not `enumerated()` and `zip`: the same arithmetic in the same
    // order, but a debug build (the tests') runs their generic iterators about ten times slower.
    var sumX = [Double](repeating: 0, count: k)
    var sumY = [Double](repeating: 0, count: k)
    var counts = [Int](repeating: 0, count: k)
    points.withUnsafeBufferPointer { points in
      labels.withUnsafeMutableBufferPointer { labels in
        for _ in 0..<rounds {
          var changed = false
          for index in 0..<points.count {
            let point = points[index]
            var best = 0
            var bestDistance = Double.infinity
            for c in 0..<k {
              let centre = centres[c]
              let d = (point.0 - centre.0) * (point.0 - centre.0) + (point.1 - centre.1) * (point.1 - centre.1)
              if d < bestDistance {
                bestDistance = d
                best = c
              }
            }
            if labels[index] != best {
              labels[index] = best
              changed = true
            }
          }
          guard changed else { break }
          for c in 0..<k {
            sumX[c] = 0
            sumY[c] = 0
            counts[c] = 0
          }
          for index in 0..<points.count {
            let label = labels[index]
            sumX[label] += points[index].0
            sumY[label] += points[index].1
            counts[label] += 1
          }
          for c in 0..<k where counts[c] > 0 {
            centres[c] = (sumX[c] / Double(counts[c]), sumY[c] / Double(counts[c]))
          }
        }
      }
    }
    return (labels, centres)
  }

  /// The mean silhouette of a labelling (Euclidean distances); a point alone in its cluster
  /// scores 0 (as `sklearn.metrics.silhouette_score`).
  ///
  /// - Complexity: O(*n*²).
  package static func silhouette(_ points: [(Double, Double)], labels: [Int], k: Int) -> Double {
    var sizes = [Int](repeating: 0, count: k)
    for label in labels { sizes[label] += 1 }
    var total = 0.0
    var sums = [Double](repeating: 0, count: k)
    for (i, point) in points.enumerated() {
      for c in 0..<k { sums[c] = 0 }
      for (j, other) in points.enumerated() where j != i {
        sums[labels[j]] += ((point.0 - other.0) * (point.0 - other.0) + (point.1 - other.1) * (point.1 - other.1))
          .squareRoot()
      }
      let own = labels[i]
      guard sizes[own] > 1 else { continue }
      let a = sums[own] / Double(sizes[own] - 1)
      var b = Double.infinity
      for c in 0..<k where c != own && sizes[c] > 0 { b = Swift.min(b, sums[c] / Double(sizes[c])) }
      guard b.isFinite else { continue }
      total += (b - a) / Swift.max(a, b)
    }
    return total / Double(points.count)
  }

  /// The best of `restarts` + 2 runs of Lloyd's k-means, from seeded k-means++ starts (Arthur &
  /// Vassilvitskii 2007) and from two cuts along the axes: the labelling with the smallest within-cluster sum of squares, its
  /// centres and that sum. Several starts matter: from one start, two side-by-side blobs on
  /// standardised axes are often cut across instead of between.
  ///
  /// - Parameters:
  ///   - points: At least `k` points.
  ///   - k: The number of clusters, ≥ 1.
  ///   - restarts: How many starts, ≥ 1.
  ///   - generator: The seeded generator of the starts.
  /// - Complexity: O(*n* log *n*) for the axis starts, then O(`restarts`·*n*·*k*) per Lloyd
  ///   round, at most 100 rounds a start.
  package static func kMeans(
    _ points: [(Double, Double)], k: Int, restarts: Int, using generator: inout SplitMix64
  ) -> (labels: [Int], centres: [(Double, Double)], withinSquares: Double) {
    precondition(k >= 1 && points.count >= k && restarts >= 1, "k-means needs at least k points and one start.")
    func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
      (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)
    }
    var best: (labels: [Int], centres: [(Double, Double)], withinSquares: Double)?
    // Two starts cut along each axis (the means of k equal groups in x order, then in y order):
    // k-means++ seeds of two blobs side by side on standardised axes often sit in one blob.
    var axisStarts: [[(Double, Double)]] = []
    for byX in [true, false] {
      let order = points.indices.sorted { byX ? points[$0].0 < points[$1].0 : points[$0].1 < points[$1].1 }
      axisStarts.append(
        (0..<k).map { group in
          let slice = order[(group * order.count / k)..<((group + 1) * order.count / k)]
          let count = Double(Swift.max(slice.count, 1))
          return (slice.reduce(0) { $0 + points[$1].0 } / count, slice.reduce(0) { $0 + points[$1].1 } / count)
        })
    }
    for start in 0..<(restarts + axisStarts.count) {
      var centres = start < axisStarts.count ? axisStarts[start] : [points[generator.nextIndex(below: points.count)]]
      var nearest = points.map { distance($0, centres[0]) }
      while centres.count < k {
        let total = nearest.reduce(0, +)
        var pick = generator.nextIndex(below: points.count)
        if total > 0 {
          var target = Double(generator.next() >> 11) * 0x1p-53 * total
          for (index, d) in nearest.enumerated() {
            target -= d
            pick = index
            if target < 0 { break }
          }
        }
        centres.append(points[pick])
        for index in points.indices {
          nearest[index] = Swift.min(nearest[index], distance(points[index], points[pick]))
        }
      }
      let (labels, final) = lloyd(points, from: centres, rounds: 100)
      centres = final
      let within = zip(points, labels).reduce(0) { $0 + distance($1.0, centres[$1.1]) }
      if best == nil || within < best!.withinSquares { best = (labels, centres, within) }
    }
    return best!
  }

  /// The simplified silhouette of a labelling: for each point, (*b* − *a*)/max(*a*, *b*) with *a*
  /// its distance to its own centre and *b* to the nearest other centre, averaged.
  ///
  /// - Complexity: O(*n*·*k*).
  package static func centroidSilhouette(
    _ points: [(Double, Double)], labels: [Int], centres: [(Double, Double)]
  ) -> Double {
    guard !points.isEmpty, centres.count > 1 else { return 0 }
    var total = 0.0
    for (point, label) in zip(points, labels) {
      var a = 0.0
      var b = Double.infinity
      for (c, centre) in centres.enumerated() {
        let d = ((point.0 - centre.0) * (point.0 - centre.0) + (point.1 - centre.1) * (point.1 - centre.1)).squareRoot()
        if c == label { a = d } else { b = Swift.min(b, d) }
      }
      let scale = Swift.max(a, b)
      if scale > 0 { total += (b - a) / scale }
    }
    return total / Double(points.count)
  }
}
