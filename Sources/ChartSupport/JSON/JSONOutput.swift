/// A JSON value to write, with object keys kept in the order given (so output is stable and reads
/// in a sensible order).
package indirect enum JSONOutput: Sendable, Equatable {
  case null
  case bool(Bool)
  /// A finite number; NaN and infinities are written as `null`.
  case number(Double)
  case string(String)
  case array([JSONOutput])
  case object([(String, JSONOutput)])

  package static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  /// A number, or `null` for `nil`.
  package static func number(_ value: Double?) -> JSONOutput {
    value.map { .number($0) } ?? .null
  }

  /// The JSON text.
  ///
  /// - Parameter pretty: two-space indentation, one member per line.
  /// - Complexity: O(*n*) in the size of the output.
  package func serialized(pretty: Bool = false) -> String {
    var output = ""
    write(into: &output, pretty: pretty, indent: 0)
    return output
  }

  private func write(into output: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null:
      output += "null"
    case .bool(let flag):
      output += flag ? "true" : "false"
    case .number(let value):
      output += JSONOutput.format(value)
    case .string(let text):
      JSONOutput.writeString(text, into: &output)
    case .array(let elements):
      if elements.isEmpty {
        output += "[]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
        element.write(into: &output, pretty: pretty, indent: indent + 1)
      }
      if pretty { output += "\n" + String(repeating: "  ", count: indent) }
      output += "]"
    case .object(let members):
      if members.isEmpty {
        output += "{}"
        return
      }
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
        JSONOutput.writeString(member.0, into: &output)
        output += pretty ? ": " : ":"
        member.1.write(into: &output, pretty: pretty, indent: indent + 1)
      }
      if pretty { output += "\n" + String(repeating: "  ", count: indent) }
      output += "}"
    }
  }

  /// Integers without a fraction ("38800"), others in Swift's shortest round-trip form.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return "\(value)"
  }

  static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
