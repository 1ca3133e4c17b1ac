import ChartModel

/// How a CSV file is written: whether it starts with a byte order mark, and which delimiter it uses.
enum CSVDialect {
  /// The delimiters ``sniffDelimiter(in:from:isFinal:)`` chooses from, most preferred first.
  static let candidates: [UInt8] = [UInt8(ascii: ","), 0x09, UInt8(ascii: ";")]

  /// The length of the UTF-8 byte order mark at the start of `bytes`: 3 or 0; `nil` when fewer
  /// than 3 bytes have arrived and more may follow, so that it cannot yet tell.
  ///
  /// - Complexity: O(1).
  static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>, isFinal: Bool) -> Int? {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    if bytes.count >= 3 { return bytes.prefix(3).elementsEqual(mark) ? 3 : 0 }
    if isFinal || !mark.starts(with: bytes) { return 0 }
    return nil
  }

  /// The delimiter of the header: whichever of comma, tab and semicolon occurs most often outside
  /// quotes in the first non-blank line, preferring them in that order on a tie; comma when none
  /// occurs.
  ///
  ///     sniffDelimiter(in: "date;sales\n…", from: 0, isFinal: false)   // ";"
  ///
  /// - Returns: The delimiter, or `nil` when the bytes end before the header line does and more may
  ///   follow.
  /// - Complexity: O(*n*) in the length of the header line.
  static func sniffDelimiter(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, isFinal: Bool)
    -> UInt8?
  {
    var counts = [0, 0, 0]
    var inQuotes = false
    var sawContent = false
    var i = start
    while i < bytes.count {
      let byte = bytes[i]
      i += 1
      if byte == UInt8(ascii: "\"") {
        inQuotes.toggle()
      } else if !inQuotes, byte == 0x0A || byte == 0x0D {
        if sawContent { return choice(counts) }
        continue
      } else if !inQuotes, let index = candidates.firstIndex(of: byte) {
        counts[index] += 1
      }
      sawContent = true
    }
    return isFinal ? choice(counts) : nil
  }

  private static func choice(_ counts: [Int]) -> UInt8 {
    var best = 0
    for index in counts.indices where counts[index] > counts[best] { best = index }
    return candidates[best]
  }
}
