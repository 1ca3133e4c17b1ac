import ChartModel
internal import ChartSupport

/// Where one field of a CSV record lies in the bytes the tokenizer was given.
struct CSVField: Sendable, Equatable {
  /// The first byte of the content (after an opening quote).
  var start: Int
  /// One past the last byte of the content (before a closing quote).
  var end: Int
  /// The content holds doubled quotes (`""`) that stand for one quote each.
  var hasEscapedQuotes: Bool = false

  var isEmpty: Bool { start == end }
}

/// Splits RFC 4180 CSV bytes into records and fields, one record per call, without copying.
///
/// Quoted fields may hold delimiters, doubled quotes and line breaks; a quote only opens a field at
/// its start (after optional spaces), elsewhere it is an ordinary character. Records end at LF, CRLF
/// or a lone CR. Every non-ASCII byte is checked to be well-formed UTF-8.
///
/// The tokenizer is made for input that arrives in pieces: ``next(in:isFinal:)`` returns
/// ``Step/needsMoreInput`` when the bytes end inside a record, having rewound to that record's start;
/// the caller keeps the bytes from ``position`` on, appends more, calls ``rebase(droppingFirst:)``
/// and asks again. A record is therefore always whole in the bytes it is read from.
///
/// - Complexity: O(*n*) over the input, plus the rescans of records cut by a piece's end (at most
///   one record per piece).
struct CSVTokenizer {
  /// The input's name, for error locations.
  let source: String
  let delimiter: UInt8
  /// The fields of the last record returned, valid until the next call to ``next(in:isFinal:)``.
  var fields: UnsafeBufferPointer<CSVField> { UnsafeBufferPointer(start: base, count: fieldCount) }
  private var fieldCount = 0
  // The fields live in manually managed memory: no uniqueness check or reference counting per
  // field. `storage` frees it with the last copy of the tokenizer.
  private let storage: FieldStorage
  private var base: UnsafeMutablePointer<CSVField>
  private var capacity: Int
  /// Where the last record returned starts in the bytes.
  private(set) var recordStart = 0
  /// The 1-based line on which the last record returned starts.
  private(set) var recordLine = 1
  /// The next byte to read.
  private(set) var position = 0
  /// The 1-based line of ``position``.
  private(set) var line = 1

  enum Step: Equatable {
    /// ``fields`` holds the next record.
    case record
    /// The bytes end inside a record; ``position`` is that record's start.
    case needsMoreInput
    /// The final bytes are all read.
    case endOfInput
  }

  init(source: String, delimiter: UInt8, startingAt position: Int = 0, expectedFields: Int = 8) {
    self.source = source
    self.delimiter = delimiter
    self.position = position
    capacity = max(expectedFields, 1)
    storage = FieldStorage(capacity: capacity)
    base = storage.base
  }

  /// Forgets the first `count` bytes, which the caller has dropped from the front of its buffer.
  ///
  /// - Precondition: `count <= position`.
  mutating func rebase(droppingFirst count: Int) {
    precondition(count <= position, "Cannot drop bytes the tokenizer has not read.")
    position -= count
    recordStart = max(0, recordStart - count)
  }

  /// Reads the next record from `bytes`, starting at ``position``.
  ///
  /// - Parameters:
  ///   - bytes: The input from (at least) ``position`` on; the same bytes as before at the same
  ///     offsets, possibly with more appended.
  ///   - isFinal: No more bytes follow: a last record without a line break is complete, and a quote
  ///     or UTF-8 sequence still open is an error.
  /// - Throws: ``ChartModelError/malformedInput(_:detail:)`` for an unterminated quote (at the line
  ///   where it opened), text after a closing quote, or invalid UTF-8.
  /// - Complexity: O(*n*) in the length of the record.
  mutating func next(in bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) throws(ChartModelError)
    -> Step
  {
    let n = bytes.count
    guard position < n, let p = bytes.baseAddress else {
      return isFinal ? .endOfInput : .needsMoreInput
    }
    let quote = UInt8(ascii: "\"")
    let space = UInt8(ascii: " ")
    let lf: UInt8 = 0x0A
    let cr: UInt8 = 0x0D
    let delimiter = self.delimiter
    fieldCount = 0
    var i = position
    var currentLine = line
    let startLine = line

    // Each pass reads one field and the byte that ends it.
    while true {
      var field = CSVField(start: i, end: i)
      var quoteAt = i
      while quoteAt < n, p[quoteAt] == space, delimiter != space { quoteAt += 1 }
      if quoteAt == n, !isFinal, quoteAt > i { return rewind() }

      if quoteAt < n, p[quoteAt] == quote {
        // Quoted field: runs to the next quote not doubled.
        let openLine = currentLine
        var j = quoteAt + 1
        field.start = j
        while true {
          guard j < n else {
            if !isFinal { return rewind() }
            throw malformed(
              line: openLine, column: fieldCount + 1,
              "unterminated quoted field: the quote opened here is never closed")
          }
          let byte = p[j]
          if byte == quote {
            if j + 1 < n, p[j + 1] == quote {
              field.hasEscapedQuotes = true
              j += 2
              continue
            }
            if j + 1 == n, !isFinal { return rewind() }
            field.end = j
            j += 1
            break
          } else if byte == lf {
            currentLine += 1
          } else if byte == cr {
            if j + 1 == n, !isFinal { return rewind() }
            if j + 1 == n || p[j + 1] != lf { currentLine += 1 }
          } else if byte >= 0x80 {
            guard try skipSequence(p, at: &j, end: n, isFinal: isFinal, line: currentLine)
            else { return rewind() }
            continue
          }
          j += 1
        }
        while j < n, p[j] == space, delimiter != space { j += 1 }
        if j < n, p[j] != delimiter, p[j] != lf, p[j] != cr {
          throw malformed(
            line: currentLine, column: fieldCount + 1,
            "unexpected \(CSVCell.quoted(byte: p[j])) after the closing quote of a quoted field; "
              + "a quote inside a quoted field is written twice (\"\")")
        }
        i = j
      } else {
        // Unquoted field: runs to the delimiter or the line break.
        var j = i
        while j < n {
          j = Self.skipOrdinary(p, from: j, end: n, delimiter: delimiter)
          guard j < n else { break }
          let byte = p[j]
          if byte == delimiter || byte == lf || byte == cr { break }
          if byte >= 0x80 {
            guard try skipSequence(p, at: &j, end: n, isFinal: isFinal, line: currentLine)
            else { return rewind() }
            continue
          }
          j += 1
        }
        field.end = j
        i = j
      }
      append(field)

      // `i` is at the delimiter, the line break or the end of the bytes.
      if i == n {
        if !isFinal { return rewind() }
        return finish(at: n, line: currentLine, startLine: startLine)
      }
      let byte = p[i]
      if byte == delimiter {
        i += 1
        if i == n {
          if !isFinal { return rewind() }
          // A delimiter at the very end: one more, empty, field.
          append(CSVField(start: n, end: n))
          return finish(at: n, line: currentLine, startLine: startLine)
        }
        continue
      }
      if byte == cr {
        if i + 1 == n, !isFinal { return rewind() }
        if i + 1 < n, p[i + 1] == lf { i += 1 }
      }
      return finish(at: i + 1, line: currentLine + 1, startLine: startLine)
    }
  }

