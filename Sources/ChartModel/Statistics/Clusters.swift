// MARK: - Scatter clusters: k-means, told only when the silhouette says so

/// Groups of points in a scatter plot that pass the cluster test (`analysis.md` §8).
public struct ClusterResult: Sendable, Equatable {
  /// The number of clusters, 2 to 4.
  public var k: Int
  /// The centre of each cluster in data units, largest cluster first.
  public var centres: [DataPoint]
  /// The points in each cluster (of the sample, when sampled), parallel to ``centres``.
  public var sizes: [Int]
  /// The mean silhouette of the clustering (Kaufman & Rousseeuw 1990), on standardised x and y.
  public var silhouette: Double
  /// Whether the clusters were found on a seeded sample of the points.
  public var isSampled: Bool

  /// Creates a result.
  ///
  /// - Complexity: O(1).
  public init(k: Int, centres: [DataPoint], sizes: [Int], silhouette: Double, isSampled: Bool) {
    self.k = k
    self.centres = centres
    self.sizes = sizes
    self.silhouette = silhouette
    self.isSampled = isSampled
  }
}

extension Statistics {
  /// The clusters of a scatter plot, or `nil` when none pass the test.
  ///
  /// x and y are standardised (mean 0, standard deviation 1); for each *k* from 2 to 4, Lloyd's
  /// k-means runs from farthest-point seeds (the point farthest from the mean, then each time the
  /// point farthest from the chosen seeds; first on ties) until no label changes. The *k* with the
  /// highest mean silhouette wins, and is reported only when that silhouette exceeds
  /// `policy.clusterSilhouette` (0.5) and every cluster holds at least
  /// `policy.minimumClusterShare` (5 %) of the points. Fewer than
  /// `policy.minimumPointsForClusters` points never form clusters. Above `policy.clusterSampleLimit` points
  /// (the silhouette is quadratic), a seeded sample of that many is clustered.
  ///
  /// - Complexity: O(*m*²) for *m* = min(*n*, the sample limit) points.
  public static func clusters(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> ClusterResult? {
    var points: [(Double, Double)] = zip(x, y).filter { $0.0.isFinite && $0.1.isFinite }
    let isSampled = points.count > policy.clusterSampleLimit
    if isSampled {
      var generator = SplitMix64(seed: policy.theilSenSeed)
      for index in 0..<policy.clusterSampleLimit {
        points.swapAt(index, index + generator.nextIndex(below: points.count - index))
      }
      points.removeLast(points.count - policy.clusterSampleLimit)
    }
    let n = points.count
    guard n >= Swift.max(10, policy.minimumPointsForClusters) else { return nil }
    let mx = points.reduce(0) { $0 + $1.0 } / Double(n)
    let my = points.reduce(0) { $0 + $1.1 } / Double(n)
    let sx = (points.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) } / Double(n)).squareRoot()
    let sy = (points.reduce(0) { $0 + ($1.1 - my) * ($1.1 - my) } / Double(n)).squareRoot()
    guard sx > 0, sy > 0 else { return nil }
    let standard = points.map { (($0.0 - mx) / sx, ($0.1 - my) / sy) }
    var best: (k: Int, labels: [Int], silhouette: Double)?
    for k in 2...4 where k < n {
      let labels = kMeans(standard, k: k)
      let score = silhouette(standard, labels: labels, k: k)
      if best == nil || score > best!.silhouette { best = (k, labels, score) }
    }
    guard let best, best.silhouette > policy.clusterSilhouette else { return nil }
    var sizes = [Int](repeating: 0, count: best.k)
    var sums = [(Double, Double)](repeating: (0, 0), count: best.k)
    for (point, label) in zip(points, best.labels) {
      sizes[label] += 1
      sums[label].0 += point.0
      sums[label].1 += point.1
    }
    guard sizes.allSatisfy({ Double($0) >= policy.minimumClusterShare * Double(n) }) else { return nil }
    let order = sizes.indices.sorted { sizes[$0] > sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
    return ClusterResult(
      k: best.k,
      centres: order.map { DataPoint(x: sums[$0].0 / Double(sizes[$0]), y: sums[$0].1 / Double(sizes[$0])) },
      sizes: order.map { sizes[$0] }, silhouette: best.silhouette, isSampled: isSampled)
  }

  /// The farthest-point seeds of k-means: indices into `points`.
  ///
  /// - Complexity: O(*n*·*k*).
  package static func farthestPointSeeds(_ points: [(Double, Double)], k: Int) -> [Int] {
    let n = Double(points.count)
    let mean = (points.reduce(0) { $0 + $1.0 } / n, points.reduce(0) { $0 + $1.1 } / n)
    func distance(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
      (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1)
    }
    var seeds = [points.indices.max { distance(points[$0], mean) < distance(points[$1], mean) || (distance(points[$0], mean) == distance(points[$1], mean) && $0 > $1) } ?? 0]
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
    var centres = farthestPointSeeds(points, k: k).map { points[$0] }
    var labels = [Int](repeating: -1, count: points.count)
    for _ in 0..<300 {
      var changed = false
      for (index, point) in points.enumerated() {
        var best = 0
        var bestDistance = Double.infinity
        for (c, centre) in centres.enumerated() {
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
      var sums = [(Double, Double, Int)](repeating: (0, 0, 0), count: k)
      for (point, label) in zip(points, labels) {
        sums[label].0 += point.0
        sums[label].1 += point.1
        sums[label].2 += 1
      }
      for c in 0..<k where sums[c].2 > 0 {
        centres[c] = (sums[c].0 / Double(sums[c].2), sums[c].1 / Double(sums[c].2))
      }
    }
    return labels
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
        sums[labels[j]] += ((point.0 - other.0) * (point.0 - other.0) + (point.1 - other.1) * (point.1 - other.1)).squareRoot()
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
}
