/// A phrase template: a whole sentence or fragment with named placeholders, in a small subset of
/// ICU MessageFormat.
///
///     "{count, plural, one {# month} other {# months}} have no data: {list}."
///
/// Supported: `{name}`; `{name, plural, =0 {…} one {…} other {…}}` where `#` is the number as
/// displayed, and `plus1`/`plus2` match a whole number above 100 ending in 01/02 and `thousands` one of
/// a thousand or more ending in 000 (``PluralKey``); `{name, select, key {…} other {…}}`; `{name, inflect, form}`, the value in one of the
/// phrase file's grammatical forms (``Inflection``). Braces are reserved; an apostrophe is literal.
/// Grammar lives here, in the phrase files, never in Swift code.
public struct Template: Sendable, Equatable {
  indirect enum Piece: Sendable, Equatable {
    case literal(String)
    case argument(String)
    case plural(String, cases: [PluralKey: [Piece]])
    case select(String, cases: [String: [Piece]])
    /// `{name, inflect, form}`.
    case inflect(String, form: String)
    /// `#` inside a plural case.
    case number(String)
  }

  enum PluralKey: Sendable, Hashable {
    case exact(Double)
    case category(PluralCategory)
    /// `plus1`, `plus2`: a whole number above 100 whose last two digits are 01 (02), which
    /// Arabic counts apart: the noun after the hundreds or thousands, then again ("أَلْف نقطة
    /// وَنُقْطَة", "مِئَة نقطة وَنُقْطَتَيْن").
    case plus(Int)
    /// `thousands`: a whole number of a thousand or more ending in 000, whose counted noun
    /// follows the noun "thousand" (or "million") rather than the last digit, Polish "w tysiącu
    /// przypadków", "w pięciu tysiącach przypadków" (but "w tysiącu pięciu przypadkach").
    case thousands

    /// The `plus` key a number takes, if any.
    static func plus(for operands: PluralOperands) -> PluralKey? {
      guard operands.v == 0, operands.n > 100, operands.n < 1e15 else { return nil }
      let last = Int(operands.n) % 100
      return (1...2).contains(last) ? .plus(last) : nil
    }

    /// Whether a number takes the `thousands` key.
    static func isThousands(_ operands: PluralOperands) -> Bool {
      operands.v == 0 && operands.n >= 1000 && operands.n < 1e15 && Int(operands.n) % 1000 == 0
    }
  }

  let pieces: [Piece]
  /// The source text, for error messages.
  public let source: String

  /// Every placeholder name the template uses, nested ones included.
  public var placeholders: Set<String> {
    var names = Set<String>()
    func visit(_ pieces: [Piece]) {
      for piece in pieces {
        switch piece {
        case .literal: break
        case .argument(let name), .number(let name), .inflect(let name, _): names.insert(name)
        case .plural(let name, let cases):
          names.insert(name)
          cases.values.forEach(visit)
        case .select(let name, let cases):
          names.insert(name)
          cases.values.forEach(visit)
        }
      }
    }
    visit(pieces)
    return names
  }

  /// The plural categories each plural placeholder lists (for completeness checks).
  public var pluralCategories: [String: Set<PluralCategory>] {
    var result: [String: Set<PluralCategory>] = [:]
    func visit(_ pieces: [Piece]) {
      for piece in pieces {
        switch piece {
        case .plural(let name, let cases):
          for key in cases.keys { if case .category(let c) = key { result[name, default: []].insert(c) } }
          cases.values.forEach(visit)
        case .select(_, let cases): cases.values.forEach(visit)
        default: break
        }
      }
    }
    visit(pieces)
    return result
  }

  /// Parses a template.
  ///
  /// - Throws: `TemplateSyntaxError` with the offset of the first problem.
  /// - Complexity: O(*n*) in the template's length.
  public init(_ source: String) throws(TemplateSyntaxError) {
    self.source = source
    var parser = Parser(scalars: Array(source.unicodeScalars))
    pieces = try parser.parseMessage(pluralArgument: nil, nested: false)
  }

