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

  /// The shape of a series: one segment from the first to the last point, or two meeting at a
  /// tested peak or valley (``turningPoint(x:y:policy:)``).
  ///
  /// Segments are said only when each passes a test against noise, so a shape never has more
  /// than one turning point; a series that moves in several ways is described by its trend, its
  /// extremes and its ends instead. A single segment is flat when its rise or fall is under
  /// `policy.flatSegmentFraction` of the y range.
  ///
  /// - Parameters:
  ///   - x, y: The series in x order; non-finite points are skipped.
  /// - Returns: The shape, or `nil` with fewer than 2 finite points or a constant x.
  /// - Complexity: O(*n*) plus O(*k*²) on *k* ≤ `policy.turningPointBuckets` bucket means.
  public static func shape(x: [Double], y: [Double], policy: DescriptionPolicy = .standard) -> SeriesShape? {
    precondition(x.count == y.count, "A shape needs as many x values as y values.")
    let finite = FinitePositions(x: x, y: y)
    guard finite.count > 0 else { return nil }
    let firstIndex = finite[0]
    let lastIndex = finite[finite.count - 1]
    guard x[lastIndex] > x[firstIndex] else { return nil }
    let first = DataPoint(x: x[firstIndex], y: y[firstIndex])
    let last = DataPoint(x: x[lastIndex], y: y[lastIndex])
    let isDownsampled = finite.count > policy.turningPointBuckets
    guard let turn = turningPoint(x: x, y: y, policy: policy) else {
      var low = first.y
      var high = first.y
      for k in finite.indices {
        low = Swift.min(low, y[finite[k]])
        high = Swift.max(high, y[finite[k]])
      }
      let rise = last.y - first.y
      let direction: SegmentDirection =
        high == low || abs(rise) < policy.flatSegmentFraction * (high - low) ? .flat : rise > 0 ? .rising : .falling
      return SeriesShape(
        segments: [Segment(from: first, to: last, direction: direction)], peaks: [], troughs: [],
        isDownsampled: isDownsampled)
    }
    let segments = [
      Segment(from: first, to: turn.point, direction: turn.isPeak ? .rising : .falling),
      Segment(from: turn.point, to: last, direction: turn.isPeak ? .falling : .rising),
    ]
    return SeriesShape(
      segments: segments, peaks: turn.isPeak ? [turn.point] : [], troughs: turn.isPeak ? [] : [turn.point],
      isDownsampled: isDownsampled)
  }
}
