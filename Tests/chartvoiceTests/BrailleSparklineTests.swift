import Testing

@testable import chartvoice

/// The braille sparkline: two values per cell, bars of 1–3 dots, the cursor on the bottom row.
@Suite struct BrailleSparklineTests {
  /// The dots raised in each cell, as braille dot numbers (1–8).
  static func dots(_ text: String) -> [[Int]] {
    let bitsOfDot: [(dot: Int, bit: UInt32)] = [
      (1, 0x01), (2, 0x02), (3, 0x04), (4, 0x08), (5, 0x10), (6, 0x20), (7, 0x40), (8, 0x80),
    ]
    return text.unicodeScalars.map { scalar in
      let bits = scalar.value - 0x2800
      return bitsOfDot.filter { bits & $0.bit != 0 }.map(\.dot)
    }
  }

  @Test func everyCharacterIsABrailleCell() {
    let text = BrailleSparkline.render([3, 1, 4, 1, 5, 9, 2, 6, 5], cursor: 4)
    #expect(text.unicodeScalars.count == 5)
    #expect(text.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) })
  }

  @Test func barsRiseFromTheMinimumToTheMaximum() {
    // Left column: 0 → 1 dot (3), 5 → 2 dots (2, 3), 10 → 3 dots (1, 2, 3); right: 6, 5–6, 4–6.
    #expect(
      Self.dots(BrailleSparkline.render([0, 5, 10, 0], cursor: nil)) == [[3, 5, 6], [1, 2, 3, 6]])
  }

  @Test func theCursorRaisesTheBottomDotOfItsColumn() {
    #expect(Self.dots(BrailleSparkline.render([0, 10], cursor: 0)) == [[3, 4, 5, 6, 7]])
    #expect(Self.dots(BrailleSparkline.render([0, 10], cursor: 1)) == [[3, 4, 5, 6, 8]])
    #expect(
      Self.dots(BrailleSparkline.render([0, 10, 5], cursor: 2)) == [[3, 4, 5, 6], [2, 3, 7]])
  }

  @Test func missingValuesAreEmptyColumns() {
    #expect(
      Self.dots(BrailleSparkline.render([.nan, 10, 0, .nan], cursor: 0)) == [[4, 5, 6, 7], [3]])
  }

  @Test func aConstantSeriesSitsInTheMiddle() {
    #expect(
      Self.dots(BrailleSparkline.render([7, 7, 7], cursor: nil)) == [[2, 3, 5, 6], [2, 3]])
  }

  @Test func noValuesGiveNoCells() {
    #expect(BrailleSparkline.render([], cursor: nil) == "")
  }

  @Test func longSeriesAreAveragedIntoTwentyCells() {
    let values = (0..<1_000).map(Double.init)
    let text = BrailleSparkline.render(values, cursor: 999)
    #expect(text.unicodeScalars.count == BrailleSparkline.maximumCells)
    let cells = Self.dots(text)
    #expect(cells.first == [3, 6])  // the lowest columns
    #expect(cells.last == [1, 2, 3, 4, 5, 6, 8])  // the highest, with the cursor in the last column
    #expect(cells.dropLast().allSatisfy { !$0.contains(7) && !$0.contains(8) })
  }
}
