import ChartModel

/// The content of CSV cells: trimmed bytes, text, and how error messages quote them.
enum CSVCell {
  /// The field's content without surrounding spaces and tabs, still escaped (a doubled quote stays
  /// two bytes; see ``CSVField/hasEscapedQuotes``).
  ///
  /// - Complexity: O(*k*) in the number of spaces removed.
  @inline(__always)
  static func trimmed(_ field: CSVField, in bytes: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>
  {
    var start = field.start
    var end = field.end
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  /// The field's text: trimmed, with doubled quotes made single.
  ///
  /// - Precondition: the bytes are valid UTF-8 (the tokenizer checked them).
  /// - Complexity: O(*n*) in the length of the field.
  static func text(_ field: CSVField, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    let content = trimmed(field, in: bytes)
    guard field.hasEscapedQuotes else { return String(decoding: content, as: UTF8.self) }
    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(content.count)
    var previousWasQuote = false
    for byte in content {
      if byte == UInt8(ascii: "\""), previousWasQuote {
        previousWasQuote = false
        continue
      }
      previousWasQuote = byte == UInt8(ascii: "\"")
      unescaped.append(byte)
    }
    return String(decoding: unescaped, as: UTF8.self)
  }

  /// A cell's text in single quotes for an error message, on one line and at most 40 characters.
  ///
  ///     CSVCell.quoted("abc")   // "'abc'"
  static func quoted(_ text: String) -> String {
    var shown = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 40 {
        shown += "…"
        break
      }
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      default: shown.unicodeScalars.append(scalar)
      }
      count += 1
    }
    return "'\(shown)'"
  }

  /// One byte for an error message: `'x'` when printable ASCII, else its hexadecimal value.
  static func quoted(byte: UInt8) -> String {
    (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : hex(byte)
  }

  /// `0xFF`.
  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return "0x"
      + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
  }
}
