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
