import ChartModel
internal import ChartSupport
import Foundation

/// The subset of the Vega expression language that `filter` and `calculate` use in practice:
/// `datum.field` and `datum['field name']`, number, string, boolean and `null` literals,
/// arithmetic (`+ - * / %`), comparisons (`== != === !== < <= > >=`), `&&`, `||`, `!`, the
/// conditional `c ? a : b`, constants (`PI`, `E`, `NaN`, …), parameters with a value, and a set of
/// functions (``VLExpression/functions``). Anything else is refused with its name, never guessed.
///
/// Values follow JavaScript: `'a' + 1` is `'a1'`, `null + 1` is 1, comparisons of strings are
/// by code units.
struct VLExpression: Sendable {
  indirect enum Node: Sendable {
    case literal(VLValue)
    case datum
    case variable(String)
    case member(Node, Node)
    case not(Node)
    case negate(Node)
    case plus(Node)
    case binary(String, Node, Node)
    case and(Node, Node)
    case or(Node, Node)
    case conditional(Node, Node, Node)
    case call(String, [Node])
  }

  let root: Node
  let source: String

  /// The functions the evaluator knows.
  static let functions: Set<String> = [
    "if", "isValid", "isNaN", "isFinite", "isDate", "isNumber", "isString", "isBoolean", "isArray",
    "isObject", "toNumber", "toString", "toBoolean", "toDate", "parseFloat", "parseInt",
    "year", "quarter", "month", "date", "day", "hours", "minutes", "seconds", "milliseconds",
    "utcyear", "utcquarter", "utcmonth", "utcdate", "utcday", "utchours", "utcminutes",
    "utcseconds", "utcmilliseconds", "time", "datetime", "utc", "dayofyear", "utcdayofyear",
    "abs", "ceil", "floor", "round", "sqrt", "exp", "log", "pow", "min", "max", "sin", "cos", "tan",
    "asin", "acos", "atan", "atan2", "clamp", "random", "length", "lower", "upper", "trim",
    "substring", "slice", "indexOf", "lastIndexOf", "join", "span", "peek",
  ]

  static let constants: [String: Double] = [
    "NaN": .nan, "E": M_E, "LN2": M_LN2, "LN10": M_LN10, "LOG2E": M_LOG2E, "LOG10E": M_LOG10E,
    "PI": Double.pi, "SQRT1_2": 0.5.squareRoot(), "SQRT2": 2.0.squareRoot(),
    "MIN_VALUE": Double.leastNonzeroMagnitude, "MAX_VALUE": Double.greatestFiniteMagnitude,
    "Infinity": .infinity,
  ]

  /// A parse or evaluation problem, turned into a ``ChartModelError`` by the caller, who knows
  /// where the expression is.
  enum Problem: Error, Equatable {
    case syntax(String)
    case unsupported(String)
  }

  /// Parses an expression.
  ///
  /// - Parameter variables: The names of parameters with a value, usable as identifiers.
  /// - Throws: ``Problem`` for a syntax error or an unsupported construct.
  init(_ source: String, variables: Set<String> = []) throws(Problem) {
    self.source = source
    var parser = Parser(tokens: try Lexer.tokens(of: source), variables: variables)
    root = try parser.parse()
  }

  /// The `datum` fields the expression reads (first-level names).
  var fields: Set<String> {
    var names = Set<String>()
    func visit(_ node: Node) {
      switch node {
      case .member(.datum, .literal(let key)): names.insert(key.text)
      case .literal, .datum, .variable: break
      case .member(let a, let b), .binary(_, let a, let b), .and(let a, let b), .or(let a, let b):
        visit(a)
        visit(b)
      case .not(let a), .negate(let a), .plus(let a): visit(a)
      case .conditional(let a, let b, let c):
        visit(a)
        visit(b)
        visit(c)
      case .call(_, let arguments): arguments.forEach(visit)
      }
    }
    visit(root)
    return names
  }

  /// Evaluates the expression on a record.
  func evaluate(_ record: VLRecord, context: inout VLExpressionContext) -> VLValue {
    Evaluator(record: record).evaluate(root, &context)
  }

