import Foundation

/// The CLDR plural categories.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
  case zero, one, two, few, many, other
}

/// The operands CLDR plural rules test, read from a number *as displayed* ("1.20" has v = 2), so
/// the chosen form always agrees with the digits the listener hears.
///
/// See Unicode TR35, Part 3, "Plural Operand Meanings".
public struct PluralOperands: Sendable, Equatable {
  /// Absolute value.
  public var n: Double
  /// Integer digits.
  public var i: Double
  /// Number of visible fraction digits, with trailing zeros.
  public var v: Double
  /// Number of visible fraction digits, without trailing zeros.
  public var w: Double
  /// Visible fraction digits as an integer, with trailing zeros.
  public var f: Double
  /// Visible fraction digits as an integer, without trailing zeros.
  public var t: Double
  /// Compact decimal exponent (always 0 here: chartvoice writes scale words itself).
  public var e: Double = 0

  /// Operands of a plain decimal string such as "-1.20" (ASCII digits, "." as the separator).
  public init(decimal text: String) {
    var body = Substring(text)
    if body.hasPrefix("-") { body = body.dropFirst() }
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integerPart = parts.first.map(String.init) ?? "0"
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    let trimmed = String(fraction.reversed().drop { $0 == "0" }.reversed())
    i = Double(integerPart) ?? 0
    v = Double(fraction.count)
    w = Double(trimmed.count)
    f = Double(fraction) ?? 0
    t = Double(trimmed) ?? 0
    n = i + (fraction.isEmpty ? 0 : (Double("0." + fraction) ?? 0))
  }

  /// Operands of an integer.
  public init(integer: Int) {
    self.init(decimal: String(integer))
  }

  func value(of operand: Character) -> Double? {
    switch operand {
    case "n": n
    case "i": i
    case "v": v
    case "w": w
    case "f": f
    case "t": t
    case "e", "c": e
    default: nil
    }
  }
}

/// A locale's plural rules in CLDR syntax ("one": "i = 1 and v = 0"), parsed once.
///
/// Supported: operands n i v w f t e, `%` modulo, `=` and `!=` against lists of values and ranges
/// (`2..4,7`), `and`, `or`. Sample annotations (`@integer …`) are ignored. A category without a
/// rule never matches; `other` is what remains.
public struct PluralRules: Sendable {
  struct Relation: Sendable {
    var operand: Character
    var modulus: Double?
    var negated: Bool
    var ranges: [ClosedRange<Double>]

    func matches(_ operands: PluralOperands) -> Bool {
      guard var value = operands.value(of: operand) else { return false }
      if let modulus { value = value.truncatingRemainder(dividingBy: modulus) }
      let inList = ranges.contains { range in
        // Ranges hold integers only: 1.5 is not in 1..2.
        range.contains(value) && (range.lowerBound == range.upperBound || value == value.rounded())
      }
      return inList != negated
    }
  }

  /// `or` of `and` groups, per category, in CLDR order.
  private var rules: [(PluralCategory, [[Relation]])] = []

  /// The categories this locale distinguishes, `other` last.
  public private(set) var categories: [PluralCategory] = [.other]

  /// Parses rules keyed by category name.
  ///
  /// - Throws: ``NarrationError/invalidPhraseFile(locale:detail:)``-compatible messages through
  ///   `PluralRuleSyntaxError` when a rule cannot be read.
  public init(_ source: [String: String]) throws(PluralRuleSyntaxError) {
    for category in PluralCategory.allCases where category != .other {
      guard let text = source[category.rawValue] else { continue }
      rules.append((category, try PluralRules.parse(text)))
    }
    categories = rules.map(\.0) + [.other]
    if let unknown = source.keys.first(where: { PluralCategory(rawValue: $0) == nil }) {
      throw PluralRuleSyntaxError(rule: unknown, detail: "'\(unknown)' is not a CLDR plural category")
    }
  }

  /// The category of a displayed number.
  public func category(for operands: PluralOperands) -> PluralCategory {
    for (category, groups) in rules where groups.contains(where: { $0.allSatisfy { $0.matches(operands) } }) {
      return category
    }
    return .other
  }

  private static func parse(_ text: String) throws(PluralRuleSyntaxError) -> [[Relation]] {
    let condition = text.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
    var groups: [[Relation]] = []
    for orPart in condition.components(separatedBy: " or ") {
      var group: [Relation] = []
      for andPart in orPart.components(separatedBy: " and ") {
        group.append(try parseRelation(andPart.trimmingCharacters(in: .whitespaces), rule: text))
      }
      groups.append(group)
    }
    return groups
  }

  private static func parseRelation(_ text: String, rule: String) throws(PluralRuleSyntaxError) -> Relation {
    let negated = text.contains("!=")
    let sides = text.components(separatedBy: negated ? "!=" : "=")
    guard sides.count == 2 else {
      throw PluralRuleSyntaxError(rule: rule, detail: "expected 'operand = values' in '\(text)'")
    }
    let left = sides[0].replacingOccurrences(of: " ", with: "")
    guard let operand = left.first, "nivwftec".contains(operand) else {
      throw PluralRuleSyntaxError(rule: rule, detail: "unknown operand in '\(text)'")
    }
    var modulus: Double?
    if left.count > 1 {
      guard left.dropFirst().first == "%", let value = Double(left.dropFirst(2)), value > 0 else {
        throw PluralRuleSyntaxError(rule: rule, detail: "expected '% number' in '\(text)'")
      }
      modulus = value
    }
    var ranges: [ClosedRange<Double>] = []
    for item in sides[1].replacingOccurrences(of: " ", with: "").split(separator: ",") {
      let bounds = item.components(separatedBy: "..")
      guard let low = Double(bounds[0]), let high = Double(bounds.last ?? ""), bounds.count <= 2, low <= high
      else { throw PluralRuleSyntaxError(rule: rule, detail: "bad value or range '\(item)'") }
      ranges.append(low...high)
    }
    guard !ranges.isEmpty else { throw PluralRuleSyntaxError(rule: rule, detail: "no values in '\(text)'") }
    return Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
  }
}

/// A plural rule that could not be parsed.
public struct PluralRuleSyntaxError: Error, Sendable, Equatable {
  public var rule: String
  public var detail: String
}
