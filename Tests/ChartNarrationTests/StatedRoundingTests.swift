import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// Issue 11 §2: a rounded value is rounded the same way everywhere one description says it
/// (`NarrationContext.stated`): "about €31,300" in the summary and the alt text, never "about
/// €31,000" in one of them.
@Suite struct StatedRoundingTests {
  static func fixture(_ name: String) -> URL {
    NarrationGoldenTests.fixtures.first { $0.lastPathComponent == "\(name).json" }!
  }

  /// The hedged numbers of a text, as written after "about".
  static func hedged(_ text: String) -> Set<String> {
    let pattern = CompiledPatterns.expression(#"about (€|\$)?[0-9]([0-9,.]*[0-9])?( (million|billion))?"#)!
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      pattern.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } })
  }

  @Test(arguments: NarrationGoldenTests.fixtures)
  func theAltRoundsAsTheSummaryDoes(_ fixture: URL) throws {
    let name = fixture.lastPathComponent
    let description = try NarrationGoldenTests.describe(fixture, locale: "en")
    let summary = description.narration.summary.map(\.display).joined(separator: " ")
    let alt = description.narration.alt.display
    let inSummary = Self.hedged(summary)
    let inAlt = Self.hedged(alt)
    // Every hedged value of the alt that the summary also hedges is written the same: a value
    // of the alt the summary writes differently would be one of the summary's, rounded again.
    for said in inAlt where !inSummary.contains(said) {
      let digits = said.filter(\.isNumber)
      let elsewhere = inSummary.filter {
        $0.filter(\.isNumber).hasPrefix(digits.trimmingCharacters(in: CharacterSet(charactersIn: "0")))
      }
      #expect(elsewhere.isEmpty, "\(name): alt says \(said), summary \(elsewhere)")
    }
  }

  @Test func theMonthlyBarsSayOneLowestValue() throws {
    let description = try NarrationGoldenTests.describe(Self.fixture("fresh-bars-months-de"), locale: "en")
    let all = ([description.narration.alt] + description.narration.summary).map(\.display).joined(separator: " ")
    #expect(all.contains("about €31,300"), "\(all)")
    #expect(!all.contains("about €31,000"), "\(all)")
  }
}
