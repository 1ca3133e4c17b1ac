import ChartModel

/// Copies of the first rows of a CSV table, kept while the column types are inferred from them and
/// then replayed into the typed columns.
struct CSVPrefixRows {
  private var bytes: [UInt8] = []
  private var fields: [CSVField] = []
  private var records: [(start: Int, line: Int, firstField: Int, fieldCount: Int)] = []

  /// The number of rows kept.
  var count: Int { records.count }
  /// The bytes kept.
  var byteCount: Int { bytes.count }

  /// Keeps a copy of `row`.
  ///
  /// - Complexity: O(*n*) in the length of the row.
  mutating func append(_ row: CSVRow) {
    let end = row.fields.last.map(\.end) ?? row.start
    let offset = bytes.count - row.start
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: row.bytes[row.start..<end]))
    records.append((bytes.count - (end - row.start), row.line, fields.count, row.fields.count))
    for field in row.fields {
      fields.append(
        CSVField(
          start: field.start + offset, end: field.end + offset,
          hasEscapedQuotes: field.hasEscapedQuotes))
    }
  }

  /// Calls `body` with each row kept, in order.
  ///
  /// - Complexity: O(*n*) in the rows' total length, plus `body`.
  func forEach<E: Error>(_ body: (CSVRow) throws(E) -> Void) throws(E) {
    try bytes.withUnsafeBufferPointer { (bytes) throws(E) in
      try fields.withUnsafeBufferPointer { (fields) throws(E) in
        for record in records {
          let rowFields = UnsafeBufferPointer(
            rebasing: fields[record.firstField..<(record.firstField + record.fieldCount)])
          try body(CSVRow(bytes: bytes, fields: rowFields, start: record.start, line: record.line))
        }
      }
    }
  }
}
