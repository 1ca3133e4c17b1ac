import ChartModel
import Testing

@testable import ChartImport

/// Object literals in expressions (`{'cattle': '🐄', 'pigs': '🐖'}[datum.animal]`, issue 15): read
/// as JavaScript reads them, and a malformed one refused with what the parser found.
@Suite struct VegaLiteObjectLiteralTests {
  /// A malformed object literal is a syntax error that says what it found.
  @Test(arguments: [
    ("{'a' 1}[datum.s]", "expected ':', found '1'"),
    ("{'a': 1", "an object literal is not closed"),
    ("{a: 1 b: 2}", "expected ',' or '}' in an object literal, found 'b'"),
    ("{(a): 1}", "expected a member name in an object literal, found '('"),
    ("{a: 1,, b: 2}", "expected a member name in an object literal, found ','"),
    ("{a: }", "unexpected '}'"),
    ("{a: 1}}", "unexpected '}'"),
  ])
  func malformedObjectLiteralsAreRefused(_ expression: String, _ problem: String) {
    #expect(throws: VLExpression.Problem.syntax(problem)) { try VLExpression(expression) }
  }

  /// Members keep their order of writing for the fields they read, and a later member of the same
  /// name wins; a key not among the members reads `null`.
  @Test func membersAreReadAsJavaScriptReadsThem() throws {
    let expression = try VLExpression("{b: datum.y, a: datum.x, b: datum.z}")
    #expect(expression.fields == ["x", "y", "z"])
    var context = VLExpressionContext()
    let value = expression.evaluate(VLRecord(["x": .number(1), "y": .number(2), "z": .number(3)]), context: &context)
    #expect(value == .object(["a": .number(1), "b": .number(3)]))
    let missing = try VLExpression("{'0': 'South Asia'}[datum.cluster]")
    #expect(missing.evaluate(VLRecord(["cluster": .number(1)]), context: &context) == .null)
    #expect(missing.evaluate(VLRecord(["cluster": .number(0)]), context: &context) == .string("South Asia"))
  }

  /// An object literal deeper than the nesting limit is refused, as parentheses are.
  @Test func deeplyNestedObjectLiteralsAreRefused() {
    let deep =
      String(repeating: "{a: ", count: VLExpression.maximumNesting) + "1"
      + String(repeating: "}", count: VLExpression.maximumNesting)
    #expect(throws: VLExpression.Problem.self) { try VLExpression(deep) }
  }
}
