import ChartImport
import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The place phrases of `NarrationContext.swift`.
@Suite struct NarrationContextTests {
  /// profit.csv: quarters written as labels ("2021 Q1") are times: "in 2021 Q1", never "for 2021
  /// Q1" (the preposition of a thing), in German too ("im 2021 Q1", as "im ersten Quartal", never "bei").
  @Test func aQuarterLabelIsATime() throws {
    let url = RepositoryPaths.fixtures.appendingPathComponent("csv").appendingPathComponent("profit.csv")
    let chart = try CSVReader.read(contentsOf: url.path, source: "profit.csv")
    #expect(chart.xAxis.timeCategories?.kind == .quarter)
    func text(_ locale: String) throws -> [String] {
      let description = try ChartDescription(
        chart, locale: locale, levels: [.alt, .summary], localesDirectory: RepositoryPaths.locales)
      return [description.narration.alt.display] + description.narration.summary.map(\.display)
    }
    let english = try text("en")
    #expect(
      !english.contains { $0.contains("for 2021 Q") || $0.contains("for 2022 Q") || $0.contains("for 2023 Q") },
      "\(english)")
    #expect(english.contains { $0.contains(" in 202") && $0.contains(" Q") }, "\(english)")
    let german = try text("de")
    #expect(
      german.contains { $0.contains(" im 2021 Q") || $0.contains(" im 2022 Q") || $0.contains(" im 2023 Q") },
      "\(german)")
  }
}
