import ChartModel
import Testing

/// Quotes of the input in a message are cut to ``InputQuote/limit`` characters, and the line to
/// ``InputQuote/lineLimit`` (issue 13).
@Suite struct InputQuoteTests {
  @Test func longQuotesAreCutAndApostrophesOpenNone() {
    let long = String(repeating: "z", count: 500)
    let cut = String(repeating: "z", count: InputQuote.limit) + "…"
    #expect(
      InputQuote.cutQuotes(in: "a: '\(long)' and \"\(long)\" aren't the chart's; 'ok'")
        == "a: '\(cut)' and \"\(cut)\" aren't the chart's; 'ok'")
    // A quote holding its own quote mark ends at the one no word follows.
    #expect(InputQuote.cutQuotes(in: "x '\(long)'s tail' y") == "x '\(cut)' y")
    // An unclosed quote is cut at the end of its line; the next line is a line of its own.
    #expect(InputQuote.cutQuotes(in: "'\(long)\nnext") == "'\(cut)\nnext")
    let list = (0..<2_000).map { "'c\($0)'" }.joined(separator: ", ")
    let line = InputQuote.cutQuotes(in: "the columns are " + list)
    #expect(line.count == InputQuote.lineLimit + 1 && line.hasSuffix("…"))
    let short = "short 'quotes' stay as they are, \(String(repeating: "w ", count: 200))"
    #expect(InputQuote.cutQuotes(in: short) == short)
  }
}
