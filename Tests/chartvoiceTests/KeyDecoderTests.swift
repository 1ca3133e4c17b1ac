import Testing

@testable import chartvoice

/// Bytes → keys, whole and split across reads at every position.
@Suite struct KeyDecoderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var keys: [Key]
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ keys: [Key]) {
      self.name = name
      bytes = Array(text.utf8)
      self.keys = keys
    }
  }

  static let escape = "\u{1B}"

  static let cases: [Case] = [
    Case("letters", "lllq", [.character("l"), .character("l"), .character("l"), .character("q")]),
    Case("symbols", "?$0", [.character("?"), .character("$"), .character("0")]),
    Case(
      "CSI arrows", "\(escape)[A\(escape)[B\(escape)[C\(escape)[D", [.up, .down, .right, .left]),
    Case(
      "SS3 arrows (application mode)", "\(escape)OA\(escape)OB\(escape)OC\(escape)OD",
      [.up, .down, .right, .left]),
    Case("CSI Home and End", "\(escape)[H\(escape)[F", [.home, .end]),
    Case("SS3 Home and End", "\(escape)OH\(escape)OF", [.home, .end]),
    Case(
      "tilde keys", "\(escape)[1~\(escape)[4~\(escape)[5~\(escape)[6~\(escape)[7~\(escape)[8~",
      [.home, .end, .pageUp, .pageDown, .home, .end]),
    Case("Ctrl-Right is Right", "\(escape)[1;5C", [.right]),
    Case("Insert is unknown", "\(escape)[2~", [.unknown(Array("\(escape)[2~".utf8))]),
    Case("F1 is unknown", "\(escape)OP", [.unknown(Array("\(escape)OP".utf8))]),
    Case("Alt-x", "\(escape)x", [.alt("x")]),
    Case("Escape then a space is unknown", "\(escape) ", [.unknown([0x1B, 0x20])]),
    Case(
      "Shift+Home and Shift+End (xterm)", "\(escape)[1;2H\(escape)[1;2F\(escape)[1;2~\(escape)[4;2~",
      [.shiftHome, .shiftEnd, .shiftHome, .shiftEnd]),
    Case("Shift+Home and Shift+End (rxvt)", "\(escape)[7$\(escape)[8$l", [.shiftHome, .shiftEnd, .character("l")]),
    Case("Ctrl+Shift+End counts as Shift", "\(escape)[1;6F", [.shiftEnd]),
    Case("Ctrl+End is End", "\(escape)[1;5F", [.end]),
    Case("Ctrl+] is a control byte", "\u{1D}", [.control(0x1D)]),
    Case("Space", " ", [.character(" ")]),
    Case("Escape then an arrow", "\(escape)\(escape)[C", [.escape, .right]),
    Case("Ctrl-C, Ctrl-D", "\u{03}\u{04}", [.interrupt, .endOfTransmission]),
    Case("CR and LF", "\r\n", [.enter, .enter]),
    Case("Tab and Backspace", "\t\u{7F}", [.control(0x09), .control(0x7F)]),
    Case("UTF-8 letter", "é", [.character("é")]),
    Case("emoji", "🎵l", [.character("🎵"), .character("l")]),
    Case("a letter between arrows", "\(escape)[Cl\(escape)[D", [.right, .character("l"), .left]),
  ]

  @Test(arguments: cases) func decodesWholeInput(_ test: Case) {
    var decoder = KeyDecoder()
    let keys = decoder.decode(test.bytes) + decoder.flush()
    #expect(keys == test.keys)
  }

  /// Every way of splitting the bytes across two reads gives the same keys.
  @Test(arguments: cases) func decodesInputSplitAnywhere(_ test: Case) {
    for split in 0...test.bytes.count {
      var decoder = KeyDecoder()
      var keys = decoder.decode(test.bytes[..<split])
      keys += decoder.decode(test.bytes[split...])
      keys += decoder.flush()
      #expect(keys == test.keys, "split at \(split)")
    }
  }

  @Test(arguments: cases) func decodesOneByteAtATime(_ test: Case) {
    var decoder = KeyDecoder()
    var keys: [Key] = []
    for byte in test.bytes { keys += decoder.decode([byte]) }
    keys += decoder.flush()
    #expect(keys == test.keys)
  }

  @Test func anUnfinishedSequenceWaits() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("l\u{1B}[".utf8)) == [.character("l")])
    #expect(decoder.hasPending)
    #expect(decoder.decode(Array("6".utf8)) == [])
    #expect(decoder.decode(Array("~".utf8)) == [.pageDown])
    #expect(!decoder.hasPending)
  }

  @Test func aLoneEscapeIsTheEscapeKeyOnceNothingFollows() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.flush() == [])
  }

  @Test func anUnfinishedSequenceAtTheEndIsUnknown() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[1".utf8)) == [])
    #expect(decoder.flush() == [.unknown(Array("\u{1B}[1".utf8))])
  }

  @Test func invalidUTF8IsUnknownAndDecodingGoesOn() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0x6C]) == [.unknown([0xFF]), .character("l")])
    #expect(decoder.decode([0xC3, 0x6C]) == [.unknown([0xC3]), .character("l")])
  }

  @Test func aLongSequenceIsOneUnknownKey() {
    var decoder = KeyDecoder()
    let long = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 40) + [0x7E]
    #expect(decoder.decode(long + [0x6C]) == [.unknown(long), .character("l")])
  }

  @Test func anUnfinishedSequenceIsNotWaitedForForever() {
    var decoder = KeyDecoder()
    let long = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 40)
    #expect(decoder.decode(long) == [.unknown(long)])
    #expect(!decoder.hasPending)
  }
}
