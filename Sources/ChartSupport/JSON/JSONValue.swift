import Foundation

/// A parsed JSON value that remembers where in the input it started, so readers can report
/// `chart.json:14:7: error: …` for any field.
///
/// chartvoice parses JSON itself rather than with `JSONSerialization` because it needs source
/// positions, rejects duplicate keys and non-finite numbers, and bounds the nesting depth.
package struct JSONValue: Sendable {
  package enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in input order; keys are unique.
    case object([(key: String, value: JSONValue)])
  }

  package var kind: Kind
  /// Byte offset of the value's first byte in the input.
  package var offset: Int

  @inlinable package init(kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  /// The member named `key`, when this is an object that has it.
  @inlinable package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = kind else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// A short name of the value's type for error messages ("a string", "null").
  package var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number(let value): "the number \(JSONValue.format(value))"
    case .string(let text): "the string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }

  package static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}

/// A JSON text and its parsed root, able to turn byte offsets into line and column.
package struct JSONDocument: Sendable {
  package let source: String
  package let root: JSONValue
  private let bytes: [UInt8]

  /// The deepest nesting of arrays and objects accepted; deeper input is an error, not a crash.
  package static let maximumDepth = 512

  /// Parses `bytes` as one JSON value.
  ///
  /// - Throws: ``JSONSyntaxError`` at the first syntax error, duplicate key, number outside
  ///   `Double`'s range, invalid UTF-8 or nesting deeper than ``maximumDepth``.
  /// - Complexity: O(*n*) in the input's length.
  package init(parsing bytes: [UInt8], source: String) throws(JSONSyntaxError) {
    self.bytes = bytes
    self.source = source
    var parser = JSONParser(bytes: bytes)
    root = try parser.parseDocument()
  }

  /// The line and column (in Unicode scalars, both 1-based) of a value.
  package func position(of value: JSONValue) -> (line: Int, column: Int) {
    JSONDocument.position(ofOffset: value.offset, in: bytes)
  }

  /// The line and column (in Unicode scalars, both 1-based) of a byte offset.
  package static func position(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var afterCarriageReturn = false
    for byte in bytes[..<min(offset, bytes.count)] {
      // A line ends with LF, CR LF or a CR alone (old Mac files): CR LF counts once.
      if byte == UInt8(ascii: "\n") {
        if !afterCarriageReturn { line += 1 }
        column = 1
      } else if byte == UInt8(ascii: "\r") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {  // count scalars, not continuation bytes
        column += 1
      }
      afterCarriageReturn = byte == UInt8(ascii: "\r")
    }
    return (line, column)
  }
}

/// Where and why a JSON text is not valid JSON.
package struct JSONSyntaxError: Error {
  /// The byte offset of the problem.
  package var offset: Int
  package var message: String
}

