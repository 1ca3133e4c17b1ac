import ChartModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a chart from CSV or TSV: a header row naming the columns, then one row per x value.
///
///     date,sales,costs
///     2024-01,120,80
///     2024-02,135,
///
/// gives a line chart with a temporal x axis ("date", months) and two series, "sales" and "costs"
/// (the empty cell is a missing value).
///
/// **Format.** RFC 4180: fields separated by a delimiter (comma, tab or semicolon, chosen from the
/// header line unless ``CSVOptions/delimiter`` says), quoted with `"` when they hold the delimiter,
/// a quote (written twice) or a line break; lines end with LF, CRLF or CR; a UTF-8 byte order mark
/// is skipped. The input must be UTF-8. Blank lines and rows of empty cells are skipped. Spaces
/// and tabs around a cell's content are not part of it.
///
/// **Column types** are inferred from the first 1,000 data rows (at most 1 MiB of them), by the
/// majority of each column's cells that are neither empty nor missing-value markers: *numbers*,
/// *dates* and otherwise *categories*. In a column of numbers or dates, any other cell, there or
/// later, is an error rather than a change of type.
///
/// - **Numbers** as spreadsheets export them (see ``CSVNumberStyle``): `-1.5`, `2e-3`; thousands
///   separators (`1,234.5`, `1 234`); with ``CSVOptions/decimalSeparator`` `,`, decimal commas
///   (`1.234,5`); a currency sign (`$12`, `12 €`, `£3.50`) or a percent sign (`12.5%`), which
///   becomes the y axis's unit (`USD`, `EUR`, `GBP`, `%`). `inf` and `Infinity` are errors.
/// - **Missing values**: an empty cell, or `NA`, `N/A`, `#N/A`, `null`, `NaN`, `None` (any case)
///   or a lone `-`, in a column of numbers; NaN in ``DataSeries/y``.
/// - **Dates** (see ``CSVDateFormat``), one form a column: ISO 8601 (`2024-03`, `2024-03-05`,
///   `2024-03-05T10:30:00Z`), `M/d/yyyy`, `d.M.yyyy` and `yyyy/MM/dd`, with an optional time of day
///   (`3/5/2024 14:30`); in a column of dates also bare years. UTC.
///
/// **Layout.** Without options, the first column is x and every other numeric column is a y series
/// named after its column (wide format); other columns are ignored, and a column whose every cell
/// among the first rows is empty becomes a series if its first value is a number. ``CSVOptions``
/// picks columns by name, or reads long format (one series per value of a series column).
///
/// **Axes.** x is temporal (positions in seconds since 1970, UTC) for dates, numeric for numbers,
/// else categorical (positions index the categories, in order of first appearance). y is numeric,
/// titled with the y column's name when there is exactly one y column, else untitled.
///
/// **Order.** On a numeric or temporal x axis, line, area, sparkline and bar charts are sorted by x
/// (stably); scatter and other kinds, and categorical axes, keep the input order. Every kind but
/// scatter plots has one point per x value: rows repeating an x value of their series are merged
/// into one point holding the mean of their y values, and the chart carries a
/// ``ChartNotice/duplicateX(rows:series:example:)`` notice saying so.
///
/// **Errors** are ``ChartModelError`` values naming the source, the line and, as the column, the
/// 1-based field number: `sales.csv:14:2: error: 'sales': 'abc' is not a number`. A header without
/// data rows is ``ChartModelError/noNumericData(_:detail:)`` ("there are no rows below the header"),
/// as is a table without a numeric column besides x.
///
/// **Performance.** Numeric cells are parsed from the bytes (never a `String`); after the first
/// rows, a row of plain cells is read in one pass straight into the columns. The columns are
/// `[Double]` sized from the input's length, so memory stays near 16 bytes a point plus, for
/// ``read(_:source:options:)``, the input itself.
public enum CSVReader {
  /// Reads a chart from CSV bytes held in memory.
  ///
  ///     let chart = try CSVReader.read(Array("x,y\n1,2\n2,4\n".utf8), source: "a.csv")
  ///     chart.series[0].y   // [2.0, 4.0]
  ///
  /// - Parameters:
  ///   - bytes: The whole input, UTF-8 (an array, so the reader can scan it in place; from `Data`,
  ///     pass `Array(data)`).
  ///   - source: The input's name for error messages: the path as the user gave it, or `<stdin>`.
  ///   - options: Which columns to plot and how; see ``CSVOptions``.
  /// - Returns: The chart, with ``ChartDescriptor/title`` from `options.title` or empty.
  /// - Throws: ``ChartModelError`` at the first problem, located by line and field.
  /// - Complexity: O(*n*) in the length of the input, O(*n* log *n*) when the points must be sorted.
  public static func read(_ bytes: [UInt8], source: String, options: CSVOptions = CSVOptions())
    throws(ChartModelError) -> ChartDescriptor
  {
    var ingest = CSVIngest(source: source, options: options, expectedByteCount: bytes.count)
    try bytes.withUnsafeBufferPointer { (buffer) throws(ChartModelError) in
      _ = try ingest.consume(buffer, isFinal: true)
    }
    return try ingest.finish()
  }