  // MARK: - Lexer

  enum Token: Equatable {
    case number(Double)
    case string(String)
    case identifier(String)
    case punctuation(String)
  }

  enum Lexer {
    static let operators = [
      "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "<", ">", "+", "-", "*", "/", "%", "!", "?",
      ":", "(", ")", "[", "]", ",", ".",
    ]

    static func tokens(of source: String) throws(Problem) -> [Token] {
      var tokens: [Token] = []
      let chars = Array(source.unicodeScalars)
      var i = 0
      while i < chars.count {
        let c = chars[i]
        if c.properties.isWhitespace {
          i += 1
          continue
        }
        if c.properties.numericType != nil && c.isASCII
          || (c == "." && i + 1 < chars.count && ("0"..."9").contains(chars[i + 1]))
        {
          var j = i
          while j < chars.count, ("0"..."9").contains(chars[j]) || chars[j] == "." { j += 1 }
          if j < chars.count, chars[j] == "e" || chars[j] == "E" {
            var k = j + 1
            if k < chars.count, chars[k] == "+" || chars[k] == "-" { k += 1 }
            if k < chars.count, ("0"..."9").contains(chars[k]) {
              j = k
              while j < chars.count, ("0"..."9").contains(chars[j]) { j += 1 }
            }
          }
          let text = String(String.UnicodeScalarView(chars[i..<j]))
          guard let value = Double(text) else { throw .syntax("'\(text)' is not a number") }
          tokens.append(.number(value))
          i = j
          continue
        }
        if c == "'" || c == "\"" {
          var j = i + 1
          var text = String.UnicodeScalarView()
          while j < chars.count, chars[j] != c {
            if chars[j] == "\\", j + 1 < chars.count {
              j += 1
              switch chars[j] {
              case "n": text.append("\n")
              case "t": text.append("\t")
              default: text.append(chars[j])
              }
            } else {
              text.append(chars[j])
            }
            j += 1
          }
          guard j < chars.count else { throw .syntax("a string is not closed") }
          tokens.append(.string(String(text)))
          i = j + 1
          continue
        }
        if c.properties.isAlphabetic || c == "_" || c == "$" {
          var j = i
          while j < chars.count,
            chars[j].properties.isAlphabetic || chars[j] == "_" || chars[j] == "$"
              || ("0"..."9").contains(chars[j])
          {
            j += 1
          }
          tokens.append(.identifier(String(String.UnicodeScalarView(chars[i..<j]))))
          i = j
          continue
        }
        let rest = String(String.UnicodeScalarView(chars[i..<min(chars.count, i + 3)]))
        guard let op = operators.first(where: { rest.hasPrefix($0) }) else {
          throw .syntax("unexpected '\(c)'")
        }
        tokens.append(.punctuation(op))
        i += op.unicodeScalars.count
      }
      return tokens
    }
  }

  // MARK: - Parser

  /// The most levels an expression tree may have, counting every operator of a chain
  /// (`1+1+…+1` with n terms has n levels): evaluating, visiting and releasing the tree recurse
  /// once per level, so a longer chain is refused before it can overflow the stack.
  static let maximumHeight = 1_000

  /// The most nested parentheses, calls and unary operators the parser follows.
  static let maximumNesting = 200

  struct Parser {
    let tokens: [Token]
    let variables: Set<String>
    var index = 0
    var depth = 0

    /// A parsed subtree and its height (a leaf has height 1).
    struct Parsed {
      let node: Node
      let height: Int
    }

    init(tokens: [Token], variables: Set<String>) {
      self.tokens = tokens
      self.variables = variables
    }

    mutating func parse() throws(Problem) -> Node {
      guard !tokens.isEmpty else { throw .syntax("the expression is empty") }
      let parsed = try conditional()
      guard index == tokens.count else { throw .syntax("unexpected \(describe(tokens[index]))") }
      return parsed.node
    }

