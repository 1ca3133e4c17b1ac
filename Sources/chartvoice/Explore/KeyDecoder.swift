/// A key press, decoded from the bytes a terminal (or a script) sends.
enum Key: Equatable, Sendable, CustomStringConvertible {
  /// A printable character: a letter, a digit, `?`, `$`, or any other text.
  case character(Character)
  case left, right, up, down
  case home, end, pageUp, pageDown
  /// Shift+Home and Shift+End.
  case shiftHome, shiftEnd
  /// Alt (Meta) and a printable character: `ESC` then the character.
  case alt(Character)
  /// The Escape key alone.
  case escape
  /// Ctrl-C (byte 0x03; in raw mode it arrives as a byte, not a signal).
  case interrupt
  /// Ctrl-D (byte 0x04).
  case endOfTransmission
  /// Return or Enter (CR or LF).
  case enter
  /// Any other control byte (Tab, Backspace, Ctrl-Z, …).
  case control(UInt8)
  /// An escape sequence or byte run with no meaning here (function keys, Insert, Alt-x, invalid
  /// UTF-8).
  case unknown([UInt8])

  var description: String {
    switch self {
    case .character(let character): "'\(character)'"
    case .left: "left"
    case .right: "right"
    case .up: "up"
    case .down: "down"
    case .home: "home"
    case .end: "end"
    case .pageUp: "page up"
    case .pageDown: "page down"
    case .shiftHome: "shift-home"
    case .shiftEnd: "shift-end"
    case .alt(let character): "alt-\(character)"
    case .escape: "escape"
    case .interrupt: "ctrl-c"
    case .endOfTransmission: "ctrl-d"
    case .enter: "enter"
    case .control(let byte): "control 0x" + String(byte, radix: 16)
    case .unknown(let bytes):
      "unknown " + bytes.map { String($0, radix: 16) }.joined(separator: " ")
    }
  }
}

/// Turns bytes into keys, however the bytes are split across reads.
///
///     var decoder = KeyDecoder()
///     decoder.decode([0x6C, 0x1B, 0x5B])   // [.character("l")]; "ESC [" waits for more
///     decoder.decode([0x43])               // [.right]
///     decoder.decode([0x1B])               // []: Escape, or the start of a sequence?
///     decoder.flush()                      // [.escape]: nothing followed in time
///
/// Understood: `ESC [ A/B/C/D` (arrows, with or without modifier parameters such as `1;5C`),
/// `ESC [ H/F` and `ESC O H/F` (Home, End), `ESC O A/B/C/D` (arrows in application mode),
/// `ESC [ 1~ 4~ 5~ 6~ 7~ 8~` (Home, End, Page Up, Page Down, Home, End); Shift+Home and Shift+End
/// as xterm sends them (`ESC [1;2H`, `ESC [1;2F`, and `ESC [1;2~` / `ESC [4;2~` with any number of
/// Home or End) and as rxvt does (`ESC [7$`, `ESC [8$`); `ESC` and a printable character (Alt);
/// UTF-8 text; Ctrl-C and Ctrl-D; CR and LF. Other control bytes, such as Ctrl+] (0x1D), are
/// ``Key/control(_:)``; Ctrl+[ is the Escape byte itself, so no terminal can tell it from Escape.
/// A lone ESC is the Escape key once ``flush()`` says no more bytes came.
struct KeyDecoder {
  private static let escapeByte: UInt8 = 0x1B
  private static let dollar = UInt8(ascii: "$")
  /// An unfinished CSI sequence longer than this is not waited for: it is taken as unknown.
  private static let longestSequence = 16

  /// Bytes of an unfinished escape sequence or UTF-8 character.
  private(set) var pending: [UInt8] = []

  /// Whether bytes wait for more (an Escape that might start a sequence): the reader should give
  /// the rest a moment to arrive, then ``flush()``.
  var hasPending: Bool { !pending.isEmpty }

