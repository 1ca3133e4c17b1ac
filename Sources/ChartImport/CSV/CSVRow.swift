import ChartModel

/// One record of a CSV table as the column builders see it: its fields in the bytes they were read
/// from, and where the record starts, for error locations.
///
/// A view, valid only while the bytes and fields it points into are.
struct CSVRow {
  let bytes: UnsafeBufferPointer<UInt8>
  let fields: UnsafeBufferPointer<CSVField>
  /// Where the record starts in `bytes`.
  let start: Int
  /// The 1-based line on which the record starts.
  let line: Int

  /// Field `index`'s content, trimmed and still escaped.
  ///
  /// - Complexity: O(1) plus the spaces trimmed.
  @inline(__always)
  func cell(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    CSVCell.trimmed(fields[index], in: bytes)
  }

  /// Field `index`'s text.
  func text(_ index: Int) -> String { CSVCell.text(fields[index], in: bytes) }

  /// Whether every field is empty or spaces: a blank line, or a row of empty cells.
  var isBlank: Bool { fields.indices.allSatisfy { cell($0).isEmpty } }

  /// Where field `index` starts: its line (later than ``line`` after a quoted line break) and, as
  /// the column, its field number.
  ///
  /// - Complexity: O(*n*) in the length of the record; for error paths.
  func location(ofField index: Int, source: String) -> InputLocation {
    var fieldLine = line
    if fields.indices.contains(index) {
      var i = start
      let end = min(fields[index].start, bytes.count)
      while i < end {
        let byte = bytes[i]
        if byte == 0x0A || (byte == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
          fieldLine += 1
        }
        i += 1
      }
    }
    return InputLocation(source: source, line: fieldLine, column: index + 1)
  }
}
