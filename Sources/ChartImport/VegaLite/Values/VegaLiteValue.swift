import ChartModel

/// A value in a Vega-Lite datum, with the JavaScript semantics Vega gives it: numbers are doubles,
/// dates are instants, `null` is a value, and operators coerce as JavaScript does.
enum VLValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  /// An instant, in seconds since 1970-01-01T00:00:00Z (a JavaScript `Date`; chartvoice reads
  /// every date as UTC).
  case date(Double)
  case array([VLValue])
  case object([String: VLValue])

  /// Whether Vega counts the value as valid data: not `null` and not NaN.
  var isValid: Bool {
    switch self {
    case .null: false
    case .number(let value): !value.isNaN
    case .date(let value): !value.isNaN
    default: true
    }
  }

  /// JavaScript's `+value`: dates in milliseconds, `null` 0, booleans 0 or 1, strings parsed
  /// (`''` is 0, text NaN), arrays and objects NaN.
  var number: Double {
    switch self {
    case .null: 0
    case .bool(let flag): flag ? 1 : 0
    case .number(let value): value
    case .string(let text): VLValue.parseNumber(text)
    case .date(let seconds): seconds * 1_000
    case .array, .object: .nan
    }
  }

  /// The value as a number for statistics (Vega's aggregates): numbers, dates in milliseconds,
  /// numeric strings; `nil` for null and anything not numeric.
  var statisticsNumber: Double? {
    switch self {
    case .null, .array, .object: return nil
    case .bool(let flag): return flag ? 1 : 0
    case .number(let value): return value.isNaN ? nil : value
    case .date(let seconds): return seconds.isNaN ? nil : seconds * 1_000
    case .string(let text):
      let value = VLValue.parseNumber(text)
      return value.isNaN ? nil : value
    }
  }

  /// JavaScript truthiness.
  var isTruthy: Bool {
    switch self {
    case .null: false
    case .bool(let flag): flag
    case .number(let value): value != 0 && !value.isNaN
    case .string(let text): !text.isEmpty
    case .date: true
    case .array, .object: true
    }
  }

  /// JavaScript's `String(value)`, as Vega writes a value into a label.
  var text: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let value): VLValue.format(value)
    case .string(let text): text
    case .date(let seconds): ISO8601.format(seconds, unit: TimeUnit.finest(in: [seconds]))
    case .array(let values): values.map(\.text).joined(separator: ",")
    case .object: "[object Object]"
    }
  }

  /// The key under which the value groups: NaN as `null`, so that equal keys hash alike.
  var groupKey: VLValue {
    switch self {
    case .number(let value) where value.isNaN: .null
    case .date(let value) where value.isNaN: .null
    default: self
    }
  }

  /// A number as JavaScript prints it: integers without a fraction, others shortest.
  static func format(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    if value == value.rounded(), abs(value) < 1e21 {
      return value == 0 ? "0" : String(Int64(value))
    }
    return String(value)
  }

  /// JavaScript's `Number(text)` for decimal text: surrounding spaces ignored, empty text 0,
  /// anything else not a number NaN.
  static func parseNumber(_ text: String) -> Double {
    let trimmed = text.trimmingSpaces
    if trimmed.isEmpty { return 0 }
    switch DecimalNumber.scan(Array(trimmed.utf8)) {
    case .number(let value): return value
    case .outOfRange: return trimmed.hasPrefix("-") ? -.infinity : .infinity
    case .infinity where trimmed.hasSuffix("Infinity"):
      return trimmed.hasPrefix("-") ? -.infinity : .infinity
    default: return .nan
    }
  }

  // MARK: - Operators

  /// JavaScript's `==` (loose equality), for the values data holds.
  static func looselyEqual(_ a: VLValue, _ b: VLValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.null, _), (_, .null): return false
    case (.string(let x), .string(let y)): return x == y
    case (.array, _), (_, .array), (.object, _), (_, .object): return a == b
    default: return a.number == b.number
    }
  }

  /// JavaScript's `===` (strict equality); dates compare by instant.
  static func strictlyEqual(_ a: VLValue, _ b: VLValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.date(let x), .date(let y)): return x == y
    default: return false
    }
  }

  /// JavaScript's `<`: strings by code units, everything else as numbers (NaN compares false).
  static func lessThan(_ a: VLValue, _ b: VLValue) -> Bool {
    if case .string(let x) = a, case .string(let y) = b {
      return x.utf16.lexicographicallyPrecedes(y.utf16)
    }
    return a.number < b.number
  }

  /// JavaScript's `+`: concatenation when either side is a string, else addition.
  static func plus(_ a: VLValue, _ b: VLValue) -> VLValue {
    switch (a, b) {
    case (.string(let x), _): return .string(x + b.text)
    case (_, .string(let y)): return .string(a.text + y)
    default: return .number(a.number + b.number)
    }
  }

  /// Vega's default ascending order (`vega-util`'s `ascending`): `null` first, then numbers and
  /// dates by value, strings by code units; mixed kinds by their numbers.
  static func ascending(_ a: VLValue, _ b: VLValue) -> Int {
    let aValid = a.isValid
    let bValid = b.isValid
    if !aValid || !bValid {
      if aValid == bValid { return 0 }
      if case .null = a { return -1 }
      if case .null = b { return 1 }
      return aValid ? -1 : 1  // NaN after valid values, null before
    }
    if case .string(let x) = a, case .string(let y) = b {
      if x == y { return 0 }
      return x.utf16.lexicographicallyPrecedes(y.utf16) ? -1 : 1
    }
    let x = a.number
    let y = b.number
    if x < y { return -1 }
    if x > y { return 1 }
    if case .string(let s) = a, case .string(let t) = b { return s == t ? 0 : (s < t ? -1 : 1) }
    return 0
  }
}

