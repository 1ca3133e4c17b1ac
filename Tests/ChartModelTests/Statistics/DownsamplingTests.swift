import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Foundation
import Testing

/// One series of `Tests/Fixtures/oracles/lttb.json`, written by `generate_lttb.py`.
struct LTTBOracleCase: Decodable, CustomTestStringConvertible, Sendable {
  var name: String
  var threshold: Int
  var x: [Double]
  var y: [Double?]
  var lttb: [Int]
  var lttbWithExtremes: [Int]

  var values: [Double] { y.map { $0 ?? .nan } }
  var testDescription: String { "\(name) (\(x.count) → \(threshold))" }

  private struct Document: Decodable { var cases: [LTTBOracleCase] }

  static let all: [LTTBOracleCase] = {
    guard let data = try? RepositoryPaths.fixture("oracles/lttb.json"),
      let document = try? JSONDecoder().decode(Document.self, from: data)
    else { return [] }
    return document.cases
  }()
}

@Suite struct DownsamplingTests {
  @Test func oracleFileIsPresent() {
    #expect(LTTBOracleCase.all.count >= 5, "run Tests/Fixtures/oracles/generate_lttb.py")
  }

  @Test(arguments: LTTBOracleCase.all)
  func lttbKeepsTheOraclesIndices(_ oracle: LTTBOracleCase) {
    let kept = Downsampling.lttb(
      x: oracle.x, y: oracle.values, threshold: oracle.threshold, preservingExtremes: false)
    let finiteKept = kept.filter { !oracle.values[$0].isNaN }
    #expect(
      finiteKept == oracle.lttb, "first difference at \(firstDifference(finiteKept, oracle.lttb))")
  }

  @Test(arguments: LTTBOracleCase.all)
  func lttbReinsertsExtremesAndMarksGaps(_ oracle: LTTBOracleCase) {
    let kept = Downsampling.lttb(x: oracle.x, y: oracle.values, threshold: oracle.threshold)
    #expect(
      kept == oracle.lttbWithExtremes,
      "first difference at \(firstDifference(kept, oracle.lttbWithExtremes))")
  }

  @Test func keepsFirstLastAndTheLargestTriangle() {
    #expect(Downsampling.lttb(x: [0, 1, 2, 3, 4], y: [0, 5, 1, 1, 0], threshold: 3) == [0, 1, 4])
  }

  @Test func shortAndEmptyInputIsReturnedWhole() {
    #expect(Downsampling.lttb(x: [], y: [], threshold: 3) == [])
    #expect(Downsampling.lttb(x: [0, 1, 2], y: [1, .nan, 2], threshold: 3) == [0, 1, 2])
    #expect(Downsampling.minMaxBuckets(x: [0, 1], y: [4, 2], bucketCount: 1) == [0, 1])
    #expect(Downsampling.minMaxBuckets(x: [], y: [], bucketCount: 4) == [])
  }

  @Test func runsOfMissingValuesShrinkToOneMarkerWhenTheFinitePointsFit() {
    let x = (0..<10).map(Double.init)
    let allMissing = [Double](repeating: .nan, count: 10)
    #expect(Downsampling.lttb(x: x, y: allMissing, threshold: 3) == [0])
    #expect(Downsampling.minMaxBuckets(x: x, y: allMissing, bucketCount: 2) == [0])
    let y: [Double] = [1, .nan, .nan, .nan, 2, .nan, .nan, 3, .nan, .nan]
    #expect(Downsampling.lttb(x: x, y: y, threshold: 4) == [0, 1, 4, 5, 7, 8])
  }

  @Test(arguments: 0..<20 as Range<UInt64>)
  func bothMethodsKeepTheGlobalExtremesAndEnds(seed: UInt64) {
    var generator = SplitMix64(seed: seed)
    let n = Int.random(in: 50...2_000, using: &generator)
    let x = (0..<n).map(Double.init)
    var level = 0.0
    let y = x.map { _ in
      level += Double.random(in: -1...1, using: &generator)
      return Double.random(in: 0...1, using: &generator) < 0.05 ? .nan : level
    }
    let finite = y.indices.filter { !y[$0].isNaN }
    let highest = finite.max { y[$0] < y[$1] || (y[$0] == y[$1] && $0 > $1) }
    let lowest = finite.min { y[$0] < y[$1] || (y[$0] == y[$1] && $0 < $1) }
    for kept in [
      Downsampling.lttb(x: x, y: y, threshold: 40),
      Downsampling.minMaxBuckets(x: x, y: y, bucketCount: 20),
    ] {
      #expect(kept == kept.sorted() && Set(kept).count == kept.count)
      #expect(kept.first == finite.first.map { min($0, y.firstIndex { $0.isNaN } ?? $0) })
      #expect(kept.contains(finite.last ?? -1))
      #expect(kept.contains(highest ?? -1) && kept.contains(lowest ?? -1))
      // One gap marker at most between consecutive kept finite points.
      let finiteKept = kept.filter { !y[$0].isNaN }
      #expect(kept.count - finiteKept.count <= finiteKept.count + 1)
      #expect(finiteKept.count <= 44)
    }
  }

  @Test func minMaxBucketsPlayEachBucketsExtremesInXOrder() {
    // Two buckets over x 0…7: [0, 3.5) and [3.5, 7].
    let y: [Double] = [5, 9, 1, 4, 2, 8, 0, 6]
    let kept = Downsampling.minMaxBuckets(x: (0..<8).map(Double.init), y: y, bucketCount: 2)
    #expect(kept == [0, 1, 2, 5, 6, 7])
  }

  @Test func aGapBetweenKeptPointsIsMarkedOnce() {
    var y = (0..<100).map { Double($0 % 7) }
    for index in 30..<40 { y[index] = .nan }
    let kept = Downsampling.lttb(x: (0..<100).map(Double.init), y: y, threshold: 10)
    #expect(kept.filter { y[$0].isNaN } == [30])
  }

  private func firstDifference(_ a: [Int], _ b: [Int]) -> String {
    let position =
      zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(a.count, b.count)
    let left = position < a.count ? String(a[position]) : "end"
    let right = position < b.count ? String(b[position]) : "end"
    return "position \(position): \(left) vs \(right) (counts \(a.count), \(b.count))"
  }
}
