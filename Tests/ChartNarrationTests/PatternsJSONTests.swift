import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Foundation
import Testing

/// The calibrated patterns of a series in `--format json` (`ChartDescription+JSON.swift`): each
/// present exactly when the text says it, with the data's own points.
@Suite struct PatternsJSONTests {
  static func series(_ chart: ChartDescriptor) throws -> [String: Any] {
    let description = try ChartDescription(
      chart, locale: "en", levels: [.summary], localesDirectory: RepositoryPaths.locales)
    let object = try JSONSerialization.jsonObject(with: Data(description.jsonText().utf8)) as? [String: Any]
    let series = try #require((object?["series"] as? [[String: Any]])?.first)
    return series
  }

  @Test func aJumpIsItsThreePoints() throws {
    let series = try Self.series(JumpAndEmptySentencesTests.unemployment)
    let jump = try #require(series["jump"] as? [String: Any])
    #expect((jump["top"] as? [String: Any])?["y"] as? Double == 14.7)
    #expect((jump["before"] as? [String: Any])?["y"] as? Double == 4.4)
    #expect((jump["last"] as? [String: Any])?["y"] as? Double == 6.7)
    #expect(jump["direction"] as? String == "up")
    #expect(jump["steady"] as? Bool == true)
    #expect(series["zeroRun"] == nil)
  }

  @Test func aLastMonthFarAboveIsAnEndSpike() throws {
    let series = try Self.series(EndSpikeSentencesTests.profit)
    let spike = try #require(series["endSpike"] as? [String: Any])
    #expect((spike["point"] as? [String: Any])?["y"] as? Double == 1_400_000)
    #expect((spike["point"] as? [String: Any])?["x"] as? String == "2023-12-01")
    #expect((spike["neighbour"] as? [String: Any])?["y"] as? Double == 150_000)
    #expect((spike["restMin"] as? [String: Any])?["y"] as? Double == -120_000)
    #expect((spike["restMax"] as? [String: Any])?["y"] as? Double == 150_000)
    #expect((spike["restEnd"] as? [String: Any])?["y"] as? Double == -120_000)
    #expect(spike["end"] as? String == "last")
    #expect(spike["side"] as? String == "above")
  }

  @Test func aFirstMonthFarAboveIsAnEndSpikeAtTheStart() throws {
    let series = try Self.series(EndSpikeSentencesTests.backlog)
    let spike = try #require(series["endSpike"] as? [String: Any])
    #expect((spike["point"] as? [String: Any])?["y"] as? Double == 5_000)
    #expect((spike["restEnd"] as? [String: Any])?["y"] as? Double == 340)
    #expect(spike["end"] as? String == "first")
    #expect(spike["side"] as? String == "above")
  }

  @Test func emptyWeeksAreAZeroRun() throws {
    let series = try Self.series(JumpAndEmptySentencesTests.training)
    let run = try #require(series["zeroRun"] as? [String: Any])
    #expect(run["count"] as? Double == 2)
    #expect((run["from"] as? [String: Any])?["x"] as? String == "2024-03-04")
    #expect((run["to"] as? [String: Any])?["x"] as? String == "2024-03-11")
    #expect(series["jump"] == nil)
  }

  @Test func aPaydaySpikeIsADayOfTheMonth() throws {
    let series = try Self.series(JumpAndEmptySentencesTests.payday)
    let season = try #require(series["season"] as? [String: Any])
    #expect(season["cycle"] as? String == "dayOfMonth")
    #expect(season["spikeDay"] as? Double == 25)
  }

  @Test func aSeriesWithoutPatternsHasEmptyListsOnly() throws {
    let chart = PatternSentencesTests.chart(
      "Flat", PatternSentencesTests.months(12, from: 2020), Array(repeating: 5, count: 12))
    let series = try Self.series(chart)
    #expect((series["steps"] as? [Any])?.isEmpty == true)
    #expect((series["signRuns"] as? [Any])?.isEmpty == true)
    for key in ["jump", "endSpike", "zeroRun", "season", "episode"] { #expect(series[key] == nil, "\(key)") }
  }
}
