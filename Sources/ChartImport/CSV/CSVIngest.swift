import ChartModel

/// The reading of one CSV input, fed in pieces: header, then a prefix of rows from which the column
/// types are inferred, then the typed columns.
///
/// Feed the input to ``consume(_:isFinal:)`` in one or more pieces, then call ``finish()``:
///
///     var ingest = CSVIngest(source: "a.csv", options: .init(), expectedByteCount: nil)
///     let used = try ingest.consume(piece, isFinal: false)   // drop `used` bytes, append more, …
///     let chart = try ingest.finish()
///
/// The first ``prefixRowLimit`` data rows (or ``prefixByteLimit`` bytes of them) are copied while
/// their cells decide each column's type; after that, rows go straight from the input into the
/// columns. A column typed as numbers by the prefix that later holds something else is an error,
/// not a change of type.
struct CSVIngest {
  /// At most this many rows decide the column types.
  static let prefixRowLimit = 1_000
  /// At most this many bytes of rows decide the column types.
  static let prefixByteLimit = 1 << 20

  let source: String
  let options: CSVOptions
  /// The input's total size when known, so that the columns can be sized once.
  let expectedByteCount: Int?

  private var started = false
  private var tokenizer: CSVTokenizer
  private var header: [String]?
  private var headerLine = 1
  private var inference: [ColumnTypeInference] = []
  private var prefix = CSVPrefixRows()
  private var table: CSVTable?
  /// Bytes dropped by the caller so far.
  private var bytesDropped = 0
  /// The column read as long format's series without `--series`, when the table looks long.
  private var inferredSeries: String?

  init(source: String, options: CSVOptions, expectedByteCount: Int?) {
    self.source = source
    self.options = options
    self.expectedByteCount = expectedByteCount
    tokenizer = CSVTokenizer(source: source, delimiter: options.delimiter ?? UInt8(ascii: ","))
  }

  /// Reads every complete record in `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The input not yet dropped: the bytes kept from the previous call, followed by
  ///     new ones.
  ///   - isFinal: These are the last bytes.
  /// - Returns: How many bytes at the front the caller must now drop; the rest start an
  ///   unfinished record, to be passed again with more bytes appended. Zero with a full buffer
  ///   means one record is longer than the buffer: grow it.
  /// - Throws: Any ``ChartModelError`` about the input, at the first problem.
  /// - Complexity: O(*n*) in the new bytes.
  mutating func consume(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool)
    throws(ChartModelError) -> Int
  {
    if !started {
      guard let markLength = CSVDialect.byteOrderMarkLength(bytes, isFinal: isFinal) else {
        return 0
      }
      var delimiter = options.delimiter
      if delimiter == nil {
        delimiter = CSVDialect.sniffDelimiter(in: bytes, from: markLength, isFinal: isFinal)
      }
      guard let delimiter else { return 0 }
      guard delimiter < 0x80, delimiter != UInt8(ascii: "\""), delimiter != 0x0A, delimiter != 0x0D
      else {
        throw .unsupported(
          InputLocation(source: source),
          feature: "\(CSVCell.quoted(byte: delimiter)) as the delimiter; use ',', ';' or a tab")
      }
      tokenizer = CSVTokenizer(source: source, delimiter: delimiter, startingAt: markLength)
      started = true
    }
    while true {
      if var table = table.take() {
        defer { self.table = table }
        return try readRows(bytes, isFinal: isFinal, into: &table)
      }
      guard try tokenizer.next(in: bytes, isFinal: isFinal) == .record else {
        return dropRead()
      }
      try take(
        CSVRow(
          bytes: bytes, fields: tokenizer.fields, start: tokenizer.recordStart,
          line: tokenizer.recordLine))
    }
  }

  /// The loop for all rows after the prefix: the fast path for plain rows, else the tokenizer.
  private mutating func readRows(
    _ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool, into table: inout CSVTable
  ) throws(ChartModelError) -> Int {
    let columns = table.header.count
    let delimiter = tokenizer.delimiter
    while true {
      if let p = bytes.baseAddress {
        let run = table.appendPlainRows(
          p, from: tokenizer.position, end: bytes.count, delimiter: delimiter)
        if run.rows > 0 {
          tokenizer.skipRecords(run.rows, lastStartingAt: run.lastStart, endingAt: run.end)
        }
      }
      guard try tokenizer.next(in: bytes, isFinal: isFinal) == .record else { break }
      let row = CSVRow(
        bytes: bytes, fields: tokenizer.fields, start: tokenizer.recordStart,
        line: tokenizer.recordLine)
      if row.fields.count != columns {
        if row.fields.count == 1, row.isBlank { continue }
        throw ragged(row, expected: columns)
      }
      try table.append(row)
    }
    return dropRead()
  }

