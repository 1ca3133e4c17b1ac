import ChartVoiceTestSupport
import Foundation
import Testing

/// `describe` of a composed Vega-Lite spec: a set of charts in every format, and `--view N`.
@Suite struct DescribeSetTests {
  static let facet = RepositoryPaths.fixtures.appendingPathComponent("vega-lite/composed/facet-temperature.vl.json")
    .path

  @Test func jsonHasAViewsArrayEachInTheShapeOfOneChart() throws {
    let result = try CLI.run(["describe", Self.facet, "--format", "json"])
    expectSuccess(result)
    let set = try JSONShape(result.stdout).object
    #expect(set["composition"] as? String == "facet")
    #expect(set["facetFields"] as? [String] == ["City"])
    #expect(set["sharedScales"] as? [String] == ["x", "y"])
    let views = try #require(set["views"] as? [[String: Any]])
    #expect(views.map { $0["label"] as? String } == ["Chicago", "New York", "Seattle"])
    for view in views {
      try JSONShape(try JSONSerialization.data(withJSONObject: view)).expectDocumentedKeys()
    }
    let comparison = try #require(set["comparison"] as? [String: Any])
    #expect(comparison["highest"] as? [Int] == [2])
    #expect(comparison["lowest"] as? [Int] == [1])
    // The readout has one node a view, at depth 0, parallel to the text.
    let depths = try #require(set["readoutDepth"] as? [Int])
    let readout = try #require((set["text"] as? [String: Any])?["readout"] as? [String])
    #expect(depths.count == readout.count)
    #expect(
      zip(depths, readout).filter { $0.0 == 0 }.map { String($0.1.prefix(11)) } == [
        "View 1 of 3", "View 2 of 3", "View 3 of 3",
      ])
  }

  @Test func viewNDescribesOneViewAlone() throws {
    let set = try JSONShape(try CLI.run(["describe", Self.facet, "--format", "json"]).stdout).object
    let newYork = try #require((set["views"] as? [[String: Any]])?[1])
    let result = try CLI.run(["describe", Self.facet, "--view", "2", "--format", "json"])
    expectSuccess(result)
    let alone = try JSONShape(result.stdout)
    alone.expectDocumentedKeys()
    #expect(alone.object["views"] == nil)
    #expect(alone.object["title"] as? String == "New York")
    #expect(alone.text["alt"] as? String == (newYork["text"] as? [String: Any])?["alt"] as? String)
    #expect(alone.series.first?["mean"] as? Double == 62.75)
  }

  @Test func aViewThatIsNotThereIsAUsageError() throws {
    let result = try CLI.run(["describe", Self.facet, "--view", "4"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--view 4: there is no view 4: the chart has 3 views"), "\(result.stderr)")
    // A chart that is not composed is view 1 of 1.
    expectSuccess(try CLI.run(["describe", CLI.example("monthly-revenue.json"), "--view", "1"]))
    #expect(try CLI.run(["describe", CLI.example("monthly-revenue.json"), "--view", "2"]).status == 64)
  }

  /// Views are numbered among all the views drawn: a view left out is a failure of the input
  /// (exit 1, naming the file and why), and the view after it keeps its number.
  @Test func aViewLeftOutIsNamedByItsNumber() throws {
    let folder = try TemporaryDirectory()
    try folder.write(
      "two.vl.json",
      #"""
      {"data": {"values": [{"m": 1, "t": 3}, {"m": 2, "t": 5}]}, "vconcat": [
        {"mark": "arc", "encoding": {"color": {"field": "m", "type": "nominal"}}},
        {"mark": "bar", "encoding": {"x": {"field": "m", "type": "ordinal"}, "y": {"field": "t", "type": "quantitative"}}}]}
      """#)
    let left = try CLI.run(["describe", folder.path("two.vl.json"), "--view", "1"])
    #expect(left.status == 1)
    #expect(left.stdout.isEmpty)
    #expect(left.stderr.contains("two.vl.json: --view 1: view 1 is not described: "), "\(left.stderr)")
    let second = try CLI.run(["describe", folder.path("two.vl.json"), "--view", "2"])
    expectSuccess(second)
    #expect(second.stdoutText.contains("Bar chart"), "\(second.stdoutText)")
    // The whole set is described, with a warning of the view left out.
    let whole = try CLI.run(["describe", folder.path("two.vl.json")])
    #expect(whole.status == 0)
    #expect(whole.stderr.contains("view 1 ('vconcat[0]') is not part of the description"), "\(whole.stderr)")
    #expect(whole.stdoutText.contains("View 2 of 2: Bar chart"), "\(whole.stdoutText)")
  }

  @Test func textMarkdownAndSSMLDescribeTheSet() throws {
    let text = try CLI.run(["describe", Self.facet])
    expectSuccess(text)
    #expect(text.stdoutText.hasPrefix("Alt text:\n3 line charts of high temperature (°F), one per city"))
    let markdown = try CLI.run(["describe", Self.facet, "--format", "markdown"])
    expectSuccess(markdown)
    #expect(markdown.stdoutText.contains("- View 2 of 3, New York: "))
    let ssml = try CLI.run(["describe", Self.facet, "--format", "ssml"])
    expectSuccess(ssml)
    try expectWellFormedSSML(ssml.stdout)
  }
}