    /// A node over `children`, refused when the tree grows past ``VLExpression/maximumHeight``.
    private func make(_ node: Node, over children: Parsed...) throws(Problem) -> Parsed {
      let height = (children.map(\.height).max() ?? 0) + 1
      guard height <= VLExpression.maximumHeight else {
        throw .unsupported(
          "an expression with a chain of more than \(VLExpression.maximumHeight) operations")
      }
      return Parsed(node: node, height: height)
    }

    private func leaf(_ node: Node) -> Parsed { Parsed(node: node, height: 1) }

    private func describe(_ token: Token) -> String {
      switch token {
      case .number(let value): "'\(VLValue.format(value))'"
      case .string(let text): "'\(text)'"
      case .identifier(let name): "'\(name)'"
      case .punctuation(let op): "'\(op)'"
      }
    }

    private mutating func take(_ op: String) -> Bool {
      guard index < tokens.count, tokens[index] == .punctuation(op) else { return false }
      index += 1
      return true
    }

    private mutating func expect(_ op: String) throws(Problem) {
      guard take(op) else {
        let found = index < tokens.count ? describe(tokens[index]) : "the end"
        throw .syntax("expected '\(op)', found \(found)")
      }
    }

    private mutating func enter() throws(Problem) {
      depth += 1
      guard depth < VLExpression.maximumNesting else {
        throw .unsupported(
          "an expression nested more than \(VLExpression.maximumNesting) levels deep")
      }
    }

    private mutating func conditional() throws(Problem) -> Parsed {
      try enter()
      defer { depth -= 1 }
      let test = try or()
      guard take("?") else { return test }
      let yes = try conditional()
      try expect(":")
      let no = try conditional()
      return try make(.conditional(test.node, yes.node, no.node), over: test, yes, no)
    }

    private mutating func or() throws(Problem) -> Parsed {
      var node = try and()
      while take("||") {
        let right = try and()
        node = try make(.or(node.node, right.node), over: node, right)
      }
      return node
    }

    private mutating func and() throws(Problem) -> Parsed {
      var node = try binary(level: 0)
      while take("&&") {
        let right = try binary(level: 0)
        node = try make(.and(node.node, right.node), over: node, right)
      }
      return node
    }

    private static let levels: [[String]] = [
      ["===", "!==", "==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"],
    ]

    private mutating func binary(level: Int) throws(Problem) -> Parsed {
      guard level < Self.levels.count else { return try unary() }
      var node = try binary(level: level + 1)
      while let op = Self.levels[level].first(where: {
        index < tokens.count && tokens[index] == .punctuation($0)
      }) {
        index += 1
        let right = try binary(level: level + 1)
        node = try make(.binary(op, node.node, right.node), over: node, right)
      }
      return node
    }

    private mutating func unary() throws(Problem) -> Parsed {
      try enter()
      defer { depth -= 1 }
      if take("!") {
        let operand = try unary()
        return try make(.not(operand.node), over: operand)
      }
      if take("-") {
        let operand = try unary()
        return try make(.negate(operand.node), over: operand)
      }
      if take("+") {
        let operand = try unary()
        return try make(.plus(operand.node), over: operand)
      }
      return try postfix()
    }

    private mutating func postfix() throws(Problem) -> Parsed {
      var node = try primary()
      while true {
        if take(".") {
          guard index < tokens.count, case .identifier(let name) = tokens[index] else {
            throw .syntax("expected a name after '.'")
          }
          index += 1
          let key = leaf(.literal(.string(name)))
          node = try make(.member(node.node, key.node), over: node, key)
        } else if take("[") {
          let key = try conditional()
          try expect("]")
          node = try make(.member(node.node, key.node), over: node, key)
        } else {
          return node
        }
      }
    }

