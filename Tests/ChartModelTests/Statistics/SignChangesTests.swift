import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

@Suite struct SignChangesTests {
  @Test func oneChangeGivesTwoRuns() throws {
    let runs = try #require(Statistics.signRuns(x: [1, 2, 3, 4], y: [-2, -1, 3, 4])).runs
    #expect(runs.count == 2)
    #expect(!runs[0].isPositive && runs[0].last.x == 2 && runs[1].isPositive && runs[1].first.x == 3)
  }

  @Test func edgeCases() {
    #expect(Statistics.signRuns(x: [1, 2, 3], y: [1, 2, 3]) == nil, "one sign")
    #expect(Statistics.signRuns(x: [1, 2, 3], y: [-1, 0, 3]) == nil, "a zero")
    #expect(Statistics.signRuns(x: [1, 2, 3, 4], y: [-1, 1, -1, 1]) == nil, "three changes")
    #expect(Statistics.signRuns(x: [1, 2, 3, 4], y: [-1, .nan, 2, 1])?.runs.count == 2, "missing skipped")
    #expect(Statistics.signRuns(x: [1, 2, 3], y: [1, -1, 1])?.runs.count == 3)
    #expect(Statistics.signRuns(x: [], y: []) == nil)
  }
}

/// ``Statistics/signRuns(x:y:policy:)`` passes over a run's values in a tight loop; against a
/// plain reference that walks every point as the function is documented to.
@Suite struct SignRunsScanTests {
  /// Each run as [sign, first x, first y, last x, last y], the sign 1 above zero and −1 below.
  static func reference(x: [Double], y: [Double], policy: DescriptionPolicy) -> [[Double]]? {
    var runs: [[Double]] = []
    for (position, value) in zip(x, y) where value.isFinite {
      if value == 0 { return nil }
      let sign: Double = value > 0 ? 1 : -1
      if let last = runs.last, last[0] == sign {
        runs[runs.count - 1][3] = position
        runs[runs.count - 1][4] = value
      } else {
        runs.append([sign, position, value, position, value])
      }
    }
    guard runs.count >= 2, runs.count <= policy.maximumSignChanges + 1 else { return nil }
    return runs
  }

  /// Series of a few runs of each sign, with NaN, ±∞, zeros, −0, subnormals and the largest
  /// finite values planted, at lengths from 0 to 2,000.
  @Test(arguments: 0..<40 as Range<UInt64>)
  func equalsThePlainReference(seed: UInt64) {
    var generator = SplitMix64(seed: 0x5161_0000 + seed)
    let count = generator.nextIndex(below: seed.isMultiple(of: 4) ? 8 : 2_000)
    let changes = generator.nextIndex(below: 6)
    let cuts = Set((0..<changes).map { _ in generator.nextIndex(below: Swift.max(1, count)) })
    var sign = generator.nextUnit() < 0.5 ? -1.0 : 1.0
    var y = (0..<count).map { index -> Double in
      if cuts.contains(index) { sign = -sign }
      return sign * (0.5 + 10 * generator.nextUnit())
    }
    let planted: [Double] = [
      .nan, .infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    ]
    for _ in 0..<(count == 0 ? 0 : generator.nextIndex(below: 4)) {
      let value = planted[generator.nextIndex(below: seed.isMultiple(of: 3) ? 3 : planted.count)]
      y[generator.nextIndex(below: count)] = value
    }
    let x = (0..<count).map { Double($0) }
    let policy = DescriptionPolicy.standard
    let runs = Statistics.signRuns(x: x, y: y, policy: policy)?.runs.map { run in
      [run.isPositive ? 1 : -1, run.first.x, run.first.y, run.last.x, run.last.y]
    }
    #expect(runs == Self.reference(x: x, y: y, policy: policy))
  }
}
