// MARK: - Shape: a few straight segments

/// Which way a segment goes.
public enum SegmentDirection: String, Sendable, Codable {
  case rising
  case falling
  /// A rise or fall under ``DescriptionPolicy/flatSegmentFraction`` of the y range.
  case flat
}

/// One straight stretch of a series' shape, between two of its points.
public struct Segment: Sendable, Equatable {
  public var from: DataPoint
  public var to: DataPoint
  public var direction: SegmentDirection

  /// Creates a segment.
  ///
  /// - Complexity: O(1).
  public init(from: DataPoint, to: DataPoint, direction: SegmentDirection) {
    self.from = from
    self.to = to
    self.direction = direction
  }
}

/// A series' shape: at most a few segments, and the turning points between them.
public struct SeriesShape: Sendable, Equatable {
  /// The segments in x order, neighbours of the same direction merged.
  public var segments: [Segment]
  /// The local maxima where a rising segment meets a falling one, in x order.
  public var peaks: [DataPoint]
  /// The local minima where a falling segment meets a rising one, in x order.
  public var troughs: [DataPoint]
  /// Whether the shape was found on an LTTB downsample (with the true extremes re-inserted).
  public var isDownsampled: Bool

  /// Creates a shape from its parts.
  ///
  /// - Complexity: O(1).
  public init(segments: [Segment], peaks: [DataPoint], troughs: [DataPoint], isDownsampled: Bool) {
    self.segments = segments
    self.peaks = peaks
    self.troughs = troughs
    self.isDownsampled = isDownsampled
  }
}

extension Statistics {
  /// The indices Ramer–Douglas–Peucker keeps (Ramer 1972; Douglas & Peucker 1973): the first and
  /// last point, and recursively the point farthest (perpendicular distance) from the chord of its
  /// stretch while that distance exceeds `epsilon`.
  ///
  ///     Statistics.ramerDouglasPeucker(x: [0, 1, 2, 3], y: [0, 1, 0, 0], epsilon: 0.5)   // [0, 1, 2, 3]
  ///
  /// Agrees with the `rdp` Python package (`rdp(points, epsilon, return_mask=True)`); ties in
  /// distance go to the earlier point.
  ///
  /// - Parameters:
  ///   - x, y: Finite coordinates, as many of each; chartvoice passes them normalised to [0, 1].
  ///   - epsilon: The tolerance, ≥ 0.
  /// - Returns: Ascending indices; all of them for 2 points or fewer.
  /// - Complexity: O(*n* log *n*) typical, O(*n*²) worst case; O(*n*) memory.
  public static func ramerDouglasPeucker(x: [Double], y: [Double], epsilon: Double) -> [Int] {
    precondition(x.count == y.count, "RDP needs as many x values as y values.")
    guard x.count > 2 else { return Array(x.indices) }
    var keep = [Bool](repeating: false, count: x.count)
    keep[0] = true
    keep[x.count - 1] = true
    var stack = [(0, x.count - 1)]
    while let (start, end) = stack.popLast() {
      guard end - start > 1 else { continue }
      let ax = x[start]
      let ay = y[start]
      let dx = x[end] - ax
      let dy = y[end] - ay
      let length = (dx * dx + dy * dy).squareRoot()
      var farthest = start
      var distance = -1.0
      for index in (start + 1)..<end {
        let px = x[index] - ax
        let py = y[index] - ay
        let d = length > 0 ? abs(dx * py - dy * px) / length : (px * px + py * py).squareRoot()
        if d > distance {
          distance = d
          farthest = index
        }
      }
      if distance > epsilon {
        keep[farthest] = true
        stack.append((farthest, end))
        stack.append((start, farthest))
      }
    }
    return keep.indices.filter { keep[$0] }
  }

  /// The shape of a series in a few segments (`analysis.md` §2).
  ///
  /// Above `policy.segmentationDownsampleThreshold` finite points the series is first reduced by
  /// LTTB to `policy.segmentationPoints` (the global extremes re-inserted). The points are
  /// normalised to [0, 1] on both axes, simplified by Ramer–Douglas–Peucker with
  /// `policy.segmentTolerance`, labelled (flat under `policy.flatSegmentFraction` of the y range)
  /// and neighbours of the same direction merged.
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; NaN values are skipped.
  /// - Returns: The shape, or `nil` with fewer than 2 finite points or a constant x.
  /// - Complexity: O(*n*) for the downsample, then O(*k*²) at most on *k* ≤ 200 points.
  public static func shape(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> SeriesShape? {
    precondition(x.count == y.count, "A shape needs as many x values as y values.")
    var finiteCount = 0
    for value in y where value.isFinite { finiteCount += 1 }
    guard finiteCount >= 2 else { return nil }
    var indices: [Int]
    let isDownsampled = finiteCount > policy.segmentationDownsampleThreshold
    if isDownsampled {
      indices = Downsampling.lttb(x: x, y: y, threshold: Swift.max(3, policy.segmentationPoints))
      indices.removeAll { !y[$0].isFinite }
    } else {
      indices = y.indices.filter { y[$0].isFinite }
    }
    let px = indices.map { x[$0] }
    let py = indices.map { y[$0] }
    guard let x0 = px.first, let x1 = px.last, x1 > x0, let low = py.min(), let high = py.max() else {
      return nil
    }
    let range = high - low
    let nx = px.map { ($0 - x0) / (x1 - x0) }
    let ny = range > 0 ? py.map { ($0 - low) / range } : py.map { _ in 0 }
    let kept = ramerDouglasPeucker(x: nx, y: ny, epsilon: policy.segmentTolerance)

    var segments: [Segment] = []
    for (a, b) in zip(kept, kept.dropFirst()) {
      let from = DataPoint(x: px[a], y: py[a])
      let to = DataPoint(x: px[b], y: py[b])
      let rise = to.y - from.y
      let direction: SegmentDirection =
        range == 0 || abs(rise) < policy.flatSegmentFraction * range ? .flat : rise > 0 ? .rising : .falling
      if let last = segments.last, last.direction == direction {
        segments[segments.count - 1].to = to
      } else {
        segments.append(Segment(from: from, to: to, direction: direction))
      }
    }
    var peaks: [DataPoint] = []
    var troughs: [DataPoint] = []
    for (a, b) in zip(segments, segments.dropFirst()) {
      if a.direction == .rising, b.direction == .falling { peaks.append(a.to) }
      if a.direction == .falling, b.direction == .rising { troughs.append(a.to) }
    }
    return SeriesShape(segments: segments, peaks: peaks, troughs: troughs, isDownsampled: isDownsampled)
  }
}