  /// Decodes `bytes`, keeping an unfinished sequence for the next call.
  ///
  /// - Complexity: O(*n*) in the bytes given plus those pending.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var start = 0
    while start < pending.count {
      guard let (key, length) = Self.key(at: start, in: pending) else { break }
      keys.append(key)
      start += length
    }
    pending.removeFirst(start)
    return keys
  }

  /// Ends what is pending: a lone ESC is the Escape key; an unfinished sequence or character is
  /// unknown. Call it when no byte follows in time, and at the end of input.
  ///
  /// - Complexity: O(1).
  mutating func flush() -> [Key] {
    guard !pending.isEmpty else { return [] }
    // What is pending is always one unfinished key: decoding stops at the first.
    defer { pending.removeAll() }
    return [pending == [Self.escapeByte] ? .escape : .unknown(pending)]
  }

  /// The key starting at `start`, and how many bytes it takes; `nil` when the bytes end before
  /// the key does.
  private static func key(at start: Int, in bytes: [UInt8]) -> (Key, Int)? {
    let byte = bytes[start]
    switch byte {
    case escapeByte:
      return escapeSequence(at: start, in: bytes)
    case 0x03:
      return (.interrupt, 1)
    case 0x04:
      return (.endOfTransmission, 1)
    case 0x0A, 0x0D:
      return (.enter, 1)
    case 0x00..<0x20, 0x7F:
      return (.control(byte), 1)
    case 0x20..<0x7F:
      return (.character(Character(Unicode.Scalar(byte))), 1)
    default:
      return utf8Character(at: start, in: bytes)
    }
  }

  /// An escape sequence: `ESC [ params final`, `ESC O letter`, or `ESC` and one byte (Alt-key).
  private static func escapeSequence(at start: Int, in bytes: [UInt8]) -> (Key, Int)? {
    guard start + 1 < bytes.count else { return nil }
    let introducer = bytes[start + 1]
    switch introducer {
    case UInt8(ascii: "["):
      // CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
      // rxvt ends Shift+Home and Shift+End with `$`, which is otherwise an intermediate byte.
      var end = start + 2
      while end < bytes.count, (0x20...0x3F).contains(bytes[end]), bytes[end] != dollar { end += 1 }
      guard end < bytes.count else {
        // Unfinished: wait for the rest, unless it is already too long to be a key.
        return end - start > longestSequence
          ? (.unknown(Array(bytes[start..<end])), end - start) : nil
      }
      let final = bytes[end]
      let length = end - start + 1
      let sequence = Array(bytes[start..<(start + length)])
      guard (0x40...0x7E).contains(final) || final == dollar else {
        return (.unknown(sequence), length)
      }
      let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
      return (csiKey(final: final, parameters: parameters) ?? .unknown(sequence), length)
    case UInt8(ascii: "O"):
      guard start + 2 < bytes.count else { return nil }
      let key: Key? =
        switch bytes[start + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: nil
        }
      return (key ?? .unknown(Array(bytes[start..<(start + 3)])), 3)
    case escapeByte:
      // ESC ESC: the first is Escape on its own.
      return (.escape, 1)
    case 0x21..<0x7F:
      return (.alt(Character(Unicode.Scalar(introducer))), 2)
    default:
      return (.unknown([escapeByte, introducer]), 2)
    }
  }

  /// The key a CSI sequence stands for: arrows and Home/End by their final letter, the others by
  /// their number before `~` (or `$`, rxvt's Shift); of the modifiers (`1;2` Shift, `1;5` Ctrl, …)
  /// only Shift on Home and End counts.
  private static func csiKey(final: UInt8, parameters: String) -> Key? {
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
    let number = fields.first.flatMap { Int($0) }
    // xterm's modifier parameter is 1 + a bit mask in which Shift is 1.
    let shifted = fields.count > 1 && Int(fields[1]).map { ($0 - 1) & 1 == 1 } == true
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return shifted ? .shiftHome : .home
    case UInt8(ascii: "F"): return shifted ? .shiftEnd : .end
    case UInt8(ascii: "~"):
      switch number {
      case 1, 7: return shifted ? .shiftHome : .home
      case 4, 8: return shifted ? .shiftEnd : .end
      case 5: return .pageUp
      case 6: return .pageDown
      default: return nil
      }
    case dollar:
      switch number {
      case 7: return .shiftHome
      case 8: return .shiftEnd
      default: return nil
      }
    default:
      return nil
    }
  }

  /// One UTF-8 character of 2–4 bytes; invalid bytes are an unknown key each.
  private static func utf8Character(at start: Int, in bytes: [UInt8]) -> (Key, Int)? {
    let lead = bytes[start]
    let length =
      switch lead {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return (.unknown([lead]), 1) }
    var end = start + 1
    while end < start + length {
      guard end < bytes.count else { return nil }
      guard bytes[end] & 0xC0 == 0x80 else {
        return (.unknown(Array(bytes[start..<end])), end - start)
      }
      end += 1
    }
    let slice = bytes[start..<end]
    var iterator = slice.makeIterator()
    var utf8 = UTF8()
    guard case .scalarValue(let scalar) = utf8.decode(&iterator) else {
      return (.unknown(Array(slice)), length)
    }
    return (.character(Character(scalar)), length)
  }
}