    private mutating func primary() throws(Problem) -> Parsed {
      guard index < tokens.count else { throw .syntax("the expression ends too early") }
      let token = tokens[index]
      index += 1
      switch token {
      case .number(let value): return leaf(.literal(.number(value)))
      case .string(let text): return leaf(.literal(.string(text)))
      case .punctuation("("):
        let node = try conditional()
        try expect(")")
        return node
      case .punctuation("["):
        throw .unsupported("array literals in expressions")
      case .punctuation(let op):
        throw .syntax("unexpected '\(op)'")
      case .identifier(let name):
        if take("(") {
          guard VLExpression.functions.contains(name) else {
            throw .unsupported("the expression function '\(name)'")
          }
          try enter()
          defer { depth -= 1 }
          var arguments: [Parsed] = []
          if !take(")") {
            repeat { arguments.append(try conditional()) } while take(",")
            try expect(")")
          }
          let height = (arguments.map(\.height).max() ?? 0) + 1
          guard height <= VLExpression.maximumHeight else {
            throw .unsupported(
              "an expression with a chain of more than \(VLExpression.maximumHeight) operations")
          }
          return Parsed(node: .call(name, arguments.map(\.node)), height: height)
        }
        switch name {
        case "datum": return leaf(.datum)
        case "true": return leaf(.literal(.bool(true)))
        case "false": return leaf(.literal(.bool(false)))
        case "null", "undefined": return leaf(.literal(.null))
        default:
          if let value = VLExpression.constants[name] { return leaf(.literal(.number(value))) }
          if variables.contains(name) { return leaf(.variable(name)) }
          throw .unsupported(
            "'\(name)' in an expression (only datum fields, parameters with a value and constants)")
        }
      }
    }
  }
}

/// What an expression can see besides its datum: parameter values and a seeded random source.
struct VLExpressionContext {
  var variables: [String: VLValue] = [:]
  /// `random()` draws from a fixed seed, so a description is reproducible.
  var random = SplitMix64(seed: 0x5EED_0F_7E6A)
}

extension VLExpression {
  struct Evaluator {
    let record: VLRecord

    func evaluate(_ node: Node, _ context: inout VLExpressionContext) -> VLValue {
      switch node {
      case .literal(let value): return value
      case .datum: return .object(record.fields)
      case .variable(let name): return context.variables[name] ?? .null
      case .member(.datum, let key):
        // `datum.x` reads the record's field directly, without merging its fields into one object.
        return record[evaluate(key, &context).text] ?? .null
      case .member(let object, let key):
        let target = evaluate(object, &context)
        let name = evaluate(key, &context)
        switch target {
        case .object(let members): return members[name.text] ?? .null
        case .array(let elements):
          if name.text == "length" { return .number(Double(elements.count)) }
          let index = Int(exactly: name.number) ?? -1
          return elements.indices.contains(index) ? elements[index] : .null
        case .string(let text) where name.text == "length": return .number(Double(text.utf16.count))
        default: return .null
        }
      case .not(let a): return .bool(!evaluate(a, &context).isTruthy)
      case .negate(let a): return .number(-evaluate(a, &context).number)
      case .plus(let a): return .number(evaluate(a, &context).number)
      case .and(let a, let b):
        let left = evaluate(a, &context)
        return left.isTruthy ? evaluate(b, &context) : left
      case .or(let a, let b):
        let left = evaluate(a, &context)
        return left.isTruthy ? left : evaluate(b, &context)
      case .conditional(let test, let yes, let no):
        return evaluate(test, &context).isTruthy ? evaluate(yes, &context) : evaluate(no, &context)
      case .binary(let op, let a, let b):
        let x = evaluate(a, &context)
        let y = evaluate(b, &context)
        switch op {
        case "+": return VLValue.plus(x, y)
        case "-": return .number(x.number - y.number)
        case "*": return .number(x.number * y.number)
        case "/": return .number(x.number / y.number)
        case "%": return .number(fmod(x.number, y.number))
        case "==": return .bool(VLValue.looselyEqual(x, y))
        case "!=": return .bool(!VLValue.looselyEqual(x, y))
        case "===": return .bool(VLValue.strictlyEqual(x, y))
        case "!==": return .bool(!VLValue.strictlyEqual(x, y))
        case "<": return .bool(VLValue.lessThan(x, y))
        case ">": return .bool(VLValue.lessThan(y, x))
        case "<=": return .bool(comparable(x, y) && !VLValue.lessThan(y, x))
        case ">=": return .bool(comparable(x, y) && !VLValue.lessThan(x, y))
        default: return .null
        }
      case .call(let name, let arguments):
        if name == "if" {
          guard arguments.count == 3 else { return .null }
          return evaluate(arguments[0], &context).isTruthy
            ? evaluate(arguments[1], &context) : evaluate(arguments[2], &context)
        }
        let values = arguments.map { evaluate($0, &context) }
        return call(name, values, &context)
      }
    }