  /// Forgets the bytes read so far, which the caller drops.
  private mutating func dropRead() -> Int {
    let used = tokenizer.position
    tokenizer.rebase(droppingFirst: used)
    bytesDropped += used
    return used
  }

  /// The chart, once every byte has been consumed.
  ///
  /// - Throws: ``ChartModelError/malformedInput(_:detail:)`` for an input without a header;
  ///   ``ChartModelError/noNumericData(_:detail:)`` for a header without data rows, or no numbers
  ///   to plot; and the errors of the last rows, when the input had fewer than
  ///   ``prefixRowLimit``.
  /// - Complexity: O(*n*) in the number of points, O(*n* log *n*) when they must be sorted.
  mutating func finish() throws(ChartModelError) -> ChartDescriptor {
    guard header != nil else {
      throw .malformedInput(
        InputLocation(source: source, line: 1),
        detail: "the input is empty; a CSV file starts with a header row naming the columns")
    }
    if table == nil {
      if prefix.count == 0 {
        throw .noNumericData(headerLocation, detail: "there are no rows below the header")
      }
      try startTable(remainingBytes: 0)
    }
    guard let table else { preconditionFailure("The table exists once the prefix is replayed.") }
    var chart = try table.descriptor(options: options, headerLocation: headerLocation)
    if let cycle = options.xRecurring {
      chart = try chart.placingX(in: cycle, kind: options.kind, location: headerLocation)
    }
    if let inferredSeries { chart.notices.insert(.readAsLongFormat(seriesColumn: inferredSeries), at: 0) }
    return chart
  }

  /// The widest table read: 10,000 columns (the x and up to 9,999 series).
  static let maximumColumns = 10_000

  private var headerLocation: InputLocation { InputLocation(source: source, line: headerLine) }

  // MARK: - Rows

  private mutating func take(_ row: CSVRow) throws(ChartModelError) {
    guard let header else {
      if row.fields.count == 1, row.isBlank { return }  // blank lines before the header
      // A chart of more columns than this says nothing a listener can follow, and describing
      // each column as a series would take minutes: refused at once, by name.
      guard row.fields.count <= Self.maximumColumns else {
        throw .unsupported(
          InputLocation(source: source, line: row.line),
          feature: "a table of \(row.fields.count) columns (at most \(Self.maximumColumns))")
      }
      header = (0..<row.fields.count).map { row.text($0) }
      headerLine = row.line
      inference = Array(
        repeating: ColumnTypeInference(style: CSVNumberStyle(decimal: options.decimalSeparator ?? .point)),
        count: row.fields.count)
      return
    }
    if row.fields.count != header.count {
      if row.fields.count == 1, row.isBlank { return }
      throw ragged(row, expected: header.count)
    }
    if row.isBlank { return }
    for index in row.fields.indices {
      inference[index].observe(row.cell(index), escaped: row.fields[index].hasEscapedQuotes)
    }
    prefix.append(row)
    if prefix.count >= Self.prefixRowLimit || prefix.byteCount >= Self.prefixByteLimit {
      let used = bytesDropped + row.fields[row.fields.count - 1].end
      try startTable(remainingBytes: (expectedByteCount ?? used) - used)
    }
  }

  /// Decides the column types and layout from the prefix, then replays the prefix into the table.
  private mutating func startTable(remainingBytes: Int) throws(ChartModelError) {
    guard let header else { return }
    var options = self.options
    if options.decimalSeparator == nil {
      // No --decimal: the numbers of the first rows decide, when they agree.
      let decimal = inferredDecimalSeparator()
      options.decimalSeparator = decimal
      if decimal != .point {
        let style = CSVNumberStyle(decimal: decimal)
        inference = Array(repeating: ColumnTypeInference(style: style), count: header.count)
        prefix.forEach { row in
          for index in row.fields.indices {
            inference[index].observe(row.cell(index), escaped: row.fields[index].hasEscapedQuotes)
          }
        }
      }
    }
    let decimal = options.decimalSeparator ?? .point
    let types = inference.map(\.type)
    if let series = longFormatSeries(header: header, types: types) {
      options.series = header[series]
      inferredSeries = header[series]
    }
    let layout = try CSVLayout.plan(
      header: header, types: types, options: options, location: headerLocation,
      otherSeparatorExample: inference.lazy.compactMap(\.otherSeparatorExample).first,
      decimal: decimal)
    var table = CSVTable(
      source: source, header: header, types: types, layout: layout,
      style: CSVNumberStyle(decimal: decimal))
    try prefix.forEach { (row) throws(ChartModelError) in try table.append(row) }
    if remainingBytes > 0, prefix.count > 0 {
      // Untouched capacity costs no memory, so err on the generous side: +12.5%. After the first
      // rows, so that a long table's series are known and each gets its share.
      let bytesPerRow = max(1, prefix.byteCount / prefix.count)
      let rows = prefix.count + remainingBytes / bytesPerRow
      table.reserveCapacity(rows: rows + rows / 8 + 16)
    }
    prefix = CSVPrefixRows()
    self.table = table
  }

