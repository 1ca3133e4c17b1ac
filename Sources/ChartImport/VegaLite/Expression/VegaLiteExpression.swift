import ChartModel
internal import ChartSupport
import Foundation

/// The subset of the Vega expression language that `filter` and `calculate` use in practice:
/// `datum.field` and `datum['field name']`, number, string, boolean and `null` literals, object
/// literals (`{'cattle': '🐄', 'pigs': '🐖'}[datum.animal]`, keys written as names, strings or numbers),
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
    /// An object literal (`{'a': 1, b: datum.x}`): its members in the order written; a later
    /// member of the same name replaces an earlier one, as in JavaScript.
    case object([Member])
  }

  /// A member of an object literal: its name and the expression of its value.
  struct Member: Sendable {
    let name: String
    let value: Node
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
    "substring", "slice", "indexOf", "lastIndexOf", "join", "span", "peek", "quantileUniform",
    "quantileNormal",
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
      case .object(let members): members.forEach { visit($0.value) }
      }
    }
    visit(root)
    return names
  }

  /// Evaluates the expression on a record.
  func evaluate(_ record: VLRecord, context: inout VLExpressionContext) -> VLValue {
    Evaluator(record: record).evaluate(root, &context)
  }
}

/// What an expression can see besides its datum: parameter values and a seeded random source.
struct VLExpressionContext {
  var variables: [String: VLValue] = [:]
  /// `random()` draws from a fixed seed, so a description is reproducible.
  var random = SplitMix64(seed: 0x5EED_0F_7E6A)
}