    /// `<=` and `>=` are false when either side is NaN as a number (and they are not strings).
    private func comparable(_ x: VLValue, _ y: VLValue) -> Bool {
      if case .string = x, case .string = y { return true }
      return !x.number.isNaN && !y.number.isNaN
    }

    private func call(_ name: String, _ a: [VLValue], _ context: inout VLExpressionContext)
      -> VLValue
    {
      func number(_ i: Int) -> Double { i < a.count ? a[i].number : .nan }
      func date(_ i: Int) -> CivilDate? {
        guard i < a.count, let seconds = VLDates.instant(of: a[i]) else { return nil }
        return CivilDate(secondsSince1970: seconds)
      }
      func field(_ body: (CivilDate) -> Int) -> VLValue {
        guard let civil = date(0) else { return .number(.nan) }
        return .number(Double(body(civil)))
      }
      let unprefixed = name.hasPrefix("utc") ? String(name.dropFirst(3)) : name
      switch unprefixed {
      case "isValid": return .bool(a.first?.isValid ?? false)
      case "isNaN": return .bool(number(0).isNaN)
      case "isFinite": return .bool(number(0).isFinite)
      case "isDate": if case .date = a.first { return .bool(true) } else { return .bool(false) }
      case "isNumber": if case .number = a.first { return .bool(true) } else { return .bool(false) }
      case "isString": if case .string = a.first { return .bool(true) } else { return .bool(false) }
      case "isBoolean": if case .bool = a.first { return .bool(true) } else { return .bool(false) }
      case "isArray": if case .array = a.first { return .bool(true) } else { return .bool(false) }
      case "isObject":
        switch a.first {
        case .object, .array, .date: return .bool(true)
        default: return .bool(false)
        }
      case "toNumber", "parseFloat":
        guard let value = a.first, value != .null else { return .null }
        if case .string(let text) = value, unprefixed == "parseFloat" {
          return .number(
            VLValue.parseNumber(
              String(text.trimmingSpaces.prefix { "+-.0123456789eE".contains($0) })))
        }
        return .number(value.number)
      case "parseInt":
        return .number(number(0).rounded(.towardZero))
      case "toString":
        guard let value = a.first, value != .null else { return .null }
        return .string(value.text)
      case "toBoolean":
        guard let value = a.first, value != .null else { return .null }
        if case .string(let text) = value {
          return .bool(text == "true" || (text != "false" && !text.isEmpty))
        }
        return .bool(value.isTruthy)
      case "toDate":
        guard let value = a.first, value != .null else { return .null }
        return VLDates.instant(of: value).map { .date($0) } ?? .null
      case "year": return field(\.year)
      case "quarter": return field { ($0.month - 1) / 3 + 1 }
      case "month": return field { $0.month - 1 }
      case "date": return field(\.day)
      case "day": return field { ($0.weekday + 1) % 7 }  // 0 = Sunday
      case "hours": return field(\.hour)
      case "minutes": return field(\.minute)
      case "seconds": return field { Int($0.second) }
      case "milliseconds":
        return field { Int((($0.second - $0.second.rounded(.down)) * 1_000).rounded()) }
      case "dayofyear":
        return field {
          CivilDate.days(fromCivil: $0.year, $0.month, $0.day)
            - CivilDate.days(fromCivil: $0.year, 1, 1) + 1
        }
      case "time":
        guard let seconds = a.first.flatMap(VLDates.instant(of:)) else { return .number(.nan) }
        return .number(seconds * 1_000)
      case "datetime", "":
        // datetime(year, month0, day, hours, minutes, seconds, ms); utc(...) alike (UTC here).
        let parts = (0..<7).map { $0 < a.count ? a[$0].number : ($0 == 2 ? 1 : 0) }
        guard parts.allSatisfy(\.isFinite) else { return .null }
        let seconds = CivilDate.epochSeconds(
          year: clampedInt(parts[0]), monthIndex: clampedInt(parts[1]), day: clampedInt(parts[2]),
          hour: clampedInt(parts[3]), minute: clampedInt(parts[4]),
          second: parts[5] + parts[6] / 1_000)
        return .date(seconds)
      case "abs": return .number(abs(number(0)))
      case "ceil": return .number(number(0).rounded(.up))
      case "floor": return .number(number(0).rounded(.down))
      case "round": return .number((number(0) + 0.5).rounded(.down))
      case "sqrt": return .number(number(0).squareRoot())
      case "exp": return .number(Foundation.exp(number(0)))
      case "log": return .number(Foundation.log(number(0)))
      case "pow": return .number(Foundation.pow(number(0), number(1)))
      case "sin": return .number(Foundation.sin(number(0)))
      case "cos": return .number(Foundation.cos(number(0)))
      case "tan": return .number(Foundation.tan(number(0)))
      case "asin": return .number(Foundation.asin(number(0)))
      case "acos": return .number(Foundation.acos(number(0)))
      case "atan": return .number(Foundation.atan(number(0)))
      case "atan2": return .number(Foundation.atan2(number(0), number(1)))
      case "min", "max":
        var result = unprefixed == "min" ? Double.infinity : -Double.infinity
        for value in a {
          let x = value.number
          if x.isNaN { return .number(.nan) }
          result = unprefixed == "min" ? Swift.min(result, x) : Swift.max(result, x)
        }
        return .number(result)
      case "clamp":
        return .number(Swift.min(Swift.max(number(0), number(1)), number(2)))
      case "random":
        return .number(Double(context.random.next() >> 11) / Double(1 << 53))
      case "length":
        switch a.first {
        case .string(let text): return .number(Double(text.utf16.count))
        case .array(let values): return .number(Double(values.count))
        default: return .number(.nan)
        }
      case "lower": return a.first.map { .string($0.text.lowercased()) } ?? .null
      case "upper": return a.first.map { .string($0.text.uppercased()) } ?? .null
      case "trim": return a.first.map { .string($0.text.trimmingSpaces) } ?? .null
      case "substring", "slice":
        guard let first = a.first else { return .null }
        let units = Array(first.text.utf16)
        var start = clampedInt(number(1).isFinite ? number(1) : 0)
        var end = a.count > 2 && number(2).isFinite ? clampedInt(number(2)) : units.count
        if unprefixed == "slice" {
          if start < 0 { start += units.count }
          if end < 0 { end += units.count }
        } else if start > end {
          swap(&start, &end)
        }
        start = Swift.max(0, Swift.min(start, units.count))
        end = Swift.max(start, Swift.min(end, units.count))
        return .string(String(decoding: units[start..<end], as: UTF16.self))
      case "indexOf", "lastIndexOf":
        guard let first = a.first, a.count > 1 else { return .number(-1) }
        if case .array(let values) = first {
          let found =
            unprefixed == "indexOf"
            ? values.firstIndex { VLValue.strictlyEqual($0, a[1]) }
            : values.lastIndex { VLValue.strictlyEqual($0, a[1]) }
          return .number(Double(found ?? -1))
        }
        let text = first.text
        let range =
          unprefixed == "indexOf"
          ? text.range(of: a[1].text) : text.range(of: a[1].text, options: .backwards)
        guard let range else { return .number(-1) }
        return .number(Double(text.utf16.distance(from: text.startIndex, to: range.lowerBound)))
      case "join":
        guard case .array(let values) = a.first else { return .null }
        return .string(values.map(\.text).joined(separator: a.count > 1 ? a[1].text : ","))
      case "span":
        guard case .array(let values) = a.first, let first = values.first, let last = values.last
        else {
          return .number(0)
        }
        return .number(last.number - first.number)
      case "peek":
        guard case .array(let values) = a.first else { return .null }
        return values.last ?? .null
      default:
        return .null
      }
    }
  }
}
