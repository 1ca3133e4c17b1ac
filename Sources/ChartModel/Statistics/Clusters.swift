internal import ChartSupport

// MARK: - Scatter clusters: k-means, told only when every pair of clusters has a gap

/// Groups of points in a scatter plot that pass the cluster test (`analysis.md` §8).
public struct ClusterResult: Sendable, Equatable {
  /// The number of clusters, 2 to 4.
  public var k: Int
  /// The centre of each cluster in data units, largest cluster first.
  public var centres: [DataPoint]
  /// The points in each cluster (of the sample, when sampled), parallel to ``centres``.
  public var sizes: [Int]
  /// The centroid ("simplified") silhouette of the clustering, on standardised x and y.
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
  /// **Statistic.** x and y are standardised (mean 0, standard deviation 1, as the chart's axes
  /// scale them). For each *k* from 2 to 4, the best of `policy.clusterRestarts` seeded k-means++
  /// runs splits the points; for every pair of its clusters, the points of the two are projected
  /// on Fisher's discriminant direction (the pooled within-cluster covariance, inverted, times the
  /// difference of the centres) and ``bestSplitRatio(_:)`` measures how much of that
  /// projection's variance the best two-group split explains. A *k* passes when every pair's
  /// ratio is at least `policy.clusterSplitRatio` + `policy.clusterSplitSmallSample`/√*m* (*m*
  /// the pair's points; 0.77 + 0.7/√*m*) and every cluster holds at least
  /// `policy.minimumClusterShare` (5 %) of the points; of the passing *k*, the one with the
  /// highest centroid silhouette is told.
  ///
  /// **Null model.** One cloud without a gap: a single Gaussian, round or elongated (r = 0.9),
  /// a uniform square, a straight line with noise. Along any line their projections are
  /// unimodal, with a ratio near 2/π (Gaussian) or 0.75 (uniform); the √*m* term covers small
  /// samples. `ClusterCalibrationTests` measures ≤ 1 % false clusters on each at 20, 50, 365 and
  /// 10,000 points, and ≥ 90 % detection of 2 or 3 round blobs whose centres lie 8 standard
  /// deviations apart (at 20 points, 16).
  ///
  /// Fewer than `policy.minimumPointsForClusters` points never form clusters, nor do points on
  /// an axis with fewer than `policy.minimumDistinctValuesForClusters` distinct values. Above
  /// `policy.clusterSampleLimit` points, a seeded sample of that many is clustered (the
  /// threshold uses the sample's counts).
  ///
  /// - Complexity: O(*r*·*m*·*k*) per k-means round (*r* starts, *m* = min(*n*, the sample
  ///   limit)) plus O(*m* log *m*) per pair of clusters.
  public static func clusters(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> ClusterResult? {
    var points: [(Double, Double)] = zip(x, y).filter { $0.0.isFinite && $0.1.isFinite }
    var generator = SplitMix64(seed: policy.theilSenSeed)
    let isSampled = points.count > policy.clusterSampleLimit
    if isSampled {
      for index in 0..<policy.clusterSampleLimit {
        points.swapAt(index, index + generator.nextIndex(below: points.count - index))
      }
      points.removeLast(points.count - policy.clusterSampleLimit)
    }
    let n = points.count
    guard n >= Swift.max(10, policy.minimumPointsForClusters) else { return nil }
    // The columns of a strip plot over a discrete axis are its grid, not clusters.
    func hasManyValues(_ values: some Sequence<Double>) -> Bool {
      var seen = Set<Double>()
      for value in values {
        seen.insert(value)
        if seen.count >= policy.minimumDistinctValuesForClusters { return true }
      }
      return false
    }
    guard hasManyValues(points.lazy.map(\.0)), hasManyValues(points.lazy.map(\.1)) else { return nil }
    let mx = points.reduce(0) { $0 + $1.0 } / Double(n)
    let my = points.reduce(0) { $0 + $1.1 } / Double(n)
    let sx = (points.reduce(0) { $0 + ($1.0 - mx) * ($1.0 - mx) } / Double(n)).squareRoot()
    let sy = (points.reduce(0) { $0 + ($1.1 - my) * ($1.1 - my) } / Double(n)).squareRoot()
    guard sx > 0, sy > 0 else { return nil }
    let standard = points.map { (($0.0 - mx) / sx, ($0.1 - my) / sy) }
    var best: (k: Int, labels: [Int], silhouette: Double)?
    for k in 2...4 where k < n {
      let run = kMeans(standard, k: k, restarts: policy.clusterRestarts, using: &generator)
      var sizes = [Int](repeating: 0, count: k)
      for label in run.labels { sizes[label] += 1 }
      guard sizes.allSatisfy({ $0 >= 2 && Double($0) >= policy.minimumClusterShare * Double(n) }) else { continue }
      guard separated(standard, run.labels, run.centres, policy: policy) else { continue }
      let score = centroidSilhouette(standard, labels: run.labels, centres: run.centres)
      if best == nil || score > best!.silhouette { best = (k, run.labels, score) }
    }
    guard let best else { return nil }
    var sizes = [Int](repeating: 0, count: best.k)
    var sums = [(Double, Double)](repeating: (0, 0), count: best.k)
    for (point, label) in zip(points, best.labels) {
      sizes[label] += 1
      sums[label].0 += point.0
      sums[label].1 += point.1
    }
    let order = sizes.indices.sorted { sizes[$0] > sizes[$1] || (sizes[$0] == sizes[$1] && $0 < $1) }
    return ClusterResult(
      k: best.k,
      centres: order.map { DataPoint(x: sums[$0].0 / Double(sizes[$0]), y: sums[$0].1 / Double(sizes[$0])) },
      sizes: order.map { sizes[$0] }, silhouette: best.silhouette, isSampled: isSampled)
  }

  /// Whether every pair of clusters is split by a gap: the best two-group split of the pair's
  /// points, projected on their Fisher discriminant direction, explains at least the policy's ratio
  /// of the projection's variance (see ``clusters(x:y:policy:)``).
  ///
  /// - Complexity: O(*k*²·*m* log *m*).
  static func separated(
    _ points: [(Double, Double)], _ labels: [Int], _ centres: [(Double, Double)], policy: DescriptionPolicy
  ) -> Bool {
    for a in centres.indices {
      for b in centres.indices where b > a {
        // Fisher's direction W⁻¹(c_b − c_a), W the pooled within-cluster covariance: on
        // standardised axes two blobs side by side are thin and tall, and the line through the
        // centres alone would pick up their height.
        var sxx = 0.0
        var sxy = 0.0
        var syy = 0.0
        for (point, label) in zip(points, labels) where label == a || label == b {
          let ex = point.0 - centres[label].0
          let ey = point.1 - centres[label].1
          sxx += ex * ex
          sxy += ex * ey
          syy += ey * ey
        }
        let cx = centres[b].0 - centres[a].0
        let cy = centres[b].1 - centres[a].1
        let ridge = 1e-9 * Swift.max(sxx + syy, 1)
        sxx += ridge
        syy += ridge
        let determinant = sxx * syy - sxy * sxy
        guard cx != 0 || cy != 0, determinant > 0 else { return false }
        let dx = (syy * cx - sxy * cy) / determinant
        let dy = (sxx * cy - sxy * cx) / determinant
        var projected: [Double] = []
        for (point, label) in zip(points, labels) where label == a || label == b {
          projected.append(point.0 * dx + point.1 * dy)
        }
        let needed = policy.clusterSplitRatio + policy.clusterSplitSmallSample / Double(projected.count).squareRoot()
        if bestSplitRatio(projected) < needed { return false }
      }
    }
    return true
  }
}
