internal import ChartSupport
import Foundation

// MARK: - The median

extension Statistics {
  /// Returns the median of the finite values: the middle one, or the mean of the two middle ones.
  ///
  ///     Statistics.median([5, 1, 3])          // 3.0
  ///     Statistics.median([4, .nan, 1, 3, 2]) // 2.5
  ///     Statistics.median([])                 // nil
  ///
  /// Selects without sorting (see `median(ofFinite:)`): up to 16,384 values by quickselect on a
  /// copy; above that by a Floyd–Rivest sample that brackets the middle, one counting pass over
  /// the values, and quickselect on the few values inside the bracket. The two middle values are
  /// averaged without overflow, so the median of `[1.7e308, 1.7e308]` is `1.7e308`. Mathematical
  /// properties: permuting the values leaves the median unchanged exactly; adding *c* to every
  /// value adds *c* to it.
  ///
  /// - Parameter values: Any values; NaN and ±∞ are skipped as missing.
  /// - Returns: The median, or `nil` when no value is finite.
  /// - Complexity: O(*n*) expected time, O(*n*) extra memory (less when no value is missing).
  public static func median(_ values: [Double]) -> Double? {
    values.withUnsafeBufferPointer { median($0) }
  }

  /// Returns the median of the finite values in a buffer; see the `[Double]` form.
  ///
  /// - Complexity: O(*n*) expected time, O(*n*) extra memory (less when no value is missing).
  public static func median(_ values: UnsafeBufferPointer<Double>) -> Double? {
    var finiteCount = 0
    for value in values { finiteCount += value.isFinite ? 1 : 0 }
    guard finiteCount > 0 else { return nil }
    guard finiteCount < values.count else { return median(ofFinite: BufferValues(values)) }
    let finite = FiniteColumns.finiteValues(values)
    return finite.withUnsafeBufferPointer { median(ofFinite: BufferValues($0)) }
  }

  /// The median of a non-empty buffer of finite values, reordering the buffer.
  ///
  /// - Complexity: O(*n*) expected.
  static func medianReordering(_ values: UnsafeMutableBufferPointer<Double>) -> Double {
    precondition(!values.isEmpty, "Cannot take the median of no values.")
    let upper = values.count / 2
    selectRank(upper, in: values)
    guard values.count.isMultiple(of: 2) else { return values[upper] }
    // Everything before `upper` is ≤ values[upper]; the largest of them is the lower middle.
    var lower = values[0]
    for index in 1..<upper where values[index] > lower { lower = values[index] }
    return midpoint(lower, values[upper])
  }

  /// The median of a non-empty, ascending buffer.
  ///
  /// - Complexity: O(1).
  static func medianOfSorted(_ sorted: UnsafeMutableBufferPointer<Double>) -> Double {
    precondition(!sorted.isEmpty, "Cannot take the median of no values.")
    let upper = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? midpoint(sorted[upper - 1], sorted[upper]) : sorted[upper]
  }

  /// `(a + b) / 2` without overflow.
  ///
  /// - Complexity: O(1).
  static func midpoint(_ a: Double, _ b: Double) -> Double {
    let sum = a + b
    return sum.isFinite ? sum / 2 : a / 2 + b / 2
  }

  /// The median of a non-empty source of finite values, read without reordering it.
  ///
  /// Up to 16,384 values: copied and quickselected. Above: Floyd & Rivest's sampling idea
  /// (1975): the middle ranks of a seeded random sample of *m* ≈ *n*^(2/3) values give two
  /// bounds *a* ≤ *b* that bracket the median with high probability (±2√*m* sample ranks, four
  /// standard deviations). One pass counts the values below *a* and copies the values in
  /// [*a*, *b*] (about 4*n*/√*m* of them); the median is then selected among those. If the
  /// bracket missed (probability below 10⁻⁴), the values are copied and quickselected. The
  /// result is exact either way; only the time depends on the sample.
  ///
  /// - Parameter source: At least one value, all finite.
  /// - Complexity: O(*n*) expected time, with one streaming pass and O(*n*^(2/3)) random reads
  ///   for large *n*; O(*n*) extra memory, of which only the bracket's pages are touched.
  static func median<Source: FiniteValues>(ofFinite source: Source) -> Double {
    let count = source.count
    precondition(count > 0, "Cannot take the median of no values.")
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
    defer { buffer.deallocate() }
    if count > 16_384, let median = bracketedMedian(source, buffer: buffer) { return median }
    for index in 0..<count { buffer[index] = source[index] }
    return medianReordering(buffer)
  }