  /// Reads a chart from a CSV file, a piece at a time, so that memory holds the columns and one
  /// buffer (1 MiB, or the longest record) but never the whole file.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - source: The name for error messages; `nil` for `path`.
  ///   - options: Which columns to plot and how; see ``CSVOptions``.
  /// - Throws: ``ChartModelError`` at the first problem in the data; a file that cannot be opened
  ///   or read is ``ChartModelError/malformedInput(_:detail:)`` with the system's reason
  ///   ("cannot read the file: No such file or directory").
  /// - Complexity: O(*n*) in the length of the file, O(*n* log *n*) when the points must be sorted.
  public static func read(
    contentsOf path: String, source: String? = nil, options: CSVOptions = CSVOptions()
  ) throws(ChartModelError) -> ChartDescriptor {
    try read(contentsOf: path, source: source, options: options, chunkingFrom: minimumChunkedBytes)
  }

  /// ``read(contentsOf:source:options:)``, reading files of at least `minimumBytes` in chunks on
  /// `options.maxConcurrency` threads (`CSVReader+Chunks.swift`): a test hook, to cut small files.
  package static func read(
    contentsOf path: String, source: String? = nil, options: CSVOptions, chunkingFrom minimumBytes: Int
  ) throws(ChartModelError) -> ChartDescriptor {
    try readCountingChunks(contentsOf: path, source: source, options: options, chunkingFrom: minimumBytes).chart
  }

  /// ``read(contentsOf:source:options:chunkingFrom:)``, also telling how many chunks other
  /// threads read and the result kept: 0 when the file was read in order on the calling thread,
  /// or every chunk fell back to that (a test hook, so a read that always fell back is seen).
  package static func readCountingChunks(
    contentsOf path: String, source: String? = nil, options: CSVOptions, chunkingFrom minimumBytes: Int
  ) throws(ChartModelError) -> (chart: ChartDescriptor, chunksKept: Int) {
    let source = source ?? path
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw ioError(source: source) }
    defer { close(descriptor) }
    var status = stat()
    let size = fstat(descriptor, &status) == 0 && status.st_size > 0 ? Int(status.st_size) : nil
    // A regular file can be read at any offset; a pipe or a FIFO only in order.
    if options.maxConcurrency > 1, let size, size >= minimumBytes, (status.st_mode & S_IFMT) == S_IFREG {
      return try readChunked(
        descriptor, size: size, source: source, options: options, threads: options.maxConcurrency)
    }
    var ingest = CSVIngest(source: source, options: options, expectedByteCount: size)
    try feed(&ingest, pieceSize: 1 << 20) { (buffer) throws(ChartModelError) in
      while true {
        let count = systemRead(descriptor, buffer)
        if count >= 0 { return count }
        if errno != EINTR { throw ioError(source: source) }
      }
    }
    return (try ingest.finish(), 0)
  }

  /// Reads a chart from pieces of input, exactly as ``read(contentsOf:source:options:)`` reads a
  /// file: a test hook showing that where the pieces split makes no difference.
  ///
  /// - Complexity: O(*n*) in the total length, O(*n* log *n*) when the points must be sorted.
  package static func read(
    pieces: [[UInt8]], source: String, options: CSVOptions = CSVOptions(), bufferSize: Int = 16
  ) throws(ChartModelError) -> ChartDescriptor {
    var ingest = CSVIngest(source: source, options: options, expectedByteCount: nil)
    var remaining = pieces[...]
    var offset = 0
    try feed(&ingest, pieceSize: bufferSize) { buffer in
      while let piece = remaining.first, offset == piece.count {
        remaining = remaining.dropFirst()
        offset = 0
      }
      guard let piece = remaining.first else { return 0 }
      let count = min(buffer.count, piece.count - offset)
      for index in 0..<count { buffer[index] = piece[offset + index] }
      offset += count
      return count
    }
    return try ingest.finish()
  }

  /// Runs `ingest` over the bytes `readInto` delivers, keeping each unfinished record for the next
  /// round and growing the buffer when one record fills it.
  ///
  /// - Parameters:
  ///   - untilRows: Stop once the first rows are read and rows go straight into the columns
  ///     (``CSVIngest/isReadingRows``), at the end of the piece that got there.
  ///   - readInto: Fills the start of the buffer it is given and returns how many bytes it
  ///     wrote; 0 at the end of the input.
  static func feed(
    _ ingest: inout CSVIngest, pieceSize: Int, untilRows: Bool = false,
    readInto: (UnsafeMutableBufferPointer<UInt8>) throws(ChartModelError) -> Int
  ) throws(ChartModelError) {
    var buffer = [UInt8](repeating: 0, count: max(pieceSize, 4))
    var filled = 0
    var atEnd = false
    while !atEnd {
      if filled == buffer.count {
        buffer.append(contentsOf: repeatElement(0, count: buffer.count))
      }
      let count = try buffer.withUnsafeMutableBufferPointer { (all) throws(ChartModelError) in
        try readInto(UnsafeMutableBufferPointer(rebasing: all[filled...]))
      }
      atEnd = count == 0
      filled += count
      let used = try buffer.withUnsafeBufferPointer { (all) throws(ChartModelError) in
        try ingest.consume(UnsafeBufferPointer(rebasing: all[..<filled]), isFinal: atEnd)
      }
      if untilRows, ingest.isReadingRows { return }
      if used > 0 {
        buffer.withUnsafeMutableBufferPointer { all in
          guard let base = all.baseAddress else { return }
          memmove(base, base + used, filled - used)
        }
        filled -= used
      }
    }
  }

  static func ioError(source: String) -> ChartModelError {
    let reason = String(cString: strerror(errno))
    return .malformedInput(
      InputLocation(source: source), detail: "cannot read the file: \(reason)")
  }
}

/// `read(2)`, named apart from ``CSVReader``'s own `read` methods.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}
