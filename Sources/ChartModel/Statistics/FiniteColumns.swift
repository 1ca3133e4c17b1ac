// MARK: - Finite points, compacted

/// The points of an x and a y column whose coordinates are both finite, in series order, as a
/// fresh y column (which callers may reorder) and an x column that is copied only when some point
/// was dropped.
///
/// Internal working storage for the statistics: it borrows the x buffer it was made from, so it
/// must not outlive that buffer.
struct FiniteColumns {
  private let borrowedX: UnsafeBufferPointer<Double>
  private var compactedX: [Double]?
  private var compactedY: [Double]

  /// The number of finite points.
  var count: Int { compactedY.count }

  /// Collects the finite points of two columns of equal length.
  ///
  /// - Complexity: O(*n*) time and memory.
  init(x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>) {
    precondition(x.count == y.count, "A series needs as many x values as y values.")
    borrowedX = x
    compactedY = Self.compact(y, keeping: x, y)
    compactedX = compactedY.count == y.count ? nil : Self.compact(x, keeping: x, y)
  }

  /// The finite values of a column, in order.
  ///
  /// - Complexity: O(*n*), branch-free.
  static func finiteValues(_ values: UnsafeBufferPointer<Double>) -> [Double] {
    compact(values, keeping: values, values)
  }

  /// The elements of `column` at the positions where both `x` and `y` are finite.
  ///
  /// - Complexity: O(*n*), branch-free.
  private static func compact(
    _ column: UnsafeBufferPointer<Double>, keeping x: UnsafeBufferPointer<Double>,
    _ y: UnsafeBufferPointer<Double>
  ) -> [Double] {
    Array(unsafeUninitializedCapacity: column.count) { buffer, initializedCount in
      var kept = 0
      for index in 0..<column.count {
        buffer.initializeElement(at: kept, to: column[index])
        kept += y[index].isFinite && x[index].isFinite ? 1 : 0
      }
      initializedCount = kept
    }
  }

  /// Calls `body` with the x column and a mutable y column of the finite points.
  ///
  /// - Complexity: O(1) plus `body`.
  mutating func withBuffers<Result>(
    _ body: (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) throws -> Result
  ) rethrows -> Result {
    let borrowedX = borrowedX
    return try compactedY.withUnsafeMutableBufferPointer { y in
      if let compactedX {
        return try compactedX.withUnsafeBufferPointer { x in try body(x, y) }
      }
      return try body(borrowedX, y)
    }
  }
}

extension FiniteColumns {
  /// Calls `body` with the x and y columns of the finite points: the columns themselves when every
  /// point is finite (no copy), else compacted copies. For statistics that only read them.
  ///
  /// - Complexity: O(*n*) time; O(*n*) memory only when some point is not finite.
  static func withFinite<Result>(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>,
    _ body: (UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>) throws -> Result
  ) rethrows -> Result {
    precondition(x.count == y.count, "A series needs as many x values as y values.")
    if Statistics.firstNotFinite(x: x, y: y) == nil { return try body(x, y) }
    var columns = FiniteColumns(x: x, y: y)
    return try columns.withBuffers { x, y in try body(x, UnsafeBufferPointer(y)) }
  }
}

/// The positions in a series of its points with finite coordinates, in order: the *k*-th finite
/// point is at `positions[k]`. No array is kept when every point is finite (the usual case), so a
/// detector that walks the finite points costs no copy of the series.
struct FinitePositions {
  /// The positions, when some point was skipped; `nil` when position *k* is *k*.
  private let kept: [Int]?
  /// The number of finite points.
  let count: Int

  /// The points whose y (and, when given, x) is finite.
  ///
  /// - Complexity: O(*n*) time; O(*n*) memory only when some point is not finite.
  init(x: [Double]? = nil, y: [Double]) {
    let isFinite: (Int) -> Bool = { index in y[index].isFinite && (x?[index].isFinite ?? true) }
    if let firstSkipped = Self.firstNotFinite(x: x, y: y) {
      var kept = Array(0..<firstSkipped)
      for index in firstSkipped..<y.count where isFinite(index) { kept.append(index) }
      self.kept = kept
      count = kept.count
    } else {
      kept = nil
      count = y.count
    }
  }

  /// The first position whose y (or, when given, x) is not finite; `nil` when every one is.
  ///
  /// - Complexity: O(*n*).
  private static func firstNotFinite(x: [Double]?, y: [Double]) -> Int? {
    precondition((x?.count ?? y.count) >= y.count, "A series needs as many x values as y values.")
    return y.withUnsafeBufferPointer { y -> Int? in
      guard let x else { return Statistics.firstNotFinite(x: nil, y: y) }
      return x.withUnsafeBufferPointer { x in Statistics.firstNotFinite(x: x, y: y) }
    }
  }

  /// The position in the series of the `k`-th finite point.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  subscript(k: Int) -> Int { kept?[k] ?? k }

  /// 0..<``count``.
  var indices: Range<Int> { 0..<count }

  /// Whether every point is finite, so that the *k*-th finite point is point *k*.
  var skipsNone: Bool { kept == nil }
}

extension Statistics {
  /// The first position below `y.count` whose y (or, when given, x) is not finite; `nil` when
  /// every one is.
  ///
  /// Checks blocks of 256 points without branches on the data, then finds the position within
  /// the first block that holds one. A value is not finite when its exponent bits are all ones:
  /// adding one to the exponent field then carries into the sign bit, and the carries of a block
  /// are gathered with OR (integer operations the compiler turns into vector ones).
  ///
  /// - Complexity: O(*n*).
  package static func firstNotFinite(x: UnsafeBufferPointer<Double>?, y: UnsafeBufferPointer<Double>) -> Int? {
    precondition((x?.count ?? y.count) >= y.count, "A series needs as many x values as y values.")
    let exponent: UInt64 = 0x7FF0_0000_0000_0000
    let unit: UInt64 = 0x0010_0000_0000_0000
    let block = 256
    var start = 0
    while start < y.count {
      let end = Swift.min(y.count, start + block)
      var carries: UInt64 = 0
      if let x {
        for index in start..<end {
          carries |= ((y[index].bitPattern & exponent) &+ unit) | ((x[index].bitPattern & exponent) &+ unit)
        }
      } else {
        for index in start..<end { carries |= (y[index].bitPattern & exponent) &+ unit }
      }
      if carries >> 63 != 0 {
        for index in start..<end where !(y[index].isFinite && (x?[index].isFinite ?? true)) {
          return index
        }
      }
      start = end
    }
    return nil
  }
}
