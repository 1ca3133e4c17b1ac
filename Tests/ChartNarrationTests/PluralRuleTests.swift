import ChartNarration
import Testing

/// Rules and expectations from CLDR 44 (unicode.org/cldr/charts/44/supplemental/language_plural_rules.html).
@Suite struct PluralRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var language: String
    var rules: [String: String]
    var expectations: [String: PluralCategory]
    var testDescription: String { language }
  }

  static let cases: [Case] = [
    Case(
      language: "en", rules: ["one": "i = 1 and v = 0"],
      expectations: ["1": .one, "0": .other, "2": .other, "1.0": .other, "1.5": .other]),
    Case(
      language: "fr",
      rules: [
        "one": "i = 0,1", "many": "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5",
      ],
      expectations: ["0": .one, "1": .one, "1.5": .one, "2": .other, "1000000": .many, "1000001": .other]),
    Case(
      language: "pl",
      rules: [
        "one": "i = 1 and v = 0",
        "few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14",
        "many": "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14",
      ],
      expectations: [
        "1": .one, "2": .few, "4": .few, "5": .many, "12": .many, "22": .few, "25": .many, "0": .many,
        "1.5": .other,
      ]),
    Case(
      language: "ar",
      rules: [
        "zero": "n = 0", "one": "n = 1", "two": "n = 2", "few": "n % 100 = 3..10", "many": "n % 100 = 11..99",
      ],
      expectations: [
        "0": .zero, "1": .one, "2": .two, "3": .few, "10": .few, "11": .many, "99": .many, "100": .other, "1.5": .other,
      ]),
  ]

  @Test(arguments: cases) func categories(_ c: Case) throws {
    let rules = try PluralRules(c.rules)
    for (number, expected) in c.expectations.sorted(by: { $0.key < $1.key }) {
      #expect(rules.category(for: PluralOperands(decimal: number)) == expected, "\(c.language) \(number)")
    }
  }

  @Test func operandsFollowTheDisplayedDigits() {
    let operands = PluralOperands(decimal: "-1.20")
    #expect(operands.n == 1.2)
    #expect(operands.i == 1)
    #expect(operands.v == 2)
    #expect(operands.w == 1)
    #expect(operands.f == 20)
    #expect(operands.t == 2)
  }

  @Test func unknownCategoryIsRejected() {
    #expect(throws: PluralRuleSyntaxError.self) { try PluralRules(["single": "n = 1"]) }
    #expect(throws: PluralRuleSyntaxError.self) { try PluralRules(["one": "q = 1"]) }
  }
}
