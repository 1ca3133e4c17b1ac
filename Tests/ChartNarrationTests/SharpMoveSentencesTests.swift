import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The sharp-move sentences (``Statistics/sharpMove(x:y:policy:)``, `ContentPlan+SharpMove.swift`):
/// a crash or a surge over a few steps, and the claims checker's reading of them.
@Suite struct SharpMoveSentencesTests {
  static let crash: ChartDescriptor = {
    let url = RepositoryPaths.fixtures.appendingPathComponent("csv").appendingPathComponent("stock-crash.csv")
    return try! CSVReader.read(contentsOf: url.path, source: "stock-crash.csv")
  }()

  static let told =
    "The values fell about 45% in 4 days, from $176.50 on January 29 to $96.55 on February 2, then recovered to about $128 by March 29."

  /// stock-crash.csv: 176.50 on January 29 to 96.55 on February 2 (four trading days), then a
  /// slow recovery to 128.41. The summary said only its extremes, start and end.
  @Test func aCrashOverFourDaysIsTold() throws {
    let summary = try ChartDescription(Self.crash, locale: "en", localesDirectory: RepositoryPaths.locales).narration
      .summary.map { $0[.display] }
    #expect(summary.contains(Self.told), "\(summary)")
    // The crash ranks before the extremes and the start and end.
    #expect(summary.firstIndex(of: Self.told) == 1, "\(summary)")
    let outcome = try ClaimsRun.check(Self.crash, id: "csv/stock-crash.csv")
    #expect(outcome.report.claims.filter { $0.kind == "sharp-move" && $0.isTrue }.count >= 5)
    #expect(outcome.report.falseClaims.isEmpty, "\(outcome.report.falseClaims)")
    #expect(outcome.report.unparsed.isEmpty, "\(outcome.report.unparsed)")
    for local in try LocaleClaimsRun.check(Self.crash, id: "csv/stock-crash.csv") {
      #expect(local.report.falseClaims.isEmpty, "\(local.locale): \(local.report.falseClaims)")
    }
  }

  @Test func falseSharpMovesAreCaught() {
    let kinds = PatternSentencesTests.falseKinds
    let c = Self.crash
    #expect(kinds(c, Self.told).isEmpty)
    // The wrong percentage, direction, place, span or end of the recovery.
    #expect(Set(kinds(c, Self.told.replacingOccurrences(of: "about 45%", with: "about 30%"))) == ["sharp-move"])
    #expect(Set(kinds(c, Self.told.replacingOccurrences(of: "fell about", with: "rose about"))) == ["sharp-move"])
    #expect(Set(kinds(c, Self.told.replacingOccurrences(of: "in 4 days", with: "in 3 days"))) == ["sharp-move"])
    #expect(Set(kinds(c, Self.told.replacingOccurrences(of: "February 2,", with: "February 1,"))) == ["sharp-move"])
    #expect(Set(kinds(c, Self.told.replacingOccurrences(of: "about $128 by", with: "about $140 by"))) == ["sharp-move"])
    // A move over far more than a few steps is no sharp move.
    #expect(
      Set(
        kinds(
          c,
          "The values fell about 48%, from $183.86 on January 2 to $96.55 on February 2, then recovered to about $128 by March 29."
        )) == ["sharp-move"])
  }
}
