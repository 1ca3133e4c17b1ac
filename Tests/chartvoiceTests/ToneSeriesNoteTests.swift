import ChartAudio
import ChartVoiceTestSupport
import Foundation
import Testing

/// `sonify` plays at most ``TonePlan/maximumSeries`` series and says on standard error how many
/// of the chart's series play (issue 13: 10,000 series took gigabytes of audio).
@Suite struct ToneSeriesNoteTests {
  @Test func sonifySaysHowManyOfTheSeriesPlay() throws {
    let directory = try TemporaryDirectory()
    let count = TonePlan.maximumSeries + 5
    let series = (0..<count).map { index in
      #"{"name": "s\#(index)", "points": [{"x": 1, "y": \#(index)}, {"x": 2, "y": \#(index + 3)}, {"x": 3, "y": 1}]}"#
    }
    try directory.write("many.json", #"{"title": "Many", "series": ["# + series.joined(separator: ",") + "]}")
    let result = try CLI.run(["sonify", "many.json", "-o", "many.wav"], in: directory.url)
    #expect(result.status == 0, "\(result.stderr.prefix(300))")
    #expect(
      result.stderr.contains(
        "the tones play the first \(TonePlan.maximumSeries) of the chart's \(count) series"),
      "\(result.stderr.prefix(300))")
    #expect(try directory.contents() == ["many.json", "many.wav"])
    // Within the limits, no note.
    try directory.write("few.json", #"{"title": "Few", "series": ["# + series.prefix(3).joined(separator: ",") + "]}")
    let few = try CLI.run(["sonify", "few.json", "-o", "few.wav"], in: directory.url)
    #expect(few.status == 0, "\(few.stderr.prefix(300))")
    #expect(!few.stderr.contains("the tones play the first"), "\(few.stderr.prefix(300))")
  }
}
