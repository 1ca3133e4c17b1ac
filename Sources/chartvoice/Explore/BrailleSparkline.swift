/// A series as a line of Unicode braille cells (U+2800–U+28FF), for a refreshable braille display.
///
///     BrailleSparkline.render([0, 5, 10, 0], cursor: 1)   // "⢴⠧": bars of 1, 2, 3 and 1 dots,
///                                                         // the cursor under the second
///
/// Each cell holds two values, one per column of dots. A value is a bar rising from the third dot
/// row: 1 dot for the series' minimum, 3 for its maximum (2 for a constant series), none for a
/// missing value. The bottom row (dots 7 and 8) is kept for the cursor, as screen readers mark the
/// cursor on a braille display: the cursor's column has its bottom dot raised.
///
/// A series with more values than ``maximumCells`` × 2 is averaged into that many columns (each
/// column the mean of its values, missing only when all of them are); the cursor marks the column
/// holding its point.
enum BrailleSparkline {
  /// The most cells a sparkline takes, so it fits a status line and a 40-cell braille display.
  static let maximumCells = 20

  /// The dot bits of each column, top row first: dots 1, 2, 3, 7 and dots 4, 5, 6, 8.
  private static let columnDots: [[UInt32]] = [
    [0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80],
  ]

  /// - Parameters:
  ///   - values: The series' values; NaN is missing.
  ///   - cursor: The index of the current point, or `nil` for no mark.
  /// - Returns: Up to ``maximumCells`` braille characters; empty for no values.
  /// - Complexity: O(*n*).
  static func render(_ values: [Double], cursor: Int?) -> String {
    guard !values.isEmpty else { return "" }
    let columnCount = min(values.count, maximumCells * 2)
    // Point i goes to column i × columns / n, so columns hold runs of equal size (± 1).
    var sums = [Double](repeating: 0, count: columnCount)
    var counts = [Int](repeating: 0, count: columnCount)
    for (index, value) in values.enumerated() where !value.isNaN {
      let column = index * columnCount / values.count
      sums[column] += value
      counts[column] += 1
    }
    let columns = zip(sums, counts).map { $1 > 0 ? $0 / Double($1) : Double.nan }
    let finite = columns.filter { !$0.isNaN }
    let low = finite.min() ?? 0
    let high = finite.max() ?? 0
    let cursorColumn = cursor.map { $0 * columnCount / values.count }

    var text = ""
    for cell in stride(from: 0, to: columnCount, by: 2) {
      var bits: UInt32 = 0
      for side in 0..<2 where cell + side < columnCount {
        let column = cell + side
        let value = columns[column]
        if !value.isNaN {
          let height = high > low ? 1 + Int(((value - low) / (high - low) * 2).rounded()) : 2
          for row in (3 - height)..<3 { bits |= columnDots[side][row] }
        }
        if column == cursorColumn { bits |= columnDots[side][3] }
      }
      text.unicodeScalars.append(Unicode.Scalar(0x2800 + bits)!)
    }
    return text
  }
}