/// A recursive-descent JSON parser over UTF-8 bytes (RFC 8259).
struct JSONParser {
  let bytes: [UInt8]
  var index = 0
  var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard index < bytes.count else { throw JSONSyntaxError(offset: index, message: "the input is empty") }
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else {
      throw JSONSyntaxError(offset: index, message: "unexpected \(describeByte(at: index)) after the JSON value")
    }
    return value
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func describeByte(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
    return String(format: "byte 0x%02X", byte)
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else {
      throw JSONSyntaxError(offset: index, message: "unexpected end of input; the JSON is truncated")
    }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return JSONValue(kind: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return JSONValue(kind: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return JSONValue(kind: .null, offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(kind: .number(try parseNumber()), offset: start)
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw JSONSyntaxError(
        offset: start, message: "NaN and Infinity are not JSON numbers; write null for a missing value")
    default:
      throw JSONSyntaxError(offset: start, message: "expected a JSON value, found \(describeByte(at: start))")
    }
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
    let start = index
    let count = literal.utf8CodeUnitCount
    let matches = literal.withUTF8Buffer { expected in
      index + count <= bytes.count && bytes[index..<index + count].elementsEqual(expected)
    }
    guard matches else {
      throw JSONSyntaxError(offset: start, message: "expected a JSON value, found \(describeByte(at: start))")
    }
    index += count
  }

  private mutating func enter(at offset: Int) throws(JSONSyntaxError) {
    depth += 1
    if depth > JSONDocument.maximumDepth {
      throw JSONSyntaxError(
        offset: offset, message: "arrays and objects nest deeper than \(JSONDocument.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    try enter(at: start)
    defer { depth -= 1 }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var seen = Set<String>()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return JSONValue(kind: .object(members), offset: start)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw JSONSyntaxError(offset: index, message: "expected a quoted key, found \(describeByte(at: index))")
      }
      let keyOffset = index
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw JSONSyntaxError(offset: keyOffset, message: "duplicate key '\(key)'")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw JSONSyntaxError(
          offset: index, message: "expected ':' after key '\(key)', found \(describeByte(at: index))")
      }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else {
        throw JSONSyntaxError(offset: index, message: "unexpected end of input inside an object; the JSON is truncated")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return JSONValue(kind: .object(members), offset: start)
      } else {
        throw JSONSyntaxError(
          offset: index, message: "expected ',' or '}' after a member, found \(describeByte(at: index))")
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    try enter(at: start)
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return JSONValue(kind: .array(elements), offset: start)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else {
        throw JSONSyntaxError(offset: index, message: "unexpected end of input inside an array; the JSON is truncated")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return JSONValue(kind: .array(elements), offset: start)
      } else {
        throw JSONSyntaxError(
          offset: index, message: "expected ',' or ']' after an element, found \(describeByte(at: index))")
      }
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    func digits() -> Int {
      let from = index
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
      return index - from
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let integerStart = index
    let integerDigits = digits()
    guard integerDigits > 0 else {
      throw JSONSyntaxError(offset: start, message: "expected digits after '-'")
    }
    if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
      throw JSONSyntaxError(offset: start, message: "numbers must not have leading zeros")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw JSONSyntaxError(offset: index, message: "expected digits after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw JSONSyntaxError(offset: index, message: "expected digits in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw JSONSyntaxError(
        offset: start, message: "the number \(text) is outside the range of a 64-bit floating-point number")
    }
    return value
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = index
    index += 1  // opening quote
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun() throws(JSONSyntaxError) {
      guard runStart < index else { return }
      guard let run = String(validating: bytes[runStart..<index], as: UTF8.self) else {
        throw JSONSyntaxError(
          offset: JSONParser.firstInvalidUTF8(in: bytes[runStart..<index]), message: "the string is not valid UTF-8")
      }
      scalars.append(contentsOf: run.unicodeScalars)
    }
    while true {
      guard index < bytes.count else {
        throw JSONSyntaxError(offset: start, message: "unterminated string; the JSON is truncated")
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        if scalars.isEmpty, let run = String(validating: bytes[runStart..<index], as: UTF8.self) {
          // No escape: the text is the run itself, without a copy scalar by scalar.
          index += 1
          return run
        }
        try flushRun()
        index += 1
        return String(scalars)
      }
      if byte < 0x20 {
        throw JSONSyntaxError(offset: index, message: "control character inside a string; escape it")
      }
      if byte == UInt8(ascii: "\\") {
        try flushRun()
        scalars.append(try parseEscape())
        runStart = index
        continue
      }
      index += 1
    }
  }

  /// The offset of the first byte that does not start a valid UTF-8 sequence.
  static func firstInvalidUTF8(in bytes: ArraySlice<UInt8>) -> Int {
    var offset = bytes.startIndex
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput, .error: return offset
      }
    }
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let start = index
    index += 1
    guard index < bytes.count else { throw JSONSyntaxError(offset: start, message: "unterminated escape") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4(escapeStart: start)
      if (0xD800..<0xDC00).contains(high) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else { throw JSONSyntaxError(offset: start, message: "unpaired surrogate in a \\u escape") }
        index += 2
        let low = try parseHex4(escapeStart: start)
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw JSONSyntaxError(offset: start, message: "unpaired surrogate in a \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw JSONSyntaxError(offset: start, message: "unpaired surrogate in a \\u escape")
      }
      return scalar
    default:
      throw JSONSyntaxError(offset: start, message: "unknown escape '\\\(Character(UnicodeScalar(byte)))'")
    }
  }

  private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else {
      throw JSONSyntaxError(offset: escapeStart, message: "a \\u escape needs four hex digits")
    }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
      default: throw JSONSyntaxError(offset: escapeStart, message: "a \\u escape needs four hex digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
