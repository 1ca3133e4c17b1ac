import ChartModel

// Tokens to a tree, by precedence climbing, with bounded height and nesting.
extension VLExpression {
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

    /// The members of an object literal after its `{`, to its `}`: `name: value` pairs separated
    /// by commas (a trailing comma allowed), each name an identifier, a string or a number (named
    /// as JavaScript prints it: `{1.50: x}` has the member "1.5").
    private mutating func objectLiteral() throws(Problem) -> Parsed {
      try enter()
      defer { depth -= 1 }
      var members: [Member] = []
      var height = 1
      while !take("}") {
        guard index < tokens.count else { throw .syntax("an object literal is not closed") }
        let name: String
        switch tokens[index] {
        case .identifier(let text), .string(let text): name = text
        case .number(let value): name = VLValue.format(value)
        case .punctuation(let op): throw .syntax("expected a member name in an object literal, found '\(op)'")
        }
        index += 1
        try expect(":")
        let value = try conditional()
        members.append(Member(name: name, value: value.node))
        height = max(height, value.height + 1)
        guard height <= VLExpression.maximumHeight else {
          throw .unsupported(
            "an expression with a chain of more than \(VLExpression.maximumHeight) operations")
        }
        if take("}") { break }
        guard take(",") else {
          guard index < tokens.count else { throw .syntax("an object literal is not closed") }
          throw .syntax("expected ',' or '}' in an object literal, found \(describe(tokens[index]))")
        }
      }
      return Parsed(node: .object(members), height: height)
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
      case .punctuation("{"):
        return try objectLiteral()
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
