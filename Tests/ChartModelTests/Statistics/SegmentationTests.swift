import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct SegmentationTests {
  @Test func riseThenFallIsTwoSegmentsWithAPeak() throws {
    let y: [Double] = [12, 14, 17, 19, 22, 25, 27, 30, 34, 31, 27, 24, 22, 21]
    let shape = try #require(Statistics.shape(x: y.indices.map(Double.init), y: y))
    #expect(shape.segments.map(\.direction) == [.rising, .falling])
    #expect(shape.peaks == [DataPoint(x: 8, y: 34)])
    #expect(shape.troughs.isEmpty)
    #expect(shape.segments.first?.from == DataPoint(x: 0, y: 12))
    #expect(shape.segments.last?.to == DataPoint(x: 13, y: 21))
  }

  @Test func withoutATurningPointOneSegmentJoinsTheEnds() throws {
    let y: [Double] = [10, 10.1, 10.2, 10.1, 10.3, 20, 30]
    let shape = try #require(Statistics.shape(x: y.indices.map(Double.init), y: y))
    #expect(shape.segments == [Segment(from: DataPoint(x: 0, y: 10), to: DataPoint(x: 6, y: 30), direction: .rising)])
    let level: [Double] = [10, 12, 9, 11, 10.1]
    #expect(Statistics.shape(x: level.indices.map(Double.init), y: level)?.segments.map(\.direction) == [.flat])
  }

  @Test func edgeCases() {
    #expect(Statistics.shape(x: [], y: []) == nil)
    #expect(Statistics.shape(x: [0], y: [1]) == nil)
    #expect(Statistics.shape(x: [0, 1, 2], y: [.nan, 1, .nan]) == nil)
    #expect(Statistics.shape(x: [0, 1], y: [1, 3])?.segments.map(\.direction) == [.rising])
    #expect(Statistics.shape(x: [0, 1, 2], y: [4, 4, 4])?.segments.map(\.direction) == [.flat])
  }

  /// Long series are segmented on an LTTB downsample that keeps the true extremes, so the shape's
  /// endpoints are real points and the global maximum is a segment end.
  @Test(arguments: 0..<5 as Range<UInt64>) func longSeriesAreDownsampledAndKeepTheExtremes(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    var y: [Double] = []
    var level = 0.0
    for _ in 0..<20_000 {
      level += random.nextNormal()
      y.append(level)
    }
    let x = y.indices.map(Double.init)
    let shape = try #require(Statistics.shape(x: x, y: y))
    #expect(shape.isDownsampled)
    let ends = Set(shape.segments.flatMap { [$0.from, $0.to] })
    for point in ends { #expect(y[Int(point.x)] == point.y) }
    #expect(shape.segments.first?.from.x == 0)
    #expect(shape.segments.last?.to.x == Double(y.count - 1))
    // Neighbouring segments never share a direction.
    for (a, b) in zip(shape.segments, shape.segments.dropFirst()) { #expect(a.direction != b.direction) }
  }

  @Test func ramerDouglasPeuckerKeepsCorners() {
    // (2, 0) lies 1/√5 ≈ 0.45 from the chord (1, 1)–(3, 0): within the tolerance.
    #expect(Statistics.ramerDouglasPeucker(x: [0, 1, 2, 3], y: [0, 1, 0, 0], epsilon: 0.5) == [0, 1, 3])
    #expect(Statistics.ramerDouglasPeucker(x: [0, 1, 2, 3], y: [0, 1, 0, 0], epsilon: 0.4) == [0, 1, 2, 3])
    #expect(Statistics.ramerDouglasPeucker(x: [0, 1, 2, 3], y: [0, 0.01, 0, 0], epsilon: 0.5) == [0, 3])
  }
}
