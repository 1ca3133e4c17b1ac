/// Checking one UTF-8 sequence at a time, for readers that scan bytes and meet a non-ASCII byte.
package enum UTF8Validation {
  /// The outcome of checking the sequence that starts at a non-ASCII byte.
  package enum Sequence: Equatable {
    /// A well-formed sequence of this many bytes (2…4).
    case valid(Int)
    /// Not UTF-8: a stray continuation byte, an overlong form, a surrogate, a value above
    /// U+10FFFF, or a lead byte followed by too few continuation bytes.
    case invalid
    /// The bytes end inside a sequence that may still be completed by more input.
    case truncated
  }

  /// Checks the sequence starting at `p[index]` (Unicode Table 3-7, well-formed byte sequences).
  ///
  /// - Parameters:
  ///   - index: Where the sequence starts; `p[index]` is at least 0x80.
  ///   - end: How many bytes `p` holds.
  /// - Complexity: O(1).
  package static func check(_ p: UnsafePointer<UInt8>, at index: Int, end: Int) -> Sequence {
    let lead = p[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return .invalid
    }
    for offset in 1..<length {
      guard index + offset < end else { return .truncated }
      let byte = p[index + offset]
      let (lower, upper): (UInt8, UInt8) = offset == 1 ? (low, high) : (0x80, 0xBF)
      guard byte >= lower, byte <= upper else { return .invalid }
    }
    return .valid(length)
  }
}
