import ChartModel
import ChartSupport
import ChartVoiceTestSupport
import Testing

/// ``DataSeries/hasRepeatedX``, ``DataSeries/isSortedByX`` and the search for the first repeat in
/// ``DataSeries/mergeDuplicateX()``, which pass over blocks of neighbours by a branch-free scan,
/// against the plain loops they replaced.
@Suite struct RepeatedXTests {
  static func isSorted(_ x: [Double]) -> Bool {
    var previous = -Double.infinity
    for value in x {
      if value < previous { return false }
      previous = value
    }
    return true
  }

  static func reference(_ x: [Double]) -> Bool {
    if isSorted(x) { return zip(x, x.dropFirst()).contains { $0 == $1 } }
    var seen = Set<Double>()
    return x.contains { !seen.insert($0).inserted }
  }

  /// A NaN position after a repeat equals nothing, itself included: it is kept as it is, and
  /// the merge ends (it once looped for ever there).
  @Test func aNaNPositionAfterARepeatIsKept() {
    var series = DataSeries(name: "A", isContinuous: true, x: [1, 1, .nan, 2], y: [2, 4, 5, 6])
    let (merged, first) = series.mergeDuplicateX()
    #expect(merged == 1 && first == 1)
    #expect(series.x.count == 3 && series.x[0] == 1 && series.x[1].isNaN && series.x[2] == 2)
    #expect(series.y == [3, 5, 6])
  }

  /// Ascending positions (strictly, or with one repeat planted near a block edge or anywhere),
  /// ±0 side by side, NaN, a descent planted before or after a repeat, and shuffled positions,
  /// at lengths from 0 to 3,000 (blocks of 1,024 crossed).
  @Test(arguments: 0..<60 as Range<UInt64>)
  func equalsThePlainReference(seed: UInt64) {
    var generator = SplitMix64(seed: 0x2E9_0000 + seed)
    let count = generator.nextIndex(below: seed.isMultiple(of: 6) ? 6 : 3_000)
    var x = (0..<count).map { Double($0) * 0.5 - 100 }
    func position() -> Int {
      let edge = 1_024 * generator.nextIndex(below: count / 1_024 + 1) + generator.nextIndex(below: 3) - 1
      return generator.nextUnit() < 0.5 ? generator.nextIndex(below: count) : Swift.min(count - 1, Swift.max(0, edge))
    }
    if count > 1 {
      switch seed % 6 {
      case 0: break
      case 1:
        let at = Swift.max(1, position())
        x[at] = x[at - 1]
      case 2:
        // −0 after +0: equal, so a repeat.
        let at = Swift.max(1, position())
        (x[at - 1], x[at]) = (0, -0.0)
        for index in at + 1..<count { x[index] = Double(index) }
        for index in 0..<at - 1 { x[index] = -Double(at - index) }
      case 3:
        x[position()] = .nan
      case 4:
        // A descent, with or without a repeat somewhere.
        let at = Swift.max(1, position())
        x[at] = x[at - 1] - 1
        if generator.nextUnit() < 0.5 { x[position()] = x[position()] }
      default:
        x.shuffle(using: &generator)
        if generator.nextUnit() < 0.5 { x[position()] = x[position()] }
      }
    }
    let y = x.indices.map { _ in generator.nextUnit() < 0.1 ? .nan : generator.nextNormal() }
    var series = DataSeries(name: "s", isContinuous: true, x: x, y: y)
    #expect(series.hasRepeatedX == Self.reference(x), "seed \(seed), \(count) positions")
    #expect(series.isSortedByX == Self.isSorted(x), "seed \(seed), \(count) positions")
    // Merging needs sorted positions without NaN.
    if Self.isSorted(x), !x.contains(where: \.isNaN) {
      let expected = Self.merged(x: x, y: y)
      let (merged, first) = series.mergeDuplicateX()
      #expect(merged == expected.merged && first == expected.first, "seed \(seed)")
      #expect(series.x == expected.x, "seed \(seed)")
      #expect(zip(series.y, expected.y).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }, "seed \(seed)")
    }
  }

  /// The plain merge: each run of equal positions becomes one point holding the mean of its
  /// values that are not NaN, summed in order.
  static func merged(x: [Double], y: [Double]) -> (merged: Int, first: Double?, x: [Double], y: [Double]) {
    var (newX, newY): ([Double], [Double]) = ([], [])
    var first: Double?
    var index = 0
    while index < x.count {
      var end = index
      var (sum, count) = (0.0, 0)
      while end < x.count, x[end] == x[index] {
        if !y[end].isNaN {
          sum += y[end]
          count += 1
        }
        end += 1
      }
      if end - index > 1, first == nil { first = x[index] }
      newX.append(x[index])
      newY.append(count == 0 ? .nan : sum / Double(count))
      index = end
    }
    return (x.count - newX.count, first, first == nil ? x : newX, first == nil ? y : newY)
  }
}
