import ChartModel
internal import ChartSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A large CSV file read on several threads: the header and the first rows in order, as always;
/// then the rest cut at line breaks into one chunk a thread, each read into columns of its own
/// while the calling thread reads the first into the table's, and the chunks' columns appended in
/// order.
///
/// The result is the sequential read's, value for value: a chunk is appended only when it read
/// without error, without a quote (a quoted field may hold a line break, so a cut may fall inside
/// one) and without changing what later rows depend on (a column's type or unit, a new series or
/// category: ``CSVTable/OrderState``). From the first chunk that did not, the rest of the file is
/// read again on the calling thread, in order, so an error names the line the sequential read
/// names.
extension CSVReader {
  /// Files smaller than this are read on one thread: the cut and the threads would cost more
  /// than they save.
  package static let minimumChunkedBytes = 8 << 20

  /// Reads the file of `size` bytes open at `descriptor` in up to `threads` chunks.
  ///
  /// - Returns: The chart, and how many chunks other threads read that it kept (0 when all fell
  ///   back to the calling thread's read in order).
  static func readChunked(
    _ descriptor: Int32, size: Int, source: String, options: CSVOptions, threads: Int
  ) throws(ChartModelError) -> (chart: ChartDescriptor, chunksKept: Int) {
    var ingest = CSVIngest(source: source, options: options, expectedByteCount: size)
    var offset = 0
    // The header and the first rows, one piece at a time, until rows go straight into columns.
    try StageProfile.stage("csv: header and first rows") { () throws(ChartModelError) in
      try feed(&ingest, pieceSize: 1 << 20, untilRows: true) { (buffer) throws(ChartModelError) in
        let count = try readAt(descriptor, buffer, offset: offset, end: size, source: source)
        offset += count
        return count
      }
    }
    guard ingest.isReadingRows, let state = ingest.orderState else { return (try ingest.finish(), 0) }
    let start = ingest.consumedBytes
    let bounds = try cuts(descriptor, from: start, to: size, count: threads, source: source)
    var resumeAt = start
    var kept = 0
    if bounds.count > 2 {
      let bytesPerRow = Swift.max(1, start / Swift.max(1, ingest.rowCount))
      let chunks = (1..<(bounds.count - 1)).map { index in
        Chunk(
          reader: ingest.rowReader(reservingRows: (bounds[index + 1] - bounds[index]) / bytesPerRow * 9 / 8 + 16),
          start: bounds[index], end: bounds[index + 1])
      }
      let (_, first) = Parallel.both(concurrently: true) {
        _ = Parallel.map(chunks.count, threads: threads - 1) { index in
          StageProfile.stage("csv: chunk \(index + 1)") { chunks[index].read(descriptor, source: source) }
        }
      } and: {
        Result { () throws(ChartModelError) in
          try StageProfile.stage("csv: chunk 0") { () throws(ChartModelError) in
            try readRange(&ingest, descriptor, from: bounds[0], to: bounds[1], source: source)
          }
        }
      }
      // An error in the first chunk is the file's first: the sequential read's own.
      try first.get()
      resumeAt = bounds[1]
      StageProfile.stage("csv: merge") {
        for chunk in chunks {
          guard ingest.orderState == state, let reader = chunk.reader, chunk.isWhole, reader.orderState == state
          else { break }
          // Each column on a thread of its own: the copy is the merge's whole cost.
          ingest.append(rowsOf: reader, threads: threads)
          resumeAt = chunk.end
          kept += 1
        }
      }
    }
    if resumeAt < size { try readRange(&ingest, descriptor, from: resumeAt, to: size, source: source) }
    let chart = try StageProfile.stage("csv: finish") { () throws(ChartModelError) in try ingest.finish() }
    return (chart, kept)
  }

  /// One chunk of whole rows, read by one thread into columns of its own.
  private final class Chunk: @unchecked Sendable {
    var reader: CSVIngest?
    let start: Int
    let end: Int
    /// Read to its end without an error or a quote.
    private(set) var isWhole = false

    init(reader: CSVIngest?, start: Int, end: Int) {
      self.reader = reader
      self.start = start
      self.end = end
    }

    func read(_ descriptor: Int32, source: String) {
      guard var reader else { return }
      var offset = start
      var quoted = false
      do throws(ChartModelError) {
        try feed(&reader, pieceSize: 1 << 20) { (buffer) throws(ChartModelError) in
          let count = try readAt(descriptor, buffer, offset: offset, end: end, source: source)
          // A quote may hide a line break the cut fell on: this chunk is read again in order.
          if count > 0, let base = buffer.baseAddress, memchr(base, Int32(UInt8(ascii: "\"")), count) != nil {
            quoted = true
            throw .malformedInput(InputLocation(source: source), detail: "a quote in a chunk")
          }
          offset += count
          return count
        }
        isWhole = !quoted
        self.reader = reader
      } catch {
        self.reader = nil
      }
    }
  }

  /// Feeds the bytes from `start` to `end` of the file to `ingest` (`end` is the end of a row).
  private static func readRange(
    _ ingest: inout CSVIngest, _ descriptor: Int32, from start: Int, to end: Int, source: String
  ) throws(ChartModelError) {
    var offset = start
    try feed(&ingest, pieceSize: 1 << 20) { (buffer) throws(ChartModelError) in
      let count = try readAt(descriptor, buffer, offset: offset, end: end, source: source)
      offset += count
      return count
    }
  }

  /// `pread(2)` of up to `buffer.count` bytes at `offset`, never past `end`; 0 at `end`.
  private static func readAt(
    _ descriptor: Int32, _ buffer: UnsafeMutableBufferPointer<UInt8>, offset: Int, end: Int, source: String
  ) throws(ChartModelError) -> Int {
    let wanted = Swift.min(buffer.count, end - offset)
    guard wanted > 0 else { return 0 }
    while true {
      let count = pread(descriptor, buffer.baseAddress, wanted, off_t(offset))
      if count >= 0 { return count }
      if errno != EINTR { throw ioError(source: source) }
    }
  }

  /// Where to cut the bytes from `start` to `end` into `count` chunks of about equal size: each
  /// cut just past a line feed. Fewer chunks when the bytes hold fewer line feeds.
  ///
  /// - Returns: `[start, cut₁, …, end]`.
  private static func cuts(
    _ descriptor: Int32, from start: Int, to end: Int, count: Int, source: String
  ) throws(ChartModelError) -> [Int] {
    var bounds = [start]
    let window = 1 << 16
    var buffer = [UInt8](repeating: 0, count: window)
    for index in 1..<Swift.max(1, count) {
      var probe = Swift.max(bounds[bounds.count - 1], start + (end - start) / count * index)
      var cut: Int?
      while cut == nil, probe < end {
        let read = try buffer.withUnsafeMutableBufferPointer { (all) throws(ChartModelError) in
          try readAt(descriptor, all, offset: probe, end: end, source: source)
        }
        guard read > 0 else { break }
        if let newline = buffer[..<read].firstIndex(of: 0x0A) { cut = probe + newline + 1 }
        probe += read
      }
      guard let cut, cut < end else { break }
      bounds.append(cut)
    }
    bounds.append(end)
    return bounds
  }
}