  /// Renders the template with argument values.
  ///
  /// - Parameters:
  ///   - argument: the rendered value of a placeholder, or `nil` when the caller has none.
  ///   - inflect: a value's text in a named form, or `nil` when the locale has no such form (the
  ///     text is then said as it is).
  /// - Throws: `TemplateRenderError.missingArgument` naming a placeholder without a value.
  /// - Complexity: O(*n*) in the output's length.
  public func render(
    _ argument: (String) -> RenderedArgument?, inflect: (String, String) -> String? = { _, _ in nil }
  ) throws(TemplateRenderError) -> String {
    var output = ""
    try Template.render(pieces, into: &output, argument: argument, inflect: inflect)
    return output
  }

  private static func render(
    _ pieces: [Piece], into output: inout String, argument: (String) -> RenderedArgument?,
    inflect: (String, String) -> String?
  ) throws(TemplateRenderError) {
    for piece in pieces {
      switch piece {
      case .literal(let text):
        // An abbreviation's point ends the sentence too: "w lipcu 2020 r.", never "r..".
        if text.hasPrefix("."), !text.hasPrefix(".."), output.hasSuffix(".") {
          output += text.dropFirst()
        } else {
          output += text
        }
      case .argument(let name), .number(let name):
        guard let value = argument(name) else { throw .missingArgument(name) }
        output += value.text
      case .inflect(let name, let form):
        guard let value = argument(name) else { throw .missingArgument(name) }
        output += inflect(value.text, form) ?? value.text
      case .plural(let name, let cases):
        guard let value = argument(name) else { throw .missingArgument(name) }
        guard let operands = value.pluralOperands, let rules = value.pluralRules else {
          throw .notANumber(name)
        }
        let chosen =
          cases[.exact(operands.n)] ?? PluralKey.plus(for: operands).flatMap { cases[$0] }
          ?? (PluralKey.isThousands(operands) ? cases[.thousands] : nil)
          ?? cases[.category(rules.category(for: operands))] ?? cases[.category(.other)]
        guard let chosen else { throw .missingPluralCase(name) }
        try render(chosen, into: &output, argument: argument, inflect: inflect)
      case .select(let name, let cases):
        guard let value = argument(name) else { throw .missingArgument(name) }
        guard let chosen = cases[value.selectKey ?? value.text] ?? cases["other"] else {
          throw .missingSelectCase(name, value.selectKey ?? value.text)
        }
        try render(chosen, into: &output, argument: argument, inflect: inflect)
      }
    }
  }

  private struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0

    mutating func parseMessage(pluralArgument: String?, nested: Bool) throws(TemplateSyntaxError) -> [Piece] {
      var pieces: [Piece] = []
      var literal = ""
      func flush() {
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        literal = ""
      }
      while index < scalars.count {
        let scalar = scalars[index]
        switch scalar {
        case "{":
          flush()
          pieces.append(try parseArgument())
        case "}":
          guard nested else { throw TemplateSyntaxError(offset: index, detail: "unmatched '}'") }
          flush()
          return pieces
        case "#" where pluralArgument != nil:
          flush()
          pieces.append(.number(pluralArgument!))
          index += 1
        default:
          literal.unicodeScalars.append(scalar)
          index += 1
        }
      }
      guard !nested else { throw TemplateSyntaxError(offset: index, detail: "unclosed '{'") }
      flush()
      return pieces
    }