/// A double as an `Int` without trapping: NaN as 0, and at most a billion either way (more than
/// any count, step, year or offset a chart needs).
func clampedInt(_ value: Double) -> Int {
  guard !value.isNaN else { return 0 }
  return Int(max(-1e9, min(1e9, value.rounded(.towardZero))))
}

extension String {
  /// The text without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}

/// A field reference as Vega-Lite writes it: `price`, `source.reco` (nested), `source\.reco` (a
/// dot in the name), `argmax_gross['Production Budget']`, `values[0]`.
struct VLFieldPath: Sendable, Hashable, CustomStringConvertible {
  enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  /// The field as written in the spec.
  let name: String
  let components: [Component]

  /// Parses a field reference.
  ///
  /// - Returns: `nil` when brackets are unbalanced or a quoted key is unterminated.
  init?(_ name: String) {
    self.name = name
    var components: [Component] = []
    var current = ""
    var chars = Array(name)[...]
    var pendingKey = false  // a key has started (so an empty one still counts)
    while let c = chars.first {
      chars = chars.dropFirst()
      switch c {
      case "\\":
        if let next = chars.first {
          current.append(next)
          chars = chars.dropFirst()
        }
        pendingKey = true
      case ".":
        components.append(.key(current))
        current = ""
        pendingKey = true
      case "[":
        if !current.isEmpty { components.append(.key(current)) }
        current = ""
        pendingKey = false
        guard let open = chars.first else { return nil }
        if open == "'" || open == "\"" {
          chars = chars.dropFirst()
          var key = ""
          while let k = chars.first, k != open {
            key.append(k)
            chars = chars.dropFirst()
          }
          guard chars.first == open else { return nil }
          chars = chars.dropFirst()
          guard chars.first == "]" else { return nil }
          chars = chars.dropFirst()
          components.append(.key(key))
        } else {
          var digits = ""
          while let d = chars.first, d != "]" {
            digits.append(d)
            chars = chars.dropFirst()
          }
          guard chars.first == "]" else { return nil }
          chars = chars.dropFirst()
          if let index = Int(digits) {
            components.append(.index(index))
          } else {
            components.append(.key(digits))
          }
        }
        if chars.first == "." { chars = chars.dropFirst() }
      default:
        current.append(c)
        pendingKey = true
      }
    }
    if !current.isEmpty || pendingKey || components.isEmpty { components.append(.key(current)) }
    self.components = components
  }

  /// A path of one plain key, for fields a transform creates.
  init(plain name: String) {
    self.name = name
    components = [.key(name)]
  }

  /// The name of the field once Vega flattens it (`source.reco` → `source.reco`, unescaped).
  var flatName: String {
    components.map {
      switch $0 {
      case .key(let key): key
      case .index(let index): String(index)
      }
    }.joined(separator: ".")
  }

  var description: String { name }

  /// The value at this path in a record; `null` where any step is missing.
  func value(in record: VLRecord) -> VLValue {
    guard case .key(let first) = components.first else { return .null }
    var value = record[first] ?? .null
    for component in components.dropFirst() {
      switch (component, value) {
      case (.key(let key), .object(let members)): value = members[key] ?? .null
      case (.index(let index), .array(let elements)):
        value = elements.indices.contains(index) ? elements[index] : .null
      case (.key(let key), .array(let elements)):
        guard let index = Int(key), elements.indices.contains(index) else { return .null }
        value = elements[index]
      default: return .null
      }
    }
    return value
  }

  /// Whether every step of the path exists in the record (the value may be `null`).
  func exists(in record: VLRecord) -> Bool {
    guard case .key(let first) = components.first, var value = record[first] else { return false }
    for component in components.dropFirst() {
      switch (component, value) {
      case (.key(let key), .object(let members)):
        guard let next = members[key] else { return false }
        value = next
      case (.index(let index), .array(let elements)):
        guard elements.indices.contains(index) else { return false }
        value = elements[index]
      default: return false
      }
    }
    return true
  }

  /// Sets the value at a one-key path (transform outputs are always flat).
  func set(_ value: VLValue, in record: inout VLRecord) {
    record[flatName] = value
  }
}