  /// The median by a sampled bracket, or `nil` when the bracket missed.
  ///
  /// - Complexity: O(*n*).
  private static func bracketedMedian<Source: FiniteValues>(
    _ source: Source, buffer: UnsafeMutableBufferPointer<Double>
  ) -> Double? {
    // Bracket the middle with order statistics of a sample, kept at the end of `buffer`.
    let count = source.count
    let cubeRoot = cbrt(Double(count))
    let sampleCount = Swift.min(count / 4, Int(cubeRoot * cubeRoot))
    let sample = UnsafeMutableBufferPointer(rebasing: buffer[(count - sampleCount)...])
    var generator = SplitMix64(seed: 0x5E1E_C7ED)
    for index in 0..<sampleCount { sample[index] = source[generator.nextIndex(below: count)] }
    let margin = 2 * Int(Double(sampleCount).squareRoot())
    let sampleMiddle = sampleCount / 2
    let lowIndex = Swift.max(0, sampleMiddle - margin)
    let highIndex = Swift.min(sampleCount - 1, sampleMiddle + margin)
    selectRank(lowIndex, in: sample)
    let low = sample[lowIndex]
    let aboveLow = UnsafeMutableBufferPointer(rebasing: sample[lowIndex...])
    selectRank(highIndex - lowIndex, in: aboveLow)
    let high = aboveLow[highIndex - lowIndex]
    return medianInBracket(source, buffer: buffer, low: low, high: high)
  }

  /// The median of finite values when it lies in [`low`, `high`], found without reordering them;
  /// `nil` when it does not. A test hook for the bracketing step of ``median(_:)``.
  ///
  ///     Statistics.medianInBracket([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], low: 6, high: 8)   // 5.5
  ///     Statistics.medianInBracket([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], low: 7, high: 9)   // nil
  ///
  /// - Complexity: O(*n*) time and memory.
  package static func medianInBracket(_ values: [Double], low: Double, high: Double) -> Double? {
    precondition(values.allSatisfy(\.isFinite), "The bracketed median takes finite values.")
    guard !values.isEmpty else { return nil }
    let buffer = UnsafeMutableBufferPointer<Double>.allocate(capacity: values.count)
    defer { buffer.deallocate() }
    return values.withUnsafeBufferPointer {
      medianInBracket(BufferValues($0), buffer: buffer, low: low, high: high)
    }
  }

  /// The median when it lies in [`low`, `high`]; `nil` when it does not.
  ///
  /// - Parameter buffer: At least `source.count` elements of working space.
  /// - Complexity: O(*n*), plus selection among the values in the bracket.
  private static func medianInBracket<Source: FiniteValues>(
    _ source: Source, buffer: UnsafeMutableBufferPointer<Double>, low: Double, high: Double
  ) -> Double? {
    let count = source.count
    let upperRank = count / 2
    let lowerRank = count.isMultiple(of: 2) ? upperRank - 1 : upperRank

    // Count below the bracket and gather the bracket, without branches on the data. Writes trail
    // the reads' index, so overwriting a sample kept at the end of `buffer` is harmless.
    var below = 0
    var kept = 0
    for index in 0..<count {
      let value = source[index]
      let isBelow = value < low ? 1 : 0
      let isAbove = value > high ? 1 : 0
      below &+= isBelow
      buffer[kept] = value
      kept &+= 1 &- (isBelow | isAbove)
    }
    guard below <= upperRank, upperRank < below + kept, lowerRank >= below - 1 else { return nil }

    let bracket = UnsafeMutableBufferPointer(rebasing: buffer[0..<kept])
    let upperOffset = upperRank - below
    selectRank(upperOffset, in: bracket)
    let upper = bracket[upperOffset]
    guard lowerRank < upperRank else { return upper }
    if upperOffset > 0 {
      var lower = bracket[0]
      for index in 1..<upperOffset where bracket[index] > lower { lower = bracket[index] }
      return midpoint(lower, upper)
    }
    // The lower middle is the largest value below the bracket: one more pass (rare).
    var lower = -Double.infinity
    for index in 0..<count {
      let value = source[index]
      lower = value < low && value > lower ? value : lower
    }
    return midpoint(lower, upper)
  }
}

// MARK: - Sources of values

/// Finite values read by index, so selection can run over a column or a derived quantity
/// (residuals) without materialising it.
protocol FiniteValues {
  /// The number of values.
  ///
  /// - Complexity: O(1).
  var count: Int { get }
  /// The value at `index`, finite.
  ///
  /// - Complexity: O(1).
  subscript(index: Int) -> Double { get }
}

/// The values of a buffer, all finite.
struct BufferValues: FiniteValues {
  let buffer: UnsafeBufferPointer<Double>

  init(_ buffer: UnsafeBufferPointer<Double>) {
    self.buffer = buffer
  }

  var count: Int { buffer.count }

  subscript(index: Int) -> Double {
    @inline(__always) get { buffer[index] }
  }
}