    mutating func skipSpaces() {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    mutating func word() -> String {
      skipSpaces()
      var text = ""
      while index < scalars.count {
        let scalar = scalars[index]
        guard
          scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "="
            || scalar == "." || scalar == "-"
        else { break }
        text.unicodeScalars.append(scalar)
        index += 1
      }
      skipSpaces()
      return text
    }

    mutating func expect(_ scalar: Unicode.Scalar) throws(TemplateSyntaxError) {
      skipSpaces()
      guard index < scalars.count, scalars[index] == scalar else {
        throw TemplateSyntaxError(offset: index, detail: "expected '\(scalar)'")
      }
      index += 1
    }

    mutating func parseArgument() throws(TemplateSyntaxError) -> Piece {
      let start = index
      index += 1  // {
      let name = word()
      guard !name.isEmpty else { throw TemplateSyntaxError(offset: start, detail: "empty placeholder") }
      if index < scalars.count, scalars[index] == "}" {
        index += 1
        return .argument(name)
      }
      try expect(",")
      let type = word()
      try expect(",")
      switch type {
      case "plural":
        var cases: [PluralKey: [Piece]] = [:]
        while true {
          skipSpaces()
          if index < scalars.count, scalars[index] == "}" {
            index += 1
            break
          }
          let key = word()
          let pluralKey: PluralKey
          if key.hasPrefix("="), let value = Double(key.dropFirst()) {
            pluralKey = .exact(value)
          } else if key.hasPrefix("plus"), let last = Int(key.dropFirst(4)), (1...2).contains(last) {
            pluralKey = .plus(last)
          } else if key == "thousands" {
            pluralKey = .thousands
          } else if let category = PluralCategory(rawValue: key) {
            pluralKey = .category(category)
          } else {
            throw TemplateSyntaxError(offset: index, detail: "'\(key)' is not a plural category")
          }
          try expect("{")
          cases[pluralKey] = try parseMessage(pluralArgument: name, nested: true)
          index += 1  // }
        }
        guard cases[.category(.other)] != nil else {
          throw TemplateSyntaxError(offset: start, detail: "plural '\(name)' needs an 'other' case")
        }
        return .plural(name, cases: cases)
      case "select":
        var cases: [String: [Piece]] = [:]
        while true {
          skipSpaces()
          if index < scalars.count, scalars[index] == "}" {
            index += 1
            break
          }
          let key = word()
          guard !key.isEmpty else { throw TemplateSyntaxError(offset: index, detail: "expected a select key") }
          try expect("{")
          cases[key] = try parseMessage(pluralArgument: nil, nested: true)
          index += 1
        }
        guard cases["other"] != nil else {
          throw TemplateSyntaxError(offset: start, detail: "select '\(name)' needs an 'other' case")
        }
        return .select(name, cases: cases)
      case "inflect":
        let form = word()
        guard !form.isEmpty else { throw TemplateSyntaxError(offset: index, detail: "expected a form name") }
        try expect("}")
        return .inflect(name, form: form)
      default:
        throw TemplateSyntaxError(offset: start, detail: "unknown argument type '\(type)'")
      }
    }
  }
}

/// A placeholder's value, already formatted for one output (display or speech).
public struct RenderedArgument: Sendable {
  /// The text inserted for `{name}` and `#`.
  public var text: String
  /// For numbers: the operands of the number as displayed, which choose the plural form.
  public var pluralOperands: PluralOperands?
  /// The rules that map operands to categories (the locale's).
  public var pluralRules: PluralRules?
  /// For `select`: the key to match, when it differs from the text.
  public var selectKey: String?

  public init(
    text: String, pluralOperands: PluralOperands? = nil, pluralRules: PluralRules? = nil,
    selectKey: String? = nil
  ) {
    self.text = text
    self.pluralOperands = pluralOperands
    self.pluralRules = pluralRules
    self.selectKey = selectKey
  }
}

/// A template that could not be parsed.
public struct TemplateSyntaxError: Error, Sendable, Equatable {
  /// Offset in Unicode scalars.
  public var offset: Int
  public var detail: String
}

/// A template that could not be rendered with the arguments given.
public enum TemplateRenderError: Error, Sendable, Equatable {
  case missingArgument(String)
  case notANumber(String)
  case missingPluralCase(String)
  case missingSelectCase(String, String)
}