  /// The decimal separator the cells of the first rows show: `,` when every cell that tells
  /// (``DecimalSeparator/evidence(_:)``) says so, else `.`.
  ///
  /// - Complexity: O(*n*) in the bytes of the first rows.
  private func inferredDecimalSeparator() -> DecimalSeparator {
    var points = 0
    var commas = 0
    prefix.forEach { row in
      for index in row.fields.indices {
        switch DecimalSeparator.evidence(row.cell(index)) {
        case .point: points += 1
        case .comma: commas += 1
        case nil: break
        }
      }
    }
    return commas > 0 && points == 0 ? .comma : .point
  }

  /// The column that names the series of a table in long format (`date,region,sales` with each date
  /// once per region), when no option chooses the layout: the x column holds dates or numbers and
  /// repeats values among the first rows, exactly one other column holds text and exactly one
  /// holds numbers.
  private func longFormatSeries(header: [String], types: [ColumnType]) -> Int? {
    guard options.series == nil, options.y.isEmpty else { return nil }
    let x = options.x.flatMap { header.firstIndex(of: $0) } ?? 0
    switch types[x] {
    case .date, .number: break
    case .text, .empty: return nil
    }
    let others = header.indices.filter { $0 != x }
    let text = others.filter { types[$0] == .text }
    let numbers = others.filter { types[$0] == .number }
    guard text.count == 1, numbers.count == 1, prefix.count > 1 else { return nil }
    var seen = Set<[UInt8]>()
    var repeats = false
    prefix.forEach { row in
      if !seen.insert(Array(row.cell(x))).inserted { repeats = true }
    }
    return repeats ? text[0] : nil
  }

  private func ragged(_ row: CSVRow, expected: Int) -> ChartModelError {
    let found = row.fields.count
    // Too many: point at the first extra field; too few: at the last field there is.
    let column = found > expected ? expected : found - 1
    return .malformedInput(
      row.location(ofField: column, source: source),
      detail: "this row has \(found) field\(found == 1 ? "" : "s") but the header has \(expected)")
  }
}

// MARK: - Chunks read apart (`CSVReader+Chunks.swift`)

extension CSVIngest {
  /// Whether the first rows are read and every later row goes straight into the columns.
  var isReadingRows: Bool { table != nil }

  /// The bytes consumed so far: the input from here on is whole rows not yet read.
  var consumedBytes: Int { bytesDropped }

  /// The rows read so far.
  var rowCount: Int { table?.rowCount ?? prefix.count }

  /// The room each long series' columns have, in points (a test hook for their sizing).
  var longSeriesCapacities: [Int] { table?.longSeries.map { Swift.min($0.x.capacity, $0.y.capacity) } ?? [] }

  /// What the rows read so far decided that later rows depend on; `nil` before ``isReadingRows``.
  var orderState: CSVTable.OrderState? { table?.orderState }

  /// A reader of whole rows that follow later in the input: this table's layout with empty
  /// columns (room for about `rows` rows), its tokenizer at the start of the bytes it is given.
  /// `nil` before ``isReadingRows``.
  func rowReader(reservingRows rows: Int) -> CSVIngest? {
    guard let table else { return nil }
    var reader = self
    reader.table = table.emptied(reservingRows: rows)
    reader.tokenizer = CSVTokenizer(source: source, delimiter: tokenizer.delimiter)
    reader.bytesDropped = 0
    return reader
  }

  /// Appends the rows a ``rowReader(reservingRows:)`` read from the bytes right after this
  /// reader's, and moves past those bytes.
  ///
  /// - Precondition: Both have the same ``orderState``.
  mutating func append(rowsOf chunk: CSVIngest, threads: Int = 1) {
    guard var table = table.take(), let rows = chunk.table else { preconditionFailure("Both read rows.") }
    table.append(rowsOf: rows, threads: threads)
    self.table = table
    bytesDropped += chunk.bytesDropped
  }
}
