import ChartModel
import ChartSupport
import Foundation

/// Seeded random inputs for property tests: a failing test's seed reproduces its input.
extension SplitMix64 {
  /// A uniform value in [0, 1) with 53 random bits.
  package mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A standard normal value (Box–Muller).
  package mutating func nextNormal() -> Double {
    let u = 1 - nextUnit()  // (0, 1]
    let v = nextUnit()
    return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
  }

  /// A Poisson count of mean `mean` (Knuth's product of uniforms; means up to a few hundred).
  package mutating func nextPoisson(mean: Double) -> Int {
    guard mean > 0 else { return 0 }
    let limit = exp(-mean)
    var count = 0
    var product = nextUnit()
    while product > limit {
      count += 1
      product *= nextUnit()
    }
    return count
  }

  /// `count` values drawn from `distinct` equally spaced levels, so ties are common when
  /// `distinct` is small.
  package mutating func tiedValues(count: Int, distinct: Int) -> [Double] {
    (0..<count).map { _ in Double(nextIndex(below: distinct)) * 0.5 - 3 }
  }

  /// `count` values of a noisy linear trend: `slope · i` plus standard normal noise.
  package mutating func trendValues(count: Int, slope: Double) -> [Double] {
    (0..<count).map { slope * Double($0) + nextNormal() }
  }

  /// `count` strictly increasing positions with random gaps in (0, 2].
  package mutating func increasingPositions(count: Int) -> [Double] {
    var position = nextNormal() * 10
    return (0..<count).map { _ in
      position += 2 - 2 * nextUnit()
      return position
    }
  }

  /// The elements in a random order (Fisher–Yates).
  package mutating func shuffled<Element>(_ elements: [Element]) -> [Element] {
    var result = elements
    for index in result.indices.dropLast().reversed() {
      result.swapAt(index, nextIndex(below: index + 1))
    }
    return result
  }
}
