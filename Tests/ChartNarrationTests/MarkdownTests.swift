import ChartModel
import ChartNarration
import ChartVoiceTestSupport
import Testing

@Suite struct MarkdownTests {
  @Test(arguments: [
    ("Sales *2024* [draft]", "Sales \\*2024\\* \\[draft\\]"),
    ("a_b `c` <d> e|f #g ~h {i}", "a\\_b \\`c\\` &lt;d&gt; e\\|f \\#g \\~h \\{i\\}"),
    ("- not a list", "\\- not a list"),
    ("+1 and -2", "\\+1 and -2"),
    ("back\\slash", "back\\\\slash"),
    ("two\nlines", "two lines"),
    ("3.5 (about)", "3.5 (about)"),
  ])
  func escapes(_ text: String, _ expected: String) {
    #expect(Markdown.escape(text) == expected)
  }

  static let chart = ChartDescriptor(
    title: "Tasks *done*", kind: .bar,
    xAxis: Axis(title: "team", type: .categorical, categories: ["[A]", "B_2"]),
    yAxis: Axis(title: "tasks", type: .numeric),
    series: [DataSeries(name: "tasks", isContinuous: false, x: [0, 1], y: [3, 5])])

  @Test func severalTiersGetHeadingsAndTheReadoutIsAList() throws {
    let description = try ChartDescription(
      Self.chart, locale: "en", localesDirectory: RepositoryPaths.locales)
    let markdown = try description.markdown()
    #expect(markdown.hasPrefix("## Alt text\n\n"))
    #expect(markdown.contains("\n\n## Summary\n\nTasks \\*done\\*."))
    // The readout tree as a nested list: the chart, then its axes and series, then the points.
    #expect(markdown.contains("\n\n## Readout\n\n- Bar chart: Tasks \\*done\\*, 1 series.\n  - Axis 1 of 2"))
    #expect(markdown.contains("\n    - 1 of 2: \\[A\\], 3\n    - 2 of 2: B\\_2, 5\n"))
    #expect(markdown.hasSuffix("\n"))
  }

  @Test func oneTierStandsAlone() throws {
    let description = try ChartDescription(
      Self.chart, locale: "en", levels: [.alt], localesDirectory: RepositoryPaths.locales)
    let markdown = try description.markdown()
    #expect(!markdown.contains("##"))
    #expect(markdown == Markdown.escape(description.narration.alt.display) + "\n")
  }
}
