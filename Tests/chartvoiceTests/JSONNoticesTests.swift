import ChartVoiceTestSupport
import Foundation
import Testing

/// `--format json` carries the warnings standard error shows, as `notices` (issues 15 and 16:
/// nothing left out silently, warnings in the JSON).
@Suite struct JSONNoticesTests {
  @Test func aChannelLeftOutIsANoticeInTheJSON() throws {
    let spec = #"""
      {"data": {"values": [{"a": 1, "b": 2, "p": 10}, {"a": 2, "b": 5, "p": 30}, {"a": 3, "b": 4, "p": 20}]},
       "mark": "point",
       "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "b", "type": "quantitative"},
                    "size": {"field": "p", "type": "quantitative"}}}
      """#
    let result = try CLI.run(
      ["describe", "-", "--input-format", "vega-lite", "--format", "json"], stdin: Data(spec.utf8))
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutText.utf8)) as? [String: Any])
    let notices = try #require(object["notices"] as? [[String: Any]])
    let notice = try #require(notices.first { $0["kind"] as? String == "channelNotDescribed" })
    #expect(notice["channel"] as? String == "size")
    #expect(notice["field"] as? String == "p")
    #expect((notice["message"] as? String)?.contains("'size'") == true)
    // The same warning on standard error.
    #expect(result.stderr.contains("warning: the 'size' channel ('p') is not part of the description"))
  }

  @Test func aChartReadAsItIsHasNoNotices() throws {
    let result = try CLI.run(["describe", CLI.example("monthly-revenue.json"), "--format", "json"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutText.utf8)) as? [String: Any])
    #expect(object["notices"] == nil)
  }
}
