import ChartNarration
import Testing

@Suite struct TemplateTests {
  let english = try! PluralRules(["one": "i = 1 and v = 0"])

  func number(_ text: String) -> RenderedArgument {
    RenderedArgument(text: text, pluralOperands: PluralOperands(decimal: text), pluralRules: english)
  }

  @Test func placeholdersAndPlurals() throws {
    let template = try Template("{count, plural, =0 {no months} one {# month} other {# months}} in {year}")
    #expect(template.placeholders == ["count", "year"])
    let year = RenderedArgument(text: "2024")
    #expect(try template.render { ["count": number("1"), "year": year][$0] } == "1 month in 2024")
    #expect(try template.render { ["count": number("6"), "year": year][$0] } == "6 months in 2024")
    #expect(try template.render { ["count": number("0"), "year": year][$0] } == "no months in 2024")
    #expect(try template.render { ["count": number("1.0"), "year": year][$0] } == "1.0 months in 2024")
  }

  @Test func select() throws {
    let template = try Template("{kind, select, pie {slice} other {bar}}")
    #expect(try template.render { _ in RenderedArgument(text: "pie") } == "slice")
    #expect(try template.render { _ in RenderedArgument(text: "x", selectKey: "line") } == "bar")
  }

  @Test func inflectAsksForTheValueInAForm() throws {
    let template = try Template("od {n, inflect, genitive} do {m}")
    #expect(template.placeholders == ["n", "m"])
    let forms = ["genitive": ["2": "dwóch"]]
    let text = try template.render({ RenderedArgument(text: $0 == "n" ? "2" : "5") }) { text, form in
      forms[form]?[text]
    }
    #expect(text == "od dwóch do 5")
    // A locale without the form says the value as it is.
    #expect(try template.render({ _ in RenderedArgument(text: "2") }) == "od 2 do 2")
    #expect(throws: TemplateSyntaxError.self) { try Template("{n, inflect, }") }
  }

  @Test func missingArgumentIsAnError() throws {
    let template = try Template("above {value}")
    #expect(throws: TemplateRenderError.missingArgument("value")) {
      try template.render { _ in nil }
    }
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    var source: String
    var detail: String
    var testDescription: String { source }
  }

  @Test(arguments: [
    Bad(source: "{open", detail: "expected ','"),
    Bad(source: "close}", detail: "unmatched '}'"),
    Bad(source: "{n, plural, one {x}}", detail: "plural 'n' needs an 'other' case"),
    Bad(source: "{n, plural, single {x} other {y}}", detail: "'single' is not a plural category"),
    Bad(source: "{n, number}", detail: "expected ','"),
    Bad(source: "{}", detail: "empty placeholder"),
  ])
  func syntaxErrors(_ bad: Bad) {
    do {
      _ = try Template(bad.source)
      Issue.record("expected a syntax error")
    } catch {
      #expect(error.detail == bad.detail)
    }
  }
}