  /// Moves past `count` records (at least one) that the caller read itself, one a line, the last
  /// of which starts at `lastStart` and ends at `end` (after its line break).
  ///
  /// - Precondition: the records hold no quoted line break.
  mutating func skipRecords(_ count: Int, lastStartingAt lastStart: Int, endingAt end: Int) {
    recordStart = lastStart
    recordLine = line + count - 1
    position = end
    line += count
  }

  private mutating func finish(at end: Int, line endLine: Int, startLine: Int) -> Step {
    recordStart = position
    recordLine = startLine
    position = end
    line = endLine
    return .record
  }

  /// Leaves ``position`` at the start of the unfinished record.
  private mutating func rewind() -> Step {
    fieldCount = 0
    return .needsMoreInput
  }

  /// The first index from `start` on whose byte is the delimiter, a line break or non-ASCII, or
  /// `end`.
  ///
  /// Looks at eight bytes at a time (SWAR): a byte equals `c` where `word ^ c×0x01…01` has a zero
  /// byte, and `(v − 0x01…01) & ~v & 0x80…80` flags the zero bytes of `v`, exactly up to the first
  /// one (borrows only spill upwards, into later bytes on a little-endian machine).
  ///
  /// - Complexity: O(*n*) in the distance skipped.
  @inline(__always)
  static func skipOrdinary(_ p: UnsafePointer<UInt8>, from start: Int, end: Int, delimiter: UInt8)
    -> Int
  {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let delimiters = UInt64(delimiter) &* ones
    let lineFeeds = UInt64(0x0A) &* ones
    let returns = UInt64(0x0D) &* ones
    var j = start
    while j &+ 8 <= end {
      let word = UInt64(littleEndian: UnsafeRawPointer(p + j).loadUnaligned(as: UInt64.self))
      let a = word ^ delimiters
      let b = word ^ lineFeeds
      let c = word ^ returns
      let special =
        ((a &- ones) & ~a) | ((b &- ones) & ~b) | ((c &- ones) & ~c) | word
      let flags = special & highs
      if flags != 0 { return j &+ flags.trailingZeroBitCount >> 3 }
      j &+= 8
    }
    while j < end {
      let byte = p[j]
      if byte == delimiter || byte == 0x0A || byte == 0x0D || byte >= 0x80 { return j }
      j &+= 1
    }
    return end
  }

  @inline(__always)
  private mutating func append(_ field: CSVField) {
    if fieldCount == capacity {
      capacity *= 2
      storage.grow(to: capacity, keeping: fieldCount)
      base = storage.base
    }
    (base + fieldCount).initialize(to: field)
    fieldCount += 1
  }

  // MARK: - Errors

  private func malformed(line: Int, column: Int, _ detail: String) -> ChartModelError {
    .malformedInput(InputLocation(source: source, line: line, column: column), detail: detail)
  }

  /// Moves `j` past the well-formed UTF-8 sequence that starts there; `false` when the bytes end
  /// inside it and more may complete it.
  ///
  /// - Throws: ``ChartModelError/malformedInput(_:detail:)`` when the bytes are not UTF-8.
  private func skipSequence(
    _ p: UnsafePointer<UInt8>, at j: inout Int, end n: Int, isFinal: Bool, line: Int
  ) throws(ChartModelError) -> Bool {
    switch UTF8Validation.check(p, at: j, end: n) {
    case .valid(let length):
      j += length
      return true
    case .truncated where !isFinal:
      return false
    case .invalid, .truncated:
      throw malformed(
        line: line, column: fieldCount + 1,
        "invalid UTF-8 (byte \(CSVCell.hex(p[j]))); save the file as UTF-8")
    }
  }
}

/// The memory of a tokenizer's fields, freed when the last tokenizer sharing it goes.
private final class FieldStorage {
  private(set) var base: UnsafeMutablePointer<CSVField>

  init(capacity: Int) {
    base = .allocate(capacity: capacity)
  }

  func grow(to capacity: Int, keeping count: Int) {
    let larger = UnsafeMutablePointer<CSVField>.allocate(capacity: capacity)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
  }

  deinit { base.deallocate() }
}
